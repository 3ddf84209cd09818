/* verilocc calibrate MEASURED.csv PREDICTED.tsv [--target T] [--svg OUT.svg] [--json OUT.json] [--worst N]
 * The cost model against GPU measurements (docs/gpu.md, "The cost model against the H100"):
 * MEASURED.csv is scripts/gpu-bench.sh's CSV (ptxas's and our median times, the driver's
 * occupancy), PREDICTED.tsv scripts/gpu-pack.sh's predicted.tsv (the model's breakdown of both
 * allocations). Prints the Spearman and Pearson correlation of predicted against measured speedups
 * over all kernels and over those whose occupancy changed, the parameters fitted on every other
 * kernel (by name) with the correlation on the rest, and the kernels the model gets most wrong.
 * Exit 0, 2 bad input (file:line:col), 3 when an output cannot be written. */
#include <jansson.h>
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "../base/text_table.h"
#include "../cost/calibration.h"
#include "../cost/cost_params.h"
#include "../report/charts.h"
#include "../report/html.h"
#include "cli.h"
#include "getopt_args.h"

static const struct {
  const char *name;
  size_t offset;
} side_fields[] = {
#define FIELD(f) {#f, offsetof(vl_calib_side, f)}
    FIELD(warps), FIELD(max_warps), FIELD(work), FIELD(copy_cost), FIELD(spill_cost), FIELD(remat_cost),
    FIELD(bank_cost), FIELD(time),
#undef FIELD
};
enum { NUM_SIDE_FIELDS = sizeof side_fields / sizeof *side_fields };

static int bad(const char *path, uint32_t line, uint32_t col, const char *what, const char *detail) {
  fprintf(stderr, "%s:%u:%u: error: %s%s\n", path, line, col, what, detail);
  return 2;
}

/* The column `name` of t, or an error naming it. */
static int need(const vl_text_table *t, const char *path, const char *name, int *column) {
  *column = vl_text_table_column(t, name);
  if (*column < 0) return bad(path, 1, 1, "no column named ", name);
  return 0;
}

/* Reads one side's eight numbers from row r of the predicted table. */
static int read_side(const vl_text_table *t, const char *path, uint32_t r, const char *side, vl_calib_side *out) {
  for (int f = 0; f < NUM_SIDE_FIELDS; f++) {
    char name[48];
    snprintf(name, sizeof name, "%s_%s", side, side_fields[f].name);
    double *v = (double *)((char *)out + side_fields[f].offset);
    int c;
    if (need(t, path, name, &c)) return 2;
    *v = vl_text_table_number(t, r, c);
    if (!isfinite(*v)) {
      const char *cell = vl_text_table_cell(t, r, c), *start = vl_text_table_cell(t, r, 0);
      return bad(path, t->line[r], (uint32_t)(cell - start) + 1, "not a number in column ", name);
    }
  }
  return 0;
}

static void print_stats(const char *label, vl_calib_fit_stats s) {
  printf("  %-34s %4zu kernels: Spearman %6.3f, Pearson %6.3f, rms log error %.4f\n", label, s.n, s.spearman, s.pearson,
         s.log_error);
}

static json_t *stats_json(vl_calib_fit_stats s) {
  return json_pack("{s:I,s:f,s:f,s:f}", "kernels", (json_int_t)s.n, "spearman", isfinite(s.spearman) ? s.spearman : 0.0,
                   "pearson", isfinite(s.pearson) ? s.pearson : 0.0, "rms_log_error", isfinite(s.log_error) ? s.log_error : 0.0);
}

static json_t *params_json(vl_calib_params q) {
  return json_pack("{s:f,s:f,s:f,s:f}", "occupancy_half", q.half, "copy_scale", q.copy, "spill_scale", q.spill,
                   "bank_scale", q.bank);
}

typedef struct wrong {
  size_t index;
  double error;
} wrong;

