/* The SASS pipeline's steps (target_ops.h): live-range splitting, spilling to
 * local memory and the occupancy step, each on the text with moves
 * (alloc/sass_split.h, alloc/sass_spill.h). A step that succeeds replaces the
 * pipeline's module by the text with function f's moves and sets f's
 * assignment. */
#include "pipeline.h"

#include <stdlib.h>

#include "../alloc/sass_spill.h"
#include "../emit/sass_write.h"

/* The ladder's steps see K (the input) and the moves of every function so far. */
bool vl_pipeline_sass_split(vl_pipeline *p, uint32_t f, vl_diags *diags) {
  vl_module *m = vl_sass_split_allocate(p->input, p->moves, f, &p->budgets[f], vl_pipeline_allocate_callback, p,
                                        &p->arena, &p->runs[f].assignment, p->progress, diags);
  vl_pipeline_replace_module(p, m, f);
  return m != NULL;
}

bool vl_pipeline_sass_spill(vl_pipeline *p, uint32_t f, vl_diags *diags) {
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
