/* Checks the SASS operand table (sass_widths.c) against nvdisasm's
 * --print-life-ranges columns on the same text (see sass_life.c).
 * Needs: a module parsed from life-range output. Produces: counts, diagnostics. */
#ifndef VL_SASS_LIFE_H
#define VL_SASS_LIFE_H
#include "sass.h"

typedef struct vl_sass_life_result {
  uint32_t checked;      /* instruction rows compared */
  uint32_t mismatches;   /* rows whose R registers differ */
  uint32_t missing;      /* of those, rows where nvdisasm sees a register our operands miss (unsafe);
                            the others only add reads or writes nvdisasm does not show (conservative) */
} vl_sass_life_result;

/* VL_OK when every row agrees, VL_INVALID otherwise. */
vl_status vl_sass_life_check(const vl_module *module, vl_diags *diags, uint32_t max_reports,
                             vl_sass_life_result *out);

#endif
