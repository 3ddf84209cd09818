/* A quick Pass@k measurement of a proposer over one split of a manifest, on
 * the pre-RA MIR after the spiller made it fit its budget (what `alloc` allocates): per function, the
 * greedy proposal raw and masked, and whether one of k proposals (greedy, then
 * sampled with feedback) verifies; also registers against LLVM greedy's
 * recovered assignment where there is one. `verilocc train --measure` prints
 * it; `verilocc eval` is the full evaluation.
 * Needs: manifest, spiller, proposer, verifier. Produces: counts. */
#ifndef VL_LEARN_MEASURE_H
#define VL_LEARN_MEASURE_H
#include <stdio.h>

#include "../corpus/manifest.h"
#include "proposer.h"

typedef struct vl_measure {
  uint32_t functions, raw_pass1, masked_pass1, pass_k, k;
  uint32_t raw_fail[VL_NUM_CATEGORIES];   /* first raw violation's category per failing function */
  uint32_t compared, at_most_greedy;       /* functions with greedy's assignment; of those, VGPR+AGPR+SGPR top <= greedy's */
  uint32_t vector_at_most_greedy;          /* of those, VGPR+AGPR top <= greedy's */
  double max_seconds;                      /* slowest masked greedy proposal */
  char slowest[256];
} vl_measure;

/* The classical allocator wrapped as a proposer (a baseline for the same measurement). */
vl_proposer *vl_measure_classical_baseline(void);

/* Functions of the split (-1: all) in manifest order, from the `skip`-th on, at most `max_functions` (0: all). */
vl_status vl_measure_split(vl_proposer *p, const vl_manifest *manifest, int split, uint32_t k, uint32_t skip,
                           uint32_t max_functions, vl_measure *out, FILE *log);

#endif
