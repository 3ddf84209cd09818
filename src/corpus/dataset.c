/* The chat-format training set (see dataset.h). One pass over the manifest:
 * per AMDGPU function, the pipeline's module steps (once per file: the spill),
 * analyse, label (greedy recovered, else the fallback), verify, normalize,
 * write; counts for the statistics as it goes. */
#include "dataset.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "../alloc/label.h"
#include "../analysis/analysis.h"
#include "../base/atomic_file.h"
#include "../base/clock.h"
#include "../base/file.h"
#include "../base/json.h"
#include "../base/progress.h"
#include "../norm/norm_map.h"
#include "../pipeline/pipeline_file.h"
#include "split.h"
#include "stats.h"
#include "../base/order_stats.h"

const char vl_dataset_system_prompt[] =
    "You allocate registers for AMDGPU machine code. The user gives one function in VeriLocc's normalized MIR: "
    "blocks bN with their successors; in each block, `in bP` lines name, in predecessor P, the values live into the "
    "block, which are its first names in order; other names are new in the block and carry their register class at "
    "their first appearance (v/a/s register file, width in 32-bit registers, a: aligned tuple, c: may be vcc); "
    "`out` lists the names live out; `limits` and `reserved` say which registers may be used. Answer with JSON "
    "{\"function\": NAME, \"assign\": {\"bN.name\": REGISTER}} for every name that is new in its block, registers in "
    "assembly syntax (v3, v[6:7], s[10:11], a0, vcc). A linked name has its predecessor's register; values live at "
    "once need disjoint registers.";

char *vl_dataset_user_message(const vl_analysis *an, vl_arena *arena, vl_norm_function **nf, size_t *len) {
  *nf = vl_norm_build(an->fn, an->live, arena);
  const vl_budget *budget = &an->budget;
  return vl_norm_text(nf, &budget, 1, len);
}

char *vl_dataset_answer(const vl_norm_function *nf, const vl_assignment *assignment) {
  json_t *answer = vl_norm_assignment_json(nf, assignment, true);
  json_object_del(answer, "target");      /* in the user's text already */
  json_object_del(answer, "allocator");   /* the index says who labelled it */
  char *text = json_dumps(answer, JSON_COMPACT | JSON_PRESERVE_ORDER);
  json_decref(answer);
  return text;
}

typedef struct exporter {
  const vl_manifest *manifest;
  const vl_dataset_options *o;
  FILE *split_files[VL_NUM_SPLITS], *index;
  vl_atomic_file split_out[VL_NUM_SPLITS], index_out;   /* their temporaries, renamed when all went well */
  vl_pipeline_file pre, post;   /* pre-RA MIR prepared by the pipeline; greedy's post-RA MIR as read */
  uint32_t spilled;             /* functions the pipeline spilled before they were labelled */
  json_t *per_split, *labels, *fallback_reasons, *skipped, *families;
  VL_VEC(double) user_chars, assistant_chars, user_tokens, total_tokens;
  uint64_t system_tokens;     /* the system prompt's, counted once */
  bool system_counted;
  vl_arena sizes;
  vl_progress progress;
} exporter;

static void count(json_t *obj, const char *key) {
  json_t *v = json_object_get(obj, key);
  json_object_set_new(obj, key, json_integer((v ? json_integer_value(v) : 0) + 1));
}

/* The file dir/relative (entries of one file come together); a parse error is noted once. */
static vl_pipeline_file *load(exporter *x, vl_pipeline_file *c, const char *relative, bool prepare) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", x->manifest->dir, relative);
  vl_diags diags = {0};
  if (vl_pipeline_file_load(c, path, prepare, NULL, &diags) && !c->input) vl_progress_note_first(&x->progress, &diags, path);
  vl_diags_free(&diags);
  return c;
}

/* LLVM greedy's assignment, or NULL with the reason counted. Greedy allocated the input's code:
 * its assignment says nothing about a function our spiller rewrote. */
