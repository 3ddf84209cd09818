/* Unit tests of the analyses, the native verifier, the classical allocator and the
 * assignment JSON, on tests/inputs/unit/lanes.mir, whose facts are worked out by
 * hand in its header comment. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <cmocka.h>

#include "alloc/assignment_json.h"
#include "alloc/classical.h"
#include "analysis/analysis.h"
#include "verify/native.h"

#define FIXTURE "tests/inputs/unit/lanes.mir"

typedef struct fixture {
  vl_module *module;
  vl_arena arena;
  vl_analysis *an;
  vl_assignment *valid;
} fixture;

static int setup(void **state) {
  static fixture f;
  vl_diags diags = {0};
  f = (fixture){0};
  f.module = vl_mir_parse_file(FIXTURE, NULL, &diags);
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  if (!f.module) return -1;
  f.an = vl_analyze(&f.module->functions[0], NULL, &f.arena);
  f.valid = vl_assignment_new(f.an->fn, &f.arena);
  if (vl_alloc_classical(f.an->intervals, &f.an->budget, f.an->pressure, f.valid, &diags) != VL_OK) return -1;
  *state = &f;
  return 0;
}

static int teardown(void **state) {
  fixture *f = *state;
  vl_arena_free(&f->arena);
  vl_module_free(f->module);
  return 0;
}

static uint32_t bit(const fixture *f, uint32_t vreg, uint32_t lane) {
  return vl_vreg_bit(&f->an->live->space, vreg, lane);
}

static void test_cfg_loops_and_frequency(void **state) {
  fixture *f = *state;
  const vl_cfg *cfg = f->an->cfg;
  assert_int_equal(cfg->num_loops, 1);
  assert_int_equal(cfg->loop_depth[0], 0);
  assert_int_equal(cfg->loop_depth[1], 1);
  assert_int_equal(cfg->loop_header[1], 1);
  /* Back edge 31/32: the loop runs 32 times per entry. */
  assert_true(cfg->frequency[1] > 31.999 && cfg->frequency[1] < 32.001);
  assert_true(cfg->frequency[2] > 0.999 && cfg->frequency[2] < 1.001);
}

static void test_liveness_lanes(void **state) {
  fixture *f = *state;
  const vl_liveness *lv = f->an->live;
  /* Into the loop: %0, %1 and only the high lane of %2 (its low lane is never read). */
  assert_true(vl_bitset_test(&lv->live_in[1], bit(f, 0, 0)));
  assert_true(vl_bitset_test(&lv->live_in[1], bit(f, 1, 0)));
  assert_true(vl_bitset_test(&lv->live_in[1], bit(f, 2, 1)));
  assert_false(vl_bitset_test(&lv->live_in[1], bit(f, 2, 0)));
  /* %3.sub1 is never written (only `undef %3.sub0 = ...`): it is live nowhere. */
  assert_int_equal(f->an->intervals->num_segs[bit(f, 3, 1)], 0);
  assert_false(vl_bitset_test(&lv->live_out[0], bit(f, 3, 1)));
  /* $vgpr0 is live into the entry only up to its copy. */
  assert_false(vl_bitset_test(&lv->live_in[1], 0));
}

/* The instruction index (layout order) of the first instruction with this opcode. */
static uint32_t find(const vl_function *fn, const char *opcode) {
  for (uint32_t k = 0; k < fn->num_instrs; k++)
    if (!strcmp(fn->instrs[k].opcode, opcode)) return k;
  fail_msg("no %s", opcode);
  return 0;
}

static void test_intervals_slots(void **state) {
  fixture *f = *state;
  const vl_intervals *iv = f->an->intervals;
  uint32_t load = find(f->an->fn, "S_LOAD_DWORDX2_IMM_ec"), cmp = find(f->an->fn, "V_CMP_GT_I32_e64");
  /* early-clobber: starts at the early-clobber slot. */
  assert_int_equal(iv->segs[bit(f, 5, 0)][0].start, vl_slot(load, VL_SLOT_EARLY));
  /* dead def: exactly [R, D) of its instruction. */
  assert_int_equal(iv->num_segs[bit(f, 6, 0)], 1);
  assert_int_equal(iv->segs[bit(f, 6, 0)][0].start, vl_slot(cmp, VL_SLOT_REG));
  assert_int_equal(iv->segs[bit(f, 6, 0)][0].end, vl_slot(cmp, VL_SLOT_DEAD));
  assert_int_equal(f->an->pressure->max[VL_FILE_VECTOR], 4);
}

