/* Measuring an allocation for `verilocc eval` (eval.h): registers per file,
 * occupancy, copies left and spill code of an assignment, or of a function
 * whose registers are all physical already (LLVM greedy's post-RA MIR), by one
 * rule for both so that the comparison is like for like.
 *
 * Needs: the assignment statistics, the target's occupancy, the spill cost
 * model. Produces: vl_eval_usage. */
#ifndef VL_EVAL_USAGE_H
#define VL_EVAL_USAGE_H
#include "../analysis/cfg.h"
#include "eval.h"

/* `assignment` NULL: the function's own physical registers (post-RA MIR). */
vl_eval_usage vl_eval_usage_of(const vl_function *fn, const vl_cfg *cfg, const vl_assignment *assignment,
                               vl_arena *arena);

/* Orders usages for choosing the best answer: vector registers, then SGPRs, then copies left. */
int vl_eval_usage_compare(const vl_eval_usage *a, const vl_eval_usage *b);

#endif
