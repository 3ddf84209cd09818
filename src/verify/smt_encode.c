/* The SMT encoding (see smt_encode.h).
 *
 * Sets of first units (a class's members, or those the budget allows) are
 * enumerated from the target's own membership test and the budget's, then
 * written as a disjunction of arithmetic progressions: `u in [a, b], (u - a)
 * mod stride = 0`, a handful per class instead of one equality per register.
 * Interference comes from one sweep over every live segment of the function:
 * two bits live at the same slot that could land on the same unit give one
 * disequality, deduplicated per (vreg, vreg, lane offset). */
#include "smt_encode.h"

#include "../base/clock.h"

#include <stdlib.h>
#include <string.h>

vl_category vl_smt_kind_category(vl_smt_kind kind) {
  return kind == VL_SMT_INTERFERE || kind == VL_SMT_FIXED ? VL_CAT_DATAFLOW : VL_CAT_CONSTRAINT;
}

const char *vl_smt_kind_name(vl_smt_kind kind) {
  static const char *const names[VL_SMT_NUM_KINDS] = {"class", "budget", "tied", "interference", "fixed"};
  return kind < VL_SMT_NUM_KINDS ? names[kind] : "?";
}

/* ---- sets of first units -------------------------------------------------- */

typedef struct unit_set {
  uint32_t *units;      /* ascending */
  uint32_t count;
} unit_set;

typedef struct class_sets {
  bool done;
  unit_set member, allowed;   /* of the class at its lane width; allowed: members the budget permits */
  Z3_ast member_f, allowed_f; /* formulas over a placeholder, built per vreg below */
} class_sets;

typedef struct encoder {
  vl_smt_encoding *enc;
  const vl_target *target;
  vl_arena arena;
  class_sets *classes;        /* per class index */
  VL_VEC(vl_smt_constraint) out;
  vl_diags *diags;
} encoder;

/* Is there a register of class `cls`, `width` units wide, starting at `unit`, as LLVM's class
 * lists it (vcc_hi in wave32 too)? Which one? */
static bool member_at(const vl_target *t, int cls, uint32_t unit, uint32_t width, vl_physreg *reg) {
  for (uint8_t half = 0; half <= 2; half++) {
    vl_physreg r = {(uint16_t)unit, (uint8_t)width, half};
    if (vl_target_class_lists(t, cls, r)) {
      if (reg) *reg = r;
      return true;
    }
  }
  return false;
}

static class_sets *sets_of(encoder *e, int cls, uint32_t width) {
  class_sets *s = &e->classes[cls];
  if (s->done) return s;
  s->done = true;
  const vl_target *t = e->target;
  s->member.units = VL_NEW_ARRAY(&e->arena, uint32_t, t->num_units + 1);
  s->allowed.units = VL_NEW_ARRAY(&e->arena, uint32_t, t->num_units + 1);
  for (uint32_t u = 0; u + width <= t->num_units; u++) {
    vl_physreg r;
    if (!member_at(t, cls, u, width, &r)) continue;
    s->member.units[s->member.count++] = u;
    if (vl_budget_admits(e->enc->budget, t, cls, r))
      s->allowed.units[s->allowed.count++] = u;
  }
  return s;
}

/* `x in set` as a disjunction of progressions. */
static Z3_ast in_set(Z3_context ctx, Z3_ast x, const unit_set *set) {
  Z3_sort int_sort = Z3_mk_int_sort(ctx);
  VL_VEC(Z3_ast) terms = {0};
  vl_arena scratch = {0};
  for (uint32_t i = 0; i < set->count;) {
    uint32_t a = set->units[i], j = i + 1, stride = j < set->count ? set->units[j] - a : 1;
    while (j < set->count && set->units[j] - set->units[j - 1] == stride) j++;
    uint32_t b = set->units[j - 1];
    Z3_ast term;
    if (a == b) {
      term = Z3_mk_eq(ctx, x, Z3_mk_int(ctx, (int)a, int_sort));
    } else {
      Z3_ast parts[3] = {Z3_mk_ge(ctx, x, Z3_mk_int(ctx, (int)a, int_sort)),
                         Z3_mk_le(ctx, x, Z3_mk_int(ctx, (int)b, int_sort)), NULL};
      unsigned n = 2;
      if (stride > 1) {
        Z3_ast diff[2] = {x, Z3_mk_int(ctx, (int)a, int_sort)};
        Z3_ast offset = Z3_mk_sub(ctx, 2, diff);
        parts[n++] = Z3_mk_eq(ctx, Z3_mk_mod(ctx, offset, Z3_mk_int(ctx, (int)stride, int_sort)),
                              Z3_mk_int(ctx, 0, int_sort));
      }
      term = Z3_mk_and(ctx, n, parts);
    }
    VL_VEC_PUSH(&scratch, terms, term);
    i = j;
  }
  Z3_ast result = terms.len ? Z3_mk_or(ctx, (unsigned)terms.len, terms.data) : Z3_mk_false(ctx);
  vl_arena_free(&scratch);
  return result;
}

