/* Callee-saved SGPRs of a non-entry function: which ones its allocation
 * writes, and the VGPR lanes that keep their entry values, as LLVM's
 * SILowerSGPRSpills saves them (one lane per SGPR, in a VGPR listed in
 * machineFunctionInfo's wwmReservedRegs). That pass runs before our output
 * point (llc-19 -start-after=virtregrewriter,1), so the save at the entry and
 * the restore before each return are ours to write (emit/rewrite.c);
 * prologue/epilogue insertion runs after it and saves the callee-saved VGPRs
 * and AGPRs the function writes, and the whole lane VGPR, by itself.
 *
 * A function that calls needs a frame pointer, and LLVM's prologue keeps the
 * caller's in a lane of a VGPR of its own choosing. Read back after our output
 * point, llc-19 cannot add that lane to our lane VGPR (which VGPRs hold SGPR
 * lanes is not in the MIR it reads), so it takes a second VGPR: one more than
 * LLVM's own pipeline uses. Where the return address pair is the only
 * callee-saved SGPR written (wave64), it is handed to the prologue instead:
 * named as machineFunctionInfo's sgprForEXECCopy, the one SGPR register the
 * prologue saves into its own lanes and the epilogue restores
 * (SIFrameLowering::determinePrologEpilogSGPRSaves), so the return address and
 * the frame pointer share one VGPR, as in LLVM's pipeline.
 *
 * Needs: the function, an assignment of it, and a budget (the lane VGPR must lie
 * inside it). Produces: vl_callee_saves. Entry functions (kernels) save nothing. */
#ifndef VL_CALLEE_SAVES_H
#define VL_CALLEE_SAVES_H
#include "../analysis/budget.h"
#include "../cost/spill_cost.h"
#include "assignment.h"

enum { VL_CALLEE_SAVE_VGPRS = 4 };
#define VL_RETURN_ADDRESS_PAIR "sgpr30_sgpr31"   /* SIRegisterInfo::getReturnAddressReg */   /* 76 callee-saved SGPRs fit in 3 VGPRs of 32 lanes */

typedef struct vl_callee_saves {
  uint32_t num_sgprs;                          /* callee-saved SGPR units written, ascending */
  uint16_t sgprs[128];
  uint32_t num_vgprs;                          /* save i goes to lane i % wave_size of vgprs[i / wave_size] */
  uint16_t vgprs[VL_CALLEE_SAVE_VGPRS];        /* units: the lowest VGPRs nothing else in the function names */
  bool by_prologue;   /* the saves are the return address pair, left to the prologue (above): vgprs[0] is
                         the VGPR it takes, as LLVM picks it, and the rewriter writes no save */
} vl_callee_saves;

/* The saves of `fn` under `a`. False when some save has no lane VGPR: every VGPR
 * below the budget's limit is used (or clobbered by a call): the caller then
 * allocates again with fewer VGPRs. */
bool vl_callee_saves_plan(const vl_function *fn, const vl_assignment *a, const vl_budget *budget,
                          vl_callee_saves *out);

/* `s` (vl_assignment_stats of the same) with the lane VGPRs counted: the registers
 * the written code uses, as the assembler's NumVgprs counts them. */
void vl_callee_saves_count(const vl_function *fn, const vl_assignment *a, vl_alloc_stats *s);
/* The saves and restores the rewriter writes, added to `c` as lane writes (in the entry
 * block) and lane reads (in each returning block), as greedy's own are counted. */
void vl_callee_saves_cost(const vl_function *fn, const vl_assignment *a, const vl_cfg *cfg, vl_spill_cost *c);

#endif
