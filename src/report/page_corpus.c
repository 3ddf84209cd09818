/* A corpus run's section of the report (see page_corpus.h). Keys absent from the report
 * read as 0 or "-": a report of an older build still draws. */
#include "page_corpus.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "charts.h"
#include "html.h"

/* The number at a dotted path ("ours.cost.time"); NAN when absent or null. */
static double number_at(const json_t *j, const char *path) {
  char key[64];
  while (j && *path) {
    const char *dot = strchr(path, '.');
    size_t len = dot ? (size_t)(dot - path) : strlen(path);
    if (len >= sizeof key) return NAN;
    memcpy(key, path, len), key[len] = 0;
    j = json_object_get(j, key);
    path += len + (dot != NULL);
  }
  return j && json_is_number(j) ? json_number_value(j) : NAN;
}

/* A number with `fmt` (one conversion), or "-" when the report does not have it. */
static void put_number(FILE *out, const char *fmt, double v) {
  if (isnan(v)) fputc('-', out);
  else fprintf(out, fmt, v);
}

/* A report of another build may lack a key: the number cells it makes "nan" read "-" (the
 * first cell, a name, is kept). In place. */
static char *blank_unknown(char *row) {
  char *w = row + strcspn(row, "|");
  if (!*w) return row;
  w++;
  for (char *cell = w;;) {
    size_t n = strcspn(cell, "|");
    bool unknown = false;
    for (size_t i = 0; i + 3 <= n; i++) unknown |= !strncmp(cell + i, "nan", 3);
    if (unknown) *w++ = '-';
    else memmove(w, cell, n), w += n;
    if (!cell[n]) break;
    *w++ = '|';
    cell += n + 1;
  }
  *w = 0;
  return row;
}

/* One row of the Pass@k table: a family's summary, or the report's own for the total. */
static void pass_row(FILE *out, const char *name, const json_t *f, bool total) {
  const json_t *r = json_object_get(f, "registers_vs_reference");
  double ours = number_at(r, "predicted_time.ours"), other = number_at(r, "predicted_time.other");
  bool trained = total || json_is_true(json_object_get(f, "in_training_split"));
  char row[512];
  snprintf(row, sizeof row,
           "%s%s|%.0f|%.1f%%|%.1f%%|%.1f%%|%.0f of %.0f|%.0f/%.0f/%.0f|%.0f/%.0f/%.0f|%.0f/%.0f/%.0f|%.3f|%.1f/%.1f/%.1f",
           name, trained ? "" : " *", number_at(f, "functions"), 100 * number_at(f, "pass@1_raw"),
           100 * number_at(f, "pass@1"), 100 * number_at(f, "pass@k"), number_at(f, "failures.failed"),
           number_at(f, "failures.tries"), number_at(r, "fewer"), number_at(r, "equal"), number_at(r, "more"),
           number_at(r, "occupancy.higher"), number_at(r, "occupancy.equal"), number_at(r, "occupancy.lower"),
           number_at(r, "predicted_time.faster"), number_at(r, "predicted_time.equal"),
           number_at(r, "predicted_time.slower"), other > 0 ? ours / other : NAN, number_at(f, "ms.mean"),
           number_at(f, "ms.median"), number_at(f, "ms.max"));
  vl_html_row(out, total, blank_unknown(row));
}

static void pass_table(FILE *out, const json_t *report) {
  fputs("<h3>Pass@k and quality against LLVM greedy, per family</h3>\n<table>\n", out);
  vl_html_row(out, 1, "family|functions|P@1 raw|Pass@1|Pass@k|failed|registers -/=/+|"
                      "occupancy +/=/-|time faster/=/slower|time ratio|ms mean/median/max");
  const char *name;
  const json_t *f;
  json_object_foreach(json_object_get(report, "families"), name, f) pass_row(out, name, f, false);
  pass_row(out, "total", report, true);
  fputs("</table>\n<p class=\"note\">* a family with no function in the training split. Registers: fewer, equal, "
        "more than greedy's (more where either file has more); occupancy: higher, equal, lower; time: the cost "
        "model's predicted time (docs/cost.md), the ratio ours over greedy's summed; P@1 raw: Pass@1 with the "
        "mask off. Pass@k with k = ", out);
  put_number(out, "%.0f", number_at(report, "k"));
  fputs(" over ", out);
  put_number(out, "%.0f", number_at(report, "samples"));
  fputs(" samples (a deterministic allocator's one answer counts for all three).</p>\n", out);
}

/* Per family: the mean of ours and of greedy's `key` over the records both have. */
static void family_means(const json_t *records, const char *const *names, uint32_t nf, const char *key, double *ours,
                         double *greedy) {
  char path_ours[64], path_ref[64];
  snprintf(path_ours, sizeof path_ours, "ours.%s", key);
  snprintf(path_ref, sizeof path_ref, "reference.%s", key);
  for (uint32_t g = 0; g < nf; g++) {
    double a = 0, b = 0;
    uint32_t n = 0;
    size_t i;
    const json_t *rec;
    json_array_foreach(records, i, rec) {
      const char *family = json_string_value(json_object_get(rec, "family"));
      double x = number_at(rec, path_ours), y = number_at(rec, path_ref);
      if (!family || strcmp(family, names[g]) || isnan(x) || isnan(y)) continue;
      a += x, b += y, n++;
    }
    ours[g] = n ? a / n : NAN, greedy[g] = n ? b / n : NAN;
  }
}

