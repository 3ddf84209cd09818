/* The functions ES trains on and the reward of a model on one (see es_reward.h). */
#include "es_reward.h"

#include <stdlib.h>
#include <string.h>

#include "../alloc/classical.h"
#include "../analysis/analysis.h"
#include "../corpus/split.h"
#include "../verify/native.h"
#include "eval_usage.h"
#include "model_proposer.h"

vl_status vl_es_pool_init(vl_es_pool *pool, const vl_manifest *manifest, int split, uint32_t max_vregs,
                          vl_diags *diags) {
  memset(pool, 0, sizeof *pool);
  pool->manifest = manifest;
  pool->entries = malloc((manifest->num_entries + 1) * sizeof *pool->entries);
  pool->loaded = calloc(manifest->num_entries + 1, sizeof *pool->loaded);
  if (!pool->entries || !pool->loaded) {
    vl_diag_add(diags, manifest->path, 0, 0, VL_CAT_NONE, "out of memory for the manifest's functions");
    return VL_TOOL_ERROR;
  }
  for (uint32_t i = 0; i < manifest->num_entries; i++) {
    const json_t *e = manifest->entries[i], *vregs = json_object_get(e, "vregs");
    if (!json_object_get(e, "mir") || (split >= 0 && strcmp(vl_manifest_text(e, "split"), vl_split_names[split]))) continue;
    if (max_vregs && json_is_integer(vregs) && json_integer_value(vregs) > max_vregs) continue;
    pool->entries[pool->count++] = i;
  }
  return VL_OK;
}

const char *vl_es_pool_id(const vl_es_pool *pool, uint32_t i) {
  return vl_manifest_text(pool->manifest->entries[pool->entries[i]], "id");
}

/* Loads a function and allocates it classically: the reward's yardstick. */
static vl_es_function *load(const vl_manifest *manifest, const json_t *e) {
  vl_es_function *f = calloc(1, sizeof *f);
  if (!f) return NULL;
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", manifest->dir, vl_manifest_text(e, "mir"));
  vl_diags diags = {0};
  vl_pipeline_file_load(&f->file, path, true, NULL, &diags);   /* spilled as `alloc` spills */
  vl_diags_free(&diags);
  const vl_pipeline *p = f->file.pipeline;
  const vl_function *fn = p && f->file.prepared == VL_OK ? vl_module_function(p->module, vl_manifest_text(e, "function")) : NULL;
  if (!fn) return f;
  vl_analysis *an = vl_analyze(fn, &p->budgets[fn - p->module->functions], &f->arena);
  vl_assignment *a = vl_assignment_new(fn, &f->arena);
  vl_status s = vl_alloc_classical(an->intervals, &an->budget, an->pressure, a, &diags);
  vl_diags_free(&diags);
  if (s != VL_OK) return f;
  f->classical_time = vl_eval_usage_of(fn, an->cfg, a, &f->arena).cost.time;
  if (f->classical_time > 0) f->an = an;
  return f;
}

const vl_es_function *vl_es_pool_get(vl_es_pool *pool, uint32_t i) {
  if (!pool->loaded[i]) pool->loaded[i] = load(pool->manifest, pool->manifest->entries[pool->entries[i]]);
  return pool->loaded[i];
}

void vl_es_pool_free(vl_es_pool *pool) {
  for (uint32_t i = 0; pool->loaded && i < pool->count; i++) {
    vl_es_function *f = pool->loaded[i];
    if (!f) continue;
    vl_pipeline_file_free(&f->file);
    vl_arena_free(&f->arena);
    free(f);
  }
  free(pool->entries);
  free(pool->loaded);
  memset(pool, 0, sizeof *pool);
}

/* Decodes a proposal; true when it completed and the native verifier accepts it. */
static bool proposal(const vl_transformer *m, vl_tf_state *s, float *logits, const vl_analysis *an, bool mask,
                     vl_assignment *a) {
  vl_propose_params params = {.sample = false, .mask = mask};
  vl_diags diags = {0};
  bool ok = vl_model_propose(m, s, logits, an, &params, a, &diags) == VL_OK &&
            vl_verify_native_passes(an->intervals, &an->budget, a);
  vl_diags_free(&diags);
  return ok;
}

vl_es_outcome vl_es_reward(const vl_transformer *m, vl_tf_state *s, float *logits, const vl_es_function *f,
                           float penalty) {
  const vl_analysis *an = f->an;
  vl_arena arena = {0};
  vl_es_outcome o = {0};
  o.raw_failed = !proposal(m, s, logits, an, false, vl_assignment_new(an->fn, &arena));
  vl_assignment *masked = vl_assignment_new(an->fn, &arena);
  o.masked_failed = !proposal(m, s, logits, an, true, masked);
  o.cost_ratio = o.masked_failed ? 2.0 : vl_eval_usage_of(an->fn, an->cfg, masked, &arena).cost.time / f->classical_time;
  o.reward = -o.cost_ratio - (o.raw_failed ? penalty : 0);
  vl_arena_free(&arena);
  return o;
}
