/* Proposers by name (see proposers.h): the registry's learned rows. */
#include "proposers.h"

#include "../alloc/registry.h"

vl_proposer *vl_proposer_open(const char *allocator, const char *model_path, vl_diags *diags) {
  const vl_allocator_entry *e = vl_allocator_find(allocator);
  if (e && e->open_proposer) return e->open_proposer(model_path, diags);
  vl_diag_add(diags, "verilocc", 0, 0, VL_CAT_NONE, "allocator %s is not a learned one (learned: model, gguf)",
              allocator ? allocator : "(none)");
  return NULL;
}
