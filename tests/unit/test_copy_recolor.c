/* Unit tests of copy recolouring (alloc/copy_recolor.h) on real LLVM 19 pre-RA MIR
 * from tests/inputs/mir: the copy out of an argument register at a kernel's entry
 * becomes an identity in the classical allocator's result (it did not while the
 * allocator honoured hints only below the top it had reached so far); copies broken
 * on purpose come back with no top of the broken allocation raised; in a kernel, a copy comes
 * back by raising the SGPR top within the occupancy where asked; every result verifies; an
 * incomplete assignment is left alone. Run from the repository root. */
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
#include "alloc/occupancy.h"
#include "cost/occupancy_limit.h"

static uint32_t copies_left(const fixture *f) {
  vl_alloc_stats s = vl_assignment_stats(f->an->fn, f->a);
  return s.copies - s.identity_copies;
}

static bool is_identity(const fixture *f, const vl_instr *in) {
  vl_physreg d = vl_assignment_operand_reg(f->a, &in->ops[0]), s = vl_assignment_operand_reg(f->a, &in->ops[1]);
  return d.count && d.unit == s.unit && d.count == s.count && d.half == s.half;
}

/* table on gfx1100: `%2:sgpr_64 = COPY $sgpr2_sgpr3` at the entry takes s[2:3] (the classical
 * allocator alone gave it s[0:1]), with both tops as low as before. */
static void test_argument_copy_becomes_identity(void **state) {
  (void)state;
  fixture f;
  load(&f, "tests/inputs/mir/table_gfx1100.pre.mir");
  assert_verifies(&f);
  const vl_function *fn = f.an->fn;
  uint32_t argument_copies = 0;
  for (uint32_t k = 0; k < fn->num_instrs; k++) {
    const vl_instr *in = &fn->instrs[k];
    if (!in->is_copy || in->num_ops < 2 || in->ops[1].kind != VL_OP_PREG || in->ops[0].kind != VL_OP_VREG) continue;
    argument_copies++;
    assert_true(is_identity(&f, in));
  }
  assert_int_equal(argument_copies, 2);
  assert_int_equal(copies_left(&f), 0);
  vl_alloc_stats s = vl_assignment_stats(fn, f.a);
  assert_true(s.used[VL_FILE_SCALAR] <= f.an->pressure->max[VL_FILE_SCALAR] + 2);
  assert_true(s.used[VL_FILE_VECTOR] <= f.an->pressure->max[VL_FILE_VECTOR]);
  unload(&f);
}

/* Each copy the classical allocator made an identity is broken by moving its virtual side to
 * the lowest other free register; recolouring brings copies back, raises no top of the broken
 * allocation, and the result verifies. */
static void test_broken_copies_come_back(void **state) {
  (void)state;
  const char *paths[] = {"tests/inputs/mir/reduce_gfx90a.pre.mir", "tests/inputs/mir/loop_gfx1100.pre.mir",
                         "tests/inputs/mir/mfma_gfx90a.pre.mir"};
  for (size_t p = 0; p < sizeof paths / sizeof *paths; p++) {
    fixture f;
    load(&f, paths[p]);
    const vl_function *fn = f.an->fn;
    uint32_t before = copies_left(&f);
    vl_occupancy occ;
    vl_occupancy_init(&occ, f.an->intervals, &f.an->budget, &f.arena);
    for (uint32_t v = 0; v < fn->num_vregs; v++)
      if (f.a->reg[v].count) vl_occupancy_mark(&occ, v, f.a->reg[v], true);
    for (uint32_t k = 0; k < fn->num_instrs; k++) {
      const vl_instr *in = &fn->instrs[k];
      if (!in->is_copy || in->num_ops < 2 || in->ops[0].kind != VL_OP_VREG || !is_identity(&f, in)) continue;
      uint32_t v = in->ops[0].reg;
      vl_regfile file = vl_target_unit_file(f.module->target, f.a->reg[v].unit);
      if (file == VL_FILE_SPECIAL) continue;
      vl_occupancy_mark(&occ, v, f.a->reg[v], false);
      for (uint32_t i = 0; i < f.an->budget.limit[file]; i++) {
        vl_physreg r = vl_occupancy_candidate(&occ, v, file, i);
        if (r.count && r.unit != f.a->reg[v].unit && vl_occupancy_fits(&occ, v, r)) {
          f.a->reg[v] = r;
          break;
        }
      }
      vl_occupancy_mark(&occ, v, f.a->reg[v], true);
    }
    assert_verifies(&f);
    vl_alloc_stats tops = vl_assignment_stats(fn, f.a);
    uint32_t broken = copies_left(&f);
    fprintf(stderr, "%s: %u copies left, %u after breaking\n", paths[p], before, broken);
    assert_true(broken > before);
    uint32_t gained = vl_copy_recolor(f.an->intervals, &f.an->budget, false, f.a);
    fprintf(stderr, "%s: %u after recolouring\n", paths[p], copies_left(&f));
    assert_verifies(&f);
    assert_true(gained > 0);
    assert_int_equal(copies_left(&f), broken - gained);
    vl_alloc_stats now = vl_assignment_stats(fn, f.a);
    for (int file = 0; file < VL_FILE_SPECIAL; file++) assert_true(now.used[file] <= tops.used[file]);
    unload(&f);
  }
}

