/* Rematerialization candidates of PRE (see translate.h): which definitions an
 * allocator may recompute elsewhere (LLVM rematerializes one value of a
 * virtual register, so a candidate is a definition, not a register), grouped
 * by shape (opcode and non-register operands, hashed) and by value class (the
 * same shape reading the same names: equal results while both are current);
 * for each name the candidates that read or define it, so that a PRE
 * redefinition forbids recomputing them, and the candidates defining it. */
#include <string.h>

#include "tv_internal.h"

static bool range_contains(const char *text, uint32_t begin, uint32_t end, const char *needle) {
  size_t n = strlen(needle);
  for (uint32_t p = begin; p + n <= end; p++)
    if (!memcmp(text + p, needle, n)) return true;
  return false;
}

bool tv_opcode_is(const vl_instr *in, const char *prefix) { return !strncmp(in->opcode, prefix, strlen(prefix)); }

/* Opcodes whose result depends on more than their register operands, or that act. */
static bool has_side_effects(const vl_instr *in) {
  static const char *const prefixes[] = {
      "SI_",       "S_CBRANCH",  "S_BRANCH",  "S_ENDPGM", "S_BARRIER",   "S_WAITCNT",  "S_SENDMSG", "S_SET",
      "S_GETREG",  "S_GETPC",    "S_MEMTIME", "S_MEMREALTIME", "S_SLEEP", "S_NOP", "S_TRAP", "S_ICACHE",
      "S_DCACHE",  "S_STORE",    "S_BUFFER_STORE", "S_ATOMIC", "S_BUFFER_ATOMIC", "DS_", "EXP", "IMAGE_",
      "BUFFER_STORE", "BUFFER_ATOMIC", "GLOBAL_STORE", "GLOBAL_ATOMIC", "FLAT_STORE", "FLAT_ATOMIC",
      "SCRATCH_STORE", "V_INTERP", "V_READLANE", "V_WRITELANE", "INLINEASM", "ENTER_STRICT", "EXIT_STRICT",
      "STRICT_", "WWM", "SOFT_WQM", "V_SET_INACTIVE", "S_SETPRIO", "PSEUDO_", "ADJCALLSTACK", "BUNDLE",
  };
  for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; i++)
    if (tv_opcode_is(in, prefixes[i])) return true;
  return false;
}

static bool is_candidate(const tv_ctx *ctx, const vl_instr *in) {
  const vl_function *pre = ctx->pre;
  if (in->is_debug || in->is_copy || in->is_terminator || in->num_defs != 1) return false;
  if (!strcmp(in->opcode, "KILL") || !strcmp(in->opcode, "IMPLICIT_DEF") || has_side_effects(in)) return false;
  const char *text = pre->module->text;
  if (range_contains(text, in->begin, in->end, " :: ") && !range_contains(text, in->begin, in->end, "invariant load"))
    return false;
  const vl_operand *def = &in->ops[0];
  if (def->kind != VL_OP_VREG || !(def->flags & VL_OPF_DEF) || !ctx->space.width[def->reg] || def->tied >= 0)
    return false;
  for (uint32_t i = 1; i < in->num_ops; i++) {
    const vl_operand *op = &in->ops[i];
    if (op->tied >= 0 || op->kind == VL_OP_REGMASK || (op->flags & VL_OPF_DEF)) return false;
    if (op->kind == VL_OP_VREG && op->reg == def->reg) return false;   /* reads its own register */
  }
  return true;
}

uint32_t tv_operand_names(const tv_ctx *ctx, const vl_operand *op, uint32_t *names) {
  uint32_t n = 0;
  if (op->kind == VL_OP_VREG) {
    uint32_t width = ctx->space.width[op->reg];
    uint32_t lanes = vl_subreg_lanes(op->subreg, width) & vl_subreg_lanes(0, width);
    for (uint32_t l = 0; l < width && n < TV_MAX_LANES; l++)
      if (lanes >> l & 1) names[n++] = vl_vreg_bit(&ctx->space, op->reg, l);
  } else if (op->kind == VL_OP_PREG) {
    for (uint32_t u = op->preg.unit; u < op->preg.unit + op->preg.count && n < TV_MAX_LANES; u++) names[n++] = u;
  }
  return n;
}

