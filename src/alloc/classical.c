/* Classical allocator (see classical.h). Each physical unit keeps a bitset of the
 * slots where it is busy; a candidate register is free when none of the vreg's
 * lane segments meets a busy slot of the unit that lane would occupy. Two orders
 * are tried (by first live slot, which is optimal on interval graphs, and by
 * size, as LLVM greedy does); the result with fewer registers wins. */
#include "classical.h"

#include <stdlib.h>
#include <string.h>

#include "../cost/cost_model.h"
#include "copy_hints.h"
#include "copy_recolor.h"
#include "occupancy.h"
#include "recolor.h"
#include "squeeze.h"
#include "vreg_order.h"

typedef struct allocator {
  const vl_intervals *iv;
  const vl_function *fn;
  const vl_target *target;
  const vl_budget *budget;
  vl_occupancy occ;                /* what is placed so far */
  vl_copy_hints *hints;            /* per vreg */
  vl_physreg *reg;                 /* result per vreg */
  uint32_t high[VL_NUM_FILES];     /* highest index used + 1 so far */
  uint32_t floor[VL_NUM_FILES];    /* where high starts: a top an earlier run reached (hints below it are free) */
  vl_arena *arena;
  vl_bitset *legal;                /* per class: units known (2c), legal first units (2c + 1) */
  struct change *journal;          /* registers changed by the current run, oldest first */
  uint32_t journal_len, journal_cap;
  vl_recolor *recolor;             /* Kempe chains and a window search when eviction fails too (NULL: none) */
  bool singles_high;               /* single lanes from the top (vl_classical_set_singles_high) */
  uint32_t *rivals;                /* eviction scratch: per vreg */
  vl_rivals_by_unit rivals_by_unit;   /* and the same by unit */
  struct evict_try *tries;         /* per unit */
  /* During an eviction: v placed at ghost_reg but not marked in the occupancy; fits and
   * partner_busy see it by its segments. Most evictions fail, and marking then unmarking v's
   * long ranges was a fifth of a large GEMM's spilling time. UINT32_MAX: none. */
  uint32_t ghost;
  vl_physreg ghost_reg;
} allocator;

enum { MAX_EVICT = 4 };

/* A register v could take once its holders move elsewhere. */
typedef struct evict_try {
  vl_physreg reg;
  uint32_t num_holders, holders[MAX_EVICT];
} evict_try;

/* vreg had register `before` until the run changed it. */
typedef struct change {
  uint32_t vreg;
  vl_physreg before;
} change;

static void record(allocator *a, uint32_t v, vl_physreg before) {
  if (a->journal_len == a->journal_cap) {
    a->journal_cap = a->journal_cap ? a->journal_cap * 2 : 256;
    a->journal = realloc(a->journal, a->journal_cap * sizeof *a->journal);
    if (!a->journal) abort();
  }
  a->journal[a->journal_len++] = (change){v, before};
}

/* Does v at reg share a unit with the ghost while both live? */
static bool meets_ghost(const allocator *a, uint32_t v, vl_physreg reg) {
  const vl_regspace *s = &a->iv->live->space;
  uint32_t g = a->ghost, gu = a->ghost_reg.unit, gw = s->width[g];
  for (uint32_t l = 0; l < s->width[v]; l++) {
    uint32_t unit = reg.unit + l;
    if (unit >= gu && unit < gu + gw && vl_lanes_meet(a->iv, v, l, g, unit - gu)) return true;
  }
  return false;
}

static bool fits(const allocator *a, uint32_t v, vl_physreg reg) {
  return vl_occupancy_fits(&a->occ, v, reg) && (a->ghost == UINT32_MAX || !meets_ghost(a, v, reg));
}

static void occupy(allocator *a, uint32_t v, vl_physreg reg, bool value) { vl_occupancy_mark(&a->occ, v, reg, value); }

/* First asked for unit (v's class cls): is it a legal first unit? Kept in a->legal. */
static void learn_candidate(const allocator *a, uint32_t v, vl_regfile file, int64_t index, int cls, uint32_t unit) {
  vl_bitset_set(&a->legal[cls * 2], unit);
  if (vl_occupancy_candidate(&a->occ, v, file, index).count) vl_bitset_set(&a->legal[cls * 2 + 1], unit);
}

