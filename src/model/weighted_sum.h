/* Attention's sums over positions, kept in the order of the positions. Its output for one head: the values weighted by the attention probabilities, o[i] = the sum
 * over u < n of p[u] v[u * stride + i], each added in the order of u, as one output at a time would be,
 * but 32 outputs at a time held in registers over all u (a sum kept in memory waits on its own store at
 * every u). The model's files are built with reassociation allowed; this one is not (GCC's optimize
 * attribute), so that the order stays u's and the logits stay the same bits; the same holds for the
 * softmax's denominator, whose exponentials are no longer summed as they are computed.
 * Needs: nothing. Produces: weighted sums, a sum. */
#ifndef VL_MODEL_WEIGHTED_SUM_H
#define VL_MODEL_WEIGHTED_SUM_H
#include <stddef.h>

void vl_weighted_sum(const float *p, const float *v, size_t stride, size_t n, float *o, size_t hd);
/* The softmax's denominator: p[0] + p[1] + ... + p[n - 1], added in that order from 0. */
float vl_sum_in_order(const float *p, size_t n);

#endif
