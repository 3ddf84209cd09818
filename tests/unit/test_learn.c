/* Unit tests of the learned allocator's decoding (model/decision.h, learn/decode.h,
 * learn/loop.h): the mask never offers a register that is misaligned, outside the
 * class or budget, or overlaps a live value already placed (checked against the
 * intervals directly, not through the occupancy the mask uses); contexts stay in
 * bounds; sampling is reproducible per seed; the loop always ends verified;
 * masked decoding is complete (a chooser that fragments the file under the
 * tightest budget still ends verified, and so does one that fills a wave32 file to its last
 * register) and keeps a register budget (a chooser
 * that takes the highest register it is offered stays near the classical
 * allocator's count); greedy masked selection equals masking every token. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "analysis/analysis.h"
#include "alloc/classical.h"
#include "alloc/registry.h"
#include "corpus/manifest.h"
#include "learn/decode.h"
#include "learn/examples.h"
#include "learn/loop.h"
#include "learn/model_proposer.h"
#include "model/gguf_model.h"
#include "learn/proposers.h"
#include "model/transformer.h"
#include "verify/native.h"
#include "tightest_budget.h"

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
      /* Under these files' full budgets random picks leave room for every value; a dead end
       * would end the walk with the rest of the masks unchecked, so it fails instead. */
      if (!n) fail_msg("%s: %s: the mask offers no register for %%%u (%u of %u placed)", path, an->fn->name, v, placed,
                       d.num_order);
      vl_physreg reg;
      vl_decider_register(&d, v, allowed[vl_rng_next(&rng) % n], &reg);
      vl_decider_place(&d, v, reg);
      placed++;
    }
    assert_int_equal(placed, d.num_order);
    assert_true(offered > placed);
    vl_arena_free(&arena);
  }
  vl_module_free(module);
  vl_diags_free(&diags);
}

static void test_mask_offers_only_fitting_registers(void **state) {
  (void)state;
  check_mask("tests/inputs/mir/mfma_gfx90a.pre.mir");   /* aligned VGPR and AGPR tuples */
  check_mask("tests/inputs/mir/loop_gfx1100.pre.mir");  /* wave32 */
}

/* The free list of v's context, as register tokens; its length. */
static uint32_t context_free_list(const vl_decider *d, uint32_t v, int32_t *list) {
  int32_t tokens[VL_DECISION_MAX_TOKENS];
  uint32_t n = vl_decider_context(d, v, tokens), count = 0;
  for (uint32_t k = 0; k < n; k++)
    if (tokens[k] == VL_TOK_FREE)
      for (uint32_t j = k + 1; j < n && tokens[j] >= VL_TOK_REG && tokens[j] < VL_TOK_REG_END; j++) list[count++] = tokens[j];
  return count;
}

/* The analysis of the first function of `path` under `options`, in `arena`; the module (the caller
 * frees it) into *module. */
static vl_analysis *first_function(const char *path, vl_budget_options options, vl_module **module,
                                   vl_arena *arena) {
  vl_diags diags = {0};
  *module = vl_mir_parse_file(path, NULL, &diags);
  assert_non_null(*module);
  vl_diags_free(&diags);
  return vl_analyze(&(*module)->functions[0], &options, arena);
}

/* A pick names the register at its position in the context's free list: the mask allows exactly the
 * picks the list has, each gives the register it names, and a pick past the list names no register. */