/* The legal register for v at `index` of `file` (class, alignment, budget), or count 0.
 * The answers per class are kept (a bitset over units), as the search asks them again
 * and again: until the budget changes (forget_candidates). Inline: the searches ask it
 * for every register of the file in turn. */
static inline vl_physreg candidate(const allocator *a, uint32_t v, vl_regfile file, int64_t index) {
  int cls = a->fn->vregs[v].cls;
  if (cls < 0 || (uint32_t)cls >= a->target->num_classes || index < 0 || index >= a->target->num_regs[file])
    return vl_occupancy_candidate(&a->occ, v, file, index);
  uint32_t unit = a->target->file_base[file] + (uint32_t)index;
  if (!vl_bitset_test(&a->legal[cls * 2], unit)) learn_candidate(a, v, file, index, cls, unit);
  if (!vl_bitset_test(&a->legal[cls * 2 + 1], unit)) return (vl_physreg){0, 0, 0};
  const vl_regclass *rc = &a->target->classes[cls];
  return (vl_physreg){(uint16_t)unit, rc->width, rc->half};
}

static void forget_candidates(allocator *a) {
  for (uint32_t i = 0; i < a->target->num_classes * 2; i++) vl_bitset_zero(&a->legal[i]);
}

static uint32_t top_of(const allocator *a, vl_physreg reg) {
  return vl_target_unit_index(a->target, reg.unit) + reg.count;
}

/* Is the unit paired with reg's (its aligned partner) busy while v lives? Then taking
 * reg does not break a free aligned pair that a tuple could use. */
static bool partner_busy(const allocator *a, uint32_t v, vl_physreg reg) {
  unsigned partner = reg.unit ^ 1u;
  if (vl_target_unit_file(a->target, partner) != vl_target_unit_file(a->target, reg.unit)) return true;
  if (vl_occupancy_unit_busy(&a->occ, v, partner)) return true;
  uint32_t gu = a->ghost_reg.unit;   /* the ghost's lane on the partner unit, against v's first lane */
  return a->ghost != UINT32_MAX && partner >= gu && partner < gu + a->iv->live->space.width[a->ghost] &&
         vl_lanes_meet(a->iv, v, 0, a->ghost, partner - gu);
}

/* The highest free register of `file` for a single-lane v, one beside a busy partner first. */
static vl_physreg highest_single(const allocator *a, uint32_t v, vl_regfile file) {
  vl_physreg any = {0, 0, 0};
  for (uint32_t index = a->budget->limit[file]; index-- > 0;) {
    vl_physreg reg = candidate(a, v, file, index);
    if (!reg.count || !fits(a, v, reg)) continue;
    if (partner_busy(a, v, reg)) return reg;
    if (!any.count) any = reg;
  }
  return any;
}

/* Lowest free register of v's class, trying files in class order (VGPR before AGPR).
 * A single register below the file's high-water mark goes into a hole next to a busy
 * partner when there is one, which keeps aligned pairs free for tuples. */
static vl_physreg lowest_free(const allocator *a, uint32_t v) {
  const vl_regclass *cls = vl_vreg_class(a->fn, v);
  for (int file = 0; file < VL_FILE_SPECIAL; file++) {
    if (!(cls->files & (1u << file))) continue;
    if (cls->width == 1 && a->singles_high) {
      vl_physreg reg = highest_single(a, v, (vl_regfile)file);
      if (reg.count) return reg;
      continue;
    }
    vl_physreg first = {0, 0, 0};
    for (uint32_t index = 0; index + cls->width <= a->budget->limit[file]; index += cls->align) {
      vl_physreg reg = candidate(a, v, (vl_regfile)file, index);
      if (!reg.count || !fits(a, v, reg)) continue;
      if (cls->width != 1 || index >= a->high[file]) return first.count ? first : reg;
      if (!first.count) first = reg;
      if (partner_busy(a, v, reg)) return reg;
    }
    if (first.count) return first;
  }
  return (vl_physreg){0, 0, 0};
}

/* The register a hint asks for, if it is legal: a numbered one, or a special register the
 * class lists (vcc: `%n:sreg_64 = COPY $vcc` becomes an identity, as LLVM greedy makes it). */
