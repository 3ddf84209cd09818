/* String buffer and text edits (see textedit.h). */
#include "textedit.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void vl_sb_append(vl_strbuf *sb, const char *s, size_t n) {
  if (sb->failed) return;
  if (sb->len + n + 1 > sb->cap) {
    size_t cap = sb->cap ? sb->cap : 256;
    while (cap < sb->len + n + 1) cap *= 2;
    char *data = realloc(sb->data, cap);
    if (!data) {
      sb->failed = true;
      return;
    }
    sb->data = data;
    sb->cap = cap;
  }
  memcpy(sb->data + sb->len, s, n);
  sb->len += n;
  sb->data[sb->len] = 0;
}

void vl_sb_puts(vl_strbuf *sb, const char *s) { vl_sb_append(sb, s, strlen(s)); }

void vl_sb_printf(vl_strbuf *sb, const char *fmt, ...) {
  char buf[256];
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  if (n < 0) {
    sb->failed = true;
    return;
  }
  if ((size_t)n < sizeof buf) {
    vl_sb_append(sb, buf, (size_t)n);
    return;
  }
  char *big = malloc((size_t)n + 1);
  if (!big) {
    sb->failed = true;
    return;
  }
  va_start(ap, fmt);
  vsnprintf(big, (size_t)n + 1, fmt, ap);
  va_end(ap);
  vl_sb_append(sb, big, (size_t)n);
  free(big);
}

static int edit_cmp(const void *pa, const void *pb) {
  const vl_text_edit *a = pa, *b = pb;
  if (a->begin != b->begin) return a->begin < b->begin ? -1 : 1;
  if (a->end != b->end) return a->end < b->end ? -1 : 1;
  return a->order < b->order ? -1 : a->order > b->order;
}

void vl_text_edits_sort(vl_text_edit *edits, size_t n) {
  if (n) qsort(edits, n, sizeof *edits, edit_cmp);
}

bool vl_text_edits_apply(const char *text, size_t len, const vl_text_edit *edits, size_t n, vl_strbuf *out,
                         uint32_t *bad_offset) {
  uint32_t cursor = 0;
  for (size_t i = 0; i < n; i++) {
    const vl_text_edit *e = &edits[i];
    if (e->begin < cursor) {
      *bad_offset = e->begin;
      return false;
    }
    vl_sb_append(out, text + cursor, e->begin - cursor);
    vl_sb_append(out, e->text, e->len);
    cursor = e->end;
  }
  vl_sb_append(out, text + cursor, len - cursor);
  return true;
}

uint32_t vl_text_line_start(const char *text, uint32_t pos) {
  while (pos > 0 && text[pos - 1] != '\n') pos--;
  return pos;
}

uint32_t vl_text_line_next(const char *text, uint32_t len, uint32_t pos) {
  while (pos < len && text[pos] != '\n') pos++;
  return pos < len ? pos + 1 : len;
}

const char *vl_text_find(const char *hay, size_t len, const char *needle) {
  size_t n = strlen(needle);
  if (!n) return hay;
  for (const char *end = hay + len, *p = hay; (size_t)(end - p) >= n; p++) {
    p = memchr(p, needle[0], (size_t)(end - p) - n + 1);   /* memchr skips fast to each candidate */
    if (!p) return NULL;
    if (!memcmp(p, needle, n)) return p;
  }
  return NULL;
}

bool vl_text_edits_copies(size_t len, const vl_text_edit *edits, size_t n, vl_text_copy **out, size_t *num) {
  *out = malloc((n + 1) * sizeof **out);
  *num = 0;
  if (!*out) return false;
  uint32_t cursor = 0, at = 0;   /* in the old text; in the new */
  for (size_t i = 0; i < n; i++) {
    const vl_text_edit *e = &edits[i];
    if (e->begin > cursor) (*out)[(*num)++] = (vl_text_copy){at, cursor, e->begin - cursor};
    at += e->begin - cursor + e->len;
    cursor = e->end;
  }
  if (len > cursor) (*out)[(*num)++] = (vl_text_copy){at, cursor, (uint32_t)len - cursor};
  return true;
}
