/* Copy recolouring: on a complete allocation, makes more COPYs identities with the
 * highest register of every file fixed. For each copy left, one side moves onto the
 * register the other side holds; the values holding that register (up to 128) move to
 * free registers below the tops, each where most of its own copies are identities, or,
 * where none is free, into a register whose own one to four holders move to free ones
 * (never back onto the copy's side): LLVM greedy evicts for a hint and recolours copy
 * chains (RAGreedy::tryHintsRecoloring). A move stays when the copies of everything it
 * moved have more identities than before, or as many with this copy an identity (greedy
 * keeps an equal-cost recolouring for what it opens to the copies around it); three
 * rounds at most. In a device function, a pass that writes more callee-saved registers
 * (callee_saves.h) is undone whole.
 * raise_scalar: in a kernel, a move that makes more identities may also raise the SGPR top,
 * as far as the occupancy holds (vl_scalar_room): greedy, which never minimizes a top, keeps
 * arguments in place and puts loaded tuples above them. Only for a final answer, since
 * allocators that compare tops would take the raise for a loss.
 * It sees what the allocators cannot while they place: the final tops, so hints to
 * argument live-ins and call registers that looked like a raise are free here.
 * Runs after any allocator (the classical allocator's last step); every move fits
 * what is placed, and the caller verifies as always.
 * Needs: intervals, budget. Produces: the assignment changed in place. */
#ifndef VL_COPY_RECOLOR_H
#define VL_COPY_RECOLOR_H
#include "../analysis/budget.h"
#include "../analysis/intervals.h"
#include "assignment.h"

/* Returns how many copies became identities (net). */
uint32_t vl_copy_recolor(const vl_intervals *iv, const vl_budget *budget, bool raise_scalar, vl_assignment *a);

#endif
