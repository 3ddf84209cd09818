/* The Z3 verifier: checks an assignment against the SMT encoding and names
 * every violated constraint, found through unsat cores, in the native
 * verifier's categories and with its exit codes. An independent second
 * opinion: it shares the analysis (intervals, budget) with the native
 * verifier but none of its checking code.
 *
 * Consistency (syntax: every used virtual register has one register of its
 * class's width) is read straight off the assignment, as the JSON already
 * maps each virtual register to one name; realizability and safety are
 * decided by Z3: the proposal is asserted, every constraint of the encoding
 * is guarded by a literal, and a core of the guards names the constraints the
 * proposal breaks (each is confirmed on its own, then set aside, until the
 * rest is satisfiable).
 *
 * Needs: smt_encode, the assignment. Produces: diagnostics and counts. */
#ifndef VL_SMT_VERIFY_H
#define VL_SMT_VERIFY_H
#include "../alloc/assignment.h"
#include "native.h"
#include "smt_encode.h"

typedef struct vl_smt_timing {
  double encode_ms, solve_ms;
  uint32_t constraints, solver_calls;
} vl_smt_timing;

/* A checker keeps one function's encoding and solver, so that many
 * assignments of it (mutations, regenerated proposals) are checked without
 * building the encoding again. */
typedef struct vl_smt_checker vl_smt_checker;
vl_status vl_smt_checker_new(const vl_intervals *iv, const vl_budget *budget, vl_smt_checker **out, vl_diags *diags);
/* VL_OK valid, VL_INVALID with diagnostics (at most `max_reports` per category),
 * VL_TOOL_ERROR when Z3 fails or gives up. */
vl_status vl_smt_check(vl_smt_checker *checker, const vl_assignment *assignment, vl_diags *diags,
                       uint32_t max_reports, vl_verify_result *result, vl_smt_timing *timing);
void vl_smt_checker_free(vl_smt_checker *checker);

/* One-shot: new, check, free. */
vl_status vl_verify_smt(const vl_intervals *iv, const vl_budget *budget, const vl_assignment *assignment,
                        vl_diags *diags, uint32_t max_reports, vl_verify_result *result, vl_smt_timing *timing);

#endif
