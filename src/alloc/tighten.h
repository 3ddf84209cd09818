/* Tightening: lowers the highest register of one file that an allocation uses,
 * for targets whose occupancy hinges on it alone (NVIDIA: ptxas counts the
 * highest R index + 1 + 2). One greedy order fragments aligned pairs and quads
 * and leaves registers above what the live values need; under a lower ceiling
 * the same greedy allocator (classical.h, with its eviction) often fits where it
 * never looked, in one order or another.
 *   The ceiling starts one below the allocation's top and goes down one unit at
 * a time while some greedy run fits below it, until the most units live at once
 * (the pressure) is reached or the work allowed is spent. The runs at a ceiling:
 *   1. the classical allocator's two orders (by first live slot, by size), then
 *      widest first;
 *   2. squeaky wheel (Joslin and Clements 1999): the first-slot order again and
 *      again, the register that found no room each time moved halfway to the
 *      front (all the way forgets too much of the order: measured on the corpus).
 *      Consecutive orders share a prefix, which the engine does not redo.
 * Squeaky-wheel runs are many more at a ceiling where the count (ceiling + the
 * target's count_reserve) is a multiple of the allocation granule: occupancy
 * changes only there (ptxas's own counts sit there: 64 for 1024-thread blocks,
 * 40, 48, 32), and a perfect packing at the peak pressure often takes hundreds
 * of runs. The work of all runs together is bounded (vl_tighten_options).
 * The same runs (as many as at a granule) at the budget's ceiling complete an
 * allocation the classical allocator could not make. Where those fail too (the
 * pressure meets the budget: SASS attention kernels at 253 R registers), a repair:
 * each greedy order (four with the latest-end one) once more with Kempe-chain
 * swaps (kempe.h) and window searches (window.h) behind the eviction, and, from
 * the partial result of each, tabu search (tabu.h); where that fails too, the
 * same repair once more with single lanes placed from the top of the file,
 * which keeps aligned pairs whole below them (it completes a bf16 gemm at
 * R0-R61 that nothing else here does).
 * Only there: the common case runs as before.
 * Deterministic: counts of runs and placements, never the clock.
 * Needs: the analysis of one function. Produces: the assignment lowered in
 * place. The caller verifies, as for every allocator. */
#ifndef VL_TIGHTEN_H
#define VL_TIGHTEN_H
#include "../analysis/analysis.h"
#include "assignment.h"

typedef struct vl_tighten_options {
  uint32_t squeaky_runs;       /* squeaky-wheel runs per ceiling */
  uint32_t boundary_runs;      /* the same where the count is a multiple of the granule */
  uint64_t max_work;           /* work of all greedy runs together (registers placed, each
                                  weighed by 1 + the function's slots / 1024): bounds the time */
  uint32_t completion_factor;  /* completing an incomplete input may take this many times more */
  bool end_order;              /* the latest-end order too (vreg_order.h); false: the first-slot
                                  orders alone, which tests of the repair below use */
  uint32_t tabu_steps;         /* where that fails: tabu-search steps per greedy order (tabu.h)
                                  after Kempe swaps and window searches; 0: no such repair */
  bool singles_high;           /* where that repair fails, once more with single lanes from the
                                  top (classical.h) */
} vl_tighten_options;

/* What `alloc` uses for SASS. */
vl_tighten_options vl_tighten_defaults(void);

typedef struct vl_tighten_result {
  uint32_t before;        /* the file's top before (highest index + 1); 0 when the input was incomplete */
  uint32_t after;         /* and after (0: still incomplete) */
  uint32_t floor;         /* the pressure: no allocation goes below it */
  uint32_t ceilings;      /* ceilings tried below the input's top */
  uint32_t runs;          /* greedy runs made */
  uint64_t work;          /* their work, as max_work counts it */
  bool completed;         /* the input was incomplete and is complete now */
} vl_tighten_result;

/* Lowers the top of `file` in `a`; registers of count 0 are unplaced, and then the
 * allocation is completed at the budget's ceiling first. VL_OK when `a` is complete
 * afterwards; VL_TOOL_ERROR when it was incomplete and stays so (`a` unchanged). */
vl_status vl_tighten(const vl_analysis *an, vl_regfile file, const vl_tighten_options *options, vl_assignment *a,
                     vl_tighten_result *result);

/* A kernel's COPYs out of its argument registers ($vgpr0: the thread id) that `a` leaves
 * broken. Greedy gives such a value its argument's register (its hint, with nothing placed
 * yet) and fits the rest around it; tightening's widest-first orders put a tuple there first,
 * and no recolouring moves a 16-register tuple at a tight top. So once more at a's VGPR and
 * AGPR tops, those values placed first in every order (the runs of one ceiling, `options`'
 * work), then squeezed and recoloured as the answer is; kept when fewer copies are left, no
 * VGPR or AGPR top rises and the SGPRs stay within the occupancy (vl_scalar_room). True when
 * `a` changed. */
bool vl_refit_argument_copies(const vl_analysis *an, const vl_tighten_options *options, vl_assignment *a);

/* The classical allocator as `alloc` runs it (and the exact allocator starts from
 * it): on NVIDIA tightened with the defaults, R registers only (the other files
 * stay fixed there), which also completes what the classical allocator alone
 * could not place; its own failure message stands when that fails too. Other
 * targets: the classical allocator alone (tightening is not measured there). */
vl_status vl_alloc_classical_tightened(const vl_analysis *an, vl_assignment *out, vl_diags *diags);

#endif
