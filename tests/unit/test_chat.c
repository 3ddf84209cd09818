/* The chat path of --allocator gguf (learn/chat_answer.h, learn/gguf_chat.h):
 * - the constraint's skeleton is the training set's answer format: every
 *   allocator label the export writes (corpus/dataset.h) is accepted character
 *   by character, masked (a valid assignment never meets the mask) or not, and
 *   taken it reproduces the export's text byte for byte;
 * - a generator choosing at random among what the constraint allows (a
 *   synthetic vocabulary with single characters and pieces that straddle the
 *   JSON's punctuation) always finishes a well-formed answer; masked, the answer
 *   always verifies; unmasked, it is read back or rejected as syntax, never as
 *   unreadable;
 * - through libllama with an untrained Qwen2-vocabulary model built here
 *   (model/chat_model.h, into build/tests): the prompt is ChatML from the
 *   model's template and from the fallback alike, with the export's system and
 *   user messages; greedy answers repeat; masked greedy and sampled answers
 *   verify; the loop ends verified on every path (masked: greedy; without the
 *   mask: the raw answer is unreadable, then feedback, repair or classical),
 *   and it is timed. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include <limits.h>

#include "alloc/classical.h"
#include "analysis/analysis.h"
#include "base/clock.h"
#include "corpus/dataset.h"
#include "learn/chat_answer.h"
#include "learn/gguf_chat.h"
#include "learn/loop.h"
#include "learn/proposers.h"
#include "model/chat_model.h"
#include "model/transformer.h"
#include "norm/tokenizer.h"
#include "verify/native.h"

#if __has_include("../../build/llama/include/llama.h")
#include "../../build/llama/include/llama.h"
#define HAVE_LLAMA_H 1
#endif

/* The chat path's mirror of llama.h (norm/llama_abi.h, learn/llama_run.h). */
static void test_abi_mirror(void **state) {
  (void)state;
#ifdef HAVE_LLAMA_H
  assert_int_equal(sizeof(vl_llama_chat_message), sizeof(llama_chat_message));
  assert_int_equal(offsetof(vl_llama_chat_message, content), offsetof(llama_chat_message, content));
  assert_int_equal(VL_LLAMA_VOCAB_TYPE_NONE, LLAMA_VOCAB_TYPE_NONE);
  assert_int_equal(VL_LLAMA_FLASH_ATTN_AUTO, LLAMA_FLASH_ATTN_TYPE_AUTO);
  assert_int_equal(VL_LLAMA_FLASH_ATTN_OFF, LLAMA_FLASH_ATTN_TYPE_DISABLED);
  assert_int_equal(sizeof(enum llama_vocab_type), sizeof(int32_t));
#else
  fail_msg("build/llama/include/llama.h is missing: run scripts/setup-llama.sh");
#endif
}

static const char *const kernels[] = {
    "tests/inputs/mir/saxpy_gfx942.pre.mir", "tests/inputs/mir/loop_gfx90a.pre.mir",
    "tests/inputs/mir/call_gfx90a.pre.mir",  "tests/inputs/mir/mfma_gfx90a.pre.mir",
    "tests/inputs/mir/loop_gfx1100.pre.mir", "tests/inputs/mir/reduce_gfx90a.pre.mir",
};
enum { NUM_KERNELS = sizeof kernels / sizeof *kernels };

static bool verifies(const vl_analysis *an, const vl_assignment *a) {
  vl_diags diags = {0};
  vl_verify_result r;
  bool ok = vl_verify_native(an->intervals, &an->budget, a, &diags, 4, &r) == VL_OK;
  if (!ok) vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  return ok;
}

