/* LLVM greedy's own assignment, recovered from its post-RA MIR (llc-19
 * -start-before=greedy -stop-after=virtregrewriter,1 on the same pre-RA MIR):
 * the training labels of `verilocc dataset`.
 *
 * Greedy plus the rewriter keep every instruction of the pre-RA MIR in order
 * when they neither split, spill nor rematerialize, except identity copies,
 * which the rewriter deletes (or turns into KILL). So the two functions align
 * block by block, instruction by instruction, skipping deleted COPYs, and each
 * virtual register operand faces its physical register (a subregister operand
 * faces that part of it). The recovery succeeds only when that alignment holds
 * and every virtual register faces one register everywhere; otherwise greedy
 * changed the code (split a range, spilled, rematerialized) and its result is
 * no assignment of the pre-RA MIR. Deleted copies must be identities under
 * the recovered assignment; registers seen only through them take it from there.
 *
 * Needs: both parsed functions (front/mir.h). Produces: an assignment, or the
 * reason there is none. */
#ifndef VL_GREEDY_LABELS_H
#define VL_GREEDY_LABELS_H
#include "assignment.h"

/* VL_OK with `out` filled, or VL_INVALID with the reason (one line) in `why`. */
vl_status vl_greedy_recover(const vl_function *pre, const vl_function *post, vl_assignment *out, char *why,
                            size_t why_size);

#endif
