/* Unit tests of squeezing (alloc/squeeze.h) on real LLVM 19 pre-RA MIR from
 * tests/inputs/mir: the classical allocator's result, squeezed, verifies and
 * holds lane masks in vcc where LLVM greedy would; an allocation pushed to the
 * top of the SGPR file comes back down to its pressure;
 * wave32 never gets vcc_hi (only the classical allocator takes it, as a spare where the
 * SGPRs run out: analysis/budget.h); an incomplete assignment
 * is left alone. Run from the repository root. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "classical_fixture.h"

#include "alloc/occupancy.h"
#include "alloc/squeeze.h"

static vl_physreg named(const fixture *f, const char *name) {
  vl_physreg reg;
  assert_true(vl_target_parse_physreg(f->module->target, name, strlen(name), &reg));
  return reg;
}

static uint32_t vregs_in(const fixture *f, vl_physreg reg) {
  uint32_t n = 0;
  for (uint32_t v = 0; v < f->an->fn->num_vregs; v++) n += !memcmp(&f->a->reg[v], &reg, sizeof reg);
  return n;
}

static uint32_t sgpr_top(const fixture *f) { return vl_assignment_stats(f->an->fn, f->a).used[VL_FILE_SCALAR]; }

/* saxpy on gfx942: its compare result goes to vcc, and the SGPR top is the SGPR pressure or below. */
static void test_lane_mask_goes_to_vcc(void **state) {
  (void)state;
  fixture f;
  load(&f, "tests/inputs/mir/saxpy_gfx942.pre.mir");
  assert_verifies(&f);
  assert_true(vregs_in(&f, named(&f, "vcc")) >= 1);
  assert_true(sgpr_top(&f) <= f.an->pressure->max[VL_FILE_SCALAR]);
  unload(&f);
}

/* Every SGPR vreg moved as high as it fits, one by one: squeezing brings the top back down. */
static void test_pushed_up_comes_back_down(void **state) {
  (void)state;
  const char *paths[] = {"tests/inputs/mir/reduce_gfx90a.pre.mir", "tests/inputs/mir/loop_gfx1100.pre.mir"};
  for (size_t p = 0; p < sizeof paths / sizeof *paths; p++) {
    fixture f;
    load(&f, paths[p]);
    uint32_t squeezed = sgpr_top(&f);
    const vl_target *t = f.module->target;
    vl_occupancy occ;
    vl_occupancy_init(&occ, f.an->intervals, &f.an->budget, &f.arena);
    for (uint32_t v = 0; v < f.an->fn->num_vregs; v++)
      if (f.a->reg[v].count) vl_occupancy_mark(&occ, v, f.a->reg[v], true);
    uint32_t pushed = 0;
    for (uint32_t v = 0; v < f.an->fn->num_vregs; v++) {
      if (!f.a->reg[v].count || vl_target_unit_file(t, f.a->reg[v].unit) != VL_FILE_SCALAR) continue;
      vl_occupancy_mark(&occ, v, f.a->reg[v], false);
      for (int64_t i = f.an->budget.limit[VL_FILE_SCALAR] - 1; i >= 0; i--) {
        vl_physreg r = vl_occupancy_candidate(&occ, v, VL_FILE_SCALAR, i);
        if (r.count && vl_occupancy_fits(&occ, v, r)) {
          pushed += r.unit != f.a->reg[v].unit;
          f.a->reg[v] = r;
          break;
        }
      }
      vl_occupancy_mark(&occ, v, f.a->reg[v], true);
    }
    assert_true(pushed > 0);
    assert_verifies(&f);
    uint32_t high = sgpr_top(&f);
    assert_true(high > squeezed + 8);
    assert_true(vl_squeeze(f.an->intervals, &f.an->budget, f.a) > 0);
    assert_verifies(&f);
    /* down to the most SGPR units live at once at least (below it only with vcc), and within one
     * register of the classical allocator's own result (squeezed too): a local search */
    fprintf(stderr, "%s: classical %u, pushed up %u, squeezed %u, pressure %u\n", paths[p], squeezed, high,
            sgpr_top(&f), f.an->pressure->max[VL_FILE_SCALAR]);
    assert_true(sgpr_top(&f) <= f.an->pressure->max[VL_FILE_SCALAR]);
    assert_true(sgpr_top(&f) <= squeezed + 1);
    unload(&f);
  }
}

/* gfx1100 is wave32: squeezing never hands out vcc_hi (a spare of the budget only, budget.h). */
static void test_wave32_never_gets_vcc_hi(void **state) {
  (void)state;
  const char *paths[] = {"tests/inputs/mir/loop_gfx1100.pre.mir", "tests/inputs/mir/cc_compress_gfx1100.pre.mir"};
  for (size_t p = 0; p < sizeof paths / sizeof *paths; p++) {
    fixture f;
    load(&f, paths[p]);
    assert_int_equal(vregs_in(&f, named(&f, "vcc_hi")), 0);
    assert_verifies(&f);
    unload(&f);
  }
}

/* Nothing moves in an assignment with a vreg left unplaced. */
static void test_incomplete_is_left_alone(void **state) {
  (void)state;
  assert_incomplete_left_alone(vl_squeeze);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_lane_mask_goes_to_vcc),
      cmocka_unit_test(test_pushed_up_comes_back_down),
      cmocka_unit_test(test_wave32_never_gets_vcc_hi),
      cmocka_unit_test(test_incomplete_is_left_alone),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
