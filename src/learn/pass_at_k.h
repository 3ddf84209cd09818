/* Pass@k by the unbiased estimator of Chen et al. 2021 ("Evaluating Large
 * Language Models Trained on Code"): with n samples of which c pass, the
 * chance that at least one of k drawn without replacement passes,
 *   1 - C(n-c, k) / C(n, k),
 * computed as 1 - prod_{i=n-c+1..n} (1 - k/i), which never forms the binomials
 * (they overflow a double for n in the hundreds).
 *
 * Needs: nothing. Produces: a number in [0, 1]. */
#ifndef VL_PASS_AT_K_H
#define VL_PASS_AT_K_H
#include <stdint.h>

/* NAN when k is 0, k > n or c > n. */
double vl_pass_at_k(uint32_t n, uint32_t c, uint32_t k);

#endif
