/* The report's chart kinds over plain arrays: grouped bars, stacked bars, a scatter
 * against the diagonal, a histogram and curves. Each writes one <svg> with its legend;
 * the page files (page_*.c) only gather the numbers.
 * Needs: svg.h, plot.h. Produces: SVG on a stream. */
#ifndef VL_CHARTS_H
#define VL_CHARTS_H
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

/* One series: a value per group or point, drawn in CSS class `cls` (html.c). */
typedef struct vl_series {
  const char *name, *cls;
  const double *values;
} vl_series;

/* Vertical bars, one group per label, one bar per series in each; a dashed line at
 * `baseline` when it is not NAN (a ratio of 1, say). */
void vl_chart_bars(FILE *out, const char *label, const char *y_title, const char *const *groups, uint32_t num_groups,
                   const vl_series *series, uint32_t num_series, double baseline);
/* Horizontal bars, one per group, each stacked from the series' values. */
void vl_chart_stacked(FILE *out, const char *label, const char *x_title, const char *const *groups,
                      uint32_t num_groups, const vl_series *series, uint32_t num_series);
/* Points (x[i], y[i]) in class cls[i] (NULL: "ours"), hover text tips[i] (NULL: none), with the
 * diagonal y = x; `log`: both axes log10 (values <= 0 left out). */
void vl_chart_scatter(FILE *out, const char *label, const char *x_title, const char *y_title, const double *x,
                      const double *y, const char *const *cls, const char *const *tips, uint32_t n, bool log);
/* A histogram of n values in about 30 bins (log10 bins when `log`); a dashed line at `mark`
 * unless NAN; the median named. */
void vl_chart_histogram(FILE *out, const char *label, const char *x_title, const double *values, uint32_t n,
                        bool log, const char *cls, double mark);
/* Lines over x: one per series, all with n points. */
void vl_chart_curves(FILE *out, const char *label, const char *x_title, const char *y_title, const double *x,
                     uint32_t n, const vl_series *series, uint32_t num_series);

#endif
