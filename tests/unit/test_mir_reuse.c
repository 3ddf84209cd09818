/* Unit tests of reparsing an edited MIR text (mir_reuse.c): the parse that takes unchanged
 * instruction lines from the old one equals a parse from scratch, field by field, on real
 * LLVM 19 pre-RA MIR after a spill round (renamed operands, inserted spill code, new
 * registers and slots) and after hand-made edits that the line-by-line reuse must notice (a
 * register's class given only at a def on a changed line, a block operand retargeted); and
 * the stretches the edits leave unchanged (vl_text_edits_copies) rebuild the new text. Run
 * from the repository root. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "alloc/spill_insert.h"
#include "front/mir_parse.h"

static void same_operand(const vl_operand *a, const vl_operand *b) {
  assert_int_equal(a->kind, b->kind);
  assert_int_equal(a->flags, b->flags);
  assert_int_equal(a->tied, b->tied);
  assert_int_equal(a->reg, b->reg);
  assert_memory_equal(&a->preg, &b->preg, sizeof a->preg);
  assert_memory_equal(&a->subreg, &b->subreg, sizeof a->subreg);
  assert_true(a->imm == b->imm);
  assert_int_equal(a->begin, b->begin);
  assert_int_equal(a->end, b->end);
  assert_int_equal(a->line, b->line);
  assert_int_equal(a->col, b->col);
  assert_int_equal(a->text == NULL, b->text == NULL);
  if (a->text) assert_string_equal(a->text, b->text);
}

/* Everything the parser fills that later stages read. */
static void same_module(const vl_module *x, const vl_module *y) {
  assert_int_equal(x->num_functions, y->num_functions);
  for (uint32_t f = 0; f < x->num_functions; f++) {
    const vl_function *a = &x->functions[f], *b = &y->functions[f];
    assert_string_equal(a->name, b->name);
    assert_int_equal(a->has_calls, b->has_calls);
    assert_int_equal(a->uses_agprs, b->uses_agprs);
    assert_int_equal(a->num_vregs, b->num_vregs);
    for (uint32_t v = 0; v < a->num_vregs; v++) assert_memory_equal(&a->vregs[v], &b->vregs[v], sizeof(vl_vreg));
    assert_int_equal(a->num_instrs, b->num_instrs);
    for (uint32_t i = 0; i < a->num_instrs; i++) {
      const vl_instr *p = &a->instrs[i], *q = &b->instrs[i];
      assert_string_equal(p->opcode, q->opcode);
      assert_int_equal(p->num_ops, q->num_ops);
      assert_int_equal(p->num_defs, q->num_defs);
      assert_int_equal(p->block, q->block);
      assert_int_equal(p->begin, q->begin);
      assert_int_equal(p->end, q->end);
      assert_int_equal(p->line, q->line);
      assert_int_equal(p->col, q->col);
      assert_int_equal(p->is_copy, q->is_copy);
      assert_int_equal(p->is_terminator, q->is_terminator);
      assert_int_equal(p->is_debug, q->is_debug);
      assert_int_equal(p->in_bundle, q->in_bundle);
      for (uint32_t o = 0; o < p->num_ops; o++) same_operand(&p->ops[o], &q->ops[o]);
    }
    assert_int_equal(a->num_blocks, b->num_blocks);
    for (uint32_t k = 0; k < a->num_blocks; k++) {
      const vl_block *p = &a->blocks[k], *q = &b->blocks[k];
      assert_int_equal(p->number, q->number);
      assert_int_equal(p->first_instr, q->first_instr);
      assert_int_equal(p->num_instrs, q->num_instrs);
      assert_int_equal(p->num_succs, q->num_succs);
      assert_memory_equal(p->succs, q->succs, p->num_succs * sizeof *p->succs);
      assert_int_equal(p->num_preds, q->num_preds);
    }
  }
}

