/* Unit tests of spill code for SASS: the kernel's frame (src/front/sass_frame.c),
 * STL/LDL written into the text (src/emit/sass_moves.c), where a plan's code goes
 * (src/alloc/spill_sites.c) and the check that every reload is an identity
 * (src/verify/sass_slots.c). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdlib.h>
#include <string.h>

#include "alloc/spill_sites.h"
#include "emit/sass_moves.h"
#include "front/sass.h"
#include "front/sass_frame.h"
#include "verify/sass_slots.h"

static vl_module *parse(const char *text) {
  vl_diags diags = {0};
  vl_module *m = vl_sass_parse_text("t.sass", text, (uint32_t)strlen(text), NULL, &diags);
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  return m;
}

/* k's text with `moves` (kept in *sb for the caller's checks), read back. */
static vl_module *with_moves(const vl_module *k, const vl_sass_moves *moves, vl_strbuf *sb, vl_diags *diags) {
  *sb = (vl_strbuf){0};
  assert_int_equal(vl_sass_insert_moves(k, moves, sb, diags), VL_OK);
  vl_module *m = parse(sb->data);
  assert_non_null(m);
  return m;
}

#define HEAD "\t.headerflags\t@\"EF_CUDA_SM89\"\n\t.section\t.text.k,\"ax\",@progbits\nk:\n"

/* A 16-byte frame; R2 lives across a loop that writes R3 (instructions 0-8). */
static const char kernel[] = HEAD
    "        /*0000*/                   MOV R1, c[0x0][0x28] ;\n"
    "        /*0010*/                   IADD3 R1, R1, -0x10, RZ ;\n"
    "        /*0020*/                   MOV R2, 0x1 ;\n"
    "        /*0030*/                   MOV R3, 0x2 ;\n"
    ".L_x_0:\n"
    "        /*0040*/                   IADD3 R3, R3, 0x1, RZ ;\n"
    "        /*0050*/                   ISETP.GE.AND P0, PT, R3, 0x40, PT ;\n"
    "        /*0060*/              @!P0 BRA `(.L_x_0) ;\n"
    "        /*0070*/                   STL [R1+0x8], R2 ;\n"
    "        /*0080*/                   EXIT ;\n";

static void test_frame(void **state) {
  (void)state;
  vl_module *k = parse(kernel);
  assert_non_null(k);
  vl_sass_frame frame;
  const char *why = NULL;
  assert_true(vl_sass_frame_find(&k->functions[0], &frame, &why));
  assert_int_equal(frame.instr, 1);
  assert_int_equal(frame.bytes, 0x10);
  assert_memory_equal(k->text + frame.imm_begin, "-0x10", 5);
  assert_int_equal(frame.imm_end - frame.imm_begin, 5);
  vl_module_free(k);
  /* No stack pointer at all; R1 written again; an access past the frame. */
  static const char *const bad[] = {
      HEAD "        /*0000*/                   MOV R2, 0x1 ;\n        /*0010*/                   EXIT ;\n",
      HEAD "        /*0000*/                   MOV R1, c[0x0][0x28] ;\n        /*0010*/                   IADD3 R1, R1, -0x10, RZ ;\n"
           "        /*0020*/                   IADD3 R1, R1, 0x10, RZ ;\n        /*0030*/                   EXIT ;\n",
      HEAD "        /*0000*/                   MOV R1, c[0x0][0x28] ;\n        /*0010*/                   IADD3 R1, R1, -0x10, RZ ;\n"
           "        /*0020*/                   STL [R1+0x10], RZ ;\n        /*0030*/                   EXIT ;\n"};
  static const char *const reason[] = {"no stack pointer load", "R1 is written other than", "past the frame"};
  for (int i = 0; i < 3; i++) {
    k = parse(bad[i]);
    assert_non_null(k);
    assert_false(vl_sass_frame_find(&k->functions[0], &frame, &why));
    assert_non_null(strstr(why, reason[i]));
    vl_module_free(k);
  }
  /* R1 loaded and never used: a frame can follow the load. */
  k = parse(HEAD "        /*0000*/                   IMAD.MOV.U32 R1, RZ, RZ, c[0x0][0x28] ;\n"
                 "        /*0010*/                   MOV R2, 0x1 ;\n        /*0020*/                   EXIT ;\n");
  assert_true(vl_sass_frame_find(&k->functions[0], &frame, &why));
  assert_true(frame.absent);
  assert_int_equal(frame.instr, 0);
  assert_int_equal(frame.bytes, 0);
  vl_module_free(k);
}

/* R2 spilled around the loop: stored after its write, reloaded in front of its read. */
static vl_sass_move spill_r2[] = {{.before = 3, .reg = 2, .op = VL_SASS_STL, .offset = 0x10},
                                  {.before = 7, .reg = 2, .op = VL_SASS_LDL, .offset = 0x10}};