static vl_physreg hinted(const allocator *a, uint32_t v, vl_copy_hint h) {
  int64_t unit = vl_copy_hint_unit(&h, a->reg);
  if (unit >= a->target->file_base[VL_FILE_SPECIAL]) {
    vl_physreg specials[3];
    for (unsigned i = 0, n = vl_target_allocatable_specials(a->target, a->fn->vregs[v].cls, specials); i < n; i++)
      if (specials[i].unit == unit) return specials[i];
    return (vl_physreg){0, 0, 0};
  }
  if (unit < 0) return (vl_physreg){0, 0, 0};
  vl_regfile file = vl_target_unit_file(a->target, (unsigned)unit);
  return candidate(a, v, file, unit - a->target->file_base[file]);
}

static void assign(allocator *a, uint32_t v, vl_physreg reg) {
  a->reg[v] = reg;
  occupy(a, v, reg, true);
  vl_regfile file = vl_target_unit_file(a->target, reg.unit);
  if (top_of(a, reg) > a->high[file]) a->high[file] = top_of(a, reg);
}

static uint32_t rivals_of(const allocator *a, uint32_t v, uint32_t *out) {
  return vl_occupancy_rivals(&a->occ, a->reg, v, out);
}

static uint32_t holders_of(const allocator *a, uint32_t v, vl_physreg reg, const uint32_t *rivals, uint32_t num_rivals,
                           uint32_t *out, uint32_t max) {
  return vl_occupancy_holders_by_unit(&a->occ, a->reg, v, reg, rivals, num_rivals, &a->rivals_by_unit, out, max);
}

/* Moves the holders of reg to free registers elsewhere, widest first, and gives reg to v;
 * on any failure everything is put back. */
static bool try_evict(allocator *a, uint32_t v, vl_physreg reg, uint32_t *holders, uint32_t n) {
  const vl_regspace *s = &a->iv->live->space;
  vl_physreg old[MAX_EVICT];
  for (uint32_t i = 1; i < n; i++)     /* insertion sort, widest first */
    for (uint32_t j = i; j > 0 && s->width[holders[j]] > s->width[holders[j - 1]]; j--) {
      uint32_t t = holders[j]; holders[j] = holders[j - 1]; holders[j - 1] = t;
    }
  for (uint32_t i = 0; i < n; i++) {
    old[i] = a->reg[holders[i]];
    occupy(a, holders[i], old[i], false);
    a->reg[holders[i]] = (vl_physreg){0, 0, 0};
  }
  uint32_t placed = 0;
  bool ok = fits(a, v, reg);
  if (ok) {
    a->reg[v] = reg;
    a->ghost = v, a->ghost_reg = reg;
    for (; placed < n; placed++) {
      vl_physreg r = lowest_free(a, holders[placed]);
      if (!r.count) { ok = false; break; }
      a->reg[holders[placed]] = r;
      occupy(a, holders[placed], r, true);
    }
    a->ghost = UINT32_MAX;
    if (ok) {
      occupy(a, v, reg, true);
    } else {
      for (uint32_t i = 0; i < placed; i++) {
        occupy(a, holders[i], a->reg[holders[i]], false);
        a->reg[holders[i]] = (vl_physreg){0, 0, 0};
      }
      a->reg[v] = (vl_physreg){0, 0, 0};
    }
  }
  if (!ok) {
    for (uint32_t i = 0; i < n; i++) {
      a->reg[holders[i]] = old[i];
      occupy(a, holders[i], old[i], true);
    }
    return false;
  }
  for (uint32_t i = 0; i < n; i++) record(a, holders[i], old[i]);
  uint32_t moved[MAX_EVICT + 1];
  memcpy(moved, holders, n * sizeof *holders);
  moved[n] = v;
  for (uint32_t i = 0; i <= n; i++) {
    vl_physreg r = a->reg[moved[i]];
    vl_regfile file = vl_target_unit_file(a->target, r.unit);
    if (top_of(a, r) > a->high[file]) a->high[file] = top_of(a, r);
  }
  return true;
}

