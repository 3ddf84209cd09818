/* AMDGPU register classes: every class LLVM 19 defines (and so may print in
 * MIR), in LLVM's class-ID order, lower-cased as the MIR printer writes them,
 * TableGen's synthesized classes ("sreg_32_xexec_hi_and_sreg_32_xm0",
 * "sgpr_128_with_sub0_sub1_in_ccr_sgpr_64", ...) included.
 *
 * The rows were generated from LLVM 19.1's own TargetRegisterInfo (the
 * libLLVM.so.19.1 installed here: every class's member list, dumped through
 * getRegClass / begin..end) and reduced to rules; the reduction is exact: the
 * members these rules give equal LLVM's member lists for every class and every
 * register (checked exhaustively, see tests/unit/test_target.c for samples).
 *
 * Row: X(name, width, half, files, align on gfx9, align on gfx11,
 *        vector rule, sgpr rule, ttmp rule, special categories)
 * A rule R(lo, hi, step, forms) holds the registers whose first index is
 * lo, lo + step, ... <= hi, whole (FW) or as 16-bit halves (FL, FH).
 * Classes whose LLVM size is 1 bit (sreg_1*, vreg_1) are boolean classes that
 * LLVM lowers before register allocation; they keep the rows of their
 * same-width members. */
#include "amdgpu_internal.h"

#define FV (1u << VL_FILE_VECTOR)
#define FA (1u << VL_FILE_ACCUM)
#define FS (1u << VL_FILE_SCALAR)
#define FW AMDGPU_FORM_WHOLE
#define FL AMDGPU_FORM_LO16
#define FH AMDGPU_FORM_HI16
#define R(lo, hi, step, forms) {lo, hi, step, forms}
#define NONE {0, 0, 0, 0}
#define C_VCC AMDGPU_CAT_VCC
#define C_EXEC AMDGPU_CAT_EXEC
#define C_EXEC_HI AMDGPU_CAT_EXEC_HI
#define C_M0 AMDGPU_CAT_M0
#define C_NULL AMDGPU_CAT_NULL
#define C_MISC AMDGPU_CAT_MISC
#define C_LDS AMDGPU_CAT_LDS
#define C_SCC AMDGPU_CAT_SCC
#define C_PSEUDO AMDGPU_CAT_PSEUDO
#define C_PSEUDO_RSRC AMDGPU_CAT_PSEUDO_RSRC

