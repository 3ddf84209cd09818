/* The tries of `verilocc eval` on one analysed function (eval.h): the
 * deterministic answer of classical or exact, or a proposer's raw, masked and
 * sampled proposals, each judged by the native verifier; Pass@1 raw, Pass@1
 * and Pass@k of the function; the best verified answer.
 *
 * Needs: the allocators, a proposer, the native verifier, the Pass@k
 * estimator. Produces: the tries and pass values of a record, the answer. */
#ifndef VL_EVAL_TRIES_H
#define VL_EVAL_TRIES_H
#include "eval.h"

/* Fills rec->raw/masked/samples and rec->pass_*; *best is the best verified
 * answer (the masked greedy proposal when it verifies) or NULL. `seed` is the
 * function's own (samples i use seed + i). VL_TOOL_ERROR (diagnostics in
 * `diags`) when the proposer cannot run; failures of answers are not errors. */
vl_status vl_eval_tries_run(const vl_analysis *an, const vl_eval_options *o, uint64_t seed, vl_eval_record *rec,
                            vl_assignment **best, vl_arena *arena, vl_diags *diags);

#endif
