/* Attention's sums in the order of positions (see weighted_sum.h). */
#include "weighted_sum.h"

#include <string.h>

/* model/ is built with -fassociative-math: turned off here, in each compiler's way; clang would also
 * fuse a product with its sum where the CPU has FMA (GCC does not in ISO C mode): each product is
 * rounded, then added */
#if defined(__clang__)
#define IN_ORDER
#define IN_ORDER_BODY _Pragma("clang fp reassociate(off)") _Pragma("clang fp contract(off)")
#elif defined(__GNUC__)
#define IN_ORDER __attribute__((optimize("no-associative-math")))
#define IN_ORDER_BODY
#else
#define IN_ORDER
#define IN_ORDER_BODY
#endif

IN_ORDER void vl_weighted_sum(const float *p, const float *v, size_t stride, size_t n, float *o, size_t hd) {
  IN_ORDER_BODY
  size_t i0 = 0;
  for (; i0 + 32 <= hd; i0 += 32) {
    float acc[32] = {0};
    for (size_t u = 0; u < n; u++) {
      const float *row = v + u * stride + i0;
      for (int j = 0; j < 32; j++) acc[j] += p[u] * row[j];
    }
    memcpy(o + i0, acc, sizeof acc);
  }
  memset(o + i0, 0, (hd - i0) * sizeof(float));
  for (size_t u = 0; u < n; u++)
    for (size_t i = i0; i < hd; i++) o[i] += p[u] * v[u * stride + i];
}

IN_ORDER float vl_sum_in_order(const float *p, size_t n) {
  IN_ORDER_BODY
  float sum = 0;
  for (size_t u = 0; u < n; u++) sum += p[u];
  return sum;
}
