/* Any GGUF model through llama.cpp's prebuilt libllama (opened with dlopen):
 * models of our vocabulary (our exported transformer: tokenizer "none",
 * verilocc.vocab_version) decode decision by decision like the built-in model,
 * with the mask as a custom llama_sampler in a sampler chain (then greedy, or
 * top-k, temperature and a seeded dist sampler); models with a real tokenizer
 * are chat models, which answer in JSON text (learn/gguf_chat.h).
 * Needs: libllama (scripts/setup-llama.sh). Produces: a vl_proposer named "gguf". */
#ifndef VL_LEARN_GGUF_PROPOSER_H
#define VL_LEARN_GGUF_PROPOSER_H
#include "proposer.h"

vl_proposer *vl_gguf_proposer_open(const char *path, vl_diags *diags);

#endif
