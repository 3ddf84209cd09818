/* Unit tests of model/matmul_avx512.h: every sum bitwise equal to the eight-lane order written out
 * here (compiled without reassociation), for one to nine positions and the transformer's shapes; the
 * shapes it must decline. On a CPU or build without the kernel the comparison is skipped, saying so
 * (the end-to-end tests then run the compiler's own loops). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <cmocka.h>

#include "model/matmul_avx512.h"
#include "model/transformer.h"

/* The order the header states: lane j sums the rounded products i = j mod 8 in order, then
 * ((a0 + a4) + (a2 + a6)) + ((a1 + a5) + (a3 + a7)). */
static float dot8(const float *row, const float *x, size_t in) {
  float a[8] = {0};
  for (size_t i = 0; i < in; i++) {
    float product = row[i] * x[i];
    a[i % 8] = a[i % 8] + product;
  }
  float s[4], t[2];
  for (int j = 0; j < 4; j++) s[j] = a[j] + a[j + 4];
  for (int j = 0; j < 2; j++) t[j] = s[j] + s[j + 2];
  return t[0] + t[1];
}

static void test_same_sums(void **state) {
  (void)state;
  const size_t shapes[][2] = {{4, 8}, {8, 16}, {128, 128}, {256, 128}, {128, 256}, {1248, 128}};
  uint64_t rng = 3;
  for (size_t k = 0; k < sizeof shapes / sizeof *shapes; k++) {
    size_t out = shapes[k][0], in = shapes[k][1];
    for (size_t n = 1; n <= 9; n++) {
      float *W = malloc(out * in * sizeof(float)), *X = malloc(n * in * sizeof(float));
      float *Y = malloc(n * out * sizeof(float));
      /* a wide range of magnitudes, so that any other order of the additions rounds differently */
      for (size_t i = 0; i < out * in; i++) W[i] = vl_rng_normal(&rng) * (float)(1u << (i % 11));
      for (size_t i = 0; i < n * in; i++) X[i] = vl_rng_normal(&rng);
      if (!vl_matmul_avx512(W, X, Y, n, out, in)) {
        free(W), free(X), free(Y);
        fprintf(stderr, "no AVX-512 kernel on this CPU or build: not compared\n");
        skip();
      }
      uint32_t differ = 0;
      for (size_t t = 0; t < n; t++)
        for (size_t o = 0; o < out; o++) differ += Y[t * out + o] != dot8(W + o * in, X + t * in, in);
      assert_int_equal(differ, 0);
      free(W), free(X), free(Y);
    }
  }
}

static void test_declines_other_shapes(void **state) {
  (void)state;
  float W[6 * 12] = {0}, X[12] = {0}, Y[6] = {0};
  assert_false(vl_matmul_avx512(W, X, Y, 1, 6, 8));    /* rows not a multiple of 4 */
  assert_false(vl_matmul_avx512(W, X, Y, 1, 4, 12));   /* columns not a multiple of 8 */
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_same_sums),
      cmocka_unit_test(test_declines_other_shapes),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
