/* The body of a machine function: the `body: |` block scalar. Needs the parser
 * context (mir_parse.h) with the function's header read; produces its blocks
 * (label, successors with probabilities, predecessors, live-ins with lane masks)
 * and instructions (opcode, operands through mir_operand.c, terminator/copy/
 * debug classification), all in the function's arena.
 *
 * The body is read line by line in place, so every offset, line and column is
 * the file's own. One instruction per line; a bundle's header line ends in '{', its instructions
 * follow one a line, and a '}' line closes it. */
#include <string.h>

#include "mir_parse.h"

/* Instruction flags that may precede the opcode (LLVM 19's MIParser plus samesign). */
static const char *const mi_flags[] = {
    "frame-setup", "frame-destroy", "nnan",    "ninf",      "nsz",     "arcp",         "contract",
    "afn",         "reassoc",       "nuw",     "nsw",       "exact",   "nofpexcept",   "nomerge",
    "unpredictable", "noconvergent", "disjoint", "nneg",    "samesign", "nusw",
};

/* Keywords after the operands that start trailing, non-operand information. */
static const char *const trailing_words[] = {
    "pre-instr-symbol", "post-instr-symbol", "heap-alloc-marker", "pcsections",
    "mmra",             "cfi-type",          "debug-instr-number", "debug-location",
};

static bool word_in(const vl_mir_ctx *ctx, vl_mir_token tok, const char *const *words, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (vl_mir_tok_is(ctx->text, tok, VL_MIR_TOK_IDENT, words[i])) return true;
  return false;
}

static bool has_prefix(const char *s, size_t n, const char *prefix) {
  size_t k = strlen(prefix);
  return n >= k && memcmp(s, prefix, k) == 0;
}

static bool has_suffix(const char *s, size_t n, const char *suffix) {
  size_t k = strlen(suffix);
  return n >= k && memcmp(s + n - k, suffix, k) == 0;
}

/* Terminators by name, the rule being: branches (S_BRANCH, S_CBRANCH_*, SI_IF,
 * SI_ELSE, SI_LOOP, SI_WATERFALL_LOOP, SI_NON_UNIFORM_BRCOND_PSEUDO, SI_BR_UNDEF,
 * generic G_BR*), returns and program ends (S_ENDPGM*, SI_RETURN*, SI_TCRETURN*,
 * SI_CS_CHAIN_TC*, S_SETPC_B64*), and the exec-mask pseudos LLVM marks as
 * terminators (names ending in "_term", e.g. S_MOV_B64_term, and "_TERMINATOR",
 * e.g. SI_KILL_I1_TERMINATOR). */
static bool is_terminator(const char *s, size_t n) {
  static const char *const exact[] = {"S_BRANCH",  "SI_IF",        "SI_ELSE",
                                      "SI_LOOP",   "SI_WATERFALL_LOOP", "SI_NON_UNIFORM_BRCOND_PSEUDO",
                                      "SI_BR_UNDEF", "G_BR",       "G_BRCOND",
                                      "G_BRINDIRECT", "G_BRJT"};
  static const char *const prefixes[] = {"S_CBRANCH_", "S_ENDPGM", "SI_RETURN", "SI_TCRETURN", "SI_CS_CHAIN_TC",
                                         "S_SETPC_B64"};
  for (size_t i = 0; i < sizeof exact / sizeof *exact; i++)
    if (strlen(exact[i]) == n && memcmp(s, exact[i], n) == 0) return true;
  for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; i++)
    if (has_prefix(s, n, prefixes[i])) return true;
  return has_suffix(s, n, "_term") || has_suffix(s, n, "_TERMINATOR");
}

/* Instructions after which control never falls through to the next block. */
static bool is_barrier(const char *s, size_t n) {
  static const char *const exact[] = {"S_BRANCH", "G_BR", "G_BRINDIRECT", "G_BRJT"};
  static const char *const prefixes[] = {"S_ENDPGM", "SI_RETURN", "SI_TCRETURN", "SI_CS_CHAIN_TC", "S_SETPC_B64"};
  for (size_t i = 0; i < sizeof exact / sizeof *exact; i++)
    if (strlen(exact[i]) == n && memcmp(s, exact[i], n) == 0) return true;
  for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; i++)
    if (has_prefix(s, n, prefixes[i])) return true;
  return false;
}

