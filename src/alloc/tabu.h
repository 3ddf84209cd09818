/* Tabu search over conflicts (TabuCol, Hertz and de Werra 1987, with the
 * reactive tenure of Galinier and Hao 1999): completes an allocation of one
 * register file that greedy runs leave a few registers short of, where the
 * pressure equals the ceiling at many slots and a perfect packing of aligned
 * pairs and quads among singles is needed (SASS attention kernels at 253 R
 * registers). Every virtual register of the file gets a register, some of them
 * meeting others (conflicts); each step moves one register in conflict to the
 * legal register with the fewest conflicts, and that register may not go back
 * where it was for a while (tabu) unless the move ends all conflicts. Conflict
 * counts per register and candidate are kept up to date, so a step costs the
 * neighbours of the register moved. Deterministic: a fixed-seed generator
 * breaks ties, steps are counted, never timed.
 * Needs: intervals, a budget (its limit is the ceiling). Produces: a complete
 * allocation, or nothing when the steps allowed run out. */
#ifndef VL_TABU_H
#define VL_TABU_H
#include "../analysis/budget.h"
#include "../analysis/intervals.h"

typedef struct vl_tabu_result {
  uint32_t conflicts;   /* at the start, after the unplaced registers took their best place */
  uint32_t steps;       /* moves made */
  bool complete;
} vl_tabu_result;

/* reg[] holds a register per vreg (count 0: unplaced). The vregs whose class lies in
 * `file` alone are re-placed as needed, the others stay. True when every vreg of the
 * file has a register and none meets another: reg[] is then complete; false leaves
 * reg[] as it was. Also false when the file has a vreg whose class spans files. */
bool vl_tabu_complete(const vl_intervals *iv, const vl_budget *budget, vl_regfile file, vl_physreg *reg,
                      uint32_t max_steps, vl_tabu_result *result);

#endif
