/* The native verifier: checks an assignment against the paper's three
 * constraint families and names every violation with its category.
 *   syntax      a used virtual register without a register, a register of the wrong width
 *   constraint  class membership, alignment, bounds, budget, reserved registers, tied operands
 *   dataflow    two values live at once in one register, or a fixed physical
 *               definition (implicit-def, call clobber) hitting a live value
 * Needs: intervals (which carry liveness), the budget. Produces: diagnostics. */
#ifndef VL_NATIVE_VERIFY_H
#define VL_NATIVE_VERIFY_H
#include "../alloc/assignment.h"
#include "../analysis/budget.h"
#include "../analysis/intervals.h"

typedef struct vl_verify_result {
  uint32_t violations[VL_NUM_CATEGORIES];
  uint32_t total;
} vl_verify_result;

/* Counts a violation in `result` and, while its category has had fewer than
 * `max_reports`, adds a diagnostic for it (both verifiers report this way). */
void vl_verify_report(vl_verify_result *result, vl_diags *diags, uint32_t max_reports, const char *file,
                      vl_category cat, uint32_t line, uint32_t col, const char *fmt, ...)
    __attribute__((format(printf, 8, 9)));

/* Returns VL_OK when valid, VL_INVALID otherwise; at most `max_reports` diagnostics per category. */
vl_status vl_verify_native(const vl_intervals *iv, const vl_budget *budget, const vl_assignment *assignment,
                           vl_diags *diags, uint32_t max_reports, vl_verify_result *result);
/* Just the verdict: does the assignment pass? */
bool vl_verify_native_passes(const vl_intervals *iv, const vl_budget *budget, const vl_assignment *assignment);

#endif
