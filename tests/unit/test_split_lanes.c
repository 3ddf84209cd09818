/* Unit tests of the lane splits (split_lanes.h): on a hand-written function
 * (tests/inputs/unit/split_lanes.mir) only the tuple whose second lane is dead
 * until it is written again is split, into the expected COPYs; on a real LLVM 19
 * bf16 GEMM (tests/inputs/mir/gemm_bf16_gfx942.pre.mir) the split code has the
 * same register pressure, allocates with the classical allocator, and translation
 * validation accepts the allocated code against the input; the spiller splits them
 * there under a 64-VGPR budget. Run from the repository root. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "alloc/spill.h"
#include "alloc/split_lanes.h"
#include "verify/native.h"
#include "validate_fixture.h"

/* fn split as vl_split_lanes does it: the new module text (malloc'd) and the report. */
static char *split_text(const vl_function *fn, vl_lane_splits *report, size_t *len) {
  char *text = NULL;
  assert_int_equal(vl_split_lanes(fn, fn->num_vregs, &text, len, report), VL_OK);
  return text;
}

static void only_the_dead_lane_tuple(void **unused) {
  (void)unused;
  vl_diags diags = {0};
  vl_module *m = vl_mir_parse_file("tests/inputs/unit/split_lanes.mir", NULL, &diags);
  assert_non_null(m);
  const vl_function *fn = &m->functions[0];
  vl_lane_splits report;
  size_t len;
  char *text = split_text(fn, &report, &len);
  assert_non_null(text);
  assert_int_equal(report.tuples, 1);
  assert_int_equal(report.copies, 2);
  /* %1's sub0 moves into the first free id right after its product; its reads take it; the
   * tuple is made again in the next free id before the COPY into sub1, which writes that. */
  uint32_t a = fn->num_vregs, t = fn->num_vregs + 1;
  char want[4][96];
  snprintf(want[0], sizeof want[0], "%%%u:vgpr_32 = COPY %%1.sub0\n", a);
  snprintf(want[1], sizeof want[1], "V_ADD_U32_e32 %%%u, %%12", a);
  snprintf(want[2], sizeof want[2], "undef %%%u.sub0:vreg_64_align2 = COPY %%%u\n    %%%u.sub1:vreg_64_align2 = COPY %%13", t,
           a, t);
  snprintf(want[3], sizeof want[3], "V_PK_ADD_F32 8, %%%u, 8, %%2,", t);
  for (int i = 0; i < 4; i++) {
    if (!strstr(text, want[i])) fprintf(stderr, "missing: %s\n", want[i]);
    assert_non_null(strstr(text, want[i]));
  }
  /* The others keep their names where they are written again. */
  assert_non_null(strstr(text, "%2.sub1:vreg_64_align2 = COPY %14"));
  assert_non_null(strstr(text, "%3.sub1_hi16:vreg_64_align2 = COPY %20"));
  assert_non_null(strstr(text, "%4.sub1:vreg_64_align2 = COPY %19"));
  vl_module *split = vl_mir_parse_text(m->path, text, (uint32_t)len, m->target, &diags);
  assert_non_null(split);
  vl_module_free(split);
  free(text);
  vl_module_free(m);
  vl_diags_free(&diags);
}

static void gemm_splits_validate(void **unused) {
  (void)unused;
  vl_diags diags = {0};
  vl_module *pre = vl_mir_parse_file("tests/inputs/mir/gemm_bf16_gfx942.pre.mir", NULL, &diags);
  assert_non_null(pre);
  vl_lane_splits report;
  size_t len;
  char *text = split_text(&pre->functions[0], &report, &len);
  assert_non_null(text);
  assert_true(report.tuples >= 2);
  vl_module *split = vl_mir_parse_text(pre->path, text, (uint32_t)len, pre->target, &diags);
  free(text);
  assert_non_null(split);
  vl_arena arena = {0};
  vl_budget_options options = {0};
  const vl_analysis *before = vl_analyze(&pre->functions[0], &options, &arena);
  const vl_analysis *an = vl_analyze(&split->functions[0], &options, &arena);
  for (int file = 0; file < VL_FILE_SPECIAL; file++)
    assert_int_equal(an->pressure->max[file], before->pressure->max[file]);
  allocate_and_validate(pre, split, "lane splits");
  vl_module_free(split);
  vl_module_free(pre);
  vl_arena_free(&arena);
  vl_diags_free(&diags);
}

/* The spiller splits them where the pressure fits and the VGPRs' allocation fails: the bf16
 * GEMM under 64 VGPRs gets its lane splits, and the classical allocator then fits the spilled
 * code at the spiller's budget, verified. */
static void spiller_splits_lanes(void **unused) {
  (void)unused;
  vl_diags diags = {0};
  vl_module *pre = vl_mir_parse_file("tests/inputs/mir/gemm_bf16_gfx942.pre.mir", NULL, &diags);
  assert_non_null(pre);
  vl_budget_options options = {.max_vector = 64}, budget;
  vl_module *spilled = NULL;
  vl_spill_report report;
  assert_int_equal(vl_spill_module(pre, &options, &spilled, &budget, NULL, &report, &diags), VL_OK);
  assert_non_null(spilled);
  assert_true(report.counts.lane_copies >= 2);
  vl_arena arena = {0};
  const vl_function *fn = &spilled->functions[0];
  vl_analysis *an = vl_analyze(fn, &budget, &arena);
  vl_assignment *a = vl_assignment_new(fn, &arena);
  assert_int_equal(vl_alloc_classical(an->intervals, &an->budget, an->pressure, a, &diags), VL_OK);
  assert_true(vl_verify_native_passes(an->intervals, &an->budget, a));
  allocate_and_validate(pre, spilled, "spilled");
  vl_arena_free(&arena);
  vl_module_free(spilled);
  vl_module_free(pre);
  vl_diags_free(&diags);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(only_the_dead_lane_tuple),
      cmocka_unit_test(gemm_splits_validate),
      cmocka_unit_test(spiller_splits_lanes),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
