/* The encoding words of an nvdisasm -hex listing: read per instruction, and
 * rewritten from the text (sass_encode.h) once the writer has put our
 * registers in, so that the "/\* 0x... *\/" comments name what the text says.
 *
 * Operand reuse: a ".reuse" flag asks the hardware to keep the operand of
 * its slot (A, B, C) cached for the next instruction. After renaming, a flag
 * stays only where the next instruction reads the same register in the same
 * slot both under ptxas's registers (the words still hold them) and under
 * ours, so the cached value is the one it would read; every other flag is
 * dropped from the text and its bit cleared (clearing one costs a register
 * file read, never a wrong value).
 * Needs: the listing, the target. Produces: the words per instruction, the new text. */
#ifndef VL_SASS_WORDS_H
#define VL_SASS_WORDS_H
#include "../base/diag.h"
#include "../base/textedit.h"
#include "../target/target.h"

/* One instruction line of a listing: "/\*ADDR*\/ TEXT ; /\* 0xLO *\/" (the high word on the next line). */
typedef struct vl_sass_word_line {
  uint32_t section;               /* index of its .text section in the listing (0, 1, ...) */
  uint32_t address;
  uint32_t line;                  /* 1-based */
  uint32_t text_begin, text_end;  /* after the address comment, up to and including the ';' */
  bool has_words;                 /* nvdisasm -hex: both words printed */
  uint32_t lo_at, hi_at;          /* offsets of the 16 hex digits of each word */
  uint64_t lo, hi;
} vl_sass_word_line;

typedef struct vl_sass_listing {
  vl_sass_word_line *lines;       /* malloc'd, in text order */
  uint32_t count;
  char **section_names;           /* malloc'd, the NAME of ".text.NAME" per section */
  uint32_t num_sections;
} vl_sass_listing;

void vl_sass_listing_read(const char *text, size_t len, vl_sass_listing *out);
void vl_sass_listing_free(vl_sass_listing *l);

/* `text` (a listing with our registers, ptxas's words) with every instruction's words encoded
 * from its text and the reuse flags kept only where they still hold. VL_BAD_INPUT (path:line:col)
 * for an instruction with R operands whose form the field table does not know. */
vl_status vl_sass_write_words(const vl_target *t, const char *path, const char *text, size_t len, vl_strbuf *out,
                              vl_diags *diags);

#endif
