/* Unit tests of nvdisasm -hex reading (src/front/sass_hex.c): VIMNMX decoding
 * (the words are the corpus's or built from its fields), its refusals, branch
 * targets from encoded offsets (the corpus's words, with the addresses nvdisasm
 * printed for their labels), and the rewritten text of a parsed listing. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "front/sass.h"
#include "front/sass_internal.h"
#include "target/nvidia.h"

static const vl_target *sm(const char *name) { return vl_nvidia_target_by_name(name, strlen(name)); }

static void expect_decoded(uint64_t lo, uint64_t hi, const char *guard, const char *text) {
  char g[16], buf[96];
  const char *why = vl_sass_hex_decode(sm("sm_90"), lo, hi, g, sizeof g, buf, sizeof buf);
  assert_null(why);
  assert_string_equal(g, guard);
  assert_string_equal(buf, text);
}

static void test_decode_vimnmx(void **state) {
  (void)state;
  /* attention.D-128...KB-2 (sm_90) at 0x3160, followed by "LEA R41, R0, R43, 0x7". */
  expect_decoded(0x000000042c007c48, 0x000fc8000bfe0100, "", "VIMNMX R0, R44, UR4, PT ;");
  expect_decoded(0x0000000200037248, 0x000fe20007fe0100, "", "VIMNMX R3, R0, R2, !PT ;");
  expect_decoded(0x000000ff03007848, 0x000fe40003fe0000, "", "VIMNMX.U32 R0, R3, 0xff, PT ;");
  expect_decoded(0x0000000400008c48, 0x000fca000bfe0100, "@!P0", "VIMNMX R0, R0, UR4, PT ;");
  expect_decoded(0xffffffffff003848, 0x000fca0003fe0100, "@P3", "VIMNMX R0, RZ, -0x1, PT ;");
  expect_decoded(0x0000003f05047c48, 0x000fca000bfe0100, "", "VIMNMX R4, R5, URZ, PT ;");
  /* .reuse: bits 122 (Ra) and 123 (Rb), as on sm_89's IMNMX. */
  expect_decoded(0x0000000706087248, 0x0c0fe20007fe0100, "", "VIMNMX R8, R6.reuse, R7.reuse, !PT ;");
}

static void expect_refused(const vl_target *t, uint64_t lo, uint64_t hi) {
  char g[16], buf[96];
  assert_non_null(vl_sass_hex_decode(t, lo, hi, g, sizeof g, buf, sizeof buf));
}

static void test_decode_refusals(void **state) {
  (void)state;
  expect_refused(sm("sm_90"), 0x000000042c007c49, 0x000fc8000bfe0100);   /* another opcode */
  expect_refused(sm("sm_89"), 0x000000042c007c48, 0x000fc8000bfe0100);   /* sm_89 has no VIMNMX */
  expect_refused(sm("sm_90"), 0x000000ff03007848, 0x000fe40003fe1100);   /* .RELU (bit 76) */
  expect_refused(sm("sm_90"), 0x000000ff03007848, 0x000fe40003fe0300);   /* a vector format (.U16x2) */
  expect_refused(sm("sm_90"), 0x0000000200037248, 0x000fe20007f80100);   /* a predicate result P0 */
  expect_refused(sm("sm_90"), 0x0000000200037248, 0x000fe2000ffe0100);   /* bit 91 without the UR form */
  expect_refused(sm("sm_90"), 0x000000042c007c48, 0x000fc80003fe0100);   /* the UR form without bit 91 */
  expect_refused(sm("sm_90"), 0x0000010200037248, 0x000fe20007fe0100);   /* stray bits above Rb */
  assert_true(vl_sass_hex_nvdisasm_drops(sm("sm_90"), 0x000000042c007c48));
  assert_false(vl_sass_hex_nvdisasm_drops(sm("sm_89"), 0x000000042c007c48));
}

static int64_t target_of(const char *arch, uint64_t lo, uint64_t hi, uint32_t address) {
  int64_t to = -1;
  assert_true(vl_sass_hex_branch_target(sm(arch), lo, hi, address, &to));
  return to;
}

