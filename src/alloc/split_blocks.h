/* Live-range splitting at block boundaries, for functions whose registers, as
 * given, no allocator here packs at the budget (the SASS kernels where the
 * pressure meets the budget after ptxas's own spills): every register of one
 * file that lives across the top of a block gets a copy there, and every one
 * that lives out of a block ending in a branch gets a copy in front of the
 * branch. Each block's part of a long-lived value then becomes a register of
 * its own, live in that block alone, and the allocator may put it anywhere:
 * within a block the problem is one of intervals, which the greedy orders
 * solve. Copies whose two sides end up in one register are identities, which
 * the caller drops again (emit/sass_moves.h).
 * Needs: the analysis of one function. Produces: the copies, in layout order. */
#ifndef VL_SPLIT_BLOCKS_H
#define VL_SPLIT_BLOCKS_H
#include "../analysis/analysis.h"

typedef struct vl_split {
  uint32_t before;   /* instruction index: the copy goes in front of it */
  uint32_t vreg;     /* the register copied, */
  uint32_t lane;     /* one lane (a 32-bit copy) at a time */
} vl_split;

/* The copies for registers of `file` at most `max_width` lanes wide (1: single lanes only, which
 * leaves tuples whole and needs far fewer moves), in order of `before` (then register, lane), into
 * a malloc'd array (*out; NULL when none). Returns how many. */
uint32_t vl_split_blocks(const vl_analysis *an, vl_regfile file, uint32_t max_width, vl_split **out);

#endif