/* vl_lanes_through_each against vl_lanes_covering at every instruction, for every vreg over
 * the whole function and over ranges starting and ending inside it, on the hand-made fixture
 * and on a real kernel with MFMA tuples. */
static void lanes_each_agree(const vl_analysis *an) {
  const vl_function *fn = an->fn;
  uint32_t n = fn->num_instrs, checked = 0;
  uint8_t *out = malloc(n + 1);
  assert_non_null(out);
  for (uint32_t v = 0; v < fn->num_vregs; v++) {
    if (!an->live->space.width[v]) continue;
    uint32_t ranges[][2] = {{0, n}, {n / 3, n}, {n / 4, n / 2}, {n / 2, n / 2 + 1}, {n / 2, n / 2}};
    for (size_t i = 0; i < sizeof ranges / sizeof *ranges; i++) {
      uint32_t b = ranges[i][0], e = ranges[i][1];
      vl_lanes_through_each(an->intervals, v, b, e, out);
      for (uint32_t k = b; k < e; k++, checked++)
        assert_int_equal(out[k - b], vl_lanes_covering(an->intervals, v, vl_slot(k, VL_SLOT_BLOCK), vl_slot(k + 1, VL_SLOT_BLOCK)));
    }
  }
  assert_true(checked > 0);
  free(out);
}

static void test_lanes_through_each(void **state) {
  fixture *f = *state;
  lanes_each_agree(f->an);
  vl_diags diags = {0};
  vl_module *m = vl_mir_parse_file("tests/inputs/mir/mfma_gfx90a.pre.mir", NULL, &diags);
  assert_non_null(m);
  vl_arena arena = {0};
  lanes_each_agree(vl_analyze(&m->functions[0], NULL, &arena));
  vl_arena_free(&arena);
  vl_module_free(m);
  vl_diags_free(&diags);
}

static void test_budget(void **state) {
  fixture *f = *state;
  /* 256 work-items per group: one wave per SIMD suffices, so all 512 registers; no AGPR
   * use gives VGPRs 256 and AGPRs the rest. The ABI's SGPRs are reserved. */
  assert_int_equal(f->an->budget.limit[VL_FILE_VECTOR], 256);
  assert_int_equal(f->an->budget.limit[VL_FILE_SCALAR], 102);
  const vl_target *t = f->module->target;
  assert_true(vl_bitset_test(&f->an->budget.reserved, t->file_base[VL_FILE_SCALAR] + 32));
  assert_true(vl_bitset_test(&f->an->budget.reserved, t->file_base[VL_FILE_SCALAR] + 96));
  assert_false(vl_bitset_test(&f->an->budget.reserved, t->file_base[VL_FILE_SCALAR] + 4));
}

static vl_status check(fixture *f, vl_assignment *a, vl_verify_result *result) {
  vl_diags diags = {0};
  vl_status s = vl_verify_native(f->an->intervals, &f->an->budget, a, &diags, 10, result);
  vl_diags_free(&diags);
  return s;
}

static void test_classical_is_valid_and_coalesces(void **state) {
  fixture *f = *state;
  vl_verify_result result;
  assert_int_equal(check(f, f->valid, &result), VL_OK);
  vl_alloc_stats stats = vl_assignment_stats(f->an->fn, f->valid);
  assert_int_equal(stats.copies, 2);
  assert_int_equal(stats.identity_copies, 2);   /* %0 = COPY $vgpr0 and %1 = COPY %7 */
  assert_int_equal(stats.used[VL_FILE_VECTOR], 4);
}

