/* What the tests of passes that rewrite pre-RA MIR before allocation share (test_spill_split.c,
 * test_split_lanes.c): the rewritten module allocated by the classical allocator, rewritten to
 * physical registers, and translation validation of that against the original input. Include
 * after cmocka.h. */
#ifndef VL_TEST_VALIDATE_FIXTURE_H
#define VL_TEST_VALIDATE_FIXTURE_H
#include "alloc/classical.h"
#include "alloc/spill_insert.h"
#include "analysis/analysis.h"
#include "emit/rewrite.h"
#include "front/mir_parse.h"
#include "verify/translate.h"

/* `changed` (pre's first function rewritten) allocates at its own budget, and the allocated
 * code is a valid translation of `pre`; `label` prefixes the validator's messages. */
static void allocate_and_validate(const vl_module *pre, const vl_module *changed, const char *label) {
  vl_arena arena = {0};
  vl_diags diags = {0};
  const vl_function *fn = &changed->functions[0];
  vl_budget_options options = {0};
  vl_analysis *an = vl_analyze(fn, &options, &arena);
  vl_assignment *a = vl_assignment_new(fn, &arena);
  assert_int_equal(vl_alloc_classical(an->intervals, &an->budget, an->pressure, a, &diags), VL_OK);
  const vl_assignment *list[] = {a};
  char *post_text;
  size_t post_len;
  assert_int_equal(vl_rewrite_module(changed, list, NULL, NULL, &post_text, &post_len, NULL, &diags), VL_OK);
  vl_module *post = vl_mir_parse_text("post.mir", post_text, (uint32_t)post_len, pre->target, &diags);
  free(post_text);
  assert_non_null(post);
  vl_status tv = vl_validate_translation(&pre->functions[0], &post->functions[0], NULL, &diags);
  for (size_t i = 0; tv != VL_OK && i < diags.list.len; i++) fprintf(stderr, "%s: %s\n", label, diags.list.data[i].message);
  assert_int_equal(tv, VL_OK);
  vl_module_free(post);
  vl_diags_free(&diags);
  vl_arena_free(&arena);
}

/* `plan` written into an->fn (of module `pre`), parsed again; *counts: what was inserted. */
static inline vl_module *insert_plan(const vl_module *pre, const vl_analysis *an, vl_spill_plan *plan, vl_spill_state *state,
                                     vl_spill_counts *counts) {
  char *text;
  size_t len;
  vl_diags diags = {0};
  *counts = (vl_spill_counts){0};
  assert_int_equal(vl_spill_insert(an->fn, an->cfg->frequency, plan, state, &text, &len, counts, NULL, NULL, &diags), VL_OK);
  vl_module *changed = vl_mir_parse_text(pre->path, text, (uint32_t)len, pre->target, &diags);
  free(text);
  assert_non_null(changed);
  vl_diags_free(&diags);
  return changed;
}

#endif
