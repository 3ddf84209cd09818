/* Unit tests of model/weighted_sum.h: every output bitwise equal to the sum in the order of u written
 * out here (compiled without reassociation), for head sizes with and without a remainder past 32 and
 * from one to 48 positions, on values of every magnitude so that any other order rounds differently;
 * the same for the plain sum. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <cmocka.h>

#include "model/transformer.h"
#include "model/weighted_sum.h"

static void test_sums_in_order(void **state) {
  (void)state;
  const size_t sizes[] = {32, 64, 40, 7};
  uint64_t rng = 17;
  for (size_t k = 0; k < sizeof sizes / sizeof *sizes; k++) {
    size_t hd = sizes[k], stride = hd + 8;
    for (size_t n = 1; n <= 48; n++) {
      float *p = malloc(n * sizeof(float)), *v = malloc(n * stride * sizeof(float)), *o = malloc(hd * sizeof(float));
      for (size_t u = 0; u < n; u++) p[u] = vl_rng_uniform(&rng) * (float)(1u << (u % 13));
      for (size_t i = 0; i < n * stride; i++) v[i] = vl_rng_normal(&rng) * (float)(1u << (i % 11));
      vl_weighted_sum(p, v, stride, n, o, hd);
      uint32_t differ = 0;
      for (size_t i = 0; i < hd; i++) {
        float want = 0;
        for (size_t u = 0; u < n; u++) want += p[u] * v[u * stride + i];
        differ += o[i] != want;
      }
      assert_int_equal(differ, 0);
      float sum = 0;
      for (size_t u = 0; u < n * stride; u++) sum += v[u];
      assert_true(vl_sum_in_order(v, n * stride) == sum);
      free(p), free(v), free(o);
    }
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_sums_in_order),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
