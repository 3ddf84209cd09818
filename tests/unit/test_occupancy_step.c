/* Unit tests of the occupancy step (src/alloc/occupancy_step.h): the budget of the next
 * step from a usage, on each AMD file layout, and the spill cost the step may add. The
 * whole ladder on a kernel is tests/golden/occupancy_step.test. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <string.h>

#include "alloc/occupancy_step.h"

static vl_module module;
static vl_function fn;

static const vl_function *kernel(const char *target, uint32_t threads, bool uses_agprs) {
  module = (vl_module){.target = vl_target_by_name(target, strlen(target))};
  assert_non_null(module.target);
  fn = (vl_function){.module = &module, .flat_workgroup_max = threads, .uses_agprs = uses_agprs};
  return &fn;
}

static void step(const vl_function *f, uint32_t vector, uint32_t accum, uint32_t want_vector, uint32_t want_accum,
                 uint32_t want_waves) {
  vl_resource_usage usage = {.vector = vector, .accum = accum, .scalar = 20};
  vl_budget_options now = {.max_vector = 256, .max_accum = 256, .max_scalar = 102, .accum_given = true}, next;
  uint32_t waves = 0;
  assert_true(vl_occupancy_step_budget(f, &usage, &now, &next, &waves));
  assert_int_equal(next.max_vector, want_vector);
  assert_int_equal(next.max_accum, want_accum);
  assert_int_equal(waves, want_waves);
  assert_int_equal(next.max_scalar, 102);
}

/* gfx90a/gfx942: 512 unified registers in granules of 8. 130 VGPRs give 3 waves, 128 give 4;
 * 72 give 7 on gfx942 (the golden test's gemm). The step's total is all VGPRs, no AGPRs,
 * also where the code uses AGPRs (llc would reserve them: occupancy_step.c). */
static void test_unified(void **state) {
  (void)state;
  step(kernel("gfx90a", 256, false), 130, 0, 128, 0, 4);
  step(kernel("gfx942", 256, false), 76, 0, 72, 0, 7);
  step(kernel("gfx90a", 256, true), 64, 66, 128, 0, 4);   /* alignTo(64, 4) + 66 = 130 -> 128 */
}

/* gfx1100 (wave32): 1536 registers in granules of 24: 256 VGPRs give 5 waves, 240 give 6.
 * No AGPR file: the AGPR option stays as it was (the budget clamps it to the file, 0). */
static void test_gfx1100(void **state) {
  (void)state;
  step(kernel("gfx1100", 256, false), 256, 0, 240, 256, 6);
}

/* No step: the hardware's most (8 waves at 60 VGPRs), or the LDS already limits. */
static void test_no_step(void **state) {
  (void)state;
  vl_resource_usage usage = {.vector = 60, .scalar = 20};
  vl_budget_options now = {.max_vector = 256}, next;
  uint32_t waves;
  assert_false(vl_occupancy_step_budget(kernel("gfx90a", 256, false), &usage, &now, &next, &waves));
  usage.vector = 100;   /* 5 waves by registers, but 40000 bytes of LDS fit one 4-wave workgroup per CU */
  kernel("gfx90a", 256, false);
  fn.shared_bytes = 40000;
  assert_false(vl_occupancy_step_budget(&fn, &usage, &now, &next, &waves));
}

/* The cap: time = cycles / h; h(7) / h(6) on gfx942 (half 2, most 8) is (7/9) / (6/8) = 1.037,
 * so a step from 6 to 7 waves may add 3.7% of the cycles on top of the spill cost it has. */
static void test_cap(void **state) {
  (void)state;
  const vl_function *f = kernel("gfx942", 256, false);
  vl_cost now = {.cycles = 1000, .hiding = vl_cost_hiding(module.target, 6)};
  now.added.spill_cost = 10;
  double cap = vl_occupancy_step_cap(f, &now, 7);
  assert_true(cap > 10 + 1000 * (7.0 / 9 / (6.0 / 8) - 1) - 1e-9 && cap < 10 + 1000 * (7.0 / 9 / (6.0 / 8) - 1) + 1e-9);
  now.hiding = 0;   /* cannot launch: nothing to gain */
  assert_true(vl_occupancy_step_cap(f, &now, 7) == 0);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_unified),
      cmocka_unit_test(test_gfx1100),
      cmocka_unit_test(test_no_step),
      cmocka_unit_test(test_cap),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
