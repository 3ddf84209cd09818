/* The manifest loop of `verilocc eval` (see eval.h): pick the entries, load
 * and spill each MIR file once (entries of one file come together), analyse
 * each function, run its tries, measure the answer against LLVM greedy's
 * post-RA MIR and the classical allocator. */
#include "eval.h"

#include <stdlib.h>
#include <string.h>

#include "../alloc/classical.h"
#include "../pipeline/pipeline_file.h"
#include "../analysis/analysis.h"
#include "../base/hash.h"
#include "../base/progress.h"
#include "../corpus/split.h"
#include "eval_tries.h"
#include "eval_usage.h"

const char *const vl_eval_skip_reasons[VL_EVAL_NUM_SKIP_REASONS] = {
    "MIR unreadable", "post-RA MIR unreadable", "the spiller failed", "function not in its MIR"};

typedef struct cached_module {
  vl_pipeline_file file;        /* pre-RA MIR: the pipeline's module steps (the spill) done */
  const char *why;              /* why the file is unusable, or NULL */
} cached_module;

typedef struct evaluator {
  const vl_manifest *manifest;
  const vl_eval_options *o;
  vl_eval_result *r;
  cached_module pre, post;
  vl_progress progress;
} evaluator;

static void count(json_t *obj, const char *key) {
  json_t *v = json_object_get(obj, key);
  json_object_set_new(obj, key, json_integer((v ? json_integer_value(v) : 0) + 1));
}

/* The module at `relative` (spilled to fit when `spill`), from the cache when it was the last one. */
static cached_module *load(evaluator *x, cached_module *c, const char *relative, bool spill) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", x->manifest->dir, relative);
  vl_diags diags = {0};
  /* spilled as `alloc` spills */
  if (vl_pipeline_file_load(&c->file, path, spill, NULL, &diags)) {
    c->why = !c->file.input ? vl_eval_skip_reasons[spill ? 0 : 1]
             : spill && c->file.prepared != VL_OK ? vl_eval_skip_reasons[2] : NULL;
    if (c->file.pipeline) {   /* what `alloc` does before it allocates */
      x->r->modules_spilled += c->file.pipeline->spill.functions_spilled > 0;
      x->r->spill_ms += c->file.pipeline->spill.ms;
    }
    if (c->why) vl_progress_note_first(&x->progress, &diags, path);
  }
  vl_diags_free(&diags);
  return c;
}

/* The base seed and the id hashed: every function has its own sample seeds, the same in every run. */
static uint64_t seed_of(const char *id, uint64_t base) {
  return vl_hash_string(vl_hash_bytes(VL_HASH_INIT, &base, sizeof base), id);
}

static vl_eval_usage greedy_usage(evaluator *x, const json_t *e, const char *name, vl_arena *arena) {
  const char *post_mir = json_string_value(json_object_get(e, "post_mir"));
  const vl_function *post = post_mir ? vl_module_function(load(x, &x->post, post_mir, false)->file.input, name) : NULL;
  if (!post) return (vl_eval_usage){0};
  return vl_eval_usage_of(post, vl_cfg_compute(post, arena), NULL, arena);
}

static vl_eval_usage classical_usage(const vl_analysis *an, vl_arena *arena) {
  vl_assignment *a = vl_assignment_new(an->fn, arena);
  vl_diags diags = {0};
  vl_status s = vl_alloc_classical(an->intervals, &an->budget, an->pressure, a, &diags);
  vl_diags_free(&diags);
  return s == VL_OK ? vl_eval_usage_of(an->fn, an->cfg, a, arena) : (vl_eval_usage){0};
}

