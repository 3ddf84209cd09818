/* AMDGPU targets (gfx90a, gfx942, gfx1100) as data: register files, the unit
 * layout, special registers, class membership and call register masks (the
 * register files' sizes feed cost/occupancy_limit.c). Needs the class tables (amdgpu_classes.c) and the register
 * families (amdgpu_names.c); produces the vl_target descriptions of target.h.
 *
 * Unit layout: VGPRs v0..v255, then AGPRs a0..a255 (gfx90a/gfx942 only), then
 * the SGPRs (s0..s101 on gfx9, s0..s105 on gfx11), then AMDGPU_NUM_SPECIAL
 * special units in the order of AMDGPU_SPECIALS below. */
#include <assert.h>
#include <string.h>

#include "amdgpu_internal.h"
#include "nvidia.h"
#include "target_ops.h"

/* Special registers: X(name, first special unit, units, category, has 16-bit halves).
 * One unit per 32-bit register; 64-bit names cover two consecutive units. The
 * order groups what register masks treat alike (the constants sgpr_null ..
 * src_private_limit_hi are consecutive). Names are LLVM's register names, as
 * MIR prints them. */
#define AMDGPU_SPECIALS(X)                                   \
  X("exec_lo", 0, 1, AMDGPU_CAT_EXEC, 1)                     \
  X("exec_hi", 1, 1, AMDGPU_CAT_EXEC_HI, 1)                  \
  X("vcc_lo", 2, 1, AMDGPU_CAT_VCC, 1)                       \
  X("vcc_hi", 3, 1, AMDGPU_CAT_VCC, 1)                       \
  X("m0", 4, 1, AMDGPU_CAT_M0, 1)                            \
  X("flat_scr_lo", 5, 1, AMDGPU_CAT_MISC, 1)                 \
  X("flat_scr_hi", 6, 1, AMDGPU_CAT_MISC, 1)                 \
  X("xnack_mask_lo", 7, 1, AMDGPU_CAT_MISC, 1)               \
  X("xnack_mask_hi", 8, 1, AMDGPU_CAT_MISC, 1)               \
  X("tba_lo", 9, 1, AMDGPU_CAT_MISC, 1)                      \
  X("tba_hi", 10, 1, AMDGPU_CAT_MISC, 1)                     \
  X("tma_lo", 11, 1, AMDGPU_CAT_MISC, 1)                     \
  X("tma_hi", 12, 1, AMDGPU_CAT_MISC, 1)                     \
  X("ttmp0", AMDGPU_SPECIAL_TTMP0, 1, AMDGPU_CAT_TTMP, 1)                      \
  X("ttmp1", 14, 1, AMDGPU_CAT_TTMP, 1)                      \
  X("ttmp2", 15, 1, AMDGPU_CAT_TTMP, 1)                      \
  X("ttmp3", 16, 1, AMDGPU_CAT_TTMP, 1)                      \
  X("ttmp4", 17, 1, AMDGPU_CAT_TTMP, 1)                      \
  X("ttmp5", 18, 1, AMDGPU_CAT_TTMP, 1)                      \
  X("ttmp6", 19, 1, AMDGPU_CAT_TTMP, 1)                      \
  X("ttmp7", 20, 1, AMDGPU_CAT_TTMP, 1)                      \
  X("ttmp8", 21, 1, AMDGPU_CAT_TTMP, 1)                      \
  X("ttmp9", 22, 1, AMDGPU_CAT_TTMP, 1)                      \
  X("ttmp10", 23, 1, AMDGPU_CAT_TTMP, 1)                     \
  X("ttmp11", 24, 1, AMDGPU_CAT_TTMP, 1)                     \
  X("ttmp12", 25, 1, AMDGPU_CAT_TTMP, 1)                     \
  X("ttmp13", 26, 1, AMDGPU_CAT_TTMP, 1)                     \
  X("ttmp14", 27, 1, AMDGPU_CAT_TTMP, 1)                     \
  X("ttmp15", 28, 1, AMDGPU_CAT_TTMP, 1)                     \
  X("src_pops_exiting_wave_id", 29, 1, AMDGPU_CAT_MISC, 1)   \
  X("src_vccz", 30, 1, AMDGPU_CAT_MISC, 1)                   \
  X("src_execz", 31, 1, AMDGPU_CAT_MISC, 1)                  \
  X("src_scc", 32, 1, AMDGPU_CAT_MISC, 1)                    \
  X("sgpr_null", 33, 1, AMDGPU_CAT_NULL, 1)                  \
  X("sgpr_null_hi", 34, 1, AMDGPU_CAT_NULL, 1)               \
  X("src_shared_base_lo", 35, 1, AMDGPU_CAT_MISC, 1)         \
  X("src_shared_base_hi", 36, 1, AMDGPU_CAT_MISC, 1)         \
  X("src_private_base_lo", 37, 1, AMDGPU_CAT_MISC, 1)        \
  X("src_private_base_hi", 38, 1, AMDGPU_CAT_MISC, 1)        \
  X("src_shared_limit_lo", 39, 1, AMDGPU_CAT_MISC, 1)        \
  X("src_shared_limit_hi", 40, 1, AMDGPU_CAT_MISC, 1)        \
  X("src_private_limit_lo", 41, 1, AMDGPU_CAT_MISC, 1)       \
  X("src_private_limit_hi", 42, 1, AMDGPU_CAT_MISC, 1)       \
  X("scc", 43, 1, AMDGPU_CAT_SCC, 0)                         \
  X("mode", 44, 1, 0, 0)                                     \
  X("lds_direct", 45, 1, AMDGPU_CAT_LDS, 0)                  \
  X("pc_reg", 46, 1, 0, 0)                                   \
  X("private_rsrc_reg", 47, 1, AMDGPU_CAT_PSEUDO_RSRC, 0)       \
  X("fp_reg", 48, 1, AMDGPU_CAT_PSEUDO, 0)                   \
  X("sp_reg", 49, 1, AMDGPU_CAT_PSEUDO, 0)                   \
  X("exec", 0, 2, AMDGPU_CAT_EXEC, 0)                        \
  X("vcc", 2, 2, AMDGPU_CAT_VCC, 0)                          \
  X("flat_scr", 5, 2, AMDGPU_CAT_MISC, 0)                    \
  X("xnack_mask", 7, 2, AMDGPU_CAT_MISC, 0)                  \
  X("tba", 9, 2, AMDGPU_CAT_MISC, 0)                         \
  X("tma", 11, 2, AMDGPU_CAT_MISC, 0)                        \
  X("sgpr_null64", 33, 2, AMDGPU_CAT_NULL, 0)                \
  X("src_shared_base", 35, 2, AMDGPU_CAT_MISC, 0)            \
  X("src_private_base", 37, 2, AMDGPU_CAT_MISC, 0)           \
  X("src_shared_limit", 39, 2, AMDGPU_CAT_MISC, 0)           \
  X("src_private_limit", 41, 2, AMDGPU_CAT_MISC, 0)