static void hash_bytes(uint64_t *h, const void *data, size_t n) {
  const unsigned char *p = data;
  for (size_t i = 0; i < n; i++) *h = (*h ^ p[i]) * 1099511628211ull;
}

/* Opcode and explicit operands; registers count only as "a register" (POST's
 * stand for PRE's virtual ones), everything else by value. */
uint64_t tv_shape_hash(const tv_ctx *ctx, const vl_instr *in, bool post) {
  const vl_function *fn = post ? ctx->post : ctx->pre;
  const uint32_t *block_index = post ? ctx->post_block_index : ctx->pre_block_index;
  uint32_t max_number = post ? ctx->max_post_number : ctx->max_pre_number;
  uint64_t h = 14695981039346656037ull;
  hash_bytes(&h, in->opcode, strlen(in->opcode) + 1);
  for (uint32_t i = 0; i < in->num_ops; i++) {
    const vl_operand *op = &in->ops[i];
    if (op->flags & VL_OPF_IMPLICIT) continue;
    char tag = op->kind == VL_OP_VREG || op->kind == VL_OP_PREG ? 'R' : (char)('a' + op->kind);
    char def = op->flags & VL_OPF_DEF ? 'd' : 'u';
    hash_bytes(&h, &tag, 1);
    hash_bytes(&h, &def, 1);
    if (op->kind == VL_OP_IMM) hash_bytes(&h, &op->imm, sizeof op->imm);
    else if (op->kind == VL_OP_BLOCK) {
      uint32_t index = op->imm >= 0 && op->imm <= max_number ? block_index[op->imm] : TV_NONE;
      hash_bytes(&h, &index, sizeof index);
    } else if (op->kind != VL_OP_VREG && op->kind != VL_OP_PREG && op->kind != VL_OP_NOREG)
      hash_bytes(&h, fn->module->text + op->begin, op->end - op->begin);
  }
  return h;
}

uint32_t tv_shape_lookup(const tv_ctx *ctx, uint64_t hash) {
  const tv_cands *c = &ctx->cands;
  if (!c->num_shapes) return TV_NONE;
  for (uint32_t slot = (uint32_t)hash & c->table_mask;; slot = (slot + 1) & c->table_mask) {
    uint32_t s = c->table[slot];
    if (!s) return TV_NONE;
    if (c->shape_hash[s - 1] == hash) return s - 1;
  }
}

/* Do two PRE instructions compute the same from the same names (their definitions aside)? */
static bool same_computation(const tv_ctx *ctx, const vl_instr *a, const vl_instr *b) {
  if (strcmp(a->opcode, b->opcode) || a->num_ops != b->num_ops) return false;
  const char *text = ctx->pre->module->text;
  for (uint32_t i = 0; i < a->num_ops; i++) {
    const vl_operand *x = &a->ops[i], *y = &b->ops[i];
    if (x->kind != y->kind || (x->flags & (VL_OPF_DEF | VL_OPF_IMPLICIT | VL_OPF_UNDEF)) !=
                                  (y->flags & (VL_OPF_DEF | VL_OPF_IMPLICIT | VL_OPF_UNDEF)))
      return false;
    uint32_t nx[TV_MAX_LANES], ny[TV_MAX_LANES], n = tv_operand_names(ctx, x, nx);
    if (x->kind == VL_OP_VREG || x->kind == VL_OP_PREG) {
      if (n != tv_operand_names(ctx, y, ny)) return false;
      if (!(x->flags & VL_OPF_DEF) && memcmp(nx, ny, n * sizeof *nx)) return false;
    } else if (x->kind == VL_OP_IMM || x->kind == VL_OP_BLOCK) {
      if (x->imm != y->imm) return false;
    } else if (x->kind != VL_OP_NOREG &&
               (x->end - x->begin != y->end - y->begin || memcmp(text + x->begin, text + y->begin, x->end - x->begin))) {
      return false;
    }
  }
  return true;
}

