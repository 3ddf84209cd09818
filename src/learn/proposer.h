/* A proposer: anything that proposes a register assignment for one function and
 * may be asked again, differently: our own transformer (learn/model*), a GGUF
 * model run through llama.cpp. Proposals are not trusted: the loop that calls a
 * proposer verifies each one, regenerates with sampling, repairs, and falls back
 * to the classical allocator; `verilocc eval` measures Pass@k on raw proposals.
 * This header is the contract between the two; it holds no logic. */
#ifndef VL_PROPOSER_H
#define VL_PROPOSER_H
#include <stdbool.h>

#include "../alloc/assignment.h"
#include "../analysis/analysis.h"

typedef struct vl_propose_params {
  bool sample;                 /* false: greedy (argmax) decoding; true: sampling */
  float temperature;           /* sampling only; > 0 */
  uint32_t top_k;              /* sampling only; 0 = whole distribution */
  uint64_t seed;               /* sampling only; same seed, same proposal */
  bool mask;                   /* constrained decoding (false: the raw model, --no-mask) */
  const vl_diags *feedback;    /* the verifier's findings on the previous try, or NULL */
} vl_propose_params;

typedef struct vl_proposer {
  const char *name;            /* "model", "gguf": what `alloc` reports as the allocator */
  void *self;
  /* Fills `out` (from vl_assignment_new) for an.fn. VL_OK when a complete assignment
   * came out, valid or not (the caller verifies). VL_INVALID when the output could
   * not be read as an assignment: a diag of category VL_CAT_SYNTAX says why.
   * VL_TOOL_ERROR when the model cannot run (also a diag). */
  vl_status (*propose)(void *self, const vl_analysis *an, const vl_propose_params *params,
                       vl_assignment *out, vl_diags *diags);
  void (*destroy)(void *self);
} vl_proposer;

#endif
