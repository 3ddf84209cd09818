/* The next occupancy step of a MIR function, taken where the cost model
 * predicts it faster (cost/cost_model.h): a smaller register budget means
 * more waves per SIMD but more spill code, and only the predicted run time of
 * the two allocations can say which wins. The register index alone cannot:
 * it matters only at a step.
 *
 * Needs: a function (spilled or not) and its fixed budget. Produces: the
 * predicted cost of the classical allocator's result at a budget, and the
 * budget of the next step up from a usage. */
#ifndef VL_OCCUPANCY_STEP_H
#define VL_OCCUPANCY_STEP_H
#include "../analysis/budget.h"
#include "../cost/cost_model.h"

/* The classical allocation of fn at `budget` and its cost; false when it does not fit. */
bool vl_occupancy_step_predict(const vl_function *fn, const vl_budget_options *budget, vl_cost *cost,
                               vl_resource_usage *usage);

/* The budget that gives more waves (*next_waves) than `usage` (the registers an allocation used) does:
 * the largest vector file total with one more occupancy step (on gfx90a/gfx942 all VGPRs, no
 * AGPRs: occupancy_step.c says why). False when no smaller count raises the
 * occupancy (another resource limits it, or it is the target's most). */
bool vl_occupancy_step_budget(const vl_function *fn, const vl_resource_usage *usage,
                              const vl_budget_options *now, vl_budget_options *next, uint32_t *next_waves);

/* The most spill cost (frequency-weighted, cost_params' weights) the step may add and
 * still be predicted faster than `now`, whose occupancy is the step below `next_waves`. */
double vl_occupancy_step_cap(const vl_function *fn, const vl_cost *now, uint32_t next_waves);

/* Module m with function f asking LLVM for `waves` waves per SIMD ("amdgpu-waves-per-eu" on its
 * IR define line), or NULL where that cannot be said (no IR definition, or the function sets
 * the attribute itself). Without it llc's frame lowering turns stack spill slots into free
 * AGPRs, which on a unified file costs the step's occupancy again. */
vl_module *vl_occupancy_step_mark(const vl_module *m, uint32_t f, uint32_t waves);

#endif