static int by_error(const void *a, const void *b) {
  double x = ((const wrong *)a)->error, y = ((const wrong *)b)->error;
  return (x < y) - (x > y);
}

/* The scatter as a file of its own: the chart with the report's style inside it. */
static bool write_svg(const char *path, const vl_calib_point *p, size_t n, const vl_calib_params *q) {
  double *x = calloc(n + 1, sizeof *x), *y = calloc(n + 1, sizeof *y);
  const char **cls = calloc(n + 1, sizeof *cls), **tips = calloc(n + 1, sizeof *tips);
  if (!x || !y || !cls || !tips) abort();
  for (size_t i = 0; i < n; i++)
    x[i] = vl_calib_predicted(&p[i], q), y[i] = p[i].measured, cls[i] = p[i].occupancy_changed ? "vendor" : "ours",
    tips[i] = p[i].name;
  char *chart = NULL;
  size_t len = 0;
  FILE *mem = open_memstream(&chart, &len);
  if (!mem) abort();
  vl_chart_scatter(mem, "predicted against measured speedup over ptxas (orange: occupancy changed)",
                   "predicted speedup (log)", "measured speedup (log)", x, y, cls, tips, (uint32_t)n, true);
  fclose(mem);
  char *open_end = strchr(chart, '>');
  char *file = NULL;
  size_t file_len = 0;
  mem = open_memstream(&file, &file_len);
  if (!mem) abort();
  fwrite(chart, 1, (size_t)(open_end + 1 - chart), mem);
  vl_html_svg_style(mem);
  fputs(open_end + 1, mem);
  fclose(mem);
  bool ok = vl_cli_write(path, file, file_len);
  free(chart), free(file), free(x), free(y), free(cls), free(tips);
  return ok;
}

