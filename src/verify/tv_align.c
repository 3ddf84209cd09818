/* Alignment of PRE and POST for the translation validator (see translate.h).
 * Needs both functions parsed and the rematerialization candidates. Produces
 * the steps of each block, in an order both programs agree with:
 *   - "free" instructions, which an allocator inserts or deletes at will (PRE:
 *     COPY, KILL, IMPLICIT_DEF; POST: those and the spill pseudos), never
 *     anchor the alignment; between two anchors they are interleaved, a PRE
 *     copy right after the POST copy, spill or reload it became, if any;
 *   - every other instruction is an anchor: PRE's and POST's anchors are
 *     matched in order, PRE's candidate definitions may be dropped and POST's
 *     rematerializations and lane spills (V_WRITELANE/V_READLANE) inserted,
 *     with a short lookahead to choose between the two. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "tv_internal.h"

static vl_status bad_input(tv_ctx *ctx, const char *file, uint32_t line, uint32_t col, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
static vl_status bad_input(tv_ctx *ctx, const char *file, uint32_t line, uint32_t col, const char *fmt, ...) {
  char buf[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  vl_diag_add(ctx->diags, file, line, col, VL_CAT_NONE, "%s", buf);
  ctx->status = VL_BAD_INPUT;
  return VL_BAD_INPUT;
}

static uint32_t *index_by_number(tv_ctx *ctx, const vl_function *fn, uint32_t *max_number) {
  uint32_t max = 0;
  for (uint32_t b = 0; b < fn->num_blocks; b++)
    if (fn->blocks[b].number > max) max = fn->blocks[b].number;
  uint32_t *index = VL_NEW_ARRAY(ctx->arena, uint32_t, max + 1);
  for (uint32_t n = 0; n <= max; n++) index[n] = TV_NONE;
  for (uint32_t b = 0; b < fn->num_blocks; b++) index[fn->blocks[b].number] = b;
  *max_number = max;
  return index;
}

static bool same_successors(const vl_block *a, const vl_block *b) {
  if (a->num_succs != b->num_succs) return false;
  for (uint32_t i = 0; i < a->num_succs; i++) {
    bool found = false;
    for (uint32_t j = 0; j < b->num_succs && !found; j++) found = a->succs[i] == b->succs[j];
    if (!found) return false;
  }
  return true;
}

/* Blocks correspond by layout position (the MIR printer renumbers them in layout order). */
vl_status tv_check_blocks(tv_ctx *ctx) {
  const vl_function *pre = ctx->pre, *post = ctx->post;
  ctx->pre_block_index = index_by_number(ctx, pre, &ctx->max_pre_number);
  ctx->post_block_index = index_by_number(ctx, post, &ctx->max_post_number);
  if (pre->num_blocks != post->num_blocks)
    return bad_input(ctx, ctx->post_file, post->line, 1, "function %s has %u blocks, but %u in %s", post->name,
                     post->num_blocks, pre->num_blocks, ctx->pre_file);
  for (uint32_t b = 0; b < pre->num_blocks; b++)
    if (!same_successors(&pre->blocks[b], &post->blocks[b]))
      return bad_input(ctx, ctx->post_file, post->blocks[b].line, 3,
                       "bb.%u (block %u in layout order) has other successors than bb.%u of %s (%s:%u:3)",
                       post->blocks[b].number, b, pre->blocks[b].number, ctx->pre_file, ctx->pre_file,
                       pre->blocks[b].line);
  return VL_OK;
}

/* ---- operands --------------------------------------------------------------- */

static bool same_text(const tv_ctx *ctx, const vl_operand *a, const vl_operand *b) {
  const char *ta = ctx->pre->module->text + a->begin, *tb = ctx->post->module->text + b->begin;
  return a->end - a->begin == b->end - b->begin && !memcmp(ta, tb, a->end - a->begin);
}

