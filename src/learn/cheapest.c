/* The cheaper of the classical and the model allocation by predicted cost (see cheapest.h). */
#include "cheapest.h"

#include <stdio.h>
#include <string.h>

#include "../alloc/tighten.h"
#include "../verify/native.h"
#include "eval_usage.h"

static double predicted_time(const vl_analysis *an, const vl_assignment *a, vl_arena *arena) {
  return vl_eval_usage_of(an->fn, an->cfg, a, arena).cost.time;
}

vl_status vl_alloc_cheapest(vl_proposer *proposer, const vl_analysis *an, const vl_loop_options *o, vl_assignment *out,
                           vl_loop_result *result, vl_diags *diags) {
  vl_arena arena = {0};
  vl_assignment *classical = vl_assignment_new(an->fn, &arena);
  vl_diags said = {0};
  bool classical_ok = vl_alloc_classical_tightened(an, classical, &said) == VL_OK &&
                      vl_verify_native_passes(an->intervals, &an->budget, classical);
  vl_status s = vl_loop_allocate(proposer, an, o, out, result, classical_ok ? &said : diags);
  bool model_ok = s == VL_OK && vl_verify_native_passes(an->intervals, &an->budget, out);
  vl_diags_free(&said);
  bool take_classical = classical_ok && (!model_ok || predicted_time(an, classical, &arena) <=
                                                          predicted_time(an, out, &arena));
  if (take_classical) {
    memcpy(out->reg, classical->reg, (size_t)out->num_vregs * sizeof *out->reg);
    out->allocator = classical->allocator;
    result->path = VL_PATH_CLASSICAL;
  }
  char which[64];
  snprintf(which, sizeof which, "%s", take_classical ? "classical" : result->text);
  snprintf(result->text, sizeof result->text, "%.40s (cheapest by cost)", which);
  vl_arena_free(&arena);
  return take_classical || model_ok ? VL_OK : s;
}
