/* Live intervals at instruction slots, as LLVM's SlotIndexes define them:
 * instruction k (layout order) owns slots 4k+0 (block boundary), 4k+1 (early
 * clobber), 4k+2 (register: uses end here, defs start here), 4k+3 (dead def end).
 * A value is a set of half-open segments [start, end) per bit of the regspace;
 * two bits interfere iff their segments overlap.
 * Needs: liveness. Produces: sorted segment lists for every physical unit and
 * virtual lane. */
#ifndef VL_INTERVALS_H
#define VL_INTERVALS_H
#include "liveness.h"

enum { VL_SLOT_BLOCK = 0, VL_SLOT_EARLY = 1, VL_SLOT_REG = 2, VL_SLOT_DEAD = 3 };

typedef struct vl_segment {
  uint32_t start, end;
} vl_segment;

typedef struct vl_intervals {
  const vl_liveness *live;
  uint32_t num_slots;
  vl_segment **segs;       /* per bit, ascending */
  uint32_t *num_segs;
  uint64_t total_segments;
} vl_intervals;

vl_intervals *vl_intervals_compute(const vl_liveness *live, vl_arena *arena);
static inline uint32_t vl_slot(uint32_t instr, uint32_t kind) { return instr * 4 + kind; }
static inline uint32_t vl_slot_instr(uint32_t slot) { return slot / 4; }
/* Does one of two sorted segment lists end before the other begins (or is one empty)? */
static inline bool vl_spans_apart(const vl_segment *a, uint32_t na, const vl_segment *b, uint32_t nb) {
  return !na || !nb || a[na - 1].end <= b[0].start || b[nb - 1].end <= a[0].start;
}
/* Do two sorted segment lists overlap? Returns the first shared slot, or UINT32_MAX. */
uint32_t vl_segments_overlap(const vl_segment *a, uint32_t na, const vl_segment *b, uint32_t nb);
/* Total number of slots covered (a size measure for priorities). */
uint32_t vl_segments_length(const vl_segment *s, uint32_t n);
/* Do lane l of virtual register v and lane m of u live at once? */
static inline bool vl_lanes_meet(const vl_intervals *iv, uint32_t v, uint32_t l, uint32_t u, uint32_t m) {
  const vl_regspace *space = &iv->live->space;
  uint32_t bv = vl_vreg_bit(space, v, l), bu = vl_vreg_bit(space, u, m);
  /* Inline, the spans first: the searches ask this of every value a register ever holds. */
  return !vl_spans_apart(iv->segs[bv], iv->num_segs[bv], iv->segs[bu], iv->num_segs[bu]) &&
         vl_segments_overlap(iv->segs[bv], iv->num_segs[bv], iv->segs[bu], iv->num_segs[bu]) != UINT32_MAX;
}
/* Where v and u meet, as offsets: bit (l - m + 3) is set when lane l of v and lane m of u live at
 * once (tuples of up to 4 lanes), so v at base b and u at b + l - m would share a unit. */
uint8_t vl_lane_offsets(const vl_intervals *iv, uint32_t v, uint32_t u);
/* Are all tuples of `file` at most 4 lanes wide (what vl_lane_offsets can describe)? */
bool vl_lane_offsets_fit(const vl_intervals *iv, uint32_t file);
/* The slots v's lanes span, [*start, *end); *start = UINT32_MAX, *end = 0 when never live. */
void vl_vreg_span(const vl_intervals *iv, uint32_t v, uint32_t *start, uint32_t *end);
/* How many of v's lanes live over all of slots [lo, hi) (a binary search per lane). */
uint32_t vl_lanes_covering(const vl_intervals *iv, uint32_t v, uint32_t lo, uint32_t hi);
/* out[k - begin] = how many of v's lanes live through instruction k (over all of its slots,
 * vl_lanes_covering from its block slot to the next one's) for k in [begin, end): one pass
 * over each lane's segments, for callers that ask of every instruction of a range. */
void vl_lanes_through_each(const vl_intervals *iv, uint32_t v, uint32_t begin, uint32_t end, uint8_t *out);

#endif
