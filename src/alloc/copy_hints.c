/* Copy hints (see copy_hints.h). */
#include "copy_hints.h"

static void add_hint(vl_arena *arena, vl_copy_hints *hints, uint32_t v, uint32_t other, int32_t delta) {
  VL_VEC_PUSH(arena, hints[v], ((vl_copy_hint){other, delta}));
}

vl_copy_hints *vl_copy_hints_collect(const vl_function *fn, const vl_regspace *s, vl_arena *arena) {
  vl_copy_hints *hints = vl_arena_alloc(arena, sizeof(*hints) * (fn->num_vregs + 1));
  for (uint32_t k = 0; k < fn->num_instrs; k++) {
    const vl_instr *instr = &fn->instrs[k];
    if (!instr->is_copy || instr->num_ops < 2) continue;
    const vl_operand *dst = &instr->ops[0], *src = &instr->ops[1];
    int32_t dst_off = (int32_t)vl_subreg_offset(dst->subreg), src_off = (int32_t)vl_subreg_offset(src->subreg);
    bool dst_v = dst->kind == VL_OP_VREG && s->width[dst->reg], src_v = src->kind == VL_OP_VREG && s->width[src->reg];
    if (dst_v && src_v && dst->reg != src->reg) {
      add_hint(arena, hints, dst->reg, src->reg, src_off - dst_off);
      add_hint(arena, hints, src->reg, dst->reg, dst_off - src_off);
    } else if (dst_v && src->kind == VL_OP_PREG) {
      add_hint(arena, hints, dst->reg, UINT32_MAX, (int32_t)src->preg.unit - dst_off);
    } else if (src_v && dst->kind == VL_OP_PREG) {
      add_hint(arena, hints, src->reg, UINT32_MAX, (int32_t)dst->preg.unit - src_off);
    }
  }
  for (uint32_t v = 0; v < fn->num_vregs; v++) {
    if (!s->width[v]) continue;
    if (fn->vregs[v].hint_vreg && fn->vregs[v].hint_vreg - 1 < fn->num_vregs)
      add_hint(arena, hints, v, fn->vregs[v].hint_vreg - 1, 0);
    if (fn->vregs[v].hint_preg.count) add_hint(arena, hints, v, UINT32_MAX, fn->vregs[v].hint_preg.unit);
  }
  return hints;
}

int64_t vl_copy_hint_unit(const vl_copy_hint *h, const vl_physreg *reg) {
  if (h->vreg == UINT32_MAX) return h->delta;
  if (reg[h->vreg].count) return (int64_t)reg[h->vreg].unit + h->delta;
  return -1;
}
