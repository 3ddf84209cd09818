/* Pressure by a sweep over the live segments (see pressure.h): +1 at each segment's
 * start slot, -1 at its end, prefix sums per file. */
#include "pressure.h"

#include <stdlib.h>

vl_regfile vl_vreg_file(const vl_function *fn, uint32_t vreg) {
  const vl_regclass *cls = vl_vreg_class(fn, vreg);
  if (!cls) return VL_FILE_SPECIAL;
  if (cls->files & (1u << VL_FILE_VECTOR)) return VL_FILE_VECTOR;
  if (cls->files & (1u << VL_FILE_ACCUM)) return VL_FILE_ACCUM;
  if (cls->files & (1u << VL_FILE_SCALAR)) return VL_FILE_SCALAR;
  return VL_FILE_SPECIAL;
}

static vl_regfile bit_file(const vl_function *fn, const vl_regspace *space, uint32_t bit) {
  if (vl_bit_is_unit(space, bit)) return vl_target_unit_file(fn->module->target, bit);
  return vl_vreg_file(fn, space->bit_vreg[bit - space->num_units]);
}

vl_pressure *vl_pressure_compute(const vl_intervals *iv, vl_arena *arena) {
  const vl_regspace *space = &iv->live->space;
  const vl_function *fn = iv->live->fn;
  vl_pressure *p = VL_NEW(arena, vl_pressure);
  p->at = vl_arena_alloc(arena, sizeof(*p->at) * (fn->num_instrs + 1));
  p->half = vl_arena_alloc(arena, sizeof(*p->half) * (2 * fn->num_instrs + 2));
  int32_t *delta = calloc((size_t)(iv->num_slots + 1) * VL_FILE_SPECIAL, sizeof(int32_t));
  if (!delta) abort();
  for (uint32_t bit = 0; bit < space->num_bits; bit++) {
    vl_regfile file = bit_file(fn, space, bit);
    if (file == VL_FILE_SPECIAL) continue;
    for (uint32_t i = 0; i < iv->num_segs[bit]; i++) {
      delta[iv->segs[bit][i].start * VL_FILE_SPECIAL + file]++;
      delta[iv->segs[bit][i].end * VL_FILE_SPECIAL + file]--;
    }
  }
  int32_t live[VL_FILE_SPECIAL] = {0};
  for (uint32_t slot = 0; slot < iv->num_slots; slot++) {
    uint32_t k = vl_slot_instr(slot);
    for (int f = 0; f < VL_FILE_SPECIAL; f++) {
      live[f] += delta[slot * VL_FILE_SPECIAL + f];
      if (live[f] > p->at[k][f]) p->at[k][f] = (uint16_t)live[f];
      uint32_t h = 2 * k + (slot % 4 >= VL_SLOT_REG);
      if (live[f] > p->half[h][f]) p->half[h][f] = (uint16_t)live[f];
      if ((uint32_t)live[f] > p->max[f]) {
        p->max[f] = (uint32_t)live[f];
        p->max_instr[f] = k;
      }
    }
  }
  free(delta);
  return p;
}