static void test_verifier_categories(void **state) {
  fixture *f = *state;
  const vl_target *t = f->module->target;
  vl_assignment *a = vl_assignment_new(f->an->fn, &f->arena);
  vl_verify_result result;
  /* %4 onto %0's register: %0 is live around the loop. */
  memcpy(a->reg, f->valid->reg, a->num_vregs * sizeof *a->reg);
  a->reg[4] = a->reg[0];
  assert_int_equal(check(f, a, &result), VL_INVALID);
  assert_true(result.violations[VL_CAT_DATAFLOW] > 0);
  /* %2 at an odd base: vreg_64_align2 needs an even one. */
  memcpy(a->reg, f->valid->reg, a->num_vregs * sizeof *a->reg);
  a->reg[2] = (vl_physreg){(uint16_t)(t->file_base[VL_FILE_VECTOR] + 5), 2, 0};
  assert_int_equal(check(f, a, &result), VL_INVALID);
  assert_true(result.violations[VL_CAT_CONSTRAINT] > 0);
  /* %5 (an SGPR pair) in VGPRs. */
  memcpy(a->reg, f->valid->reg, a->num_vregs * sizeof *a->reg);
  a->reg[5] = (vl_physreg){(uint16_t)(t->file_base[VL_FILE_VECTOR] + 10), 2, 0};
  assert_int_equal(check(f, a, &result), VL_INVALID);
  assert_true(result.violations[VL_CAT_CONSTRAINT] > 0);
  /* A reserved register: the stack pointer s32. */
  memcpy(a->reg, f->valid->reg, a->num_vregs * sizeof *a->reg);
  a->reg[5] = (vl_physreg){(uint16_t)(t->file_base[VL_FILE_SCALAR] + 32), 2, 0};
  assert_int_equal(check(f, a, &result), VL_INVALID);
  assert_true(result.violations[VL_CAT_CONSTRAINT] > 0);
  /* %7 without a register. */
  memcpy(a->reg, f->valid->reg, a->num_vregs * sizeof *a->reg);
  a->reg[7] = (vl_physreg){0, 0, 0};
  assert_int_equal(check(f, a, &result), VL_INVALID);
  assert_int_equal(result.violations[VL_CAT_SYNTAX], 1);
  /* %3 may share %2's high register: %3.sub1 is never live. */
  memcpy(a->reg, f->valid->reg, a->num_vregs * sizeof *a->reg);
  assert_int_equal(check(f, a, &result), VL_OK);
}

static void write_file(const char *path, const char *text) {
  FILE *out = fopen(path, "w");
  assert_non_null(out);
  fputs(text, out);
  fclose(out);
}

static vl_status read_json(fixture *f, const char *text, vl_diags *diags) {
  const char *path = "build/tests/lanes.test.json";
  write_file(path, text);
  vl_assignment *list[1] = {NULL};
  return vl_assignment_read_json(path, f->module, list, &f->arena, diags);
}

static void test_json_errors(void **state) {
  fixture *f = *state;
  vl_diags diags = {0};
  assert_int_equal(read_json(f, "{\"function\": \"lanes\", \"assign\": {\"%0\": \"v0\",\n  }", &diags), VL_BAD_INPUT);
  assert_int_equal(diags.list.data[0].line, 2);   /* jansson's position of the error */
  vl_diags_free(&diags);
  /* lies about the input are invalid answers, located at the lie */
  assert_int_equal(read_json(f, "{\"function\": \"gemm\", \"assign\": {}}", &diags), VL_INVALID);
  assert_int_equal(diags.count[VL_CAT_SYNTAX], 1);
  assert_int_equal(diags.list.data[0].col, 14);
  vl_diags_free(&diags);
  assert_int_equal(read_json(f, "{\"function\": \"lanes\", \"target\": \"gfx1100\", \"assign\": {}}", &diags),
                   VL_INVALID);
  assert_int_equal(diags.count[VL_CAT_SYNTAX], 1);
  vl_diags_free(&diags);
  assert_int_equal(read_json(f, "[{\"function\": \"lanes\", \"assign\": {}},\n {\"function\": \"lanes\", \"assign\": {}}]",
                             &diags), VL_INVALID);
  assert_int_equal(diags.count[VL_CAT_SYNTAX], 1);
  assert_int_equal(diags.list.data[0].line, 2);
  vl_diags_free(&diags);
  assert_int_equal(read_json(f, "{\"function\": \"lanes\", \"assign\": {}, \"usage\": {\"vgpr\": 1}}", &diags),
                   VL_INVALID);
  assert_int_equal(diags.count[VL_CAT_SYNTAX], 3);   /* vgpr is 0, agpr and sgpr missing */
  vl_diags_free(&diags);
  assert_int_equal(read_json(f, "{\"function\": \"lanes\", \"assign\": {\"%0\": \"v0\", \"%0\": \"v1\"}}", &diags),
                   VL_INVALID);
  assert_int_equal(diags.count[VL_CAT_SYNTAX], 1);
  vl_diags_free(&diags);
  assert_int_equal(read_json(f, "{\"function\": \"lanes\", \"assign\": {\"%0\": \"q7\", \"%99\": \"v1\"}}", &diags),
                   VL_INVALID);
  assert_int_equal(diags.count[VL_CAT_SYNTAX], 2);
  vl_diags_free(&diags);
}

