/* Unit tests of the AMDGPU target descriptions (src/target/amdgpu*.c).
 * Facts come from LLVM 19.1: class members from its TargetRegisterInfo,
 * register masks from AMDGPUCallingConv.td (occupancy: test_cost.c). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <string.h>

#include "target/target.h"

static const vl_target *target(const char *name) {
  const vl_target *t = vl_target_by_name(name, strlen(name));
  assert_non_null(t);
  return t;
}

static int cls(const vl_target *t, const char *name) {
  return vl_target_class_by_name(t, name, strlen(name));
}

static vl_physreg mir(const vl_target *t, const char *name) {
  vl_physreg reg = {0, 0, 0};
  if (!vl_target_parse_physreg(t, name, strlen(name), &reg)) fail_msg("cannot parse %s on %s", name, t->name);
  return reg;
}

static bool parses(const vl_target *t, const char *name) {
  vl_physreg reg;
  return vl_target_parse_physreg(t, name, strlen(name), &reg);
}

static bool contains(const vl_target *t, const char *class_name, const char *reg) {
  int c = cls(t, class_name);
  assert_true(c >= 0);
  return vl_target_class_contains(t, c, mir(t, reg));
}

static void test_targets(void **state) {
  (void)state;
  size_t count;
  const vl_target *const *all = vl_targets(&count);
  assert_int_equal(count, 3);
  assert_ptr_equal(all[0], target("gfx90a"));
  assert_null(vl_target_by_name("gfx90", 5));
  assert_null(vl_target_by_name("gfx90ab", 7));

  const vl_target *t = target("gfx90a");
  assert_int_equal(t->wave_size, 64);
  assert_int_equal(t->num_regs[VL_FILE_VECTOR], 256);
  assert_int_equal(t->num_regs[VL_FILE_ACCUM], 256);
  assert_int_equal(t->num_regs[VL_FILE_SCALAR], 102);
  assert_int_equal(t->max_scalar, 102);
  assert_true(t->unified_vgpr_file);
  assert_int_equal(t->num_classes, 650); /* every class LLVM 19 defines */
  assert_int_equal(mir(t, "vgpr0").unit, 0);
  assert_int_equal(mir(t, "agpr0").unit, 256);
  assert_int_equal(mir(t, "sgpr0").unit, 512);
  assert_int_equal(mir(t, "exec_lo").unit, 614);
  assert_int_equal(vl_target_unit_file(t, 300), VL_FILE_ACCUM);
  assert_int_equal(vl_target_unit_index(t, 300), 44);
  assert_int_equal(vl_target_unit_file(t, 613), VL_FILE_SCALAR);
  assert_int_equal(vl_target_unit_file(t, 614), VL_FILE_SPECIAL);
  assert_int_equal(vl_target_unit_file(t, t->num_units - 1), VL_FILE_SPECIAL);

  t = target("gfx1100");
  assert_int_equal(t->wave_size, 32);
  assert_int_equal(t->num_regs[VL_FILE_ACCUM], 0);
  assert_int_equal(t->num_regs[VL_FILE_SCALAR], 106);
  assert_int_equal(t->vgprs_per_simd, 1536);
  assert_int_equal(t->max_waves_per_simd, 16);
  assert_false(t->unified_vgpr_file);
  assert_int_equal(mir(t, "sgpr0").unit, 256);
  assert_int_equal(vl_target_unit_file(t, 256), VL_FILE_SCALAR);
}

