/* What each step of the alignment does to the abstract state (the rules are in
 * translate.h), and, in the final pass, the checks: every register PRE reads
 * holds the name PRE reads, every register has the width and class of the
 * virtual register it stands for, every rematerialization reads the values
 * its original read. Needs tv_state.c's edits and tv_align.c's steps. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tv_internal.h"

enum { MAX_LANES = TV_MAX_LANES };

static uint32_t operand_names(const tv_ctx *ctx, const vl_operand *op, uint32_t *names) {
  return tv_operand_names(ctx, op, names);
}

/* The lanes of a virtual register an `undef %x.subK` definition leaves undefined. */
static uint32_t undefined_names(const tv_ctx *ctx, const vl_operand *op, uint32_t *names) {
  if (op->kind != VL_OP_VREG || !(op->flags & VL_OPF_UNDEF) || !op->subreg) return 0;
  uint32_t width = ctx->space.width[op->reg], n = 0;
  uint32_t lanes = vl_subreg_lanes(op->subreg, width);
  for (uint32_t l = 0; l < width && n < MAX_LANES; l++)
    if (!(lanes >> l & 1)) names[n++] = vl_vreg_bit(&ctx->space, op->reg, l);
  return n;
}

/* Does this def write only half of a unit that holds more of the same value? */
static bool partial_write(const tv_ctx *ctx, const vl_operand *pre_op, const vl_operand *post_op) {
  if (!post_op->preg.half) return false;
  if (pre_op->kind == VL_OP_VREG) {
    const vl_regclass *cls = vl_vreg_class(ctx->pre, pre_op->reg);
    return !(cls && cls->half);
  }
  return true;
}

void tv_name_text(const tv_ctx *ctx, uint32_t name, char *buf, size_t size) {
  if (name < ctx->num_units) {
    char reg[64];
    vl_physreg r = {(uint16_t)name, 1, 0};
    if (vl_target_physreg_name(ctx->target, r, reg, sizeof reg)) snprintf(buf, size, "$%s", reg);
    else snprintf(buf, size, "unit %u", name);
    return;
  }
  if (name >= ctx->csr_name) {
    tv_name_text(ctx, ctx->csr_unit[name - ctx->csr_name], buf, size);
    return;
  }
  uint32_t vreg = ctx->space.bit_vreg[name - ctx->num_units];
  char spelled[256];
  vl_vreg_spelling(ctx->pre, vreg, spelled, sizeof spelled);
  if (ctx->space.width[vreg] == 1) snprintf(buf, size, "%s", spelled);
  else snprintf(buf, size, "%s lane %u", spelled, vl_bit_lane(&ctx->space, name));
}

static void location_text(const tv_ctx *ctx, uint32_t loc, char *buf, size_t size) {
  if (loc & TV_LANE_LOC) {
    char base[80];
    location_text(ctx, (loc & ~TV_LANE_LOC) >> 6, base, sizeof base);
    snprintf(buf, size, "lane %u of %s", loc & 63, base);
  } else if (loc < ctx->num_units) {
    tv_name_text(ctx, loc, buf, size);
  } else {
    uint32_t w = loc - ctx->num_units;
    snprintf(buf, size, "%%stack.%u+%u", w / TV_MAX_WORDS, 4 * (w % TV_MAX_WORDS));
  }
}

/* "holds %7 lane 0, %9" / "holds nothing PRE has here". */
static void contents_text(const tv_ctx *ctx, const tv_state *s, uint32_t loc, char *buf, size_t size) {
  uint32_t begin, end;
  tv_names_at(s, loc, &begin, &end);
  if (begin == end) {
    snprintf(buf, size, "holds none of PRE's values here");
    return;
  }
  size_t used = (size_t)snprintf(buf, size, "holds ");
  for (uint32_t i = begin; i < end && i < begin + 3 && used < size; i++) {
    char name[64];
    tv_name_text(ctx, (uint32_t)s->pairs[i], name, sizeof name);
    bool entry = (uint32_t)s->pairs[i] < ctx->num_units;
    used += (size_t)snprintf(buf + used, size - used, "%s%s%s", i > begin ? ", " : "", entry ? "PRE's value of " : "",
                             name);
  }
  if (end - begin > 3 && used < size) snprintf(buf + used, size - used, " and %u more", end - begin - 3);
}

