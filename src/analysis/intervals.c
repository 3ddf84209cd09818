/* Live intervals built by one backward walk per block (see intervals.h). */
#include "intervals.h"

#include <string.h>

#include <stdlib.h>

typedef struct builder {
  vl_arena *arena;
  vl_intervals *iv;
  uint32_t *open_end;     /* per bit: end slot of the segment being built, UINT32_MAX if closed */
  uint32_t *cap;          /* per bit: capacity of segs[bit] */
  /* The bits opened in the block being walked, each once (stamp: the block's index + 1), so
   * that its end looks at those rather than at every bit of the function. */
  uint32_t *opened, num_opened, *stamp;
} builder;

static void open_at(builder *b, uint32_t bit, uint32_t end, uint32_t block_index) {
  b->open_end[bit] = end;
  if (b->stamp[bit] != block_index + 1) {
    b->stamp[bit] = block_index + 1;
    b->opened[b->num_opened++] = bit;
  }
}

static void emit(builder *b, uint32_t bit, uint32_t start, uint32_t end) {
  vl_intervals *iv = b->iv;
  if (start >= end) return;
  /* Segments come last to first: one that ends where the one after it starts extends that one. A
   * lane live through a run of blocks is then one segment, not one per block (a large GEMM's
   * accumulators had 600 each, and every placement test and mark walked them all). */
  uint32_t n = iv->num_segs[bit];
  if (n && iv->segs[bit][n - 1].start == end) {
    iv->segs[bit][n - 1].start = start;
    return;
  }
  if (n == b->cap[bit]) {
    uint32_t cap = b->cap[bit] ? b->cap[bit] * 2 : 4;
    vl_segment *segs = VL_NEW_ARRAY(b->arena, vl_segment, cap);
    if (iv->num_segs[bit]) memcpy(segs, iv->segs[bit], iv->num_segs[bit] * sizeof(vl_segment));
    iv->segs[bit] = segs;
    b->cap[bit] = cap;
  }
  iv->segs[bit][iv->num_segs[bit]++] = (vl_segment){start, end};
  iv->total_segments++;
}

static void walk_block(builder *b, const vl_function *fn, uint32_t block_index, vl_effects *e) {
  const vl_liveness *live = b->iv->live;
  const vl_block *block = &fn->blocks[block_index];
  uint32_t block_start = vl_slot(block->first_instr, VL_SLOT_BLOCK);
  uint32_t block_end = vl_slot(block->first_instr + block->num_instrs, VL_SLOT_BLOCK);
  const vl_bitset *out = &live->live_out[block_index];
  b->num_opened = 0;
  for (int bit = vl_bitset_next(out, 0); bit >= 0; bit = vl_bitset_next(out, (uint32_t)bit + 1))
    open_at(b, (uint32_t)bit, block_end, block_index);
  for (uint32_t i = block->num_instrs; i-- > 0;) {
    uint32_t k = block->first_instr + i;
    vl_effects_of(fn, &live->space, &fn->instrs[k], e);
    for (uint32_t d = 0; d < e->num_defs; d++) {
      uint32_t bit = e->defs[d];
      uint32_t start = vl_slot(k, e->def_flags[d] & VL_DEF_EARLY ? VL_SLOT_EARLY : VL_SLOT_REG);
      if (b->open_end[bit] != UINT32_MAX) {
        emit(b, bit, start, b->open_end[bit]);
        b->open_end[bit] = UINT32_MAX;
      } else {
        emit(b, bit, start, vl_slot(k, VL_SLOT_DEAD)); /* dead: occupies its register at k only */
      }
    }
    for (uint32_t d = 0; d < e->num_undefs; d++) /* used later but undefined from here: no range */
      b->open_end[e->undefs[d]] = UINT32_MAX;
    for (uint32_t u = 0; u < e->num_uses; u++)
      if (b->open_end[e->uses[u]] == UINT32_MAX) open_at(b, e->uses[u], vl_slot(k, VL_SLOT_REG), block_index);
  }
  /* A lane read here but not live-in was never defined on any path (the other lanes
   * of an `undef %x.subK` def): like LLVM, it gets no range. */
  const vl_bitset *in = &live->live_in[block_index];
  for (uint32_t i = 0; i < b->num_opened; i++) {
    uint32_t bit = b->opened[i];
    if (b->open_end[bit] == UINT32_MAX) continue;
    if (vl_bitset_test(in, bit)) emit(b, bit, block_start, b->open_end[bit]);
    b->open_end[bit] = UINT32_MAX;
  }
}

