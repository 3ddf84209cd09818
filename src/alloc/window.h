/* Window search: places a virtual register that found no room by re-placing, all
 * at once, the placed registers that live while it does (its rivals), everything
 * else fixed. A small constraint search: each of these registers may take the
 * legal registers the fixed ones leave free (its domain); depth first, the one
 * with the fewest choices next, its old register tried first, forward checking
 * (a placement removes what it meets from the others' domains; an empty domain
 * backtracks at once), bounded by a number of search nodes, in all and per
 * variable. Where the pressure equals the budget a perfect packing is needed
 * at some slots, which greedy choices and one-level eviction miss (SASS
 * attention kernels: aligned pairs and quads among singles). Deterministic.
 * Needs: the occupancy and the registers placed so far. Produces: moves, reported
 * one by one so that the caller can journal them. */
#ifndef VL_WINDOW_H
#define VL_WINDOW_H
#include "occupancy.h"

typedef struct vl_window vl_window;

/* Scratch in `arena`; `reg` is the caller's array of registers per vreg (count 0: not
 * placed), read and changed in place together with `occ`. */
vl_window *vl_window_new(vl_occupancy *occ, vl_physreg *reg, vl_arena *arena);

/* Places v (and re-places its rivals) within at most `max_nodes` search nodes, and where
 * `nodes_per_var` is not 0, at most that many per variable of the window; each vreg that
 * changes, v included, is reported to moved(ctx, vreg, its register before). False with
 * nothing changed when no placement was found. */
bool vl_window_place(vl_window *w, uint32_t v, uint32_t max_nodes, uint32_t nodes_per_var,
                     void (*moved)(void *ctx, uint32_t vreg, vl_physreg before), void *ctx);

#endif
