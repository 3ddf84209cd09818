/* Opening a learned allocator by name: `model` (our transformer), `gguf` (any
 * GGUF model through llama.cpp). `verilocc eval` calls this for an allocator
 * that is neither `classical` nor `exact`.
 *
 * Needs: the proposer contract (proposer.h). Produces: a proposer, or NULL
 * with a diagnostic saying why (unknown name, model file unreadable). */
#ifndef VL_PROPOSERS_H
#define VL_PROPOSERS_H
#include "../base/diag.h"
#include "proposer.h"

/* `model_path` may be NULL (the proposer's default weights). Free the result
 * with its destroy(self) and free(). */
vl_proposer *vl_proposer_open(const char *allocator, const char *model_path, vl_diags *diags);

#endif
