/* Unit tests of the Z3 allocators with real Z3 on real inputs: the exact
 * allocator (alloc/exact.h) and repair (alloc/repair.h), on
 * tests/inputs/unit/lanes.mir (hand-written loop, gfx90a) and
 * tests/inputs/mir/saxpy_gfx942.pre.mir and loop_gfx1100.pre.mir (llc-19 output).
 * Every result must pass the native verifier. Faults are injected the way
 * verify/mutate.c's "neighbour" mutation does: a virtual register moved onto the
 * register of one of its class that is live at the same time. Run from the
 * repository root. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "alloc/classical.h"
#include "alloc/exact.h"
#include "alloc/repair.h"
#include "analysis/analysis.h"
#include "verify/native.h"

#define LANES "tests/inputs/unit/lanes.mir"
#define SAXPY "tests/inputs/mir/saxpy_gfx942.pre.mir"
#define LOOP "tests/inputs/mir/loop_gfx1100.pre.mir"
#define TIMEOUT_S 60   /* generous: these solve in well under a second; a slow machine must not fail them */

typedef struct fixture {
  vl_module *module;
  vl_arena arena;
  vl_analysis *an;
  vl_assignment *classical;
  vl_alloc_stats classical_stats;
} fixture;

static void print_diags(vl_diags *d) {
  if (d->list.len) vl_diags_print(d, stderr);
  vl_diags_free(d);
}

static fixture *load(const char *path) {
  static fixture f;
  vl_diags diags = {0};
  f = (fixture){0};
  f.module = vl_mir_parse_file(path, NULL, &diags);
  print_diags(&diags);
  assert_non_null(f.module);
  f.an = vl_analyze(&f.module->functions[0], NULL, &f.arena);
  f.classical = vl_assignment_new(f.an->fn, &f.arena);
  vl_status s = vl_alloc_classical(f.an->intervals, &f.an->budget, f.an->pressure, f.classical, &diags);
  print_diags(&diags);
  assert_int_equal(s, VL_OK);
  f.classical_stats = vl_assignment_stats(f.an->fn, f.classical);
  return &f;
}

static void unload(fixture *f) {
  vl_arena_free(&f->arena);
  vl_module_free(f->module);
}

static bool quietly_valid(const fixture *f, const vl_assignment *a) {
  vl_diags diags = {0};
  vl_verify_result result;
  vl_status s = vl_verify_native(f->an->intervals, &f->an->budget, a, &diags, 0, &result);
  vl_diags_free(&diags);
  return s == VL_OK;
}

static bool verifies(const fixture *f, const vl_assignment *a) {
  vl_diags diags = {0};
  vl_verify_result result;
  vl_status s = vl_verify_native(f->an->intervals, &f->an->budget, a, &diags, 5, &result);
  print_diags(&diags);
  return s == VL_OK;
}

/* ---- exact ---------------------------------------------------------------- */

static void check_exact(const char *path) {
  fixture *f = load(path);
  vl_assignment *out = vl_assignment_new(f->an->fn, &f->arena);
  vl_exact_result r;
  vl_diags diags = {0};
  vl_status s = vl_alloc_exact(f->an, TIMEOUT_S, out, &r, &diags);
  print_diags(&diags);
  assert_int_equal(s, VL_OK);
  assert_true(r.optimal);
  assert_true(verifies(f, out));
  assert_string_equal(out->allocator, "exact");
  vl_alloc_stats ours = vl_assignment_stats(f->an->fn, out), theirs = f->classical_stats;
  /* The result's tops are what the stats count, and lexicographically never worse than classical's. */
  for (int file = 0; file < VL_FILE_SPECIAL; file++) assert_int_equal(r.top[file], ours.used[file]);
  uint32_t vec = ours.used[VL_FILE_VECTOR] + ours.used[VL_FILE_ACCUM];
  uint32_t classical_vec = theirs.used[VL_FILE_VECTOR] + theirs.used[VL_FILE_ACCUM];
  assert_true(ours.used[VL_FILE_VECTOR] <= theirs.used[VL_FILE_VECTOR]);
  assert_true(vec <= classical_vec);
  if (vec == classical_vec) assert_true(ours.used[VL_FILE_SCALAR] <= theirs.used[VL_FILE_SCALAR]);
  if (vec == classical_vec && ours.used[VL_FILE_SCALAR] == theirs.used[VL_FILE_SCALAR])
    assert_true(ours.copies - ours.identity_copies <= theirs.copies - theirs.identity_copies);
  assert_int_equal(r.copies_left, ours.copies - ours.identity_copies);
  fprintf(stderr, "exact %s: optimal in %.3f s (v%u a%u s%u, %u of %u copies left; classical v%u a%u s%u, %u left)\n",
          path, r.seconds, ours.used[0], ours.used[1], ours.used[2], r.copies_left, r.copies, theirs.used[0],
          theirs.used[1], theirs.used[2], theirs.copies - theirs.identity_copies);
  unload(f);
}

