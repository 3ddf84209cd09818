/* verilocc alloc K.sass / verify K.sass: the NVIDIA path. The SASS front end
 * de-allocates ptxas's registers into the IR; the same analyses, allocator
 * dispatch and native (or Z3) verifier as for MIR run on it; the writer puts
 * our registers into the text.
 *   alloc K.sass [-o OUT.sass] [--asm OUT.sass] [--cubin K.cubin (-o is then OUT.cubin)] [--json A.json] [--report R.json] [--html R.html] [--allocator NAME] [--timeout S] [--max-regs N]
 *         [--ptx K.ptx] [--target T] [--quiet] [--model M.gguf --k N --no-mask --seed S (model, gguf)]
 *   verify K.sass --original | A.json [--smt] [--target T] [--max-regs N] [--ptx K.ptx]
 * (cmd_alloc.c and cmd_verify.c parse the options and read the input; content decides it is SASS)
 * --ptx: the PTX the kernel came from, for its launch bounds (front/ptx_bounds.h).
 * Exit codes as everywhere: 0 ok/valid, 1 invalid, 2 bad input, 3 allocation or tool failure. */
#include <stdlib.h>
#include <string.h>

#include "../alloc/assignment_json.h"
#include "../alloc/sass_moves_json.h"
#include "../analysis/analysis.h"
#include "../cost/cost_model.h"
#include "../report/kernel_page.h"
#include "../emit/cubin_patch.h"
#include "../emit/sass_layout.h"
#include "../emit/sass_words.h"
#include "../emit/sass_moves.h"
#include "../emit/sass_write.h"
#include "../front/ptx_bounds.h"
#include "../front/sass.h"
#include "../front/sass_life.h"
#include "../target/nvidia.h"
#include "../target/target_ops.h"
#include "../verify/native.h"
#include "../verify/sass_slots.h"
#include "../verify/smt_verify.h"
#include "../pipeline/pipeline.h"
#include "cli.h"
#include "dump.h"
#include "alloc_options.h"

static vl_module *load_with(vl_module *(*parse_file)(const char *, const vl_target *, vl_diags *), const char *path,
                             const char *target_name) {
  const vl_target *target = NULL;
  if (target_name) {
    target = vl_target_by_name(target_name, strlen(target_name));
    if (!target || target->ops->syntax != VL_SYNTAX_SASS) {
      fprintf(stderr, "verilocc: unknown NVIDIA target '%s' (known: %s)\n", target_name, vl_nvidia_ops.target_names);
      return NULL;
    }
  }
  vl_diags diags = {0};
  vl_module *m = parse_file(path, target, &diags);
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  return m;
}

/* The launch bounds of the kernel's PTX, when one is given; false (and k freed) when they cannot be read. */
static bool apply_ptx(vl_module *k, const char *ptx) {
  if (!ptx) return true;
  vl_diags diags = {0};
  vl_status s = vl_ptx_apply_bounds(ptx, k, &diags);
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  if (s != VL_OK) vl_module_free(k);
  return s == VL_OK;
}

