/* JSON glue over jansson: load a file with errors at file:line:col, and find
 * where a key or value sits in the text (jansson keeps no positions), so that
 * a JSON file that parses but lies still gets a located message.
 *
 * Needs: jansson, base/diag.h. Produces: a json_t tree plus the file's text. */
#ifndef VL_JSON_H
#define VL_JSON_H
#include <jansson.h>
#include <stdbool.h>

#include "diag.h"
#include "json_places.h"

typedef struct vl_json_doc {
  const char *path;
  char *text;          /* the whole file (malloc'd) */
  json_t *root;
  bool duplicate_key;  /* loading failed on a repeated key */
  vl_json_places places; /* where members and items sit, and keys repeated (when loaded without
                          * JSON_REJECT_DUPLICATES, jansson keeps the last) */
} vl_json_doc;

/* Reads and parses `path` (flags as json_loads, e.g. JSON_REJECT_DUPLICATES).
 * VL_BAD_INPUT with file:line:col when unreadable or malformed. A repeated key
 * sets doc->duplicate_key and files its diagnostic under `duplicate_category`
 * (for an assignment it is an inconsistent answer, not unreadable input). */
vl_status vl_json_load(const char *path, size_t flags, vl_category duplicate_category, vl_json_doc *doc,
                       vl_diags *diags);
/* The same for text held in memory (a model's answer); `name` stands for the file in diagnostics. */
vl_status vl_json_load_text(const char *name, const char *text, size_t len, size_t flags, vl_category duplicate_category,
                            vl_json_doc *doc, vl_diags *diags);
void vl_json_doc_free(vl_json_doc *doc);

/* 1-based line and column of the first occurrence of `needle` at or after the
 * first occurrence of `after` (either may be NULL); 1:1 when absent. A search of
 * the text: for a few messages; readers that report per key use the places below. */
void vl_json_locate(const vl_json_doc *doc, const char *after, const char *needle, uint32_t *line, uint32_t *col);

/* "title: key n, key n" (or "title: none") from an object of integers, one line. */
void vl_json_print_counts(FILE *out, const char *title, const json_t *obj);

/* Adds a diagnostic located at `needle` (after `after`). */
void vl_json_error(const vl_json_doc *doc, vl_diags *diags, const char *after, const char *needle,
                   vl_category category, const char *fmt, ...) __attribute__((format(printf, 6, 7)));

/* Where member `key` of `obj` (its key; _value: its value) or item `index` of `array` sits; 1:1 when unknown. */
vl_json_pos vl_json_key_pos(const vl_json_doc *doc, const json_t *obj, const char *key);
vl_json_pos vl_json_value_pos(const vl_json_doc *doc, const json_t *obj, const char *key);
vl_json_pos vl_json_item_pos(const vl_json_doc *doc, const json_t *array, size_t index);
/* Adds a diagnostic at `pos`. */
void vl_json_error_pos(const vl_json_doc *doc, vl_diags *diags, vl_json_pos pos, vl_category category,
                       const char *fmt, ...) __attribute__((format(printf, 5, 6)));

/* json_dump_file, whole or not at all (atomic_file.h), with "-" for standard output (a newline after it
 * there). 0 on success. */
int vl_json_write(const json_t *root, const char *path, size_t flags);

#endif
