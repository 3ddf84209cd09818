/* Printing the alloc report (see alloc_report.h). */
#include "alloc_report.h"

#include "../base/json.h"

#include <jansson.h>

static const vl_asm_function *find(const vl_asm_report *r, bool have, const char *name) {
  return have ? vl_asm_report_find(r, name) : NULL;
}

static void cell(FILE *out, const vl_asm_function *f, int32_t value) {
  if (f && value >= 0) fprintf(out, " %12d", value);
  else fprintf(out, " %12s", "-");
}

static void row(FILE *out, const char *label, const vl_asm_function *ours, const vl_asm_function *greedy,
                size_t offset) {
  fprintf(out, "  %-18s", label);
  cell(out, ours, ours ? *(const int32_t *)((const char *)ours + offset) : -1);
  cell(out, greedy, greedy ? *(const int32_t *)((const char *)greedy + offset) : -1);
  fputc('\n', out);
}

static void print_function(const vl_alloc_report *r, const vl_alloc_run *run, FILE *out) {
  const vl_function *fn = run->fn;
  const vl_asm_function *ours = find(&r->ours, r->have_ours, fn->name);
  const vl_asm_function *greedy = find(&r->greedy, r->have_greedy, fn->name);
  const vl_analysis *an = run->analysis;
  uint32_t vregs = 0;
  for (uint32_t v = 0; v < fn->num_vregs; v++) vregs += an->live->space.width[v] != 0;
  fprintf(out, "function %s: %u instructions, %u blocks, %u loops, %u virtual registers\n", fn->name, fn->num_instrs,
          fn->num_blocks, an->cfg->num_loops, vregs);
  fprintf(out, "  peak pressure: %u VGPR, %u AGPR, %u SGPR (budget %u, %u, %u)\n", an->pressure->max[VL_FILE_VECTOR],
          an->pressure->max[VL_FILE_ACCUM], an->pressure->max[VL_FILE_SCALAR], an->budget.limit[VL_FILE_VECTOR],
          an->budget.limit[VL_FILE_ACCUM], an->budget.limit[VL_FILE_SCALAR]);
  fprintf(out, "  %-18s %12s %12s\n", "", "VeriLocc", "LLVM greedy");
  row(out, "VGPRs", ours, greedy, offsetof(vl_asm_function, num_vgprs));
  row(out, "AGPRs", ours, greedy, offsetof(vl_asm_function, num_agprs));
  row(out, "total VGPRs", ours, greedy, offsetof(vl_asm_function, total_num_vgprs));
  row(out, "SGPRs", ours, greedy, offsetof(vl_asm_function, num_sgprs));
  row(out, "occupancy", ours, greedy, offsetof(vl_asm_function, occupancy));
  row(out, "scratch bytes", ours, greedy, offsetof(vl_asm_function, scratch_size));
  row(out, "instructions", ours, greedy, offsetof(vl_asm_function, num_instructions));
  fprintf(out, "  registers in the assignment: v%u a%u s%u (highest index + 1)\n", run->stats.used[VL_FILE_VECTOR],
          run->stats.used[VL_FILE_ACCUM], run->stats.used[VL_FILE_SCALAR]);
  fprintf(out, "  copies removed: %u of %u\n", run->stats.identity_copies, run->stats.copies);
  if (run->learned_path)
    fprintf(out, "  produced by: %s (%u proposal%s)\n", run->learned_path, run->learned_tries,
            run->learned_tries == 1 ? "" : "s");
  if (run->spill_cost.weighted > 0 || run->have_greedy_spill_cost) {
    fprintf(out, "  spill code: %u stores, %u reloads, %u/%u SGPR lane writes/reads, weighted cost %.1f",
            run->spill_cost.stores, run->spill_cost.reloads, run->spill_cost.lane_writes, run->spill_cost.lane_reads,
            run->spill_cost.weighted);
    if (run->have_greedy_spill_cost)
      fprintf(out, "; LLVM greedy: %u stores, %u reloads, %u/%u lane, weighted cost %.1f",
              run->greedy_spill_cost.stores, run->greedy_spill_cost.reloads, run->greedy_spill_cost.lane_writes,
              run->greedy_spill_cost.lane_reads, run->greedy_spill_cost.weighted);
    fputc('\n', out);
  }
  vl_cost_print(out, "  ", &run->cost, run->have_greedy_cost ? &run->greedy_cost : NULL, "LLVM greedy");
  fprintf(out, "  time (ms): cfg %.2f, liveness %.2f, intervals %.2f, pressure %.2f, allocate %.2f, verify %.2f\n",
          an->ms_cfg, an->ms_liveness, an->ms_intervals, an->ms_pressure, run->ms_alloc, run->ms_verify);
}