static void test_insert_spill(void **state) {
  (void)state;
  vl_module *k = parse(kernel);
  assert_non_null(k);
  vl_sass_moves moves = {spill_r2, 2};
  assert_int_equal(vl_sass_frame_growth(&k->functions[0], &moves), 16);
  vl_strbuf sb;
  vl_diags diags = {0};
  vl_module *m = with_moves(k, &moves, &sb, &diags);
  /* The frame grows by 16 bytes; the store follows its write; the reload stands in front of the
   * read, after the loop; the addresses are renumbered. */
  assert_non_null(strstr(sb.data, "IADD3 R1, R1, -0x20, RZ ;"));
  assert_non_null(strstr(sb.data, "/*0020*/                   MOV R2, 0x1 ;\n"
                                  "        /*0030*/                   STL [R1+0x10], R2 ;\n"
                                  "        /*0040*/                   MOV R3, 0x2 ;\n.L_x_0:\n"));
  assert_non_null(strstr(sb.data, "/*0080*/                   LDL R2, [R1+0x10] ;\n"
                                  "        /*0090*/                   STL [R1+0x8], R2 ;\n"));
  vl_sass_move_counts counts = vl_sass_count_moves(&moves);
  assert_int_equal(counts.stores, 1);
  assert_int_equal(counts.reloads, 1);
  assert_int_equal(counts.moves + counts.frames, 0);
  const vl_function *fn = &m->functions[0];
  assert_int_equal(fn->num_instrs, 11);
  /* R2 is two webs now: the write and its store; the reload and its read. Nothing lives across
   * the loop any more. */
  /* A store's operands: R1 (fixed) first, then the register stored. */
  assert_int_equal(fn->instrs[3].ops[1].kind, VL_OP_VREG);
  uint32_t written = fn->instrs[2].ops[0].reg, stored = fn->instrs[3].ops[1].reg;
  uint32_t reloaded = fn->instrs[8].ops[0].reg, read = fn->instrs[9].ops[1].reg;
  assert_int_equal(written, stored);
  assert_int_equal(reloaded, read);
  assert_int_not_equal(written, reloaded);
  assert_int_equal(vl_sass_slots_check(fn, &moves, &diags), 0);
  assert_int_equal(diags.list.len, 0);
  vl_module_free(m);
  free(sb.data);
  vl_module_free(k);
}

/* Spill code that changes the kernel: R3 stored before the loop that writes it and reloaded
 * after (stale on the path through the loop), and a reload of R2 from R3's slot. */
static void test_stale_reloads(void **state) {
  (void)state;
  vl_module *k = parse(kernel);
  assert_non_null(k);
  vl_sass_move mv[] = {{.before = 4, .reg = 3, .op = VL_SASS_STL, .offset = 0x14},
                       {.before = 7, .reg = 3, .op = VL_SASS_LDL, .offset = 0x14},
                       {.before = 7, .reg = 2, .op = VL_SASS_LDL, .offset = 0x14}};
  vl_sass_moves moves = {mv, 3};
  vl_strbuf sb;
  vl_diags diags = {0};
  vl_module *m = with_moves(k, &moves, &sb, &diags);
  assert_int_equal(vl_sass_slots_check(&m->functions[0], &moves, &diags), 2);
  assert_non_null(strstr(diags.list.data[0].message, "holds R3 elsewhere, R2 here"));
  assert_non_null(strstr(diags.list.data[1].message, "LDL R3, [R1+0x14]: on some path the slot does not hold"));
  vl_diags_free(&diags);
  vl_module_free(m);
  free(sb.data);
  vl_module_free(k);
}

static void test_bad_spill(void **state) {
  (void)state;
  vl_module *k = parse(kernel);
  assert_non_null(k);
  /* A slot inside the old frame, one not 4-aligned, a store after the branch, out of order. */
  vl_sass_move bad[][2] = {{{.before = 3, .reg = 2, .op = VL_SASS_STL, .offset = 0x8}},
                           {{.before = 3, .reg = 2, .op = VL_SASS_STL, .offset = 0x12}},
                           {{.before = 7, .reg = 2, .op = VL_SASS_STL, .offset = 0x10}},
                           {{.before = 7, .reg = 2, .op = VL_SASS_LDL, .offset = 0x10},
                            {.before = 7, .reg = 2, .op = VL_SASS_STL, .offset = 0x10}}};
  const char *why[] = {"inside the kernel's own frame", "not 4-aligned", "a store after a branch",
                       "out of instruction order"};
  for (int i = 0; i < 4; i++) {
    vl_sass_moves moves = {bad[i], i == 3 ? 2 : 1};
    vl_strbuf sb = {0};
    vl_diags diags = {0};
    assert_int_equal(vl_sass_insert_moves(k, &moves, &sb, &diags), VL_BAD_INPUT);
    assert_non_null(strstr(diags.list.data[0].message, why[i]));
    vl_diags_free(&diags);
    free(sb.data);
  }
  vl_module_free(k);
  /* Spill code in a kernel without a frame. */
  k = parse(HEAD "        /*0000*/                   MOV R2, 0x1 ;\n        /*0010*/                   STS [R0], R2 ;\n"
                 "        /*0020*/                   EXIT ;\n");
  vl_sass_move one = {.before = 1, .reg = 2, .op = VL_SASS_STL, .offset = 0};
  vl_sass_moves moves = {&one, 1};
  vl_strbuf sb = {0};
  vl_diags diags = {0};
  assert_int_equal(vl_sass_insert_moves(k, &moves, &sb, &diags), VL_BAD_INPUT);
  assert_non_null(strstr(diags.list.data[0].message, "whose frame cannot grow"));
  vl_diags_free(&diags);
  free(sb.data);
  vl_module_free(k);
}