static vl_block *current_block(vl_mir_ctx *ctx) {
  return ctx->blocks.len ? &ctx->blocks.data[ctx->blocks.len - 1] : NULL;
}

static void close_block(vl_mir_ctx *ctx) {
  vl_block *b = current_block(ctx);
  if (b) b->num_instrs = (uint32_t)ctx->instrs.len - b->first_instr;
}

static bool expect_end(vl_mir_ctx *ctx, vl_mir_lexer *lex, const char *after) {
  vl_mir_token tok = vl_mir_lex_next(lex);
  if (tok.kind == VL_MIR_TOK_END) return true;
  return vl_mir_error(ctx, tok.begin, "unexpected '%s' after %s", vl_mir_quote(ctx, tok.begin, tok.end), after);
}

static uint32_t line_after(const vl_mir_ctx *ctx, uint32_t end) {
  uint32_t le = vl_mir_line_end(ctx->text, ctx->len, end);
  return le < ctx->len ? le + 1 : le;
}

/* ---- block headers ---- */

/* "bb.N[.name] [(attributes)]:" */
static bool parse_label(vl_mir_ctx *ctx, vl_mir_lexer *lex, vl_mir_token tok, uint32_t end) {
  const char *t = ctx->text;
  uint32_t p = tok.begin + 3, number = 0;
  if (p >= tok.end || t[p] < '0' || t[p] > '9')
    return vl_mir_error(ctx, tok.begin, "expected a block number after 'bb.'");
  for (; p < tok.end && t[p] >= '0' && t[p] <= '9'; p++) {
    number = number * 10 + (uint32_t)(t[p] - '0');
    if (number >= VL_MIR_MAX_BLOCK) return vl_mir_error(ctx, tok.begin, "block number too large");
  }
  if (p < tok.end && t[p] != '.')
    return vl_mir_error(ctx, tok.begin, "malformed block label '%s'", vl_mir_quote(ctx, tok.begin, tok.end));
  uint32_t digits_end = p;
  vl_mir_token next = vl_mir_lex_next(lex);
  if (vl_mir_tok_punct(t, next, '(')) {
    uint32_t group_end;
    if (!vl_mir_skip_group(ctx, lex, next, &group_end)) return false;
    next = vl_mir_lex_next(lex);
  }
  if (!vl_mir_tok_punct(t, next, ':'))
    return vl_mir_error(ctx, next.begin, "expected ':' after the block label");
  if (!expect_end(ctx, lex, "the block label")) return false;
  while (ctx->block_index.len <= number) VL_VEC_PUSH(&ctx->scratch, ctx->block_index, -1);
  if (ctx->block_index.data[number] >= 0)
    return vl_mir_error(ctx, tok.begin, "duplicate block number bb.%u", number);
  close_block(ctx);
  ctx->block_index.data[number] = (int32_t)ctx->blocks.len;
  vl_block block = {0};
  block.number = number;
  block.label = vl_arena_strndup(&ctx->fn->arena, t + digits_end, end - digits_end);
  block.first_instr = (uint32_t)ctx->instrs.len;
  block.label_begin = tok.begin;
  block.header_end = line_after(ctx, end);
  uint32_t col;
  vl_mir_where(ctx, tok.begin, &block.line, &col);
  VL_VEC_PUSH(&ctx->scratch, ctx->blocks, block);
  VL_VEC_PUSH(&ctx->scratch, ctx->listed_succs, 0);
  return true;
}

/* A header line must come before the block's instructions, once. */
static vl_block *header_block(vl_mir_ctx *ctx, vl_mir_token tok, bool seen) {
  vl_block *b = current_block(ctx);
  /* quoted only for a message: a quote costs the diagnostics' arena a block on every good parse */
#define what vl_mir_quote(ctx, tok.begin, tok.end)
  if (!b) return vl_mir_error(ctx, tok.begin, "'%s:' outside a block (expected 'bb.N:' first)", what), NULL;
  if (ctx->instrs.len > b->first_instr)
    return vl_mir_error(ctx, tok.begin, "'%s:' must come before the block's instructions", what), NULL;
  if (seen) return vl_mir_error(ctx, tok.begin, "second '%s:' line in block bb.%u", what, b->number), NULL;
#undef what
  return b;
}

