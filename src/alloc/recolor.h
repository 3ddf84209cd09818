/* Recolouring: makes room for a virtual register that finds none, where one
 * level of eviction fails too, by moving placed registers without taking any
 * out: Kempe-chain swaps (kempe.h) through the registers whose holders have the
 * fewest lanes, then a window search over the registers living beside it
 * (window.h); or by moving the one or two values holding a register into vcc. Every placed register stays placed, so a caller that gets room
 * this way never has to decide a moved one again. The classical allocator's
 * last resort where the pressure meets its ceiling, and constrained decoding's
 * (learn/decode_recover.h) where its evictions run out; the squeeze pass moves
 * values into vcc the same way.
 * Needs: the occupancy and the registers placed so far. Produces: moves,
 * reported one by one, and a register that v fits. */
#ifndef VL_RECOLOR_H
#define VL_RECOLOR_H
#include "kempe.h"
#include "window.h"

typedef struct vl_recolor vl_recolor;

/* Scratch in `arena`; `reg` is the caller's array of registers per vreg (count 0: not placed),
 * read and changed in place together with `occ`, whose budget bounds every move. */
vl_recolor *vl_recolor_new(vl_occupancy *occ, vl_physreg *reg, vl_arena *arena);

/* The window search's nodes, at most, per variable of its window (window.h), besides the
 * 20,000 in all that recolouring allows it; 0, as made: no bound per variable. */
void vl_recolor_set_nodes_per_var(vl_recolor *r, uint32_t n);

/* Moves placed registers so that v fits *at; each one moved is reported to moved(ctx, vreg, its
 * register before) (v itself may be reported too, with no register before: it is then taken out
 * again). True with v unplaced and fitting *at; false with nothing changed. Deterministic. */
bool vl_recolor_clear(vl_recolor *r, uint32_t v, vl_physreg *at,
                      void (*moved)(void *ctx, uint32_t vreg, vl_physreg before), void *ctx);

/* v fits a register of `file` under the occupancy's budget once the one or two placed values holding
 * it move to a special register their class lists (vcc: in LLVM's SGPR classes, left out of the SGPR
 * count; the window search places numbered registers only). The moves are reported; v is not placed.
 * Returns that register, or count 0 with nothing changed. `rivals`: scratch, per vreg. */
vl_physreg vl_recolor_to_special(vl_occupancy *occ, vl_physreg *reg, uint32_t v, vl_regfile file, uint32_t *rivals,
                                 void (*moved)(void *ctx, uint32_t vreg, vl_physreg before), void *ctx);

#endif
