/* The exact allocator (`alloc --allocator exact`): Z3's Optimize over the SMT
 * encoding (verify/smt_encode.h), every constraint of its table hard, and a
 * lexicographic objective that follows what occupancy depends on:
 *   1. the vector registers used: VGPR top + AGPR top (AGPRs share the VGPR
 *      budget on gfx90a and gfx942; gfx1100 has none),
 *   2. the scalar registers used: SGPR top,
 *   3. the COPYs that do not become identities.
 * A file's "top" is its highest register index used + 1, the input's physical
 * registers included, as vl_assignment_stats counts it. The classical
 * allocation (on NVIDIA tightened, as `alloc` makes it: tighten.h), when it
 * verifies, is the first "best so far": the answer is never worse than it, and
 * Z3 starts from a small domain.
 * Within the time limit the result is proven optimal; past it, the best
 * allocation found is returned and flagged as not proven.
 * Needs: the analysis of one function (intervals, budget, pressure), Z3.
 * Produces: an assignment the native verifier accepts, and the tops per file.
 */
#ifndef VL_EXACT_H
#define VL_EXACT_H
#include "../analysis/analysis.h"
#include "../verify/smt_encode.h"
#include "assignment.h"
#include "z3_util.h"

typedef struct vl_exact_result {
  bool optimal;                   /* Z3 finished every objective within the limit */
  bool from_classical;            /* Z3 found nothing better than the classical allocation (which is returned) */
  uint32_t top[VL_NUM_FILES];     /* highest register index + 1 per file (VGPR, AGPR, SGPR) */
  uint32_t copies, copies_left;   /* COPYs between registers, and those not made identities */
  uint32_t classical_bound;       /* VGPR+AGPR top of the classical allocation (the first bound); 0: none */
  uint32_t num_constraints;       /* hard constraints from the encoding */
  double encode_ms, solve_ms;
  double seconds;                 /* everything: classical bound, encoding, solving, model reading */
} vl_exact_result;

/* Allocates `an`'s function into `out` (allocator "exact"). timeout_s <= 0: no limit;
 * otherwise a deadline for the whole call (classical start and encoding included): the
 * stages run in a child process that is killed at the deadline, and the best allocation
 * it reported stands. VL_TOOL_ERROR with a diagnostic when no
 * allocation exists within the budget, or when neither the classical allocator nor Z3
 * has one within the limit ("exact: no allocation within N s"); the result is checked
 * with vl_verify_native before it is returned. */
vl_status vl_alloc_exact(const vl_analysis *an, double timeout_s, vl_assignment *out, vl_exact_result *result,
                         vl_diags *diags);

#endif
