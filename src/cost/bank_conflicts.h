/* Register-bank conflicts: a register file split into banks by register index
 * (bank = index % banks) serves only so many distinct registers of one bank to
 * one instruction per issue; each one more waits a cycle. Where and how many
 * comes from the target's cost table (cost_params.h):
 *   gfx10/gfx11: 4 VGPR banks, one read each per cycle, on VALU instructions
 *     (MIR opcodes V_*) with two or more VGPR sources (RDNA's ISA guide);
 *   NVIDIA (Volta and later, Jia et al.'s microbenchmarks): 2 banks serving two
 *     reads each, on instructions with three register sources (FFMA, IMAD, ...);
 *     the operand reuse cache, which hides some of them, is not modelled;
 *   gfx90a/gfx942: none (GCN's 4-cycle cadence reads every bank in turn).
 * A register read twice by one instruction counts once; RZ is no register.
 * Needs: a function, its CFG and the registers of its operands. Produces: counts. */
#ifndef VL_BANK_CONFLICTS_H
#define VL_BANK_CONFLICTS_H
#include "../alloc/assignment.h"
#include "../analysis/cfg.h"
#include "cost_params.h"

/* Conflict cycles of one instruction under `a` (NULL-free: a post-RA function takes an empty one). */
uint32_t vl_bank_conflicts_of(const vl_cost_params *c, const vl_target *t, const vl_instr *instr,
                              const vl_assignment *a);

#endif
