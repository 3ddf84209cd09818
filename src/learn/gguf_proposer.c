/* GGUF models through libllama (see gguf_proposer.h). A model of our
 * vocabulary: one llama_context holds one decision at a time: its memory is
 * cleared, the decision's context is decoded, and the sampler chain (our mask,
 * then greedy or top-k, temperature and a seeded dist) picks the register token
 * from the last position's logits. A model with a tokenizer is a chat model:
 * learn/gguf_chat.c. */
#include "gguf_proposer.h"

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "../model/gguf.h"
#include "../model/vocab.h"
#include "decode.h"
#include "gguf_chat.h"
#include "llama_run.h"

typedef struct mask_state {
  const vl_decider *d;
  uint32_t v;
  bool masked, dead_end;
} mask_state;

typedef struct gguf_proposer {
  vl_proposer base;
  vl_llama_runtime rt;
  void *ctx;
  vl_llama_sampler_i mask_iface;
  mask_state mask;
  vl_llama_sampler *chain;
  bool decode_failed;   /* llama_decode failed in this proposal: the tool, not the model */
} gguf_proposer;

/* The mask as a llama_sampler: registers that do not fit get -inf. */
static const char *mask_name(const vl_llama_sampler *smpl) {
  (void)smpl;
  return "verilocc-mask";
}

static void mask_apply(vl_llama_sampler *smpl, vl_llama_token_data_array *cur) {
  mask_state *m = smpl->ctx;
  if (!m->masked) return;
  bool any = false;
  for (size_t i = 0; i < cur->size; i++) {
    if (!vl_decider_allows(m->d, m->v, cur->data[i].id)) cur->data[i].logit = -INFINITY;
    else any = true;
  }
  m->dead_end = !any;
}

static void destroy_chain(gguf_proposer *p) {
  if (p->chain) p->rt.api.sampler_free(p->chain);   /* frees the samplers added to it, ours included */
  p->chain = NULL;
}

/* The chain for these parameters: mask, then greedy, or top-k, temperature and dist(seed). */
static void build_chain(gguf_proposer *p, const vl_propose_params *params) {
  destroy_chain(p);
  p->chain = vl_llama_chain_new(&p->rt, p->rt.api.sampler_init(&p->mask_iface, &p->mask), params);
}

static int32_t choose(void *self, const vl_decider *d, uint32_t v, const int32_t *tokens, uint32_t n, bool masked,
                      const vl_propose_params *params, uint64_t *rng) {
  gguf_proposer *p = self;
  (void)params, (void)rng;
  vl_llama_token copy[VL_DECISION_MAX_TOKENS];
  memcpy(copy, tokens, n * sizeof *copy);
  p->rt.api.memory_clear(p->rt.api.get_memory(p->ctx), true);
  if (p->rt.api.decode(p->ctx, p->rt.api.batch_get_one(copy, (int32_t)n)) != 0) {
    p->decode_failed = true;
    return -1;   /* ends the decoding; propose reports the tool failing */
  }
  p->mask = (mask_state){d, v, masked, false};
  vl_llama_token token = p->rt.api.sampler_sample(p->chain, p->ctx, -1);
  return p->mask.dead_end ? -1 : token;
}

static vl_status propose(void *self, const vl_analysis *an, const vl_propose_params *params, vl_assignment *out,
                         vl_diags *diags) {
  gguf_proposer *p = self;
  build_chain(p, params);
  p->decode_failed = false;
  vl_diags local = {0};
  vl_status s = vl_decode(an, params, choose, self, out, &local);
  if (p->decode_failed) {   /* not the model's dead end: what decoding said about it is beside the point */
    vl_diag_add(diags, an->fn->module->path, 0, 0, VL_CAT_NONE, "llama_decode failed");
    s = VL_TOOL_ERROR;
  } else {
    vl_diags_append(diags, &local);
  }
  vl_diags_free(&local);
  return s;
}

static void destroy(void *self) {
  gguf_proposer *p = self;
  destroy_chain(p);
  if (p->ctx) p->rt.api.free(p->ctx);
  vl_llama_runtime_close(&p->rt);
  free(p);
}

/* Is the file a model of our vocabulary? (Chat models answer in text instead.) */
static bool our_vocabulary(const char *path, vl_diags *diags, bool *ours) {
  struct stat st;
  if (stat(path, &st) != 0) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "cannot read the model file");
    return false;
  }
  *ours = false;
  if (st.st_size > (64 << 20)) return true;   /* far larger than any model of ours */
  vl_gguf g;
  if (vl_gguf_read(path, &g, diags) != VL_OK) return false;
  const vl_gguf_kv *version = vl_gguf_kv_get(&g, "verilocc.vocab_version");
  *ours = version && version->u == VL_VOCAB_VERSION;
  vl_gguf_free(&g);
  return true;
}

vl_proposer *vl_gguf_proposer_open(const char *path, vl_diags *diags) {
  bool ours;
  if (!our_vocabulary(path, diags, &ours)) return NULL;
  vl_llama_runtime rt;
  if (vl_llama_runtime_open(&rt, path, diags) != VL_OK) {
    vl_llama_runtime_close(&rt);
    return NULL;
  }
  if (!ours) {
    if (rt.chat.vocab_type(rt.vocab) != VL_LLAMA_VOCAB_TYPE_NONE) return vl_gguf_chat_open(&rt, path, diags);
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE,
                "neither a model of VeriLocc's vocabulary (no verilocc.vocab_version) nor a chat model (no tokenizer)");
    vl_llama_runtime_close(&rt);
    return NULL;
  }
  gguf_proposer *p = calloc(1, sizeof *p);
  if (!p) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "cannot use the model: out of memory");
    vl_llama_runtime_close(&rt);
    return NULL;
  }
  p->rt = rt;
  p->ctx = vl_llama_context_new(&p->rt, VL_DECISION_MAX_TOKENS, VL_DECISION_MAX_TOKENS, 1, VL_LLAMA_FLASH_ATTN_AUTO);
  if (!p->ctx) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "llama.cpp cannot create a context for the model");
    destroy(p);
    return NULL;
  }
  p->mask_iface = (vl_llama_sampler_i){.name = mask_name, .apply = mask_apply};
  p->base = (vl_proposer){"gguf", p, propose, destroy};
  return &p->base;
}
