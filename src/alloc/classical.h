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

vl_status vl_alloc_classical(const vl_intervals *iv, const vl_budget *budget, const vl_pressure *pressure,
                             vl_assignment *out, vl_diags *diags);

/* The same; on failure *failed_vreg is a virtual register that found no register. */
vl_status vl_alloc_classical_failing(const vl_intervals *iv, const vl_budget *budget, const vl_pressure *pressure,
                                     vl_assignment *out, uint32_t *failed_vreg, vl_diags *diags);

#endif
