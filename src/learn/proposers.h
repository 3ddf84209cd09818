/* Proposers by name, as `alloc --allocator NAME` and `eval` ask for them:
 * "model" (our transformer; model_path NULL: the shipped models/verilocc.gguf)
 * and "gguf" (any GGUF model through llama.cpp; model_path required).
 * Needs: the proposers. Produces: an open proposer (destroy it when done). */
#ifndef VL_LEARN_PROPOSERS_H
#define VL_LEARN_PROPOSERS_H
#include "proposer.h"

/* NULL with a diag for unknown names or models that cannot be opened. */
vl_proposer *vl_proposer_open(const char *allocator, const char *model_path, vl_diags *diags);

#endif