static int by_holders(const void *x, const void *y) {
  const evict_try *a = x, *b = y;
  if (a->num_holders != b->num_holders) return a->num_holders < b->num_holders ? -1 : 1;
  return a->reg.unit < b->reg.unit ? -1 : a->reg.unit > b->reg.unit;
}

/* The registers v could take once their holders (1 to max_holders) move, into a->tries, lightest
 * first (fewest holders). Returns how many. */
static uint32_t eviction_tries(allocator *a, uint32_t v, uint32_t max_holders) {
  const vl_regclass *cls = vl_vreg_class(a->fn, v);
  uint32_t num_rivals = rivals_of(a, v, a->rivals), n = 0;
  vl_rivals_by_unit_fill(&a->occ, a->reg, a->rivals, num_rivals, &a->rivals_by_unit);
  for (int file = 0; file < VL_FILE_SPECIAL; file++) {
    if (!(cls->files & (1u << file))) continue;
    for (uint32_t index = 0; index + cls->width <= a->budget->limit[file]; index += cls->align) {
      vl_physreg reg = candidate(a, v, (vl_regfile)file, index);
      if (!reg.count) continue;
      evict_try *t = &a->tries[n];
      t->num_holders = holders_of(a, v, reg, a->rivals, num_rivals, t->holders, max_holders);
      if (t->num_holders < 1 || t->num_holders > max_holders) continue;
      t->reg = reg;
      n++;
    }
  }
  qsort(a->tries, n, sizeof *a->tries, by_holders);
  return n;
}

/* v found no free register: one level of eviction, as LLVM greedy's evict stage does
 * without its cascade. Registers with fewer holders are tried first. Fragmentation of
 * aligned tuples otherwise fails allocations that pressure says fit. */
static bool evict_for(allocator *a, uint32_t v) {
  uint32_t n = eviction_tries(a, v, MAX_EVICT);
  bool done = false;
  for (uint32_t i = 0; i < n && !done; i++)
    done = try_evict(a, v, a->tries[i].reg, a->tries[i].holders, a->tries[i].num_holders);
  return done;
}

static void recolor_moved(void *ctx, uint32_t vreg, vl_physreg before) {
  allocator *a = ctx;
  record(a, vreg, before);
  vl_physreg r = a->reg[vreg];
  vl_regfile file = vl_target_unit_file(a->target, r.unit);
  if (top_of(a, r) > a->high[file]) a->high[file] = top_of(a, r);
}

/* v found no room even by eviction: placed registers move to make some (recolor.h). */
static bool recolor_for(allocator *a, uint32_t v) {
  vl_physreg at;
  if (!vl_recolor_clear(a->recolor, v, &at, recolor_moved, a)) return false;
  assign(a, v, at);
  return true;
}

static bool allocate_one(allocator *a, uint32_t v) {
  vl_physreg best = lowest_free(a, v);
  if (!best.count && (best = vl_occupancy_spare(&a->occ, v)).count) {
    assign(a, v, best);
    return true;
  }
  if (!best.count)
    return evict_for(a, v) || (a->recolor && recolor_for(a, v));
  vl_regfile file = vl_target_unit_file(a->target, best.unit);
  uint32_t ceiling = top_of(a, best) > a->high[file] ? top_of(a, best) : a->high[file];
  /* A hint wins when it costs no register beyond what the lowest choice costs; in
   * another file of the class (an AV value whose copy partner sits in an AGPR) when
   * that file's high-water mark covers it. */
  for (size_t i = 0; i < a->hints[v].len; i++) {
    vl_physreg reg = hinted(a, v, a->hints[v].data[i]);
    if (!reg.count) continue;
    vl_regfile hint_file = vl_target_unit_file(a->target, reg.unit);
    uint32_t room = hint_file == file ? ceiling : a->high[hint_file];
    if ((hint_file == VL_FILE_SPECIAL || top_of(a, reg) <= room) && fits(a, v, reg)) {
      best = reg;
      break;
    }
  }
  assign(a, v, best);
  return true;
}

/* After assignment, move one side of each remaining copy onto the other when that is free.
 * v leaves its register once and each register its hints name is tried once: a value copied
 * in every block of a long loop has thousands of hints to a few registers and thousands of
 * live segments, and unmarking and testing per hint grew with their product. */
