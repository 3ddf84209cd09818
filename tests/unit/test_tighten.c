/* Unit tests of tightening (alloc/tighten.h) and of the classical allocator's
 * engine it drives (alloc/classical.h), on real ptxas kernels (nvdisasm 11.8
 * output of corpus kernels): tests/inputs/sass/spmv_sm89.sass (spmv MODE-1
 * float, 115 instructions) and stencil_sm89.sass (stencil DIM-1 R-1 BC-2, whose
 * evictions hand one holder's register to another: undoing the journal entry
 * by entry gets that wrong, and this test failed on it). The engine resumes a
 * run after the prefix its order shares with the last run; that must give
 * exactly what a fresh run gives. Tightening must lower the top register, stay at or above
 * the pressure, verify, and be deterministic; it must complete an allocation
 * from nothing under a forced budget (where the classical allocator's greedy
 * runs fail, and its Kempe retry succeeds), and leave an impossible one alone. Run from the repository root. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "alloc/classical.h"
#include "alloc/tabu.h"
#include "alloc/tighten.h"
#include "alloc/vreg_order.h"
#include "analysis/analysis.h"
#include "front/sass.h"
#include "verify/native.h"

#define SPMV "tests/inputs/sass/spmv_sm89.sass"
#define STENCIL "tests/inputs/sass/stencil_sm89.sass"

typedef struct fixture {
  vl_module *module;
  vl_arena arena;
  vl_analysis *an;
} fixture;

static void load_file(fixture *f, const char *path, uint32_t max_regs) {
  vl_diags diags = {0};
  *f = (fixture){0};
  f->module = vl_sass_parse_file(path, NULL, &diags);
  if (diags.list.len) vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  assert_non_null(f->module);
  vl_budget_options options = {.max_vector = max_regs};
  f->an = vl_analyze(&f->module->functions[0], &options, &f->arena);
}

static void load(fixture *f, uint32_t max_regs) { load_file(f, SPMV, max_regs); }

static void unload(fixture *f) {
  vl_arena_free(&f->arena);
  vl_module_free(f->module);
}

static uint32_t top_of(const vl_function *fn, const vl_assignment *a) {
  return vl_assignment_stats(fn, a).used[VL_FILE_VECTOR];
}

static vl_assignment *classical(fixture *f, vl_status expect) {
  vl_assignment *a = vl_assignment_new(f->an->fn, &f->arena);
  vl_diags diags = {0};
  assert_int_equal(vl_alloc_classical(f->an->intervals, &f->an->budget, f->an->pressure, a, &diags), expect);
  vl_diags_free(&diags);
  return a;
}

/* One run of the engine in first-slot order: a complete allocation before squeezing (which the
 * classical allocator's result has had: squeeze.h), so above what tightening reaches. */
static vl_assignment *greedy_run(fixture *f) {
  const vl_function *fn = f->an->fn;
  vl_assignment *a = vl_assignment_new(fn, &f->arena);
  vl_classical *c = vl_classical_new(f->an->intervals, &f->an->budget, &f->arena);
  vl_vreg_key *order = VL_NEW_ARRAY(&f->arena, vl_vreg_key, fn->num_vregs + 1);
  uint32_t n = vl_vreg_keys(f->an->intervals, order), failed;
  qsort(order, n, sizeof *order, vl_vreg_key_by_start);
  assert_int_equal(vl_classical_run(c, order, n, a->reg, &failed, 1), 0);
  vl_classical_free(c);
  return a;
}

/* Squeaky-wheel orders below the top of a greedy run: each run on an engine that resumes,
 * and on one whose memory is wiped first (set_ceiling forgets the last run). */
