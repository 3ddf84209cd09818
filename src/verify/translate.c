/* The translation validator's driver (rules in translate.h): compare the
 * blocks, find the rematerialization candidates, align each block, iterate the
 * abstract state to a fixpoint over PRE's CFG (blocks in reverse post-order,
 * each again when a predecessor's out-state changed), then run every step once
 * more with the checks on and count what was found. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "../analysis/budget.h"
#include "../analysis/cfg.h"
#include "../base/clock.h"
#include "tv_internal.h"

enum { MAX_REPORTS = 20 };

void tv_report(tv_ctx *ctx, vl_category cat, uint32_t line, uint32_t col, const char *fmt, ...) {
  if (!ctx->checking) return;
  ctx->status = VL_INVALID;
  if (++ctx->reports > MAX_REPORTS) return;
  char buf[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  vl_diag_add(ctx->diags, ctx->post_file, line, col, cat, "%s: %s", ctx->post->name, buf);
}

static uint32_t unit_of(const vl_target *target, const char *name) {
  vl_physreg r;
  return vl_target_parse_physreg(target, name, strlen(name), &r) && r.count ? r.unit : TV_NONE;
}

/* The output's sgprForEXECCopy where the prologue saves it and the epilogue
 * restores it (alloc/callee_saves.h): on wave64 (a pair), in a function that
 * calls, where every other SGPR pair is taken so that the prologue cannot
 * rename it to a free one instead. Count 0 otherwise. */
static vl_physreg saved_by_prologue(const vl_function *post) {
  vl_physreg none = {0};
  if (post->module->target->wave_size != 64 || post->info.sgpr_for_exec_copy.count != 2) return none;
  for (uint32_t k = 0; k < post->num_instrs; k++)
    for (uint32_t o = 0; o < post->instrs[k].num_ops; o++)
      if (post->instrs[k].ops[o].kind == VL_OP_REGMASK) return post->info.sgpr_for_exec_copy;
  return none;
}

/* The calling convention: a non-entry function returns the callee-saved SGPRs
 * as it found them (the frame's own registers, reserved, are the prologue's,
 * and so, in a function that calls, is the output's sgprForEXECCopy).
 * VGPRs and AGPRs are not checked: LLVM's prologue saves them after our output point
 * (with IPRA off, as every llc run of ours has it: src/emit/llc.h). */
static void find_callee_saved(tv_ctx *ctx) {
  const vl_function *pre = ctx->pre;
  const vl_target *t = ctx->target;
  ctx->csr_name = ctx->num_names;
  if (pre->info.is_entry_function || !vl_target_callee_saved_mask(t)) return;
  vl_budget budget = vl_budget_compute(pre, NULL, ctx->arena);
  vl_physreg prologue = saved_by_prologue(ctx->post);
  ctx->csr_unit = VL_NEW_ARRAY(ctx->arena, uint32_t, t->num_regs[VL_FILE_SCALAR] + 1);
  for (uint32_t i = 0; i < t->num_regs[VL_FILE_SCALAR]; i++) {
    uint32_t u = t->file_base[VL_FILE_SCALAR] + i;
    if (prologue.count && u >= prologue.unit && u < prologue.unit + prologue.count) continue;
    if (vl_target_callee_saved(t, u) && !vl_bitset_test(&budget.reserved, u)) ctx->csr_unit[ctx->num_csr++] = u;
  }
  ctx->num_names += ctx->num_csr;
}

/* Locations, names and scratch space. */
static void setup(tv_ctx *ctx) {
  const vl_function *pre = ctx->pre, *post = ctx->post;
  ctx->space = vl_regspace_build(pre, ctx->arena);
  ctx->num_names = ctx->space.num_bits;
  ctx->num_units = ctx->target->num_units;
  find_callee_saved(ctx);
  ctx->exec_lo = unit_of(ctx->target, "exec_lo");
  ctx->exec_hi = unit_of(ctx->target, "exec_hi");
  ctx->mode = unit_of(ctx->target, "mode");
  uint32_t max_ops = 1, frames = 0;
  const vl_function *fns[2] = {pre, post};
  for (int f = 0; f < 2; f++)
    for (uint32_t i = 0; i < fns[f]->num_instrs; i++) {
      const vl_instr *in = &fns[f]->instrs[i];
      if (in->num_ops > max_ops) max_ops = in->num_ops;
      for (uint32_t k = 0; k < in->num_ops; k++)
        if (in->ops[k].kind == VL_OP_FRAME && in->ops[k].imm >= 0 && (uint64_t)in->ops[k].imm + 1 > frames)
          frames = (uint32_t)in->ops[k].imm + 1;
    }
  ctx->num_frames = frames;
  ctx->num_dense = ctx->num_units + frames * TV_MAX_WORDS;
  ctx->scratch_map = VL_NEW_ARRAY(ctx->arena, int32_t, max_ops + 1);
  ctx->copy_stamp = VL_NEW_ARRAY(ctx->arena, uint32_t, ctx->num_names + 1);
  ctx->copy_to = VL_NEW_ARRAY(ctx->arena, uint32_t, ctx->num_names + 1);
}

