/* Tokens of one line of a MIR function body (and of the few header values that
 * use the same syntax). Needs only the text and a line's bounds; produces
 * tokens as byte ranges into that text, so every later position is an offset
 * into the module source. The lexer never reads past the end it is given. */
#ifndef VL_MIR_LEX_H
#define VL_MIR_LEX_H
#include <stdbool.h>
#include <stdint.h>

typedef enum vl_mir_tok_kind {
  VL_MIR_TOK_END,         /* end of the line; a ';' comment also ends it */
  VL_MIR_TOK_IDENT,       /* COPY, implicit-def, csr_amdgpu, bb.3.name, float, i32, sub0_sub1 */
  VL_MIR_TOK_NUMBER,      /* 12, -1, 0x40000000, 1.000000e+00, 0xH3C00 */
  VL_MIR_TOK_VREG,        /* %12, or %foo (named); a subregister follows as '.' IDENT */
  VL_MIR_TOK_PERCENT,     /* %bb.3, %stack.0.x, %ir-block.6, %ir."a b", %subreg.sub0, %foo */
  VL_MIR_TOK_PREG,        /* $vgpr0, $noreg ("$" alone when no name follows) */
  VL_MIR_TOK_GLOBAL,      /* @foo, @"a b", @0 */
  VL_MIR_TOK_EXTERNAL,    /* &memcpy, &"asm string" */
  VL_MIR_TOK_METADATA,    /* !5, !tbaa, !DIExpression ("!" alone before '{') */
  VL_MIR_TOK_STRING,      /* "..." with backslash escapes */
  VL_MIR_TOK_COLONCOLON,  /* :: (memory operands follow) */
  VL_MIR_TOK_PUNCT,       /* one ASCII punctuation character: , = : . ( ) [ ] { } < > + - * ... */
  VL_MIR_TOK_ERROR,       /* a byte MIR never uses, or an unterminated string or comment */
} vl_mir_tok_kind;

typedef struct vl_mir_token {
  vl_mir_tok_kind kind;
  uint32_t begin, end;    /* byte offsets in the source */
} vl_mir_token;

/* A cursor over [pos, end) of `text`; `end` is normally the end of one line.
 * The parser peeks before nearly every token, so the next token is cached. */
typedef struct vl_mir_lexer {
  const char *text;
  uint32_t pos, end;
  bool has_peeked;
  vl_mir_token peeked;
} vl_mir_lexer;

void vl_mir_lex_init(vl_mir_lexer *lex, const char *text, uint32_t begin, uint32_t end);
/* The next token; at the end it keeps returning VL_MIR_TOK_END. */
vl_mir_token vl_mir_lex_next(vl_mir_lexer *lex);
/* The next token without consuming it. */
vl_mir_token vl_mir_lex_peek(vl_mir_lexer *lex);

/* Helpers on token text. */
bool vl_mir_tok_is(const char *text, vl_mir_token tok, vl_mir_tok_kind kind, const char *spelling);
bool vl_mir_tok_punct(const char *text, vl_mir_token tok, char c);
/* Character classes of MIR identifiers (LLVM's MILexer: letters, digits, '_', '-', '.', '$'). */
bool vl_mir_ident_char(char c);

/* Unsigned decimal or 0x hexadecimal in [begin, end) without sign; false on overflow or junk. */
bool vl_mir_parse_u64(const char *text, uint32_t begin, uint32_t end, uint64_t *out);
/* Signed decimal (leading '-' or '+'), or hexadecimal 0x...; false on overflow or junk. */
bool vl_mir_parse_i64(const char *text, uint32_t begin, uint32_t end, int64_t *out);

/* Lines: the offset of the next '\n' at or after pos (or len), and blank-line tests. */
uint32_t vl_mir_line_end(const char *text, uint32_t len, uint32_t pos);
/* End of [begin, end) with trailing spaces, tabs and '\r' removed. */
uint32_t vl_mir_trim_end(const char *text, uint32_t begin, uint32_t end);
/* First offset in [begin, end) that is not a space or tab (end if none). */
uint32_t vl_mir_skip_blanks(const char *text, uint32_t begin, uint32_t end);

#endif
