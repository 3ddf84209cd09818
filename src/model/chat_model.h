/* An untrained chat model for testing the chat path of `--allocator gguf`
 * (learn/gguf_chat.h) where no fine-tuned model can be had: our transformer's
 * llama architecture with tiny dimensions and seeded random weights, around a
 * real tokenizer copied from a vocabulary GGUF (llama.cpp's
 * ggml-vocab-qwen2.gguf: tokens, types, merges, pre-tokenizer, special ids and
 * its chat template; a ChatML template when it has none, or no template at all
 * when asked, to test the fallback). It answers nonsense; what a test can show
 * with it is what the plumbing guarantees whatever the model says.
 * Needs: gguf.h, gguf_model.h. Produces: a GGUF file llama.cpp loads. */
#ifndef VL_MODEL_CHAT_MODEL_H
#define VL_MODEL_CHAT_MODEL_H
#include <stdbool.h>

#include "../base/diag.h"

typedef struct vl_chat_model_options {
  const char *vocab_path;      /* a GGUF with tokenizer.* keys */
  uint32_t dim, layers, heads, ffn, context;
  uint64_t seed;
  bool no_template;            /* write no tokenizer.chat_template */
} vl_chat_model_options;

/* The defaults: dim 32, 2 layers, 2 heads, ffn 64, context 32768, seed 1. */
vl_chat_model_options vl_chat_model_defaults(void);
/* VL_BAD_INPUT when the vocabulary file has no tokenizer or the shape is unusable; VL_TOOL_ERROR
 * when the output cannot be written. */
vl_status vl_chat_model_write(const char *path, const vl_chat_model_options *options, vl_diags *diags);

#endif
