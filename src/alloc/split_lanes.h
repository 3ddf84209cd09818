/* Lane splits of two-lane VGPR tuples whose second lane is dead for a while: a
 * packed result (V_PK_MUL_F32) of which one lane is read on and the other is
 * written again before any read (`%v.sub1 = COPY %w.sub0`). Whole, such a tuple
 * needs an aligned pair of registers over its whole range although one lane is
 * free for most of it; where the pressure meets the budget, the GEMMs' dozens
 * of them leave no aligned pair free, and the spiller spilled accumulators in
 * the loop instead, round after round. Split, the lane read on moves into a
 * register of its own right after the definition, and the tuple is made again
 * just before the lane is written:
 *
 *   %v = V_PK_MUL_F32 ...                 %v = V_PK_MUL_F32 ...
 *   ... %v.sub0 ...                        %a:vgpr_32 = COPY %v.sub0
 *   %v.sub1 = COPY %w.sub0          =>     ... %a ...
 *   ... %v ...                             undef %n.sub0:vreg_64_align2 = COPY %a
 *                                          %n.sub1 = COPY %w.sub0
 *                                          ... %n ...
 *
 * The pair is then needed only where both lanes live; both copies are
 * identities where the allocator's copy hints hold. The pressure is the same.
 *
 * Needs: a parsed function. Produces: the module
 * text with every such tuple of the function split. */
#ifndef VL_SPLIT_LANES_H
#define VL_SPLIT_LANES_H
#include "../front/mir.h"

typedef struct vl_lane_splits {
  uint32_t tuples;   /* tuples split */
  uint32_t copies;   /* COPYs written, two per tuple */
} vl_lane_splits;

/* *out: a malloc'd module text (*out_len bytes) with function fn's tuples split, or NULL when
 * it has none to split. `first_vreg`: the first free virtual register id. */
vl_status vl_split_lanes(const vl_function *fn, uint32_t first_vreg, char **out, size_t *out_len,
                         vl_lane_splits *report);

#endif
