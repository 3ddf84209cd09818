/* A training log's section of the report (see page_training.h). */
#include "page_training.h"

#include <jansson.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../base/file.h"
#include "../base/json.h"
#include "charts.h"
#include "html.h"

static double field(const json_t *rec, const char *key) {
  const json_t *v = json_object_get(rec, key);
  return json_is_number(v) ? json_number_value(v) : NAN;
}

/* The records: a JSON array, {"iterations": [...]}, or one object per line. */
static json_t *load_records(const char *path, vl_diags *diags) {
  vl_json_doc doc = {0};
  vl_diags quiet = {0};
  if (vl_json_load(path, 0, VL_CAT_SYNTAX, &doc, &quiet) == VL_OK) {
    vl_diags_free(&quiet);
    /* One object alone is a log of one line, unless it holds the iterations. */
    json_t *records = json_is_array(doc.root) ? json_incref(doc.root)
                      : json_object_get(doc.root, "iterations") ? json_incref(json_object_get(doc.root, "iterations"))
                      : json_is_object(doc.root) ? json_pack("[O]", doc.root) : NULL;
    vl_json_doc_free(&doc);
    if (!json_is_array(records)) {
      json_decref(records);
      vl_diag_add(diags, path, 1, 1, VL_CAT_NONE, "a training log is an array of iteration records, an object "
                  "with \"iterations\", or JSON Lines");
    }
    return json_is_array(records) ? records : NULL;
  }
  vl_diags_free(&quiet);
  vl_json_doc_free(&doc);
  size_t len;
  char *text = vl_read_file(path, &len);
  if (!text) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "cannot read the file");
    return NULL;
  }
  json_t *records = json_array();
  uint32_t line = 1;
  for (char *p = text, *end; *p; p = end + (*end != 0), line++) {
    end = strchr(p, '\n');
    if (!end) end = p + strlen(p);
    size_t n = (size_t)(end - p);
    if (strspn(p, " \t\r") >= n) continue;
    json_error_t error;
    json_t *rec = json_loadb(p, n, 0, &error);
    if (!json_is_object(rec)) {
      vl_diag_add(diags, path, line, rec ? 1 : (uint32_t)error.column, VL_CAT_NONE, "%s",
                  rec ? "a training record is a JSON object" : error.text);
      json_decref(rec);
      json_decref(records);
      free(text);
      return NULL;
    }
    json_array_append_new(records, rec);
  }
  free(text);
  return records;
}

/* The series among keys[from..to) that hold at least one value; returns how many. */
static uint32_t present(vl_series *series, double *const *v, const char *const *keys, const char *const *classes,
                        int from, int to, uint32_t n) {
  uint32_t count = 0;
  for (int k = from; k < to; k++) {
    bool any = false;
    for (uint32_t j = 0; j < n; j++) any |= !isnan(v[k][j]);
    if (any) series[count++] = (vl_series){keys[k], classes[k], v[k]};
  }
  return count;
}

vl_status vl_page_training(FILE *out, const char *path, vl_diags *diags) {
  json_t *records = load_records(path, diags);
  if (!records) return VL_BAD_INPUT;
  size_t n = json_array_size(records), i;
  static const char *const keys[] = {"reward", "reward_min", "reward_max", "pass@1_raw", "pass@1"};
  static const char *const classes[] = {"ours", "copy", "vendor", "reload", "ours"};
  double *x = calloc(n + 1, sizeof *x), *v[5];
  uint32_t kept = 0;
  for (int k = 0; k < 5; k++) v[k] = calloc(n + 1, sizeof **v);
  const json_t *rec;
  json_array_foreach(records, i, rec) {
    double reward = field(rec, "reward");
    if (isnan(reward)) continue;   /* not an iteration record (a header, a checkpoint note) */
    double it = field(rec, "iteration");
    x[kept] = isnan(it) ? (double)kept : it;
    for (int k = 0; k < 5; k++) v[k][kept] = field(rec, keys[k]);
    kept++;
  }
  fputs("<h2>Training: reward per iteration</h2>\n<p class=\"note\">", out);
  vl_html_text(out, path);
  fprintf(out, ": %u iteration records with a reward", kept);
  if (kept) fprintf(out, "; first %.4g, last %.4g", v[0][0], v[0][kept - 1]);
  fputs("</p>\n", out);
  if (kept) {
    vl_series reward[3], pass[2];
    uint32_t nr = present(reward, v, keys, classes, 0, 3, kept), np = present(pass, v, keys, classes, 3, 5, kept);
    vl_chart_curves(out, "training reward", "iteration", "reward", x, kept, reward, nr);
    if (np) vl_chart_curves(out, "pass rates during training", "iteration", "pass rate", x, kept, pass, np);
  }
  for (int k = 0; k < 5; k++) free(v[k]);
  free(x);
  json_decref(records);
  return VL_OK;
}
