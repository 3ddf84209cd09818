/* The propose-verify-regenerate-repair-fall back loop (see loop.h). */
#include "loop.h"

#include <stdio.h>
#include <string.h>

#include "../alloc/classical.h"
#include "../alloc/repair.h"
#include "../alloc/tighten.h"
#include "../verify/native.h"

static bool verify(const vl_analysis *an, const vl_assignment *a, vl_diags *findings, uint32_t *violations) {
  vl_verify_result r;
  bool ok = vl_verify_native(an->intervals, &an->budget, a, findings, 8, &r) == VL_OK;
  if (violations) *violations = r.total;
  return ok;
}

vl_status vl_loop_allocate(vl_proposer *proposer, const vl_analysis *an, const vl_loop_options *o, vl_assignment *out,
                           vl_loop_result *result, vl_diags *diags) {
  vl_arena arena = {0};
  *result = (vl_loop_result){0};
  vl_diags previous = {0};
  vl_assignment *last = NULL;
  uint32_t k = o->k ? o->k : 1;
  for (uint32_t i = 0; i < k; i++) {
    vl_propose_params p = {i > 0, o->temperature > 0 ? o->temperature : 1.0f, o->top_k, o->seed + i, o->mask,
                           i > 0 ? &previous : NULL};
    vl_assignment *a = vl_assignment_new(an->fn, &arena);
    vl_diags findings = {0};
    vl_status s = proposer->propose(proposer->self, an, &p, a, &findings);
    result->tries++;
    uint32_t violations = 0;
    bool ok = s == VL_OK && verify(an, a, &findings, &violations);
    if (i == 0) result->violations = ok ? 0 : (violations ? violations : 1);
    if (s == VL_TOOL_ERROR) {   /* the model cannot run: no point in asking again */
      vl_diags_append(diags, &findings);
      vl_diags_free(&findings);
      break;
    }
    if (ok) {
      memcpy(out->reg, a->reg, an->fn->num_vregs * sizeof(vl_physreg));
      result->path = i == 0 ? VL_PATH_GREEDY : VL_PATH_SAMPLE;
      result->sample = i;
      if (i == 0) snprintf(result->text, sizeof result->text, "%s greedy", proposer->name);
      else snprintf(result->text, sizeof result->text, "%s sample %u", proposer->name, i);
      out->allocator = proposer->name;
      vl_diags_free(&findings);
      vl_diags_free(&previous);
      vl_arena_free(&arena);
      return VL_OK;
    }
    if (s == VL_OK) last = a;   /* a complete (if wrong) assignment: what repair starts from */
    vl_diags_free(&previous);
    previous = findings;
  }
  vl_diags_free(&previous);
  vl_repair_result repaired;
  vl_diags quiet = {0};
  bool fixed = false;
  if (!o->no_repair) {
    fixed = vl_repair(an, last, o->repair_timeout_s, out, &repaired, &quiet) == VL_OK && verify(an, out, &quiet, NULL);
    result->repair_s = repaired.seconds;
  }
  if (fixed) {
    result->path = VL_PATH_REPAIR;
    result->repaired = repaired.changed;
    snprintf(result->text, sizeof result->text, "repair (%u changed)", repaired.changed);
    out->allocator = "repair";
    vl_diags_free(&quiet);
    vl_arena_free(&arena);
    return VL_OK;
  }
  vl_diags_free(&quiet);
  result->path = VL_PATH_CLASSICAL;
  snprintf(result->text, sizeof result->text, "classical");
  vl_status s = vl_alloc_classical_tightened(an, out, diags);   /* what `--allocator classical` gives */
  vl_arena_free(&arena);
  return s;
}
