/* The decoding loop and token selection (see decode.h). */
#include "decode.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../alloc/squeeze.h"
#include "../model/transformer.h"
#include "decode_recover.h"

bool *vl_feedback_vregs(const vl_function *fn, const vl_diags *feedback, vl_arena *arena) {
  bool *named = VL_NEW_ARRAY(arena, bool, fn->num_vregs + 1);
  for (size_t i = 0; feedback && i < feedback->list.len; i++)
    for (const char *p = feedback->list.data[i].message; (p = strchr(p, '%')); p++) {
      char *end;
      unsigned long v = strtoul(p + 1, &end, 10);
      if (end != p + 1 && v < fn->num_vregs) named[v] = true;
    }
  return named;
}

/* The model's answer for v as a register token: a pick names a register of the free list as the context
 * showed it, so it is resolved before anything changes. -1 at a dead end. */
static int32_t answer(vl_decider *d, uint32_t v, bool masked, vl_choose_fn choose, void *self,
                      const vl_propose_params *params, uint64_t *rng) {
  int32_t tokens[VL_DECISION_MAX_TOKENS];
  int32_t token = choose(self, d, v, tokens, vl_decider_context(d, v, tokens), masked, params, rng);
  return token < 0 ? token : vl_decider_resolve(d, v, token);
}

/* The token for v, recovering from dead ends when masked (decode_recover.h); -1 at a dead end. */
static int32_t decide(vl_decider *d, vl_recovery *recovery, uint32_t v, bool masked, vl_choose_fn choose, void *self,
                      const vl_propose_params *params, uint64_t *rng) {
  int32_t token = answer(d, v, masked, choose, self, params, rng);
  while (token == -1 && recovery) {
    vl_recover_step step = vl_recovery_prepare(recovery, v);
    if (step == VL_RECOVER_NONE) break;
    token = answer(d, v, masked, choose, self, params, rng);
    vl_physreg reg;
    if (step == VL_RECOVER_EVICT && token >= 0 && vl_decider_register(d, v, token, &reg))
      vl_recovery_evict(recovery, v, reg);
    d->offer = NULL;
  }
  return token;
}

enum { TIGHTEN_STEPS = 8, TIGHTEN_MAX_MOVED = 64 };

/* The highest index + 1 placed in file f. */
static uint32_t placed_top(const vl_decider *d, vl_regfile f) {
  const vl_target *target = d->fn->module->target;
  uint32_t top = 0;
  for (uint32_t i = 0; i < d->num_order; i++) {
    vl_physreg reg = d->reg[d->order[i]];
    if (!reg.count || reg.unit >= target->file_base[VL_FILE_SPECIAL] || vl_target_unit_file(target, reg.unit) != f) continue;
    uint32_t end = reg.unit - target->file_base[f] + reg.count;
    if (end > top) top = end;
  }
  return top;
}

/* After a complete decoding: lowers each file's budget one register at a time while the values that
 * use its top register, taken out and decided again by the model under the lower budget, all find
 * room (evictions allowed, no raise); the first step that fails is undone. What a raise gave one value,
 * or what the pressure counted beyond need (a use that dies where a definition starts), is often not
 * needed in the end. */
