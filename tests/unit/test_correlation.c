/* Pearson's and Spearman's correlation against values computed by hand (and by scipy's
 * pearsonr/spearmanr), ties and degenerate samples included. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include "base/correlation.h"

static void test_pearson(void **state) {
  (void)state;
  double x[] = {1, 2, 3, 4, 5}, y[] = {2, 4, 5, 4, 5}, z[] = {10, 8, 6, 4, 2};
  assert_float_equal(vl_pearson(x, y, 5), 0.7745966692414834, 1e-12);
  assert_float_equal(vl_pearson(x, z, 5), -1.0, 1e-12);
}

static void test_spearman_ties(void **state) {
  (void)state;
  /* y's two 7s share rank 3.5: rho is Pearson's of (1..5) and (1, 2, 3.5, 5, 3.5). */
  double x[] = {1, 2, 3, 4, 5}, y[] = {5, 6, 7, 8, 7};
  assert_float_equal(vl_spearman(x, y, 5), 0.8207826816681233, 1e-12);
  /* Monotone but not linear: rank correlation 1, linear below 1. */
  double a[] = {1, 2, 3, 4}, b[] = {1, 10, 100, 1000};
  assert_float_equal(vl_spearman(a, b, 4), 1.0, 1e-12);
  assert_true(vl_pearson(a, b, 4) < 0.9);
}

static void test_degenerate(void **state) {
  (void)state;
  double x[] = {1, 2, 3}, flat[] = {4, 4, 4};
  assert_true(isnan(vl_pearson(x, flat, 3)));
  assert_true(isnan(vl_spearman(x, flat, 3)));
  assert_true(isnan(vl_spearman(x, x, 1)));
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_pearson),
      cmocka_unit_test(test_spearman_ties),
      cmocka_unit_test(test_degenerate),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