enum {
  AMDGPU_NUM_SPECIAL = 50,      /* special units */
  AMDGPU_SPECIAL_VCC_HI = 3,
  AMDGPU_SPECIAL_CONST_LO = 33, /* sgpr_null .. src_private_limit_hi: constants */
  AMDGPU_SPECIAL_CONST_HI = 42,
};

/* gfx9: 256 VGPRs + 256 AGPRs + 102 SGPRs; gfx11: 256 VGPRs + 106 SGPRs. */
enum {
  GFX9_SGPRS = 102,
  GFX9_SPECIAL_BASE = 256 + 256 + GFX9_SGPRS,
  GFX11_SGPRS = 106,
  GFX11_SPECIAL_BASE = 256 + GFX11_SGPRS,
};

#define GFX9_SPECIAL(name, unit, count, category, halves) {name, GFX9_SPECIAL_BASE + (unit), count},
#define GFX11_SPECIAL(name, unit, count, category, halves) {name, GFX11_SPECIAL_BASE + (unit), count},
#define SPECIAL_INFO(name, unit, count, category, halves) {category, halves},

static const vl_special_reg gfx9_specials[] = {AMDGPU_SPECIALS(GFX9_SPECIAL)};
static const vl_special_reg gfx11_specials[] = {AMDGPU_SPECIALS(GFX11_SPECIAL)};
static const amdgpu_special_info special_infos[] = {AMDGPU_SPECIALS(SPECIAL_INFO)};
#define NUM_SPECIAL_NAMES (sizeof special_infos / sizeof special_infos[0])

