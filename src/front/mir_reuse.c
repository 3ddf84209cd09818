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

void vl_mir_reuse_begin_body(vl_mir_ctx *ctx) {
  const vl_mir_reuse *r = ctx->reuse;
  ctx->reuse_fn = NULL;
  ctx->reuse_copy = 0;
  ctx->reuse_instr = 0;
  if (!r || !r->old || ctx->fn_index >= r->old->num_functions || !ctx->fn->name) return;
  const vl_function *old = &r->old->functions[ctx->fn_index];
  if (strcmp(old->name, ctx->fn->name) || r->old->target != ctx->target || !reusable(old)) return;
  ctx->reuse_fn = old;
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
  in.ops = was->num_ops ? VL_NEW_ARRAY(arena, vl_operand, was->num_ops) : NULL;
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
