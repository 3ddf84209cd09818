/* CFG analysis: RPO by iterative DFS, dominators by Cooper-Harvey-Kennedy,
 * natural loops from back edges, and block frequencies solved exactly from the
 * branch probabilities (freq = entry + sum pred_freq * prob), which is what
 * LLVM's block frequency approximates with its loop-scale algorithm. */
#include "cfg.h"

#include <math.h>

uint32_t vl_cfg_post_order(const vl_function *fn, uint32_t *post, vl_arena *arena) {
  uint32_t n = fn->num_blocks;
  if (!n) return 0;
  uint32_t *stack = VL_NEW_ARRAY(arena, uint32_t, n + 1), *next_succ = VL_NEW_ARRAY(arena, uint32_t, n);
  bool *seen = VL_NEW_ARRAY(arena, bool, n);
  uint32_t depth = 0, num_post = 0;
  stack[depth++] = 0;
  seen[0] = true;
  while (depth) {
    uint32_t b = stack[depth - 1];
    const vl_block *block = &fn->blocks[b];
    if (next_succ[b] < block->num_succs) {
      uint32_t s = block->succs[next_succ[b]++];
      if (!seen[s]) {
        seen[s] = true;
        stack[depth++] = s;
      }
    } else {
      post[num_post++] = b;
      depth--;
    }
  }
  return num_post;
}

static void compute_rpo(vl_cfg *cfg, vl_arena *arena) {
  const vl_function *fn = cfg->fn;
  uint32_t n = fn->num_blocks;
  uint32_t *post = VL_NEW_ARRAY(arena, uint32_t, n + 1);
  uint32_t num_post = vl_cfg_post_order(fn, post, arena);
  cfg->num_reachable = num_post;
  cfg->rpo = VL_NEW_ARRAY(arena, uint32_t, num_post + 1);
  cfg->rpo_index = VL_NEW_ARRAY(arena, uint32_t, n);
  for (uint32_t b = 0; b < n; b++) cfg->rpo_index[b] = UINT32_MAX;
  for (uint32_t i = 0; i < num_post; i++) {
    cfg->rpo[i] = post[num_post - 1 - i];
    cfg->rpo_index[cfg->rpo[i]] = i;
  }
}

static uint32_t intersect(const vl_cfg *cfg, uint32_t a, uint32_t b) {
  while (a != b) {
    while (cfg->rpo_index[a] > cfg->rpo_index[b]) a = cfg->idom[a];
    while (cfg->rpo_index[b] > cfg->rpo_index[a]) b = cfg->idom[b];
  }
  return a;
}

static void compute_dominators(vl_cfg *cfg, vl_arena *arena) {
  const vl_function *fn = cfg->fn;
  cfg->idom = VL_NEW_ARRAY(arena, uint32_t, fn->num_blocks);
  for (uint32_t b = 0; b < fn->num_blocks; b++) cfg->idom[b] = UINT32_MAX;
  cfg->idom[0] = 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t i = 1; i < cfg->num_reachable; i++) {
      uint32_t b = cfg->rpo[i], new_idom = UINT32_MAX;
      const vl_block *block = &fn->blocks[b];
      for (uint32_t p = 0; p < block->num_preds; p++) {
        uint32_t pred = block->preds[p];
        if (cfg->idom[pred] == UINT32_MAX) continue;
        new_idom = new_idom == UINT32_MAX ? pred : intersect(cfg, pred, new_idom);
      }
      if (new_idom != cfg->idom[b]) {
        cfg->idom[b] = new_idom;
        changed = true;
      }
    }
  }
}

bool vl_cfg_dominates(const vl_cfg *cfg, uint32_t a, uint32_t b) {
  if (cfg->idom[b] == UINT32_MAX || cfg->idom[a] == UINT32_MAX) return false;
  while (b != a && b != 0) b = cfg->idom[b];
  return b == a;
}