static void improve_copies(allocator *a) {
  uint32_t *tried = calloc(a->target->num_units + 1, sizeof *tried);   /* per unit: v + 1 once tried for v */
  if (!tried) abort();
  for (size_t v = 0; v < a->fn->num_vregs; v++) {
    if (!a->reg[v].count || !a->hints[v].len) continue;
    vl_physreg now = a->reg[v];
    occupy(a, (uint32_t)v, now, false);
    bool moved = false;
    for (size_t i = 0; i < a->hints[v].len && !moved; i++) {
      vl_physreg want = hinted(a, (uint32_t)v, a->hints[v].data[i]);
      if (!want.count || want.unit == now.unit || tried[want.unit] == v + 1) continue;
      tried[want.unit] = (uint32_t)v + 1;
      vl_regfile want_file = vl_target_unit_file(a->target, want.unit);
      if ((want_file == VL_FILE_SPECIAL || top_of(a, want) <= a->high[want_file]) && fits(a, (uint32_t)v, want)) {
        assign(a, (uint32_t)v, want);
        moved = true;
      }
    }
    if (!moved) occupy(a, (uint32_t)v, now, true);
  }
  free(tried);
}


static void report_failure(const allocator *a, uint32_t v, const vl_pressure *pressure, vl_diags *diags) {
  const vl_function *fn = a->fn;
  const vl_regclass *cls = vl_vreg_class(fn, v);
  int file = cls->files & (1u << VL_FILE_VECTOR) ? VL_FILE_VECTOR : cls->files & (1u << VL_FILE_ACCUM) ? VL_FILE_ACCUM : VL_FILE_SCALAR;
  const vl_instr *at = &fn->instrs[pressure->max_instr[file]];
  vl_diag_add(diags, fn->module->path, at->line, at->col, VL_CAT_NONE,
              "%s: no register left for %%%u (%s): %s pressure peaks at %u registers here, budget %u",
              fn->name, v, cls->name, vl_target_file_name(fn->module->target, file),
              pressure->max[file], a->budget->limit[file]);
}

/* Lexicographic cost: vector registers, then scalar registers, then remaining copies. */
static uint64_t cost(const vl_function *fn, const vl_physreg *reg, uint32_t num_vregs) {
  vl_assignment view = {fn, (vl_physreg *)reg, num_vregs, ""};
  vl_alloc_stats s = vl_assignment_stats(fn, &view);
  return ((uint64_t)(s.used[VL_FILE_VECTOR] + s.used[VL_FILE_ACCUM]) << 40) | ((uint64_t)s.used[VL_FILE_SCALAR] << 20) |
         (s.copies - s.identity_copies);
}

vl_status vl_alloc_classical(const vl_intervals *iv, const vl_budget *budget, const vl_pressure *pressure,
                             vl_assignment *out, vl_diags *diags) {
  uint32_t failed;
  vl_status s = vl_alloc_classical_failing(iv, budget, pressure, out, &failed, diags);
  if (s == VL_OK) {   /* the tops are known now: the copies left, with them fixed */
    vl_squeeze(iv, budget, out);
    vl_classical_refine_copies(iv, budget, out);
    vl_copy_recolor(iv, budget, false, out);
  } else {   /* nothing placed on failure (the failing run's partial placement is the spiller's) */
    memset(out->reg, 0, out->num_vregs * sizeof *out->reg);
  }
  return s;
}

/* The engine keeps its last run, so that a run whose order shares a prefix with it
 * resumes after that prefix (the greedy is deterministic: the prefix places the
 * same registers again), the journal undone back to it. Squeaky-wheel orders
 * share half of what the last run placed. */
struct vl_classical {
  allocator a;
  vl_budget budget;                 /* the caller's, with the ceilings set so far */
  uint32_t *last;                   /* per position: the vreg of the last run's order */
  uint32_t done;                    /* positions the last run placed before its first failure
                                       (0: nothing to resume) */
  uint32_t *mark;                   /* per position: the journal's length before it */
  uint32_t (*high)[VL_NUM_FILES];   /* per position: the high-water marks before it */
  uint32_t *seen, stamp, *touched;  /* rewind_to's scratch, per vreg */
  uint64_t placements;              /* vregs the runs placed or tried to, in all */
  vl_recolor *recolor;              /* made on first use */
};