/* A kernel without a frame gets one after the stack pointer's load, sized for its slots. */
static void test_new_frame(void **state) {
  (void)state;
  static const char text[] = HEAD
      "        /*0000*/                   IMAD.MOV.U32 R1, RZ, RZ, c[0x0][0x28] ;\n"
      "        /*0010*/                   MOV R2, 0x1 ;\n"
      "        /*0020*/                   MOV R3, 0x2 ;\n"
      ".L_x_0:\n"
      "        /*0030*/                   IADD3 R3, R3, 0x1, RZ ;\n"
      "        /*0040*/                   ISETP.GE.AND P0, PT, R3, 0x40, PT ;\n"
      "        /*0050*/              @!P0 BRA `(.L_x_0) ;\n"
      "        /*0060*/                   STS [R0], R2 ;\n"
      "        /*0070*/                   EXIT ;\n";
  vl_module *k = parse(text);
  assert_non_null(k);
  vl_sass_move mv[] = {{.before = 1, .reg = 1, .op = VL_SASS_FRAME},
                       {.before = 2, .reg = 2, .op = VL_SASS_STL, .offset = 0x4},
                       {.before = 6, .reg = 2, .op = VL_SASS_LDL, .offset = 0x4}};
  vl_sass_moves moves = {mv, 3};
  assert_int_equal(vl_sass_frame_growth(&k->functions[0], &moves), 16);
  vl_strbuf sb;
  vl_diags diags = {0};
  vl_module *m = with_moves(k, &moves, &sb, &diags);
  assert_non_null(strstr(sb.data, "c[0x0][0x28] ;\n        /*0010*/                   IADD3 R1, R1, -0x10, RZ ;\n"
                                  "        /*0020*/                   MOV R2, 0x1 ;\n"
                                  "        /*0030*/                   STL [R1+0x4], R2 ;\n"));
  assert_int_equal(vl_sass_slots_check(&m->functions[0], &moves, &diags), 0);
  vl_module_free(m);
  free(sb.data);
  /* Without the frame instruction the slots would lie outside any frame. */
  vl_sass_moves bare = {mv + 1, 2};
  sb = (vl_strbuf){0};
  assert_int_equal(vl_sass_insert_moves(k, &bare, &sb, &diags), VL_BAD_INPUT);
  assert_non_null(strstr(diags.list.data[0].message, "has no frame: spill code needs one IADD3 R1"));
  vl_diags_free(&diags);
  free(sb.data);
  vl_module_free(k);
}

/* A plan spilling R2: a store after its write, a reload in front of the block's first read. */
static void test_spill_sites(void **state) {
  (void)state;
  vl_module *k = parse(kernel);
  assert_non_null(k);
  const vl_function *fn = &k->functions[0];
  uint32_t r2 = fn->instrs[2].ops[0].reg;
  vl_arena arena = {0};
  vl_spill_plan plan = {0};
  plan.choice_of = VL_NEW_ARRAY(&arena, uint32_t, fn->num_vregs + 1);
  vl_spill_choice ch = {.vreg = r2, .home = {.kind = VL_HOME_STACK, .slot = 3}};
  VL_VEC_PUSH(&arena, plan.choices, ch);
  plan.choice_of[r2] = 1;
  vl_spill_site *s = NULL;
  assert_int_equal(vl_spill_sites(fn, &plan, &s), 2);
  assert_int_equal(s[0].before, 3);
  assert_true(s[0].store);
  assert_int_equal(s[0].slot, 3);
  assert_int_equal(s[1].before, 7);
  assert_false(s[1].store);
  assert_int_equal(s[1].vreg, r2);
  free(s);
  vl_arena_free(&arena);
  vl_module_free(k);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_frame),        cmocka_unit_test(test_insert_spill), cmocka_unit_test(test_stale_reloads),
      cmocka_unit_test(test_bad_spill),    cmocka_unit_test(test_new_frame),    cmocka_unit_test(test_spill_sites),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
