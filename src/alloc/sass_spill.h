/* Spilling on the NVIDIA path: where even live-range splitting (sass_split.h)
 * leaves a function without an allocation (the pressure meets the budget
 * after ptxas's own spills, and the webs do not pack), the spiller's choice
 * (alloc/spill_plan.h: the cheapest single-lane registers by block frequency
 * until the pressure is a margin below the budget) is written into the text
 * as STL/LDL in ptxas's registers at new slots past the kernel's frame
 * (emit/sass_moves.h), and the allocator runs again on that text. The margin
 * starts at 2 and doubles: the spills leave that many registers of slack at
 * every peak for the packing, where the split ranges alone had none. */
#ifndef VL_SASS_SPILL_H
#define VL_SASS_SPILL_H
#include "sass_split.h"

/* Function f of k found no allocation, split or not: spills and allocates. On success the module
 * with the spill code (moves[f] set, malloc'd) and *out, f's allocation (in `arena`); NULL
 * otherwise (why in diags). Each try is announced on `progress` (NULL: quiet). */
vl_module *vl_sass_spill_allocate(const vl_module *k, vl_sass_moves *moves, uint32_t f, const vl_budget_options *budget,
                                  vl_sass_allocate_fn allocate, void *ctx, vl_arena *arena, vl_assignment **out,
                                  FILE *progress, vl_diags *diags);

#endif
