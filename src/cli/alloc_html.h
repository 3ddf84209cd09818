/* alloc --html: the report page of an allocation (src/report/page_function.h), each
 * function of ours beside the vendor's allocation of the same input (LLVM greedy's
 * post-RA MIR on AMDGPU). */
#ifndef VL_ALLOC_HTML_H
#define VL_ALLOC_HTML_H
#include "alloc_report.h"

/* `greedy_post`: LLVM greedy's post-RA MIR of the same input, or NULL (no vendor side).
 * 0, or 3 after a message when the page cannot be written. */
int vl_alloc_html_write(const vl_alloc_report *report, const char *allocator, const char *greedy_post,
                        const char *path);

#endif
