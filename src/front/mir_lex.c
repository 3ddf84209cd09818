/* MIR line lexer: needs a text and a line's bounds; produces tokens as byte
 * ranges (see mir_lex.h). It follows LLVM 19's MILexer closely enough that
 * every line llc prints splits the way llc reads it, and it is total: any byte
 * sequence gives tokens or an ERROR token, never a read past `end`. */
#include "mir_lex.h"

#include <string.h>

static bool is_digit(char c) { return c >= '0' && c <= '9'; }
static bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
static bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r'; }

bool vl_mir_ident_char(char c) {
  return is_alpha(c) || is_digit(c) || c == '_' || c == '-' || c == '.' || c == '$';
}

void vl_mir_lex_init(vl_mir_lexer *lex, const char *text, uint32_t begin, uint32_t end) {
  lex->text = text;
  lex->pos = begin;
  lex->end = end;
  lex->has_peeked = false;
}

/* Skips blanks and C comments (INLINEASM operands carry them); returns false on an
 * unterminated comment, leaving pos at its start. */
static bool skip_space(vl_mir_lexer *lex) {
  const char *t = lex->text;
  for (;;) {
    while (lex->pos < lex->end && is_space(t[lex->pos])) lex->pos++;
    if (lex->pos + 1 < lex->end && t[lex->pos] == '/' && t[lex->pos + 1] == '*') {
      uint32_t p = lex->pos + 2;
      while (p + 1 < lex->end && !(t[p] == '*' && t[p + 1] == '/')) p++;
      if (p + 1 >= lex->end) return false;
      lex->pos = p + 2;
      continue;
    }
    return true;
  }
}

static uint32_t scan_ident(const vl_mir_lexer *lex, uint32_t p) {
  while (p < lex->end && vl_mir_ident_char(lex->text[p])) p++;
  return p;
}

/* A quoted string starting at p (the '"'); returns the offset after the closing
 * quote, or 0 when it is not closed on this line. */
static uint32_t scan_string(const vl_mir_lexer *lex, uint32_t p) {
  for (p++; p < lex->end; p++) {
    if (lex->text[p] == '\\' && p + 1 < lex->end) p++;
    else if (lex->text[p] == '"') return p + 1;
  }
  return 0;
}

/* Numbers: an optional sign, then letters, digits and '.', with a sign allowed
 * after the exponent letter of a decimal float (1.000000e+00). */
static uint32_t scan_number(const vl_mir_lexer *lex, uint32_t p) {
  const char *t = lex->text;
  uint32_t start = p;
  if (t[p] == '-' || t[p] == '+') p++;
  bool hex = p + 1 < lex->end && t[p] == '0' && (t[p + 1] == 'x' || t[p + 1] == 'X');
  while (p < lex->end) {
    char c = t[p];
    if (is_alpha(c) || is_digit(c) || c == '.' || c == '_') p++;
    else if ((c == '+' || c == '-') && !hex && p > start && (t[p - 1] == 'e' || t[p - 1] == 'E')) p++;
    else break;
  }
  return p;
}

/* A name after a sigil: identifier characters, or a quoted string. 0 on an open quote. */
static uint32_t scan_name(const vl_mir_lexer *lex, uint32_t p) {
  if (p < lex->end && lex->text[p] == '"') return scan_string(lex, p);
  return scan_ident(lex, p);
}

static vl_mir_token make(vl_mir_tok_kind kind, uint32_t begin, uint32_t end) {
  vl_mir_token tok = {kind, begin, end};
  return tok;
}

/* %bb.3, %stack.0, ...: the prefixes before a '.' that name no virtual register. */
static bool reference_prefix(const char *name, uint32_t len) {
  static const char *const prefixes[] = {"bb", "stack", "fixed-stack", "const", "jump-table", "ir-block", "ir", "subreg"};
  for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; i++)
    if (strlen(prefixes[i]) == len && !memcmp(name, prefixes[i], len)) return true;
  return false;
}

static vl_mir_token lex_percent(const vl_mir_lexer *lex, uint32_t p) {
  const char *t = lex->text;
  uint32_t q = p + 1;
  if (q < lex->end && is_digit(t[q])) {
    while (q < lex->end && is_digit(t[q])) q++;
    return make(VL_MIR_TOK_VREG, p, q);
  }
  /* A named virtual register (%foo) ends before a '.', as LLVM's lexer has it: %foo.sub0 is
   * %foo's sub0, as %12.sub0 is %12's. */
  uint32_t name_end = q;
  while (name_end < lex->end && vl_mir_ident_char(t[name_end]) && t[name_end] != '.') name_end++;
  if (name_end > q && !(name_end < lex->end && t[name_end] == '.' && reference_prefix(t + q, name_end - q)))
    return make(VL_MIR_TOK_VREG, p, name_end);
  q = scan_ident(lex, q);
  /* %ir."a b" and %ir-block."x": the quoted part follows the dot. */
  if (q > p + 1 && t[q - 1] == '.' && q < lex->end && t[q] == '"') {
    uint32_t s = scan_string(lex, q);
    if (!s) return make(VL_MIR_TOK_ERROR, p, lex->end);
    q = s;
  }
  return make(VL_MIR_TOK_PERCENT, p, q);
}

static vl_mir_token lex_sigil(const vl_mir_lexer *lex, uint32_t p, vl_mir_tok_kind kind) {
  uint32_t q = scan_name(lex, p + 1);
  if (!q) return make(VL_MIR_TOK_ERROR, p, lex->end);
  return make(kind, p, q);
}

