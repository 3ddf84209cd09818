/* A comma- or tab-separated table with a header line, as the measurement scripts write it
 * (no quoting): cells by column name. Blank lines and lines starting with '#' are skipped;
 * cells are trimmed of blanks and a CR. Row r's line number is kept for diagnostics.
 * Needs: file.h. Produces: vl_text_table. */
#ifndef VL_BASE_TEXT_TABLE_H
#define VL_BASE_TEXT_TABLE_H
#include <stdbool.h>
#include <stdint.h>

enum { VL_TABLE_MAX_COLUMNS = 64 };

typedef struct vl_text_table {
  char *text;                                /* the file, split in place */
  char *header[VL_TABLE_MAX_COLUMNS];
  uint32_t num_columns, num_rows;
  char ***rows;                              /* rows[r][c], NULL past a short row's end */
  uint32_t *line;                            /* line[r]: the row's line number (1-based) */
} vl_text_table;

/* Reads `path` split at `separator`. false when the file cannot be read. */
bool vl_text_table_read(vl_text_table *t, const char *path, char separator);
void vl_text_table_free(vl_text_table *t);

/* The column named `name`, or -1. */
int vl_text_table_column(const vl_text_table *t, const char *name);
/* Row r's cell in column c ("" where the row has none or c is -1). */
const char *vl_text_table_cell(const vl_text_table *t, uint32_t r, int c);
/* A cell as a number: NAN unless the whole cell is one. */
double vl_text_table_number(const vl_text_table *t, uint32_t r, int c);

#endif