/* Re-encoding a branch for moved code: every corpus branch above, moved and retargeted forwards
 * and backwards, decodes to the new target, and nothing outside the offset field changes. */
static void test_branch_retarget(void **state) {
  (void)state;
  static const struct {
    const char *arch;
    uint64_t lo, hi;
    uint32_t address;
  } cases[] = {
      {"sm_89", 0x0000164000009947, 0x000fea0003800000, 0x8c0},  {"sm_89", 0xffffeb3000007947, 0x000fea000383ffff, 0x1ef0},
      {"sm_89", 0x000000b000007945, 0x000fe60003800000, 0x34f0}, {"sm_89", 0x0000001000001944, 0x000fe20003c00000, 0x1ee0},
      {"sm_90", 0x0000002400f89947, 0x000fea0003800000, 0x900},  {"sm_90", 0xffffffe800d09947, 0x000fec000383ffff, 0x30d0},
      {"sm_90", 0x000000c000007945, 0x000fe60003800000, 0x4680}, {"sm_90", 0x0000000400307944, 0x003fea0003c00000, 0x46d0},
      {"sm_90", 0x000000003c087348, 0x000fe20003c00000, 0x4c70},
  };
  static const uint32_t targets[] = {0, 0x10, 0x7f0, 0x8000, 0x12340};
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
    for (size_t t = 0; t < sizeof targets / sizeof *targets; t++) {
      uint64_t lo = cases[i].lo, hi = cases[i].hi;
      uint32_t at = cases[i].address + 0x40;   /* the branch moved by 4 instructions */
      assert_true(vl_sass_hex_branch_retarget(sm(cases[i].arch), &lo, &hi, at, targets[t]));
      assert_int_equal(target_of(cases[i].arch, lo, hi, at), targets[t]);
      assert_true((lo & 0xfff) == (cases[i].lo & 0xfff));                 /* the opcode */
      assert_true((hi & ~0x3ffffull) == (cases[i].hi & ~0x3ffffull));   /* control bits and the rest */
    }
  uint64_t lo = 0x000000042c007c48, hi = 0;
  assert_false(vl_sass_hex_branch_retarget(sm("sm_90"), &lo, &hi, 0x10, 0x20));   /* no offset field */
}

static void test_branch_targets(void **state) {
  (void)state;
  /* attention.D-128.CAUSAL-0.T-float.SMEM-0.BQ-128.RQ-1.TPR-4.KB-2, both targets. */
  assert_int_equal(target_of("sm_89", 0x0000164000009947, 0x000fea0003800000, 0x8c0), 0x1f10);      /* @!P1 BRA */
  assert_int_equal(target_of("sm_89", 0xffffeb3000007947, 0x000fea000383ffff, 0x1ef0), 0xa30);      /* BRA back */
  assert_int_equal(target_of("sm_89", 0x000000b000007945, 0x000fe60003800000, 0x34f0), 0x35b0);     /* BSSY */
  assert_int_equal(target_of("sm_89", 0x0000001000001944, 0x000fe20003c00000, 0x1ee0), 0x1f00);     /* CALL */
  assert_int_equal(target_of("sm_89", 0xffffc2c002007950, 0x000fea0003c3ffff, 0x3d30), 0);          /* RET */
  assert_int_equal(target_of("sm_90", 0x0000002400f89947, 0x000fea0003800000, 0x900), 0x30f0);      /* split offset */
  assert_int_equal(target_of("sm_90", 0xffffffe800d09947, 0x000fec000383ffff, 0x30d0), 0x1c20);
  assert_int_equal(target_of("sm_90", 0x000000c000007945, 0x000fe60003800000, 0x4680), 0x4750);     /* BSSY: whole */
  assert_int_equal(target_of("sm_90", 0x0000000400307944, 0x003fea0003c00000, 0x46d0), 0x4ba0);     /* CALL */
  assert_int_equal(target_of("sm_90", 0xffffffb006447950, 0x000fea0003c3ffff, 0x4ee0), 0);          /* RET */
  assert_int_equal(target_of("sm_90", 0x000000003c087348, 0x000fe20003c00000, 0x4c70), 0x4ca0);     /* WARPSYNC.COLLECTIVE */
  int64_t to;
  assert_false(vl_sass_hex_branch_target(sm("sm_90"), 0x000000042c007c48, 0, 0x10, &to));   /* no offset field */
}

