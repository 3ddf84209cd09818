/* Register fields of sm_89/sm_90 instruction words (see sass_encode.h). */
#include "sass_encode.h"

#include <string.h>

#include "sass_fields.h"

/* A character that can be part of a name: an R token must not follow one ("UR4", "SR_TID.X"). */
static bool name_char(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '.' || c == '$';
}
static bool word_char(char c) { return name_char(c) && c != '.' && c != '$'; }

static unsigned sm_of(const vl_target *t) { return !strcmp(t->name, "sm_90") ? 90 : !strcmp(t->name, "sm_89") ? 89 : 0; }

const char *vl_sass_tokens_read(const vl_target *t, const char *text, uint32_t len, uint64_t lo,
                                vl_sass_tokens *out) {
  *out = (vl_sass_tokens){0};
  uint32_t p = 0;
  while (p < len && (text[p] == ' ' || text[p] == '\t')) p++;
  if (p < len && text[p] == '@')   /* the guard */
    while (p < len && text[p] != ' ' && text[p] != '\t') p++;
  while (p < len && (text[p] == ' ' || text[p] == '\t')) p++;
  while (p < len && text[p] != ' ' && text[p] != '\t' && text[p] != ';') p++;   /* the mnemonic */
  for (; p < len && text[p] != ';'; p++) {
    if (text[p] != 'R' || (p > 0 && name_char(text[p - 1]))) continue;
    uint32_t e = p + 1;
    unsigned number = 0;
    if (e < len && text[e] == 'Z') number = 255, e++;
    else
      while (e < len && text[e] >= '0' && text[e] <= '9' && number < 1000) number = number * 10 + (unsigned)(text[e++] - '0');
    if (e == p + 1 || (e < len && word_char(text[e])) || number > 255) continue;
    if (out->count == VL_SASS_MAX_TOKENS) return "more R operands than any instruction the table knows";
    uint32_t k = out->count++;
    out->number[k] = (uint8_t)number;
    if (len - e >= 6 && !memcmp(text + e, ".reuse", 6)) out->reused[k] = true, out->reuse_at[k] = e;
    p = e - 1;
  }
  unsigned sm = sm_of(t), opcode = (unsigned)(lo & 0xfff);
  for (size_t r = 0; r < sizeof vl_sass_field_rows / sizeof *vl_sass_field_rows; r++) {
    const struct vl_sass_field_row *row = &vl_sass_field_rows[r];
    if (row->sm != sm || row->opcode != opcode || row->tokens != out->count) continue;
    for (uint32_t k = 0; k < out->count; k++) out->field[k] = row->field[k], out->reuse_bit[k] = row->reuse[k];
    return NULL;
  }
  return "an instruction form the register field table does not know (scripts/sass-fields.py learns it from a corpus)";
}

/* Sets bits [at, at + width) of the 128-bit word (lo, hi) to v. */
static void set_bits(uint64_t *lo, uint64_t *hi, unsigned at, unsigned width, uint64_t v) {
  for (unsigned i = 0; i < width; i++) {
    unsigned b = at + i;
    uint64_t *w = b < 64 ? lo : hi, bit = 1ull << (b % 64);
    *w = (v >> i) & 1 ? *w | bit : *w & ~bit;
  }
}

unsigned vl_sass_field_value(uint64_t lo, uint64_t hi, unsigned at) {
  unsigned v = 0;
  for (unsigned i = 0; i < 8; i++) {
    unsigned b = at + i;
    v |= (unsigned)(((b < 64 ? lo >> b : hi >> (b - 64)) & 1) << i);
  }
  return v;
}

void vl_sass_encode(const vl_sass_tokens *tokens, uint64_t *lo, uint64_t *hi) {
  for (uint32_t k = 0; k < tokens->count; k++) set_bits(lo, hi, tokens->field[k], 8, tokens->number[k]);
}

void vl_sass_clear_reuse(const vl_sass_tokens *tokens, uint32_t k, uint64_t *lo, uint64_t *hi) {
  if (tokens->reuse_bit[k]) set_bits(lo, hi, tokens->reuse_bit[k], 1, 0);
  else set_bits(lo, hi, 122, 4, 0);
}
