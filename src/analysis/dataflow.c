/* Worklist solver for union-meet bitset dataflow problems (see dataflow.h). */
#include "dataflow.h"

#include "cfg.h"

vl_dataflow vl_dataflow_new(const vl_function *fn, uint32_t num_bits, bool backward, vl_arena *arena) {
  vl_dataflow df = {.fn = fn, .backward = backward};
  uint32_t n = fn->num_blocks;
  df.gen = VL_NEW_ARRAY(arena, vl_bitset, n);
  df.kill = VL_NEW_ARRAY(arena, vl_bitset, n);
  df.in = VL_NEW_ARRAY(arena, vl_bitset, n);
  df.out = VL_NEW_ARRAY(arena, vl_bitset, n);
  for (uint32_t b = 0; b < n; b++) {
    df.gen[b] = vl_bitset_new(arena, num_bits);
    df.kill[b] = vl_bitset_new(arena, num_bits);
    df.in[b] = vl_bitset_new(arena, num_bits);
    df.out[b] = vl_bitset_new(arena, num_bits);
  }
  return df;
}

/* result = gen | (source & ~kill); returns whether result changed. */
static bool transfer(vl_bitset *result, const vl_bitset *gen, const vl_bitset *source, const vl_bitset *kill) {
  bool changed = false;
  for (uint32_t w = 0; w < result->num_words; w++) {
    uint64_t v = gen->words[w] | (source->words[w] & ~kill->words[w]);
    changed |= v != result->words[w];
    result->words[w] = v;
  }
  return changed;
}

void vl_dataflow_solve(vl_dataflow *df, vl_arena *arena) {
  const vl_function *fn = df->fn;
  uint32_t n = fn->num_blocks;
  if (!n) return;
  /* Passes in reverse post-order (forward) or post-order (backward), each visiting the blocks
   * whose neighbours changed: facts reach a block from all of its forward-edge neighbours in the
   * same pass, so passes are about the loop nesting plus two. A FIFO seeded in layout order took
   * 65 passes on a 778-block GEMM whose layout is far from a topological order. Unreachable
   * blocks go last. The fixed point is the same in any order. */
  uint32_t *order = VL_NEW_ARRAY(arena, uint32_t, n);
  uint32_t num_post = vl_cfg_post_order(fn, order, arena);
  if (!df->backward)
    for (uint32_t i = 0; i < num_post / 2; i++) {
      uint32_t t = order[i];
      order[i] = order[num_post - 1 - i];
      order[num_post - 1 - i] = t;
    }
  bool *pending = VL_NEW_ARRAY(arena, bool, n);
  for (uint32_t i = 0; i < num_post; i++) pending[order[i]] = true;
  for (uint32_t b = 0, k = num_post; b < n; b++)
    if (!pending[b]) order[k++] = b, pending[b] = true;
  for (bool again = true; again;) {
    again = false;
    for (uint32_t i = 0; i < n; i++) {
      uint32_t b = order[i];
      if (!pending[b]) continue;
      pending[b] = false;
      df->iterations++;
      const vl_block *block = &fn->blocks[b];
      bool changed;
      if (df->backward) {
        for (uint32_t s = 0; s < block->num_succs; s++) vl_bitset_union(&df->out[b], &df->in[block->succs[s]]);
        changed = transfer(&df->in[b], &df->gen[b], &df->out[b], &df->kill[b]);
      } else {
        for (uint32_t p = 0; p < block->num_preds; p++) vl_bitset_union(&df->in[b], &df->out[block->preds[p]]);
        changed = transfer(&df->out[b], &df->gen[b], &df->in[b], &df->kill[b]);
      }
      if (!changed) continue; /* every block starts pending, so its neighbours are visited at least once */
      uint32_t num_next = df->backward ? block->num_preds : block->num_succs;
      const uint32_t *next = df->backward ? block->preds : block->succs;
      for (uint32_t j = 0; j < num_next; j++) {
        pending[next[j]] = true;
        again = true;
      }
    }
  }
}
