/* Model files (see gguf_model.h). */
#include "gguf_model.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vocab.h"

enum { MAX_TENSORS = 3 + 9 * 64 };

typedef struct tensor_list {
  vl_gguf_tensor t[MAX_TENSORS];
  char names[MAX_TENSORS][48];
  uint32_t n;
} tensor_list;

static void add(tensor_list *l, const char *name, float *data, uint64_t ne0, uint64_t ne1) {
  vl_gguf_tensor *t = &l->t[l->n];
  snprintf(l->names[l->n], sizeof l->names[l->n], "%s", name);
  *t = (vl_gguf_tensor){l->names[l->n], ne1 ? 2 : 1, {ne0, ne1, 1, 1}, VL_GGUF_TYPE_F32, data};
  l->n++;
}

/* Every tensor of the model, with its llama.cpp name and ggml shape. */
static void list_tensors(const vl_tf_config *c, const vl_tf_weights *w, tensor_list *l) {
  char name[48];
  l->n = 0;
  add(l, "token_embd.weight", w->embed, c->dim, c->vocab);
  for (uint32_t i = 0; i < c->layers; i++) {
    const vl_tf_layer *L = &w->layer[i];
#define T(suffix, ptr, a, b) (snprintf(name, sizeof name, "blk.%u." suffix ".weight", i), add(l, name, ptr, a, b))
    T("attn_norm", L->attn_norm, c->dim, 0);
    T("attn_q", L->wq, c->dim, c->dim);
    T("attn_k", L->wk, c->dim, c->dim);
    T("attn_v", L->wv, c->dim, c->dim);
    T("attn_output", L->wo, c->dim, c->dim);
    T("ffn_norm", L->ffn_norm, c->dim, 0);
    T("ffn_gate", L->w_gate, c->dim, c->ffn);
    T("ffn_up", L->w_up, c->dim, c->ffn);
    T("ffn_down", L->w_down, c->ffn, c->dim);
#undef T
  }
  add(l, "output_norm.weight", w->out_norm, c->dim, 0);
}

vl_status vl_model_save_with_vocab(const char *path, const vl_transformer *m, const char *name,
                                   const vl_gguf_kv *vocab, uint32_t num_vocab, vl_diags *diags) {
  const vl_tf_config *c = &m->cfg;
  const vl_gguf_kv base[] = {
      {"general.architecture", VL_GGUF_STRING, 0, 0, "llama", NULL, 0},
      {"general.name", VL_GGUF_STRING, 0, 0, name, NULL, 0},
      {"general.alignment", VL_GGUF_UINT32, VL_GGUF_ALIGNMENT, 0, NULL, NULL, 0},
      {"llama.context_length", VL_GGUF_UINT32, c->context, 0, NULL, NULL, 0},
      {"llama.embedding_length", VL_GGUF_UINT32, c->dim, 0, NULL, NULL, 0},
      {"llama.block_count", VL_GGUF_UINT32, c->layers, 0, NULL, NULL, 0},
      {"llama.feed_forward_length", VL_GGUF_UINT32, c->ffn, 0, NULL, NULL, 0},
      {"llama.attention.head_count", VL_GGUF_UINT32, c->heads, 0, NULL, NULL, 0},
      {"llama.attention.head_count_kv", VL_GGUF_UINT32, c->heads, 0, NULL, NULL, 0},
      {"llama.attention.layer_norm_rms_epsilon", VL_GGUF_FLOAT32, 0, c->norm_eps, NULL, NULL, 0},
      {"llama.rope.freq_base", VL_GGUF_FLOAT32, 0, c->rope_base, NULL, NULL, 0},
      {"llama.rope.dimension_count", VL_GGUF_UINT32, c->dim / c->heads, 0, NULL, NULL, 0},
  };
  enum { NUM_BASE = sizeof base / sizeof *base };
  vl_gguf_kv *kv = malloc(sizeof *kv * (NUM_BASE + num_vocab));
  tensor_list *l = malloc(sizeof *l);
  if (!kv || !l) {
    free(kv);
    free(l);
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "cannot write the model file: out of memory");
    return VL_TOOL_ERROR;
  }
  memcpy(kv, base, sizeof base);
  memcpy(kv + NUM_BASE, vocab, sizeof *kv * num_vocab);
  list_tensors(c, &m->w, l);
  vl_status s = vl_gguf_write(path, kv, NUM_BASE + num_vocab, l->t, l->n, diags);
  free(l);
  free(kv);
  return s;
}

