/* The built-in learned allocator as a proposer: our transformer (model/),
 * loaded from a GGUF model file, decoding with decode.h.
 * Needs: a model file. Produces: a vl_proposer named "model". */
#ifndef VL_LEARN_MODEL_PROPOSER_H
#define VL_LEARN_MODEL_PROPOSER_H
#include "../model/transformer.h"
#include "proposer.h"

/* The shipped model: $VL_MODEL, else models/verilocc.gguf beside the executable's folder
 * (build/verilocc finds ../models), else in the current folder. */
void vl_default_model_path(char *buf, size_t size);

/* One proposal of the model `m` held by the caller (ES training perturbs its own copies), with work
 * space `s` and logits[vocab]: the proposer's own decoding. */
vl_status vl_model_propose(const vl_transformer *m, vl_tf_state *s, float *logits, const vl_analysis *an,
                           const vl_propose_params *params, vl_assignment *out, vl_diags *diags);

/* NULL with a diag when the file cannot be loaded. */
vl_proposer *vl_model_proposer_open(const char *path, vl_diags *diags);

#endif
