/* Lane splits of partly dead two-lane tuples (see split_lanes.h). */
#include "split_lanes.h"

#include <stdlib.h>
#include <string.h>

#include "../base/textedit.h"
#include "../front/mir_lex.h"

typedef struct lanes_ctx {
  const vl_function *fn;
  const char *text;
  VL_VEC(vl_text_edit) edits;
  vl_arena arena;
  uint32_t order;
} lanes_ctx;

static void add_edit(lanes_ctx *c, uint32_t begin, uint32_t end, vl_strbuf *sb) {
  vl_text_edit e = {begin, end, vl_arena_strndup(&c->arena, sb->data ? sb->data : "", sb->len), (uint32_t)sb->len,
                    c->order++, false};
  VL_VEC_PUSH(&c->arena, c->edits, e);
  free(sb->data);
  *sb = (vl_strbuf){0};
}

/* Operand op (of a "%v" register) renamed to "%t"; with `drop_subreg` its ".subN" goes too. */
static bool rename_to(lanes_ctx *c, const vl_operand *op, uint32_t t, bool drop_subreg) {
  uint32_t p, q;
  if (!vl_mir_vreg_token(c->text, op->begin, op->end, &p, &q)) return false;
  if (drop_subreg && q < op->end && c->text[q] == '.') {
    q++;
    while (q < op->end && vl_mir_ident_char(c->text[q])) q++;
  }
  vl_strbuf sb = {0};
  vl_sb_printf(&sb, "%%%u", t);
  add_edit(c, p, q, &sb);
  return true;
}

/* The instructions naming v (ascending, once each) into refs; false where one is a debug
 * instruction or a bundle member, which the split leaves alone. */
static bool refs_of(const vl_function *fn, uint32_t v, const uint32_t *first_ref, const uint32_t *ref_instr,
                    const uint32_t **refs, uint32_t *n) {
  *refs = ref_instr + first_ref[v];
  *n = first_ref[v + 1] - first_ref[v];
  for (uint32_t i = 0; i < *n; i++) {
    const vl_instr *in = &fn->instrs[(*refs)[i]];
    if (in->is_debug || in->in_bundle) return false;
  }
  return *n > 0;
}

/* How instruction `in` names v: reads (the lanes, as a mask of two) and writes (likewise, 4 for a 16-bit half). */
static void uses_of(const vl_instr *in, uint32_t v, uint32_t *read, uint32_t *write, bool *killed, bool *undef_def) {
  *read = *write = 0;
  *killed = *undef_def = false;
  for (uint32_t o = 0; o < in->num_ops; o++) {
    const vl_operand *op = &in->ops[o];
    if (op->kind != VL_OP_VREG || op->reg != v) continue;
    uint32_t lanes = vl_subreg_lanes(op->subreg, 2);
    if (op->flags & VL_OPF_DEF) {
      *write |= vl_subreg_half(op->subreg) ? 4 : lanes;   /* 4: half a lane, never split (keeps the other half) */
      *undef_def |= (op->flags & VL_OPF_UNDEF) != 0;
    } else if (!(op->flags & VL_OPF_UNDEF)) {
      *read |= lanes;
      *killed |= (op->flags & VL_OPF_KILLED) != 0;
    }
  }
}

/* Is operand o of `in` a virtual register that no earlier operand of `in` names? */
static bool first_mention(const vl_function *fn, const vl_instr *in, uint32_t o) {
  const vl_operand *op = &in->ops[o];
  if (op->kind != VL_OP_VREG || op->reg >= fn->num_vregs) return false;
  for (uint32_t p = 0; p < o; p++)
    if (in->ops[p].kind == VL_OP_VREG && in->ops[p].reg == op->reg) return false;
  return true;
}

