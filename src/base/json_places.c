/* Positions in a JSON text (see json_places.h). The text is valid JSON (jansson
 * parsed it), so the scan below only steps over it and never has to diagnose. */
#include "json_places.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "hash.h"

struct vl_json_place {
  const json_t *container; /* NULL: an empty slot */
  const char *key;         /* jansson's own copy of the member's key; NULL for an array item */
  size_t index;
  uint64_t hash;
  uint32_t key_offset, value_offset;
  uint32_t occurrence;     /* which scan of its container wrote it (a repeated key's value is scanned twice) */
};

static uint64_t place_hash(const json_t *container, const char *key, size_t index) {
  uint64_t h = vl_hash_bytes(VL_HASH_INIT, &container, sizeof container);
  return key ? vl_hash_string(h, key) : vl_hash_bytes(h, &index, sizeof index);
}

static bool same(const vl_json_place *e, const json_t *container, const char *key, size_t index, uint64_t hash) {
  if (e->container != container || e->hash != hash) return false;
  return key ? e->key && !strcmp(e->key, key) : !e->key && e->index == index;
}

static vl_json_place *find(const vl_json_places *p, const json_t *container, const char *key, size_t index) {
  if (!p->capacity) return NULL;
  uint64_t h = place_hash(container, key, index);
  for (size_t i = h & (p->capacity - 1);; i = (i + 1) & (p->capacity - 1)) {
    vl_json_place *e = &p->table[i];
    if (!e->container) return NULL;
    if (same(e, container, key, index, h)) return e;
  }
}

static bool grow(vl_json_places *p) {
  size_t capacity = p->capacity ? p->capacity * 2 : 256;
  vl_json_place *table = calloc(capacity, sizeof *table);
  if (!table) return false;
  for (size_t i = 0; i < p->capacity; i++) {
    if (!p->table[i].container) continue;
    size_t j = p->table[i].hash & (capacity - 1);
    while (table[j].container) j = (j + 1) & (capacity - 1);
    table[j] = p->table[i];
  }
  free(p->table);
  p->table = table;
  p->capacity = capacity;
  return true;
}

/* The slot of (container, key or index), made when new (*fresh then true). NULL when out of memory. */
static vl_json_place *slot(vl_json_places *p, const json_t *container, const char *key, size_t index, bool *fresh) {
  vl_json_place *e = find(p, container, key, index);
  *fresh = !e;
  if (e) return e;
  if ((p->used + 1) * 4 > p->capacity * 3 && !grow(p)) return NULL;
  uint64_t h = place_hash(container, key, index);
  size_t i = h & (p->capacity - 1);
  while (p->table[i].container) i = (i + 1) & (p->capacity - 1);
  p->used++;
  p->table[i] = (vl_json_place){container, key, index, h, 0, 0, 0};
  return &p->table[i];
}

typedef struct scan {
  const char *s;
  size_t len, i;
  size_t entry;      /* the root array's item being scanned */
  vl_json_places *p;
  bool ok;
  uint32_t occurrences; /* objects and arrays scanned so far */
} scan;

static void skip_space(scan *c) {
  while (c->i < c->len && (c->s[c->i] == ' ' || c->s[c->i] == '\t' || c->s[c->i] == '\r' || c->s[c->i] == '\n'))
    c->i++;
}

static void skip_string(scan *c) {
  for (c->i++; c->i < c->len && c->s[c->i] != '"'; c->i++)
    if (c->s[c->i] == '\\') c->i++;
  c->i++;
}

/* The key whose quoted text is s[from, to), as jansson decoded it (malloc'd). */
static char *decode_key(const char *s, size_t from, size_t to) {
  if (!memchr(s + from, '\\', to - from)) {
    char *key = malloc(to - from - 1);
    if (key) memcpy(key, s + from + 1, to - from - 2), key[to - from - 2] = 0;
    return key;
  }
  json_t *str = json_loadb(s + from, to - from, JSON_DECODE_ANY, NULL);
  char *key = str && json_is_string(str) ? strdup(json_string_value(str)) : NULL;
  json_decref(str);
  return key;
}

static void add_repeat(scan *c, const vl_json_place *e, const char *key, size_t again) {
  vl_json_places *p = c->p;
  vl_json_repeat *r = realloc(p->repeats, (p->num_repeats + 1) * sizeof *r);
  if (!r) {
    c->ok = false;
    return;
  }
  p->repeats = r;
  r[p->num_repeats++] = (vl_json_repeat){c->entry, strdup(key), vl_json_places_offset(p, e->key_offset),
                                         vl_json_places_offset(p, again)};
  if (!r[p->num_repeats - 1].key) c->ok = false;
}

