/* Unit tests of model/matmul_avx512.h: every sum bitwise equal to the eight-lane order written out
 * here (compiled without reassociation), for one to nine positions and the transformer's shapes, on the
 * plain weights and on the packed ones (model/packed_weights.h, whose forward gives the plain logits);
 * the shapes it must decline. On a CPU or build without the kernel the comparison is skipped, saying so
 * (the end-to-end tests then run the compiler's own loops). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <cmocka.h>

#include "model/matmul_avx512.h"
#include "model/packed_weights.h"
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
      float *P = malloc(out * in * sizeof(float)), *YP = malloc(n * out * sizeof(float));
      assert_true(vl_matmul_pack(W, P, out, in));
      if (!vl_matmul_avx512(W, X, Y, n, out, in)) {
        assert_false(vl_matmul_avx512_packed(P, X, YP, n, out, in));
        free(W), free(X), free(Y), free(P), free(YP);
        fprintf(stderr, "no AVX-512 kernel on this CPU or build: not compared\n");
        skip();
      }
      assert_true(vl_matmul_avx512_packed(P, X, YP, n, out, in));
      uint32_t differ = 0, differ_packed = 0;
      for (size_t t = 0; t < n; t++)
        for (size_t o = 0; o < out; o++) {
          float want = dot8(W + o * in, X + t * in, in);
          differ += Y[t * out + o] != want;
          differ_packed += YP[t * out + o] != want;
        }
      assert_int_equal(differ, 0);
      assert_int_equal(differ_packed, 0);
      free(W), free(X), free(Y), free(P), free(YP);
    }
  }
}

static void test_declines_other_shapes(void **state) {
  (void)state;
  float W[6 * 12] = {0}, X[12] = {0}, Y[6] = {0}, P[6 * 12] = {0};
  assert_false(vl_matmul_avx512(W, X, Y, 1, 6, 8));    /* rows not a multiple of 4 */
  assert_false(vl_matmul_avx512(W, X, Y, 1, 4, 12));   /* columns not a multiple of 8 */
  assert_false(vl_matmul_pack(W, P, 6, 8));
  assert_false(vl_matmul_pack(W, P, 4, 12));
  assert_false(vl_matmul_avx512_packed(P, X, Y, 1, 6, 8));
  assert_false(vl_matmul_avx512_packed(P, X, Y, 1, 4, 12));
}

/* The packed layout the header states: each pair of rows interleaved eight columns at a time. */
static void test_pack_layout(void **state) {
  (void)state;
  enum { OUT = 4, IN = 16 };
  float W[OUT * IN], P[OUT * IN];
  for (int i = 0; i < OUT * IN; i++) W[i] = (float)i;
  assert_true(vl_matmul_pack(W, P, OUT, IN));
  /* rows 0 and 1: row 0's columns 0..7, row 1's 0..7, row 0's 8..15, row 1's 8..15; then rows 2 and 3 */
  const int first[] = {0, 16, 8, 24, 32, 48, 40, 56};
  for (int c = 0; c < 8; c++)
    for (int j = 0; j < 8; j++) assert_true(P[8 * c + j] == W[first[c] + j]);
}

/* A whole forward on packed weights gives the plain forward's logits bitwise; a pack made before the
 * weights changed (as ES changes them) does not, which is why a proposal on changed weights packs anew. */
static void test_packed_forward(void **state) {
  (void)state;
  vl_tf_config cfg = {.vocab = 40, .dim = 32, .layers = 2, .heads = 2, .ffn = 64, .context = 16,
                      .rope_base = 10000, .norm_eps = 1e-5f};
  vl_transformer m;
  assert_int_equal(vl_tf_create(&m, &cfg, 1, 7), 0);
  vl_tf_packed *packed = vl_tf_pack(&m);
  if (!packed) {
    vl_tf_destroy(&m);
    fprintf(stderr, "no AVX-512 kernel on this CPU or build: not compared\n");
    skip();
  }
  vl_tf_state *s = vl_tf_state_new(&cfg);
  int32_t tokens[12];
  for (int i = 0; i < 12; i++) tokens[i] = (i * 7 + 3) % 40;
  float plain[40], with_pack[40];
  vl_tf_forward(&m, s, tokens, 12, plain);
  vl_tf_state_use_packed(s, packed->layer);
  vl_tf_forward(&m, s, tokens, 12, with_pack);
  for (int i = 0; i < 40; i++) assert_true(plain[i] == with_pack[i]);
  uint64_t rng = 11;
  for (size_t i = 0; i < m.w.count; i++) m.w.data[i] += 0.01f * vl_rng_normal(&rng);   /* a perturbation */
  vl_tf_forward(&m, s, tokens, 12, with_pack);   /* the stale pack */
  vl_tf_state_use_packed(s, NULL);
  vl_tf_forward(&m, s, tokens, 12, plain);
  uint32_t differ = 0;
  for (int i = 0; i < 40; i++) differ += plain[i] != with_pack[i];
  assert_true(differ > 0);
  vl_tf_packed_free(packed);
  packed = vl_tf_pack(&m);
  vl_tf_state_use_packed(s, packed->layer);
  vl_tf_forward(&m, s, tokens, 12, with_pack);
  for (int i = 0; i < 40; i++) assert_true(plain[i] == with_pack[i]);
  vl_tf_packed_free(packed);
  vl_tf_state_free(s);
  vl_tf_destroy(&m);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_same_sums),
      cmocka_unit_test(test_declines_other_shapes),
      cmocka_unit_test(test_pack_layout),
      cmocka_unit_test(test_packed_forward),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
