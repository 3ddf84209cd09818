/* Copy recolouring (see copy_recolor.h). */
#include "copy_recolor.h"

#include <stdlib.h>
#include <string.h>

#include "../cost/occupancy_limit.h"
#include "callee_saves.h"
#include "move_journal.h"
#include "occupancy.h"

enum { MAX_HOLDERS = 128, MAX_ROUNDS = 3 };

typedef VL_VEC(uint32_t) unit_list;

typedef struct recolor {
  vl_occupancy occ;
  vl_budget budget;          /* the caller's, each numbered file's limit lowered to its top */
  const vl_budget *given;    /* the caller's */
  const vl_function *fn;
  const vl_target *target;
  const vl_regspace *space;
  vl_assignment *a;
  uint32_t *copies, num_copies;   /* instruction indices of the copies between registers */
  uint32_t *first, *list;         /* per vreg: its copies, list[first[v] .. first[v + 1]) */
  uint32_t *seen, stamp;          /* per copy: counted in the current score */
  uint32_t *over;                 /* scratch per vreg: those whose registers overlap a wanted one */
  uint32_t *rivals;               /* scratch per vreg: those living while a holder does */
  unit_list *on_unit;             /* per unit: vregs that held it at some point (checked on use) */
  uint32_t *listed, list_stamp;   /* per vreg: seen in the current holders_of */
  vl_arena *arena;
  vl_move_journal journal;        /* moves of the try under way */
  uint32_t *touched;              /* scratch per vreg: the vregs a try moved */
  vl_physreg *now;                /* and their registers after it */
  uint32_t scalar_top;            /* the highest scalar register in use + 1, as moves raise it */
} recolor;

/* The test vl_assignment_stats counts an identity by. */
static bool identity(const recolor *r, uint32_t k) {
  const vl_instr *in = &r->fn->instrs[k];
  vl_physreg d = vl_assignment_operand_reg(r->a, &in->ops[0]), s = vl_assignment_operand_reg(r->a, &in->ops[1]);
  return d.count && s.count && vl_physreg_equal(d, s);
}

/* Identities among the copies of the vregs in m[] (each copy once). */
static uint32_t score(recolor *r, const uint32_t *m, uint32_t n) {
  uint32_t ok = 0;
  r->stamp++;
  for (uint32_t i = 0; i < n; i++)
    for (uint32_t j = r->first[m[i]]; j < r->first[m[i] + 1]; j++) {
      uint32_t c = r->list[j];
      if (r->seen[c] == r->stamp) continue;
      r->seen[c] = r->stamp;
      ok += identity(r, r->copies[c]);
    }
  return ok;
}

static bool is_vreg(const recolor *r, const vl_operand *op) {
  return op->kind == VL_OP_VREG && op->reg < r->fn->num_vregs && r->space->width[op->reg];
}

static void index_copies(recolor *r, vl_arena *arena) {
  const vl_function *fn = r->fn;
  r->copies = VL_NEW_ARRAY(arena, uint32_t, fn->num_instrs + 1);
  r->first = VL_NEW_ARRAY(arena, uint32_t, fn->num_vregs + 2);
  for (uint32_t k = 0; k < fn->num_instrs; k++) {
    const vl_instr *in = &fn->instrs[k];
    if (!in->is_copy || in->num_ops < 2) continue;
    bool d = is_vreg(r, &in->ops[0]), s = is_vreg(r, &in->ops[1]);
    if (!d && !s) continue;
    r->copies[r->num_copies++] = k;
    if (d) r->first[in->ops[0].reg + 1]++;
    if (s && !(d && in->ops[1].reg == in->ops[0].reg)) r->first[in->ops[1].reg + 1]++;
  }
  for (uint32_t v = 0; v < fn->num_vregs; v++) r->first[v + 1] += r->first[v];
  uint32_t *fill = VL_NEW_ARRAY(arena, uint32_t, fn->num_vregs + 1);
  memcpy(fill, r->first, fn->num_vregs * sizeof *fill);
  r->list = VL_NEW_ARRAY(arena, uint32_t, r->first[fn->num_vregs] + 1);
  for (uint32_t c = 0; c < r->num_copies; c++) {
    const vl_instr *in = &fn->instrs[r->copies[c]];
    bool d = is_vreg(r, &in->ops[0]), s = is_vreg(r, &in->ops[1]);
    if (d) r->list[fill[in->ops[0].reg]++] = c;
    if (s && !(d && in->ops[1].reg == in->ops[0].reg)) r->list[fill[in->ops[1].reg]++] = c;
  }
  r->seen = VL_NEW_ARRAY(arena, uint32_t, r->num_copies + 1);
  r->over = VL_NEW_ARRAY(arena, uint32_t, fn->num_vregs + 1);
  r->touched = VL_NEW_ARRAY(arena, uint32_t, fn->num_vregs + 1);
  r->rivals = VL_NEW_ARRAY(arena, uint32_t, fn->num_vregs + 1);
  r->listed = VL_NEW_ARRAY(arena, uint32_t, fn->num_vregs + 1);
  r->on_unit = VL_NEW_ARRAY(arena, unit_list, r->target->num_units + 1);
  r->arena = arena;
  r->now = VL_NEW_ARRAY(arena, vl_physreg, fn->num_vregs + 1);
}

