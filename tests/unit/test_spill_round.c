/* Unit tests of one spill round (vl_spill_plan_round, spill_insert.c) on real LLVM 19
 * pre-RA MIR at VGPR budgets below its pressure, without AGPR homes and without
 * placement. The round gives back choices that later ones made needless: its plan is
 * a subset of the plan that keeps them (vl_spill_state.keep_needless), the spilled code,
 * parsed and analysed again, fits the budget wherever the kept plan's does, and fewer
 * of its choices are needless, measured on the spilled code itself: leaving such a
 * choice out of the plan, the code still fits. With a small AGPR budget, AGPR homes go to
 * the values that save most there: the spill code the round inserts costs less than
 * with homes in the order chosen (vl_spill_state.homes_in_order), no more AGPR homes
 * are used, and the AGPR pressure of the spilled code stays within its budget. With the
 * VGPRs relieved again after the SGPRs, one round leaves room for the lane VGPRs of SGPR
 * homes. An AGPR home takes its value's whole width wherever the value lives, however
 * few of its lanes live there. Stack spills through flat scratch (gfx942), one instruction for up
 * to 16 bytes, make wide values cheaper to spill than through MUBUF (gfx90a). Run from the
 * repository root. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "alloc/spill_insert.h"
#include "front/mir_parse.h"

/* The module at `path` and its first function's peak VGPR pressure without a budget. */
static vl_module *load(const char *path, uint32_t *pressure) {
  vl_diags diags = {0};
  vl_module *m = vl_mir_parse_file(path, NULL, &diags);
  assert_non_null(m);
  vl_diags_free(&diags);
  vl_arena probe = {0};
  vl_budget_options open = {0};
  *pressure = vl_analyze(&m->functions[0], &open, &probe)->pressure->max[VL_FILE_VECTOR];
  vl_arena_free(&probe);
  return m;
}

/* The plan inserted into pre's function, parsed and analysed again at `options` (in `arena`);
 * *cost: the spill code's weighted cost. */
static const vl_analysis *spilled_analysis(const vl_module *pre, const vl_analysis *an, vl_spill_state *state,
                                           const vl_spill_plan *plan, const vl_budget_options *options,
                                           vl_module **spilled, double *cost, vl_arena *arena) {
  char *text;
  size_t len;
  vl_spill_counts counts = {0};
  vl_diags diags = {0};
  assert_int_equal(vl_spill_insert(an->fn, an->cfg->frequency, plan, state, &text, &len, &counts, NULL, NULL, &diags), VL_OK);
  *spilled = vl_mir_parse_text(pre->path, text, (uint32_t)len, pre->target, &diags);
  free(text);
  assert_non_null(*spilled);
  vl_diags_free(&diags);
  *cost = counts.cost;
  return vl_analyze(&(*spilled)->functions[0], options, arena);
}

/* The peak VGPR pressure of fn with choice `skip` (SIZE_MAX: none) left out of the plan. */
static uint32_t peak_after(const vl_module *pre, const vl_analysis *an, const vl_spill_state *planned,
                           const vl_spill_plan *plan, size_t skip, const vl_budget_options *options) {
  vl_arena arena = {0}, state_arena = {0};
  vl_spill_state state = *planned;   /* the round's state, copied: inserting updates it */
  state.arena = &state_arena;
  state.capacity = 0;
  vl_spill_state_reserve(&state, planned->capacity);
  memcpy(state.home, planned->home, planned->capacity * sizeof *state.home);
  memcpy(state.pinned, planned->pinned, planned->capacity * sizeof *state.pinned);
  vl_spill_plan less = *plan;
  less.choice_of = VL_NEW_ARRAY(&arena, uint32_t, an->fn->num_vregs + 1);
  less.choices.data = VL_NEW_ARRAY(&arena, vl_spill_choice, plan->choices.len + 1);
  less.choices.len = 0;
  for (size_t i = 0; i < plan->choices.len; i++) {
    if (i == skip) continue;
    less.choices.data[less.choices.len++] = plan->choices.data[i];
    less.choice_of[plan->choices.data[i].vreg] = (uint32_t)less.choices.len;
  }
  vl_module *spilled;
  double cost;
  const vl_analysis *after = spilled_analysis(pre, an, &state, &less, options, &spilled, &cost, &arena);
  uint32_t peak = after->pressure->max[VL_FILE_VECTOR];
  vl_module_free(spilled);
  vl_arena_free(&arena);
  vl_arena_free(&state_arena);
  return peak;
}

