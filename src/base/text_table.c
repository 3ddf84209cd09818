/* Separated tables with a header (see text_table.h). */
#include "text_table.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "file.h"

/* Splits `line` at `sep` in place into at most `max` trimmed cells. */
static uint32_t split(char *line, char sep, char **cells, uint32_t max) {
  uint32_t n = 0;
  for (char *c = line;; c++) {
    if (n < max) cells[n++] = c;
    c = strchr(c, sep);
    if (!c) break;
    *c = 0;
  }
  for (uint32_t i = 0; i < n; i++) {
    char *e = cells[i] + strlen(cells[i]);
    while (e > cells[i] && (e[-1] == ' ' || e[-1] == '\r')) *--e = 0;
    while (*cells[i] == ' ') cells[i]++;
  }
  return n;
}

bool vl_text_table_read(vl_text_table *t, const char *path, char separator) {
  *t = (vl_text_table){0};
  size_t len;
  t->text = vl_read_file(path, &len);
  if (!t->text) return false;
  uint32_t lines = 1;
  for (char *p = t->text; *p; p++) lines += *p == '\n';
  t->rows = calloc(lines + 1, sizeof *t->rows);
  t->line = calloc(lines + 1, sizeof *t->line);
  if (!t->rows || !t->line) abort();
  uint32_t number = 0;
  for (char *line = t->text, *next; line; line = next) {
    next = strchr(line, '\n');
    if (next) *next++ = 0;
    number++;
    if (!*line || *line == '#' || *line == '\r') continue;
    if (!t->num_columns) {
      t->num_columns = split(line, separator, t->header, VL_TABLE_MAX_COLUMNS);
      continue;
    }
    t->rows[t->num_rows] = calloc(VL_TABLE_MAX_COLUMNS, sizeof(char *));
    if (!t->rows[t->num_rows]) abort();
    t->line[t->num_rows] = number;
    split(line, separator, t->rows[t->num_rows++], VL_TABLE_MAX_COLUMNS);
  }
  return true;
}

void vl_text_table_free(vl_text_table *t) {
  for (uint32_t r = 0; r < t->num_rows; r++) free(t->rows[r]);
  free(t->rows), free(t->line), free(t->text);
  *t = (vl_text_table){0};
}

int vl_text_table_column(const vl_text_table *t, const char *name) {
  for (uint32_t c = 0; c < t->num_columns; c++)
    if (!strcmp(t->header[c], name)) return (int)c;
  return -1;
}

const char *vl_text_table_cell(const vl_text_table *t, uint32_t r, int c) {
  return c >= 0 && (uint32_t)c < t->num_columns && t->rows[r][c] ? t->rows[r][c] : "";
}

double vl_text_table_number(const vl_text_table *t, uint32_t r, int c) {
  const char *text = vl_text_table_cell(t, r, c);
  char *end;
  double v = strtod(text, &end);
  return *text && !*end ? v : NAN;
}
