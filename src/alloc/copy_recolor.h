/* Copy recolouring: on a complete allocation, makes more COPYs identities with the
 * highest register of every file fixed. For each copy left, one side moves onto the
 * register the other side holds; when that register is taken, its holders (up to
 * four) move to free registers below the tops, each where most of its own copies
 * become identities, as LLVM greedy evicts for a hint and recolours the copy chain
 * (RAGreedy::tryHintsRecoloring). A move stays only when it leaves fewer copies.
 * It sees what the allocators cannot while they place: the final tops, so hints
 * to argument live-ins and call registers that looked like a raise are free here.
 * Runs after any allocator (the classical allocator's last step); every move fits
 * what is placed, and the caller verifies as always.
 * Needs: intervals, budget. Produces: the assignment changed in place. */
#ifndef VL_COPY_RECOLOR_H
#define VL_COPY_RECOLOR_H
#include "../analysis/budget.h"
#include "../analysis/intervals.h"
#include "assignment.h"

/* Returns how many copies became identities (net). */
uint32_t vl_copy_recolor(const vl_intervals *iv, const vl_budget *budget, vl_assignment *a);

#endif