/* Scans one value that jansson parsed into `node` (NULL: record nothing in it). The value of a
 * repeated key is scanned at each occurrence with the node jansson kept (the last): each scan
 * moves the places to its own text, and a key is a repeat only when its own scan met it before. */
static void scan_value(scan *c, const json_t *node, int depth) {
  skip_space(c);
  if (c->i >= c->len || !c->ok) return;
  char open = c->s[c->i];
  if (open == '"') {
    skip_string(c);
    return;
  }
  if (open != '{' && open != '[') {
    while (c->i < c->len && !strchr(",]} \t\r\n", c->s[c->i])) c->i++;
    return;
  }
  char close = open == '{' ? '}' : ']';
  uint32_t occurrence = ++c->occurrences;
  c->i++;
  skip_space(c);
  for (size_t index = 0; c->i < c->len && c->s[c->i] != close && c->ok; index++) {
    const json_t *child = NULL;
    vl_json_place *e = NULL;
    bool fresh = true;
    if (open == '{') {
      size_t key_offset = c->i;
      skip_string(c);
      char *key = decode_key(c->s, key_offset, c->i);
      if (!key) {
        c->ok = false;
        return;
      }
      skip_space(c);
      c->i++; /* ':' */
      skip_space(c);
      void *it = node ? json_object_iter_at((json_t *)node, key) : NULL;
      if (it) {
        child = json_object_iter_value(it);
        if (!(e = slot(c->p, node, json_object_iter_key(it), 0, &fresh))) c->ok = false;
        else if (!fresh && e->occurrence == occurrence) add_repeat(c, e, key, key_offset);
        if (e) e->key_offset = (uint32_t)key_offset, e->occurrence = occurrence;
      }
      free(key);
    } else {
      if (depth == 0) c->entry = index;
      child = node ? json_array_get(node, index) : NULL;
      if (node && !(e = slot(c->p, node, NULL, index, &fresh))) c->ok = false;
      if (e) e->key_offset = (uint32_t)c->i;
    }
    skip_space(c);
    if (e) e->value_offset = (uint32_t)c->i;
    scan_value(c, child, depth + 1);
    skip_space(c);
    if (c->i < c->len && c->s[c->i] == ',') c->i++;
    skip_space(c);
  }
  c->i++;
}

bool vl_json_places_build(vl_json_places *p, const char *text, size_t len, const json_t *root) {
  memset(p, 0, sizeof *p);
  uint32_t lines = 1;
  for (size_t i = 0; i < len; i++) lines += text[i] == '\n';
  if (!(p->line_starts = malloc(lines * sizeof *p->line_starts))) return false;
  p->line_starts[p->num_lines++] = 0;
  for (size_t i = 0; i < len; i++)
    if (text[i] == '\n') p->line_starts[p->num_lines++] = (uint32_t)(i + 1);
  scan c = {text, len, 0, 0, p, true, 0};
  scan_value(&c, root, 0);
  return c.ok;
}

void vl_json_places_free(vl_json_places *p) {
  for (size_t i = 0; i < p->num_repeats; i++) free(p->repeats[i].key);
  free(p->repeats);
  free(p->table);
  free(p->line_starts);
  memset(p, 0, sizeof *p);
}

vl_json_pos vl_json_places_offset(const vl_json_places *p, size_t offset) {
  if (!p->num_lines) return (vl_json_pos){1, 1};
  uint32_t lo = 0, hi = p->num_lines - 1;
  while (lo < hi) {
    uint32_t mid = lo + (hi - lo + 1) / 2;
    if (p->line_starts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return (vl_json_pos){lo + 1, (uint32_t)(offset - p->line_starts[lo]) + 1};
}

vl_json_pos vl_json_places_key(const vl_json_places *p, const json_t *obj, const char *key) {
  const vl_json_place *e = obj && key ? find(p, obj, key, 0) : NULL;
  return e ? vl_json_places_offset(p, e->key_offset) : (vl_json_pos){0, 0};
}

vl_json_pos vl_json_places_value(const vl_json_places *p, const json_t *obj, const char *key) {
  const vl_json_place *e = obj && key ? find(p, obj, key, 0) : NULL;
  return e ? vl_json_places_offset(p, e->value_offset) : (vl_json_pos){0, 0};
}

vl_json_pos vl_json_places_item(const vl_json_places *p, const json_t *array, size_t index) {
  const vl_json_place *e = array ? find(p, array, NULL, index) : NULL;
  return e ? vl_json_places_offset(p, e->key_offset) : (vl_json_pos){0, 0};
}