/* gfx90a and gfx942 have the same register files (wave64, 512 VGPRs+AGPRs per
 * SIMD lane in 8-register granules, 8 waves per SIMD; AMDGPUBaseInfo's
 * getVGPRAllocGranule, getTotalNumVGPRs and getMaxWavesPerEU). */
#define GFX9_TARGET(target_name, scratch)                                              \
  {                                                                                    \
    .base = {.name = target_name,                                                      \
             .scratch_bytes = scratch,                                                 \
             .ops = &vl_amdgpu_ops,                                                    \
             .wave_size = 64,                                                          \
             .num_regs = {256, 256, GFX9_SGPRS, AMDGPU_NUM_SPECIAL},                   \
             .file_base = {0, 256, 512, GFX9_SPECIAL_BASE},                            \
             .num_units = GFX9_SPECIAL_BASE + AMDGPU_NUM_SPECIAL,                      \
             .unified_vgpr_file = true,                                                \
             .vgprs_per_simd = 512,                                                    \
             .vgpr_granule = 8,                                                        \
             .max_waves_per_simd = 8,                                                  \
             .max_scalar = GFX9_SGPRS,                                                  \
             .classes = amdgpu_gfx9_classes,                                           \
             .num_classes = AMDGPU_NUM_CLASSES,                                        \
             .specials = gfx9_specials,                                                \
             .num_specials = NUM_SPECIAL_NAMES},                                       \
    .class_info = amdgpu_class_infos, .class_by_name = amdgpu_classes_by_name,         \
    .special_info = special_infos, .reserved_special_lo = 1, .reserved_special_hi = 0, \
  }

/* Stack spills: gfx90a through MUBUF, one dword per buffer_store_dword; gfx942 through architected
 * flat scratch, up to scratch_store_dwordx4 (llc-19's code for the corpus shows both). */
static const amdgpu_target gfx90a = GFX9_TARGET("gfx90a", 4);
static const amdgpu_target gfx942 = GFX9_TARGET("gfx942", 16);

/* gfx1100: wave32, 1536 VGPRs per SIMD lane (1.5x file) in 24-register
 * granules, 16 waves per SIMD, no AGPRs; SGPRs do not limit occupancy, and
 * LLVM reserves vcc_hi (and so vcc) in wave32. */
static const amdgpu_target gfx1100 = {
    .base = {.name = "gfx1100",
             .scratch_bytes = 16,   /* flat scratch, up to scratch_store_b128 */
             .ops = &vl_amdgpu_ops,
             .wave_size = 32,
             .num_regs = {256, 0, GFX11_SGPRS, AMDGPU_NUM_SPECIAL},
             .file_base = {0, 256, 256, GFX11_SPECIAL_BASE},
             .num_units = GFX11_SPECIAL_BASE + AMDGPU_NUM_SPECIAL,
             .unified_vgpr_file = false,
             .vgprs_per_simd = 1536,
             .vgpr_granule = 24,
             .max_waves_per_simd = 16,
             .max_scalar = GFX11_SGPRS,
             .classes = amdgpu_gfx11_classes,
             .num_classes = AMDGPU_NUM_CLASSES,
             .specials = gfx11_specials,
             .num_specials = NUM_SPECIAL_NAMES},
    .class_info = amdgpu_class_infos,
    .class_by_name = amdgpu_classes_by_name,
    .special_info = special_infos,
    .reserved_special_lo = AMDGPU_SPECIAL_VCC_HI,
    .reserved_special_hi = AMDGPU_SPECIAL_VCC_HI,
};

static const vl_target *const targets[] = {&gfx90a.base, &gfx942.base, &gfx1100.base};

const vl_target *const *vl_targets(size_t *count) {
  *count = sizeof targets / sizeof targets[0];
  return targets;
}

