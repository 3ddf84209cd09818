/* Classical allocator (see classical.h). Each physical unit keeps a bitset of the
 * slots where it is busy; a candidate register is free when none of the vreg's
 * lane segments meets a busy slot of the unit that lane would occupy. Two orders
 * are tried (by first live slot, which is optimal on interval graphs, and by
 * size, as LLVM greedy does); the result with fewer registers wins. */
#include "classical.h"

#include <stdlib.h>
#include <string.h>

#include "copy_hints.h"
#include "occupancy.h"
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
  vl_arena *arena;
} allocator;

static bool fits(const allocator *a, uint32_t v, vl_physreg reg) { return vl_occupancy_fits(&a->occ, v, reg); }

static void occupy(allocator *a, uint32_t v, vl_physreg reg, bool value) { vl_occupancy_mark(&a->occ, v, reg, value); }

static vl_physreg candidate(const allocator *a, uint32_t v, vl_regfile file, int64_t index) {
  return vl_occupancy_candidate(&a->occ, v, file, index);
}

static uint32_t top_of(const allocator *a, vl_physreg reg) {
  return vl_target_unit_index(a->target, reg.unit) + reg.count;
}

/* Is the unit paired with reg's (its aligned partner) busy while v lives? Then taking
 * reg does not break a free aligned pair that a tuple could use. */
static bool partner_busy(const allocator *a, uint32_t v, vl_physreg reg) {
  unsigned partner = reg.unit ^ 1u;
  if (vl_target_unit_file(a->target, partner) != vl_target_unit_file(a->target, reg.unit)) return true;
  return vl_occupancy_unit_busy(&a->occ, v, partner);
}

/* Lowest free register of v's class, trying files in class order (VGPR before AGPR).
 * A single register below the file's high-water mark goes into a hole next to a busy
 * partner when there is one, which keeps aligned pairs free for tuples. */
