/* Line-by-line reading of tool output, shared by the readers of llc's
 * remarks, ptxas's report and nvdisasm's listings.
 *
 * Needs: nothing. Produces: each line NUL-terminated (without its '\n' or a
 * '\r' before it) in a scratch buffer, so that messages can quote it with %s,
 * and a few scanning helpers. */
#ifndef VL_LINES_H
#define VL_LINES_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "diag.h"

typedef struct vl_line {
  const char *s;
  size_t len;
} vl_line;

typedef void (*vl_line_fn)(void *ctx, vl_line line, uint32_t number);

/* Calls `fn` on every line while *status is VL_OK (the reader's first
 * failure stops the walk). *last_line: the number of the last line read;
 * *unterminated: the text ends without a newline, which tools never do
 * (a cut-off file). VL_TOOL_ERROR when out of memory. */
vl_status vl_lines_each(const char *text, size_t len, vl_line_fn fn, void *ctx, const vl_status *status,
                        uint32_t *last_line, bool *unterminated);

/* If the line continues with `lit` at *i, steps over it. */
bool vl_line_eat(vl_line l, size_t *i, const char *lit);
void vl_line_skip_spaces(vl_line l, size_t *i);

#endif
