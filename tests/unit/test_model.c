/* Unit tests of the transformer (model/transformer.h): gradients against finite
 * differences, one AdamW step against the formula, determinism of training
 * across thread counts, the normal numbers drawn one by one (ES), the GGUF
 * round trip (model/gguf_model.h), and the prefix cache against whole forwards. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#include "learn/train.h"
#include "model/gguf_model.h"
#include "model/prefix_cache.h"
#include "model/transformer.h"
#include "model/vocab.h"

static const vl_tf_config tiny = {23, 8, 2, 2, 12, 6, 10000.0f, 1e-5f};

static float loss_of(const vl_transformer *m, vl_tf_state *s, const int32_t *tokens, uint32_t n, int32_t target) {
  float logits[64], mx = -INFINITY, sum = 0;
  vl_tf_forward(m, s, tokens, n, logits);
  for (uint32_t i = 0; i < m->cfg.vocab; i++) mx = logits[i] > mx ? logits[i] : mx;
  for (uint32_t i = 0; i < m->cfg.vocab; i++) sum += expf(logits[i] - mx);
  return -(logits[target] - mx - logf(sum));
}

/* Every parameter of a tiny model: analytic gradient against central differences. */
static void test_gradients(void **state) {
  (void)state;
  vl_transformer m;
  vl_tf_create(&m, &tiny, 1, 7);
  /* embeddings of unit scale (RMSNorm is far from linear on tiny vectors), matrices large enough for
   * gradients well above float noise */
  size_t embed = (size_t)tiny.vocab * tiny.dim;
  for (size_t i = 0; i < m.w.count; i++) m.w.data[i] *= i < embed ? 50.0f : 6.0f;
  vl_tf_weights grad;
  size_t P = vl_tf_param_count(&tiny);
  vl_tf_weights_bind(&tiny, calloc(P, sizeof(float)), &grad);
  vl_tf_state *s = vl_tf_state_new(&tiny);
  int32_t tokens[5] = {3, 17, 5, 3, 9};
  float loss = vl_tf_forward_backward(&m, s, tokens, 5, 11, &grad);
  assert_true(fabsf(loss - loss_of(&m, s, tokens, 5, 11)) < 1e-5f);
  uint32_t checked = 0, bad = 0;
  for (size_t i = 0; i < P; i++) {
    /* central differences at h and h/2, Richardson-extrapolated */
    float keep = m.w.data[i], h = 4e-3f, d[2];
    for (int k = 0; k < 2; k++, h /= 2) {
      m.w.data[i] = keep + h;
      float up = loss_of(&m, s, tokens, 5, 11);
      m.w.data[i] = keep - h;
      float down = loss_of(&m, s, tokens, 5, 11);
      d[k] = (up - down) / (2 * h);
    }
    m.w.data[i] = keep;
    float numeric = (4 * d[1] - d[0]) / 3, analytic = grad.data[i];
    if (fabsf(numeric) < 1e-2f && fabsf(analytic) < 1e-2f) continue;
    checked++;
    if (fabsf(numeric - analytic) > 3e-2f * fmaxf(fabsf(numeric), fabsf(analytic)) + 3e-3f) {
      if (bad < 5) fprintf(stderr, "param %zu: analytic %g numeric %g\n", i, analytic, numeric);
      bad++;
    }
  }
  assert_true(checked > P / 4);
  fprintf(stderr, "gradient check: %u of %zu parameters compared, %u off\n", checked, P, bad);
  assert_int_equal(bad, 0);
  vl_tf_state_free(s);
  vl_tf_weights_free(&grad);
  vl_tf_destroy(&m);
}

