/* A page of results (see results_page.h). The page is drawn in memory first, so that a
 * malformed input leaves no half-written file behind. */
#include "results_page.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/atomic_file.h"
#include "html.h"
#include "page_corpus.h"
#include "page_measurements.h"
#include "page_training.h"

vl_status vl_results_page_write(const vl_results_page *page, const char *path, vl_diags *diags) {
  char *text = NULL;
  size_t len = 0;
  FILE *mem = open_memstream(&text, &len);
  if (!mem) abort();
  vl_html_begin(mem, page->title, "VeriLocc results: blue is ours, orange the vendor's (LLVM greedy, ptxas)");
  for (unsigned i = 0; i < page->num_evals; i++) vl_page_corpus(mem, page->evals[i]);
  vl_status s = VL_OK;
  if (page->training) s = vl_page_training(mem, page->training, diags);
  if (s == VL_OK && page->measurements) s = vl_page_measurements(mem, page->measurements, diags);
  vl_html_end(mem);
  fclose(mem);
  if (s == VL_OK) {
    if (!vl_atomic_write(path, text, len)) vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "cannot write the file"), s = VL_TOOL_ERROR;
  }
  free(text);
  return s;
}