static void test_class_properties(void **state) {
  (void)state;
  const vl_target *t = target("gfx90a");
  const vl_regclass *c;

  c = &t->classes[cls(t, "vgpr_32")];
  assert_int_equal(c->width, 1);
  assert_int_equal(c->files, 1u << VL_FILE_VECTOR);
  c = &t->classes[cls(t, "vreg_64_align2")];
  assert_int_equal(c->width, 2);
  assert_int_equal(c->align, 2);
  c = &t->classes[cls(t, "vreg_1024_align2")];
  assert_int_equal(c->width, 32);
  c = &t->classes[cls(t, "sgpr_128")];
  assert_int_equal(c->width, 4);
  assert_int_equal(c->align, 4);
  assert_int_equal(c->files, 1u << VL_FILE_SCALAR);
  assert_int_equal(t->classes[cls(t, "sgpr_64")].align, 2);
  assert_int_equal(t->classes[cls(t, "vreg_96")].width, 3);
  assert_int_equal(t->classes[cls(t, "areg_512")].files, 1u << VL_FILE_ACCUM);
  assert_int_equal(t->classes[cls(t, "av_64_align2")].files, (1u << VL_FILE_VECTOR) | (1u << VL_FILE_ACCUM));
  c = &t->classes[cls(t, "vgpr_16")];
  assert_int_equal(c->width, 1);
  assert_int_equal(c->half, 1);

  assert_int_equal(t->classes[cls(t, "sreg_64")].special, VL_SPECIAL_VCC | VL_SPECIAL_EXEC | VL_SPECIAL_NULL);
  assert_int_equal(t->classes[cls(t, "sreg_64_xexec")].special, VL_SPECIAL_VCC | VL_SPECIAL_NULL);
  assert_int_equal(t->classes[cls(t, "sreg_32")].special,
                   VL_SPECIAL_VCC | VL_SPECIAL_EXEC | VL_SPECIAL_M0 | VL_SPECIAL_NULL);
  assert_int_equal(t->classes[cls(t, "sreg_32_xm0_xexec")].special, VL_SPECIAL_VCC | VL_SPECIAL_NULL);
  assert_int_equal(t->classes[cls(t, "vgpr_32")].special, 0);

  /* Synthesized classes and the odd ones exist too. */
  assert_true(cls(t, "sreg_32_xexec_hi_and_sreg_32_xm0") >= 0);
  assert_true(cls(t, "sgpr_128_with_sub0_sub1_in_ccr_sgpr_64") >= 0);
  assert_true(cls(t, "ccr_sgpr_64") >= 0);
  assert_true(cls(t, "gfx_ccr_sgpr_64") >= 0);
  assert_true(cls(t, "vreg_1") >= 0);
  assert_int_equal(cls(t, "vgpr_3"), -1);
  assert_int_equal(cls(t, "vreg_64_align"), -1);
  assert_int_equal(cls(t, "VGPR_32"), -1);
  assert_int_equal(cls(t, ""), -1);
  assert_int_equal(vl_target_class_by_name(t, "sgpr_64xyz", 7), cls(t, "sgpr_64"));
  /* Every class by its own name; a name cut short by one byte, or a NUL inside the text, is another
   * name (the text may hold any bytes). */
  for (uint32_t i = 0; i < t->num_classes; i++) {
    const char *name = t->classes[i].name;
    size_t n = strlen(name);
    assert_int_equal(vl_target_class_by_name(t, name, n), (int)i);
    int shorter = vl_target_class_by_name(t, name, n - 1);
    assert_true(shorter != (int)i);
    if (shorter >= 0) assert_int_equal(strlen(t->classes[shorter].name), n - 1);
  }
  assert_int_equal(vl_target_class_by_name(t, "vgpr_32\0", 8), -1);
  assert_int_equal(vl_target_class_by_name(t, "vgpr\0_32", 8), -1);

  /* Per-target tables: gfx90a needs even vector tuples, gfx1100 has no AGPRs. */
  const vl_target *g11 = target("gfx1100");
  assert_int_equal(t->classes[cls(t, "vreg_64")].align, 2);
  assert_int_equal(g11->classes[cls(g11, "vreg_64")].align, 1);
  assert_int_equal(g11->classes[cls(g11, "av_64_align2")].files, 1u << VL_FILE_VECTOR);
  assert_int_equal(cls(g11, "vreg_64_align2"), cls(t, "vreg_64_align2"));
}

