/* A growable string and byte-range edits on a text: the way our MIR passes
 * (the rewriter, the spill inserter) produce a new module text, so that
 * everything no edit covers is copied byte for byte.
 * Needs: nothing. Produces: vl_strbuf, and the edited text. */
#ifndef VL_TEXTEDIT_H
#define VL_TEXTEDIT_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct vl_strbuf {
  char *data;            /* malloc'd, NUL-terminated once anything is appended */
  size_t len, cap;
  bool failed;           /* out of memory: later appends do nothing */
} vl_strbuf;

void vl_sb_append(vl_strbuf *sb, const char *s, size_t n);
void vl_sb_puts(vl_strbuf *sb, const char *s);
void vl_sb_printf(vl_strbuf *sb, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

typedef struct vl_text_edit {
  uint32_t begin, end;   /* replaced range; begin == end inserts */
  const char *text;      /* replacement */
  uint32_t len;
  uint32_t order;        /* ties between inserts at one offset: lower first */
  bool covers_vregs;     /* rewriter: "%N" text inside is accounted for */
} vl_text_edit;

/* Sorts edits by position (then `order`). */
void vl_text_edits_sort(vl_text_edit *edits, size_t n);
/* Appends `text` with the sorted edits applied to `out`. False, with *bad_offset
 * set, when two edits overlap (a caller's offset is wrong). */
bool vl_text_edits_apply(const char *text, size_t len, const vl_text_edit *edits, size_t n, vl_strbuf *out,
                         uint32_t *bad_offset);

/* A stretch of the old text that vl_text_edits_apply copies unchanged: old[old_begin, old_begin + len)
 * is new[new_begin, new_begin + len). */
typedef struct vl_text_copy {
  uint32_t new_begin, old_begin, len;
} vl_text_copy;

/* The stretches the sorted, valid edits leave unchanged in a text of `len` bytes, in order (malloc'd
 * into *out; *num of them). False when out of memory. */
bool vl_text_edits_copies(size_t len, const vl_text_edit *edits, size_t n, vl_text_copy **out, size_t *num);

/* The first byte of the line holding `pos`; just past the newline ending it. */
uint32_t vl_text_line_start(const char *text, uint32_t pos);
uint32_t vl_text_line_next(const char *text, uint32_t len, uint32_t pos);
/* The first occurrence of `needle` in [hay, hay + len), or NULL (memmem is not C11). */
const char *vl_text_find(const char *hay, size_t len, const char *needle);

#endif
