/* Diagnostics list: collection and printing in the compiler's usual format. */
#include "diag.h"

#include <stdarg.h>
#include <string.h>

const char *vl_category_name(vl_category category) {
  switch (category) {
  case VL_CAT_SYNTAX: return "syntax";
  case VL_CAT_DATAFLOW: return "dataflow";
  case VL_CAT_CONSTRAINT: return "constraint";
  default: return "error";
  }
}

void vl_diag_add(vl_diags *diags, const char *file, uint32_t line, uint32_t col, vl_category category,
                 const char *fmt, ...) {
  va_list ap, ap2;
  va_start(ap, fmt);
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  char *message = vl_arena_alloc(&diags->arena, (size_t)n + 1);
  vsnprintf(message, (size_t)n + 1, fmt, ap2);
  va_end(ap2);
  /* The file name is copied: diagnostics outlive the structures their callers name files from. */
  const char *where = file ? vl_arena_strndup(&diags->arena, file, strlen(file)) : NULL;
  vl_diag diag = {where, line, col, category, message};
  VL_VEC_PUSH(&diags->arena, diags->list, diag);
  diags->count[category]++;
}

void vl_diags_append(vl_diags *dst, const vl_diags *src) {
  for (size_t i = 0; i < src->list.len; i++) {
    const vl_diag *d = &src->list.data[i];
    vl_diag_add(dst, d->file, d->line, d->col, d->category, "%s", d->message);
  }
}

void vl_diags_print(const vl_diags *diags, FILE *out) {
  for (size_t i = 0; i < diags->list.len; i++) {
    const vl_diag *d = &diags->list.data[i];
    /* As compilers print them (file:line:col: error: ...); a verifier finding names its category next. */
    if (d->category == VL_CAT_NONE)
      fprintf(out, "%s:%u:%u: error: %s\n", d->file ? d->file : "<input>", d->line, d->col, d->message);
    else
      fprintf(out, "%s:%u:%u: error: %s: %s\n", d->file ? d->file : "<input>", d->line, d->col,
              vl_category_name(d->category), d->message);
  }
}

void vl_diags_free(vl_diags *diags) {
  vl_arena_free(&diags->arena);
  *diags = (vl_diags){0};
}
