/* Busy bitsets per unit (see occupancy.h). */
#include "occupancy.h"

#include <string.h>

/* The bits [start, end): a masked word at each end, whole words between. A live range can be
 * most of a function; a mask computed per word was three quarters of a 300,000-instruction
 * allocation. */
typedef struct word_range {
  uint32_t first, last;   /* words */
  uint64_t head, tail;    /* the bits of first and of last in the range */
} word_range;

static word_range words_of(uint32_t start, uint32_t end) {
  word_range r = {start >> 6, (end - 1) >> 6, ~(uint64_t)0 << (start & 63), ~(uint64_t)0 >> (63 - ((end - 1) & 63))};
  if (r.first == r.last) r.head &= r.tail, r.tail = r.head;
  return r;
}

/* Any bit of [start, end) set? Whole words between the ends are asked of `any` (a bit per
 * word: is it nonzero), so a long live range costs a word per 64 words, not one per word. */
static inline bool range_busy(const vl_bitset *set, const vl_bitset *any, uint32_t start, uint32_t end) {
  if (start >= end) return false;
  word_range r = words_of(start, end);
  if (set->words[r.first] & r.head || set->words[r.last] & r.tail) return true;
  if (r.last <= r.first + 1) return false;
  word_range m = words_of(r.first + 1, r.last);
  if (any->words[m.first] & m.head || any->words[m.last] & m.tail) return true;
  for (uint32_t w = m.first + 1; w < m.last; w++)
    if (any->words[w]) return true;
  return false;
}

static void bits_mark(vl_bitset *set, uint32_t start, uint32_t end, bool value) {
  if (start >= end) return;
  word_range r = words_of(start, end);
  uint64_t *w = set->words;
  w[r.first] = value ? w[r.first] | r.head : w[r.first] & ~r.head;
  w[r.last] = value ? w[r.last] | r.tail : w[r.last] & ~r.tail;
  if (r.last > r.first + 1) memset(w + r.first + 1, value ? 0xff : 0, (r.last - r.first - 1) * sizeof *w);
}

/* Marks [start, end) of unit u and keeps its `any` bits true to its words. */
static void range_mark(vl_occupancy *o, uint32_t u, uint32_t start, uint32_t end, bool value) {
  if (start >= end) return;
  vl_bitset *set = &o->busy[u], *any = &o->any[u];
  word_range r = words_of(start, end);
  if (r.last <= r.first + 1) {   /* one or two words, as most segments are (a large GEMM's: 2 on average) */
    uint64_t *w = set->words;
    if (value) {
      w[r.first] |= r.head, w[r.last] |= r.tail;
      vl_bitset_set(any, r.first), vl_bitset_set(any, r.last);
    } else {
      w[r.first] &= ~r.head, w[r.last] &= ~r.tail;
      if (!w[r.first]) vl_bitset_clear(any, r.first);
      if (!w[r.last]) vl_bitset_clear(any, r.last);
    }
    return;
  }
  bits_mark(set, start, end, value);
  bits_mark(any, r.first, r.last + 1, value);   /* the words between: all set, or all clear */
  if (!value) {   /* the end words may keep bits outside the range */
    if (set->words[r.first]) vl_bitset_set(any, r.first);
    if (set->words[r.last]) vl_bitset_set(any, r.last);
  }
}

/* The fixed physical register's own segments on unit u. */
static void mark_fixed(vl_occupancy *o, uint32_t u) {
  for (uint32_t i = 0; i < o->iv->num_segs[u]; i++) range_mark(o, u, o->iv->segs[u][i].start, o->iv->segs[u][i].end, true);
}

void vl_occupancy_init(vl_occupancy *o, const vl_intervals *iv, const vl_budget *budget, vl_arena *arena) {
  o->iv = iv;
  o->fn = iv->live->fn;
  o->target = o->fn->module->target;
  o->budget = budget;
  o->busy = VL_NEW_ARRAY(arena, vl_bitset, o->target->num_units);
  o->any = VL_NEW_ARRAY(arena, vl_bitset, o->target->num_units);
  o->dirty = VL_NEW_ARRAY(arena, bool, o->target->num_units);
  for (uint32_t u = 0; u < o->target->num_units; u++) {
    o->busy[u] = vl_bitset_new(arena, iv->num_slots + 1);   /* zeroed, as the arena's memory is */
    o->any[u] = vl_bitset_new(arena, o->busy[u].num_words);
    mark_fixed(o, u);
  }
}