static void count(tv_ctx *ctx, uint32_t *field) {
  if (ctx->checking && ctx->stats) (*field)++;
}

/* ---- checks ----------------------------------------------------------------- */

static void check_read(tv_ctx *ctx, const tv_state *s, const vl_operand *pre_op, const vl_operand *post_op,
                       const char *what) {
  uint32_t names[MAX_LANES], n = operand_names(ctx, pre_op, names);
  for (uint32_t k = 0; k < n && k < post_op->preg.count; k++) {
    uint32_t unit = post_op->preg.unit + k;
    count(ctx, &ctx->stats->uses_checked);
    if (tv_holds_value(ctx, s, unit, names[k])) continue;
    char expected[64], where[64], held[256];
    tv_name_text(ctx, names[k], expected, sizeof expected);
    location_text(ctx, unit, where, sizeof where);
    contents_text(ctx, s, unit, held, sizeof held);
    if (names[k] < ctx->num_units)
      tv_report(ctx, VL_CAT_DATAFLOW, post_op->line, post_op->col, "%s reads %s, which no longer holds PRE's value of it: it %s",
                what, where, held);
    else
      tv_report(ctx, VL_CAT_DATAFLOW, post_op->line, post_op->col, "%s reads %s from %s, which %s", what, expected,
                where, held);
  }
}

/* At a return every callee-saved SGPR holds its caller's value again. */
static void check_callee_saved(tv_ctx *ctx, const tv_state *s, const vl_instr *q) {
  for (uint32_t c = 0; c < ctx->num_csr; c++) {
    uint32_t unit = ctx->csr_unit[c];
    if (tv_holds(s, unit, ctx->csr_name + c)) continue;
    char where[128], held[256];
    location_text(ctx, unit, where, sizeof where);
    contents_text(ctx, s, unit, held, sizeof held);
    tv_report(ctx, VL_CAT_DATAFLOW, q->line, q->col,
              "%s returns with callee-saved %s not restored to its value at the entry: it %s", q->opcode, where, held);
  }
}

/* Width and class of the register standing for a PRE virtual register. */
static bool check_shape(tv_ctx *ctx, const vl_operand *pre_op, const vl_operand *post_op) {
  uint32_t names[MAX_LANES], n = operand_names(ctx, pre_op, names);
  if (pre_op->kind == VL_OP_PREG) return true;   /* equal (tv_instr_match) */
  if (n != post_op->preg.count) {
    if (ctx->checking)
      tv_report(ctx, VL_CAT_CONSTRAINT, post_op->line, post_op->col,
                "a register of %u units stands for %u lanes of PRE's operand", post_op->preg.count, n);
    return false;
  }
  if (pre_op->kind != VL_OP_VREG || !ctx->checking || tv_register_fits(ctx, pre_op, post_op)) return true;
  int cls = ctx->pre->vregs[pre_op->reg].cls;
  unsigned offset = pre_op->subreg ? vl_subreg_offset(pre_op->subreg) : 0;
  vl_physreg whole = post_op->preg;
  if (pre_op->subreg) whole = (vl_physreg){(uint16_t)(post_op->preg.unit - offset), ctx->space.width[pre_op->reg], 0};
  char reg[64];
  if (!vl_target_physreg_name(ctx->target, whole, reg, sizeof reg)) snprintf(reg, sizeof reg, "unit %u", whole.unit);
  tv_report(ctx, VL_CAT_CONSTRAINT, post_op->line, post_op->col, "$%s cannot hold %%%u: not in its class %s", reg,
            pre_op->reg, ctx->target->classes[cls].name);
  return true;
}