/* "successors: %bb.2(0x40000000), %bb.1(0x40000000)" (probabilities optional). */
static bool parse_successors(vl_mir_ctx *ctx, vl_mir_lexer *lex, vl_mir_token tok, uint32_t end) {
  const char *t = ctx->text;
  vl_block *b = header_block(ctx, tok, ctx->listed_succs.len && ctx->listed_succs.data[ctx->listed_succs.len - 1]);
  if (!b) return false;
  ctx->listed_succs.data[ctx->listed_succs.len - 1] = 1;
  uint32_t with_prob = 0, count = 0;
  while (vl_mir_lex_peek(lex).kind != VL_MIR_TOK_END) {
    vl_mir_token bb = vl_mir_lex_next(lex);
    vl_mir_edge edge = {(uint32_t)ctx->blocks.len - 1, 0, 0, bb.begin};
    uint32_t p = bb.begin + 4;
    bool ok = bb.kind == VL_MIR_TOK_PERCENT && bb.end - bb.begin > 4 && memcmp(t + bb.begin, "%bb.", 4) == 0;
    for (; ok && p < bb.end && t[p] >= '0' && t[p] <= '9'; p++) {
      edge.number = edge.number * 10 + (uint32_t)(t[p] - '0');
      ok = edge.number < VL_MIR_MAX_BLOCK;
    }
    if (!ok || p == bb.begin + 4 || (p < bb.end && t[p] != '.'))
      return vl_mir_error(ctx, bb.begin, "expected a successor '%%bb.N', found '%s'", vl_mir_quote(ctx, bb.begin, bb.end));
    if (vl_mir_tok_punct(t, vl_mir_lex_peek(lex), '(')) {
      vl_mir_lex_next(lex);
      vl_mir_token prob = vl_mir_lex_next(lex);
      uint64_t value;
      if (prob.kind != VL_MIR_TOK_NUMBER || !vl_mir_parse_u64(t, prob.begin, prob.end, &value) || value > 0x80000000u)
        return vl_mir_error(ctx, prob.begin, "expected a branch probability (0 to 0x80000000)");
      if (!vl_mir_tok_punct(t, vl_mir_lex_next(lex), ')'))
        return vl_mir_error(ctx, prob.end, "expected ')' after the branch probability");
      edge.prob = (uint32_t)value;
      with_prob++;
    }
    count++;
    VL_VEC_PUSH(&ctx->scratch, ctx->edges, edge);
    vl_mir_token sep = vl_mir_lex_next(lex);
    if (sep.kind == VL_MIR_TOK_END) break;
    if (!vl_mir_tok_punct(t, sep, ','))
      return vl_mir_error(ctx, sep.begin, "expected ',' between successors");
  }
  if (with_prob && with_prob != count)
    return vl_mir_error(ctx, tok.begin, "either all successors or none should have a probability");
  b = current_block(ctx);
  b->succ_prob_given = with_prob > 0;
  b->header_end = line_after(ctx, end);
  return true;
}

