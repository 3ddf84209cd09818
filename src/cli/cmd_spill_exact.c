/* verilocc spill-exact IN.mir: the exact spill placement (alloc/spill_exact.h)
 * of every function over budget, its LP relaxation, and the heuristic
 * spiller's cost on the same module and budget (alloc/spill.h: what `alloc
 * --report` gives as "spill".cost), so that the heuristic's distance from the
 * optimum reads off one line. With --spilled OUT.mir, the optimal placement
 * itself (one home per value, as the spiller gives) written into the module,
 * and whether the classical allocator then fits each function: the program
 * leaves fragmentation out, so the optimum may not be reachable. Exit 0, or 2
 * on bad input. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../alloc/spill.h"
#include "../alloc/spill_exact.h"
#include "../base/json.h"
#include "cli.h"
#include "getopt_args.h"

typedef struct exact_cli {
  const char *in, *target, *report, *spilled;
  double timeout_s;
  uint32_t max_instrs;   /* larger functions are skipped; 0: no limit */
  bool heuristic;
  vl_budget_options budget;
} exact_cli;

static int parse_options(int argc, char **argv, exact_cli *o) {
  *o = (exact_cli){.timeout_s = 10, .heuristic = true};
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *next = i + 1 < argc ? argv[i + 1] : NULL;
    if (!strcmp(a, "--target") && next) o->target = argv[++i];
    else if (!strcmp(a, "--report") && next) o->report = argv[++i];
    else if (!strcmp(a, "--spilled") && next) o->spilled = argv[++i];
    else if (!strcmp(a, "--no-heuristic")) o->heuristic = false;
    else if (!strcmp(a, "--timeout") && next) { if (!vl_cli_seconds(a, argv[++i], &o->timeout_s)) return 2; }
    else if (!strcmp(a, "--max-instrs") && next) { if (!vl_cli_uint(a, argv[++i], &o->max_instrs)) return 2; }
    else if (!strcmp(a, "--max-vgprs") && next) { if (!vl_cli_uint(a, argv[++i], &o->budget.max_vector)) return 2; }
    else if (!strcmp(a, "--max-sgprs") && next) { if (!vl_cli_uint(a, argv[++i], &o->budget.max_scalar)) return 2; }
    else if (!strcmp(a, "--max-agprs") && next) { if (!vl_cli_uint(a, argv[++i], &o->budget.max_accum)) return 2; o->budget.accum_given = true; }
    else if (a[0] == '-' && a[1]) { fprintf(stderr, "verilocc spill-exact: unknown option or missing value '%s'\n", a); return 2; }
    else if (!o->in) o->in = a;
    else { fprintf(stderr, "verilocc spill-exact: unexpected argument '%s'\n", a); return 2; }
  }
  if (!o->in) {
    vl_cli_command_usage("spill-exact", stderr);
    return 2;
  }
  return 0;
}

static json_t *number_or_null(double x) { return isfinite(x) ? json_real(x) : json_null(); }

static const char *status_name(const vl_spill_exact *e) {
  return e->fits ? "fits" : e->unfit ? "unfit" : vl_milp_status_name(e->status);
}

/* Does the function's optimum stand proven (nothing to spill counts)? */
static bool finished(const vl_spill_exact *e) { return e->fits || (!e->unfit && e->status == VL_MILP_OPTIMAL); }

/* Function f's optimal placement (one home per value: solved again with that constraint) written
 * into *spilled, and whether the classical allocator fits it; a line and row["placement"] say so. */
static void write_placement(const exact_cli *o, vl_module **spilled, bool *owned, uint32_t f, json_t *row, FILE *out) {
  vl_arena arena = {0};
  const vl_function *fn = &(*spilled)->functions[f];
  vl_budget_options fixed = vl_spill_fixed_budget(fn, &o->budget);
  vl_analysis *an = vl_analyze(fn, &fixed, &arena);
  vl_spill_given *given;
  size_t n;
  vl_spill_exact e;
  vl_spill_counts counts;
  bool allocates = false;
  vl_diags diags = {0};
  if (!vl_spill_exact_given(an, o->timeout_s, &arena, &given, &n, &e)) {
    fprintf(out, "%s: placement not written: with one home per value, %s\n", fn->name, vl_milp_status_name(e.status));
    json_object_set_new(row, "placement", json_null());
  } else if (vl_spill_apply_given(spilled, owned, f, an, &fixed, given, n, &counts, &allocates, &diags) != VL_OK) {
    fprintf(out, "%s: placement not written:\n", fn->name);
    vl_diags_print(&diags, out);
    json_object_set_new(row, "placement", json_null());
  } else {
    fprintf(out, "%s: placement written: cost %.3f (%zu values, %u stores, %u reloads, %u/%u AGPR copies in/out, "
            "%u/%u lane writes/reads, %u remats); the classical allocator %s\n", fn->name, counts.cost, n, counts.stores,
            counts.reloads, counts.agpr_saves, counts.agpr_reloads, counts.lane_saves, counts.lane_reloads, counts.remats,
            allocates ? "fits it" : "does not fit it (fragmentation: the program counts registers, not where they lie)");
    json_object_set_new(row, "placement", json_pack("{s:f, s:i, s:b}", "cost", counts.cost, "values", (json_int_t)n,
                                                    "allocates", allocates));
  }
  vl_diags_free(&diags);
  vl_arena_free(&arena);
}

