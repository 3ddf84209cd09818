/* Unit tests of the exact spill placement (alloc/spill_exact.h).
 *
 * On hand-written MIR (tests/inputs/unit/spill_diamond.mir, a diamond) the
 * integer program's optimum equals a brute force over the problem as stated,
 * without segments: every value that may spill is in a register or in its
 * home at every instruction it lives through, and right after every
 * instruction that only reads it; pressure per half instruction, counted here
 * from the live segments, fits the budget; a block entered in a register is
 * left in one by every predecessor; a reload where home turns into register or
 * a reference reads a value from its home; a definition stores when a reload
 * follows it on some path before another definition. Budgets from unfit to
 * fitting, stack homes only (the brute force knows no others).
 *
 * On the real kernels of tests/inputs/mir under forced budgets, the optimum is
 * a lower bound: at most the heuristic spiller's cost (alloc/spill.h) on the
 * same budget, with every home (AGPR, lane, remat) in play; and the LP
 * relaxation and the proven bound are at most the optimum. Read back as spill
 * choices and written into the MIR, the optimum costs what the program said.
 * Run from the repository root. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "alloc/spill.h"
#include "alloc/spill_insert.h"
#include "alloc/spill_exact.h"
#include "alloc/spill_place.h"
#include "alloc/spill_rules.h"
#include "front/mir_parse.h"
#include "validate_fixture.h"

enum { MAX_BITS = 24, REG = 1, HOME = 0, UNDEF = 2 };

/* A state variable: value v at instruction k, through all of k, or (late) from k's register
 * slot on, after k read it. */
typedef struct point {
  uint32_t v, k;
  bool late;
  uint32_t lanes;   /* registers its home frees */
} point;

typedef struct brute {
  const vl_analysis *an;
  const vl_function *fn;
  vl_spill_facts *facts;
  uint32_t limit;
  uint32_t *block_of;
  point pts[MAX_BITS];
  uint32_t num_pts;
  uint32_t *live[2];   /* per instruction: VGPR file registers live in its early / late half */
  vl_arena arena;
} brute;

static bool covers(const vl_analysis *an, uint32_t bit, uint32_t lo, uint32_t hi) {
  const vl_intervals *iv = an->intervals;
  for (uint32_t i = 0; i < iv->num_segs[bit]; i++)
    if (iv->segs[bit][i].start <= lo && iv->segs[bit][i].end >= hi) return true;
  return false;
}

static bool in_vector_file(const brute *b, uint32_t bit) {
  const vl_regspace *s = &b->an->live->space;
  if (vl_bit_is_unit(s, bit)) return vl_target_unit_file(b->fn->module->target, bit) == VL_FILE_VECTOR;
  return vl_vreg_file(b->fn, s->bit_vreg[bit - s->num_units]) == VL_FILE_VECTOR;
}

/* VGPR registers live per half instruction: the most over its slots. */
static void count_live(brute *b) {
  const vl_regspace *s = &b->an->live->space;
  for (int h = 0; h < 2; h++) b->live[h] = VL_NEW_ARRAY(&b->arena, uint32_t, b->fn->num_instrs);
  for (uint32_t k = 0; k < b->fn->num_instrs; k++)
    for (uint32_t slot = 4 * k; slot < 4 * k + 4; slot++) {
      uint32_t n = 0;
      for (uint32_t bit = 0; bit < s->num_bits; bit++) n += in_vector_file(b, bit) && covers(b->an, bit, slot, slot + 1);
      uint32_t *at = &b->live[slot % 4 >= VL_SLOT_REG][k];
      if (n > *at) *at = n;
    }
}

static bool is_ref(const vl_spill_facts *f, uint32_t k) {
  for (size_t i = 0; i < f->refs.len; i++)
    if (f->refs.data[i] == k) return true;
  return false;
}

static bool live_at(const brute *b, uint32_t v, uint32_t blk, bool entry) {
  const vl_regspace *s = &b->an->live->space;
  for (uint32_t l = 0; l < s->width[v]; l++)
    if (vl_bitset_test(entry ? &b->an->live->live_in[blk] : &b->an->live->live_out[blk], vl_vreg_bit(s, v, l)))
      return true;
  return false;
}