/* "liveins: $vgpr0, $sgpr8_sgpr9:0x000000000000000F" */
static bool parse_block_liveins(vl_mir_ctx *ctx, vl_mir_lexer *lex, vl_mir_token tok, uint32_t end) {
  const char *t = ctx->text;
  vl_block *b = header_block(ctx, tok, current_block(ctx) && current_block(ctx)->liveins_end);
  if (!b) return false;
  ctx->block_liveins.len = 0;
  while (vl_mir_lex_peek(lex).kind != VL_MIR_TOK_END) {
    vl_mir_token reg = vl_mir_lex_next(lex);
    vl_livein livein = {{0}, 0};
    if (reg.kind != VL_MIR_TOK_PREG)
      return vl_mir_error(ctx, reg.begin, "expected a physical register in the block's live-ins, found '%s'",
                          vl_mir_quote(ctx, reg.begin, reg.end));
    if (!vl_mir_physreg(ctx, reg.begin + 1, reg.end, &livein.reg)) return false;
    if (vl_mir_tok_punct(t, vl_mir_lex_peek(lex), ':')) {
      vl_mir_lex_next(lex);
      vl_mir_token mask = vl_mir_lex_next(lex);
      if (mask.kind != VL_MIR_TOK_NUMBER || !vl_mir_parse_u64(t, mask.begin, mask.end, &livein.llvm_lanemask))
        return vl_mir_error(ctx, mask.begin, "expected a lane mask after ':'");
    }
    VL_VEC_PUSH(&ctx->scratch, ctx->block_liveins, livein);
    vl_mir_token sep = vl_mir_lex_next(lex);
    if (sep.kind == VL_MIR_TOK_END) break;
    if (!vl_mir_tok_punct(t, sep, ',')) return vl_mir_error(ctx, sep.begin, "expected ',' between live-ins");
  }
  b = current_block(ctx);
  b->num_liveins = (uint32_t)ctx->block_liveins.len;
  b->liveins = VL_NEW_ARRAY(&ctx->fn->arena, vl_livein, b->num_liveins ? b->num_liveins : 1);
  if (b->num_liveins) memcpy(b->liveins, ctx->block_liveins.data, b->num_liveins * sizeof(vl_livein));
  b->liveins_begin = tok.begin;
  b->liveins_end = end;
  b->header_end = line_after(ctx, end);
  return true;
}

/* ---- instructions ---- */

/* Skips tokens to the end of the line or to "::" (kept unread), brackets balanced. */
static bool skip_to_memops(vl_mir_ctx *ctx, vl_mir_lexer *lex) {
  for (;;) {
    vl_mir_token tok = vl_mir_lex_peek(lex);
    if (tok.kind == VL_MIR_TOK_END || tok.kind == VL_MIR_TOK_COLONCOLON) return true;
    vl_mir_lex_next(lex);
    if (tok.kind == VL_MIR_TOK_ERROR) return vl_mir_error(ctx, tok.begin, "unexpected character or unterminated string");
    if (tok.kind != VL_MIR_TOK_PUNCT) continue;
    char c = ctx->text[tok.begin];
    uint32_t end;
    if (c == '(' || c == '[' || c == '<' || c == '{') {
      if (!vl_mir_skip_group(ctx, lex, tok, &end)) return false;
    } else if (c == ')' || c == ']' || c == '>' || c == '}') {
      return vl_mir_error(ctx, tok.begin, "unbalanced '%c'", c);
    }
  }
}

/* Explicit defs, then '=': "%1:vgpr_32, dead %2:sreg_64 =". */
static bool parse_defs(vl_mir_ctx *ctx, vl_mir_lexer *lex) {
  for (;;) {
    vl_operand op;
    if (!vl_mir_parse_operand(ctx, lex, true, &op)) return false;
    VL_VEC_PUSH(&ctx->scratch, ctx->ops, op);
    vl_mir_token sep = vl_mir_lex_next(lex);
    if (vl_mir_tok_punct(ctx->text, sep, '=')) return true;
    if (!vl_mir_tok_punct(ctx->text, sep, ','))
      return vl_mir_error(ctx, sep.begin, "expected ',' or '=' after a def operand");
  }
}

/* "{" ending an instruction line: the instructions up to the "}" line are bundled with it. */
static bool open_bundle(vl_mir_ctx *ctx, vl_mir_lexer *lex, vl_mir_token brace) {
  if (ctx->bundle_open) return vl_mir_error(ctx, brace.begin, "a bundle inside a bundle");
  if (vl_mir_lex_peek(lex).kind != VL_MIR_TOK_END)
    return vl_mir_error(ctx, vl_mir_lex_peek(lex).begin, "expected the end of the line after a bundle's '{'");
  ctx->opens_bundle = true;
  ctx->bundle_open = brace.begin;
  return true;
}