static void test_exact_lanes(void **state) {
  check_exact(LANES);
  /* Both copies of lanes.mir can be identities at 4 VGPRs and 2 SGPRs (one 64-bit value in vcc, which
   * the SGPR count leaves out): the optimum removes them. */
  fixture *f = load(LANES);
  vl_assignment *out = vl_assignment_new(f->an->fn, &f->arena);
  vl_exact_result r;
  vl_diags diags = {0};
  assert_int_equal(vl_alloc_exact(f->an, TIMEOUT_S, out, &r, &diags), VL_OK);
  print_diags(&diags);
  assert_int_equal(r.top[VL_FILE_VECTOR], 4);
  assert_int_equal(r.top[VL_FILE_SCALAR], 2);
  assert_int_equal(r.copies_left, 0);
  unload(f);
}

static void test_exact_saxpy(void **state) { check_exact(SAXPY); }
static void test_exact_loop(void **state) { check_exact(LOOP); }

/* A budget below the lanes live at once has no allocation: an error, not a wrong answer. */
static void test_exact_infeasible(void **state) {
  vl_diags diags = {0};
  vl_module *m = vl_mir_parse_file(LANES, NULL, &diags);
  assert_non_null(m);
  vl_arena arena = {0};
  vl_budget_options small = {.max_vector = 3};
  vl_analysis *an = vl_analyze(&m->functions[0], &small, &arena);
  vl_assignment *out = vl_assignment_new(an->fn, &arena);
  vl_exact_result r;
  assert_int_equal(vl_alloc_exact(an, TIMEOUT_S, out, &r, &diags), VL_TOOL_ERROR);
  assert_true(diags.list.len >= 1);
  assert_non_null(strstr(diags.list.data[diags.list.len - 1].message, "exact: no allocation exists"));
  assert_false(r.optimal);
  vl_diags_free(&diags);
  vl_arena_free(&arena);
  vl_module_free(m);
}

/* ---- repair --------------------------------------------------------------- */

/* Does some lane of v overlap the same lane of w? (mutate.c's neighbour test, shift 0.) */
static bool live_together(const fixture *f, uint32_t v, uint32_t w) {
  const vl_regspace *s = &f->an->live->space;
  const vl_intervals *iv = f->an->intervals;
  for (uint32_t l = 0; l < s->width[v] && l < s->width[w]; l++) {
    uint32_t a = vl_vreg_bit(s, v, l), b = vl_vreg_bit(s, w, l);
    if (vl_segments_overlap(iv->segs[a], iv->num_segs[a], iv->segs[b], iv->num_segs[b]) != UINT32_MAX) return true;
  }
  return false;
}

/* The n-th (v, w) pair of one class live at once; false when there are fewer. */
static bool nth_neighbours(const fixture *f, uint32_t n, uint32_t *v_out, uint32_t *w_out) {
  const vl_function *fn = f->an->fn;
  const vl_regspace *s = &f->an->live->space;
  for (uint32_t v = 0; v < fn->num_vregs; v++)
    for (uint32_t w = 0; w < fn->num_vregs; w++) {
      if (v == w || !s->width[v] || !s->width[w] || fn->vregs[v].cls != fn->vregs[w].cls) continue;
      if (!live_together(f, v, w) || n--) continue;
      *v_out = v;
      *w_out = w;
      return true;
    }
  return false;
}