vl_classical *vl_classical_new(const vl_intervals *iv, const vl_budget *budget, vl_arena *arena) {
  const vl_function *fn = iv->live->fn;
  vl_classical *c = VL_NEW(arena, vl_classical);
  c->budget = *budget;
  c->a = (allocator){.iv = iv, .fn = fn, .target = fn->module->target, .budget = &c->budget, .arena = arena,
                      .ghost = UINT32_MAX};
  c->a.legal = VL_NEW_ARRAY(arena, vl_bitset, c->a.target->num_classes * 2 + 1);
  for (uint32_t i = 0; i < c->a.target->num_classes * 2; i++) c->a.legal[i] = vl_bitset_new(arena, c->a.target->num_units);
  vl_occupancy_init(&c->a.occ, iv, &c->budget, arena);
  c->a.hints = vl_copy_hints_collect(fn, &iv->live->space, arena);
  c->a.reg = VL_NEW_ARRAY(arena, vl_physreg, fn->num_vregs + 1);
  c->a.rivals = VL_NEW_ARRAY(arena, uint32_t, fn->num_vregs + 1);
  c->a.rivals_by_unit = vl_rivals_by_unit_new(&c->a.occ, arena);
  c->a.tries = VL_NEW_ARRAY(arena, evict_try, c->a.target->num_units + 1);
  c->last = VL_NEW_ARRAY(arena, uint32_t, fn->num_vregs + 1);
  c->mark = VL_NEW_ARRAY(arena, uint32_t, fn->num_vregs + 1);
  c->high = vl_arena_alloc(arena, sizeof *c->high * (fn->num_vregs + 1));
  c->seen = VL_NEW_ARRAY(arena, uint32_t, fn->num_vregs + 1);
  c->touched = VL_NEW_ARRAY(arena, uint32_t, fn->num_vregs + 1);
  return c;
}

void vl_classical_free(vl_classical *c) {
  free(c->a.journal);
  c->a.journal = NULL;
  c->a.journal_len = c->a.journal_cap = 0;
}

uint64_t vl_classical_placements(const vl_classical *c) { return c->placements; }

/* The window search's nodes per variable here (recolor.h). A search that fails runs to its
 * bound, and most do: over the spilling of the corpus's 155 functions where LLVM greedy spills,
 * 6,224 of 6,932 searches failed, 5,124 at 20,000 nodes; on the largest GEMM the searches were a
 * tenth of its allocation's instructions. Of the 708 that succeeded, 449 placed each variable
 * once and all but 11 needed at most 48 nodes per variable; those 11, all in one sort (gfx942
 * NET-1 N-32 KV-1, whose allocation comes out the same), needed up to 188. With the bound, 31%
 * of the nodes. Not in constrained decoding's recovery (decode_recover.h), where it changed
 * what the model's allocations came to on 3 of the test split's 540 functions. */
enum { WINDOW_NODES_PER_VAR = 48 };

void vl_classical_set_kempe(vl_classical *c, bool on) {
  if (on && !c->recolor) {
    c->recolor = vl_recolor_new(&c->a.occ, c->a.reg, c->a.arena);
    vl_recolor_set_nodes_per_var(c->recolor, WINDOW_NODES_PER_VAR);
  }
  c->a.recolor = on ? c->recolor : NULL;
  /* Turned on, the last run's placements before its first failure stand: recolouring acts
   * only where a register finds no room even by eviction. Turned off, its moves would not. */
  if (!on) c->done = 0;
}

void vl_classical_set_singles_high(vl_classical *c, bool on) {
  c->a.singles_high = on;
  c->done = 0;
}

void vl_classical_set_ceiling(vl_classical *c, vl_regfile file, uint32_t ceiling) {
  c->budget.limit[file] = ceiling;
  c->done = 0;
  forget_candidates(&c->a);
}

/* Back to the state before position `keep` of the last run. The journal's entries
 * cannot be undone one by one: an eviction may hand one holder's old register to
 * another. So: every register changed since then is freed first, then each vreg
 * gets its register from before its earliest change, then those are taken. */