static bool operand_match(const tv_ctx *ctx, const vl_operand *a, const vl_operand *b) {
  if ((a->flags & (VL_OPF_DEF | VL_OPF_IMPLICIT)) != (b->flags & (VL_OPF_DEF | VL_OPF_IMPLICIT))) return false;
  switch (a->kind) {
  case VL_OP_VREG: return b->kind == VL_OP_PREG && b->preg.count;
  case VL_OP_PREG:
    /* wave32's $vcc and $vcc_lo are one register already (front/mir_parse.c). */
    return b->kind == VL_OP_PREG && a->preg.unit == b->preg.unit && a->preg.half == b->preg.half &&
           a->preg.count == b->preg.count;
  case VL_OP_NOREG: return b->kind == VL_OP_NOREG;
  case VL_OP_IMM: return b->kind == VL_OP_IMM && a->imm == b->imm;
  case VL_OP_BLOCK: {
    if (b->kind != VL_OP_BLOCK || a->imm < 0 || b->imm < 0 || a->imm > ctx->max_pre_number || b->imm > ctx->max_post_number)
      return false;
    return ctx->pre_block_index[a->imm] == ctx->post_block_index[b->imm];
  }
  default: return b->kind == a->kind && same_text(ctx, a, b);
  }
}

bool tv_instr_match(const tv_ctx *ctx, const vl_instr *p, const vl_instr *q, int32_t *map) {
  if (strcmp(p->opcode, q->opcode)) return false;
  uint32_t j = 0;
  for (uint32_t i = 0; i < p->num_ops; i++) {
    const vl_operand *a = &p->ops[i];
    if (a->flags & VL_OPF_IMPLICIT) continue;
    while (j < q->num_ops && (q->ops[j].flags & VL_OPF_IMPLICIT)) j++;
    if (j == q->num_ops || !operand_match(ctx, a, &q->ops[j])) return false;
    map[i] = (int32_t)j++;
  }
  for (; j < q->num_ops; j++)
    if (!(q->ops[j].flags & VL_OPF_IMPLICIT)) return false;   /* an explicit operand POST added */
  /* Implicit operands: PRE's in order, POST's extras (super-registers) skipped. */
  j = 0;
  for (uint32_t i = 0; i < p->num_ops; i++) {
    const vl_operand *a = &p->ops[i];
    if (!(a->flags & VL_OPF_IMPLICIT)) continue;
    while (j < q->num_ops && (!(q->ops[j].flags & VL_OPF_IMPLICIT) || !operand_match(ctx, a, &q->ops[j]))) j++;
    if (j == q->num_ops) return false;
    map[i] = (int32_t)j++;
  }
  return true;
}

/* The class as LLVM's allocator may use it: LLVM lists reserved registers
 * (vcc_hi in wave32) and inflates a vector class to its AV superclass (a VGPR
 * class may get AGPRs of the same shape) when the instructions allow it; we
 * do not check instruction operand constraints. */
static bool class_admits(const vl_target *t, int cls, vl_physreg reg) {
  if (vl_target_class_lists(t, cls, reg)) return true;
  vl_regfile file = vl_target_unit_file(t, reg.unit);
  if (file != VL_FILE_VECTOR && file != VL_FILE_ACCUM) return false;
  vl_regfile other = file == VL_FILE_VECTOR ? VL_FILE_ACCUM : VL_FILE_VECTOR;
  unsigned index = vl_target_unit_index(t, reg.unit);
  if (!t->num_regs[other] || index + reg.count > t->num_regs[other]) return false;
  vl_physreg twin = {(uint16_t)(t->file_base[other] + index), reg.count, reg.half};
  return vl_target_class_lists(t, cls, twin);
}

bool tv_register_fits(const tv_ctx *ctx, const vl_operand *pre_op, const vl_operand *post_op) {
  uint32_t names[TV_MAX_LANES], n = tv_operand_names(ctx, pre_op, names);
  if (n != post_op->preg.count) return false;
  if (pre_op->kind != VL_OP_VREG) return true;
  int cls = ctx->pre->vregs[pre_op->reg].cls;
  unsigned offset = pre_op->subreg ? vl_subreg_offset(pre_op->subreg) : 0;
  if (cls < 0) return true;
  if (post_op->preg.unit < offset) return false;
  vl_physreg whole = post_op->preg;
  if (pre_op->subreg) whole = (vl_physreg){(uint16_t)(post_op->preg.unit - offset), ctx->space.width[pre_op->reg], 0};
  return class_admits(ctx->target, cls, whole);
}

/* Every virtual operand of p has a register of its width and class in q. */
static bool registers_fit(const tv_ctx *ctx, const vl_instr *p, const vl_instr *q, const int32_t *map) {
  for (uint32_t i = 0; i < p->num_ops; i++)
    if (p->ops[i].kind == VL_OP_VREG && !(p->ops[i].flags & VL_OPF_DEBUG) && map[i] >= 0 &&
        !tv_register_fits(ctx, &p->ops[i], &q->ops[map[i]]))
      return false;
  return true;
}