/* `text` (freed here) parsed from scratch and reusing `old` through `copies` (freed here): the
 * same module; returns how many instruction lines the reuse took, *registers how many
 * registers: entries (may be NULL). */
static uint32_t reparse_same(const vl_module *old, char *text, size_t len, vl_text_copy *copies, size_t num_copies,
                             uint32_t *registers) {
  vl_diags diags = {0};
  vl_module *full = vl_mir_parse_text(old->path, text, (uint32_t)len, old->target, &diags);
  /* the reparse takes a copy of the text, as the spiller hands it over */
  char *taken = malloc(len + 1);
  memcpy(taken, text, len);
  taken[len] = 0;
  vl_mir_reuse reuse = {old, copies, num_copies, .take_text = true};
  vl_module *again = vl_mir_parse_text_reusing(old->path, taken, (uint32_t)len, old->target, &reuse, &diags);
  assert_ptr_equal(again->text, taken);
  if (!full || !again) vl_diags_print(&diags, stderr);
  assert_non_null(full);
  assert_non_null(again);
  same_module(full, again);
  assert_int_equal(full->reused_instrs, 0);
  assert_int_equal(full->reused_registers, 0);
  uint32_t reused = again->reused_instrs;
  if (registers) *registers = again->reused_registers;
  vl_module_free(full);
  vl_module_free(again);
  vl_diags_free(&diags);
  free(text);
  free(copies);
  return reused;
}

/* After one spill round at budgets below the pressure, most instruction lines come from the old
 * parse, not all (renamed operands are lexed), and the result is the same. */
static void spill_round_reparse(void **unused) {
  (void)unused;
  static const char *const inputs[] = {"tests/inputs/mir/gemm_step_gfx942.pre.mir",
                                       "tests/inputs/mir/gemm_bf16_gfx942.pre.mir",
                                       "tests/inputs/mir/stencil_gfx942.pre.mir", "tests/inputs/mir/bfs_gfx1100.pre.mir"};
  for (size_t in = 0; in < sizeof inputs / sizeof *inputs; in++) {
    vl_diags diags = {0};
    vl_module *m = vl_mir_parse_file(inputs[in], NULL, &diags);
    assert_non_null(m);
    vl_arena arena = {0}, state_arena = {0};
    vl_budget_options open = {0};
    uint32_t pressure = vl_analyze(&m->functions[0], &open, &arena)->pressure->max[VL_FILE_VECTOR];
    for (uint32_t below = 4; below <= 16 && below < pressure / 2; below += 6) {
      vl_budget_options options = {.max_vector = pressure - below};
      vl_analysis *an = vl_analyze(&m->functions[0], &options, &arena);
      vl_spill_state state = {.lane_vreg = UINT32_MAX, .place = below > 4, .arena = &state_arena};
      vl_spill_plan plan;
      vl_spill_plan_round(an, &state, &plan, &arena);
      assert_true(plan.choices.len > 0);
      char *text;
      size_t len, num_copies;
      vl_text_copy *copies;
      vl_spill_counts counts = {0};
      assert_int_equal(vl_spill_insert(an->fn, an->cfg->frequency, &plan, &state, &text, &len, &counts, &copies,
                                       &num_copies, &diags),
                       VL_OK);
      uint32_t registers, reused = reparse_same(m, text, len, copies, num_copies, &registers), listed = 0;
      for (uint32_t v = 0; v < m->functions[0].num_vregs; v++) listed += m->functions[0].vregs[v].listed;
      fprintf(stderr, "%s, %u below: %u of %u instruction lines reused, %u of %u registers: entries\n", inputs[in],
              below, reused, m->functions[0].num_instrs, registers, listed);
      assert_true(reused > m->functions[0].num_instrs / 2);
      assert_true(reused < m->functions[0].num_instrs);
      /* the spiller only appends to the list: every old entry is replayed */
      assert_true(listed > 0);
      assert_int_equal(registers, listed);
    }
    vl_arena_free(&arena);
    vl_arena_free(&state_arena);
    vl_diags_free(&diags);
    vl_module_free(m);
  }
}