/* Do POST's operands hold what candidate `cand`'s definition read? map: its pairing with q. */
static bool inputs_hold(const tv_ctx *ctx, const tv_state *s, const vl_instr *def, const vl_instr *q, const int32_t *map) {
  for (uint32_t i = 0; i < def->num_ops; i++) {
    const vl_operand *op = &def->ops[i];
    if ((op->flags & (VL_OPF_DEF | VL_OPF_UNDEF | VL_OPF_DEBUG)) || map[i] < 0) continue;
    if (op->kind != VL_OP_VREG && op->kind != VL_OP_PREG) continue;
    const vl_operand *qop = &q->ops[map[i]];
    uint32_t names[MAX_LANES], n = operand_names(ctx, op, names);
    if (n != qop->preg.count) return false;
    for (uint32_t k = 0; k < n; k++) {
      uint32_t u = qop->preg.unit + k;
      if (op->kind == VL_OP_PREG && (u == ctx->exec_lo || u == ctx->exec_hi || u == ctx->mode)) continue;
      if (!tv_holds_value(ctx, s, u, names[k])) return false;
    }
  }
  return true;
}

/* Adds the names of every candidate of `shape` that q recomputes here (other than `except`). */
static uint32_t add_recomputed(tv_ctx *ctx, const tv_state *s, uint32_t shape, const vl_instr *q, uint32_t except) {
  const tv_cands *c = &ctx->cands;
  uint32_t found = 0;
  for (uint32_t m = c->shape_start[shape]; m < c->shape_start[shape + 1]; m++) {
    uint32_t cand = c->members[m];
    if (cand == except || !vl_bitset_test(&s->remat, cand)) continue;
    const vl_instr *def = &ctx->pre->instrs[c->instr[cand]];
    int32_t *map = ctx->scratch_map;
    for (uint32_t i = 0; i < def->num_ops; i++) map[i] = -1;
    if (!tv_instr_match(ctx, def, q, map) || !inputs_hold(ctx, s, def, q, map)) continue;
    const vl_operand *qdef = &q->ops[map[0]];
    uint32_t names[MAX_LANES], n = operand_names(ctx, &def->ops[0], names);
    if (n != qdef->preg.count || qdef->preg.half) continue;
    for (uint32_t k = 0; k < n; k++) tv_edit_add(ctx, qdef->preg.unit + k, names[k]);
    found++;
  }
  return found;
}

/* ---- steps ------------------------------------------------------------------ */

static void clear_reg(tv_ctx *ctx, vl_physreg r) {
  for (uint32_t u = r.unit; u < r.unit + r.count; u++) tv_edit_clear(ctx, u, true);
}

/* A call's register mask. PRE: what it clobbers gets new values (kill_names).
 * POST (aligned with PRE's call): those registers lose what they held and
 * hold the callee's new values, the same in both programs (new_values);
 * otherwise they only lose what they held. */
static void clear_regmask(tv_ctx *ctx, const vl_operand *op, bool kill_names, bool new_values) {
  for (uint32_t u = 0; u < ctx->num_units; u++) {
    bool known = true;
    if (vl_target_regmask_preserves(ctx->target, op->text, u, &known)) continue;
    if (kill_names) {
      tv_edit_kill(ctx, u);
      continue;
    }
    tv_edit_clear(ctx, u, true);
    if (new_values) tv_edit_add(ctx, u, u);
  }
}

/* PRE's definitions: their names leave every location. */
static void kill_defs(tv_ctx *ctx, const vl_instr *p) {
  for (uint32_t i = 0; i < p->num_ops; i++) {
    const vl_operand *op = &p->ops[i];
    if (op->flags & VL_OPF_DEBUG) continue;
    if (op->kind == VL_OP_REGMASK) {
      clear_regmask(ctx, op, true, false);
      continue;
    }
    if (!(op->flags & VL_OPF_DEF)) continue;
    uint32_t names[MAX_LANES], n = operand_names(ctx, op, names);
    for (uint32_t k = 0; k < n; k++) tv_edit_kill(ctx, names[k]);
    n = undefined_names(ctx, op, names);
    for (uint32_t k = 0; k < n; k++) tv_edit_undefine(ctx, names[k]);
  }
}