static void test_adamw_step(void **state) {
  (void)state;
  vl_transformer m;
  vl_tf_create(&m, &tiny, 1, 3);
  size_t P = m.w.count;
  float *before = malloc(P * sizeof(float)), *g = malloc(P * sizeof(float));
  memcpy(before, m.w.data, P * sizeof(float));
  for (size_t i = 0; i < P; i++) g[i] = (float)((int)(i % 7) - 3) * 0.5f;
  vl_adamw opt;
  vl_adamw_init(&opt, P, 0.01f, 0.1f);
  vl_adamw_step(&opt, &m, &m.w, g, 2.0f);
  /* first step: m/b1 = g', v/b2 = g'^2, so the update is lr * (sign(g') + wd * w) (norm gains: no decay) */
  size_t embed = (size_t)tiny.vocab * tiny.dim;
  for (size_t i = 0; i < embed; i++) {
    float gs = g[i] * 2.0f, expect = before[i] - 0.01f * ((gs == 0 ? 0 : gs / (fabsf(gs) + 1e-8f)) + 0.1f * before[i]);
    assert_true(fabsf(m.w.data[i] - expect) < 1e-6f);
  }
  float gain = m.w.out_norm[0], gs = g[m.w.out_norm - m.w.data] * 2.0f;
  assert_true(fabsf(gain - (1.0f - 0.01f * (gs == 0 ? 0 : gs / (fabsf(gs) + 1e-8f)))) < 1e-6f);
  vl_adamw_free(&opt);
  free(before);
  free(g);
  vl_tf_destroy(&m);
}

/* A few training steps on a synthetic task: the same seed gives the same weights with 1 and 2 threads, and the
 * loss goes down. */
static void train_tiny(int threads, vl_transformer *m, vl_train_result *r) {
#ifdef _OPENMP
  omp_set_num_threads(threads);
#endif
  vl_examples ex = {0};
  ex.count = ex.cap = 64;
  ex.tokens = malloc(64 * 5 * sizeof(int32_t));
  ex.offset = malloc(64 * sizeof(uint64_t));
  ex.len = malloc(64);
  ex.target = malloc(64 * sizeof(int32_t));
  for (uint32_t i = 0; i < 64; i++) {
    for (uint32_t t = 0; t < 5; t++) ex.tokens[i * 5 + t] = (int32_t)((i * 7 + t * 3) % 20);
    ex.offset[i] = i * 5, ex.len[i] = 5, ex.target[i] = ex.tokens[i * 5 + 2];   /* copy a token of the context */
  }
  vl_tf_create(m, &tiny, 1, 42);
  FILE *null = fopen("/dev/null", "w");
  vl_train_options o = {.cfg = tiny, .epochs = 30, .batch = 16, .shards = 4, .lr = 1e-2f, .weight_decay = 0.01f,
                        .seed = 5, .log = null};
  vl_diags diags = {0};
  assert_int_equal(vl_train(m, &ex, &ex, &o, r, &diags), VL_OK);
  fclose(null);
  vl_examples_free(&ex);
}

static void test_training_deterministic(void **state) {
  (void)state;
  vl_transformer a, b;
  vl_train_result ra, rb;
  train_tiny(1, &a, &ra);
  train_tiny(2, &b, &rb);
  assert_int_equal(memcmp(a.w.data, b.w.data, a.w.count * sizeof(float)), 0);
  assert_true(ra.val_loss < 1.0f);   /* from ln(23) = 3.1 */
  vl_tf_destroy(&a);
  vl_tf_destroy(&b);
}

/* ES draws each perturbation number on its own: the i-th of a stream, exactly. */
static void test_normal_at(void **state) {
  (void)state;
  uint64_t seeds[2] = {1, 0xdeadbeefcafef00dull};
  for (int s = 0; s < 2; s++) {
    uint64_t stream = seeds[s];
    for (uint64_t i = 0; i < 1000; i++) {
      float next = vl_rng_normal(&stream);
      assert_true(next == vl_rng_normal_at(seeds[s], i));
    }
  }
}

