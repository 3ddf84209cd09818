/* The parameter tables (see cost_params.h; docs/cost.md gives each number's source). */
#include "cost_params.h"

#include <string.h>

#include "spill_cost.h"

/* GCNSubtarget::getOccupancyWithNumSGPRs for gfx8-gfx9 (VOLCANIC_ISLANDS..GFX9). */
static const vl_sgpr_step gfx9_sgpr_steps[] = {{80, 10}, {88, 9}, {100, 8}, {UINT16_MAX, 7}};

/* RegAllocScore (llvm/lib/CodeGen/MLRegAllocEvictAdvisor / RegAllocScore.cpp): the
 * reward MLGO's eviction policy was trained on. */
#define REGALLOC_SCORE .copy = VL_COST_COPY, .load = VL_COST_LOAD, .store = VL_COST_STORE, .load_store = VL_COST_LOAD_STORE, \
                       .cheap_remat = VL_COST_CHEAP_REMAT, .expensive_remat = VL_COST_EXPENSIVE_REMAT

#define GFX9_PARAMS(name, extra)                                                                   \
  {                                                                                               \
    .target = name, .lds_bytes = 65536, .simds_per_cu = 4, .max_barriers = 16, .extra_sgprs = extra, \
    .sgpr_steps = gfx9_sgpr_steps, .num_sgpr_steps = sizeof gfx9_sgpr_steps / sizeof gfx9_sgpr_steps[0], \
    REGALLOC_SCORE, .occupancy_half = 2.0,                                                         \
  }

#define NVIDIA_PARAMS(name, blocks, shared)                                                       \
  {                                                                                               \
    .target = name, .regs_per_sm = 65536, .reg_alloc_unit = 256, .sub_partitions = 4,             \
    .max_blocks_per_sm = blocks, .shared_bytes_per_sm = shared, .shared_alloc_unit = 128,         \
    .shared_reserved_per_block = 1024, REGALLOC_SCORE, .banks = 2, .bank_ports = 2,               \
    .bank_min_sources = 3, .bank_conflict = 1.0, .occupancy_half = 8.0,                           \
  }

static const vl_cost_params tables[] = {
    /* gfx90a: xnack "any" by default, so LLVM adds VCC and XNACK_MASK (4); gfx942 has
     * architected flat scratch, so FLAT_SCRATCH too (6). */
    GFX9_PARAMS("gfx90a", 4),
    GFX9_PARAMS("gfx942", 6),
    /* gfx1100 in WGP mode (the default): 4 SIMDs, 32 barriers, the WGP's 128 KiB of LDS (a workgroup
     * addresses 64; llc-19's "; Occupancy:" agrees only with 128 over the corpus's gfx1100 kernels).
     * VGPR banks: reg % 4, one read each per cycle. */
    {.target = "gfx1100", .lds_bytes = 131072, .simds_per_cu = 4, .max_barriers = 32, .extra_sgprs = 2,
     REGALLOC_SCORE, .banks = 4, .bank_ports = 1, .bank_min_sources = 2, .bank_conflict = 1.0,
     .occupancy_half = 4.0},
    /* sm_89 (Ada): 24 blocks, 100 KiB of shared memory per SM; sm_90 (Hopper): 32 blocks, 228 KiB. */
    NVIDIA_PARAMS("sm_89", 24, 102400),
    NVIDIA_PARAMS("sm_90", 32, 233472),
};

const vl_cost_params *vl_cost_params_of(const vl_target *target) {
  for (size_t i = 0; i < sizeof tables / sizeof tables[0]; i++)
    if (!strcmp(tables[i].target, target->name)) return &tables[i];
  return NULL;
}
