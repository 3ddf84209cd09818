/* Our transformer as a proposer (see model_proposer.h). */
#include "model_proposer.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../model/gguf_model.h"
#include "../model/packed_weights.h"
#include "../model/prefix_cache.h"
#include "decode.h"

typedef struct model_proposer {
  vl_proposer base;
  vl_transformer model;
  vl_tf_packed *packed;   /* the model's matrices packed once: its weights never change (NULL: plain) */
  vl_tf_state *state;
  float *logits;
} model_proposer;

void vl_default_model_path(char *buf, size_t size) {
  const char *env = getenv("VL_MODEL");
  if (env && *env) {
    snprintf(buf, size, "%s", env);
    return;
  }
  char exe[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (n > 0) {
    exe[n] = 0;
    for (int up = 0; up < 3; up++) {   /* build/verilocc, build/tests/x: models/ is one or two folders up */
      char *slash = strrchr(exe, '/');
      if (!slash) break;
      *slash = 0;
      snprintf(buf, size, "%s/models/verilocc.gguf", exe);
      if (access(buf, R_OK) == 0) return;
    }
  }
  snprintf(buf, size, "models/verilocc.gguf");
}

typedef struct held_model {
  const vl_transformer *model;
  vl_tf_state *state;
  float *logits;
  vl_prefix_cache *cache;   /* NULL when there was no memory for it: whole forwards then */
} held_model;

/* Positions whose keys and values one proposal keeps ((2 * layers + 1) * dim floats each: 21 MB for the
 * shipped model); the large functions' decisions fill it, and it starts again empty. */
enum { PREFIX_CACHE_NODES = 8192 };

static int32_t choose(void *self, const vl_decider *d, uint32_t v, const int32_t *tokens, uint32_t n, bool masked,
                      const vl_propose_params *params, uint64_t *rng) {
  held_model *h = self;
  /* The mask leaves one register or none: greedy decoding's answer is known without the model (sampling
   * draws a number even then, so it keeps the forward where one register is left). */
  const int32_t *list;
  uint32_t free = masked ? vl_decider_context_free(tokens, n, &list) : 2;
  if (!free) return -1;
  if (free == 1 && !params->sample) return list[0];
  /* Greedy masked selection looks at the tokens the mask may allow alone: the head computes their rows. */
  uint32_t range[2][2], ranges = masked && !params->sample ? vl_decider_maskable(h->model->cfg.vocab, range) : 0;
  if (h->cache) vl_prefix_cache_forward(h->cache, h->model, h->state, tokens, n, h->logits, range, ranges);
  else vl_tf_forward(h->model, h->state, tokens, n, h->logits);
  return vl_select_token(h->logits, h->model->cfg.vocab, d, v, masked, params, rng);
}

/* The cache lives for one proposal: ES calls this with weights it perturbs between calls. `packed`: m's
 * matrices packed since they last changed, or NULL. */
static vl_status propose_packed(const vl_transformer *m, const vl_tf_packed *packed, vl_tf_state *s, float *logits,
                                const vl_analysis *an, const vl_propose_params *params, vl_assignment *out,
                                vl_diags *diags) {
  held_model h = {m, s, logits, vl_prefix_cache_new(&m->cfg, PREFIX_CACHE_NODES)};
  vl_tf_state_use_packed(s, packed ? packed->layer : NULL);
  vl_status status = vl_decode(an, params, choose, &h, out, diags);
  vl_tf_state_use_packed(s, NULL);   /* s may next serve other weights */
  vl_prefix_cache_free(h.cache);
  return status;
}

/* m's weights may have changed since any earlier call (ES): packed anew for this proposal alone. */
vl_status vl_model_propose(const vl_transformer *m, vl_tf_state *s, float *logits, const vl_analysis *an,
                           const vl_propose_params *params, vl_assignment *out, vl_diags *diags) {
  vl_tf_packed *packed = vl_tf_pack(m);
  vl_status status = propose_packed(m, packed, s, logits, an, params, out, diags);
  vl_tf_packed_free(packed);
  return status;
}

static vl_status propose(void *self, const vl_analysis *an, const vl_propose_params *params, vl_assignment *out,
                         vl_diags *diags) {
  model_proposer *p = self;
  return propose_packed(&p->model, p->packed, p->state, p->logits, an, params, out, diags);
}

static void destroy(void *self) {
  model_proposer *p = self;
  vl_tf_state_free(p->state);
  vl_tf_packed_free(p->packed);
  vl_tf_destroy(&p->model);
  free(p->logits);
  free(p);
}

vl_proposer *vl_model_proposer_open(const char *path, vl_diags *diags) {
  char fallback[PATH_MAX];
  if (!path) vl_default_model_path(fallback, sizeof fallback), path = fallback;
  model_proposer *p = calloc(1, sizeof *p);
  if (!p) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "cannot use the model: out of memory");
    return NULL;
  }
  if (vl_model_load(path, &p->model, diags) != VL_OK) {
    free(p);
    return NULL;
  }
  if (p->model.cfg.context < VL_DECISION_MAX_TOKENS) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "cannot use the model: context %u is below the %u tokens a decision needs",
                p->model.cfg.context, (unsigned)VL_DECISION_MAX_TOKENS);
    vl_tf_destroy(&p->model);
    free(p);
    return NULL;
  }
  p->state = vl_tf_state_new(&p->model.cfg);
  p->packed = vl_tf_pack(&p->model);   /* NULL where it cannot serve: the plain weights then */
  p->logits = malloc(p->model.cfg.vocab * sizeof(float));
  if (!p->state || !p->logits) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "cannot use the model: out of memory for its work space");
    destroy(p);
    return NULL;
  }
  p->base = (vl_proposer){"model", p, propose, destroy};
  return &p->base;
}