static void add(encoder *e, vl_smt_constraint c) {
  VL_VEC_PUSH(&e->arena, e->out, c);
  e->enc->count[c.kind]++;
}

/* ---- realizability ---------------------------------------------------------- */

static void encode_classes(encoder *e) {
  vl_smt_encoding *enc = e->enc;
  const vl_regspace *space = &enc->iv->live->space;
  for (uint32_t v = 0; v < enc->fn->num_vregs; v++) {
    if (!enc->unit[v]) continue;
    class_sets *s = sets_of(e, enc->fn->vregs[v].cls, space->width[v]);
    Z3_ast member = in_set(enc->ctx, enc->unit[v], &s->member);
    add(e, (vl_smt_constraint){member, VL_SMT_CLASS, v, 0, 0, 0, 0});
    if (s->allowed.count != s->member.count)
      add(e, (vl_smt_constraint){Z3_mk_implies(enc->ctx, member, in_set(enc->ctx, enc->unit[v], &s->allowed)),
                                 VL_SMT_BUDGET, v, 0, 0, 0, 0});
  }
}

/* unit_a + offset_a == unit_b + offset_b for tied operands of different vregs. */
static void encode_tied(encoder *e) {
  vl_smt_encoding *enc = e->enc;
  Z3_context ctx = enc->ctx;
  Z3_sort int_sort = Z3_mk_int_sort(ctx);
  for (uint32_t k = 0; k < enc->fn->num_instrs; k++) {
    const vl_instr *instr = &enc->fn->instrs[k];
    for (uint32_t i = 0; i < instr->num_ops; i++) {
      const vl_operand *op = &instr->ops[i];
      if (op->tied < 0 || (uint32_t)op->tied >= instr->num_ops || !(op->flags & VL_OPF_DEF)) continue;
      const vl_operand *other = &instr->ops[op->tied];
      if (op->kind != VL_OP_VREG || other->kind != VL_OP_VREG || op->reg == other->reg) continue;
      if (!enc->unit[op->reg] || !enc->unit[other->reg]) continue;
      int delta = (int)(other->subreg ? other->subreg & 0xff : 0) - (int)(op->subreg ? op->subreg & 0xff : 0);
      Z3_ast sum[2] = {enc->unit[other->reg], Z3_mk_int(ctx, delta, int_sort)};
      Z3_ast f = Z3_mk_eq(ctx, enc->unit[op->reg], Z3_mk_add(ctx, 2, sum));
      add(e, (vl_smt_constraint){f, VL_SMT_TIED, op->reg, 0, other->reg, 0, vl_slot(k, VL_SLOT_REG)});
    }
  }
}

/* ---- safety --------------------------------------------------------------- */

typedef struct live_segment {
  uint32_t start, end, bit;
} live_segment;

static int by_start(const void *a, const void *b) {
  const live_segment *x = a, *y = b;
  if (x->start != y->start) return x->start < y->start ? -1 : 1;
  return (x->bit > y->bit) - (x->bit < y->bit);
}

/* Seen (vreg, other, offset) keys: open addressing over 64-bit keys. */
typedef struct key_set {
  uint64_t *slots;
  uint32_t cap, used;
} key_set;

