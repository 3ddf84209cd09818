/* Unit tests of recolouring (alloc/recolor.h): a placer that fragments the
 * register file on purpose (single registers on odd indexes, breaking the aligned
 * pairs that tuples need) under the tightest budget the classical allocator meets
 * finds no room for some values; recolouring must make room for each of them by
 * moving placed values only, and the finished assignment must verify. Kernels
 * with calls check that a moved value never lands on a register a call clobbers
 * (Kempe chains once checked only the placed values they trade with). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "alloc/classical.h"
#include "alloc/recolor.h"
#include "analysis/analysis.h"
#include "front/mir_parse.h"
#include "model/decision.h"
#include "verify/native.h"
#include "tightest_budget.h"

/* The fragmenting choice for v: a single register on the highest odd index that fits, else the highest;
 * a tuple on the lowest that fits. Count 0 when nothing fits. */
static vl_physreg fragmenting(const vl_decider *d, uint32_t v) {
  const vl_regclass *cls = vl_vreg_class(d->fn, v);
  vl_physreg pick = {0, 0, 0}, odd = {0, 0, 0};
  for (int f = 0; f < VL_FILE_SPECIAL; f++) {
    if (!(cls->files & (1u << f))) continue;
    for (uint32_t index = 0; index + cls->width <= d->budget.limit[f]; index += cls->align ? cls->align : 1) {
      if (!vl_occupancy_allows(&d->occ, v, (vl_regfile)f, index)) continue;
      vl_physreg reg = vl_occupancy_candidate(&d->occ, v, (vl_regfile)f, index);
      if (cls->width > 1) return reg;
      pick = reg;
      if (index % 2) odd = reg;
    }
  }
  return odd.count ? odd : pick;
}

/* Places every vreg of function `name` in `path` fragmenting, under the tightest budget of `file`,
 * recolouring at each dead end; returns how many dead ends recolouring resolved. */
static uint32_t place_with_recolouring(const char *path, const char *name, vl_regfile file) {
  vl_diags diags = {0};
  vl_module *module = vl_mir_parse_file(path, NULL, &diags);
  assert_non_null(module);
  const vl_function *fn = vl_module_function(module, name);
  assert_non_null(fn);
  uint32_t limit = tightest_budget(fn, file);
  assert_true(limit > 0);
  vl_arena arena = {0};
  vl_budget_options options = limit_file(file, limit);
  vl_analysis *an = vl_analyze(fn, &options, &arena);
  vl_decider d;
  vl_decider_init(&d, an, &arena);
  vl_recolor *recolor = vl_recolor_new(&d.occ, d.reg, &arena);
  uint32_t recolored = 0;
  for (uint32_t i = 0; i < d.num_order; i++) {
    uint32_t v = d.order[i];
    vl_physreg reg = fragmenting(&d, v);
    if (!reg.count) {
      if (!vl_recolor_clear(recolor, v, &reg, NULL, NULL))
        fail_msg("%s: %s: recolouring found no room for %%%u (%u of %u placed)", path, name, v, i, d.num_order);
      assert_true(vl_occupancy_fits(&d.occ, v, reg));
      recolored++;
    }
    vl_decider_place(&d, v, reg);
  }
  vl_assignment a = {fn, d.reg, fn->num_vregs, ""};
  vl_verify_result r;
  vl_status s = vl_verify_native(an->intervals, &an->budget, &a, &diags, 4, &r);
  if (s != VL_OK) vl_diags_print(&diags, stderr);
  assert_int_equal(s, VL_OK);
  vl_diags_free(&diags);
  vl_arena_free(&arena);
  vl_module_free(module);
  return recolored;
}

/* Aligned VGPR tuples of an MFMA kernel among fragmented singles. */
static void test_fragmented_vgprs_are_recoloured(void **state) {
  (void)state;
  assert_true(place_with_recolouring("tests/inputs/mir/mfma_gfx90a.pre.mir", "mfma", VL_FILE_VECTOR) > 0);
}

/* 64-bit SGPRs at the tightest SGPR budget of functions that make calls: a call clobbers the low SGPRs,
 * and a chain traded into them while a value lives across the call is wrong. */
static void test_recolouring_avoids_call_clobbers(void **state) {
  (void)state;
  assert_true(place_with_recolouring("tests/inputs/mir/call_chain_gfx942.pre.mir", "_Z6middlePKfiffff",
                                     VL_FILE_SCALAR) > 0);
  assert_true(place_with_recolouring("tests/inputs/mir/call_chain_gfx90a.pre.mir", "chain", VL_FILE_SCALAR) > 0);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_fragmented_vgprs_are_recoloured),
      cmocka_unit_test(test_recolouring_avoids_call_clobbers),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
