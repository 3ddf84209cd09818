/* Operands of a MIR instruction. Needs the parser context (mir_parse.h) and a
 * lexer positioned at an operand; produces one vl_operand with its kind, flags,
 * register, subregister and class, its byte range (flags, class annotation, LLT
 * type and "(tied-def N)" included) and its line/col. Virtual registers are
 * noted in the function's register table as they appear.
 *
 * Register operands are what allocation changes, so they are parsed exactly;
 * everything else (globals, metadata, symbols, intrinsics) is kept as text. */
#include <string.h>

#include "mir_parse.h"

typedef struct word_flag {
  const char *word;
  uint16_t flags;
} word_flag;

static const word_flag register_flags[] = {
    {"implicit", VL_OPF_IMPLICIT},
    {"implicit-def", VL_OPF_IMPLICIT | VL_OPF_DEF},
    {"def", VL_OPF_DEF},
    {"dead", VL_OPF_DEAD},
    {"killed", VL_OPF_KILLED},
    {"undef", VL_OPF_UNDEF},
    {"internal", VL_OPF_INTERNAL},
    {"early-clobber", VL_OPF_EARLY_CLOBBER},
    {"debug-use", VL_OPF_DEBUG},
    {"debug-def", VL_OPF_DEBUG | VL_OPF_DEF},
    {"renamable", VL_OPF_RENAMABLE},
};

static bool tok_is(const vl_mir_ctx *ctx, vl_mir_token tok, const char *word) {
  return vl_mir_tok_is(ctx->text, tok, VL_MIR_TOK_IDENT, word);
}

static bool register_flag(const vl_mir_ctx *ctx, vl_mir_token tok, uint16_t *flags) {
  for (size_t i = 0; i < sizeof register_flags / sizeof *register_flags; i++)
    if (tok_is(ctx, tok, register_flags[i].word)) {
      *flags = register_flags[i].flags;
      return true;
    }
  return false;
}

static bool peek_punct(const vl_mir_ctx *ctx, vl_mir_lexer *lex, char c) {
  return vl_mir_tok_punct(ctx->text, vl_mir_lex_peek(lex), c);
}

static bool bad_token(vl_mir_ctx *ctx, vl_mir_token tok, const char *what) {
  if (tok.kind == VL_MIR_TOK_END) return vl_mir_error(ctx, tok.begin, "expected %s, found the end of the line", what);
  if (tok.kind == VL_MIR_TOK_ERROR) {
    char c = ctx->text[tok.begin];
    if (c == '"' || c == '%' || c == '@' || c == '&')
      return vl_mir_error(ctx, tok.begin, "unterminated quoted string");
    if (c == '/') return vl_mir_error(ctx, tok.begin, "unterminated comment");
    return vl_mir_error(ctx, tok.begin, "unexpected character (byte 0x%02x)", (unsigned)(unsigned char)c);
  }
  return vl_mir_error(ctx, tok.begin, "expected %s, found '%s'", what, vl_mir_quote(ctx, tok.begin, tok.end));
}

bool vl_mir_skip_group(vl_mir_ctx *ctx, vl_mir_lexer *lex, vl_mir_token open, uint32_t *end) {
  static const char opens[] = "([{<", closes[] = ")]}>";
  char expect[32];
  uint32_t depth = 0;
  expect[depth++] = closes[strchr(opens, ctx->text[open.begin]) - opens];
  for (;;) {
    vl_mir_token tok = vl_mir_lex_next(lex);
    if (tok.kind == VL_MIR_TOK_END)
      return vl_mir_error(ctx, open.begin, "unterminated '%c' (no matching '%c' on this line)", ctx->text[open.begin],
                          expect[0]);
    if (tok.kind == VL_MIR_TOK_ERROR) return bad_token(ctx, tok, "a closing bracket");
    if (tok.kind != VL_MIR_TOK_PUNCT) continue;
    char c = ctx->text[tok.begin];
    const char *o = strchr(opens, c), *k = strchr(closes, c);
    if (o) {
      if (depth == sizeof expect) return vl_mir_error(ctx, tok.begin, "brackets nested too deeply");
      expect[depth++] = closes[o - opens];
    } else if (k) {
      if (c != expect[depth - 1]) return vl_mir_error(ctx, tok.begin, "unbalanced '%c' (expected '%c')", c, expect[depth - 1]);
      if (--depth == 0) {
        *end = tok.end;
        return true;
      }
    }
  }
}

