/* Pass@k over a split, through eval (see measure.h). */
#include "measure.h"

#include <string.h>

#include "eval.h"

static uint32_t sum(const vl_eval_usage *u, bool vector_only) {
  return u->vgpr + u->agpr + (vector_only ? 0 : u->sgpr);
}

vl_status vl_measure_split(vl_allocator *a, const vl_manifest *manifest, int split, uint32_t k, uint32_t skip,
                           uint32_t max_functions, vl_measure *out, FILE *log, FILE *failures, vl_diags *diags) {
  memset(out, 0, sizeof *out);
  out->k = k;
  vl_eval_options o = {.allocator = a->entry->name, .deterministic = a->entry->learned ? NULL : a,
                       .proposer = a->entry->learned ? a->proposer : NULL, .split = split, .k = k, .samples = k,
                       .limit = max_functions, .temperature = 0.8f, .top_k = 8, .seed = 1, .mask = true,
                       .exact_timeout_s = 10, .log = log, .skip = skip, .until_pass = true, .failures = failures};
  vl_eval_result r;
  vl_status s = vl_eval_run(manifest, &o, &r, diags);
  for (size_t i = 0; s == VL_OK && i < r.records.len; i++) {
    const vl_eval_record *rec = &r.records.data[i];
    out->functions++;
    out->raw_pass1 += rec->pass_raw > 0;
    out->masked_pass1 += rec->pass_1 > 0;
    out->pass_k += rec->pass_k;
    if (!(rec->pass_raw > 0)) {
      int first = VL_CAT_NONE;
      for (int c = VL_NUM_CATEGORIES - 1; c > VL_CAT_NONE; c--)
        if (rec->raw.failed_by[c]) first = c;
      out->raw_fail[first]++;
    }
    if (rec->ours.known && rec->greedy.known) {
      out->compared++;
      out->at_most_greedy += sum(&rec->ours, false) <= sum(&rec->greedy, false);
      out->vector_at_most_greedy += sum(&rec->ours, true) <= sum(&rec->greedy, true);
    }
    if (rec->masked_ms / 1000 > out->max_seconds) {
      out->max_seconds = rec->masked_ms / 1000;
      snprintf(out->slowest, sizeof out->slowest, "%s", rec->id);
    }
  }
  vl_eval_result_free(&r);
  return s;
}
