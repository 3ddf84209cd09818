/* Native verifier (see native.h). Safety is checked register by register: the
 * segments of every lane mapped to a unit, and the unit's own physical segments,
 * are sorted and swept; any overlap that involves a virtual register is a
 * violation reported at the instruction where it starts. */
#include "native.h"

#include <stdarg.h>
#include <stdlib.h>

typedef struct owned_segment {
  vl_segment seg;
  uint32_t bit;
} owned_segment;

typedef struct checker {
  const vl_intervals *iv;
  const vl_function *fn;
  const vl_target *target;
  const vl_assignment *assignment;
  vl_diags *diags;
  uint32_t max_reports;
  vl_verify_result *result;
} checker;

void vl_verify_report(vl_verify_result *result, vl_diags *diags, uint32_t max_reports, const char *file,
                      vl_category cat, uint32_t line, uint32_t col, const char *fmt, ...) {
  result->violations[cat]++;
  result->total++;
  if (result->violations[cat] > max_reports) return;
  char message[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(message, sizeof message, fmt, ap);
  va_end(ap);
  vl_diag_add(diags, file, line, col, cat, "%s", message);
}

#define report(c, cat, line, col, ...) \
  vl_verify_report((c)->result, (c)->diags, (c)->max_reports, (c)->fn->module->path, cat, line, col, __VA_ARGS__)

static void reg_text(const vl_target *t, vl_physreg reg, char *buf, size_t size) {
  if (!vl_target_physreg_asm(t, reg, buf, size)) snprintf(buf, size, "<unit %u x%u>", reg.unit, reg.count);
}

static void check_mapping(checker *c, uint32_t v, const vl_budget *budget) {
  const vl_function *fn = c->fn;
  const vl_regclass *cls = vl_vreg_class(fn, v);
  const vl_vreg *vr = &fn->vregs[v];
  vl_physreg reg = c->assignment->reg[v];
  char name[256], r[64], cls_desc[96];
  vl_vreg_spelling(fn, v, name, sizeof name);
  if (!reg.count) {
    report(c, VL_CAT_SYNTAX, vr->line, vr->col, "virtual register %s has no register", name);
    return;
  }
  reg_text(c->target, reg, r, sizeof r);
  snprintf(cls_desc, sizeof cls_desc, "%s (%u registers, alignment %u)", cls->name, cls->width, cls->align);
  if (reg.count != cls->width)
    report(c, VL_CAT_SYNTAX, vr->line, vr->col, "%s of class %s is assigned %s of the wrong width", name, cls_desc, r);
  /* As LLVM's class lists it: vcc_hi in wave32, which our allocators take only as a spare
   * (budget.h) and LLVM 19's greedy allocates too. */
  else if (!vl_target_class_lists(c->target, fn->vregs[v].cls, reg))
    report(c, VL_CAT_CONSTRAINT, vr->line, vr->col, "%s is assigned %s, which is not in class %s", name, r,
           cls_desc);
  else if (!vl_budget_admits(budget, c->target, fn->vregs[v].cls, reg))
    report(c, VL_CAT_CONSTRAINT, vr->line, vr->col, "%s is assigned %s, which is reserved or beyond the budget", name,
           r);
}

static int by_start(const void *a, const void *b) {
  const owned_segment *x = a, *y = b;
  return x->seg.start < y->seg.start ? -1 : x->seg.start > y->seg.start;
}

static void describe_bit(const checker *c, uint32_t bit, char *buf, size_t size) {
  const vl_regspace *s = &c->iv->live->space;
  if (vl_bit_is_unit(s, bit)) {
    char r[32];
    vl_physreg reg = {(uint16_t)bit, 1, 0};
    reg_text(c->target, reg, r, sizeof r);
    snprintf(buf, size, "fixed physical register %s", r);
  } else {
    uint32_t v = s->bit_vreg[bit - s->num_units];
    char name[256];
    vl_vreg_spelling(c->fn, v, name, sizeof name);
    if (s->width[v] > 1) snprintf(buf, size, "%.40s (lane %u)", name, vl_bit_lane(s, bit));
    else snprintf(buf, size, "%.60s", name);
  }
}

static void report_overlap(checker *c, uint32_t unit, const owned_segment *a, const owned_segment *b) {
  uint32_t start = a->seg.start > b->seg.start ? a->seg.start : b->seg.start;
  const vl_instr *instr = &c->fn->instrs[vl_slot_instr(start) < c->fn->num_instrs ? vl_slot_instr(start) : 0];
  char da[64], db[64], r[32];
  describe_bit(c, a->bit, da, sizeof da);
  describe_bit(c, b->bit, db, sizeof db);
  vl_physreg reg = {(uint16_t)unit, 1, 0};
  reg_text(c->target, reg, r, sizeof r);
  bool fixed = vl_bit_is_unit(&c->iv->live->space, a->bit) || vl_bit_is_unit(&c->iv->live->space, b->bit);
  const char *mask = vl_instr_regmask(instr);
  bool known;
  if (fixed && mask && !vl_target_regmask_preserves(c->target, mask, unit, &known)) {
    report(c, VL_CAT_DATAFLOW, instr->line, instr->col,
           "%s and %s are live at once in %s (the call clobbers it: %s does not preserve it; a value live "
           "through a call needs a callee-saved register)",
           da, db, r, mask);
    return;
  }
  report(c, VL_CAT_DATAFLOW, instr->line, instr->col,
         fixed ? "%s and %s are live at once in %s (a fixed register use or clobber hits a live value)"
               : "%s and %s are live at once in %s",
         da, db, r);
}

/* Sweep one unit's segments; the active segment is the one reaching furthest. */
static void sweep_unit(checker *c, uint32_t unit, owned_segment *list, uint32_t n) {
  const vl_regspace *s = &c->iv->live->space;
  qsort(list, n, sizeof *list, by_start);
  uint32_t active = UINT32_MAX;
  for (uint32_t i = 0; i < n; i++) {
    if (active != UINT32_MAX && list[i].seg.start < list[active].seg.end) {
      bool both_fixed = vl_bit_is_unit(s, list[i].bit) && vl_bit_is_unit(s, list[active].bit);
      if (!both_fixed && list[i].bit != list[active].bit) report_overlap(c, unit, &list[active], &list[i]);
    }
    if (active == UINT32_MAX || list[i].seg.end > list[active].seg.end) active = i;
  }
}

/* A lane placed in a register file its class cannot use is a realizability
 * failure (check_mapping reports it) and takes no part in safety: safety speaks
 * of the files a value may live in (the Z3 encoding does the same). */
static bool in_class_files(const checker *c, uint32_t v, uint32_t unit) {
  const vl_regclass *cls = vl_vreg_class(c->fn, v);
  vl_regfile file = vl_target_unit_file(c->target, unit);
  return (cls->files & (1u << file)) || (file == VL_FILE_SPECIAL && cls->special);
}

static void check_safety(checker *c) {
  const vl_regspace *s = &c->iv->live->space;
  /* Bucket lanes by unit: count, then fill. */
  uint32_t *count = calloc(s->num_units + 1, sizeof(uint32_t));
  uint32_t *lane_unit = malloc((s->num_bits - s->num_units + 1) * sizeof(uint32_t));
  if (!count || !lane_unit) abort();
  for (uint32_t bit = s->num_units; bit < s->num_bits; bit++) {
    uint32_t v = s->bit_vreg[bit - s->num_units];
    vl_physreg reg = c->assignment->reg[v];
    uint32_t lane = vl_bit_lane(s, bit), unit = reg.unit + lane;
    bool placed = reg.count > lane && unit < s->num_units && in_class_files(c, v, unit);
    lane_unit[bit - s->num_units] = placed ? unit : UINT32_MAX;
    if (lane_unit[bit - s->num_units] != UINT32_MAX) count[unit] += c->iv->num_segs[bit];
  }
  uint32_t cap = 0;
  for (uint32_t u = 0; u < s->num_units; u++)
    if (count[u] + c->iv->num_segs[u] > cap) cap = count[u] + c->iv->num_segs[u];
  owned_segment *list = malloc((cap + 1) * sizeof *list);
  uint32_t **members = calloc(s->num_units, sizeof(uint32_t *));
  uint32_t *filled = calloc(s->num_units, sizeof(uint32_t));
  if (!list || !members || !filled) abort();
  for (uint32_t bit = s->num_units; bit < s->num_bits; bit++) {
    uint32_t unit = lane_unit[bit - s->num_units];
    if (unit == UINT32_MAX || !c->iv->num_segs[bit]) continue;
    if (!members[unit]) members[unit] = malloc(count[unit] * sizeof(uint32_t) + 1);
    members[unit][filled[unit]++] = bit;
  }
  for (uint32_t u = 0; u < s->num_units; u++) {
    if (!filled[u]) continue;
    uint32_t n = 0;
    for (uint32_t i = 0; i < c->iv->num_segs[u]; i++) list[n++] = (owned_segment){c->iv->segs[u][i], u};
    for (uint32_t m = 0; m < filled[u]; m++) {
      uint32_t bit = members[u][m];
      for (uint32_t i = 0; i < c->iv->num_segs[bit]; i++) list[n++] = (owned_segment){c->iv->segs[bit][i], bit};
    }
    sweep_unit(c, u, list, n);
    free(members[u]);
  }
  free(members);
  free(filled);
  free(list);
  free(lane_unit);
  free(count);
}

/* Tied operands of different virtual registers must land in the same register. */
static void check_tied(checker *c) {
  const vl_function *fn = c->fn;
  for (uint32_t k = 0; k < fn->num_instrs; k++) {
    const vl_instr *instr = &fn->instrs[k];
    for (uint32_t i = 0; i < instr->num_ops; i++) {
      const vl_operand *op = &instr->ops[i], *other;
      if (op->tied < 0 || (uint32_t)op->tied >= instr->num_ops || !(op->flags & VL_OPF_DEF)) continue;
      other = &instr->ops[op->tied];
      if (op->kind != VL_OP_VREG || other->kind != VL_OP_VREG || op->reg == other->reg) continue;
      vl_physreg a = vl_physreg_subreg(c->assignment->reg[op->reg], op->subreg);
      vl_physreg b = vl_physreg_subreg(c->assignment->reg[other->reg], other->subreg);
      if (a.unit != b.unit || a.count != b.count) {
        char x[256], y[256];
        vl_vreg_spelling(c->fn, op->reg, x, sizeof x);
        vl_vreg_spelling(c->fn, other->reg, y, sizeof y);
        report(c, VL_CAT_CONSTRAINT, op->line, op->col, "tied operands %s and %s are in different registers", x, y);
      }
    }
  }
}

vl_status vl_verify_native(const vl_intervals *iv, const vl_budget *budget, const vl_assignment *assignment,
                           vl_diags *diags, uint32_t max_reports, vl_verify_result *result) {
  const vl_function *fn = iv->live->fn;
  *result = (vl_verify_result){{0}, 0};
  checker c = {iv, fn, fn->module->target, assignment, diags, max_reports, result};
  for (uint32_t v = 0; v < fn->num_vregs; v++)
    if (iv->live->space.width[v]) check_mapping(&c, v, budget);
  if (!result->violations[VL_CAT_SYNTAX]) {
    check_tied(&c);
    check_safety(&c);
  }
  return result->total ? VL_INVALID : VL_OK;
}

bool vl_verify_native_passes(const vl_intervals *iv, const vl_budget *budget, const vl_assignment *assignment) {
  vl_diags diags = {0};
  vl_verify_result result;
  vl_status s = vl_verify_native(iv, budget, assignment, &diags, 0, &result);
  vl_diags_free(&diags);
  return s == VL_OK;
}