static void test_class_contains(void **state) {
  (void)state;
  const vl_target *t = target("gfx90a"), *g11 = target("gfx1100");

  assert_true(contains(t, "vreg_64_align2", "vgpr4_vgpr5"));
  assert_false(contains(t, "vreg_64_align2", "vgpr5_vgpr6"));
  assert_false(contains(t, "vreg_64", "vgpr5_vgpr6")); /* the gfx90a verifier rejects odd tuples */
  assert_true(contains(g11, "vreg_64", "vgpr5_vgpr6"));
  assert_false(contains(t, "vreg_64_align2", "vgpr4"));
  assert_false(contains(t, "vgpr_32", "agpr4"));
  assert_true(contains(t, "av_32", "agpr4"));
  assert_true(contains(t, "av_128_align2", "agpr4_agpr5_agpr6_agpr7"));

  assert_true(contains(t, "sgpr_128", "sgpr4_sgpr5_sgpr6_sgpr7"));
  assert_true(contains(g11, "sgpr_128", "sgpr100_sgpr101_sgpr102_sgpr103"));
  assert_false(parses(t, "sgpr100_sgpr101_sgpr102_sgpr103")); /* gfx90a has s0..s101 */
  assert_true(contains(t, "ccr_sgpr_64", "sgpr28_sgpr29"));
  assert_false(contains(t, "ccr_sgpr_64", "sgpr30_sgpr31"));
  assert_true(contains(t, "vgpr_32_lo128", "vgpr127"));
  assert_false(contains(t, "vgpr_32_lo128", "vgpr128"));

  assert_true(contains(t, "vgpr_16", "vgpr5_lo16"));
  assert_true(contains(t, "vgpr_16", "vgpr5_hi16"));
  assert_false(contains(t, "vgpr_16", "vgpr5"));
  assert_true(contains(t, "sgpr_lo16", "sgpr3_lo16"));
  assert_false(contains(t, "sgpr_lo16", "sgpr3_hi16"));

  assert_true(contains(t, "sreg_64", "vcc"));
  assert_true(contains(t, "sreg_64", "exec"));
  assert_false(contains(t, "sreg_64_xexec", "exec"));
  assert_true(contains(t, "sreg_64_xexec", "vcc"));
  assert_false(contains(t, "sreg_64", "vcc_lo"));
  assert_true(contains(t, "sreg_32", "vcc_hi"));
  assert_true(contains(t, "sreg_32", "m0"));
  assert_false(contains(t, "sreg_32_xm0", "m0"));
  assert_true(contains(t, "sreg_32_xexec_hi", "exec_lo"));
  assert_false(contains(t, "sreg_32_xexec_hi", "exec_hi"));
  assert_true(contains(t, "sreg_32_xm0_xexec", "sgpr_null"));
  assert_false(contains(t, "sgpr_32", "vcc_lo"));
  assert_false(contains(t, "sreg_32", "scc"));
  assert_true(contains(t, "scc_class", "scc"));

  /* wave32: LLVM reserves vcc_hi, hence vcc. */
  assert_true(contains(g11, "sreg_32", "vcc_lo"));
  assert_false(contains(g11, "sreg_32", "vcc_hi"));
  assert_false(contains(g11, "sreg_64", "vcc"));
  assert_true(contains(g11, "sreg_64", "exec"));

  vl_physreg none = {0, 0, 0};
  assert_false(vl_target_class_contains(t, cls(t, "vgpr_32"), none));
  assert_false(vl_target_class_contains(t, -1, mir(t, "vgpr0")));
  assert_false(vl_target_class_contains(t, 650, mir(t, "vgpr0")));
}

static void check_name_round_trip(const vl_target *t, const char *name) {
  char buf[512];
  vl_physreg reg = mir(t, name);
  assert_true(vl_target_physreg_name(t, reg, buf, sizeof buf));
  assert_string_equal(buf, name);
}