/* Choices of `plan` whose leaving out still fits `limit` in the spilled code. */
static uint32_t needless(const vl_module *pre, const vl_analysis *an, const vl_spill_state *state,
                         const vl_spill_plan *plan, const vl_budget_options *options, uint32_t limit) {
  uint32_t n = 0;
  for (size_t i = 0; i < plan->choices.len; i++) n += peak_after(pre, an, state, plan, i, options) <= limit;
  return n;
}

static void fewer_needless_choices(void **unused) {
  (void)unused;
  static const char *const inputs[] = {
      "tests/inputs/mir/gemm_step_gfx942.pre.mir", "tests/inputs/mir/gemm_bf16_gfx942.pre.mir",
      "tests/inputs/mir/stencil_gfx942.pre.mir",   "tests/inputs/mir/saxpy_gfx942.pre.mir",
      "tests/inputs/mir/bfs_gfx1100.pre.mir"};
  uint32_t given_back = 0, needless_kept = 0, needless_now = 0;
  for (size_t in = 0; in < sizeof inputs / sizeof *inputs; in++) {
    uint32_t pressure;
    vl_module *m = load(inputs[in], &pressure);
    for (uint32_t below = 2; below <= 24 && below < pressure / 2; below += 2) {
      vl_budget_options options = {.max_vector = pressure - below, .accum_given = true};   /* no AGPR homes */
      vl_arena arena = {0}, state_arena = {0};
      vl_analysis *an = vl_analyze(&m->functions[0], &options, &arena);
      uint32_t limit = an->budget.limit[VL_FILE_VECTOR];
      assert_true(an->pressure->max[VL_FILE_VECTOR] > limit);
      vl_spill_state kept_state = {.lane_vreg = UINT32_MAX, .keep_needless = true, .arena = &state_arena};
      vl_spill_state state = {.lane_vreg = UINT32_MAX, .arena = &state_arena};
      vl_spill_plan kept, plan;
      vl_spill_plan_round(an, &kept_state, &kept, &arena);
      vl_spill_plan_round(an, &state, &plan, &arena);
      assert_true(plan.choices.len > 0);
      for (size_t i = 0; i < plan.choices.len; i++) assert_true(kept.choice_of[plan.choices.data[i].vreg] > 0);
      given_back += (uint32_t)(kept.choices.len - plan.choices.len);
      if (peak_after(m, an, &kept_state, &kept, SIZE_MAX, &options) <= limit)
        assert_true(peak_after(m, an, &state, &plan, SIZE_MAX, &options) <= limit);
      needless_kept += needless(m, an, &kept_state, &kept, &options, limit);
      needless_now += needless(m, an, &state, &plan, &options, limit);
      vl_arena_free(&arena);
      vl_arena_free(&state_arena);
    }
    vl_module_free(m);
  }
  fprintf(stderr, "given back %u; needless choices %u kept, %u after giving back\n", given_back, needless_kept,
          needless_now);
  assert_true(given_back > 0);
  assert_true(needless_now < needless_kept);
}

/* One round's plan for `pre` at `options`, with the choice flags of `flags`, inserted: the spill
 * code's weighted cost, the spilled code's peak pressure per file, the round's AGPR homes and
 * whether it gave SGPRs lane homes. */
