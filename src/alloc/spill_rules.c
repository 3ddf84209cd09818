/* The spillability rules (see spill_rules.h). */
#include "spill_rules.h"

#include <string.h>

bool vl_spill_class_ok(const vl_function *fn, uint32_t vreg) {
  const vl_regclass *cls = vl_vreg_class(fn, vreg);
  if (!cls || cls->half || cls->width > 32) return false;
  vl_regfile file = vl_vreg_file(fn, vreg);
  if (file == VL_FILE_SCALAR) return fn->info.is_entry_function && !fn->has_calls;
  return file == VL_FILE_VECTOR || file == VL_FILE_ACCUM;
}

bool vl_spill_remat_def(const vl_function *fn, const vl_instr *in, uint32_t vreg) {
  static const char *const constant_moves[] = {"V_MOV_B32_e32",    "V_MOV_B32_e64",        "S_MOV_B32",
                                               "S_MOV_B64",        "V_MOV_B64_PSEUDO",     "S_MOV_B64_IMM_PSEUDO",
                                               "AV_MOV_B32_IMM_PSEUDO", "V_MOV_B64_e32"};
  bool move = false;
  for (size_t i = 0; i < sizeof constant_moves / sizeof *constant_moves; i++) move |= !strcmp(in->opcode, constant_moves[i]);
  if (!move || in->num_defs != 1 || in->ops[0].kind != VL_OP_VREG || in->ops[0].reg != vreg || in->ops[0].subreg)
    return false;
  for (uint32_t o = 1; o < in->num_ops; o++) {
    const vl_operand *op = &in->ops[o];
    if (op->kind == VL_OP_VREG || (op->flags & VL_OPF_DEF)) return false;
    if (op->kind == VL_OP_PREG && !(op->flags & VL_OPF_IMPLICIT)) return false;
  }
  /* "::" opens a memory operand: the move would be a load. */
  const char *text = fn->module->text;
  for (uint32_t p = in->begin; p + 1 < in->end; p++)
    if (text[p] == ':' && text[p + 1] == ':') return false;
  return true;
}

vl_spill_facts *vl_spill_facts_of(const vl_analysis *an, vl_arena *arena) {
  const vl_function *fn = an->fn;
  vl_spill_facts *facts = VL_NEW_ARRAY(arena, vl_spill_facts, fn->num_vregs + 1);
  bool *pinned = VL_NEW_ARRAY(arena, bool, fn->num_vregs + 1);
  for (uint32_t k = 0; k < fn->num_instrs; k++) {
    const vl_instr *in = &fn->instrs[k];
    for (uint32_t o = 0; o < in->num_ops; o++) {
      const vl_operand *op = &in->ops[o];
      if (op->kind != VL_OP_VREG || op->reg >= fn->num_vregs || (op->flags & VL_OPF_DEBUG)) continue;
      vl_spill_facts *f = &facts[op->reg];
      if (!f->refs.len || f->refs.data[f->refs.len - 1] != k) VL_VEC_PUSH(arena, f->refs, k);
      if (op->flags & VL_OPF_DEF) {
        if (!f->defs || f->def_instr != k) f->defs++;
        f->def_instr = k;
      }
      /* Spill code cannot go between terminators, nor next to bundled operands. */
      if (in->is_terminator || (op->flags & VL_OPF_INTERNAL)) pinned[op->reg] = true;
    }
  }
  for (uint32_t v = 0; v < fn->num_vregs; v++) {
    vl_spill_facts *f = &facts[v];
    f->spillable = an->live->space.width[v] && f->defs && !pinned[v] && vl_spill_class_ok(fn, v);
    f->remat = f->spillable && f->defs == 1 && vl_spill_remat_def(fn, &fn->instrs[f->def_instr], v);
  }
  return facts;
}