static void test_picks_name_the_free_list(void **state) {
  (void)state;
  vl_module *module;
  vl_arena arena = {0};
  /* a short free list for some decisions */
  vl_analysis *an = first_function("tests/inputs/mir/loop_gfx1100.pre.mir", (vl_budget_options){.max_vector = 12},
                                   &module, &arena);
  vl_decider d;
  vl_decider_init(&d, an, &arena);
  uint32_t short_lists = 0;
  for (uint32_t i = 0; i < d.num_order; i++) {
    uint32_t v = d.order[i];
    int32_t list[VL_DECISION_FREE];
    uint32_t count = context_free_list(&d, v, list);
    short_lists += count < VL_NUM_PICKS;
    for (uint32_t k = 0; k < VL_NUM_PICKS; k++) {
      int32_t pick = VL_TOK_PICK + (int32_t)k;
      vl_physreg by_pick, by_name;
      assert_int_equal(vl_decider_allows(&d, v, pick), k < count);
      assert_int_equal(vl_decider_register(&d, v, pick, &by_pick), k < count);
      if (k >= count) {
        assert_int_equal(vl_decider_resolve(&d, v, pick), pick);
        continue;
      }
      assert_int_equal(vl_decider_resolve(&d, v, pick), list[k]);
      assert_true(vl_decider_register(&d, v, list[k], &by_name));
      assert_memory_equal(&by_pick, &by_name, sizeof by_pick);
    }
    if (!count) break;
    vl_physreg reg;
    vl_decider_register(&d, v, VL_TOK_PICK + (int32_t)(count - 1), &reg);   /* the highest listed: fragments */
    vl_decider_place(&d, v, reg);
  }
  assert_true(short_lists > 0);
  vl_arena_free(&arena);
  vl_module_free(module);
}

/* Greedy masked selection asks the mask about the best tokens in turn: the same token as masking every
 * token first and taking the first of the largest, on random logits with ties, with the best tokens
 * disallowed (opcodes raised above everything, more of them than it tries before masking them all),
 * and -1 when nothing allowed has a finite logit; once with the analysis's budget and once with each
 * file held to the function's peak pressure, where free lists run short and picks past their end are
 * refused. */
static void test_masked_argmax_masks_every_token(void **state) {
  (void)state;
  vl_module *module;
  vl_arena arena = {0};
  vl_analysis *an = first_function("tests/inputs/mir/mfma_gfx90a.pre.mir", (vl_budget_options){0}, &module, &arena);
  vl_propose_params greedy = {.mask = true};
  uint64_t rng = 23;
  float logits[VL_VOCAB_SIZE], expect[VL_VOCAB_SIZE];
  uint32_t fallbacks = 0, dead = 0, short_lists = 0;
  for (int tight = 0; tight < 2; tight++) {
    vl_decider d;
    vl_decider_init(&d, an, &arena);
    for (int f = 0; tight && f < VL_FILE_SPECIAL; f++) vl_decider_limit(&d, (vl_regfile)f, an->pressure->max[f]);
    for (uint32_t i = 0; i < d.num_order; i++) {
      uint32_t v = d.order[i];
      int32_t list[VL_NUM_PICKS];
      short_lists += tight && vl_decider_free(&d, v, list, VL_NUM_PICKS) < VL_NUM_PICKS;
      for (int round = 0; round < 6; round++) {
        uint32_t raised = round < 3 ? round * 6 : 0;   /* 0, 6 or 12 opcodes above everything */
        for (int32_t t = 0; t < VL_VOCAB_SIZE; t++) logits[t] = (float)(vl_rng_next(&rng) % 8);   /* many ties */
        for (uint32_t k = 0; k < raised; k++) logits[VL_TOK_OPCODE + vl_rng_next(&rng) % VL_NUM_OPCODE_BUCKETS] = 100;
        if (round == 4)   /* the picks above everything: the first past the free list's end is refused */
          for (int32_t t = VL_TOK_PICK; t < VL_TOK_PICK + VL_NUM_PICKS; t++) logits[t] = 50 + (float)(t - VL_TOK_PICK);
        if (round == 5)   /* only tokens the mask never allows keep a finite logit */
          for (int32_t t = VL_TOK_REG; t < VL_VOCAB_SIZE; t++)
            if (t < VL_TOK_OPCODE || t >= VL_TOK_PICK) logits[t] = -INFINITY;
        int32_t want = -1;
        for (int32_t t = 0; t < VL_VOCAB_SIZE; t++) {
          expect[t] = vl_decider_allows(&d, v, t) ? logits[t] : -INFINITY;
          if (expect[t] != -INFINITY && (want < 0 || expect[t] > expect[want])) want = t;
        }
        fallbacks += raised > 8;
        dead += want < 0;
        assert_int_equal(vl_select_token(logits, VL_VOCAB_SIZE, &d, v, true, &greedy, &rng), want);
      }
      vl_physreg reg;
      if (vl_decider_register(&d, v, VL_TOK_PICK, &reg)) vl_decider_place(&d, v, reg);
      else assert_true(tight);   /* a dead end only under the tight budget */
    }
  }
  assert_true(fallbacks > 0 && dead > 0 && short_lists > 0);
  vl_arena_free(&arena);
  vl_module_free(module);
}

