/* Liveness over physical units and virtual-register lanes (see liveness.h).
 * Semantics follow LLVM's subregister liveness (its subranges, which is what
 * interference checks use): a def of %x.subK writes its lanes and reads nothing,
 * since "definitions of non-overlapping subregisters do not count as uses" of a
 * subrange (LiveIntervalCalc); `undef %x.subK = ...` also leaves the other lanes
 * undefined, which ends their liveness without defining them (LLVM's
 * computeSubRangeUndefs); `undef` uses read nothing; debug operands are ignored; a call's register
 * mask clobbers every unit it does not preserve. As in LLVM's live intervals, a
 * virtual lane is live only where some definition of it reaches: lanes that are
 * read but never written (the rest of an `undef %x.sub0 = ...`) have no live range,
 * so live-in/out are backward liveness intersected with forward reaching
 * definitions. */
#include "liveness.h"

#include <stdlib.h>

#include "dataflow.h"

vl_regspace vl_regspace_build(const vl_function *fn, vl_arena *arena) {
  const vl_target *target = fn->module->target;
  vl_regspace space = {.num_units = target->num_units};
  space.lane_base = VL_NEW_ARRAY(arena, uint32_t, fn->num_vregs + 1);
  space.width = VL_NEW_ARRAY(arena, uint8_t, fn->num_vregs + 1);
  uint32_t next = space.num_units;
  for (uint32_t v = 0; v < fn->num_vregs; v++) {
    const vl_regclass *cls = vl_vreg_class(fn, v);
    if (!cls || !fn->vregs[v].used) continue;
    space.lane_base[v] = next;
    space.width[v] = cls->width;
    next += cls->width;
  }
  space.num_bits = next;
  space.bit_vreg = VL_NEW_ARRAY(arena, uint32_t, next - space.num_units + 1);
  for (uint32_t v = 0; v < fn->num_vregs; v++)
    for (uint32_t l = 0; l < space.width[v]; l++) space.bit_vreg[space.lane_base[v] + l - space.num_units] = v;
  return space;
}

static void push(uint32_t **list, uint32_t *num, uint32_t *cap, uint32_t bit) {
  if (*num == *cap) {
    *cap = *cap ? *cap * 2 : 64;
    *list = realloc(*list, *cap * sizeof(uint32_t));
    if (!*list) abort();
  }
  (*list)[(*num)++] = bit;
}

static void push_def(vl_effects *e, uint32_t bit, uint8_t flags) {
  uint32_t cap = e->cap_defs;
  push(&e->defs, &e->num_defs, &e->cap_defs, bit);
  if (cap != e->cap_defs) {
    e->def_flags = realloc(e->def_flags, e->cap_defs);
    if (!e->def_flags) abort();
  }
  e->def_flags[e->num_defs - 1] = flags;
}

static void add_regmask(const vl_function *fn, const vl_operand *op, vl_effects *e) {
  const vl_target *target = fn->module->target;
  for (uint32_t unit = 0; unit < target->num_units; unit++) {
    bool known = true;
    if (!vl_target_regmask_preserves(target, op->text, unit, &known))
      push_def(e, unit, VL_DEF_DEAD | VL_DEF_CLOBBER);
  }
}

void vl_effects_of(const vl_function *fn, const vl_regspace *space, const vl_instr *instr, vl_effects *e) {
  e->num_uses = e->num_defs = e->num_undefs = 0;
  if (instr->is_debug) return;
  for (uint32_t i = 0; i < instr->num_ops; i++) {
    const vl_operand *op = &instr->ops[i];
    if (op->flags & VL_OPF_DEBUG) continue;
    if (op->kind == VL_OP_REGMASK) {
      add_regmask(fn, op, e);
      continue;
    }
    uint32_t first, width, lanes;
    if (op->kind == VL_OP_VREG) {
      width = space->width[op->reg];
      if (!width) continue;
      first = space->lane_base[op->reg];
      lanes = vl_subreg_lanes(op->subreg, width) & vl_subreg_lanes(0, width);
    } else if (op->kind == VL_OP_PREG) {
      first = op->preg.unit;
      width = op->preg.count;
      lanes = vl_subreg_lanes(0, width);
    } else {
      continue;
    }
    bool is_def = op->flags & VL_OPF_DEF;
    if (!is_def) {
      if (op->flags & VL_OPF_UNDEF) continue;
      for (uint32_t l = 0; l < width; l++)
        if (lanes >> l & 1) push(&e->uses, &e->num_uses, &e->cap_uses, first + l);
      continue;
    }
    uint8_t flags = (op->flags & VL_OPF_EARLY_CLOBBER ? VL_DEF_EARLY : 0) | (op->flags & VL_OPF_DEAD ? VL_DEF_DEAD : 0);
    for (uint32_t l = 0; l < width; l++) {
      if (lanes >> l & 1) push_def(e, first + l, flags);
      else if (op->kind == VL_OP_VREG && (op->flags & VL_OPF_UNDEF)) push(&e->undefs, &e->num_undefs, &e->cap_undefs, first + l);
    }
  }
}

