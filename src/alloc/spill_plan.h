/* Choosing what to spill: one round of the spiller. Where register pressure
 * exceeds the budget, pick live-through virtual registers by block-frequency
 * weighted cost (RegAllocScore's weights: store 1, load 4, copy 0.2, cheap
 * remat 0.2) over the number of over-budget points relieved, ties going to the
 * furthest next use, and give each one a home: rematerialization (a move of a
 * constant), a free AGPR (gfx90a/gfx942 VGPRs), a lane of a VGPR (SGPRs, as
 * LLVM's SILowerSGPRSpills does), or a stack slot.
 *
 * A spilled register is split at block boundaries: every block that reads it
 * reloads it once and keeps it in a register for its later reads, except
 * across the gaps between two reads where pressure is still too high: those
 * are chosen separately and get a fresh reload after the gap. Definitions
 * store to the home right after them unless a later write in the block stores
 * again (spill_insert.c).
 *
 * Needs: the analysis of the current function, the homes given in earlier
 * rounds. Produces: vl_spill_plan (spill_insert.c writes it into the MIR). */
#ifndef VL_SPILL_PLAN_H
#define VL_SPILL_PLAN_H
#include "../analysis/analysis.h"
#include "../cost/spill_cost.h"


typedef enum vl_home_kind {
  VL_HOME_NONE,
  VL_HOME_STACK,    /* SI_SPILL_<V|A|AV><bits>_SAVE / _RESTORE on a spill slot */
  VL_HOME_AGPR,     /* COPY into an AGPR virtual register and back */
  VL_HOME_LANE,     /* SI_SPILL_S32_TO_VGPR / SI_RESTORE_S32_FROM_VGPR, one lane per 32 bits */
  VL_HOME_REMAT,    /* the defining instruction again, before each reloading block */
  VL_HOME_SPLIT,    /* COPY into a virtual register of its own class and back: no pressure relieved,
                       the live range split in two (vl_spill_plan_split) */
} vl_home_kind;

typedef struct vl_spill_home {
  uint8_t kind;        /* vl_home_kind */
  bool is_new;         /* given this round: definitions must store (else their stores exist) */
  bool unsaved;        /* a temporary one of whose definitions skipped its store (a later
                          write in its block stored instead): if spilled again, store again */
  uint32_t slot;       /* STACK: stack object id */
  uint32_t vreg;       /* AGPR: the AGPR register; LANE: the lane VGPR; SPLIT: the other piece */
  uint32_t lane;       /* LANE: the first lane */
  const char *remat;   /* REMAT: the defining instruction's line, "%N" marking the def (arena) */
  uint32_t remat_at;   /* REMAT: offset of the def's "%N" inside `remat` */
  uint32_t remat_len;  /* REMAT: length of that "%N" */
} vl_spill_home;

typedef struct vl_spill_choice {
  uint32_t vreg;
  vl_spill_home home;
  VL_VEC(uint32_t) gap_ends;   /* instructions after a chosen gap: reload again there */
  /* With a placement (spill_place.h): per block, VL_PLACE_IN_REG / VL_PLACE_OUT_REG, and the
   * instructions where the value must be in its home, ascending; gap_ends is then empty.
   * NULL: in the home at every block boundary. */
  uint8_t *boundary;
  VL_VEC(uint32_t) drops;
  uint32_t *stores;            /* with a placement: the definitions that store, ascending */
  size_t num_stores;
} vl_spill_choice;

/* What the spiller knows across rounds: the homes of spilled registers and of
 * the temporaries that stand in for them, and what must never spill. */
/* What a candidate's cost is divided by, besides the lanes it relieves, when it is first chosen:
 * the over-budget points of the gap relieved, every instruction of its live range (LLVM's spill
 * weight), or the over-budget points of its whole live range. Later gaps always count their own. */
typedef enum vl_spill_spread { VL_SPREAD_GAP, VL_SPREAD_RANGE, VL_SPREAD_RANGE_OVER } vl_spill_spread;

typedef struct vl_spill_state {
  vl_spill_home *home;         /* per vreg id (grows with the function) */
  bool *pinned;                /* per vreg id: never spill (lane VGPRs) */
  uint32_t capacity;           /* entries in home/pinned */
  uint32_t next_slot;          /* the next free stack object id */
  uint32_t lane_vreg;          /* the lane VGPR being filled; UINT32_MAX: none yet */
  uint32_t lanes_used;
  uint32_t next_vreg;          /* the next free virtual register id */
  bool place;                  /* place stack and AGPR homes (spill_place.h) */
  bool layout;                 /* relieve over-budget points in layout order, not the worst first */
  bool per_value;              /* score candidates per value, not per lane relieved (spill_plan.c) */
  vl_spill_spread spread;      /* what a first choice's cost is spread over (spill_plan.c) */
  bool agpr_weights;           /* score VGPR candidates at AGPR-home weights where AGPRs are free (spill_plan.c) */
  bool vector_again;           /* relieve the VGPRs again after the SGPRs, whose lane VGPRs add to them */
  uint32_t scalar_passes;      /* plan rounds whose SGPR pass left SGPR choices: only after those does
                                  vector_again's second VGPR pass run */
  bool keep_needless;          /* keep choices that later ones made needless (tests compare; spill_plan.c) */
  bool homes_in_order;         /* AGPR homes in the order chosen, not exchanged by cost (tests compare) */
  uint32_t margin[VL_NUM_FILES];   /* registers kept free below the budget (fragmentation) */
  /* More kept free only over instructions [window_lo, window_hi], where a register
   * could not be placed (spill.c sets it for one planning step, then zeroes the margin). */
  uint32_t window_margin[VL_NUM_FILES], window_lo, window_hi;
  int16_t *agpr_class;         /* per register class: vl_spill_agpr_class's answer, found at the first plan */
  vl_arena *arena;
} vl_spill_state;

