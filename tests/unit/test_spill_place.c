/* Unit tests of spill placement (alloc/spill_place.h) on real LLVM 19 pre-RA
 * MIR with a loop (tests/inputs/mir/loop_gfx90a.pre.mir, 10 blocks): for every
 * virtual register and seeded random drops, the minimum cut equals the
 * cheapest of all boundary assignments enumerated by brute force (the ones
 * that respect the edges: a block entered in a register is left in one by
 * every predecessor); with no drops nothing is reloaded or stored; with a drop
 * everywhere but at its references, no more than a reload per reference.
 * Run from the repository root. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "alloc/spill_place.h"
#include "front/mir_parse.h"

typedef struct fixture {
  vl_module *module;
  vl_arena arena;
  vl_analysis *an;
  uint32_t *block_of;
  uint32_t *refs, *drops;   /* scratch, one entry per instruction */
  uint8_t *boundary;        /* one entry per block */
} fixture;

static void load(fixture *f) {
  vl_diags diags = {0};
  *f = (fixture){0};
  f->module = vl_mir_parse_file("tests/inputs/mir/loop_gfx90a.pre.mir", NULL, &diags);
  assert_non_null(f->module);
  vl_budget_options options = {0};
  f->an = vl_analyze(&f->module->functions[0], &options, &f->arena);
  const vl_function *fn = f->an->fn;
  f->block_of = VL_NEW_ARRAY(&f->arena, uint32_t, fn->num_instrs + 1);
  for (uint32_t b = 0; b < fn->num_blocks; b++)
    for (uint32_t i = 0; i < fn->blocks[b].num_instrs; i++) f->block_of[fn->blocks[b].first_instr + i] = b;
  f->refs = VL_NEW_ARRAY(&f->arena, uint32_t, fn->num_instrs + 1);
  f->drops = VL_NEW_ARRAY(&f->arena, uint32_t, fn->num_instrs + 1);
  f->boundary = VL_NEW_ARRAY(&f->arena, uint8_t, fn->num_blocks);
  vl_diags_free(&diags);
}

static void unload(fixture *f) {
  vl_arena_free(&f->arena);
  vl_module_free(f->module);
}

/* The instructions naming v (debug uses aside), ascending. */
static size_t refs_of(const vl_function *fn, uint32_t v, uint32_t *out) {
  size_t n = 0;
  for (uint32_t k = 0; k < fn->num_instrs; k++)
    for (uint32_t o = 0; o < fn->instrs[k].num_ops; o++) {
      const vl_operand *op = &fn->instrs[k].ops[o];
      if (op->kind == VL_OP_VREG && op->reg == v && !(op->flags & VL_OPF_DEBUG)) {
        out[n++] = k;
        break;
      }
    }
  return n;
}

static bool is_ref(const uint32_t *refs, size_t n, uint32_t k) {
  for (size_t i = 0; i < n; i++)
    if (refs[i] == k) return true;
  return false;
}

/* Is v live at k, that is, into the block and not yet past its last reference there, or
 * out of it? Over-approximated by the block's live-in and live-out: drops only need to
 * avoid references. */
static bool live_in_block(const vl_place_value *p, uint32_t b) {
  return vl_place_live(p, b, true) || vl_place_live(p, b, false);
}

/* Brute force over every assignment of the boundary variables that exist. */
static double brute_force(const vl_place_value *p) {
  const vl_function *fn = p->an->fn;
  const double *freq = p->an->cfg->frequency;
  uint32_t nb = fn->num_blocks, vars[64], nv = 0;
  for (uint32_t b = 0; b < nb; b++) {
    if (vl_place_live(p, b, true)) vars[nv++] = 2 * b;
    if (vl_place_live(p, b, false)) vars[nv++] = 2 * b + 1;
  }
  assert_true(nv <= 20);
  double best = 1e300;
  uint8_t state[64];
  for (uint32_t mask = 0; mask < (1u << nv); mask++) {
    memset(state, 0, sizeof state);
    for (uint32_t i = 0; i < nv; i++) state[vars[i]] = (mask >> i) & 1;
    bool ok = true;
    for (uint32_t b = 0; b < nb && ok; b++) {
      if (!state[2 * b]) continue;
      for (uint32_t i = 0; i < fn->blocks[b].num_preds; i++) ok &= state[2 * fn->blocks[b].preds[i] + 1];
    }
    for (uint32_t b = 0; b < nb && ok; b++)
      if (vl_place_live(p, b, true) && !fn->blocks[b].num_preds && !state[2 * b]) ok = false;
    if (!ok) continue;
    double cost = 0;
    for (uint32_t b = 0; b < nb && ok; b++) {
      if (!live_in_block(p, b)) continue;
      int32_t n = vl_place_scan(p, b, state[2 * b], state[2 * b + 1], NULL);
      if (n < 0) ok = false;
      else cost += n * p->reload * freq[b];
    }
    if (ok && cost < best) best = cost;
  }
  return best;
}