/* Any "(...)" after a register: "(tied-def N)" or an LLT type such as (s32), (p4), (<2 x s16>). */
static bool register_suffixes(vl_mir_ctx *ctx, vl_mir_lexer *lex, uint32_t *end) {
  while (peek_punct(ctx, lex, '(')) {
    vl_mir_token open = vl_mir_lex_next(lex);
    vl_mir_token word = vl_mir_lex_peek(lex);
    if (!tok_is(ctx, word, "tied-def")) {
      if (!vl_mir_skip_group(ctx, lex, open, end)) return false;
      continue;
    }
    vl_mir_lex_next(lex);
    vl_mir_token index = vl_mir_lex_next(lex);
    uint64_t n;
    if (index.kind != VL_MIR_TOK_NUMBER || !vl_mir_parse_u64(ctx->text, index.begin, index.end, &n) || n > 0xffff)
      return bad_token(ctx, index, "an operand index after 'tied-def'");
    vl_mir_token close = vl_mir_lex_next(lex);
    if (!vl_mir_tok_punct(ctx->text, close, ')')) return bad_token(ctx, close, "')'");
    vl_mir_tie tie = {(uint32_t)ctx->ops.len, (uint32_t)n, index.begin};
    VL_VEC_PUSH(&ctx->scratch, ctx->ties, tie);
    *end = close.end;
  }
  return true;
}

static bool parse_vreg(vl_mir_ctx *ctx, vl_mir_lexer *lex, vl_mir_token tok, vl_operand *op, uint32_t *end) {
  uint64_t id;
  uint32_t named;
  if (ctx->text[tok.begin + 1] < '0' || ctx->text[tok.begin + 1] > '9') {   /* %foo */
    if (!vl_mir_named_vreg(ctx, tok.begin + 1, tok.end, &named)) return false;
    id = named;
  } else if (!vl_mir_parse_u64(ctx->text, tok.begin + 1, tok.end, &id)) {
    id = UINT64_MAX;
  }
  vl_vreg *v = vl_mir_vreg(ctx, id, tok.begin);
  if (!v) return false;
  v->used = true;
  if (v->cls < 0 && !v->line) vl_mir_where(ctx, tok.begin, &v->line, &v->col);   /* first use, for errors */
  op->kind = VL_OP_VREG;
  op->reg = (uint32_t)id;
  *end = tok.end;
  if (peek_punct(ctx, lex, '.')) {
    vl_mir_lex_next(lex);
    vl_mir_token sub = vl_mir_lex_next(lex);
    if (sub.kind != VL_MIR_TOK_IDENT) return bad_token(ctx, sub, "a subregister index after '.'");
    if (!vl_parse_subreg(ctx->text + sub.begin, sub.end - sub.begin, &op->subreg))
      return vl_mir_error(ctx, sub.begin, "unknown subregister index '%s'", vl_mir_quote(ctx, sub.begin, sub.end));
    *end = sub.end;
  }
  if (peek_punct(ctx, lex, ':')) {
    vl_mir_lex_next(lex);
    vl_mir_token name = vl_mir_lex_next(lex);
    if (name.kind != VL_MIR_TOK_IDENT) return bad_token(ctx, name, "a register class after ':'");
    *end = name.end;
    if (!tok_is(ctx, name, "_")) {   /* "_" is LLVM's "no class" of generic registers */
      int cls = vl_target_class_by_name(ctx->target, ctx->text + name.begin, name.end - name.begin);
      if (cls < 0)
        return vl_mir_error(ctx, name.begin, "unknown register class '%s' for %s",
                            vl_mir_quote(ctx, name.begin, name.end), ctx->target->name);
      if (!vl_mir_set_class(ctx, (uint32_t)id, cls, name.begin)) return false;
    }
  }
  return register_suffixes(ctx, lex, end);
}

