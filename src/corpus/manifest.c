/* Writing and reading the corpus manifest (see manifest.h). */
#include "manifest.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "../base/atomic_file.h"
#include "../base/file.h"
#include "split.h"

typedef struct record {
  const vl_corpus_job *job;
  uint32_t variant;     /* index in spec->variants */
  json_t *root;
} record;

static int compare_records(const void *a, const void *b) {
  const record *x = a, *y = b;
  if (x->job->target != y->job->target) return x->job->target - y->job->target;
  return (x->variant > y->variant) - (x->variant < y->variant);   /* spec order: family, then name */
}

/* The files of a function's job, relative to the manifest. */
static void add_files(json_t *entry, const vl_corpus_job *job) {
  static const char *const amdgpu[][2] = {{"mir", ".pre.mir"},          {"greedy_asm", ".greedy.s"},
                                          {"post_mir", ".post.mir"},    {"greedy_remarks", ".greedy.remarks.yaml"},
                                          {"ll", ".ll"},                {NULL, NULL}};
  static const char *const nvidia[][2] = {{"sass", ".sass"}, {"life_sass", ".life.sass"}, {"ptx", ".ptx"},
                                          {"cubin", ".cubin"}, {"ptxas_report", ".ptxas.txt"}, {NULL, NULL}};
  const char *const(*files)[2] = vl_corpus_target_is_nvidia(job->target) ? nvidia : amdgpu;
  for (; files[0][0]; files++) {
    size_t n = strlen(job->stem) + strlen(files[0][1]) + 1;
    char *path = malloc(n);
    snprintf(path, n, "%s%s", job->stem, files[0][1]);
    json_object_set_new(entry, files[0][0], json_string(path));
    free(path);
  }
}

static json_t *params_object(const vl_corpus_variant *v) {
  json_t *params = json_object();
  for (uint32_t p = 0; p < v->num_params; p++)
    json_object_set_new(params, v->params[p].name,
                        v->params[p].is_int ? json_integer(strtoll(v->params[p].value, NULL, 10))
                                            : json_string(v->params[p].value));
  return params;
}

static json_t *entry_of(const vl_corpus_variant *v, const vl_corpus_job *job, json_t *fn, vl_split split) {
  const char *name = json_string_value(json_object_get(fn, "function"));
  const char *target = vl_corpus_target_names[job->target];
  size_t n = strlen(target) + strlen(v->name) + strlen(name ? name : "") + 3;
  char *id = malloc(n);
  snprintf(id, n, "%s/%s/%s", target, v->name, name ? name : "");
  json_t *e = json_object();
  json_object_set_new(e, "id", json_string(id));
  free(id);
  json_object_set_new(e, "family", json_string(v->family->name));
  json_object_set_new(e, "variant", json_string(v->name));
  json_object_set_new(e, "params", params_object(v));
  json_object_set_new(e, "region", json_string(v->region));
  json_object_set_new(e, "target", json_string(target));
  json_object_set(e, "function", json_object_get(fn, "function"));
  json_object_set(e, "kernel", json_object_get(fn, "kernel"));
  json_object_set_new(e, "split", json_string(vl_split_names[split]));
  add_files(e, job);
  static const char *const copied[] = {"instructions", "blocks", "vregs", "pressure", "reference", NULL};
  for (const char *const *k = copied; *k; k++) json_object_set(e, *k, json_object_get(fn, *k));
  return e;
}

/* Fingerprint arrays of a record's functions as uint32 pairs (the split needs them flat). */
static uint32_t *flat_fingerprint(json_t *fn, uint32_t *num_pairs) {
  json_t *fp = json_object_get(fn, "fingerprint");
  size_t n = json_array_size(fp) / 2;
  uint32_t *flat = malloc(sizeof *flat * (2 * n + 1));
  for (size_t i = 0; flat && i < 2 * n; i++) flat[i] = (uint32_t)json_integer_value(json_array_get(fp, i));
  *num_pairs = flat ? (uint32_t)n : 0;
  return flat;
}