vl_status vl_model_save(const char *path, const vl_transformer *m, const char *name, vl_diags *diags) {
  const vl_gguf_kv ours[] = {
      {"llama.vocab_size", VL_GGUF_UINT32, m->cfg.vocab, 0, NULL, NULL, 0},
      {"tokenizer.ggml.model", VL_GGUF_STRING, 0, 0, "none", NULL, 0},
      {"verilocc.vocab_version", VL_GGUF_UINT32, VL_VOCAB_VERSION, 0, NULL, NULL, 0},
  };
  return vl_model_save_with_vocab(path, m, name, ours, sizeof ours / sizeof *ours, diags);
}

static bool get_u32(const vl_gguf *g, const char *key, uint32_t *out) {
  const vl_gguf_kv *kv = vl_gguf_kv_get(g, key);
  if (!kv || (kv->type != VL_GGUF_UINT32 && kv->type != VL_GGUF_INT32)) return false;
  *out = (uint32_t)kv->u;
  return true;
}

vl_status vl_model_load(const char *path, vl_transformer *m, vl_diags *diags) {
  vl_gguf g;
  vl_status s = vl_gguf_read(path, &g, diags);
  if (s != VL_OK) return s;
  vl_tf_config c = {0};
  const vl_gguf_kv *arch = vl_gguf_kv_get(&g, "general.architecture");
  const vl_gguf_kv *eps = vl_gguf_kv_get(&g, "llama.attention.layer_norm_rms_epsilon");
  const vl_gguf_kv *base = vl_gguf_kv_get(&g, "llama.rope.freq_base");
  uint32_t version = 0;
  const char *why = NULL;
  char config_why[160];
  if (!arch || arch->type != VL_GGUF_STRING || strcmp(arch->s, "llama")) why = "not a llama-architecture model";
  else if (!get_u32(&g, "verilocc.vocab_version", &version) || version != VL_VOCAB_VERSION)
    why = "not a VeriLocc model of this vocabulary (verilocc.vocab_version)";
  else if (!get_u32(&g, "llama.context_length", &c.context) || !get_u32(&g, "llama.embedding_length", &c.dim) ||
           !get_u32(&g, "llama.block_count", &c.layers) || !get_u32(&g, "llama.feed_forward_length", &c.ffn) ||
           !get_u32(&g, "llama.attention.head_count", &c.heads) || !get_u32(&g, "llama.vocab_size", &c.vocab) || !eps ||
           !base)
    why = "hyperparameters missing";
  else if (c.vocab != VL_VOCAB_SIZE || c.context < 8)
    why = "hyperparameters do not fit this vocabulary";
  else {
    c.norm_eps = eps->type == VL_GGUF_FLOAT32 ? eps->f : 0;
    c.rope_base = base->type == VL_GGUF_FLOAT32 ? base->f : 0;
    if (!vl_tf_config_check(&c, config_why, sizeof config_why)) why = config_why;
    /* the weights are in the file: a config that claims more cannot be ours, so nothing is allocated for it */
    else if ((uint64_t)vl_tf_param_count(&c) * sizeof(float) > g.size)
      why = "its hyperparameters call for more tensor data than the file holds";
  }
  if (why) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "cannot use the model: %s", why);
    vl_gguf_free(&g);
    return VL_BAD_INPUT;
  }
  tensor_list *l = malloc(sizeof *l);
  if (!l || vl_tf_create(m, &c, 0, 0)) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "cannot use the model: out of memory for %zu parameters",
                vl_tf_param_count(&c));
    free(l);
    vl_gguf_free(&g);
    return VL_TOOL_ERROR;   /* our memory, not the file's fault */
  }
  list_tensors(&c, &m->w, l);
  for (uint32_t i = 0; i < l->n && !why; i++) {
    const vl_gguf_tensor *want = &l->t[i], *have = vl_gguf_tensor_get(&g, want->name);
    uint64_t want_count = 0, have_count = 0;
    bool same = have && have->type == VL_GGUF_TYPE_F32 && have->n_dims == want->n_dims &&
                vl_gguf_tensor_elements(want, &want_count) && vl_gguf_tensor_elements(have, &have_count) &&
                have_count == want_count;
    for (uint32_t d = 0; same && d < want->n_dims; d++) same = have->ne[d] == want->ne[d];
    if (!same) why = strcpy(config_why, want->name);   /* l's names are freed below */
    else memcpy((float *)want->data, have->data, want_count * sizeof(float));
  }
  free(l);
  vl_gguf_free(&g);
  if (why) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "cannot use the model: tensor %s is missing or has the wrong shape", why);
    vl_tf_destroy(m);
    return VL_BAD_INPUT;
  }
  return VL_OK;
}
