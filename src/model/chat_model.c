/* Untrained chat models (see chat_model.h). */
#include "chat_model.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gguf_model.h"

/* ChatML, as Qwen2.5 writes it (llama.cpp recognises it by <|im_start|>). */
static const char chatml_template[] =
    "{% for message in messages %}{{'<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + "
    "'\\n'}}{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}";

vl_chat_model_options vl_chat_model_defaults(void) {
  return (vl_chat_model_options){.dim = 32, .layers = 2, .heads = 2, .ffn = 64, .context = 32768, .seed = 1};
}

/* The tokenizer's keys of `g` (all tokenizer.*, the template as asked) into kv; returns how many,
 * and the vocabulary's size in *vocab (0 when there is no token list). */
static uint32_t tokenizer_keys(const vl_gguf *g, bool no_template, vl_gguf_kv *kv, uint64_t *vocab) {
  uint32_t n = 0;
  bool have_template = false;
  *vocab = 0;
  for (uint32_t i = 0; i < g->num_kv; i++) {
    const vl_gguf_kv *k = &g->kv[i];
    if (strncmp(k->key, "tokenizer.", 10)) continue;
    if (!strcmp(k->key, "tokenizer.chat_template")) {
      if (no_template) continue;
      have_template = true;
    }
    if (!strcmp(k->key, "tokenizer.ggml.tokens") && k->type == VL_GGUF_ARRAY) *vocab = k->u;
    kv[n++] = *k;
  }
  if (!no_template && !have_template)
    kv[n++] = (vl_gguf_kv){"tokenizer.chat_template", VL_GGUF_STRING, 0, 0, chatml_template, NULL, 0};
  return n;
}

vl_status vl_chat_model_write(const char *path, const vl_chat_model_options *o, vl_diags *diags) {
  vl_gguf g;
  if (vl_gguf_read(o->vocab_path, &g, diags) != VL_OK) return VL_BAD_INPUT;
  vl_gguf_kv *kv = calloc(g.num_kv + 2, sizeof *kv);
  uint64_t vocab = 0;
  uint32_t n = kv ? tokenizer_keys(&g, o->no_template, kv, &vocab) : 0;
  vl_status s = VL_OK;
  if (!kv) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "out of memory");
    s = VL_TOOL_ERROR;
  } else if (!vocab || vocab > (1u << 20)) {
    vl_diag_add(diags, o->vocab_path, 0, 0, VL_CAT_NONE, "no tokenizer.ggml.tokens list of a usable size");
    s = VL_BAD_INPUT;
  }
  vl_transformer m = {.cfg = {(uint32_t)vocab, o->dim, o->layers, o->heads, o->ffn, o->context, 10000.0f, 1e-5f}};
  char why[128];
  if (s == VL_OK && (!vl_tf_shape_check(&m.cfg, why, sizeof why) || !o->context)) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "unusable shape: %s", o->context ? why : "context 0");
    s = VL_BAD_INPUT;
  }
  if (s == VL_OK && vl_tf_weights_bind(&m.cfg, calloc(vl_tf_param_count(&m.cfg), sizeof(float)), &m.w)) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "out of memory for %zu parameters", vl_tf_param_count(&m.cfg));
    s = VL_TOOL_ERROR;
  }
  if (s == VL_OK) {
    vl_tf_init(&m, o->seed);
    kv[n++] = (vl_gguf_kv){"llama.vocab_size", VL_GGUF_UINT32, vocab, 0, NULL, NULL, 0};
    s = vl_model_save_with_vocab(path, &m, "verilocc-untrained-chat", kv, n, diags);
  }
  vl_tf_weights_free(&m.w);
  free(kv);
  vl_gguf_free(&g);
  return s;
}