void vl_alloc_report_print(const vl_alloc_report *r, FILE *out) {
  const vl_module *m = r->module;
  fprintf(out, "verilocc alloc %s (%s, %u function%s)\n", m->path, m->target->name, m->num_functions,
          m->num_functions == 1 ? "" : "s");
  for (uint32_t f = 0; f < m->num_functions; f++) print_function(r, &r->runs[f], out);
  const vl_spill_report *s = &r->spill;
  if (s->functions_spilled)
    fprintf(out, "spilled: %u registers in %u round%s; %u stores, %u reloads (%u slots, %u bytes), %u/%u AGPR copies "
            "in/out, %u split copies, %u lane-split copies, %u/%u SGPR lane writes/reads, %u rematerialized, %u definitions deleted; %.1f ms\n",
            s->vregs_spilled, s->rounds, s->rounds == 1 ? "" : "s", s->counts.stores, s->counts.reloads,
            s->counts.slots, s->counts.slot_bytes, s->counts.agpr_saves, s->counts.agpr_reloads, s->counts.split_copies, s->counts.lane_copies, s->counts.lane_saves,
            s->counts.lane_reloads, s->counts.remats, s->counts.deleted_defs, s->ms);
  if (s->occupancy_steps)
    fprintf(out, "occupancy step: %u function%s spilled for the next occupancy step's budget, predicted faster than at "
            "the budget (--keep-occupancy: never)\n", s->occupancy_steps, s->occupancy_steps == 1 ? "" : "s");
  fprintf(out, "time (ms): parse %.2f, rewrite %.2f, llc to assembly %.1f", r->ms_parse, r->ms_rewrite, r->ms_llc);
  if (r->ms_html > 0) fprintf(out, ", html page %.1f", r->ms_html);
  if (r->greedy_timing.found)
    fprintf(out, "; LLVM greedy + virtregrewriter %.2f (llc -time-passes)",
            (r->greedy_timing.greedy_s + r->greedy_timing.rewriter_s) * 1e3);
  fputc('\n', out);
}

static json_t *spill_cost_json(const vl_spill_cost *c) {
  return json_pack("{s:i, s:i, s:i, s:i, s:f, s:i, s:f}", "stores", (int)c->stores, "reloads", (int)c->reloads,
                   "lane_writes", (int)c->lane_writes, "lane_reads", (int)c->lane_reads, "weighted", c->weighted,
                   "agpr_copies", (int)c->agpr_copies, "agpr_copy_weighted", c->agpr_copy_weighted);
}

/* What the spiller inserted, over the module or in one function. */
static json_t *spill_report_json(const vl_spill_report *s) {
  const vl_spill_counts *c = &s->counts;
  return json_pack("{s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:f, s:f}", "functions",
                   (int)s->functions_spilled, "occupancy_steps", (int)s->occupancy_steps, "rounds", (int)s->rounds,
                   "vregs", (int)s->vregs_spilled, "stores", (int)c->stores, "reloads", (int)c->reloads, "slots",
                   (int)c->slots, "agpr_saves", (int)c->agpr_saves, "agpr_reloads", (int)c->agpr_reloads,
                   "split_copies", (int)c->split_copies, "conflict_splits", (int)s->conflict_splits, "lane_split_copies", (int)c->lane_copies, "lane_saves", (int)c->lane_saves, "lane_reloads",
                   (int)c->lane_reloads, "remats", (int)c->remats, "deleted_defs", (int)c->deleted_defs, "cost", c->cost,
                   "ms", s->ms);
}

static json_t *asm_json(const vl_asm_function *f) {
  if (!f) return json_null();
  return json_pack("{s:b, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:i}", "kernel", f->is_kernel, "vgpr",
                   f->num_vgprs, "agpr", f->num_agprs, "total_vgpr", f->total_num_vgprs, "sgpr", f->num_sgprs,
                   "scratch", f->scratch_size, "occupancy", f->occupancy, "instructions", (int)f->num_instructions,
                   "spills", (int)f->spills, "reloads", (int)f->reloads);
}