/* Names an instruction reads that matter to its recomputation. */
static void for_each_input(const tv_ctx *ctx, const vl_instr *in, void (*fn)(void *, uint32_t), void *arg) {
  for (uint32_t i = 0; i < in->num_ops; i++) {
    const vl_operand *op = &in->ops[i];
    if ((op->flags & (VL_OPF_DEF | VL_OPF_UNDEF | VL_OPF_DEBUG))) continue;
    if (op->kind == VL_OP_VREG) {
      uint32_t width = ctx->space.width[op->reg];
      uint32_t lanes = vl_subreg_lanes(op->subreg, width) & vl_subreg_lanes(0, width);
      for (uint32_t l = 0; l < width; l++)
        if (lanes >> l & 1) fn(arg, vl_vreg_bit(&ctx->space, op->reg, l));
    } else if (op->kind == VL_OP_PREG) {
      for (uint32_t u = op->preg.unit; u < op->preg.unit + op->preg.count; u++)
        if (u != ctx->exec_lo && u != ctx->exec_hi && u != ctx->mode) fn(arg, u);
    }
  }
}

typedef struct reader_fill {
  tv_cands *c;
  uint32_t cand;
  bool count;
} reader_fill;

static void for_each_def_name(const tv_ctx *ctx, const vl_instr *in, void (*fn)(void *, uint32_t), void *arg) {
  uint32_t names[TV_MAX_LANES], n = tv_operand_names(ctx, &in->ops[0], names);
  for (uint32_t k = 0; k < n; k++) fn(arg, names[k]);
}

static void note_reader(void *arg, uint32_t name) {
  reader_fill *f = arg;
  if (f->count) f->c->reader_start[name + 1]++;
  else f->c->readers[f->c->reader_start[name]++] = f->cand;
}

/* Value classes (the first member of each is its representative, checked
 * exactly: a hash collision only costs a class) and the definers of each name. */
static void find_value_classes(tv_ctx *ctx) {
  tv_cands *c = &ctx->cands;
  const vl_function *pre = ctx->pre;
  c->value_class = VL_NEW_ARRAY(ctx->arena, uint32_t, c->count + 1);
  for (uint32_t s = 0; s < c->num_shapes; s++)
    for (uint32_t m = c->shape_start[s]; m < c->shape_start[s + 1]; m++) {
      uint32_t k = c->members[m];
      c->value_class[k] = k;
      for (uint32_t r = c->shape_start[s]; r < m; r++) {
        uint32_t rep = c->members[r];
        if (c->value_class[rep] == rep && same_computation(ctx, &pre->instrs[c->instr[rep]], &pre->instrs[c->instr[k]])) {
          c->value_class[k] = rep;
          break;
        }
        if (m - r > 64) r = m - 65;   /* bound the quadratic search in large shapes */
      }
    }
  c->value_size = VL_NEW_ARRAY(ctx->arena, uint32_t, c->count + 1);
  for (uint32_t k = 0; k < c->count; k++) c->value_size[c->value_class[k]]++;
  c->definer_start = VL_NEW_ARRAY(ctx->arena, uint32_t, ctx->num_names + 2);
  uint32_t names[TV_MAX_LANES];
  for (uint32_t k = 0; k < c->count; k++) {
    uint32_t n = tv_operand_names(ctx, &pre->instrs[c->instr[k]].ops[0], names);
    for (uint32_t j = 0; j < n; j++) c->definer_start[names[j] + 1]++;
  }
  for (uint32_t n = 0; n < ctx->num_names; n++) c->definer_start[n + 1] += c->definer_start[n];
  uint32_t total = c->definer_start[ctx->num_names];
  c->definer_cand = VL_NEW_ARRAY(ctx->arena, uint32_t, total + 1);
  c->definer_index = VL_NEW_ARRAY(ctx->arena, uint32_t, total + 1);
  uint32_t *fill = VL_NEW_ARRAY(ctx->arena, uint32_t, ctx->num_names + 1);
  for (uint32_t k = 0; k < c->count; k++) {
    uint32_t n = tv_operand_names(ctx, &pre->instrs[c->instr[k]].ops[0], names);
    for (uint32_t j = 0; j < n; j++) {
      uint32_t at = c->definer_start[names[j]] + fill[names[j]]++;
      c->definer_cand[at] = k;
      c->definer_index[at] = j;
    }
  }
}