static bool covers(vl_physreg big, vl_physreg small) {
  return big.count && small.count && big.unit <= small.unit && small.unit + small.count <= big.unit + big.count;
}

/* An implicit-def of a super-register of one of the instruction's explicit
 * defs: VirtRegRewriter's marker that the whole register is now defined. */
bool tv_is_super_def(const vl_instr *q, const vl_operand *op) {
  if (op->kind != VL_OP_PREG || !(op->flags & VL_OPF_IMPLICIT) || !(op->flags & VL_OPF_DEF)) return false;
  for (uint32_t i = 0; i < q->num_ops; i++) {
    const vl_operand *d = &q->ops[i];
    if (d != op && d->kind == VL_OP_PREG && (d->flags & VL_OPF_DEF) && !(d->flags & VL_OPF_IMPLICIT) && covers(op->preg, d->preg))
      return true;
  }
  return false;
}

/* A COPY whose implicit operands only restate its own registers (super-register
 * defs of its destination, uses of its source's super-register). */
static bool plain_copy(const vl_instr *in) {
  if (!in->is_copy || in->num_ops < 2) return false;
  for (uint32_t i = 2; i < in->num_ops; i++) {
    const vl_operand *op = &in->ops[i];
    if (!(op->flags & VL_OPF_IMPLICIT) || op->kind != VL_OP_PREG) return false;
    const vl_operand *own = &in->ops[op->flags & VL_OPF_DEF ? 0 : 1];
    if (own->kind != VL_OP_PREG || !covers(op->preg, own->preg)) return false;
  }
  return true;
}

static bool is_spill_pseudo(const vl_instr *in) {
  return tv_opcode_is(in, "SI_SPILL_") || !strcmp(in->opcode, "SI_RESTORE_S32_FROM_VGPR");
}

static tv_step_kind pre_free_kind(const vl_instr *in) {
  if (in->is_debug || !strcmp(in->opcode, "KILL")) return TV_DROP_NOTHING;
  if (!strcmp(in->opcode, "IMPLICIT_DEF")) return TV_DROP_UNDEF;
  if (plain_copy(in)) return TV_DROP_COPY;
  return TV_ALIGN;
}

static tv_step_kind post_free_kind(const tv_ctx *ctx, uint32_t q) {
  const vl_instr *in = &ctx->post->instrs[q];
  if (ctx->post_kind[q]) return (tv_step_kind)(ctx->post_kind[q] - 1);
  if (in->is_debug || !strcmp(in->opcode, "KILL")) return TV_INS_NOTHING;
  if (!strcmp(in->opcode, "IMPLICIT_DEF")) return TV_INS_UNDEF;
  if (plain_copy(in)) return TV_INS_COPY;
  if (!strcmp(in->opcode, "SI_SPILL_S32_TO_VGPR")) return TV_INS_LANE_SAVE;
  if (!strcmp(in->opcode, "SI_RESTORE_S32_FROM_VGPR")) return TV_INS_LANE_RESTORE;
  if (is_spill_pseudo(in)) return strstr(in->opcode, "_RESTORE") ? TV_INS_RESTORE : TV_INS_SAVE;
  return TV_ALIGN;
}

static bool is_exec(const tv_ctx *ctx, vl_physreg r) {
  return r.count && r.unit == ctx->exec_lo && !r.half;
}

/* Whole-wave copies as SILowerWWMCopies writes them:
 *   $sgprS = S_OR_SAVEEXEC_B64 -1, implicit-def $exec, ...   (all lanes on)
 *   $vgprD = COPY $vgprE                                     (every lane: lane slots travel)
 *   $exec = S_MOV_B64 $sgprS                                 (exec restored)
 * The three are free instructions of POST. */