static vl_mir_token lex_at(const vl_mir_lexer *lex) {
  const char *t = lex->text;
  uint32_t p = lex->pos;
  char c = t[p];
  char next = p + 1 < lex->end ? t[p + 1] : 0;
  if (c == ';') return make(VL_MIR_TOK_END, p, p);
  if (is_digit(c) || ((c == '-' || c == '+') && is_digit(next))) return make(VL_MIR_TOK_NUMBER, p, scan_number(lex, p));
  if (is_alpha(c) || c == '_') return make(VL_MIR_TOK_IDENT, p, scan_ident(lex, p));
  switch (c) {
  case '%': return lex_percent(lex, p);
  case '$': {
    /* Physical register names are letters, digits and '_'; a '.' after one is
     * a (rejected) subregister, not part of the name. */
    uint32_t q = p + 1;
    while (q < lex->end && (is_alpha(t[q]) || is_digit(t[q]) || t[q] == '_')) q++;
    return make(VL_MIR_TOK_PREG, p, q);
  }
  case '@': return lex_sigil(lex, p, VL_MIR_TOK_GLOBAL);
  case '&': return lex_sigil(lex, p, VL_MIR_TOK_EXTERNAL);
  case '!': return make(VL_MIR_TOK_METADATA, p, scan_ident(lex, p + 1));
  case '"': {
    uint32_t q = scan_string(lex, p);
    return q ? make(VL_MIR_TOK_STRING, p, q) : make(VL_MIR_TOK_ERROR, p, lex->end);
  }
  case ':':
    if (next == ':') return make(VL_MIR_TOK_COLONCOLON, p, p + 2);
    return make(VL_MIR_TOK_PUNCT, p, p + 1);
  default:
    /* Printable ASCII punctuation is a token of its own; anything else (control
     * bytes, non-ASCII) never occurs in a MIR line outside strings. */
    if (c > ' ' && c < 127 && !is_alpha(c) && !is_digit(c)) return make(VL_MIR_TOK_PUNCT, p, p + 1);
    return make(VL_MIR_TOK_ERROR, p, p + 1);
  }
}

vl_mir_token vl_mir_lex_peek(vl_mir_lexer *lex) {
  if (lex->has_peeked) return lex->peeked;
  vl_mir_lexer copy = *lex;
  vl_mir_token tok;
  if (!skip_space(&copy)) tok = make(VL_MIR_TOK_ERROR, copy.pos, copy.end);
  else if (copy.pos >= copy.end) tok = make(VL_MIR_TOK_END, copy.end, copy.end);
  else tok = lex_at(&copy);
  lex->peeked = tok;
  lex->has_peeked = true;
  return tok;
}

vl_mir_token vl_mir_lex_next(vl_mir_lexer *lex) {
  vl_mir_token tok = vl_mir_lex_peek(lex);
  lex->has_peeked = false;
  /* END stays put so that repeated calls keep answering END. */
  lex->pos = tok.kind == VL_MIR_TOK_END ? tok.begin : tok.end;
  return tok;
}

bool vl_mir_tok_is(const char *text, vl_mir_token tok, vl_mir_tok_kind kind, const char *spelling) {
  if (tok.kind != kind || text[tok.begin] != spelling[0]) return false;
  size_t n = tok.end - tok.begin;   /* strncmp stops at the spelling's end: no strlen per token */
  return strncmp(text + tok.begin, spelling, n) == 0 && spelling[n] == 0;
}

bool vl_mir_tok_punct(const char *text, vl_mir_token tok, char c) {
  return tok.kind == VL_MIR_TOK_PUNCT && text[tok.begin] == c;
}

static int digit_value(char c) {
  if (is_digit(c)) return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

bool vl_mir_parse_u64(const char *text, uint32_t begin, uint32_t end, uint64_t *out) {
  unsigned base = 10;
  if (end - begin > 2 && text[begin] == '0' && (text[begin + 1] == 'x' || text[begin + 1] == 'X')) {
    base = 16;
    begin += 2;
  }
  if (begin >= end) return false;
  uint64_t value = 0;
  for (uint32_t p = begin; p < end; p++) {
    int d = digit_value(text[p]);
    if (d < 0 || (unsigned)d >= base) return false;
    if (value > (UINT64_MAX - (uint64_t)d) / base) return false;
    value = value * base + (uint64_t)d;
  }
  *out = value;
  return true;
}

bool vl_mir_parse_i64(const char *text, uint32_t begin, uint32_t end, int64_t *out) {
  bool negative = false;
  if (begin < end && (text[begin] == '-' || text[begin] == '+')) negative = text[begin++] == '-';
  uint64_t magnitude;
  if (!vl_mir_parse_u64(text, begin, end, &magnitude)) return false;
  bool hex = end - begin > 2 && text[begin + 1] == 'x';
  if (hex && !negative) {
    /* LLVM prints wide immediates in hex as their bit pattern. */
    *out = (int64_t)magnitude;
    return true;
  }
  if (negative ? magnitude > (uint64_t)INT64_MAX + 1 : magnitude > (uint64_t)INT64_MAX) return false;
  *out = negative ? (int64_t)(0 - magnitude) : (int64_t)magnitude;
  return true;
}

uint32_t vl_mir_line_end(const char *text, uint32_t len, uint32_t pos) {
  if (pos >= len) return len;
  const char *nl = memchr(text + pos, '\n', len - pos);
  return nl ? (uint32_t)(nl - text) : len;
}

uint32_t vl_mir_trim_end(const char *text, uint32_t begin, uint32_t end) {
  while (end > begin && is_space(text[end - 1])) end--;
  return end;
}

uint32_t vl_mir_skip_blanks(const char *text, uint32_t begin, uint32_t end) {
  while (begin < end && (text[begin] == ' ' || text[begin] == '\t')) begin++;
  return begin;
}