void tv_find_candidates(tv_ctx *ctx) {
  const vl_function *pre = ctx->pre;
  tv_cands *c = &ctx->cands;
  vl_arena *arena = ctx->arena;
  c->of_instr = VL_NEW_ARRAY(arena, uint32_t, pre->num_instrs + 1);
  c->instr = VL_NEW_ARRAY(arena, uint32_t, pre->num_instrs + 1);
  uint64_t *hash = VL_NEW_ARRAY(arena, uint64_t, pre->num_instrs + 1);
  for (uint32_t i = 0; i < pre->num_instrs; i++) {
    c->of_instr[i] = TV_NONE;
    if (!is_candidate(ctx, &pre->instrs[i])) continue;
    c->of_instr[i] = c->count;
    hash[c->count] = tv_shape_hash(ctx, &pre->instrs[i], false);
    c->instr[c->count++] = i;
  }
  /* Shapes: distinct hashes, in an open-addressing table. */
  uint32_t size = 16;
  while (size < 2 * c->count + 2) size *= 2;
  c->table = VL_NEW_ARRAY(arena, uint32_t, size);
  c->table_mask = size - 1;
  c->shape_hash = VL_NEW_ARRAY(arena, uint64_t, c->count + 1);
  uint32_t *shape = VL_NEW_ARRAY(arena, uint32_t, c->count + 1);
  for (uint32_t k = 0; k < c->count; k++) {
    uint32_t s = tv_shape_lookup(ctx, hash[k]);
    if (s == TV_NONE) {
      s = c->num_shapes++;
      c->shape_hash[s] = hash[k];
      uint32_t slot = (uint32_t)hash[k] & c->table_mask;
      while (c->table[slot]) slot = (slot + 1) & c->table_mask;
      c->table[slot] = s + 1;
    }
    shape[k] = s;
  }
  c->shape_start = VL_NEW_ARRAY(arena, uint32_t, c->num_shapes + 2);
  c->members = VL_NEW_ARRAY(arena, uint32_t, c->count + 1);
  for (uint32_t k = 0; k < c->count; k++) c->shape_start[shape[k] + 1]++;
  for (uint32_t s = 0; s < c->num_shapes; s++) c->shape_start[s + 1] += c->shape_start[s];
  uint32_t *fill = VL_NEW_ARRAY(arena, uint32_t, c->num_shapes + 1);
  for (uint32_t k = 0; k < c->count; k++) c->members[c->shape_start[shape[k]] + fill[shape[k]]++] = k;
  /* Every PRE instruction with a candidate's shape (candidate or not) may be joined by equal values. */
  c->shape_of_instr = VL_NEW_ARRAY(arena, uint32_t, pre->num_instrs + 1);
  for (uint32_t i = 0; i < pre->num_instrs; i++) {
    const vl_instr *in = &pre->instrs[i];
    c->shape_of_instr[i] = c->of_instr[i] != TV_NONE ? shape[c->of_instr[i]]
                           : in->is_debug || in->is_copy || !c->num_shapes ? TV_NONE
                                                                           : tv_shape_lookup(ctx, tv_shape_hash(ctx, in, false));
  }
  /* Readers, CSR over names. */
  c->reader_start = VL_NEW_ARRAY(arena, uint32_t, ctx->num_names + 2);
  reader_fill f = {c, 0, true};
  for (uint32_t k = 0; k < c->count; k++) {
    for_each_input(ctx, &pre->instrs[c->instr[k]], note_reader, &f);
    for_each_def_name(ctx, &pre->instrs[c->instr[k]], note_reader, &f);
  }
  for (uint32_t n = 0; n < ctx->num_names; n++) c->reader_start[n + 1] += c->reader_start[n];
  c->readers = VL_NEW_ARRAY(arena, uint32_t, c->reader_start[ctx->num_names] + 1);
  f.count = false;
  for (uint32_t k = 0; k < c->count; k++) {
    f.cand = k;
    for_each_input(ctx, &pre->instrs[c->instr[k]], note_reader, &f);
    for_each_def_name(ctx, &pre->instrs[c->instr[k]], note_reader, &f);
  }
  /* note_reader advanced each start to the next one's: shift back. */
  for (uint32_t n = ctx->num_names; n > 0; n--) c->reader_start[n] = c->reader_start[n - 1];
  c->reader_start[0] = 0;
  find_value_classes(ctx);
}