static bool key_insert(key_set *s, uint64_t key) {
  if ((s->used + 1) * 2 > s->cap) {
    key_set bigger = {calloc(s->cap ? s->cap * 2 : 1024, sizeof(uint64_t)), s->cap ? s->cap * 2 : 1024, 0};
    if (!bigger.slots) abort();
    for (uint32_t i = 0; i < s->cap; i++)
      if (s->slots[i]) key_insert(&bigger, s->slots[i] - 1);   /* slots hold key + 1 */
    free(s->slots);
    *s = bigger;
  }
  key += 1;   /* 0 marks an empty slot */
  uint32_t i = (uint32_t)((key * 0x9e3779b97f4a7c15ull) >> 32) & (s->cap - 1);
  while (s->slots[i]) {
    if (s->slots[i] == key) return false;
    i = (i + 1) & (s->cap - 1);
  }
  s->slots[i] = key;
  s->used++;
  return true;
}

/* The register files a bit can sit in: its class's files for a lane, its own for a unit.
 * Only bits that share a file can meet; a register outside its class's files is a
 * realizability failure and nothing else (the native verifier agrees). */
static unsigned bit_files(encoder *e, uint32_t bit) {
  const vl_regspace *space = &e->enc->iv->live->space;
  if (vl_bit_is_unit(space, bit)) return 1u << vl_target_unit_file(e->target, bit);
  const vl_regclass *cls = vl_vreg_class(e->enc->fn, space->bit_vreg[bit - space->num_units]);
  return cls->files | (cls->special ? 1u << VL_FILE_SPECIAL : 0);
}

static void pair(encoder *e, key_set seen[2], uint32_t a, uint32_t b, uint32_t slot) {
  const vl_regspace *space = &e->enc->iv->live->space;
  if (vl_bit_is_unit(space, a)) {
    uint32_t t = a;
    a = b, b = t;
  }
  if (vl_bit_is_unit(space, a)) return;   /* two physical units: not ours to check */
  if (!(bit_files(e, a) & bit_files(e, b))) return;   /* never on one unit */
  Z3_context ctx = e->enc->ctx;
  Z3_sort int_sort = Z3_mk_int_sort(ctx);
  uint32_t v = space->bit_vreg[a - space->num_units], lane = vl_bit_lane(space, a);
  if (vl_bit_is_unit(space, b)) {
    if (b < lane || !key_insert(&seen[1], ((uint64_t)v << 32) | (b - lane))) return;
    Z3_ast f = Z3_mk_not(ctx, Z3_mk_eq(ctx, e->enc->unit[v], Z3_mk_int(ctx, (int)b - (int)lane, int_sort)));
    add(e, (vl_smt_constraint){f, VL_SMT_FIXED, v, lane, b, 0, slot});
    return;
  }
  uint32_t w = space->bit_vreg[b - space->num_units], wlane = vl_bit_lane(space, b);
  if (v == w) return;   /* lanes of one register never meet */
  if (v > w) {
    uint32_t t = v;
    v = w, w = t;
    t = lane, lane = wlane, wlane = t;
  }
  int delta = (int)wlane - (int)lane;   /* unit_v + lane != unit_w + wlane  <=>  unit_v != unit_w + delta */
  if (!key_insert(&seen[0], ((uint64_t)v << 40) ^ ((uint64_t)w << 10) ^ (uint64_t)(delta + 512))) return;
  Z3_ast sum[2] = {e->enc->unit[w], Z3_mk_int(ctx, delta, int_sort)};
  Z3_ast f = Z3_mk_not(ctx, Z3_mk_eq(ctx, e->enc->unit[v], Z3_mk_add(ctx, 2, sum)));
  add(e, (vl_smt_constraint){f, VL_SMT_INTERFERE, v, lane, w, wlane, slot});
}

static void encode_safety(encoder *e) {
  const vl_intervals *iv = e->enc->iv;
  const vl_regspace *space = &iv->live->space;
  size_t total = 0;
  for (uint32_t bit = 0; bit < space->num_bits; bit++) total += iv->num_segs[bit];
  live_segment *list = malloc((total + 1) * sizeof *list), *active = malloc((total + 1) * sizeof *active);
  if (!list || !active) abort();
  size_t n = 0, num_active = 0;
  for (uint32_t bit = 0; bit < space->num_bits; bit++)
    for (uint32_t i = 0; i < iv->num_segs[bit]; i++)
      list[n++] = (live_segment){iv->segs[bit][i].start, iv->segs[bit][i].end, bit};
  qsort(list, n, sizeof *list, by_start);
  key_set seen[2] = {{0}, {0}};   /* (v, w, lane offset) of interference; (v, unit) of fixed registers */
  for (size_t i = 0; i < n; i++) {
    size_t kept = 0;
    for (size_t k = 0; k < num_active; k++)
      if (active[k].end > list[i].start) active[kept++] = active[k];
    num_active = kept;
    for (size_t k = 0; k < num_active; k++)
      if (active[k].bit != list[i].bit) pair(e, seen, active[k].bit, list[i].bit, list[i].start);
    active[num_active++] = list[i];
  }
  free(seen[0].slots), free(seen[1].slots);
  free(active);
  free(list);
}