static void setup_brute(brute *b, const vl_analysis *an, uint32_t limit) {
  *b = (brute){.an = an, .fn = an->fn, .limit = limit};
  b->facts = vl_spill_facts_of(an, &b->arena);
  b->block_of = VL_NEW_ARRAY(&b->arena, uint32_t, b->fn->num_instrs);
  for (uint32_t blk = 0; blk < b->fn->num_blocks; blk++)
    for (uint32_t i = 0; i < b->fn->blocks[blk].num_instrs; i++) b->block_of[b->fn->blocks[blk].first_instr + i] = blk;
  count_live(b);
  const vl_regspace *s = &an->live->space;
  for (uint32_t v = 0; v < b->fn->num_vregs; v++) {
    if (!b->facts[v].spillable || vl_vreg_file(b->fn, v) != VL_FILE_VECTOR) continue;
    for (uint32_t k = 0; k < b->fn->num_instrs; k++) {
      bool reads, writes;
      vl_spill_ref(&b->fn->instrs[k], v, &reads, &writes);
      bool ref = is_ref(&b->facts[v], k);
      if (ref && (!reads || writes)) continue;
      uint32_t lanes = 0;
      for (uint32_t l = 0; l < s->width[v]; l++)
        lanes += covers(an, vl_vreg_bit(s, v, l), ref ? 4 * k + VL_SLOT_REG : 4 * k, 4 * k + 4);
      if (!lanes) continue;
      assert_true(b->num_pts < MAX_BITS);
      b->pts[b->num_pts++] = (point){v, k, ref, lanes};
    }
  }
}

/* The state of v at k from the mask (UNDEF: no variable there). */
static int state(const brute *b, uint32_t mask, uint32_t v, uint32_t k, bool late) {
  for (uint32_t i = 0; i < b->num_pts; i++)
    if (b->pts[i].v == v && b->pts[i].k == k && b->pts[i].late == late) return (mask >> i) & 1;
  return UNDEF;
}

static bool fits(const brute *b, uint32_t mask) {
  for (uint32_t k = 0; k < b->fn->num_instrs; k++)
    for (int h = 0; h < 2; h++) {
      if (b->live[h][k] <= b->limit) continue;
      uint32_t freed = 0;
      for (uint32_t i = 0; i < b->num_pts; i++)
        if (b->pts[i].k == k && (!b->pts[i].late || h == 1) && !((mask >> i) & 1)) freed += b->pts[i].lanes;
      if (b->live[h][k] - freed > b->limit) return false;
    }
  return true;
}

/* The weighted cost of the placement of v in the mask, or -1 when it breaks an edge. */
static double value_cost(const brute *b, uint32_t mask, uint32_t v) {
  const vl_function *fn = b->fn;
  const double *freq = b->an->cfg->frequency;
  double w_reload = b->facts[v].remat ? VL_COST_CHEAP_REMAT : VL_COST_LOAD;
  double w_store = b->facts[v].remat ? 0 : VL_COST_STORE;
  uint8_t *reload = VL_NEW_ARRAY((vl_arena *)&b->arena, uint8_t, fn->num_instrs + 1);
  uint8_t *def = VL_NEW_ARRAY((vl_arena *)&b->arena, uint8_t, fn->num_instrs + 1);
  int *exit_state = VL_NEW_ARRAY((vl_arena *)&b->arena, int, fn->num_blocks);
  int *entry_state = VL_NEW_ARRAY((vl_arena *)&b->arena, int, fn->num_blocks);
  double cost = 0;
  for (uint32_t blk = 0; blk < fn->num_blocks; blk++) {
    const vl_block *bb = &fn->blocks[blk];
    int prev = UNDEF;
    entry_state[blk] = UNDEF;
    for (uint32_t k = bb->first_instr; k < bb->first_instr + bb->num_instrs; k++) {
      bool reads, writes;
      vl_spill_ref(&fn->instrs[k], v, &reads, &writes);
      if (is_ref(&b->facts[v], k)) {
        /* The test's MIR heads every block a value lives into with an instruction not naming it. */
        assert_false(k == bb->first_instr && live_at(b, v, blk, true));
        if (reads && prev == HOME) reload[k] = 1;
        def[k] = writes;
        int after = state(b, mask, v, k, true);
        prev = after != UNDEF ? after : REG;
        continue;
      }
      int s = state(b, mask, v, k, false);
      if (s == UNDEF) {
        prev = UNDEF;
        continue;
      }
      if (k == bb->first_instr) entry_state[blk] = s;
      else if (prev == HOME && s == REG) reload[k] = 1;
      prev = s;
    }
    exit_state[blk] = prev;
  }
  for (uint32_t blk = 0; blk < fn->num_blocks; blk++) {
    if (entry_state[blk] != REG) continue;
    for (uint32_t p = 0; p < fn->blocks[blk].num_preds; p++) {
      uint32_t q = fn->blocks[blk].preds[p];
      if (live_at(b, v, q, false) && exit_state[q] != REG) return -1;
    }
  }
  for (uint32_t k = 0; k < fn->num_instrs; k++) cost += reload[k] * w_reload * freq[b->block_of[k]];
  /* Stores: a definition some reload follows before another definition, on some path. */
  uint32_t *stack = VL_NEW_ARRAY((vl_arena *)&b->arena, uint32_t, fn->num_instrs + fn->num_blocks + 1);
  uint8_t *seen = VL_NEW_ARRAY((vl_arena *)&b->arena, uint8_t, fn->num_blocks);
  for (uint32_t d = 0; d < fn->num_instrs; d++) {
    if (!def[d]) continue;
    memset(seen, 0, fn->num_blocks);
    bool stores = false;
    uint32_t depth = 0, blk = b->block_of[d];
    uint32_t from = d + 1;
    for (;;) {
      const vl_block *bb = &fn->blocks[blk];
      bool stopped = false;
      for (uint32_t k = from; k < bb->first_instr + bb->num_instrs && !stores && !stopped; k++) {
        stores = reload[k];
        stopped = def[k];
      }
      if (!stopped && !stores && live_at(b, v, blk, false))
        for (uint32_t j = 0; j < bb->num_succs; j++)
          if (!seen[bb->succs[j]]) seen[bb->succs[j]] = 1, stack[depth++] = bb->succs[j];
      if (stores || !depth) break;
      blk = stack[--depth];
      from = fn->blocks[blk].first_instr;
    }
    if (stores) cost += w_store * freq[b->block_of[d]];
  }
  return cost;
}