static void test_json_round_trip(void **state) {
  fixture *f = *state;
  vl_diags diags = {0};
  const char *path = "build/tests/lanes.round.json";
  vl_assignment *out[1] = {f->valid}, *in[1] = {NULL};
  assert_int_equal(vl_assignment_write_json(path, f->module, out, &diags), VL_OK);
  assert_int_equal(vl_assignment_read_json(path, f->module, in, &f->arena, &diags), VL_OK);
  assert_memory_equal(in[0]->reg, f->valid->reg, f->valid->num_vregs * sizeof(vl_physreg));
  vl_diags_free(&diags);
}

/* Segment overlap (galloping over long lists) against a quadratic check on random sorted,
 * disjoint lists of very different lengths. */
static uint32_t random_segments(uint64_t *x, vl_segment *s, uint32_t max) {
  uint32_t n = 0, at = 0;
  for (uint32_t i = 0; i < max; i++) {
    *x ^= *x << 13, *x ^= *x >> 7, *x ^= *x << 17;
    at += 1 + (uint32_t)(*x % 9);
    uint32_t len = 1 + (uint32_t)(*x >> 8) % 5;
    s[n++] = (vl_segment){at, at + len};
    at += len;
  }
  return n;
}

static void test_segments_overlap(void **state) {
  (void)state;
  uint64_t x = 0x9e3779b97f4a7c15ull;
  vl_segment a[300], b[300];
  for (int round = 0; round < 3000; round++) {
    x ^= x << 13, x ^= x >> 7, x ^= x << 17;
    uint32_t na = random_segments(&x, a, (uint32_t)(x % 300)), nb = random_segments(&x, b, 1 + (uint32_t)(x >> 20) % 6);
    uint32_t shift = (uint32_t)(x >> 40) % 2000;
    for (uint32_t j = 0; j < nb; j++) b[j].start += shift, b[j].end += shift;
    uint32_t first = UINT32_MAX;
    for (uint32_t i = 0; i < na; i++)
      for (uint32_t j = 0; j < nb; j++) {
        uint32_t lo = a[i].start > b[j].start ? a[i].start : b[j].start, hi = a[i].end < b[j].end ? a[i].end : b[j].end;
        if (lo < hi && lo < first) first = lo;
      }
    assert_int_equal(vl_segments_overlap(a, na, b, nb), first);
    assert_int_equal(vl_segments_overlap(b, nb, a, na), first);
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_cfg_loops_and_frequency),
      cmocka_unit_test(test_liveness_lanes),
      cmocka_unit_test(test_intervals_slots),
      cmocka_unit_test(test_segments_overlap),
      cmocka_unit_test(test_lanes_through_each),
      cmocka_unit_test(test_budget),
      cmocka_unit_test(test_classical_is_valid_and_coalesces),
      cmocka_unit_test(test_verifier_categories),
      cmocka_unit_test(test_json_errors),
      cmocka_unit_test(test_json_round_trip),
  };
  return cmocka_run_group_tests(tests, setup, teardown);
}
