/* LLVM greedy's assignment recovered from its post-RA MIR (see greedy_labels.h). */
#include "greedy_labels.h"

#include <stdarg.h>
#include <string.h>

typedef struct recover {
  const vl_function *pre, *post;
  const vl_target *target;
  vl_assignment *out;
  char *why;
  size_t why_size;
  VL_VEC(const vl_instr *) deleted;   /* pre-RA COPYs the rewriter deleted as identities */
  vl_arena scratch;
} recover;

static bool fail(recover *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static bool fail(recover *r, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(r->why, r->why_size, fmt, ap);
  va_end(ap);
  return false;
}


static void reg_text(const recover *r, vl_physreg reg, char *buf, size_t size) {
  if (!vl_target_physreg_asm(r->target, reg, buf, size)) snprintf(buf, size, "<unit %u x%u>", reg.unit, reg.count);
}

/* The whole register of virtual register `v` whose operand with subregister `s` is `part`. */
static bool whole_register(const recover *r, uint32_t v, vl_subreg s, vl_physreg part, vl_physreg *whole) {
  const vl_regclass *cls = vl_vreg_class(r->pre, v);
  if (!cls) return false;
  if (!s) {
    *whole = part;
    return part.count == cls->width;
  }
  unsigned off = vl_subreg_offset(s);
  if (part.unit < off || part.count != vl_subreg_count(s) || part.half != vl_subreg_half(s)) return false;
  *whole = (vl_physreg){(uint16_t)(part.unit - off), cls->width, 0};
  return true;
}

static bool record(recover *r, uint32_t v, vl_subreg s, vl_physreg part, const vl_instr *at) {
  vl_physreg whole;
  char a[64], b[64];
  if (!whole_register(r, v, s, part, &whole)) {
    reg_text(r, part, a, sizeof a);
    return fail(r, "line %u: %%%u faces %s, which does not fit its class", at->line, v, a);
  }
  vl_physreg *have = &r->out->reg[v];
  if (have->count && !vl_physreg_equal(*have, whole)) {
    reg_text(r, *have, a, sizeof a);
    reg_text(r, whole, b, sizeof b);
    return fail(r, "line %u: %%%u is in %s here and in %s elsewhere: greedy split it", at->line, v, b, a);
  }
  *have = whole;
  return true;
}

static bool match(recover *r, const vl_instr *a, const vl_instr *b) {
  if (b->num_ops < a->num_ops) return fail(r, "line %u: %s lost operands after allocation", a->line, a->opcode);
  for (uint32_t k = 0; k < a->num_ops; k++) {
    const vl_operand *pa = &a->ops[k], *pb = &b->ops[k];
    if (pa->kind != VL_OP_VREG || (pa->flags & VL_OPF_DEBUG) || !vl_vreg_class(r->pre, pa->reg)) continue;
    if (pb->kind != VL_OP_PREG) return fail(r, "line %u: operand %u of %s has no register after allocation", a->line, k, a->opcode);
    if (!record(r, pa->reg, pa->subreg, pb->preg, a)) return false;
  }
  return true;
}

static const vl_instr *next_real(const vl_function *fn, const vl_block *b, uint32_t *i) {
  while (*i < b->num_instrs && vl_block_instr(fn, b, *i)->is_debug) (*i)++;
  return *i < b->num_instrs ? vl_block_instr(fn, b, *i) : NULL;
}

static bool align_block(recover *r, const vl_block *pb, const vl_block *qb) {
  uint32_t i = 0, j = 0;
  for (;;) {
    const vl_instr *a = next_real(r->pre, pb, &i), *b = next_real(r->post, qb, &j);
    if (!a && !b) return true;
    if (a && b && !strcmp(a->opcode, b->opcode)) {
      if (!match(r, a, b)) return false;
      i++, j++;
    } else if (a && a->is_copy) {
      /* Deleted as an identity, or left as a KILL when it carried more operands. */
      VL_VEC_PUSH(&r->scratch, r->deleted, a);
      i++;
      if (b && !strcmp(b->opcode, "KILL")) j++;
    } else if (a) {
      return fail(r, "line %u: %s faces %s after allocation (greedy changed the code: split, spill or remat)",
                  a->line, a->opcode, b ? b->opcode : "the end of the block");
    } else {
      return fail(r, "line %u of the post-RA MIR: %s is new after allocation (spill or split code)", b->line,
                  b->opcode);
    }
  }
}

/* The register a COPY operand stands for, when known. */
static bool operand_reg(const recover *r, const vl_operand *op, vl_physreg *reg) {
  if (op->kind == VL_OP_PREG) {
    *reg = op->preg;
    return true;
  }
  if (op->kind != VL_OP_VREG || !r->out->reg[op->reg].count) return false;
  *reg = vl_physreg_subreg(r->out->reg[op->reg], op->subreg);
  return true;
}

/* Registers seen only through deleted copies take them from the other side; then
 * every deleted copy must be an identity. */
static bool check_deleted_copies(recover *r) {
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t i = 0; i < r->deleted.len; i++) {
      const vl_instr *c = r->deleted.data[i];
      if (c->num_ops < 2) return fail(r, "line %u: a COPY without two operands", c->line);
      for (int side = 0; side < 2; side++) {
        const vl_operand *known = &c->ops[side], *other = &c->ops[1 - side];
        vl_physreg reg;
        if (other->kind != VL_OP_VREG || r->out->reg[other->reg].count || !operand_reg(r, known, &reg)) continue;
        if (!record(r, other->reg, other->subreg, reg, c)) return false;
        changed = true;
      }
    }
  }
  for (size_t i = 0; i < r->deleted.len; i++) {
    const vl_instr *c = r->deleted.data[i];
    vl_physreg d, s;
    if (!operand_reg(r, &c->ops[0], &d) || !operand_reg(r, &c->ops[1], &s) || !vl_physreg_equal(d, s))
      return fail(r, "line %u: a COPY greedy's output lacks is no identity under the recovered assignment", c->line);
  }
  return true;
}

vl_status vl_greedy_recover(const vl_function *pre, const vl_function *post, vl_assignment *out, char *why,
                            size_t why_size) {
  recover r = {.pre = pre, .post = post, .target = pre->module->target, .out = out, .why = why, .why_size = why_size};
  bool ok = true;
  if (pre->num_blocks != post->num_blocks)
    ok = fail(&r, "%u blocks before allocation, %u after", pre->num_blocks, post->num_blocks);
  /* Blocks align by layout: the MIR printer renumbers them after allocation. */
  for (uint32_t b = 0; ok && b < pre->num_blocks; b++) ok = align_block(&r, &pre->blocks[b], &post->blocks[b]);
  ok = ok && check_deleted_copies(&r);
  for (uint32_t v = 0; ok && v < pre->num_vregs; v++)
    if (pre->vregs[v].used && vl_vreg_class(pre, v) && !out->reg[v].count)
      ok = fail(&r, "%%%u has no register in greedy's output", v);
  vl_arena_free(&r.scratch);
  if (ok) out->allocator = "llvm-greedy";
  return ok ? VL_OK : VL_INVALID;
}
