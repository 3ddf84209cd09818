/* The learned allocator's loop, which always ends in a verified assignment:
 * propose (greedy decoding), verify; on failure propose again with sampling,
 * up to k tries in all, each given the verifier's findings on the previous one;
 * then Z3 repair of the last proposal (alloc/repair.h); then the classical
 * allocator. The result says which path produced the assignment.
 * Needs: a proposer, the native verifier, repair, the classical allocator.
 * Produces: a valid assignment and its path. */
#ifndef VL_LEARN_LOOP_H
#define VL_LEARN_LOOP_H
#include "proposer.h"

typedef struct vl_loop_options {
  uint32_t k;              /* proposals in all (1 greedy + k-1 sampled) */
  bool mask;               /* constrained decoding */
  float temperature;
  uint32_t top_k;
  uint64_t seed;
  double repair_timeout_s;  /* Z3 repair's limit (0: none) */
  bool no_repair;          /* the repair is skipped (its time for this function is spent) */
} vl_loop_options;

typedef enum vl_loop_path { VL_PATH_GREEDY, VL_PATH_SAMPLE, VL_PATH_REPAIR, VL_PATH_CLASSICAL } vl_loop_path;

typedef struct vl_loop_result {
  vl_loop_path path;
  uint32_t tries;          /* proposals made */
  uint32_t sample;         /* VL_PATH_SAMPLE: which sampled try (1-based) */
  uint32_t repaired;       /* VL_PATH_REPAIR: registers the repair changed */
  uint32_t violations;     /* of the first (greedy) proposal, by the verifier; 0 when it was valid */
  double repair_s;         /* seconds the repair took (0: not run) */
  char text[64];           /* "model greedy", "model sample 2", "repair (3 changed)", "classical" */
} vl_loop_result;

/* VL_OK with `out` valid; VL_TOOL_ERROR only when even the classical allocator fails (spilling needed). */
vl_status vl_loop_allocate(vl_proposer *proposer, const vl_analysis *an, const vl_loop_options *o, vl_assignment *out,
                           vl_loop_result *result, vl_diags *diags);

#endif
