/* Line-by-line reading (see lines.h). */
#include "lines.h"

#include <stdlib.h>
#include <string.h>

vl_status vl_lines_each(const char *text, size_t len, vl_line_fn fn, void *ctx, const vl_status *status,
                        uint32_t *last_line, bool *unterminated) {
  *last_line = 0;
  *unterminated = len && text[len - 1] != '\n';
  char *buf = malloc(len + 1);
  if (!buf) return VL_TOOL_ERROR;
  size_t pos = 0;
  while (pos < len && *status == VL_OK) {
    const char *nl = memchr(text + pos, '\n', len - pos);
    size_t end = nl ? (size_t)(nl - text) : len;
    size_t n = end - pos;
    if (n && text[end - 1] == '\r') n--;
    memcpy(buf, text + pos, n);
    buf[n] = 0;
    fn(ctx, (vl_line){buf, n}, ++*last_line);
    pos = end + 1;
  }
  free(buf);
  return VL_OK;
}

bool vl_line_eat(vl_line l, size_t *i, const char *lit) {
  size_t n = strlen(lit);
  if (l.len - *i < n || memcmp(l.s + *i, lit, n) != 0) return false;
  *i += n;
  return true;
}

void vl_line_skip_spaces(vl_line l, size_t *i) {
  while (*i < l.len && (l.s[*i] == ' ' || l.s[*i] == '\t')) (*i)++;
}
