/* Pressure by a backward walk that keeps per-file counts of the live set. At an
 * instruction the demand is the larger of: what is live across its register slot
 * (live after, plus dead defs) and what is live at its early-clobber slot (live
 * before, plus early-clobber defs). */
#include "pressure.h"

vl_regfile vl_vreg_file(const vl_function *fn, uint32_t vreg) {
  const vl_regclass *cls = vl_vreg_class(fn, vreg);
  if (!cls) return VL_FILE_SPECIAL;
  if (cls->files & (1u << VL_FILE_VGPR)) return VL_FILE_VGPR;
  if (cls->files & (1u << VL_FILE_AGPR)) return VL_FILE_AGPR;
  if (cls->files & (1u << VL_FILE_SGPR)) return VL_FILE_SGPR;
  return VL_FILE_SPECIAL;
}

static vl_regfile bit_file(const vl_function *fn, const vl_regspace *space, uint32_t bit) {
  if (vl_bit_is_unit(space, bit)) return vl_target_unit_file(fn->module->target, bit);
  return vl_vreg_file(fn, space->bit_vreg[bit - space->num_units]);
}

typedef struct counter {
  const vl_function *fn;
  const vl_regspace *space;
  vl_bitset live;
  int32_t count[VL_NUM_FILES];
} counter;

static void set_bit(counter *c, uint32_t bit, bool value) {
  if (vl_bitset_test(&c->live, bit) == value) return;
  if (value) vl_bitset_set(&c->live, bit);
  else vl_bitset_clear(&c->live, bit);
  c->count[bit_file(c->fn, c->space, bit)] += value ? 1 : -1;
}

vl_pressure *vl_pressure_compute(const vl_liveness *live, vl_arena *arena) {
  const vl_function *fn = live->fn;
  vl_pressure *p = VL_NEW(arena, vl_pressure);
  p->at = vl_arena_alloc(arena, sizeof(*p->at) * (fn->num_instrs + 1));
  counter c = {fn, &live->space, vl_bitset_new(arena, live->space.num_bits), {0}};
  vl_effects e = {0};
  for (uint32_t b = 0; b < fn->num_blocks; b++) {
    const vl_block *block = &fn->blocks[b];
    vl_bitset_zero(&c.live);
    for (int f = 0; f < VL_NUM_FILES; f++) c.count[f] = 0;
    const vl_bitset *out = &live->live_out[b];
    for (int bit = vl_bitset_next(out, 0); bit >= 0; bit = vl_bitset_next(out, (uint32_t)bit + 1))
      set_bit(&c, (uint32_t)bit, true);
    for (uint32_t i = block->num_instrs; i-- > 0;) {
      uint32_t k = block->first_instr + i;
      vl_effects_of(fn, &live->space, &fn->instrs[k], &e);
      int32_t across[VL_NUM_FILES], early[VL_NUM_FILES];
      for (int f = 0; f < VL_NUM_FILES; f++) across[f] = c.count[f];
      for (uint32_t d = 0; d < e.num_defs; d++)
        if (!vl_bitset_test(&c.live, e.defs[d]) && !(e.def_flags[d] & VL_DEF_CLOBBER))
          across[bit_file(fn, &live->space, e.defs[d])]++;
      vl_liveness_step_back(&e, &c.live);
      for (int f = 0; f < VL_NUM_FILES; f++) c.count[f] = 0;
      for (int bit = vl_bitset_next(&c.live, 0); bit >= 0; bit = vl_bitset_next(&c.live, (uint32_t)bit + 1))
        c.count[bit_file(fn, &live->space, (uint32_t)bit)]++;
      for (int f = 0; f < VL_NUM_FILES; f++) early[f] = c.count[f];
      for (uint32_t d = 0; d < e.num_defs; d++)
        if ((e.def_flags[d] & VL_DEF_EARLY) && !vl_bitset_test(&c.live, e.defs[d]))
          early[bit_file(fn, &live->space, e.defs[d])]++;
      for (int f = 0; f < VL_NUM_FILES; f++) {
        int32_t demand = across[f] > early[f] ? across[f] : early[f];
        p->at[k][f] = (uint16_t)demand;
        if ((uint32_t)demand > p->max[f]) {
          p->max[f] = (uint32_t)demand;
          p->max_instr[f] = k;
        }
      }
    }
  }
  vl_effects_release(&e);
  return p;
}
