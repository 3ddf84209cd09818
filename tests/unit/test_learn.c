/* Unit tests of the learned allocator's decoding (model/decision.h, learn/decode.h,
 * learn/loop.h): the mask never offers a register that is misaligned, outside the
 * class or budget, or overlaps a live value already placed (checked against the
 * intervals directly, not through the occupancy the mask uses); contexts stay in
 * bounds; sampling is reproducible per seed; the loop always ends verified;
 * masked decoding is complete (a chooser that fragments the file under the
 * tightest budget still ends verified) and keeps a register budget (a chooser
 * that takes the highest register it is offered stays near the classical
 * allocator's count). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "analysis/analysis.h"
#include "alloc/classical.h"
#include "learn/decode.h"
#include "learn/loop.h"
#include "learn/proposers.h"
#include "model/transformer.h"
#include "verify/native.h"

/* Do v (in reg) and w (in other) share a unit while both are live? From the intervals alone. */
static bool clash(const vl_intervals *iv, uint32_t v, vl_physreg reg, uint32_t w, vl_physreg other) {
  const vl_regspace *s = &iv->live->space;
  for (uint32_t i = 0; i < s->width[v]; i++)
    for (uint32_t j = 0; j < s->width[w]; j++) {
      if (reg.unit + i != other.unit + j) continue;
      uint32_t a = vl_vreg_bit(s, v, i), b = vl_vreg_bit(s, w, j);
      if (vl_segments_overlap(iv->segs[a], iv->num_segs[a], iv->segs[b], iv->num_segs[b]) != UINT32_MAX) return true;
    }
  return false;
}

/* Random choices among what the mask offers, each checked independently. */
static void check_mask(const char *path) {
  vl_diags diags = {0};
  vl_module *module = vl_mir_parse_file(path, NULL, &diags);
  assert_non_null(module);
  for (uint32_t f = 0; f < module->num_functions; f++) {
    vl_arena arena = {0};
    vl_budget_options options = {0};
    vl_analysis *an = vl_analyze(&module->functions[f], &options, &arena);
    const vl_target *target = an->fn->module->target;
    vl_decider d;
    vl_decider_init(&d, an, &arena);
    uint64_t rng = 17;
    uint32_t offered = 0, placed = 0;
    int32_t tokens[VL_DECISION_MAX_TOKENS];
    for (uint32_t i = 0; i < d.num_order; i++) {
      uint32_t v = d.order[i];
      const vl_regclass *cls = vl_vreg_class(an->fn, v);
      assert_true(vl_decider_context(&d, v, tokens) <= VL_DECISION_MAX_TOKENS);
      int32_t allowed[VL_TOK_REG_END];
      uint32_t n = 0;
      for (int32_t t = 0; t < VL_VOCAB_SIZE; t++) {
        if (!vl_decider_allows(&d, v, t)) continue;
        vl_physreg reg;
        assert_true(vl_decider_register(&d, v, t, &reg));
        vl_regfile file = vl_target_unit_file(target, reg.unit);
        uint32_t index = reg.unit - target->file_base[file];
        assert_true(cls->files & (1u << file));
        assert_int_equal(index % cls->align, 0);
        assert_true(index + reg.count <= an->budget.limit[file]);
        for (uint32_t j = 0; j < i; j++) {
          uint32_t w = d.order[j];
          if (d.reg[w].count) assert_false(clash(an->intervals, v, reg, w, d.reg[w]));
        }
        allowed[n++] = t;
      }
      offered += n;
      if (!n) break;   /* a dead end: the proposal would fail here */
      vl_physreg reg;
      vl_decider_register(&d, v, allowed[vl_rng_next(&rng) % n], &reg);
      vl_decider_place(&d, v, reg);
      placed++;
    }
    assert_true(offered > placed);
    vl_arena_free(&arena);
  }
  vl_module_free(module);
}

static void test_mask_offers_only_fitting_registers(void **state) {
  (void)state;
  check_mask("tests/inputs/mir/mfma_gfx90a.pre.mir");   /* aligned VGPR and AGPR tuples */
  check_mask("tests/inputs/mir/loop_gfx1100.pre.mir");  /* wave32 */
}

