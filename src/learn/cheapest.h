/* `--allocator cheapest`, the default of `alloc` on MIR: the classical allocator
 * and the learned loop (loop.h) both allocate, each answer is verified, and
 * the one the cost model predicts faster (cost/cost_model.h: occupancy,
 * block-frequency weighted copies) is taken; at the same occupancy and within
 * 1% of the same predicted time the one with fewer VGPRs and AGPRs if it
 * leaves no more COPYs, on a full tie the classical one, and whichever
 * verifies when one does not. Why not the model alone: its
 * decisions take about 200 times the classical allocator's time per function
 * (README, "The learned allocator"), too slow to be a compiler's default by
 * itself, and its allocations cost more than the classical ones on some
 * functions and less on others; run beside it, it can only lower the cost.
 * Needs: the classical allocator, the loop, the verifier, the cost model.
 * Produces: a verified assignment and which of the two it is. */
#ifndef VL_LEARN_CHEAPEST_H
#define VL_LEARN_CHEAPEST_H
#include "loop.h"

/* VL_OK with `out` valid; result->text says which was taken ("classical (cheapest by cost)", "model greedy
 * (cheapest by cost)"). VL_TOOL_ERROR when neither verifies (the function needs spilling). */
vl_status vl_alloc_cheapest(vl_proposer *proposer, const vl_analysis *an, const vl_loop_options *o, vl_assignment *out,
                           vl_loop_result *result, vl_diags *diags);

#endif
