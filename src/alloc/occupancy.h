/* Which physical registers are taken, slot by slot: one busy bitset per unit over
 * the live-interval slots. A register fits a virtual register when none of the
 * vreg's lane segments meets a busy slot of the unit that lane would occupy.
 * The classical allocator places registers with it, and the learned allocator's
 * constrained decoding asks it which registers it may offer (the mask), so both
 * judge "does r fit v given what is placed" the same way.
 * Needs: intervals, budget. Produces: fits/occupy/candidate answers, and who holds a register. */
#ifndef VL_OCCUPANCY_H
#define VL_OCCUPANCY_H
#include "../analysis/budget.h"
#include "../analysis/intervals.h"

typedef struct vl_occupancy {
  const vl_intervals *iv;
  const vl_function *fn;
  const vl_target *target;
  const vl_budget *budget;
  vl_bitset *busy;                 /* per unit, over slots */
  vl_bitset *any;                  /* per unit, a bit per word of busy: is it nonzero */
  bool *dirty;                     /* per unit: marked since the last reset (vl_occupancy_reset) */
} vl_occupancy;

/* What a search that moves placed registers works on: the occupancy and what it was made from
 * (intervals, function, target, register space), and the assignment it changes. */
typedef struct vl_placed {
  vl_occupancy *occ;
  const vl_intervals *iv;
  const vl_function *fn;
  const vl_target *target;
  const vl_regspace *space;
  vl_physreg *reg;
} vl_placed;

static inline vl_placed vl_placed_of(vl_occupancy *occ, vl_physreg *reg) {
  return (vl_placed){occ, occ->iv, occ->fn, occ->target, &occ->iv->live->space, reg};
}

void vl_occupancy_init(vl_occupancy *o, const vl_intervals *iv, const vl_budget *budget, vl_arena *arena);
/* Nothing placed: only the fixed physical registers' own segments are busy. */
void vl_occupancy_reset(vl_occupancy *o);
/* Are all of reg's units free wherever v's lanes live? */
bool vl_occupancy_fits(const vl_occupancy *o, uint32_t v, vl_physreg reg);
/* Marks (value true) or frees v's segments on reg's units. */
void vl_occupancy_mark(vl_occupancy *o, uint32_t v, vl_physreg reg, bool value);
/* A spare special register of the budget (budget.h: vcc_hi in wave32) that v's class lists and that is
 * free wherever v lives, or count 0: the last resort of every allocator where no numbered register is
 * free, as LLVM greedy takes it when the SGPRs run out (the spiller counts spares as SGPR room). */
vl_physreg vl_occupancy_spare(const vl_occupancy *o, uint32_t v);
/* The legal register for v with base `index` in `file` (class, alignment, bounds, budget), or count 0. */
vl_physreg vl_occupancy_candidate(const vl_occupancy *o, uint32_t v, vl_regfile file, int64_t index);
/* Is `unit` busy anywhere v's first lane lives? */
bool vl_occupancy_unit_busy(const vl_occupancy *o, uint32_t v, unsigned unit);
/* Eviction (the classical allocator's, and constrained decoding's dead-end recovery): which placed
 * virtual registers keep v out of a register. `reg` holds what is placed, per vreg (count 0: not placed). */
/* Placed vregs of v's files whose lanes live at the same time as one of v's: the only possible holders
 * of any register v could take. Fills out[] (room for num_vregs) and returns their number. */
uint32_t vl_occupancy_rivals(const vl_occupancy *o, const vl_physreg *reg, uint32_t v, uint32_t *out);
/* Of the rivals, those whose registers meet `at` (a shared unit while both live): up to `max` into
 * out[]; returns their number, or max + 1 when there are more. */
uint32_t vl_occupancy_holders(const vl_occupancy *o, const vl_physreg *reg, uint32_t v, vl_physreg at,
                              const uint32_t *rivals, uint32_t num_rivals, uint32_t *out, uint32_t max);
/* The same rivals bucketed by the units they hold, so that asking for the holders of every
 * candidate register costs the rivals there, not all of them (the classical allocator asks for
 * each register of the file in turn). */
typedef struct vl_rivals_by_unit {
  uint32_t *first;   /* per unit, num_units + 1: where its rivals start in `pos` */
  uint32_t *pos;     /* positions in the rivals array, ascending per unit; room for 4 per vreg */
} vl_rivals_by_unit;
vl_rivals_by_unit vl_rivals_by_unit_new(const vl_occupancy *o, vl_arena *arena);
void vl_rivals_by_unit_fill(const vl_occupancy *o, const vl_physreg *reg, const uint32_t *rivals, uint32_t num_rivals,
                            vl_rivals_by_unit *b);
/* vl_occupancy_holders with the rivals bucketed: the same answer, in the same order. */
uint32_t vl_occupancy_holders_by_unit(const vl_occupancy *o, const vl_physreg *reg, uint32_t v, vl_physreg at,
                                      const uint32_t *rivals, uint32_t num_rivals, const vl_rivals_by_unit *b,
                                      uint32_t *out, uint32_t max);
/* Legal and free: what constrained decoding may offer for v. */
static inline bool vl_occupancy_allows(const vl_occupancy *o, uint32_t v, vl_regfile file, int64_t index) {
  vl_physreg reg = vl_occupancy_candidate(o, v, file, index);
  return reg.count && vl_occupancy_fits(o, v, reg);
}

#endif