static vl_assignment *greedy_label(exporter *x, const json_t *e, const vl_analysis *an, bool spilled, vl_arena *arena) {
  const char *post_mir = json_string_value(json_object_get(e, "post_mir")), *reason;
  if (vl_corpus_vendor_spilled(json_object_get(e, "reference"))) return count(x->fallback_reasons, "greedy spilled"), NULL;
  if (spilled) return count(x->fallback_reasons, "our pipeline spilled it"), NULL;
  if (!post_mir) return count(x->fallback_reasons, "no post-RA MIR"), NULL;
  const vl_function *post = vl_module_function(load(x, &x->post, post_mir, false)->input, an->fn->name);
  vl_assignment *a = vl_label_greedy(an, post, arena, &reason);
  if (!a) count(x->fallback_reasons, reason);
  return a;
}

static vl_assignment *allocator_label(exporter *x, const char *allocator, const vl_analysis *an, vl_arena *arena) {
  const char *reason;
  vl_assignment *a = vl_label_allocator(an, allocator, x->o->exact_timeout_s, arena, &reason);
  if (!a) count(x->skipped, reason);
  return a;
}

static int split_of(const json_t *e) { return vl_split_of_name(json_string_value(json_object_get(e, "split"))); }

static bool tokens_of(exporter *x, const char *text, size_t len, uint64_t *n) {
  vl_diags diags = {0};
  bool ok = vl_tokenizer_count(x->o->tokenizer, text, len, n, &diags) == VL_OK;
  vl_diags_free(&diags);
  return ok;
}

/* Writes the example and its index record; false when a file cannot be written. */
static bool write_example(exporter *x, const json_t *e, int split, const char *user, size_t user_len,
                          const vl_assignment *label, const vl_norm_function *nf, bool spilled) {
  char *assistant = vl_dataset_answer(nf, label);
  if (!assistant) return false;
  uint64_t user_tokens = 0, assistant_tokens = 0;
  if (x->o->tokenizer) {
    if (!x->system_counted)
      x->system_counted = tokens_of(x, vl_dataset_system_prompt, strlen(vl_dataset_system_prompt), &x->system_tokens);
    if (!x->system_counted || !tokens_of(x, user, user_len, &user_tokens) ||
        !tokens_of(x, assistant, strlen(assistant), &assistant_tokens)) {
      count(x->skipped, "tokenizer failed");
      free(assistant);
      return true;
    }
    if (x->o->max_tokens && x->system_tokens + user_tokens + assistant_tokens > x->o->max_tokens) {
      count(x->skipped, "over --max-tokens");
      free(assistant);
      return true;
    }
  }
  json_t *line = json_pack("{s:[{s:s, s:s}, {s:s, s:s%}, {s:s, s:s}]}", "messages", "role", "system", "content",
                           vl_dataset_system_prompt, "role", "user", "content", user, user_len, "role", "assistant",
                           "content", assistant);
  json_t *record = json_pack("{s:s, s:s, s:s, s:s, s:s, s:I, s:I}", "id", json_string_value(json_object_get(e, "id")),
                             "split", vl_split_names[split], "family", json_string_value(json_object_get(e, "family")),
                             "target", json_string_value(json_object_get(e, "target")), "labels", label->allocator,
                             "user_chars", (json_int_t)user_len, "assistant_chars", (json_int_t)strlen(assistant));
  if (spilled) json_object_set_new(record, "spilled", json_true());   /* the user's code has our spill code */
  if (x->o->tokenizer)
    json_object_set_new(record, "tokens", json_pack("{s:I, s:I, s:I}", "system", (json_int_t)x->system_tokens, "user",
                                                    (json_int_t)user_tokens, "assistant", (json_int_t)assistant_tokens));
  bool ok = line && record && !json_dumpf(line, x->split_files[split], JSON_COMPACT | JSON_PRESERVE_ORDER) &&
            fputc('\n', x->split_files[split]) != EOF && !json_dumpf(record, x->index, JSON_COMPACT | JSON_PRESERVE_ORDER) &&
            fputc('\n', x->index) != EOF;
  if (ok) {
    count(x->per_split, vl_split_names[split]);
    count(x->labels, label->allocator);
    count(x->families, json_string_value(json_object_get(e, "family")));
    VL_VEC_PUSH(&x->sizes, x->user_chars, (double)user_len);
    VL_VEC_PUSH(&x->sizes, x->assistant_chars, (double)strlen(assistant));
    if (x->o->tokenizer) {
      VL_VEC_PUSH(&x->sizes, x->user_tokens, (double)user_tokens);
      VL_VEC_PUSH(&x->sizes, x->total_tokens, (double)(x->system_tokens + user_tokens + assistant_tokens));
    }
  }
  json_decref(line);
  json_decref(record);
  free(assistant);
  return ok;
}