/* ---- driver -------------------------------------------------------------------- */

static void on_z3_error(Z3_context ctx, Z3_error_code code) {
  (void)ctx, (void)code;   /* recorded by Z3; vl_smt_encode reads Z3_get_error_code */
}

vl_status vl_smt_encode(const vl_intervals *iv, const vl_budget *budget, vl_smt_encoding *enc, vl_diags *diags) {
  double start = vl_now_ms();
  memset(enc, 0, sizeof *enc);
  enc->iv = iv;
  enc->budget = budget;
  enc->fn = iv->live->fn;
  Z3_config config = Z3_mk_config();
  enc->ctx = Z3_mk_context(config);
  Z3_del_config(config);
  if (!enc->ctx) {
    vl_diag_add(diags, enc->fn->module->path, 0, 0, VL_CAT_NONE, "cannot create a Z3 context");
    return VL_TOOL_ERROR;
  }
  Z3_set_error_handler(enc->ctx, on_z3_error);
  encoder e = {.enc = enc, .target = enc->fn->module->target, .diags = diags};
  e.classes = VL_NEW_ARRAY(&e.arena, class_sets, e.target->num_classes + 1);
  const vl_regspace *space = &iv->live->space;
  enc->unit = calloc(enc->fn->num_vregs + 1, sizeof *enc->unit);
  Z3_sort int_sort = Z3_mk_int_sort(enc->ctx);
  for (uint32_t v = 0; v < enc->fn->num_vregs; v++) {
    if (!space->width[v] || enc->fn->vregs[v].cls < 0) continue;
    char name[24];
    snprintf(name, sizeof name, "unit%u", v);
    enc->unit[v] = Z3_mk_const(enc->ctx, Z3_mk_string_symbol(enc->ctx, name), int_sort);
  }
  encode_classes(&e);
  encode_tied(&e);
  encode_safety(&e);
  enc->constraints = malloc((e.out.len + 1) * sizeof *enc->constraints);
  if (enc->constraints) memcpy(enc->constraints, e.out.data, e.out.len * sizeof *enc->constraints);
  enc->num_constraints = (uint32_t)e.out.len;
  vl_arena_free(&e.arena);
  enc->build_ms = vl_now_ms() - start;
  if (Z3_get_error_code(enc->ctx) != Z3_OK || !enc->constraints) {
    vl_diag_add(diags, enc->fn->module->path, 0, 0, VL_CAT_NONE, "Z3 failed to build the encoding: %s",
                Z3_get_error_msg(enc->ctx, Z3_get_error_code(enc->ctx)));
    return VL_TOOL_ERROR;
  }
  return VL_OK;
}

void vl_smt_encoding_free(vl_smt_encoding *enc) {
  if (enc->ctx) Z3_del_context(enc->ctx);
  free(enc->unit);
  free(enc->constraints);
  memset(enc, 0, sizeof *enc);
}

bool vl_smt_model_unit(const vl_smt_encoding *enc, Z3_model model, uint32_t vreg, uint32_t *unit) {
  if (vreg >= enc->fn->num_vregs || !enc->unit[vreg]) return false;
  Z3_ast value;
  int v;
  if (!Z3_model_eval(enc->ctx, model, enc->unit[vreg], true, &value) || !Z3_get_numeral_int(enc->ctx, value, &v) ||
      v < 0)
    return false;
  *unit = (uint32_t)v;
  return true;
}

vl_physreg vl_smt_register_at(const vl_smt_encoding *enc, uint32_t vreg, uint32_t unit) {
  vl_physreg reg = {0, 0, 0};
  const vl_regspace *space = &enc->iv->live->space;
  if (vreg < enc->fn->num_vregs && enc->unit[vreg])
    member_at(enc->fn->module->target, enc->fn->vregs[vreg].cls, unit, space->width[vreg], &reg);
  return reg;
}
