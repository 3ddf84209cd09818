/* Pass@k over a split (see measure.h). */
#include "measure.h"

#include <string.h>

#include "../alloc/classical.h"
#include "../alloc/greedy_labels.h"
#include "../alloc/spill.h"
#include "../analysis/analysis.h"
#include "../base/clock.h"
#include "../base/progress.h"
#include "../corpus/split.h"
#include "../verify/native.h"

static bool valid(const vl_analysis *an, const vl_assignment *a, vl_diags *findings, vl_category *first) {
  vl_verify_result r;
  bool ok = vl_verify_native(an->intervals, &an->budget, a, findings, 4, &r) == VL_OK;
  if (!ok && first)
    for (int c = VL_NUM_CATEGORIES - 1; c >= 0; c--)
      if (r.violations[c]) *first = (vl_category)c;
  return ok;
}

/* The module of a manifest path (cached: a file's functions come together); with `spill`, after the
 * spiller made every function fit its budget, as `alloc` allocates it (*original keeps the input). */
static vl_module *load(const char *dir, const char *relative, char *cached, vl_module **module, bool spill,
                       vl_module **original) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", dir, relative);
  if (strcmp(cached, path)) {
    if (original && *original != *module) vl_module_free(*original);
    vl_module_free(*module);
    vl_diags diags = {0};
    *module = vl_mir_parse_file(path, NULL, &diags);
    if (original) *original = *module;
    vl_module *spilled = NULL;
    vl_budget_options options = {0};
    vl_spill_report report;
    if (spill && *module && vl_spill_module(*module, &options, &spilled, &report, &diags) == VL_OK && spilled)
      *module = spilled;
    vl_diags_free(&diags);
    snprintf(cached, 4096, "%s", path);
  }
  return *module;
}

static const vl_function *find(const vl_module *m, const char *name) {
  for (uint32_t i = 0; m && name && i < m->num_functions; i++)
    if (!strcmp(m->functions[i].name, name)) return &m->functions[i];
  return NULL;
}

static uint32_t top(const vl_function *fn, const vl_assignment *a, bool vector_only) {
  vl_alloc_stats s = vl_assignment_stats(fn, a);
  return s.used[VL_FILE_VGPR] + s.used[VL_FILE_AGPR] + (vector_only ? 0 : s.used[VL_FILE_SGPR]);
}

/* The classical allocator as a proposer: the baseline `--allocator classical` measures. */
static vl_status classical_propose(void *self, const vl_analysis *an, const vl_propose_params *params,
                                   vl_assignment *out, vl_diags *diags) {
  (void)self, (void)params;
  return vl_alloc_classical(an->intervals, &an->budget, an->pressure, out, diags) == VL_OK ? VL_OK : VL_INVALID;
}

static void classical_destroy(void *self) { (void)self; }

vl_proposer *vl_measure_classical_baseline(void) {
  static vl_proposer classical = {"classical", NULL, classical_propose, classical_destroy};
  return &classical;
}

vl_status vl_measure_split(vl_proposer *p, const vl_manifest *manifest, int split, uint32_t k, uint32_t skip,
                           uint32_t max_functions, vl_measure *out, FILE *log) {
  uint32_t seen = 0;
  memset(out, 0, sizeof *out);
  out->k = k;
  static char pre_path[4096], post_path[4096];
  vl_module *pre = NULL, *post = NULL, *input = NULL;
  pre_path[0] = post_path[0] = 0;
  for (uint32_t i = 0; i < manifest->num_entries && (!max_functions || out->functions < max_functions); i++) {
    const json_t *e = manifest->entries[i];
    const char *s = json_string_value(json_object_get(e, "split"));
    const char *mir = json_string_value(json_object_get(e, "mir")), *name = json_string_value(json_object_get(e, "function"));
    if (!s || (split >= 0 && vl_split_of_name(s) != split) || !mir || seen++ < skip) continue;
    const vl_function *fn = find(load(manifest->dir, mir, pre_path, &pre, true, &input), name);
    if (!fn) continue;
    vl_arena arena = {0};
    vl_budget_options options = {0};
    vl_analysis *an = vl_analyze(fn, &options, &arena);
    vl_assignment *a = vl_assignment_new(fn, &arena);
    vl_diags findings = {0}, previous = {0};
    vl_propose_params raw = {false, 1, 0, 1, false, NULL}, masked = {false, 1, 0, 1, true, NULL};
    vl_category cat = VL_CAT_NONE;
    bool raw_ok = p->propose(p->self, an, &raw, a, &findings) == VL_OK && valid(an, a, &findings, &cat);
    if (!raw_ok) out->raw_fail[cat == VL_CAT_NONE && findings.list.len ? findings.list.data[0].category : cat]++;
    vl_diags_free(&findings);
    a = vl_assignment_new(fn, &arena);
    double t0 = vl_now_ms();
    bool masked_ok = p->propose(p->self, an, &masked, a, &findings) == VL_OK && valid(an, a, &findings, NULL);
    double seconds = (vl_now_ms() - t0) / 1000;
    if (seconds > out->max_seconds) out->max_seconds = seconds, snprintf(out->slowest, sizeof out->slowest, "%s", mir);
    bool any = masked_ok;
    for (uint32_t j = 1; j < k && !any; j++) {
      vl_diags_free(&previous);
      previous = findings;
      findings = (vl_diags){0};
      vl_propose_params sample = {true, 0.8f, 8, 1 + j, true, &previous};
      vl_assignment *b = vl_assignment_new(fn, &arena);
      any = p->propose(p->self, an, &sample, b, &findings) == VL_OK && valid(an, b, &findings, NULL);
    }
    const char *post_mir = json_string_value(json_object_get(e, "post_mir"));
    const vl_function *greedy = post_mir ? find(load(manifest->dir, post_mir, post_path, &post, false, NULL), name) : NULL;
    const vl_function *unspilled = find(input, name);
    vl_assignment *g = unspilled ? vl_assignment_new(unspilled, &arena) : NULL;
    char why[256];
    if (masked_ok && greedy && unspilled && vl_greedy_recover(unspilled, greedy, g, why, sizeof why) == VL_OK) {
      out->compared++;
      out->at_most_greedy += top(fn, a, false) <= top(unspilled, g, false);
      out->vector_at_most_greedy += top(fn, a, true) <= top(unspilled, g, true);
    }
    out->functions++;
    out->raw_pass1 += raw_ok;
    out->masked_pass1 += masked_ok;
    out->pass_k += any;
    if (log) {
      fprintf(log, "\r%s: %u functions; raw pass@1 %u, masked pass@1 %u, pass@%u %u   ", vl_split_label(split), out->functions,
              out->raw_pass1, out->masked_pass1, k, out->pass_k);
      fflush(log);
    }
    vl_diags_free(&findings);
    vl_diags_free(&previous);
    vl_arena_free(&arena);
  }
  if (log) fputc('\n', log);
  if (input != pre) vl_module_free(input);
  vl_module_free(pre);
  vl_module_free(post);
  return VL_OK;
}
