/* Our transformer as a GGUF file of llama.cpp's `llama` architecture: the
 * hyperparameters under llama.*, tokenizer.ggml.model "none" with
 * llama.vocab_size (llama.cpp accepts a model with no tokenizer; our tokens are
 * ids of vocab.h), tensors under llama.cpp's names (token_embd, blk.N.attn_q,
 * ..., output_norm; no output.weight: llama.cpp ties the head to token_embd as
 * we do). The same file is our checkpoint format and what `--allocator gguf`
 * runs through libllama.
 * Needs: gguf.h, transformer.h. Produces: model files and loaded models. */
#ifndef VL_MODEL_GGUF_MODEL_H
#define VL_MODEL_GGUF_MODEL_H
#include "gguf.h"
#include "transformer.h"

vl_status vl_model_save(const char *path, const vl_transformer *m, const char *name, vl_diags *diags);
/* The same architecture and tensors with another vocabulary: `vocab` holds its keys (tokenizer.*,
 * llama.vocab_size, ...) in place of ours (model/chat_model.h). */
vl_status vl_model_save_with_vocab(const char *path, const vl_transformer *m, const char *name,
                                   const vl_gguf_kv *vocab, uint32_t num_vocab, vl_diags *diags);
/* VL_BAD_INPUT when the file is no model of ours (wrong architecture, vocabulary or shapes). */
vl_status vl_model_load(const char *path, vl_transformer *m, vl_diags *diags);

#endif
