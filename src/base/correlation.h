/* Correlation of two samples: Pearson's (linear) and Spearman's (of the ranks, ties given
 * their mean rank), as the cost model's validation against measured run times reports them.
 * Needs: nothing. Produces: a coefficient in [-1, 1], NAN where it is undefined (fewer than
 * two points, or a sample without spread). */
#ifndef VL_BASE_CORRELATION_H
#define VL_BASE_CORRELATION_H
#include <stddef.h>

double vl_pearson(const double *x, const double *y, size_t n);
double vl_spearman(const double *x, const double *y, size_t n);

#endif
