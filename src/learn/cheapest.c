/* The cheaper of the classical and the model allocation by predicted cost (see cheapest.h). */
#include "cheapest.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "../alloc/tighten.h"
#include "../verify/native.h"
#include "eval_usage.h"

/* Predicted times this close count as equal: such differences are copies of
 * weight 0.2 placed in other blocks, finer than the model's guessed weights can
 * tell apart (docs/cost.md). On the test split the learned allocator won by 0.01%
 * to 0.9% on seven gfx1100 kernels, each time with one or two VGPRs more (and on
 * two of them with one COPY more, where the classical one is now taken). */
#define VL_CHEAPEST_TIE 0.01

/* Whether `a` (the classical allocation) is to be taken over `b` (the model's):
 * at the same occupancy and nearly the same predicted time, the one with fewer
 * VGPRs and AGPRs (the registers a caller, a neighbour on the CU or a later
 * change has left) unless it leaves more COPYs; otherwise the lower predicted
 * time, `a` on a tie. */
static bool prefer_first(const vl_eval_usage *a, const vl_eval_usage *b) {
  double ta = a->cost.time, tb = b->cost.time;
  bool near = a->occupancy == b->occupancy && fabs(ta - tb) <= VL_CHEAPEST_TIE * fmin(ta, tb);
  if (near && a->vector < b->vector && a->copies_left <= b->copies_left) return true;
  if (near && b->vector < a->vector && b->copies_left <= a->copies_left) return false;
  return ta <= tb;
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
  bool take_classical = false;
  if (classical_ok && model_ok) {
    vl_eval_usage c = vl_eval_usage_of(an->fn, an->cfg, classical, &arena);
    vl_eval_usage m = vl_eval_usage_of(an->fn, an->cfg, out, &arena);
    take_classical = prefer_first(&c, &m);
  } else {
    take_classical = classical_ok;
  }
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