#define AMDGPU_CLASSES(X) \
  X("scc_class", 1, 0, 0, 1, 1, NONE, R(0, 0, 0, FW), NONE, C_SCC) \
  X("sreg_1", 1, 0, FS, 1, 1, NONE, R(0, 105, 1, FW), R(0, 15, 1, FW), C_EXEC|C_EXEC_HI|C_M0|C_MISC|C_NULL|C_VCC) \
  X("sreg_1_xexec", 1, 0, FS, 1, 1, NONE, R(0, 105, 1, FW), R(0, 15, 1, FW), C_M0|C_MISC|C_NULL|C_VCC) \
  X("sreg_1_with_lo16_in_sgpr_lo16", 1, 0, FS, 1, 1, NONE, R(0, 105, 1, FW), NONE, 0) \
  X("sreg_1_with_sub0", 2, 0, FS, 2, 2, NONE, R(0, 104, 2, FW), R(0, 14, 2, FW), C_EXEC|C_MISC|C_NULL|C_VCC) \
  X("sreg_1_xexec_with_sub0", 2, 0, FS, 2, 2, NONE, R(0, 104, 2, FW), R(0, 14, 2, FW), C_MISC|C_NULL|C_VCC) \
  X("sreg_1_with_sub0_and_sreg_1_with_lo16_in_sgpr_lo16", 2, 0, FS, 2, 2, NONE, R(0, 104, 2, FW), NONE, 0) \
  X("sreg_1_with_lo16_in_ttmp_lo16", 1, 0, 0, 1, 1, NONE, NONE, R(0, 15, 1, FW), 0) \
  X("sreg_1_with_sub0_and_sreg_1_with_lo16_in_ttmp_lo16", 2, 0, 0, 2, 2, NONE, NONE, R(0, 14, 2, FW), 0) \
  X("sreg_1_with_lo16_in_m0_class_lo16", 1, 0, 0, 1, 1, NONE, R(0, 0, 0, FW), NONE, C_M0) \
  X("vreg_1", 1, 0, 0, 1, 1, NONE, NONE, NONE, 0) \
  X("vs_16", 1, 1, FV|FS, 1, 1, R(0, 255, 1, FL|FH), R(0, 105, 1, FW), R(0, 15, 1, FW), C_EXEC|C_EXEC_HI|C_LDS|C_M0|C_MISC|C_NULL|C_VCC) \
  X("vgpr_16", 1, 1, FV, 1, 1, R(0, 255, 1, FL|FH), NONE, NONE, 0) \
  X("vs_16_lo128", 1, 1, FV|FS, 1, 1, R(0, 127, 1, FL|FH), R(0, 105, 1, FW), R(0, 15, 1, FW), C_EXEC|C_EXEC_HI|C_LDS|C_M0|C_MISC|C_NULL|C_VCC) \
  X("agpr_lo16", 1, 1, FA, 1, 1, R(0, 255, 1, FL), NONE, NONE, 0) \
  X("vgpr_16_lo128", 1, 1, FV, 1, 1, R(0, 127, 1, FL|FH), NONE, NONE, 0) \
  X("sreg_lo16", 1, 1, FS, 1, 1, NONE, R(0, 105, 1, FL), R(0, 15, 1, FL), C_EXEC|C_EXEC_HI|C_M0|C_MISC|C_NULL|C_VCC) \
  X("vs_16_and_sreg_1", 1, 1, FS, 1, 1, NONE, R(0, 105, 1, FW), R(0, 15, 1, FW), C_EXEC|C_EXEC_HI|C_M0|C_MISC|C_NULL|C_VCC) \
  X("vs_16_and_sreg_1_xexec", 1, 1, FS, 1, 1, NONE, R(0, 105, 1, FW), R(0, 15, 1, FW), C_M0|C_MISC|C_NULL|C_VCC) \
  X("sgpr_hi16", 1, 1, FS, 1, 1, NONE, R(0, 105, 1, FH), NONE, 0) \
  X("sgpr_lo16", 1, 1, FS, 1, 1, NONE, R(0, 105, 1, FL), NONE, 0) \
  X("vs_16_and_sreg_1_with_lo16_in_sgpr_lo16", 1, 1, FS, 1, 1, NONE, R(0, 105, 1, FW), NONE, 0) \
  X("ttmp_lo16", 1, 1, 0, 1, 1, NONE, NONE, R(0, 15, 1, FL), 0) \
  X("vs_16_and_sreg_1_with_lo16_in_ttmp_lo16", 1, 1, 0, 1, 1, NONE, NONE, R(0, 15, 1, FW), 0) \
  X("m0_class_lo16", 1, 1, 0, 1, 1, NONE, R(0, 0, 0, FL), NONE, C_M0) \
  X("vs_16_and_sreg_1_with_lo16_in_m0_class_lo16", 1, 1, 0, 1, 1, NONE, R(0, 0, 0, FW), NONE, C_M0) \
  X("av_32", 1, 0, FV|FA, 1, 1, R(0, 255, 1, FW), NONE, NONE, 0) \
  X("vs_32", 1, 0, FV|FS, 1, 1, R(0, 255, 1, FW), R(0, 105, 1, FW), R(0, 15, 1, FW), C_EXEC|C_EXEC_HI|C_LDS|C_M0|C_MISC|C_NULL|C_VCC) \
  X("vs_32_with_hi16", 1, 0, FV|FS, 1, 1, R(0, 255, 1, FW), R(0, 105, 1, FW), R(0, 15, 1, FW), C_EXEC|C_EXEC_HI|C_M0|C_MISC|C_NULL|C_VCC) \
  X("vs_32_lo128", 1, 0, FV|FS, 1, 1, R(0, 127, 1, FW), R(0, 105, 1, FW), R(0, 15, 1, FW), C_EXEC|C_EXEC_HI|C_LDS|C_M0|C_MISC|C_NULL|C_VCC) \
  X("vs_32_lo128_with_hi16", 1, 0, FV|FS, 1, 1, R(0, 127, 1, FW), R(0, 105, 1, FW), R(0, 15, 1, FW), C_EXEC|C_EXEC_HI|C_M0|C_MISC|C_NULL|C_VCC) \
  X("vregorlds_32", 1, 0, FV, 1, 1, R(0, 255, 1, FW), R(0, 0, 0, FW), NONE, C_LDS) \
  X("agpr_32", 1, 0, FA, 1, 1, R(0, 255, 1, FW), NONE, NONE, 0) \
  X("vgpr_32", 1, 0, FV, 1, 1, R(0, 255, 1, FW), NONE, NONE, 0) \
  X("sregorlds_32", 1, 0, FS, 1, 1, NONE, R(0, 105, 1, FW), R(0, 15, 1, FW), C_EXEC|C_EXEC_HI|C_LDS|C_M0|C_MISC|C_NULL|C_VCC) \
  X("sreg_32", 1, 0, FS, 1, 1, NONE, R(0, 105, 1, FW), R(0, 15, 1, FW), C_EXEC|C_EXEC_HI|C_M0|C_MISC|C_NULL|C_VCC) \
  X("sreg_32_xexec_hi", 1, 0, FS, 1, 1, NONE, R(0, 105, 1, FW), R(0, 15, 1, FW), C_EXEC|C_M0|C_MISC|C_NULL|C_VCC) \
  X("sreg_32_xm0", 1, 0, FS, 1, 1, NONE, R(0, 105, 1, FW), R(0, 15, 1, FW), C_EXEC|C_EXEC_HI|C_MISC|C_NULL|C_VCC) \
  X("sreg_32_xexec", 1, 0, FS, 1, 1, NONE, R(0, 105, 1, FW), R(0, 15, 1, FW), C_M0|C_MISC|C_NULL|C_VCC) \
  X("sreg_32_xexec_hi_and_sreg_32_xm0", 1, 0, FS, 1, 1, NONE, R(0, 105, 1, FW), R(0, 15, 1, FW), C_EXEC|C_MISC|C_NULL|C_VCC) \
  X("sreg_32_xm0_xexec", 1, 0, FS, 1, 1, NONE, R(0, 105, 1, FW), R(0, 15, 1, FW), C_MISC|C_NULL|C_VCC) \
  X("vregorlds_32_and_vs_32_lo128", 1, 0, FV, 1, 1, R(0, 127, 1, FW), R(0, 0, 0, FW), NONE, C_LDS) \
  X("vgpr_32_lo128", 1, 0, FV, 1, 1, R(0, 127, 1, FW), NONE, NONE, 0) \
  X("sgpr_32", 1, 0, FS, 1, 1, NONE, R(0, 105, 1, FW), NONE, 0) \
  X("ttmp_32", 1, 0, 0, 1, 1, NONE, NONE, R(0, 15, 1, FW), 0) \
  X("pseudo_sreg_32", 1, 0, 0, 1, 1, NONE, R(0, 0, 0, FW), NONE, C_PSEUDO) \
  X("lds_direct_class", 1, 0, 0, 1, 1, NONE, R(0, 0, 0, FW), NONE, C_LDS) \
  X("m0_class", 1, 0, 0, 1, 1, NONE, R(0, 0, 0, FW), NONE, C_M0) \
  X("sregorlds_32_and_lds_direct_class", 1, 0, 0, 1, 1, NONE, R(0, 0, 0, FW), NONE, C_LDS) \
  X("av_64", 2, 0, FV|FA, 2, 1, R(0, 254, 1, FW), NONE, NONE, 0) \
  X("vs_64", 2, 0, FV|FS, 2, 1, R(0, 254, 1, FW), R(0, 104, 2, FW), R(0, 14, 2, FW), C_EXEC|C_MISC|C_NULL|C_VCC) \
  X("av_64_align2", 2, 0, FV|FA, 2, 2, R(0, 254, 2, FW), NONE, NONE, 0) \
  X("areg_64", 2, 0, FA, 2, 1, R(0, 254, 1, FW), NONE, NONE, 0) \
  X("vreg_64", 2, 0, FV, 2, 1, R(0, 254, 1, FW), NONE, NONE, 0) \
  X("vs_64_with_sub0_in_vs_32_lo128", 2, 0, FV|FS, 2, 1, R(0, 127, 1, FW), R(0, 104, 2, FW), R(0, 14, 2, FW), C_EXEC|C_MISC|C_NULL|C_VCC) \
  X("vs_64_with_sub1_in_vs_32_lo128", 2, 0, FV|FS, 2, 1, R(0, 126, 1, FW), R(0, 104, 2, FW), R(0, 14, 2, FW), C_EXEC|C_MISC|C_NULL|C_VCC) \
  X("areg_64_align2", 2, 0, FA, 2, 2, R(0, 254, 2, FW), NONE, NONE, 0) \
  X("av_64_with_hi16_in_vgpr_16_lo128", 2, 0, FV, 2, 1, R(0, 127, 1, FW), NONE, NONE, 0) \
  X("vreg_64_align2", 2, 0, FV, 2, 2, R(0, 254, 2, FW), NONE, NONE, 0) \
  X("av_64_with_sub1_in_vgpr_32_lo128", 2, 0, FV, 2, 1, R(0, 126, 1, FW), NONE, NONE, 0) \
  X("sreg_64", 2, 0, FS, 2, 2, NONE, R(0, 104, 2, FW), R(0, 14, 2, FW), C_EXEC|C_MISC|C_NULL|C_VCC) \
  X("sreg_64_xexec", 2, 0, FS, 2, 2, NONE, R(0, 104, 2, FW), R(0, 14, 2, FW), C_MISC|C_NULL|C_VCC) \
  X("av_64_align2_and_av_64_with_hi16_in_vgpr_16_lo128", 2, 0, FV, 2, 2, R(0, 126, 2, FW), NONE, NONE, 0) \
  X("sgpr_64", 2, 0, FS, 2, 2, NONE, R(0, 104, 2, FW), NONE, 0) \
  X("ccr_sgpr_64", 2, 0, FS, 2, 2, NONE, R(0, 28, 2, FW), NONE, 0) \
  X("gfx_ccr_sgpr_64", 2, 0, FS, 2, 2, NONE, R(36, 62, 2, FW), NONE, 0) \
  X("ttmp_64", 2, 0, 0, 2, 2, NONE, NONE, R(0, 14, 2, FW), 0) \
  X("av_96", 3, 0, FV|FA, 2, 1, R(0, 253, 1, FW), NONE, NONE, 0) \
  X("areg_96", 3, 0, FA, 2, 1, R(0, 253, 1, FW), NONE, NONE, 0) \
  X("av_96_align2", 3, 0, FV|FA, 2, 2, R(0, 252, 2, FW), NONE, NONE, 0) \
  X("av_96_with_sub1_sub2_in_av_64_align2", 3, 0, FV|FA, 2, 1, R(1, 253, 2, FW), NONE, NONE, 0) \
  X("vreg_96", 3, 0, FV, 2, 1, R(0, 253, 1, FW), NONE, NONE, 0) \
  X("av_96_with_hi16_in_vgpr_16_lo128", 3, 0, FV, 2, 1, R(0, 127, 1, FW), NONE, NONE, 0) \
  X("areg_96_align2", 3, 0, FA, 2, 2, R(0, 252, 2, FW), NONE, NONE, 0) \
  X("areg_96_with_sub1_sub2_in_areg_64_align2", 3, 0, FA, 2, 1, R(1, 253, 2, FW), NONE, NONE, 0) \
  X("av_96_with_sub0_sub1_in_av_64_with_sub1_in_vgpr_32_lo128", 3, 0, FV, 2, 1, R(0, 126, 1, FW), NONE, NONE, 0) \
  X("av_96_with_sub1_sub2_in_vreg_64_align2", 3, 0, FV, 2, 1, R(1, 253, 2, FW), NONE, NONE, 0) \
  X("vreg_96_align2", 3, 0, FV, 2, 2, R(0, 252, 2, FW), NONE, NONE, 0) \
  X("av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 3, 0, FV, 2, 1, R(0, 125, 1, FW), NONE, NONE, 0) \
  X("av_96_with_hi16_in_vgpr_16_lo128_and_av_96_with_sub1_sub2_in_av_64_align2", 3, 0, FV, 2, 1, R(1, 127, 2, FW), NONE, NONE, 0) \
  X("av_96_with_sub0_sub1_in_av_64_align2_and_av_64_with_hi16_in_vgpr_16_lo128", 3, 0, FV, 2, 2, R(0, 126, 2, FW), NONE, NONE, 0) \
  X("av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 3, 0, FV, 2, 2, R(0, 124, 2, FW), NONE, NONE, 0) \
  X("av_96_with_sub1_sub2_in_av_64_align2_and_av_64_with_hi16_in_vgpr_16_lo128", 3, 0, FV, 2, 1, R(1, 125, 2, FW), NONE, NONE, 0) \
  X("sreg_96", 3, 0, FS, 4, 4, NONE, R(0, 100, 4, FW), R(0, 12, 3, FW), 0) \
  X("sreg_96_with_sub0_sub1", 3, 0, FS, 4, 4, NONE, R(0, 100, 4, FW), R(0, 12, 6, FW), 0) \
  X("sgpr_96", 3, 0, FS, 4, 4, NONE, R(0, 100, 4, FW), NONE, 0) \
  X("sgpr_96_with_sub0_sub1_in_ccr_sgpr_64", 3, 0, FS, 4, 4, NONE, R(0, 28, 4, FW), NONE, 0) \
  X("sgpr_96_with_sub0_sub1_in_gfx_ccr_sgpr_64", 3, 0, FS, 4, 4, NONE, R(36, 60, 4, FW), NONE, 0) \
  X("ttmp_96", 3, 0, 0, 3, 3, NONE, NONE, R(0, 12, 3, FW), 0) \
  X("ttmp_96_with_sub0_sub1", 3, 0, 0, 6, 6, NONE, NONE, R(0, 12, 6, FW), 0) \
  X("sreg_96_with_sub1_sub2", 3, 0, 0, 3, 3, NONE, NONE, R(3, 9, 6, FW), 0) \
  X("av_128", 4, 0, FV|FA, 2, 1, R(0, 252, 1, FW), NONE, NONE, 0) \
  X("av_128_align2", 4, 0, FV|FA, 2, 2, R(0, 252, 2, FW), NONE, NONE, 0) \
  X("areg_128", 4, 0, FA, 2, 1, R(0, 252, 1, FW), NONE, NONE, 0) \
  X("vreg_128", 4, 0, FV, 2, 1, R(0, 252, 1, FW), NONE, NONE, 0) \
  X("av_128_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_align2", 4, 0, FV|FA, 2, 1, R(1, 251, 2, FW), NONE, NONE, 0) \
  X("av_128_with_hi16_in_vgpr_16_lo128", 4, 0, FV, 2, 1, R(0, 127, 1, FW), NONE, NONE, 0) \
  X("areg_128_align2", 4, 0, FA, 2, 2, R(0, 252, 2, FW), NONE, NONE, 0) \
  X("av_128_with_sub0_sub1_in_av_64_with_sub1_in_vgpr_32_lo128", 4, 0, FV, 2, 1, R(0, 126, 1, FW), NONE, NONE, 0) \
  X("vreg_128_align2", 4, 0, FV, 2, 2, R(0, 252, 2, FW), NONE, NONE, 0) \
  X("areg_128_with_sub0_sub1_sub2_in_areg_96_with_sub1_sub2_in_areg_64_align2", 4, 0, FA, 2, 1, R(1, 251, 2, FW), NONE, NONE, 0) \
  X("av_128_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 4, 0, FV, 2, 1, R(0, 125, 1, FW), NONE, NONE, 0) \
  X("av_128_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_vreg_64_align2", 4, 0, FV, 2, 1, R(1, 251, 2, FW), NONE, NONE, 0) \
  X("av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 4, 0, FV, 2, 1, R(0, 124, 1, FW), NONE, NONE, 0) \
  X("av_128_with_hi16_in_vgpr_16_lo128_and_av_128_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_align2", 4, 0, FV, 2, 1, R(1, 127, 2, FW), NONE, NONE, 0) \
  X("av_128_with_sub0_sub1_in_av_64_align2_and_av_64_with_hi16_in_vgpr_16_lo128", 4, 0, FV, 2, 2, R(0, 126, 2, FW), NONE, NONE, 0) \
  X("av_128_with_sub0_sub1_sub2_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 4, 0, FV, 2, 2, R(0, 124, 2, FW), NONE, NONE, 0) \
  X("av_128_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_align2_and_av_64_with_hi16_in_vgpr_16_lo128", 4, 0, FV, 2, 1, R(1, 125, 2, FW), NONE, NONE, 0) \
  X("av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 4, 0, FV, 2, 1, R(1, 123, 2, FW), NONE, NONE, 0) \
  X("sreg_128", 4, 0, FS, 4, 4, NONE, R(0, 100, 4, FW), R(0, 12, 4, FW), 0) \
  X("sreg_128_with_sub0_sub1_sub2", 4, 0, FS, 4, 4, NONE, R(0, 100, 4, FW), R(0, 12, 12, FW), 0) \
  X("sgpr_128", 4, 0, FS, 4, 4, NONE, R(0, 100, 4, FW), NONE, 0) \
  X("sgpr_128_with_sub0_sub1_in_ccr_sgpr_64", 4, 0, FS, 4, 4, NONE, R(0, 28, 4, FW), NONE, 0) \
  X("sgpr_128_with_sub0_sub1_in_gfx_ccr_sgpr_64", 4, 0, FS, 4, 4, NONE, R(36, 60, 4, FW), NONE, 0) \
  X("sgpr_128_with_sub2_sub3_in_ccr_sgpr_64", 4, 0, FS, 4, 4, NONE, R(0, 24, 4, FW), NONE, 0) \
  X("ttmp_128", 4, 0, 0, 4, 4, NONE, NONE, R(0, 12, 4, FW), 0) \
  X("ttmp_128_with_sub0_sub1_sub2", 4, 0, 0, 12, 12, NONE, NONE, R(0, 12, 12, FW), 0) \
  X("pseudo_sreg_128", 4, 0, 0, 1, 1, NONE, R(0, 0, 0, FW), NONE, C_PSEUDO_RSRC) \
  X("sreg_128_with_sub1_sub2_sub3", 4, 0, 0, 1, 1, NONE, NONE, R(8, 8, 1, FW), 0) \
  X("av_160", 5, 0, FV|FA, 2, 1, R(0, 251, 1, FW), NONE, NONE, 0) \
  X("areg_160", 5, 0, FA, 2, 1, R(0, 251, 1, FW), NONE, NONE, 0) \
  X("av_160_align2", 5, 0, FV|FA, 2, 2, R(0, 250, 2, FW), NONE, NONE, 0) \
  X("av_160_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_align2", 5, 0, FV|FA, 2, 1, R(1, 251, 2, FW), NONE, NONE, 0) \
  X("vreg_160", 5, 0, FV, 2, 1, R(0, 251, 1, FW), NONE, NONE, 0) \
  X("av_160_with_hi16_in_vgpr_16_lo128", 5, 0, FV, 2, 1, R(0, 127, 1, FW), NONE, NONE, 0) \
  X("av_160_with_sub0_sub1_in_av_64_with_sub1_in_vgpr_32_lo128", 5, 0, FV, 2, 1, R(0, 126, 1, FW), NONE, NONE, 0) \
  X("areg_160_align2", 5, 0, FA, 2, 2, R(0, 250, 2, FW), NONE, NONE, 0) \
  X("areg_160_with_sub0_sub1_sub2_in_areg_96_with_sub1_sub2_in_areg_64_align2", 5, 0, FA, 2, 1, R(1, 251, 2, FW), NONE, NONE, 0) \
  X("av_160_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 5, 0, FV, 2, 1, R(0, 125, 1, FW), NONE, NONE, 0) \
  X("av_160_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_vreg_64_align2", 5, 0, FV, 2, 1, R(1, 251, 2, FW), NONE, NONE, 0) \
  X("vreg_160_align2", 5, 0, FV, 2, 2, R(0, 250, 2, FW), NONE, NONE, 0) \
  X("av_160_with_sub0_sub1_sub2_sub3_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 5, 0, FV, 2, 1, R(0, 124, 1, FW), NONE, NONE, 0) \
  X("av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 5, 0, FV, 2, 1, R(0, 123, 1, FW), NONE, NONE, 0) \
  X("av_160_with_hi16_in_vgpr_16_lo128_and_av_160_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_align2", 5, 0, FV, 2, 1, R(1, 127, 2, FW), NONE, NONE, 0) \
  X("av_160_with_sub0_sub1_in_av_64_align2_and_av_64_with_hi16_in_vgpr_16_lo128", 5, 0, FV, 2, 2, R(0, 126, 2, FW), NONE, NONE, 0) \
  X("av_160_with_sub0_sub1_sub2_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 5, 0, FV, 2, 2, R(0, 124, 2, FW), NONE, NONE, 0) \
  X("av_160_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_align2_and_av_64_with_hi16_in_vgpr_16_lo128", 5, 0, FV, 2, 1, R(1, 125, 2, FW), NONE, NONE, 0) \
  X("av_160_with_sub0_sub1_sub2_sub3_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 5, 0, FV, 2, 1, R(1, 123, 2, FW), NONE, NONE, 0) \
  X("av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 5, 0, FV, 2, 2, R(0, 122, 2, FW), NONE, NONE, 0) \
  X("sreg_160", 5, 0, FS, 4, 4, NONE, R(0, 100, 4, FW), R(0, 8, 4, FW), 0) \
  X("sreg_160_with_sub0_sub1_sub2", 5, 0, FS, 4, 4, NONE, R(0, 100, 4, FW), R(0, 0, 1, FW), 0) \
  X("sgpr_160", 5, 0, FS, 4, 4, NONE, R(0, 100, 4, FW), NONE, 0) \
  X("sgpr_160_with_sub0_sub1_in_ccr_sgpr_64", 5, 0, FS, 4, 4, NONE, R(0, 28, 4, FW), NONE, 0) \
  X("sgpr_160_with_sub0_sub1_in_gfx_ccr_sgpr_64", 5, 0, FS, 4, 4, NONE, R(36, 60, 4, FW), NONE, 0) \
  X("sgpr_160_with_sub0_sub1_sub2_sub3_in_sgpr_128_with_sub2_sub3_in_ccr_sgpr_64", 5, 0, FS, 4, 4, NONE, R(0, 24, 4, FW), NONE, 0) \
  X("ttmp_160", 5, 0, 0, 4, 4, NONE, NONE, R(0, 8, 4, FW), 0) \
  X("sreg_160_with_sub1_sub2_sub3", 5, 0, 0, 1, 1, NONE, NONE, R(8, 8, 1, FW), 0) \
  X("sreg_160_with_sub2_sub3_sub4", 5, 0, 0, 1, 1, NONE, NONE, R(4, 4, 1, FW), 0) \
  X("ttmp_160_with_sub0_sub1_sub2", 5, 0, 0, 1, 1, NONE, NONE, R(0, 0, 1, FW), 0) \
  X("av_192", 6, 0, FV|FA, 2, 1, R(0, 250, 1, FW), NONE, NONE, 0) \
  X("av_192_align2", 6, 0, FV|FA, 2, 2, R(0, 250, 2, FW), NONE, NONE, 0) \
  X("areg_192", 6, 0, FA, 2, 1, R(0, 250, 1, FW), NONE, NONE, 0) \
  X("vreg_192", 6, 0, FV, 2, 1, R(0, 250, 1, FW), NONE, NONE, 0) \
  X("av_192_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_align2", 6, 0, FV|FA, 2, 1, R(1, 249, 2, FW), NONE, NONE, 0) \
  X("av_192_with_hi16_in_vgpr_16_lo128", 6, 0, FV, 2, 1, R(0, 127, 1, FW), NONE, NONE, 0) \
  X("av_192_with_sub0_sub1_in_av_64_with_sub1_in_vgpr_32_lo128", 6, 0, FV, 2, 1, R(0, 126, 1, FW), NONE, NONE, 0) \
  X("areg_192_align2", 6, 0, FA, 2, 2, R(0, 250, 2, FW), NONE, NONE, 0) \
  X("av_192_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 6, 0, FV, 2, 1, R(0, 125, 1, FW), NONE, NONE, 0) \
  X("vreg_192_align2", 6, 0, FV, 2, 2, R(0, 250, 2, FW), NONE, NONE, 0) \
  X("areg_192_with_sub0_sub1_sub2_in_areg_96_with_sub1_sub2_in_areg_64_align2", 6, 0, FA, 2, 1, R(1, 249, 2, FW), NONE, NONE, 0) \
  X("av_192_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_vreg_64_align2", 6, 0, FV, 2, 1, R(1, 249, 2, FW), NONE, NONE, 0) \
  X("av_192_with_sub0_sub1_sub2_sub3_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 6, 0, FV, 2, 1, R(0, 124, 1, FW), NONE, NONE, 0) \
  X("av_192_with_sub0_sub1_sub2_sub3_sub4_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 6, 0, FV, 2, 1, R(0, 123, 1, FW), NONE, NONE, 0) \
  X("av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 6, 0, FV, 2, 1, R(0, 122, 1, FW), NONE, NONE, 0) \
  X("av_192_with_hi16_in_vgpr_16_lo128_and_av_192_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_align2", 6, 0, FV, 2, 1, R(1, 127, 2, FW), NONE, NONE, 0) \
  X("av_192_with_sub0_sub1_in_av_64_align2_and_av_64_with_hi16_in_vgpr_16_lo128", 6, 0, FV, 2, 2, R(0, 126, 2, FW), NONE, NONE, 0) \
  X("av_192_with_sub0_sub1_sub2_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 6, 0, FV, 2, 2, R(0, 124, 2, FW), NONE, NONE, 0) \
  X("av_192_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_align2_and_av_64_with_hi16_in_vgpr_16_lo128", 6, 0, FV, 2, 1, R(1, 125, 2, FW), NONE, NONE, 0) \
  X("av_192_with_sub0_sub1_sub2_sub3_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 6, 0, FV, 2, 1, R(1, 123, 2, FW), NONE, NONE, 0) \
  X("av_192_with_sub0_sub1_sub2_sub3_sub4_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 6, 0, FV, 2, 2, R(0, 122, 2, FW), NONE, NONE, 0) \
  X("av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 6, 0, FV, 2, 1, R(1, 121, 2, FW), NONE, NONE, 0) \
  X("sreg_192", 6, 0, FS, 4, 4, NONE, R(0, 100, 4, FW), R(0, 8, 4, FW), 0) \
  X("sreg_192_with_sub0_sub1_sub2", 6, 0, FS, 4, 4, NONE, R(0, 100, 4, FW), R(0, 0, 1, FW), 0) \
  X("sgpr_192", 6, 0, FS, 4, 4, NONE, R(0, 100, 4, FW), NONE, 0) \
  X("sgpr_192_with_sub0_sub1_in_ccr_sgpr_64", 6, 0, FS, 4, 4, NONE, R(0, 28, 4, FW), NONE, 0) \
  X("sgpr_192_with_sub0_sub1_in_gfx_ccr_sgpr_64", 6, 0, FS, 4, 4, NONE, R(36, 60, 4, FW), NONE, 0) \
  X("sgpr_192_with_sub0_sub1_sub2_sub3_in_sgpr_128_with_sub2_sub3_in_ccr_sgpr_64", 6, 0, FS, 4, 4, NONE, R(0, 24, 4, FW), NONE, 0) \
  X("sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 6, 0, FS, 4, 4, NONE, R(32, 56, 4, FW), NONE, 0) \
  X("sgpr_192_with_sub0_sub1_in_gfx_ccr_sgpr_64_and_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 6, 0, FS, 4, 4, NONE, R(36, 56, 4, FW), NONE, 0) \
  X("ttmp_192", 6, 0, 0, 4, 4, NONE, NONE, R(0, 8, 4, FW), 0) \
  X("sreg_192_with_sub1_sub2_sub3", 6, 0, 0, 1, 1, NONE, NONE, R(8, 8, 1, FW), 0) \
  X("sreg_192_with_sub2_sub3_sub4", 6, 0, 0, 1, 1, NONE, NONE, R(4, 4, 1, FW), 0) \
  X("sreg_192_with_sub3_sub4_sub5", 6, 0, 0, 1, 1, NONE, NONE, R(0, 0, 1, FW), 0) \
  X("av_224", 7, 0, FV|FA, 2, 1, R(0, 249, 1, FW), NONE, NONE, 0) \
  X("areg_224", 7, 0, FA, 2, 1, R(0, 249, 1, FW), NONE, NONE, 0) \
  X("av_224_align2", 7, 0, FV|FA, 2, 2, R(0, 248, 2, FW), NONE, NONE, 0) \
  X("av_224_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_align2", 7, 0, FV|FA, 2, 1, R(1, 249, 2, FW), NONE, NONE, 0) \
  X("vreg_224", 7, 0, FV, 2, 1, R(0, 249, 1, FW), NONE, NONE, 0) \
  X("av_224_with_hi16_in_vgpr_16_lo128", 7, 0, FV, 2, 1, R(0, 127, 1, FW), NONE, NONE, 0) \
  X("av_224_with_sub0_sub1_in_av_64_with_sub1_in_vgpr_32_lo128", 7, 0, FV, 2, 1, R(0, 126, 1, FW), NONE, NONE, 0) \
  X("av_224_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 7, 0, FV, 2, 1, R(0, 125, 1, FW), NONE, NONE, 0) \
  X("areg_224_align2", 7, 0, FA, 2, 2, R(0, 248, 2, FW), NONE, NONE, 0) \
  X("areg_224_with_sub0_sub1_sub2_in_areg_96_with_sub1_sub2_in_areg_64_align2", 7, 0, FA, 2, 1, R(1, 249, 2, FW), NONE, NONE, 0) \
  X("av_224_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_vreg_64_align2", 7, 0, FV, 2, 1, R(1, 249, 2, FW), NONE, NONE, 0) \
  X("av_224_with_sub0_sub1_sub2_sub3_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 7, 0, FV, 2, 1, R(0, 124, 1, FW), NONE, NONE, 0) \
  X("vreg_224_align2", 7, 0, FV, 2, 2, R(0, 248, 2, FW), NONE, NONE, 0) \
  X("av_224_with_sub0_sub1_sub2_sub3_sub4_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 7, 0, FV, 2, 1, R(0, 123, 1, FW), NONE, NONE, 0) \
  X("av_224_with_sub0_sub1_sub2_sub3_sub4_sub5_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 7, 0, FV, 2, 1, R(0, 122, 1, FW), NONE, NONE, 0) \
  X("av_224_with_sub1_sub2_sub3_sub4_sub5_sub6_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 7, 0, FV, 2, 1, R(0, 121, 1, FW), NONE, NONE, 0) \
  X("av_224_with_hi16_in_vgpr_16_lo128_and_av_224_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_align2", 7, 0, FV, 2, 1, R(1, 127, 2, FW), NONE, NONE, 0) \
  X("av_224_with_sub0_sub1_in_av_64_align2_and_av_64_with_hi16_in_vgpr_16_lo128", 7, 0, FV, 2, 2, R(0, 126, 2, FW), NONE, NONE, 0) \
  X("av_224_with_sub0_sub1_sub2_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 7, 0, FV, 2, 2, R(0, 124, 2, FW), NONE, NONE, 0) \
  X("av_224_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_align2_and_av_64_with_hi16_in_vgpr_16_lo128", 7, 0, FV, 2, 1, R(1, 125, 2, FW), NONE, NONE, 0) \
  X("av_224_with_sub0_sub1_sub2_sub3_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 7, 0, FV, 2, 1, R(1, 123, 2, FW), NONE, NONE, 0) \
  X("av_224_with_sub0_sub1_sub2_sub3_sub4_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 7, 0, FV, 2, 2, R(0, 122, 2, FW), NONE, NONE, 0) \
  X("av_224_with_sub0_sub1_sub2_sub3_sub4_sub5_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 7, 0, FV, 2, 1, R(1, 121, 2, FW), NONE, NONE, 0) \
  X("av_224_with_sub1_sub2_sub3_sub4_sub5_sub6_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 7, 0, FV, 2, 2, R(0, 120, 2, FW), NONE, NONE, 0) \
  X("sreg_224", 7, 0, FS, 4, 4, NONE, R(0, 96, 4, FW), R(0, 8, 4, FW), 0) \
  X("sreg_224_with_sub0_sub1_sub2", 7, 0, FS, 4, 4, NONE, R(0, 96, 4, FW), R(0, 0, 1, FW), 0) \
  X("sreg_224_with_sub4_sub5_sub6", 7, 0, FS, 4, 4, NONE, R(0, 96, 4, FW), R(8, 8, 1, FW), 0) \
  X("sgpr_224", 7, 0, FS, 4, 4, NONE, R(0, 96, 4, FW), NONE, 0) \
  X("sgpr_224_with_sub0_sub1_in_ccr_sgpr_64", 7, 0, FS, 4, 4, NONE, R(0, 28, 4, FW), NONE, 0) \
  X("sgpr_224_with_sub0_sub1_in_gfx_ccr_sgpr_64", 7, 0, FS, 4, 4, NONE, R(36, 60, 4, FW), NONE, 0) \
  X("sgpr_224_with_sub0_sub1_sub2_sub3_in_sgpr_128_with_sub2_sub3_in_ccr_sgpr_64", 7, 0, FS, 4, 4, NONE, R(0, 24, 4, FW), NONE, 0) \
  X("sgpr_224_with_sub0_sub1_sub2_sub3_sub4_sub5_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 7, 0, FS, 4, 4, NONE, R(32, 56, 4, FW), NONE, 0) \
  X("sgpr_224_with_sub0_sub1_in_gfx_ccr_sgpr_64_and_sgpr_224_with_sub0_sub1_sub2_sub3_sub4_sub5_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 7, 0, FS, 4, 4, NONE, R(36, 56, 4, FW), NONE, 0) \
  X("ttmp_224", 7, 0, 0, 4, 4, NONE, NONE, R(0, 8, 4, FW), 0) \
  X("sreg_224_with_sub1_sub2_sub3", 7, 0, 0, 1, 1, NONE, NONE, R(8, 8, 1, FW), 0) \
  X("sreg_224_with_sub2_sub3_sub4", 7, 0, 0, 1, 1, NONE, NONE, R(4, 4, 1, FW), 0) \
  X("sreg_224_with_sub3_sub4_sub5", 7, 0, 0, 1, 1, NONE, NONE, R(0, 0, 1, FW), 0) \
  X("av_256", 8, 0, FV|FA, 2, 1, R(0, 248, 1, FW), NONE, NONE, 0) \
  X("av_256_align2", 8, 0, FV|FA, 2, 2, R(0, 248, 2, FW), NONE, NONE, 0) \
  X("areg_256", 8, 0, FA, 2, 1, R(0, 248, 1, FW), NONE, NONE, 0) \
  X("vreg_256", 8, 0, FV, 2, 1, R(0, 248, 1, FW), NONE, NONE, 0) \
  X("av_256_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_align2", 8, 0, FV|FA, 2, 1, R(1, 247, 2, FW), NONE, NONE, 0) \
  X("av_256_with_hi16_in_vgpr_16_lo128", 8, 0, FV, 2, 1, R(0, 127, 1, FW), NONE, NONE, 0) \
  X("av_256_with_sub0_sub1_in_av_64_with_sub1_in_vgpr_32_lo128", 8, 0, FV, 2, 1, R(0, 126, 1, FW), NONE, NONE, 0) \
  X("av_256_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 8, 0, FV, 2, 1, R(0, 125, 1, FW), NONE, NONE, 0) \
  X("areg_256_align2", 8, 0, FA, 2, 2, R(0, 248, 2, FW), NONE, NONE, 0) \
  X("av_256_with_sub0_sub1_sub2_sub3_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 8, 0, FV, 2, 1, R(0, 124, 1, FW), NONE, NONE, 0) \
  X("vreg_256_align2", 8, 0, FV, 2, 2, R(0, 248, 2, FW), NONE, NONE, 0) \
  X("areg_256_with_sub0_sub1_sub2_in_areg_96_with_sub1_sub2_in_areg_64_align2", 8, 0, FA, 2, 1, R(1, 247, 2, FW), NONE, NONE, 0) \
  X("av_256_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_vreg_64_align2", 8, 0, FV, 2, 1, R(1, 247, 2, FW), NONE, NONE, 0) \
  X("av_256_with_sub0_sub1_sub2_sub3_sub4_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 8, 0, FV, 2, 1, R(0, 123, 1, FW), NONE, NONE, 0) \
  X("av_256_with_sub0_sub1_sub2_sub3_sub4_sub5_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 8, 0, FV, 2, 1, R(0, 122, 1, FW), NONE, NONE, 0) \
  X("av_256_with_sub1_sub2_sub3_sub4_sub5_sub6_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 8, 0, FV, 2, 1, R(0, 121, 1, FW), NONE, NONE, 0) \
  X("av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 8, 0, FV, 2, 1, R(0, 120, 1, FW), NONE, NONE, 0) \
  X("av_256_with_hi16_in_vgpr_16_lo128_and_av_256_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_align2", 8, 0, FV, 2, 1, R(1, 127, 2, FW), NONE, NONE, 0) \
  X("av_256_with_sub0_sub1_in_av_64_align2_and_av_64_with_hi16_in_vgpr_16_lo128", 8, 0, FV, 2, 2, R(0, 126, 2, FW), NONE, NONE, 0) \
  X("av_256_with_sub0_sub1_sub2_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 8, 0, FV, 2, 2, R(0, 124, 2, FW), NONE, NONE, 0) \
  X("av_256_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_align2_and_av_64_with_hi16_in_vgpr_16_lo128", 8, 0, FV, 2, 1, R(1, 125, 2, FW), NONE, NONE, 0) \
  X("av_256_with_sub0_sub1_sub2_sub3_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 8, 0, FV, 2, 1, R(1, 123, 2, FW), NONE, NONE, 0) \
  X("av_256_with_sub0_sub1_sub2_sub3_sub4_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 8, 0, FV, 2, 2, R(0, 122, 2, FW), NONE, NONE, 0) \
  X("av_256_with_sub0_sub1_sub2_sub3_sub4_sub5_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 8, 0, FV, 2, 1, R(1, 121, 2, FW), NONE, NONE, 0) \
  X("av_256_with_sub1_sub2_sub3_sub4_sub5_sub6_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 8, 0, FV, 2, 2, R(0, 120, 2, FW), NONE, NONE, 0) \
  X("av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 8, 0, FV, 2, 1, R(1, 119, 2, FW), NONE, NONE, 0) \
  X("sreg_256", 8, 0, FS, 4, 4, NONE, R(0, 96, 4, FW), R(0, 8, 4, FW), 0) \
  X("sreg_256_with_sub0_sub1_sub2", 8, 0, FS, 4, 4, NONE, R(0, 96, 4, FW), R(0, 0, 1, FW), 0) \
  X("sreg_256_with_sub4_sub5_sub6", 8, 0, FS, 4, 4, NONE, R(0, 96, 4, FW), R(8, 8, 1, FW), 0) \
  X("sgpr_256", 8, 0, FS, 4, 4, NONE, R(0, 96, 4, FW), NONE, 0) \
  X("sgpr_256_with_sub0_sub1_in_ccr_sgpr_64", 8, 0, FS, 4, 4, NONE, R(0, 28, 4, FW), NONE, 0) \
  X("sgpr_256_with_sub0_sub1_in_gfx_ccr_sgpr_64", 8, 0, FS, 4, 4, NONE, R(36, 60, 4, FW), NONE, 0) \
  X("sgpr_256_with_sub0_sub1_sub2_sub3_in_sgpr_128_with_sub2_sub3_in_ccr_sgpr_64", 8, 0, FS, 4, 4, NONE, R(0, 24, 4, FW), NONE, 0) \
  X("sgpr_256_with_sub0_sub1_sub2_sub3_sub4_sub5_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 8, 0, FS, 4, 4, NONE, R(32, 56, 4, FW), NONE, 0) \
  X("sgpr_256_with_sub0_sub1_in_gfx_ccr_sgpr_64_and_sgpr_256_with_sub0_sub1_sub2_sub3_sub4_sub5_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 8, 0, FS, 4, 4, NONE, R(36, 56, 4, FW), NONE, 0) \
  X("sgpr_256_with_sub4_sub5_sub6_sub7_in_sgpr_128_with_sub2_sub3_in_ccr_sgpr_64", 8, 0, FS, 4, 4, NONE, R(0, 20, 4, FW), NONE, 0) \
  X("ttmp_256", 8, 0, 0, 4, 4, NONE, NONE, R(0, 8, 4, FW), 0) \
  X("sreg_256_with_sub1_sub2_sub3", 8, 0, 0, 1, 1, NONE, NONE, R(8, 8, 1, FW), 0) \
  X("sreg_256_with_sub2_sub3_sub4", 8, 0, 0, 1, 1, NONE, NONE, R(4, 4, 1, FW), 0) \
  X("sreg_256_with_sub3_sub4_sub5", 8, 0, 0, 1, 1, NONE, NONE, R(0, 0, 1, FW), 0) \
  X("av_288", 9, 0, FV|FA, 2, 1, R(0, 247, 1, FW), NONE, NONE, 0) \
  X("areg_288", 9, 0, FA, 2, 1, R(0, 247, 1, FW), NONE, NONE, 0) \
  X("av_288_align2", 9, 0, FV|FA, 2, 2, R(0, 246, 2, FW), NONE, NONE, 0) \
  X("av_288_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_align2", 9, 0, FV|FA, 2, 1, R(1, 247, 2, FW), NONE, NONE, 0) \
  X("vreg_288", 9, 0, FV, 2, 1, R(0, 247, 1, FW), NONE, NONE, 0) \
  X("av_288_with_hi16_in_vgpr_16_lo128", 9, 0, FV, 2, 1, R(0, 127, 1, FW), NONE, NONE, 0) \
  X("av_288_with_sub0_sub1_in_av_64_with_sub1_in_vgpr_32_lo128", 9, 0, FV, 2, 1, R(0, 126, 1, FW), NONE, NONE, 0) \
  X("av_288_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 9, 0, FV, 2, 1, R(0, 125, 1, FW), NONE, NONE, 0) \
  X("av_288_with_sub0_sub1_sub2_sub3_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 9, 0, FV, 2, 1, R(0, 124, 1, FW), NONE, NONE, 0) \
  X("areg_288_align2", 9, 0, FA, 2, 2, R(0, 246, 2, FW), NONE, NONE, 0) \
  X("areg_288_with_sub0_sub1_sub2_in_areg_96_with_sub1_sub2_in_areg_64_align2", 9, 0, FA, 2, 1, R(1, 247, 2, FW), NONE, NONE, 0) \
  X("av_288_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_vreg_64_align2", 9, 0, FV, 2, 1, R(1, 247, 2, FW), NONE, NONE, 0) \
  X("av_288_with_sub0_sub1_sub2_sub3_sub4_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 9, 0, FV, 2, 1, R(0, 123, 1, FW), NONE, NONE, 0) \
  X("vreg_288_align2", 9, 0, FV, 2, 2, R(0, 246, 2, FW), NONE, NONE, 0) \
  X("av_288_with_sub0_sub1_sub2_sub3_sub4_sub5_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 9, 0, FV, 2, 1, R(0, 122, 1, FW), NONE, NONE, 0) \
  X("av_288_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_in_av_256_with_sub1_sub2_sub3_sub4_sub5_sub6_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 9, 0, FV, 2, 1, R(0, 121, 1, FW), NONE, NONE, 0) \
  X("av_288_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 9, 0, FV, 2, 1, R(0, 120, 1, FW), NONE, NONE, 0) \
  X("av_288_with_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 9, 0, FV, 2, 1, R(0, 119, 1, FW), NONE, NONE, 0) \
  X("av_288_with_hi16_in_vgpr_16_lo128_and_av_288_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_align2", 9, 0, FV, 2, 1, R(1, 127, 2, FW), NONE, NONE, 0) \
  X("av_288_with_sub0_sub1_in_av_64_align2_and_av_64_with_hi16_in_vgpr_16_lo128", 9, 0, FV, 2, 2, R(0, 126, 2, FW), NONE, NONE, 0) \
  X("av_288_with_sub0_sub1_sub2_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 9, 0, FV, 2, 2, R(0, 124, 2, FW), NONE, NONE, 0) \
  X("av_288_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_align2_and_av_64_with_hi16_in_vgpr_16_lo128", 9, 0, FV, 2, 1, R(1, 125, 2, FW), NONE, NONE, 0) \
  X("av_288_with_sub0_sub1_sub2_sub3_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 9, 0, FV, 2, 1, R(1, 123, 2, FW), NONE, NONE, 0) \
  X("av_288_with_sub0_sub1_sub2_sub3_sub4_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 9, 0, FV, 2, 2, R(0, 122, 2, FW), NONE, NONE, 0) \
  X("av_288_with_sub0_sub1_sub2_sub3_sub4_sub5_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 9, 0, FV, 2, 1, R(1, 121, 2, FW), NONE, NONE, 0) \
  X("av_288_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_in_av_256_with_sub1_sub2_sub3_sub4_sub5_sub6_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 9, 0, FV, 2, 2, R(0, 120, 2, FW), NONE, NONE, 0) \
  X("av_288_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 9, 0, FV, 2, 1, R(1, 119, 2, FW), NONE, NONE, 0) \
  X("av_288_with_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 9, 0, FV, 2, 2, R(0, 118, 2, FW), NONE, NONE, 0) \
  X("sreg_288", 9, 0, FS, 4, 4, NONE, R(0, 96, 4, FW), R(0, 4, 4, FW), 0) \
  X("sreg_288_with_sub0_sub1_sub2", 9, 0, FS, 4, 4, NONE, R(0, 96, 4, FW), R(0, 0, 1, FW), 0) \
  X("sgpr_288", 9, 0, FS, 4, 4, NONE, R(0, 96, 4, FW), NONE, 0) \
  X("sgpr_288_with_sub0_sub1_in_ccr_sgpr_64", 9, 0, FS, 4, 4, NONE, R(0, 28, 4, FW), NONE, 0) \
  X("sgpr_288_with_sub0_sub1_in_gfx_ccr_sgpr_64", 9, 0, FS, 4, 4, NONE, R(36, 60, 4, FW), NONE, 0) \
  X("sgpr_288_with_sub0_sub1_sub2_sub3_in_sgpr_128_with_sub2_sub3_in_ccr_sgpr_64", 9, 0, FS, 4, 4, NONE, R(0, 24, 4, FW), NONE, 0) \
  X("sgpr_288_with_sub0_sub1_sub2_sub3_sub4_sub5_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 9, 0, FS, 4, 4, NONE, R(32, 56, 4, FW), NONE, 0) \
  X("sgpr_288_with_sub0_sub1_in_gfx_ccr_sgpr_64_and_sgpr_288_with_sub0_sub1_sub2_sub3_sub4_sub5_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 9, 0, FS, 4, 4, NONE, R(36, 56, 4, FW), NONE, 0) \
  X("sgpr_288_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_in_sgpr_256_with_sub4_sub5_sub6_sub7_in_sgpr_128_with_sub2_sub3_in_ccr_sgpr_64", 9, 0, FS, 4, 4, NONE, R(0, 20, 4, FW), NONE, 0) \
  X("ttmp_288", 9, 0, 0, 4, 4, NONE, NONE, R(0, 4, 4, FW), 0) \
  X("sreg_288_with_sub2_sub3_sub4", 9, 0, 0, 1, 1, NONE, NONE, R(4, 4, 1, FW), 0) \
  X("sreg_288_with_sub3_sub4_sub5", 9, 0, 0, 1, 1, NONE, NONE, R(0, 0, 1, FW), 0) \
  X("av_320", 10, 0, FV|FA, 2, 1, R(0, 246, 1, FW), NONE, NONE, 0) \
  X("av_320_align2", 10, 0, FV|FA, 2, 2, R(0, 246, 2, FW), NONE, NONE, 0) \
  X("areg_320", 10, 0, FA, 2, 1, R(0, 246, 1, FW), NONE, NONE, 0) \
  X("vreg_320", 10, 0, FV, 2, 1, R(0, 246, 1, FW), NONE, NONE, 0) \
  X("av_320_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_align2", 10, 0, FV|FA, 2, 1, R(1, 245, 2, FW), NONE, NONE, 0) \
  X("av_320_with_hi16_in_vgpr_16_lo128", 10, 0, FV, 2, 1, R(0, 127, 1, FW), NONE, NONE, 0) \
  X("av_320_with_sub0_sub1_in_av_64_with_sub1_in_vgpr_32_lo128", 10, 0, FV, 2, 1, R(0, 126, 1, FW), NONE, NONE, 0) \
  X("av_320_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 10, 0, FV, 2, 1, R(0, 125, 1, FW), NONE, NONE, 0) \
  X("av_320_with_sub0_sub1_sub2_sub3_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 10, 0, FV, 2, 1, R(0, 124, 1, FW), NONE, NONE, 0) \
  X("areg_320_align2", 10, 0, FA, 2, 2, R(0, 246, 2, FW), NONE, NONE, 0) \
  X("av_320_with_sub0_sub1_sub2_sub3_sub4_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 10, 0, FV, 2, 1, R(0, 123, 1, FW), NONE, NONE, 0) \
  X("vreg_320_align2", 10, 0, FV, 2, 2, R(0, 246, 2, FW), NONE, NONE, 0) \
  X("areg_320_with_sub0_sub1_sub2_in_areg_96_with_sub1_sub2_in_areg_64_align2", 10, 0, FA, 2, 1, R(1, 245, 2, FW), NONE, NONE, 0) \
  X("av_320_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_vreg_64_align2", 10, 0, FV, 2, 1, R(1, 245, 2, FW), NONE, NONE, 0) \
  X("av_320_with_sub0_sub1_sub2_sub3_sub4_sub5_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 10, 0, FV, 2, 1, R(0, 122, 1, FW), NONE, NONE, 0) \
  X("av_320_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_in_av_256_with_sub1_sub2_sub3_sub4_sub5_sub6_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 10, 0, FV, 2, 1, R(0, 121, 1, FW), NONE, NONE, 0) \
  X("av_320_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 10, 0, FV, 2, 1, R(0, 120, 1, FW), NONE, NONE, 0) \
  X("av_320_with_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 10, 0, FV, 2, 1, R(0, 119, 1, FW), NONE, NONE, 0) \
  X("av_320_with_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 10, 0, FV, 2, 1, R(0, 118, 1, FW), NONE, NONE, 0) \
  X("av_320_with_hi16_in_vgpr_16_lo128_and_av_320_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_align2", 10, 0, FV, 2, 1, R(1, 127, 2, FW), NONE, NONE, 0) \
  X("av_320_with_sub0_sub1_in_av_64_align2_and_av_64_with_hi16_in_vgpr_16_lo128", 10, 0, FV, 2, 2, R(0, 126, 2, FW), NONE, NONE, 0) \
  X("av_320_with_sub0_sub1_sub2_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 10, 0, FV, 2, 2, R(0, 124, 2, FW), NONE, NONE, 0) \
  X("av_320_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_align2_and_av_64_with_hi16_in_vgpr_16_lo128", 10, 0, FV, 2, 1, R(1, 125, 2, FW), NONE, NONE, 0) \
  X("av_320_with_sub0_sub1_sub2_sub3_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 10, 0, FV, 2, 1, R(1, 123, 2, FW), NONE, NONE, 0) \
  X("av_320_with_sub0_sub1_sub2_sub3_sub4_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 10, 0, FV, 2, 2, R(0, 122, 2, FW), NONE, NONE, 0) \
  X("av_320_with_sub0_sub1_sub2_sub3_sub4_sub5_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 10, 0, FV, 2, 1, R(1, 121, 2, FW), NONE, NONE, 0) \
  X("av_320_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_in_av_256_with_sub1_sub2_sub3_sub4_sub5_sub6_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 10, 0, FV, 2, 2, R(0, 120, 2, FW), NONE, NONE, 0) \
  X("av_320_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 10, 0, FV, 2, 1, R(1, 119, 2, FW), NONE, NONE, 0) \
  X("av_320_with_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 10, 0, FV, 2, 2, R(0, 118, 2, FW), NONE, NONE, 0) \
  X("av_320_with_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 10, 0, FV, 2, 1, R(1, 117, 2, FW), NONE, NONE, 0) \
  X("sreg_320", 10, 0, FS, 4, 4, NONE, R(0, 96, 4, FW), R(0, 4, 4, FW), 0) \
  X("sreg_320_with_sub0_sub1_sub2", 10, 0, FS, 4, 4, NONE, R(0, 96, 4, FW), R(0, 0, 1, FW), 0) \
  X("sgpr_320", 10, 0, FS, 4, 4, NONE, R(0, 96, 4, FW), NONE, 0) \
  X("sgpr_320_with_sub0_sub1_in_ccr_sgpr_64", 10, 0, FS, 4, 4, NONE, R(0, 28, 4, FW), NONE, 0) \
  X("sgpr_320_with_sub0_sub1_in_gfx_ccr_sgpr_64", 10, 0, FS, 4, 4, NONE, R(36, 60, 4, FW), NONE, 0) \
  X("sgpr_320_with_sub0_sub1_sub2_sub3_in_sgpr_128_with_sub2_sub3_in_ccr_sgpr_64", 10, 0, FS, 4, 4, NONE, R(0, 24, 4, FW), NONE, 0) \
  X("sgpr_320_with_sub0_sub1_sub2_sub3_sub4_sub5_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 10, 0, FS, 4, 4, NONE, R(32, 56, 4, FW), NONE, 0) \
  X("sgpr_320_with_sub4_sub5_sub6_sub7_sub8_sub9_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 10, 0, FS, 4, 4, NONE, R(28, 52, 4, FW), NONE, 0) \
  X("sgpr_320_with_sub0_sub1_in_gfx_ccr_sgpr_64_and_sgpr_320_with_sub0_sub1_sub2_sub3_sub4_sub5_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 10, 0, FS, 4, 4, NONE, R(36, 56, 4, FW), NONE, 0) \
  X("sgpr_320_with_sub0_sub1_sub2_sub3_sub4_sub5_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64_and_sgpr_320_with_sub4_sub5_sub6_sub7_sub8_sub9_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 10, 0, FS, 4, 4, NONE, R(32, 52, 4, FW), NONE, 0) \
  X("sgpr_320_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_in_sgpr_256_with_sub4_sub5_sub6_sub7_in_sgpr_128_with_sub2_sub3_in_ccr_sgpr_64", 10, 0, FS, 4, 4, NONE, R(0, 20, 4, FW), NONE, 0) \
  X("sgpr_320_with_sub0_sub1_in_gfx_ccr_sgpr_64_and_sgpr_320_with_sub4_sub5_sub6_sub7_sub8_sub9_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 10, 0, FS, 4, 4, NONE, R(36, 52, 4, FW), NONE, 0) \
  X("ttmp_320", 10, 0, 0, 4, 4, NONE, NONE, R(0, 4, 4, FW), 0) \
  X("sgpr_320_with_sub0_sub1_in_ccr_sgpr_64_and_sgpr_320_with_sub4_sub5_sub6_sub7_sub8_sub9_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 10, 0, FS, 1, 1, NONE, R(28, 28, 1, FW), NONE, 0) \
  X("sreg_320_with_sub2_sub3_sub4", 10, 0, 0, 1, 1, NONE, NONE, R(4, 4, 1, FW), 0) \
  X("sreg_320_with_sub3_sub4_sub5", 10, 0, 0, 1, 1, NONE, NONE, R(0, 0, 1, FW), 0) \
  X("av_352", 11, 0, FV|FA, 2, 1, R(0, 245, 1, FW), NONE, NONE, 0) \
  X("areg_352", 11, 0, FA, 2, 1, R(0, 245, 1, FW), NONE, NONE, 0) \
  X("av_352_align2", 11, 0, FV|FA, 2, 2, R(0, 244, 2, FW), NONE, NONE, 0) \
  X("av_352_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_align2", 11, 0, FV|FA, 2, 1, R(1, 245, 2, FW), NONE, NONE, 0) \
  X("vreg_352", 11, 0, FV, 2, 1, R(0, 245, 1, FW), NONE, NONE, 0) \
  X("av_352_with_hi16_in_vgpr_16_lo128", 11, 0, FV, 2, 1, R(0, 127, 1, FW), NONE, NONE, 0) \
  X("av_352_with_sub0_sub1_in_av_64_with_sub1_in_vgpr_32_lo128", 11, 0, FV, 2, 1, R(0, 126, 1, FW), NONE, NONE, 0) \
  X("av_352_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 11, 0, FV, 2, 1, R(0, 125, 1, FW), NONE, NONE, 0) \
  X("av_352_with_sub0_sub1_sub2_sub3_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 11, 0, FV, 2, 1, R(0, 124, 1, FW), NONE, NONE, 0) \
  X("av_352_with_sub0_sub1_sub2_sub3_sub4_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 11, 0, FV, 2, 1, R(0, 123, 1, FW), NONE, NONE, 0) \
  X("areg_352_align2", 11, 0, FA, 2, 2, R(0, 244, 2, FW), NONE, NONE, 0) \
  X("areg_352_with_sub0_sub1_sub2_in_areg_96_with_sub1_sub2_in_areg_64_align2", 11, 0, FA, 2, 1, R(1, 245, 2, FW), NONE, NONE, 0) \
  X("av_352_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_vreg_64_align2", 11, 0, FV, 2, 1, R(1, 245, 2, FW), NONE, NONE, 0) \
  X("av_352_with_sub0_sub1_sub2_sub3_sub4_sub5_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 11, 0, FV, 2, 1, R(0, 122, 1, FW), NONE, NONE, 0) \
  X("vreg_352_align2", 11, 0, FV, 2, 2, R(0, 244, 2, FW), NONE, NONE, 0) \
  X("av_352_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_in_av_256_with_sub1_sub2_sub3_sub4_sub5_sub6_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 11, 0, FV, 2, 1, R(0, 121, 1, FW), NONE, NONE, 0) \
  X("av_352_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 11, 0, FV, 2, 1, R(0, 120, 1, FW), NONE, NONE, 0) \
  X("av_352_with_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 11, 0, FV, 2, 1, R(0, 119, 1, FW), NONE, NONE, 0) \
  X("av_352_with_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 11, 0, FV, 2, 1, R(0, 118, 1, FW), NONE, NONE, 0) \
  X("av_352_with_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 11, 0, FV, 2, 1, R(0, 117, 1, FW), NONE, NONE, 0) \
  X("av_352_with_hi16_in_vgpr_16_lo128_and_av_352_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_align2", 11, 0, FV, 2, 1, R(1, 127, 2, FW), NONE, NONE, 0) \
  X("av_352_with_sub0_sub1_in_av_64_align2_and_av_64_with_hi16_in_vgpr_16_lo128", 11, 0, FV, 2, 2, R(0, 126, 2, FW), NONE, NONE, 0) \
  X("av_352_with_sub0_sub1_sub2_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 11, 0, FV, 2, 2, R(0, 124, 2, FW), NONE, NONE, 0) \
  X("av_352_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_align2_and_av_64_with_hi16_in_vgpr_16_lo128", 11, 0, FV, 2, 1, R(1, 125, 2, FW), NONE, NONE, 0) \
  X("av_352_with_sub0_sub1_sub2_sub3_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 11, 0, FV, 2, 1, R(1, 123, 2, FW), NONE, NONE, 0) \
  X("av_352_with_sub0_sub1_sub2_sub3_sub4_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 11, 0, FV, 2, 2, R(0, 122, 2, FW), NONE, NONE, 0) \
  X("av_352_with_sub0_sub1_sub2_sub3_sub4_sub5_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 11, 0, FV, 2, 1, R(1, 121, 2, FW), NONE, NONE, 0) \
  X("av_352_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_in_av_256_with_sub1_sub2_sub3_sub4_sub5_sub6_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 11, 0, FV, 2, 2, R(0, 120, 2, FW), NONE, NONE, 0) \
  X("av_352_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 11, 0, FV, 2, 1, R(1, 119, 2, FW), NONE, NONE, 0) \
  X("av_352_with_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 11, 0, FV, 2, 2, R(0, 118, 2, FW), NONE, NONE, 0) \
  X("av_352_with_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 11, 0, FV, 2, 1, R(1, 117, 2, FW), NONE, NONE, 0) \
  X("av_352_with_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 11, 0, FV, 2, 2, R(0, 116, 2, FW), NONE, NONE, 0) \
  X("sreg_352", 11, 0, FS, 4, 4, NONE, R(0, 92, 4, FW), R(0, 4, 4, FW), 0) \
  X("sreg_352_with_sub0_sub1_sub2", 11, 0, FS, 4, 4, NONE, R(0, 92, 4, FW), R(0, 0, 1, FW), 0) \
  X("sreg_352_with_sub8_sub9_sub10", 11, 0, FS, 4, 4, NONE, R(0, 92, 4, FW), R(4, 4, 1, FW), 0) \
  X("sgpr_352", 11, 0, FS, 4, 4, NONE, R(0, 92, 4, FW), NONE, 0) \
  X("sgpr_352_with_sub0_sub1_in_ccr_sgpr_64", 11, 0, FS, 4, 4, NONE, R(0, 28, 4, FW), NONE, 0) \
  X("sgpr_352_with_sub0_sub1_in_gfx_ccr_sgpr_64", 11, 0, FS, 4, 4, NONE, R(36, 60, 4, FW), NONE, 0) \
  X("sgpr_352_with_sub0_sub1_sub2_sub3_in_sgpr_128_with_sub2_sub3_in_ccr_sgpr_64", 11, 0, FS, 4, 4, NONE, R(0, 24, 4, FW), NONE, 0) \
  X("sgpr_352_with_sub0_sub1_sub2_sub3_sub4_sub5_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 11, 0, FS, 4, 4, NONE, R(32, 56, 4, FW), NONE, 0) \
  X("sgpr_352_with_sub4_sub5_sub6_sub7_sub8_sub9_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 11, 0, FS, 4, 4, NONE, R(28, 52, 4, FW), NONE, 0) \
  X("sgpr_352_with_sub0_sub1_in_gfx_ccr_sgpr_64_and_sgpr_352_with_sub0_sub1_sub2_sub3_sub4_sub5_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 11, 0, FS, 4, 4, NONE, R(36, 56, 4, FW), NONE, 0) \
  X("sgpr_352_with_sub0_sub1_sub2_sub3_sub4_sub5_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64_and_sgpr_352_with_sub4_sub5_sub6_sub7_sub8_sub9_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 11, 0, FS, 4, 4, NONE, R(32, 52, 4, FW), NONE, 0) \
  X("sgpr_352_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_in_sgpr_256_with_sub4_sub5_sub6_sub7_in_sgpr_128_with_sub2_sub3_in_ccr_sgpr_64", 11, 0, FS, 4, 4, NONE, R(0, 20, 4, FW), NONE, 0) \
  X("sgpr_352_with_sub0_sub1_in_gfx_ccr_sgpr_64_and_sgpr_352_with_sub4_sub5_sub6_sub7_sub8_sub9_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 11, 0, FS, 4, 4, NONE, R(36, 52, 4, FW), NONE, 0) \
  X("ttmp_352", 11, 0, 0, 4, 4, NONE, NONE, R(0, 4, 4, FW), 0) \
  X("sgpr_352_with_sub0_sub1_in_ccr_sgpr_64_and_sgpr_352_with_sub4_sub5_sub6_sub7_sub8_sub9_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 11, 0, FS, 1, 1, NONE, R(28, 28, 1, FW), NONE, 0) \
  X("sreg_352_with_sub2_sub3_sub4", 11, 0, 0, 1, 1, NONE, NONE, R(4, 4, 1, FW), 0) \
  X("sreg_352_with_sub3_sub4_sub5", 11, 0, 0, 1, 1, NONE, NONE, R(0, 0, 1, FW), 0) \
  X("av_384", 12, 0, FV|FA, 2, 1, R(0, 244, 1, FW), NONE, NONE, 0) \
  X("av_384_align2", 12, 0, FV|FA, 2, 2, R(0, 244, 2, FW), NONE, NONE, 0) \
  X("areg_384", 12, 0, FA, 2, 1, R(0, 244, 1, FW), NONE, NONE, 0) \
  X("vreg_384", 12, 0, FV, 2, 1, R(0, 244, 1, FW), NONE, NONE, 0) \
  X("av_384_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_align2", 12, 0, FV|FA, 2, 1, R(1, 243, 2, FW), NONE, NONE, 0) \
  X("av_384_with_hi16_in_vgpr_16_lo128", 12, 0, FV, 2, 1, R(0, 127, 1, FW), NONE, NONE, 0) \
  X("av_384_with_sub0_sub1_in_av_64_with_sub1_in_vgpr_32_lo128", 12, 0, FV, 2, 1, R(0, 126, 1, FW), NONE, NONE, 0) \
  X("av_384_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 12, 0, FV, 2, 1, R(0, 125, 1, FW), NONE, NONE, 0) \
  X("av_384_with_sub0_sub1_sub2_sub3_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 12, 0, FV, 2, 1, R(0, 124, 1, FW), NONE, NONE, 0) \
  X("av_384_with_sub0_sub1_sub2_sub3_sub4_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 12, 0, FV, 2, 1, R(0, 123, 1, FW), NONE, NONE, 0) \
  X("areg_384_align2", 12, 0, FA, 2, 2, R(0, 244, 2, FW), NONE, NONE, 0) \
  X("av_384_with_sub0_sub1_sub2_sub3_sub4_sub5_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 12, 0, FV, 2, 1, R(0, 122, 1, FW), NONE, NONE, 0) \
  X("vreg_384_align2", 12, 0, FV, 2, 2, R(0, 244, 2, FW), NONE, NONE, 0) \
  X("areg_384_with_sub0_sub1_sub2_in_areg_96_with_sub1_sub2_in_areg_64_align2", 12, 0, FA, 2, 1, R(1, 243, 2, FW), NONE, NONE, 0) \
  X("av_384_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_vreg_64_align2", 12, 0, FV, 2, 1, R(1, 243, 2, FW), NONE, NONE, 0) \
  X("av_384_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_in_av_256_with_sub1_sub2_sub3_sub4_sub5_sub6_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 12, 0, FV, 2, 1, R(0, 121, 1, FW), NONE, NONE, 0) \
  X("av_384_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 12, 0, FV, 2, 1, R(0, 120, 1, FW), NONE, NONE, 0) \
  X("av_384_with_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 12, 0, FV, 2, 1, R(0, 119, 1, FW), NONE, NONE, 0) \
  X("av_384_with_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 12, 0, FV, 2, 1, R(0, 118, 1, FW), NONE, NONE, 0) \
  X("av_384_with_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 12, 0, FV, 2, 1, R(0, 117, 1, FW), NONE, NONE, 0) \
  X("av_384_with_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 12, 0, FV, 2, 1, R(0, 116, 1, FW), NONE, NONE, 0) \
  X("av_384_with_hi16_in_vgpr_16_lo128_and_av_384_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_align2", 12, 0, FV, 2, 1, R(1, 127, 2, FW), NONE, NONE, 0) \
  X("av_384_with_sub0_sub1_in_av_64_align2_and_av_64_with_hi16_in_vgpr_16_lo128", 12, 0, FV, 2, 2, R(0, 126, 2, FW), NONE, NONE, 0) \
  X("av_384_with_sub0_sub1_sub2_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 12, 0, FV, 2, 2, R(0, 124, 2, FW), NONE, NONE, 0) \
  X("av_384_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_align2_and_av_64_with_hi16_in_vgpr_16_lo128", 12, 0, FV, 2, 1, R(1, 125, 2, FW), NONE, NONE, 0) \
  X("av_384_with_sub0_sub1_sub2_sub3_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 12, 0, FV, 2, 1, R(1, 123, 2, FW), NONE, NONE, 0) \
  X("av_384_with_sub0_sub1_sub2_sub3_sub4_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 12, 0, FV, 2, 2, R(0, 122, 2, FW), NONE, NONE, 0) \
  X("av_384_with_sub0_sub1_sub2_sub3_sub4_sub5_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 12, 0, FV, 2, 1, R(1, 121, 2, FW), NONE, NONE, 0) \
  X("av_384_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_in_av_256_with_sub1_sub2_sub3_sub4_sub5_sub6_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 12, 0, FV, 2, 2, R(0, 120, 2, FW), NONE, NONE, 0) \
  X("av_384_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 12, 0, FV, 2, 1, R(1, 119, 2, FW), NONE, NONE, 0) \
  X("av_384_with_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 12, 0, FV, 2, 2, R(0, 118, 2, FW), NONE, NONE, 0) \
  X("av_384_with_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 12, 0, FV, 2, 1, R(1, 117, 2, FW), NONE, NONE, 0) \
  X("av_384_with_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 12, 0, FV, 2, 2, R(0, 116, 2, FW), NONE, NONE, 0) \
  X("av_384_with_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 12, 0, FV, 2, 1, R(1, 115, 2, FW), NONE, NONE, 0) \
  X("sreg_384", 12, 0, FS, 4, 4, NONE, R(0, 92, 4, FW), R(0, 4, 4, FW), 0) \
  X("sreg_384_with_sub0_sub1_sub2", 12, 0, FS, 4, 4, NONE, R(0, 92, 4, FW), R(0, 0, 1, FW), 0) \
  X("sreg_384_with_sub8_sub9_sub10", 12, 0, FS, 4, 4, NONE, R(0, 92, 4, FW), R(4, 4, 1, FW), 0) \
  X("sgpr_384", 12, 0, FS, 4, 4, NONE, R(0, 92, 4, FW), NONE, 0) \
  X("sgpr_384_with_sub0_sub1_in_ccr_sgpr_64", 12, 0, FS, 4, 4, NONE, R(0, 28, 4, FW), NONE, 0) \
  X("sgpr_384_with_sub0_sub1_in_gfx_ccr_sgpr_64", 12, 0, FS, 4, 4, NONE, R(36, 60, 4, FW), NONE, 0) \
  X("sgpr_384_with_sub0_sub1_sub2_sub3_in_sgpr_128_with_sub2_sub3_in_ccr_sgpr_64", 12, 0, FS, 4, 4, NONE, R(0, 24, 4, FW), NONE, 0) \
  X("sgpr_384_with_sub0_sub1_sub2_sub3_sub4_sub5_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 12, 0, FS, 4, 4, NONE, R(32, 56, 4, FW), NONE, 0) \
  X("sgpr_384_with_sub4_sub5_sub6_sub7_sub8_sub9_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 12, 0, FS, 4, 4, NONE, R(28, 52, 4, FW), NONE, 0) \
  X("sgpr_384_with_sub0_sub1_in_gfx_ccr_sgpr_64_and_sgpr_384_with_sub0_sub1_sub2_sub3_sub4_sub5_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 12, 0, FS, 4, 4, NONE, R(36, 56, 4, FW), NONE, 0) \
  X("sgpr_384_with_sub0_sub1_sub2_sub3_sub4_sub5_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64_and_sgpr_384_with_sub4_sub5_sub6_sub7_sub8_sub9_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 12, 0, FS, 4, 4, NONE, R(32, 52, 4, FW), NONE, 0) \
  X("sgpr_384_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_in_sgpr_256_with_sub4_sub5_sub6_sub7_in_sgpr_128_with_sub2_sub3_in_ccr_sgpr_64", 12, 0, FS, 4, 4, NONE, R(0, 20, 4, FW), NONE, 0) \
  X("sgpr_384_with_sub0_sub1_in_gfx_ccr_sgpr_64_and_sgpr_384_with_sub4_sub5_sub6_sub7_sub8_sub9_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 12, 0, FS, 4, 4, NONE, R(36, 52, 4, FW), NONE, 0) \
  X("sgpr_384_with_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_in_sgpr_256_with_sub4_sub5_sub6_sub7_in_sgpr_128_with_sub2_sub3_in_ccr_sgpr_64", 12, 0, FS, 4, 4, NONE, R(0, 16, 4, FW), NONE, 0) \
  X("ttmp_384", 12, 0, 0, 4, 4, NONE, NONE, R(0, 4, 4, FW), 0) \
  X("sgpr_384_with_sub0_sub1_in_ccr_sgpr_64_and_sgpr_384_with_sub4_sub5_sub6_sub7_sub8_sub9_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 12, 0, FS, 1, 1, NONE, R(28, 28, 1, FW), NONE, 0) \
  X("sreg_384_with_sub2_sub3_sub4", 12, 0, 0, 1, 1, NONE, NONE, R(4, 4, 1, FW), 0) \
  X("sreg_384_with_sub3_sub4_sub5", 12, 0, 0, 1, 1, NONE, NONE, R(0, 0, 1, FW), 0) \
  X("av_512", 16, 0, FV|FA, 2, 1, R(0, 240, 1, FW), NONE, NONE, 0) \
  X("av_512_align2", 16, 0, FV|FA, 2, 2, R(0, 240, 2, FW), NONE, NONE, 0) \
  X("areg_512", 16, 0, FA, 2, 1, R(0, 240, 1, FW), NONE, NONE, 0) \
  X("vreg_512", 16, 0, FV, 2, 1, R(0, 240, 1, FW), NONE, NONE, 0) \
  X("av_512_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_align2", 16, 0, FV|FA, 2, 1, R(1, 239, 2, FW), NONE, NONE, 0) \
  X("av_512_with_hi16_in_vgpr_16_lo128", 16, 0, FV, 2, 1, R(0, 127, 1, FW), NONE, NONE, 0) \
  X("av_512_with_sub0_sub1_in_av_64_with_sub1_in_vgpr_32_lo128", 16, 0, FV, 2, 1, R(0, 126, 1, FW), NONE, NONE, 0) \
  X("av_512_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 16, 0, FV, 2, 1, R(0, 125, 1, FW), NONE, NONE, 0) \
  X("av_512_with_sub0_sub1_sub2_sub3_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 16, 0, FV, 2, 1, R(0, 124, 1, FW), NONE, NONE, 0) \
  X("av_512_with_sub0_sub1_sub2_sub3_sub4_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 16, 0, FV, 2, 1, R(0, 123, 1, FW), NONE, NONE, 0) \
  X("av_512_with_sub0_sub1_sub2_sub3_sub4_sub5_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 16, 0, FV, 2, 1, R(0, 122, 1, FW), NONE, NONE, 0) \
  X("av_512_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_in_av_256_with_sub1_sub2_sub3_sub4_sub5_sub6_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 16, 0, FV, 2, 1, R(0, 121, 1, FW), NONE, NONE, 0) \
  X("areg_512_align2", 16, 0, FA, 2, 2, R(0, 240, 2, FW), NONE, NONE, 0) \
  X("av_512_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 16, 0, FV, 2, 1, R(0, 120, 1, FW), NONE, NONE, 0) \
  X("vreg_512_align2", 16, 0, FV, 2, 2, R(0, 240, 2, FW), NONE, NONE, 0) \
  X("areg_512_with_sub0_sub1_sub2_in_areg_96_with_sub1_sub2_in_areg_64_align2", 16, 0, FA, 2, 1, R(1, 239, 2, FW), NONE, NONE, 0) \
  X("av_512_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_vreg_64_align2", 16, 0, FV, 2, 1, R(1, 239, 2, FW), NONE, NONE, 0) \
  X("av_512_with_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 16, 0, FV, 2, 1, R(0, 119, 1, FW), NONE, NONE, 0) \
  X("av_512_with_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 16, 0, FV, 2, 1, R(0, 118, 1, FW), NONE, NONE, 0) \
  X("av_512_with_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 16, 0, FV, 2, 1, R(0, 117, 1, FW), NONE, NONE, 0) \
  X("av_512_with_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 16, 0, FV, 2, 1, R(0, 116, 1, FW), NONE, NONE, 0) \
  X("av_512_with_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 16, 0, FV, 2, 1, R(0, 115, 1, FW), NONE, NONE, 0) \
  X("av_512_with_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 16, 0, FV, 2, 1, R(0, 114, 1, FW), NONE, NONE, 0) \
  X("av_512_with_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 16, 0, FV, 2, 1, R(0, 113, 1, FW), NONE, NONE, 0) \
  X("av_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 16, 0, FV, 2, 1, R(0, 112, 1, FW), NONE, NONE, 0) \
  X("av_512_with_hi16_in_vgpr_16_lo128_and_av_512_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_align2", 16, 0, FV, 2, 1, R(1, 127, 2, FW), NONE, NONE, 0) \
  X("av_512_with_sub0_sub1_in_av_64_align2_and_av_64_with_hi16_in_vgpr_16_lo128", 16, 0, FV, 2, 2, R(0, 126, 2, FW), NONE, NONE, 0) \
  X("av_512_with_sub0_sub1_sub2_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 16, 0, FV, 2, 2, R(0, 124, 2, FW), NONE, NONE, 0) \
  X("av_512_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_align2_and_av_64_with_hi16_in_vgpr_16_lo128", 16, 0, FV, 2, 1, R(1, 125, 2, FW), NONE, NONE, 0) \
  X("av_512_with_sub0_sub1_sub2_sub3_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 16, 0, FV, 2, 1, R(1, 123, 2, FW), NONE, NONE, 0) \
  X("av_512_with_sub0_sub1_sub2_sub3_sub4_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 16, 0, FV, 2, 2, R(0, 122, 2, FW), NONE, NONE, 0) \
  X("av_512_with_sub0_sub1_sub2_sub3_sub4_sub5_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 16, 0, FV, 2, 1, R(1, 121, 2, FW), NONE, NONE, 0) \
  X("av_512_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_in_av_256_with_sub1_sub2_sub3_sub4_sub5_sub6_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 16, 0, FV, 2, 2, R(0, 120, 2, FW), NONE, NONE, 0) \
  X("av_512_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 16, 0, FV, 2, 1, R(1, 119, 2, FW), NONE, NONE, 0) \
  X("av_512_with_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 16, 0, FV, 2, 2, R(0, 118, 2, FW), NONE, NONE, 0) \
  X("av_512_with_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 16, 0, FV, 2, 1, R(1, 117, 2, FW), NONE, NONE, 0) \
  X("av_512_with_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 16, 0, FV, 2, 2, R(0, 116, 2, FW), NONE, NONE, 0) \
  X("av_512_with_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 16, 0, FV, 2, 1, R(1, 115, 2, FW), NONE, NONE, 0) \
  X("av_512_with_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 16, 0, FV, 2, 2, R(0, 114, 2, FW), NONE, NONE, 0) \
  X("av_512_with_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 16, 0, FV, 2, 1, R(1, 113, 2, FW), NONE, NONE, 0) \
  X("av_512_with_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 16, 0, FV, 2, 2, R(0, 112, 2, FW), NONE, NONE, 0) \
  X("av_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 16, 0, FV, 2, 1, R(1, 111, 2, FW), NONE, NONE, 0) \
  X("sreg_512", 16, 0, FS, 4, 4, NONE, R(0, 88, 4, FW), R(0, 0, 1, FW), 0) \
  X("sgpr_512", 16, 0, FS, 4, 4, NONE, R(0, 88, 4, FW), NONE, 0) \
  X("sgpr_512_with_sub0_sub1_in_ccr_sgpr_64", 16, 0, FS, 4, 4, NONE, R(0, 28, 4, FW), NONE, 0) \
  X("sgpr_512_with_sub0_sub1_in_gfx_ccr_sgpr_64", 16, 0, FS, 4, 4, NONE, R(36, 60, 4, FW), NONE, 0) \
  X("sgpr_512_with_sub0_sub1_sub2_sub3_in_sgpr_128_with_sub2_sub3_in_ccr_sgpr_64", 16, 0, FS, 4, 4, NONE, R(0, 24, 4, FW), NONE, 0) \
  X("sgpr_512_with_sub0_sub1_sub2_sub3_sub4_sub5_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 16, 0, FS, 4, 4, NONE, R(32, 56, 4, FW), NONE, 0) \
  X("sgpr_512_with_sub4_sub5_sub6_sub7_sub8_sub9_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 16, 0, FS, 4, 4, NONE, R(28, 52, 4, FW), NONE, 0) \
  X("sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 16, 0, FS, 4, 4, NONE, R(24, 48, 4, FW), NONE, 0) \
  X("sgpr_512_with_sub0_sub1_in_gfx_ccr_sgpr_64_and_sgpr_512_with_sub0_sub1_sub2_sub3_sub4_sub5_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 16, 0, FS, 4, 4, NONE, R(36, 56, 4, FW), NONE, 0) \
  X("sgpr_512_with_sub0_sub1_sub2_sub3_sub4_sub5_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64_and_sgpr_512_with_sub4_sub5_sub6_sub7_sub8_sub9_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 16, 0, FS, 4, 4, NONE, R(32, 52, 4, FW), NONE, 0) \
  X("sgpr_512_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_in_sgpr_256_with_sub4_sub5_sub6_sub7_in_sgpr_128_with_sub2_sub3_in_ccr_sgpr_64", 16, 0, FS, 4, 4, NONE, R(0, 20, 4, FW), NONE, 0) \
  X("sgpr_512_with_sub4_sub5_sub6_sub7_sub8_sub9_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64_and_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 16, 0, FS, 4, 4, NONE, R(28, 48, 4, FW), NONE, 0) \
  X("sgpr_512_with_sub0_sub1_in_gfx_ccr_sgpr_64_and_sgpr_512_with_sub4_sub5_sub6_sub7_sub8_sub9_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 16, 0, FS, 4, 4, NONE, R(36, 52, 4, FW), NONE, 0) \
  X("sgpr_512_with_sub0_sub1_sub2_sub3_sub4_sub5_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64_and_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 16, 0, FS, 4, 4, NONE, R(32, 48, 4, FW), NONE, 0) \
  X("sgpr_512_with_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_in_sgpr_256_with_sub4_sub5_sub6_sub7_in_sgpr_128_with_sub2_sub3_in_ccr_sgpr_64", 16, 0, FS, 4, 4, NONE, R(0, 16, 4, FW), NONE, 0) \
  X("sgpr_512_with_sub0_sub1_in_gfx_ccr_sgpr_64_and_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 16, 0, FS, 4, 4, NONE, R(36, 48, 4, FW), NONE, 0) \
  X("sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_sgpr_256_with_sub4_sub5_sub6_sub7_in_sgpr_128_with_sub2_sub3_in_ccr_sgpr_64", 16, 0, FS, 4, 4, NONE, R(0, 12, 4, FW), NONE, 0) \
  X("sgpr_512_with_sub0_sub1_in_ccr_sgpr_64_and_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 16, 0, FS, 4, 4, NONE, R(24, 28, 4, FW), NONE, 0) \
  X("sgpr_512_with_sub0_sub1_in_ccr_sgpr_64_and_sgpr_512_with_sub4_sub5_sub6_sub7_sub8_sub9_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 16, 0, FS, 1, 1, NONE, R(28, 28, 1, FW), NONE, 0) \
  X("sgpr_512_with_sub0_sub1_in_ccr_sgpr_64_with_sub4_lo16_sub4_hi16_sub5_lo16_sub5_hi16_sub6_lo16_sub6_hi16_sub7_lo16_sub7_hi16_sub8_lo16_sub8_hi16_sub9_lo16_sub9_hi16_sub10_lo16_sub10_hi16_sub11_lo16_sub11_hi16_sub12_lo16_sub12_hi16_sub13_lo16_sub13_hi16_in_sgpr_320_with_sub0_sub1_in_ccr_sgpr_64_and_sgpr_320_with_sub4_sub5_sub6_sub7_sub8_sub9_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 16, 0, FS, 1, 1, NONE, R(24, 24, 1, FW), NONE, 0) \
  X("ttmp_512", 16, 0, 0, 1, 1, NONE, NONE, R(0, 0, 1, FW), 0) \
  X("av_1024", 32, 0, FV|FA, 2, 1, R(0, 224, 1, FW), NONE, NONE, 0) \
  X("av_1024_align2", 32, 0, FV|FA, 2, 2, R(0, 224, 2, FW), NONE, NONE, 0) \
  X("areg_1024", 32, 0, FA, 2, 1, R(0, 224, 1, FW), NONE, NONE, 0) \
  X("vreg_1024", 32, 0, FV, 2, 1, R(0, 224, 1, FW), NONE, NONE, 0) \
  X("av_1024_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_align2", 32, 0, FV|FA, 2, 1, R(1, 223, 2, FW), NONE, NONE, 0) \
  X("av_1024_with_hi16_in_vgpr_16_lo128", 32, 0, FV, 2, 1, R(0, 127, 1, FW), NONE, NONE, 0) \
  X("av_1024_with_sub0_sub1_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(0, 126, 1, FW), NONE, NONE, 0) \
  X("av_1024_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(0, 125, 1, FW), NONE, NONE, 0) \
  X("av_1024_with_sub0_sub1_sub2_sub3_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(0, 124, 1, FW), NONE, NONE, 0) \
  X("av_1024_with_sub0_sub1_sub2_sub3_sub4_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(0, 123, 1, FW), NONE, NONE, 0) \
  X("av_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(0, 122, 1, FW), NONE, NONE, 0) \
  X("av_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_in_av_256_with_sub1_sub2_sub3_sub4_sub5_sub6_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(0, 121, 1, FW), NONE, NONE, 0) \
  X("av_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(0, 120, 1, FW), NONE, NONE, 0) \
  X("av_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_512_with_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(0, 119, 1, FW), NONE, NONE, 0) \
  X("av_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_512_with_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(0, 118, 1, FW), NONE, NONE, 0) \
  X("av_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_512_with_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(0, 117, 1, FW), NONE, NONE, 0) \
  X("av_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_512_with_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(0, 116, 1, FW), NONE, NONE, 0) \
  X("av_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_512_with_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(0, 115, 1, FW), NONE, NONE, 0) \
  X("av_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_512_with_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(0, 114, 1, FW), NONE, NONE, 0) \
  X("av_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_512_with_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(0, 113, 1, FW), NONE, NONE, 0) \
  X("areg_1024_align2", 32, 0, FA, 2, 2, R(0, 224, 2, FW), NONE, NONE, 0) \
  X("av_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(0, 112, 1, FW), NONE, NONE, 0) \
  X("vreg_1024_align2", 32, 0, FV, 2, 2, R(0, 224, 2, FW), NONE, NONE, 0) \
  X("areg_1024_with_sub0_sub1_sub2_in_areg_96_with_sub1_sub2_in_areg_64_align2", 32, 0, FA, 2, 1, R(1, 223, 2, FW), NONE, NONE, 0) \
  X("av_1024_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_vreg_64_align2", 32, 0, FV, 2, 1, R(1, 223, 2, FW), NONE, NONE, 0) \
  X("av_1024_with_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_in_av_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(0, 111, 1, FW), NONE, NONE, 0) \
  X("av_1024_with_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_in_av_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(0, 110, 1, FW), NONE, NONE, 0) \
  X("av_1024_with_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_in_av_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(0, 109, 1, FW), NONE, NONE, 0) \
  X("av_1024_with_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_in_av_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(0, 108, 1, FW), NONE, NONE, 0) \
  X("av_1024_with_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_in_av_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(0, 107, 1, FW), NONE, NONE, 0) \
  X("av_1024_with_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_in_av_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(0, 106, 1, FW), NONE, NONE, 0) \
  X("av_1024_with_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_in_av_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(0, 105, 1, FW), NONE, NONE, 0) \
  X("av_1024_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_in_av_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(0, 104, 1, FW), NONE, NONE, 0) \
  X("av_1024_with_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_in_av_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(0, 103, 1, FW), NONE, NONE, 0) \
  X("av_1024_with_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_in_av_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(0, 102, 1, FW), NONE, NONE, 0) \
  X("av_1024_with_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_in_av_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(0, 101, 1, FW), NONE, NONE, 0) \
  X("av_1024_with_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_in_av_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(0, 100, 1, FW), NONE, NONE, 0) \
  X("av_1024_with_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_sub28_in_av_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(0, 99, 1, FW), NONE, NONE, 0) \
  X("av_1024_with_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_sub28_sub29_in_av_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(0, 98, 1, FW), NONE, NONE, 0) \
  X("av_1024_with_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_sub28_sub29_sub30_in_av_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(0, 97, 1, FW), NONE, NONE, 0) \
  X("av_1024_with_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_sub28_sub29_sub30_sub31_in_av_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(0, 96, 1, FW), NONE, NONE, 0) \
  X("av_1024_with_hi16_in_vgpr_16_lo128_and_av_1024_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_align2", 32, 0, FV, 2, 1, R(1, 127, 2, FW), NONE, NONE, 0) \
  X("av_1024_with_sub0_sub1_in_av_64_align2_and_av_64_with_hi16_in_vgpr_16_lo128", 32, 0, FV, 2, 2, R(0, 126, 2, FW), NONE, NONE, 0) \
  X("av_1024_with_sub0_sub1_sub2_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 2, R(0, 124, 2, FW), NONE, NONE, 0) \
  X("av_1024_with_sub0_sub1_sub2_in_av_96_with_sub1_sub2_in_av_64_align2_and_av_64_with_hi16_in_vgpr_16_lo128", 32, 0, FV, 2, 1, R(1, 125, 2, FW), NONE, NONE, 0) \
  X("av_1024_with_sub0_sub1_sub2_sub3_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(1, 123, 2, FW), NONE, NONE, 0) \
  X("av_1024_with_sub0_sub1_sub2_sub3_sub4_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 2, R(0, 122, 2, FW), NONE, NONE, 0) \
  X("av_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(1, 121, 2, FW), NONE, NONE, 0) \
  X("av_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_in_av_256_with_sub1_sub2_sub3_sub4_sub5_sub6_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 2, R(0, 120, 2, FW), NONE, NONE, 0) \
  X("av_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(1, 119, 2, FW), NONE, NONE, 0) \
  X("av_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_512_with_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 2, R(0, 118, 2, FW), NONE, NONE, 0) \
  X("av_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_512_with_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(1, 117, 2, FW), NONE, NONE, 0) \
  X("av_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_512_with_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 2, R(0, 116, 2, FW), NONE, NONE, 0) \
  X("av_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_512_with_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(1, 115, 2, FW), NONE, NONE, 0) \
  X("av_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_512_with_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 2, R(0, 114, 2, FW), NONE, NONE, 0) \
  X("av_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_512_with_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(1, 113, 2, FW), NONE, NONE, 0) \
  X("av_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_512_with_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 2, R(0, 112, 2, FW), NONE, NONE, 0) \
  X("av_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(1, 111, 2, FW), NONE, NONE, 0) \
  X("av_1024_with_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_in_av_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 2, R(0, 110, 2, FW), NONE, NONE, 0) \
  X("av_1024_with_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_in_av_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(1, 109, 2, FW), NONE, NONE, 0) \
  X("av_1024_with_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_in_av_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 2, R(0, 108, 2, FW), NONE, NONE, 0) \
  X("av_1024_with_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_in_av_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(1, 107, 2, FW), NONE, NONE, 0) \
  X("av_1024_with_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_in_av_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 2, R(0, 106, 2, FW), NONE, NONE, 0) \
  X("av_1024_with_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_in_av_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(1, 105, 2, FW), NONE, NONE, 0) \
  X("av_1024_with_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_in_av_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 2, R(0, 104, 2, FW), NONE, NONE, 0) \
  X("av_1024_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_in_av_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(1, 103, 2, FW), NONE, NONE, 0) \
  X("av_1024_with_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_in_av_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 2, R(0, 102, 2, FW), NONE, NONE, 0) \
  X("av_1024_with_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_in_av_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(1, 101, 2, FW), NONE, NONE, 0) \
  X("av_1024_with_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_in_av_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 2, R(0, 100, 2, FW), NONE, NONE, 0) \
  X("av_1024_with_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_in_av_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(1, 99, 2, FW), NONE, NONE, 0) \
  X("av_1024_with_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_sub28_in_av_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 2, R(0, 98, 2, FW), NONE, NONE, 0) \
  X("av_1024_with_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_sub28_sub29_in_av_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(1, 97, 2, FW), NONE, NONE, 0) \
  X("av_1024_with_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_sub28_sub29_sub30_in_av_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 2, R(0, 96, 2, FW), NONE, NONE, 0) \
  X("av_1024_with_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_sub28_sub29_sub30_sub31_in_av_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_av_256_with_sub2_sub3_sub4_sub5_sub6_sub7_in_av_192_with_sub1_sub2_sub3_sub4_sub5_in_av_160_with_sub1_sub2_sub3_sub4_in_av_128_with_sub1_sub2_sub3_in_av_96_align2_and_av_96_with_sub1_sub2_in_av_64_with_sub1_in_vgpr_32_lo128", 32, 0, FV, 2, 1, R(1, 95, 2, FW), NONE, NONE, 0) \
  X("sgpr_1024", 32, 0, FS, 4, 4, NONE, R(0, 72, 4, FW), NONE, 0) \
  X("sreg_1024", 32, 0, FS, 4, 4, NONE, R(0, 72, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_in_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(0, 28, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(36, 60, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_sub2_sub3_in_sgpr_128_with_sub2_sub3_in_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(0, 24, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(32, 56, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_sgpr_512_with_sub4_sub5_sub6_sub7_sub8_sub9_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(28, 52, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(24, 48, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(12, 36, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_sub28_sub29_sub30_sub31_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(8, 32, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(20, 44, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(16, 40, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_in_ccr_sgpr_64_and_sgpr_1024_with_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_sub28_sub29_sub30_sub31_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(8, 28, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_in_gfx_ccr_sgpr_64_and_sgpr_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(36, 56, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64_and_sgpr_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_sgpr_512_with_sub4_sub5_sub6_sub7_sub8_sub9_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(32, 52, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_in_sgpr_256_with_sub4_sub5_sub6_sub7_in_sgpr_128_with_sub2_sub3_in_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(0, 20, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_sgpr_512_with_sub4_sub5_sub6_sub7_sub8_sub9_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64_and_sgpr_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(28, 48, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64_and_sgpr_1024_with_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(24, 44, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64_and_sgpr_1024_with_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_sub28_sub29_sub30_sub31_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(12, 32, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64_and_sgpr_1024_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(20, 40, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64_and_sgpr_1024_with_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(16, 36, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_in_ccr_sgpr_64_and_sgpr_1024_with_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(12, 28, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_in_gfx_ccr_sgpr_64_and_sgpr_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_sgpr_512_with_sub4_sub5_sub6_sub7_sub8_sub9_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(36, 52, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_sub2_sub3_in_sgpr_128_with_sub2_sub3_in_ccr_sgpr_64_and_sgpr_1024_with_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_sub28_sub29_sub30_sub31_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(8, 24, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64_and_sgpr_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(32, 48, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_sgpr_512_with_sub4_sub5_sub6_sub7_sub8_sub9_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64_and_sgpr_1024_with_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(28, 44, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_sgpr_512_with_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_in_sgpr_256_with_sub4_sub5_sub6_sub7_in_sgpr_128_with_sub2_sub3_in_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(0, 16, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64_and_sgpr_1024_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(24, 40, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64_and_sgpr_1024_with_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(20, 36, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64_and_sgpr_1024_with_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_sub28_sub29_sub30_sub31_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(16, 32, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_in_ccr_sgpr_64_and_sgpr_1024_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(16, 28, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_in_gfx_ccr_sgpr_64_and_sgpr_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(36, 48, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_sub2_sub3_in_sgpr_128_with_sub2_sub3_in_ccr_sgpr_64_and_sgpr_1024_with_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(12, 24, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64_and_sgpr_1024_with_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(32, 44, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_in_sgpr_256_with_sub4_sub5_sub6_sub7_in_sgpr_128_with_sub2_sub3_in_ccr_sgpr_64_and_sgpr_1024_with_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_sub28_sub29_sub30_sub31_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(8, 20, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_sgpr_512_with_sub4_sub5_sub6_sub7_sub8_sub9_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64_and_sgpr_1024_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(28, 40, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64_and_sgpr_1024_with_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(24, 36, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_sgpr_256_with_sub4_sub5_sub6_sub7_in_sgpr_128_with_sub2_sub3_in_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(0, 12, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64_and_sgpr_1024_with_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_sub28_sub29_sub30_sub31_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(20, 32, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_in_ccr_sgpr_64_and_sgpr_1024_with_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(20, 28, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_in_gfx_ccr_sgpr_64_and_sgpr_1024_with_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(36, 44, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_sub2_sub3_in_sgpr_128_with_sub2_sub3_in_ccr_sgpr_64_and_sgpr_1024_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(16, 24, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64_and_sgpr_1024_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(32, 40, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_in_sgpr_256_with_sub4_sub5_sub6_sub7_in_sgpr_128_with_sub2_sub3_in_ccr_sgpr_64_and_sgpr_1024_with_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(12, 20, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_sgpr_512_with_sub4_sub5_sub6_sub7_sub8_sub9_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64_and_sgpr_1024_with_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(28, 36, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_sgpr_512_with_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_in_sgpr_256_with_sub4_sub5_sub6_sub7_in_sgpr_128_with_sub2_sub3_in_ccr_sgpr_64_and_sgpr_1024_with_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_sub28_sub29_sub30_sub31_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(8, 16, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64_and_sgpr_1024_with_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_sub28_sub29_sub30_sub31_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(24, 32, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_sgpr_256_with_sub4_sub5_sub6_sub7_in_sgpr_128_with_sub2_sub3_in_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(0, 8, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_in_ccr_sgpr_64_and_sgpr_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(24, 28, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_in_ccr_sgpr_64_with_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_in_sgpr_512_with_sub0_sub1_in_ccr_sgpr_64_and_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(12, 16, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_in_ccr_sgpr_64_with_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_sub28_sub29_sub30_sub31_in_sgpr_512_with_sub0_sub1_in_ccr_sgpr_64_and_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(8, 12, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_in_ccr_sgpr_64_with_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_in_sgpr_512_with_sub0_sub1_in_ccr_sgpr_64_and_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(20, 24, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_in_ccr_sgpr_64_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_in_sgpr_512_with_sub0_sub1_in_ccr_sgpr_64_and_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(16, 20, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_in_gfx_ccr_sgpr_64_and_sgpr_1024_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(36, 40, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64_and_sgpr_1024_with_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(32, 36, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_sgpr_512_with_sub4_sub5_sub6_sub7_sub8_sub9_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64_and_sgpr_1024_with_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_sub28_sub29_sub30_sub31_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(28, 32, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_sgpr_256_with_sub4_sub5_sub6_sub7_in_sgpr_128_with_sub2_sub3_in_ccr_sgpr_64", 32, 0, FS, 4, 4, NONE, R(0, 4, 4, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_in_ccr_sgpr_64_and_sgpr_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_sgpr_512_with_sub4_sub5_sub6_sub7_sub8_sub9_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 1, 1, NONE, R(28, 28, 1, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_in_ccr_sgpr_64_with_sub0_sub1_sub2_sub3_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_sgpr_512_with_sub0_sub1_in_ccr_sgpr_64_with_sub4_lo16_sub4_hi16_sub5_lo16_sub5_hi16_sub6_lo16_sub6_hi16_sub7_lo16_sub7_hi16_sub8_lo16_sub8_hi16_sub9_lo16_sub9_hi16_sub10_lo16_sub10_hi16_sub11_lo16_sub11_hi16_sub12_lo16_sub12_hi16_sub13_lo16_sub13_hi16_in_sgpr_320_with_sub0_sub1_in_ccr_sgpr_64_and_sgpr_320_with_sub4_sub5_sub6_sub7_sub8_sub9_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 1, 1, NONE, R(24, 24, 1, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_in_ccr_sgpr_64_with_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_in_sgpr_512_with_sub0_sub1_in_ccr_sgpr_64_with_sub4_lo16_sub4_hi16_sub5_lo16_sub5_hi16_sub6_lo16_sub6_hi16_sub7_lo16_sub7_hi16_sub8_lo16_sub8_hi16_sub9_lo16_sub9_hi16_sub10_lo16_sub10_hi16_sub11_lo16_sub11_hi16_sub12_lo16_sub12_hi16_sub13_lo16_sub13_hi16_in_sgpr_320_with_sub0_sub1_in_ccr_sgpr_64_and_sgpr_320_with_sub4_sub5_sub6_sub7_sub8_sub9_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 1, 1, NONE, R(12, 12, 1, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_in_ccr_sgpr_64_with_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_sub28_sub29_sub30_sub31_in_sgpr_512_with_sub0_sub1_in_ccr_sgpr_64_with_sub4_lo16_sub4_hi16_sub5_lo16_sub5_hi16_sub6_lo16_sub6_hi16_sub7_lo16_sub7_hi16_sub8_lo16_sub8_hi16_sub9_lo16_sub9_hi16_sub10_lo16_sub10_hi16_sub11_lo16_sub11_hi16_sub12_lo16_sub12_hi16_sub13_lo16_sub13_hi16_in_sgpr_320_with_sub0_sub1_in_ccr_sgpr_64_and_sgpr_320_with_sub4_sub5_sub6_sub7_sub8_sub9_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 1, 1, NONE, R(8, 8, 1, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_in_ccr_sgpr_64_with_sub4_sub5_sub6_sub7_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_in_sgpr_512_with_sub0_sub1_in_ccr_sgpr_64_with_sub4_lo16_sub4_hi16_sub5_lo16_sub5_hi16_sub6_lo16_sub6_hi16_sub7_lo16_sub7_hi16_sub8_lo16_sub8_hi16_sub9_lo16_sub9_hi16_sub10_lo16_sub10_hi16_sub11_lo16_sub11_hi16_sub12_lo16_sub12_hi16_sub13_lo16_sub13_hi16_in_sgpr_320_with_sub0_sub1_in_ccr_sgpr_64_and_sgpr_320_with_sub4_sub5_sub6_sub7_sub8_sub9_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 1, 1, NONE, R(20, 20, 1, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_in_ccr_sgpr_64_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_in_sgpr_512_with_sub0_sub1_in_ccr_sgpr_64_with_sub4_lo16_sub4_hi16_sub5_lo16_sub5_hi16_sub6_lo16_sub6_hi16_sub7_lo16_sub7_hi16_sub8_lo16_sub8_hi16_sub9_lo16_sub9_hi16_sub10_lo16_sub10_hi16_sub11_lo16_sub11_hi16_sub12_lo16_sub12_hi16_sub13_lo16_sub13_hi16_in_sgpr_320_with_sub0_sub1_in_ccr_sgpr_64_and_sgpr_320_with_sub4_sub5_sub6_sub7_sub8_sub9_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 1, 1, NONE, R(16, 16, 1, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_in_gfx_ccr_sgpr_64_and_sgpr_1024_with_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 1, 1, NONE, R(36, 36, 1, FW), NONE, 0) \
  X("sgpr_1024_with_sub0_sub1_sub2_sub3_sub4_sub5_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64_and_sgpr_1024_with_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_sub28_sub29_sub30_sub31_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_in_sgpr_192_with_sub4_sub5_in_gfx_ccr_sgpr_64", 32, 0, FS, 1, 1, NONE, R(32, 32, 1, FW), NONE, 0) \
  X("sgpr_1024_with_sub12_sub13_sub14_sub15_sub16_sub17_sub18_sub19_sub20_sub21_sub22_sub23_sub24_sub25_sub26_sub27_in_sgpr_512_with_sub8_sub9_sub10_sub11_sub12_sub13_sub14_sub15_in_sgpr_256_with_sub4_sub5_sub6_sub7_in_sgpr_128_with_sub2_sub3_in_ccr_sgpr_64", 32, 0, FS, 1, 1, NONE, R(0, 0, 1, FW), NONE, 0)

/* The public VL_SPECIAL_* bits are the first four categories. */
_Static_assert((unsigned)AMDGPU_CAT_VCC == VL_SPECIAL_VCC && (unsigned)AMDGPU_CAT_EXEC == VL_SPECIAL_EXEC &&
                   (unsigned)AMDGPU_CAT_M0 == VL_SPECIAL_M0 && (unsigned)AMDGPU_CAT_NULL == VL_SPECIAL_NULL,
               "public special bits are categories");
#define PUBLIC_SPECIAL(cats) ((cats) & (VL_SPECIAL_VCC | VL_SPECIAL_EXEC | VL_SPECIAL_M0 | VL_SPECIAL_NULL))

/* gfx90a/gfx942 need even bases for every VGPR/AGPR tuple (the machine verifier
 * rejects "$vgpr27_vgpr28" even where the class is vreg_64): the generator
 * folded that into the gfx9 alignment column. */
#define GFX9_ROW(name, width, half, files, align9, align11, vector, sgpr, ttmp, cats) \
  {name, width, align9, files, half, PUBLIC_SPECIAL(cats)},
/* gfx1100 has no AGPRs: the AV classes hold VGPRs only. */
#define GFX11_ROW(name, width, half, files, align9, align11, vector, sgpr, ttmp, cats) \
  {name, width, align11, (files) & ~FA, half, PUBLIC_SPECIAL(cats)},
#define INFO_ROW(name, width, half, files, align9, align11, vector, sgpr, ttmp, cats) \
  {vector, sgpr, ttmp, cats},

const vl_regclass amdgpu_gfx9_classes[] = {AMDGPU_CLASSES(GFX9_ROW)};
const vl_regclass amdgpu_gfx11_classes[] = {AMDGPU_CLASSES(GFX11_ROW)};
const amdgpu_class_info amdgpu_class_infos[] = {AMDGPU_CLASSES(INFO_ROW)};
_Static_assert(sizeof amdgpu_class_infos / sizeof amdgpu_class_infos[0] == AMDGPU_NUM_CLASSES &&
                   sizeof amdgpu_gfx9_classes / sizeof amdgpu_gfx9_classes[0] == AMDGPU_NUM_CLASSES &&
                   sizeof amdgpu_gfx11_classes / sizeof amdgpu_gfx11_classes[0] == AMDGPU_NUM_CLASSES,
               "AMDGPU_NUM_CLASSES counts the rows");

/* Class indices in strcmp order of their names, for binary search. */
const uint16_t amdgpu_classes_by_name[] = {
  32, 14, 512, 530, 533, 93, 97, 100, 120, 126, 127, 151, 156, 159, 184, 191,
  192, 222, 228, 231, 261, 269, 270, 302, 309, 312, 347, 356, 357, 397, 405, 408,
  449, 459, 462, 52, 56, 68, 73, 74, 510, 511, 515, 551, 552, 516, 553, 514,
  554, 517, 534, 555, 518, 556, 519, 557, 520, 558, 521, 559, 522, 560, 523, 561,
  524, 562, 525, 563, 526, 564, 527, 565, 528, 566, 529, 567, 531, 577, 544, 578,
  545, 579, 546, 580, 547, 581, 548, 582, 549, 583, 550, 568, 535, 569, 536, 570,
  537, 571, 538, 572, 539, 573, 540, 574, 541, 575, 542, 576, 543, 91, 92, 96,
  104, 105, 98, 106, 95, 107, 101, 102, 108, 103, 119, 121, 124, 133, 134, 125,
  135, 122, 136, 128, 129, 137, 131, 138, 132, 149, 150, 154, 164, 165, 155, 166,
  153, 167, 157, 160, 168, 161, 169, 162, 170, 163, 183, 185, 188, 199, 200, 189,
  201, 186, 202, 190, 193, 203, 194, 204, 196, 205, 197, 206, 198, 220, 221, 225,
  237, 238, 226, 239, 224, 240, 227, 232, 241, 229, 242, 233, 243, 234, 244, 235,
  245, 236, 260, 262, 265, 278, 279, 266, 280, 263, 281, 267, 271, 282, 268, 283,
  272, 284, 274, 285, 275, 286, 276, 287, 277, 26, 300, 301, 305, 319, 320, 306,
  321, 304, 322, 307, 313, 323, 308, 324, 310, 325, 314, 326, 315, 327, 316, 328,
  317, 329, 318, 346, 348, 351, 366, 367, 352, 368, 349, 369, 353, 358, 370, 354,
  371, 355, 372, 359, 373, 361, 374, 362, 375, 363, 376, 364, 377, 365, 395, 396,
  400, 416, 417, 401, 418, 399, 419, 402, 409, 420, 403, 421, 404, 422, 406, 423,
  410, 424, 411, 425, 412, 426, 413, 427, 414, 428, 415, 447, 448, 452, 472, 473,
  453, 474, 451, 475, 454, 463, 476, 455, 477, 456, 478, 457, 479, 458, 480, 460,
  481, 464, 482, 465, 483, 466, 484, 467, 485, 468, 486, 469, 487, 470, 488, 471,
  49, 51, 62, 57, 59, 67, 69, 81, 72, 79, 80, 75, 70, 82, 78, 76,
  64, 65, 46, 47, 24, 117, 45, 0, 584, 586, 641, 632, 605, 596, 623, 614,
  642, 633, 643, 634, 644, 635, 645, 636, 646, 587, 597, 606, 615, 647, 624, 637,
  588, 616, 607, 625, 589, 598, 608, 638, 648, 617, 626, 599, 627, 618, 590, 600,
  628, 639, 609, 619, 610, 629, 591, 620, 630, 601, 611, 621, 592, 602, 649, 593,
  594, 612, 622, 603, 631, 595, 604, 613, 640, 111, 112, 113, 114, 141, 142, 143,
  144, 173, 174, 175, 178, 176, 177, 210, 211, 212, 215, 213, 214, 249, 250, 251,
  254, 252, 253, 255, 290, 291, 292, 295, 293, 294, 296, 43, 332, 333, 343, 334,
  338, 341, 335, 336, 339, 340, 337, 381, 382, 392, 383, 387, 390, 384, 385, 388,
  389, 386, 432, 433, 444, 434, 438, 441, 435, 436, 439, 440, 437, 442, 490, 491,
  507, 506, 508, 492, 497, 501, 504, 493, 494, 498, 502, 499, 495, 500, 503, 496,
  505, 63, 85, 86, 87, 19, 20, 1, 585, 109, 110, 118, 139, 140, 146, 147,
  171, 172, 180, 181, 182, 9, 3, 7, 4, 6, 8, 2, 5, 207, 208, 217,
  218, 219, 209, 246, 247, 257, 258, 259, 248, 288, 289, 298, 299, 35, 330, 331,
  344, 345, 38, 36, 39, 37, 40, 378, 379, 393, 394, 380, 429, 430, 445, 446,
  431, 489, 60, 61, 83, 84, 90, 16, 34, 48, 115, 116, 145, 148, 179, 216,
  256, 297, 44, 342, 391, 443, 509, 66, 88, 89, 22, 12, 15, 33, 42, 10,
  513, 532, 94, 99, 123, 130, 152, 158, 187, 195, 223, 230, 264, 273, 303, 311,
  350, 360, 398, 407, 450, 461, 53, 58, 71, 77, 31, 41, 11, 17, 25, 21,
  23, 18, 13, 27, 29, 30, 28, 50, 54, 55
};
_Static_assert(sizeof amdgpu_classes_by_name / sizeof amdgpu_classes_by_name[0] ==
                   AMDGPU_NUM_CLASSES,
               "one sorted entry per class");