static void tighten(vl_decider *d, vl_recovery *r, vl_choose_fn choose, void *self, const vl_propose_params *params,
                    uint64_t *rng, vl_arena *arena) {
  const vl_target *target = d->fn->module->target;
  vl_physreg *saved = VL_NEW_ARRAY(arena, vl_physreg, d->fn->num_vregs + 1);
  for (int f = 0; f < VL_FILE_SPECIAL; f++)
    for (uint32_t step = 0; step < TIGHTEN_STEPS; step++) {
      uint32_t top = placed_top(d, (vl_regfile)f), moved = 0;
      if (top <= r->fixed[f]) break;   /* the pressure may count more than needed: it is no floor here */
      for (uint32_t i = 0; i < d->num_order; i++) {
        vl_physreg reg = d->reg[d->order[i]];
        moved += reg.count && reg.unit + reg.count == target->file_base[f] + top;
      }
      if (moved > TIGHTEN_MAX_MOVED) break;
      memcpy(saved, d->reg, (d->fn->num_vregs + 1) * sizeof *saved);
      uint32_t limit = d->budget.limit[f], high = d->high[f];
      vl_decider_limit(d, (vl_regfile)f, top - 1);
      for (uint32_t i = 0; i < d->num_order; i++) {
        uint32_t v = d->order[i];
        vl_physreg reg = d->reg[v];
        if (!reg.count || reg.unit + reg.count != target->file_base[f] + top) continue;
        vl_decider_unplace(d, v);
        r->pending[r->num_pending++] = v;
      }
      d->high[f] = placed_top(d, (vl_regfile)f);
      r->no_raise = true;
      bool ok = true;
      for (uint32_t v; ok && vl_recovery_next(r, &v);) {
        vl_physreg reg;
        int32_t token = decide(d, r, v, true, choose, self, params, rng);
        ok = token >= 0 && vl_decider_register(d, v, token, &reg);
        if (ok) vl_decider_place(d, v, reg);
      }
      r->no_raise = false;
      if (ok) continue;
      /* undo: back to the saved placement and budget */
      r->num_pending = 0;
      for (uint32_t v = 0; v < d->fn->num_vregs; v++)
        if (memcmp(&d->reg[v], &saved[v], sizeof *saved)) vl_decider_unplace(d, v);
      for (uint32_t v = 0; v < d->fn->num_vregs; v++)
        if (saved[v].count && !d->reg[v].count) vl_decider_place(d, v, saved[v]);
      d->budget.limit[f] = limit, d->high[f] = high;
      break;
    }
}

/* Moves the vregs first[0..n) to the front of the order, in that sequence; the rest keep theirs. */
static void decide_first(vl_decider *d, const uint32_t *first, uint32_t n) {
  uint32_t kept = 0;
  for (uint32_t i = 0; i < d->num_order; i++) {
    bool moved = false;
    for (uint32_t j = 0; j < n && !moved; j++) moved = d->order[i] == first[j];
    if (!moved) d->order[kept++] = d->order[i];
  }
  memmove(d->order + n, d->order, kept * sizeof *d->order);
  memcpy(d->order, first, n * sizeof *first);
}

/* One decoding of the whole function, in the model's order or (by_size) LLVM greedy's priority order,
 * the vregs first[0..num_first) decided before all others; with `whole_budget`, the decoding budget
 * starts at the analysis's own instead of the pressure. *dead_end: the vreg of an unrecovered dead
 * end, or UINT32_MAX. */
static vl_status decode_once(const vl_analysis *an, const vl_propose_params *params, bool by_size, const uint32_t *first,
                             uint32_t num_first, bool whole_budget, vl_choose_fn choose, void *self, vl_assignment *out,
                             vl_diags *diags, uint32_t *dead_end) {
  vl_arena arena = {0};
  vl_decider d;
  vl_decider_init_ordered(&d, an, by_size, &arena);
  if (num_first) decide_first(&d, first, num_first);
  *dead_end = UINT32_MAX;
  bool *focus = params->mask ? NULL : vl_feedback_vregs(an->fn, params->feedback, &arena);
  vl_recovery recovery;
  if (params->mask) vl_recovery_init(&recovery, &d, &arena);
  for (int f = 0; params->mask && whole_budget && f < VL_FILE_SPECIAL; f++)
    vl_decider_limit(&d, (vl_regfile)f, an->budget.limit[f]);
  uint64_t rng = params->seed * 0x9e3779b97f4a7c15ull + 1;
  vl_status status = VL_OK;
  for (uint32_t i = 0, v; status == VL_OK;) {
    if (!params->mask || !vl_recovery_next(&recovery, &v)) {   /* evicted vregs first, then the order */
      if (i == d.num_order) break;
      v = d.order[i++];
    }
    bool masked = params->mask || focus[v];
    int32_t token = decide(&d, params->mask ? &recovery : NULL, v, masked, choose, self, params, &rng);
    vl_physreg reg;
    const vl_vreg *info = &an->fn->vregs[v];
    if (token < 0 && params->mask && (reg = vl_occupancy_spare(&d.occ, v)).count) {
      vl_decider_place(&d, v, reg);   /* as the classical allocator: the spiller counted the spares as room */
    } else if (token < 0) {
      vl_decode_dead_end(an, v, diags);
      *dead_end = v;
      status = VL_INVALID;
    } else if (!vl_decider_register(&d, v, token, &reg)) {
      char text[32];
      vl_tok_text(token, text, sizeof text);
      vl_diag_add(diags, an->fn->module->path, info->line, info->col, VL_CAT_SYNTAX,
                  "%s: the model answered '%s' for %%%u, which is no register", an->fn->name, text, v);
      status = VL_INVALID;
    } else {
      vl_decider_place(&d, v, reg);
    }
  }
  if (params->mask && status == VL_OK) tighten(&d, &recovery, choose, self, params, &rng, &arena);
  memcpy(out->reg, d.reg, an->fn->num_vregs * sizeof(vl_physreg));   /* evicted vregs moved: what is placed now */
  if (params->mask && status == VL_OK) vl_squeeze(an->intervals, &an->budget, out);
  vl_arena_free(&arena);
  return status;
}