static bool parse_preg(vl_mir_ctx *ctx, vl_mir_lexer *lex, vl_mir_token tok, vl_operand *op, uint32_t *end) {
  uint32_t b = tok.begin + 1;
  *end = tok.end;
  if (tok.end - b == 5 && memcmp(ctx->text + b, "noreg", 5) == 0) op->kind = VL_OP_NOREG;
  else if (!vl_mir_physreg(ctx, b, tok.end, &op->preg)) return false;
  else op->kind = VL_OP_PREG;
  if (peek_punct(ctx, lex, '.'))
    return vl_mir_error(ctx, tok.end, "subregister indices on physical registers are not supported");
  return register_suffixes(ctx, lex, end);
}

/* "@g + 8", "%const.0 - 4": an optional signed offset. */
static bool parse_offset(vl_mir_ctx *ctx, vl_mir_lexer *lex, uint32_t *end) {
  vl_mir_token tok = vl_mir_lex_peek(lex);
  if (tok.kind == VL_MIR_TOK_NUMBER && (ctx->text[tok.begin] == '+' || ctx->text[tok.begin] == '-')) {
    *end = vl_mir_lex_next(lex).end;
    return true;
  }
  if (!vl_mir_tok_punct(ctx->text, tok, '+') && !vl_mir_tok_punct(ctx->text, tok, '-')) return true;
  vl_mir_lex_next(lex);
  tok = vl_mir_lex_next(lex);
  if (tok.kind != VL_MIR_TOK_NUMBER) return bad_token(ctx, tok, "an offset");
  *end = tok.end;
  return true;
}

/* Decimal digits in [b, e) as a number below `limit`; false if absent, junk or too large. */
static bool small_number(const char *text, uint32_t b, uint32_t e, uint32_t limit, uint32_t *out) {
  uint64_t n = 0;
  if (b >= e) return false;
  for (uint32_t p = b; p < e; p++) {
    if (text[p] < '0' || text[p] > '9') return false;
    n = n * 10 + (uint64_t)(text[p] - '0');
    if (n >= limit) return false;
  }
  *out = (uint32_t)n;
  return true;
}

/* %bb.N, %stack.N, %fixed-stack.N, %const.N, %jump-table.N, %subreg.X, %ir-block.X, %ir.X. */
static bool parse_percent(vl_mir_ctx *ctx, vl_mir_lexer *lex, vl_mir_token tok, vl_operand *op, uint32_t *end) {
  const char *t = ctx->text;
  uint32_t b = tok.begin + 1, dot = b;
  while (dot < tok.end && t[dot] != '.') dot++;
  uint32_t rest = dot + 1, number_end = rest;
  while (number_end < tok.end && t[number_end] >= '0' && t[number_end] <= '9') number_end++;
  bool numbered = number_end > rest && (number_end == tok.end || t[number_end] == '.');
#define PREFIX(s) (dot - b == sizeof(s) - 1 && memcmp(t + b, s, sizeof(s) - 1) == 0)
  uint32_t n = 0;
  *end = tok.end;
  if (dot < tok.end && PREFIX("bb")) {
    if (!numbered || !small_number(t, rest, number_end, VL_MIR_MAX_BLOCK, &n))
      return vl_mir_error(ctx, tok.begin, "expected a block number in '%s'", vl_mir_quote(ctx, tok.begin, tok.end));
    op->kind = VL_OP_BLOCK;
    op->imm = n;
    vl_mir_block_ref ref = {n, tok.begin};
    VL_VEC_PUSH(&ctx->scratch, ctx->block_refs, ref);
    return true;
  }
  if (dot < tok.end && (PREFIX("stack") || PREFIX("fixed-stack"))) {
    if (!numbered || !small_number(t, rest, number_end, UINT32_MAX, &n))
      return vl_mir_error(ctx, tok.begin, "expected a frame index in '%s'", vl_mir_quote(ctx, tok.begin, tok.end));
    op->kind = VL_OP_FRAME;
    op->imm = n;
    return parse_offset(ctx, lex, end);
  }
  if (dot < tok.end && PREFIX("subreg")) {
    /* REG_SEQUENCE/INSERT_SUBREG index operands: kept as text, index parsed into `subreg`. */
    if (!vl_parse_subreg(t + rest, tok.end - rest, &op->subreg))
      return vl_mir_error(ctx, rest, "unknown subregister index '%s'", vl_mir_quote(ctx, rest, tok.end));
    op->kind = VL_OP_OTHER;
    return true;
  }
  if (dot < tok.end && (PREFIX("const") || PREFIX("jump-table") || PREFIX("ir-block") || PREFIX("ir"))) {
    op->kind = VL_OP_OTHER;
    return parse_offset(ctx, lex, end);
  }
#undef PREFIX
  return vl_mir_error(ctx, tok.begin, "named virtual register '%s' is not supported (use numbered registers %%N)",
                      vl_mir_quote(ctx, tok.begin, tok.end));
}