static void test_resume_matches_fresh(void **state) {
  (void)state;
  fixture f;
  load_file(&f, STENCIL, 0);
  const vl_function *fn = f.an->fn;
  uint32_t ceiling = top_of(fn, greedy_run(&f)) - 1;
  vl_classical *resuming = vl_classical_new(f.an->intervals, &f.an->budget, &f.arena);
  vl_classical *fresh = vl_classical_new(f.an->intervals, &f.an->budget, &f.arena);
  vl_classical_set_ceiling(resuming, VL_FILE_VECTOR, ceiling);
  vl_vreg_key *order = VL_NEW_ARRAY(&f.arena, vl_vreg_key, fn->num_vregs + 1);
  uint32_t n = vl_vreg_keys(f.an->intervals, order);
  qsort(order, n, sizeof *order, vl_vreg_key_by_start);
  vl_physreg *a = VL_NEW_ARRAY(&f.arena, vl_physreg, fn->num_vregs + 1);
  vl_physreg *b = VL_NEW_ARRAY(&f.arena, vl_physreg, fn->num_vregs + 1);
  uint32_t resumed_failures = 0, successes = 0;
  uint64_t before = 0;
  for (int k = 0; k < 200 && successes < 3; k++) {
    uint32_t fa = UINT32_MAX, fb = UINT32_MAX;
    uint32_t ra = vl_classical_run(resuming, order, n, a, &fa, 1);
    vl_classical_set_ceiling(fresh, VL_FILE_VECTOR, ceiling);
    uint32_t rb = vl_classical_run(fresh, order, n, b, &fb, 1);
    assert_int_equal(ra, rb);
    assert_int_equal(fa, fb);
    assert_memory_equal(a, b, fn->num_vregs * sizeof *a);
    uint64_t work = vl_classical_placements(resuming);
    if (ra) {
      resumed_failures += k > 0 && work - before < n;   /* the prefix was not placed again */
      for (uint32_t i = 0; i < n; i++)                   /* the failed vreg halfway to the front */
        if (order[i].vreg == fa) {
          vl_vreg_key key = order[i];
          memmove(order + i / 2 + 1, order + i / 2, (i - i / 2) * sizeof *order);
          order[i / 2] = key;
          break;
        }
    } else {
      successes++;
      vl_classical_set_ceiling(resuming, VL_FILE_VECTOR, --ceiling);   /* below what just fitted */
    }
    before = vl_classical_placements(resuming);
  }
  assert_true(resumed_failures > 0);
  assert_true(successes > 0);
  /* The same failing order twice: the second run resumes up to the failure, and must
   * try the vreg that failed again (it once skipped it and reported success). */
  vl_classical_set_ceiling(resuming, VL_FILE_VECTOR, f.an->pressure->max[VL_FILE_VECTOR] - 1);
  uint32_t f1 = UINT32_MAX, f2 = UINT32_MAX;
  assert_int_equal(vl_classical_run(resuming, order, n, a, &f1, 1), 1);
  assert_int_equal(vl_classical_run(resuming, order, n, b, &f2, 1), 1);
  assert_int_equal(f1, f2);
  assert_memory_equal(a, b, fn->num_vregs * sizeof *a);
  vl_classical_free(resuming);
  vl_classical_free(fresh);
  unload(&f);
}

static void test_tighten_lowers(void **state) {
  (void)state;
  fixture f;
  load(&f, 0);
  const vl_function *fn = f.an->fn;
  vl_assignment *a = greedy_run(&f), *again = greedy_run(&f);
  uint32_t before = top_of(fn, a);
  vl_tighten_options options = vl_tighten_defaults();
  vl_tighten_result r, r2;
  assert_int_equal(vl_tighten(f.an, VL_FILE_VECTOR, &options, a, &r), VL_OK);
  assert_int_equal(r.before, before);
  assert_int_equal(r.after, top_of(fn, a));
  assert_true(r.after < before);              /* 22 -> 21 on this kernel */
  assert_true(r.after >= r.floor);
  assert_int_equal(r.floor, f.an->pressure->max[VL_FILE_VECTOR]);
  assert_false(r.completed);
  assert_true(vl_verify_native_passes(f.an->intervals, &f.an->budget, a));
  assert_int_equal(vl_tighten(f.an, VL_FILE_VECTOR, &options, again, &r2), VL_OK);   /* deterministic */
  assert_memory_equal(a->reg, again->reg, fn->num_vregs * sizeof *a->reg);
  assert_int_equal(r.runs, r2.runs);
  unload(&f);
}

/* Under a budget of the tightened top, the classical allocator's two orders fail
 * and tightening completes; one unit less than the pressure, nothing can. */