void vl_effects_release(vl_effects *e) {
  free(e->uses);
  free(e->defs);
  free(e->def_flags);
  free(e->undefs);
  *e = (vl_effects){0};
}

void vl_liveness_step_back(const vl_effects *e, vl_bitset *live) {
  for (uint32_t i = 0; i < e->num_defs; i++) vl_bitset_clear(live, e->defs[i]);
  for (uint32_t i = 0; i < e->num_undefs; i++) vl_bitset_clear(live, e->undefs[i]);
  for (uint32_t i = 0; i < e->num_uses; i++) vl_bitset_set(live, e->uses[i]);
}

/* Forward "some definition reaches" over virtual lanes: gen = lanes whose last event
 * in the block is a def, kill = lanes whose last event makes them undefined. Physical
 * units count as always defined (they come from the ABI or from code before). */
static void restrict_to_defined(const vl_function *fn, vl_liveness *lv, vl_arena *arena) {
  vl_dataflow df = vl_dataflow_new(fn, lv->space.num_bits, false, arena);
  vl_effects e = {0};
  for (uint32_t b = 0; b < fn->num_blocks; b++) {
    const vl_block *block = &fn->blocks[b];
    for (uint32_t u = 0; u < lv->space.num_units; u++) vl_bitset_set(&df.gen[b], u);
    for (uint32_t i = 0; i < block->num_instrs; i++) {
      vl_effects_of(fn, &lv->space, vl_block_instr(fn, block, i), &e);
      for (uint32_t d = 0; d < e.num_undefs; d++) {
        vl_bitset_clear(&df.gen[b], e.undefs[d]);
        vl_bitset_set(&df.kill[b], e.undefs[d]);
      }
      for (uint32_t d = 0; d < e.num_defs; d++) {
        if (e.defs[d] < lv->space.num_units) continue;
        vl_bitset_set(&df.gen[b], e.defs[d]);
        vl_bitset_clear(&df.kill[b], e.defs[d]);
      }
    }
  }
  vl_effects_release(&e);
  if (fn->num_blocks)
    for (uint32_t u = 0; u < lv->space.num_units; u++) vl_bitset_set(&df.in[0], u);
  vl_dataflow_solve(&df, arena);
  lv->defined_in = df.in;
  for (uint32_t b = 0; b < fn->num_blocks; b++)
    for (uint32_t w = 0; w < lv->live_in[b].num_words; w++) {
      lv->live_in[b].words[w] &= df.in[b].words[w];
      lv->live_out[b].words[w] &= df.out[b].words[w];
    }
}

vl_liveness *vl_liveness_compute(const vl_function *fn, vl_arena *arena) {
  vl_liveness *lv = VL_NEW(arena, vl_liveness);
  lv->fn = fn;
  lv->space = vl_regspace_build(fn, arena);
  vl_dataflow df = vl_dataflow_new(fn, lv->space.num_bits, true, arena);
  vl_effects e = {0};
  /* gen = upward-exposed uses, kill = defs, found by stepping each block backward. */
  for (uint32_t b = 0; b < fn->num_blocks; b++) {
    const vl_block *block = &fn->blocks[b];
    for (uint32_t i = block->num_instrs; i-- > 0;) {
      vl_effects_of(fn, &lv->space, vl_block_instr(fn, block, i), &e);
      for (uint32_t d = 0; d < e.num_defs; d++) {
        vl_bitset_clear(&df.gen[b], e.defs[d]);
        vl_bitset_set(&df.kill[b], e.defs[d]);
      }
      for (uint32_t d = 0; d < e.num_undefs; d++) {
        vl_bitset_clear(&df.gen[b], e.undefs[d]);
        vl_bitset_set(&df.kill[b], e.undefs[d]);
      }
      for (uint32_t u = 0; u < e.num_uses; u++) vl_bitset_set(&df.gen[b], e.uses[u]);
    }
  }
  vl_effects_release(&e);
  vl_dataflow_solve(&df, arena);
  lv->live_in = df.in;
  lv->live_out = df.out;
  restrict_to_defined(fn, lv, arena);
  return lv;
}
