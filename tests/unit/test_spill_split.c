/* Unit tests of the split home (vl_spill_plan_split, spill_insert.c) on real LLVM 19
 * pre-RA MIR with a loop (tests/inputs/mir/loop_gfx90a.pre.mir): every single-lane
 * virtual register that enters a block is split in turn; each result parses, holds
 * the split register nowhere, carries its value through COPYs alone (no stack code),
 * allocates with the classical allocator, and translation validation accepts the
 * allocated code against the input. Tuples and registers that enter no block get
 * no split. Run from the repository root. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "alloc/spill_insert.h"
#include "validate_fixture.h"

static const char *const INPUT = "tests/inputs/mir/loop_gfx90a.pre.mir";

static bool enters_a_block(const vl_analysis *an, uint32_t v) {
  const vl_regspace *s = &an->live->space;
  for (uint32_t b = 0; b < an->fn->num_blocks; b++)
    for (uint32_t l = 0; l < s->width[v]; l++)
      if (vl_bitset_test(&an->live->live_in[b], vl_vreg_bit(s, v, l))) return true;
  return false;
}

static bool names_vreg(const vl_function *fn, uint32_t v) {
  for (uint32_t k = 0; k < fn->num_instrs; k++)
    for (uint32_t o = 0; o < fn->instrs[k].num_ops; o++)
      if (fn->instrs[k].ops[o].kind == VL_OP_VREG && fn->instrs[k].ops[o].reg == v) return true;
  return false;
}

/* Splits v of `pre` (analysed as `an`), allocates and validates; returns the COPYs inserted. */
static uint32_t split_and_validate(const vl_module *pre, const vl_analysis *an, uint32_t v) {
  vl_arena arena = {0}, state_arena = {0};
  vl_spill_state state = {.lane_vreg = UINT32_MAX, .arena = &state_arena};
  vl_spill_plan plan;
  vl_spill_plan_split(an, &state, v, &plan, &arena);
  assert_int_equal(plan.choices.len, 1);
  assert_int_equal(plan.choices.data[0].home.kind, VL_HOME_SPLIT);
  uint32_t home = plan.choices.data[0].home.vreg;
  vl_spill_counts counts;
  vl_module *split = insert_plan(pre, an, &plan, &state, &counts);
  assert_int_equal(counts.stores + counts.reloads + counts.agpr_saves + counts.agpr_reloads, 0);
  assert_true(counts.split_copies >= 2);   /* into the home after a write, out before a read */
  const vl_function *fn = &split->functions[0];
  assert_false(names_vreg(fn, v));
  assert_true(names_vreg(fn, home));
  char label[32];
  snprintf(label, sizeof label, "%%%u", v);
  allocate_and_validate(pre, split, label);
  vl_module_free(split);
  vl_arena_free(&arena);
  vl_arena_free(&state_arena);
  return counts.split_copies;
}

static void every_split_validates(void **unused) {
  (void)unused;
  vl_diags diags = {0};
  vl_module *m = vl_mir_parse_file(INPUT, NULL, &diags);
  assert_non_null(m);
  vl_arena arena = {0};
  vl_budget_options options = {0};
  vl_analysis *an = vl_analyze(&m->functions[0], &options, &arena);
  const vl_function *fn = an->fn;
  uint32_t split = 0, refused = 0;
  for (uint32_t v = 0; v < fn->num_vregs; v++) {
    if (!an->live->space.width[v] || vl_vreg_file(fn, v) == VL_FILE_ACCUM) continue;
    vl_arena scratch = {0}, state_arena = {0};
    vl_spill_state state = {.lane_vreg = UINT32_MAX, .arena = &state_arena};
    vl_spill_plan plan;
    vl_spill_plan_split(an, &state, v, &plan, &scratch);
    if (an->live->space.width[v] == 1 && enters_a_block(an, v)) {
      if (plan.choices.len) split_and_validate(m, an, v), split++;   /* unless it cannot spill */
    } else {   /* a tuple, or local to one block: nothing to split */
      assert_int_equal(plan.choices.len, 0);
      refused++;
    }
    vl_arena_free(&scratch);
    vl_arena_free(&state_arena);
  }
  assert_true(split >= 3);   /* the loop's counters and pointers */
  assert_true(refused >= 1);
  vl_arena_free(&arena);
  vl_module_free(m);
  vl_diags_free(&diags);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(every_split_validates),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