static void rewind_to(vl_classical *c, uint32_t keep) {
  allocator *a = &c->a;
  uint32_t from = c->mark[keep], num_touched = 0;
  c->stamp++;
  for (uint32_t j = a->journal_len; j-- > from;) {
    uint32_t v = a->journal[j].vreg;
    if (c->seen[v] != c->stamp) {
      c->seen[v] = c->stamp;
      c->touched[num_touched++] = v;
      if (a->reg[v].count) occupy(a, v, a->reg[v], false);
    }
    a->reg[v] = a->journal[j].before;
  }
  for (uint32_t i = 0; i < num_touched; i++)
    if (a->reg[c->touched[i]].count) occupy(a, c->touched[i], a->reg[c->touched[i]], true);
  a->journal_len = from;
  memcpy(a->high, c->high[keep], sizeof a->high);
}

uint32_t vl_classical_run(vl_classical *c, const vl_vreg_key *order, uint32_t n, vl_physreg *out, uint32_t *failed,
                          uint32_t max_failed) {
  allocator *a = &c->a;
  uint32_t keep = 0;
  while (keep < c->done && keep < n && c->last[keep] == order[keep].vreg) keep++;
  if (keep) {
    rewind_to(c, keep);
  } else {
    vl_occupancy_reset(&a->occ);
    memset(a->reg, 0, a->fn->num_vregs * sizeof(vl_physreg));
    memcpy(a->high, a->floor, sizeof a->high);
    a->journal_len = 0;
  }
  uint32_t num_failed = 0, clean = n;
  for (uint32_t i = keep; i < n && num_failed < max_failed; i++) {
    uint32_t v = order[i].vreg;
    c->last[i] = v;
    c->mark[i] = a->journal_len;
    memcpy(c->high[i], a->high, sizeof a->high);
    c->placements++;
    if (allocate_one(a, v)) {
      record(a, v, (vl_physreg){0, 0, 0});
    } else {
      if (!num_failed) clean = i;   /* a resumed run must try this one again */
      failed[num_failed++] = v;
    }
  }
  c->done = clean;
  if (!num_failed) {
    improve_copies(a);   /* unrecorded moves: nothing to resume from */
    c->done = 0;
  }
  memcpy(out, a->reg, a->fn->num_vregs * sizeof(vl_physreg));
  return num_failed;
}

void vl_classical_refine_copies(const vl_intervals *iv, const vl_budget *budget, vl_assignment *a) {
  const vl_function *fn = iv->live->fn;
  for (uint32_t v = 0; v < fn->num_vregs; v++)
    if (iv->live->space.width[v] && !a->reg[v].count) return;   /* incomplete */
  vl_alloc_stats used = vl_assignment_stats(fn, a);
  /* Not in a device function: which callee-saved registers it writes (callee_saves.h) is no part
   * of the cost compared here. */
  if (used.copies == used.identity_copies || !fn->info.is_entry_function) return;
  vl_arena arena = {0};
  vl_budget tops = *budget;
  for (int file = 0; file < VL_FILE_SPECIAL; file++)
    if (tops.limit[file] > used.used[file]) tops.limit[file] = used.used[file];
  vl_classical *c = vl_classical_new(iv, &tops, &arena);
  memcpy(c->a.floor, used.used, sizeof c->a.floor);
  /* The sides of the copies left go first, by first slot otherwise: each takes its hint while the
   * register is free, as LLVM greedy's hinted ranges do when they come first. */
  uint8_t *broken = VL_NEW_ARRAY(&arena, uint8_t, fn->num_vregs + 1);
  for (uint32_t k = 0; k < fn->num_instrs; k++) {
    const vl_instr *in = &fn->instrs[k];
    if (!in->is_copy || in->num_ops < 2) continue;
    vl_physreg d = vl_assignment_operand_reg(a, &in->ops[0]), s = vl_assignment_operand_reg(a, &in->ops[1]);
    if (!vl_is_copy_left(in, a) || vl_target_unit_file(c->a.target, d.unit) != vl_target_unit_file(c->a.target, s.unit))
      continue;
    for (int i = 0; i < 2; i++)
      if (in->ops[i].kind == VL_OP_VREG && in->ops[i].reg < fn->num_vregs) broken[in->ops[i].reg] = 1;
  }
  vl_vreg_key *keys = VL_NEW_ARRAY(&arena, vl_vreg_key, fn->num_vregs + 1);
  vl_vreg_key *order = VL_NEW_ARRAY(&arena, vl_vreg_key, fn->num_vregs + 1);
  uint32_t n = vl_vreg_keys(iv, keys), front = 0;
  qsort(keys, n, sizeof *keys, vl_vreg_key_by_start);
  for (uint32_t i = 0; i < n; i++)
    if (broken[keys[i].vreg]) order[front++] = keys[i];
  for (uint32_t i = 0; i < n; i++)
    if (!broken[keys[i].vreg]) order[front++] = keys[i];
  vl_physreg *reg = VL_NEW_ARRAY(&arena, vl_physreg, fn->num_vregs + 1);
  uint32_t failed;
  if (!vl_classical_run(c, order, n, reg, &failed, 1) && cost(fn, reg, fn->num_vregs) < cost(fn, a->reg, fn->num_vregs))
    memcpy(a->reg, reg, fn->num_vregs * sizeof *reg);
  vl_classical_free(c);
  vl_arena_free(&arena);
}

