/* The chart kinds (see charts.h). */
#include "charts.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "plot.h"

enum { WIDTH = 1000 };

static void legend(vl_svg *s, double x, double y, const vl_series *series, uint32_t num_series) {
  for (uint32_t i = 0; i < num_series; i++, x += 180) vl_plot_legend(s, x, y, series[i].cls, series[i].name);
}

void vl_chart_bars(FILE *out, const char *label, const char *y_title, const char *const *groups, uint32_t num_groups,
                   const vl_series *series, uint32_t num_series, double baseline) {
  /* Bars rise from 0, or from the baseline where there is one (a ratio's 1), so that small
   * differences around it show. */
  double from = isnan(baseline) ? 0 : baseline, top = from, bottom = from;
  for (uint32_t s = 0; s < num_series; s++)
    for (uint32_t g = 0; g < num_groups; g++) {
      double v = series[s].values[g];
      if (isfinite(v) && v > top) top = v;
      if (isfinite(v) && v < bottom) bottom = v;
    }
  double pad = (top - bottom) * 0.1 + (isnan(baseline) ? 0 : 1e-3);
  if (!isnan(baseline)) bottom -= pad;
  vl_svg svg;
  vl_svg_begin(&svg, out, WIDTH, 300, "bars", label);
  vl_plot p = vl_plot_area(&svg, 60, 24, 900, 200, 0, num_groups ? num_groups : 1, bottom, top + pad);
  vl_plot_axes(&p, 0, 5, NULL, y_title);
  double group_w = p.width / (num_groups ? num_groups : 1), bar_w = group_w * 0.8 / (num_series ? num_series : 1);
  for (uint32_t g = 0; g < num_groups; g++) {
    double x = p.left + g * group_w + group_w * 0.1;
    for (uint32_t s = 0; s < num_series; s++, x += bar_w) {
      double v = series[s].values[g];
      if (!isfinite(v)) continue;
      vl_svg_group_begin(&svg, NULL, "%s, %s: %.4g", groups[g], series[s].name, v);
      vl_svg_rect(&svg, x, vl_plot_y(&p, v), bar_w - 1, vl_plot_y(&p, from) - vl_plot_y(&p, v), series[s].cls);
      vl_svg_group_end(&svg);
    }
    vl_svg_text(&svg, p.left + (g + 0.5) * group_w, p.top + p.height + 14, "middle", "tick", "%s", groups[g]);
  }
  if (!isnan(baseline)) {
    double y = vl_plot_y(&p, baseline);
    vl_svg_line(&svg, p.left, y, p.left + p.width, y, "diag");
  }
  legend(&svg, p.left, 290, series, num_series);
  vl_svg_end(&svg);
}

void vl_chart_stacked(FILE *out, const char *label, const char *x_title, const char *const *groups,
                      uint32_t num_groups, const vl_series *series, uint32_t num_series) {
  double most = 0;
  for (uint32_t g = 0; g < num_groups; g++) {
    double sum = 0;
    for (uint32_t s = 0; s < num_series; s++) sum += series[s].values[g] > 0 ? series[s].values[g] : 0;
    if (sum > most) most = sum;
  }
  double height = 24 + num_groups * 22 + 60;
  vl_svg svg;
  vl_svg_begin(&svg, out, WIDTH, height, "stacked", label);
  vl_plot p = vl_plot_area(&svg, 120, 16, 760, num_groups * 22, 0, most > 0 ? most : 1, 0, num_groups);
  for (uint32_t g = 0; g < num_groups; g++) {
    double x = 0, y = p.top + g * 22 + 3;
    vl_svg_text(&svg, p.left - 6, y + 12, "end", "tick", "%s", groups[g]);
    for (uint32_t s = 0; s < num_series; s++) {
      double v = series[s].values[g];
      if (!(v > 0)) continue;
      vl_svg_group_begin(&svg, NULL, "%s, %s: %.4g", groups[g], series[s].name, v);
      vl_svg_rect(&svg, vl_plot_x(&p, x), y, vl_plot_x(&p, x + v) - vl_plot_x(&p, x), 16, series[s].cls);
      vl_svg_group_end(&svg);
      x += v;
    }
    vl_svg_text(&svg, vl_plot_x(&p, x) + 4, y + 12, "start", "tick", "%.4g", x);
  }
  vl_plot_axes(&p, 8, 0, x_title, NULL);
  legend(&svg, p.left, height - 6, series, num_series);
  vl_svg_end(&svg);
}

