/* Unit tests of the tokenizer bridge against the real llama.cpp and Qwen2
 * vocabulary that scripts/setup-llama.sh installs into build/llama (make check
 * runs it first): our mirror of llama_model_params against llama.h itself, the
 * vocabulary load, llama.cpp's own test vectors for this vocabulary (token ids
 * that Hugging Face's tokenizer produced for 46 strings), and fixed counts. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "base/file.h"
#include "norm/llama_abi.h"
#include "norm/tokenizer.h"

#if __has_include("../../build/llama/include/llama.h")
#include "../../build/llama/include/llama.h"
#define HAVE_LLAMA_H 1
#endif

static void test_abi_mirror(void **state) {
  (void)state;
#ifdef HAVE_LLAMA_H
  assert_int_equal(sizeof(vl_llama_model_params), sizeof(struct llama_model_params));
  assert_int_equal(offsetof(vl_llama_model_params, vocab_only), offsetof(struct llama_model_params, vocab_only));
  assert_int_equal(offsetof(vl_llama_model_params, kv_overrides), offsetof(struct llama_model_params, kv_overrides));
  assert_int_equal(offsetof(vl_llama_model_params, load_mtp), offsetof(struct llama_model_params, load_mtp));
  assert_int_equal(VL_LLAMA_LOG_ERROR, GGML_LOG_LEVEL_ERROR);
#else
  fail_msg("build/llama/include/llama.h is missing: run scripts/setup-llama.sh");
#endif
}

static int open_tokenizer(void **state) {
  vl_diags diags = {0};
  vl_tokenizer *t = NULL;
  vl_status s = vl_tokenizer_open(NULL, NULL, &t, &diags);
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  *state = t;
  return s == VL_OK ? 0 : -1;
}

static int close_tokenizer(void **state) {
  vl_tokenizer_close(*state);
  return 0;
}

static void test_vocabulary(void **state) {
  assert_int_equal(vl_tokenizer_vocab_size(*state), 151936);
}

/* models/ggml-vocab-qwen2.gguf.inp holds strings separated by "\n__ggml_vocab_test__\n";
 * .out the expected ids, one line per string. */
static void test_llama_vectors(void **state) {
  vl_tokenizer *t = *state;
  char dir[4096], path[4200];
  assert_true(vl_llama_dir(dir, sizeof dir));
  snprintf(path, sizeof path, "%s/models/ggml-vocab-qwen2.gguf.inp", dir);
  char *inp = vl_read_file(path, NULL);
  snprintf(path, sizeof path, "%s/models/ggml-vocab-qwen2.gguf.out", dir);
  char *out = vl_read_file(path, NULL);
  assert_non_null(inp);
  assert_non_null(out);
  const char *sep = "\n__ggml_vocab_test__\n";
  char *text = inp, *expected = out;
  int cases = 0;
  for (char *end; (end = strstr(text, sep)); text = end + strlen(sep)) {
    char *line_end = strchr(expected, '\n');
    assert_non_null(line_end);
    *line_end = 0;
    int32_t ids[256], want[256];
    int nwant = 0;
    for (char *p = expected; *p;) {
      char *q;
      long v = strtol(p, &q, 10);
      if (q == p) break;
      want[nwant++] = (int32_t)v;
      p = q;
    }
    int64_t n = vl_tokenizer_tokenize(t, text, (size_t)(end - text), ids, 256);
    assert_int_equal(n, nwant);
    for (int i = 0; i < nwant; i++) assert_int_equal(ids[i], want[i]);
    expected = line_end + 1;
    cases++;
  }
  assert_int_equal(cases, 46);
  free(inp);
  free(out);
}

static void test_counts(void **state) {
  vl_tokenizer *t = *state;
  vl_diags diags = {0};
  uint64_t n;
  int32_t ids[8];
  assert_int_equal(vl_tokenizer_tokenize(t, "Hello world", 11, ids, 8), 2);
  assert_int_equal(ids[0], 9707);
  assert_int_equal(ids[1], 1879);
  /* A line of pre-RA MIR: digits are one token each. */
  const char *mir = "    %12:vgpr_32 = V_MUL_F32_e32 %356.sub1, %375, implicit $exec";
  assert_int_equal(vl_tokenizer_count(t, mir, strlen(mir), &n, &diags), VL_OK);
  assert_int_equal(n, 34);
  const char *norm = " m:v1 = V_MUL_F32 e.1 l";
  assert_int_equal(vl_tokenizer_count(t, norm, strlen(norm), &n, &diags), VL_OK);
  assert_int_equal(n, 13);
  assert_int_equal(vl_tokenizer_count(t, "", 0, &n, &diags), VL_OK);
  assert_int_equal(n, 0);
  vl_diags_free(&diags);
}

/* No llama folder: a clear tool error, never a crash. */
static void test_missing_library(void **state) {
  (void)state;
  vl_diags diags = {0};
  vl_tokenizer *t = NULL;
  assert_int_equal(vl_tokenizer_open("/nonexistent/llama", NULL, &t, &diags), VL_TOOL_ERROR);
  assert_null(t);
  assert_int_equal(diags.list.len, 1);
  assert_non_null(strstr(diags.list.data[0].message, "setup-llama.sh"));
  vl_diags_free(&diags);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_abi_mirror),
      cmocka_unit_test(test_missing_library),
      cmocka_unit_test_setup_teardown(test_vocabulary, open_tokenizer, close_tokenizer),
      cmocka_unit_test_setup_teardown(test_llama_vectors, open_tokenizer, close_tokenizer),
      cmocka_unit_test_setup_teardown(test_counts, open_tokenizer, close_tokenizer),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