static bool pressure_fits(const vl_pressure *pressure, const vl_budget *budget) {
  if (!pressure) return false;
  for (int f = 0; f < VL_FILE_SPECIAL; f++)
    if (pressure->max[f] > budget->limit[f]) return false;
  return true;
}

vl_status vl_alloc_classical_failing(const vl_intervals *iv, const vl_budget *budget, const vl_pressure *pressure,
                                     vl_assignment *out, uint32_t *failed_vreg, vl_diags *diags) {
  const vl_function *fn = iv->live->fn;
  vl_arena arena = {0};
  vl_classical *c = vl_classical_new(iv, budget, &arena);
  vl_physreg *reg = VL_NEW_ARRAY(&arena, vl_physreg, fn->num_vregs + 1);
  vl_vreg_key *order = VL_NEW_ARRAY(&arena, vl_vreg_key, fn->num_vregs + 1);
  uint32_t n = vl_vreg_keys(iv, order);
  /* By size, then by start (the result as if by start came first: its cost wins ties, and
   * where both fail, the failure and partial placement reported are by size's): the Kempe run
   * below takes the by-start order again, and resumes where that run stopped (vl_classical_run). */
  int (*orders[])(const void *, const void *) = {vl_vreg_key_by_size, vl_vreg_key_by_start};
  uint64_t best_cost = UINT64_MAX;
  uint32_t failed = UINT32_MAX;
  for (size_t o = 0; o < sizeof orders / sizeof *orders; o++) {
    qsort(order, n, sizeof *order, orders[o]);
    uint32_t v_failed;
    if (vl_classical_run(c, order, n, reg, &v_failed, 1)) {
      if (o == 0) {
        failed = v_failed;
        memcpy(out->reg, reg, fn->num_vregs * sizeof(vl_physreg));
      }
      continue;
    }
    uint64_t cst = cost(fn, reg, fn->num_vregs);
    if (cst < best_cost || (o == 1 && cst == best_cost)) {
      best_cost = cst;
      memcpy(out->reg, reg, fn->num_vregs * sizeof(vl_physreg));
    }
  }
  /* Pressure fits and both orders still fail: the registers are there but scattered
   * (aligned tuples among singles). Kempe-chain swaps and the window search, slower,
   * recover many of these; without them the spiller spills more to make room, round after
   * round (on the corpus's 155 spilling functions, 28 GEMM, sort and attention kernels). */
  if (best_cost == UINT64_MAX && pressure_fits(pressure, budget)) {
    vl_classical_set_kempe(c, true);
    uint32_t v_failed;
    if (!vl_classical_run(c, order, n, reg, &v_failed, 1)) {
      best_cost = cost(fn, reg, fn->num_vregs);
      memcpy(out->reg, reg, fn->num_vregs * sizeof(vl_physreg));
    }
  }
  if (best_cost == UINT64_MAX) {
    report_failure(&c->a, failed, pressure, diags);
    *failed_vreg = failed;
  }
  out->allocator = "classical";
  vl_classical_free(c);
  vl_arena_free(&arena);
  return best_cost == UINT64_MAX ? VL_TOOL_ERROR : VL_OK;
}
