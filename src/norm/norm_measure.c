/* Token counts of normalization over a corpus (see norm_measure.h). */
#include "norm_measure.h"

#include <stdlib.h>
#include <string.h>

#include "../base/progress.h"
#include "norm.h"
#include "../base/order_stats.h"

vl_status vl_norm_count_module(const vl_module *module, vl_tokenizer *tokenizer, vl_norm_tokens *out, vl_diags *diags) {
  *out = (vl_norm_tokens){0};
  vl_arena arena = {0};
  vl_budget_options defaults = {0};
  vl_norm_module nm = vl_norm_module_build(module, &defaults, &arena);
  size_t len = 0;
  char *text = vl_norm_text(nm.functions, nm.budgets, nm.count, &len);
  vl_status s = text ? VL_OK : VL_TOOL_ERROR;
  if (s == VL_OK) s = vl_tokenizer_count(tokenizer, module->text, module->text_len, &out->original, diags);
  if (s == VL_OK) s = vl_tokenizer_count(tokenizer, text, len, &out->normalized, diags);
  for (uint32_t f = 0; f < module->num_functions && s == VL_OK; f++) {
    const vl_function *fn = &module->functions[f];
    uint64_t n = 0;
    if (fn->doc_end > fn->body_begin)
      s = vl_tokenizer_count(tokenizer, module->text + fn->body_begin, fn->doc_end - fn->body_begin, &n, diags);
    out->bodies += n;
  }
  free(text);
  vl_arena_free(&arena);
  return s;
}

static const char *string_or(const json_t *obj, const char *key, const char *otherwise) {
  const char *s = json_string_value(json_object_get(obj, key));
  return s ? s : otherwise;
}

static double reduction(uint64_t before, uint64_t after) { return before ? 1.0 - (double)after / (double)before : 0; }

/* Sums, median/min/max of per-file reductions over the records in `files` whose family is `family` (NULL: all). */
static json_t *summary(json_t *files, const char *family) {
  uint64_t original = 0, bodies = 0, normalized = 0;
  size_t n = 0, i;
  json_t *f;
  double *r = malloc((json_array_size(files) + 1) * sizeof *r), *rb = malloc((json_array_size(files) + 1) * sizeof *rb);
  json_array_foreach(files, i, f) {
    if (family && strcmp(json_string_value(json_object_get(f, "family")), family)) continue;
    uint64_t o = (uint64_t)json_integer_value(json_object_get(f, "original"));
    uint64_t b = (uint64_t)json_integer_value(json_object_get(f, "bodies"));
    uint64_t m = (uint64_t)json_integer_value(json_object_get(f, "normalized"));
    original += o, bodies += b, normalized += m;
    r[n] = reduction(o, m);
    rb[n++] = reduction(b, m);
  }
  vl_sort_doubles(r, n);
  vl_sort_doubles(rb, n);
  double median = vl_median_sorted(r, n), median_body = vl_median_sorted(rb, n);
  json_t *s = json_pack("{s:s, s:I, s:I, s:I, s:I, s:f, s:f, s:f, s:f, s:f, s:f}", "family", family ? family : "(corpus)",
                        "files", (json_int_t)n, "original", (json_int_t)original, "bodies", (json_int_t)bodies,
                        "normalized", (json_int_t)normalized, "reduction", reduction(original, normalized),
                        "median_reduction", median, "min_reduction", n ? r[0] : 0.0, "max_reduction",
                        n ? r[n - 1] : 0.0, "body_reduction", reduction(bodies, normalized), "median_body_reduction",
                        median_body);
  free(r);
  free(rb);
  return s;
}