/* Splits v where it has the shape of split_lanes.h; false (nothing added) where it has not. */
static bool split_one(lanes_ctx *c, uint32_t v, const uint32_t *refs, uint32_t n, uint32_t a, uint32_t t,
                      const char *pair_class, const char *lane_class) {
  const vl_function *fn = c->fn;
  const vl_instr *def = &fn->instrs[refs[0]];
  uint32_t read, write, s = UINT32_MAX;
  bool killed, undef_def;
  uses_of(def, v, &read, &write, &killed, &undef_def);
  if (read || write != 3 || def->is_terminator) return false;
  /* The other lane is written again at refs[s] (lane mask `keep`: the one that is not); until
   * then only `keep` may be read, and never for the last time. */
  uint32_t keep = 0, read_before = 0;
  bool killed_before = false;
  for (uint32_t i = 1; i < n && s == UINT32_MAX; i++) {
    const vl_instr *in = &fn->instrs[refs[i]];
    if (in->block != def->block) return false;
    uses_of(in, v, &read, &write, &killed, &undef_def);
    if (!write) {
      read_before |= read;
      killed_before |= killed;
    } else if ((write == 1 || write == 2) && !read && !undef_def) {
      keep = 3 ^ write;
      s = i;
    } else {
      return false;
    }
  }
  if (s == UINT32_MAX || (read_before & ~keep) || killed_before || refs[s] - refs[0] < 3) return false;
  /* The kept lane must still be read after the split (else the copy back reads a dead value). */
  bool read_after = false;
  for (uint32_t i = s; i < n; i++) {
    const vl_instr *in = &fn->instrs[refs[i]];
    if (in->block != def->block) return false;
    uses_of(in, v, &read, &write, &killed, &undef_def);
    read_after |= (read & keep) != 0;
  }
  if (!read_after) return false;
  unsigned lane = keep == 1 ? 0 : 1;
  const vl_instr *at = &fn->instrs[refs[s]];
  uint32_t line = vl_text_line_start(c->text, def->begin), def_next = vl_text_line_next(c->text, fn->module->text_len, def->end);
  uint32_t indent = def->begin - line;
  vl_strbuf sb = {0};
  vl_sb_printf(&sb, "%.*s%%%u:%s = COPY %%%u.sub%u\n", (int)indent, c->text + line, a, lane_class, v, lane);
  add_edit(c, def_next, def_next, &sb);
  uint32_t at_line = vl_text_line_start(c->text, at->begin);
  vl_sb_printf(&sb, "%.*sundef %%%u.sub%u:%s = COPY %%%u\n", (int)(at->begin - at_line), c->text + at_line, t, lane,
               pair_class, a);
  add_edit(c, at_line, at_line, &sb);
  for (uint32_t i = 1; i < n; i++) {
    const vl_instr *in = &fn->instrs[refs[i]];
    for (uint32_t o = 0; o < in->num_ops; o++)
      if (in->ops[o].kind == VL_OP_VREG && in->ops[o].reg == v && !rename_to(c, &in->ops[o], i < s ? a : t, i < s))
        return false;
  }
  return true;
}

vl_status vl_split_lanes(const vl_function *fn, uint32_t first_vreg, char **out, size_t *out_len,
                         vl_lane_splits *report) {
  *out = NULL;
  *report = (vl_lane_splits){0};
  const vl_target *target = fn->module->target;
  int lane_cls = vl_target_class_by_name(target, "vgpr_32", 7);
  if (lane_cls < 0) return VL_OK;
  lanes_ctx c = {.fn = fn, .text = fn->module->text};
  /* Each register's instructions, by counting sort. */
  uint32_t *first_ref = VL_NEW_ARRAY(&c.arena, uint32_t, fn->num_vregs + 2);
  for (uint32_t k = 0; k < fn->num_instrs; k++) {
    const vl_instr *in = &fn->instrs[k];
    for (uint32_t o = 0; o < in->num_ops; o++) {
      if (first_mention(fn, in, o)) first_ref[in->ops[o].reg + 1]++;
    }
  }
  for (uint32_t v = 0; v < fn->num_vregs; v++) first_ref[v + 1] += first_ref[v];
  uint32_t *fill = VL_NEW_ARRAY(&c.arena, uint32_t, fn->num_vregs + 1);
  uint32_t *ref_instr = VL_NEW_ARRAY(&c.arena, uint32_t, first_ref[fn->num_vregs] + 1);
  for (uint32_t k = 0; k < fn->num_instrs; k++) {
    const vl_instr *in = &fn->instrs[k];
    for (uint32_t o = 0; o < in->num_ops; o++) {
      if (first_mention(fn, in, o)) ref_instr[first_ref[in->ops[o].reg] + fill[in->ops[o].reg]++] = k;
    }
  }
  uint32_t next = first_vreg;
  for (uint32_t v = 0; v < fn->num_vregs; v++) {
    const vl_regclass *cls = vl_vreg_class(fn, v);
    if (!cls || cls->width != 2 || cls->half || cls->files != (1u << VL_FILE_VECTOR)) continue;
    const uint32_t *refs;
    uint32_t n;
    if (!refs_of(fn, v, first_ref, ref_instr, &refs, &n)) continue;
    size_t mark = c.edits.len;
    if (!split_one(&c, v, refs, n, next, next + 1, cls->name, target->classes[lane_cls].name)) {
      c.edits.len = mark;   /* a rename that failed half way: none of its edits */
      continue;
    }
    next += 2;
    report->tuples++;
    report->copies += 2;
  }
  vl_status status = VL_OK;
  if (report->tuples) {
    vl_text_edits_sort(c.edits.data, c.edits.len);
    vl_strbuf sb = {0};
    uint32_t bad;
    if (vl_text_edits_apply(fn->module->text, fn->module->text_len, c.edits.data, c.edits.len, &sb, &bad) && !sb.failed) {
      *out = sb.data;
      *out_len = sb.len;
    } else {
      free(sb.data);
      *report = (vl_lane_splits){0};
      status = VL_TOOL_ERROR;
    }
  }
  vl_arena_free(&c.arena);
  return status;
}
