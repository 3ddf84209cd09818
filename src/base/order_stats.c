/* Order statistics (see order_stats.h). */
#include "order_stats.h"

#include <stdlib.h>

static int by_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

void vl_sort_doubles(double *v, size_t n) {
  if (n) qsort(v, n, sizeof *v, by_double);
}

double vl_median_sorted(const double *v, size_t n) { return n ? (v[(n - 1) / 2] + v[n / 2]) / 2 : 0; }

double vl_quantile_sorted(const double *v, size_t n, double q) {
  return n ? v[(size_t)(q * (double)(n - 1))] : 0;
}