static void find_wwm_brackets(tv_ctx *ctx, const vl_block *qb) {
  const vl_function *post = ctx->post;
  for (uint32_t i = 0; i < qb->num_instrs; i++) {
    uint32_t q = qb->first_instr + i;
    const vl_instr *in = &post->instrs[q];
    if (!tv_opcode_is(in, "S_OR_SAVEEXEC_B") || in->num_ops < 2 || in->ops[0].kind != VL_OP_PREG ||
        in->ops[1].kind != VL_OP_IMM || in->ops[1].imm != -1)
      continue;
    uint32_t j = i + 1;
    while (j < qb->num_instrs && post->instrs[qb->first_instr + j].is_copy) j++;
    if (j == qb->num_instrs || j == i + 1) continue;
    const vl_instr *end = &post->instrs[qb->first_instr + j];
    if (!tv_opcode_is(end, "S_MOV_B") || end->num_ops < 2 || end->ops[0].kind != VL_OP_PREG ||
        !is_exec(ctx, end->ops[0].preg) || end->ops[1].kind != VL_OP_PREG ||
        end->ops[1].preg.unit != in->ops[0].preg.unit || end->ops[1].preg.count != in->ops[0].preg.count)
      continue;
    ctx->post_kind[q] = TV_INS_WWM_ENTER + 1;
    ctx->post_kind[qb->first_instr + j] = TV_INS_WWM_EXIT + 1;
    for (uint32_t c = i + 1; c < j; c++) ctx->post_wwm[qb->first_instr + c] = true;
    i = j;
  }
}

/* V_WRITELANE_B32 / V_READLANE_B32 with an immediate lane: a lane spill when PRE has no such instruction here. */
static tv_step_kind lane_spill_kind(const vl_instr *in) {
  bool write = !strcmp(in->opcode, "V_WRITELANE_B32"), read = !strcmp(in->opcode, "V_READLANE_B32");
  if ((!write && !read) || in->num_ops < 3 || in->ops[2].kind != VL_OP_IMM) return TV_ALIGN;
  return write ? TV_INS_LANE_SAVE : TV_INS_LANE_RESTORE;
}

/* ---- steps ---------------------------------------------------------------- */

typedef struct aligner {
  tv_ctx *ctx;
  VL_VEC(tv_step) steps;
  const vl_block *pb, *qb;
  uint32_t pi, qi;   /* next PRE / POST instruction of the block not yet emitted */
  uint32_t *last_unit;   /* per name: the POST unit of its last aligned appearance, TV_NONE */
} aligner;

/* Of the lanes q reads for p's virtual registers, how many are where they last
 * were (*known: how many were seen before)? Splits move values, so this only
 * ranks alternative alignments. */
static uint32_t consistent_lanes(const aligner *al, const vl_instr *p, const vl_instr *q, const int32_t *map,
                                 uint32_t *known) {
  uint32_t same = 0;
  *known = 0;
  for (uint32_t i = 0; i < p->num_ops; i++) {
    const vl_operand *op = &p->ops[i];
    if (op->kind != VL_OP_VREG || (op->flags & (VL_OPF_DEF | VL_OPF_DEBUG)) || map[i] < 0) continue;
    uint32_t names[TV_MAX_LANES], n = tv_operand_names(al->ctx, op, names);
    for (uint32_t k = 0; k < n; k++) {
      if (al->last_unit[names[k]] == TV_NONE) continue;
      (*known)++;
      same += al->last_unit[names[k]] == q->ops[map[i]].preg.unit + k;
    }
  }
  return same;
}

static void note_units(aligner *al, const vl_instr *p, const vl_instr *q, const int32_t *map) {
  for (uint32_t i = 0; i < p->num_ops; i++) {
    const vl_operand *op = &p->ops[i];
    if (op->kind != VL_OP_VREG || (op->flags & VL_OPF_DEBUG) || map[i] < 0) continue;
    uint32_t names[TV_MAX_LANES], n = tv_operand_names(al->ctx, op, names);
    for (uint32_t k = 0; k < n && k < q->ops[map[i]].preg.count; k++) al->last_unit[names[k]] = q->ops[map[i]].preg.unit + k;
  }
}

static void emit(aligner *al, tv_step step) { VL_VEC_PUSH(al->ctx->arena, al->steps, step); }

static tv_step step_of(tv_step_kind kind, uint32_t pre, uint32_t post) {
  return (tv_step){.kind = (uint8_t)kind, .pre = pre, .post = post, .shape = TV_NONE};
}

static bool pairs_with(tv_step_kind drop, tv_step_kind ins) {
  if (drop == TV_DROP_COPY) return ins == TV_INS_COPY || ins == TV_INS_SAVE || ins == TV_INS_RESTORE;
  if (drop == TV_DROP_UNDEF) return ins == TV_INS_UNDEF;
  return drop == TV_DROP_NOTHING && ins == TV_INS_NOTHING;
}