static void test_gguf_round_trip(void **state) {
  (void)state;
  vl_tf_config cfg = {VL_VOCAB_SIZE, 16, 2, 2, 24, 48, 10000.0f, 1e-5f};
  vl_transformer m, back;
  vl_tf_create(&m, &cfg, 1, 9);
  char path[] = "/tmp/vl-model-XXXXXX";
  int fd = mkstemp(path);
  assert_true(fd >= 0);
  close(fd);
  vl_diags diags = {0};
  assert_int_equal(vl_model_save(path, &m, "test", &diags), VL_OK);
  assert_int_equal(vl_model_load(path, &back, &diags), VL_OK);
  assert_memory_equal(&m.cfg, &back.cfg, sizeof cfg);
  assert_int_equal(memcmp(m.w.data, back.w.data, m.w.count * sizeof(float)), 0);
  vl_gguf g;
  assert_int_equal(vl_gguf_read(path, &g, &diags), VL_OK);
  assert_string_equal(vl_gguf_kv_get(&g, "general.architecture")->s, "llama");
  assert_string_equal(vl_gguf_kv_get(&g, "tokenizer.ggml.model")->s, "none");
  assert_non_null(vl_gguf_tensor_get(&g, "blk.1.ffn_down.weight"));
  assert_int_equal(vl_gguf_tensor_get(&g, "blk.1.ffn_down.weight")->ne[0], 24);
  vl_gguf_free(&g);
  /* a truncated file is bad input, not a crash */
  assert_int_equal(truncate(path, 100), 0);
  assert_int_equal(vl_model_load(path, &back, &diags), VL_BAD_INPUT);
  assert_true(diags.list.len > 0);
  vl_diags_free(&diags);
  unlink(path);
  vl_tf_destroy(&m);
  vl_tf_destroy(&back);
}

/* The prefix cache (and its token table) gives exactly a whole forward's logits, whatever it holds:
 * contexts that share prefixes of every length and whole contexts again, through a cache small enough
 * to be emptied on the way; and it reuses positions and whole contexts. Every other round it is asked
 * for the logits of some tokens alone (the head's rows of two ranges): those are the whole forward's,
 * and the others are left untouched. */
static void test_prefix_cache(void **state) {
  (void)state;
  const vl_tf_config cfg = {40, 32, 2, 2, 48, 16, 10000.0f, 1e-5f};
  vl_transformer m;
  vl_tf_create(&m, &cfg, 1, 11);
  vl_tf_state *whole = vl_tf_state_new(&cfg), *cached = vl_tf_state_new(&cfg);
  vl_prefix_cache *c = vl_prefix_cache_new(&cfg, 50);
  float expect[40], got[40];
  int32_t tokens[16] = {1, 7, 7, 3};
  uint64_t rng = 5;
  for (uint32_t round = 0, n = 0; round < 200; round++) {
    uint32_t keep = n;   /* every fifth round the same context again */
    if (round % 5 != 4) n = 1 + (uint32_t)(vl_rng_next(&rng) % 16), keep = (uint32_t)(vl_rng_next(&rng) % (n + 1));
    /* four tokens only: many shared prefixes */
    for (uint32_t t = keep; t < n; t++) tokens[t] = (int32_t)(vl_rng_next(&rng) % 4);
    vl_tf_forward(&m, whole, tokens, n, expect);
    const uint32_t range[2][2] = {{3, 11}, {21, 38}};
    uint32_t ranges = round % 2 ? 2 : 0;
    for (int t = 0; t < 40; t++) got[t] = NAN;
    vl_prefix_cache_forward(c, &m, cached, tokens, n, got, range, ranges);
    for (uint32_t t = 0; t < 40; t++) {
      bool asked = !ranges || (t >= range[0][0] && t < range[0][1]) || (t >= range[1][0] && t < range[1][1]);
      if (asked) assert_memory_equal(&expect[t], &got[t], sizeof(float));
      else assert_true(isnan(got[t]));
    }
  }
  uint64_t reused, computed, repeated;
  vl_prefix_cache_counts(c, &reused, &computed, &repeated);
  assert_true(reused > 100 && computed > 100 && repeated > 10);
  vl_prefix_cache_free(c);
  vl_tf_state_free(whole);
  vl_tf_state_free(cached);
  vl_tf_destroy(&m);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_gradients),
      cmocka_unit_test(test_adamw_step),
      cmocka_unit_test(test_training_deterministic),
      cmocka_unit_test(test_normal_at),
      cmocka_unit_test(test_gguf_round_trip),
      cmocka_unit_test(test_prefix_cache),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
