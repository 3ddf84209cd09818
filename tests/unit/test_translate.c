/* Unit tests of the translation validator's abstract state (tv_state.c): what a
 * location holds after clears, kills, undefinitions and additions, and the meet
 * of two states (intersection, an undefined name counting as held everywhere);
 * and of the validator on greedy's allocation of tests/inputs/tv/spmv.pre.mir. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <cmocka.h>

#include "verify/tv_internal.h"

enum { UNITS = 4, NAMES = 8, DENSE = 8 };   /* names 0..3: units' own; 4..7: virtual lanes */

typedef struct fixture {
  vl_arena arena;
  tv_ctx ctx;
  uint32_t readers[NAMES + 2];
} fixture;

static int setup(void **state) {
  static fixture f;
  f = (fixture){0};
  f.ctx.arena = &f.arena;
  f.ctx.num_names = NAMES;
  f.ctx.num_units = UNITS;
  f.ctx.num_dense = DENSE;
  f.ctx.cands.reader_start = f.readers;   /* no candidates */
  tv_edit_init(&f.ctx, &f.ctx.edit);
  *state = &f;
  return 0;
}

static int teardown(void **state) {
  fixture *f = *state;
  tv_edit_free(&f->ctx.edit);
  vl_arena_free(&f->arena);
  return 0;
}

/* One step: PRE defines `name` and POST writes it to `loc`. */
static void put(tv_ctx *ctx, tv_state *s, uint32_t loc, uint32_t name) {
  tv_state_count(ctx, s);
  tv_edit_begin(&ctx->edit);
  tv_edit_kill(ctx, name);
  tv_edit_clear(ctx, loc, true);
  tv_edit_add(ctx, loc, name);
  tv_edit_commit(ctx, s);
}

static void test_entry_and_edits(void **state) {
  fixture *f = *state;
  tv_ctx *ctx = &f->ctx;
  tv_state s;
  tv_state_init(ctx, &s);
  tv_state_entry(ctx, &s);
  assert_true(tv_holds(&s, 2, 2));           /* a unit holds its entry value */
  assert_false(tv_holds(&s, 2, 3));
  assert_true(tv_holds(&s, 1, 5));           /* a virtual lane no def reaches: held everywhere */
  put(ctx, &s, 1, 5);                        /* defined: no longer undefined */
  assert_true(tv_holds(&s, 1, 5));
  assert_false(tv_holds(&s, 0, 5));
  tv_state_count(ctx, &s);
  tv_edit_begin(&ctx->edit);                 /* a copy of unit 1 to unit 0 */
  tv_edit_clear(ctx, 0, true);
  tv_edit_add(ctx, 0, 5);
  tv_edit_commit(ctx, &s);
  assert_true(tv_holds(&s, 0, 5));
  put(ctx, &s, 2, 5);                        /* a redefinition leaves every old place */
  assert_false(tv_holds(&s, 0, 5));
  assert_false(tv_holds(&s, 1, 5));
  assert_false(tv_holds(&s, 1, 1));          /* cleared by the first put */
  put(ctx, &s, UNITS + 2, 5);                /* a stack word */
  assert_true(tv_holds(&s, UNITS + 2, 5));
  tv_state_count(ctx, &s);
  tv_edit_begin(&ctx->edit);
  tv_edit_undefine(ctx, 5);
  tv_edit_commit(ctx, &s);
  assert_true(tv_holds(&s, 3, 5));           /* undefined: anywhere */
  tv_state_free(&s);
}

static void test_lanes(void **state) {
  fixture *f = *state;
  tv_ctx *ctx = &f->ctx;
  tv_state s;
  tv_state_init(ctx, &s);
  tv_state_entry(ctx, &s);
  put(ctx, &s, 1, 6);
  tv_state_count(ctx, &s);
  tv_edit_begin(&ctx->edit);
  tv_edit_clear(ctx, tv_lane_loc(0, 3), false);
  tv_edit_add(ctx, tv_lane_loc(0, 3), 6);    /* lane 3 of unit 0 := unit 1 */
  tv_edit_clear(ctx, 0, false);              /* the unit's own set goes, its lanes stay */
  tv_edit_commit(ctx, &s);
  assert_true(tv_holds(&s, tv_lane_loc(0, 3), 6));
  assert_false(tv_holds(&s, 0, 0));
  put(ctx, &s, 0, 7);                        /* a whole write of unit 0 clears its lanes */
  assert_false(tv_holds(&s, tv_lane_loc(0, 3), 6));
  tv_state_free(&s);
}

static void test_meet(void **state) {
  fixture *f = *state;
  tv_ctx *ctx = &f->ctx;
  tv_state a, b, m;
  tv_state_init(ctx, &a);
  tv_state_init(ctx, &b);
  tv_state_init(ctx, &m);
  tv_state_entry(ctx, &a);
  tv_state_entry(ctx, &b);
  put(ctx, &a, 1, 4);                        /* 4 in unit 1 on one path... */
  put(ctx, &b, 2, 4);                        /* ...in unit 2 on the other */
  put(ctx, &a, 3, 6);                        /* 6 defined on one path only, undefined on the other */
  tv_state_meet(ctx, &m, &a);
  tv_state_meet(ctx, &m, &b);
  assert_false(tv_holds(&m, 1, 4));
  assert_false(tv_holds(&m, 2, 4));
  assert_true(tv_holds(&m, 3, 6));           /* held where the defining path has it */
  assert_false(tv_holds(&m, 0, 6));
  assert_true(tv_holds(&m, 0, 0));           /* untouched on both */
  assert_true(tv_holds(&m, 0, 7));           /* undefined on both */
  tv_state_free(&a);
  tv_state_free(&b);
  tv_state_free(&m);
}

static void test_greedy_spmv(void **state) {
  (void)state;
  vl_diags diags = {0};
  vl_module *pre = vl_mir_parse_file("tests/inputs/tv/spmv.pre.mir", NULL, &diags);
  vl_module *post = vl_mir_parse_file("tests/inputs/tv/spmv.post.mir", NULL, &diags);
  vl_module *bad = vl_mir_parse_file("tests/inputs/tv/drop_reload.post.mir", NULL, &diags);
  assert_non_null(pre);
  assert_non_null(post);
  assert_non_null(bad);
  vl_tv_stats st;
  assert_int_equal(vl_validate_translation(&pre->functions[0], &post->functions[0], &st, &diags), VL_OK);
  assert_int_equal(st.spills, 3);
  assert_int_equal(st.reloads, 3);
  assert_true(st.uses_checked > 0);
  assert_int_equal(vl_validate_translation(&pre->functions[0], &bad->functions[0], &st, &diags), VL_INVALID);
  assert_int_equal(diags.count[VL_CAT_DATAFLOW], 1);
  assert_int_equal(vl_validate_translation(&pre->functions[0], &pre->functions[0], &st, &diags), VL_BAD_INPUT);
  vl_diags_free(&diags);
  vl_module_free(pre);
  vl_module_free(post);
  vl_module_free(bad);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(test_entry_and_edits, setup, teardown),
      cmocka_unit_test_setup_teardown(test_lanes, setup, teardown),
      cmocka_unit_test_setup_teardown(test_meet, setup, teardown),
      cmocka_unit_test(test_greedy_spmv),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
