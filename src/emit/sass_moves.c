/* Register moves inserted into SASS (see sass_moves.h). */
#include "sass_moves.h"

#include <string.h>

#include "../base/arena.h"
#include "../front/sass_frame.h"
#include "../front/sass_internal.h"

uint32_t vl_sass_moves_total(const vl_module *module, const vl_sass_moves *moves) {
  uint32_t n = 0;
  for (uint32_t f = 0; moves && f < module->num_functions; f++) n += moves[f].count;
  return n;
}

static uint32_t line_end(const char *t, uint32_t len, uint32_t p) {
  while (p < len && t[p] != '\n') p++;
  return p;
}

typedef struct edit_list {
  vl_text_edit *data;
  size_t len, cap;
} edit_list;

static void push(vl_arena *arena, edit_list *l, vl_text_edit e) {
  if (l->len == l->cap) {
    size_t c = l->cap ? l->cap * 2 : 256;
    vl_text_edit *grown = VL_NEW_ARRAY(arena, vl_text_edit, c);
    if (l->len) memcpy(grown, l->data, l->len * sizeof *grown);
    l->data = grown, l->cap = c;
  }
  l->data[l->len++] = e;
}

/* Edits for one instruction line of a renumbered function: the address, and the encoding words
 * (the low one after the ';', the high one alone on the next line); with `unreuse`, its .reuse
 * flags too (a move follows: the next instruction no longer finds those operands cached). */
static void renumber(const vl_module *m, const vl_instr *in, uint32_t address, bool unreuse, vl_arena *arena,
                     edit_list *edits) {
  const char *t = m->text;
  uint32_t end = line_end(t, m->text_len, in->begin), a = in->begin;
  while (a + 1 < end && !(t[a] == '/' && t[a + 1] == '*')) a++;
  uint32_t b = a + 2;
  while (b + 1 < end && !(t[b] == '*' && t[b + 1] == '/')) b++;
  char *num = vl_arena_printf(arena, "%04x", address);
  push(arena, edits, (vl_text_edit){a + 2, b, num, (uint32_t)strlen(num), 0, false});
  const char *semi = memchr(t + b, ';', end - b);
  for (uint32_t p = b; unreuse && semi && p + 6 <= (uint32_t)(semi - t); p++)
    if (!memcmp(t + p, ".reuse", 6)) push(arena, edits, (vl_text_edit){p, p + 6, "", 0, 0, false});
  uint64_t word;
  if (semi && vl_sass_hex_word_at(t, (uint32_t)(semi - t) + 1, end, &word))
    push(arena, edits, (vl_text_edit){(uint32_t)(semi - t) + 1, end, "", 0, 0, false});
  if (end < m->text_len) {
    uint32_t next = end + 1, next_end = line_end(t, m->text_len, next);
    if (next < next_end && vl_sass_hex_word_at(t, next, next_end, &word))
      push(arena, edits, (vl_text_edit){end, next_end, "", 0, 0, false});
  }
}

/* Bytes past a frame of `bytes` that the slots of mv need, rounded up to 16. */
static uint32_t growth_past(const vl_sass_moves *mv, uint32_t bytes) {
  uint32_t top = bytes;
  for (uint32_t j = 0; j < mv->count; j++)
    if (vl_sass_move_slot(&mv->moves[j]) && mv->moves[j].offset + 4 > top) top = mv->moves[j].offset + 4;
  return (top - bytes + 15) & ~15u;
}

uint32_t vl_sass_frame_growth(const vl_function *fn, const vl_sass_moves *mv) {
  vl_sass_frame frame;
  const char *why;
  return vl_sass_frame_find(fn, &frame, &why) ? growth_past(mv, frame.bytes) : 0;
}

vl_sass_move_counts vl_sass_count_moves(const vl_sass_moves *mv) {
  vl_sass_move_counts c = {0};
  for (uint32_t j = 0; mv && j < mv->count; j++) {
    c.moves += mv->moves[j].op == VL_SASS_MOV;
    c.stores += mv->moves[j].op == VL_SASS_STL;
    c.reloads += mv->moves[j].op == VL_SASS_LDL;
    c.frames += mv->moves[j].op == VL_SASS_FRAME;
  }
  return c;
}

