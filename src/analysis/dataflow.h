/* The one dataflow solver: union-meet problems over blocks with bitset facts.
 * Needs: the CFG of a function (succs/preds). Produces: in/out per block.
 * Backward: in = gen | (out & ~kill), out = union of successors' in.
 * Forward:  out = gen | (in & ~kill),  in = union of predecessors' out. */
#ifndef VL_DATAFLOW_H
#define VL_DATAFLOW_H
#include "../base/bitset.h"
#include "../front/mir.h"

typedef struct vl_dataflow {
  const vl_function *fn;
  bool backward;
  vl_bitset *gen, *kill;   /* per block, filled by the client */
  vl_bitset *in, *out;     /* per block, results (in[entry] seeded by the client for forward problems) */
  uint32_t iterations;     /* block visits, for measurement */
} vl_dataflow;

vl_dataflow vl_dataflow_new(const vl_function *fn, uint32_t num_bits, bool backward, vl_arena *arena);
void vl_dataflow_solve(vl_dataflow *df, vl_arena *arena);

#endif