static bool parse_uses(vl_mir_ctx *ctx, vl_mir_lexer *lex) {
  for (;;) {
    vl_mir_token tok = vl_mir_lex_peek(lex);
    if (word_in(ctx, tok, trailing_words, sizeof trailing_words / sizeof *trailing_words))
      return skip_to_memops(ctx, lex);
    vl_operand op;
    if (!vl_mir_parse_operand(ctx, lex, false, &op)) return false;
    VL_VEC_PUSH(&ctx->scratch, ctx->ops, op);
    vl_mir_token sep = vl_mir_lex_peek(lex);
    if (sep.kind == VL_MIR_TOK_END || sep.kind == VL_MIR_TOK_COLONCOLON) return true;
    vl_mir_lex_next(lex);
    if (vl_mir_tok_punct(ctx->text, sep, '{')) return open_bundle(ctx, lex, sep);
    if (!vl_mir_tok_punct(ctx->text, sep, ','))
      return vl_mir_error(ctx, sep.begin, "expected ',' between operands, found '%s'",
                          vl_mir_quote(ctx, sep.begin, sep.end));
  }
}

/* CFI_INSTRUCTION's operands ("offset $vgpr40, 0") are directives, kept as one text operand. */
static bool parse_cfi(vl_mir_ctx *ctx, vl_mir_lexer *lex) {
  vl_mir_token first = vl_mir_lex_peek(lex);
  if (first.kind == VL_MIR_TOK_END || first.kind == VL_MIR_TOK_COLONCOLON) return true;
  if (!skip_to_memops(ctx, lex)) return false;
  vl_operand op = {0};
  op.kind = VL_OP_OTHER;
  op.tied = -1;
  op.begin = first.begin;
  op.end = vl_mir_trim_end(ctx->text, first.begin, vl_mir_lex_peek(lex).begin);
  op.text = vl_arena_strndup(&ctx->fn->arena, ctx->text + op.begin, op.end - op.begin);
  vl_mir_where(ctx, op.begin, &op.line, &op.col);
  VL_VEC_PUSH(&ctx->scratch, ctx->ops, op);
  return true;
}

/* "(tied-def N)" on operand `use` names def operand N; both record each other. */
static bool resolve_ties(vl_mir_ctx *ctx) {
  for (size_t i = 0; i < ctx->ties.len; i++) {
    const vl_mir_tie *tie = &ctx->ties.data[i];
    vl_operand *def = tie->def < ctx->ops.len ? &ctx->ops.data[tie->def] : NULL;
    if (!def || tie->def == tie->use || !(def->flags & VL_OPF_DEF) ||
        (def->kind != VL_OP_VREG && def->kind != VL_OP_PREG))
      return vl_mir_error(ctx, tie->offset, "tied-def %u does not name a register def of this instruction", tie->def);
    if (def->tied >= 0 || ctx->ops.data[tie->use].tied >= 0)
      return vl_mir_error(ctx, tie->offset, "operand %u is tied twice", tie->def);
    def->tied = (int16_t)tie->use;
    ctx->ops.data[tie->use].tied = (int16_t)tie->def;
  }
  return true;
}