static void reverse(vl_segment *s, uint32_t n) {
  for (uint32_t i = 0; i < n / 2; i++) {
    vl_segment t = s[i];
    s[i] = s[n - 1 - i];
    s[n - 1 - i] = t;
  }
}

vl_intervals *vl_intervals_compute(const vl_liveness *live, vl_arena *arena) {
  const vl_function *fn = live->fn;
  uint32_t num_bits = live->space.num_bits;
  vl_intervals *iv = VL_NEW(arena, vl_intervals);
  iv->live = live;
  iv->num_slots = vl_slot(fn->num_instrs, 0);
  iv->segs = VL_NEW_ARRAY(arena, vl_segment *, num_bits);
  iv->num_segs = VL_NEW_ARRAY(arena, uint32_t, num_bits);
  builder b = {arena, iv, malloc((num_bits + 1) * sizeof(uint32_t)), calloc(num_bits + 1, sizeof(uint32_t)),
               malloc((num_bits + 1) * sizeof(uint32_t)), 0, calloc(num_bits + 1, sizeof(uint32_t))};
  if (!b.open_end || !b.cap || !b.opened || !b.stamp) abort();
  for (uint32_t bit = 0; bit < num_bits; bit++) b.open_end[bit] = UINT32_MAX;
  vl_effects e = {0};
  /* Blocks last to first: segments come out in descending order, reversed once at the end. */
  for (uint32_t blk = fn->num_blocks; blk-- > 0;) walk_block(&b, fn, blk, &e);
  vl_effects_release(&e);
  for (uint32_t bit = 0; bit < num_bits; bit++) reverse(iv->segs[bit], iv->num_segs[bit]);
  free(b.open_end);
  free(b.cap);
  free(b.opened);
  free(b.stamp);
  return iv;
}

/* The first k >= from with s[k].end > slot, n when none: galloping, as the ends of one lane's
 * segments ascend (disjoint, sorted). A long-lived lane with holes (live in some blocks of a
 * region, not in others) has hundreds of segments, and the merge below meets most of them on the
 * way to a short one's. */
