/* Allocator dispatch (see dispatch.h). */
#include "dispatch.h"

#include <string.h>

#include "tighten.h"

bool vl_allocator_known(const char *name) { return !strcmp(name, "classical") || !strcmp(name, "exact"); }

const char *vl_allocator_names(void) { return "classical, exact"; }

vl_status vl_allocate(const char *name, const vl_analysis *an, double timeout_s, vl_assignment *out,
                      vl_exact_result *exact, vl_diags *diags) {
  out->allocator = name;
  if (!strcmp(name, "exact")) {
    vl_exact_result ignored;
    return vl_alloc_exact(an, timeout_s, out, exact ? exact : &ignored, diags);
  }
  vl_status s = vl_alloc_classical_tightened(an, out, diags);
  out->allocator = name;
  return s;
}