vl_status vl_corpus_manifest_write(const vl_corpus_spec *spec, const vl_corpus_job *jobs, uint32_t num_jobs,
                                   const char *out_dir, FILE *log, uint32_t *num_functions, vl_diags *diags) {
  record *records = calloc(num_jobs + 1, sizeof *records);
  uint32_t num_records = 0, num_items = 0;
  char path[4096];
  for (uint32_t j = 0; j < num_jobs; j++) {
    snprintf(path, sizeof path, "%s/%s.json", out_dir, jobs[j].stem);
    json_t *root = json_load_file(path, 0, NULL);
    if (!root) continue;   /* the job failed; collect has said so */
    records[num_records++] = (record){&jobs[j], (uint32_t)(jobs[j].variant - spec->variants), root};
    num_items += (uint32_t)json_array_size(json_object_get(root, "functions"));
  }
  qsort(records, num_records, sizeof *records, compare_records);

  vl_split_item *items = calloc(num_items + 1, sizeof *items);
  uint32_t n = 0;
  for (uint32_t r = 0; r < num_records; r++) {
    size_t i;
    json_t *fn;
    json_array_foreach(json_object_get(records[r].root, "functions"), i, fn) {
      items[n] = (vl_split_item){.variant = records[r].variant, .target = records[r].job->target};
      items[n].fingerprint = flat_fingerprint(fn, &items[n].num_pairs);
      n++;
    }
  }
  vl_split *split = calloc(spec->num_variants + 1, sizeof *split);
  vl_split_report report;
  vl_corpus_split(spec, items, n, VL_NEAR_DUPLICATE_SIMILARITY, split, &report);

  snprintf(path, sizeof path, "%s/manifest.jsonl", out_dir);
  vl_atomic_file manifest;
  FILE *out = vl_atomic_open(&manifest, path, "w");
  uint32_t count = 0, per_split[VL_NUM_SPLITS] = {0};
  for (uint32_t r = 0; out && r < num_records; r++) {
    const vl_corpus_variant *v = &spec->variants[records[r].variant];
    size_t i;
    json_t *fn;
    json_array_foreach(json_object_get(records[r].root, "functions"), i, fn) {
      json_t *e = entry_of(v, records[r].job, fn, split[records[r].variant]);
      char *line = json_dumps(e, JSON_COMPACT);
      if (line) fprintf(out, "%s\n", line);
      free(line);
      json_decref(e);
      count++;
      per_split[split[records[r].variant]]++;
    }
  }
  vl_status s = VL_OK;
  if (!out || !vl_atomic_finish(&manifest, true)) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "cannot write the manifest: %s", strerror(errno));
    s = VL_TOOL_ERROR;
  } else {
    fprintf(log,
            "manifest: %s: %u functions (train %u, val %u, test %u); near-duplicate pairs %u, "
            "variants moved to their cluster's split %u, near-duplicates across splits %u\n",
            path, count, per_split[0], per_split[1], per_split[2], report.near_duplicate_pairs, report.variants_moved,
            report.cross_split_pairs);
  }
  *num_functions = count;
  for (uint32_t i = 0; i < n; i++) free((void *)items[i].fingerprint);
  for (uint32_t r = 0; r < num_records; r++) json_decref(records[r].root);
  free(items), free(split), free(records);
  return s;
}

/* ---- reading ------------------------------------------------------------- */

vl_status vl_manifest_load(const char *path, vl_manifest *m, vl_diags *diags) {
  memset(m, 0, sizeof *m);
  m->path = path;
  size_t len;
  char *text = vl_read_file(path, &len);
  if (!text) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "cannot read the manifest: %s", strerror(errno));
    return VL_BAD_INPUT;
  }
  const char *slash = strrchr(path, '/');
  m->dir = slash ? strndup(path, (size_t)(slash - path)) : strdup(".");
  size_t cap = 0;
  vl_status s = VL_OK;
  uint32_t line = 0;
  for (char *p = text; *p && s == VL_OK;) {
    char *end = strchr(p, '\n');
    if (end) *end = 0;
    line++;
    if (*p) {
      json_error_t error;
      json_t *e = json_loads(p, JSON_REJECT_DUPLICATES, &error);
      static const char *const required[] = {"id", "family", "target", "function", "split", NULL};
      const char *missing = NULL;
      for (const char *const *k = required; e && *k && !missing; k++)
        if (!json_is_string(json_object_get(e, *k))) missing = *k;
      if (e && !missing && !json_is_string(json_object_get(e, "mir")) && !json_is_string(json_object_get(e, "sass")))
        missing = "mir\" or \"sass";
      if (!e) {
        vl_diag_add(diags, path, line, (uint32_t)(error.column > 0 ? error.column : 1), VL_CAT_NONE, "%s", error.text);
        s = VL_BAD_INPUT;
      } else if (!json_is_object(e) || missing) {
        vl_diag_add(diags, path, line, 1, VL_CAT_NONE, "a manifest entry needs \"%s\" (a string)",
                    missing ? missing : "id");
        json_decref(e);
        s = VL_BAD_INPUT;
      } else {
        if (m->num_entries == cap) {
          cap = cap ? 2 * cap : 256;
          m->entries = realloc(m->entries, cap * sizeof *m->entries);
          m->lines = realloc(m->lines, cap * sizeof *m->lines);
        }
        m->lines[m->num_entries] = line;
        m->entries[m->num_entries++] = e;
      }
    }
    if (!end) break;
    p = end + 1;
  }
  free(text);
  if (s == VL_OK && !m->num_entries) {
    vl_diag_add(diags, path, 1, 1, VL_CAT_NONE, "the manifest has no entries");
    s = VL_BAD_INPUT;
  }
  return s;
}

void vl_manifest_free(vl_manifest *m) {
  for (uint32_t i = 0; i < m->num_entries; i++) json_decref(m->entries[i]);
  free(m->entries);
  free(m->lines);
  free(m->dir);
  memset(m, 0, sizeof *m);
}

const char *vl_manifest_text(const json_t *entry, const char *key) {
  const char *s = json_string_value(json_object_get(entry, key));
  return s ? s : "";
}
