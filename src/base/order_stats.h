/* Order statistics of a sample: one definition of the median and of a quantile
 * for every report (the corpus statistics, the dataset, normalization, eval). */
#ifndef VL_BASE_ORDER_STATS_H
#define VL_BASE_ORDER_STATS_H

#include <stddef.h>

/* Sorts ascending in place. */
void vl_sort_doubles(double *v, size_t n);

/* Of sorted values: the median, the mean of the middle two for an even count; 0 when empty. */
double vl_median_sorted(const double *v, size_t n);

/* Of sorted values: the value at fraction q (0..1) of the way, by the nearest rank below; 0 when empty. */
double vl_quantile_sorted(const double *v, size_t n, double q);

#endif
