/* Unit tests of live-range splitting for SASS: the moves written into the text
 * (src/emit/sass_moves.c) and the copies at block boundaries
 * (src/alloc/split_blocks.c). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdlib.h>
#include <string.h>

#include "alloc/split_blocks.h"
#include "emit/sass_layout.h"
#include "emit/sass_moves.h"
#include "front/sass.h"

static vl_module *parse(const char *text) {
  vl_diags diags = {0};
  vl_module *m = vl_sass_parse_text("t.sass", text, (uint32_t)strlen(text), NULL, &diags);
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  return m;
}

/* nvdisasm -hex style: the low word after the ';', the high word alone on the next line. */
static const char kernel[] =
    "\t.headerflags\t@\"EF_CUDA_SM89\"\n\t.section\t.text.k,\"ax\",@progbits\nk:\n"
    "        /*0000*/                   MOV R2, 0x1 ;                   /* 0x0000000100027802 */\n"
    "                                                                   /* 0x000fe20000000f00 */\n"
    "        /*0010*/                   MOV R3, 0x2 ;                   /* 0x0000000200037802 */\n"
    "                                                                   /* 0x000fe20000000f00 */\n"
    "        /*0020*/                   IADD3 R4, R2.reuse, R3, RZ ;    /* 0x0000000302047210 */\n"
    "                                                                   /* 0x000fe20007ffe0ff */\n"
    "        /*0030*/                   IADD3 R5, R2, R3, RZ ;          /* 0x0000000302057210 */\n"
    "                                                                   /* 0x000fe20007ffe0ff */\n"
    "        /*0040*/                   STS.64 [R0], R4 ;               /* 0x0000000400007388 */\n"
    "                                                                   /* 0x000fe20000000a00 */\n"
    "        /*0050*/                   EXIT ;                          /* 0x000000000000794d */\n"
    "                                                                   /* 0x000fea0003800000 */\n";

static void test_insert_moves(void **state) {
  (void)state;
  vl_module *k = parse(kernel);
  assert_non_null(k);
  vl_sass_move mv[] = {{.before = 3, .reg = 2}, {.before = 3, .reg = 3}};   /* in front of the second IADD3 */
  vl_sass_moves moves = {mv, 2};
  vl_strbuf sb = {0};
  vl_diags diags = {0};
  assert_int_equal(vl_sass_insert_moves(k, &moves, &sb, &diags), VL_OK);
  /* The moves in list order, every address renumbered, the words gone, and the .reuse of the
   * instruction in front of the moves dropped. */
  assert_non_null(strstr(sb.data, "        /*0030*/                   MOV R2, R2 ;\n"
                                  "        /*0040*/                   MOV R3, R3 ;\n"
                                  "        /*0050*/                   IADD3 R5, R2, R3, RZ ;\n"));
  assert_non_null(strstr(sb.data, "/*0020*/                   IADD3 R4, R2, R3, RZ ;\n"));
  assert_non_null(strstr(sb.data, "/*0070*/                   EXIT ;\n"));
  assert_null(strstr(sb.data, "/* 0x"));
  assert_int_equal(vl_sass_moves_total(k, &moves), 2);
  vl_module *m = parse(sb.data);
  assert_non_null(m);
  const vl_function *fn = &m->functions[0];
  assert_int_equal(fn->num_instrs, 8);
  /* Reading it back splits R2 and R3 at the moves: the second IADD3 reads the moves' results,
   * which ptxas's registers still name (the identity). */
  const vl_instr *first = &fn->instrs[2], *move = &fn->instrs[3], *second = &fn->instrs[5];
  assert_string_equal(move->opcode, "MOV");
  assert_int_not_equal(move->ops[0].reg, move->ops[1].reg);
  assert_int_equal(move->ops[1].reg, first->ops[1].reg);
  assert_int_equal(second->ops[1].reg, move->ops[0].reg);
  assert_int_equal(fn->original_reg[move->ops[0].reg].unit, fn->original_reg[move->ops[1].reg].unit);
  vl_module_free(m);
  free(sb.data);
  vl_module_free(k);
}

