/* The SASS pipeline's steps (target_ops.h): live-range splitting, spilling to
 * local memory and the occupancy step, each on the text with moves
 * (alloc/sass_split.h, alloc/sass_spill.h). A step that succeeds replaces the
 * pipeline's module by the text with function f's moves and sets f's
 * assignment. */
#include "pipeline.h"

#include <stdlib.h>

#include "../alloc/sass_spill.h"
#include "../emit/sass_moves.h"
#include "../emit/sass_write.h"
#include "../verify/native.h"

/* The ladder's steps see K (the input) and the moves of every function so far. */
bool vl_pipeline_sass_split(vl_pipeline *p, uint32_t f, vl_diags *diags) {
  vl_module *m = vl_sass_split_allocate(p->input, p->moves, f, &p->budgets[f], vl_pipeline_allocate_callback, p,
                                        &p->arena, &p->runs[f].assignment, p->progress, diags);
  vl_pipeline_replace_module(p, m, f);
  return m != NULL;
}

/* Code with a subroutine takes no inserted instruction (emit/sass_moves.h): where nothing fits
 * without one, ptxas's own registers are the answer, if they are within the budget. */
static bool keep_ptxas(vl_pipeline *p, uint32_t f, vl_diags *diags) {
  vl_function_run *r = &p->runs[f];
  vl_assignment *a = vl_assignment_ptxas(r->fn, &p->arena);
  if (!vl_verify_native_passes(r->analysis->intervals, &r->analysis->budget, a)) {
    vl_sass_no_moves_diag(p->module, r->fn, diags);
    vl_diag_add(diags, p->input->path, r->fn->line, 1, VL_CAT_NONE, "%s: ptxas's own registers do not fit the budget either",
                r->fn->name);
    return false;
  }
  if (p->progress) fprintf(p->progress, "%s: keeping ptxas's registers (code with a subroutine takes no spill code)\n", r->fn->name);
  r->assignment = a;
  return true;
}

bool vl_pipeline_sass_spill(vl_pipeline *p, uint32_t f, vl_diags *diags) {
  if (vl_sass_subroutine_return(&p->module->functions[f])) return keep_ptxas(p, f, diags);
  vl_module *m = vl_sass_spill_allocate(p->input, p->moves, f, &p->budgets[f], vl_pipeline_allocate_callback, p,
                                        &p->arena, &p->runs[f].assignment, p->progress, diags);
  vl_pipeline_replace_module(p, m, f);
  return m != NULL;
}

bool vl_pipeline_sass_raise_occupancy(vl_pipeline *p, uint32_t f) {
  vl_module *m = vl_sass_raise_occupancy(p->input, p->module, p->moves, f, &p->budgets[f], vl_pipeline_allocate_callback,
                                         p, &p->arena, &p->runs[f].assignment, p->progress);
  vl_pipeline_replace_module(p, m, f);
  return m != NULL;
}

/* The SASS text with our registers, the inserted moves and spill code, and the new counts. */
int vl_pipeline_sass_emit(const vl_pipeline *p, char **text, size_t *len, vl_diags *diags) {
  vl_strbuf sb = {0};
  vl_status s = vl_sass_write(p->module, (const vl_assignment *const *)p->assignments, &sb, diags);
  if (s != VL_OK) return free(sb.data), s;
  *len = sb.len;
  *text = sb.data ? sb.data : calloc(1, 1);
  return VL_OK;
}
