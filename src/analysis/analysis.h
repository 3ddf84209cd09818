/* All analyses of one function, run in order and timed: CFG and frequencies,
 * liveness, live intervals, pressure, budget. The allocators and the verifier
 * read this and nothing else. */
#ifndef VL_ANALYSIS_H
#define VL_ANALYSIS_H
#include "../base/clock.h"
#include "budget.h"
#include "cfg.h"
#include "intervals.h"
#include "pressure.h"

typedef struct vl_analysis {
  const vl_function *fn;
  vl_cfg *cfg;
  vl_liveness *live;
  vl_intervals *intervals;
  vl_pressure *pressure;
  vl_budget budget;
  double ms_cfg, ms_liveness, ms_intervals, ms_pressure;
} vl_analysis;

vl_analysis *vl_analyze(const vl_function *fn, const vl_budget_options *options, vl_arena *arena);
/* vl_analyze, taking `cfg` (may be NULL) for fn where it is the CFG of a function with fn's blocks,
 * edges and branch probabilities, on which alone a CFG depends: the spiller's rounds add
 * instructions, never blocks. */
vl_analysis *vl_analyze_reusing(const vl_function *fn, const vl_budget_options *options, const vl_cfg *cfg,
                                vl_arena *arena);

#endif