json_t *vl_norm_measure_manifest(const vl_manifest *manifest, vl_tokenizer *tokenizer, FILE *log, vl_diags *diags) {
  json_t *files = json_array(), *families = json_array(), *seen = json_object();
  uint32_t todo = 0, failed = 0;
  for (uint32_t i = 0; i < manifest->num_entries; i++) todo += json_is_string(json_object_get(manifest->entries[i], "mir"));
  vl_progress progress;
  vl_progress_start(&progress, log, "normalize", todo);
  for (uint32_t i = 0; i < manifest->num_entries; i++) {
    const json_t *e = manifest->entries[i];
    const char *mir = json_string_value(json_object_get(e, "mir"));
    if (!mir) continue;
    if (json_object_get(seen, mir)) {   /* a file with several functions counts once */
      vl_progress_step(&progress, true, mir);
      continue;
    }
    json_object_set_new(seen, mir, json_true());
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", manifest->dir, mir);
    vl_module *module = vl_mir_parse_file(path, NULL, diags);
    vl_norm_tokens t;
    bool ok = module && vl_norm_count_module(module, tokenizer, &t, diags) == VL_OK;
    vl_module_free(module);
    vl_progress_step(&progress, ok, mir);
    if (!ok) {
      failed++;
      continue;
    }
    const char *family = string_or(e, "family", "?");
    json_array_append_new(files, json_pack("{s:s, s:s, s:s, s:I, s:I, s:I}", "mir", mir, "family", family,
                                           "target", string_or(e, "target", "?"),
                                           "original", (json_int_t)t.original, "bodies", (json_int_t)t.bodies,
                                           "normalized", (json_int_t)t.normalized));
    bool known = false;
    size_t k;
    json_t *name;
    json_array_foreach(families, k, name) known |= !strcmp(json_string_value(name), family);
    if (!known) json_array_append_new(families, json_string(family));
  }
  vl_progress_finish(&progress);
  json_t *by_family = json_array();
  size_t k;
  json_t *name;
  json_array_foreach(families, k, name) json_array_append_new(by_family, summary(files, json_string_value(name)));
  json_t *report = json_pack("{s:I, s:I, s:o, s:o, s:{s:s, s:i, s:i, s:f}, s:o}", "files", (json_int_t)json_array_size(files),
                             "failed", (json_int_t)failed, "families", by_family, "corpus", summary(files, NULL), "paper",
                             "kernel", "multi-head attention (paper, Qwen2.5 tokens)", "original",
                             VL_PAPER_TOKENS_BEFORE, "normalized", VL_PAPER_TOKENS_AFTER, "reduction",
                             reduction(VL_PAPER_TOKENS_BEFORE, VL_PAPER_TOKENS_AFTER), "per_file", files);
  json_decref(families);
  json_decref(seen);
  return report;
}

static void print_row(FILE *out, const json_t *s) {
  fprintf(out, "%-12s %6lld %12lld %12lld %12lld %9.1f%% %9.1f%% %9.1f%% %9.1f%%\n",
          json_string_value(json_object_get(s, "family")), json_integer_value(json_object_get(s, "files")),
          json_integer_value(json_object_get(s, "original")), json_integer_value(json_object_get(s, "bodies")),
          json_integer_value(json_object_get(s, "normalized")), 100 * json_real_value(json_object_get(s, "reduction")),
          100 * json_real_value(json_object_get(s, "median_reduction")),
          100 * json_real_value(json_object_get(s, "min_reduction")),
          100 * json_real_value(json_object_get(s, "median_body_reduction")));
}

void vl_norm_measure_print(const json_t *report, FILE *out) {
  fprintf(out, "%-12s %6s %12s %12s %12s %10s %10s %10s %10s\n", "family", "files", "tokens", "in bodies", "normalized",
          "fewer", "median", "least", "vs bodies");
  size_t i;
  json_t *s;
  json_array_foreach(json_object_get(report, "families"), i, s) print_row(out, s);
  print_row(out, json_object_get(report, "corpus"));
  const json_t *paper = json_object_get(report, "paper");
  fprintf(out, "%-12s %6s %12lld %12s %12lld %9.1f%%   (the paper's attention kernel)\n", "paper", "1",
          json_integer_value(json_object_get(paper, "original")), "",
          json_integer_value(json_object_get(paper, "normalized")),
          100 * json_real_value(json_object_get(paper, "reduction")));
  fprintf(out, "tokens: Qwen2 (Qwen2.5-Coder vocabulary); fewer = 1 - normalized/tokens over the family's files; median and "
               "least over its files; vs bodies: median against the machine functions' bodies alone\n");
  if (json_integer_value(json_object_get(report, "failed")))
    fprintf(out, "%lld files could not be read\n", json_integer_value(json_object_get(report, "failed")));
}