static void copy_names(tv_ctx *ctx, const tv_state *s, uint32_t from, uint32_t to) {
  uint32_t begin, end;
  tv_names_at(s, from, &begin, &end);
  for (uint32_t i = begin; i < end; i++)
    if (!tv_edit_killed(&ctx->edit, (uint32_t)s->pairs[i])) tv_edit_add(ctx, to, (uint32_t)s->pairs[i]);
}

static bool overlaps(vl_physreg a, vl_physreg b) {
  return a.count && b.count && a.unit < b.unit + b.count && b.unit < a.unit + a.count;
}

static const char *reg_text(const tv_ctx *ctx, vl_physreg r, char *buf, size_t size) {
  if (!vl_target_physreg_name(ctx->target, r, buf, size)) snprintf(buf, size, "unit %u", r.unit);
  return buf;
}

/* What the hardware needs of the registers themselves: tied operands share a
 * register; an early-clobber definition (written before the instruction reads)
 * overlaps no defined lane the instruction reads. It may equal a register it
 * reads: that is a tie the MIR printer leaves implicit (two-address forms). */
static void check_operand_rules(tv_ctx *ctx, const tv_state *s, const vl_instr *p, const vl_instr *q,
                                const int32_t *map) {
  char a[64], b[64];
  for (uint32_t i = 0; i < p->num_ops; i++) {
    const vl_operand *op = &p->ops[i];
    if (!(op->flags & VL_OPF_DEF) || map[i] < 0 || q->ops[map[i]].kind != VL_OP_PREG) continue;
    const vl_operand *def = &q->ops[map[i]];
    if (op->tied >= 0 && (uint32_t)op->tied < p->num_ops && map[op->tied] >= 0) {
      const vl_operand *use = &q->ops[map[op->tied]];
      if (use->kind == VL_OP_PREG && (use->preg.unit != def->preg.unit || use->preg.count != def->preg.count))
        tv_report(ctx, VL_CAT_CONSTRAINT, def->line, def->col, "tied operands in different registers: $%s and $%s",
                  reg_text(ctx, def->preg, a, sizeof a), reg_text(ctx, use->preg, b, sizeof b));
    }
    if (!(op->flags & VL_OPF_EARLY_CLOBBER)) continue;
    for (uint32_t j = 0; j < p->num_ops; j++) {
      const vl_operand *pu = &p->ops[j];
      if ((pu->flags & (VL_OPF_DEF | VL_OPF_UNDEF | VL_OPF_DEBUG | VL_OPF_IMPLICIT)) || map[j] < 0 ||
          (pu->kind != VL_OP_VREG && pu->kind != VL_OP_PREG))
        continue;
      const vl_operand *use = &q->ops[map[j]];
      if (!overlaps(use->preg, def->preg) ||
          (use->preg.unit == def->preg.unit && use->preg.count == def->preg.count))
        continue;
      uint32_t names[MAX_LANES], n = operand_names(ctx, pu, names);
      bool defined = false;
      for (uint32_t k = 0; k < n && k < use->preg.count; k++) {
        vl_physreg unit = {(uint16_t)(use->preg.unit + k), 1, 0};
        defined |= overlaps(unit, def->preg) && !vl_bitset_test(&s->wild, names[k]);
      }
      if (defined)
        tv_report(ctx, VL_CAT_CONSTRAINT, def->line, def->col, "early-clobber $%s overlaps $%s, which %s reads",
                  reg_text(ctx, def->preg, a, sizeof a), reg_text(ctx, use->preg, b, sizeof b), q->opcode);
    }
  }
}

