/* Decoding an assignment one decision at a time (model/decision.h gives the
 * order and the contexts), for any model that scores a context: our own
 * transformer (model_proposer.c) or a GGUF model run by llama.cpp
 * (gguf_proposer.c). Greedy or sampled (temperature, top-k, seeded).
 * With the mask (constrained decoding), only registers that fit are offered,
 * under a register budget per file that starts at the function's pressure,
 * and decoding is complete: a decision with nothing to offer is recovered by
 * moving placed values, evictions or a budget raise (decode_recover.h); when the model's order
 * still meets an unrecoverable dead end, the function is decoded again in
 * LLVM greedy's priority order (wide, long-lived values first), and then
 * with the value at each further dead end decided first (a squeaky wheel, a
 * few times), and last in the model's order with the whole register budget
 * offered from the start instead of the pressure; a complete
 * decoding is then tightened (each file's budget lowered while the values at
 * its top, decided again, find room). The model decides every register a value
 * first gets.
 * Without the mask (--no-mask) the raw model decides alone; with verifier
 * feedback, the virtual registers the verifier named are decoded masked on
 * the next try. A dead end is VL_INVALID with a dataflow diagnostic; a token
 * that names no register is VL_INVALID with a syntax diagnostic.
 * Needs: analysis, decision contexts. Produces: a proposed assignment. */
#ifndef VL_LEARN_DECODE_H
#define VL_LEARN_DECODE_H
#include "../model/decision.h"
#include "proposer.h"

/* Picks the token for v's decision, or -1 at a dead end. `masked`: offer only allowed registers. */
typedef int32_t (*vl_choose_fn)(void *self, const vl_decider *d, uint32_t v, const int32_t *tokens, uint32_t n,
                                bool masked, const vl_propose_params *params, uint64_t *rng);

vl_status vl_decode(const vl_analysis *an, const vl_propose_params *params, vl_choose_fn choose, void *self,
                    vl_assignment *out, vl_diags *diags);

/* The virtual registers named (%N) in the verifier's diagnostics, as flags per vreg (in `arena`): with
 * feedback and no mask, these are decoded masked (also by the chat path, learn/chat_answer.h). */
bool *vl_feedback_vregs(const vl_function *fn, const vl_diags *feedback, vl_arena *arena);
/* The dataflow diagnostic of a dead end: the mask leaves no register for v. */
void vl_decode_dead_end(const vl_analysis *an, uint32_t v, vl_diags *diags);

/* The token chosen from logits[vocab] (modified in place): masked, then argmax or a sample. -1 when the
 * mask leaves nothing. */
int32_t vl_select_token(float *logits, uint32_t vocab, const vl_decider *d, uint32_t v, bool masked,
                        const vl_propose_params *params, uint64_t *rng);

#endif
