/* A whole report page of results: corpus runs of `eval` (their REPORT.json), a training
 * log and GPU measurements, any of them, in that order, on one self-contained HTML page
 * (`verilocc report`, `eval --html`, `make bench`).
 * Needs: page_corpus.h, page_training.h, page_measurements.h. Produces: the file. */
#ifndef VL_RESULTS_PAGE_H
#define VL_RESULTS_PAGE_H
#include <jansson.h>

#include "../base/diag.h"

typedef struct vl_results_page {
  const char *title;
  const json_t *const *evals;   /* eval reports, already loaded */
  unsigned num_evals;
  const char *training;         /* a training log's path, or NULL */
  const char *measurements;     /* a measurements CSV's path, or NULL */
} vl_results_page;

/* VL_BAD_INPUT (file:line:col in diags) for a malformed training log or CSV, VL_TOOL_ERROR
 * when `path` cannot be written ("-": standard output). */
vl_status vl_results_page_write(const vl_results_page *page, const char *path, vl_diags *diags);

#endif
