/* Proposers by name (see proposers.h). */
#include "proposers.h"

#include <string.h>

#include "gguf_proposer.h"
#include "model_proposer.h"

vl_proposer *vl_proposer_open(const char *allocator, const char *model_path, vl_diags *diags) {
  if (allocator && !strcmp(allocator, "model")) return vl_model_proposer_open(model_path, diags);
  if (allocator && !strcmp(allocator, "gguf")) {
    if (!model_path) {
      vl_diag_add(diags, "gguf", 0, 0, VL_CAT_NONE, "the gguf allocator needs a model file (--model M.gguf)");
      return NULL;
    }
    return vl_gguf_proposer_open(model_path, diags);
  }
  vl_diag_add(diags, "verilocc", 0, 0, VL_CAT_NONE,
              "allocator %s is not built in (available: classical, exact, model, gguf)", allocator ? allocator : "(none)");
  return NULL;
}