typedef struct round_result {
  double cost;
  uint32_t peak[VL_NUM_FILES];
  uint32_t agpr_homes;
  uint32_t wide_lanes;   /* lanes of the values wider than 32 bits given stack homes */
  bool lane_homes;
} round_result;

static round_result one_round(const vl_module *pre, const vl_budget_options *options, vl_spill_state flags) {
  vl_arena arena = {0}, state_arena = {0};
  vl_analysis *an = vl_analyze(&pre->functions[0], options, &arena);
  vl_spill_state state = flags;
  state.lane_vreg = UINT32_MAX;
  state.arena = &state_arena;
  vl_spill_plan plan;
  vl_spill_plan_round(an, &state, &plan, &arena);
  round_result r = {.lane_homes = plan.new_lane_vregs.len > 0};
  for (size_t i = 0; i < plan.choices.len; i++) {
    const vl_spill_choice *ch = &plan.choices.data[i];
    uint32_t width = an->live->space.width[ch->vreg];
    r.agpr_homes += ch->home.kind == VL_HOME_AGPR;
    if (ch->home.kind == VL_HOME_STACK && width > 1) r.wide_lanes += width;
  }
  vl_module *spilled;
  const vl_analysis *after = spilled_analysis(pre, an, &state, &plan, options, &spilled, &r.cost, &arena);
  for (int f = 0; f < VL_NUM_FILES; f++) r.peak[f] = after->pressure->max[f];
  vl_module_free(spilled);
  vl_arena_free(&arena);
  vl_arena_free(&state_arena);
  return r;
}

static void agpr_homes_by_cost(void **unused) {
  (void)unused;
  static const char *const inputs[] = {"tests/inputs/mir/gemm_step_gfx942.pre.mir",
                                       "tests/inputs/mir/gemm_bf16_gfx942.pre.mir"};
  uint32_t cheaper = 0;
  for (size_t in = 0; in < sizeof inputs / sizeof *inputs; in++) {
    uint32_t pressure;
    vl_module *m = load(inputs[in], &pressure);
    for (uint32_t below = 8; below <= 24; below += 8)
      for (uint32_t agprs = 2; agprs <= 8; agprs *= 2) {
        vl_budget_options options = {.max_vector = pressure - below, .max_accum = agprs, .accum_given = true};
        round_result by_cost = one_round(m, &options, (vl_spill_state){0});
        round_result in_order = one_round(m, &options, (vl_spill_state){.homes_in_order = true});
        assert_true(by_cost.cost <= in_order.cost * (1 + 1e-9));
        assert_true(by_cost.agpr_homes <= in_order.agpr_homes);
        assert_true(by_cost.peak[VL_FILE_ACCUM] <= agprs);
        cheaper += by_cost.cost < in_order.cost * (1 - 1e-9);
      }
    vl_module_free(m);
  }
  fprintf(stderr, "AGPR homes by cost: cheaper spill code at %u budgets\n", cheaper);
  assert_true(cheaper > 0);
}

/* SGPR lane homes take a whole VGPR each: relieving the VGPRs again after the SGPRs, one round
 * fits the VGPR budget with them wherever it spills SGPRs, while the round that relieves the
 * VGPRs only first leaves the lane VGPR over the budget at some budgets. */
