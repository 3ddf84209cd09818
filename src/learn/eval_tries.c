/* The tries on one function (see eval_tries.h). */
#include "eval_tries.h"

#include <string.h>

#include "../base/clock.h"

#include "../verify/native.h"
#include "eval_usage.h"
#include "pass_at_k.h"

/* Counts one try; true when the verifier accepts it. `answered` is what the
 * allocator or proposer returned; `said` its diagnostics (a VL_INVALID
 * proposal names its syntax failure there). */
static bool judge(const vl_analysis *an, vl_status answered, const vl_assignment *a, const vl_diags *said,
                  vl_eval_tries *t, FILE *failures, const char *id, const char *kind) {
  t->n++;
  vl_verify_result found = {0};
  vl_diags diags = {0};
  if (answered == VL_OK) {
    bool valid = vl_verify_native(an->intervals, &an->budget, a, &diags, 1, &found) == VL_OK;
    if (valid) {
      vl_diags_free(&diags);
      t->passed++;
      return true;
    }
  }
  /* what the verifier found, or (a proposal that did not complete) what the proposer said */
  const vl_diags *why = answered == VL_OK ? &diags : said;
  for (size_t i = 0; failures && i < why->list.len && i < 3; i++)
    fprintf(failures, "%s: %s failed: %s: %s\n", id, kind, vl_category_name(why->list.data[i].category),
            why->list.data[i].message);
  if (failures && !why->list.len) fprintf(failures, "%s: %s failed\n", id, kind);
  vl_diags_free(&diags);
  bool named = false;
  for (int c = VL_CAT_NONE + 1; c < VL_NUM_CATEGORIES; c++) {
    uint32_t n = answered == VL_OK ? found.violations[c] : said->count[c];
    if (n) t->failed_by[c]++, named = true;
  }
  if (!named) t->failed_by[VL_CAT_NONE]++;
  return false;
}

static vl_status deterministic(const vl_analysis *an, const vl_eval_options *o, vl_eval_record *rec,
                               vl_assignment **best, vl_arena *arena) {
  vl_assignment *a = vl_assignment_new(an->fn, arena);
  vl_diags said = {0};
  double t0 = vl_now_ms(), cpu0 = vl_thread_cpu_ms();
  vl_status s = vl_allocator_run(o->deterministic, an, a, NULL, &said);
  rec->masked_ms = vl_now_ms() - t0;
  rec->masked_cpu_ms = vl_thread_cpu_ms() - cpu0;
  bool ok = judge(an, s, a, &said, &rec->raw, o->failures, rec->id, o->allocator);
  vl_diags_free(&said);
  rec->pass_raw = rec->pass_1 = rec->pass_k = ok;   /* one answer: every pass metric is that answer */
  *best = ok ? a : NULL;
  return VL_OK;
}

/* One proposal, judged; NULL when it failed, VL_TOOL_ERROR through *status. */
static vl_assignment *propose(const vl_analysis *an, const vl_eval_options *o, const vl_propose_params *params,
                              vl_eval_tries *t, FILE *failures, const char *id, vl_status *status, vl_arena *arena,
                              vl_diags *diags) {
  vl_assignment *a = vl_assignment_new(an->fn, arena);
  vl_diags said = {0};
  vl_status s = o->proposer->propose(o->proposer->self, an, params, a, &said);
  if (s == VL_TOOL_ERROR) {
    vl_diags_append(diags, &said);
    if (!said.list.len) vl_diag_add(diags, NULL, 0, 0, VL_CAT_NONE, "allocator %s cannot run", o->allocator);
    *status = s;
    vl_diags_free(&said);
    return NULL;
  }
  bool ok = judge(an, s, a, &said, t, failures, id, params->sample ? "sample" : params->mask ? "masked" : "raw");
  vl_diags_free(&said);
  return ok ? a : NULL;
}

static void keep_best(vl_assignment *a, const vl_analysis *an, vl_assignment **best, vl_eval_usage *best_usage,
                      vl_arena *arena) {
  if (!a) return;
  vl_eval_usage u = vl_eval_usage_of(an->fn, an->cfg, a, arena);
  if (*best && vl_eval_usage_compare(&u, best_usage) >= 0) return;
  *best = a;
  *best_usage = u;
}

vl_status vl_eval_tries_run(const vl_analysis *an, const vl_eval_options *o, uint64_t seed, vl_eval_record *rec,
                            vl_assignment **best, vl_arena *arena, vl_diags *diags) {
  *best = NULL;
  if (!o->proposer) return deterministic(an, o, rec, best, arena);
  vl_status status = VL_OK;
  vl_propose_params greedy = {.sample = false, .mask = false};
  vl_assignment *raw = propose(an, o, &greedy, &rec->raw, NULL, rec->id, &status, arena, diags);
  greedy.mask = true;
  double t0 = vl_now_ms(), cpu0 = vl_thread_cpu_ms();
  vl_assignment *masked =
      status == VL_OK ? propose(an, o, &greedy, &rec->masked, o->failures, rec->id, &status, arena, diags) : NULL;
  rec->masked_ms = vl_now_ms() - t0;
  rec->masked_cpu_ms = vl_thread_cpu_ms() - cpu0;
  vl_eval_usage best_usage = {0};
  keep_best(raw, an, best, &best_usage, arena);
  /* with n == k samples, one that verifies makes Pass@k 1 whatever the others do */
  bool until_pass = o->until_pass && o->samples == o->k;
  for (uint32_t i = 0; status == VL_OK && i < o->samples && !(until_pass && rec->samples.passed); i++) {
    vl_propose_params sampled = {.sample = true, .temperature = o->temperature, .top_k = o->top_k,
                                 .seed = seed + i, .mask = o->mask};
    keep_best(propose(an, o, &sampled, &rec->samples, NULL, rec->id, &status, arena, diags), an, best, &best_usage,
              arena);
  }
  if (status != VL_OK) return status;
  if (masked) *best = masked;   /* what `alloc` would take first, whatever the samples found */
  rec->pass_raw = rec->raw.passed;
  rec->pass_1 = rec->masked.passed;
  rec->pass_k = rec->samples.n < o->samples ? 1.0 : vl_pass_at_k(rec->samples.n, rec->samples.passed, o->k);
  return VL_OK;
}
