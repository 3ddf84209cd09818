/* Unit tests of model/expf_avx512.h: its expf bitwise equal to glibc's on a sweep of every 251st
 * float bit pattern (all 2^32 were compared once when it was written) and on the values that leave
 * glibc's fast path; the gate bitwise equal to the scalar a / (1 + expf(-a)) * up, compiled here
 * without reassociation, on gates of every magnitude, infinities and NaN among them, and only the
 * multiple of sixteen done; softmax numerators expf(p - max) bitwise, scores far below the maximum
 * (glibc's zero and the edge of underflow) among them. On a CPU or build without the kernel the comparison is skipped, saying so. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "model/expf_avx512.h"
#include "model/transformer.h"

static bool same(float a, float b) { return (isnan(a) && isnan(b)) || !memcmp(&a, &b, sizeof a); }

static void test_expf_is_glibcs(void **state) {
  (void)state;
  enum { BATCH = 1 << 16 };
  static float x[BATCH], y[BATCH];
  const float edges[] = {88.0f, -88.0f, 0x1.62e42ep6f, 0x1.62e430p6f, -0x1.9fe368p6f, -0x1.9fe36ap6f, -87.5f,
                         -103.0f, INFINITY, -INFINITY, NAN, 0.0f, -0.0f, 0x1p-149f, 1.0f, -1.0f};
  uint32_t differ = 0, bits = 0;
  for (uint64_t done = 0; done < (1ull << 32) / 251; done += BATCH) {
    for (uint32_t i = 0; i < BATCH; i++, bits += 251) memcpy(&x[i], &bits, sizeof bits);
    memcpy(x, edges, sizeof edges);
    if (!vl_expf_avx512(x, y, BATCH)) {
      fprintf(stderr, "no AVX-512 kernel on this CPU or build: not compared\n");
      skip();
    }
    for (uint32_t i = 0; i < BATCH; i++) differ += !same(y[i], expf(x[i]));
  }
  assert_int_equal(differ, 0);
}

static void test_gate_is_the_scalar_loop(void **state) {
  (void)state;
  enum { N = 16 * 40 + 7 };
  float gate[N], up[N], act[N];
  uint64_t rng = 9;
  for (int i = 0; i < N; i++) {
    gate[i] = vl_rng_normal(&rng) * (float)(1u << (i % 9)), up[i] = vl_rng_normal(&rng);
    act[i] = -1.0f;
  }
  gate[3] = 95.0f, gate[4] = -95.0f, gate[5] = INFINITY, gate[6] = -INFINITY, gate[7] = NAN, gate[8] = 88.5f;
  size_t done = vl_swiglu_avx512(gate, up, act, N);
  if (!done) {
    fprintf(stderr, "no AVX-512 kernel on this CPU or build: not compared\n");
    skip();
  }
  assert_int_equal(done, N - 7);
  for (size_t i = 0; i < done; i++) {
    float a = gate[i], want = a / (1.0f + expf(-a)) * up[i];
    assert_true(same(act[i], want));
  }
  for (size_t i = done; i < N; i++) assert_true(act[i] == -1.0f);   /* the rest is the caller's */
}

static void test_softmax_numerators(void **state) {
  (void)state;
  enum { N = 16 * 30 + 5 };
  float p[N], x[N];
  uint64_t rng = 4;
  for (int i = 0; i < N; i++) x[i] = p[i] = vl_rng_normal(&rng) * (float)(1u << (i % 8));
  x[1] = p[1] = -104.5f, x[2] = p[2] = -103.5f, x[3] = p[3] = -95.0f, x[4] = p[4] = NAN, x[5] = p[5] = -INFINITY;
  const float max = 60.0f;
  size_t done = vl_exp_shifted_avx512(p, N, max);
  if (!done) {
    fprintf(stderr, "no AVX-512 kernel on this CPU or build: not compared\n");
    skip();
  }
  assert_int_equal(done, N - 5);
  for (size_t i = 0; i < done; i++) assert_true(same(p[i], expf(x[i] - max)));
  for (size_t i = done; i < N; i++) assert_true(same(p[i], x[i]));   /* the rest is the caller's */
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_expf_is_glibcs),
      cmocka_unit_test(test_gate_is_the_scalar_loop),
      cmocka_unit_test(test_softmax_numerators),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
