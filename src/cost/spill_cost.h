/* Spill code in allocated code, counted and weighted by block frequency: how
 * we compare our spilling with LLVM greedy's (MIR) and ptxas's (SASS) on the
 * same kernel. MIR: the spill pseudos both allocators write, stack saves
 * (store, weight 1), stack restores (load, 4), SGPR lane writes and reads
 * (copies, 0.2), with RegAllocScore's weights. Greedy's rematerializations and
 * split copies cannot be told apart from the input's instructions and are not
 * counted; ours are tallied by the spiller itself (alloc/spill_insert.h). Apart
 * from the weighted sum: COPYs between a VGPR and an AGPR in physical code whose
 * input declares no AGPR virtual register, which only the allocator can have
 * written (greedy's splits into AGPRs, the counterpart of our AGPR homes, which the
 * spiller's tally prices as copies).
 * SASS: every STL is a store and every LDL a load (ptxas's own spill code and
 * local arrays included, which both sides of a comparison share).
 * Needs: a parsed function and its CFG. Produces: vl_spill_cost. */
#ifndef VL_SPILL_COST_H
#define VL_SPILL_COST_H
#include "../analysis/cfg.h"

/* RegAllocScore's weights (LLVM's MLRegAllocEvictAdvisor reward); the spiller
 * chooses by them too, and the cost model's tables take them (cost_params.c). */
#define VL_COST_STORE 1.0
#define VL_COST_LOAD 4.0
#define VL_COST_LOAD_STORE 5.0
#define VL_COST_COPY 0.2
#define VL_COST_CHEAP_REMAT 0.2
#define VL_COST_EXPENSIVE_REMAT 1.0

typedef enum vl_spill_kind {
  VL_SPILL_NONE,
  VL_SPILL_STORE,        /* SI_SPILL_*_SAVE, STL */
  VL_SPILL_RELOAD,       /* SI_SPILL_*_RESTORE, LDL */
  VL_SPILL_LANE_WRITE,   /* SI_SPILL_S32_TO_VGPR */
  VL_SPILL_LANE_READ,    /* SI_RESTORE_S32_FROM_VGPR */
} vl_spill_kind;

typedef struct vl_spill_cost {
  uint32_t stores, reloads;              /* SI_SPILL_*_SAVE / _RESTORE; STL / LDL */
  uint32_t lane_writes, lane_reads;      /* SI_SPILL_S32_TO_VGPR / SI_RESTORE_S32_FROM_VGPR */
  double weighted;
  uint32_t agpr_copies;                  /* VGPR<->AGPR COPYs the allocator wrote (vl_spill_cost_add_agpr_copies); not in weighted */
  double agpr_copy_weighted;             /* their copy weight times block frequency */
} vl_spill_cost;

/* Which spill instruction `instr` is, by its opcode in the target's syntax. */
vl_spill_kind vl_spill_kind_of(const vl_target *target, const vl_instr *instr);
vl_spill_cost vl_spill_cost_of(const vl_function *fn, const vl_cfg *cfg);
/* Into c: the VGPR<->AGPR COPYs of physical fn where `input`, the same function before
 * allocation, declares no AGPR virtual register (above). */
void vl_spill_cost_add_agpr_copies(vl_spill_cost *c, const vl_function *fn, const vl_cfg *cfg, const vl_function *input);

#endif
