/* Control flow facts: reverse post-order, dominators, natural loops and block
 * frequencies from branch probabilities.
 * Needs: a parsed function (succs, preds, succ_prob). Produces: vl_cfg. */
#ifndef VL_CFG_H
#define VL_CFG_H
#include "../front/mir.h"

typedef struct vl_cfg {
  const vl_function *fn;
  uint32_t *rpo;          /* reachable blocks in reverse post-order */
  uint32_t num_reachable;
  uint32_t *rpo_index;    /* per block; UINT32_MAX if unreachable */
  uint32_t *idom;         /* immediate dominator per block; entry -> itself; unreachable -> UINT32_MAX */
  uint32_t *loop_depth;   /* per block: number of natural loops containing it */
  uint32_t *loop_header;  /* per block: innermost loop header containing it, UINT32_MAX if none */
  uint32_t num_loops;
  double *frequency;      /* per block, relative to the entry (entry = 1.0) */
} vl_cfg;

vl_cfg *vl_cfg_compute(const vl_function *fn, vl_arena *arena);
/* The blocks reachable from the entry in post-order (a DFS over successors, in their order) into
 * post[] (room for num_blocks); returns how many. Scratch in `arena`. */
uint32_t vl_cfg_post_order(const vl_function *fn, uint32_t *post, vl_arena *arena);
bool vl_cfg_dominates(const vl_cfg *cfg, uint32_t a, uint32_t b);

#endif