static bool name_is(const char *name, const char *text, size_t len) {
  return strlen(name) == len && memcmp(name, text, len) == 0;
}

const vl_target *vl_target_by_name(const char *name, size_t len) {
  for (size_t i = 0; i < sizeof targets / sizeof targets[0]; i++)
    if (name_is(targets[i]->name, name, len)) return targets[i];
  return vl_nvidia_target_by_name(name, len);
}

/* strcmp of a NUL-terminated name against text[0..len), which may hold any bytes
 * (never reads past either end). */
static int compare_name(const char *name, const char *text, size_t len) {
  /* One pass, no strlen: the lookup runs for every register entry and class-annotated operand. */
  for (size_t i = 0; i < len; i++) {
    unsigned char a = (unsigned char)name[i], b = (unsigned char)text[i];
    if (a != b || !a) return a > b ? 1 : -1;   /* name ended first (a == 0): it sorts first */
  }
  return name[len] != 0;
}

int vl_target_class_by_name(const vl_target *target, const char *name, size_t len) {
  if (target->family == VL_FAMILY_NVIDIA) return vl_nvidia_class_by_name(target, name, len);
  const amdgpu_target *t = amdgpu_of(target);
  size_t lo = 0, hi = target->num_classes;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    unsigned cls = t->class_by_name[mid];
    int c = compare_name(target->classes[cls].name, name, len);
    if (c == 0) return (int)cls;
    if (c < 0) lo = mid + 1;
    else hi = mid;
  }
  return -1;
}

vl_regfile vl_target_unit_file(const vl_target *target, unsigned unit) {
  for (int file = 0; file < VL_NUM_FILES; file++)
    if (unit - target->file_base[file] < target->num_regs[file]) return (vl_regfile)file;
  assert(!"unit out of range");
  return VL_FILE_SPECIAL;
}

const char *vl_target_file_name(const vl_target *target, vl_regfile file) {
  static const char *const amdgpu[VL_NUM_FILES] = {"VGPR", "AGPR", "SGPR", "special"};
  return target->file_names[file] ? target->file_names[file] : amdgpu[file];
}

/* ---- class membership ---- */

static unsigned form_of(vl_physreg reg) {
  return reg.half == 1 ? AMDGPU_FORM_LO16 : reg.half == 2 ? AMDGPU_FORM_HI16 : AMDGPU_FORM_WHOLE;
}

static bool rule_holds(const amdgpu_rule *rule, unsigned index, unsigned form) {
  return rule->step && (rule->forms & form) && index >= rule->lo && index <= rule->hi &&
         (index - rule->lo) % rule->step == 0;
}

static bool numbered_in_class(const vl_target *target, int cls, const amdgpu_family *family,
                              unsigned index, vl_physreg reg) {
  const vl_regclass *rc = &target->classes[cls];
  const amdgpu_class_info *info = &amdgpu_of(target)->class_info[cls];
  if (!amdgpu_tuple_exists(target, family, index, reg.count) || reg.count != rc->width) return false;
  if (family->file == VL_FILE_SPECIAL) return rule_holds(&info->ttmp, index, form_of(reg));
  if (!(rc->files & (1u << family->file)) || index % rc->align) return false;
  const amdgpu_rule *rule = family->file == VL_FILE_SCALAR ? &info->sgpr : &info->vector;
  return rule_holds(rule, index, form_of(reg));
}

static bool special_in_class(const vl_target *target, int cls, vl_physreg reg, bool with_reserved) {
  const amdgpu_target *t = amdgpu_of(target);
  const amdgpu_class_info *info = &t->class_info[cls];
  int special = amdgpu_special_index(target, reg.unit, reg.count);
  if (special < 0) return false;
  const amdgpu_special_info *si = &t->special_info[special];
  if (reg.half && !si->halves) return false;
  unsigned first = reg.unit - target->file_base[VL_FILE_SPECIAL];
  bool reserves = !with_reserved && t->reserved_special_lo <= t->reserved_special_hi;
  if (reserves && first <= t->reserved_special_hi && first + reg.count > t->reserved_special_lo) return false;
  /* private_rsrc_reg is a single unit standing for a 128-bit register. */
  if (reg.count != target->classes[cls].width && !(si->category & AMDGPU_CAT_PSEUDO_RSRC)) return false;
  return (info->categories & si->category) && (info->sgpr.forms & form_of(reg));
}