static const char listing[] =
    "\t.headerflags\t@\"EF_CUDA_SM90\"\n"
    "\t.section\t.text.k,\"ax\",@progbits\n"
    "\t.sectionflags\t@\"SHF_BARRIERS=1\"\n"
    "k:\n"
    "        /*0000*/                   ISETP.NE.AND P0, PT, R0, RZ, PT ;     /* 0x000000ff0000720c */\n"
    "                                                                        /* 0x000fda0003f05270 */\n"
    "        /*0010*/               @P0 BRA `(.L_x_0) ;                       /* 0x0000000000000947 */\n"
    "                                                                        /* 0x000fea0003800000 */\n"
    ".L_x_1:\n"
    "                                                                        /* 0x0000000200037248 */\n"
    "                                                                        /* 0x000fe20007fe0100 */\n"
    "        /*0030*/                   STS [R3], R3 ;                        /* 0x0000000303007388 */\n"
    "                                                                        /* 0x000fe20000000800 */\n"
    "        /*0040*/                   EXIT ;                                /* 0x000000000000794d */\n"
    "                                                                        /* 0x000fea0003800000 */\n";

static void test_parse_rewrites(void **state) {
  (void)state;
  vl_diags diags = {0};
  vl_module *m = vl_sass_parse_text("t.sass", listing, (uint32_t)strlen(listing), NULL, &diags);
  vl_diags_print(&diags, stderr);
  assert_non_null(m);
  /* The decoded line stands where the low word stood, the label moved after the words. */
  const char *want = "        /*0020*/                   VIMNMX R3, R0, R2, !PT ;             /* 0x0000000200037248 */\n"
                     "                                                                        /* 0x000fe20007fe0100 */\n"
                     ".L_x_1:\n"
                     "        /*0030*/";
  assert_non_null(strstr(m->text, want));
  const vl_function *fn = &m->functions[0];
  assert_int_equal(fn->num_instrs, 5);
  assert_string_equal(fn->instrs[2].opcode, "VIMNMX");
  assert_int_equal(fn->instrs[2].line, 9);
  assert_int_equal(fn->instrs[2].num_defs, 1);
  /* BRA `(.L_x_0) (dropped): its offset leads to the VIMNMX, a block leader. */
  assert_int_equal(fn->instrs[2].block, fn->blocks[fn->instrs[1].block].succs[0]);
  vl_module_free(m);
  vl_diags_free(&diags);
}

/* An address past any section (here INT64_MAX, a fuzzer finding that overflowed the next instruction's
 * address) is not taken for one: the listing is refused at that line as a gap in the addresses. */
static void test_address_out_of_range(void **state) {
  (void)state;
  char huge[sizeof listing + 16];
  const char *at = strstr(listing, "/*0010*/");
  assert_non_null(at);
  size_t head = (size_t)(at - listing);
  memcpy(huge, listing, head);
  /* the 20-character address replaces the 8 of 0010 and 12 blanks after them: the columns stay */
  size_t n = (size_t)sprintf(huge + head, "/*7fffffffffffffff*/");
  strcpy(huge + head + n, at + 8 + 12);
  vl_diags diags = {0};
  vl_module *m = vl_sass_parse_text("t.sass", huge, (uint32_t)strlen(huge), NULL, &diags);
  assert_null(m);
  assert_int_equal(diags.list.len, 1);
  assert_int_equal(diags.list.data[0].line, 7);
  assert_non_null(strstr(diags.list.data[0].message, "gap in the instruction addresses"));
  vl_diags_free(&diags);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_decode_vimnmx), cmocka_unit_test(test_decode_refusals),
      cmocka_unit_test(test_branch_targets), cmocka_unit_test(test_branch_retarget), cmocka_unit_test(test_parse_rewrites),
      cmocka_unit_test(test_address_out_of_range),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
