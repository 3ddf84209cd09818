/* The classical allocator: priority-ordered assignment over live intervals,
 * lowest registers first (occupancy depends on the highest register used),
 * tuple- and alignment-aware, with copy hints so that coalescable COPYs become
 * identities. When a register finds no room, one level of eviction moves up to
 * four placed registers elsewhere. No spilling: when that fails too it fails with a
 * message naming the point of highest pressure (alloc/spill.h makes room first).
 * Needs: intervals, budget, pressure. Produces: an assignment. */
#ifndef VL_CLASSICAL_H
#define VL_CLASSICAL_H
#include "../analysis/budget.h"
#include "../analysis/intervals.h"
#include "../analysis/pressure.h"
#include "assignment.h"
#include "vreg_order.h"

/* The result is squeezed (squeeze.h), then its copies left are taken with every file's top
 * fixed (vl_classical_refine_copies, copy_recolor.h). */
vl_status vl_alloc_classical(const vl_intervals *iv, const vl_budget *budget, const vl_pressure *pressure,
                             vl_assignment *out, vl_diags *diags);

/* The same, not squeezed (the spiller's test of whether it fits); on failure *failed_vreg is a
 * virtual register that found no register, and `out` holds what the run that failed on it had
 * placed before (the spiller's split around what held its registers). */
vl_status vl_alloc_classical_failing(const vl_intervals *iv, const vl_budget *budget, const vl_pressure *pressure,
                                     vl_assignment *out, uint32_t *failed_vreg, vl_diags *diags);

/* Once the tops of a complete allocation `a` are known, every copy hint below them costs nothing:
 * copies from argument registers at the entry and into call registers, which looked like a raise
 * when their values came up. One more run with each file's ceiling and starting top at its top, the
 * sides of the copies left first; replaces `a` when it leaves fewer copies. */
void vl_classical_refine_copies(const vl_intervals *iv, const vl_budget *budget, vl_assignment *a);

/* The allocator as a reusable engine, for callers that try many orders and
 * ceilings (tighten.h): one greedy run in a given order (vreg_order.h keys) with
 * eviction, no second order, no diagnostics. A run resumes after the prefix its
 * order shares with the last run's. The engine lives in `arena`; free its
 * journal with vl_classical_free. */
typedef struct vl_classical vl_classical;
vl_classical *vl_classical_new(const vl_intervals *iv, const vl_budget *budget, vl_arena *arena);
void vl_classical_free(vl_classical *c);
/* Registers of `file` from now on stay below index `ceiling` (at most the budget's). */
void vl_classical_set_ceiling(vl_classical *c, vl_regfile file, uint32_t ceiling);
/* With `on`, a register that finds no room even by eviction gets one by moving placed
 * registers (recolor.h: Kempe chains, a window search): slower, for where the pressure
 * meets the ceiling. */
void vl_classical_set_kempe(vl_classical *c, bool on);
/* With `on`, a single-lane register takes the highest free register below the ceiling (one
 * beside a busy aligned partner first) instead of the lowest: singles gather at the top, and
 * aligned pairs and quads stay whole at the bottom for tuples. */
void vl_classical_set_singles_high(vl_classical *c, bool on);
/* One run: 0 with a register per vreg in out[] (num_vregs entries), or the number of
 * vregs that found none, the first of them in failed[]; the run stops after
 * `max_failed` of them (at least 1), out[] holds what it placed. */
uint32_t vl_classical_run(vl_classical *c, const vl_vreg_key *order, uint32_t n, vl_physreg *out, uint32_t *failed,
                          uint32_t max_failed);
/* The vregs all runs so far placed (or tried to): the work done, resumed prefixes not counted. */
uint64_t vl_classical_placements(const vl_classical *c);

#endif