/* The model proposer skips the forward where the context's free list holds one register or none: that
 * list is the mask's own (the lowest registers it allows, in order), and greedy masked selection then
 * answers its one register, whatever the logits, or -1. Under each file's peak pressure, with
 * placements, so that lists run short and dead ends come. */
static void test_short_free_list_decides_alone(void **state) {
  (void)state;
  vl_module *module;
  vl_arena arena = {0};
  vl_analysis *an = first_function("tests/inputs/mir/mfma_gfx90a.pre.mir", (vl_budget_options){0}, &module, &arena);
  vl_decider d;
  vl_decider_init(&d, an, &arena);
  for (int f = 0; f < VL_FILE_SPECIAL; f++) vl_decider_limit(&d, (vl_regfile)f, an->pressure->max[f]);
  vl_propose_params greedy = {.mask = true};
  uint64_t rng = 5;
  float logits[VL_VOCAB_SIZE];
  uint32_t alone = 0, none = 0;
  for (uint32_t i = 0; i < d.num_order; i++) {
    uint32_t v = d.order[i];
    int32_t tokens[VL_DECISION_MAX_TOKENS], want[VL_NUM_PICKS];
    const int32_t *list;
    uint32_t n = vl_decider_context(&d, v, tokens), free = vl_decider_context_free(tokens, n, &list);
    assert_int_equal(free, vl_decider_free(&d, v, want, VL_NUM_PICKS));
    for (uint32_t k = 0; k < free; k++) assert_int_equal(list[k], want[k]);
    if (free <= 1)
      for (int round = 0; round < 4; round++) {
        for (int32_t t = 0; t < VL_VOCAB_SIZE; t++) logits[t] = (float)(vl_rng_next(&rng) % 64) - 32;
        int32_t token = vl_select_token(logits, VL_VOCAB_SIZE, &d, v, true, &greedy, &rng);
        assert_int_equal(token < 0 ? token : vl_decider_resolve(&d, v, token), free ? list[0] : -1);
      }
    alone += free == 1, none += free == 0;
    vl_physreg reg;
    if (free && vl_decider_register(&d, v, list[0], &reg)) vl_decider_place(&d, v, reg);
  }
  assert_true(alone > 0 && none > 0);
  vl_arena_free(&arena);
  vl_module_free(module);
}

/* The reference the model proposer must equal: a whole forward for every decision. */
typedef struct whole_forwards {
  const vl_transformer *model;
  vl_tf_state *state;
  float *logits;
  uint32_t short_lists;   /* masked decisions whose free list held one register or none */
} whole_forwards;

static int32_t choose_by_whole_forward(void *self, const vl_decider *d, uint32_t v, const int32_t *tokens, uint32_t n,
                                       bool masked, const vl_propose_params *params, uint64_t *rng) {
  whole_forwards *w = self;
  const int32_t *list;
  w->short_lists += masked && vl_decider_context_free(tokens, n, &list) <= 1;
  vl_tf_forward(w->model, w->state, tokens, n, w->logits);
  return vl_select_token(w->logits, w->model->cfg.vocab, d, v, masked, params, rng);
}

/* The shipped model's proposals (prefix cache, forwards skipped where the mask leaves one register or
 * none) are those of a whole forward per decision: raw, masked greedy and masked sampled, on functions
 * whose masked decoding meets short free lists. */