/* Only the units something was placed on since: the bitsets are a unit's slots each, and
 * clearing every unit at every run (AGPRs and SGPRs a VGPR kernel never touches, and once
 * more right after init) was 2% of the largest GEMM's allocation. */
void vl_occupancy_reset(vl_occupancy *o) {
  for (uint32_t u = 0; u < o->target->num_units; u++) {
    if (!o->dirty[u]) continue;
    vl_bitset_zero(&o->busy[u]);
    vl_bitset_zero(&o->any[u]);
    mark_fixed(o, u);
    o->dirty[u] = false;
  }
}

bool vl_occupancy_fits(const vl_occupancy *o, uint32_t v, vl_physreg reg) {
  const vl_regspace *s = &o->iv->live->space;
  for (uint32_t l = 0; l < s->width[v]; l++) {
    uint32_t bit = vl_vreg_bit(s, v, l);
    if (reg.unit + l >= o->target->num_units) return false;
    const vl_bitset *busy = &o->busy[reg.unit + l], *any = &o->any[reg.unit + l];
    for (uint32_t i = 0; i < o->iv->num_segs[bit]; i++)
      if (range_busy(busy, any, o->iv->segs[bit][i].start, o->iv->segs[bit][i].end)) return false;
  }
  return true;
}

void vl_occupancy_mark(vl_occupancy *o, uint32_t v, vl_physreg reg, bool value) {
  const vl_regspace *s = &o->iv->live->space;
  for (uint32_t l = 0; l < s->width[v] && reg.unit + l < o->target->num_units; l++) {
    uint32_t bit = vl_vreg_bit(s, v, l);
    o->dirty[reg.unit + l] = true;
    for (uint32_t i = 0; i < o->iv->num_segs[bit]; i++)
      range_mark(o, reg.unit + l, o->iv->segs[bit][i].start, o->iv->segs[bit][i].end, value);
  }
}

vl_physreg vl_occupancy_spare(const vl_occupancy *o, uint32_t v) {
  for (uint32_t i = 0; i < o->budget->num_spare; i++)
    if (vl_target_class_lists(o->target, o->fn->vregs[v].cls, o->budget->spare[i]) &&
        vl_occupancy_fits(o, v, o->budget->spare[i]))
      return o->budget->spare[i];
  return (vl_physreg){0, 0, 0};
}

vl_physreg vl_occupancy_candidate(const vl_occupancy *o, uint32_t v, vl_regfile file, int64_t index) {
  const vl_regclass *cls = vl_vreg_class(o->fn, v);
  vl_physreg none = {0, 0, 0};
  if (index < 0 || index + cls->width > o->budget->limit[file]) return none;
  vl_physreg reg = {(uint16_t)(o->target->file_base[file] + index), cls->width, cls->half};
  if (!vl_target_class_contains(o->target, o->fn->vregs[v].cls, reg) || !vl_budget_allows(o->budget, o->target, reg))
    return none;
  return reg;
}

bool vl_occupancy_unit_busy(const vl_occupancy *o, uint32_t v, unsigned unit) {
  uint32_t bit = vl_vreg_bit(&o->iv->live->space, v, 0);
  for (uint32_t i = 0; i < o->iv->num_segs[bit]; i++)
    if (range_busy(&o->busy[unit], &o->any[unit], o->iv->segs[bit][i].start, o->iv->segs[bit][i].end)) return true;
  return false;
}

/* Does u, placed at r, meet v at reg (a shared unit while both live)? */
static bool meets(const vl_occupancy *o, uint32_t v, vl_physreg reg, uint32_t u, vl_physreg r) {
  const vl_regspace *s = &o->iv->live->space;
  for (uint32_t l = 0; l < s->width[v]; l++) {
    uint32_t unit = reg.unit + l;
    if (unit < r.unit || unit >= r.unit + s->width[u]) continue;
    uint32_t bv = vl_vreg_bit(s, v, l), bu = vl_vreg_bit(s, u, unit - r.unit);
    if (vl_segments_overlap(o->iv->segs[bv], o->iv->num_segs[bv], o->iv->segs[bu], o->iv->num_segs[bu]) != UINT32_MAX)
      return true;
  }
  return false;
}

