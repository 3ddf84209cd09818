/* The cost model's parameters, one table per target: the hardware facts that
 * occupancy depends on beyond the register files (target.h holds those), the
 * weights of the code that allocation adds, the register-bank rule, and how
 * occupancy turns into run time. docs/cost.md says where each number comes
 * from and what it assumes; the weights and the occupancy curve are guesses to
 * be calibrated against measured run times, the hardware facts are the
 * vendors' (LLVM 19's AMDGPU subtarget, CUDA's occupancy calculator).
 * Needs: target.h. Produces: vl_cost_params per target. */
#ifndef VL_COST_PARAMS_H
#define VL_COST_PARAMS_H
#include "../target/target.h"

/* Up to `sgprs` SGPRs (as the assembler counts them) allow `waves` waves per SIMD. */
typedef struct vl_sgpr_step {
  uint16_t sgprs;
  uint8_t waves;
} vl_sgpr_step;

typedef struct vl_cost_params {
  const char *target;
  /* AMDGPU (LLVM 19's GCNSubtarget/AMDGPUBaseInfo; 0 where the family has none). */
  uint32_t lds_bytes;            /* local memory a workgroup's CU (or WGP) shares */
  uint8_t simds_per_cu;          /* getEUsPerCU: SIMDs the waves of one workgroup spread over */
  uint8_t max_barriers;          /* workgroups of more than one wave per CU (hardware barriers) */
  uint8_t extra_sgprs;           /* SGPRs the assembler adds to the highest used (VCC, XNACK, flat scratch) */
  const vl_sgpr_step *sgpr_steps;   /* NULL: SGPRs never limit occupancy */
  uint8_t num_sgpr_steps;
  /* NVIDIA (cuda_occupancy.h; 0 where the family has none). */
  uint32_t regs_per_sm;          /* 32-bit registers of an SM, split evenly over its sub-partitions */
  uint16_t reg_alloc_unit;       /* registers granted per warp in multiples of this */
  uint8_t sub_partitions;        /* a warp's registers come from one of these */
  uint8_t max_blocks_per_sm;
  uint32_t shared_bytes_per_sm;  /* the largest shared-memory carveout */
  uint16_t shared_alloc_unit;
  uint16_t shared_reserved_per_block;   /* the driver's own per block (CUDA 11+) */
  /* What allocation adds, in instruction-issue equivalents (RegAllocScore's weights). */
  double copy, load, store, load_store, cheap_remat, expensive_remat;
  /* Register banks: bank = register index % banks; an instruction with at least
   * `bank_min_sources` register sources (AMDGPU: VALU, NVIDIA: FFMA-class) reads at most
   * `bank_ports` distinct registers of one bank per issue, each one more costs `bank_conflict`. */
  uint8_t banks, bank_ports, bank_min_sources;
  double bank_conflict;
  /* Latency hiding: run time is divided by h(o) = (o / (o + half)) / (max / (max + half)),
   * o the occupancy (waves per SIMD, warps per SM), max the target's most; h(max) = 1. */
  double occupancy_half;
} vl_cost_params;

/* The table of `target` (never NULL for a known target: every target has one). */
const vl_cost_params *vl_cost_params_of(const vl_target *target);

#endif
