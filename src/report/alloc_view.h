/* One allocation of one function as the report draws it, whoever made it (ours, LLVM
 * greedy's post-RA MIR, ptxas's SASS): pressure per register file along the
 * instructions, what allocation added at each instruction (spill stores and reloads,
 * SGPR lane writes and reads, copies left), the loop depth there, the registers it
 * uses and its cost (cost/cost_model.h).
 * Needs: the function, its CFG and pressure, the assignment (an empty one for code
 * already physical). Produces: vl_alloc_view, in the caller's arena. */
#ifndef VL_ALLOC_VIEW_H
#define VL_ALLOC_VIEW_H
#include "../analysis/analysis.h"
#include "../cost/cost_model.h"

typedef enum vl_mark {
  VL_MARK_NONE,
  VL_MARK_STORE,    /* spill store (SI_SPILL_*_SAVE, STL) */
  VL_MARK_RELOAD,   /* spill reload */
  VL_MARK_LANE,     /* SGPR lane write or read (SI_SPILL_S32_TO_VGPR, SI_RESTORE_S32_FROM_VGPR) */
  VL_MARK_COPY,     /* a register copy left (split moves and copies the allocation did not coalesce) */
  VL_NUM_MARKS
} vl_mark;

typedef struct vl_alloc_view {
  const char *who;                            /* "VeriLocc", "LLVM greedy", "ptxas" */
  uint32_t num_instrs;
  const uint16_t (*pressure)[VL_NUM_FILES];   /* live 32-bit registers per file, per instruction */
  uint32_t peak[VL_NUM_FILES];
  uint8_t *mark;                              /* vl_mark per instruction */
  uint8_t *loop_depth;                        /* per instruction (capped at 255) */
  uint32_t marks[VL_NUM_MARKS];               /* how many of each */
  uint32_t used[VL_NUM_FILES];                /* registers used per file: highest index + 1 */
  vl_cost cost;
} vl_alloc_view;

vl_alloc_view vl_alloc_view_of(const char *who, const vl_function *fn, const vl_cfg *cfg, const vl_pressure *pressure,
                               const vl_assignment *a, const uint32_t used[VL_NUM_FILES], const vl_cost *cost,
                               vl_arena *arena);
/* The same for a function whose registers are all physical (LLVM greedy's post-RA MIR): its
 * analyses, usage and cost computed here. */
vl_alloc_view vl_alloc_view_physical(const char *who, const vl_function *fn, vl_arena *arena);

#endif