vl_status vl_alloc_report_write_json(const vl_alloc_report *r, const char *path) {
  const vl_module *m = r->module;
  json_t *functions = json_array();
  for (uint32_t f = 0; f < m->num_functions; f++) {
    const vl_alloc_run *run = &r->runs[f];
    const vl_analysis *an = run->analysis;
    json_t *ms = json_pack("{s:f, s:f, s:f, s:f, s:f, s:f}", "cfg", an->ms_cfg, "liveness", an->ms_liveness, "intervals",
                           an->ms_intervals, "pressure", an->ms_pressure, "allocate", run->ms_alloc, "verify",
                           run->ms_verify);
    json_t *usage = json_pack("{s:i, s:i, s:i}", "vgpr", (int)run->stats.used[VL_FILE_VECTOR], "agpr",
                              (int)run->stats.used[VL_FILE_ACCUM], "sgpr", (int)run->stats.used[VL_FILE_SCALAR]);
    json_array_append_new(
        functions,
        json_pack("{s:s, s:i, s:i, s:o, s:o, s:o, s:i, s:i, s:o, s:i}", "name", run->fn->name, "instructions",
                  (int)run->fn->num_instrs, "blocks", (int)run->fn->num_blocks, "usage", usage, "ours",
                  asm_json(find(&r->ours, r->have_ours, run->fn->name)), "greedy",
                  asm_json(find(&r->greedy, r->have_greedy, run->fn->name)), "copies", (int)run->stats.copies,
                  "identity_copies", (int)run->stats.identity_copies, "ms", ms, "peak_vgpr_pressure",
                  (int)an->pressure->max[VL_FILE_VECTOR]));
    json_object_set_new(json_array_get(functions, f), "spill_cost", spill_cost_json(&run->spill_cost));
    json_object_set_new(json_array_get(functions, f), "spill",
                        r->spill_functions ? spill_report_json(&r->spill_functions[f]) : json_null());
    json_object_set_new(json_array_get(functions, f), "greedy_spill_cost",
                        run->have_greedy_spill_cost ? spill_cost_json(&run->greedy_spill_cost) : json_null());
    json_object_set_new(json_array_get(functions, f), "cost", vl_cost_json(&run->cost));
    json_object_set_new(json_array_get(functions, f), "greedy_cost",
                        run->have_greedy_cost ? vl_cost_json(&run->greedy_cost) : json_null());
    if (run->learned_path)
      json_object_set_new(json_array_get(functions, f), "learned",
                          json_pack("{s:s, s:i}", "path", run->learned_path, "tries", (int)run->learned_tries));
    if (run->exact) {
      const vl_exact_result *e = run->exact;
      json_object_set_new(json_array_get(functions, f), "exact",
                          json_pack("{s:b, s:f, s:i, s:i, s:i}", "optimal", e->optimal, "seconds", e->seconds,
                                    "vector_top", (int)(e->top[VL_FILE_VECTOR] + e->top[VL_FILE_ACCUM]), "sgpr_top",
                                    (int)e->top[VL_FILE_SCALAR], "copies_left", (int)e->copies_left));
    }
  }
  json_t *root = json_pack("{s:s, s:s, s:o, s:f, s:f, s:f, s:f, s:f, s:f}", "file", m->path, "target", m->target->name,
                           "functions", functions, "ms_parse", r->ms_parse, "ms_rewrite", r->ms_rewrite, "ms_llc",
                           r->ms_llc, "ms_html", r->ms_html, "greedy_ms", r->greedy_timing.greedy_s * 1e3,
                           "greedy_rewriter_ms", r->greedy_timing.rewriter_s * 1e3);
  json_object_set_new(root, "spill", spill_report_json(&r->spill));
  int rc = vl_json_write(root, path, JSON_INDENT(1) | JSON_PRESERVE_ORDER);
  json_decref(root);
  return rc ? VL_TOOL_ERROR : VL_OK;
}

void vl_alloc_report_free(vl_alloc_report *r) {
  if (r->have_ours) vl_asm_report_free(&r->ours);
  if (r->have_greedy) vl_asm_report_free(&r->greedy);
}
