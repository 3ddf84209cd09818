/* Choosing and copying the committed sample (see sample.h). */
#include "sample.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "../base/atomic_file.h"
#include "../base/file.h"
#include "stats.h"

static const char *const kept_files[] = {"mir", "greedy_asm", "post_mir", "greedy_remarks",
                                         "sass", "life_sass", "ptxas_report", NULL};
static const char *const dropped_files[] = {"ll", "ptx", "cubin", NULL};

typedef struct candidate {
  uint32_t entry;
  uint64_t bytes;     /* its kept files */
  bool spilled, chosen;
} candidate;

static uint64_t file_size(const char *dir, const char *rel) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", dir, rel);
  struct stat st;
  return stat(path, &st) ? 0 : (uint64_t)st.st_size;
}

/* Candidates of one target and family, smallest first. */
static int compare_candidates(const void *a, const void *b) {
  const candidate *x = a, *y = b;
  if (x->bytes != y->bytes) return x->bytes < y->bytes ? -1 : 1;
  return (x->entry > y->entry) - (x->entry < y->entry);
}

static int compare_candidate_ptrs(const void *a, const void *b) {
  return compare_candidates(*(candidate *const *)a, *(candidate *const *)b);
}

static bool same_group(const vl_manifest *m, uint32_t a, uint32_t b) {
  static const char *const keys[] = {"target", "family", NULL};
  for (const char *const *k = keys; *k; k++)
    if (strcmp(json_string_value(json_object_get(m->entries[a], *k)),
               json_string_value(json_object_get(m->entries[b], *k))))
      return false;
  return true;
}

static bool take(candidate *c, uint64_t *used, uint64_t max) {
  if (c->chosen || *used + c->bytes > max) return false;
  c->chosen = true;
  *used += c->bytes;
  return true;
}

static vl_status copy_entry(const vl_manifest *m, const json_t *e, const char *out_dir, vl_diags *diags) {
  for (const char *const *k = kept_files; *k; k++) {
    const char *rel = json_string_value(json_object_get(e, *k));
    if (!rel) continue;
    char from[4096], to[4096];
    snprintf(from, sizeof from, "%s/%s", m->dir, rel);
    snprintf(to, sizeof to, "%s/%s", out_dir, rel);
    char *slash = strrchr(to, '/');
    *slash = 0;
    bool ok = vl_make_dirs(to);
    *slash = '/';
    if (!ok || !vl_copy_file(from, to)) {
      vl_diag_add(diags, to, 0, 0, VL_CAT_NONE, "cannot copy %s: %s", from, strerror(errno));
      return VL_TOOL_ERROR;
    }
  }
  return VL_OK;
}

vl_status vl_corpus_sample(const vl_manifest *m, const char *out_dir, uint64_t max_bytes, vl_sample_summary *summary,
                           vl_diags *diags) {
  memset(summary, 0, sizeof *summary);
  uint32_t n = m->num_entries;
  candidate *cands = calloc(n + 1, sizeof *cands);
  uint32_t *group_start = calloc(n + 2, sizeof *group_start), num_groups = 0;
  /* Group by (target, family): the manifest is ordered by target then family. */
  for (uint32_t i = 0; i < n; i++) {
    if (!i || !same_group(m, i - 1, i)) group_start[num_groups++] = i;
    cands[i].entry = i;
    for (const char *const *k = kept_files; *k; k++) {
      const char *rel = json_string_value(json_object_get(m->entries[i], *k));
      if (rel) cands[i].bytes += file_size(m->dir, rel);
    }
    cands[i].spilled = vl_corpus_vendor_spilled(json_object_get(m->entries[i], "reference"));
  }
  group_start[num_groups] = n;
  for (uint32_t g = 0; g < num_groups; g++)
    qsort(cands + group_start[g], group_start[g + 1] - group_start[g], sizeof *cands, compare_candidates);

  uint64_t used = 0;
  /* First, per target, the smallest function where the vendor spilled: spills are rare and large. */
  for (uint32_t g = 0; g < num_groups;) {
    const char *target = json_string_value(json_object_get(m->entries[cands[group_start[g]].entry], "target"));
    candidate *best = NULL;
    uint32_t h = g;
    for (; h < num_groups &&
           !strcmp(target, json_string_value(json_object_get(m->entries[cands[group_start[h]].entry], "target")));
         h++)
      for (uint32_t i = group_start[h]; i < group_start[h + 1]; i++)
        if (cands[i].spilled && (!best || cands[i].bytes < best->bytes)) best = &cands[i];
    if (best) take(best, &used, max_bytes);
    g = h;
  }
  /* Then rounds: the r-th smallest of every group, smallest first, while the budget lasts. */
  candidate **round_cands = calloc(num_groups + 1, sizeof *round_cands);
  for (uint32_t round = 0;; round++) {
    uint32_t count = 0;
    for (uint32_t g = 0; g < num_groups; g++)
      if (round < group_start[g + 1] - group_start[g]) round_cands[count++] = &cands[group_start[g] + round];
    if (!count) break;
    qsort(round_cands, count, sizeof *round_cands, compare_candidate_ptrs);
    bool took = false;
    for (uint32_t i = 0; i < count; i++) took |= take(round_cands[i], &used, max_bytes);
    if (!took) break;   /* not even the smallest of this round fits */
  }
  free(round_cands);

  bool *chosen = calloc(n + 1, sizeof *chosen);
  for (uint32_t i = 0; i < n; i++) chosen[cands[i].entry] = cands[i].chosen;
  char path[4096];
  snprintf(path, sizeof path, "%s/manifest.jsonl", out_dir);
  vl_status s = vl_make_dirs(out_dir) ? VL_OK : VL_TOOL_ERROR;
  vl_atomic_file manifest;
  FILE *out = s == VL_OK ? vl_atomic_open(&manifest, path, "w") : NULL;
  if (!out) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "cannot write the sample manifest: %s", strerror(errno));
    s = VL_TOOL_ERROR;
  }
  for (uint32_t i = 0; s == VL_OK && i < n; i++) {
    if (!chosen[i]) continue;
    json_t *e = json_deep_copy(m->entries[i]);
    for (const char *const *k = dropped_files; *k; k++) json_object_del(e, *k);
    s = copy_entry(m, e, out_dir, diags);
    char *line = json_dumps(e, JSON_COMPACT);
    if (line) fprintf(out, "%s\n", line);
    free(line);
    json_decref(e);
    summary->functions++;
  }
  if (out && !vl_atomic_finish(&manifest, s == VL_OK) && s == VL_OK) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "cannot write the sample manifest: %s", strerror(errno));
    s = VL_TOOL_ERROR;
  }
  summary->bytes = used;
  free(chosen), free(cands), free(group_start);
  return s;
}
