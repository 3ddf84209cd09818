/* Unit tests of the split around a register's conflicts (vl_spill_plan_split_conflict,
 * spill_insert.c) on real LLVM 19 pre-RA MIR (tests/inputs/mir/stencil_gfx942.pre.mir) with
 * the VGPR budget at its peak pressure, allocated by the classical allocator: a value whose own
 * register is free wherever it lives gets no split; once every register is said to be held
 * somewhere it lives (as a failing allocation's placement would have it), it is split, its home
 * taking it over instructions where the register it keeps is held, never at one of its own
 * references, through COPYs alone; the result parses, allocates, and translation validation
 * accepts it against the input. Run from the repository root. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "alloc/spill_insert.h"
#include "validate_fixture.h"

static const char *const INPUT = "tests/inputs/mir/stencil_gfx942.pre.mir";

/* Instructions [*first, *last] where v lives, over its lanes' segments. */
static void extent(const vl_analysis *an, uint32_t v, uint32_t *first, uint32_t *last) {
  const vl_intervals *iv = an->intervals;
  uint32_t bit = vl_vreg_bit(&an->live->space, v, 0), n = iv->num_segs[bit];
  *first = n ? vl_slot_instr(iv->segs[bit][0].start) : 1;
  *last = n ? vl_slot_instr(iv->segs[bit][n - 1].end - 1) : 0;
}

static bool names_at(const vl_function *fn, uint32_t k, uint32_t v) {
  for (uint32_t o = 0; o < fn->instrs[k].num_ops; o++)
    if (fn->instrs[k].ops[o].kind == VL_OP_VREG && fn->instrs[k].ops[o].reg == v) return true;
  return false;
}

static bool lives_through(const vl_analysis *an, uint32_t v, uint32_t k) {
  return vl_lanes_covering(an->intervals, v, vl_slot(k, VL_SLOT_BLOCK), vl_slot(k + 1, VL_SLOT_BLOCK)) > 0;
}

/* Is every VGPR of the budget held (by held[]) at some instruction in [lo, hi] that v lives through? */
static bool every_register_held(const vl_analysis *an, const vl_physreg *held, uint32_t v, uint32_t lo, uint32_t hi) {
  const vl_function *fn = an->fn;
  for (uint32_t r = 0; r < an->budget.limit[VL_FILE_VECTOR]; r++) {
    bool used = false;
    for (uint32_t x = 0; x < fn->num_vregs && !used; x++) {
      if (x == v || held[x].count != 1 || held[x].unit != r + fn->module->target->file_base[VL_FILE_VECTOR]) continue;
      for (uint32_t k = lo; k <= hi && !used; k++) used = lives_through(an, v, k) && lives_through(an, x, k);
    }
    if (!used) return false;
  }
  return true;
}

static void conflicts_split_and_validate(void **unused) {
  (void)unused;
  vl_diags diags = {0};
  vl_module *m = vl_mir_parse_file(INPUT, NULL, &diags);
  assert_non_null(m);
  vl_arena arena = {0};
  /* The VGPR budget at the pressure's peak: every register is held somewhere. */
  vl_budget_options options = {0};
  options.max_vector = vl_analyze(&m->functions[0], &options, &arena)->pressure->max[VL_FILE_VECTOR];
  vl_analysis *an = vl_analyze(&m->functions[0], &options, &arena);
  const vl_function *fn = an->fn;
  vl_assignment *a = vl_assignment_new(fn, &arena);
  assert_int_equal(vl_alloc_classical(an->intervals, &an->budget, an->pressure, a, &diags), VL_OK);
  uint32_t none = 0, split = 0;
  for (uint32_t v = 0; v < fn->num_vregs; v++) {
    if (an->live->space.width[v] != 1 || vl_vreg_file(fn, v) != VL_FILE_VECTOR || !a->reg[v].count) continue;
    uint32_t lo, hi;
    extent(an, v, &lo, &hi);
    if (hi < lo + 4) continue;
    vl_arena scratch = {0}, state_arena = {0};
    vl_physreg *held = VL_NEW_ARRAY(&scratch, vl_physreg, fn->num_vregs + 1);
    memcpy(held, a->reg, fn->num_vregs * sizeof *held);
    held[v] = (vl_physreg){0};
    /* Its own register is free wherever it lives: nothing to split. */
    vl_spill_state state = {.lane_vreg = UINT32_MAX, .arena = &state_arena};
    vl_spill_plan plan;
    vl_spill_plan_split_conflict(an, &state, v, held, &plan, &scratch);
    assert_int_equal(plan.choices.len, 0);
    none++;
    /* Every register is said to be held somewhere v lives through (as a failing allocation's
     * placement would have it): the VGPR values that live there with v take the budget's
     * registers in turn. */
    uint32_t limit = an->budget.limit[VL_FILE_VECTOR], base = fn->module->target->file_base[VL_FILE_VECTOR], n = 0;
    for (uint32_t x = 0; x < fn->num_vregs; x++) {
      if (x == v || !an->live->space.width[x] || vl_vreg_file(fn, x) != VL_FILE_VECTOR) continue;
      bool meets = false;   /* (a tuple's first lane stands for it) */
      for (uint32_t k = lo; k <= hi && !meets; k++) meets = lives_through(an, v, k) && lives_through(an, x, k);
      if (meets) held[x] = (vl_physreg){.unit = (uint16_t)(base + n++ % limit), .count = 1};
    }
    bool other = n >= limit && every_register_held(an, held, v, lo, hi);
    if (other) {
      vl_spill_plan_split_conflict(an, &state, v, held, &plan, &scratch);
      assert_int_equal(plan.choices.len, 1);
      const vl_spill_choice *ch = &plan.choices.data[0];
      assert_int_equal(ch->vreg, v);
      assert_int_equal(ch->home.kind, VL_HOME_SPLIT);
      assert_true(ch->drops.len > 0);
      for (size_t d = 0; d < ch->drops.len; d++) assert_false(names_at(fn, ch->drops.data[d], v));
      vl_spill_counts counts;
      vl_module *changed = insert_plan(m, an, &plan, &state, &counts);
      assert_int_equal(counts.stores + counts.reloads + counts.agpr_saves + counts.agpr_reloads, 0);
      assert_true(counts.split_copies >= 1);
      char label[32];
      snprintf(label, sizeof label, "%%%u", v);
      allocate_and_validate(m, changed, label);
      vl_module_free(changed);
      split++;
    }
    vl_arena_free(&scratch);
    vl_arena_free(&state_arena);
  }
  assert_true(none >= 3);
  assert_true(split >= 3);
  vl_arena_free(&arena);
  vl_module_free(m);
  vl_diags_free(&diags);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(conflicts_split_and_validate),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