typedef struct vl_spill_plan {
  VL_VEC(vl_spill_choice) choices;
  uint32_t *choice_of;         /* per vreg: index + 1 in choices, 0 if not chosen */
  uint32_t over_points;        /* instructions above budget before the round */
  uint32_t placed;             /* choices given a placement (spill_place.h) */
  uint32_t stuck_points;       /* of those, where nothing could be spilled */
  VL_VEC(uint32_t) new_lane_vregs;   /* lane VGPRs this round creates (IMPLICIT_DEF at entry) */
} vl_spill_plan;

/* Was the inner gap ending at instruction `end` chosen (a reload again there)? */
bool vl_spill_gap_chosen(const vl_spill_choice *ch, uint32_t end);

/* Grows the state's per-vreg arrays to cover `num_vregs` ids. */
void vl_spill_state_reserve(vl_spill_state *state, uint32_t num_vregs);

/* One round: the registers to spill so that pressure fits budget - margin. An empty
 * plan means nothing more can be spilled. */
void vl_spill_plan_round(const vl_analysis *analysis, vl_spill_state *state, vl_spill_plan *plan, vl_arena *arena);

/* A round for when pressure fits but the allocation does not (tuples need aligned
 * runs of free registers): spill `vreg`, the register the allocator could not place,
 * everywhere (a reload before every read), or when that cannot help (it lives
 * nowhere but next to its operands) the longest-lived spillable register of its
 * file live through its definition. */
void vl_spill_plan_unplaced(const vl_analysis *analysis, vl_spill_state *state, uint32_t vreg, vl_spill_plan *plan,
                            vl_arena *arena);

/* A round for when pressure fits but the allocation does not, before any spill: split
 * `vreg`, the register the allocator could not place, where it crosses into a block that
 * reads it. It goes into a new register of its class after its last write in each block
 * and comes back before the first read of the next block (a split home): one piece where
 * it is read and written, the other across the boundary, each free to take a register of
 * its own (a loop's accumulator: one in the body, one around the back edge), for two
 * copies instead of a store and a reload. Greedy splits so, around loops and blocks. The
 * plan is empty where that cannot help: a tuple (a COPY of a partly defined tuple reads
 * undefined lanes), a register that enters no block, or one that cannot spill. */
void vl_spill_plan_split(const vl_analysis *analysis, vl_spill_state *state, uint32_t vreg, vl_spill_plan *plan,
                         vl_arena *arena);

/* Where the pressure fits and `vreg` (a single lane the allocator could not place) found no
 * register free over its whole live range: the register whose holders (`placed`, the failed
 * run's placement) meet it least, by block frequency, is taken for it where it is free, and
 * vreg moves into a new register of its class (a split home, placed as spills are: COPYs at
 * the cheapest block boundaries) over the instructions where it is held. The piece there is
 * a short register the allocator may put in any hole. LLVM greedy's region split does so
 * (around the interference of the register it prefers). No register held where vreg is read or
 * written is taken; nothing is split where some register is free over its whole range (it
 * fits), where every register is held at one of its references, or where it is no single
 * lane. */
void vl_spill_plan_split_conflict(const vl_analysis *analysis, vl_spill_state *state, uint32_t vreg,
                                  const vl_physreg *placed, vl_spill_plan *plan, vl_arena *arena);

/* A choice made elsewhere (the exact placement, spill_exact.h): the value, its home's kind
 * (vl_home_kind: STACK, AGPR, LANE or REMAT), the instructions where it must be in its home
 * (ascending, none a reference) and per block VL_PLACE_IN_REG / VL_PLACE_OUT_REG (spill_place.h). */
typedef struct vl_spill_given {
  uint32_t vreg;
  uint8_t kind;
  const uint32_t *drops;
  size_t num_drops;
  const uint8_t *boundary;   /* num_blocks entries */
} vl_spill_given;

/* A round of given choices: each gets a new home of its kind (the cheapest that fits where that
 * kind cannot be had) and the given placement; definitions store where some reload reads them
 * (vl_place_stores). */
void vl_spill_plan_given(const vl_analysis *an, vl_spill_state *state, const vl_spill_given *given, size_t n,
                         vl_spill_plan *plan, vl_arena *arena);

/* The class of AGPRs that can hold a VGPR of class `cls` (same width and
 * alignment), or -1. */
int vl_spill_agpr_class(const vl_target *target, int cls);

#endif