static uint32_t first_ending_after(const vl_segment *s, uint32_t from, uint32_t n, uint32_t slot) {
  uint32_t step = 1, lo = from, hi = from;
  while (hi < n && s[hi].end <= slot) {
    lo = hi + 1;
    hi = from + step;
    step *= 2;
  }
  if (hi > n) hi = n;
  while (lo < hi) {   /* in [lo, hi]: s[hi].end > slot or hi == n */
    uint32_t mid = lo + (hi - lo) / 2;
    if (s[mid].end <= slot) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

uint32_t vl_segments_overlap(const vl_segment *a, uint32_t na, const vl_segment *b, uint32_t nb) {
  if (vl_spans_apart(a, na, b, nb)) return UINT32_MAX;
  uint32_t i = 0, j = 0;
  while (i < na && j < nb) {   /* the merge, skipping a run of one side at once: the same first meeting */
    if (a[i].end <= b[j].start) i = first_ending_after(a, i + 1, na, b[j].start);
    else if (b[j].end <= a[i].start) j = first_ending_after(b, j + 1, nb, a[i].start);
    else return a[i].start > b[j].start ? a[i].start : b[j].start;
  }
  return UINT32_MAX;
}

uint32_t vl_segments_length(const vl_segment *s, uint32_t n) {
  uint32_t total = 0;
  for (uint32_t i = 0; i < n; i++) total += s[i].end - s[i].start;
  return total;
}

uint8_t vl_lane_offsets(const vl_intervals *iv, uint32_t v, uint32_t u) {
  const vl_regspace *space = &iv->live->space;
  uint8_t mask = 0;
  for (uint32_t l = 0; l < space->width[v]; l++)
    for (uint32_t m = 0; m < space->width[u]; m++) {
      uint32_t bit = 1u << ((int)l - (int)m + 3);
      if (!(mask & bit) && vl_lanes_meet(iv, v, l, u, m)) mask |= (uint8_t)bit;
    }
  return mask;
}

void vl_vreg_span(const vl_intervals *iv, uint32_t v, uint32_t *start, uint32_t *end) {
  const vl_regspace *space = &iv->live->space;
  *start = UINT32_MAX, *end = 0;
  for (uint32_t l = 0; l < space->width[v]; l++) {
    uint32_t bit = vl_vreg_bit(space, v, l), k = iv->num_segs[bit];
    if (!k) continue;
    if (iv->segs[bit][0].start < *start) *start = iv->segs[bit][0].start;
    if (iv->segs[bit][k - 1].end > *end) *end = iv->segs[bit][k - 1].end;
  }
}

bool vl_lane_offsets_fit(const vl_intervals *iv, uint32_t file) {
  const vl_function *fn = iv->live->fn;
  for (uint32_t v = 0; v < fn->num_vregs; v++)
    if (iv->live->space.width[v] > 4 && (vl_vreg_class(fn, v)->files & (1u << file))) return false;
  return true;
}

uint32_t vl_lanes_covering(const vl_intervals *iv, uint32_t v, uint32_t lo, uint32_t hi) {
  const vl_regspace *space = &iv->live->space;
  uint32_t n = 0;
  for (uint32_t l = 0; l < space->width[v]; l++) {
    uint32_t bit = vl_vreg_bit(space, v, l);
    const vl_segment *s = iv->segs[bit];
    size_t a = 0, b = iv->num_segs[bit];
    while (a < b) {   /* the last segment starting at or before lo is the only one that can cover it */
      size_t mid = (a + b) / 2;
      if (s[mid].start <= lo) a = mid + 1;
      else b = mid;
    }
    n += a > 0 && s[a - 1].end >= hi;
  }
  return n;
}

void vl_lanes_through_each(const vl_intervals *iv, uint32_t v, uint32_t begin, uint32_t end, uint8_t *out) {
  const vl_regspace *space = &iv->live->space;
  if (begin >= end) return;
  memset(out, 0, end - begin);
  for (uint32_t l = 0; l < space->width[v]; l++) {
    uint32_t bit = vl_vreg_bit(space, v, l);
    const vl_segment *s = iv->segs[bit];
    size_t n = iv->num_segs[bit], a = 0, b = n, lo0 = vl_slot(begin, VL_SLOT_BLOCK);
    while (a < b) {   /* segments starting at or before the first slot */
      size_t mid = (a + b) / 2;
      if (s[mid].start <= lo0) a = mid + 1;
      else b = mid;
    }
    /* As vl_lanes_covering, per segment rather than per instruction (a tenth of a large
     * kernel's spilling was this loop): segment i answers for the instructions whose block
     * slot is in [its start, the next one's start), and covers those it lives through. */
    for (size_t i = a ? a - 1 : 0; i < n; i++) {
      uint32_t k0 = vl_slot_instr(s[i].start + 3), k1 = vl_slot_instr(s[i].end);
      if (k0 >= end) break;
      if (i + 1 < n && vl_slot_instr(s[i + 1].start + 3) < k1) k1 = vl_slot_instr(s[i + 1].start + 3);
      if (k0 < begin) k0 = begin;
      if (k1 > end) k1 = end;
      for (uint32_t k = k0; k < k1; k++) out[k - begin]++;
    }
  }
}