static void vector_again_after_lanes(void **unused) {
  (void)unused;
  static const char *const inputs[] = {"tests/inputs/mir/stencil_gfx942.pre.mir", "tests/inputs/mir/bfs_gfx1100.pre.mir"};
  uint32_t with_lanes = 0, over_without = 0;
  for (size_t in = 0; in < sizeof inputs / sizeof *inputs; in++) {
    uint32_t pressure;
    vl_module *m = load(inputs[in], &pressure);
    vl_arena probe = {0};
    vl_budget_options open = {0};
    uint32_t scalar = vl_analyze(&m->functions[0], &open, &probe)->pressure->max[VL_FILE_SCALAR];
    vl_arena_free(&probe);
    for (uint32_t below = 2; below <= 6; below += 2)
      for (uint32_t sbelow = 2; sbelow <= 6; sbelow += 2) {
        vl_budget_options options = {.max_vector = pressure - below, .max_scalar = scalar - sbelow,
                                      .accum_given = true};   /* no AGPR homes */
        round_result again = one_round(m, &options, (vl_spill_state){.vector_again = true});
        round_result once = one_round(m, &options, (vl_spill_state){0});
        if (!again.lane_homes) continue;
        with_lanes++;
        assert_true(again.peak[VL_FILE_VECTOR] <= options.max_vector);
        over_without += once.peak[VL_FILE_VECTOR] > options.max_vector;
      }
    vl_module_free(m);
  }
  fprintf(stderr, "VGPRs again after SGPR lanes: %u budgets with lane homes, %u over without it\n", with_lanes,
          over_without);
  assert_true(with_lanes > 0);
  assert_true(over_without > 0);
}

/* tests/inputs/unit/spill_agpr_half.mir: a 64-bit value with one lane defined and a 32-bit one
 * both spill under 4 VGPRs. With 2 AGPRs they do not both fit in AGPR homes (the 64-bit home
 * is a whole register): counted by live lanes, both went there and the spilled code needed 3. */
static void agpr_home_whole_width(void **unused) {
  (void)unused;
  uint32_t pressure;
  vl_module *m = load("tests/inputs/unit/spill_agpr_half.mir", &pressure);
  vl_budget_options options = {.max_vector = 4, .max_accum = 2, .accum_given = true};
  round_result r = one_round(m, &options, (vl_spill_state){0});
  assert_true(r.agpr_homes > 0);
  assert_true(r.peak[VL_FILE_ACCUM] <= options.max_accum);
  assert_true(r.peak[VL_FILE_VECTOR] <= options.max_vector);
  vl_module_free(m);
}

/* A stack spill through flat scratch moves up to 16 bytes per instruction (gfx942), through MUBUF
 * 4 (gfx90a): the same MIR (a gfx942 GEMM step) parsed for each target, without AGPR homes, the
 * gfx942 round gives at least as many lanes of wide values stack homes as the gfx90a one at every
 * budget, more at some, and its spill code (each pseudo counted once, as llc lowers it on gfx942
 * and as the tally counts) costs no more; both fit the budget. */
static void flat_scratch_takes_wide_values(void **unused) {
  (void)unused;
  const char *path = "tests/inputs/mir/gemm_step_gfx942.pre.mir";
  uint32_t pressure, more_wide = 0;
  vl_module_free(load(path, &pressure));
  vl_diags diags = {0};
  vl_module *flat = vl_mir_parse_file(path, vl_target_by_name("gfx942", 6), &diags);
  vl_module *mubuf = vl_mir_parse_file(path, vl_target_by_name("gfx90a", 6), &diags);
  assert_non_null(flat);
  assert_non_null(mubuf);
  vl_diags_free(&diags);
  for (uint32_t below = 4; below <= 24; below += 4) {
    vl_budget_options options = {.max_vector = pressure - below, .accum_given = true};   /* no AGPR homes */
    round_result f = one_round(flat, &options, (vl_spill_state){0});
    round_result m = one_round(mubuf, &options, (vl_spill_state){0});
    assert_true(f.peak[VL_FILE_VECTOR] <= options.max_vector && m.peak[VL_FILE_VECTOR] <= options.max_vector);
    assert_true(f.wide_lanes >= m.wide_lanes);
    assert_true(f.cost <= m.cost * (1 + 1e-9));
    more_wide += f.wide_lanes > m.wide_lanes;
  }
  vl_module_free(flat);
  vl_module_free(mubuf);
  assert_true(more_wide > 0);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(fewer_needless_choices),
      cmocka_unit_test(agpr_homes_by_cost),
      cmocka_unit_test(vector_again_after_lanes),
      cmocka_unit_test(agpr_home_whole_width),
      cmocka_unit_test(flat_scratch_takes_wide_values),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
