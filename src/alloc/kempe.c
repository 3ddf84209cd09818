/* Kempe-chain swaps (see kempe.h). */
#include "kempe.h"

#include <string.h>

enum { MAX_CHAIN = 64, MAX_MOVES = 4 * MAX_CHAIN };

struct vl_kempe {
  vl_placed p;
  uint32_t *first, *occupants;       /* per unit: the placed vregs on it, occupants[first[u] .. first[u + 1]) */
  vl_segment *span;                  /* per occupant: the slots its lane on that unit spans (a quick "apart") */
  bool stale;                        /* the index misses moves made since it was built */
  uint32_t builds;                   /* indexes built so far */
  uint32_t *stamp, epoch;            /* per vreg: in the chain being built when stamp == epoch */
  uint32_t chain[MAX_CHAIN], chain_len;
  struct { uint32_t vreg; vl_physreg before; } moves[MAX_MOVES];   /* of the call under way, oldest first */
  uint32_t num_moves;
};

vl_kempe *vl_kempe_new(vl_occupancy *occ, vl_physreg *reg, vl_arena *arena) {
  vl_kempe *k = VL_NEW(arena, vl_kempe);
  k->p = vl_placed_of(occ, reg);
  uint32_t lanes = 0;
  for (uint32_t v = 0; v < k->p.fn->num_vregs; v++) lanes += k->p.space->width[v];
  k->first = VL_NEW_ARRAY(arena, uint32_t, k->p.target->num_units + 2);
  k->occupants = VL_NEW_ARRAY(arena, uint32_t, lanes + 1);
  k->span = VL_NEW_ARRAY(arena, vl_segment, lanes + 1);
  k->stamp = VL_NEW_ARRAY(arena, uint32_t, k->p.fn->num_vregs + 1);
  k->stale = true;
  return k;
}

/* The slots lane l of v spans, {0, 0} when it has none. */
static vl_segment span_of(const vl_kempe *k, uint32_t v, uint32_t l) {
  uint32_t bit = vl_vreg_bit(k->p.space, v, l), n = k->p.iv->num_segs[bit];
  return n ? (vl_segment){k->p.iv->segs[bit][0].start, k->p.iv->segs[bit][n - 1].end} : (vl_segment){0, 0};
}

/* The occupants of every unit, by counting sort of the placed vregs. */
static void index_units(vl_kempe *k) {
  uint32_t units = k->p.target->num_units;
  memset(k->first, 0, (units + 2) * sizeof *k->first);
  for (uint32_t v = 0; v < k->p.fn->num_vregs; v++)
    for (uint32_t l = 0; k->p.reg[v].count && l < k->p.space->width[v] && k->p.reg[v].unit + l < units; l++)
      k->first[k->p.reg[v].unit + l + 2]++;
  for (uint32_t u = 2; u < units + 2; u++) k->first[u] += k->first[u - 1];
  for (uint32_t v = 0; v < k->p.fn->num_vregs; v++)
    for (uint32_t l = 0; k->p.reg[v].count && l < k->p.space->width[v] && k->p.reg[v].unit + l < units; l++)
      k->span[k->first[k->p.reg[v].unit + l + 1]] = span_of(k, v, l), k->occupants[k->first[k->p.reg[v].unit + l + 1]++] = v;
  k->stale = false;
  k->builds++;
}


/* The block (base unit) holding a chain member, and the one it trades with. */
static uint32_t other_block(uint32_t unit, uint32_t a, uint32_t b, uint32_t size) {
  return unit >= a && unit < a + size ? b : a;
}

/* Would chain member m, moved to `to`, meet v at `at`? Is `to` legal for it? */
static bool fits_beside(const vl_kempe *k, uint32_t m, vl_physreg to, uint32_t v, vl_physreg at) {
  vl_regfile file = vl_target_unit_file(k->p.target, to.unit);
  vl_physreg legal = vl_occupancy_candidate(k->p.occ, m, file, (int64_t)to.unit - k->p.target->file_base[file]);
  if (!legal.count || legal.unit != to.unit) return false;
  for (uint32_t lane = 0; lane < k->p.space->width[m]; lane++) {
    uint32_t unit = to.unit + lane;
    if (unit >= at.unit && unit < at.unit + at.count && vl_lanes_meet(k->p.iv, m, lane, v, unit - at.unit)) return false;
  }
  return true;
}