void vl_chart_scatter(FILE *out, const char *label, const char *x_title, const char *y_title, const double *x,
                      const double *y, const char *const *cls, const char *const *tips, uint32_t n, bool log) {
  double lo = INFINITY, hi = -INFINITY;
  for (uint32_t i = 0; i < n; i++) {
    double a = log ? (x[i] > 0 ? log10(x[i]) : NAN) : x[i], b = log ? (y[i] > 0 ? log10(y[i]) : NAN) : y[i];
    if (!isfinite(a) || !isfinite(b)) continue;
    lo = fmin(lo, fmin(a, b)), hi = fmax(hi, fmax(a, b));
  }
  if (!isfinite(lo)) lo = 0, hi = 1;
  double pad = (hi - lo) * 0.05 + (log ? 0.05 : 1);
  lo = log ? lo - pad : fmax(0, lo - pad), hi += pad;
  vl_svg svg;
  vl_svg_begin(&svg, out, 520, 500, "scatter", label);
  vl_plot p = vl_plot_area(&svg, 60, 24, 430, 420, lo, hi, lo, hi);
  vl_plot_axes(&p, log ? 0 : 6, log ? 0 : 6, x_title, y_title);
  if (log)   /* decades as ticks */
    for (double d = ceil(lo); d <= hi; d++) {
      vl_svg_text(&svg, vl_plot_x(&p, d), p.top + p.height + 15, "middle", "tick", "%g", pow(10, d));
      vl_svg_text(&svg, p.left - 6, vl_plot_y(&p, d) + 4, "end", "tick", "%g", pow(10, d));
      vl_svg_line(&svg, p.left, vl_plot_y(&p, d), p.left + p.width, vl_plot_y(&p, d), "grid");
    }
  vl_svg_line(&svg, vl_plot_x(&p, lo), vl_plot_y(&p, lo), vl_plot_x(&p, hi), vl_plot_y(&p, hi), "diag");
  for (uint32_t i = 0; i < n; i++) {
    double a = log ? (x[i] > 0 ? log10(x[i]) : NAN) : x[i], b = log ? (y[i] > 0 ? log10(y[i]) : NAN) : y[i];
    if (!isfinite(a) || !isfinite(b)) continue;
    char dot[48];
    snprintf(dot, sizeof dot, "dot %s", cls && cls[i] ? cls[i] : "ours");
    if (tips && tips[i]) vl_svg_group_begin(&svg, NULL, "%s: %.4g, %.4g", tips[i], x[i], y[i]);
    vl_svg_circle(&svg, vl_plot_x(&p, a), vl_plot_y(&p, b), 3, dot);
    if (tips && tips[i]) vl_svg_group_end(&svg);
  }
  vl_svg_text(&svg, p.left + p.width - 4, p.top + 12, "end", "tick", "above the diagonal: ours higher");
  vl_svg_end(&svg);
}

