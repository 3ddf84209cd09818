/* Assignment construction and the statistics every report prints. */
#include "assignment.h"

vl_assignment *vl_assignment_new(const vl_function *fn, vl_arena *arena) {
  vl_assignment *a = VL_NEW(arena, vl_assignment);
  a->fn = fn;
  a->num_vregs = fn->num_vregs;
  a->reg = VL_NEW_ARRAY(arena, vl_physreg, fn->num_vregs + 1);
  return a;
}

vl_assignment *vl_assignment_ptxas(const vl_function *fn, vl_arena *arena) {
  vl_assignment *a = vl_assignment_new(fn, arena);
  for (uint32_t v = 0; fn->original_reg && v < fn->num_vregs; v++) a->reg[v] = fn->original_reg[v];
  a->allocator = "ptxas";
  return a;
}

vl_physreg vl_assignment_operand_reg(const vl_assignment *a, const vl_operand *op) {
  if (op->kind == VL_OP_PREG) return op->preg;
  if (op->kind == VL_OP_VREG && op->reg < a->num_vregs) return vl_physreg_subreg(a->reg[op->reg], op->subreg);
  return (vl_physreg){0, 0, 0};
}

static void note_used(const vl_target *t, vl_alloc_stats *s, vl_physreg reg) {
  if (!reg.count) return;
  vl_regfile file = vl_target_unit_file(t, reg.unit);
  if (file == VL_FILE_SPECIAL) return;
  unsigned top = vl_target_unit_index(t, reg.unit) + reg.count;
  if (top > s->used[file]) s->used[file] = top;
}

vl_alloc_stats vl_assignment_stats(const vl_function *fn, const vl_assignment *a) {
  const vl_target *t = fn->module->target;
  vl_alloc_stats s = {0};
  for (uint32_t k = 0; k < fn->num_instrs; k++) {
    const vl_instr *instr = &fn->instrs[k];
    for (uint32_t i = 0; i < instr->num_ops; i++) note_used(t, &s, vl_assignment_operand_reg(a, &instr->ops[i]));
    if (!instr->is_copy || instr->num_ops < 2) continue;
    vl_physreg dst = vl_assignment_operand_reg(a, &instr->ops[0]), src = vl_assignment_operand_reg(a, &instr->ops[1]);
    if (!dst.count || !src.count) continue;
    s.copies++;
    if (vl_physreg_equal(dst, src)) s.identity_copies++;
  }
  return s;
}
