/* A journal of register moves (see move_journal.h). */
#include "move_journal.h"

#include <stdlib.h>

void vl_move_journal_add(vl_move_journal *j, uint32_t vreg, vl_physreg before) {
  if (j->len == j->cap) {
    j->cap = j->cap ? 2 * j->cap : 64;
    j->moves = realloc(j->moves, j->cap * sizeof *j->moves);
    if (!j->moves) abort();
  }
  j->moves[j->len++] = (vl_move){vreg, before};
}

void vl_move_journal_befores(const vl_move_journal *j, uint32_t mark, vl_physreg *reg) {
  for (uint32_t i = j->len; i-- > mark;) reg[j->moves[i].vreg] = j->moves[i].before;
}

void vl_move_journal_undo(vl_move_journal *j, uint32_t mark, vl_physreg *reg, vl_occupancy *occ) {
  for (uint32_t i = mark; i < j->len; i++) {
    uint32_t v = j->moves[i].vreg;
    if (reg[v].count) vl_occupancy_mark(occ, v, reg[v], false);
    reg[v] = (vl_physreg){0, 0, 0};
  }
  vl_move_journal_befores(j, mark, reg);
  for (uint32_t i = mark; i < j->len; i++)   /* marking twice (a vreg moved twice) is harmless */
    if (reg[j->moves[i].vreg].count) vl_occupancy_mark(occ, j->moves[i].vreg, reg[j->moves[i].vreg], true);
  j->len = mark;
}

void vl_move_journal_free(vl_move_journal *j) {
  free(j->moves);
  *j = (vl_move_journal){0};
}