/* One manifest entry; false only when the output cannot be written. The function is the one the
 * pipeline hands an allocator (alloc's): the input's where it fits, else with our spill code. */
static bool export_entry(exporter *x, const json_t *e) {
  const char *mir = json_string_value(json_object_get(e, "mir"));
  int split = split_of(e);
  if (split < 0) return count(x->skipped, "no split in the manifest"), true;
  const vl_pipeline *p = load(x, &x->pre, mir, true)->pipeline;
  const vl_function *fn = p ? vl_module_function(p->module, json_string_value(json_object_get(e, "function"))) : NULL;
  if (!fn) return count(x->skipped, p ? "function not in its MIR" : "MIR unreadable"), true;
  uint32_t f = (uint32_t)(fn - p->module->functions);
  bool spilled = p->rewritten[f];
  x->spilled += spilled;
  vl_arena arena = {0};
  vl_analysis *an = vl_analyze(fn, &p->budgets[f], &arena);
  vl_assignment *label = NULL;
  if (!strcmp(x->o->labels, "greedy")) {
    label = greedy_label(x, e, an, spilled, &arena);
    if (!label && strcmp(x->o->fallback, "none")) label = allocator_label(x, x->o->fallback, an, &arena);
    else if (!label) count(x->skipped, "greedy's assignment not recoverable (no fallback)");
  } else {
    label = allocator_label(x, x->o->labels, an, &arena);
  }
  bool ok = true;
  if (label) {
    vl_norm_function *nf;
    size_t len = 0;
    char *user = vl_dataset_user_message(an, &arena, &nf, &len);
    ok = user && write_example(x, e, split, user, len, label, nf, spilled);
    free(user);
  }
  vl_arena_free(&arena);
  return ok;
}

static json_t *distribution(double *v, size_t n) {
  double total = 0;
  for (size_t i = 0; i < n; i++) total += v[i];
  vl_sort_doubles(v, n);
  return json_pack("{s:f, s:f, s:f, s:f}", "total", total, "median", vl_median_sorted(v, n), "p90",
                   vl_quantile_sorted(v, n, 0.9), "max", vl_quantile_sorted(v, n, 1.0));
}

static bool open_outputs(exporter *x, vl_diags *diags) {
  char path[4096];
  if (!vl_make_dirs(x->o->out_dir)) {
    vl_diag_add(diags, x->o->out_dir, 0, 0, VL_CAT_NONE, "cannot create the folder: %s", strerror(errno));
    return false;
  }
  for (int s = 0; s < VL_NUM_SPLITS; s++) {
    snprintf(path, sizeof path, "%s/%s.jsonl", x->o->out_dir, vl_split_names[s]);
    if (!(x->split_files[s] = vl_atomic_open(&x->split_out[s], path, "w"))) break;
  }
  snprintf(path, sizeof path, "%s/index.jsonl", x->o->out_dir);
  x->index = x->split_files[VL_NUM_SPLITS - 1] ? vl_atomic_open(&x->index_out, path, "w") : NULL;
  if (!x->index) vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "cannot write: %s", strerror(errno));
  return x->index != NULL;
}

/* In place when `ok`; otherwise the files of an earlier export stay as they were. */
static bool close_outputs(exporter *x, bool ok) {
  bool written = ok;
  for (int s = 0; s < VL_NUM_SPLITS; s++)
    if (x->split_files[s]) written = vl_atomic_finish(&x->split_out[s], ok) && written;
  if (x->index) written = vl_atomic_finish(&x->index_out, ok) && written;
  return written;
}

