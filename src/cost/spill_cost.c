/* Spill code counts and weighted cost (see spill_cost.h). */
#include "spill_cost.h"

#include <string.h>

#include "../analysis/pressure.h"
#include "../target/target_ops.h"

static bool ends_with(const char *s, const char *suffix) {
  size_t n = strlen(s), m = strlen(suffix);
  return n >= m && !strcmp(s + n - m, suffix);
}

/* "LDL" and "LDL.64", not "LDLU" (no such opcode, but never guess). */
static bool is_opcode(const char *op, const char *base) {
  size_t n = strlen(base);
  return !strncmp(op, base, n) && (op[n] == 0 || op[n] == '.');
}

vl_spill_kind vl_spill_kind_of(const vl_target *target, const vl_instr *instr) {
  const char *op = instr->opcode;
  if (target->ops->syntax == VL_SYNTAX_SASS)
    return is_opcode(op, "STL") ? VL_SPILL_STORE : is_opcode(op, "LDL") ? VL_SPILL_RELOAD : VL_SPILL_NONE;
  if (!strcmp(op, "SI_SPILL_S32_TO_VGPR")) return VL_SPILL_LANE_WRITE;
  if (!strcmp(op, "SI_RESTORE_S32_FROM_VGPR")) return VL_SPILL_LANE_READ;
  if (!strncmp(op, "SI_SPILL_", 9) && ends_with(op, "_SAVE")) return VL_SPILL_STORE;
  if (!strncmp(op, "SI_SPILL_", 9) && ends_with(op, "_RESTORE")) return VL_SPILL_RELOAD;
  return VL_SPILL_NONE;
}

/* Does fn declare a virtual register of the AGPR file? Then a VGPR<->AGPR copy may be the input's own. */
static bool declares_agprs(const vl_function *fn) {
  for (uint32_t v = 0; v < fn->num_vregs; v++)
    if (vl_vreg_class(fn, v) && vl_vreg_file(fn, v) == VL_FILE_ACCUM) return true;
  return false;
}

/* A COPY from one physical file to the other of VGPRs and AGPRs. */
static bool copies_across_vector_files(const vl_target *t, const vl_instr *instr) {
  if (!instr->is_copy || instr->num_ops < 2 || instr->ops[0].kind != VL_OP_PREG || instr->ops[1].kind != VL_OP_PREG ||
      !instr->ops[0].preg.count || !instr->ops[1].preg.count)
    return false;
  vl_regfile to = vl_target_unit_file(t, instr->ops[0].preg.unit), from = vl_target_unit_file(t, instr->ops[1].preg.unit);
  return (to == VL_FILE_VECTOR && from == VL_FILE_ACCUM) || (to == VL_FILE_ACCUM && from == VL_FILE_VECTOR);
}

void vl_spill_cost_add_agpr_copies(vl_spill_cost *c, const vl_function *fn, const vl_cfg *cfg, const vl_function *input) {
  const vl_target *t = fn->module->target;
  if (!t->num_regs[VL_FILE_ACCUM] || declares_agprs(input)) return;
  for (uint32_t b = 0; b < fn->num_blocks; b++)
    for (uint32_t i = 0; i < fn->blocks[b].num_instrs; i++)
      if (copies_across_vector_files(t, vl_block_instr(fn, &fn->blocks[b], i)))
        c->agpr_copies++, c->agpr_copy_weighted += cfg->frequency[b] * VL_COST_COPY;
}

vl_spill_cost vl_spill_cost_of(const vl_function *fn, const vl_cfg *cfg) {
  vl_spill_cost c = {0};
  for (uint32_t b = 0; b < fn->num_blocks; b++) {
    const vl_block *block = &fn->blocks[b];
    double w = cfg->frequency[b];
    for (uint32_t i = 0; i < block->num_instrs; i++) {
      switch (vl_spill_kind_of(fn->module->target, vl_block_instr(fn, block, i))) {
      case VL_SPILL_LANE_WRITE: c.lane_writes++, c.weighted += w * VL_COST_COPY; break;
      case VL_SPILL_LANE_READ: c.lane_reads++, c.weighted += w * VL_COST_COPY; break;
      case VL_SPILL_STORE: c.stores++, c.weighted += w * VL_COST_STORE; break;
      case VL_SPILL_RELOAD: c.reloads++, c.weighted += w * VL_COST_LOAD; break;
      case VL_SPILL_NONE: break;
      }
    }
  }
  return c;
}