/* Does chain member m, at `to`, stay clear of the fixed physical registers' own segments? */
static bool clear_of_fixed(const vl_kempe *k, uint32_t m, vl_physreg to) {
  const vl_intervals *iv = k->p.iv;
  for (uint32_t lane = 0; lane < k->p.space->width[m]; lane++) {
    uint32_t unit = to.unit + lane, bit = vl_vreg_bit(k->p.space, m, lane);
    if (unit >= k->p.target->num_units) return false;
    if (vl_segments_overlap(iv->segs[bit], iv->num_segs[bit], iv->segs[unit], iv->num_segs[unit]) != UINT32_MAX)
      return false;
  }
  return true;
}

/* The chain through `start` between blocks a and b of `size` units, for v at `at`: false when it
 * reaches a register not inside one block, grows past MAX_CHAIN, or has a member that cannot
 * move (it would meet v, its class does not allow the register, or a fixed register's own
 * segments are there). A member's move is checked once its neighbours are in the chain: most
 * chains fail on a neighbour outside the block first, and then the checks are not paid. */
static bool build_chain(vl_kempe *k, uint32_t start, uint32_t a, uint32_t b, uint32_t size, uint32_t v,
                        vl_physreg at) {
  k->epoch++;
  k->chain_len = 0;
  k->chain[k->chain_len++] = start;
  k->stamp[start] = k->epoch;
  for (uint32_t i = 0; i < k->chain_len; i++) {
    uint32_t m = k->chain[i];
    vl_physreg r = k->p.reg[m];
    uint32_t from = other_block(r.unit, a, b, size) == b ? a : b, to = from == a ? b : a;
    if (r.unit < from || r.unit + k->p.space->width[m] > from + size) return false;
    for (uint32_t lane = 0; lane < k->p.space->width[m]; lane++) {
      uint32_t unit = to + (r.unit - from) + lane;
      vl_segment ms = span_of(k, m, lane);
      for (uint32_t j = k->first[unit]; j < k->first[unit + 1]; j++) {
        uint32_t y = k->occupants[j];
        if (k->span[j].end <= ms.start || ms.end <= k->span[j].start) continue;   /* apart: most of a long kernel */
        if (k->stamp[y] == k->epoch || !vl_lanes_meet(k->p.iv, m, lane, y, unit - k->p.reg[y].unit)) continue;
        if (k->chain_len == MAX_CHAIN) return false;
        /* y would go from `to` to `from`: not inside `to`, the chain fails at y's turn anyway */
        if (k->p.reg[y].unit < to || k->p.reg[y].unit + k->p.space->width[y] > to + size) return false;
        k->stamp[y] = k->epoch;
        k->chain[k->chain_len++] = y;
      }
    }
    vl_physreg moved_to = {(uint16_t)(to + r.unit - from), r.count, r.half};
    if (!fits_beside(k, m, moved_to, v, at) || !clear_of_fixed(k, m, moved_to)) return false;
  }
  return true;
}

static void move(vl_kempe *k, uint32_t m, vl_physreg to, void (*moved)(void *, uint32_t, vl_physreg), void *ctx) {
  vl_physreg before = k->p.reg[m];
  k->p.reg[m] = to;
  if (moved) moved(ctx, m, before);
}

/* Trades the chain through holder h away from its block into another one; false when
 * no block works (nothing changed). */
