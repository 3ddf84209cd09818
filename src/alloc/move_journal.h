/* A journal of register moves, so that a search can try moves and take them
 * back: each entry is a vreg and the register it had before that move. The
 * squeeze pass and copy recolouring both move placed values and undo the
 * moves of a try that did not pay.
 * Needs: occupancy (to unmark and mark the registers undone). */
#ifndef VL_ALLOC_MOVE_JOURNAL_H
#define VL_ALLOC_MOVE_JOURNAL_H
#include "occupancy.h"

typedef struct vl_move {
  uint32_t vreg;
  vl_physreg before;
} vl_move;

typedef struct vl_move_journal {
  vl_move *moves;   /* oldest first */
  uint32_t len, cap;
} vl_move_journal;

void vl_move_journal_add(vl_move_journal *j, uint32_t vreg, vl_physreg before);
/* Each vreg journaled from `mark` on gets in reg[] its register before its first move since then
 * (occupancy untouched). */
void vl_move_journal_befores(const vl_move_journal *j, uint32_t mark, vl_physreg *reg);
/* The moves journaled from `mark` on undone, in reg[] and in `occ`; the journal ends at `mark`. */
void vl_move_journal_undo(vl_move_journal *j, uint32_t mark, vl_physreg *reg, vl_occupancy *occ);
void vl_move_journal_free(vl_move_journal *j);

#endif