static bool parse_instruction(vl_mir_ctx *ctx, vl_mir_lexer *lex, uint32_t begin, uint32_t end) {
  const char *t = ctx->text;
  vl_block *b = current_block(ctx);
  if (!b) return vl_mir_error(ctx, begin, "instruction outside a block (expected 'bb.N:' first)");
  uint32_t line, col;
  vl_mir_where(ctx, begin, &line, &col);
  ctx->ops.len = 0;
  ctx->ties.len = 0;
  vl_mir_token tok = vl_mir_lex_peek(lex);
  bool has_defs = tok.kind == VL_MIR_TOK_VREG || tok.kind == VL_MIR_TOK_PREG || tok.kind == VL_MIR_TOK_PERCENT ||
                  vl_mir_tok_is(t, tok, VL_MIR_TOK_IDENT, "_");
  static const char *const def_flags[] = {"dead", "undef", "renamable", "early-clobber", "def", "implicit-def",
                                          "debug-def", "internal", "killed", "implicit", "debug-use"};
  has_defs |= word_in(ctx, tok, def_flags, sizeof def_flags / sizeof *def_flags);
  if (has_defs && !parse_defs(ctx, lex)) return false;
  uint32_t num_defs = (uint32_t)ctx->ops.len;
  while (word_in(ctx, vl_mir_lex_peek(lex), mi_flags, sizeof mi_flags / sizeof *mi_flags)) vl_mir_lex_next(lex);
  vl_mir_token opcode = vl_mir_lex_next(lex);
  if (opcode.kind != VL_MIR_TOK_IDENT || t[opcode.begin] < 'A' || t[opcode.begin] > 'Z') {
    return vl_mir_error(ctx, opcode.begin, "expected an instruction opcode, found '%s'",
                        opcode.kind == VL_MIR_TOK_END ? "end of line" : vl_mir_quote(ctx, opcode.begin, opcode.end));
  }
  const char *name = t + opcode.begin;
  size_t name_len = opcode.end - opcode.begin;
  bool cfi = name_len == 15 && memcmp(name, "CFI_INSTRUCTION", 15) == 0;
  bool bundled = ctx->bundle_open != 0;
  ctx->opens_bundle = false;
  tok = vl_mir_lex_peek(lex);
  if (vl_mir_tok_punct(t, tok, '{')) {   /* "BUNDLE {": a header without operands */
    if (!open_bundle(ctx, lex, vl_mir_lex_next(lex))) return false;
  } else if (tok.kind != VL_MIR_TOK_END && tok.kind != VL_MIR_TOK_COLONCOLON &&
             !(cfi ? parse_cfi(ctx, lex) : parse_uses(ctx, lex))) {
    return false;
  }
  if (ctx->opens_bundle && vl_mir_lex_peek(lex).kind == VL_MIR_TOK_COLONCOLON)
    return vl_mir_error(ctx, vl_mir_lex_peek(lex).begin, "memory operands after a bundle's '{'");
  /* Memory operands ("(load (s32) from %ir.p, addrspace 1)") are not operands. */
  if (vl_mir_lex_peek(lex).kind == VL_MIR_TOK_COLONCOLON) {
    vl_mir_lex_next(lex);
    if (vl_mir_lex_peek(lex).kind == VL_MIR_TOK_END) return vl_mir_error(ctx, lex->pos, "expected memory operands after '::'");
    if (!skip_to_memops(ctx, lex)) return false;
    if (vl_mir_lex_peek(lex).kind == VL_MIR_TOK_COLONCOLON)
      return vl_mir_error(ctx, vl_mir_lex_peek(lex).begin, "unexpected second '::'");
  }
  if (!expect_end(ctx, lex, "the instruction") || !resolve_ties(ctx)) return false;

  vl_instr instr = {0};
  instr.opcode = vl_arena_strndup(&ctx->fn->arena, name, name_len);
  instr.num_ops = (uint32_t)ctx->ops.len;
  instr.num_defs = num_defs;
  instr.ops = instr.num_ops ? vl_arena_alloc_raw(&ctx->fn->arena, instr.num_ops * sizeof(vl_operand)) : NULL;   /* copied whole */
  if (instr.num_ops) memcpy(instr.ops, ctx->ops.data, instr.num_ops * sizeof(vl_operand));
  instr.block = (uint32_t)ctx->blocks.len - 1;
  instr.begin = begin;
  instr.end = end;
  instr.line = line;
  instr.col = col;
  instr.is_copy = name_len == 4 && memcmp(name, "COPY", 4) == 0;
  instr.is_terminator = is_terminator(name, name_len);
  instr.is_debug = has_prefix(name, name_len, "DBG_");
  instr.in_bundle = bundled;
  if (instr.is_debug)
    for (uint32_t i = 0; i < instr.num_ops; i++) instr.ops[i].flags |= VL_OPF_DEBUG;
  VL_VEC_PUSH(&ctx->scratch, ctx->instrs, instr);
  return true;
}

/* ---- lines ---- */

