/* Training labels (see label.h). */
#include "label.h"

#include <string.h>

#include "../verify/native.h"
#include "registry.h"
#include "greedy_labels.h"

vl_assignment *vl_label_greedy(const vl_analysis *an, const vl_function *post, vl_arena *arena, const char **reason) {
  if (!post) return *reason = "post-RA MIR unreadable", NULL;
  vl_assignment *a = vl_assignment_new(an->fn, arena);
  char why[256];
  if (vl_greedy_recover(an->fn, post, a, why, sizeof why) != VL_OK)
    return *reason = strstr(why, "greedy split it") ? "greedy split a range" : "greedy changed the code", NULL;
  if (!vl_verify_native_passes(an->intervals, &an->budget, a))
    return *reason = "greedy's assignment fails the native verifier", NULL;
  return a;
}

vl_assignment *vl_label_allocator(const vl_analysis *an, const char *allocator, double timeout_s, vl_arena *arena,
                                  const char **reason) {
  vl_diags quiet = {0};
  vl_allocator_options options = vl_allocator_defaults();
  options.timeout_s = timeout_s;
  vl_allocator *al = vl_allocator_open(allocator, &options, &quiet);
  vl_assignment *a = vl_assignment_new(an->fn, arena);
  vl_status s = al ? vl_allocator_run(al, an, a, NULL, &quiet) : VL_BAD_INPUT;
  vl_allocator_close(al);
  vl_diags_free(&quiet);
  if (s != VL_OK)   /* a fixed phrase per allocator: reasons are counted */
    return *reason = vl_arena_printf(arena, "%s allocator failed (spilling needed)", allocator), NULL;
  if (!vl_verify_native_passes(an->intervals, &an->budget, a)) return *reason = "label fails the native verifier", NULL;
  return a;
}
