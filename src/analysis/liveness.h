/* Liveness with subregister lanes, over one bit space shared by physical units
 * and virtual-register lanes (QBE's Tmp0 idea): bits [0, num_units) are the
 * target's physical units, then each virtual register v owns width(v) bits
 * starting at lane_base[v], one per 32-bit lane.
 *
 * Needs: a parsed function (front/mir.h) and the dataflow solver.
 * Produces: per-block live-in/live-out bitsets and a backward step over one
 * instruction, which intervals, pressure, the verifier and the rewriter use. */
#ifndef VL_LIVENESS_H
#define VL_LIVENESS_H
#include "../base/bitset.h"
#include "../front/mir.h"

typedef struct vl_regspace {
  uint32_t num_units;     /* physical units of the target */
  uint32_t num_bits;      /* units + all virtual lanes */
  uint32_t *lane_base;    /* per vreg id: first bit; meaningful when width > 0 */
  uint8_t *width;         /* per vreg id: lanes (0 for ids without class or never used) */
  uint32_t *bit_vreg;     /* per bit >= num_units: owning vreg id */
} vl_regspace;

static inline bool vl_bit_is_unit(const vl_regspace *s, uint32_t bit) { return bit < s->num_units; }
static inline uint32_t vl_bit_lane(const vl_regspace *s, uint32_t bit) {
  return bit - s->lane_base[s->bit_vreg[bit - s->num_units]];
}

typedef struct vl_liveness {
  const vl_function *fn;
  vl_regspace space;
  vl_bitset *live_in;     /* per block index */
  vl_bitset *live_out;
  vl_bitset *defined_in;  /* per block: bits some definition reaches at entry (units always) */
} vl_liveness;

/* Effects of one instruction, as bit lists (sparse: most instructions touch a few bits). */
enum {
  VL_DEF_EARLY = 1u << 0,    /* written at the early-clobber slot (overlaps the instruction's uses) */
  VL_DEF_DEAD = 1u << 1,     /* marked dead: live only at the instruction itself */
  VL_DEF_CLOBBER = 1u << 2,  /* a call's register mask clobber */
};
typedef struct vl_effects {
  uint32_t *uses;          /* bits read (undef uses excluded) */
  uint32_t num_uses, cap_uses;
  uint32_t *defs;          /* bits written */
  uint8_t *def_flags;      /* VL_DEF_* per def */
  uint32_t num_defs, cap_defs;
  uint32_t *undefs;        /* bits made undefined: the other lanes of an `undef %x.subK` def */
  uint32_t num_undefs, cap_undefs;
} vl_effects;

vl_regspace vl_regspace_build(const vl_function *fn, vl_arena *arena);
vl_liveness *vl_liveness_compute(const vl_function *fn, vl_arena *arena);
/* Fill `out` (reusing its buffers; free with vl_effects_release) with the effects of `instr`. */
void vl_effects_of(const vl_function *fn, const vl_regspace *space, const vl_instr *instr, vl_effects *out);
void vl_effects_release(vl_effects *effects);
/* live := live before the instruction, given live after it. */
void vl_liveness_step_back(const vl_effects *effects, vl_bitset *live);
/* The bit of lane `lane` of virtual register `vreg`. */
static inline uint32_t vl_vreg_bit(const vl_regspace *s, uint32_t vreg, uint32_t lane) {
  return s->lane_base[vreg] + lane;
}

#endif
