/* Minimum s-t cut on a small directed graph with real capacities, by the
 * Boykov-Kolmogorov maximum flow (search trees grown from both terminals and
 * kept between augmentations). Dinic's algorithm, used before, needs a phase per
 * shortest-path length; spill placement's graphs are long chains of blocks with
 * a tiny tie-break capacity at most nodes, so it ran hundreds of phases per value
 * (43% of a large GEMM's allocation time). The cut reported is the one with the
 * smallest sink side (what reaches the sink in the residual graph), the same for
 * every maximum flow, so the algorithm does not change the answer.
 *
 * Needs: an arena. Produces: the maximum flow value and, per node, its side. */
#ifndef VL_MIN_CUT_H
#define VL_MIN_CUT_H
#include <stdbool.h>
#include <stdint.h>

#include "arena.h"

typedef struct vl_min_cut vl_min_cut;

/* A graph of n nodes, no edges, in the arena. */
vl_min_cut *vl_min_cut_new(uint32_t n, vl_arena *arena);

/* An edge a -> b of capacity cap (nothing when cap <= 0). */
void vl_min_cut_edge(vl_min_cut *g, uint32_t a, uint32_t b, double cap);

/* The maximum flow from s to t; afterwards vl_min_cut_sink_side answers. */
double vl_min_cut_solve(vl_min_cut *g, uint32_t s, uint32_t t);

/* After solving: is node v on the smallest sink side (reaches t in the residual graph)? */
bool vl_min_cut_sink_side(const vl_min_cut *g, uint32_t v);

#endif
