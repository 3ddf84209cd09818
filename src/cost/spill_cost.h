/* Spill code in allocated MIR, counted and weighted by block frequency: how
 * we compare our spilling with LLVM greedy's on the same kernel. The spill
 * pseudos both allocators write are counted: stack saves (store, weight 1),
 * stack restores (load, 4), SGPR lane writes and reads (copies, 0.2), with
 * RegAllocScore's weights. Greedy's rematerializations and split copies cannot
 * be told apart from the input's instructions and are not counted; ours are
 * tallied by the spiller itself (alloc/spill_insert.h).
 * Needs: a parsed function and its CFG. Produces: vl_spill_cost. */
#ifndef VL_SPILL_COST_H
#define VL_SPILL_COST_H
#include "../analysis/cfg.h"

/* RegAllocScore's weights (LLVM's MLRegAllocEvictAdvisor reward); the spiller
 * chooses by them too. */
#define VL_COST_STORE 1.0
#define VL_COST_LOAD 4.0
#define VL_COST_COPY 0.2
#define VL_COST_CHEAP_REMAT 0.2

typedef struct vl_spill_cost {
  uint32_t stores, reloads;              /* SI_SPILL_*_SAVE / _RESTORE */
  uint32_t lane_writes, lane_reads;      /* SI_SPILL_S32_TO_VGPR / SI_RESTORE_S32_FROM_VGPR */
  double weighted;
} vl_spill_cost;

vl_spill_cost vl_spill_cost_of(const vl_function *fn, const vl_cfg *cfg);

#endif
