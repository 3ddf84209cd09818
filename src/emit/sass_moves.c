/* Register moves inserted into SASS (see sass_moves.h). */
#include "sass_moves.h"

#include <string.h>

#include "../base/arena.h"
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

vl_status vl_sass_insert_moves(const vl_module *m, const vl_sass_moves *moves, vl_strbuf *out, vl_diags *diags) {
  vl_arena arena = {0};
  edit_list edits = {0};
  vl_status s = VL_OK;
  for (uint32_t f = 0; moves && f < m->num_functions && s == VL_OK; f++) {
    const vl_function *fn = &m->functions[f];
    const vl_sass_moves *mv = &moves[f];
    if (!mv->count) continue;
    uint32_t k = 0, address = 0;
    for (uint32_t j = 0; j < mv->count; j++) {
      const vl_sass_move *x = &mv->moves[j];
      bool sorted = !j || mv->moves[j - 1].before <= x->before;
      if (x->before >= fn->num_instrs || x->reg == 1 || x->reg > 254 || !sorted) {
        vl_diag_add(diags, m->path, fn->line, 1, VL_CAT_NONE,
                    "move %u of function %s: %s (MOV R%u, R%u in front of instruction %u of %u)", j, fn->name,
                    x->before >= fn->num_instrs ? "no such instruction"
                    : !sorted                   ? "moves out of instruction order"
                                                : "R1 (the stack pointer) and registers past R254 stay where they are",
                    x->reg, x->reg, x->before, fn->num_instrs);
        s = VL_BAD_INPUT;
        break;
      }
    }
    for (uint32_t i = 0; i < fn->num_instrs && s == VL_OK; i++) {
      const vl_instr *in = &fn->instrs[i];
      for (; k < mv->count && mv->moves[k].before == i; k++, address += 16) {
        char *line = vl_arena_printf(&arena, "        /*%04x*/                   MOV R%u, R%u ;\n", address,
                                     mv->moves[k].reg, mv->moves[k].reg);
        push(&arena, &edits, (vl_text_edit){in->begin, in->begin, line, (uint32_t)strlen(line), k, false});
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