static void test_physreg_names(void **state) {
  (void)state;
  static const char *const common[] = {
      "vgpr5", "vgpr255", "vgpr4_vgpr5", "vgpr0_vgpr1_vgpr2_vgpr3", "vgpr5_vgpr6_vgpr7",
      "sgpr0_sgpr1_sgpr2_sgpr3", "sgpr101", "vgpr5_lo16", "vgpr5_hi16", "sgpr3_lo16", "vcc", "vcc_lo",
      "vcc_hi", "exec", "exec_lo", "m0", "m0_lo16", "scc", "mode", "sgpr_null", "sgpr_null64", "flat_scr",
      "xnack_mask_hi", "src_shared_base", "ttmp4_ttmp5_ttmp6_ttmp7", "ttmp3_ttmp4_ttmp5", "lds_direct",
      "private_rsrc_reg", "fp_reg", "sp_reg", "pc_reg"};
  size_t count;
  const vl_target *const *all = vl_targets(&count);
  for (size_t i = 0; i < count; i++)
    for (size_t j = 0; j < sizeof common / sizeof common[0]; j++) check_name_round_trip(all[i], common[j]);

  const vl_target *t = target("gfx90a"), *g11 = target("gfx1100");
  check_name_round_trip(t, "agpr2_agpr3");
  check_name_round_trip(g11, "sgpr104_sgpr105");
  vl_physreg reg = mir(t, "vgpr4_vgpr5");
  assert_int_equal(reg.unit, 4);
  assert_int_equal(reg.count, 2);
  assert_int_equal(reg.half, 0);
  reg = mir(t, "sgpr3_hi16");
  assert_int_equal(reg.unit, 515);
  assert_int_equal(reg.half, 2);
  assert_int_equal(mir(t, "vcc").count, 2);
  assert_int_equal(mir(t, "vcc").unit, mir(t, "vcc_lo").unit);
  assert_int_equal(mir(t, "vcc_hi").unit, mir(t, "vcc_lo").unit + 1);
  /* The special-register table and the ttmp tuples agree on where ttmp0 lives. */
  for (uint32_t i = 0; i < t->num_specials; i++)
    if (strcmp(t->specials[i].name, "ttmp0") == 0) assert_int_equal(t->specials[i].unit, mir(t, "ttmp0_ttmp1").unit);

  /* Names LLVM has no register for. */
  static const char *const bad[] = {
      "sgpr1_sgpr2", "sgpr2_sgpr3_sgpr4_sgpr5", "sgpr6_sgpr7_sgpr8_sgpr9_sgpr10", "sgpr2_sgpr3_sgpr4", "vgpr1_vgpr3",
      "vgpr0_vgpr1_vgpr2_vgpr3_vgpr4_vgpr5_vgpr6_vgpr7_vgpr8_vgpr9_vgpr10_vgpr11_vgpr12",
      "vgpr256", "vgpr255_vgpr256", "sgpr102", "vgpr05", "vgpr", "vgpr-1", "foo", "", "vgpr4_vgpr5_lo16",
      "scc_lo16", "vcc_lo16", "vgpr4_", "sgpr0_vgpr1", "ttmp1_ttmp2", "ttmp16", "VGPR0", "$vgpr0"};
  for (size_t j = 0; j < sizeof bad / sizeof bad[0]; j++)
    if (parses(t, bad[j])) fail_msg("accepted %s", bad[j]);
  assert_false(parses(g11, "agpr0"));
  assert_true(parses(g11, "sgpr105"));

  char buf[64];
  vl_physreg misaligned = {(uint16_t)(mir(t, "sgpr0").unit + 1), 2, 0};
  assert_false(vl_target_physreg_name(t, misaligned, buf, sizeof buf));
  vl_physreg thirteen = {0, 13, 0};
  assert_false(vl_target_physreg_name(t, thirteen, buf, sizeof buf));
  vl_physreg half_pair = {0, 2, 1};
  assert_false(vl_target_physreg_name(t, half_pair, buf, sizeof buf));
  assert_false(vl_target_physreg_name(t, mir(t, "vgpr0_vgpr1_vgpr2_vgpr3"), buf, 10)); /* too small */
}

static void check_asm(const vl_target *t, const char *assembly, const char *mir_name) {
  vl_physreg reg;
  char buf[64];
  assert_true(vl_target_parse_physreg_asm(t, assembly, strlen(assembly), &reg));
  vl_physreg want = mir(t, mir_name);
  assert_int_equal(reg.unit, want.unit);
  assert_int_equal(reg.count, want.count);
  assert_int_equal(reg.half, want.half);
  assert_true(vl_target_physreg_asm(t, reg, buf, sizeof buf));
  assert_string_equal(buf, assembly);
}

