/* Usage of an allocation (see eval_usage.h). */
#include "eval_usage.h"

#include "../alloc/callee_saves.h"
#include "../cost/cost_model.h"

/* On a unified file (gfx90a, gfx942) AGPRs start at the next multiple of 4
 * after the VGPRs, and occupancy counts both together from there. */
static uint32_t vector_registers(const vl_target *t, uint32_t vgpr, uint32_t agpr) {
  if (!agpr) return vgpr;
  return t->unified_vgpr_file ? (vgpr + 3) / 4 * 4 + agpr : vgpr;
}

vl_eval_usage vl_eval_usage_of(const vl_function *fn, const vl_cfg *cfg, const vl_assignment *assignment,
                               vl_arena *arena) {
  const vl_target *t = fn->module->target;
  if (!assignment) assignment = vl_assignment_new(fn, arena);   /* nothing virtual left to map */
  vl_alloc_stats s = vl_assignment_stats(fn, assignment);
  vl_callee_saves_count(fn, assignment, &s);
  vl_resource_usage usage = vl_resource_usage_of(t, s.used);
  vl_cost c = vl_cost_of(fn, cfg, assignment, &usage, (vl_remats){0});
  const vl_spill_cost cost = c.added.spill;
  vl_eval_usage u = {.known = true,
                     .vgpr = s.used[VL_FILE_VECTOR],
                     .agpr = s.used[VL_FILE_ACCUM],
                     .sgpr = s.used[VL_FILE_SCALAR],
                     .copies_left = s.copies - s.identity_copies,
                     .spill_stores = cost.stores + cost.lane_writes,
                     .spill_reloads = cost.reloads + cost.lane_reads,
                     .spill_weighted = cost.weighted};
  u.vector = vector_registers(t, u.vgpr, u.agpr);
  u.occupancy = c.occupancy.waves;
  u.cost = c;
  return u;
}

int vl_eval_usage_compare(const vl_eval_usage *a, const vl_eval_usage *b) {
  if (a->vector != b->vector) return a->vector < b->vector ? -1 : 1;
  if (a->sgpr != b->sgpr) return a->sgpr < b->sgpr ? -1 : 1;
  if (a->copies_left != b->copies_left) return a->copies_left < b->copies_left ? -1 : 1;
  return 0;
}