/* The shipped model: sampling is the same for the same seed; the loop's answer verifies. */
static void test_sampling_and_loop(void **state) {
  (void)state;
  vl_diags diags = {0};
  vl_module *module = vl_mir_parse_file("tests/inputs/mir/loop_gfx90a.pre.mir", NULL, &diags);
  vl_proposer *p = vl_proposer_open("model", NULL, &diags);
  vl_diags_print(&diags, stderr);
  assert_non_null(p);
  vl_arena arena = {0};
  vl_budget_options options = {0};
  vl_analysis *an = vl_analyze(&module->functions[0], &options, &arena);
  vl_assignment *a = vl_assignment_new(an->fn, &arena), *b = vl_assignment_new(an->fn, &arena);
  vl_propose_params params = {true, 1.5f, 0, 7, true, NULL};
  assert_int_equal(p->propose(p->self, an, &params, a, &diags), VL_OK);
  assert_int_equal(p->propose(p->self, an, &params, b, &diags), VL_OK);
  assert_memory_equal(a->reg, b->reg, an->fn->num_vregs * sizeof(vl_physreg));
  vl_verify_result r;
  assert_int_equal(vl_verify_native(an->intervals, &an->budget, a, &diags, 4, &r), VL_OK);
  for (int mask = 0; mask < 2; mask++) {
    vl_loop_options o = {.k = 4, .mask = mask, .temperature = 0.8f, .top_k = 8, .seed = 1, .repair_timeout_s = 10};
    vl_loop_result result;
    vl_assignment *c = vl_assignment_new(an->fn, &arena);
    assert_int_equal(vl_loop_allocate(p, an, &o, c, &result, &diags), VL_OK);
    assert_int_equal(vl_verify_native(an->intervals, &an->budget, c, &diags, 4, &r), VL_OK);
    assert_true(result.tries >= 1 && result.tries <= 4);
    assert_true(strlen(result.text) > 0);
  }
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  vl_arena_free(&arena);
  p->destroy(p->self);
  vl_module_free(module);
}


/* Choosers that stand in for a bad model, to drive constrained decoding into trouble. */
typedef enum { HIGHEST, FRAGMENTING } chooser_kind;

/* HIGHEST: the highest register the mask allows (the most registers a model could make a function use).
 * FRAGMENTING: a single register goes to the highest odd register allowed (it breaks the aligned pairs
 * that tuples need), a tuple to the lowest allowed. -1 when the mask allows nothing: a dead end. */
static int32_t bad_choice(void *self, const vl_decider *d, uint32_t v, const int32_t *tokens, uint32_t n, bool masked,
                          const vl_propose_params *params, uint64_t *rng) {
  (void)tokens, (void)n, (void)masked, (void)params, (void)rng;
  chooser_kind kind = *(const chooser_kind *)self;
  bool single = vl_vreg_class(d->fn, v)->width == 1;
  int32_t pick = -1, odd = -1;
  for (int32_t t = VL_TOK_REG; t < VL_TOK_REG_END; t++) {
    if (!vl_decider_allows(d, v, t)) continue;
    if (kind == FRAGMENTING && !single) return t;
    pick = t;
    if ((t - VL_TOK_REG) % 2) odd = t;
  }
  return kind == FRAGMENTING && odd >= 0 ? odd : pick;
}

/* Decoding with the mask alone, as it was before dead ends were recovered: false at the first dead end. */
static bool decodes_without_recovery(const vl_analysis *an, chooser_kind kind) {
  vl_arena arena = {0};
  vl_decider d;
  vl_decider_init(&d, an, &arena);
  bool complete = true;
  for (uint32_t i = 0; i < d.num_order && complete; i++) {
    int32_t token = bad_choice(&kind, &d, d.order[i], NULL, 0, true, NULL, NULL);
    vl_physreg reg;
    complete = token >= 0 && vl_decider_register(&d, d.order[i], token, &reg);
    if (complete) vl_decider_place(&d, d.order[i], reg);
  }
  vl_arena_free(&arena);
  return complete;
}

/* The smallest VGPR budget under which the classical allocator fits the function. */
static uint32_t tightest_vgprs(const vl_function *fn) {
  for (uint32_t vgprs = 1; vgprs <= 256; vgprs++) {
    vl_arena arena = {0};
    vl_budget_options options = {.max_vgprs = vgprs};
    vl_analysis *an = vl_analyze(fn, &options, &arena);
    vl_assignment *a = vl_assignment_new(fn, &arena);
    vl_diags diags = {0};
    bool fits = vl_alloc_classical(an->intervals, &an->budget, an->pressure, a, &diags) == VL_OK;
    vl_diags_free(&diags);
    vl_arena_free(&arena);
    if (fits) return vgprs;
  }
  return 0;
}