static void test_asm_names(void **state) {
  (void)state;
  const vl_target *t = target("gfx90a");
  check_asm(t, "v3", "vgpr3");
  check_asm(t, "v[6:7]", "vgpr6_vgpr7");
  check_asm(t, "a0", "agpr0");
  check_asm(t, "a[0:3]", "agpr0_agpr1_agpr2_agpr3");
  check_asm(t, "s5", "sgpr5");
  check_asm(t, "s[10:11]", "sgpr10_sgpr11");
  check_asm(t, "vcc", "vcc");
  check_asm(t, "vcc_lo", "vcc_lo");
  check_asm(t, "exec", "exec");
  check_asm(t, "m0", "m0");
  check_asm(t, "null", "sgpr_null");
  check_asm(t, "ttmp[4:7]", "ttmp4_ttmp5_ttmp6_ttmp7");
  check_asm(t, "v5.h", "vgpr5_hi16");
  check_asm(target("gfx1100"), "s[104:105]", "sgpr104_sgpr105");

  vl_physreg reg;
  assert_true(vl_target_parse_physreg_asm(t, "v[3:3]", 6, &reg));
  assert_int_equal(reg.unit, 3);
  assert_int_equal(reg.count, 1);
  static const char *const bad[] = {"s[1:2]", "v[7:6]", "v[0:12]", "v256", "s102", "v", "v[3:4", "vgpr3", "x1", "a[1:2].l"};
  for (size_t j = 0; j < sizeof bad / sizeof bad[0]; j++)
    if (vl_target_parse_physreg_asm(t, bad[j], strlen(bad[j]), &reg)) fail_msg("accepted %s", bad[j]);
  assert_false(vl_target_parse_physreg_asm(target("gfx1100"), "a0", 2, &reg));
}

static vl_subreg subreg(const char *name) {
  vl_subreg s = 0;
  if (!vl_parse_subreg(name, strlen(name), &s)) fail_msg("cannot parse subreg %s", name);
  char buf[256];
  vl_subreg_name(s, buf, sizeof buf);
  assert_string_equal(buf, name);
  return s;
}

static void test_subregs(void **state) {
  (void)state;
  vl_subreg s = subreg("sub0");
  assert_int_equal(vl_subreg_offset(s), 0);
  assert_int_equal(vl_subreg_count(s), 1);
  assert_int_equal(vl_subreg_lanes(s, 4), 0x1);
  s = subreg("sub2_sub3");
  assert_int_equal(vl_subreg_offset(s), 2);
  assert_int_equal(vl_subreg_count(s), 2);
  assert_int_equal(vl_subreg_lanes(s, 4), 0xc);
  s = subreg("sub2_sub3_sub4_sub5");
  assert_int_equal(vl_subreg_lanes(s, 8), 0x3c);
  s = subreg("lo16");
  assert_int_equal(vl_subreg_half(s), 1);
  assert_int_equal(vl_subreg_count(s), 1);
  s = subreg("hi16");
  assert_int_equal(vl_subreg_half(s), 2);
  s = subreg("sub1_hi16");
  assert_int_equal(vl_subreg_offset(s), 1);
  assert_int_equal(vl_subreg_half(s), 2);
  assert_int_equal(vl_subreg_lanes(s, 2), 0x2);
  subreg("sub31");
  subreg("sub24_sub25_sub26_sub27_sub28_sub29_sub30_sub31");
  subreg("sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_sub28_sub29_sub30_sub31");
  assert_int_equal(vl_subreg_lanes(0, 32), 0xffffffffu);
  assert_int_equal(vl_subreg_lanes(0, 3), 0x7);

  vl_physreg reg = {10, 4, 0};
  vl_physreg sub = vl_physreg_subreg(reg, subreg("sub1_hi16"));
  assert_int_equal(sub.unit, 11);
  assert_int_equal(sub.count, 1);
  assert_int_equal(sub.half, 2);

  static const char *const bad[] = {"sub0_sub2", "sub1_sub0", "sub0_lo16", "sub0_sub1_lo16", "sub32",
                                    "sub01", "sub", "sub0_", "sub0_sub1_sub2_sub3_sub4_sub5_sub6",
                                    "sub30_sub31_sub32", "lo16_hi16", "Sub0", ""};
  for (size_t j = 0; j < sizeof bad / sizeof bad[0]; j++) {
    vl_subreg out;
    if (vl_parse_subreg(bad[j], strlen(bad[j]), &out)) fail_msg("accepted %s", bad[j]);
  }
  char buf[16] = "junk";
  vl_subreg_name(0, buf, sizeof buf);
  assert_string_equal(buf, "");
}

