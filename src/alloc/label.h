/* Training labels, one rule for `verilocc dataset` and `verilocc train`: LLVM
 * greedy's own assignment where it can be recovered from its post-RA MIR
 * (greedy_labels.h) and passes the native verifier, else an allocator's that
 * passes it. A label that fails the verifier is never used.
 * Needs: the analysis of the pre-RA function. Produces: an assignment, or the
 * reason there is none (a fixed phrase, for counting). */
#ifndef VL_LABEL_H
#define VL_LABEL_H
#include "../analysis/analysis.h"
#include "assignment.h"

/* Greedy's assignment of an->fn read from `post` (its post-RA function; NULL when unreadable). */
vl_assignment *vl_label_greedy(const vl_analysis *an, const vl_function *post, vl_arena *arena, const char **reason);
/* The assignment of a registry allocator (classical, exact within timeout_s). */
vl_assignment *vl_label_allocator(const vl_analysis *an, const char *allocator, double timeout_s, vl_arena *arena,
                                  const char **reason);

#endif
