/* Internal to the MIR parser (mir_parse.c, mir_header.c, mir_body.c): the
 * parser context and the helpers the three files share. Needs mir.h; produces
 * nothing public. */
#ifndef VL_MIR_PARSE_H
#define VL_MIR_PARSE_H
#include "mir.h"
#include "mir_lex.h"

/* Virtual register and block numbers above these are rejected: they bound the
 * tables sized by the highest number seen, whatever the input says. */
enum { VL_MIR_MAX_VREG = 1u << 20, VL_MIR_MAX_BLOCK = 1u << 20 };

/* A successor edge as written, resolved to a block index once all blocks are known. */
typedef struct vl_mir_edge {
  uint32_t from;       /* block index */
  uint32_t number;     /* N of %bb.N */
  uint32_t prob;
  uint32_t offset;     /* of the %bb.N token, for diagnostics */
} vl_mir_edge;

typedef VL_VEC(vl_mir_edge) vl_mir_edge_vec;

/* A named virtual register's name: text[begin, end) without the '%'. */
typedef struct vl_mir_name {
  uint32_t begin, end;
} vl_mir_name;

/* A "(tied-def N)" on operand `use` of the instruction being parsed. */
typedef struct vl_mir_tie {
  uint32_t use, def, offset;
} vl_mir_tie;

/* A %bb.N operand, checked against the blocks at the end of the function. */
typedef struct vl_mir_block_ref {
  uint32_t number, offset;
} vl_mir_block_ref;

typedef struct vl_mir_ctx {
  const char *path;          /* as given, for messages (copied into the diags arena lazily) */
  const char *diag_path;
  const char *text;          /* module->text */
  uint32_t len;
  vl_diags *diags;
  vl_module *module;
  const vl_target *target;
  bool failed;
  /* Position cache: parsing moves forward, so line/col lookups continue from
   * the last one and the whole parse stays linear. */
  uint32_t pos_offset, pos_line, pos_line_begin;
  /* The function being parsed and its arena. */
  vl_function *fn;
  /* Scratch for the current function, freed when it is done. */
  vl_arena scratch;
  VL_VEC(vl_vreg) vregs;
  VL_VEC(vl_instr) instrs;
  VL_VEC(vl_block) blocks;
  vl_mir_edge_vec edges;
  VL_VEC(vl_mir_block_ref) block_refs;
  VL_VEC(vl_operand) ops;            /* operands of the instruction being parsed */
  VL_VEC(vl_mir_tie) ties;           /* their (tied-def N) suffixes */
  VL_VEC(vl_livein) block_liveins;   /* of the block header being parsed */
  VL_VEC(vl_func_livein) func_liveins;
  VL_VEC(int32_t) block_index;       /* block number -> index in blocks, -1 if none */
  VL_VEC(uint8_t) listed_succs;      /* block index -> had a 'successors:' line */
  VL_VEC(uint8_t) declared;          /* vreg id -> listed under 'registers:' */
  /* Named virtual registers (mir_names.c): their names, in order of appearance, at ids
   * from named_base on; name_slots hashes a name to its index + 1. */
  VL_VEC(vl_mir_name) names;
  /* Bundles: the '{' of the open one (0: none), and whether the line being parsed opens one. */
  uint32_t bundle_open;
  bool opens_bundle;
  uint32_t *name_slots, name_capacity, named_base;
  /* Reparsing an edited text (mir_reuse.c): the old parse of the function being parsed (index
   * fn_index; NULL: every line is lexed), and cursors into reuse->copies and its instructions. */
  const vl_mir_reuse *reuse;
  uint32_t fn_index;
  const vl_function *reuse_fn;
  size_t reuse_copy;
  uint32_t reuse_instr;
} vl_mir_ctx;

/* Reports an error at a byte offset (file:line:col) and marks the parse failed.
 * Always returns false so that callers can `return vl_mir_error(...)`. */
