/* Unit tests of the dataflow solver (analysis/dataflow.h) on the CFGs of real LLVM 19
 * pre-RA MIR (tests/inputs/mir: loops, branches, up to 76 blocks), forward and
 * backward, with pseudo-random gen and kill sets, a block cut off from the entry, and
 * a seeded entry for the forward problem: the solver's answer must equal the least
 * fixed point found by plain round-robin iteration in layout order (the fixed point is
 * the same in any visiting order), and satisfy the equations at every block. Run from
 * the repository root. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "analysis/dataflow.h"
#include "front/mir_parse.h"

enum { BITS = 200 };

static uint64_t next_random(uint64_t *s) {   /* splitmix64: the test's own stream, fixed by its seed */
  uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

/* Sparse random sets: each bit in gen or kill with probability 1/16. */
static void fill(vl_dataflow *df, uint32_t n, uint64_t seed) {
  for (uint32_t b = 0; b < n; b++)
    for (uint32_t i = 0; i < BITS; i++) {
      if (next_random(&seed) % 16 == 0) vl_bitset_set(&df->gen[b], i);
      if (next_random(&seed) % 16 == 0) vl_bitset_set(&df->kill[b], i);
    }
  if (!df->backward)
    for (uint32_t i = 0; i < BITS; i += 3) vl_bitset_set(&df->in[0], i);
}

/* The reference: every block in layout order, again until nothing changes. */
static void round_robin(vl_dataflow *df) {
  const vl_function *fn = df->fn;
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t b = 0; b < fn->num_blocks; b++) {
      const vl_block *block = &fn->blocks[b];
      vl_bitset *meet = df->backward ? &df->out[b] : &df->in[b], *result = df->backward ? &df->in[b] : &df->out[b];
      uint32_t num = df->backward ? block->num_succs : block->num_preds;
      const uint32_t *from = df->backward ? block->succs : block->preds;
      for (uint32_t j = 0; j < num; j++) vl_bitset_union(meet, df->backward ? &df->in[from[j]] : &df->out[from[j]]);
      for (uint32_t w = 0; w < result->num_words; w++) {
        uint64_t v = df->gen[b].words[w] | (meet->words[w] & ~df->kill[b].words[w]);
        changed |= v != result->words[w];
        result->words[w] = v;
      }
    }
  }
}

/* in/out of the solver equal the reference's, and the equations hold at every block. */
static void check(const vl_dataflow *got, const vl_dataflow *want) {
  const vl_function *fn = got->fn;
  for (uint32_t b = 0; b < fn->num_blocks; b++) {
    assert_true(vl_bitset_equal(&got->in[b], &want->in[b]));
    assert_true(vl_bitset_equal(&got->out[b], &want->out[b]));
    const vl_block *block = &fn->blocks[b];
    vl_arena arena = {0};
    vl_bitset meet = vl_bitset_new(&arena, BITS);
    if (got->backward)
      for (uint32_t s = 0; s < block->num_succs; s++) vl_bitset_union(&meet, &got->in[block->succs[s]]);
    else {
      for (uint32_t p = 0; p < block->num_preds; p++) vl_bitset_union(&meet, &got->out[block->preds[p]]);
      if (b == 0) vl_bitset_union(&meet, &got->in[0]);   /* the seeded entry */
    }
    assert_true(vl_bitset_equal(&meet, got->backward ? &got->out[b] : &got->in[b]));
    const vl_bitset *result = got->backward ? &got->in[b] : &got->out[b];
    for (uint32_t w = 0; w < result->num_words; w++)
      assert_true(result->words[w] == (got->gen[b].words[w] | (meet.words[w] & ~got->kill[b].words[w])));
    vl_arena_free(&arena);
  }
}

static void solve_both_ways(const vl_function *fn, uint64_t seed) {
  for (int backward = 0; backward < 2; backward++) {
    vl_arena arena = {0};
    vl_dataflow got = vl_dataflow_new(fn, BITS, backward, &arena), want = vl_dataflow_new(fn, BITS, backward, &arena);
    fill(&got, fn->num_blocks, seed);
    fill(&want, fn->num_blocks, seed);
    vl_dataflow_solve(&got, &arena);
    round_robin(&want);
    check(&got, &want);
    assert_true(got.iterations >= fn->num_blocks);   /* every block is visited */
    vl_arena_free(&arena);
  }
}

static const char *const FILES[] = {
    "tests/inputs/mir/gemm_mma_gfx1100.pre.mir", "tests/inputs/mir/gemm_step_gfx942.pre.mir",
    "tests/inputs/mir/cc_compress_gfx1100.pre.mir", "tests/inputs/mir/bfs_gfx1100.pre.mir",
    "tests/inputs/mir/loop_gfx90a.pre.mir", "tests/inputs/mir/call_chain_gfx90a.pre.mir",
};

static void test_matches_round_robin(void **state) {
  (void)state;
  for (size_t i = 0; i < sizeof FILES / sizeof *FILES; i++) {
    vl_diags diags = {0};
    vl_module *m = vl_mir_parse_file(FILES[i], NULL, &diags);
    vl_diags_free(&diags);
    assert_non_null(m);
    for (uint32_t f = 0; f < m->num_functions; f++)
      for (uint64_t seed = 1; seed <= 4; seed++) solve_both_ways(&m->functions[f], seed * 7919 + i);
    vl_module_free(m);
  }
}

/* The largest CFG with its entry's edges cut: every other block is unreachable, and the
 * solver must still settle them (the forward facts start empty there, the backward ones flow). */
static void test_unreachable_blocks(void **state) {
  (void)state;
  vl_diags diags = {0};
  vl_module *m = vl_mir_parse_file(FILES[0], NULL, &diags);
  vl_diags_free(&diags);
  assert_non_null(m);
  vl_function *fn = &m->functions[0];
  vl_block *entry = &fn->blocks[0];
  assert_true(entry->num_succs > 0);
  for (uint32_t s = 0; s < entry->num_succs; s++) {   /* drop the entry from its successors' preds */
    vl_block *succ = &fn->blocks[entry->succs[s]];
    uint32_t k = 0;
    for (uint32_t p = 0; p < succ->num_preds; p++)
      if (succ->preds[p] != 0) succ->preds[k++] = succ->preds[p];
    succ->num_preds = k;
  }
  entry->num_succs = 0;
  solve_both_ways(fn, 99);
  vl_module_free(m);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_matches_round_robin),
      cmocka_unit_test(test_unreachable_blocks),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