static void run_block(tv_ctx *ctx, uint32_t b, tv_state *s) {
  tv_state_count(ctx, s);
  for (uint32_t i = ctx->block_steps[b]; i < ctx->block_steps[b + 1]; i++) tv_step_apply(ctx, &ctx->steps[i], s);
}

/* The state at the entry of block b: the meet of its predecessors' out-states. */
static void block_entry(tv_ctx *ctx, uint32_t b, const tv_state *out, const tv_state *entry, tv_state *s) {
  s->reached = false;
  if (b == 0) tv_state_meet(ctx, s, entry);
  const vl_block *block = &ctx->pre->blocks[b];
  for (uint32_t p = 0; p < block->num_preds; p++) tv_state_meet(ctx, s, &out[block->preds[p]]);
}

static void solve_and_check(tv_ctx *ctx, vl_tv_stats *stats) {
  const vl_function *pre = ctx->pre;
  vl_cfg *cfg = vl_cfg_compute(pre, ctx->arena);
  tv_state *out = VL_NEW_ARRAY(ctx->arena, tv_state, pre->num_blocks + 1);
  tv_state entry, cur;
  for (uint32_t b = 0; b < pre->num_blocks; b++) tv_state_init(ctx, &out[b]);
  tv_state_init(ctx, &entry);
  tv_state_init(ctx, &cur);
  tv_state_entry(ctx, &entry);
  /* Blocks in reverse post-order, each again only when a predecessor's out-state changed. */
  bool *pending = VL_NEW_ARRAY(ctx->arena, bool, pre->num_blocks + 1);
  for (uint32_t r = 0; r < cfg->num_reachable; r++) pending[cfg->rpo[r]] = true;
  for (bool any = cfg->num_reachable > 0; any;) {
    any = false;
    for (uint32_t r = 0; r < cfg->num_reachable; r++) {
      uint32_t b = cfg->rpo[r];
      if (!pending[b]) continue;
      pending[b] = false;
      block_entry(ctx, b, out, &entry, &cur);
      run_block(ctx, b, &cur);
      stats->iterations++;
      if (tv_state_equal(&cur, &out[b])) continue;
      tv_state_copy(&out[b], &cur);
      const vl_block *block = &pre->blocks[b];
      for (uint32_t k = 0; k < block->num_succs; k++) {
        pending[block->succs[k]] = true;
        any = true;
      }
    }
  }
  ctx->checking = true;
  ctx->stats = stats;
  for (uint32_t r = 0; r < cfg->num_reachable; r++) {
    uint32_t b = cfg->rpo[r];
    block_entry(ctx, b, out, &entry, &cur);
    run_block(ctx, b, &cur);
  }
  for (uint32_t b = 0; b < pre->num_blocks; b++) tv_state_free(&out[b]);
  tv_state_free(&entry);
  tv_state_free(&cur);
}

vl_status vl_validate_translation(const vl_function *pre, const vl_function *post, vl_tv_stats *stats,
                                  vl_diags *diags) {
  double t0 = vl_now_ms();
  vl_tv_stats local;
  if (!stats) stats = &local;
  *stats = (vl_tv_stats){0};
  vl_arena arena = {0};
  tv_ctx ctx = {.pre = pre, .post = post, .target = pre->module->target, .pre_file = pre->module->path,
                .post_file = post->module->path, .arena = &arena, .diags = diags, .status = VL_OK, .stats = stats};
  if (pre->module->target != post->module->target) {
    vl_diag_add(diags, ctx.post_file, post->line, 1, VL_CAT_NONE, "%s is for %s, but %s is for %s", ctx.post_file,
                post->module->target->name, ctx.pre_file, pre->module->target->name);
    ctx.status = VL_BAD_INPUT;
  } else {
    setup(&ctx);
    if (tv_check_blocks(&ctx) == VL_OK) {
      tv_find_candidates(&ctx);
      tv_edit_init(&ctx, &ctx.edit);
      if (tv_align(&ctx) == VL_OK) solve_and_check(&ctx, stats);
      tv_edit_free(&ctx.edit);
    }
  }
  if (ctx.reports > MAX_REPORTS)
    vl_diag_add(diags, ctx.post_file, post->line, 1, VL_CAT_NONE, "%s: %u more findings not shown", post->name,
                ctx.reports - MAX_REPORTS);
  vl_arena_free(&arena);
  stats->ms = vl_now_ms() - t0;
  return ctx.status;
}
