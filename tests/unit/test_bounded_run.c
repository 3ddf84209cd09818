/* Unit tests of work under a hard deadline (base/bounded_run.h): without a
 * deadline the work runs here; with one, a child's records arrive whole (also
 * ones larger than a pipe holds), the last one stands, and a child still at
 * work at the deadline is killed then, its earlier records kept. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

#include "base/bounded_run.h"
#include "base/clock.h"

#define BIG (1u << 20)   /* bytes: many times a pipe's buffer */

static void test_no_deadline_runs_here(void **state) {
  (void)state;
  int got = 0;
  vl_bounded_run run;
  assert_true(vl_bounded_start(&run, 0, &got, sizeof got));
  assert_false(vl_bounded_in_child(&run));
  for (int i = 1; i <= 3; i++) vl_bounded_report(&run, &i);
  vl_bounded_end_work(&run);   /* returns: no child to end */
  assert_true(vl_bounded_wait(&run));
  assert_true(run.have_record);
  assert_int_equal(got, 3);
}

static void test_child_ends_with_last_record(void **state) {
  (void)state;
  unsigned char *got = calloc(1, BIG), *mine = malloc(BIG);
  assert_non_null(got);
  assert_non_null(mine);
  vl_bounded_run run;
  double t0 = vl_now_ms();
  if (vl_bounded_start(&run, t0 + 20000, got, BIG)) {
    for (int i = 1; i <= 3; i++) {
      memset(mine, i, BIG);
      vl_bounded_report(&run, mine);
    }
    vl_bounded_end_work(&run);
  }
  assert_true(vl_bounded_wait(&run));
  assert_true(vl_now_ms() - t0 < 20000);
  assert_true(run.have_record);
  assert_int_equal(got[0], 3);
  assert_int_equal(got[BIG - 1], 3);
  free(got);
  free(mine);
}

static void test_child_killed_at_deadline(void **state) {
  (void)state;
  int got = 0;
  vl_bounded_run run;
  double t0 = vl_now_ms();
  if (vl_bounded_start(&run, t0 + 300, &got, sizeof got)) {
    int answer = 7;
    vl_bounded_report(&run, &answer);
    sleep(30);   /* a solver past its own limit */
    answer = 8;
    vl_bounded_report(&run, &answer);
    vl_bounded_end_work(&run);
  }
  assert_false(vl_bounded_wait(&run));
  double ms = vl_now_ms() - t0;
  assert_true(ms >= 300 && ms < 5000);   /* generous: a loaded machine must not fail it */
  assert_true(run.have_record);
  assert_int_equal(got, 7);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_no_deadline_runs_here),
      cmocka_unit_test(test_child_ends_with_last_record),
      cmocka_unit_test(test_child_killed_at_deadline),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