static void test_bad_moves(void **state) {
  (void)state;
  vl_module *k = parse(kernel);
  assert_non_null(k);
  #define MV(b, r) {.before = b, .reg = r}
  vl_sass_move bad[][2] = {{MV(1, 1), MV(1, 1)}, {MV(6, 2), MV(6, 2)}, {MV(1, 255), MV(1, 255)}, {MV(3, 2), MV(1, 2)}};
#undef MV
  const char *why[] = {"R1 (the stack pointer)", "no such instruction", "past R254", "out of instruction order"};
  for (int i = 0; i < 4; i++) {
    vl_sass_moves moves = {bad[i], i == 3 ? 2 : 1};
    vl_strbuf sb = {0};
    vl_diags diags = {0};
    assert_int_equal(vl_sass_insert_moves(k, &moves, &sb, &diags), VL_BAD_INPUT);
    assert_true(diags.list.len >= 1);
    assert_non_null(strstr(diags.list.data[0].message, why[i]));
    assert_int_equal(diags.list.data[0].line, 2);   /* the function's section line */
    vl_diags_free(&diags);
    free(sb.data);
  }
  vl_module_free(k);
}

/* R2 lives across a block boundary (a loop head) and out of the loop block; R6 is a pair live
 * across the same boundary, split only when tuples are. */
static const char loop[] =
    "\t.headerflags\t@\"EF_CUDA_SM89\"\n\t.section\t.text.k,\"ax\",@progbits\nk:\n"
    "        /*0000*/                   MOV R2, 0x1 ;\n"
    "        /*0010*/                   IMAD.WIDE R6, R2, 0x4, RZ ;\n"
    ".L_x_0:\n"
    "        /*0020*/                   IADD3 R3, R2, 0x1, RZ ;\n"
    "        /*0030*/                   ISETP.GE.AND P0, PT, R3, 0x40, PT ;\n"
    "        /*0040*/              @!P0 BRA `(.L_x_0) ;\n"
    "        /*0050*/                   STG.E [R6.64], R2 ;\n"
    "        /*0060*/                   EXIT ;\n";

/* Where inserted instructions put the others: a store after instruction 1 stays behind a branch
 * to instruction 2, the MOV and LDL in front of instruction 2 are its block's entry. */
static void test_layout(void **state) {
  (void)state;
  vl_sass_move list[] = {{2, 5, VL_SASS_STL, 0x10}, {2, 6, VL_SASS_MOV, 0}, {2, 7, VL_SASS_LDL, 0x14}, {4, 3, VL_SASS_MOV, 0}};
  vl_sass_moves mv = {list, 4};
  vl_sass_layout l;
  vl_sass_layout_of(&mv, 5, &l);
  assert_int_equal(l.new_count, 9);
  static const uint32_t address[] = {0x0, 0x10, 0x50, 0x60, 0x80}, entry[] = {0x0, 0x10, 0x30, 0x60, 0x70};
  for (uint32_t i = 0; i < 5; i++) {
    assert_int_equal(l.address[i], address[i]);
    assert_int_equal(l.entry[i], entry[i]);
  }
  vl_sass_layout_free(&l);
  vl_sass_layout_of(NULL, 3, &l);   /* nothing inserted: nothing moves */
  assert_int_equal(l.new_count, 3);
  assert_int_equal(l.address[2], 0x20);
  assert_int_equal(l.entry[2], 0x20);
  vl_sass_layout_free(&l);
}

static void test_split_blocks(void **state) {
  (void)state;
  vl_module *k = parse(loop);
  assert_non_null(k);
  const vl_function *fn = &k->functions[0];
  assert_int_equal(fn->num_blocks, 3);
  vl_arena arena = {0};
  vl_analysis *an = vl_analyze(fn, &(vl_budget_options){0}, &arena);
  vl_split *sp = NULL;
  uint32_t n = vl_split_blocks(an, VL_FILE_VECTOR, 1, &sp);
  /* R2: in front of the loop head (instruction 2) and of its branch (4); the loop exit block's
   * first instruction (5) reads it last there, so nothing lives across it. R3 dies in the block. */
  assert_int_equal(n, 2);
  uint32_t r2 = fn->instrs[0].ops[0].reg;
  assert_int_equal(sp[0].before, 2);
  assert_int_equal(sp[0].vreg, r2);
  assert_int_equal(sp[1].before, 4);
  assert_int_equal(sp[1].vreg, r2);
  free(sp);
  /* With tuples: the pair R6 too, lane by lane, at both places. */
  n = vl_split_blocks(an, VL_FILE_VECTOR, 4, &sp);
  assert_int_equal(n, 6);
  uint32_t pair = fn->instrs[1].ops[0].reg, lanes = 0;
  for (uint32_t i = 0; i < n; i++)
    if (sp[i].vreg == pair) lanes |= 1u << (sp[i].lane + 2 * (sp[i].before == 4));
  assert_int_equal(lanes, 0xf);
  free(sp);
  vl_arena_free(&arena);
  vl_module_free(k);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_insert_moves),
      cmocka_unit_test(test_bad_moves),
      cmocka_unit_test(test_split_blocks),
      cmocka_unit_test(test_layout),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
