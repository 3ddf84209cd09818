/* Reparsing an edited module text: an instruction line that the edits left byte for byte
 * as it was is taken from the old parse, its offsets and line moved, instead of being lexed
 * again. The spiller reparses a large kernel's whole text after every round, of which it
 * changed a few thousand lines of tens of thousands; lexing was a quarter of its time.
 *
 * The result must be what lexing the line gives, effects on the function included: the
 * operands' registers are marked used, physical registers note AGPR use, block operands are
 * checked at the end, register masks mark calls. A line is lexed as before where that could
 * differ: a register without a class yet (its first use would be recorded, or an annotation
 * on the line gives it one), named registers, bundles. */
#include "mir_parse.h"

#include <string.h>

/* Bundled instructions depend on the lines around them; named registers get ids in order of
 * appearance. Functions with either are lexed. */
static bool reusable(const vl_function *old) {
  if (old->vreg_names) return false;
  for (uint32_t i = 0; i < old->num_instrs; i++)
    if (old->instrs[i].in_bundle) return false;
  return true;
}

/* The old parse of the function being parsed, where its lines may be reused. */
static const vl_function *old_function(const vl_mir_ctx *ctx) {
  const vl_mir_reuse *r = ctx->reuse;
  if (!r || !r->old || ctx->fn_index >= r->old->num_functions || !ctx->fn->name) return NULL;
  const vl_function *old = &r->old->functions[ctx->fn_index];
  if (strcmp(old->name, ctx->fn->name) || r->old->target != ctx->target || !reusable(old)) return NULL;
  return old;
}

void vl_mir_reuse_begin_body(vl_mir_ctx *ctx) {
  ctx->reuse_fn = old_function(ctx);
  ctx->reuse_copy = 0;
  ctx->reuse_instr = 0;
}

static uint32_t newlines(const char *text, uint32_t begin, uint32_t end) {
  uint32_t n = 0;
  for (const char *p = text + begin; (p = memchr(p, '\n', (size_t)(text + end - p))); p++) n++;
  return n;
}

/* The spiller appends its new registers to the list (spill_insert.c), so the old list is the new
 * one's beginning, copied unchanged; its entries were a twentieth of a large kernel's spilling
 * when read again every round. Replayed: each listed register declared, the class its entry
 * gave (where it was given there: its line lies in the list), its preferred register. */
uint32_t vl_mir_reuse_registers(vl_mir_ctx *ctx, uint32_t key, uint32_t value) {
  const vl_function *old = old_function(ctx);
  if (!old || old->registers_end <= old->registers_begin) return value;
  const vl_mir_reuse *r = ctx->reuse;
  const char *ot = r->old->text;
  uint32_t ob = old->registers_begin, oe = old->registers_end;
  /* Block entries only ("- { ... }" lines): a flow list's text cannot just be appended to. */
  const char *colon = memchr(ot + ob, ':', oe - ob);
  uint32_t p = colon ? (uint32_t)(colon - ot) + 1 : oe;
  while (p < oe && (ot[p] == ' ' || ot[p] == '\t' || ot[p] == '\r' || ot[p] == '\n')) p++;
  if (p == oe || ot[p] != '-') return value;
  const vl_text_copy *c = NULL;
  for (size_t i = 0; i < r->num_copies && r->copies[i].new_begin <= key && !c; i++)
    if (key < r->copies[i].new_begin + r->copies[i].len) c = &r->copies[i];
  if (!c || key - c->new_begin + c->old_begin != ob || key + (oe - ob) > c->new_begin + c->len) return value;
  uint32_t old_line = 1 + newlines(ot, 0, ob), lines = newlines(ot, ob, oe), new_line, col;
  vl_mir_where(ctx, key, &new_line, &col);
  for (uint32_t id = 0; id < old->num_vregs; id++) {
    const vl_vreg *was = &old->vregs[id];
    if (!was->listed) continue;
    vl_mir_vreg(ctx, id, key);   /* within the limit: the old parse took it */
    if (was->hint_vreg) vl_mir_vreg(ctx, was->hint_vreg - 1, key);
    while (ctx->declared.len <= id) VL_VEC_PUSH(&ctx->scratch, ctx->declared, 0);
    ctx->declared.data[id] = 1;
    vl_vreg *v = &ctx->vregs.data[id];
    v->listed = true;
    if (was->cls >= 0 && was->line >= old_line && was->line - old_line < lines) {
      v->cls = was->cls;
      v->line = was->line - old_line + new_line;
      v->col = was->col;
      vl_mir_note_class(ctx, was->cls);
    }
    v->hint_vreg = was->hint_vreg;
    v->hint_preg = was->hint_preg;
    vl_mir_note_physreg(ctx, was->hint_preg);
    ctx->module->reused_registers++;
  }
  return key + (oe - ob);
}