static void test_lanemasks(void **state) {
  (void)state;
  /* What LLVM 19 prints: sub0 0x3, sub0_sub1 0xF, sub31 0xC000000000000000. */
  assert_int_equal(vl_llvm_lanemask(0x1), 0x3);
  assert_int_equal(vl_llvm_lanemask(0x3), 0xf);
  assert_int_equal(vl_llvm_lanemask(0x80000000u), 0xc000000000000000ull);
  assert_int_equal(vl_llvm_lanemask(0xffffffffu), UINT64_MAX);
  assert_int_equal(vl_lanes_from_llvm_lanemask(0xf), 0x3);
  assert_int_equal(vl_lanes_from_llvm_lanemask(0x4), 0x2); /* sub1_hi16: half a unit is live */
  assert_int_equal(vl_lanes_from_llvm_lanemask(0x1), 0x1); /* hi16 */
  assert_int_equal(vl_lanes_from_llvm_lanemask(UINT64_MAX), 0xffffffffu);
  for (uint32_t lanes = 0; lanes < 4096; lanes += 7)
    assert_int_equal(vl_lanes_from_llvm_lanemask(vl_llvm_lanemask(lanes)), lanes);
}

static bool preserves(const vl_target *t, const char *mask, const char *reg) {
  bool known = false;
  bool result = vl_target_regmask_preserves(t, mask, mir(t, reg).unit, &known);
  assert_true(known);
  return result;
}

static void test_regmasks(void **state) {
  (void)state;
  const vl_target *t = target("gfx90a");
  assert_true(preserves(t, "csr_amdgpu", "vgpr40"));
  assert_true(preserves(t, "csr_amdgpu", "vgpr47"));
  assert_false(preserves(t, "csr_amdgpu", "vgpr48"));
  assert_false(preserves(t, "csr_amdgpu", "vgpr39"));
  assert_true(preserves(t, "csr_amdgpu", "vgpr255"));
  assert_true(preserves(t, "csr_amdgpu", "sgpr30"));
  assert_false(preserves(t, "csr_amdgpu", "sgpr29"));
  assert_false(preserves(t, "csr_amdgpu", "agpr32"));
  assert_false(preserves(t, "csr_amdgpu", "vcc_lo"));
  assert_false(preserves(t, "csr_amdgpu", "exec_lo"));
  assert_true(preserves(t, "csr_amdgpu_gfx90ainsts", "agpr32"));
  assert_false(preserves(t, "csr_amdgpu_gfx90ainsts", "agpr31"));
  assert_false(preserves(t, "csr_amdgpu_noregs", "vgpr40"));
  assert_false(preserves(t, "csr_amdgpu_noregs", "sgpr30"));
  assert_true(preserves(t, "csr_amdgpu_si_gfx", "sgpr4"));
  assert_false(preserves(t, "csr_amdgpu_si_gfx", "sgpr32"));
  assert_true(preserves(t, "csr_amdgpu_si_gfx", "sgpr64"));
  assert_true(preserves(t, "amdgpu_allallocatablesregs", "vcc_hi"));
  /* LLVM counts the constant registers as preserved by every mask. */
  assert_true(preserves(t, "csr_amdgpu_noregs", "sgpr_null"));
  assert_true(preserves(target("gfx1100"), "csr_amdgpu", "sgpr105"));

  bool known = true;
  assert_false(vl_target_regmask_preserves(t, "csr_foo", 40, &known));
  assert_false(known);
  assert_false(vl_target_regmask_preserves(t, "CSR_AMDGPU", 40, &known));
  assert_false(known);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_targets),         cmocka_unit_test(test_class_properties),
      cmocka_unit_test(test_class_contains),  cmocka_unit_test(test_physreg_names),
      cmocka_unit_test(test_asm_names),       cmocka_unit_test(test_subregs),
      cmocka_unit_test(test_lanemasks),       cmocka_unit_test(test_regmasks),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