/* One manifest entry; VL_TOOL_ERROR when the proposer cannot run. */
static vl_status evaluate(evaluator *x, const json_t *e, vl_diags *diags) {
  const char *name = vl_manifest_text(e, "function");
  cached_module *c = load(x, &x->pre, vl_manifest_text(e, "mir"), true);
  if (c->why) return count(x->r->skipped, c->why), VL_OK;
  const vl_pipeline *p = c->file.pipeline;
  const vl_function *fn = vl_module_function(p->module, name);
  if (!fn) return count(x->r->skipped, vl_eval_skip_reasons[3]), VL_OK;
  vl_eval_record rec = {.entry = e, .id = vl_manifest_text(e, "id"), .family = vl_manifest_text(e, "family"), .target = vl_manifest_text(e, "target")};
  vl_arena arena = {0};
  double t0 = vl_now_ms();
  vl_analysis *an = vl_analyze(fn, &p->budgets[fn - p->module->functions], &arena);
  vl_assignment *best = NULL;
  vl_status s = vl_eval_tries_run(an, x->o, seed_of(rec.id, x->o->seed), &rec, &best, &arena, diags);
  rec.ms = vl_now_ms() - t0;
  if (s == VL_OK) {
    if (best) rec.ours = vl_eval_usage_of(fn, an->cfg, best, &arena);
    bool is_classical = x->o->deterministic && x->o->deterministic->entry == vl_allocator_classical();
    rec.classical = best && is_classical ? rec.ours : classical_usage(an, &arena);
    rec.greedy = greedy_usage(x, e, name, &arena);
    VL_VEC_PUSH(&x->r->arena, x->r->records, rec);
  }
  vl_arena_free(&arena);
  return s;
}

static bool selected(const vl_eval_options *o, const json_t *e) {
  if (o->split < 0) return true;
  return !strcmp(vl_manifest_text(e, "split"), vl_split_names[o->split]);
}

/* The chosen functions (the split, from the skip-th on, at most limit) in manifest order, flagged in
 * take[num_entries], those of other shards left out; returns how many are taken. */
static uint32_t choose(const vl_manifest *manifest, const vl_eval_options *o, vl_eval_result *r, bool *take) {
  uint32_t chosen = 0, taken = 0, file = 0;
  const char *last_mir = NULL;
  for (uint32_t i = 0; i < manifest->num_entries; i++) {
    const json_t *e = manifest->entries[i];
    if (!strcmp(vl_manifest_text(e, "split"), vl_split_names[VL_SPLIT_TRAIN])) count(r->trained, vl_manifest_text(e, "family"));
    if (!json_object_get(e, "mir")) r->nvidia++;
    else if (!selected(o, e)) r->other_splits++;
    else if (chosen++ >= o->skip && (!o->limit || chosen - o->skip <= o->limit)) {
      if (last_mir && strcmp(last_mir, vl_manifest_text(e, "mir"))) file++;   /* a file's functions go to one shard */
      last_mir = vl_manifest_text(e, "mir");
      take[i] = o->shards <= 1 || file % o->shards == o->shard;
      taken += take[i];
    }
  }
  return taken;
}

vl_status vl_eval_run(const vl_manifest *manifest, const vl_eval_options *o, vl_eval_result *r, vl_diags *diags) {
  *r = (vl_eval_result){.skipped = json_object(), .trained = json_object()};
  evaluator x = {.manifest = manifest, .o = o, .r = r};
  bool *take = calloc(manifest->num_entries + 1, sizeof *take);
  if (!take) {
    vl_diag_add(diags, manifest->path, 0, 0, VL_CAT_NONE, "out of memory");
    return VL_TOOL_ERROR;
  }
  uint32_t todo = choose(manifest, o, r, take);
  double t0 = vl_now_ms();
  vl_progress_start(&x.progress, o->log, "eval", todo);
  vl_status s = VL_OK;
  for (uint32_t i = 0; s == VL_OK && i < manifest->num_entries; i++) {
    const json_t *e = manifest->entries[i];
    if (!take[i]) continue;
    size_t before = r->records.len;
    s = evaluate(&x, e, diags);
    vl_progress_step(&x.progress, r->records.len > before && r->records.data[before].pass_1 > 0, vl_manifest_text(e, "id"));
  }
  free(take);
  vl_progress_finish(&x.progress);
  vl_pipeline_file_free(&x.pre.file);
  vl_pipeline_file_free(&x.post.file);
  r->seconds = (vl_now_ms() - t0) / 1000;
  return s;
}

void vl_eval_result_free(vl_eval_result *r) {
  json_decref(r->skipped);
  json_decref(r->trained);
  vl_arena_free(&r->arena);
  *r = (vl_eval_result){0};
}
