/* GPU measurements' section of the report (see page_measurements.h). Three shapes are read:
 *   speedup columns:  kernel,...,speedup_vs_ptxas,speedup_at_our_count   (each drawn as it is)
 *   wide times:       kernel,ptxas_median_us,ours_median_us,...          (ptxas's over each other's)
 *   long times:       kernel,variant,median_us,...  (one row per variant; ptxas's over each other's)
 * plus an `identical` / `outputs_identical` column (yes, true or 1 counts as identical). */
#include "page_measurements.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../base/text_table.h"
#include "charts.h"
#include "html.h"

enum { MAX_SERIES = 8 };

typedef vl_text_table table;

/* Kernel names in the long shape repeat per variant: the row of `variant` for the kernel of row r. */
static int row_of(const table *t, int kernel, int variant, const char *name, const char *want) {
  for (uint32_t r = 0; r < t->num_rows; r++)
    if (!strcmp(vl_text_table_cell(t, r, kernel), name) && !strcmp(vl_text_table_cell(t, r, variant), want)) return (int)r;
  return -1;
}

typedef struct speedups {
  char names[MAX_SERIES][96];
  double *values[MAX_SERIES];
  uint32_t count[MAX_SERIES], num;
} speedups;

static double *next_series(speedups *s, const char *name, uint32_t rows) {
  if (s->num == MAX_SERIES) return NULL;
  snprintf(s->names[s->num], sizeof s->names[0], "%s", name);
  return s->values[s->num++] = calloc(rows + 1, sizeof(double));
}

static void gather(const table *t, speedups *s) {
  int kernel = vl_text_table_column(t, "kernel"), variant = vl_text_table_column(t, "variant"), ptxas = -1, median = -1;
  for (uint32_t c = 0; c < t->num_columns; c++) {
    const char *h = t->header[c];
    if (!strncmp(h, "speedup", 7)) {
      double *v = next_series(s, h, t->num_rows);
      for (uint32_t r = 0; v && r < t->num_rows; r++) {
        double x = vl_text_table_number(t, r, (int)c);
        if (x > 0) v[s->count[s->num - 1]++] = x;
      }
    }
    if (strstr(h, "median") && !strncmp(h, "ptxas", 5)) ptxas = (int)c;
    if (!strncmp(h, "median", 6)) median = (int)c;
  }
  if (ptxas >= 0)   /* wide: ptxas's median over each other median column */
    for (uint32_t c = 0; c < t->num_columns; c++) {
      if ((int)c == ptxas || !strstr(t->header[c], "median")) continue;
      char name[96];
      snprintf(name, sizeof name, "%s: ptxas / %s", t->header[ptxas], t->header[c]);
      double *v = next_series(s, name, t->num_rows);
      for (uint32_t r = 0; v && r < t->num_rows; r++) {
        double a = vl_text_table_number(t, r, ptxas), b = vl_text_table_number(t, r, (int)c);
        if (a > 0 && b > 0) v[s->count[s->num - 1]++] = a / b;
      }
    }
  if (kernel >= 0 && variant >= 0 && median >= 0) {   /* long: each variant against ptxas's row */
    for (uint32_t r = 0; r < t->num_rows; r++) {
      const char *name = vl_text_table_cell(t, r, variant);
      if (!strcmp(name, "ptxas") || !*name) continue;
      uint32_t k = 0;
      while (k < s->num && strcmp(s->names[k], name)) k++;
      if (k == s->num && !next_series(s, name, t->num_rows)) continue;
      int base = row_of(t, kernel, variant, vl_text_table_cell(t, r, kernel), "ptxas");
      double a = base >= 0 ? vl_text_table_number(t, (uint32_t)base, median) : NAN, b = vl_text_table_number(t, r, median);
      if (a > 0 && b > 0) s->values[k][s->count[k]++] = a / b;
    }
  }
}

vl_status vl_page_measurements(FILE *out, const char *path, vl_diags *diags) {
  table t;
  if (!vl_text_table_read(&t, path, ',')) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "cannot read the file");
    return VL_BAD_INPUT;
  }
  vl_status status = VL_OK;
  if (vl_text_table_column(&t, "kernel") < 0) {
    vl_diag_add(diags, path, 1, 1, VL_CAT_NONE, "a measurements CSV starts with a header naming a 'kernel' column");
    status = VL_BAD_INPUT;
  } else {
    speedups s = {0};
    gather(&t, &s);
    int same = vl_text_table_column(&t, "identical") >= 0 ? vl_text_table_column(&t, "identical") : vl_text_table_column(&t, "outputs_identical");
    uint32_t identical = 0, judged = 0;
    for (uint32_t r = 0; same >= 0 && r < t.num_rows; r++) {
      const char *v = vl_text_table_cell(&t, r, same);
      if (!*v) continue;
      judged++;
      identical += !strcmp(v, "yes") || !strcmp(v, "true") || !strcmp(v, "1");
    }
    fputs("<h2>GPU measurements: speedups against ptxas</h2>\n<p class=\"note\">", out);
    vl_html_text(out, path);
    fprintf(out, ": %u rows", t.num_rows);
    if (judged) fprintf(out, "; outputs identical on %u of %u", identical, judged);
    fputs(" (above 1: ours faster)</p>\n", out);
    for (uint32_t k = 0; k < s.num; k++) {
      fputs("<h3>", out);
      vl_html_text(out, s.names[k]);
      fputs("</h3>\n", out);
      vl_chart_histogram(out, s.names[k], "speedup (log scale)", s.values[k], s.count[k], true, "ours", 1.0);
      free(s.values[k]);
    }
    if (!s.num) fputs("<p class=\"note\">No speedup or median-time columns in this file.</p>\n", out);
  }
  vl_text_table_free(&t);
  return status;
}
