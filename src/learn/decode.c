/* The decoding loop and token selection (see decode.h). */
#include "decode.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../model/transformer.h"

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

vl_status vl_decode(const vl_analysis *an, const vl_propose_params *params, vl_choose_fn choose, void *self,
                    vl_assignment *out, vl_diags *diags) {
  vl_arena arena = {0};
  vl_decider d;
  vl_decider_init(&d, an, &arena);
  bool *focus = params->mask ? NULL : vl_feedback_vregs(an->fn, params->feedback, &arena);
  uint64_t rng = params->seed * 0x9e3779b97f4a7c15ull + 1;
  int32_t tokens[VL_DECISION_MAX_TOKENS];
  vl_status status = VL_OK;
  for (uint32_t i = 0; i < d.num_order && status == VL_OK; i++) {
    uint32_t v = d.order[i];
    uint32_t n = vl_decider_context(&d, v, tokens);
    bool masked = params->mask || focus[v];
    int32_t token = choose(self, &d, v, tokens, n, masked, params, &rng);
    vl_physreg reg;
    const vl_vreg *info = &an->fn->vregs[v];
    if (token < 0) {
      vl_decode_dead_end(an, v, diags);
      status = VL_INVALID;
    } else if (!vl_decider_register(&d, v, token, &reg)) {
      char text[32];
      vl_tok_text(token, text, sizeof text);
      vl_diag_add(diags, an->fn->module->path, info->line, info->col, VL_CAT_SYNTAX,
                  "%s: the model answered '%s' for %%%u, which is no register", an->fn->name, text, v);
      status = VL_INVALID;
    } else {
      vl_decider_place(&d, v, reg);
      out->reg[v] = reg;
    }
  }
  vl_arena_free(&arena);
  return status;
}

void vl_decode_dead_end(const vl_analysis *an, uint32_t v, vl_diags *diags) {
  const vl_vreg *info = &an->fn->vregs[v];
  vl_diag_add(diags, an->fn->module->path, info->line, info->col, VL_CAT_DATAFLOW,
              "%s: dead end: no register of class %s fits %%%u beside the registers already chosen", an->fn->name,
              vl_vreg_class(an->fn, v)->name, v);
}

int32_t vl_select_token(float *logits, uint32_t vocab, const vl_decider *d, uint32_t v, bool masked,
                        const vl_propose_params *params, uint64_t *rng) {
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
