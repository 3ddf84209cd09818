/* Attention's output for one head: the values weighted by the attention probabilities, o[i] = the sum
 * over u < n of p[u] v[u * stride + i], each added in the order of u, as one output at a time would be,
 * but 32 outputs at a time held in registers over all u (a sum kept in memory waits on its own store at
 * every u). The model's files are built with reassociation allowed; this one is not (GCC's optimize
 * attribute), so that the order stays u's and the logits stay the same bits.
 * Needs: nothing. Produces: o[0..hd). */
#ifndef VL_MODEL_WEIGHTED_SUM_H
#define VL_MODEL_WEIGHTED_SUM_H
#include <stddef.h>

void vl_weighted_sum(const float *p, const float *v, size_t stride, size_t n, float *o, size_t hd);

#endif