static void apply_aligned(tv_ctx *ctx, const tv_step *step, tv_state *s) {
  const vl_instr *p = &ctx->pre->instrs[step->pre], *q = &ctx->post->instrs[step->post];
  const int32_t *map = step->map;
  count(ctx, &ctx->stats->aligned);
  for (uint32_t i = 0; i < p->num_ops; i++) {
    const vl_operand *op = &p->ops[i];
    if ((op->kind != VL_OP_VREG && op->kind != VL_OP_PREG) || (op->flags & VL_OPF_DEBUG)) continue;
    const vl_operand *qop = &q->ops[map[i]];
    if (!check_shape(ctx, op, qop)) continue;
    if (ctx->checking && !(op->flags & (VL_OPF_DEF | VL_OPF_UNDEF))) check_read(ctx, s, op, qop, p->opcode);
  }
  if (ctx->checking) check_operand_rules(ctx, s, p, q, map);
  if (ctx->checking && vl_instr_is_return(p)) check_callee_saved(ctx, s, q);
  kill_defs(ctx, p);
  bool paired[256] = {false};
  for (uint32_t i = 0; i < p->num_ops; i++)
    if (map[i] >= 0 && map[i] < 256) paired[map[i]] = true;
  for (uint32_t j = 0; j < q->num_ops; j++) {
    const vl_operand *op = &q->ops[j];
    if (op->kind == VL_OP_REGMASK) clear_regmask(ctx, op, false, true);
    if (op->kind != VL_OP_PREG || !(op->flags & VL_OPF_DEF) || (op->flags & VL_OPF_DEBUG)) continue;
    if ((j >= 256 || !paired[j]) && tv_is_super_def(q, op)) continue;
    clear_reg(ctx, op->preg);
  }
  for (uint32_t i = 0; i < p->num_ops; i++) {
    const vl_operand *op = &p->ops[i];
    if (!(op->flags & VL_OPF_DEF) || (op->flags & VL_OPF_DEBUG) || (op->kind != VL_OP_VREG && op->kind != VL_OP_PREG))
      continue;
    const vl_operand *qop = &q->ops[map[i]];
    uint32_t names[MAX_LANES], n = operand_names(ctx, op, names);
    if (op->kind == VL_OP_VREG ? n != qop->preg.count : n > qop->preg.count) continue;
    bool partial = partial_write(ctx, op, qop);
    for (uint32_t k = 0; k < n; k++)
      if (!partial || (op->flags & VL_OPF_UNDEF) || tv_holds(s, qop->preg.unit + k, names[k]))
        tv_edit_add(ctx, qop->preg.unit + k, names[k]);
  }
  if (p->is_copy && map[1] >= 0 && !(q->ops[map[1]].flags & VL_OPF_UNDEF)) {
    const vl_operand *dst = &q->ops[map[0]], *src = &q->ops[map[1]];
    if (dst->preg.count == src->preg.count && !dst->preg.half && !src->preg.half)
      for (uint32_t k = 0; k < dst->preg.count; k++) copy_names(ctx, s, src->preg.unit + k, dst->preg.unit + k);
  }
  uint32_t cand = ctx->cands.of_instr[step->pre];
  if (step->shape != TV_NONE && q->num_defs == 1 && map[0] >= 0) add_recomputed(ctx, s, step->shape, q, cand);
  if (cand != TV_NONE) tv_edit_set_remat(ctx, cand);
}

/* A PRE COPY the allocator deleted (coalesced, identity, folded into a spill or reload). */
static void apply_dropped_copy(tv_ctx *ctx, const vl_instr *p, tv_state *s) {
  uint32_t dst[MAX_LANES], src[MAX_LANES], nd = operand_names(ctx, &p->ops[0], dst);
  uint32_t ns = operand_names(ctx, &p->ops[1], src);
  uint32_t undef[MAX_LANES], nu = undefined_names(ctx, &p->ops[0], undef);
  for (uint32_t k = 0; k < nu; k++) tv_edit_undefine(ctx, undef[k]);
  if ((p->ops[1].flags & VL_OPF_UNDEF) || nd != ns || p->ops[0].preg.half || p->ops[1].preg.half ||
      (p->ops[0].kind == VL_OP_VREG && vl_subreg_half(p->ops[0].subreg)) ||
      (p->ops[1].kind == VL_OP_VREG && vl_subreg_half(p->ops[1].subreg))) {
    for (uint32_t k = 0; k < nd; k++) tv_edit_kill(ctx, dst[k]);
    return;
  }
  uint32_t stamp = ctx->edit.stamp;
  for (uint32_t k = 0; k < nd; k++) {
    if (dst[k] == src[k]) continue;
    tv_edit_kill(ctx, dst[k]);
    if (vl_bitset_test(&s->wild, src[k])) tv_edit_undefine(ctx, dst[k]);
    ctx->copy_stamp[src[k]] = stamp;
    ctx->copy_to[src[k]] = dst[k];
  }
  for (uint32_t i = 0; i < s->len; i++) {
    uint32_t name = (uint32_t)s->pairs[i];
    if (ctx->copy_stamp[name] == stamp) tv_edit_add(ctx, (uint32_t)(s->pairs[i] >> 32), ctx->copy_to[name]);
  }
}