/* The register that makes copy k an identity when operand `side` (a vreg) moves, or count 0:
 * legal for its class, below the tops, or a special register its class lists. */
static vl_physreg wanted(const recolor *r, uint32_t k, int side) {
  const vl_operand *op = &r->fn->instrs[k].ops[side], *other = &r->fn->instrs[k].ops[1 - side];
  vl_physreg o = vl_assignment_operand_reg(r->a, other);
  int64_t unit = (int64_t)o.unit - (int64_t)vl_subreg_offset(op->subreg);
  if (!o.count || unit < 0) return (vl_physreg){0, 0, 0};
  vl_regfile file = vl_target_unit_file(r->target, (unsigned)unit);
  if (file == VL_FILE_SPECIAL) {
    vl_physreg specials[3];
    for (unsigned i = 0, n = vl_target_allocatable_specials(r->target, r->fn->vregs[op->reg].cls, specials); i < n; i++)
      if (specials[i].unit == unit) return specials[i];
    return (vl_physreg){0, 0, 0};
  }
  return vl_occupancy_candidate(&r->occ, op->reg, file, unit - r->target->file_base[file]);
}

/* A free numbered register below the tops for h, the one where most of h's copies are
 * identities (the lowest of those), or count 0. */
static vl_physreg place(recolor *r, uint32_t h) {
  const vl_regclass *cls = vl_vreg_class(r->fn, h);
  vl_physreg best = {0, 0, 0};
  uint32_t best_score = 0;
  for (int file = 0; file < VL_FILE_SPECIAL; file++) {
    if (!(cls->files & (1u << file))) continue;
    for (uint32_t index = 0; index + cls->width <= r->budget.limit[file]; index += cls->align) {
      vl_physreg reg = vl_occupancy_candidate(&r->occ, h, (vl_regfile)file, index);
      if (!reg.count || !vl_occupancy_fits(&r->occ, h, reg)) continue;
      r->a->reg[h] = reg;
      uint32_t s = score(r, &h, 1);
      if (!best.count || s > best_score) best = reg, best_score = s;
    }
  }
  r->a->reg[h] = (vl_physreg){0, 0, 0};
  return best;
}

static bool overlaps(vl_physreg x, vl_physreg y) { return x.unit < y.unit + y.count && y.unit < x.unit + x.count; }

static void moved(void *ctx, uint32_t vreg, vl_physreg before) {
  recolor *r = ctx;
  vl_move_journal_add(&r->journal, vreg, before);
}

/* v holds `reg` now: listed under its units (never unlisted: holders_of checks). */
static void list_on_units(recolor *r, uint32_t v, vl_physreg reg) {
  for (uint32_t l = 0; l < reg.count && reg.unit + l < r->target->num_units; l++) VL_VEC_PUSH(r->arena, r->on_unit[reg.unit + l], v);
}

static void move_to(recolor *r, uint32_t v, vl_physreg to) {
  vl_physreg *reg = r->a->reg;
  moved(r, v, reg[v]);
  if (reg[v].count) vl_occupancy_mark(&r->occ, v, reg[v], false);
  reg[v] = to;
  if (to.count) vl_occupancy_mark(&r->occ, v, to, true), list_on_units(r, v, to);
}

/* Each vreg journaled from `mark` on gets its register before its first move since then, into
 * r->a->reg (occupancy untouched). */
static void set_befores(recolor *r, uint32_t mark) { vl_move_journal_befores(&r->journal, mark, r->a->reg); }

/* The moves journaled from `mark` on undone. */
static void undo_to(recolor *r, uint32_t mark) { vl_move_journal_undo(&r->journal, mark, r->a->reg, &r->occ); }

/* Identities gained by the journaled moves (negative: lost), over the copies of the vregs moved. */
static int64_t journal_gain(recolor *r) {
  uint32_t n = 0;
  for (uint32_t j = 0; j < r->journal.len; j++) {
    uint32_t v = r->journal.moves[j].vreg, k = 0;
    while (k < n && r->touched[k] != v) k++;
    if (k == n) r->touched[n] = v, r->now[n++] = r->a->reg[v];
  }
  int64_t after = score(r, r->touched, n);
  set_befores(r, 0);
  int64_t before = score(r, r->touched, n);
  for (uint32_t k = 0; k < n; k++) r->a->reg[r->touched[k]] = r->now[k];
  return after - before;
}