static void test_export_format(void **state) {
  (void)state;
  uint32_t functions = 0;
  for (size_t k = 0; k < NUM_KERNELS; k++) {
    vl_diags diags = {0};
    vl_module *module = vl_mir_parse_file(kernels[k], NULL, &diags);
    assert_non_null(module);
    for (uint32_t f = 0; f < module->num_functions; f++, functions++) {
      vl_arena arena = {0};
      vl_budget_options options = {0};
      vl_analysis *an = vl_analyze(&module->functions[f], &options, &arena);
      vl_assignment *label = vl_assignment_new(an->fn, &arena);
      assert_int_equal(vl_alloc_classical(an->intervals, &an->budget, an->pressure, label, &diags), VL_OK);
      vl_norm_function *nf;
      size_t len;
      free(vl_dataset_user_message(an, &arena, &nf, &len));
      char *expected = vl_dataset_answer(nf, label);
      for (int mask = 0; mask < 2; mask++) {
        vl_chat_answer a;
        vl_chat_answer_init(&a, an, nf, mask, NULL);
        for (const char *c = expected; *c; c++) {
          if (!vl_chat_answer_allows(&a, c, 1)) fail_msg("%s: '%c' refused at %s", kernels[k], *c, a.text);
          vl_chat_answer_take(&a, c, 1);
        }
        assert_true(a.done);
        assert_string_equal(a.text, expected);
        vl_chat_answer_free(&a);
      }
      free(expected);
      vl_arena_free(&arena);
    }
    vl_diags_free(&diags);
    vl_module_free(module);
  }
  assert_true(functions >= NUM_KERNELS);
}

/* A vocabulary of every printable character and pieces across the JSON's punctuation, values and names. */
typedef struct synthetic {
  vl_chat_vocab vocab;
  uint32_t start[256];
  char bytes[2048];
  uint64_t rng;
  uint32_t forced_calls;
} synthetic;

static void synthetic_init(synthetic *s, uint64_t seed) {
  static const char *const pieces[] = {"\"", "\",", "\",\"", "\":\"", "\"}}", "\"}", "}}", "v[", "s[", "a[", ":", "]",
                                       "v1", "v12", "s[2", "b0", ".a", "\",\"b", "3\",\"", "\"v", "\":\"v", "assign",
                                       "{\"function\":\"", "cription", " Soc", "1]\"", ":1", "0\"}}", "v0", "s0"};
  uint32_t n = 0, len = 0;
  for (int c = 0x20; c <= 0x7e; c++) s->start[n++] = len, s->bytes[len++] = (char)c;
  for (size_t i = 0; i < sizeof pieces / sizeof *pieces; i++) {
    s->start[n++] = len;
    memcpy(s->bytes + len, pieces[i], strlen(pieces[i]));
    len += (uint32_t)strlen(pieces[i]);
  }
  s->start[n] = len;
  s->vocab = (vl_chat_vocab){n, s->start, s->bytes};
  s->rng = seed;
  s->forced_calls = 0;
}

/* Uniform among the allowed tokens, with the quick filter checked against the full test. */
static int32_t synthetic_next(void *self, const vl_chat_answer *answer, const vl_propose_params *params,
                              vl_diags *diags) {
  synthetic *s = self;
  (void)params, (void)diags;
  bool next[256];
  vl_chat_answer_next_bytes(answer, next);
  int32_t allowed[256], n = 0;
  for (uint32_t t = 0; t < s->vocab.size; t++) {
    const char *piece = s->bytes + s->start[t];
    size_t len = s->start[t + 1] - s->start[t];
    bool ok = vl_chat_answer_allows(answer, piece, len);
    if (ok) assert_true(next[(unsigned char)piece[0]]);
    if (ok) allowed[n++] = (int32_t)t;
  }
  return n ? allowed[vl_rng_next(&s->rng) % (uint64_t)n] : -1;
}

static bool synthetic_force(void *self, const vl_chat_answer *answer, const char *text, size_t len) {
  synthetic *s = self;
  (void)answer, (void)text;
  assert_true(len > 0);
  s->forced_calls++;
  return true;
}