static void family_charts(FILE *out, const json_t *report, const char *const *names, uint32_t nf) {
  const json_t *records = json_object_get(report, "records"), *families = json_object_get(report, "families");
  double *ours = calloc(nf + 1, sizeof *ours), *greedy = calloc(nf + 1, sizeof *greedy);
  static const char *const keys[] = {"vector", "sgpr"};
  static const char *const titles[] = {"mean VGPR+AGPR per function", "mean SGPRs per function"};
  for (int k = 0; k < 2; k++) {
    family_means(records, names, nf, keys[k], ours, greedy);
    vl_series series[] = {{"VeriLocc", "ours", ours}, {"LLVM greedy", "vendor", greedy}};
    fprintf(out, "<h3>%s, per family</h3>\n", titles[k]);
    vl_chart_bars(out, titles[k], "registers", names, nf, series, 2, NAN);
  }
  for (uint32_t g = 0; g < nf; g++) {
    const json_t *t = json_object_get(json_object_get(json_object_get(families, names[g]), "registers_vs_reference"),
                                      "predicted_time");
    double a = number_at(t, "ours"), b = number_at(t, "other");
    ours[g] = b > 0 ? a / b : NAN;
  }
  vl_series ratio[] = {{"predicted time, ours / LLVM greedy's (summed over the family)", "ours", ours}};
  fputs("<h3>Cost model: predicted time against LLVM greedy, per family</h3>\n", out);
  vl_chart_bars(out, "predicted time ratio per family", "ours / greedy", names, nf, ratio, 1, 1.0);
  free(ours);
  free(greedy);
}

static void scatters(FILE *out, const json_t *report) {
  const json_t *records = json_object_get(report, "records");
  size_t n = json_array_size(records), i;
  double *x = calloc(n + 1, sizeof *x), *y = calloc(n + 1, sizeof *y), *tx = calloc(n + 1, sizeof *tx),
         *ty = calloc(n + 1, sizeof *ty);
  const char **tips = calloc(n + 1, sizeof *tips);
  const json_t *rec;
  json_array_foreach(records, i, rec) {
    x[i] = number_at(rec, "reference.vector"), y[i] = number_at(rec, "ours.vector");
    tx[i] = number_at(rec, "reference.cost.time"), ty[i] = number_at(rec, "ours.cost.time");
    tips[i] = json_string_value(json_object_get(rec, "id"));
  }
  fputs("<h3>Per function: ours against LLVM greedy's</h3>\n<div style=\"display:flex;flex-wrap:wrap\">\n", out);
  vl_chart_scatter(out, "VGPR+AGPR per function", "LLVM greedy: VGPR+AGPR", "VeriLocc: VGPR+AGPR", x, y, NULL, tips,
                   (uint32_t)n, false);
  vl_chart_scatter(out, "predicted time per function", "LLVM greedy: predicted time", "VeriLocc: predicted time", tx,
                   ty, NULL, tips, (uint32_t)n, true);
  fputs("</div>\n", out);
  for (i = 0; i < n; i++) x[i] = number_at(json_array_get(records, i), "ms");
  fputs("<h3>Time per function (ms: analysis, every try, verification)</h3>\n", out);
  vl_chart_histogram(out, "time per function", "ms per function (log scale)", x, (uint32_t)n, true, "ours", NAN);
  free(x), free(y), free(tx), free(ty), free(tips);
}

static void failures(FILE *out, const json_t *report, const char *const *names, uint32_t nf) {
  const json_t *families = json_object_get(report, "families");
  static const char *const kinds[] = {"dataflow", "constraint", "syntax", "other"};
  double *counts[4];
  vl_series series[4];
  double any = 0;
  for (int k = 0; k < 4; k++) {
    counts[k] = calloc(nf + 1, sizeof **counts);
    for (uint32_t g = 0; g < nf; g++) {
      char path[64];
      snprintf(path, sizeof path, "failures.%s", kinds[k]);
      double v = number_at(json_object_get(families, names[g]), path);
      counts[k][g] = isnan(v) ? 0 : v;
      any += counts[k][g];
    }
    series[k] = (vl_series){kinds[k], kinds[k], counts[k]};
  }
  fputs("<h3>Failed tries by category, per family</h3>\n<p class=\"note\">", out);
  put_number(out, "%.0f", number_at(report, "failures.failed"));
  fputs(" failed of ", out);
  put_number(out, "%.0f", number_at(report, "failures.tries"));
  fputs(" tries.</p>\n", out);
  if (any > 0) vl_chart_stacked(out, "failed tries by category", "failed tries", names, nf, series, 4);
  for (int k = 0; k < 4; k++) free(counts[k]);
}

void vl_page_corpus(FILE *out, const json_t *report) {
  const char *allocator = json_string_value(json_object_get(report, "allocator"));
  const char *split = json_string_value(json_object_get(report, "split"));
  const char *manifest = json_string_value(json_object_get(report, "manifest"));
  fprintf(out, "<h2>eval: allocator %s, split %s, %zu functions", allocator ? allocator : "?", split ? split : "?",
          json_array_size(json_object_get(report, "records")));
  double seconds = number_at(report, "seconds");
  if (!isnan(seconds)) fprintf(out, " in %.1f s", seconds);
  fputs("</h2>\n<p class=\"note\">", out);
  vl_html_text(out, manifest ? manifest : "");
  fputs("; blue: ours, orange: LLVM greedy's post-RA MIR of the same input, priced by the same cost model</p>\n", out);
  const json_t *families = json_object_get(report, "families");
  uint32_t nf = (uint32_t)json_object_size(families), g = 0;
  const char **names = calloc(nf + 1, sizeof *names);
  const char *key;
  const json_t *value;
  json_object_foreach((json_t *)families, key, value) names[g++] = key;
  pass_table(out, report);
  family_charts(out, report, names, nf);
  scatters(out, report);
  failures(out, report, names, nf);
  free(names);
}