/* Under the tightest VGPR budget the classical allocator meets, a chooser that fragments the file
 * dead-ends with the mask alone; completed decoding (evictions, decoded again) still ends with an
 * assignment the verifier accepts, greedy and sampled. */
static void test_dead_ends_are_recovered(void **state) {
  (void)state;
  vl_diags diags = {0};
  vl_module *module = vl_mir_parse_file("tests/inputs/mir/mfma_gfx90a.pre.mir", NULL, &diags);
  assert_non_null(module);
  const vl_function *fn = &module->functions[0];
  uint32_t vgprs = tightest_vgprs(fn);
  assert_true(vgprs > 0);
  vl_arena arena = {0};
  vl_budget_options options = {.max_vgprs = vgprs};
  vl_analysis *an = vl_analyze(fn, &options, &arena);
  chooser_kind kind = FRAGMENTING;
  assert_false(decodes_without_recovery(an, kind));   /* the scenario really meets a dead end */
  for (uint64_t seed = 0; seed < 3; seed++) {
    vl_propose_params params = {seed > 0, 0.8f, 8, seed, true, NULL};
    vl_assignment *a = vl_assignment_new(fn, &arena);
    assert_int_equal(vl_decode(an, &params, bad_choice, &kind, a, &diags), VL_OK);
    vl_verify_result r;
    assert_int_equal(vl_verify_native(an->intervals, &an->budget, a, &diags, 4, &r), VL_OK);
  }
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  vl_arena_free(&arena);
  vl_module_free(module);
}

/* The register budget of masked decoding: even a chooser that takes the highest register it is offered
 * ends near the function's pressure, not at the end of the file; without the mask it takes the top of
 * the file (and the mask's budget never applies to raw decoding). */
static void test_masked_decoding_keeps_a_register_budget(void **state) {
  (void)state;
  const char *paths[] = {"tests/inputs/mir/mfma_gfx90a.pre.mir", "tests/inputs/mir/loop_gfx1100.pre.mir",
                         "tests/inputs/mir/saxpy_gfx942.pre.mir"};
  for (size_t p = 0; p < sizeof paths / sizeof *paths; p++) {
    vl_diags diags = {0};
    vl_module *module = vl_mir_parse_file(paths[p], NULL, &diags);
    assert_non_null(module);
    const vl_function *fn = &module->functions[0];
    vl_arena arena = {0};
    vl_budget_options options = {0};
    vl_analysis *an = vl_analyze(fn, &options, &arena);
    vl_assignment *classical = vl_assignment_new(fn, &arena), *masked = vl_assignment_new(fn, &arena);
    vl_assignment *raw = vl_assignment_new(fn, &arena);
    assert_int_equal(vl_alloc_classical(an->intervals, &an->budget, an->pressure, classical, &diags), VL_OK);
    chooser_kind kind = HIGHEST;
    vl_propose_params greedy = {false, 1, 0, 1, true, NULL}, unmasked = {false, 1, 0, 1, false, NULL};
    assert_int_equal(vl_decode(an, &greedy, bad_choice, &kind, masked, &diags), VL_OK);
    assert_int_equal(vl_decode(an, &unmasked, bad_choice, &kind, raw, &diags), VL_OK);
    vl_verify_result r;
    assert_int_equal(vl_verify_native(an->intervals, &an->budget, masked, &diags, 4, &r), VL_OK);
    vl_alloc_stats m = vl_assignment_stats(fn, masked), c = vl_assignment_stats(fn, classical),
                   u = vl_assignment_stats(fn, raw);
    for (int f = 0; f < VL_FILE_SPECIAL; f++) {
      /* a few registers above the classical allocator at most, where the budget would allow far more */
      assert_true(m.used[f] <= c.used[f] + 4);
    }
    /* the raw decoder has no such budget: it reaches the end of the file */
    assert_int_equal(u.used[VL_FILE_VGPR], an->budget.limit[VL_FILE_VGPR]);
    vl_diags_free(&diags);
    vl_arena_free(&arena);
    vl_module_free(module);
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_mask_offers_only_fitting_registers),
      cmocka_unit_test(test_sampling_and_loop),
      cmocka_unit_test(test_dead_ends_are_recovered),
      cmocka_unit_test(test_masked_decoding_keeps_a_register_budget),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