static bool is_int_type(const vl_mir_ctx *ctx, vl_mir_token tok) {
  if (tok.end - tok.begin < 2 || ctx->text[tok.begin] != 'i') return false;
  for (uint32_t p = tok.begin + 1; p < tok.end; p++)
    if (ctx->text[p] < '0' || ctx->text[p] > '9') return false;
  return true;
}

static bool is_float_type(const vl_mir_ctx *ctx, vl_mir_token tok) {
  static const char *const types[] = {"half", "bfloat", "float", "double", "fp128", "x86_fp80", "ppc_fp128"};
  for (size_t i = 0; i < sizeof types / sizeof *types; i++)
    if (tok_is(ctx, tok, types[i])) return true;
  return false;
}

/* Keywords whose operand is a parenthesized group kept as text. */
static bool is_group_keyword(const vl_mir_ctx *ctx, vl_mir_token tok) {
  static const char *const words[] = {"intrinsic",    "predicate", "floatpred",     "intpred",
                                      "shufflemask",  "blockaddress", "dbg-instr-ref", "liveout"};
  for (size_t i = 0; i < sizeof words / sizeof *words; i++)
    if (tok_is(ctx, tok, words[i])) return true;
  return false;
}

static bool parse_value(vl_mir_ctx *ctx, vl_mir_lexer *lex, vl_mir_token tok, vl_operand *op, uint32_t *end);

static bool parse_word(vl_mir_ctx *ctx, vl_mir_lexer *lex, vl_mir_token tok, vl_operand *op, uint32_t *end) {
  vl_mir_token next = vl_mir_lex_peek(lex);
  *end = tok.end;
  if (is_int_type(ctx, tok) && (next.kind == VL_MIR_TOK_NUMBER || tok_is(ctx, next, "true") || tok_is(ctx, next, "false"))) {
    vl_mir_lex_next(lex);
    *end = next.end;
    op->kind = VL_OP_IMM;
    if (next.kind != VL_MIR_TOK_NUMBER) op->imm = ctx->text[next.begin] == 't';
    else if (!vl_mir_parse_i64(ctx->text, next.begin, next.end, &op->imm))
      return vl_mir_error(ctx, next.begin, "invalid or too large integer '%s'", vl_mir_quote(ctx, next.begin, next.end));
    return true;
  }
  if (is_float_type(ctx, tok) && next.kind == VL_MIR_TOK_NUMBER) {
    vl_mir_lex_next(lex);
    *end = next.end;
    op->kind = VL_OP_FPIMM;
    return true;
  }
  if (tok.end - tok.begin > 4 && memcmp(ctx->text + tok.begin, "csr_", 4) == 0) {
    op->kind = VL_OP_REGMASK;
    ctx->fn->has_calls = true;
    return true;
  }
  bool regmask = tok_is(ctx, tok, "customregmask");
  if ((regmask || tok_is(ctx, tok, "target-flags") || is_group_keyword(ctx, tok)) &&
      vl_mir_tok_punct(ctx->text, next, '(')) {
    if (!vl_mir_skip_group(ctx, lex, vl_mir_lex_next(lex), end)) return false;
    op->kind = regmask ? VL_OP_REGMASK : VL_OP_OTHER;
    if (regmask) ctx->fn->has_calls = true;
    if (!tok_is(ctx, tok, "target-flags")) return true;
    /* target-flags(...) qualifies the operand that follows: its kind is that operand's. */
    return parse_value(ctx, lex, vl_mir_lex_next(lex), op, end);
  }
  return vl_mir_error(ctx, tok.begin, "unexpected '%s' where an operand was expected",
                      vl_mir_quote(ctx, tok.begin, tok.end));
}

