/* Examples from a manifest (see examples.h). */
#include "examples.h"

#include "../alloc/registry.h"

#include <stdlib.h>
#include <string.h>

#include "../alloc/label.h"
#include "../analysis/analysis.h"
#include "../base/progress.h"
#include "../model/decision.h"
#include "../model/transformer.h"
#include "../pipeline/pipeline_file.h"

/* The file dir/relative held in *c (read once for consecutive entries, with the pipeline's module
 * steps when `prepare`); NULL when the file does not parse (its diagnostics go to `diags`: its
 * functions are skipped, and the user is told why). */
static vl_pipeline_file *file_in(vl_pipeline_file *c, const char *dir, const char *relative, bool prepare,
                                 vl_diags *diags) {
  char path[4096];
  if (!relative) return NULL;
  snprintf(path, sizeof path, "%s/%s", dir, relative);
  vl_diags read = {0};
  if (vl_pipeline_file_load(c, path, prepare, NULL, &read) && !c->input) vl_diags_append(diags, &read);
  vl_diags_free(&read);
  return c->input ? c : NULL;
}

/* realloc, or abort: the examples are all in memory, and half a set is no use. */
static void *grow(void *p, size_t size) {
  p = realloc(p, size);
  if (!p) abort();
  return p;
}

static void push(vl_examples *ex, const int32_t *tokens, uint32_t n, int32_t target) {
  if (ex->count == ex->cap) {
    ex->cap = ex->cap ? ex->cap * 2 : 4096;
    ex->offset = grow(ex->offset, ex->cap * sizeof *ex->offset);
    ex->len = grow(ex->len, ex->cap * sizeof *ex->len);
    ex->target = grow(ex->target, ex->cap * sizeof *ex->target);
  }
  if (ex->num_tokens + n > ex->cap_tokens) {
    ex->cap_tokens = ex->cap_tokens ? ex->cap_tokens * 2 : 1 << 18;
    ex->tokens = grow(ex->tokens, ex->cap_tokens * sizeof *ex->tokens);
  }
  memcpy(ex->tokens + ex->num_tokens, tokens, n * sizeof *tokens);
  ex->offset[ex->count] = ex->num_tokens;
  ex->len[ex->count] = (uint8_t)n;
  ex->target[ex->count++] = target;
  ex->num_tokens += n;
}

/* The number of registers offered after <free> in a context (*list: the first); the position of `token`
 * among them, or -1. */
static int32_t offered(const int32_t *tokens, uint32_t n, int32_t token, uint32_t *count, const int32_t **list) {
  int32_t position = -1;
  *count = 0;
  for (uint32_t k = 0; k < n; k++) {
    if (tokens[k] != VL_TOK_FREE) continue;
    *list = tokens + k + 1;
    for (uint32_t j = k + 1; j < n && tokens[j] >= VL_TOK_REG && tokens[j] < VL_TOK_REG_END; j++, (*count)++)
      if (tokens[j] == token) position = (int32_t)*count;
    break;
  }
  return position;
}

/* Decisions of one function, teacher-forced. A label among the offered free registers is
 * the target (as its pick: its position in the list); otherwise (greedy allocated in another order) the lowest offered register is,
 * and that is what gets placed: the examples follow a policy that never leaves the offered
 * registers, which is what makes the raw model's proposals valid, and their contexts are the
 * ones such a policy meets (placing greedy's own register instead measured worse: the model
 * then sees states it never reaches when it decodes on its own). */
