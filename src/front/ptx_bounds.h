/* Launch bounds from PTX. An nvdisasm listing does not say how many threads a
 * block may have, but ptxas obeyed the PTX's performance-tuning directives
 * when it chose its register count: `.maxntid` / `.reqntid` (threads per
 * block), `.minnctapersm` (blocks that must fit on one SM) and `.maxnreg`.
 * A 1024-thread kernel, for one, gets at most 64 registers per thread. This
 * reads those directives of each SASS function's `.entry` so that our budget
 * is ptxas's (analysis/budget.c turns them into the R limit).
 * Needs: a parsed SASS module and the PTX it was compiled from.
 * The entry's static shared memory, which occupancy counts, is read here too: the
 * `.shared` variables its body declares or names (dynamic shared memory is sized at launch
 * and counts 0).
 * Produces: fn->flat_workgroup_max, fn->min_blocks_per_sm, fn->max_regs_directive, fn->shared_bytes. */
#ifndef VL_PTX_BOUNDS_H
#define VL_PTX_BOUNDS_H
#include "mir.h"

/* Reads `path` and applies the bounds of every function of m; a function with no
 * `.entry` of its name in the PTX, or a malformed directive, is bad input
 * (file:line:col). */
vl_status vl_ptx_apply_bounds(const char *path, vl_module *m, vl_diags *diags);
/* The same on PTX text held in memory (tests). */
vl_status vl_ptx_apply_bounds_text(const char *path, const char *text, size_t len, vl_module *m, vl_diags *diags);

#endif