static void test_model_proposals_equal_whole_forwards(void **state) {
  (void)state;
  vl_transformer model;
  vl_diags diags = {0};
  assert_int_equal(vl_model_load("models/verilocc.gguf", &model, &diags), VL_OK);
  vl_tf_state *s = vl_tf_state_new(&model.cfg);
  float *logits = malloc(model.cfg.vocab * sizeof(float));
  assert_non_null(s);
  assert_non_null(logits);
  whole_forwards w = {&model, s, logits, 0};
  const char *inputs[] = {"tests/inputs/mir/mfma_gfx90a.pre.mir", "tests/inputs/mir/gemm_bf16_gfx942.pre.mir",
                          "tests/inputs/mir/loop_gfx1100.pre.mir"};
  const vl_propose_params params[] = {{.mask = false}, {.mask = true}, {.mask = true, .sample = true, .temperature = 0.8f, .seed = 7}};
  for (size_t i = 0; i < sizeof inputs / sizeof *inputs; i++) {
    vl_module *module;
    vl_arena arena = {0};
    vl_analysis *an = first_function(inputs[i], (vl_budget_options){0}, &module, &arena);
    uint32_t nv = an->fn->num_vregs;
    for (size_t p = 0; p < sizeof params / sizeof *params; p++) {
      vl_assignment got = {an->fn, VL_NEW_ARRAY(&arena, vl_physreg, nv + 1), nv, ""};
      vl_assignment want = {an->fn, VL_NEW_ARRAY(&arena, vl_physreg, nv + 1), nv, ""};
      vl_diags d1 = {0}, d2 = {0};
      vl_status a = vl_model_propose(&model, s, logits, an, &params[p], &got, &d1);
      vl_status b = vl_decode(an, &params[p], choose_by_whole_forward, &w, &want, &d2);
      assert_int_equal(a, b);
      assert_memory_equal(got.reg, want.reg, nv * sizeof(vl_physreg));
      vl_diags_free(&d1);
      vl_diags_free(&d2);
    }
    vl_arena_free(&arena);
    vl_module_free(module);
  }
  assert_true(w.short_lists > 0);
  free(logits);
  vl_tf_state_free(s);
  vl_tf_destroy(&model);
}

