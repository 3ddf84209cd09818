/* What the tests of passes over a finished classical allocation share (test_squeeze.c,
 * test_copy_recolor.c): a real pre-RA MIR file parsed, analysed and allocated by the
 * classical allocator; the native verifier's verdict on it; and the check that a pass
 * leaves an incomplete assignment alone. Include after cmocka.h. */
#ifndef VL_TEST_CLASSICAL_FIXTURE_H
#define VL_TEST_CLASSICAL_FIXTURE_H
#include "alloc/classical.h"
#include "analysis/analysis.h"
#include "front/mir_parse.h"
#include "verify/native.h"

typedef struct fixture {
  vl_module *module;
  vl_arena arena;
  vl_analysis *an;
  vl_assignment *a;
} fixture;

static void load(fixture *f, const char *path) {
  vl_diags diags = {0};
  *f = (fixture){0};
  f->module = vl_mir_parse_file(path, NULL, &diags);
  assert_non_null(f->module);
  vl_budget_options options = {0};
  f->an = vl_analyze(&f->module->functions[0], &options, &f->arena);
  f->a = vl_assignment_new(f->an->fn, &f->arena);
  assert_int_equal(vl_alloc_classical(f->an->intervals, &f->an->budget, f->an->pressure, f->a, &diags), VL_OK);
  vl_diags_free(&diags);
}

static void unload(fixture *f) {
  vl_arena_free(&f->arena);
  vl_module_free(f->module);
}

static void assert_verifies(const fixture *f) {
  vl_diags diags = {0};
  vl_verify_result r;
  vl_status s = vl_verify_native(f->an->intervals, &f->an->budget, f->a, &diags, 4, &r);
  if (s != VL_OK) vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  assert_int_equal(s, VL_OK);
}

/* `pass` moves nothing in reduce_gfx90a's allocation with one vreg left unplaced, and says so. */
static inline void assert_incomplete_left_alone(uint32_t (*pass)(const vl_intervals *, const vl_budget *, vl_assignment *)) {
  fixture f;
  load(&f, "tests/inputs/mir/reduce_gfx90a.pre.mir");
  uint32_t v = 0;
  while (!f.a->reg[v].count) v++;
  f.a->reg[v] = (vl_physreg){0, 0, 0};
  vl_physreg *before = malloc(f.an->fn->num_vregs * sizeof *before);
  assert_non_null(before);
  memcpy(before, f.a->reg, f.an->fn->num_vregs * sizeof *before);
  assert_int_equal(pass(f.an->intervals, &f.an->budget, f.a), 0);
  assert_memory_equal(before, f.a->reg, f.an->fn->num_vregs * sizeof *before);
  free(before);
  unload(&f);
}

#endif
