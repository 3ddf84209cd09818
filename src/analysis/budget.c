/* Register budget (see budget.h). The main file's limit is the target's
 * (target_ops.h: LLVM 19's on AMDGPU, ptxas's on NVIDIA); on unified files
 * (gfx90a) the budget is all VGPRs unless AGPRs are used, then it is split in halves. */
#include "budget.h"

#include "../target/target_ops.h"

static void reserve(vl_budget *budget, vl_physreg reg) {
  for (unsigned i = 0; i < reg.count; i++) vl_bitset_set(&budget->reserved, reg.unit + i);
}

/* Is special register `reg` named by no operand of fn and kept by every call's mask? Then no
 * instruction reads or clobbers it, and a value may live there anywhere. */
static bool unnamed(const vl_function *fn, vl_physreg reg) {
  const vl_target *t = fn->module->target;
  for (uint32_t k = 0; k < fn->num_instrs; k++)
    for (uint32_t o = 0; o < fn->instrs[k].num_ops; o++) {
      const vl_operand *op = &fn->instrs[k].ops[o];
      bool known;
      if (op->kind == VL_OP_PREG && op->preg.unit < reg.unit + reg.count && reg.unit < op->preg.unit + op->preg.count)
        return false;
      if (op->kind == VL_OP_REGMASK && !vl_target_regmask_preserves(t, op->text, reg.unit, &known)) return false;
    }
  return true;
}

static void find_spares(const vl_function *fn, vl_budget *budget) {
  const vl_target *t = fn->module->target;
  int cls = vl_target_class_by_name(t, "sreg_32", 7);
  vl_physreg specials[3];
  unsigned n = cls >= 0 ? vl_target_listed_specials(t, cls, specials) : 0;
  for (unsigned i = 0; i < n && budget->num_spare < sizeof budget->spare / sizeof *budget->spare; i++)
    if (specials[i].count == 1 && unnamed(fn, specials[i])) budget->spare[budget->num_spare++] = specials[i];
}

vl_budget vl_budget_compute(const vl_function *fn, const vl_budget_options *options, vl_arena *arena) {
  const vl_target *t = fn->module->target;
  vl_budget budget = {.reserved = vl_bitset_new(arena, t->num_units)};
  uint32_t total = t->ops->register_limit(t, fn->flat_workgroup_max, fn->min_blocks_per_sm, fn->max_regs_directive);
  uint32_t vgprs = total, agprs = t->num_regs[VL_FILE_ACCUM];
  if (t->unified_vgpr_file) {
    if (fn->uses_agprs) {
      vgprs = agprs = total / 2;
    } else {
      vgprs = total < t->num_regs[VL_FILE_VECTOR] ? total : t->num_regs[VL_FILE_VECTOR];
      agprs = total > vgprs ? total - vgprs : 0;
    }
  }
  budget.limit[VL_FILE_VECTOR] = vgprs;
  budget.limit[VL_FILE_ACCUM] = agprs;
  budget.limit[VL_FILE_SCALAR] = t->max_scalar;
  if (options && options->max_vector) budget.limit[VL_FILE_VECTOR] = options->max_vector;
  if (options && (options->max_accum || options->accum_given)) budget.limit[VL_FILE_ACCUM] = options->max_accum;
  if (options && options->max_scalar) budget.limit[VL_FILE_SCALAR] = options->max_scalar;
  for (int f = 0; f < VL_FILE_SPECIAL; f++)
    if (budget.limit[f] > t->num_regs[f]) budget.limit[f] = t->num_regs[f];
  /* Specials are outside every budget: the allocators place numbered registers, squeezing
   * (alloc/squeeze.h) moves values into vcc afterwards, the verifier accepts specials separately. */
  for (uint32_t u = t->file_base[VL_FILE_SPECIAL]; u < t->num_units; u++) vl_bitset_set(&budget.reserved, u);
  /* A non-entry function may use the callee-saved registers: the rewriter saves
   * the SGPRs it writes into VGPR lanes (alloc/callee_saves.h), and LLVM's
   * prologue/epilogue insertion, which runs after our output point, saves the
   * VGPRs and AGPRs. */
  const vl_machine_info *info = &fn->info;
  reserve(&budget, info->scratch_rsrc_reg);
  reserve(&budget, info->frame_offset_reg);
  reserve(&budget, info->stack_ptr_offset_reg);
  reserve(&budget, info->sgpr_for_exec_copy);
  reserve(&budget, info->long_branch_reserved_reg);
  reserve(&budget, info->vgpr_for_agpr_copy);
  if (!options || !options->no_spare) find_spares(fn, &budget);
  return budget;
}

bool vl_budget_is_spare(const vl_budget *budget, vl_physreg reg) {
  for (uint32_t i = 0; i < budget->num_spare; i++)
    if (vl_physreg_equal(budget->spare[i], reg)) return true;
  return false;
}

uint32_t vl_budget_capacity(const vl_budget *budget, vl_regfile file) {
  return budget->limit[file] + (file == VL_FILE_SCALAR ? budget->num_spare : 0);
}

bool vl_budget_admits(const vl_budget *budget, const vl_target *target, int cls, vl_physreg reg) {
  if (vl_target_unit_file(target, reg.unit) != VL_FILE_SPECIAL) return vl_budget_allows(budget, target, reg);
  return vl_target_class_contains(target, cls, reg) || vl_budget_is_spare(budget, reg);
}

bool vl_budget_allows(const vl_budget *budget, const vl_target *target, vl_physreg reg) {
  for (unsigned i = 0; i < reg.count; i++) {
    unsigned unit = reg.unit + i;
    vl_regfile file = vl_target_unit_file(target, unit);
    if (file != VL_FILE_SPECIAL && vl_target_unit_index(target, unit) >= budget->limit[file]) return false;
    if (vl_bitset_test(&budget->reserved, unit)) return false;
  }
  return true;
}
