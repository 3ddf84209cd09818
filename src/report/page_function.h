/* The report's section for one function: per register file, the pressure along the
 * instructions of our allocation and of the vendor's (LLVM greedy's post-RA MIR,
 * ptxas's SASS) against the budget, with the occupancy steps as lines, the registers
 * each uses, loops shaded and the spill, reload, lane and copy points marked under the
 * curve; then the cost model's breakdown of both (docs/cost.md) as bars and a table.
 * Long functions are drawn by pixel column (the column's highest pressure, every mark
 * in it), so the section's size does not grow with the function.
 * Needs: alloc_view.h, svg.h, plot.h, html.h. Produces: HTML on a stream. */
#ifndef VL_PAGE_FUNCTION_H
#define VL_PAGE_FUNCTION_H
#include <stdio.h>

#include "alloc_view.h"

typedef struct vl_function_page {
  const vl_function *fn;             /* ours: the function allocated (after spilling) */
  uint32_t budget[VL_NUM_FILES];     /* registers the function may use per file */
  vl_alloc_view ours, vendor;
  bool have_vendor;
  const char *note;                  /* one line under the title (how it was produced), or NULL */
} vl_function_page;

void vl_page_function(FILE *out, const vl_function_page *page);

#endif
