/* The SASS pipeline's steps (target_ops.h): live-range splitting, spilling to
 * local memory and the occupancy step, each on the text with moves
 * (alloc/sass_split.h, alloc/sass_spill.h). A step that succeeds replaces the
 * pipeline's module by the text with function f's moves and sets f's
 * assignment. */
#include "pipeline.h"

#include "../alloc/sass_spill.h"

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
