/* The allocator dispatch: one place that maps an allocator's name to the code
 * that runs it, for every front end (MIR and SASS), so that a new allocator
 * (the model) plugs in here once.
 * Needs: the analysis of one function. Produces: an assignment. */
#ifndef VL_DISPATCH_H
#define VL_DISPATCH_H
#include "../analysis/analysis.h"
#include "assignment.h"
#include "exact.h"

/* Is `name` an allocator this build runs ("classical", "exact")? */
bool vl_allocator_known(const char *name);
/* The names, comma-separated, for messages. */
const char *vl_allocator_names(void);
/* Runs allocator `name` on one function into `out`; `exact` receives the exact
 * allocator's details when that one runs (may be NULL otherwise). */
vl_status vl_allocate(const char *name, const vl_analysis *an, double timeout_s, vl_assignment *out,
                      vl_exact_result *exact, vl_diags *diags);

#endif