/* The placed vregs that keep v out of `at` (at most max, else max + 1), into out[]. */
static uint32_t holders_of(recolor *r, uint32_t v, vl_physreg at, uint32_t *out, uint32_t max) {
  uint32_t num_over = 0;
  r->list_stamp++;
  for (uint32_t l = 0; l < at.count && at.unit + l < r->target->num_units; l++) {
    const unit_list *list = &r->on_unit[at.unit + l];
    for (size_t i = 0; i < list->len; i++) {
      uint32_t u = list->data[i];
      if (u == v || r->listed[u] == r->list_stamp || !r->a->reg[u].count || !overlaps(r->a->reg[u], at)) continue;
      r->listed[u] = r->list_stamp;
      r->over[num_over++] = u;
    }
  }
  return vl_occupancy_holders(&r->occ, r->a->reg, v, at, r->over, num_over, out, max);
}

/* h (unplaced) into a register below the tops whose one or two holders, never `pinned`, move
 * to free registers: one more level of eviction. The moves are journaled; false with none. */
static bool place_evicting(recolor *r, uint32_t h, uint32_t pinned) {
  const vl_regclass *cls = vl_vreg_class(r->fn, h);
  uint32_t num_rivals = vl_occupancy_rivals(&r->occ, r->a->reg, h, r->rivals);   /* once: every candidate asks */
  for (int file = 0; file < VL_FILE_SPECIAL; file++) {
    if (!(cls->files & (1u << file))) continue;
    for (uint32_t index = 0; index + cls->width <= r->budget.limit[file]; index += cls->align) {
      vl_physreg at = vl_occupancy_candidate(&r->occ, h, (vl_regfile)file, index);
      uint32_t second[4], n = at.count ? vl_occupancy_holders(&r->occ, r->a->reg, h, at, r->rivals, num_rivals, second, 4) : 0;
      bool has_pinned = false;
      for (uint32_t j = 0; j < n && n <= 4; j++) has_pinned |= second[j] == pinned;
      if (!n || n > 4 || has_pinned) continue;
      uint32_t mark = r->journal.len, i = 0;
      for (uint32_t j = 0; j < n; j++) move_to(r, second[j], (vl_physreg){0, 0, 0});
      bool ok = vl_occupancy_fits(&r->occ, h, at);
      if (ok) move_to(r, h, at);
      for (; ok && i < n; i++) {
        vl_physreg to = place(r, second[i]);
        if (to.count) move_to(r, second[i], to);
        else ok = false;
      }
      if (ok) return true;
      undo_to(r, mark);
    }
  }
  return false;
}

/* The scalar top with the journaled moves made. */
static uint32_t scalar_top_after(const recolor *r) {
  uint32_t top = r->scalar_top, base = r->target->file_base[VL_FILE_SCALAR];
  for (uint32_t j = 0; j < r->journal.len; j++) {
    vl_physreg reg = r->a->reg[r->journal.moves[j].vreg];
    if (reg.count && vl_target_unit_file(r->target, reg.unit) == VL_FILE_SCALAR && reg.unit - base + reg.count > top)
      top = reg.unit - base + reg.count;
  }
  return top;
}

/* Gives v the register `want` (that of its copy partner `partner`, or UINT32_MAX for a fixed
 * register), moving its holders elsewhere: each to a free register below the tops, else by a
 * window search around it. Kept when the copies of all moved vregs have more identities than
 * before, or as many and copy k an identity; a raised scalar top only for a gain. Returns the
 * identities gained (-1: nothing changed). */
static int64_t try_move(recolor *r, uint32_t k, uint32_t v, vl_physreg want, uint32_t partner) {
  vl_physreg *reg = r->a->reg;
  if (reg[v].unit == want.unit && reg[v].count == want.count && reg[v].half == want.half) return -1;
  uint32_t holders[MAX_HOLDERS], n = holders_of(r, v, want, holders, MAX_HOLDERS);
  if (n > MAX_HOLDERS) return -1;
  for (uint32_t i = 0; i < n; i++)
    if (holders[i] == partner) return -1;   /* they live at once: no register serves both */
  for (uint32_t i = 1; i < n; i++)   /* widest first: they have the fewest places */
    for (uint32_t j = i; j > 0 && reg[holders[j]].count > reg[holders[j - 1]].count; j--) {
      uint32_t t = holders[j]; holders[j] = holders[j - 1]; holders[j - 1] = t;
    }
  r->journal.len = 0;
  for (uint32_t i = 0; i < n; i++) move_to(r, holders[i], (vl_physreg){0, 0, 0});
  vl_occupancy_mark(&r->occ, v, reg[v], false);
  bool ok = vl_occupancy_fits(&r->occ, v, want);
  vl_occupancy_mark(&r->occ, v, reg[v], true);
  if (ok) move_to(r, v, want);
  for (uint32_t i = 0; i < n && ok; i++) {
    vl_physreg to = place(r, holders[i]);
    if (to.count) move_to(r, holders[i], to);
    else ok = place_evicting(r, holders[i], v);
  }
  int64_t gain = ok ? journal_gain(r) : 0;
  uint32_t top = ok ? scalar_top_after(r) : 0;
  /* No loss, and this copy an identity: kept, as greedy keeps a recolouring that costs the same,
   * for what it opens to the copies around it. */
  if (ok && gain >= (top > r->scalar_top) && identity(r, k)) {
    r->scalar_top = top;
    return gain;
  }
  undo_to(r, 0);
  return -1;
}