int vl_verify_sass(const vl_verify_cli *opts, vl_module *k) {
  if (!apply_ptx(k, opts->ptx)) return 2;
  if (!opts->original == !opts->assignment) {
    fprintf(stderr, "verilocc verify: error: give K.sass and either --original or ASSIGN.json\n");
    vl_module_free(k);
    return 2;
  }
  const vl_verify_cli o = *opts;
  vl_module *m = k;
  vl_arena arena = {0};
  vl_diags diags = {0};
  /* An assignment of functions with moves is one of K with those moves (sass_split.h). */
  vl_sass_moves *moves = calloc(k->num_functions, sizeof *moves);
  uint32_t num_moves = 0;
  if (!o.original) {
    if (vl_sass_moves_read_json(o.assignment, k, moves, &diags) != VL_OK ||
        ((num_moves = vl_sass_moves_total(k, moves)) && !(m = vl_sass_with_moves(k, moves, false, &diags)))) {
      vl_diags_print(&diags, stderr);
      vl_diags_free(&diags);
      vl_sass_moves_free(moves, k->num_functions);
      vl_module_free(k);
      return 2;
    }
  }
  vl_assignment **as = VL_NEW_ARRAY(&arena, vl_assignment *, m->num_functions);
  if (o.original) {
    for (uint32_t f = 0; f < m->num_functions; f++) as[f] = vl_assignment_ptxas(&m->functions[f], &arena);
  } else if (vl_assignment_read_json(o.assignment, m, as, &arena, &diags) == VL_BAD_INPUT) {
    vl_diags_print(&diags, stderr);
    vl_diags_free(&diags);
    vl_arena_free(&arena);
    vl_sass_moves_free(moves, k->num_functions);
    if (m != k) vl_module_free(m);
    vl_module_free(k);
    return 2;
  }
  vl_verify_totals totals;
  vl_verify_assignments(m, as, &o.budget, o.smt, o.assignment ? o.assignment : k->path, &arena, &diags, &totals);
  /* Spill code must change nothing K computes: each reload an identity. */
  for (uint32_t f = 0; f < m->num_functions; f++)
    if (moves[f].count) totals.count[VL_CAT_DATAFLOW] += vl_sass_slots_check(&m->functions[f], &moves[f], &diags);
  vl_diags_print(&diags, stderr);
  if (vl_verify_summary(&totals, &diags, o.smt, m->num_functions, !num_moves) && num_moves) {
    uint32_t stores = 0, reloads = 0, plain = 0;
    for (uint32_t f = 0; f < k->num_functions; f++) {
      vl_sass_move_counts c = vl_sass_count_moves(&moves[f]);
      stores += c.stores, reloads += c.reloads, plain += c.moves;
    }
    printf("valid%s: %u function%s, with %u moves inserted", o.smt ? " (z3)" : "", m->num_functions,
           m->num_functions == 1 ? "" : "s", plain);
    if (stores + reloads) printf(" and spill code (%u STL, %u LDL)", stores, reloads);
    printf("\n");
  }
  vl_diags_free(&diags);
  vl_arena_free(&arena);
  vl_sass_moves_free(moves, k->num_functions);
  if (m != k) vl_module_free(m);
  vl_module_free(k);
  return vl_verify_exit(&totals);
}

/* ptxas's cubin with the listing's words, our counts and frames, to -o. */
static int write_cubin(const vl_pipeline *p, const vl_alloc_cli *o, const char *text, size_t len, vl_diags *diags) {
  const vl_module *k = p->input;
  vl_cubin_function *functions = calloc(k->num_functions + 1, sizeof *functions);
  vl_sass_layout *layouts = calloc(k->num_functions + 1, sizeof *layouts);
  if (!functions || !layouts) abort();
  for (uint32_t f = 0; f < k->num_functions; f++) {
    const vl_function *fn = &p->module->functions[f];
    if (p->moves[f].count) vl_sass_layout_of(&p->moves[f], k->functions[f].num_instrs, &layouts[f]);
    functions[f] = (vl_cubin_function){fn->name, vl_sass_usage_of(fn, p->assignments[f]).r,
                                       vl_sass_frame_growth(&k->functions[f], &p->moves[f]),
                                       p->moves[f].count ? &layouts[f] : NULL};
  }
  vl_strbuf cubin = {0};
  vl_status s = vl_cubin_patch(o->cubin, k->path, k->text, k->text_len, text, len, functions, k->num_functions,
                               &cubin, diags);
  int rc = s == VL_OK ? 0 : s == VL_BAD_INPUT ? 2 : 3;
  if (!rc && (cubin.failed || !vl_cli_write(o->out, cubin.data, cubin.len))) rc = 3;
  free(cubin.data);
  for (uint32_t f = 0; f < k->num_functions; f++) vl_sass_layout_free(&layouts[f]);
  free(functions), free(layouts);
  return rc;
}

/* One function's section of the --html page: ours (with its moves and spill code) beside ptxas's
 * allocation of the input, each with its own pressure (the same webs, so the same curve, unless
 * moves or spill code changed it). */