static void add_function(vl_examples *ex, const vl_analysis *an, const vl_assignment *label, uint32_t max,
                         uint64_t *rng) {
  vl_arena arena = {0};
  vl_decider d;
  vl_decider_init(&d, an, &arena);
  int32_t tokens[VL_DECISION_MAX_TOKENS];
  /* keep each decision with probability max / n: an even, seeded subset */
  float keep = max && d.num_order > max ? (float)max / (float)d.num_order : 1.0f;
  for (uint32_t i = 0; i < d.num_order; i++) {
    uint32_t v = d.order[i];
    vl_physreg reg = label->reg[v];
    uint32_t n = vl_decider_context(&d, v, tokens), count;
    const int32_t *list = NULL;
    int32_t position = offered(tokens, n, vl_decider_token(&d, reg), &count, &list);
    ex->decisions++;
    if (position >= 0) ex->target_offered++;
    else if (count) position = 0, vl_decider_register(&d, v, list[0], &reg);
    if (position >= 0) {   /* the answer is the label's position in the free list: a token the context shows */
      if (keep >= 1.0f || vl_rng_uniform(rng) < keep) push(ex, tokens, n, VL_TOK_PICK + position);
    } else {
      ex->skipped_decisions++;
    }
    vl_decider_place(&d, v, reg);
  }
  vl_arena_free(&arena);
}

vl_status vl_examples_collect(const vl_manifest *manifest, const char *split, const char *labels,
                              uint32_t max_per_function, uint64_t seed, vl_examples *ex, FILE *log, vl_diags *diags) {
  bool want_greedy = !labels || !strcmp(labels, "greedy");
  memset(ex, 0, sizeof *ex);
  /* pre-RA MIR prepared by the pipeline; greedy's post-RA MIR as read */
  vl_pipeline_file pre = {.input = NULL}, post = {.input = NULL};
  uint64_t rng = seed ^ 0xe1a3u;
  vl_progress progress;
  uint32_t total = 0;
  for (uint32_t i = 0; i < manifest->num_entries; i++) {
    const char *s = json_string_value(json_object_get(manifest->entries[i], "split"));
    total += s && !strcmp(s, split) && json_object_get(manifest->entries[i], "mir");
  }
  vl_progress_start(&progress, log, split, total);
  for (uint32_t i = 0; i < manifest->num_entries; i++) {
    const json_t *e = manifest->entries[i];
    const char *s = json_string_value(json_object_get(e, "split"));
    const char *mir = json_string_value(json_object_get(e, "mir"));
    if (!s || strcmp(s, split) || !mir) continue;
    const char *name = json_string_value(json_object_get(e, "function"));
    const vl_pipeline_file *file = file_in(&pre, manifest->dir, mir, true, diags);
    const vl_pipeline *p = file ? file->pipeline : NULL;
    const vl_function *fn = p && name ? vl_module_function(p->module, name) : NULL;
    vl_progress_step(&progress, fn != NULL, name);
    if (!fn) {
      ex->skipped_functions++;
      continue;
    }
    /* The function alloc hands its allocator: with our spill code where it does not fit, which
     * greedy never saw, so its post-RA MIR cannot label it. */
    uint32_t f = (uint32_t)(fn - p->module->functions);
    ex->spilled_functions += p->rewritten[f];
    vl_arena arena = {0};
    vl_analysis *an = vl_analyze(fn, &p->budgets[f], &arena);
    const vl_pipeline_file *greedy =
        want_greedy && !p->rewritten[f]
            ? file_in(&post, manifest->dir, json_string_value(json_object_get(e, "post_mir")), false, diags)
            : NULL;
    const char *reason;
    vl_assignment *label =
        greedy ? vl_label_greedy(an, vl_module_function(greedy->input, name), &arena, &reason) : NULL;
    if (label) ex->greedy_labels++;
    else if ((label = vl_label_allocator(an, want_greedy ? vl_allocator_classical()->name : labels, 10, &arena, &reason)))
      ex->classical_labels++;
    bool ok = label != NULL;
    if (ok) {
      add_function(ex, an, label, max_per_function, &rng);
      ex->functions++;
    } else {
      ex->skipped_functions++;
    }
    vl_arena_free(&arena);
  }
  vl_progress_finish(&progress);
  vl_pipeline_file_free(&pre);
  vl_pipeline_file_free(&post);
  return VL_OK;
}

void vl_examples_free(vl_examples *ex) {
  free(ex->tokens);
  free(ex->offset);
  free(ex->len);
  free(ex->target);
  memset(ex, 0, sizeof *ex);
}
