/* The unbiased Pass@k estimator (see pass_at_k.h). */
#include "pass_at_k.h"

#include <math.h>

double vl_pass_at_k(uint32_t n, uint32_t c, uint32_t k) {
  if (k == 0 || k > n || c > n) return NAN;
  if (n - c < k) return 1.0;   /* every draw of k holds a passing sample */
  double none_pass = 1.0;
  for (uint32_t i = n - c + 1; i <= n; i++) none_pass *= 1.0 - (double)k / (double)i;
  return 1.0 - none_pass;
}