static void move_lanes(tv_ctx *ctx, const tv_state *s, uint32_t from, uint32_t to);
static void clear_defs(tv_ctx *ctx, const vl_instr *q);

static void apply_inserted_copy(tv_ctx *ctx, const tv_step *step, const vl_instr *q, tv_state *s) {
  const vl_operand *dst = &q->ops[0], *src = &q->ops[1];
  clear_reg(ctx, dst->preg);
  count(ctx, step->kind == TV_INS_COPY ? &ctx->stats->copies : &ctx->stats->other_inserted);
  if (src->kind != VL_OP_PREG || (src->flags & VL_OPF_UNDEF) || dst->preg.half || src->preg.half) return;
  if (dst->preg.count != src->preg.count) {
    if (ctx->checking)
      tv_report(ctx, VL_CAT_SYNTAX, q->line, q->col, "COPY between registers of %u and %u units", dst->preg.count,
                src->preg.count);
    return;
  }
  for (uint32_t k = 0; k < dst->preg.count; k++) {
    copy_names(ctx, s, src->preg.unit + k, dst->preg.unit + k);
    if (step->wwm) move_lanes(ctx, s, src->preg.unit + k, dst->preg.unit + k);
  }
}

/* S_OR_SAVEEXEC -1 opening a whole-wave copy: the SGPR saves exec, exec becomes all ones.
 * The _B32 form writes exec_lo only, whatever its implicit-def $exec says. */
static void apply_wwm_enter(tv_ctx *ctx, const vl_instr *q, tv_state *s) {
  count(ctx, &ctx->stats->other_inserted);
  vl_physreg saved = q->ops[0].preg;
  for (uint32_t j = 1; j < q->num_ops; j++) {
    const vl_operand *op = &q->ops[j];
    bool exec = op->kind == VL_OP_PREG && op->preg.unit == ctx->exec_lo;
    if (op->kind == VL_OP_PREG && (op->flags & VL_OPF_DEF) && !exec) clear_reg(ctx, op->preg);
  }
  clear_reg(ctx, saved);
  for (uint32_t k = 0; k < saved.count && ctx->exec_lo != TV_NONE; k++) {
    tv_edit_clear(ctx, ctx->exec_lo + k, true);
    copy_names(ctx, s, ctx->exec_lo + k, saved.unit + k);
  }
}

/* SI_SPILL_<kind><bits>_SAVE/RESTORE: the slot's first word, or TV_NONE after a report. */
static uint32_t spill_slot(tv_ctx *ctx, const vl_instr *q, const vl_operand *reg, const vl_operand *frame) {
  const char *digits = q->opcode + strlen("SI_SPILL_");
  while (*digits && (*digits < '0' || *digits > '9')) digits++;
  uint32_t bits = (uint32_t)strtoul(digits, NULL, 10);
  const vl_operand *offset = NULL;
  for (uint32_t i = 2; i < q->num_ops && !offset; i++)
    if (q->ops[i].kind == VL_OP_IMM) offset = &q->ops[i];
  const char *problem = NULL;
  if (reg->kind != VL_OP_PREG || !frame || frame->kind != VL_OP_FRAME) problem = "expects a register and a %stack slot";
  else if (!strncmp(ctx->post->module->text + frame->begin, "%fixed-stack", 12)) problem = "spills to a fixed stack object";
  else if (bits != 32 * reg->preg.count) problem = "moves a register of another size than its opcode says";
  else if ((offset && (offset->imm % 4 || offset->imm < 0)) ||
           (offset ? offset->imm / 4 : 0) + reg->preg.count > TV_MAX_WORDS)
    problem = "has an offset the validator does not support";
  if (problem) {
    if (ctx->checking) tv_report(ctx, VL_CAT_SYNTAX, q->line, q->col, "%s %s", q->opcode, problem);
    return TV_NONE;
  }
  return ctx->num_units + (uint32_t)frame->imm * TV_MAX_WORDS + (uint32_t)(offset ? offset->imm / 4 : 0);
}

