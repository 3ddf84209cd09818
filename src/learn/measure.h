/* A quick Pass@k measurement of an allocator over one split of a manifest,
 * through `verilocc eval`'s own path (eval.h: the spiller first, the input's
 * budget, the same tries, the unbiased Pass@k estimator): per function, the
 * greedy proposal raw and masked, and k samples (stopping at the first that
 * verifies, which leaves Pass@k unchanged); registers of the answer against
 * LLVM greedy's post-RA MIR, as sums of the files' highest register + 1 (all
 * files, and VGPR+AGPR alone). `verilocc train --measure` prints it;
 * `verilocc eval` is the full evaluation.
 * Needs: manifest, a proposer (or none: the classical allocator). Produces: counts. */
#ifndef VL_LEARN_MEASURE_H
#define VL_LEARN_MEASURE_H
#include <stdio.h>

#include "../corpus/manifest.h"
#include "../alloc/registry.h"

typedef struct vl_measure {
  uint32_t functions, raw_pass1, masked_pass1, k;
  double pass_k;                           /* sum of the functions' Pass@k */
  uint32_t raw_fail[VL_NUM_CATEGORIES];   /* first raw violation's category per failing function */
  uint32_t compared, at_most_greedy;       /* functions with both answers; of those, VGPR+AGPR+SGPR tops <= greedy's */
  uint32_t vector_at_most_greedy;          /* of those, VGPR+AGPR tops <= greedy's */
  double max_seconds;                      /* slowest masked greedy proposal (deterministic: answer) */
  char slowest[256];
} vl_measure;

/* Functions of the split (-1: all) in manifest order, from the `skip`-th on, at most `max_functions` (0: all).
 * `a` is any registry allocator (learned: its proposer's raw and masked proposals are measured).
 * `failures` (or NULL): a line per failed masked answer. VL_TOOL_ERROR (diagnostics) when the proposer
 * cannot run. */
vl_status vl_measure_split(vl_allocator *a, const vl_manifest *manifest, int split, uint32_t k, uint32_t skip,
                           uint32_t max_functions, vl_measure *out, FILE *log, FILE *failures, vl_diags *diags);

#endif