void vl_decode_dead_end(const vl_analysis *an, uint32_t v, vl_diags *diags) {
  const vl_vreg *info = &an->fn->vregs[v];
  vl_diag_add(diags, an->fn->module->path, info->line, info->col, VL_CAT_DATAFLOW,
              "%s: dead end: no register of class %s fits %%%u beside the registers already chosen", an->fn->name,
              vl_vreg_class(an->fn, v)->name, v);
}

enum { SQUEAKY_TRIES = 4 };

vl_status vl_decode(const vl_analysis *an, const vl_propose_params *params, vl_choose_fn choose, void *self,
                    vl_assignment *out, vl_diags *diags) {
  uint32_t dead_end, first[SQUEAKY_TRIES], num_first = 0;
  if (!params->mask) return decode_once(an, params, false, NULL, 0, false, choose, self, out, diags, &dead_end);
  /* Masked: when the model's own order meets a dead end that nothing recovers (aligned tuples at the
   * very limit of the file), deciding the wide and long-lived values first, as LLVM greedy does, packs
   * them before the file fragments. The classical allocator also tries both orders. When that order
   * dead-ends too, the value that found no room is decided first and the function decoded again, a few
   * times (a squeaky wheel: evictions only trade one placed value for another, so a value at a dead end
   * in a full file needs room kept for it from the start). Last, the model's order again with the
   * whole budget offered from the start: starting at the pressure packs the values decided before a
   * raise below the top, which can leave no aligned pair free where the file is full to its last
   * register (2 of the test split's 540 functions, gfx90a bf16 GEMMs at the occupancy step's budget);
   * tightening lowers the tops afterwards as usual. */
  vl_diags last = {0};
  vl_status s = decode_once(an, params, false, NULL, 0, false, choose, self, out, &last, &dead_end);
  for (uint32_t attempt = 0; s == VL_INVALID && dead_end != UINT32_MAX && attempt <= SQUEAKY_TRIES; attempt++) {
    if (attempt) {   /* the first retry is LLVM greedy's order as it is */
      bool known = false;
      for (uint32_t j = 0; j < num_first; j++) known |= first[j] == dead_end;
      if (known) break;   /* deciding it first already met a dead end */
      first[num_first++] = dead_end;
    }
    vl_diags_free(&last);
    last = (vl_diags){0};
    s = decode_once(an, params, true, first, num_first, false, choose, self, out, &last, &dead_end);
  }
  if (s == VL_INVALID && dead_end != UINT32_MAX) {   /* last: the model's order under the whole budget */
    vl_diags_free(&last);
    last = (vl_diags){0};
    s = decode_once(an, params, false, NULL, 0, true, choose, self, out, &last, &dead_end);
  }
  vl_diags_append(diags, &last);
  vl_diags_free(&last);
  return s;
}

enum { ARGMAX_TRIES = 8 };

/* The first index of the largest logit among the maskable tokens that is not -inf, or -1 when all are. */
static int32_t maskable_argmax(const float *logits, const uint32_t (*range)[2], uint32_t ranges) {
  int32_t best = -1;
  for (uint32_t r = 0; r < ranges; r++)
    for (uint32_t t = range[r][0]; t < range[r][1]; t++)
      if (logits[t] != -INFINITY && (best < 0 || logits[t] > logits[best])) best = (int32_t)t;
  return best;
}