vl_status vl_dataset_export(const vl_manifest *manifest, const vl_dataset_options *o, json_t **stats, vl_diags *diags) {
  exporter x = {.manifest = manifest, .o = o};
  *stats = NULL;
  bool ok = open_outputs(&x, diags);
  x.per_split = json_object(), x.labels = json_object(), x.fallback_reasons = json_object();
  x.skipped = json_object(), x.families = json_object();
  for (int s = 0; s < VL_NUM_SPLITS; s++) json_object_set_new(x.per_split, vl_split_names[s], json_integer(0));
  uint32_t todo = 0;
  for (uint32_t i = 0; i < manifest->num_entries; i++) todo += json_object_get(manifest->entries[i], "mir") != NULL;
  double t0 = vl_now_ms();
  vl_progress_start(&x.progress, o->log, "dataset", todo);
  for (uint32_t i = 0; ok && i < manifest->num_entries; i++) {
    const json_t *e = manifest->entries[i];
    if (!json_object_get(e, "mir")) continue;   /* NVIDIA entries: SASS, no MIR to normalize */
    size_t written_before = x.user_chars.len;
    ok = export_entry(&x, e);
    vl_progress_step(&x.progress, x.user_chars.len > written_before, json_string_value(json_object_get(e, "id")));
  }
  vl_progress_finish(&x.progress);
  if (!close_outputs(&x, ok) && ok) {
    vl_diag_add(diags, o->out_dir, 0, 0, VL_CAT_NONE, "cannot write the dataset files");
    ok = false;
  }
  vl_pipeline_file_free(&x.pre);
  vl_pipeline_file_free(&x.post);
  json_t *sizes = json_pack("{s:o, s:o}", "user_chars", distribution(x.user_chars.data, x.user_chars.len),
                            "assistant_chars", distribution(x.assistant_chars.data, x.assistant_chars.len));
  if (o->tokenizer) {
    json_object_set_new(sizes, "user_tokens", distribution(x.user_tokens.data, x.user_tokens.len));
    json_object_set_new(sizes, "total_tokens", distribution(x.total_tokens.data, x.total_tokens.len));
  }
  *stats = json_pack("{s:I, s:I, s:s, s:s, s:I, s:o, s:o, s:o, s:o, s:o, s:o, s:f}", "functions", (json_int_t)todo,
                     "examples", (json_int_t)x.user_chars.len, "labels_requested", o->labels, "fallback", o->fallback,
                     "spilled", (json_int_t)x.spilled, "splits", x.per_split, "labels", x.labels,
                     "greedy_fallback_reasons", x.fallback_reasons, "skipped", x.skipped, "families", x.families,
                     "sizes", sizes, "seconds", (vl_now_ms() - t0) / 1000);
  vl_arena_free(&x.sizes);
  char path[4096];
  snprintf(path, sizeof path, "%s/stats.json", o->out_dir);
  if (ok && vl_json_write(*stats, path, JSON_INDENT(1) | JSON_PRESERVE_ORDER)) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "cannot write the statistics");
    ok = false;
  }
  return ok ? VL_OK : VL_TOOL_ERROR;
}


void vl_dataset_print_stats(const json_t *stats, FILE *out) {
  fprintf(out, "dataset: %lld examples from %lld AMDGPU functions (labels: %s, fallback: %s) in %.1f s\n",
          json_integer_value(json_object_get(stats, "examples")), json_integer_value(json_object_get(stats, "functions")),
          json_string_value(json_object_get(stats, "labels_requested")),
          json_string_value(json_object_get(stats, "fallback")), json_real_value(json_object_get(stats, "seconds")));
  vl_json_print_counts(out, "splits", json_object_get(stats, "splits"));
  vl_json_print_counts(out, "labelled by", json_object_get(stats, "labels"));
  vl_json_print_counts(out, "greedy not used", json_object_get(stats, "greedy_fallback_reasons"));
  vl_json_print_counts(out, "skipped", json_object_get(stats, "skipped"));
  long long spilled = json_integer_value(json_object_get(stats, "spilled"));
  if (spilled)   /* as alloc spills them first: their examples show the spill code, labelled by an allocator */
    fprintf(out,
            "spilled first: %lld (their examples show our spill code, which greedy's post-RA MIR does not describe)\n",
            spilled);
  vl_json_print_counts(out, "families", json_object_get(stats, "families"));
  const json_t *sizes = json_object_get(stats, "sizes");
  const char *key;
  json_t *d;
  json_object_foreach((json_t *)sizes, key, d)
    fprintf(out, "%s: median %.0f, 90%% %.0f, max %.0f, total %.0f\n", key, json_real_value(json_object_get(d, "median")),
            json_real_value(json_object_get(d, "p90")), json_real_value(json_object_get(d, "max")),
            json_real_value(json_object_get(d, "total")));
}
