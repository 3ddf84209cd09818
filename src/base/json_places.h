/* Where things sit in a JSON text: jansson keeps no positions, so one pass over
 * the text, in step with the parsed tree, records the position of every object
 * member (its key and its value) and every array item, and every key that an
 * object repeats (jansson keeps only the last). Lookups are a hash probe and a
 * binary search in an index of line starts, so a reader that reports one
 * diagnostic per key stays linear in the file's size.
 *
 * Needs: jansson, the text jansson parsed. Produces: line:col of members and
 * items, the list of repeated keys. */
#ifndef VL_JSON_PLACES_H
#define VL_JSON_PLACES_H
#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct vl_json_pos {
  uint32_t line, col;  /* 1-based */
} vl_json_pos;

/* A key given twice in one object: the first and the repeated occurrence. `entry` is the
 * index of the root array's item it lies in (0 when the root is an object). */
typedef struct vl_json_repeat {
  size_t entry;
  char *key;
  vl_json_pos first, again;
} vl_json_repeat;

typedef struct vl_json_place vl_json_place;

typedef struct vl_json_places {
  uint32_t *line_starts;   /* offset of each line's first byte */
  uint32_t num_lines;
  vl_json_place *table;    /* open addressing on (container, key or index) */
  size_t capacity, used;
  vl_json_repeat *repeats; /* in text order */
  size_t num_repeats;
} vl_json_places;

/* Builds the index of `text` (what jansson parsed into `root`). False when out of memory. */
bool vl_json_places_build(vl_json_places *p, const char *text, size_t len, const json_t *root);
void vl_json_places_free(vl_json_places *p);

/* Line and column of a byte offset. */
vl_json_pos vl_json_places_offset(const vl_json_places *p, size_t offset);
/* Where member `key` of object `obj` starts (its key, or its value), or array item `index` of
 * `array`; {0, 0} when the index does not know it. */
vl_json_pos vl_json_places_key(const vl_json_places *p, const json_t *obj, const char *key);
vl_json_pos vl_json_places_value(const vl_json_places *p, const json_t *obj, const char *key);
vl_json_pos vl_json_places_item(const vl_json_places *p, const json_t *array, size_t index);

#endif