static bool parse_line(vl_mir_ctx *ctx, uint32_t first, uint32_t end) {
  vl_mir_lexer lex;
  vl_mir_lex_init(&lex, ctx->text, first, end);
  vl_mir_token tok = vl_mir_lex_peek(&lex);
  if (tok.kind == VL_MIR_TOK_END) return true;   /* a comment line */
  if (vl_mir_tok_punct(ctx->text, tok, '}')) {   /* the end of a bundle */
    if (!ctx->bundle_open) return vl_mir_error(ctx, tok.begin, "'}' without a bundle's '{' before it");
    vl_mir_lex_next(&lex);
    if (vl_mir_lex_peek(&lex).kind != VL_MIR_TOK_END)
      return vl_mir_error(ctx, vl_mir_lex_peek(&lex).begin, "expected the end of the line after a bundle's '}'");
    ctx->bundle_open = 0;
    return true;
  }
  if (ctx->bundle_open && tok.kind == VL_MIR_TOK_IDENT && tok.end - tok.begin >= 3 && !memcmp(ctx->text + tok.begin, "bb.", 3))
    return vl_mir_error(ctx, ctx->bundle_open, "a bundle's '{' without its '}'");
  if (tok.kind == VL_MIR_TOK_IDENT) {
    const char *s = ctx->text + tok.begin;
    size_t n = tok.end - tok.begin;
    if (n >= 3 && memcmp(s, "bb.", 3) == 0) return parse_label(ctx, &lex, vl_mir_lex_next(&lex), end);
    vl_mir_lexer after = lex;
    vl_mir_lex_next(&after);
    if (vl_mir_tok_punct(ctx->text, vl_mir_lex_peek(&after), ':')) {
      if (n == 10 && memcmp(s, "successors", 10) == 0) {
        vl_mir_lex_next(&after);
        return parse_successors(ctx, &after, tok, end);
      }
      if (n == 7 && memcmp(s, "liveins", 7) == 0) {
        vl_mir_lex_next(&after);
        return parse_block_liveins(ctx, &after, tok, end);
      }
    }
  }
  return parse_instruction(ctx, &lex, first, end);
}

uint32_t vl_mir_parse_body(vl_mir_ctx *ctx, uint32_t begin) {
  int indent = -1;   /* of the block scalar's content: its first non-blank line */
  uint32_t p = begin;
  vl_mir_reuse_begin_body(ctx);
  while (p < ctx->len) {
    uint32_t le = vl_mir_line_end(ctx->text, ctx->len, p), te = vl_mir_trim_end(ctx->text, p, le);
    uint32_t first = vl_mir_skip_blanks(ctx->text, p, te);
    if (first < te) {
      if (indent < 0) indent = (int)(first - p);
      if (first - p < (uint32_t)indent || indent == 0) break;   /* the scalar ends at a less indented line */
      if (!(ctx->reuse_fn && vl_mir_reuse_line(ctx, p, first, te)) && !parse_line(ctx, first, te)) return 0;
    }
    p = le < ctx->len ? le + 1 : le;
  }
  if (ctx->bundle_open) return vl_mir_error(ctx, ctx->bundle_open, "a bundle's '{' without its '}'"), 0;
  close_block(ctx);
  return p;
}

/* ---- the control flow graph ---- */

static bool block_exists(const vl_mir_ctx *ctx, uint32_t number) {
  return number < ctx->block_index.len && ctx->block_index.data[number] >= 0;
}

static void fill_predecessors(vl_function *fn) {
  for (uint32_t i = 0; i < fn->num_blocks; i++)
    for (uint32_t s = 0; s < fn->blocks[i].num_succs; s++) fn->blocks[fn->blocks[i].succs[s]].num_preds++;
  for (uint32_t i = 0; i < fn->num_blocks; i++) {
    vl_block *b = &fn->blocks[i];
    b->preds = VL_NEW_ARRAY(&fn->arena, uint32_t, b->num_preds ? b->num_preds : 1);
    b->num_preds = 0;
  }
  for (uint32_t i = 0; i < fn->num_blocks; i++)
    for (uint32_t s = 0; s < fn->blocks[i].num_succs; s++) {
      vl_block *succ = &fn->blocks[fn->blocks[i].succs[s]];
      succ->preds[succ->num_preds++] = i;
    }
}

static void add_guessed_edge(vl_mir_ctx *ctx, vl_mir_edge_vec *edges, uint32_t from, uint32_t number) {
  for (size_t k = edges->len; k > 0 && edges->data[k - 1].from == from; k--)
    if (edges->data[k - 1].number == number) return;
  vl_mir_edge edge = {from, number, 0, 0};
  VL_VEC_PUSH(&ctx->scratch, *edges, edge);
}

/* A block without a 'successors:' line (hand-written MIR; llc always prints them)
 * gets LLVM's guess: the blocks its instructions name, then the next block unless
 * its last instruction is a barrier (S_BRANCH, S_ENDPGM, SI_RETURN, ...). */
