/* The registry of learned allocators (see proposers.h). None is built into
 * this version: every name is refused with a diagnostic. */
#include "proposers.h"

vl_proposer *vl_proposer_open(const char *allocator, const char *model_path, vl_diags *diags) {
  (void)model_path;
  vl_diag_add(diags, NULL, 0, 0, VL_CAT_NONE, "allocator %s is not built in (available: classical, exact)", allocator);
  return NULL;
}