static void emit_post_free(aligner *al, uint32_t q) {
  const vl_instr *in = &al->ctx->post->instrs[q];
  tv_step s = step_of(post_free_kind(al->ctx, q), TV_NONE, q);
  if (s.kind == TV_INS_SAVE || s.kind == TV_INS_RESTORE) s.wwm = strstr(in->opcode, "_WWM_") != NULL;
  if (s.kind == TV_INS_COPY) s.wwm = al->ctx->post_wwm[q];
  emit(al, s);
}

/* Free instructions of both programs before PRE instruction `pend` and POST instruction `qend`. */
static void flush(aligner *al, uint32_t pend, uint32_t qend) {
  const tv_ctx *ctx = al->ctx;
  while (al->pi < pend || al->qi < qend) {
    tv_step_kind pk = al->pi < pend ? pre_free_kind(&ctx->pre->instrs[al->pi]) : TV_ALIGN;
    tv_step_kind qk = al->qi < qend ? post_free_kind(ctx, al->qi) : TV_ALIGN;
    if (al->qi < qend && (al->pi == pend || !pairs_with(pk, qk))) {
      /* POST's unpaired steps first, unless PRE's copy pairs with a later one. */
      bool later = false;
      for (uint32_t q = al->qi + 1; q < qend && !later && al->pi < pend; q++)
        later = pairs_with(pk, post_free_kind(ctx, q));
      if (al->pi < pend && !later) {
        emit(al, step_of(pk, al->pi++, TV_NONE));
        continue;
      }
      emit_post_free(al, al->qi++);
      continue;
    }
    if (al->qi < qend) emit_post_free(al, al->qi++);
    emit(al, step_of(pk, al->pi++, TV_NONE));
  }
}

static bool remat_shape(tv_ctx *ctx, const vl_instr *q, uint32_t *shape) {
  const tv_cands *c = &ctx->cands;
  uint32_t s = tv_shape_lookup(ctx, tv_shape_hash(ctx, q, true));
  if (s == TV_NONE) return false;
  for (uint32_t m = c->shape_start[s]; m < c->shape_start[s + 1]; m++)
    if (tv_instr_match(ctx, &ctx->pre->instrs[c->instr[c->members[m]]], q, ctx->scratch_map)) {
      *shape = s;
      return true;
    }
  return false;
}

static void describe(const vl_function *fn, const vl_instr *in, char *buf, size_t size) {
  uint32_t n = in->end - in->begin;
  const char *t = fn->module->text + in->begin;
  while (n && (*t == ' ')) t++, n--;
  if (n > 100) n = 100;
  snprintf(buf, size, "%.*s%s", (int)n, t, in->end - in->begin > 100 ? " ..." : "");
}

static vl_status unmatched(aligner *al, const uint32_t *A, uint32_t nA, uint32_t i, const uint32_t *B, uint32_t nB,
                           uint32_t k) {
  tv_ctx *ctx = al->ctx;
  char p[160], q[160];
  if (k < nB) {
    const vl_instr *qin = &ctx->post->instrs[B[k]];
    describe(ctx->post, qin, q, sizeof q);
    if (i < nA) {
      const vl_instr *pin = &ctx->pre->instrs[A[i]];
      describe(ctx->pre, pin, p, sizeof p);
      return bad_input(ctx, ctx->post_file, qin->line, qin->col,
                       "instruction matches nothing in %s: `%s`; %s's next instruction in bb.%u is `%s` (%s:%u:%u)",
                       ctx->pre_file, q, ctx->pre_file, al->pb->number, p, ctx->pre_file, pin->line, pin->col);
    }
    return bad_input(ctx, ctx->post_file, qin->line, qin->col,
                     "instruction matches nothing in %s: `%s` (bb.%u of %s has no instruction left)", ctx->pre_file, q,
                     al->pb->number, ctx->pre_file);
  }
  const vl_instr *pin = &ctx->pre->instrs[A[i]];
  describe(ctx->pre, pin, p, sizeof p);
  uint32_t line = al->qb->num_instrs ? vl_block_instr(ctx->post, al->qb, al->qb->num_instrs - 1)->line : al->qb->line;
  return bad_input(ctx, ctx->post_file, line, 1, "bb.%u lacks %s's instruction `%s` (%s:%u:%u)", al->qb->number,
                   ctx->pre_file, p, ctx->pre_file, pin->line, pin->col);
}

static bool droppable(const tv_ctx *ctx, uint32_t p) { return ctx->cands.of_instr[p] != TV_NONE; }