/* The cheapest feasible placement, or INFINITY. */
static double brute_force(brute *b) {
  double best = INFINITY;
  for (uint32_t mask = 0; mask < (1u << b->num_pts); mask++) {
    if (!fits(b, mask)) continue;
    double cost = 0;
    for (uint32_t v = 0; v < b->fn->num_vregs && cost >= 0; v++) {
      bool has = false;
      for (uint32_t i = 0; i < b->num_pts; i++) has |= b->pts[i].v == v;
      if (!has) continue;
      double c = value_cost(b, mask, v);
      cost = c < 0 ? -1 : cost + c;
    }
    if (cost >= 0 && cost < best) best = cost;
  }
  return best;
}

static vl_module *load(const char *path) {
  vl_diags diags = {0};
  vl_module *m = vl_mir_parse_file(path, NULL, &diags);
  vl_diags_free(&diags);
  assert_non_null(m);
  return m;
}

/* Budgets 2 (unfit: an instruction's own operands need 3), 3 (spills) and 4 (fits); at 3, block
 * frequencies drawn at random too, so that the cheapest placement moves between the values
 * and blocks. */
static void optimum_equals_brute_force(void **unused) {
  vl_module *m = load("tests/inputs/unit/spill_diamond.mir");
  uint32_t unfit = 0, fit = 0, solved = 0;
  double first_cost = -1;
  bool cost_varied = false;
  srand(11);
  for (uint32_t trial = 0; trial < 14; trial++) {
    uint32_t limit = trial == 0 ? 2 : trial == 1 ? 4 : 3;
    vl_arena arena = {0};
    vl_budget_options options = {.max_vector = limit, .accum_given = true};   /* no AGPR homes */
    vl_analysis *an = vl_analyze(&m->functions[0], &options, &arena);
    if (trial > 2)
      for (uint32_t blk = 0; blk < an->fn->num_blocks; blk++) an->cfg->frequency[blk] = 0.05 + (rand() % 100) / 10.0;
    brute b;
    setup_brute(&b, an, limit);
    assert_true(b.num_pts >= 10);   /* enough freedom to test something */
    double want = brute_force(&b);
    vl_spill_exact e = vl_spill_exact_solve(an, 30, &arena);
    if (isinf(want)) {
      assert_true(e.unfit || e.status == VL_MILP_INFEASIBLE);
      unfit++;
    } else if (e.fits) {
      assert_float_equal(want, 0, 1e-9);
      fit++;
    } else {
      assert_int_equal(e.status, VL_MILP_OPTIMAL);
      assert_float_equal(e.cost, want, 1e-6);
      assert_true(e.lp <= e.cost + 1e-6 && e.bound <= e.cost + 1e-6);
      solved++;
      if (first_cost < 0) first_cost = want;
      cost_varied |= fabs(want - first_cost) > 1e-6;
    }
    vl_arena_free(&b.arena);
    vl_arena_free(&arena);
  }
  assert_int_equal(unfit, 1);
  assert_int_equal(fit, 1);
  assert_int_equal(solved, 12);
  assert_true(cost_varied);
  vl_module_free(m);
}

