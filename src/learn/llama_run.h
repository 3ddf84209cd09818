/* libllama opened to run a model (both kinds `--allocator gguf` runs: our
 * decision model, learn/gguf_proposer.c, and chat models, learn/gguf_chat.c):
 * the library from the llama folder (norm/tokenizer.h: vl_llama_dir), every
 * function either path calls, the model loaded on the CPU; and the sampler
 * chain both build: a first sampler of ours (the mask or the answer's
 * constraint), then greedy, or top-k, temperature and a seeded dist.
 * Needs: dlopen, libllama (scripts/setup-llama.sh). Produces: a runtime. */
#ifndef VL_LEARN_LLAMA_RUN_H
#define VL_LEARN_LLAMA_RUN_H
#include "../base/diag.h"
#include "../norm/llama_abi.h"
#include "proposer.h"

typedef struct vl_llama_runtime {
  void *lib, *model;
  const void *vocab;
  vl_llama_run_api api;
  vl_llama_chat_api chat;
} vl_llama_runtime;

/* Opens libllama and loads the model at `path`; VL_TOOL_ERROR with the reason otherwise. */
vl_status vl_llama_runtime_open(vl_llama_runtime *rt, const char *path, vl_diags *diags);
/* Frees the model (libllama stays mapped: its static destructors may still run at exit). */
void vl_llama_runtime_close(vl_llama_runtime *rt);

/* A context of n_ctx tokens, batches of n_batch, one sequence, on `threads` threads, flash attention
 * as llama.cpp's flash_attn_type (VL_LLAMA_FLASH_ATTN_AUTO: llama.cpp decides); NULL on failure. */
enum { VL_LLAMA_FLASH_ATTN_AUTO = -1, VL_LLAMA_FLASH_ATTN_OFF = 0 };
void *vl_llama_context_new(const vl_llama_runtime *rt, uint32_t n_ctx, uint32_t n_batch, int32_t threads,
                           int32_t flash_attn);

/* The chain `first`, then greedy (params->sample false) or top-k, temperature and dist seeded from
 * params->seed. Freeing the chain frees `first`. */
vl_llama_sampler *vl_llama_chain_new(const vl_llama_runtime *rt, vl_llama_sampler *first,
                                     const vl_propose_params *params);

#endif
