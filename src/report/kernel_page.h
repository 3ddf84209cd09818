/* A whole report page for one kernel file: a section per function (page_function.h),
 * drawn in memory and written at once (`alloc --html`, `report KERNEL`).
 * Needs: page_function.h, html.h. Produces: the file. */
#ifndef VL_KERNEL_PAGE_H
#define VL_KERNEL_PAGE_H
#include "page_function.h"

/* VL_TOOL_ERROR with "path:0:0: error: ..." in diags when `path` ("-": standard output)
 * cannot be written. */
vl_status vl_kernel_page_write(const char *path, const char *title, const char *subtitle,
                               const vl_function_page *pages, uint32_t num_pages, vl_diags *diags);

#endif
