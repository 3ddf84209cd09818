/* Pearson and Spearman correlation (see correlation.h). */
#include "correlation.h"

#include <math.h>
#include <stdlib.h>

double vl_pearson(const double *x, const double *y, size_t n) {
  if (n < 2) return NAN;
  double mx = 0, my = 0;
  for (size_t i = 0; i < n; i++) mx += x[i], my += y[i];
  mx /= (double)n, my /= (double)n;
  double sxy = 0, sxx = 0, syy = 0;
  for (size_t i = 0; i < n; i++) {
    double dx = x[i] - mx, dy = y[i] - my;
    sxy += dx * dy, sxx += dx * dx, syy += dy * dy;
  }
  return sxx > 0 && syy > 0 ? sxy / sqrt(sxx * syy) : NAN;
}

typedef struct ranked {
  double value;
  size_t index;
} ranked;

static int by_value(const void *a, const void *b) {
  double x = ((const ranked *)a)->value, y = ((const ranked *)b)->value;
  return (x > y) - (x < y);
}

/* rank[i] of v[i], 1-based, tied values sharing the mean of their ranks. */
static void ranks(const double *v, size_t n, double *rank) {
  ranked *r = malloc(n * sizeof *r);
  if (!r) abort();
  for (size_t i = 0; i < n; i++) r[i] = (ranked){v[i], i};
  qsort(r, n, sizeof *r, by_value);
  for (size_t i = 0; i < n;) {
    size_t j = i;
    while (j + 1 < n && r[j + 1].value == r[i].value) j++;
    double mean = (double)(i + j) / 2 + 1;
    for (size_t k = i; k <= j; k++) rank[r[k].index] = mean;
    i = j + 1;
  }
  free(r);
}

double vl_spearman(const double *x, const double *y, size_t n) {
  if (n < 2) return NAN;
  double *rx = malloc(n * sizeof *rx), *ry = malloc(n * sizeof *ry);
  if (!rx || !ry) abort();
  ranks(x, n, rx), ranks(y, n, ry);
  double rho = vl_pearson(rx, ry, n);
  free(rx), free(ry);
  return rho;
}