/* The edits applied to m's text, and the stretches they keep (both malloc'd). */
static char *apply(const vl_module *m, vl_text_edit *edits, size_t n, size_t *len, vl_text_copy **copies,
                   size_t *num_copies) {
  vl_text_edits_sort(edits, n);
  vl_strbuf sb = {0};
  uint32_t bad;
  assert_true(vl_text_edits_apply(m->text, m->text_len, edits, n, &sb, &bad));
  assert_true(vl_text_edits_copies(m->text_len, edits, n, copies, num_copies));
  /* The kept stretches are the old text's, and with the replacements they make up the new text. */
  size_t covered = 0;
  for (size_t i = 0; i < *num_copies; i++) {
    assert_memory_equal(sb.data + (*copies)[i].new_begin, m->text + (*copies)[i].old_begin, (*copies)[i].len);
    covered += (*copies)[i].len;
  }
  for (size_t i = 0; i < n; i++) covered += edits[i].len;
  assert_int_equal(covered, sb.len);
  *len = sb.len;
  return sb.data;
}

/* Offset of the first occurrence of `needle` in m's text at or after `from`. */
static uint32_t find(const vl_module *m, const char *needle, uint32_t from) {
  const char *p = vl_text_find(m->text + from, m->text_len - from, needle);
  assert_non_null(p);
  return (uint32_t)(p - m->text);
}

/* Hand-made edits: an inserted comment line, a retargeted branch, the registers list; a register
 * whose class comes from its def (class "_" in the list) has that line lexed, unchanged or not,
 * since the def gives the class; an AGPR named only in the body still marks the function as
 * using AGPRs; an entry appended to the list as the spiller does, with lines moved before it,
 * and one that repeats an old register. Each reparses the same. */
