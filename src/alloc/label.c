/* Training labels (see label.h). */
#include "label.h"

#include <string.h>

#include "../verify/native.h"
#include "classical.h"
#include "exact.h"
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
  vl_assignment *a = vl_assignment_new(an->fn, arena);
  vl_diags quiet = {0};
  vl_exact_result exact;
  bool is_exact = !strcmp(allocator, "exact");
  vl_status s = is_exact ? vl_alloc_exact(an, timeout_s, a, &exact, &quiet)
                         : vl_alloc_classical(an->intervals, &an->budget, an->pressure, a, &quiet);
  vl_diags_free(&quiet);
  if (s != VL_OK)
    return *reason = is_exact ? "exact allocator failed (spilling needed)" : "classical allocator failed (spilling needed)",
           NULL;
  if (!vl_verify_native_passes(an->intervals, &an->budget, a)) return *reason = "label fails the native verifier", NULL;
  return a;
}
