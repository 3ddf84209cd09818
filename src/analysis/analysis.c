/* The analysis driver: the list of analyses, each timed. */
#include "analysis.h"

vl_analysis *vl_analyze(const vl_function *fn, const vl_budget_options *options, vl_arena *arena) {
  vl_analysis *a = VL_NEW(arena, vl_analysis);
  a->fn = fn;
  double t0 = vl_now_ms();
  a->cfg = vl_cfg_compute(fn, arena);
  double t1 = vl_now_ms();
  a->live = vl_liveness_compute(fn, arena);
  double t2 = vl_now_ms();
  a->intervals = vl_intervals_compute(a->live, arena);
  double t3 = vl_now_ms();
  a->pressure = vl_pressure_compute(a->intervals, arena);
  a->budget = vl_budget_compute(fn, options, arena);
  double t4 = vl_now_ms();
  a->ms_cfg = t1 - t0;
  a->ms_liveness = t2 - t1;
  a->ms_intervals = t3 - t2;
  a->ms_pressure = t4 - t3;
  return a;
}