uint32_t vl_occupancy_rivals(const vl_occupancy *o, const vl_physreg *reg, uint32_t v, uint32_t *out) {
  const vl_regspace *s = &o->iv->live->space;
  const vl_regclass *cls = vl_vreg_class(o->fn, v);
  uint32_t n = 0;
  for (uint32_t u = 0; u < o->fn->num_vregs; u++) {
    if (u == v || !reg[u].count || !(cls->files & (1u << vl_target_unit_file(o->target, reg[u].unit)))) continue;
    bool overlap = false;
    for (uint32_t l = 0; l < s->width[v] && !overlap; l++)
      for (uint32_t m = 0; m < s->width[u] && !overlap; m++) {
        uint32_t bv = vl_vreg_bit(s, v, l), bu = vl_vreg_bit(s, u, m);
        overlap = vl_segments_overlap(o->iv->segs[bv], o->iv->num_segs[bv], o->iv->segs[bu], o->iv->num_segs[bu]) !=
                  UINT32_MAX;
      }
    if (overlap) out[n++] = u;
  }
  return n;
}

uint32_t vl_occupancy_holders(const vl_occupancy *o, const vl_physreg *reg, uint32_t v, vl_physreg at,
                              const uint32_t *rivals, uint32_t num_rivals, uint32_t *out, uint32_t max) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < num_rivals; i++) {
    uint32_t u = rivals[i];
    vl_physreg r = reg[u];
    if (r.unit >= at.unit + at.count || at.unit >= r.unit + r.count || !meets(o, v, at, u, r)) continue;
    if (n == max) return max + 1;
    out[n++] = u;
  }
  return n;
}

vl_rivals_by_unit vl_rivals_by_unit_new(const vl_occupancy *o, vl_arena *arena) {
  return (vl_rivals_by_unit){VL_NEW_ARRAY(arena, uint32_t, o->target->num_units + 2),
                             VL_NEW_ARRAY(arena, uint32_t, 4 * (size_t)o->fn->num_vregs + 1)};
}

void vl_rivals_by_unit_fill(const vl_occupancy *o, const vl_physreg *reg, const uint32_t *rivals, uint32_t num_rivals,
                            vl_rivals_by_unit *b) {
  uint32_t units = o->target->num_units;
  memset(b->first, 0, (units + 2) * sizeof *b->first);
  for (uint32_t p = 0; p < num_rivals; p++)   /* counts, shifted by two for the prefix sums */
    for (uint32_t l = 0; l < reg[rivals[p]].count && reg[rivals[p]].unit + l < units; l++) b->first[reg[rivals[p]].unit + l + 2]++;
  for (uint32_t u = 2; u < units + 2; u++) b->first[u] += b->first[u - 1];
  for (uint32_t p = 0; p < num_rivals; p++)   /* first[u + 1] is the fill point of unit u */
    for (uint32_t l = 0; l < reg[rivals[p]].count && reg[rivals[p]].unit + l < units; l++)
      b->pos[b->first[reg[rivals[p]].unit + l + 1]++] = p;
}

uint32_t vl_occupancy_holders_by_unit(const vl_occupancy *o, const vl_physreg *reg, uint32_t v, vl_physreg at,
                                      const uint32_t *rivals, uint32_t num_rivals, const vl_rivals_by_unit *b,
                                      uint32_t *out, uint32_t max) {
  uint32_t seen[256], count = 0;   /* rival positions on at's units, ascending, each once */
  for (uint32_t l = 0; l < at.count && at.unit + l < o->target->num_units; l++)
    for (uint32_t k = b->first[at.unit + l]; k < b->first[at.unit + l + 1]; k++) {
      uint32_t p = b->pos[k], i = count;
      if (count == sizeof seen / sizeof *seen) return vl_occupancy_holders(o, reg, v, at, rivals, num_rivals, out, max);
      while (i > 0 && seen[i - 1] > p) i--;
      if (i > 0 && seen[i - 1] == p) continue;
      memmove(seen + i + 1, seen + i, (count - i) * sizeof *seen);
      seen[i] = p;
      count++;
    }
  uint32_t n = 0;
  for (uint32_t k = 0; k < count; k++) {
    uint32_t u = rivals[seen[k]];
    if (!meets(o, v, at, u, reg[u])) continue;
    if (n == max) return max + 1;
    out[n++] = u;
  }
  return n;
}