static bool trade(vl_kempe *k, uint32_t h, uint32_t v, vl_physreg at, void (*moved)(void *, uint32_t, vl_physreg),
                  void *ctx) {
  vl_physreg hr = k->p.reg[h];
  const vl_regclass *cls = vl_vreg_class(k->p.fn, h);
  uint32_t size = cls->width, align = cls->align ? cls->align : 1;
  if (size % align) return false;
  vl_regfile file = vl_target_unit_file(k->p.target, hr.unit);
  uint32_t base = k->p.target->file_base[file], a = hr.unit;
  if ((a - base) % size) return false;   /* blocks are aligned to their size */
  for (uint32_t index = 0; index + size <= k->p.occ->budget->limit[file]; index += size) {
    uint32_t b = base + index;
    if (b == a || (b < at.unit + at.count && at.unit < b + size)) continue;
    if (k->stale) index_units(k);
    /* The chain is closed among placed vregs: what else its members could meet after the swap is
     * only the fixed physical registers' own segments (a call's clobbers). build_chain tests those
     * directly, which leaves the occupancy alone until the swap is known to work (marking and
     * unmarking long ranges for every block tried was a third of a large GEMM's allocation). */
    if (!build_chain(k, h, a, b, size, v, at) || k->num_moves + k->chain_len > MAX_MOVES) continue;
    for (uint32_t i = 0; i < k->chain_len; i++) vl_occupancy_mark(k->p.occ, k->chain[i], k->p.reg[k->chain[i]], false);
    for (uint32_t i = 0; i < k->chain_len; i++) {
      uint32_t m = k->chain[i];
      vl_physreg r = k->p.reg[m];
      uint32_t to = other_block(r.unit, a, b, size), from = to == b ? a : b;
      k->moves[k->num_moves].vreg = m;
      k->moves[k->num_moves++].before = r;
      move(k, m, (vl_physreg){(uint16_t)(to + r.unit - from), r.count, r.half}, moved, ctx);
    }
    for (uint32_t i = 0; i < k->chain_len; i++) vl_occupancy_mark(k->p.occ, k->chain[i], k->p.reg[k->chain[i]], true);
    k->stale = true;
    return true;
  }
  return false;
}

/* The placed vregs that meet v at `at`, into out[] (at most max). */
static uint32_t holders_at(vl_kempe *k, uint32_t v, vl_physreg at, uint32_t *out, uint32_t max) {
  if (k->stale) index_units(k);
  uint32_t n = 0;
  for (uint32_t unit = at.unit; unit < at.unit + at.count; unit++)
    for (uint32_t j = k->first[unit]; j < k->first[unit + 1]; j++) {
      uint32_t u = k->occupants[j];
      bool seen = false;
      for (uint32_t i = 0; i < n; i++) seen |= out[i] == u;
      if (seen || !vl_lanes_meet(k->p.iv, v, unit - at.unit, u, unit - k->p.reg[u].unit)) continue;
      if (n == max) return max + 1;
      out[n++] = u;
    }
  return n;
}

bool vl_kempe_clear(vl_kempe *k, uint32_t v, vl_physreg at, void (*moved)(void *ctx, uint32_t vreg, vl_physreg before),
                    void *ctx) {
  enum { MAX_HOLDERS = 8 };
  uint32_t holders[MAX_HOLDERS];
  k->num_moves = 0;
  uint32_t n = holders_at(k, v, at, holders, MAX_HOLDERS), entry_build = k->builds;   /* the index of the state on entry */
  bool ok = n <= MAX_HOLDERS;
  for (uint32_t i = 0; i < n && ok; i++) ok = trade(k, holders[i], v, at, moved, ctx);
  if (ok && vl_occupancy_fits(k->p.occ, v, at)) return true;
  /* Undo: free every register moved, give each its first register back, take those. */
  k->epoch++;
  for (uint32_t i = 0; i < k->num_moves; i++) {
    uint32_t m = k->moves[i].vreg;
    if (k->stamp[m] != k->epoch) vl_occupancy_mark(k->p.occ, m, k->p.reg[m], false);
    k->stamp[m] = k->epoch;
  }
  for (uint32_t i = k->num_moves; i-- > 0;) move(k, k->moves[i].vreg, k->moves[i].before, moved, ctx);
  k->epoch++;
  for (uint32_t i = 0; i < k->num_moves; i++) {
    uint32_t m = k->moves[i].vreg;
    if (k->stamp[m] != k->epoch) vl_occupancy_mark(k->p.occ, m, k->p.reg[m], true);
    k->stamp[m] = k->epoch;
  }
  k->num_moves = 0;
  k->stale = k->builds != entry_build;   /* all undone: an index built before any move holds again */
  return false;
}

void vl_kempe_invalidate(vl_kempe *k) { k->stale = true; }
