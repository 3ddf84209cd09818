/* The pipeline driver (see pipeline.h): reading vl_pipeline_run and
 * allocate_function tells the whole story; the steps that differ between
 * targets are in their ops tables. */
#include "pipeline.h"

#include <stdlib.h>

#include "../base/clock.h"
#include "../target/target_ops.h"
#include "../verify/native.h"

vl_pipeline *vl_pipeline_new(const vl_module *input, vl_allocator *a, const vl_budget_options *options, FILE *progress) {
  vl_pipeline *p = calloc(1, sizeof *p);
  if (!p) abort();
  p->input = input;
  p->module = (vl_module *)input;   /* replaced, never written, while it is the input */
  p->allocator = a;
  if (options) p->options = *options;
  p->progress = progress;
  uint32_t n = input->num_functions;
  p->moves = calloc(n ? n : 1, sizeof *p->moves);
  if (!p->moves) abort();
  p->budgets = VL_NEW_ARRAY(&p->arena, vl_budget_options, n);
  p->spill_functions = VL_NEW_ARRAY(&p->arena, vl_spill_report, n);
  p->runs = VL_NEW_ARRAY(&p->arena, vl_function_run, n);
  p->assignments = VL_NEW_ARRAY(&p->arena, vl_assignment *, n);
  p->rewritten = VL_NEW_ARRAY(&p->arena, bool, n);
  for (uint32_t f = 0; f < n; f++) p->budgets[f] = p->options;
  return p;
}

/* The allocator of the pipeline on one analysis; the split and spill steps call it again. */
vl_status vl_pipeline_allocate_callback(void *ctx, const vl_analysis *an, vl_assignment *out, vl_diags *diags) {
  vl_pipeline *p = ctx;
  return vl_allocator_run(p->allocator, an, out, &p->runs[p->current].note, diags);
}

void vl_pipeline_replace_module(vl_pipeline *p, vl_module *next, uint32_t f) {
  if (!next || next == p->module) return;
  if (p->module != p->input) vl_module_free(p->module);
  p->module = next;
  for (uint32_t g = 0; g < f; g++) {   /* earlier functions keep their allocations, on the new text */
    p->runs[g].fn = &next->functions[g];
    if (p->runs[g].assignment) p->runs[g].assignment->fn = &next->functions[g];
  }
}

static void analyse(vl_pipeline *p, uint32_t f) {
  vl_function_run *r = &p->runs[f];
  double t0 = vl_now_ms();
  r->fn = &p->module->functions[f];
  r->analysis = vl_analyze(r->fn, &p->budgets[f], &p->arena);
  r->ms_analysis += vl_now_ms() - t0;
}