/* Each back edge tail->header adds the blocks that reach tail without passing header. */
static void compute_loops(vl_cfg *cfg, vl_arena *arena) {
  const vl_function *fn = cfg->fn;
  uint32_t n = fn->num_blocks;
  cfg->loop_depth = VL_NEW_ARRAY(arena, uint32_t, n);
  cfg->loop_header = VL_NEW_ARRAY(arena, uint32_t, n);
  uint32_t *header_size = VL_NEW_ARRAY(arena, uint32_t, n);
  for (uint32_t b = 0; b < n; b++) cfg->loop_header[b] = UINT32_MAX;
  uint32_t *work = VL_NEW_ARRAY(arena, uint32_t, n);
  uint32_t *mark = VL_NEW_ARRAY(arena, uint32_t, n);
  uint32_t stamp = 0;
  for (uint32_t header = 0; header < n; header++) {
    const vl_block *hb = &fn->blocks[header];
    bool is_header = false;
    stamp++;
    uint32_t top = 0, size = 0;
    for (uint32_t p = 0; p < hb->num_preds; p++) {
      uint32_t tail = hb->preds[p];
      if (!vl_cfg_dominates(cfg, header, tail)) continue;
      is_header = true;
      if (mark[tail] != stamp && tail != header) {
        mark[tail] = stamp;
        work[top++] = tail;
      }
    }
    if (!is_header) continue;
    cfg->num_loops++;
    mark[header] = stamp;
    uint32_t *members = VL_NEW_ARRAY(arena, uint32_t, n);
    members[size++] = header;
    while (top) {
      uint32_t b = work[--top];
      members[size++] = b;
      const vl_block *block = &fn->blocks[b];
      for (uint32_t p = 0; p < block->num_preds; p++) {
        uint32_t pred = block->preds[p];
        if (mark[pred] == stamp || cfg->idom[pred] == UINT32_MAX) continue;
        mark[pred] = stamp;
        work[top++] = pred;
      }
    }
    header_size[header] = size;
    for (uint32_t i = 0; i < size; i++) {
      uint32_t b = members[i];
      cfg->loop_depth[b]++;
      /* The innermost loop is the smallest one containing the block. */
      if (cfg->loop_header[b] == UINT32_MAX || header_size[cfg->loop_header[b]] > size) cfg->loop_header[b] = header;
    }
  }
}

/* Solve (I - P^T) f = e by Gauss-Seidel sweeps in RPO; each sweep propagates the mass
 * of every acyclic path, so only loops need repeated sweeps, and the error shrinks by
 * each loop's exit probability per sweep. Converged to 1e-9 relative or 20000 sweeps. */
static void compute_frequency(vl_cfg *cfg, vl_arena *arena) {
  const vl_function *fn = cfg->fn;
  uint32_t n = fn->num_blocks;
  cfg->frequency = VL_NEW_ARRAY(arena, double, n);
  for (int sweep = 0; sweep < 20000; sweep++) {
    double delta = 0;
    for (uint32_t i = 0; i < cfg->num_reachable; i++) {
      uint32_t b = cfg->rpo[i];
      const vl_block *block = &fn->blocks[b];
      double f = b == 0 ? 1.0 : 0.0;
      for (uint32_t p = 0; p < block->num_preds; p++) {
        const vl_block *pred = &fn->blocks[block->preds[p]];
        for (uint32_t s = 0; s < pred->num_succs; s++)
          if (pred->succs[s] == b) f += cfg->frequency[block->preds[p]] * (pred->succ_prob[s] / 2147483648.0);
      }
      double d = fabs(f - cfg->frequency[b]) / (f > 1 ? f : 1);
      if (d > delta) delta = d;
      cfg->frequency[b] = f;
    }
    if (delta < 1e-9) break;
  }
}

vl_cfg *vl_cfg_compute(const vl_function *fn, vl_arena *arena) {
  vl_cfg *cfg = VL_NEW(arena, vl_cfg);
  cfg->fn = fn;
  if (!fn->num_blocks) return cfg;
  compute_rpo(cfg, arena);
  compute_dominators(cfg, arena);
  compute_loops(cfg, arena);
  compute_frequency(cfg, arena);
  return cfg;
}
