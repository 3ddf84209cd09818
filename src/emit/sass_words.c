/* The encoding words of a listing (see sass_words.h). */
#include "sass_words.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/arena.h"
#include "../front/sass_internal.h"
#include "sass_encode.h"

/* The end of the line at p (its newline, or the text's end). */
static uint32_t line_end(const char *t, size_t len, uint32_t p) {
  uint32_t next = vl_text_line_next(t, (uint32_t)len, p);
  return next > p && t[next - 1] == '\n' ? next - 1 : next;
}

/* The offset of the hex digits of "/\* 0x...*\/" at or after p (blanks before it), or 0. */
static uint32_t digits_at(const char *t, uint32_t p, uint32_t end) {
  uint64_t word;
  if (!vl_sass_hex_word_at(t, p, end, &word)) return 0;
  p = vl_sass_skip_blank(t, p, end);
  return p + 5;   /* past "/\* 0x" */
}

void vl_sass_listing_read(const char *text, size_t len, vl_sass_listing *out) {
  *out = (vl_sass_listing){0};
  uint32_t cap = 0, section_cap = 0, line = 0;
  bool in_code = false;
  for (uint32_t p = 0; p < len;) {
    uint32_t b = p, e = line_end(text, len, p);
    p = e < len ? e + 1 : e;
    line++;
    uint32_t q = vl_sass_skip_blank(text, b, e);
    if (e - q > 9 && !memcmp(text + q, ".section", 8) && (text[q + 8] == ' ' || text[q + 8] == '\t')) {
      uint32_t s = vl_sass_skip_blank(text, q + 8, e), n = s + 6;
      in_code = e - s > 6 && !memcmp(text + s, ".text.", 6);
      if (!in_code) continue;
      while (n < e && text[n] != ',' && text[n] != ' ' && text[n] != '\t') n++;
      if (out->num_sections == section_cap) {
        section_cap = section_cap ? section_cap * 2 : 8;
        out->section_names = realloc(out->section_names, section_cap * sizeof *out->section_names);
        if (!out->section_names) abort();
      }
      char *name = malloc(n - s - 6 + 1);
      if (!name) abort();
      memcpy(name, text + s + 6, n - s - 6);
      name[n - s - 6] = 0;
      out->section_names[out->num_sections++] = name;
      continue;
    }
    if (!in_code || e - q < 4 || text[q] != '/' || text[q + 1] != '*') continue;
    char *hex_end;
    unsigned long address = strtoul(text + q + 2, &hex_end, 16);
    if (hex_end == text + q + 2 || hex_end + 2 > text + e || hex_end[0] != '*' || hex_end[1] != '/') continue;
    const char *semi = memchr(hex_end, ';', (size_t)(text + e - hex_end));
    if (!semi) continue;
    vl_sass_word_line w = {.section = out->num_sections - 1, .address = (uint32_t)address, .line = line,
                           .text_begin = (uint32_t)(hex_end + 2 - text), .text_end = (uint32_t)(semi + 1 - text)};
    uint32_t next_b = p, next_e = line_end(text, len, p);
    w.lo_at = digits_at(text, w.text_end, e);
    w.hi_at = next_b < len ? digits_at(text, next_b, next_e) : 0;
    if (w.lo_at && w.hi_at) {
      w.has_words = true;
      vl_sass_hex_word_at(text, w.text_end, e, &w.lo);
      vl_sass_hex_word_at(text, next_b, next_e, &w.hi);
    }
    if (out->count == cap) {
      cap = cap ? cap * 2 : 1024;
      out->lines = realloc(out->lines, cap * sizeof *out->lines);
      if (!out->lines) abort();
    }
    out->lines[out->count++] = w;
  }
}

void vl_sass_listing_free(vl_sass_listing *l) {
  for (uint32_t s = 0; s < l->num_sections; s++) free(l->section_names[s]);
  free(l->section_names);
  free(l->lines);
  *l = (vl_sass_listing){0};
}

/* Does the next instruction read `number` in token k's reuse slot, as it did under ptxas's registers?
 * (The slot is the flag bit: two tokens with one flag share the operand cache entry.) */
static bool next_repeats(const vl_sass_tokens *tk, uint32_t k, const vl_sass_word_line *line,
                         const vl_sass_tokens *next, const vl_sass_word_line *next_line) {
  for (uint32_t j = 0; j < next->count; j++)
    if (next->reuse_bit[j] == tk->reuse_bit[k] && next->number[j] == tk->number[k] &&
        vl_sass_field_value(next_line->lo, next_line->hi, next->field[j]) ==
            vl_sass_field_value(line->lo, line->hi, tk->field[k]))
      return true;
  return false;
}

