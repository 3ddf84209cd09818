/* Kempe-chain swaps: make a register free for a virtual register by moving the
 * placed ones that hold it, where plain eviction finds no free place for them.
 * A holder's aligned block A (its width) trades contents with another aligned
 * block B of the same size, but only the connected part around the holder: the
 * chain of placed registers in A or B linked by live ranges that would meet after
 * the trade. Trading a closed chain keeps the allocation valid whatever the
 * pressure, so this repairs fragmentation where the pressure equals the budget
 * (SASS attention kernels: a pair finds only scattered single holes at its first
 * slot, while a single next to one of them could sit in another hole if the
 * registers it meets there moved with it). A chain that reaches a register wider
 * than the block, or one that would meet the register being placed, is refused.
 * Needs: the occupancy and the registers placed so far. Produces: moves, reported
 * one by one so that the caller can journal them. */
#ifndef VL_KEMPE_H
#define VL_KEMPE_H
#include "occupancy.h"

typedef struct vl_kempe vl_kempe;

/* Scratch for the swaps, in `arena`; `reg` is the caller's array of registers per vreg
 * (count 0: not placed), read and changed in place together with `occ`. */
vl_kempe *vl_kempe_new(vl_occupancy *occ, vl_physreg *reg, vl_arena *arena);

/* Trades chains away from `at` so that v fits there; each vreg moved is reported to
 * moved(ctx, vreg, its register before). True when v fits at `at` afterwards (v is not
 * placed: the caller does that); false with every move undone (and reported again). */
bool vl_kempe_clear(vl_kempe *k, uint32_t v, vl_physreg at, void (*moved)(void *ctx, uint32_t vreg, vl_physreg before),
                    void *ctx);
/* The caller placed or moved registers itself since the last call: the index of who holds
 * each unit is built again when next needed (a failed call leaves it as it found it). */
void vl_kempe_invalidate(vl_kempe *k);

#endif