static vl_physreg lowest_free(const allocator *a, uint32_t v) {
  const vl_regclass *cls = vl_vreg_class(a->fn, v);
  for (int file = 0; file < VL_FILE_SPECIAL; file++) {
    if (!(cls->files & (1u << file))) continue;
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

/* The register a hint asks for, if it is legal. */
static vl_physreg hinted(const allocator *a, uint32_t v, vl_copy_hint h) {
  int64_t unit = vl_copy_hint_unit(&h, a->reg);
  if (unit < 0 || unit >= a->target->file_base[VL_FILE_SPECIAL]) return (vl_physreg){0, 0, 0};
  vl_regfile file = vl_target_unit_file(a->target, (unsigned)unit);
  return candidate(a, v, file, unit - a->target->file_base[file]);
}

static void assign(allocator *a, uint32_t v, vl_physreg reg) {
  a->reg[v] = reg;
  occupy(a, v, reg, true);
  vl_regfile file = vl_target_unit_file(a->target, reg.unit);
  if (top_of(a, reg) > a->high[file]) a->high[file] = top_of(a, reg);
}

enum { MAX_EVICT = 4 };

static uint32_t rivals_of(const allocator *a, uint32_t v, uint32_t *out) {
  return vl_occupancy_rivals(&a->occ, a->reg, v, out);
}

static uint32_t holders_of(const allocator *a, uint32_t v, vl_physreg reg, const uint32_t *rivals, uint32_t num_rivals,
                           uint32_t *out, uint32_t max) {
  return vl_occupancy_holders(&a->occ, a->reg, v, reg, rivals, num_rivals, out, max);
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
    occupy(a, v, reg, true);
    for (; placed < n; placed++) {
      vl_physreg r = lowest_free(a, holders[placed]);
      if (!r.count) { ok = false; break; }
      a->reg[holders[placed]] = r;
      occupy(a, holders[placed], r, true);
    }
    if (!ok) {
      for (uint32_t i = 0; i < placed; i++) {
        occupy(a, holders[i], a->reg[holders[i]], false);
        a->reg[holders[i]] = (vl_physreg){0, 0, 0};
      }
      occupy(a, v, reg, false);
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

typedef struct evict_try {
  vl_physreg reg;
  uint32_t holders;
} evict_try;

static int by_holders(const void *x, const void *y) {
  const evict_try *a = x, *b = y;
  if (a->holders != b->holders) return a->holders < b->holders ? -1 : 1;
  return a->reg.unit < b->reg.unit ? -1 : a->reg.unit > b->reg.unit;
}

/* v found no free register: one level of eviction, as LLVM greedy's evict stage does
 * without its cascade. Registers with fewer holders are tried first. Fragmentation of
 * aligned tuples otherwise fails allocations that pressure says fit. */
static bool evict_for(allocator *a, uint32_t v) {
  const vl_regclass *cls = vl_vreg_class(a->fn, v);
  uint32_t *rivals = malloc(sizeof(uint32_t) * (a->fn->num_vregs + 1)), holders[MAX_EVICT];
  evict_try *tries = malloc(sizeof(evict_try) * (a->target->num_units + 1));
  if (!rivals || !tries) abort();
  uint32_t num_rivals = rivals_of(a, v, rivals), n = 0;
  for (int file = 0; file < VL_FILE_SPECIAL; file++) {
    if (!(cls->files & (1u << file))) continue;
    for (uint32_t index = 0; index + cls->width <= a->budget->limit[file]; index += cls->align) {
      vl_physreg reg = candidate(a, v, (vl_regfile)file, index);
      uint32_t h = reg.count ? holders_of(a, v, reg, rivals, num_rivals, holders, MAX_EVICT) : 0;
      if (h >= 1 && h <= MAX_EVICT) tries[n++] = (evict_try){reg, h};
    }
  }
  qsort(tries, n, sizeof *tries, by_holders);
  bool done = false;
  for (uint32_t i = 0; i < n && !done; i++) {
    uint32_t h = holders_of(a, v, tries[i].reg, rivals, num_rivals, holders, MAX_EVICT);
    done = h >= 1 && h <= MAX_EVICT && try_evict(a, v, tries[i].reg, holders, h);
  }
  free(rivals);
  free(tries);
  return done;
}

static bool allocate_one(allocator *a, uint32_t v) {
  vl_physreg best = lowest_free(a, v);
  if (!best.count) return evict_for(a, v);
  vl_regfile file = vl_target_unit_file(a->target, best.unit);
  uint32_t ceiling = top_of(a, best) > a->high[file] ? top_of(a, best) : a->high[file];
  /* A hint wins when it costs no register beyond what the lowest choice costs. */
  for (size_t i = 0; i < a->hints[v].len; i++) {
    vl_physreg reg = hinted(a, v, a->hints[v].data[i]);
    if (reg.count && vl_target_unit_file(a->target, reg.unit) == file && top_of(a, reg) <= ceiling && fits(a, v, reg)) {
      best = reg;
      break;
    }
  }
  assign(a, v, best);
  return true;
}

/* After assignment, move one side of each remaining copy onto the other when that is free. */
static void improve_copies(allocator *a) {
  for (size_t v = 0; v < a->fn->num_vregs; v++) {
    if (!a->reg[v].count) continue;
    for (size_t i = 0; i < a->hints[v].len; i++) {
      vl_physreg now = a->reg[v];
      occupy(a, (uint32_t)v, now, false);
      vl_physreg want = hinted(a, (uint32_t)v, a->hints[v].data[i]);
      bool same_file = want.count && vl_target_unit_file(a->target, want.unit) == vl_target_unit_file(a->target, now.unit);
      if (same_file && want.unit != now.unit && top_of(a, want) <= a->high[vl_target_unit_file(a->target, want.unit)] &&
          fits(a, (uint32_t)v, want)) {
        assign(a, (uint32_t)v, want);
        break;
      }
      occupy(a, (uint32_t)v, now, true);
    }
  }
}


static void report_failure(const allocator *a, uint32_t v, const vl_pressure *pressure, vl_diags *diags) {
  const vl_function *fn = a->fn;
  const vl_regclass *cls = vl_vreg_class(fn, v);
  int file = cls->files & (1u << VL_FILE_VGPR) ? VL_FILE_VGPR : cls->files & (1u << VL_FILE_AGPR) ? VL_FILE_AGPR : VL_FILE_SGPR;
  static const char *const file_names[] = {"VGPR", "AGPR", "SGPR", "special"};
  const vl_instr *at = &fn->instrs[pressure->max_instr[file]];
  vl_diag_add(diags, fn->module->path, at->line, at->col, VL_CAT_NONE,
              "%s: no register left for %%%u (%s): %s pressure peaks at %u registers here, budget %u",
              fn->name, v, cls->name, file_names[file], pressure->max[file], a->budget->limit[file]);
}

/* One complete run in the given order; false (with v_failed set) if a register ran out. */
static bool run(allocator *a, const vl_vreg_key *order, uint32_t n, uint32_t *v_failed) {
  vl_occupancy_reset(&a->occ);
  memset(a->reg, 0, a->fn->num_vregs * sizeof(vl_physreg));
  memset(a->high, 0, sizeof a->high);
  for (uint32_t i = 0; i < n; i++)
    if (!allocate_one(a, order[i].vreg)) {
      *v_failed = order[i].vreg;
      return false;
    }
  improve_copies(a);
  return true;
}

/* Lexicographic cost: vector registers, then scalar registers, then remaining copies. */
static uint64_t cost(const vl_function *fn, const vl_physreg *reg, uint32_t num_vregs) {
  vl_assignment view = {fn, (vl_physreg *)reg, num_vregs, ""};
  vl_alloc_stats s = vl_assignment_stats(fn, &view);
  return ((uint64_t)(s.used[VL_FILE_VGPR] + s.used[VL_FILE_AGPR]) << 40) | ((uint64_t)s.used[VL_FILE_SGPR] << 20) |
         (s.copies - s.identity_copies);
}

vl_status vl_alloc_classical(const vl_intervals *iv, const vl_budget *budget, const vl_pressure *pressure,
                             vl_assignment *out, vl_diags *diags) {
  uint32_t failed;
  return vl_alloc_classical_failing(iv, budget, pressure, out, &failed, diags);
}

vl_status vl_alloc_classical_failing(const vl_intervals *iv, const vl_budget *budget, const vl_pressure *pressure,
                                     vl_assignment *out, uint32_t *failed_vreg, vl_diags *diags) {
  const vl_function *fn = iv->live->fn;
  const vl_regspace *s = &iv->live->space;
  vl_arena arena = {0};
  allocator a = {iv, fn, fn->module->target, budget, {0}, NULL, NULL, {0}, &arena};
  vl_occupancy_init(&a.occ, iv, budget, &arena);
  a.hints = vl_copy_hints_collect(fn, s, &arena);
  a.reg = VL_NEW_ARRAY(&arena, vl_physreg, fn->num_vregs + 1);
  vl_vreg_key *order = VL_NEW_ARRAY(&arena, vl_vreg_key, fn->num_vregs + 1);
  uint32_t n = vl_vreg_keys(iv, order);
  int (*orders[])(const void *, const void *) = {vl_vreg_key_by_start, vl_vreg_key_by_size};
  uint64_t best_cost = UINT64_MAX;
  uint32_t failed = UINT32_MAX;
  for (size_t o = 0; o < sizeof orders / sizeof *orders; o++) {
    qsort(order, n, sizeof *order, orders[o]);
    uint32_t v_failed;
    if (!run(&a, order, n, &v_failed)) {
      failed = v_failed;
      continue;
    }
    uint64_t c = cost(fn, a.reg, fn->num_vregs);
    if (c < best_cost) {
      best_cost = c;
      memcpy(out->reg, a.reg, fn->num_vregs * sizeof(vl_physreg));
    }
  }
  if (best_cost == UINT64_MAX) {
    report_failure(&a, failed, pressure, diags);
    *failed_vreg = failed;
  }
  out->allocator = "classical";
  vl_arena_free(&arena);
  return best_cost == UINT64_MAX ? VL_TOOL_ERROR : VL_OK;
}
