/* The MIR rewriter (see rewrite.h): the input text plus a sorted list of
 * edits, each replacing a byte range. Edits come from four places: the YAML
 * header of each function, every virtual register operand, identity copies,
 * and block live-in lines. Everything not covered by an edit is copied as is,
 * so comments, memory operands and the embedded IR survive untouched.
 *
 * Needs: front/mir.h (text offsets), the assignment, analysis/liveness.h and
 * the dataflow solver (for "defined lanes", below).
 *
 * Block live-ins (every block but the entry, whose line is kept verbatim):
 *   - the block's existing physical live-ins, as written (LLVM keeps them);
 *   - every physical unit live into the block (liveness bits < num_units) that
 *     LLVM does not reserve and that the existing entries do not cover, as its
 *     32-bit register ($vcc_lo, $m0, $scc, $sgpr7, ...); reserved registers
 *     (exec, mode, the scratch descriptor, stack and frame pointers, the
 *     machineFunctionInfo registers) are never listed, as in LLVM's output;
 *   - for every virtual register with live lanes that some definition reaches,
 *     its assigned register: the whole tuple when all of its lanes are live,
 *     else the tuple with LLVM's lane mask of the live lanes
 *     ($vgpr16_vgpr17:0x0000000000000003).
 * Entries naming the same register are merged, then sorted by register.
 * A missing entry makes -verify-machineinstrs report "Using an undefined
 * physical register"; lanes read but never written are left out (LLVM has no
 * live segment for them) and their subregister reads are marked undef instead.
 *
 * Kill flags follow LiveIntervals::addKillFlags (see mark_kills); on the test
 * kernels the output equals LLVM's own post-RA MIR given greedy's assignment,
 * up to block numbering and the `renamable` LLVM's printer hides. */
#include "rewrite.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "../alloc/callee_saves.h"
#include "../analysis/dataflow.h"
#include "../base/textedit.h"

/* ---- the rewrite context ------------------------------------------------ */

typedef struct rewrite_ctx {
  const vl_module *module;
  const vl_target *target;
  vl_diags *diags;
  vl_arena arena;              /* edits and their texts */
  VL_VEC(vl_text_edit) edits;
  vl_rewrite_stats stats;
  vl_status status;
  vl_physreg vcc_lo;           /* count 0 when the target has none */
  /* The function being rewritten. */
  const vl_function *fn;
  const vl_assignment *assignment;
  const vl_liveness *live;
  vl_callee_saves saves;       /* callee-saved SGPRs written, saved at the entry, restored at returns */
  vl_bitset listable;          /* units LLVM would name in a block's live-ins */
  bool kill_flags;             /* recompute `killed` (else drop it) */
  bool fixups_only;            /* only the wave32 $vcc loading fix (see rewrite.h) */
  uint32_t *op_base;           /* per instruction: index of its first operand in `killed` */
  vl_bitset killed;            /* per operand of the function: a use that is the register's last */
  vl_bitset undef_reads;       /* per operand: a subregister read of lanes nothing defines */
  vl_bitset debug_dead;        /* per operand: a debug operand whose value is dead there */
} rewrite_ctx;