static void html_section(vl_function_page *page, const vl_function_run *r, const vl_assignment *ours,
                         const vl_cost *ours_cost, const vl_function *input, const vl_cost *ptxas_cost,
                         const vl_budget_options *budget, vl_arena *arena) {
  const vl_analysis *an = r->analysis;
  page->fn = r->fn;
  memcpy(page->budget, an->budget.limit, sizeof page->budget);
  vl_alloc_stats stats = vl_assignment_stats(r->fn, ours);
  page->ours = vl_alloc_view_of("VeriLocc", r->fn, an->cfg, an->pressure, ours, stats.used, ours_cost, arena);
  vl_analysis *in = vl_analyze(input, budget, arena);
  vl_assignment *original = vl_assignment_ptxas(input, arena);
  vl_alloc_stats ptxas = vl_assignment_stats(input, original);
  page->vendor = vl_alloc_view_of("ptxas", input, in->cfg, in->pressure, original, ptxas.used, ptxas_cost, arena);
  page->have_vendor = true;
  if (r->note.has_loop)
    page->note = vl_arena_printf(arena, "produced by %s (%u proposal%s)", r->note.loop.text, r->note.loop.tries,
                                 r->note.loop.tries == 1 ? "" : "s");
}

int vl_alloc_sass(const vl_alloc_cli *opts, vl_module *k, double ms_parse) {
  if (!apply_ptx(k, opts->ptx)) return 2;
  const vl_alloc_cli o = *opts;
  int rc = 0;
  vl_diags diags = {0};
  vl_dump_text(o.dump_after, "parse", VL_SYNTAX_SASS, k->text, k->text_len);
  vl_allocator *allocator = vl_alloc_cli_open_allocator(&o);
  if (!allocator) return vl_module_free(k), 2;
  vl_pipeline *p = vl_pipeline_new(k, allocator, &o.budget, o.quiet ? NULL : stderr);
  vl_status s = vl_pipeline_run(p, &diags);
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  vl_cli_report_no_fit(p);
  rc = s == VL_OK ? 0 : s == VL_BAD_INPUT ? 2 : 3;
  const vl_module *m = p->module;
  vl_assignment **as = p->assignments;
  if (!rc) {
    vl_dump_text(o.dump_after, "spill", VL_SYNTAX_SASS, m->text, m->text_len);
    vl_dump_text(o.dump_after, "split", VL_SYNTAX_SASS, m->text, m->text_len);
  }
  FILE *report = o.out && !strcmp(o.out, "-") ? stderr : stdout;
  json_t *functions = json_array();   /* --report: the same numbers as JSON */
  vl_arena html_arena = {0};          /* --html: a section per function, ours beside ptxas's */
  vl_function_page *pages = o.html ? VL_NEW_ARRAY(&html_arena, vl_function_page, m->num_functions) : NULL;
  for (uint32_t f = 0; !rc && f < m->num_functions; f++) {
    const vl_function_run *r = &p->runs[f];
    const vl_function *fn = r->fn;
    vl_sass_usage ours = vl_sass_usage_of(fn, as[f]), ptxas = vl_sass_usage_of(&k->functions[f], NULL);
    unsigned ref = fn->shi_registers >= 0 ? (unsigned)fn->shi_registers : ptxas.r;
    const vl_target *t = m->target;
    vl_sass_move_counts c = vl_sass_count_moves(&p->moves[f]);
    unsigned growth = vl_sass_frame_growth(&k->functions[f], &p->moves[f]);
    /* The cost of ours (with its moves and spill code) and of ptxas's own allocation of the input. */
    vl_arena costs = {0};
    vl_resource_usage ours_usage = {.vector = ours.r}, ptxas_usage = {.vector = ref};
    vl_cost ours_cost = vl_cost_of(fn, r->analysis->cfg, as[f], &ours_usage, (vl_remats){0});
    vl_cost ptxas_cost = vl_cost_of(&k->functions[f], vl_cfg_compute(&k->functions[f], &costs),
                                    vl_assignment_ptxas(&k->functions[f], &costs), &ptxas_usage, (vl_remats){0});
    vl_arena_free(&costs);
    if (pages) html_section(&pages[f], r, as[f], &ours_cost, &k->functions[f], &ptxas_cost, &o.budget, &html_arena);
    json_t *entry = json_pack(
        "{s:s, s:s, s:s, s:{s:i, s:i, s:i}, s:{s:i}, s:{s:i, s:i}, s:{s:i, s:i, s:i, s:i, s:b}, s:{s:f, s:f, s:f, s:f}}",
        "name", fn->name, "target", t->name, "allocator", o.allocator, "ours", "R", (int)ours.r, "P", (int)ours.p, "UR",
        (int)ours.ur, "ptxas", "R", (int)ref, "occupancy", "ours", (int)ours_cost.occupancy.waves, "ptxas",
        (int)ptxas_cost.occupancy.waves, "inserted", "moves", (int)c.moves, "stores", (int)c.stores, "reloads",
        (int)c.reloads, "frame_growth", (int)growth, "new_frame", c.frames > 0, "ms", "parse", ms_parse, "analysis",
        r->ms_analysis, "alloc", r->ms_alloc, "verify", r->ms_verify);
    json_object_set_new(entry, "cost", json_pack("{s:o, s:o}", "ours", vl_cost_json(&ours_cost), "ptxas",
                                                 vl_cost_json(&ptxas_cost)));
    if (r->note.has_loop)
      json_object_set_new(entry, "learned", json_pack("{s:s, s:i}", "path", r->note.loop.text, "tries", (int)r->note.loop.tries));
    if (r->note.has_exact)
      json_object_set_new(entry, "exact", json_pack("{s:b, s:f}", "optimal", r->note.exact.optimal, "seconds", r->note.exact.seconds));
    json_array_append_new(functions, entry);
    if (o.quiet) continue;
    fprintf(report,
            "%s (%s): registers %u (ptxas %u), occupancy %u warps/SM (ptxas %u); P %u, UR %u; "
            "parse %.1f ms, analysis %.1f ms, %s %.1f ms, verify %.1f ms\n",
            fn->name, t->name, ours.r, ref, ours_cost.occupancy.waves, ptxas_cost.occupancy.waves, ours.p,
            ours.ur, ms_parse, r->ms_analysis, o.allocator, r->ms_alloc, r->ms_verify);
    char prefix[256];
    snprintf(prefix, sizeof prefix, "%s: ", fn->name);
    vl_cost_print(report, prefix, &ours_cost, &ptxas_cost, "ptxas");
    if (c.moves)
      fprintf(report, "%s: %u moves inserted (MOV instructions: live ranges split at block boundaries)\n", fn->name,
              c.moves);
    if (c.stores + c.reloads)
      fprintf(report, "%s: spill code inserted: %u STL, %u LDL; %s %u bytes (IADD3 R1)\n", fn->name, c.stores,
              c.reloads, c.frames ? "a new frame of" : "the frame grows by", growth);
    if (r->note.has_loop)
      fprintf(report, "%s: produced by: %s (%u proposal%s)\n", fn->name, r->note.loop.text, r->note.loop.tries,
              r->note.loop.tries == 1 ? "" : "s");
    if (r->note.has_exact)
      fprintf(report, "%s: exact: %s in %.2f s\n", fn->name,
              r->note.exact.optimal ? "optimal" : "best found (not proven optimal)", r->note.exact.seconds);
  }
  if (!rc && o.report) {
    json_t *root = json_pack("{s:s, s:s, s:o}", "file", o.in, "target", m->target->name, "functions", functions);
    functions = NULL;
    if (vl_json_write(root, o.report, JSON_INDENT(1) | JSON_PRESERVE_ORDER)) {
      fprintf(stderr, "verilocc: error: cannot write %s\n", o.report);
      rc = 3;
    }
    json_decref(root);
  }
  json_decref(functions);
  if (!rc && pages) {
    char title[512];
    snprintf(title, sizeof title, "verilocc alloc %s", o.in);
    vl_status hs = vl_kernel_page_write(o.html, title, "NVIDIA SASS; blue: ours, orange: ptxas's own registers",
                                        pages, m->num_functions, &diags);
    vl_diags_print(&diags, stderr);
    vl_diags_free(&diags);
    if (hs != VL_OK) rc = 3;
  }
  vl_arena_free(&html_arena);
  bool dump_allocation = !rc && o.dump_after && !strcmp(o.dump_after, "allocate");
  if (!rc && (o.json || dump_allocation)) {
    vl_arena arena = {0};
    json_t **extra = VL_NEW_ARRAY(&arena, json_t *, m->num_functions);
    for (uint32_t f = 0; f < m->num_functions; f++) extra[f] = vl_sass_moves_json(k, f, p->moves);
    if (dump_allocation) {
      json_t **copies = VL_NEW_ARRAY(&arena, json_t *, m->num_functions);
      for (uint32_t f = 0; f < m->num_functions; f++) copies[f] = extra[f] ? json_deep_copy(extra[f]) : NULL;
      vl_dump_json(o.dump_after, "allocate", VL_SYNTAX_SASS, vl_assignment_json(m, as, "moves", copies));
    }
    if (o.json && vl_assignment_write_json_extra(o.json, m, as, "moves", extra, &diags) != VL_OK) rc = 3;
    else if (!o.json)
      for (uint32_t f = 0; f < m->num_functions; f++) json_decref(extra[f]);
    vl_diags_print(&diags, stderr);
    vl_diags_free(&diags);
    vl_arena_free(&arena);
  }
  if (!rc && (o.out || o.asm_path || (o.dump_after && !strcmp(o.dump_after, "rewrite")))) {
    char *text = NULL;
    size_t len = 0;
    vl_status s = vl_pipeline_sass_emit(p, &text, &len, &diags);
    if (s != VL_OK) rc = s == VL_BAD_INPUT ? 2 : 3;
    if (!rc && o.cubin && vl_sass_moves_total(k, p->moves)) {
      /* Inserted code: words on every instruction, then our registers in them (sass_layout.h). */
      vl_strbuf laid = {0}, worded = {0};
      s = vl_sass_layout_words(k, p->moves, text, len, &laid, &diags);
      if (s == VL_OK) s = vl_sass_write_words(k->target, k->path, laid.data, laid.len, &worded, &diags);
      free(laid.data), free(text);
      text = worded.data, len = worded.len;
      if (s != VL_OK || laid.failed || worded.failed) rc = s == VL_BAD_INPUT ? 2 : 3;
    }
    if (!rc) vl_dump_text(o.dump_after, "rewrite", VL_SYNTAX_SASS, text, len);
    if (!rc && o.asm_path && !vl_cli_write(o.asm_path, text, len)) rc = 3;
    if (!rc && o.out && !o.cubin && !vl_cli_write(o.out, text, len)) rc = 3;
    if (!rc && o.cubin) rc = write_cubin(p, &o, text, len, &diags);
    free(text);
    vl_diags_print(&diags, stderr);
    vl_diags_free(&diags);
  }
  vl_pipeline_free(p);
  vl_allocator_close(allocator);
  vl_module_free(k);
  return rc;
}

/* verilocc sass-life K.life.sass...: the width table against nvdisasm's life ranges. */
int vl_cmd_sass_life(int argc, char **argv) {
  const char *target = NULL;
  int rc = 0;
  uint32_t files = 0, checked = 0, mismatches = 0, missing = 0;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--target") && i + 1 < argc) {
      target = argv[++i];
      continue;
    }
    vl_module *m = load_with(vl_sass_parse_life_file, argv[i], target);
    if (!m) {
      rc = 2;
      continue;
    }
    vl_diags diags = {0};
    vl_sass_life_result r;
    if (vl_sass_life_check(m, &diags, 10, &r) != VL_OK && rc == 0) rc = 1;
    vl_diags_print(&diags, stderr);
    vl_diags_free(&diags);
    files++;
    checked += r.checked;
    mismatches += r.mismatches;
    missing += r.missing;
    vl_module_free(m);
  }
  if (!files && rc == 0) {
    fprintf(stderr, "usage: verilocc sass-life K.life.sass...\n");
    return 2;
  }
  printf("life ranges: %u files, %u instructions, %u mismatches (%u with a register the table misses)\n", files,
         checked, mismatches, missing);
  return rc;
}