static bool class_contains(const vl_target *target, int cls, vl_physreg reg, bool with_reserved) {
  if (cls < 0 || (uint32_t)cls >= target->num_classes || reg.count == 0 || reg.half > 2) return false;
  if (reg.half && reg.count != 1) return false;
  if ((unsigned)reg.unit + reg.count > target->num_units) return false;
  unsigned index;
  const amdgpu_family *family = amdgpu_family_of_unit(target, reg.unit, &index);
  if (family) return numbered_in_class(target, cls, family, index, reg);
  return special_in_class(target, cls, reg, with_reserved);
}

bool vl_target_class_contains(const vl_target *target, int cls, vl_physreg reg) {
  if (target->family == VL_FAMILY_NVIDIA) return vl_nvidia_class_contains(target, cls, reg);
  return class_contains(target, cls, reg, false);
}

bool vl_target_class_lists(const vl_target *target, int cls, vl_physreg reg) {
  if (target->family == VL_FAMILY_NVIDIA) return vl_nvidia_class_contains(target, cls, reg);
  return class_contains(target, cls, reg, true);
}

static unsigned vcc_specials(const vl_target *target, int cls, vl_physreg out[3], bool with_reserved) {
  static const char *const names[] = {"vcc", "vcc_lo", "vcc_hi"};
  unsigned n = 0;
  for (size_t i = 0; target->family == VL_FAMILY_AMDGPU && i < sizeof names / sizeof *names; i++)
    n += vl_target_parse_physreg(target, names[i], strlen(names[i]), &out[n]) &&
         class_contains(target, cls, out[n], with_reserved);
  return n;
}

unsigned vl_target_allocatable_specials(const vl_target *target, int cls, vl_physreg out[3]) {
  return vcc_specials(target, cls, out, false);
}

unsigned vl_target_listed_specials(const vl_target *target, int cls, vl_physreg out[3]) {
  return vcc_specials(target, cls, out, true);
}

/* ---- call register masks (AMDGPUCallingConv.td, as LLVM 19 builds them) ---- */

/* Every mask also preserves the constant registers (sgpr_null, the apertures):
 * TableGen adds constant registers to each mask. */
#define CONSTANTS {VL_FILE_SPECIAL, AMDGPU_SPECIAL_CONST_LO, AMDGPU_SPECIAL_CONST_HI}
/* CSR_AMDGPU_VGPRs: v40-v47, v56-v63, ... v248-v255. */
#define CSR_VGPR_BLOCKS                                                                    \
  {VL_FILE_VECTOR, 40, 47}, {VL_FILE_VECTOR, 56, 63}, {VL_FILE_VECTOR, 72, 79},                  \
      {VL_FILE_VECTOR, 88, 95}, {VL_FILE_VECTOR, 104, 111}, {VL_FILE_VECTOR, 120, 127},          \
      {VL_FILE_VECTOR, 136, 143}, {VL_FILE_VECTOR, 152, 159}, {VL_FILE_VECTOR, 168, 175},        \
      {VL_FILE_VECTOR, 184, 191}, {VL_FILE_VECTOR, 200, 207}, {VL_FILE_VECTOR, 216, 223},        \
      {VL_FILE_VECTOR, 232, 239}, {VL_FILE_VECTOR, 248, 255}
#define CSR_AGPRS {VL_FILE_ACCUM, 32, 255}
#define CSR_SGPRS {VL_FILE_SCALAR, 30, 105}
#define SI_GFX_SGPRS {VL_FILE_SCALAR, 4, 31}, {VL_FILE_SCALAR, 64, 105}