static void fail(rewrite_ctx *c, vl_status status, uint32_t line, uint32_t col, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
static void fail(rewrite_ctx *c, vl_status status, uint32_t line, uint32_t col, const char *fmt, ...) {
  char msg[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  vl_diag_add(c->diags, c->module->path, line, col, VL_CAT_NONE, "%s", msg);
  if (c->status == VL_OK || status == VL_TOOL_ERROR) c->status = status;
}

static vl_text_edit *add_edit(rewrite_ctx *c, uint32_t begin, uint32_t end, const char *text, size_t len) {
  vl_text_edit e = {begin, end, len ? vl_arena_strndup(&c->arena, text, len) : "", (uint32_t)len, 0, false};
  VL_VEC_PUSH(&c->arena, c->edits, e);
  return &c->edits.data[c->edits.len - 1];
}

static vl_text_edit *add_edit_sb(rewrite_ctx *c, uint32_t begin, uint32_t end, vl_strbuf *sb) {
  if (sb->failed) {
    fail(c, VL_TOOL_ERROR, 0, 0, "out of memory while rewriting");
    return NULL;
  }
  return add_edit(c, begin, end, sb->data ? sb->data : "", sb->len);
}

/* ---- text helpers -------------------------------------------------------- */

static const char *find_in(const char *text, uint32_t begin, uint32_t end, const char *needle) {
  size_t n = strlen(needle);
  for (uint32_t i = begin; i + n <= end; i++)
    if (memcmp(text + i, needle, n) == 0) return text + i;
  return NULL;
}

static bool is_word_char(char ch) {
  return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '_' || ch == '-';
}

/* ---- registers ------------------------------------------------------------ */

/* The physical register an operand names once the assignment is applied. */
static bool operand_physreg(const vl_assignment *a, const vl_operand *op, vl_physreg *out) {
  if (op->kind == VL_OP_PREG) {
    *out = op->preg;
    return op->preg.count > 0;
  }
  if (op->kind != VL_OP_VREG || !a || op->reg >= a->num_vregs || !a->reg[op->reg].count) return false;
  *out = vl_physreg_subreg(a->reg[op->reg], op->subreg);
  return true;
}

/* The flag words written before "%N", minus those the rewrite changes:
 * `killed` (the input's flags describe virtual registers; physical ones are
 * recomputed, see mark_kills), `renamable` (added back below), and on defs
 * `undef`/`internal` (meaningful only for subregister defs, and we substitute
 * a whole physical register). */
static void append_kept_flags(vl_strbuf *sb, const char *s, size_t n, bool is_def) {
  size_t i = 0;
  while (i < n) {
    while (i < n && s[i] == ' ') i++;
    size_t w = i;
    while (w < n && s[w] != ' ') w++;
    size_t len = w - i;
#define WORD_IS(lit) (len == sizeof(lit) - 1 && memcmp(s + i, lit, len) == 0)
    bool drop = WORD_IS("killed") || WORD_IS("renamable") || (is_def && (WORD_IS("undef") || WORD_IS("internal")));
#undef WORD_IS
    if (len && !drop) {
      vl_sb_append(sb, s + i, len);
      vl_sb_puts(sb, " ");
    }
    i = w;
  }
}

static bool operand_text(const vl_function *fn, const vl_assignment *a, const vl_operand *op, bool killed,
                         bool undef, vl_strbuf *sb) {
  const vl_module *m = fn->module;
  vl_physreg reg;
  if (op->kind != VL_OP_VREG || !operand_physreg(a, op, &reg)) return false;
  char name[512];   /* a 32-register tuple name is ~300 bytes */
  if (!vl_target_physreg_name(m->target, reg, name, sizeof name)) return false;
  const char *text = m->text + op->begin;
  size_t len = op->end - op->begin;
  const char *percent = memchr(text, '%', len);
  if (!percent) return false;
  append_kept_flags(sb, text, (size_t)(percent - text), (op->flags & VL_OPF_DEF) != 0);
  if (killed && !(op->flags & VL_OPF_DEF)) vl_sb_puts(sb, "killed ");
  if (undef && !(op->flags & (VL_OPF_DEF | VL_OPF_UNDEF))) vl_sb_puts(sb, "undef ");
  vl_sb_puts(sb, "renamable $");
  vl_sb_puts(sb, name);
  const char *tied = find_in(m->text, (uint32_t)(percent - m->text), op->end, "(tied-def");
  if (tied) {
    const char *close = memchr(tied, ')', (size_t)(m->text + op->end - tied));
    if (close) vl_sb_append(sb, tied, (size_t)(close - tied + 1));
  }
  return !sb->failed;
}

bool vl_rewrite_operand_text(const vl_function *fn, const vl_assignment *assignment, const vl_operand *op,
                             bool killed, char *buf, size_t size) {
  vl_strbuf sb = {0};
  bool ok = operand_text(fn, assignment, op, killed, false, &sb) && sb.len < size;
  if (ok) memcpy(buf, sb.data, sb.len + 1);
  free(sb.data);
  return ok;
}

/* ---- the YAML header ------------------------------------------------------- */

/* "key: value" at the start of a line (after indentation) inside [begin, end):
 * replace the value with `value`. Absent keys are left absent (LLVM's defaults). */
static void set_header_value(rewrite_ctx *c, uint32_t begin, uint32_t end, const char *key, const char *value) {
  const char *text = c->module->text;
  size_t n = strlen(key);
  for (uint32_t pos = begin; pos < end; pos = vl_text_line_next(text, end, pos)) {
    uint32_t p = pos;
    while (p < end && text[p] == ' ') p++;
    if (p + n > end || memcmp(text + p, key, n) != 0) continue;
    p += (uint32_t)n;
    while (p < end && text[p] == ' ') p++;
    uint32_t v = p;
    while (v < end && text[v] != '\n' && text[v] != ' ' && text[v] != '#') v++;
    add_edit(c, p, v, value, strlen(value));
    return;
  }
}

/* `- { reg: '$vgpr0', virtual-reg: '%4' }` -> `virtual-reg: ''`. */
static void clear_livein_vregs(rewrite_ctx *c, const vl_function *fn) {
  const char *text = c->module->text;
  uint32_t end = fn->liveins_end;
  for (const char *hit = find_in(text, fn->liveins_begin, end, "virtual-reg:"); hit;
       hit = find_in(text, (uint32_t)(hit - text) + 1, end, "virtual-reg:")) {
    uint32_t p = (uint32_t)(hit - text) + 12;
    while (p < end && text[p] == ' ') p++;
    uint32_t v = p;
    if (v < end && (text[v] == '\'' || text[v] == '"')) {
      char quote = text[v++];
      while (v < end && text[v] != quote && text[v] != '\n') v++;
      if (v < end && text[v] == quote) v++;
    } else {
      while (v < end && text[v] != ',' && text[v] != '}' && text[v] != ' ' && text[v] != '\n') v++;
    }
    add_edit(c, p, v, "''", 2);
  }
}

/* The lane VGPRs of the callee saves go into machineFunctionInfo's
 * wwmReservedRegs, after its `occupancy:` line (LLVM prints it there): prologue/
 * epilogue insertion saves and restores them whole-wave from that list. */
static void add_wwm_reserved(rewrite_ctx *c, uint32_t begin, uint32_t end) {
  const char *text = c->module->text;
  set_header_value(c, begin, end, "hasSpilledSGPRs:", "true");
  const char *key = find_in(text, begin, end, "\n  occupancy:");
  if (find_in(text, begin, end, "\n  wwmReservedRegs:") || !key) {
    fail(c, VL_INVALID, c->fn->line, 1,
         "%s: cannot save its callee-saved SGPRs: machineFunctionInfo has wwmReservedRegs already, or no occupancy",
         c->fn->name);
    return;
  }
  uint32_t at = vl_text_line_next(text, end, (uint32_t)(key - text) + 1);
  vl_strbuf sb = {0};
  vl_sb_puts(&sb, "  wwmReservedRegs:\n");
  for (uint32_t i = 0; i < c->saves.num_vgprs; i++) {
    char name[32];
    vl_physreg r = {c->saves.vgprs[i], 1, 0};
    vl_target_physreg_name(c->target, r, name, sizeof name);
    vl_sb_printf(&sb, "    - '$%s'\n", name);
  }
  add_edit_sb(c, at, at, &sb);
  free(sb.data);
}

static void rewrite_header(rewrite_ctx *c, const vl_function *fn) {
  const char *text = c->module->text;
  uint32_t header_begin = fn->doc_begin, header_end = fn->body_begin ? fn->body_begin : fn->doc_end;
  if (fn->registers_end > fn->registers_begin) {
    bool newline = text[fn->registers_end - 1] == '\n';
    const char *empty = newline ? "registers:       []\n" : "registers:       []";
    add_edit(c, fn->registers_begin, fn->registers_end, empty, strlen(empty));
  }
  if (fn->liveins_end > fn->liveins_begin) clear_livein_vregs(c, fn);
  set_header_value(c, header_begin, header_end, "tracksDebugUserValues:", "true");
  set_header_value(c, header_begin, header_end, "isCalleeSavedInfoValid:", "true");
  if (c->saves.num_sgprs && c->saves.by_prologue) {
    /* the prologue saves the return address pair (alloc/callee_saves.h) */
    set_header_value(c, header_begin, header_end, "hasSpilledSGPRs:", "true");
    set_header_value(c, header_begin, header_end, "sgprForEXECCopy:", "'$" VL_RETURN_ADDRESS_PAIR "'");
  } else if (c->saves.num_sgprs) {
    add_wwm_reserved(c, header_begin, header_end);
  }
}

/* ---- instructions ---------------------------------------------------------- */

enum identity_kind { NOT_IDENTITY, IDENTITY_DELETE, IDENTITY_KILL };

/* VirtRegRewriter::handleIdentityCopy: `$r = COPY $r` goes; one that carries
 * extra operands or reads undef keeps its liveness information as a KILL. */
static enum identity_kind identity_copy(const rewrite_ctx *c, const vl_instr *instr) {
  if (!instr->is_copy || instr->num_ops < 2) return NOT_IDENTITY;
  const vl_operand *dst = &instr->ops[0], *src = &instr->ops[1];
  if (dst->kind != VL_OP_VREG && src->kind != VL_OP_VREG) return NOT_IDENTITY;   /* nothing we changed */
  vl_physreg d, s;
  if (!operand_physreg(c->assignment, dst, &d) || !operand_physreg(c->assignment, src, &s)) return NOT_IDENTITY;
  if (!vl_physreg_equal(d, s)) return NOT_IDENTITY;
  return (src->flags & VL_OPF_UNDEF) || instr->num_ops > 2 ? IDENTITY_KILL : IDENTITY_DELETE;
}

static bool is_inline_asm(const vl_instr *instr) {
  return strcmp(instr->opcode, "INLINEASM") == 0 || strcmp(instr->opcode, "INLINEASM_BR") == 0;
}

/* LLVM 19's MIR parser insists on `implicit $vcc` where the instruction's
 * definition has one, even on wave32 where the printer writes `$vcc_lo`
 * (llvm-project #82030); on load it turns every implicit $vcc into $vcc_lo
 * again (SIInstrInfo::fixImplicitOperands), so writing $vcc is lossless. */
static void fix_wave32_vcc(rewrite_ctx *c, const vl_instr *instr, const vl_operand *op) {
  if (c->target->wave_size != 32 || !c->vcc_lo.count || op->kind != VL_OP_PREG ||
      !(op->flags & VL_OPF_IMPLICIT) || !vl_physreg_equal(op->preg, c->vcc_lo) || is_inline_asm(instr))
    return;
  const char *text = c->module->text;
  const char *hit = find_in(text, op->begin, op->end, "$vcc_lo");
  if (!hit) return;
  uint32_t at = (uint32_t)(hit - text);
  add_edit(c, at, at + 7, "$vcc", 4);
  c->stats.vcc_fixes++;
}

static void rewrite_operand(rewrite_ctx *c, uint32_t instr_index, uint32_t op_index, const vl_operand *op) {
  vl_strbuf sb = {0};
  bool killed = c->kill_flags && vl_bitset_test(&c->killed, c->op_base[instr_index] + op_index);
  bool undef = vl_bitset_test(&c->undef_reads, c->op_base[instr_index] + op_index);
  if (vl_bitset_test(&c->debug_dead, c->op_base[instr_index] + op_index)) {
    add_edit(c, op->begin, op->end, "$noreg", 6)->covers_vregs = true;
    c->stats.dead_debug_values++;
    return;
  }
  c->stats.kills += killed;
  c->stats.undef_reads += undef;
  if (operand_text(c->fn, c->assignment, op, killed, undef, &sb)) {
    vl_text_edit *e = add_edit_sb(c, op->begin, op->end, &sb);
    if (e) e->covers_vregs = true;
    c->stats.operands++;
  } else if (!c->assignment || op->reg >= c->assignment->num_vregs || !c->assignment->reg[op->reg].count) {
    if (op->flags & VL_OPF_DEBUG) {
      /* A value only debug info reads: LiveDebugVariables would leave $noreg too. */
      add_edit(c, op->begin, op->end, "$noreg", 6)->covers_vregs = true;
    } else {
      fail(c, VL_INVALID, op->line, op->col, "%%%u has no register assigned", op->reg);
    }
  } else {
    char sub[32] = "";
    if (op->subreg) vl_subreg_name(op->subreg, sub, sizeof sub);
    char asm_name[64] = "?";
    vl_target_physreg_asm(c->target, c->assignment->reg[op->reg], asm_name, sizeof asm_name);
    fail(c, VL_INVALID, op->line, op->col, "%%%u%s%s is assigned %s, which has no such register in LLVM", op->reg,
         op->subreg ? "." : "", sub, asm_name);
  }
  free(sb.data);
}

/* Replace the "COPY" opcode token with "KILL". */
static void copy_to_kill(rewrite_ctx *c, const vl_instr *instr) {
  const char *text = c->module->text;
  uint32_t from = instr->ops[0].end, to = instr->ops[1].begin;   /* "DST = COPY SRC" */
  for (const char *hit = find_in(text, from, to, "COPY"); hit; hit = find_in(text, (uint32_t)(hit - text) + 1, to, "COPY")) {
    uint32_t at = (uint32_t)(hit - text);
    if ((at == 0 || !is_word_char(text[at - 1])) && !is_word_char(text[at + 4])) {
      add_edit(c, at, at + 4, "KILL", 4);
      return;
    }
  }
  fail(c, VL_TOOL_ERROR, instr->line, instr->col, "cannot find the COPY opcode to turn into KILL");
}

static void rewrite_instr(rewrite_ctx *c, uint32_t index) {
  const vl_instr *instr = &c->fn->instrs[index];
  const char *text = c->module->text;
  enum identity_kind identity = identity_copy(c, instr);
  if (identity == IDENTITY_DELETE) {
    /* The whole line goes, indentation and newline included. */
    add_edit(c, vl_text_line_start(text, instr->begin), vl_text_line_next(text, c->module->text_len, instr->end), "", 0)
        ->covers_vregs = true;
    c->stats.identity_copies++;
    return;
  }
  if (identity == IDENTITY_KILL) {
    copy_to_kill(c, instr);
    c->stats.identity_kills++;
  }
  for (uint32_t i = 0; i < instr->num_ops; i++) {
    const vl_operand *op = &instr->ops[i];
    if (op->kind == VL_OP_VREG) rewrite_operand(c, index, i, op);
    else fix_wave32_vcc(c, instr, op);
  }
}

/* ---- block live-ins ----------------------------------------------------------- */

typedef struct livein_item {
  vl_physreg reg;
  uint64_t mask;   /* LLVM lane mask; 0 = the whole register */
} livein_item;

typedef VL_VEC(livein_item) livein_list;

static int livein_cmp(const void *pa, const void *pb) {
  const livein_item *a = pa, *b = pb;
  if (a->reg.unit != b->reg.unit) return a->reg.unit < b->reg.unit ? -1 : 1;
  if (a->reg.count != b->reg.count) return a->reg.count < b->reg.count ? -1 : 1;
  return (int)a->reg.half - (int)b->reg.half;
}

/* Units LLVM may list as live-ins: numbered registers the function does not
 * reserve (machineFunctionInfo's fixed registers are reserved), and of the
 * special registers only those SIRegisterInfo leaves unreserved (vcc_hi in
 * wave32 too: LLVM 19's greedy allocates it and lists it, and so may we, budget.h). */
static void compute_listable(rewrite_ctx *c, const vl_function *fn, vl_arena *arena) {
  const vl_target *t = c->target;
  c->listable = vl_bitset_new(arena, t->num_units);
  for (uint32_t u = 0; u < t->num_units; u++)
    if (vl_target_unit_file(t, u) != VL_FILE_SPECIAL) vl_bitset_set(&c->listable, u);
  const char *unreserved[] = {"vcc_lo", "vcc_hi", "m0", "scc"};
  for (size_t i = 0; i < sizeof unreserved / sizeof unreserved[0]; i++) {
    vl_physreg r;
    if (vl_target_parse_physreg(t, unreserved[i], strlen(unreserved[i]), &r))
      for (uint32_t k = 0; k < r.count; k++) vl_bitset_set(&c->listable, r.unit + k);
  }
  const vl_machine_info *info = &fn->info;
  const vl_physreg fixed[] = {info->scratch_rsrc_reg,    info->frame_offset_reg,         info->stack_ptr_offset_reg,
                              info->sgpr_for_exec_copy,  info->long_branch_reserved_reg, info->vgpr_for_agpr_copy};
  for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++)
    for (uint32_t k = 0; k < fixed[i].count; k++)
      if (fixed[i].unit + k < t->num_units) vl_bitset_clear(&c->listable, fixed[i].unit + k);
}

static void add_item(vl_arena *arena, livein_list *list, vl_physreg reg, uint64_t mask) {
  for (size_t i = 0; i < list->len; i++)
    if (vl_physreg_equal(list->data[i].reg, reg)) {
      livein_item *it = &list->data[i];
      it->mask = it->mask && mask ? it->mask | mask : 0;
      return;
    }
  livein_item item = {reg, mask};
  VL_VEC_PUSH(arena, *list, item);
}

static void collect_unit_liveins(rewrite_ctx *c, const vl_block *b, const vl_bitset *live_in, livein_list *list,
                                 vl_arena *arena) {
  const vl_target *t = c->target;
  vl_bitset covered = vl_bitset_new(arena, t->num_units);
  for (uint32_t i = 0; i < b->num_liveins; i++) {
    const vl_livein *li = &b->liveins[i];
    add_item(arena, list, li->reg, li->llvm_lanemask);
    for (uint32_t k = 0; k < li->reg.count; k++)
      if (li->reg.unit + k < t->num_units) vl_bitset_set(&covered, li->reg.unit + k);
  }
  for (int bit = vl_bitset_next(live_in, 0); bit >= 0 && (uint32_t)bit < c->live->space.num_units;
       bit = vl_bitset_next(live_in, (uint32_t)bit + 1)) {
    if (!vl_bitset_test(&c->listable, (uint32_t)bit) || vl_bitset_test(&covered, (uint32_t)bit)) continue;
    vl_physreg r = {(uint16_t)bit, 1, 0};
    add_item(arena, list, r, 0);
  }
}

static void add_vreg_item(rewrite_ctx *c, const vl_block *b, livein_list *list, uint32_t vreg, uint32_t lanes,
                          vl_arena *arena) {
  const vl_assignment *a = c->assignment;
  if (!a || vreg >= a->num_vregs || !a->reg[vreg].count) {
    fail(c, VL_INVALID, b->line, 1, "%%%u is live into bb.%u but has no register assigned", vreg, b->number);
    return;
  }
  uint32_t width = c->live->space.width[vreg];
  uint32_t all = vl_subreg_lanes(0, width);
  add_item(arena, list, a->reg[vreg], (lanes & all) == all ? 0 : vl_llvm_lanemask(lanes & all));
}

static void collect_vreg_liveins(rewrite_ctx *c, uint32_t index, livein_list *list, vl_arena *arena) {
  const vl_regspace *space = &c->live->space;
  const vl_block *b = &c->fn->blocks[index];
  const vl_bitset *live_in = &c->live->live_in[index], *defined = &c->live->defined_in[index];
  uint32_t vreg = UINT32_MAX, lanes = 0;
  /* A vreg's lanes are consecutive bits, so one pass groups them. */
  for (int bit = vl_bitset_next(live_in, space->num_units); bit >= 0; bit = vl_bitset_next(live_in, (uint32_t)bit + 1)) {
    if (!vl_bitset_test(defined, (uint32_t)bit)) continue;   /* live but never written: LLVM has no segment */
    uint32_t v = space->bit_vreg[(uint32_t)bit - space->num_units];
    if (v != vreg) {
      if (vreg != UINT32_MAX) add_vreg_item(c, b, list, vreg, lanes, arena);
      vreg = v;
      lanes = 0;
    }
    lanes |= 1u << vl_bit_lane(space, (uint32_t)bit);
  }
  if (vreg != UINT32_MAX) add_vreg_item(c, b, list, vreg, lanes, arena);
}

static void format_liveins(rewrite_ctx *c, const livein_list *list, vl_strbuf *sb) {
  vl_sb_puts(sb, "liveins: ");
  for (size_t i = 0; i < list->len; i++) {
    char name[512];   /* a 32-register tuple name is ~300 bytes */
    const livein_item *it = &list->data[i];
    if (!vl_target_physreg_name(c->target, it->reg, name, sizeof name)) {
      char asm_name[64] = "?";
      vl_target_physreg_asm(c->target, it->reg, asm_name, sizeof asm_name);
      fail(c, VL_INVALID, 0, 0, "live-in register %s has no MIR name", asm_name);
      continue;
    }
    vl_sb_printf(sb, "%s$%s", i ? ", " : "", name);
    if (it->mask) vl_sb_printf(sb, ":0x%016" PRIX64, it->mask);
  }
}

static void rewrite_block_liveins(rewrite_ctx *c, const vl_block *b, uint32_t index, vl_arena *arena) {
  const char *text = c->module->text;
  const vl_bitset *live_in = &c->live->live_in[index];
  livein_list list = {0};
  collect_unit_liveins(c, b, live_in, &list, arena);
  collect_vreg_liveins(c, index, &list, arena);
  for (uint32_t i = 0; i < c->saves.num_vgprs && c->saves.num_sgprs && !c->saves.by_prologue; i++) {   /* read at every return */
    vl_physreg r = {c->saves.vgprs[i], 1, 0};
    add_item(arena, &list, r, 0);
  }
  if (list.len) qsort(list.data, list.len, sizeof *list.data, livein_cmp);
  vl_strbuf sb = {0};
  if (b->liveins_end > b->liveins_begin) {
    uint32_t p = b->liveins_begin;
    while (p < b->liveins_end && text[p] == ' ') p++;
    if (list.len) {
      format_liveins(c, &list, &sb);
      add_edit_sb(c, p, b->liveins_end, &sb);
    } else {
      add_edit(c, vl_text_line_start(text, b->liveins_begin), vl_text_line_next(text, c->module->text_len, b->liveins_end), "", 0);
    }
    c->stats.liveins_lines++;
  } else if (list.len) {
    /* After the label and successors lines; header_end may sit before or after their newline. */
    uint32_t at = b->header_end;
    if (at > 0 && text[at - 1] != '\n') at = vl_text_line_next(text, c->module->text_len, at);
    vl_sb_puts(&sb, "    ");
    format_liveins(c, &list, &sb);
    vl_sb_puts(&sb, "\n");
    add_edit_sb(c, at, at, &sb);
    c->stats.liveins_lines++;
  }
  free(sb.data);
}

/* ---- defined lanes, undef reads and kill flags ------------------------------------- */

/* State of the backward walk over one block. */
typedef struct walk_state {
  vl_bitset live;              /* bits live after the current instruction */
  const vl_bitset *defined_in; /* the block's defined_in */
  uint32_t *def_count;         /* per bit: defs of it in the block before (or at) the current instruction */
  vl_bitset after;             /* units holding a live, defined value after the instruction */
  vl_bitset written;           /* units the instruction writes */
} walk_state;

static bool lane_defined(const rewrite_ctx *c, const walk_state *w, uint32_t bit) {
  return bit < c->live->space.num_units || vl_bitset_test(w->defined_in, bit) || w->def_count[bit] > 0;
}

/* The physical unit a bit occupies under the assignment (false: none). */
static bool bit_unit(const rewrite_ctx *c, uint32_t bit, uint32_t *unit) {
  const vl_regspace *space = &c->live->space;
  const vl_assignment *a = c->assignment;
  if (bit < space->num_units) {
    *unit = bit;
    return true;
  }
  uint32_t v = space->bit_vreg[bit - space->num_units], lane = vl_bit_lane(space, bit);
  if (v >= a->num_vregs || lane >= a->reg[v].count) return false;
  *unit = a->reg[v].unit + lane;
  return *unit < space->num_units;
}

static void update_units(const rewrite_ctx *c, walk_state *w, const vl_effects *effects) {
  uint32_t unit;
  vl_bitset_zero(&w->after);
  for (int bit = vl_bitset_next(&w->live, 0); bit >= 0; bit = vl_bitset_next(&w->live, (uint32_t)bit + 1))
    if (lane_defined(c, w, (uint32_t)bit) && bit_unit(c, (uint32_t)bit, &unit)) vl_bitset_set(&w->after, unit);
  vl_bitset_zero(&w->written);
  for (uint32_t d = 0; d < effects->num_defs; d++)
    if (bit_unit(c, effects->defs[d], &unit)) vl_bitset_set(&w->written, unit);
}

static bool is_vreg_use(const vl_operand *op) {
  return op->kind == VL_OP_VREG && !(op->flags & (VL_OPF_DEF | VL_OPF_UNDEF | VL_OPF_DEBUG));
}

static uint32_t use_lanes(const rewrite_ctx *c, const vl_operand *op) {
  uint32_t width = c->live->space.width[op->reg];
  return vl_subreg_lanes(op->subreg, width) & vl_subreg_lanes(0, width);
}

/* Does the use read a lane no definition reaches (LLVM: readsUndefSubreg, or
 * any=true: addKillFlags' "reading undefined lanes")? */
static bool reads_undefined(const rewrite_ctx *c, const walk_state *w, const vl_operand *op, bool any) {
  uint32_t lanes = use_lanes(c, op);
  bool all_undefined = true;
  for (uint32_t l = 0; l < 32; l++) {
    if (!(lanes >> l & 1)) continue;
    bool defined = lane_defined(c, w, vl_vreg_bit(&c->live->space, op->reg, l));
    if (!defined && any) return true;
    if (defined) all_undefined = false;
  }
  return !any && lanes && all_undefined;
}

/* VirtRegRewriter marks a subregister read undef when none of its lanes is
 * defined there; without it the verifier sees a read of an undefined register. */
static void mark_undef_reads(rewrite_ctx *c, uint32_t index, const walk_state *w) {
  const vl_instr *instr = &c->fn->instrs[index];
  for (uint32_t i = 0; i < instr->num_ops; i++) {
    const vl_operand *op = &instr->ops[i];
    if (is_vreg_use(op) && op->subreg && op->reg < c->fn->num_vregs && c->live->space.width[op->reg] &&
        reads_undefined(c, w, op, false))
      vl_bitset_set(&c->undef_reads, c->op_base[index] + i);
  }
}

/* LiveIntervals::addKillFlags marks a kill where the virtual register's whole
 * live range ends: no lane of it lives past the instruction, unless the
 * instruction writes the whole register again (a tied operand); a partial
 * write continues the range, and a read of an undefined lane cancels it. */
static bool vreg_range_ends(const rewrite_ctx *c, const walk_state *w, const vl_instr *instr, uint32_t vreg) {
  const vl_regspace *space = &c->live->space;
  bool lanes_live = false, full_def = false, partial_def = false;
  for (uint32_t l = 0; l < space->width[vreg] && !lanes_live; l++) {
    uint32_t bit = vl_vreg_bit(space, vreg, l);
    lanes_live = vl_bitset_test(&w->live, bit) && lane_defined(c, w, bit);
  }
  for (uint32_t i = 0; i < instr->num_ops; i++) {
    const vl_operand *op = &instr->ops[i];
    if (op->kind != VL_OP_VREG || op->reg != vreg) continue;
    if (op->flags & VL_OPF_DEF) {
      if (op->subreg) partial_def = true;
      else full_def = true;
    } else if (!(op->flags & VL_OPF_DEBUG) && reads_undefined(c, w, op, true)) {
      return false;
    }
  }
  return full_def || (!lanes_live && !partial_def);
}

/* Besides LLVM's rule, require that no unit of the physical register stays
 * live except by being written here: never false when the liveness and the
 * assignment are right, and it keeps a kill flag from ever being wrong. */
static bool units_die(const rewrite_ctx *c, const walk_state *w, vl_physreg reg) {
  for (uint32_t k = 0; k < reg.count; k++) {
    uint32_t unit = reg.unit + k;
    if (unit >= c->live->space.num_units) return false;
    if (vl_bitset_test(&w->after, unit) && !vl_bitset_test(&w->written, unit)) return false;
  }
  return true;
}

/* Only the first use operand of a register is marked (MachineInstr::addRegisterKilled). */
static void mark_kills(rewrite_ctx *c, uint32_t index, const walk_state *w) {
  const vl_instr *instr = &c->fn->instrs[index];
  if (instr->is_debug) return;
  for (uint32_t i = 0; i < instr->num_ops; i++) {
    const vl_operand *op = &instr->ops[i];
    vl_physreg reg;
    if (!is_vreg_use(op) || op->reg >= c->fn->num_vregs || !c->live->space.width[op->reg]) continue;
    bool first = true;
    for (uint32_t k = 0; k < i && first; k++) first = !(is_vreg_use(&instr->ops[k]) && instr->ops[k].reg == op->reg);
    if (first && !vl_bitset_test(&c->undef_reads, c->op_base[index] + i) && vreg_range_ends(c, w, instr, op->reg) &&
        operand_physreg(c->assignment, op, &reg) && units_die(c, w, reg))
      vl_bitset_set(&c->killed, c->op_base[index] + i);
  }
}

/* A DBG_VALUE stays where it is, so one naming a value that is no longer live
 * would describe whatever reuses the register: it names $noreg instead. */
static void mark_dead_debug_values(rewrite_ctx *c, uint32_t index, const walk_state *w) {
  const vl_instr *instr = &c->fn->instrs[index];
  const vl_regspace *space = &c->live->space;
  for (uint32_t i = 0; i < instr->num_ops; i++) {
    const vl_operand *op = &instr->ops[i];
    if (op->kind != VL_OP_VREG || op->reg >= c->fn->num_vregs || !space->width[op->reg]) continue;
    uint32_t lanes = use_lanes(c, op);
    bool live = false;
    for (uint32_t l = 0; l < space->width[op->reg] && !live; l++) {
      uint32_t bit = vl_vreg_bit(space, op->reg, l);
      live = (lanes >> l & 1) && vl_bitset_test(&w->live, bit) && lane_defined(c, w, bit);
    }
    if (!live) vl_bitset_set(&c->debug_dead, c->op_base[index] + i);
  }
}

static void walk_block(rewrite_ctx *c, const vl_block *block, uint32_t b, walk_state *w, vl_effects *effects) {
  const vl_function *fn = c->fn;
  const vl_regspace *space = &c->live->space;
  w->defined_in = &c->live->defined_in[b];
  vl_bitset_copy(&w->live, &c->live->live_out[b]);
  for (uint32_t i = 0; i < block->num_instrs; i++) {
    vl_effects_of(fn, space, vl_block_instr(fn, block, i), effects);
    for (uint32_t d = 0; d < effects->num_defs; d++) w->def_count[effects->defs[d]]++;
  }
  for (uint32_t i = block->num_instrs; i-- > 0;) {
    uint32_t index = block->first_instr + i;
    if (fn->instrs[index].is_debug) {
      mark_dead_debug_values(c, index, w);
      continue;
    }
    vl_effects_of(fn, space, &fn->instrs[index], effects);
    update_units(c, w, effects);   /* counts still include this instruction's defs */
    for (uint32_t d = 0; d < effects->num_defs; d++) w->def_count[effects->defs[d]]--;
    mark_undef_reads(c, index, w);
    if (c->kill_flags) mark_kills(c, index, w);
    vl_liveness_step_back(effects, &w->live);
  }
}

/* One backward walk per block from its live-out set: undef subregister reads
 * and kill flags, per operand. */
static void compute_operand_marks(rewrite_ctx *c, const vl_function *fn, vl_arena *arena) {
  const vl_regspace *space = &c->live->space;
  c->op_base = VL_NEW_ARRAY(arena, uint32_t, fn->num_instrs + 1);
  for (uint32_t i = 0; i < fn->num_instrs; i++) c->op_base[i + 1] = c->op_base[i] + fn->instrs[i].num_ops;
  c->killed = vl_bitset_new(arena, c->op_base[fn->num_instrs]);
  c->undef_reads = vl_bitset_new(arena, c->op_base[fn->num_instrs]);
  c->debug_dead = vl_bitset_new(arena, c->op_base[fn->num_instrs]);
  walk_state w = {.live = vl_bitset_new(arena, space->num_bits),
                  .def_count = VL_NEW_ARRAY(arena, uint32_t, space->num_bits),
                  .after = vl_bitset_new(arena, space->num_units),
                  .written = vl_bitset_new(arena, space->num_units)};
  vl_effects effects = {0};
  for (uint32_t b = 0; b < fn->num_blocks; b++) walk_block(c, &fn->blocks[b], b, &w, &effects);
  vl_effects_release(&effects);
}

/* ---- callee-saved SGPRs (alloc/callee_saves.h) ------------------------------------ */

static const char *save_unit_name(rewrite_ctx *c, uint32_t unit, char *buf, size_t size) {
  vl_physreg r = {(uint16_t)unit, 1, 0};
  if (!vl_target_physreg_name(c->target, r, buf, size)) snprintf(buf, size, "?");
  return buf;
}

/* As SILowerSGPRSpills writes them: at the entry each written callee-saved SGPR
 * goes to its lane (the SGPRs and lane VGPRs join bb.0's live-ins), and before
 * every return it comes back, in reverse order. */
static void write_callee_saves(rewrite_ctx *c, const vl_function *fn) {
  const vl_callee_saves *s = &c->saves;
  const char *text = c->module->text;
  const vl_block *entry = &fn->blocks[0];
  char sgpr[32], vgpr[32];
  vl_strbuf sb = {0};
  bool has_line = entry->liveins_end > entry->liveins_begin;
  if (!has_line) vl_sb_puts(&sb, "    liveins: ");
  for (uint32_t i = 0; i < s->num_sgprs + s->num_vgprs; i++) {
    uint32_t unit = i < s->num_sgprs ? s->sgprs[i] : s->vgprs[i - s->num_sgprs];
    vl_sb_printf(&sb, "%s$%s", has_line || i ? ", " : "", save_unit_name(c, unit, sgpr, sizeof sgpr));
  }
  vl_sb_puts(&sb, "\n");
  for (uint32_t i = 0; i < s->num_sgprs; i++) {
    save_unit_name(c, s->vgprs[i / c->target->wave_size], vgpr, sizeof vgpr);
    vl_sb_printf(&sb, "    $%s = SI_SPILL_S32_TO_VGPR killed $%s, %u, $%s", vgpr,
                 save_unit_name(c, s->sgprs[i], sgpr, sizeof sgpr), i % c->target->wave_size, vgpr);
    if (!has_line || i + 1 < s->num_sgprs) vl_sb_puts(&sb, "\n");
  }
  uint32_t at = entry->liveins_end;
  if (!has_line) {
    at = entry->header_end;
    if (at > 0 && text[at - 1] != '\n') at = vl_text_line_next(text, c->module->text_len, at);
  }
  add_edit_sb(c, at, at, &sb);
  for (uint32_t k = 0; k < fn->num_instrs; k++) {
    if (!vl_instr_is_return(&fn->instrs[k])) continue;
    sb.len = 0;
    for (uint32_t i = s->num_sgprs; i-- > 0;)
      vl_sb_printf(&sb, "    $%s = SI_RESTORE_S32_FROM_VGPR $%s, %u\n", save_unit_name(c, s->sgprs[i], sgpr, sizeof sgpr),
                   save_unit_name(c, s->vgprs[i / c->target->wave_size], vgpr, sizeof vgpr),
                   i % c->target->wave_size);
    uint32_t line = vl_text_line_start(text, fn->instrs[k].begin);
    vl_text_edit *e = add_edit_sb(c, line, line, &sb);
    if (e) e->order = 1;   /* after a live-in line inserted at the same place */
  }
  free(sb.data);
}

/* ---- functions and the module ------------------------------------------------------ */

static bool has_vreg_operands(const vl_function *fn) {
  for (uint32_t i = 0; i < fn->num_instrs; i++)
    for (uint32_t k = 0; k < fn->instrs[i].num_ops; k++)
      if (fn->instrs[i].ops[k].kind == VL_OP_VREG) return true;
  return false;
}

/* Pre-allocation MIR for llc itself: only the loading fix-ups. */
static void fix_function(rewrite_ctx *c, const vl_function *fn) {
  c->fn = fn;
  for (uint32_t i = 0; i < fn->num_instrs; i++)
    for (uint32_t k = 0; k < fn->instrs[i].num_ops; k++) fix_wave32_vcc(c, &fn->instrs[i], &fn->instrs[i].ops[k]);
  c->fn = NULL;
}

static void rewrite_function(rewrite_ctx *c, const vl_function *fn, const vl_assignment *a, const vl_liveness *live) {
  if (c->fixups_only) {
    fix_function(c, fn);
    return;
  }
  if (!a && !has_vreg_operands(fn)) return;   /* already physical: copy unchanged */
  if (!a) {
    fail(c, VL_INVALID, fn->line, 1, "function %s has virtual registers but no assignment", fn->name);
    return;
  }
  vl_arena scratch = {0};
  c->fn = fn;
  c->assignment = a;
  c->live = live ? live : vl_liveness_compute(fn, &scratch);
  vl_budget budget = vl_budget_compute(fn, NULL, &scratch);
  if (!vl_callee_saves_plan(fn, a, &budget, &c->saves))
    fail(c, VL_INVALID, fn->line, 1, "%s: no VGPR is free to hold its callee-saved SGPRs", fn->name);
  compute_listable(c, fn, &scratch);
  rewrite_header(c, fn);
  if (c->saves.num_sgprs && !c->saves.by_prologue) write_callee_saves(c, fn);
  compute_operand_marks(c, fn, &scratch);
  for (uint32_t i = 0; i < fn->num_instrs; i++) rewrite_instr(c, i);
  for (uint32_t b = 1; b < fn->num_blocks; b++) rewrite_block_liveins(c, &fn->blocks[b], b, &scratch);
  c->stats.functions++;
  c->fn = NULL;
  c->assignment = NULL;
  c->live = NULL;
  c->saves = (vl_callee_saves){0};
  vl_arena_free(&scratch);
}

/* llc crashes (rather than reports) on a virtual register left in MIR that
 * starts after the rewriter, so make sure every "%<digit>" token in a
 * rewritten body lies inside an operand we rewrote or a line we deleted: a
 * miss means the parser skipped an operand. Comments and quoted strings are
 * skipped; "%bb.", "%ir.", "%stack." and friends start with a letter. */
static void check_no_vreg_left(rewrite_ctx *c, const vl_function *fn) {
  const char *text = c->module->text;
  uint32_t end = fn->doc_end ? fn->doc_end : c->module->text_len;
  size_t e = 0;
  for (uint32_t p = fn->body_begin; p < end; p++) {
    char ch = text[p];
    if (ch == ';') {
      p = vl_text_line_next(text, end, p) - 1;
      continue;
    }
    if (ch == '"') {
      while (++p < end && text[p] != '"' && text[p] != '\n') p += text[p] == '\\';
      continue;
    }
    if (ch != '%' || p + 1 >= end || text[p + 1] < '0' || text[p + 1] > '9') continue;
    /* Edits are sorted and disjoint: only the first one ending after p can hold it. */
    while (e < c->edits.len && c->edits.data[e].end <= p) e++;
    if (e < c->edits.len && c->edits.data[e].begin <= p && c->edits.data[e].covers_vregs) continue;
    uint32_t line, col;
    vl_module_position(c->module, p, &line, &col);
    fail(c, VL_TOOL_ERROR, line, col, "internal error: virtual register text not rewritten (the parser missed it)");
    return;
  }
}

/* Apply the sorted edits to the module text. */
static void apply_edits(rewrite_ctx *c, vl_strbuf *out) {
  uint32_t bad;
  if (!vl_text_edits_apply(c->module->text, c->module->text_len, c->edits.data, c->edits.len, out, &bad)) {
    uint32_t line, col;   /* two edits of one range: a parser offset is wrong */
    vl_module_position(c->module, bad, &line, &col);
    fail(c, VL_TOOL_ERROR, line, col, "internal error: overlapping rewrite edits");
  }
}

vl_status vl_rewrite_module(const vl_module *module, const vl_assignment *const *assignments,
                            const vl_liveness *const *liveness, const vl_rewrite_options *options, char **out,
                            size_t *out_len, vl_rewrite_stats *stats, vl_diags *diags) {
  *out = NULL;
  if (out_len) *out_len = 0;
  rewrite_ctx c = {.module = module, .target = module->target, .diags = diags, .status = VL_OK};
  c.kill_flags = !(options && options->no_kill_flags);
  c.fixups_only = options && options->fixups_only;
  if (!vl_target_parse_physreg(c.target, "vcc_lo", 6, &c.vcc_lo)) c.vcc_lo.count = 0;
  for (uint32_t f = 0; f < module->num_functions; f++)
    rewrite_function(&c, &module->functions[f], assignments ? assignments[f] : NULL, liveness ? liveness[f] : NULL);
  vl_text_edits_sort(c.edits.data, c.edits.len);
  for (uint32_t f = 0; f < module->num_functions && c.status == VL_OK && !c.fixups_only; f++)
    if (module->functions[f].body_begin) check_no_vreg_left(&c, &module->functions[f]);
  vl_strbuf sb = {0};
  if (c.status == VL_OK) apply_edits(&c, &sb);
  if (sb.failed) fail(&c, VL_TOOL_ERROR, 0, 0, "out of memory while rewriting");
  if (stats) *stats = c.stats;
  vl_arena_free(&c.arena);
  if (c.status != VL_OK) {
    free(sb.data);
    return c.status;
  }
  if (!sb.data) vl_sb_append(&sb, "", 0);
  *out = sb.data;
  if (out_len) *out_len = sb.len;
  return VL_OK;
}

vl_status vl_rewrite_module_to_file(const vl_module *module, const vl_assignment *const *assignments,
                                    const vl_liveness *const *liveness, const vl_rewrite_options *options,
                                    FILE *out, vl_rewrite_stats *stats, vl_diags *diags) {
  char *text;
  size_t len;
  vl_status status = vl_rewrite_module(module, assignments, liveness, options, &text, &len, stats, diags);
  if (status != VL_OK) return status;
  if (fwrite(text, 1, len, out) != len || fflush(out) != 0) {
    vl_diag_add(diags, module->path, 0, 0, VL_CAT_NONE, "cannot write the rewritten MIR");
    status = VL_TOOL_ERROR;
  }
  free(text);
  return status;
}