static void test_tighten_completes(void **state) {
  (void)state;
  fixture f;
  load(&f, 0);
  vl_assignment *a = classical(&f, VL_OK);
  vl_tighten_options options = vl_tighten_defaults();
  vl_tighten_result r;
  assert_int_equal(vl_tighten(f.an, VL_FILE_VECTOR, &options, a, &r), VL_OK);
  uint32_t tight = r.after, floor = r.floor;
  unload(&f);

  /* At the tightened budget the pressure fits, and the classical allocator's Kempe retry
   * (classical.c) completes it now; tightening completes it from nothing as well. */
  load(&f, tight);
  vl_assignment *kempe = classical(&f, VL_OK);
  assert_true(vl_verify_native_passes(f.an->intervals, &f.an->budget, kempe));
  vl_assignment *b = vl_assignment_new(f.an->fn, &f.arena);
  assert_int_equal(vl_tighten(f.an, VL_FILE_VECTOR, &options, b, &r), VL_OK);
  assert_true(r.completed);
  assert_int_equal(r.before, 0);
  assert_true(r.after <= tight);
  assert_true(vl_verify_native_passes(f.an->intervals, &f.an->budget, b));
  unload(&f);

  load(&f, floor - 1);
  vl_assignment *c = classical(&f, VL_TOOL_ERROR);
  options.boundary_runs = 64;   /* hopeless: no need to try long */
  assert_int_equal(vl_tighten(f.an, VL_FILE_VECTOR, &options, c, &r), VL_TOOL_ERROR);
  assert_false(r.completed);
  for (uint32_t v = 0; v < f.an->fn->num_vregs; v++) assert_int_equal(c->reg[v].count, 0);   /* untouched */
  unload(&f);
}

/* The stencil kernel under a budget of 17 R registers (its pressure is 16): the squeaky wheel
 * from the latest-end order completes it; from the first-slot orders alone the greedy runs,
 * with eviction and squeaky-wheel reordering, leave a register without room, and the
 * repair completes it (the Kempe swaps and window search do here: tabu search alone, from
 * a greedy run's partial result, does not), valid and deterministic. Tabu search that
 * gives up leaves reg[] alone. */
static void test_tight_fit(void **state) {
  (void)state;
  fixture f;
  load_file(&f, STENCIL, 17);
  const vl_function *fn = f.an->fn;
  assert_int_equal(f.an->pressure->max[VL_FILE_VECTOR], 16);
  vl_tighten_options options = vl_tighten_defaults();
  options.tabu_steps = 0;   /* the greedy runs alone: the latest-end order's squeaky wheel completes it */
  vl_tighten_result r;
  vl_assignment *ends = classical(&f, VL_TOOL_ERROR);
  assert_int_equal(vl_tighten(f.an, VL_FILE_VECTOR, &options, ends, &r), VL_OK);
  assert_true(r.completed);
  assert_true(vl_verify_native_passes(f.an->intervals, &f.an->budget, ends));
  options.end_order = false;   /* the first-slot orders alone fail here */
  vl_assignment *a = classical(&f, VL_TOOL_ERROR);
  assert_int_equal(vl_tighten(f.an, VL_FILE_VECTOR, &options, a, &r), VL_TOOL_ERROR);
  options = vl_tighten_defaults();   /* and the repair completes what they leave */
  options.end_order = false;
  vl_assignment *b = classical(&f, VL_TOOL_ERROR), *again = classical(&f, VL_TOOL_ERROR);
  assert_int_equal(vl_tighten(f.an, VL_FILE_VECTOR, &options, b, &r), VL_OK);
  assert_true(r.completed);
  assert_true(vl_verify_native_passes(f.an->intervals, &f.an->budget, b));
  assert_int_equal(vl_tighten(f.an, VL_FILE_VECTOR, &options, again, &r), VL_OK);
  assert_memory_equal(b->reg, again->reg, fn->num_vregs * sizeof *b->reg);

  /* tabu search from a greedy run's partial allocation (the first-slot order, no repair) */
  vl_assignment *c = vl_assignment_new(fn, &f.arena), *d = vl_assignment_new(fn, &f.arena);
  vl_classical *engine = vl_classical_new(f.an->intervals, &f.an->budget, &f.arena);
  vl_vreg_key *order = VL_NEW_ARRAY(&f.arena, vl_vreg_key, fn->num_vregs + 1);
  uint32_t n = vl_vreg_keys(f.an->intervals, order), *failed = VL_NEW_ARRAY(&f.arena, uint32_t, fn->num_vregs + 1);
  qsort(order, n, sizeof *order, vl_vreg_key_by_start);
  assert_true(vl_classical_run(engine, order, n, c->reg, failed, n) > 0);
  vl_classical_free(engine);
  memcpy(d->reg, c->reg, fn->num_vregs * sizeof *c->reg);
  vl_tabu_result t1, t2;   /* tabu search alone does not get there in 2000 steps: reg[] stays as it was */
  assert_false(vl_tabu_complete(f.an->intervals, &f.an->budget, VL_FILE_VECTOR, c->reg, 2000, &t1));
  assert_true(t1.conflicts > 0);
  assert_int_equal(t1.steps, 2000);
  assert_memory_equal(c->reg, d->reg, fn->num_vregs * sizeof *c->reg);
  unload(&f);

  load_file(&f, STENCIL, 16);
  vl_assignment *e = vl_assignment_new(f.an->fn, &f.arena);
  assert_false(vl_tabu_complete(f.an->intervals, &f.an->budget, VL_FILE_VECTOR, e->reg, 2000, &t2));
  for (uint32_t v = 0; v < f.an->fn->num_vregs; v++) assert_int_equal(e->reg[v].count, 0);
  unload(&f);
}

