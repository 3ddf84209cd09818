/* Unit tests of the spare special registers (analysis/budget.h: the vcc halves a function never
 * names, vcc_hi in wave32 in practice, which LLVM 19's greedy allocates when the SGPRs run out)
 * on real LLVM 19 pre-RA MIR from tests/inputs/mir: the budget lists vcc_hi alone on a gfx1100
 * loop that compares into vcc_lo, both halves where nothing names vcc, none on a gfx90a
 * function that names vcc; one SGPR below the pressure, the classical allocator places values
 * in the spares, where without them it fails, and both verifiers accept a value in vcc_hi
 * while it is a spare and reject it where it is not; and the spill planner counts the spares
 * as SGPR capacity, choosing nothing at that budget; the learned allocator's masked decoding takes
 * the spares at its dead ends as the classical allocator does (the spiller counted them as room,
 * so without that its answer failed on every function that needed them). Run from the repository root. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "alloc/classical.h"
#include "alloc/spill_plan.h"
#include "learn/proposers.h"
#include "analysis/analysis.h"
#include "front/mir_parse.h"
#include "verify/native.h"
#include "verify/smt_verify.h"

static const char *const WAVE32 = "tests/inputs/mir/loop_gfx1100.pre.mir";
static const char *const UNNAMED = "tests/inputs/mir/bfs_gfx1100.pre.mir";   /* names no vcc half */

static vl_module *parse(const char *path) {
  vl_diags diags = {0};
  vl_module *m = vl_mir_parse_file(path, NULL, &diags);
  assert_non_null(m);
  vl_diags_free(&diags);
  return m;
}

static vl_physreg named(const vl_module *m, const char *name) {
  vl_physreg reg;
  assert_true(vl_target_parse_physreg(m->target, name, strlen(name), &reg));
  return reg;
}

/* fn analysed with `sgprs` numbered SGPRs (0: the target's). */
static vl_analysis *analysed(const vl_function *fn, uint32_t sgprs, vl_arena *arena) {
  vl_budget_options options = {.max_scalar = sgprs};
  return vl_analyze(fn, &options, arena);
}

static void test_budget_lists_vcc_hi_on_wave32(void **state) {
  (void)state;
  vl_module *m = parse(WAVE32);
  vl_arena arena = {0};
  vl_analysis *an = analysed(&m->functions[0], 0, &arena);
  assert_int_equal(an->budget.num_spare, 1);
  assert_true(vl_physreg_equal(an->budget.spare[0], named(m, "vcc_hi")));
  vl_arena_free(&arena);
  vl_module_free(m);
  m = parse(UNNAMED);
  an = analysed(&m->functions[0], 0, &arena);
  assert_int_equal(an->budget.num_spare, 2);
  vl_arena_free(&arena);
  vl_module_free(m);
  /* reduce on gfx90a names vcc: neither half is spare. */
  m = parse("tests/inputs/mir/reduce_gfx90a.pre.mir");
  an = analysed(&m->functions[0], 0, &arena);
  assert_int_equal(an->budget.num_spare, 0);
  vl_arena_free(&arena);
  vl_module_free(m);
}

/* One SGPR below the pressure: the spares take what does not fit, and it verifies. */
static void test_classical_takes_the_spares_over_the_budget(void **state) {
  (void)state;
  vl_module *m = parse(UNNAMED);
  vl_arena arena = {0};
  const vl_function *fn = &m->functions[0];
  uint32_t peak = analysed(fn, 0, &arena)->pressure->max[VL_FILE_SCALAR];
  vl_analysis *an = analysed(fn, peak - 1, &arena);
  vl_assignment *a = vl_assignment_new(fn, &arena);
  vl_diags diags = {0};
  uint32_t failed;
  assert_int_equal(vl_alloc_classical_failing(an->intervals, &an->budget, an->pressure, a, &failed, &diags), VL_OK);
  uint32_t in_spare = 0;
  for (uint32_t v = 0; v < fn->num_vregs; v++)
    in_spare += vl_physreg_equal(a->reg[v], named(m, "vcc_lo")) || vl_physreg_equal(a->reg[v], named(m, "vcc_hi"));
  assert_true(in_spare >= 1);
  vl_verify_result r;
  vl_smt_timing timing;
  assert_int_equal(vl_verify_native(an->intervals, &an->budget, a, &diags, 4, &r), VL_OK);
  assert_int_equal(vl_verify_smt(an->intervals, &an->budget, a, &diags, 4, &r, &timing), VL_OK);
  /* A value of vcc_lo moved to vcc_hi, which nothing else holds: valid while vcc_hi is a spare,
   * and both verifiers reject it where the budget lists none (the target keeps vcc_hi from
   * ordinary choices in wave32). */
  vl_physreg hi = named(m, "vcc_hi");
  uint32_t moved = UINT32_MAX;
  for (uint32_t v = 0; v < fn->num_vregs; v++) {
    assert_false(vl_physreg_equal(a->reg[v], hi));
    if (moved == UINT32_MAX && vl_physreg_equal(a->reg[v], named(m, "vcc_lo")) && vl_target_class_lists(m->target, fn->vregs[v].cls, hi))
      moved = v;
  }
  assert_true(moved < fn->num_vregs);
  a->reg[moved] = hi;
  assert_int_equal(vl_verify_native(an->intervals, &an->budget, a, &diags, 4, &r), VL_OK);
  assert_int_equal(vl_verify_smt(an->intervals, &an->budget, a, &diags, 4, &r, &timing), VL_OK);
  an->budget.num_spare = 0;
  assert_int_not_equal(vl_verify_native(an->intervals, &an->budget, a, &diags, 4, &r), VL_OK);
  assert_int_not_equal(vl_verify_smt(an->intervals, &an->budget, a, &diags, 4, &r, &timing), VL_OK);
  /* Without the spares the numbered registers alone do not hold it. */
  assert_int_not_equal(vl_alloc_classical_failing(an->intervals, &an->budget, an->pressure, a, &failed, &diags), VL_OK);
  vl_diags_free(&diags);
  vl_arena_free(&arena);
  vl_module_free(m);
}