/* Training targets are picks of the free list of their own context. */
static void test_training_targets_are_picks(void **state) {
  (void)state;
  vl_diags diags = {0};
  vl_manifest manifest;
  assert_int_equal(vl_manifest_load("tests/inputs/dataset/manifest.jsonl", &manifest, &diags), VL_OK);
  vl_examples ex;
  FILE *quiet = fopen("/dev/null", "w");
  assert_int_equal(vl_examples_collect(&manifest, "train", "greedy", 0, 1, &ex, quiet, &diags), VL_OK);
  fclose(quiet);
  assert_true(ex.count > 0);
  uint32_t beyond_first = 0;
  for (uint32_t i = 0; i < ex.count; i++) {
    const int32_t *t = ex.tokens + ex.offset[i];
    assert_true(ex.target[i] >= VL_TOK_PICK && ex.target[i] < VL_TOK_PICK + VL_NUM_PICKS);
    uint32_t position = (uint32_t)(ex.target[i] - VL_TOK_PICK), listed = 0;
    for (uint32_t k = 0; k < ex.len[i]; k++)
      if (t[k] == VL_TOK_FREE)
        while (k + 1 + listed < ex.len[i] && t[k + 1 + listed] >= VL_TOK_REG && t[k + 1 + listed] < VL_TOK_REG_END) listed++;
    assert_true(position < listed);   /* the answer is a register the context shows */
    beyond_first += position > 0;
  }
  assert_true(beyond_first > 0);   /* greedy's labels are not all the lowest free register */
  vl_examples_free(&ex);
  vl_manifest_free(&manifest);
  vl_diags_free(&diags);
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


/* The loop's repair time is per function: the pipeline asks the allocator again for one function
 * (SASS: on split live ranges, then on spilled code), and the note carries what the repairs spent.
 * Under a budget nothing fits, every proposal fails and the repair runs; with the function's repair
 * time already spent it is skipped. */
static void test_repair_time_is_per_function(void **state) {
  (void)state;
  vl_module *module;
  vl_arena arena = {0};
  vl_analysis *an = first_function("tests/inputs/mir/loop_gfx90a.pre.mir", (vl_budget_options){.max_vector = 2},
                                   &module, &arena);
  vl_diags diags = {0};
  vl_allocator_options options = vl_allocator_defaults();
  options.loop.k = 1;
  vl_allocator *a = vl_allocator_open("model", &options, &diags);
  vl_diags_print(&diags, stderr);
  assert_non_null(a);
  vl_assignment *out = vl_assignment_new(an->fn, &arena);
  vl_allocation_note note = {0};
  assert_int_not_equal(vl_allocator_run(a, an, out, &note, &diags), VL_OK);
  assert_true(note.loop.repair_s > 0);
  assert_true(note.repair_spent_s == note.loop.repair_s);
  note.repair_spent_s = options.loop.repair_timeout_s;   /* as after earlier calls on this function */
  assert_int_not_equal(vl_allocator_run(a, an, out, &note, &diags), VL_OK);
  assert_true(note.loop.repair_s == 0);
  assert_true(note.repair_spent_s == options.loop.repair_timeout_s);
  vl_diags_free(&diags);
  vl_allocator_close(a);
  vl_arena_free(&arena);
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

/* Decodes `path`'s first function under the tightest VGPR budget the classical allocator meets with
 * chooser `kind`, greedy and then sampled (`seeds` in all); each decoding must complete and verify.
 * `dead_end`: the chooser is first shown to dead-end without recovery, so the test means something. */
static void decodes_at_the_tightest_budget(const char *path, chooser_kind kind, uint64_t seeds, bool dead_end) {
  vl_diags diags = {0};
  vl_module *module = vl_mir_parse_file(path, NULL, &diags);
  assert_non_null(module);
  const vl_function *fn = &module->functions[0];
  uint32_t vgprs = tightest_budget(fn, VL_FILE_VECTOR);
  assert_true(vgprs > 0);
  vl_arena arena = {0};
  vl_budget_options options = {.max_vector = vgprs};
  vl_analysis *an = vl_analyze(fn, &options, &arena);
  if (dead_end) assert_false(decodes_without_recovery(an, kind));
  for (uint64_t seed = 0; seed < seeds; seed++) {
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

/* Under the tightest VGPR budget the classical allocator meets, a chooser that fragments the file
 * dead-ends with the mask alone; completed decoding (evictions, decoded again) still ends with an
 * assignment the verifier accepts, greedy and sampled. */
static void test_dead_ends_are_recovered(void **state) {
  (void)state;
  decodes_at_the_tightest_budget("tests/inputs/mir/mfma_gfx90a.pre.mir", FRAGMENTING, 3, true);
}

/* A full file: at the tightest VGPR budget of a wave32 kernel with unaligned 64-bit tuples (cc_compress, the
 * corpus's gfx1100 bfs.MODE-4.VPT-4 pre-RA MIR), a chooser that
 * takes the highest register it is offered meets a dead end in both decoding orders that evictions
 * cannot resolve (each eviction only trades one placed value for another; the second order failed
 * before the value at the dead end was decided first). Completed decoding still ends verified. */
static void test_full_file_dead_end_is_decided_first(void **state) {
  (void)state;
  decodes_at_the_tightest_budget("tests/inputs/mir/cc_compress_gfx1100.pre.mir", HIGHEST, 2, false);
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
    assert_int_equal(u.used[VL_FILE_VECTOR], an->budget.limit[VL_FILE_VECTOR]);
    vl_diags_free(&diags);
    vl_arena_free(&arena);
    vl_module_free(module);
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_mask_offers_only_fitting_registers),
      cmocka_unit_test(test_picks_name_the_free_list),
      cmocka_unit_test(test_masked_argmax_masks_every_token),
      cmocka_unit_test(test_short_free_list_decides_alone),
      cmocka_unit_test(test_model_proposals_equal_whole_forwards),
      cmocka_unit_test(test_training_targets_are_picks),
      cmocka_unit_test(test_sampling_and_loop),
      cmocka_unit_test(test_repair_time_is_per_function),
      cmocka_unit_test(test_dead_ends_are_recovered),
      cmocka_unit_test(test_full_file_dead_end_is_decided_first),
      cmocka_unit_test(test_masked_decoding_keeps_a_register_budget),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
