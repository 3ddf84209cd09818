/* Chat models through libllama: a GGUF with a real tokenizer (a fine-tuned
 * Qwen2.5-Coder, say) as a proposer for `--allocator gguf`. The prompt is the
 * training set's (corpus/dataset.h): its system prompt and, as the user
 * message, the function's normalized text, laid out by the model's own chat
 * template through llama_chat_apply_template (ChatML when the model has none).
 * The answer is generated token by token under the constraint of
 * learn/chat_answer.h, which runs as a custom llama_sampler first in the chain
 * (then greedy, or top-k, temperature and a seeded dist): the JSON skeleton is
 * fixed and, with the mask, every value can only become a register the mask
 * allows. The answer is read back onto the MIR's virtual registers; the loop
 * (learn/loop.h) verifies it like any proposal.
 *
 * The prompt's state in the model's memory is kept between tries of one
 * function: a retry drops only the previous answer.
 * Needs: libllama (learn/llama_run.h). Produces: a vl_proposer named "gguf". */
#ifndef VL_LEARN_GGUF_CHAT_H
#define VL_LEARN_GGUF_CHAT_H
#include "llama_run.h"

/* Takes over `rt` (a loaded model with a tokenizer); NULL with a diagnostic when the model cannot
 * serve (unknown chat template, out of memory), `rt` then closed. */
vl_proposer *vl_gguf_chat_open(vl_llama_runtime *rt, const char *path, vl_diags *diags);

/* For tests and inspection, on a proposer from vl_gguf_chat_open (NULL otherwise): the prompt text
 * for a function (malloc'd), which template laid it out ("the model's" or "ChatML (the model has
 * none)"), and the last answer generated with its tokens (sampled, and forced: fed without a choice;
 * either pointer may be NULL). */
char *vl_gguf_chat_prompt(vl_proposer *proposer, const vl_analysis *an, size_t *len);
const char *vl_gguf_chat_template_used(const vl_proposer *proposer);
const char *vl_gguf_chat_last_answer(const vl_proposer *proposer, uint64_t *sampled, uint64_t *forced);

#endif