/* What a non-entry function's saves add (callee_saves.h): a VGPR for the save lanes and the
 * callee-saved SGPRs written. A move must not make them more. */
static bool saves_grew(const recolor *r, const vl_alloc_stats *before, uint32_t sgprs_before) {
  vl_alloc_stats now = vl_assignment_stats(r->fn, r->a);
  vl_callee_saves_count(r->fn, r->a, &now);
  vl_callee_saves saves = {0};
  bool planned = vl_callee_saves_plan(r->fn, r->a, r->given, &saves);
  for (int file = 0; file < VL_FILE_SPECIAL; file++)
    if (now.used[file] > before->used[file]) return true;
  return !planned || saves.num_sgprs > sgprs_before;
}

uint32_t vl_copy_recolor(const vl_intervals *iv, const vl_budget *budget, bool raise_scalar, vl_assignment *a) {
  const vl_function *fn = iv->live->fn;
  for (uint32_t v = 0; v < fn->num_vregs; v++)
    if (iv->live->space.width[v] && !a->reg[v].count) return 0;   /* incomplete */
  vl_arena arena = {0};
  recolor r = {.budget = *budget, .given = budget, .fn = fn, .target = fn->module->target, .space = &iv->live->space, .a = a};
  vl_alloc_stats used = vl_assignment_stats(fn, a);
  vl_callee_saves_count(fn, a, &used);
  vl_callee_saves saves = {0};
  bool planned = vl_callee_saves_plan(fn, a, budget, &saves);
  for (int file = 0; file < VL_FILE_SPECIAL; file++)
    if (r.budget.limit[file] > used.used[file]) r.budget.limit[file] = used.used[file];
  /* A kernel's SGPRs above its top cost nothing while the occupancy holds (greedy takes them for
   * its hints too); a device function's count in every caller's. */
  r.scalar_top = used.used[VL_FILE_SCALAR];
  if (raise_scalar && fn->info.is_entry_function && !fn->has_calls) {
    vl_launch launch = vl_launch_of(fn);
    r.budget.limit[VL_FILE_SCALAR] = vl_scalar_room(r.target, &launch, used.used, budget->limit[VL_FILE_SCALAR]);
  }
  index_copies(&r, &arena);
  vl_occupancy_init(&r.occ, iv, &r.budget, &arena);
  for (uint32_t v = 0; v < fn->num_vregs; v++)
    if (a->reg[v].count && r.space->width[v]) vl_occupancy_mark(&r.occ, v, a->reg[v], true), list_on_units(&r, v, a->reg[v]);
  vl_physreg *start = VL_NEW_ARRAY(&arena, vl_physreg, fn->num_vregs + 1);
  memcpy(start, a->reg, fn->num_vregs * sizeof *start);
  int64_t gained = 0;
  for (int round = 0; round < MAX_ROUNDS; round++) {
    uint32_t moves = 0;
    for (uint32_t c = 0; c < r.num_copies; c++) {
      uint32_t k = r.copies[c];
      if (identity(&r, k)) continue;
      const vl_instr *in = &fn->instrs[k];
      for (int side = 0; side < 2; side++) {
        if (!is_vreg(&r, &in->ops[side]) || (in->ops[1 - side].kind == VL_OP_VREG && in->ops[1 - side].reg == in->ops[side].reg))
          continue;
        vl_physreg want = wanted(&r, k, side);
        const vl_operand *other = &in->ops[1 - side];
        int64_t g = want.count ? try_move(&r, k, in->ops[side].reg, want, is_vreg(&r, other) ? other->reg : UINT32_MAX) : -1;
        if (g < 0) continue;
        gained += g;
        moves++;
        break;
      }
    }
    if (!moves) break;
  }
  if (planned && !fn->info.is_entry_function && saves_grew(&r, &used, saves.num_sgprs)) {   /* all or nothing; a kernel saves nothing */
    memcpy(a->reg, start, fn->num_vregs * sizeof *start);
    gained = 0;
  }
  vl_move_journal_free(&r.journal);
  vl_arena_free(&arena);
  return gained > 0 ? (uint32_t)gained : 0;
}
