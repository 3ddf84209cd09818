/* A kernel's page (see kernel_page.h). */
#include "kernel_page.h"

#include <stdlib.h>
#include <string.h>

#include "html.h"
#include "../base/atomic_file.h"

vl_status vl_kernel_page_write(const char *path, const char *title, const char *subtitle,
                               const vl_function_page *pages, uint32_t num_pages, vl_diags *diags) {
  char *text = NULL;
  size_t len = 0;
  FILE *mem = open_memstream(&text, &len);
  if (!mem) abort();
  vl_html_begin(mem, title, subtitle);
  for (uint32_t i = 0; i < num_pages; i++) vl_page_function(mem, &pages[i]);
  vl_html_end(mem);
  fclose(mem);
  bool ok = vl_atomic_write(path, text, len);
  free(text);
  if (ok) return VL_OK;
  vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "cannot write the file");
  return VL_TOOL_ERROR;
}
