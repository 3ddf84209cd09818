/* JSON glue (see json.h). */
#include "json.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "atomic_file.h"
#include "file.h"

/* Parses doc->text (already read). */
static vl_status parse(size_t flags, vl_category duplicate_category, vl_json_doc *doc, vl_diags *diags) {
  json_error_t error;
  doc->root = json_loads(doc->text, flags, &error);
  if (!doc->root) {
    doc->duplicate_key = strstr(error.text, "duplicate") != NULL;
    vl_diag_add(diags, doc->path, (uint32_t)(error.line > 0 ? error.line : 1),
                (uint32_t)(error.column > 0 ? error.column : 1),
                doc->duplicate_key ? duplicate_category : VL_CAT_NONE, "%s", error.text);
    return VL_BAD_INPUT;
  }
  if (!vl_json_places_build(&doc->places, doc->text, strlen(doc->text), doc->root)) {
    vl_diag_add(diags, doc->path, 0, 0, VL_CAT_NONE, "out of memory");
    return VL_BAD_INPUT;
  }
  return VL_OK;
}

vl_status vl_json_load(const char *path, size_t flags, vl_category duplicate_category, vl_json_doc *doc,
                       vl_diags *diags) {
  memset(doc, 0, sizeof *doc);
  doc->path = path;
  doc->text = vl_read_file(path, NULL);
  if (!doc->text) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "cannot read the file");
    return VL_BAD_INPUT;
  }
  return parse(flags, duplicate_category, doc, diags);
}

vl_status vl_json_load_text(const char *name, const char *text, size_t len, size_t flags, vl_category duplicate_category,
                            vl_json_doc *doc, vl_diags *diags) {
  memset(doc, 0, sizeof *doc);
  doc->path = name;
  doc->text = malloc(len + 1);
  if (!doc->text) {
    vl_diag_add(diags, name, 0, 0, VL_CAT_NONE, "out of memory");
    return VL_BAD_INPUT;
  }
  memcpy(doc->text, text, len);
  doc->text[len] = 0;
  return parse(flags, duplicate_category, doc, diags);
}

void vl_json_doc_free(vl_json_doc *doc) {
  json_decref(doc->root);
  free(doc->text);
  vl_json_places_free(&doc->places);
  doc->root = NULL;
  doc->text = NULL;
}

void vl_json_locate(const vl_json_doc *doc, const char *after, const char *needle, uint32_t *line, uint32_t *col) {
  *line = *col = 1;
  if (!doc->text) return;
  const char *from = after ? strstr(doc->text, after) : doc->text;
  if (!from) from = doc->text;
  const char *at = needle ? strstr(from, needle) : from;
  if (!at) at = from;
  vl_json_pos pos = vl_json_places_offset(&doc->places, (size_t)(at - doc->text));
  *line = pos.line;
  *col = pos.col;
}

static vl_json_pos known(vl_json_pos pos) { return pos.line ? pos : (vl_json_pos){1, 1}; }

vl_json_pos vl_json_key_pos(const vl_json_doc *doc, const json_t *obj, const char *key) {
  return known(vl_json_places_key(&doc->places, obj, key));
}

vl_json_pos vl_json_value_pos(const vl_json_doc *doc, const json_t *obj, const char *key) {
  return known(vl_json_places_value(&doc->places, obj, key));
}

vl_json_pos vl_json_item_pos(const vl_json_doc *doc, const json_t *array, size_t index) {
  return known(vl_json_places_item(&doc->places, array, index));
}

void vl_json_error_pos(const vl_json_doc *doc, vl_diags *diags, vl_json_pos pos, vl_category category,
                       const char *fmt, ...) {
  char message[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(message, sizeof message, fmt, ap);
  va_end(ap);
  vl_diag_add(diags, doc->path, pos.line, pos.col, category, "%s", message);
}

void vl_json_error(const vl_json_doc *doc, vl_diags *diags, const char *after, const char *needle,
                   vl_category category, const char *fmt, ...) {
  uint32_t line, col;
  vl_json_locate(doc, after, needle, &line, &col);
  char message[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(message, sizeof message, fmt, ap);
  va_end(ap);
  vl_diag_add(diags, doc->path, line, col, category, "%s", message);
}

void vl_json_print_counts(FILE *out, const char *title, const json_t *obj) {
  const char *key, *sep = " ";
  json_t *v;
  fprintf(out, "%s:", title);
  if (!json_object_size(obj)) fputs(" none", out);
  json_object_foreach((json_t *)obj, key, v) {
    fprintf(out, "%s%s %lld", sep, key, json_integer_value(v));
    sep = ", ";
  }
  fputc('\n', out);
}

int vl_json_write(const json_t *root, const char *path, size_t flags) {
  vl_atomic_file a;
  FILE *f = vl_atomic_open(&a, path, "w");
  bool ok = f && !json_dumpf(root, f, flags) && (f != stdout || fputc('\n', f) != EOF);
  return f && vl_atomic_finish(&a, ok) ? 0 : -1;
}
