/* The learned allocator through llama.cpp: our mirror of the llama.h structs we
 * pass by value or fill (context parameters, batch, token data, sampler
 * interface) against llama.h itself, and the shipped model exported as GGUF and
 * run by the prebuilt libllama giving the very same greedy-decoded assignment
 * as our own C inference, raw and with the mask (the mask then runs as a custom
 * llama_sampler). scripts/setup-llama.sh installs build/llama (make check runs it). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "analysis/analysis.h"
#include "learn/model_proposer.h"
#include "learn/proposers.h"
#include "norm/llama_abi.h"
#include "verify/native.h"

#if __has_include("../../build/llama/include/llama.h")
#include "../../build/llama/include/llama.h"
#define HAVE_LLAMA_H 1
#endif

static void test_abi_mirror(void **state) {
  (void)state;
#ifdef HAVE_LLAMA_H
  assert_int_equal(sizeof(vl_llama_context_params), sizeof(struct llama_context_params));
  assert_int_equal(offsetof(vl_llama_context_params, n_threads), offsetof(struct llama_context_params, n_threads));
  assert_int_equal(offsetof(vl_llama_context_params, no_perf), offsetof(struct llama_context_params, no_perf));
  assert_int_equal(offsetof(vl_llama_context_params, samplers), offsetof(struct llama_context_params, samplers));
  assert_int_equal(offsetof(vl_llama_context_params, ctx_other), offsetof(struct llama_context_params, ctx_other));
  assert_int_equal(sizeof(vl_llama_batch), sizeof(struct llama_batch));
  assert_int_equal(offsetof(vl_llama_batch, logits), offsetof(struct llama_batch, logits));
  assert_int_equal(sizeof(vl_llama_token_data), sizeof(llama_token_data));
  assert_int_equal(sizeof(vl_llama_token_data_array), sizeof(llama_token_data_array));
  assert_int_equal(offsetof(vl_llama_token_data_array, sorted), offsetof(llama_token_data_array, sorted));
  assert_int_equal(sizeof(vl_llama_sampler_i), sizeof(struct llama_sampler_i));
  assert_int_equal(offsetof(vl_llama_sampler_i, apply), offsetof(struct llama_sampler_i, apply));
  assert_int_equal(offsetof(vl_llama_sampler_i, copy_state), offsetof(struct llama_sampler_i, copy_state));
  assert_int_equal(sizeof(vl_llama_sampler), sizeof(struct llama_sampler));
  assert_int_equal(sizeof(vl_llama_sampler_chain_params), sizeof(struct llama_sampler_chain_params));
#else
  fail_msg("build/llama/include/llama.h is missing: run scripts/setup-llama.sh");
#endif
}

/* Proposes for every function of `path` with both proposers; returns the number of virtual registers whose
 * registers differ, and how many were compared. */
static void compare(const char *path, bool mask, uint32_t *differ, uint32_t *compared) {
  vl_diags diags = {0};
  vl_module *module = vl_mir_parse_file(path, NULL, &diags);
  assert_non_null(module);
  char model_path[4096];
  vl_proposer *ours = vl_proposer_open("model", NULL, &diags);
  vl_diags_print(&diags, stderr);
  assert_non_null(ours);
  vl_default_model_path(model_path, sizeof model_path);
  vl_proposer *llama = vl_proposer_open("gguf", model_path, &diags);
  vl_diags_print(&diags, stderr);
  assert_non_null(llama);
  for (uint32_t f = 0; f < module->num_functions; f++) {
    vl_arena arena = {0};
    vl_budget_options options = {0};
    vl_analysis *an = vl_analyze(&module->functions[f], &options, &arena);
    vl_assignment *a = vl_assignment_new(an->fn, &arena), *b = vl_assignment_new(an->fn, &arena);
    vl_propose_params params = {false, 1, 0, 1, mask, NULL};
    vl_diags da = {0}, db = {0};
    vl_status sa = ours->propose(ours->self, an, &params, a, &da), sb = llama->propose(llama->self, an, &params, b, &db);
    assert_int_equal(sa, sb);
    assert_int_equal(da.list.len, db.list.len);
    for (uint32_t v = 0; v < an->fn->num_vregs; v++) {
      if (!a->reg[v].count && !b->reg[v].count) continue;
      (*compared)++;
      *differ += memcmp(&a->reg[v], &b->reg[v], sizeof a->reg[v]) != 0;
    }
    if (mask && sa == VL_OK) {
      vl_verify_result r;
      assert_int_equal(vl_verify_native(an->intervals, &an->budget, b, &db, 4, &r), VL_OK);
    }
    vl_diags_free(&da);
    vl_diags_free(&db);
    vl_arena_free(&arena);
  }
  ours->destroy(ours->self);
  llama->destroy(llama->self);
  vl_module_free(module);
  vl_diags_free(&diags);
}

static void test_llama_same_assignment(void **state) {
  (void)state;
  const char *inputs[] = {"tests/inputs/mir/saxpy_gfx942.pre.mir", "tests/inputs/mir/loop_gfx90a.pre.mir",
                          "tests/inputs/mir/reduce_gfx90a.pre.mir"};
  for (int mask = 0; mask < 2; mask++) {
    uint32_t differ = 0, compared = 0;
    for (size_t i = 0; i < sizeof inputs / sizeof *inputs; i++) compare(inputs[i], mask, &differ, &compared);
    fprintf(stderr, "%s: %u of %u registers differ between our inference and llama.cpp\n", mask ? "masked" : "raw",
            differ, compared);
    assert_true(compared > 50);
    assert_int_equal(differ, 0);
  }
}

static void test_unknown_proposer(void **state) {
  (void)state;
  vl_diags diags = {0};
  assert_null(vl_proposer_open("oracle", NULL, &diags));
  assert_int_equal(diags.list.len, 1);
  assert_null(vl_proposer_open("gguf", NULL, &diags));
  assert_null(vl_proposer_open("model", "tests/inputs/mir/saxpy.hip", &diags));
  assert_int_equal(diags.list.len, 3);
  vl_diags_free(&diags);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_abi_mirror),
      cmocka_unit_test(test_llama_same_assignment),
      cmocka_unit_test(test_unknown_proposer),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