/* The mask's answer for token t; a pick is allowed when the free list reaches its position, the list
 * counted once per selection (*free_count < 0 until then) rather than once per pick asked about. */
static bool allowed(const vl_decider *d, uint32_t v, int32_t t, int32_t *free_count) {
  if (t < VL_TOK_PICK || t >= VL_TOK_PICK + VL_NUM_PICKS) return vl_decider_allows(d, v, t);
  if (*free_count < 0) {
    int32_t list[VL_NUM_PICKS];
    *free_count = (int32_t)vl_decider_free(d, v, list, VL_NUM_PICKS);
  }
  return t - VL_TOK_PICK < *free_count;
}

/* Greedy masked decoding asks the mask about the best tokens in turn, until one is allowed (most often
 * the first), instead of about every token: the same answer as masking them all first. Only register
 * tokens and picks are looked at, as no other token is ever allowed. After a few refusals (a nearly full
 * file) it masks them all. -1 when the mask leaves nothing. */
static int32_t masked_argmax(float *logits, uint32_t vocab, const vl_decider *d, uint32_t v) {
  uint32_t range[2][2], ranges = vl_decider_maskable(vocab, range);
  int32_t free_count = -1;
  for (int tries = 0; tries < ARGMAX_TRIES; tries++) {
    int32_t best = maskable_argmax(logits, range, ranges);
    if (best < 0 || allowed(d, v, best, &free_count)) return best;
    logits[best] = -INFINITY;
  }
  for (uint32_t r = 0; r < ranges; r++)
    for (uint32_t t = range[r][0]; t < range[r][1]; t++)
      if (logits[t] != -INFINITY && !allowed(d, v, (int32_t)t, &free_count)) logits[t] = -INFINITY;
  return maskable_argmax(logits, range, ranges);
}

int32_t vl_select_token(float *logits, uint32_t vocab, const vl_decider *d, uint32_t v, bool masked,
                        const vl_propose_params *params, uint64_t *rng) {
  if (masked && !params->sample) return masked_argmax(logits, vocab, d, v);
  if (masked) {
    bool any = false;
    for (uint32_t t = 0; t < vocab; t++) {
      if (logits[t] == -INFINITY) continue;
      if (!vl_decider_allows(d, v, (int32_t)t)) logits[t] = -INFINITY;
      else any = true;
    }
    if (!any) return -1;
  }
  int32_t best = 0;
  for (uint32_t t = 1; t < vocab; t++)
    if (logits[t] > logits[best]) best = (int32_t)t;
  if (!params->sample) return best;
  /* top-k: keep the k best (ties by lower id), then sample from softmax(logits / temperature) */
  float temperature = params->temperature > 0 ? params->temperature : 1.0f, threshold = -INFINITY;
  if (params->top_k && params->top_k < vocab) {
    float *sorted = malloc(vocab * sizeof(float));
    if (!sorted) return best;   /* out of memory: the most likely token rather than none */
    memcpy(sorted, logits, vocab * sizeof(float));
    for (uint32_t k = 0; k < params->top_k; k++) {   /* partial selection: k is small */
      uint32_t m = k;
      for (uint32_t t = k + 1; t < vocab; t++)
        if (sorted[t] > sorted[m]) m = t;
      float tmp = sorted[k];
      sorted[k] = sorted[m], sorted[m] = tmp;
    }
    threshold = sorted[params->top_k - 1];
    free(sorted);
  }
  double sum = 0;
  for (uint32_t t = 0; t < vocab; t++)
    sum += logits[t] >= threshold && logits[t] > -INFINITY ? exp((logits[t] - logits[best]) / temperature) : 0;
  double r = vl_rng_uniform(rng) * sum, acc = 0;
  for (uint32_t t = 0; t < vocab; t++) {
    if (!(logits[t] >= threshold && logits[t] > -INFINITY)) continue;
    acc += exp((logits[t] - logits[best]) / temperature);
    if (acc > r) return (int32_t)t;
  }
  return best;
}
