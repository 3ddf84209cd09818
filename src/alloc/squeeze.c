/* Squeezing the top of each file (see squeeze.h). */
#include "squeeze.h"

#include <stdlib.h>
#include <string.h>

#include "occupancy.h"
#include "move_journal.h"
#include "recolor.h"
#include "window.h"

enum { MAX_HOLDERS = 64, WINDOW_NODES = 4096 };

typedef struct squeezer {
  vl_occupancy occ;
  vl_budget budget;        /* the caller's, with the ceiling of the file being squeezed */
  const vl_function *fn;
  const vl_target *target;
  vl_physreg *reg;
  vl_window *window;
  uint32_t *rivals;        /* scratch, per vreg */
  vl_move_journal journal; /* moves of the round under way */
} squeezer;

static void moved(void *ctx, uint32_t vreg, vl_physreg before) {
  squeezer *s = ctx;
  vl_move_journal_add(&s->journal, vreg, before);
}

static uint32_t top(const squeezer *s, vl_regfile file) {
  vl_assignment view = {s->fn, s->reg, s->fn->num_vregs, ""};
  return vl_assignment_stats(s->fn, &view).used[file];
}

/* A place for v below the ceiling: the lowest free numbered register, else a special one the
 * class lists (vcc). */
static vl_physreg place_below(const squeezer *s, uint32_t v, vl_regfile file) {
  const vl_regclass *cls = vl_vreg_class(s->fn, v);
  for (uint32_t index = 0; index + cls->width <= s->budget.limit[file]; index += cls->align) {
    vl_physreg reg = vl_occupancy_candidate(&s->occ, v, file, index);
    if (reg.count && vl_occupancy_fits(&s->occ, v, reg)) return reg;
  }
  vl_physreg specials[3];
  for (unsigned i = 0, n = vl_target_allocatable_specials(s->target, s->fn->vregs[v].cls, specials); i < n; i++)
    if (vl_occupancy_fits(&s->occ, v, specials[i])) return specials[i];
  return (vl_physreg){0, 0, 0};
}

/* Back to journal entry `mark`: every vreg moved since gets its register from before its first
 * move since then. */
static void undo_to(squeezer *s, uint32_t mark) { vl_move_journal_undo(&s->journal, mark, s->reg, &s->occ); }

/* Moves every holder of `file`'s top unit below it (a free register, vcc, a register that values
 * moving to vcc leave, or a window search that re-places the registers living beside it), or
 * none; true when all moved. */
static bool lower_once(squeezer *s, vl_regfile file, uint32_t used) {
  uint32_t unit = s->target->file_base[file] + used - 1, holders[MAX_HOLDERS], n = 0;
  for (uint32_t v = 0; v < s->fn->num_vregs; v++) {
    vl_physreg r = s->reg[v];
    if (!r.count || unit < r.unit || unit >= (uint32_t)r.unit + r.count) continue;
    if (n == MAX_HOLDERS) return false;
    holders[n++] = v;
  }
  if (!n) return false;   /* a fixed register holds it */
  s->budget.limit[file] = used - 1;
  s->journal.len = 0;
  bool done = true;
  for (uint32_t i = 0; i < n && done; i++) {
    uint32_t v = holders[i];
    vl_physreg at = s->reg[v];
    if (unit < at.unit || unit >= (uint32_t)at.unit + at.count) continue;   /* a window search moved it */
    vl_occupancy_mark(&s->occ, v, at, false);
    vl_physreg to = place_below(s, v, file);
    if (!to.count) to = vl_recolor_to_special(&s->occ, s->reg, v, file, s->rivals, moved, s);
    vl_occupancy_mark(&s->occ, v, to.count ? to : at, true);
    if (to.count) {
      moved(s, v, at);
      s->reg[v] = to;
    } else {
      done = vl_window_place(s->window, v, WINDOW_NODES, 0, moved, s);
    }
  }
  if (!done) undo_to(s, 0);
  return done;
}

uint32_t vl_squeeze(const vl_intervals *iv, const vl_budget *budget, vl_assignment *a) {
  const vl_function *fn = iv->live->fn;
  for (uint32_t v = 0; v < fn->num_vregs; v++)
    if (iv->live->space.width[v] && !a->reg[v].count) return 0;   /* incomplete: nothing to squeeze */
  vl_arena arena = {0};
  squeezer s = {.budget = *budget, .fn = fn, .target = fn->module->target, .reg = a->reg};
  vl_occupancy_init(&s.occ, iv, &s.budget, &arena);
  for (uint32_t v = 0; v < fn->num_vregs; v++)
    if (a->reg[v].count && iv->live->space.width[v]) vl_occupancy_mark(&s.occ, v, a->reg[v], true);
  s.window = vl_window_new(&s.occ, s.reg, &arena);
  s.rivals = VL_NEW_ARRAY(&arena, uint32_t, fn->num_vregs + 1);
  uint32_t moves = 0;
  for (int file = 0; file < VL_FILE_SPECIAL; file++) {
    uint32_t used = top(&s, (vl_regfile)file);
    while (used && lower_once(&s, (vl_regfile)file, used)) {
      moves += s.journal.len;
      uint32_t now = top(&s, (vl_regfile)file);
      if (now >= used) break;   /* a fixed register still holds the top */
      used = now;
    }
    s.budget.limit[file] = budget->limit[file];
  }
  vl_move_journal_free(&s.journal);
  vl_arena_free(&arena);
  return moves;
}