/* loop on gfx90a, a kernel: the copy of the kernel-argument pointer s[4:5] stays while the
 * SGPR top is fixed, since the load it feeds sits on s[4:5] under it; with the top free to
 * rise as far as the occupancy holds, the load moves above and the copy is an identity, no
 * vector top moves, the occupancy is the same and the result verifies. */
static void test_kernel_copy_raises_scalar_top(void **state) {
  (void)state;
  fixture f;
  load(&f, "tests/inputs/mir/loop_gfx90a.pre.mir");
  const vl_function *fn = f.an->fn;
  const vl_target *t = f.module->target;
  assert_true(fn->info.is_entry_function);
  vl_alloc_stats before = vl_assignment_stats(fn, f.a);
  uint32_t left = copies_left(&f);
  assert_int_equal(vl_copy_recolor(f.an->intervals, &f.an->budget, false, f.a), 0);
  assert_int_equal(copies_left(&f), left);
  uint32_t gained = vl_copy_recolor(f.an->intervals, &f.an->budget, true, f.a);
  fprintf(stderr, "loop_gfx90a: %u copies left, %u gained with the SGPR top free\n", left, gained);
  assert_true(gained > 0);
  assert_int_equal(copies_left(&f), left - gained);
  assert_verifies(&f);
  vl_alloc_stats now = vl_assignment_stats(fn, f.a);
  assert_true(now.used[VL_FILE_SCALAR] > before.used[VL_FILE_SCALAR]);
  assert_int_equal(now.used[VL_FILE_VECTOR], before.used[VL_FILE_VECTOR]);
  assert_int_equal(now.used[VL_FILE_ACCUM], before.used[VL_FILE_ACCUM]);
  vl_launch launch = vl_launch_of(fn);
  vl_resource_usage u0 = vl_resource_usage_of(t, before.used), u1 = vl_resource_usage_of(t, now.used);
  assert_int_equal(vl_occupancy_limit_compute(t, &u1, &launch).waves, vl_occupancy_limit_compute(t, &u0, &launch).waves);
  assert_true(now.used[VL_FILE_SCALAR] <= vl_scalar_room(t, &launch, before.used, f.an->budget.limit[VL_FILE_SCALAR]));
  unload(&f);
}

/* vl_scalar_room: on gfx90a SGPRs count at gfx9's steps (80, 88, 100, with the assembler's
 * extras), so from a top of 10 with nothing else limiting 8 waves hold up to 100 - extras; a
 * budget below that is kept; past the 8-wave step the budget (102) is the limit: 7 waves is
 * gfx9's last step. */
static void test_scalar_room_steps(void **state) {
  (void)state;
  fixture f;
  load(&f, "tests/inputs/mir/loop_gfx90a.pre.mir");
  const vl_target *t = f.module->target;
  uint32_t extras = vl_cost_params_of(t)->extra_sgprs;
  vl_launch launch = {.threads = 256, .shared_bytes = 0};
  uint32_t used[VL_NUM_FILES] = {[VL_FILE_VECTOR] = 8, [VL_FILE_SCALAR] = 10};
  assert_int_equal(vl_scalar_room(t, &launch, used, 102), 100 - extras);
  assert_int_equal(vl_scalar_room(t, &launch, used, 40), 40);
  used[VL_FILE_SCALAR] = 101 - extras;
  assert_int_equal(vl_scalar_room(t, &launch, used, 102), 102);
  unload(&f);
}

static uint32_t recolor_raising(const vl_intervals *iv, const vl_budget *budget, vl_assignment *a) {
  return vl_copy_recolor(iv, budget, true, a);
}

/* Nothing moves in an assignment with a vreg left unplaced. */
static void test_incomplete_is_left_alone(void **state) {
  (void)state;
  assert_incomplete_left_alone(recolor_raising);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_argument_copy_becomes_identity),
      cmocka_unit_test(test_broken_copies_come_back),
      cmocka_unit_test(test_kernel_copy_raises_scalar_top),
      cmocka_unit_test(test_scalar_room_steps),
      cmocka_unit_test(test_incomplete_is_left_alone),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
