/* Allocator dispatch (see dispatch.h). */
#include "dispatch.h"

#include <string.h>

#include "classical.h"

bool vl_allocator_known(const char *name) { return !strcmp(name, "classical") || !strcmp(name, "exact"); }

const char *vl_allocator_names(void) { return "classical, exact"; }

vl_status vl_allocate(const char *name, const vl_analysis *an, double timeout_s, vl_assignment *out,
                      vl_exact_result *exact, vl_diags *diags) {
  out->allocator = name;
  if (!strcmp(name, "exact")) {
    vl_exact_result ignored;
    return vl_alloc_exact(an, timeout_s, out, exact ? exact : &ignored, diags);
  }
  return vl_alloc_classical(an->intervals, &an->budget, an->pressure, out, diags);
}