/* The optimum is at most what the heuristic spiller pays on the same budget. */
static void bound_below_heuristic(void **unused) {
  static const struct {
    const char *path;
    uint32_t vgprs;
  } cases[] = {{"tests/inputs/mir/loop_gfx90a.pre.mir", 6},   {"tests/inputs/mir/loop_gfx90a.pre.mir", 8},
               {"tests/inputs/mir/reduce_gfx90a.pre.mir", 6}, {"tests/inputs/mir/reduce_gfx90a.pre.mir", 8},
               {"tests/inputs/mir/loop_gfx1100.pre.mir", 6},  {"tests/inputs/mir/loop_gfx1100.pre.mir", 8},
               {"tests/inputs/unit/spill_diamond.mir", 3}};
  uint32_t below = 0;
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    vl_module *m = load(cases[i].path);
    vl_budget_options options = {.max_vector = cases[i].vgprs};
    vl_arena arena = {0};
    double exact = 0;
    for (uint32_t f = 0; f < m->num_functions; f++) {
      vl_analysis *an = vl_analyze(&m->functions[f], &options, &arena);
      vl_spill_exact e = vl_spill_exact_solve(an, 30, &arena);
      assert_false(e.unfit);
      assert_true(e.fits || e.status == VL_MILP_OPTIMAL);
      assert_true(e.lp <= e.cost + 1e-6 && e.bound <= e.cost + 1e-6);
      exact += e.cost;
    }
    vl_module *spilled = NULL;
    vl_spill_report report;
    vl_diags diags = {0};
    assert_int_equal(vl_spill_module(m, &options, &spilled, NULL, NULL, &report, &diags), VL_OK);
    vl_diags_free(&diags);
    assert_true(exact > 0);
    assert_true(exact <= report.counts.cost + 1e-6);
    below += exact < report.counts.cost - 1e-6;
    if (spilled) vl_module_free(spilled);
    vl_arena_free(&arena);
    vl_module_free(m);
  }
  assert_true(below > 0);   /* the heuristic is not always optimal: the bound says something */
}

/* The optimum read back as spill choices (vl_spill_exact_given, vl_spill_plan_given) and written
 * into the MIR costs what the integer program said, and the spilled code's pressure fits the
 * budget; where the classical allocator then fits it (no fragmentation), the allocated code is a
 * valid translation of the input. */
static void exact_plan_costs_the_optimum(void **unused) {
  static const struct {
    const char *path;
    uint32_t vgprs;
  } cases[] = {{"tests/inputs/mir/loop_gfx90a.pre.mir", 6},   {"tests/inputs/mir/loop_gfx90a.pre.mir", 8},
               {"tests/inputs/mir/reduce_gfx90a.pre.mir", 6}, {"tests/inputs/mir/reduce_gfx90a.pre.mir", 8},
               {"tests/inputs/mir/loop_gfx1100.pre.mir", 6},  {"tests/inputs/unit/spill_diamond.mir", 3}};
  uint32_t validated = 0;
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    vl_module *m = load(cases[i].path);
    vl_budget_options options = {.max_vector = cases[i].vgprs};
    vl_arena arena = {0}, state_arena = {0};
    vl_diags diags = {0};
    const vl_function *fn = &m->functions[0];
    vl_analysis *an = vl_analyze(fn, &options, &arena);
    vl_spill_given *given;
    size_t n;
    vl_spill_exact e;
    assert_true(vl_spill_exact_given(an, 30, &arena, &given, &n, &e));
    assert_true(n > 0 && e.cost > 0);
    vl_spill_state state = {.lane_vreg = UINT32_MAX, .arena = &state_arena};
    vl_spill_plan plan;
    vl_spill_plan_given(an, &state, given, n, &plan, &arena);
    assert_int_equal(plan.choices.len, n);
    vl_spill_counts counts;
    vl_module *spilled = insert_plan(m, an, &plan, &state, &counts);
    assert_float_equal(counts.cost, e.cost, 1e-6);
    vl_budget_options fixed = vl_spill_fixed_budget(fn, &options);
    vl_analysis *after = vl_analyze(&spilled->functions[0], &fixed, &arena);
    for (int f = 0; f < VL_FILE_SPECIAL; f++)
      assert_true(after->pressure->max[f] <= vl_budget_capacity(&after->budget, (vl_regfile)f));
    vl_assignment *a = vl_assignment_new(after->fn, &arena);
    if (vl_alloc_classical(after->intervals, &after->budget, after->pressure, a, &diags) == VL_OK) {
      allocate_and_validate(m, spilled, cases[i].path);
      validated++;
    }
    vl_module_free(spilled);
    vl_diags_free(&diags);
    vl_arena_free(&state_arena);
    vl_arena_free(&arena);
    vl_module_free(m);
  }
  assert_int_equal(validated, 5);   /* all but the diamond: the classical allocator does not fit its spilled code in 3 VGPRs */
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(optimum_equals_brute_force),
      cmocka_unit_test(bound_below_heuristic),
      cmocka_unit_test(exact_plan_costs_the_optimum),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