static void move_lanes(tv_ctx *ctx, const tv_state *s, uint32_t from, uint32_t to) {
  for (uint32_t lane = 0; lane < 64; lane++) copy_names(ctx, s, tv_lane_loc(from, lane), tv_lane_loc(to, lane));
}

static void apply_spill(tv_ctx *ctx, const tv_step *step, const vl_instr *q, tv_state *s) {
  bool save = step->kind == TV_INS_SAVE;
  const vl_operand *reg = &q->ops[0], *frame = q->num_ops > 1 ? &q->ops[1] : NULL;
  count(ctx, save ? &ctx->stats->spills : &ctx->stats->reloads);
  uint32_t slot = spill_slot(ctx, q, reg, frame);
  if (slot == TV_NONE) {
    if (!save && reg->kind == VL_OP_PREG) clear_reg(ctx, reg->preg);
    return;
  }
  for (uint32_t k = 0; k < reg->preg.count; k++) {
    uint32_t unit = reg->preg.unit + k, from = save ? unit : slot + k, to = save ? slot + k : unit;
    tv_edit_clear(ctx, to, true);
    if (save && (reg->flags & VL_OPF_UNDEF)) continue;
    copy_names(ctx, s, from, to);
    if (step->wwm) move_lanes(ctx, s, from, to);
  }
}

static void apply_lane_spill(tv_ctx *ctx, const tv_step *step, const vl_instr *q, tv_state *s) {
  bool save = step->kind == TV_INS_LANE_SAVE;
  count(ctx, save ? &ctx->stats->spills : &ctx->stats->reloads);
  const vl_operand *dst = &q->ops[0], *src = q->num_ops > 1 ? &q->ops[1] : NULL, *lane = q->num_ops > 2 ? &q->ops[2] : NULL;
  if (!src || !lane || lane->kind != VL_OP_IMM || dst->kind != VL_OP_PREG || src->kind != VL_OP_PREG ||
      dst->preg.count != 1 || src->preg.count != 1 || lane->imm < 0 || lane->imm >= 64) {
    if (ctx->checking) tv_report(ctx, VL_CAT_SYNTAX, q->line, q->col, "%s: expected a 32-bit register, another and a lane number", q->opcode);
    if (dst->kind == VL_OP_PREG) clear_reg(ctx, dst->preg);
    return;
  }
  if (save) {
    uint32_t slot = tv_lane_loc(dst->preg.unit, (uint32_t)lane->imm);
    tv_edit_clear(ctx, slot, false);
    tv_edit_clear(ctx, dst->preg.unit, false);   /* one lane changed: the register as a whole holds nothing known */
    if (!(src->flags & VL_OPF_UNDEF)) copy_names(ctx, s, src->preg.unit, slot);
  } else {
    tv_edit_clear(ctx, dst->preg.unit, true);
    copy_names(ctx, s, tv_lane_loc(src->preg.unit, (uint32_t)lane->imm), dst->preg.unit);
  }
}

static void clear_defs(tv_ctx *ctx, const vl_instr *q) {
  for (uint32_t j = 0; j < q->num_ops; j++) {
    const vl_operand *op = &q->ops[j];
    if (op->kind == VL_OP_REGMASK) clear_regmask(ctx, op, false, false);
    else if (op->kind == VL_OP_PREG && (op->flags & VL_OPF_DEF) && !(op->flags & VL_OPF_DEBUG)) clear_reg(ctx, op->preg);
  }
}