static void min_cut_is_optimal(void **unused) {
  fixture f;
  load(&f);
  const vl_function *fn = f.an->fn;
  uint32_t *refs = f.refs, *drops = f.drops;
  uint8_t *boundary = f.boundary;
  srand(7);
  uint32_t checked = 0, with_reloads = 0;
  for (uint32_t v = 0; v < fn->num_vregs; v++) {
    if (!f.an->live->space.width[v]) continue;
    size_t nr = refs_of(fn, v, refs);
    if (!nr) continue;
    for (int trial = 0; trial < 4; trial++) {
      size_t nd = 0;
      for (uint32_t k = refs[0] + 1; k < fn->num_instrs; k++)
        if (!is_ref(refs, nr, k) && live_in_block(&(vl_place_value){.an = f.an, .vreg = v}, f.block_of[k]) &&
            rand() % 8 == 0)
          drops[nd++] = k;
      vl_place_value p = {.an = f.an, .vreg = v, .refs = refs, .num_refs = nr,
                          .drops = drops, .num_drops = nd, .reload = 4.0};
      double cost = vl_place_solve(&p, boundary, &f.arena);
      assert_float_equal(cost, brute_force(&p), 1e-3);
      checked++;
      with_reloads += cost > 0;
    }
  }
  assert_true(checked > 100);
  assert_true(with_reloads > 10);   /* the drops force reloads often enough to test something */
  unload(&f);
}

static void nothing_without_drops(void **unused) {
  fixture f;
  load(&f);
  const vl_function *fn = f.an->fn;
  uint32_t *refs = f.refs;
  uint8_t *boundary = f.boundary;
  for (uint32_t v = 0; v < fn->num_vregs; v++) {
    if (!f.an->live->space.width[v]) continue;
    size_t nr = refs_of(fn, v, refs);
    if (!nr) continue;
    vl_place_value p = {.an = f.an, .vreg = v, .refs = refs, .num_refs = nr, .reload = 4.0};
    assert_float_equal(vl_place_solve(&p, boundary, &f.arena), 0, 1e-3);
    uint32_t *stores;
    size_t ns;
    vl_place_stores(&p, boundary, &f.arena, &f.arena, &stores, &ns);
    assert_int_equal(ns, 0);
  }
  unload(&f);
}

/* Drops everywhere but at references: no dearer than a reload before every reference
 * (what the home at every boundary costs), and where something reloads, some definition
 * stores. */
static void drops_everywhere(void **unused) {
  fixture f;
  load(&f);
  const vl_function *fn = f.an->fn;
  uint32_t *refs = f.refs, *drops = f.drops;
  uint8_t *boundary = f.boundary;
  uint32_t stored = 0;
  for (uint32_t v = 0; v < fn->num_vregs; v++) {
    if (!f.an->live->space.width[v]) continue;
    size_t nr = refs_of(fn, v, refs), nd = 0;
    if (nr < 2) continue;
    for (uint32_t k = refs[0] + 1; k < fn->num_instrs; k++)
      if (!is_ref(refs, nr, k) && !fn->instrs[k].is_terminator) drops[nd++] = k;
    vl_place_value p = {.an = f.an, .vreg = v, .refs = refs, .num_refs = nr,
                        .drops = drops, .num_drops = nd, .reload = 1.0};
    double cost = vl_place_solve(&p, boundary, &f.arena), bound = 0;
    for (size_t i = 0; i < nr; i++) bound += f.an->cfg->frequency[f.block_of[refs[i]]];
    assert_true(cost <= bound + 1e-6);
    uint32_t *stores;
    size_t ns;
    vl_place_stores(&p, boundary, &f.arena, &f.arena, &stores, &ns);
    if (cost > 0) assert_true(ns > 0);   /* a reload reads what some definition stored */
    stored += (uint32_t)ns;
  }
  assert_true(stored > 0);
  unload(&f);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(min_cut_is_optimal),
      cmocka_unit_test(nothing_without_drops),
      cmocka_unit_test(drops_everywhere),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