bool vl_mir_error(vl_mir_ctx *ctx, uint32_t offset, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* 1-based line and column of an offset. */
void vl_mir_where(vl_mir_ctx *ctx, uint32_t offset, uint32_t *line, uint32_t *col);
/* The text [begin, end) made safe to quote in a message: at most 48 bytes,
 * non-printable bytes as '?'. Returns a buffer owned by the diags arena. */
const char *vl_mir_quote(vl_mir_ctx *ctx, uint32_t begin, uint32_t end);

/* The id of the named virtual register text[begin, end) (without '%'), given a fresh one after
 * every numbered register of the function on its first appearance; false after an error. */
bool vl_mir_named_vreg(vl_mir_ctx *ctx, uint32_t begin, uint32_t end, uint32_t *id);
/* fn->vreg_names from the names the function used (none: NULL). */
void vl_mir_finish_names(vl_mir_ctx *ctx, vl_function *fn);

/* The vreg table entry for id (grown as needed); NULL after an error (id too large). */
vl_vreg *vl_mir_vreg(vl_mir_ctx *ctx, uint64_t id, uint32_t offset);
/* Gives vreg `id` class `cls` (declared at offset); an error if it already has another. */
bool vl_mir_set_class(vl_mir_ctx *ctx, uint32_t id, int cls, uint32_t offset);
/* Notes that a register class (index) or physical register appears, for uses_agprs. */
void vl_mir_note_class(vl_mir_ctx *ctx, int cls);
void vl_mir_note_physreg(vl_mir_ctx *ctx, vl_physreg reg);
/* Is [begin, end) a non-empty name of letters, digits, '_', '-' and '.'? Names from
 * YAML scalars are checked before they reach the target's lookups. */
bool vl_mir_is_name(const vl_mir_ctx *ctx, uint32_t begin, uint32_t end);
/* A physical register name (without '$') at offset: the target's register or an error. */
bool vl_mir_physreg(vl_mir_ctx *ctx, uint32_t begin, uint32_t end, vl_physreg *out);

/* The header (mir_header.c): parses the document whose "---" line starts at
 * `begin`, the body included (through mir_body.c); returns the offset after the
 * document, or 0 after an error. */
uint32_t vl_mir_parse_function_doc(vl_mir_ctx *ctx, uint32_t begin);

/* The body (mir_body.c): parses the block scalar whose first line starts at
 * `begin` and returns the offset of the first line after it, or 0 after an error. */
uint32_t vl_mir_parse_body(vl_mir_ctx *ctx, uint32_t begin);
/* Operands (mir_operand.c): parses one operand at the lexer into *op (begin/end,
 * line/col, flags; `def` for the operands before '='); ties go to ctx->ties with
 * use = ctx->ops.len. False after an error. */
bool vl_mir_parse_operand(vl_mir_ctx *ctx, vl_mir_lexer *lex, bool def, vl_operand *op);
/* Skips a bracketed group whose opening token `open` ('(' '[' '{' '<') was just
 * consumed, up to its matching closer on the same line; *end = offset after it. */
bool vl_mir_skip_group(vl_mir_ctx *ctx, vl_mir_lexer *lex, vl_mir_token open, uint32_t *end);
/* Reparsing (mir_reuse.c): at the start of a body, which old function (if any) its unchanged
 * lines come from; then, for the line [line_begin, te) whose first token is at `first`, true when
 * it was an instruction line the edits left unchanged and its old parse was taken. */
void vl_mir_reuse_begin_body(vl_mir_ctx *ctx);
/* The 'registers:' key at `key`, its value from `value`: where its entries still to be read
 * begin, after the old list's entries, replayed from the old parse where the edits left the
 * list unchanged and only appended to it (`value` otherwise: all of them are read). */
uint32_t vl_mir_reuse_registers(vl_mir_ctx *ctx, uint32_t key, uint32_t value);
bool vl_mir_reuse_line(vl_mir_ctx *ctx, uint32_t line_begin, uint32_t first, uint32_t te);
/* After the body: resolves successors and %bb.N operands, fills predecessors. */
bool vl_mir_finish_blocks(vl_mir_ctx *ctx);

#endif
