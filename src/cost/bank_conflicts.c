/* Register-bank conflicts of one instruction (see bank_conflicts.h). */
#include "bank_conflicts.h"

#include <string.h>

#include "../target/target_ops.h"

/* The instructions the rule is about: AMDGPU's vector ALU (the V_ opcodes; SI_ pseudos and
 * COPY are not), every instruction with enough register sources on NVIDIA. */
static bool reads_banks(const vl_target *t, const vl_instr *instr) {
  return t->ops->syntax == VL_SYNTAX_SASS || !strncmp(instr->opcode, "V_", 2);
}

uint32_t vl_bank_conflicts_of(const vl_cost_params *c, const vl_target *t, const vl_instr *instr,
                              const vl_assignment *a) {
  if (!c->banks || instr->is_debug || !reads_banks(t, instr)) return 0;
  enum { MAX_READS = 32 };
  uint16_t units[MAX_READS];
  uint32_t n = 0, sources = 0;
  for (uint32_t o = 0; o < instr->num_ops; o++) {
    const vl_operand *op = &instr->ops[o];
    if (op->flags & (VL_OPF_DEF | VL_OPF_IMPLICIT | VL_OPF_DEBUG)) continue;
    vl_physreg reg = vl_assignment_operand_reg(a, op);
    if (!reg.count || vl_target_unit_file(t, reg.unit) != VL_FILE_VECTOR) continue;
    sources++;
    for (uint32_t u = 0; u < reg.count; u++) {
      bool seen = false;
      for (uint32_t k = 0; k < n && !seen; k++) seen = units[k] == reg.unit + u;
      if (!seen && n < MAX_READS) units[n++] = (uint16_t)(reg.unit + u);
    }
  }
  if (sources < c->bank_min_sources) return 0;
  uint32_t per_bank[8] = {0}, conflicts = 0;
  for (uint32_t k = 0; k < n; k++) per_bank[vl_target_unit_index(t, units[k]) % c->banks]++;
  for (uint32_t b = 0; b < c->banks && b < 8; b++)
    if (per_bank[b] > c->bank_ports) conflicts += per_bank[b] - c->bank_ports;
  return conflicts;
}