static const amdgpu_range all_agprs[] = {{VL_FILE_ACCUM, 0, 255}, CONSTANTS};
static const amdgpu_range all_sregs[] = {{VL_FILE_SCALAR, 0, 105}, {VL_FILE_SPECIAL, 2, 3}, CONSTANTS};
static const amdgpu_range all_vgprs[] = {{VL_FILE_VECTOR, 0, 255}, CONSTANTS};
static const amdgpu_range all_vector[] = {{VL_FILE_VECTOR, 0, 255}, {VL_FILE_ACCUM, 0, 255}, CONSTANTS};
static const amdgpu_range csr[] = {CSR_VGPR_BLOCKS, CSR_SGPRS, CONSTANTS};
static const amdgpu_range csr_agprs[] = {CSR_AGPRS, CONSTANTS};
static const amdgpu_range csr_chain[] = {{VL_FILE_VECTOR, 8, 255}, CONSTANTS};
static const amdgpu_range csr_gfx90a[] = {CSR_VGPR_BLOCKS, CSR_AGPRS, CSR_SGPRS, CONSTANTS};
static const amdgpu_range csr_none[] = {CONSTANTS};
static const amdgpu_range csr_sgprs[] = {CSR_SGPRS, CONSTANTS};
static const amdgpu_range csr_si_gfx[] = {CSR_VGPR_BLOCKS, SI_GFX_SGPRS, CONSTANTS};
static const amdgpu_range csr_si_gfx_gfx90a[] = {CSR_VGPR_BLOCKS, CSR_AGPRS, SI_GFX_SGPRS, CONSTANTS};
static const amdgpu_range csr_si_gfx_sgprs[] = {SI_GFX_SGPRS, CONSTANTS};
static const amdgpu_range csr_vgprs[] = {CSR_VGPR_BLOCKS, CONSTANTS};

#define MASK(name, ranges) {name, ranges, sizeof ranges / sizeof ranges[0]}
static const amdgpu_regmask regmasks[] = {
    MASK("amdgpu_allagprs", all_agprs),
    MASK("amdgpu_allallocatablesregs", all_sregs),
    MASK("amdgpu_allvgprs", all_vgprs),
    MASK("amdgpu_allvectorregs", all_vector),
    MASK("csr_amdgpu", csr),
    MASK("csr_amdgpu_agprs", csr_agprs),
    MASK("csr_amdgpu_cs_chainpreserve", csr_chain),
    MASK("csr_amdgpu_gfx90ainsts", csr_gfx90a),
    MASK("csr_amdgpu_noregs", csr_none),
    MASK("csr_amdgpu_sgprs", csr_sgprs),
    MASK("csr_amdgpu_si_gfx", csr_si_gfx),
    MASK("csr_amdgpu_si_gfx_gfx90ainsts", csr_si_gfx_gfx90a),
    MASK("csr_amdgpu_si_gfx_sgprs", csr_si_gfx_sgprs),
    MASK("csr_amdgpu_vgprs", csr_vgprs),
};

bool vl_target_regmask_preserves(const vl_target *target, const char *mask, unsigned unit, bool *known) {
  const amdgpu_regmask *m = NULL;
  for (size_t i = 0; i < sizeof regmasks / sizeof regmasks[0] && !m && target->family == VL_FAMILY_AMDGPU; i++)
    if (strcmp(regmasks[i].name, mask) == 0) m = &regmasks[i];
  *known = m != NULL;
  if (!m || unit >= target->num_units) return false;
  vl_regfile file = vl_target_unit_file(target, unit);
  unsigned index = unit - target->file_base[file];
  for (unsigned i = 0; i < m->num_ranges; i++)
    if (m->preserved[i].file == file && index >= m->preserved[i].lo && index <= m->preserved[i].hi)
      return true;
  return false;
}

const char *vl_target_callee_saved_mask(const vl_target *target) {
  if (target->family != VL_FAMILY_AMDGPU) return NULL;
  return target->num_regs[VL_FILE_ACCUM] ? "csr_amdgpu_gfx90ainsts" : "csr_amdgpu";
}

bool vl_target_callee_saved(const vl_target *target, unsigned unit) {
  const char *mask = vl_target_callee_saved_mask(target);
  bool known;
  return mask && vl_target_unit_file(target, unit) != VL_FILE_SPECIAL &&
         vl_target_regmask_preserves(target, mask, unit, &known);
}
