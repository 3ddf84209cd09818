/* verilocc verify IN.mir ASSIGN.json [--smt]: the native verifier on a given
 * assignment, or with --smt the independent Z3 verifier (same categories and
 * exit codes: 0 valid, 1 invalid, 2 bad input, 3 Z3 failed). With --post POST.mir
 * instead of ASSIGN.json: translation validation (cmd_verify_post.c); with --hazards
 * OURS.sass on SASS: the scoreboard hazard check (cmd_verify_hazards.c). */
#include <string.h>

#include "../alloc/assignment_json.h"
#include "../analysis/analysis.h"
#include "../verify/native.h"
#include "../verify/smt_verify.h"
#include "alloc_options.h"
#include "cli.h"

void vl_verify_assignments(const vl_module *m, vl_assignment *const *as, const vl_budget_options *budget, bool smt,
                           const char *json, vl_arena *arena, vl_diags *diags, vl_verify_totals *totals) {
  *totals = (vl_verify_totals){0};
  /* what the assignment file's reader found counts as the verifiers' own findings do */
  for (uint32_t c = 0; c < VL_NUM_CATEGORIES; c++) totals->count[c] = diags->count[c];
  for (uint32_t f = 0; f < m->num_functions; f++) {
    const vl_function *fn = &m->functions[f];
    if (!as[f]) {
      vl_diag_add(diags, json, 1, 1, VL_CAT_SYNTAX, "no assignment for function %s", fn->name);
      totals->count[VL_CAT_SYNTAX]++;
      continue;
    }
    vl_analysis *an = vl_analyze(fn, budget, arena);
    vl_verify_result result;
    if (smt) {
      vl_smt_timing timing;
      totals->tool_failed |=
          vl_verify_smt(an->intervals, &an->budget, as[f], diags, 20, &result, &timing) == VL_TOOL_ERROR;
      fprintf(stderr, "z3: %s: %u constraints, encode %.1f ms, solve %.1f ms (%u solver calls)\n", fn->name,
              timing.constraints, timing.encode_ms, timing.solve_ms, timing.solver_calls);
    } else {
      vl_verify_native(an->intervals, &an->budget, as[f], diags, 20, &result);
    }
    for (uint32_t c = 0; c < VL_NUM_CATEGORIES; c++) totals->count[c] += result.violations[c];
  }
}

uint32_t vl_verify_total(const vl_verify_totals *t) {
  return t->count[VL_CAT_SYNTAX] + t->count[VL_CAT_DATAFLOW] + t->count[VL_CAT_CONSTRAINT];
}

bool vl_verify_summary(const vl_verify_totals *t, const vl_diags *diags, bool smt, uint32_t num_functions,
                       bool say_valid) {
  const char *by = smt ? " (z3)" : "";
  uint32_t total = vl_verify_total(t), shown = 0;
  for (size_t i = 0; i < diags->list.len; i++) shown += diags->list.data[i].category != VL_CAT_NONE;
  if (t->tool_failed) {
    fprintf(stderr, "verify: Z3 could not decide\n");
  } else if (total) {
    fprintf(stderr, "invalid%s: %u violations (dataflow %u, constraint %u, syntax %u)", by, total,
            t->count[VL_CAT_DATAFLOW], t->count[VL_CAT_CONSTRAINT], t->count[VL_CAT_SYNTAX]);
    /* the verifiers name the first 20 of each category per function: say so, so that the counts add up */
    if (shown < total) fprintf(stderr, ", %u not shown", total - shown);
    fputc('\n', stderr);
  } else if (say_valid) {
    printf("valid%s: %u function%s\n", by, num_functions, num_functions == 1 ? "" : "s");
  }
  return !t->tool_failed && !total;
}

int vl_verify_exit(const vl_verify_totals *t) { return t->tool_failed ? 3 : vl_verify_total(t) ? 1 : 0; }

int vl_cmd_verify(int argc, char **argv) {
  vl_verify_cli o;
  int rc = vl_verify_cli_parse(argc, argv, &o);
  if (rc) return rc;
  /* translation validation reads both files itself */
  if (o.post && !o.assignment && !o.smt) return vl_cmd_verify_post(o.in, o.post, o.target, o.function);
  if (o.hazards) {
    if (!o.assignment && !o.original && !o.smt) return vl_cmd_verify_hazards(o.in, o.hazards, o.target);
    fprintf(stderr, "verilocc verify: error: --hazards %s takes K.sass alone\n", o.hazards);
    return 2;
  }
  vl_syntax syntax;
  vl_module *module = vl_cli_load_any(o.in, o.target, &syntax);
  if (!module) return 2;
  if ((rc = vl_verify_cli_check(&o, syntax))) return vl_module_free(module), rc;
  if (syntax == VL_SYNTAX_SASS) return vl_verify_sass(&o, module);
  if (!o.assignment || o.post || o.function) {
    vl_cli_command_usage("verify", stderr);
    vl_module_free(module);
    return 2;
  }
  const char *json = o.assignment;
  const vl_budget_options budget = o.budget;
  const bool smt = o.smt;
  vl_arena arena = {0};
  vl_diags diags = {0};
  vl_assignment **assignments = VL_NEW_ARRAY(&arena, vl_assignment *, module->num_functions);
  vl_status status = vl_assignment_read_json(json, module, assignments, &arena, &diags);
  if (status == VL_BAD_INPUT) {
    vl_diags_print(&diags, stderr);
    vl_diags_free(&diags);
    vl_arena_free(&arena);
    vl_module_free(module);
    return 2;
  }
  vl_verify_totals totals;
  vl_verify_assignments(module, assignments, &budget, smt, json, &arena, &diags, &totals);
  vl_diags_print(&diags, stderr);
  vl_verify_summary(&totals, &diags, smt, module->num_functions, true);
  vl_diags_free(&diags);
  vl_arena_free(&arena);
  vl_module_free(module);
  return vl_verify_exit(&totals);
}