static int by_value(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

void vl_chart_histogram(FILE *out, const char *label, const char *x_title, const double *values, uint32_t n,
                        bool log, const char *cls, double mark) {
  double *v = malloc(sizeof *v * (n + 1));
  uint32_t m = 0;
  for (uint32_t i = 0; i < n; i++)
    if (isfinite(values[i]) && (!log || values[i] > 0)) v[m++] = log ? log10(values[i]) : values[i];
  qsort(v, m, sizeof *v, by_value);
  enum { BINS = 30 };
  uint32_t count[BINS] = {0}, most = 0;
  double lo = m ? v[0] : 0, hi = m ? v[m - 1] : 1;
  if (!(hi > lo)) lo -= 0.5, hi += 0.5;
  for (uint32_t i = 0; i < m; i++) {
    int b = (int)((v[i] - lo) / (hi - lo) * BINS);
    if (b >= BINS) b = BINS - 1;
    if (++count[b] > most) most = count[b];
  }
  vl_svg svg;
  vl_svg_begin(&svg, out, WIDTH, 260, "histogram", label);
  vl_plot p = vl_plot_area(&svg, 60, 24, 900, 180, lo, hi, 0, most ? most * 1.1 : 1);
  vl_plot_axes(&p, log ? 0 : 8, 4, x_title, "functions");
  if (log)
    for (double d = ceil(lo); d <= hi; d++)
      vl_svg_text(&svg, vl_plot_x(&p, d), p.top + p.height + 15, "middle", "tick", "%g", pow(10, d));
  double bin_w = (hi - lo) / BINS;
  for (int b = 0; b < BINS; b++) {
    if (!count[b]) continue;
    double x0 = lo + b * bin_w, x1 = x0 + bin_w;
    vl_svg_group_begin(&svg, NULL, "%.3g to %.3g: %u", log ? pow(10, x0) : x0, log ? pow(10, x1) : x1, count[b]);
    vl_svg_rect(&svg, vl_plot_x(&p, x0), vl_plot_y(&p, count[b]), vl_plot_x(&p, x1) - vl_plot_x(&p, x0) - 1,
                vl_plot_y(&p, 0) - vl_plot_y(&p, count[b]), cls);
    vl_svg_group_end(&svg);
  }
  if (!isnan(mark) && (!log || mark > 0)) {
    double x = vl_plot_x(&p, log ? log10(mark) : mark);
    if (x >= p.left && x <= p.left + p.width) vl_svg_line(&svg, x, p.top, x, p.top + p.height, "diag");
  }
  if (m) {
    double median = m % 2 ? v[m / 2] : (v[m / 2 - 1] + v[m / 2]) / 2;
    vl_svg_text(&svg, p.left + p.width, p.top - 8, "end", "tick", "%u values, median %.4g", m,
                log ? pow(10, median) : median);
  }
  free(v);
  vl_svg_end(&svg);
}

void vl_chart_curves(FILE *out, const char *label, const char *x_title, const char *y_title, const double *x,
                     uint32_t n, const vl_series *series, uint32_t num_series) {
  double x0 = INFINITY, x1 = -INFINITY, y0 = INFINITY, y1 = -INFINITY;
  for (uint32_t i = 0; i < n; i++) {
    if (!isfinite(x[i])) continue;
    x0 = fmin(x0, x[i]), x1 = fmax(x1, x[i]);
    for (uint32_t s = 0; s < num_series; s++)
      if (isfinite(series[s].values[i])) y0 = fmin(y0, series[s].values[i]), y1 = fmax(y1, series[s].values[i]);
  }
  if (!isfinite(x0)) x0 = 0, x1 = 1;
  if (!isfinite(y0)) y0 = 0, y1 = 1;
  double pad = (y1 - y0) * 0.08 + 1e-9;
  vl_svg svg;
  vl_svg_begin(&svg, out, WIDTH, 300, "curves", label);
  vl_plot p = vl_plot_area(&svg, 70, 24, 880, 200, x0, x1, y0 - pad, y1 + pad);
  vl_plot_axes(&p, 8, 5, x_title, y_title);
  for (uint32_t s = 0; s < num_series; s++) {
    char cls[48];
    snprintf(cls, sizeof cls, "line %s", series[s].cls);
    vl_svg_polyline_begin(&svg, cls);
    for (uint32_t i = 0; i < n; i++)
      if (isfinite(x[i]) && isfinite(series[s].values[i])) vl_svg_point(&svg, vl_plot_x(&p, x[i]), vl_plot_y(&p, series[s].values[i]));
    vl_svg_polyline_end(&svg);
  }
  legend(&svg, p.left, 290, series, num_series);
  vl_svg_end(&svg);
}
