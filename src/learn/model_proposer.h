/* The built-in learned allocator as a proposer: our transformer (model/),
 * loaded from a GGUF model file, decoding with decode.h.
 * Needs: a model file. Produces: a vl_proposer named "model". */
#ifndef VL_LEARN_MODEL_PROPOSER_H
#define VL_LEARN_MODEL_PROPOSER_H
#include "proposer.h"

/* The shipped model: $VL_MODEL, else models/verilocc.gguf beside the executable's folder
 * (build/verilocc finds ../models), else in the current folder. */
void vl_default_model_path(char *buf, size_t size);

/* NULL with a diag when the file cannot be loaded. */
vl_proposer *vl_model_proposer_open(const char *path, vl_diags *diags);

#endif