/* Single lanes from the top (vl_classical_set_singles_high): a complete, valid run whose
 * single-lane registers reach the ceiling, which the lowest-first run does not; switched
 * off again, the engine gives exactly the lowest-first run (no stale prefix). */
static uint32_t highest_single(const vl_function *fn, const vl_regspace *space, const vl_assignment *a) {
  uint32_t high = 0;
  for (uint32_t v = 0; v < fn->num_vregs; v++)
    if (space->width[v] == 1 && a->reg[v].count && vl_target_unit_file(fn->module->target, a->reg[v].unit) == VL_FILE_VECTOR &&
        vl_target_unit_index(fn->module->target, a->reg[v].unit) + 1 > high)
      high = vl_target_unit_index(fn->module->target, a->reg[v].unit) + 1;
  return high;
}

static void test_singles_high(void **state) {
  (void)state;
  fixture f;
  load(&f, 40);
  const vl_function *fn = f.an->fn;
  const vl_regspace *space = &f.an->intervals->live->space;
  vl_assignment *low = greedy_run(&f), *high = vl_assignment_new(fn, &f.arena), *again = vl_assignment_new(fn, &f.arena);
  vl_classical *c = vl_classical_new(f.an->intervals, &f.an->budget, &f.arena);
  vl_vreg_key *order = VL_NEW_ARRAY(&f.arena, vl_vreg_key, fn->num_vregs + 1);
  uint32_t n = vl_vreg_keys(f.an->intervals, order), failed;
  qsort(order, n, sizeof *order, vl_vreg_key_by_start);
  vl_classical_set_singles_high(c, true);
  assert_int_equal(vl_classical_run(c, order, n, high->reg, &failed, 1), 0);
  assert_true(vl_verify_native_passes(f.an->intervals, &f.an->budget, high));
  assert_int_equal(highest_single(fn, space, high), 40);
  assert_true(highest_single(fn, space, low) < 40);
  vl_classical_set_singles_high(c, false);
  assert_int_equal(vl_classical_run(c, order, n, again->reg, &failed, 1), 0);
  assert_memory_equal(again->reg, low->reg, fn->num_vregs * sizeof *low->reg);
  vl_classical_free(c);
  unload(&f);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_resume_matches_fresh),
      cmocka_unit_test(test_tighten_lowers),
      cmocka_unit_test(test_tighten_completes),
      cmocka_unit_test(test_tight_fit),
      cmocka_unit_test(test_singles_high),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