static void guess_successors(vl_mir_ctx *ctx) {
  vl_mir_edge_vec all = {0};
  size_t e = 0;
  for (uint32_t i = 0; i < ctx->blocks.len; i++) {
    const vl_block *b = &ctx->blocks.data[i];
    if (ctx->listed_succs.data[i]) {
      while (e < ctx->edges.len && ctx->edges.data[e].from == i) VL_VEC_PUSH(&ctx->scratch, all, ctx->edges.data[e++]);
      continue;
    }
    const vl_instr *last = NULL;
    for (uint32_t k = 0; k < b->num_instrs; k++) {
      const vl_instr *in = &ctx->instrs.data[b->first_instr + k];
      if (!in->is_debug) last = in;
      for (uint32_t o = 0; o < in->num_ops; o++)
        if (in->ops[o].kind == VL_OP_BLOCK) add_guessed_edge(ctx, &all, i, (uint32_t)in->ops[o].imm);
    }
    if (i + 1 < ctx->blocks.len && !(last && is_barrier(last->opcode, strlen(last->opcode))))
      add_guessed_edge(ctx, &all, i, ctx->blocks.data[i + 1].number);
  }
  ctx->edges = all;
}

/* Without given probabilities the successors share 0x80000000 equally (the
 * remainder goes to the first ones, so that the shares add up exactly). */
static void fill_successors(vl_mir_ctx *ctx, vl_function *fn) {
  size_t e = 0;
  for (uint32_t i = 0; i < fn->num_blocks; i++) {
    vl_block *b = &fn->blocks[i];
    size_t first = e;
    while (e < ctx->edges.len && ctx->edges.data[e].from == i) e++;
    b->num_succs = (uint32_t)(e - first);
    b->succs = VL_NEW_ARRAY(&fn->arena, uint32_t, b->num_succs ? b->num_succs : 1);
    b->succ_prob = VL_NEW_ARRAY(&fn->arena, uint32_t, b->num_succs ? b->num_succs : 1);
    uint32_t share = b->num_succs ? 0x80000000u / b->num_succs : 0, extra = b->num_succs ? 0x80000000u % b->num_succs : 0;
    for (uint32_t s = 0; s < b->num_succs; s++) {
      const vl_mir_edge *edge = &ctx->edges.data[first + s];
      b->succs[s] = (uint32_t)ctx->block_index.data[edge->number];
      b->succ_prob[s] = b->succ_prob_given ? edge->prob : share + (s < extra);
    }
  }
}

bool vl_mir_finish_blocks(vl_mir_ctx *ctx) {
  vl_function *fn = ctx->fn;
  for (size_t i = 0; i < ctx->edges.len; i++)
    if (!block_exists(ctx, ctx->edges.data[i].number))
      return vl_mir_error(ctx, ctx->edges.data[i].offset, "successor bb.%u does not exist", ctx->edges.data[i].number);
  for (size_t i = 0; i < ctx->block_refs.len; i++)
    if (!block_exists(ctx, ctx->block_refs.data[i].number))
      return vl_mir_error(ctx, ctx->block_refs.data[i].offset, "block bb.%u does not exist",
                          ctx->block_refs.data[i].number);
  guess_successors(ctx);
  fn->num_blocks = (uint32_t)ctx->blocks.len;
  /* copied whole where there are any, a zeroed one where there are none */
  fn->blocks = fn->num_blocks ? vl_arena_alloc_raw(&fn->arena, fn->num_blocks * sizeof(vl_block)) : VL_NEW(&fn->arena, vl_block);
  if (fn->num_blocks) memcpy(fn->blocks, ctx->blocks.data, fn->num_blocks * sizeof(vl_block));
  fn->num_instrs = (uint32_t)ctx->instrs.len;
  fn->instrs = fn->num_instrs ? vl_arena_alloc_raw(&fn->arena, fn->num_instrs * sizeof(vl_instr)) : VL_NEW(&fn->arena, vl_instr);
  if (fn->num_instrs) memcpy(fn->instrs, ctx->instrs.data, fn->num_instrs * sizeof(vl_instr));
  fill_successors(ctx, fn);
  fill_predecessors(fn);
  return true;
}