static void test_random_generator(void **state) {
  (void)state;
  uint32_t masked = 0, raw_ok = 0, raw_syntax = 0, forced = 0;
  for (size_t k = 0; k < NUM_KERNELS; k++) {
    vl_diags diags = {0};
    vl_module *module = vl_mir_parse_file(kernels[k], NULL, &diags);
    assert_non_null(module);
    for (uint32_t f = 0; f < module->num_functions; f++) {
      vl_arena arena = {0};
      vl_budget_options options = {0};
      vl_analysis *an = vl_analyze(&module->functions[f], &options, &arena);
      vl_norm_function *nf;
      size_t len;
      free(vl_dataset_user_message(an, &arena, &nf, &len));
      for (uint64_t seed = 1; seed <= 6; seed++) {
        synthetic s;
        synthetic_init(&s, seed);
        /* odd seeds feed forced text in one go, even ones sample every byte */
        vl_chat_generator g = {&s, synthetic_next, seed % 2 ? synthetic_force : NULL};
        for (int mask = 0; mask < 2; mask++) {
          vl_propose_params params = {true, 1, 0, seed, mask, NULL};
          vl_assignment *a = vl_assignment_new(an->fn, &arena);
          vl_diags found = {0};
          char *text = NULL;
          vl_status st = vl_chat_decode(an, nf, &params, &s.vocab, &g, a, &text, &found);
          assert_non_null(text);
          json_error_t error;
          json_t *parsed = json_loads(text, 0, &error);
          if (!parsed) fail_msg("%s: not JSON (%s): %s", kernels[k], error.text, text);
          json_decref(parsed);
          if (mask) {
            if (st != VL_OK || !verifies(an, a)) fail_msg("%s seed %llu: masked answer fails: %s", kernels[k],
                                                          (unsigned long long)seed, text);
            masked++;
          } else {
            assert_true(st == VL_OK || (st == VL_INVALID && found.count[VL_CAT_SYNTAX] > 0));
            if (st == VL_OK) raw_ok++;
            else raw_syntax++;
          }
          free(text);
          vl_diags_free(&found);
        }
        forced += s.forced_calls;
      }
      vl_arena_free(&arena);
    }
    vl_diags_free(&diags);
    vl_module_free(module);
  }
  fprintf(stderr, "random generator: %u masked answers verified; unmasked: %u read back, %u syntax; %u forced texts\n",
          masked, raw_ok, raw_syntax, forced);
  assert_true(masked >= 6 * NUM_KERNELS && forced > 0 && raw_syntax > 0);
}

/* ---- through libllama ---- */

static bool make_model(const char *path, bool no_template) {
  char dir[PATH_MAX], vocab[PATH_MAX + 64];
  if (!vl_llama_dir(dir, sizeof dir)) return false;
  snprintf(vocab, sizeof vocab, "%s/models/ggml-vocab-qwen2.gguf", dir);
  vl_chat_model_options o = vl_chat_model_defaults();
  o.vocab_path = vocab;
  o.no_template = no_template;
  vl_diags diags = {0};
  vl_status s = vl_chat_model_write(path, &o, &diags);
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  return s == VL_OK;
}

static const char chat_model[] = "build/tests/chat-untrained.gguf", chat_model_plain[] = "build/tests/chat-untrained-nt.gguf";

static int make_models(void **state) {
  (void)state;
  return make_model(chat_model, false) && make_model(chat_model_plain, true) ? 0 : -1;
}

static void test_prompt(void **state) {
  (void)state;
  vl_diags diags = {0};
  vl_proposer *with = vl_proposer_open("gguf", chat_model, &diags), *without = vl_proposer_open("gguf", chat_model_plain, &diags);
  vl_diags_print(&diags, stderr);
  assert_non_null(with);
  assert_non_null(without);
  assert_string_equal(vl_gguf_chat_template_used(with), "the model's");
  assert_string_equal(vl_gguf_chat_template_used(without), "ChatML (the model has none)");
  vl_module *module = vl_mir_parse_file(kernels[0], NULL, &diags);
  vl_arena arena = {0};
  vl_budget_options options = {0};
  vl_analysis *an = vl_analyze(&module->functions[0], &options, &arena);
  size_t len_a, len_b, user_len;
  char *a = vl_gguf_chat_prompt(with, an, &len_a), *b = vl_gguf_chat_prompt(without, an, &len_b);
  vl_norm_function *nf;
  char *user = vl_dataset_user_message(an, &arena, &nf, &user_len);
  static const char chatml[] = "<|im_start|>system\n%s<|im_end|>\n<|im_start|>user\n%s<|im_end|>\n<|im_start|>assistant\n";
  size_t size = sizeof chatml + strlen(vl_dataset_system_prompt) + user_len;
  char *expected = malloc(size);
  snprintf(expected, size, chatml, vl_dataset_system_prompt, user);
  assert_string_equal(a, expected);
  assert_string_equal(b, expected);
  free(a), free(b), free(user), free(expected);
  with->destroy(with->self);
  without->destroy(without->self);
  vl_arena_free(&arena);
  vl_module_free(module);
  vl_diags_free(&diags);
}