/* Operands that are not registers. */
static bool parse_value(vl_mir_ctx *ctx, vl_mir_lexer *lex, vl_mir_token tok, vl_operand *op, uint32_t *end) {
  *end = tok.end;
  switch (tok.kind) {
  case VL_MIR_TOK_NUMBER:
    op->kind = VL_OP_IMM;
    if (!vl_mir_parse_i64(ctx->text, tok.begin, tok.end, &op->imm))
      return vl_mir_error(ctx, tok.begin, "invalid or too large integer '%s'", vl_mir_quote(ctx, tok.begin, tok.end));
    return true;
  case VL_MIR_TOK_IDENT: return parse_word(ctx, lex, tok, op, end);
  case VL_MIR_TOK_PERCENT: return parse_percent(ctx, lex, tok, op, end);
  case VL_MIR_TOK_GLOBAL:
  case VL_MIR_TOK_EXTERNAL:
    op->kind = VL_OP_OTHER;
    return parse_offset(ctx, lex, end);
  case VL_MIR_TOK_METADATA: {
    op->kind = VL_OP_OTHER;
    vl_mir_token next = vl_mir_lex_peek(lex);
    if (next.begin == tok.end && (vl_mir_tok_punct(ctx->text, next, '(') || vl_mir_tok_punct(ctx->text, next, '{')))
      return vl_mir_skip_group(ctx, lex, vl_mir_lex_next(lex), end);
    return true;
  }
  case VL_MIR_TOK_PUNCT:
    if (ctx->text[tok.begin] == '<') {   /* <mcsymbol ...>, <0x...>, <2 x i32> */
      op->kind = VL_OP_OTHER;
      return vl_mir_skip_group(ctx, lex, tok, end);
    }
    return bad_token(ctx, tok, "an operand");
  default: return bad_token(ctx, tok, "an operand");
  }
}

bool vl_mir_parse_operand(vl_mir_ctx *ctx, vl_mir_lexer *lex, bool def, vl_operand *op) {
  memset(op, 0, sizeof *op);
  op->tied = -1;
  vl_mir_token tok = vl_mir_lex_next(lex);
  uint32_t end = tok.end;
  uint16_t flags = def ? VL_OPF_DEF : 0, flag;
  bool has_flags = false;
  op->begin = tok.begin;
  vl_mir_where(ctx, op->begin, &op->line, &op->col);
  while (register_flag(ctx, tok, &flag)) {
    flags |= flag;
    has_flags = true;
    tok = vl_mir_lex_next(lex);
  }
  op->flags = flags;
  end = tok.end;
  bool ok;
  if (tok.kind == VL_MIR_TOK_VREG) ok = parse_vreg(ctx, lex, tok, op, &end);
  else if (tok.kind == VL_MIR_TOK_PREG) ok = parse_preg(ctx, lex, tok, op, &end);
  else if (tok_is(ctx, tok, "_")) {
    op->kind = VL_OP_NOREG;
    ok = register_suffixes(ctx, lex, &end);
  } else if ((has_flags || def) && tok.kind != VL_MIR_TOK_PERCENT) {
    ok = bad_token(ctx, tok, has_flags ? "a register after the register flags" : "a register before '='");
  } else {
    /* A %name here is a named virtual register or a misplaced %bb/%stack: parse_value says which. */
    uint32_t value_begin = tok.begin;
    ok = parse_value(ctx, lex, tok, op, &end);
    if (ok && (has_flags || def))
      ok = vl_mir_error(ctx, tok.begin, "expected a register%s, found '%s'", has_flags ? " after the register flags" : " before '='",
                        vl_mir_quote(ctx, tok.begin, end));
    if (ok && op->kind != VL_OP_IMM && op->kind != VL_OP_BLOCK && op->kind != VL_OP_FRAME)
      op->text = vl_arena_strndup(&ctx->fn->arena, ctx->text + value_begin, end - value_begin);
  }
  if (!ok) return false;
  op->end = end;
  return true;
}