static vl_status allocate_function(vl_pipeline *p, uint32_t f, vl_diags *diags) {
  const vl_target_ops *ops = p->module->target->ops;
  vl_function_run *r = &p->runs[f];
  p->current = f;
  analyse(p, f);
  double t0 = vl_now_ms();
  r->assignment = vl_assignment_new(r->fn, &p->arena);
  /* Above the budget no search or split can help: spill at once (where the target spills per function). */
  const vl_analysis *an = r->analysis;
  bool over = ops->spill && an->pressure->max[VL_FILE_VECTOR] > an->budget.limit[VL_FILE_VECTOR];
  vl_diags failure = {0};
  vl_status s = over ? VL_TOOL_ERROR : vl_pipeline_allocate_callback(p, an, r->assignment, &failure);
  if (over && p->progress)
    fprintf(p->progress, "%s: %s pressure %u is above the budget of %u registers; spilling to local memory\n",
            r->fn->name, p->module->target->file_names[VL_FILE_VECTOR], an->pressure->max[VL_FILE_VECTOR],
            an->budget.limit[VL_FILE_VECTOR]);
  else if (s != VL_OK && ops->split && p->progress)
    fprintf(p->progress, "%s: no allocation at the budget; splitting live ranges at block boundaries\n", r->fn->name);
  bool fits = s == VL_OK;
  if (!fits && !over && ops->split) fits = ops->split(p, f, &failure);
  if (!fits && !over && ops->split && p->progress)
    fprintf(p->progress, "%s: no allocation with split live ranges either; spilling to local memory\n", r->fn->name);
  if (!fits && ops->spill) fits = ops->spill(p, f, &failure);
  if (fits && s != VL_OK) vl_diags_free(&failure);   /* a later step found one: the first failure is moot */
  s = fits ? VL_OK : VL_TOOL_ERROR;
  r->does_not_fit = !fits;
  /* More warps per SM where the pressure leaves room, for allocators cheap enough to run again
   * (spilled code keeps its budget: the spills were made for it). */
  if (s == VL_OK && ops->raise_occupancy && p->allocator->entry->cheap && !p->options.keep_occupancy &&
      !vl_sass_count_moves(&p->moves[f]).stores)
    ops->raise_occupancy(p, f);
  double t1 = vl_now_ms();
  if (r->fn != &p->module->functions[f]) analyse(p, f);   /* the code changed: verify what was allocated */
  vl_verify_result result;
  if (s == VL_OK && vl_verify_native(r->analysis->intervals, &r->analysis->budget, r->assignment, &failure, 20,
                                     &result) != VL_OK) {
    vl_diag_add(&failure, p->input->path, 0, 0, VL_CAT_NONE, "internal error: the verifier rejects the %s allocator's output for %s",
                p->allocator->entry->name, r->fn->name);
    s = VL_TOOL_ERROR;
  }
  r->ms_verify = vl_now_ms() - t1;
  p->assignments[f] = r->assignment;
  r->ms_alloc = t1 - t0;
  vl_diags_append(diags, &failure);
  vl_diags_free(&failure);
  return r->status = s;
}

vl_status vl_pipeline_prepare(vl_pipeline *p, vl_diags *diags) {
  const vl_target_ops *ops = p->input->target->ops;
  return ops->spill_module ? ops->spill_module(p, diags) : VL_OK;
}

/* A non-entry function's callee-saved SGPRs need lanes of a VGPR that nothing else
 * names (alloc/callee_saves.h). Where the allocation left none inside the budget,
 * allocate again with one VGPR fewer, as LLVM takes that VGPR before it allocates VGPRs. */
static vl_status allocate_with_callee_saves(vl_pipeline *p, uint32_t f, vl_diags *diags) {
  vl_status s = allocate_function(p, f, diags);
  vl_function_run *r = &p->runs[f];
  vl_callee_saves saves;
  if (s != VL_OK || vl_callee_saves_plan(r->fn, r->assignment, &r->analysis->budget, &saves)) return s;
  uint32_t limit = r->analysis->budget.limit[VL_FILE_VECTOR];
  if (p->progress)
    fprintf(p->progress, "%s: no VGPR left for its callee-saved SGPRs; allocating again with %u VGPRs\n",
            r->fn->name, limit - 1);
  p->budgets[f].max_vector = limit - 1;
  s = allocate_function(p, f, diags);
  if (s != VL_OK || !vl_callee_saves_plan(r->fn, r->assignment, &r->analysis->budget, &saves)) {
    vl_diag_add(diags, p->input->path, r->fn->line, 1, VL_CAT_NONE,
                "%s: its callee-saved SGPRs need the lanes of a VGPR nothing else uses, and %u VGPRs leave none "
                "(with %u the allocation fails)", r->fn->name, limit, limit - 1);
    s = r->status = VL_TOOL_ERROR;
  }
  return s;
}

vl_status vl_pipeline_run(vl_pipeline *p, vl_diags *diags) {
  vl_status result = vl_pipeline_prepare(p, diags);
  if (result != VL_OK) return result;
  for (uint32_t f = 0; f < p->module->num_functions; f++)
    if (allocate_with_callee_saves(p, f, diags) != VL_OK) result = VL_TOOL_ERROR;
  return result;
}

void vl_pipeline_free(vl_pipeline *p) {
  if (!p) return;
  if (p->module != p->input) vl_module_free(p->module);
  vl_sass_moves_free(p->moves, p->input->num_functions);
  vl_arena_free(&p->arena);
  free(p);
}