static void hand_edits(void **unused) {
  (void)unused;
  static const char mir[] =
      "--- |\n  define amdgpu_kernel void @k() { ret void }\n...\n---\nname: k\ntracksRegLiveness: true\n"
      "registers:\n  - { id: 0, class: vgpr_32 }\n  - { id: 1, class: vgpr_32 }\n  - { id: 2, class: _ }\n"
      "body: |\n  bb.0:\n    successors: %bb.1\n    %0:vgpr_32 = V_MOV_B32_e32 1, implicit $exec\n"
      "    %2:vgpr_32 = V_MOV_B32_e32 3, implicit $exec\n    %1:vgpr_32 = V_ADD_U32_e32 %0, %2, implicit $exec\n"
      "    S_NOP 0, implicit-def $agpr0\n    S_BRANCH %bb.1\n\n  bb.1:\n    S_ENDPGM 0, implicit %1\n...\n";
  vl_diags diags = {0};
  vl_module *m = vl_mir_parse_text("hand.mir", mir, sizeof mir - 1, vl_target_by_name("gfx90a", 6), &diags);
  if (!m) vl_diags_print(&diags, stderr);
  assert_non_null(m);
  uint32_t add = find(m, "    %1:vgpr_32 = V_ADD", 0), branch = find(m, "%bb.1\n\n", find(m, "S_BRANCH", 0));
  vl_text_edit edits[] = {
      {add, add, "    ; a comment line\n", 21, 0, false},
      {branch + 4, branch + 5, "0", 1, 1, false},   /* S_BRANCH %bb.0 */
  };
  size_t len, num_copies;
  vl_text_copy *copies;
  char *text = apply(m, edits, 2, &len, &copies, &num_copies);
  /* all but the branch and %2's def, which gives %2 its class; the three entries replayed */
  uint32_t registers;
  assert_int_equal(reparse_same(m, text, len, copies, num_copies, &registers), 4);
  assert_int_equal(registers, 3);

  /* Only the registers list edited: every line is unchanged, and %2's def is still lexed; the
   * list is read again. */
  uint32_t decl = find(m, "class: _", 0);
  vl_text_edit spaced[] = {{decl, decl + 8, "class: _ ", 9, 0, false}};
  text = apply(m, spaced, 1, &len, &copies, &num_copies);
  assert_int_equal(reparse_same(m, text, len, copies, num_copies, &registers), 5);
  assert_int_equal(registers, 0);

  /* As the spiller edits: a line more in the IR (every line after it moves), an entry appended
   * to the list with a preferred register, its def in the body. The old entries are replayed at
   * their new lines, the new one read. */
  uint32_t ir = find(m, "  define", 0), end = find(m, "body:", 0), def = find(m, "    S_NOP", 0);
  static const char entry[] = "  - { id: 3, class: agpr_32, preferred-register: '%1' }\n";
  static const char use[] = "    %3:agpr_32 = IMPLICIT_DEF\n";
  vl_text_edit appended[] = {{ir, ir, "  ; moved\n", 10, 0, false},
                             {end, end, entry, sizeof entry - 1, 1, false},
                             {def, def, use, sizeof use - 1, 2, false}};
  text = apply(m, appended, 3, &len, &copies, &num_copies);
  assert_int_equal(reparse_same(m, text, len, copies, num_copies, &registers), 5);
  assert_int_equal(registers, 3);

  /* An appended entry listing an old register again: the same error as reading the whole list. */
  static const char twice[] = "  - { id: 1, class: vgpr_32 }\n";
  vl_text_edit again[] = {{end, end, twice, sizeof twice - 1, 0, false}};
  text = apply(m, again, 1, &len, &copies, &num_copies);
  vl_mir_reuse reuse = {m, copies, num_copies, .take_text = true};
  vl_diags full = {0}, reused = {0};
  assert_null(vl_mir_parse_text(m->path, text, (uint32_t)len, m->target, &full));
  char *taken = malloc(len + 1);   /* freed by the failed parse (the sanitizer build would see a leak) */
  memcpy(taken, text, len);
  taken[len] = 0;
  assert_null(vl_mir_parse_text_reusing(m->path, taken, (uint32_t)len, m->target, &reuse, &reused));
  assert_int_equal(full.list.len, 1);
  assert_int_equal(reused.list.len, 1);
  assert_string_equal(full.list.data[0].message, reused.list.data[0].message);
  assert_int_equal(full.list.data[0].line, reused.list.data[0].line);
  assert_non_null(strstr(full.list.data[0].message, "listed twice"));
  vl_diags_free(&full);
  vl_diags_free(&reused);
  free(text);
  free(copies);

  /* An AGPR class named only in the list still marks the function as using AGPRs. */
  static const char listed[] =
      "---\nname: a\nregisters:\n  - { id: 0, class: vgpr_32 }\n  - { id: 1, class: agpr_32 }\nbody: |\n  bb.0:\n"
      "    %0:vgpr_32 = V_MOV_B32_e32 1, implicit $exec\n    S_ENDPGM 0, implicit %0\n...\n";
  vl_module *a = vl_mir_parse_text("listed.mir", listed, sizeof listed - 1, vl_target_by_name("gfx90a", 6), &diags);
  assert_non_null(a);
  assert_true(a->functions[0].uses_agprs);
  uint32_t at = find(a, "    S_ENDPGM", 0);
  vl_text_edit comment[] = {{at, at, "    ; a comment line\n", 21, 0, false}};
  text = apply(a, comment, 1, &len, &copies, &num_copies);
  assert_int_equal(reparse_same(a, text, len, copies, num_copies, &registers), 2);
  assert_int_equal(registers, 2);
  vl_module_free(a);
  vl_module_free(m);
  vl_diags_free(&diags);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(spill_round_reparse),
      cmocka_unit_test(hand_edits),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