/* Could the line's operands have effects that the old parse does not show? */
static bool needs_lexing(const vl_mir_ctx *ctx, const vl_instr *in) {
  for (uint32_t o = 0; o < in->num_ops; o++) {
    const vl_operand *op = &in->ops[o];
    if (op->kind == VL_OP_VREG && (op->reg >= ctx->vregs.len || ctx->vregs.data[op->reg].cls < 0)) return true;
  }
  return false;
}

bool vl_mir_reuse_line(vl_mir_ctx *ctx, uint32_t line_begin, uint32_t first, uint32_t te) {
  const vl_mir_reuse *r = ctx->reuse;
  const vl_function *old = ctx->reuse_fn;
  if (ctx->bundle_open || !ctx->blocks.len || ctx->text[te - 1] == '{') return false;   /* '{' opens a bundle */
  /* The copied stretch holding the whole line, from its indentation on (columns stay). */
  while (ctx->reuse_copy < r->num_copies &&
         r->copies[ctx->reuse_copy].new_begin + r->copies[ctx->reuse_copy].len <= line_begin)
    ctx->reuse_copy++;
  if (ctx->reuse_copy == r->num_copies) return false;
  const vl_text_copy *c = &r->copies[ctx->reuse_copy];
  if (line_begin < c->new_begin || te > c->new_begin + c->len) return false;
  uint32_t old_first = first - c->new_begin + c->old_begin;
  while (ctx->reuse_instr < old->num_instrs && old->instrs[ctx->reuse_instr].begin < old_first) ctx->reuse_instr++;
  if (ctx->reuse_instr == old->num_instrs) return false;
  const vl_instr *was = &old->instrs[ctx->reuse_instr];
  if (was->begin != old_first || was->end - was->begin != te - first || needs_lexing(ctx, was)) return false;

  vl_arena *arena = &ctx->fn->arena;
  vl_instr in = *was;
  in.opcode = vl_arena_strndup(arena, was->opcode, strlen(was->opcode));
  in.ops = was->num_ops ? vl_arena_alloc_raw(arena, sizeof(vl_operand) * was->num_ops) : NULL;   /* each copied below */
  in.block = (uint32_t)ctx->blocks.len - 1;
  in.begin = first;
  in.end = te;
  in.in_bundle = false;
  vl_mir_where(ctx, first, &in.line, &in.col);
  for (uint32_t o = 0; o < was->num_ops; o++) {
    vl_operand op = was->ops[o];
    op.begin = op.begin - old_first + first;
    op.end = op.end - old_first + first;
    op.line = op.line - was->line + in.line;
    if (op.text) op.text = vl_arena_strndup(arena, op.text, strlen(op.text));
    switch (op.kind) {
    case VL_OP_VREG: ctx->vregs.data[op.reg].used = true; break;
    case VL_OP_PREG: vl_mir_note_physreg(ctx, op.preg); break;
    case VL_OP_BLOCK: {
      vl_mir_block_ref ref = {(uint32_t)op.imm, op.begin};
      VL_VEC_PUSH(&ctx->scratch, ctx->block_refs, ref);
      break;
    }
    case VL_OP_REGMASK: ctx->fn->has_calls = true; break;
    default: break;
    }
    in.ops[o] = op;
  }
  VL_VEC_PUSH(&ctx->scratch, ctx->instrs, in);
  ctx->reuse_instr++;
  ctx->module->reused_instrs++;
  return true;
}
