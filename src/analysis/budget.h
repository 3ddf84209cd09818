/* The registers a function may use: LLVM's reserved registers (the ABI's and
 * machineFunctionInfo's fixed registers) and the per-file limits implied by the
 * launch bounds, as SIRegisterInfo::getReservedRegs derives them, or the limits
 * a user forces with --max-vgprs / --max-sgprs (tests use that to force pressure).
 * Needs: the function and its target. Produces: vl_budget. */
#ifndef VL_BUDGET_H
#define VL_BUDGET_H
#include "../base/bitset.h"
#include "../front/mir.h"

typedef struct vl_budget_options {
  uint32_t max_vector;   /* per-lane registers (VGPRs, R); 0: derived from the launch bounds */
  uint32_t max_accum;    /* accumulators (AGPRs) */
  uint32_t max_scalar;   /* SGPRs, UR */
  bool accum_given;      /* max_accum applies even when 0 (no AGPRs at all) */
  bool keep_occupancy;   /* MIR: never lower the budget to the next occupancy step (alloc/occupancy_step.h) */
  bool no_spare;         /* list no spare special registers (vl_budget.spare): the spiller's runs without them */
} vl_budget_options;

typedef struct vl_budget {
  uint32_t limit[VL_NUM_FILES];   /* numbered registers with index < limit may be used */
  vl_bitset reserved;             /* units never assigned (specials included) */
  /* Special registers that hold a 32-bit SGPR beyond the numbered limit: the vcc halves LLVM's
   * sreg_32 lists that this function never names nor loses at a call (in practice vcc_hi in
   * wave32: our allocators otherwise leave it free, but LLVM 19's greedy takes it when the SGPRs
   * run out). The classical allocator places a value there only when no numbered register is
   * free, and the spiller counts them as SGPR capacity. */
  vl_physreg spare[2];
  uint32_t num_spare;
} vl_budget;

vl_budget vl_budget_compute(const vl_function *fn, const vl_budget_options *options, vl_arena *arena);
/* Is `reg` one of the budget's spare special registers? */
bool vl_budget_is_spare(const vl_budget *budget, vl_physreg reg);
/* Registers of `file` a value may take: the numbered limit, and the spares for SGPRs. */
uint32_t vl_budget_capacity(const vl_budget *budget, vl_regfile file);
/* May a value of class `cls` take `reg` (one of the class's registers, as LLVM lists it)? A numbered
 * register inside the budget, or a special one the target leaves to our allocators or the budget
 * lists as a spare: what both verifiers accept. */
bool vl_budget_admits(const vl_budget *budget, const vl_target *target, int cls, vl_physreg reg);
/* Is every unit of `reg` inside its file's limit and unreserved? */
bool vl_budget_allows(const vl_budget *budget, const vl_target *target, vl_physreg reg);

#endif