/* Why no candidate of the shape can be recomputed here, for the report. */
static void explain_remat(tv_ctx *ctx, const tv_state *s, const tv_step *step, const vl_instr *q) {
  const tv_cands *c = &ctx->cands;
  for (uint32_t m = c->shape_start[step->shape]; m < c->shape_start[step->shape + 1]; m++) {
    uint32_t cand = c->members[m];
    const vl_instr *def = &ctx->pre->instrs[c->instr[cand]];
    int32_t *map = ctx->scratch_map;
    for (uint32_t i = 0; i < def->num_ops; i++) map[i] = -1;
    if (!tv_instr_match(ctx, def, q, map)) continue;
    if (!vl_bitset_test(&s->remat, cand)) continue;
    for (uint32_t i = 0; i < def->num_ops; i++) {
      const vl_operand *op = &def->ops[i];
      if ((op->flags & (VL_OPF_DEF | VL_OPF_UNDEF | VL_OPF_DEBUG)) || map[i] < 0 || (op->kind != VL_OP_VREG && op->kind != VL_OP_PREG))
        continue;
      check_read(ctx, s, op, &q->ops[map[i]], "rematerialized instruction");
    }
    return;
  }
  tv_report(ctx, VL_CAT_DATAFLOW, q->line, q->col,
            "rematerialized %s: no value of PRE computed this way is available here with unchanged inputs", q->opcode);
}

static void apply_remat(tv_ctx *ctx, const tv_step *step, const vl_instr *q, tv_state *s) {
  count(ctx, &ctx->stats->remats);
  clear_defs(ctx, q);
  if (!add_recomputed(ctx, s, step->shape, q, TV_NONE) && ctx->checking) explain_remat(ctx, s, step, q);
}

void tv_step_apply(tv_ctx *ctx, const tv_step *step, tv_state *s) {
  const vl_instr *p = step->pre != TV_NONE ? &ctx->pre->instrs[step->pre] : NULL;
  const vl_instr *q = step->post != TV_NONE ? &ctx->post->instrs[step->post] : NULL;
  tv_edit_begin(&ctx->edit);
  switch ((tv_step_kind)step->kind) {
  case TV_ALIGN: apply_aligned(ctx, step, s); break;
  case TV_DROP_COPY:
    count(ctx, &ctx->stats->dropped);
    count(ctx, &ctx->stats->dropped_copies);
    apply_dropped_copy(ctx, p, s);
    break;
  case TV_DROP_UNDEF:
    count(ctx, &ctx->stats->dropped);
    for (uint32_t i = 0; i < p->num_ops; i++) {
      if (!(p->ops[i].flags & VL_OPF_DEF)) continue;
      uint32_t names[MAX_LANES], n = operand_names(ctx, &p->ops[i], names);
      for (uint32_t k = 0; k < n; k++) tv_edit_undefine(ctx, names[k]);
      n = undefined_names(ctx, &p->ops[i], names);   /* `undef %x.subK = IMPLICIT_DEF`: the other lanes too */
      for (uint32_t k = 0; k < n; k++) tv_edit_undefine(ctx, names[k]);
    }
    break;
  case TV_DROP_NOTHING:
    if (!p->is_debug) count(ctx, &ctx->stats->dropped);
    break;
  case TV_DROP_DEF:
    count(ctx, &ctx->stats->dropped);
    kill_defs(ctx, p);
    tv_edit_set_remat(ctx, ctx->cands.of_instr[step->pre]);
    break;
  case TV_INS_COPY:
  case TV_INS_WWM_EXIT: apply_inserted_copy(ctx, step, q, s); break;
  case TV_INS_WWM_ENTER: apply_wwm_enter(ctx, q, s); break;
  case TV_INS_SAVE:
  case TV_INS_RESTORE: apply_spill(ctx, step, q, s); break;
  case TV_INS_LANE_SAVE:
  case TV_INS_LANE_RESTORE: apply_lane_spill(ctx, step, q, s); break;
  case TV_INS_UNDEF:
    count(ctx, &ctx->stats->other_inserted);
    clear_defs(ctx, q);
    break;
  case TV_INS_NOTHING:
    if (!q->is_debug) count(ctx, &ctx->stats->other_inserted);
    break;
  case TV_INS_REMAT: apply_remat(ctx, step, q, s); break;
  }
  tv_edit_commit(ctx, s);
}
