/* What tests that drive an allocator to the edge share (test_learn.c, test_recolor.c): the smallest
 * budget of one register file under which the classical allocator fits a function. */
#ifndef VL_TEST_TIGHTEST_BUDGET_H
#define VL_TEST_TIGHTEST_BUDGET_H
#include "alloc/classical.h"
#include "analysis/analysis.h"

/* The options that limit `file` (VGPRs or SGPRs) to n registers. */
static inline vl_budget_options limit_file(vl_regfile file, uint32_t n) {
  return (vl_budget_options){.max_vector = file == VL_FILE_VECTOR ? n : 0, .max_scalar = file == VL_FILE_SCALAR ? n : 0};
}

/* 0 when none up to 256 does. */
static inline uint32_t tightest_budget(const vl_function *fn, vl_regfile file) {
  for (uint32_t n = 1; n <= 256; n++) {
    vl_arena arena = {0};
    vl_budget_options options = limit_file(file, n);
    vl_analysis *an = vl_analyze(fn, &options, &arena);
    vl_assignment *a = vl_assignment_new(fn, &arena);
    vl_diags diags = {0};
    bool fits = vl_alloc_classical(an->intervals, &an->budget, an->pressure, a, &diags) == VL_OK;
    vl_diags_free(&diags);
    vl_arena_free(&arena);
    if (fits) return n;
  }
  return 0;
}

#endif