/* What POST anchor q can be when no PRE instruction matches it: TV_ALIGN for nothing. */
static tv_step_kind insertion_kind(aligner *al, uint32_t q, uint32_t *shape) {
  tv_ctx *ctx = al->ctx;
  const vl_instr *in = &ctx->post->instrs[q];
  tv_step_kind kind = lane_spill_kind(in);
  if (kind == TV_ALIGN && remat_shape(ctx, in, shape)) kind = TV_INS_REMAT;
  return kind;
}

/* Can POST's rematerialization q recompute PRE's candidate p (the same shape)? */
static bool may_recompute(aligner *al, uint32_t q, uint32_t p) {
  uint32_t shape = TV_NONE;
  return insertion_kind(al, q, &shape) != TV_INS_REMAT || shape == al->ctx->cands.shape_of_instr[p];
}

enum { WINDOW = 24, NEG = -1000000 };
enum { MOVE_NONE, MOVE_DROP, MOVE_INSERT, MOVE_MATCH };

/* The first move of a best alignment of the next WINDOW anchors of each side:
 * most matches, then most lanes read where they last were; on a tie a match,
 * then PRE's dead definition before POST's rematerialization, so that a value
 * is defined before it is recomputed. */
static int best_move(aligner *al, const uint32_t *A, uint32_t nA, uint32_t i, const uint32_t *B, uint32_t nB,
                     uint32_t k, int8_t *insertable) {
  tv_ctx *ctx = al->ctx;
  uint32_t wa = nA - i < WINDOW ? nA - i : WINDOW, wb = nB - k < WINDOW ? nB - k : WINDOW;
  int f[WINDOW + 1][WINDOW + 1], match00 = NEG;
  bool drop[WINDOW], ins[WINDOW];
  for (uint32_t x = 0; x < wa; x++) drop[x] = droppable(ctx, A[i + x]);
  for (uint32_t y = 0; y < wb; y++) {
    if (insertable[k + y] < 0) {
      uint32_t shape;
      insertable[k + y] = insertion_kind(al, B[k + y], &shape) != TV_ALIGN;
    }
    ins[y] = insertable[k + y];
  }
  for (uint32_t x = wa + 1; x-- > 0;)
    for (uint32_t y = wb + 1; y-- > 0;) {
      int best = NEG;
      if (x == wa || y == wb) {
        /* Past the window anything may follow; past the block's end only skips. */
        bool ok = true;
        if (x == wa && i + wa == nA)
          for (uint32_t r = y; r < wb && ok; r++) ok = ins[r];
        if (y == wb && k + wb == nB)
          for (uint32_t r = x; r < wa && ok; r++) ok = drop[r];
        f[x][y] = ok ? 0 : NEG;
        continue;
      }
      const vl_instr *p = &ctx->pre->instrs[A[i + x]], *q = &ctx->post->instrs[B[k + y]];
      uint32_t known;
      if (f[x + 1][y + 1] > NEG && tv_instr_match(ctx, p, q, ctx->scratch_map) &&
          registers_fit(ctx, p, q, ctx->scratch_map))
        best = 64 + (int)consistent_lanes(al, p, q, ctx->scratch_map, &known) + f[x + 1][y + 1];
      if (x == 0 && y == 0) match00 = best;
      if (drop[x] && f[x + 1][y] > best) best = f[x + 1][y];
      if (ins[y] && f[x][y + 1] > best) best = f[x][y + 1];
      f[x][y] = best;
    }
  int drop00 = wa && drop[0] ? f[1][0] : NEG, insert00 = wb && ins[0] ? f[0][1] : NEG;
  if (match00 > NEG && match00 >= drop00 && match00 >= insert00) return MOVE_MATCH;
  /* A rematerialization of another value goes first: a copy PRE makes before its dead definition
   * may read the value recomputed here (`%12.sub1 = COPY %4` with %4 recomputed straight into
   * %12's register: alloc_fuzz found a valid allocation rejected for that order). */
  if (drop00 > NEG && drop00 == insert00 && !may_recompute(al, B[k], A[i])) return MOVE_INSERT;
  if (drop00 > NEG && drop00 >= insert00) return MOVE_DROP;
  if (insert00 > NEG) return MOVE_INSERT;
  return MOVE_NONE;
}

