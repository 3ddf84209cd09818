/* Unit test of the pipeline's module steps (pipeline/pipeline.h) as dataset and
 * train use them: on a MIR file of two functions (tests/inputs/mir/call_gfx90a.pre.mir)
 * with a VGPR budget that only one of them exceeds, the spill marks exactly the
 * function it rewrote, and the other one, parsed again with the spilled module,
 * gives the very same normalized text as the input's (what a dataset example
 * shows), so its example and label stay what they were without the pipeline.
 * Run from the repository root. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "corpus/dataset.h"
#include "front/mir_parse.h"
#include "pipeline/pipeline.h"

/* The dataset's user message of `fn` under `budget`. */
static char *user_text(const vl_function *fn, const vl_budget_options *budget, vl_arena *arena) {
  vl_norm_function *nf;
  size_t len;
  return vl_dataset_user_message(vl_analyze(fn, budget, arena), arena, &nf, &len);
}

static void only_the_spilled_function_changes(void **state) {
  (void)state;
  vl_diags diags = {0};
  vl_module *input = vl_mir_parse_file("tests/inputs/mir/call_gfx90a.pre.mir", NULL, &diags);
  assert_non_null(input);
  assert_int_equal(input->num_functions, 2);
  vl_budget_options tight = {.max_vector = 8};   /* the helper needs 6 VGPRs, the caller more */
  vl_pipeline *p = vl_pipeline_new(input, NULL, &tight, NULL);
  assert_int_equal(vl_pipeline_prepare(p, &diags), VL_OK);
  assert_ptr_not_equal(p->module, p->input);
  uint32_t rewritten = 0;   /* functions marked */
  vl_arena arena = {0};
  for (uint32_t f = 0; f < 2; f++) {
    const vl_function *before = &input->functions[f], *after = &p->module->functions[f];
    assert_string_equal(before->name, after->name);
    char *a = user_text(before, &p->budgets[f], &arena), *b = user_text(after, &p->budgets[f], &arena);
    if (p->rewritten[f]) {
      rewritten++;
      assert_true(after->num_instrs > before->num_instrs);   /* stores and reloads */
      assert_string_not_equal(a, b);
    } else {
      assert_int_equal(after->num_instrs, before->num_instrs);
      assert_string_equal(a, b);
    }
    free(a);
    free(b);
  }
  assert_int_equal(rewritten, p->spill.functions_spilled);
  assert_false(p->rewritten[0]);   /* _Z6helperPfif */
  assert_true(p->rewritten[1]);    /* caller */
  vl_arena_free(&arena);
  vl_pipeline_free(p);
  /* At the default budget both fit: nothing is rewritten, the module is the input. */
  p = vl_pipeline_new(input, NULL, NULL, NULL);
  assert_int_equal(vl_pipeline_prepare(p, &diags), VL_OK);
  assert_ptr_equal(p->module, p->input);
  assert_false(p->rewritten[0] || p->rewritten[1]);
  vl_pipeline_free(p);
  vl_module_free(input);
  vl_diags_free(&diags);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(only_the_spilled_function_changes),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