/* The planner's SGPR limit counts the spares: one over the numbered budget is no over-budget point. */
static void test_planner_counts_the_spares(void **state) {
  (void)state;
  vl_module *m = parse(UNNAMED);
  vl_arena arena = {0}, state_arena = {0};
  const vl_function *fn = &m->functions[0];
  uint32_t peak = analysed(fn, 0, &arena)->pressure->max[VL_FILE_SCALAR];
  vl_analysis *an = analysed(fn, peak - 1, &arena);
  vl_spill_state st = {.lane_vreg = UINT32_MAX, .arena = &state_arena};
  vl_spill_plan plan;
  vl_spill_plan_round(an, &st, &plan, &arena);
  assert_int_equal(plan.over_points, 0);
  assert_int_equal(plan.choices.len, 0);
  an->budget.num_spare = 0;
  vl_spill_plan_round(an, &st, &plan, &arena);
  assert_true(plan.over_points > 0);
  assert_true(plan.choices.len > 0);
  vl_arena_free(&state_arena);
  vl_arena_free(&arena);
  vl_module_free(m);
}

/* Some numbered SGPR budget of a gfx1100 call chain (whose first function names no vcc half) at which
 * the model's masked answer finds no fit without the spares, and with them uses one and verifies. */
static void test_model_takes_the_spares_at_dead_ends(void **state) {
  (void)state;
  vl_module *m = parse("tests/inputs/mir/call_chain_gfx1100.pre.mir");
  vl_arena arena = {0};
  vl_diags diags = {0};
  vl_proposer *p = vl_proposer_open("model", NULL, &diags);
  vl_diags_print(&diags, stderr);
  assert_non_null(p);
  const vl_function *fn = &m->functions[0];
  uint32_t peak = analysed(fn, 0, &arena)->pressure->max[VL_FILE_SCALAR];
  vl_propose_params greedy = {.mask = true};
  vl_verify_result r;
  bool found = false;
  for (uint32_t sgprs = peak; sgprs > 0 && !found; sgprs--) {
    vl_analysis *an = analysed(fn, sgprs, &arena);
    vl_budget with = an->budget;
    an->budget.num_spare = 0;
    vl_assignment *a = vl_assignment_new(fn, &arena);
    vl_diags_free(&diags);
    if (p->propose(p->self, an, &greedy, a, &diags) == VL_OK &&
        vl_verify_native(an->intervals, &an->budget, a, &diags, 4, &r) == VL_OK)
      continue;
    an->budget = with;
    vl_diags_free(&diags);
    if (p->propose(p->self, an, &greedy, a, &diags) != VL_OK) continue;
    uint32_t in_spare = 0;
    for (uint32_t v = 0; v < fn->num_vregs; v++) in_spare += vl_budget_is_spare(&an->budget, a->reg[v]);
    found = in_spare >= 1 && vl_verify_native(an->intervals, &an->budget, a, &diags, 4, &r) == VL_OK;
  }
  assert_true(found);
  p->destroy(p->self);
  vl_diags_free(&diags);
  vl_arena_free(&arena);
  vl_module_free(m);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_budget_lists_vcc_hi_on_wave32),
      cmocka_unit_test(test_classical_takes_the_spares_over_the_budget),
      cmocka_unit_test(test_planner_counts_the_spares),
      cmocka_unit_test(test_model_takes_the_spares_at_dead_ends),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