int vl_cmd_calibrate(int argc, char **argv) {
  if (!vl_cli_getopt("calibrate", "target: svg: json: worst:", &argc, &argv)) return 2;
  const char *paths[2] = {0}, *target_name = "sm_90", *svg = NULL, *json = NULL;
  uint32_t num_paths = 0, worst = 10;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *next = i + 1 < argc ? argv[i + 1] : NULL;
    if (!strcmp(a, "--target") && next) target_name = argv[++i];
    else if (!strcmp(a, "--svg") && next) svg = argv[++i];
    else if (!strcmp(a, "--json") && next) json = argv[++i];
    else if (!strcmp(a, "--worst") && next) { if (!vl_cli_uint("--worst", argv[++i], &worst)) return 2; }
    else if (a[0] != '-' && num_paths < 2) paths[num_paths++] = a;
    else {
      fprintf(stderr, "verilocc calibrate: error: unexpected argument '%s'\n", a);
      return 2;
    }
  }
  if (num_paths != 2) {
    fprintf(stderr, "verilocc calibrate: error: needs MEASURED.csv (gpu-bench.sh) and PREDICTED.tsv (gpu-pack.sh)\n");
    return 2;
  }
  const vl_target *target = vl_target_by_name(target_name, strlen(target_name));
  if (!target) {
    fprintf(stderr, "verilocc calibrate: error: unknown target '%s'\n", target_name);
    return 2;
  }
  if ((svg && !vl_cli_writable(svg)) || (json && !vl_cli_writable(json))) return 3;
  vl_text_table m, p;
  if (!vl_text_table_read(&m, paths[0], ',')) return bad(paths[0], 0, 0, "cannot read the file", "");
  if (!vl_text_table_read(&p, paths[1], '\t')) {
    vl_text_table_free(&m);
    return bad(paths[1], 0, 0, "cannot read the file", "");
  }
  int rc = 0, kernel = -1, status = -1, pt_us = -1, ours_us = -1, pt_occ = -1, ours_occ = -1, p_kernel = -1;
  if (!rc) rc = need(&m, paths[0], "kernel", &kernel);
  if (!rc) rc = need(&m, paths[0], "status", &status);
  if (!rc) rc = need(&m, paths[0], "ptxas_median_us", &pt_us);
  if (!rc) rc = need(&m, paths[0], "ours_median_us", &ours_us);
  if (!rc) rc = need(&m, paths[0], "ptxas_occupancy", &pt_occ);
  if (!rc) rc = need(&m, paths[0], "ours_occupancy", &ours_occ);
  if (!rc) rc = need(&p, paths[1], "kernel", &p_kernel);
  vl_calib_point *points = calloc(m.num_rows + 1, sizeof *points);
  if (!points) abort();
  size_t n = 0, not_ok = 0, unpredicted = 0;
  const vl_cost_params *table = vl_cost_params_of(target);
  vl_calib_params defaults = {table->occupancy_half, 1, 1, 1};
  for (uint32_t r = 0; !rc && r < m.num_rows; r++) {
    if (strcmp(vl_text_table_cell(&m, r, status), "ok")) {
      not_ok++;
      continue;
    }
    const char *name = vl_text_table_cell(&m, r, kernel);
    uint32_t q = 0;
    while (q < p.num_rows && strcmp(vl_text_table_cell(&p, q, p_kernel), name)) q++;
    if (q == p.num_rows) {
      unpredicted++;
      continue;
    }
    vl_calib_point *pt = &points[n];
    pt->name = name;
    double a = vl_text_table_number(&m, r, pt_us), b = vl_text_table_number(&m, r, ours_us);
    if (!(a > 0) || !(b > 0)) {
      rc = bad(paths[0], m.line[r], 1, "an ok row needs positive median times: ", name);
      break;
    }
    pt->measured = a / b;
    pt->occupancy_changed = vl_text_table_number(&m, r, pt_occ) != vl_text_table_number(&m, r, ours_occ);
    if ((rc = read_side(&p, paths[1], q, "ptxas", &pt->ptxas)) || (rc = read_side(&p, paths[1], q, "ours", &pt->ours)))
      break;
    /* The breakdown must give back the model's own time, or the target's table is not the one it used. */
    for (int s = 0; s < 2; s++) {
      const vl_calib_side *side = s ? &pt->ours : &pt->ptxas;
      double t = vl_calib_time(side, &defaults);
      if (fabs(t - side->time) > 1e-6 * fmax(1, fabs(side->time))) {
        char detail[160];
        snprintf(detail, sizeof detail, "%s: %.6g from the breakdown, %.6g in the file (is --target %s right?)", name,
                 t, side->time, target_name);
        rc = bad(paths[1], p.line[q], 1, "the breakdown does not give the predicted time: ", detail);
        break;
      }
    }
    n += !rc;
  }
  if (!rc && n < 4) rc = bad(paths[0], 1, 1, "fewer than 4 kernels both measured (status ok) and predicted", "");
  if (rc) {
    free(points), vl_text_table_free(&m), vl_text_table_free(&p);
    return rc;
  }
  /* Every other kernel by name fits, the rest is held out. */
  size_t *order = malloc(n * sizeof *order);
  bool *changed = calloc(n, sizeof *changed), *fit = calloc(n, sizeof *fit), *held = calloc(n, sizeof *held);
  if (!order || !changed || !fit || !held) abort();
  size_t num_changed = 0;
  for (size_t i = 0; i < n; i++) order[i] = i, num_changed += changed[i] = points[i].occupancy_changed;
  for (size_t i = 1; i < n; i++)   /* insertion sort by name: a few hundred kernels */
    for (size_t j = i; j > 0 && strcmp(points[order[j - 1]].name, points[order[j]].name) > 0; j--) {
      size_t t = order[j];
      order[j] = order[j - 1], order[j - 1] = t;
    }
  for (size_t i = 0; i < n; i++) fit[order[i]] = i % 2 == 0, held[order[i]] = i % 2 == 1;
  vl_calib_params fitted = vl_calib_fit(points, n, fit, defaults);
  vl_calib_fit_stats d_all = vl_calib_stats(points, n, NULL, &defaults),
                     d_changed = vl_calib_stats(points, n, changed, &defaults),
                     d_held = vl_calib_stats(points, n, held, &defaults), f_fit = vl_calib_stats(points, n, fit, &fitted),
                     f_held = vl_calib_stats(points, n, held, &fitted), f_all = vl_calib_stats(points, n, NULL, &fitted),
                     f_changed = vl_calib_stats(points, n, changed, &fitted);
  printf("calibrate: %zu kernels measured and predicted (%zu with the occupancy changed); left out: %zu rows not ok, "
         "%zu without a prediction\n", n, num_changed, not_ok, unpredicted);
  printf("table's parameters (%s: occupancy_half %g, copy, spill and bank weights x1):\n", target_name, defaults.half);
  print_stats("all", d_all);
  print_stats("occupancy changed", d_changed);
  print_stats("held-out half", d_held);
  printf("fitted on the other half (%zu kernels): occupancy_half %g, copy x%g, spill x%g, bank x%g\n", f_fit.n,
         fitted.half, fitted.copy, fitted.spill, fitted.bank);
  print_stats("fit half", f_fit);
  print_stats("held-out half", f_held);
  print_stats("all", f_all);
  print_stats("occupancy changed", f_changed);
  wrong *w = malloc(n * sizeof *w);
  if (!w) abort();
  for (size_t i = 0; i < n; i++) w[i] = (wrong){i, fabs(log(vl_calib_predicted(&points[i], &defaults) / points[i].measured))};
  qsort(w, n, sizeof *w, by_error);
  printf("most wrong (table's parameters): predicted, measured; warps ptxas -> ours; bank and copy cost ptxas -> ours\n");
  json_t *worst_json = json_array();
  for (size_t k = 0; k < n && k < worst; k++) {
    const vl_calib_point *pt = &points[w[k].index];
    double pred = vl_calib_predicted(pt, &defaults);
    printf("  %-72s %.3fx %.3fx; %g -> %g; bank %.0f -> %.0f, copy %.1f -> %.1f\n", pt->name, pred, pt->measured,
           pt->ptxas.warps, pt->ours.warps, pt->ptxas.bank_cost, pt->ours.bank_cost, pt->ptxas.copy_cost,
           pt->ours.copy_cost);
    json_array_append_new(worst_json, json_pack("{s:s,s:f,s:f,s:f,s:f}", "kernel", pt->name, "predicted", pred,
                                                 "measured", pt->measured, "ptxas_warps", pt->ptxas.warps,
                                                 "ours_warps", pt->ours.warps));
  }
  if (json) {
    json_t *root = json_pack("{s:s,s:I,s:I,s:{s:o,s:o,s:o,s:o},s:{s:o,s:o,s:o,s:o,s:o},s:o}", "target", target_name,
                             "kernels", (json_int_t)n, "occupancy_changed", (json_int_t)num_changed, "table",
                             "params", params_json(defaults), "all", stats_json(d_all), "occupancy_changed",
                             stats_json(d_changed), "held_out", stats_json(d_held), "fitted", "params",
                             params_json(fitted), "fit", stats_json(f_fit), "held_out", stats_json(f_held), "all",
                             stats_json(f_all), "occupancy_changed", stats_json(f_changed), "worst", worst_json);
    char *text = json_dumps(root, JSON_INDENT(1) | JSON_REAL_PRECISION(6));
    if (!vl_cli_write(json, text, strlen(text))) rc = 3;
    free(text);
    json_decref(root);
  } else {
    json_decref(worst_json);
  }
  if (svg && !write_svg(svg, points, n, &defaults)) rc = 3;
  free(w), free(order), free(changed), free(fit), free(held), free(points);
  vl_text_table_free(&m), vl_text_table_free(&p);
  return rc;
}