/* Where a store after `in` goes: the start of the line after it (and after its encoding word). */
static uint32_t after_instr(const vl_module *m, const vl_instr *in) {
  uint32_t end = line_end(m->text, m->text_len, in->begin), next = end + 1;
  uint64_t word;
  if (next < m->text_len && vl_sass_hex_word_at(m->text, next, line_end(m->text, m->text_len, next), &word))
    next = line_end(m->text, m->text_len, next) + 1;
  return next < m->text_len ? next : m->text_len;
}

/* The RET of a subroutine in fn (NULL: none). It jumps to an instruction offset that the
 * caller's code loaded as a plain immediate ("MOV R0, 0x90" before "CALL.REL.NOINC"), and
 * inserted code would move the instruction after the CALL away from it. (A CALL whose
 * target never returns, as ptxas's slow paths that end in EXIT, is only a branch.) */
const vl_instr *vl_sass_subroutine_return(const vl_function *fn) {
  for (uint32_t i = 0; i < fn->num_instrs; i++)
    if (vl_sass_mnemonic_is(fn->instrs[i].opcode, (uint32_t)strlen(fn->instrs[i].opcode), "RET")) return &fn->instrs[i];
  return NULL;
}

bool vl_sass_no_moves_diag(const vl_module *m, const vl_function *fn, vl_diags *diags) {
  const vl_instr *ret = vl_sass_subroutine_return(fn);
  if (ret)
    vl_diag_add(diags, m->path, ret->line, ret->col, VL_CAT_NONE, "%s: no instruction can be inserted into code with "
                "a subroutine (no live-range splitting, no spill code): its RET returns to offsets loaded as "
                "immediates before each CALL", fn->name);
  return ret != NULL;
}

static uint64_t order_key(const vl_sass_move *x) { return (uint64_t)x->before * 2 + !vl_sass_move_after(x); }

/* Why move j of function fn cannot go in (NULL: it can). */
static const char *bad_move(const vl_function *fn, const vl_sass_moves *mv, uint32_t j, bool has_frame,
                            const vl_sass_frame *frame) {
  const vl_sass_move *x = &mv->moves[j];
  bool after = vl_sass_move_after(x);
  if (x->op > VL_SASS_FRAME) return "unknown kind of move";
  if (x->before >= fn->num_instrs || (after && x->before == 0)) return "no such instruction";
  if (j && order_key(&mv->moves[j - 1]) > order_key(x)) return "moves out of instruction order";
  if (x->op == VL_SASS_FRAME)
    return !has_frame || !frame->absent ? "a frame instruction in a function that has one or cannot have one"
           : x->before != frame->instr + 1 ? "a frame instruction not right after the stack pointer's load"
           : j && mv->moves[j - 1].op == VL_SASS_FRAME ? "two frame instructions" : NULL;
  if (x->reg == 1 || x->reg > 254) return "R1 (the stack pointer) and registers past R254 stay where they are";
  if (after && fn->instrs[x->before - 1].is_terminator) return "a store after a branch or exit";
  if (x->op == VL_SASS_MOV) return NULL;
  if (!has_frame) return "spill code in a function whose frame cannot grow";
  if (x->offset % 4 || x->offset < frame->bytes || x->offset - frame->bytes >= 1u << 20)
    return "a slot inside the kernel's own frame, not 4-aligned, or past 1 MiB of new slots";
  return NULL;
}

const char *vl_sass_move_op_name(uint8_t op) {
  return op == VL_SASS_STL ? "STL" : op == VL_SASS_LDL ? "LDL" : op == VL_SASS_FRAME ? "IADD3" : "MOV";
}

static char *move_line(vl_arena *arena, const vl_sass_move *x, uint32_t address) {
  const char *pad = "        /*";
  switch (x->op) {
  case VL_SASS_STL:   /* nvdisasm's spelling: [R1] for offset 0 */
    return x->offset ? vl_arena_printf(arena, "%s%04x*/                   STL [R1+0x%x], R%u ;\n", pad, address, x->offset, x->reg)
                     : vl_arena_printf(arena, "%s%04x*/                   STL [R1], R%u ;\n", pad, address, x->reg);
  case VL_SASS_LDL:
    return x->offset ? vl_arena_printf(arena, "%s%04x*/                   LDL R%u, [R1+0x%x] ;\n", pad, address, x->reg, x->offset)
                     : vl_arena_printf(arena, "%s%04x*/                   LDL R%u, [R1] ;\n", pad, address, x->reg);
  case VL_SASS_FRAME:
    return vl_arena_printf(arena, "%s%04x*/                   IADD3 R1, R1, -0x%x, RZ ;\n", pad, address, x->offset);
  default:
    return vl_arena_printf(arena, "%s%04x*/                   MOV R%u, R%u ;\n", pad, address, x->reg, x->reg);
  }
}