typedef vl_status (*repair_fn)(const vl_analysis *, const vl_assignment *, double, vl_assignment *, vl_repair_result *,
                               vl_diags *);

/* Each of the first `faults` neighbour faults, one at a time, repaired by `repair`. */
static void check_single_faults(const char *path, repair_fn repair, uint32_t faults) {
  fixture *f = load(path);
  vl_assignment *broken = vl_assignment_new(f->an->fn, &f->arena);
  vl_assignment *out = vl_assignment_new(f->an->fn, &f->arena);
  uint32_t done = 0, v, w;
  double slowest = 0;
  for (uint32_t n = 0; done < faults && nth_neighbours(f, n, &v, &w); n++) {
    memcpy(broken->reg, f->classical->reg, f->an->fn->num_vregs * sizeof(vl_physreg));
    broken->reg[v] = f->classical->reg[w];
    if (quietly_valid(f, broken)) continue;   /* the two never meet at one unit after all */
    done++;
    vl_diags diags = {0};
    vl_repair_result r;
    vl_status s = repair(f->an, broken, TIMEOUT_S, out, &r, &diags);
    print_diags(&diags);
    assert_int_equal(s, VL_OK);
    assert_true(verifies(f, out));
    assert_string_equal(out->allocator, "repair");
    assert_true(r.changed >= 1);
    assert_true(r.changed <= 3);
    assert_true(r.violators >= 1);
    assert_true(r.lower_bound >= 1);
    assert_int_not_equal(r.path, VL_REPAIR_UNCHANGED);
    if (repair == vl_repair) {
      /* The fewest changes, proven: by the fallback reaching the lower bound, or by MaxSMT. */
      assert_true(r.fewest);
      assert_true(r.path == VL_REPAIR_VIOLATORS || r.path == VL_REPAIR_MAXSMT_OPTIMAL);
    } else {
      assert_int_equal(r.path, VL_REPAIR_VIOLATORS);
    }
    if (r.seconds > slowest) slowest = r.seconds;
  }
  assert_true(done >= 1);
  fprintf(stderr, "repair %s (%s): %u single faults repaired, slowest %.3f s\n", path,
          repair == vl_repair ? "vl_repair" : "vl_repair_violators", done, slowest);
  unload(f);
}

static void test_repair_lanes(void **state) { check_single_faults(LANES, vl_repair, 8); }
static void test_repair_saxpy(void **state) { check_single_faults(SAXPY, vl_repair, 8); }
static void test_repair_loop(void **state) { check_single_faults(LOOP, vl_repair, 4); }
static void test_repair_violators_lanes(void **state) { check_single_faults(LANES, vl_repair_violators, 8); }
static void test_repair_violators_saxpy(void **state) { check_single_faults(SAXPY, vl_repair_violators, 8); }

/* tests/golden/lanes_conflict.json's registers, with `second` (when not -1) also on v0. */
static vl_assignment *conflict(fixture *f, int second) {
  vl_assignment *a = vl_assignment_new(f->an->fn, &f->arena);
  const char *const regs[] = {"v0", "v1", "v[2:3]", "v[2:3]", "v0", "s[0:1]", "s[2:3]", "v1", "v[2:3]"};
  for (uint32_t v = 0; v < 9; v++) {
    const char *reg = (int)v == second ? "v0" : regs[v];
    assert_true(vl_target_parse_physreg_asm(f->module->target, reg, strlen(reg), &a->reg[v]));
  }
  assert_false(quietly_valid(f, a));
  return a;
}

/* The hand-made conflict of tests/golden/lanes_conflict.json: %4 on %0's v0. One change
 * is the lower bound, and the fallback reaches it: MaxSMT is not needed. */
static void test_repair_golden_conflict(void **state) {
  fixture *f = load(LANES);
  vl_assignment *out = vl_assignment_new(f->an->fn, &f->arena);
  vl_repair_result r;
  vl_diags diags = {0};
  assert_int_equal(vl_repair(f->an, conflict(f, -1), TIMEOUT_S, out, &r, &diags), VL_OK);
  print_diags(&diags);
  assert_true(verifies(f, out));
  assert_int_equal(r.changed, 1);   /* %0 and %4 cannot share v0; moving either one suffices */
  assert_int_equal(r.lower_bound, 1);
  assert_true(r.fewest);
  assert_int_equal(r.path, VL_REPAIR_VIOLATORS);
  unload(f);
}

