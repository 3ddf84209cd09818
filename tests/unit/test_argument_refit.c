/* Unit tests of refitting a kernel's argument copies (vl_refit_argument_copies in
 * alloc/tighten.h) on real LLVM 19 pre-RA MIR from tests/inputs/mir. In gemm_mma on
 * gfx1100, tightening leaves the copy out of $vgpr0 (the thread id) broken: a run with that
 * value placed first makes it an identity at the same VGPR top, with fewer copies left, SGPRs
 * within the occupancy, and a result that verifies. Where no argument copy is broken
 * (table_gfx1100) nothing changes. Run from the repository root. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "classical_fixture.h"

#include "alloc/copy_recolor.h"
#include "alloc/tighten.h"
#include "cost/cost_model.h"
#include "cost/occupancy_limit.h"

/* What vl_alloc_classical_tightened does on AMDGPU before the refit: tightening at a
 * sixty-fourth of the default work, the answer's copy recolouring. */
static vl_tighten_options light(void) {
  vl_tighten_options o = vl_tighten_defaults();
  o.squeaky_runs /= 64;
  o.boundary_runs /= 64;
  o.max_work /= 64;
  return o;
}

static void tighten(fixture *f, const vl_tighten_options *options) {
  vl_tighten_result result;
  assert_int_equal(vl_tighten(f->an, VL_FILE_VECTOR, options, f->a, &result), VL_OK);
  vl_copy_recolor(f->an->intervals, &f->an->budget, true, f->a);
}

static uint32_t copies_left(const fixture *f) {
  vl_alloc_stats s = vl_assignment_stats(f->an->fn, f->a);
  return s.copies - s.identity_copies;
}

/* COPYs from a physical register into a vreg that the assignment leaves. */
static uint32_t argument_copies_left(const fixture *f) {
  const vl_function *fn = f->an->fn;
  uint32_t n = 0;
  for (uint32_t k = 0; k < fn->num_instrs; k++) {
    const vl_instr *in = &fn->instrs[k];
    n += in->is_copy && in->num_ops >= 2 && in->ops[1].kind == VL_OP_PREG && in->ops[0].kind == VL_OP_VREG &&
         vl_is_copy_left(in, f->a);
  }
  return n;
}

static void test_thread_id_copy_refitted(void **state) {
  (void)state;
  fixture f;
  load(&f, "tests/inputs/mir/gemm_mma_gfx1100.pre.mir");
  vl_tighten_options options = light();
  tighten(&f, &options);
  assert_verifies(&f);
  const vl_function *fn = f.an->fn;
  vl_alloc_stats before = vl_assignment_stats(fn, f.a);
  uint32_t left = copies_left(&f), arguments = argument_copies_left(&f);
  fprintf(stderr, "gemm_mma_gfx1100: %u copies left, %u of them out of argument registers\n", left, arguments);
  assert_true(arguments > 0);
  assert_true(vl_refit_argument_copies(f.an, &options, f.a));
  assert_verifies(&f);
  assert_true(copies_left(&f) < left);
  assert_true(argument_copies_left(&f) < arguments);
  vl_alloc_stats now = vl_assignment_stats(fn, f.a);
  assert_true(now.used[VL_FILE_VECTOR] <= before.used[VL_FILE_VECTOR]);
  assert_true(now.used[VL_FILE_ACCUM] <= before.used[VL_FILE_ACCUM]);
  vl_launch launch = vl_launch_of(fn);
  assert_true(now.used[VL_FILE_SCALAR] <=
              vl_scalar_room(fn->module->target, &launch, before.used, f.an->budget.limit[VL_FILE_SCALAR]));
  vl_resource_usage u0 = vl_resource_usage_of(fn->module->target, before.used);
  vl_resource_usage u1 = vl_resource_usage_of(fn->module->target, now.used);
  assert_int_equal(vl_occupancy_limit_compute(fn->module->target, &u1, &launch).waves,
                   vl_occupancy_limit_compute(fn->module->target, &u0, &launch).waves);
  unload(&f);
}

/* table on gfx1100: its argument copies are identities already; the refit does nothing. */
static void test_nothing_to_refit(void **state) {
  (void)state;
  fixture f;
  load(&f, "tests/inputs/mir/table_gfx1100.pre.mir");
  assert_int_equal(argument_copies_left(&f), 0);
  vl_physreg *before = malloc(f.an->fn->num_vregs * sizeof *before);
  assert_non_null(before);
  memcpy(before, f.a->reg, f.an->fn->num_vregs * sizeof *before);
  vl_tighten_options options = light();
  assert_false(vl_refit_argument_copies(f.an, &options, f.a));
  assert_memory_equal(before, f.a->reg, f.an->fn->num_vregs * sizeof *before);
  free(before);
  unload(&f);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_thread_id_copy_refitted),
      cmocka_unit_test(test_nothing_to_refit),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
