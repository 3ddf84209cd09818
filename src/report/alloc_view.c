/* An allocation as the report draws it (see alloc_view.h). */
#include "alloc_view.h"

#include "../cost/spill_cost.h"

static vl_mark mark_of(const vl_target *t, const vl_instr *instr, const vl_assignment *a) {
  switch (vl_spill_kind_of(t, instr)) {
  case VL_SPILL_STORE: return VL_MARK_STORE;
  case VL_SPILL_RELOAD: return VL_MARK_RELOAD;
  case VL_SPILL_LANE_WRITE:
  case VL_SPILL_LANE_READ: return VL_MARK_LANE;
  case VL_SPILL_NONE: break;
  }
  return vl_is_register_copy(t, instr) && vl_is_copy_left(instr, a) ? VL_MARK_COPY : VL_MARK_NONE;
}

vl_alloc_view vl_alloc_view_of(const char *who, const vl_function *fn, const vl_cfg *cfg, const vl_pressure *pressure,
                               const vl_assignment *a, const uint32_t used[VL_NUM_FILES], const vl_cost *cost,
                               vl_arena *arena) {
  vl_alloc_view v = {.who = who, .num_instrs = fn->num_instrs, .pressure = (const uint16_t(*)[VL_NUM_FILES])pressure->at,
                     .cost = *cost};
  v.mark = vl_arena_alloc(arena, fn->num_instrs + 1);
  v.loop_depth = vl_arena_alloc(arena, fn->num_instrs + 1);
  for (int f = 0; f < VL_NUM_FILES; f++) v.peak[f] = pressure->max[f], v.used[f] = used[f];
  for (uint32_t b = 0; b < fn->num_blocks; b++) {
    const vl_block *block = &fn->blocks[b];
    uint32_t depth = cfg->loop_depth[b] > 255 ? 255 : cfg->loop_depth[b];
    for (uint32_t i = 0; i < block->num_instrs; i++) {
      uint32_t k = block->first_instr + i;
      v.loop_depth[k] = (uint8_t)depth;
      v.mark[k] = (uint8_t)mark_of(fn->module->target, &fn->instrs[k], a);
      v.marks[v.mark[k]]++;
    }
  }
  return v;
}

vl_alloc_view vl_alloc_view_physical(const char *who, const vl_function *fn, vl_arena *arena) {
  vl_budget_options none = {0};
  vl_analysis *an = vl_analyze(fn, &none, arena);
  vl_assignment *empty = vl_assignment_new(fn, arena);   /* nothing virtual left to map */
  vl_alloc_stats stats = vl_assignment_stats(fn, empty);
  vl_cost cost = vl_cost_of_physical(fn, arena);
  return vl_alloc_view_of(who, fn, an->cfg, an->pressure, empty, stats.used, &cost, arena);
}
