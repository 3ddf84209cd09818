/* The analysis driver: the list of analyses, each timed. */
#include "analysis.h"

#include <string.h>

static bool same_ids(const uint32_t *a, const uint32_t *b, uint32_t n) { return !n || !memcmp(a, b, n * sizeof *a); }

static bool same_blocks(const vl_function *a, const vl_function *b) {
  if (a->num_blocks != b->num_blocks) return false;
  for (uint32_t i = 0; i < a->num_blocks; i++) {
    const vl_block *x = &a->blocks[i], *y = &b->blocks[i];
    if (x->number != y->number || x->num_succs != y->num_succs || x->num_preds != y->num_preds ||
        !same_ids(x->succs, y->succs, x->num_succs) || !same_ids(x->succ_prob, y->succ_prob, x->num_succs) ||
        !same_ids(x->preds, y->preds, x->num_preds))
      return false;
  }
  return true;
}

vl_analysis *vl_analyze(const vl_function *fn, const vl_budget_options *options, vl_arena *arena) {
  return vl_analyze_reusing(fn, options, NULL, arena);
}

vl_analysis *vl_analyze_reusing(const vl_function *fn, const vl_budget_options *options, const vl_cfg *cfg,
                                vl_arena *arena) {
  vl_analysis *a = VL_NEW(arena, vl_analysis);
  a->fn = fn;
  double t0 = vl_now_ms();
  if (cfg && same_blocks(cfg->fn, fn)) {
    vl_cfg *same = VL_NEW(arena, vl_cfg);
    *same = *cfg;
    same->fn = fn;
    a->cfg = same;
  } else {
    a->cfg = vl_cfg_compute(fn, arena);
  }
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
