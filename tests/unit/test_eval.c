/* Unit tests of `verilocc eval`'s library (src/learn/eval*.c, pass_at_k.c):
 * the unbiased Pass@k estimator against values computed by hand from the
 * binomials, and the eval loop with a proposer whose answers are the classical
 * allocator's, broken in a known way: raw proposals miss one register (a
 * syntax failure), masked ones are whole, sampled ones alternate by seed. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc/classical.h"
#include "corpus/split.h"
#include "learn/eval.h"
#include "learn/eval_report.h"
#include "learn/pass_at_k.h"

static void test_pass_at_k_by_hand(void **state) {
  (void)state;
  assert_float_equal(vl_pass_at_k(10, 3, 1), 0.3, 1e-12);                 /* c/n */
  assert_float_equal(vl_pass_at_k(10, 3, 5), 1 - 21.0 / 252.0, 1e-12);    /* 1 - C(7,5)/C(10,5) */
  assert_float_equal(vl_pass_at_k(5, 2, 2), 1 - 3.0 / 10.0, 1e-12);       /* 1 - C(3,2)/C(5,2) */
  assert_float_equal(vl_pass_at_k(4, 2, 2), 1 - 1.0 / 6.0, 1e-12);        /* 1 - C(2,2)/C(4,2) */
  assert_float_equal(vl_pass_at_k(8, 0, 8), 0.0, 1e-12);
  assert_float_equal(vl_pass_at_k(8, 1, 8), 1.0, 1e-12);                  /* every draw holds it */
  assert_float_equal(vl_pass_at_k(8, 8, 1), 1.0, 1e-12);
  /* Binomials far beyond a double's range: C(200,100)/C(199,100) = 200/100. */
  assert_float_equal(vl_pass_at_k(200, 1, 100), 0.5, 1e-12);
  assert_float_equal(vl_pass_at_k(1000, 500, 10), 0.9990668121978155, 1e-12);
  assert_float_equal(vl_pass_at_k(100000, 1, 1), 1e-5, 1e-15);
}

static void test_pass_at_k_undefined(void **state) {
  (void)state;
  assert_true(isnan(vl_pass_at_k(4, 1, 0)));
  assert_true(isnan(vl_pass_at_k(4, 1, 5)));   /* k > n */
  assert_true(isnan(vl_pass_at_k(4, 5, 2)));   /* c > n */
}

/* The classical allocation; without the mask, or for an odd seed when sampling,
 * the first assigned register is dropped (the verifier calls that syntax). */
static vl_status broken_classical(void *self, const vl_analysis *an, const vl_propose_params *params,
                                  vl_assignment *out, vl_diags *diags) {
  (void)self;
  vl_status s = vl_alloc_classical(an->intervals, &an->budget, an->pressure, out, diags);
  bool drop = params->sample ? params->seed % 2 : !params->mask;
  for (uint32_t v = 0; drop && v < out->num_vregs; v++)
    if (out->reg[v].count && an->live->space.width[v]) {
      out->reg[v] = (vl_physreg){0, 0, 0};
      break;
    }
  return s;
}

static void test_eval_proposer(void **state) {
  (void)state;
  vl_diags diags = {0};
  vl_manifest manifest;
  assert_int_equal(vl_manifest_load("tests/inputs/dataset/manifest.jsonl", &manifest, &diags), VL_OK);
  vl_proposer proposer = {.name = "test", .propose = broken_classical};
  FILE *quiet = fopen("/dev/null", "w");   /* the progress display */
  assert_non_null(quiet);
  vl_eval_options o = {.allocator = "test", .proposer = &proposer, .split = -1, .k = 2, .samples = 4,
                       .temperature = 0.8f, .mask = true, .seed = 7, .log = quiet};
  vl_eval_result r;
  assert_int_equal(vl_eval_run(&manifest, &o, &r, &diags), VL_OK);
  assert_int_equal(r.records.len, 5);   /* every AMDGPU entry; the NVIDIA one is counted apart */
  assert_int_equal(r.nvidia, 1);
  for (size_t i = 0; i < r.records.len; i++) {
    const vl_eval_record *rec = &r.records.data[i];
    assert_int_equal(rec->raw.n, 1);
    assert_int_equal(rec->raw.passed, 0);
    assert_int_equal(rec->raw.failed_by[VL_CAT_SYNTAX], 1);
    assert_int_equal(rec->masked.passed, 1);
    assert_int_equal(rec->samples.n, 4);
    assert_int_equal(rec->samples.passed, 2);   /* seeds s..s+3: two even */
    assert_float_equal(rec->pass_k, 1 - 1.0 / 6.0, 1e-12);
    assert_true(rec->ours.known);
    assert_true(rec->classical.known);
    assert_int_equal(rec->ours.vector, rec->classical.vector);   /* the masked answer is the classical one */
  }
  json_t *report = vl_eval_report_json(&r, &o, manifest.path);
  assert_non_null(report);
  assert_float_equal(json_real_value(json_object_get(report, "pass@1_raw")), 0.0, 1e-12);
  assert_float_equal(json_real_value(json_object_get(report, "pass@1")), 1.0, 1e-12);
  assert_float_equal(json_real_value(json_object_get(report, "pass@k")), 1 - 1.0 / 6.0, 1e-12);
  json_t *failures = json_object_get(report, "failures");
  assert_int_equal(json_integer_value(json_object_get(failures, "tries")), 5 * 6);
  assert_int_equal(json_integer_value(json_object_get(failures, "failed")), 5 * 3);
  assert_int_equal(json_integer_value(json_object_get(failures, "syntax")), 5 * 3);
  assert_float_equal(json_real_value(json_object_get(json_object_get(failures, "shares"), "syntax")), 1.0, 1e-12);
  json_decref(report);
  char *table = NULL;
  size_t len = 0;
  FILE *out = open_memstream(&table, &len);
  vl_eval_report_print(&r, &o, manifest.path, out);
  fclose(out);
  assert_non_null(strstr(table, "4 samples at temperature 0.80"));
  assert_non_null(strstr(table, "failures: 15 of 30 tries failed; dataflow 0 (0.0%), constraint 0 (0.0%), syntax 15 (100.0%)"));
  free(table);
  vl_eval_result_free(&r);
  vl_manifest_free(&manifest);
  vl_diags_free(&diags);
  fclose(quiet);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_pass_at_k_by_hand),
      cmocka_unit_test(test_pass_at_k_undefined),
      cmocka_unit_test(test_eval_proposer),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