vl_status vl_sass_insert_moves(const vl_module *m, const vl_sass_moves *moves, vl_strbuf *out, vl_diags *diags) {
  vl_arena arena = {0};
  edit_list edits = {0};
  vl_status s = VL_OK;
  for (uint32_t f = 0; moves && f < m->num_functions && s == VL_OK; f++) {
    const vl_function *fn = &m->functions[f];
    const vl_sass_moves *mv = &moves[f];
    if (!mv->count) continue;
    if (vl_sass_no_moves_diag(m, fn, diags)) {
      s = VL_BAD_INPUT;
      break;
    }
    uint32_t k = 0, address = 0;
    vl_sass_frame frame = {0};
    const char *no_frame = NULL;
    bool has_frame = vl_sass_frame_find(fn, &frame, &no_frame);
    for (uint32_t j = 0; j < mv->count; j++) {
      const vl_sass_move *x = &mv->moves[j];
      const char *why = bad_move(fn, mv, j, has_frame, &frame);
      if (why) {
        bool say = !has_frame && x->op != VL_SASS_MOV;
        vl_diag_add(diags, m->path, fn->line, 1, VL_CAT_NONE, "move %u of function %s: %s (%s R%u at instruction %u of %u%s%s)",
                    j, fn->name, why, vl_sass_move_op_name(x->op), x->reg, x->before, fn->num_instrs, say ? "; " : "", say ? no_frame : "");
        s = VL_BAD_INPUT;
        break;
      }
    }
    uint32_t grow = has_frame ? growth_past(mv, frame.bytes) : 0;   /* the frame found above */
    vl_sass_move_counts counts = vl_sass_count_moves(mv);
    if (s == VL_OK && has_frame && frame.absent && (grow > 0) != (counts.frames > 0)) {
      vl_diag_add(diags, m->path, fn->line, 1, VL_CAT_NONE, "function %s has no frame: spill code needs one IADD3 R1 "
                  "right after the stack pointer's load, and only spill code does", fn->name);
      s = VL_BAD_INPUT;
    }
    if (s == VL_OK && grow && !frame.absent) {
      char *imm = vl_arena_printf(&arena, "-0x%x", frame.bytes + grow);
      push(&arena, &edits, (vl_text_edit){frame.imm_begin, frame.imm_end, imm, (uint32_t)strlen(imm), 0, false});
    }
    for (uint32_t i = 0; i < fn->num_instrs && s == VL_OK; i++) {
      const vl_instr *in = &fn->instrs[i];
      for (; k < mv->count && mv->moves[k].before == i; k++, address += 16) {
        vl_sass_move x = mv->moves[k];
        if (x.op == VL_SASS_FRAME) x.offset = grow;   /* the new frame's size */
        char *line = move_line(&arena, &x, address);
        uint32_t at = vl_sass_move_after(&x) ? after_instr(m, &fn->instrs[i - 1]) : in->begin;
        push(&arena, &edits, (vl_text_edit){at, at, line, (uint32_t)strlen(line), k, false});
      }
      renumber(m, in, address, k < mv->count && mv->moves[k].before == i + 1, &arena, &edits);
      address += 16;
    }
  }
  if (s == VL_OK) {
    vl_text_edits_sort(edits.data, edits.len);
    uint32_t bad;
    if (!vl_text_edits_apply(m->text, m->text_len, edits.data, edits.len, out, &bad)) {
      vl_diag_add(diags, m->path, 0, 0, VL_CAT_NONE, "internal error: overlapping edits at byte %u", bad);
      s = VL_TOOL_ERROR;
    }
  }
  vl_arena_free(&arena);
  return s;
}