static void align_pair(aligner *al, uint32_t p, uint32_t q, int32_t *map) {
  tv_ctx *ctx = al->ctx;
  flush(al, p, q);
  tv_step s = step_of(TV_ALIGN, p, q);
  s.map = map;
  s.shape = ctx->cands.shape_of_instr[p];
  emit(al, s);
  note_units(al, &ctx->pre->instrs[p], &ctx->post->instrs[q], map);
  al->pi++, al->qi++;
}

static vl_status align_block(aligner *al, uint32_t b) {
  tv_ctx *ctx = al->ctx;
  const vl_function *pre = ctx->pre, *post = ctx->post;
  al->pb = &pre->blocks[b];
  al->qb = &post->blocks[b];
  find_wwm_brackets(ctx, al->qb);
  uint32_t *A = VL_NEW_ARRAY(ctx->arena, uint32_t, al->pb->num_instrs + 1), nA = 0;
  uint32_t *B = VL_NEW_ARRAY(ctx->arena, uint32_t, al->qb->num_instrs + 1), nB = 0;
  for (uint32_t i = 0; i < al->pb->num_instrs; i++)
    if (pre_free_kind(&pre->instrs[al->pb->first_instr + i]) == TV_ALIGN) A[nA++] = al->pb->first_instr + i;
  for (uint32_t i = 0; i < al->qb->num_instrs; i++)
    if (post_free_kind(ctx, al->qb->first_instr + i) == TV_ALIGN) B[nB++] = al->qb->first_instr + i;
  int8_t *insertable = VL_NEW_ARRAY(ctx->arena, int8_t, nB + 1);
  memset(insertable, -1, nB + 1);
  al->pi = al->pb->first_instr;
  al->qi = al->qb->first_instr;
  uint32_t i = 0, k = 0;
  while (i < nA || k < nB) {
    int32_t *map = NULL;
    if (i < nA && k < nB) {
      const vl_instr *p = &pre->instrs[A[i]];
      map = VL_NEW_ARRAY(ctx->arena, int32_t, p->num_ops + 1);
      uint32_t known;
      if (!tv_instr_match(ctx, p, &post->instrs[B[k]], map)) map = NULL;
      else if (registers_fit(ctx, p, &post->instrs[B[k]], map) &&
               consistent_lanes(al, p, &post->instrs[B[k]], map, &known) == known) {
        align_pair(al, A[i], B[k], map);
        i++, k++;
        continue;
      }
    }
    int move = best_move(al, A, nA, i, B, nB, k, insertable);
    if ((move == MOVE_MATCH || move == MOVE_NONE) && map) {   /* a misfit register is reported later */
      align_pair(al, A[i], B[k], map);
      i++, k++;
    } else if (move == MOVE_INSERT) {
      tv_step ins = step_of(TV_ALIGN, TV_NONE, B[k]);
      ins.kind = (uint8_t)insertion_kind(al, B[k], &ins.shape);
      flush(al, al->pi, B[k]);
      emit(al, ins);
      al->qi++, k++;
    } else if (move == MOVE_DROP) {
      flush(al, A[i], al->qi);
      emit(al, step_of(TV_DROP_DEF, A[i], TV_NONE));
      al->pi++, i++;
    } else {
      return unmatched(al, A, nA, i, B, nB, k);
    }
  }
  flush(al, al->pb->first_instr + al->pb->num_instrs, al->qb->first_instr + al->qb->num_instrs);
  return VL_OK;
}

vl_status tv_align(tv_ctx *ctx) {
  aligner al = {.ctx = ctx};
  const vl_function *pre = ctx->pre;
  ctx->post_kind = VL_NEW_ARRAY(ctx->arena, uint8_t, ctx->post->num_instrs + 1);
  ctx->post_wwm = VL_NEW_ARRAY(ctx->arena, bool, ctx->post->num_instrs + 1);
  al.last_unit = VL_NEW_ARRAY(ctx->arena, uint32_t, ctx->num_names + 1);
  for (uint32_t n = 0; n <= ctx->num_names; n++) al.last_unit[n] = TV_NONE;
  ctx->block_steps = VL_NEW_ARRAY(ctx->arena, uint32_t, pre->num_blocks + 1);
  for (uint32_t b = 0; b < pre->num_blocks; b++) {
    ctx->block_steps[b] = (uint32_t)al.steps.len;
    if (align_block(&al, b) != VL_OK) return VL_BAD_INPUT;
  }
  ctx->block_steps[pre->num_blocks] = (uint32_t)al.steps.len;
  ctx->steps = al.steps.data;
  return VL_OK;
}
