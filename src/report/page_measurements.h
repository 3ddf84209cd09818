/* The report's section for GPU run-time measurements (docs/formats.md, "Measurements
 * CSV"; measurements/h100.csv): the distribution of speedups against ptxas, one
 * histogram per speedup, and how many kernels gave identical outputs. Columns are found
 * by name, so a CSV with more columns, or fewer, still draws what it has.
 * Needs: base/file.h, charts.h. Produces: HTML on a stream. */
#ifndef VL_PAGE_MEASUREMENTS_H
#define VL_PAGE_MEASUREMENTS_H
#include <stdio.h>

#include "../base/diag.h"

/* VL_BAD_INPUT with file:line:col in `diags` when the file is missing or has no header. */
vl_status vl_page_measurements(FILE *out, const char *path, vl_diags *diags);

#endif
