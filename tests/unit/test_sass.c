/* Unit tests of the SASS front end (src/front/sass*.c) and the NVIDIA target
 * (src/target/nvidia.c): operand widths, guarded writes, webs, tuples, occupancy. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <string.h>

#include "front/sass.h"
#include "target/nvidia.h"

static const char head[] = "\t.headerflags\t@\"EF_CUDA_SM89\"\n\t.section\t.text.k,\"ax\",@progbits\nk:\n";

static vl_module *parse(const char *body) {
  static char text[4096];
  snprintf(text, sizeof text, "%s%s", head, body);
  vl_diags diags = {0};
  vl_module *m = vl_sass_parse_text("t.sass", text, (uint32_t)strlen(text), NULL, &diags);
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  return m;
}

static vl_physreg orig(const vl_function *fn, const vl_operand *op) {
  return vl_physreg_subreg(fn->original_reg[op->reg], op->subreg);
}

static void test_widths(void **state) {
  (void)state;
  vl_module *m = parse("        /*0000*/                   IMAD.WIDE R4, R0, R5, c[0x0][0x168] ;\n"
                       "        /*0010*/                   LDG.E.128 R8, [R4.64] ;\n"
                       "        /*0020*/                   HMMA.16816.F32 R12, R8, R4, R12 ;\n"
                       "        /*0030*/                   STS.64 [R0+0x10], R10 ;\n"
                       "        /*0040*/                   EXIT ;\n");
  assert_non_null(m);
  const vl_function *fn = &m->functions[0];
  assert_string_equal(m->target->name, "sm_89");
  const vl_instr *imad = &fn->instrs[0], *ldg = &fn->instrs[1], *hmma = &fn->instrs[2], *sts = &fn->instrs[3];
  assert_int_equal(imad->num_defs, 1);
  assert_int_equal(orig(fn, &imad->ops[0]).count, 2);   /* pair written */
  assert_int_equal(orig(fn, &imad->ops[0]).unit, 4);
  assert_int_equal(orig(fn, &ldg->ops[0]).count, 4);    /* .128 */
  assert_int_equal(orig(fn, &ldg->ops[1]).count, 2);    /* [R4.64] */
  assert_int_equal(orig(fn, &hmma->ops[0]).count, 4);   /* D */
  assert_int_equal(orig(fn, &hmma->ops[2]).count, 2);   /* B */
  assert_int_equal(sts->num_defs, 0);
  assert_int_equal(orig(fn, &sts->ops[1]).count, 2);    /* .64 data */
  vl_module_free(m);
}

static void test_guarded_write_reads(void **state) {
  (void)state;
  vl_module *m = parse("        /*0000*/                   MOV R2, 0x1 ;\n"
                       "        /*0010*/                   ISETP.GE.AND P0, PT, R2, 0x4, PT ;\n"
                       "        /*0020*/               @P0 MOV R2, 0x2 ;\n"
                       "        /*0030*/                   STS [R2], R2 ;\n"
                       "        /*0040*/                   EXIT ;\n");
  assert_non_null(m);
  const vl_function *fn = &m->functions[0];
  const vl_instr *g = &fn->instrs[2];
  uint32_t vregs = 0, implicit = 0;   /* the write and its implicit read (and the guard, P0) */
  for (uint32_t o = 0; o < g->num_ops; o++)
    if (g->ops[o].kind == VL_OP_VREG) vregs++, implicit += (g->ops[o].flags & VL_OPF_IMPLICIT) != 0;
  assert_int_equal(vregs, 2);
  assert_int_equal(implicit, 1);
  /* One web: both MOVs and the uses are the same virtual register. */
  assert_int_equal(fn->instrs[0].ops[0].reg, g->ops[0].reg);
  assert_int_equal(fn->num_vregs, 1);
  assert_int_equal(fn->num_blocks, 1);
  vl_module_free(m);
}

static void test_webs_split(void **state) {
  (void)state;
  /* R3 holds two unrelated values: two webs. */
  vl_module *m = parse("        /*0000*/                   MOV R3, 0x1 ;\n"
                       "        /*0010*/                   STS [R0], R3 ;\n"
                       "        /*0020*/                   MOV R3, 0x2 ;\n"
                       "        /*0030*/                   STS [R0], R3 ;\n"
                       "        /*0040*/                   EXIT ;\n");
  assert_non_null(m);
  const vl_function *fn = &m->functions[0];
  assert_int_not_equal(fn->instrs[0].ops[0].reg, fn->instrs[2].ops[0].reg);
  vl_module_free(m);
}

static void test_target(void **state) {
  (void)state;
  const vl_target *t = vl_target_by_name("sm_89", 5);
  assert_non_null(t);
  vl_physreg r;
  assert_true(vl_target_parse_physreg_asm(t, "R[4:5]", 6, &r));
  assert_int_equal(r.count, 2);
  assert_true(vl_target_class_contains(t, vl_target_class_by_name(t, "R64", 3), r));
  r.unit = 5;
  assert_false(vl_target_class_contains(t, vl_target_class_by_name(t, "R64", 3), r));   /* odd pair */
  assert_false(vl_target_parse_physreg_asm(t, "R255", 4, &r));
  char buf[32];
  assert_true(vl_target_parse_physreg_asm(t, "UR[8:11]", 8, &r));
  assert_true(vl_target_physreg_asm(t, r, buf, sizeof buf));
  assert_string_equal(buf, "UR[8:11]");
  /* Occupancy: tests/unit/test_cost.c. */
  assert_int_equal(vl_nvidia_register_count(t, 14), 16);
}

static void test_bad_input(void **state) {
  (void)state;
  assert_null(parse("        /*0000*/                   MOV R2, 0x1\n"));
  assert_null(parse("        /*0000*/                   LDG.E.64 R3, [R4.64] ;\n"));   /* odd pair */
  assert_null(parse("        /*0000*/                   BRA `(.L_x_9) ;\n"));
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_widths), cmocka_unit_test(test_guarded_write_reads), cmocka_unit_test(test_webs_split),
      cmocka_unit_test(test_target), cmocka_unit_test(test_bad_input),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