vl_status vl_sass_write_words(const vl_target *t, const char *path, const char *text, size_t len, vl_strbuf *out,
                              vl_diags *diags) {
  vl_sass_listing l;
  vl_sass_listing_read(text, len, &l);
  vl_sass_tokens *tokens = calloc(l.count + 1, sizeof *tokens);
  bool *known = calloc(l.count + 1, 1);
  vl_text_edit *edits = calloc((size_t)l.count * (VL_SASS_MAX_TOKENS + 2) + 1, sizeof *edits);
  char (*digits)[2][17] = calloc(l.count + 1, sizeof *digits);
  if (!tokens || !known || !edits || !digits) abort();
  vl_status s = VL_OK;
  for (uint32_t i = 0; i < l.count && s == VL_OK; i++) {
    const vl_sass_word_line *w = &l.lines[i];
    if (!w->has_words) continue;
    const char *why = vl_sass_tokens_read(t, text + w->text_begin, w->text_end - w->text_begin, w->lo, &tokens[i]);
    known[i] = !why;
    if (why && tokens[i].count) {
      uint32_t col = w->text_begin - vl_text_line_start(text, w->text_begin) + 1;
      vl_diag_add(diags, path, w->line, col, VL_CAT_NONE, "cannot encode the registers of opcode 0x%03x: %s",
                  (unsigned)(w->lo & 0xfff), why);
      s = VL_BAD_INPUT;
    }
  }
  /* Reuse flags first, on ptxas's words: the next instruction's are read as ptxas wrote them. */
  size_t n = 0;
  bool (*dropped)[VL_SASS_MAX_TOKENS] = calloc(l.count + 1, sizeof *dropped);
  if (!dropped) abort();
  for (uint32_t i = 0; i < l.count && s == VL_OK; i++) {
    const vl_sass_word_line *w = &l.lines[i];
    if (!known[i]) continue;
    const vl_sass_tokens *tk = &tokens[i];
    bool has_next = i + 1 < l.count && known[i + 1] && l.lines[i + 1].section == w->section &&
                    l.lines[i + 1].address == w->address + 16;
    bool all = false;   /* a flag whose bit the table does not know: all four are cleared */
    for (uint32_t k = 0; k < tk->count; k++) {
      if (!tk->reused[k]) continue;
      if (tk->reuse_bit[k] && has_next && next_repeats(tk, k, w, &tokens[i + 1], &l.lines[i + 1])) continue;
      dropped[i][k] = true;
      all |= !tk->reuse_bit[k];
    }
    for (uint32_t k = 0; k < tk->count; k++) {
      if (!tk->reused[k] || !(dropped[i][k] |= all)) continue;
      edits[n++] = (vl_text_edit){tk->reuse_at[k] + w->text_begin, tk->reuse_at[k] + w->text_begin + 6, "", 0, 0, false};
    }
  }
  for (uint32_t i = 0; i < l.count && s == VL_OK; i++) {
    const vl_sass_word_line *w = &l.lines[i];
    if (!known[i]) continue;
    uint64_t lo = w->lo, hi = w->hi;
    vl_sass_encode(&tokens[i], &lo, &hi);
    for (uint32_t k = 0; k < tokens[i].count; k++)
      if (dropped[i][k]) vl_sass_clear_reuse(&tokens[i], k, &lo, &hi);
    snprintf(digits[i][0], 17, "%016llx", (unsigned long long)lo);
    snprintf(digits[i][1], 17, "%016llx", (unsigned long long)hi);
    uint32_t lo_end = w->lo_at, hi_end = w->hi_at;
    while (lo_end < len && strchr("0123456789abcdefABCDEF", text[lo_end]) && text[lo_end]) lo_end++;
    while (hi_end < len && strchr("0123456789abcdefABCDEF", text[hi_end]) && text[hi_end]) hi_end++;
    edits[n++] = (vl_text_edit){w->lo_at, lo_end, digits[i][0], 16, 0, false};
    edits[n++] = (vl_text_edit){w->hi_at, hi_end, digits[i][1], 16, 0, false};
  }
  free(dropped);
  if (s == VL_OK) {
    vl_text_edits_sort(edits, n);
    uint32_t bad;
    if (!vl_text_edits_apply(text, len, edits, n, out, &bad)) {
      vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "internal error: overlapping word edits at byte %u", bad);
      s = VL_TOOL_ERROR;
    }
  }
  free(tokens), free(known), free(edits), free(digits);
  vl_sass_listing_free(&l);
  return s;
}