int vl_cmd_spill_exact(int argc, char **argv) {
  if (!vl_cli_getopt("spill-exact", "max-agprs: max-sgprs: max-vgprs: max-instrs: no-heuristic report: spilled: target: timeout:",
                     &argc, &argv))
    return 2;
  exact_cli o;
  int rc = parse_options(argc, argv, &o);
  if (rc) return rc;
  if (o.report && !vl_cli_writable(o.report)) return 2;
  if (o.spilled && !vl_cli_writable(o.spilled)) return 2;
  vl_module *module = vl_cli_load(o.in, o.target);
  if (!module) return 2;
  FILE *out = o.report && !strcmp(o.report, "-") ? stderr : stdout;   /* the JSON owns stdout then */
  json_t *functions = json_array();
  vl_module *spilled = module;   /* with --spilled: the module with the placements written so far */
  bool owned = false;
  double exact_total = 0, bound_total = 0;
  bool all_finished = true, any_solved = false;
  for (uint32_t f = 0; f < module->num_functions; f++) {
    const vl_function *fn = &module->functions[f];
    json_t *row = json_pack("{s:s, s:i}", "name", fn->name, "instructions", (json_int_t)fn->num_instrs);
    json_array_append_new(functions, row);
    if (o.max_instrs && fn->num_instrs > o.max_instrs) {
      fprintf(out, "%s: skipped: %u instructions, over --max-instrs %u\n", fn->name, fn->num_instrs, o.max_instrs);
      json_object_set_new(row, "status", json_string("skipped"));
      all_finished = false;
      continue;
    }
    vl_arena arena = {0};
    vl_analysis *an = vl_analyze(fn, &o.budget, &arena);
    vl_spill_exact e = vl_spill_exact_solve(an, o.timeout_s, &arena);
    vl_arena_free(&arena);
    any_solved = true;
    all_finished &= finished(&e);
    exact_total += e.cost;
    bound_total += e.bound;
    if (e.fits) fprintf(out, "%s: fits the budget, nothing to spill\n", fn->name);
    else if (e.unfit) {
      static const char *const files[] = {"VGPR", "AGPR", "SGPR", "special"};
      const vl_instr *at = &fn->instrs[e.unfit_instr];
      fprintf(out, "%s: unfit: over the %s budget at line %u even with every value that may spill in its home\n",
              fn->name, files[e.unfit_file], at->line);
    }
    else {
      char cost[32] = "-";
      if (e.status == VL_MILP_OPTIMAL || e.status == VL_MILP_FEASIBLE) snprintf(cost, sizeof cost, "%.3f", e.cost);
      fprintf(out, "%s: exact %s (%s, %.2f s), bound %.3f, LP %.3f; %u values, %u segments, %u columns, %u rows, %u points over budget\n",
              fn->name, cost, vl_milp_status_name(e.status), e.seconds, e.bound, e.lp, e.values, e.segments, e.columns,
              e.rows, e.over_points);
    }
    json_object_set_new(row, "status", json_string(status_name(&e)));
    json_object_set_new(row, "cost", e.status == VL_MILP_OPTIMAL || e.status == VL_MILP_FEASIBLE ? json_real(e.cost) : json_null());
    json_object_set_new(row, "bound", number_or_null(e.bound));
    json_object_set_new(row, "lp", number_or_null(e.lp));
    json_object_set_new(row, "seconds", json_real(e.seconds));
    json_object_set_new(row, "values", json_integer(e.values));
    json_object_set_new(row, "segments", json_integer(e.segments));
    json_object_set_new(row, "columns", json_integer(e.columns));
    json_object_set_new(row, "rows", json_integer(e.rows));
    json_object_set_new(row, "over_points", json_integer(e.over_points));
    if (o.spilled && !e.fits && !e.unfit && e.status == VL_MILP_OPTIMAL) write_placement(&o, &spilled, &owned, f, row, out);
  }
  json_t *root = json_pack("{s:s, s:s, s:o, s:{s:b, s:o, s:o}}", "file", o.in, "target", module->target->name,
                           "functions", functions, "exact", "finished", all_finished,
                           "cost", all_finished ? json_real(exact_total) : json_null(),
                           "bound", any_solved ? json_real(bound_total) : json_null());
  /* The heuristic only where the exact side has a number to set it against. */
  if (o.heuristic && any_solved) {
    vl_module *heuristic = NULL;
    vl_spill_report report;
    vl_diags diags = {0};
    vl_budget_options same = o.budget;
    same.keep_occupancy = true;   /* the exact side's budget: no occupancy step */
    vl_status s = vl_spill_module(module, &same, &heuristic, NULL, NULL, &report, &diags);
    if (s == VL_OK) {
      fprintf(out, "heuristic spiller: cost %.3f (%u functions spilled, %.0f ms)", report.counts.cost,
              report.functions_spilled, report.ms);
      if (all_finished && exact_total > 0) fprintf(out, "; heuristic/exact %.3f", report.counts.cost / exact_total);
      fputc('\n', out);
      json_object_set_new(root, "heuristic", json_pack("{s:f, s:i, s:f}", "cost", report.counts.cost,
                                                       "functions_spilled", (json_int_t)report.functions_spilled,
                                                       "ms", report.ms));
      json_object_set_new(root, "ratio", all_finished && exact_total > 0 ? json_real(report.counts.cost / exact_total)
                                                                          : json_null());
    } else {
      fprintf(out, "heuristic spiller: failed:\n");
      vl_diags_print(&diags, out);
      json_object_set_new(root, "heuristic", json_null());
    }
    vl_diags_free(&diags);
    if (heuristic) vl_module_free(heuristic);
  }
  if (o.spilled && !vl_cli_write(o.spilled, spilled->text, spilled->text_len)) rc = 2;
  if (owned) vl_module_free(spilled);
  if (o.report && vl_json_write(root, o.report, JSON_INDENT(2))) {
    fprintf(stderr, "%s:0:0: error: cannot write the file\n", o.report);
    rc = 2;
  }
  json_decref(root);
  vl_module_free(module);
  return rc;
}