static void test_llama_proposals(void **state) {
  (void)state;
  vl_diags diags = {0};
  vl_proposer *p = vl_proposer_open("gguf", chat_model, &diags);
  vl_diags_print(&diags, stderr);
  assert_non_null(p);
  for (size_t k = 0; k < NUM_KERNELS - 1; k++) {   /* reduce_gfx90a (the largest) is left to the golden test */
    vl_module *module = vl_mir_parse_file(kernels[k], NULL, &diags);
    assert_non_null(module);
    for (uint32_t f = 0; f < module->num_functions; f++) {
      vl_arena arena = {0};
      vl_budget_options options = {0};
      vl_analysis *an = vl_analyze(&module->functions[f], &options, &arena);
      double t0 = vl_now_ms();
      vl_propose_params greedy = {false, 1, 0, 1, true, NULL};
      vl_assignment *a = vl_assignment_new(an->fn, &arena), *b = vl_assignment_new(an->fn, &arena);
      assert_int_equal(p->propose(p->self, an, &greedy, a, &diags), VL_OK);
      double t1 = vl_now_ms();
      uint64_t n_sampled, n_forced;
      char *first = strdup(vl_gguf_chat_last_answer(p, &n_sampled, &n_forced));
      assert_true(verifies(an, a));
      assert_int_equal(p->propose(p->self, an, &greedy, b, &diags), VL_OK);   /* the prompt's state reused */
      double t2 = vl_now_ms();
      assert_string_equal(first, vl_gguf_chat_last_answer(p, NULL, NULL));
      assert_memory_equal(a->reg, b->reg, an->fn->num_vregs * sizeof *a->reg);
      vl_propose_params sampled = {true, 0.8f, 8, 2 + k, true, NULL};
      assert_int_equal(p->propose(p->self, an, &sampled, b, &diags), VL_OK);
      assert_true(verifies(an, b));
      assert_string_not_equal(first, vl_gguf_chat_last_answer(p, NULL, NULL));
      fprintf(stderr, "%s %s: masked greedy %.0f ms (again %.0f ms), %llu tokens sampled + %llu forced, %zu bytes\n  %.160s%s\n",
              kernels[k], an->fn->name, t1 - t0, t2 - t1, (unsigned long long)n_sampled, (unsigned long long)n_forced,
              strlen(first), first, strlen(first) > 160 ? "..." : "");
      free(first);
      vl_arena_free(&arena);
    }
    vl_module_free(module);
  }
  assert_int_equal(diags.list.len, 0);
  p->destroy(p->self);
  vl_diags_free(&diags);
}

/* The loop on every path: masked greedy; raw with feedback; raw with one try (repair or classical). */
static void test_llama_loop(void **state) {
  (void)state;
  vl_diags diags = {0};
  vl_proposer *p = vl_proposer_open("gguf", chat_model, &diags);
  assert_non_null(p);
  vl_module *module = vl_mir_parse_file(kernels[0], NULL, &diags);
  vl_arena arena = {0};
  vl_budget_options options = {0};
  vl_analysis *an = vl_analyze(&module->functions[0], &options, &arena);
  const struct {
    bool mask;
    uint32_t k;
  } runs[] = {{true, 8}, {false, 8}, {false, 1}};
  for (size_t i = 0; i < sizeof runs / sizeof *runs; i++) {
    vl_loop_options o = {.k = runs[i].k, .mask = runs[i].mask, .temperature = 0.8f, .top_k = 8, .seed = 1,
                         .repair_timeout_s = 10};
    vl_assignment *a = vl_assignment_new(an->fn, &arena);
    vl_loop_result r;
    double t0 = vl_now_ms();
    assert_int_equal(vl_loop_allocate(p, an, &o, a, &r, &diags), VL_OK);
    fprintf(stderr, "loop (%s, k %u): %s after %u proposals, %.0f ms\n", runs[i].mask ? "masked" : "no mask",
            runs[i].k, r.text, r.tries, vl_now_ms() - t0);
    assert_true(verifies(an, a));
    if (runs[i].mask) assert_int_equal(r.path, VL_PATH_GREEDY);
  }
  p->destroy(p->self);
  vl_arena_free(&arena);
  vl_module_free(module);
  vl_diags_free(&diags);
}

int main(void) {
  const struct CMUnitTest plain[] = {
      cmocka_unit_test(test_export_format),
      cmocka_unit_test(test_random_generator),
  };
  const struct CMUnitTest llama[] = {
      cmocka_unit_test(test_abi_mirror),
      cmocka_unit_test(test_prompt),
      cmocka_unit_test(test_llama_proposals),
      cmocka_unit_test(test_llama_loop),
  };
  int failed = cmocka_run_group_tests(plain, NULL, NULL);
  return failed + cmocka_run_group_tests(llama, make_models, NULL);
}