/* %0, %1 and %4 all on v0, three values live at once: two must move, but the three
 * violated constraints share registers pairwise, so the lower bound says one. The
 * fallback cannot prove its answer; MaxSMT proves two. */
static void test_repair_maxsmt(void **state) {
  fixture *f = load(LANES);
  vl_assignment *out = vl_assignment_new(f->an->fn, &f->arena);
  vl_repair_result r;
  vl_diags diags = {0};
  assert_int_equal(vl_repair(f->an, conflict(f, 1), TIMEOUT_S, out, &r, &diags), VL_OK);
  print_diags(&diags);
  assert_true(verifies(f, out));
  assert_int_equal(r.lower_bound, 1);
  assert_int_equal(r.changed, 2);
  assert_true(r.fewest);
  assert_int_equal(r.path, VL_REPAIR_MAXSMT_OPTIMAL);
  /* The fallback alone: valid, and it cannot claim the fewest. */
  assert_int_equal(vl_repair_violators(f->an, conflict(f, 1), TIMEOUT_S, out, &r, &diags), VL_OK);
  print_diags(&diags);
  assert_true(verifies(f, out));
  assert_true(r.changed >= 2);
  assert_int_equal(r.path, VL_REPAIR_VIOLATORS);
  assert_false(r.fewest);
  unload(f);
}

/* A valid proposal comes back as it was; no proposal at all is allocated from nothing. */
static void test_repair_valid_and_empty(void **state) {
  fixture *f = load(SAXPY);
  vl_assignment *out = vl_assignment_new(f->an->fn, &f->arena);
  vl_repair_result r;
  vl_diags diags = {0};
  assert_int_equal(vl_repair(f->an, f->classical, TIMEOUT_S, out, &r, &diags), VL_OK);
  assert_int_equal(r.path, VL_REPAIR_UNCHANGED);
  assert_int_equal(r.changed, 0);
  assert_memory_equal(out->reg, f->classical->reg, f->an->fn->num_vregs * sizeof(vl_physreg));
  assert_int_equal(vl_repair(f->an, NULL, TIMEOUT_S, out, &r, &diags), VL_OK);
  print_diags(&diags);
  assert_true(verifies(f, out));
  assert_int_equal(r.proposed, 0);
  assert_true(r.changed > 0);
  /* Missing registers and a wrong width: those virtual registers get registers, the rest stays. */
  vl_assignment *partial = vl_assignment_new(f->an->fn, &f->arena);
  memcpy(partial->reg, f->classical->reg, f->an->fn->num_vregs * sizeof(vl_physreg));
  uint32_t dropped = 0;
  for (uint32_t v = 0; v < f->an->fn->num_vregs && dropped < 2; v++)
    if (f->an->live->space.width[v]) {
      partial->reg[v] = dropped ? (vl_physreg){partial->reg[v].unit, (uint8_t)(partial->reg[v].count + 1), 0}
                                : (vl_physreg){0, 0, 0};
      dropped++;
    }
  assert_int_equal(vl_repair(f->an, partial, TIMEOUT_S, out, &r, &diags), VL_OK);
  print_diags(&diags);
  assert_true(verifies(f, out));
  assert_true(r.violators >= 2);
  assert_true(r.changed >= 2 && r.changed <= 4);
  unload(f);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_exact_lanes),
      cmocka_unit_test(test_exact_saxpy),
      cmocka_unit_test(test_exact_loop),
      cmocka_unit_test(test_exact_infeasible),
      cmocka_unit_test(test_repair_golden_conflict),
      cmocka_unit_test(test_repair_maxsmt),
      cmocka_unit_test(test_repair_lanes),
      cmocka_unit_test(test_repair_saxpy),
      cmocka_unit_test(test_repair_loop),
      cmocka_unit_test(test_repair_violators_lanes),
      cmocka_unit_test(test_repair_violators_saxpy),
      cmocka_unit_test(test_repair_valid_and_empty),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
