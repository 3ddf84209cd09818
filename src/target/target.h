/* Target descriptions as data: register files, register classes, subregister
 * indices, special registers, register files' sizes. One file per target family implements
 * this (amdgpu.c); allocators and verifiers never test a target's name.
 *
 * Physical registers live in one numbering of 32-bit "units": each file's
 * numbered registers are consecutive units starting at file_base[file]; the
 * special registers (exec_lo, vcc_hi, m0, scc, ...) follow. A physical register
 * operand is `count` consecutive units, optionally one 16-bit half of a unit. */
#ifndef VL_TARGET_H
#define VL_TARGET_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Register files by role, not by one vendor's names: per-lane registers (AMDGPU VGPRs, NVIDIA R),
 * accumulators (AMDGPU AGPRs; none on NVIDIA), registers one value per wave or warp (SGPRs, UR),
 * and the special ones. Each target names them for its reports (file_names). */
typedef enum vl_regfile {
  VL_FILE_VECTOR,
  VL_FILE_ACCUM,
  VL_FILE_SCALAR,
  VL_FILE_SPECIAL,
  VL_NUM_FILES
} vl_regfile;

typedef struct vl_physreg {
  uint16_t unit;   /* first unit */
  uint8_t count;   /* number of 32-bit units; 0 = no register */
  uint8_t half;    /* 0 whole units, 1 low 16 bits, 2 high 16 bits (count == 1) */
} vl_physreg;

static inline bool vl_physreg_equal(vl_physreg a, vl_physreg b) {
  return a.unit == b.unit && a.count == b.count && a.half == b.half;
}

/* Special registers that a register class may contain besides numbered ones. */
enum {
  VL_SPECIAL_VCC = 1u << 0,     /* vcc (64-bit classes, wave64) or vcc_lo/vcc_hi (32-bit) */
  VL_SPECIAL_EXEC = 1u << 1,    /* exec / exec_lo / exec_hi */
  VL_SPECIAL_M0 = 1u << 2,
  VL_SPECIAL_NULL = 1u << 3,    /* sgpr_null */
};

typedef struct vl_regclass {
  const char *name;   /* as LLVM 19 prints it in MIR: "vreg_64_align2" */
  uint8_t width;      /* in 32-bit units (a 16-bit class has width 1 and half = 1) */
  uint8_t align;      /* the first unit's index within its file is a multiple of this */
  uint8_t files;      /* (1 << VL_FILE_x) for each file whose numbered registers may be members */
  uint8_t half;       /* 1 for 16-bit classes */
  uint32_t special;   /* VL_SPECIAL_* members (accepted by the verifier; vcc is chosen by squeezing alone) */
} vl_regclass;

typedef struct vl_special_reg {
  const char *name;   /* "vcc", "vcc_lo", "exec", "m0", "scc", "flat_scr", ... */
  uint16_t unit;      /* first unit */
  uint8_t count;
} vl_special_reg;

/* Which implementation answers the functions below for a target (the AMDGPU
 * one is the default: its descriptions leave the field 0). */
typedef enum vl_target_family {
  VL_FAMILY_AMDGPU,
  VL_FAMILY_NVIDIA,   /* nvidia.c: SASS registers R, UR (numbered), P, UP, RZ, ... (specials) */
} vl_target_family;

struct vl_target_ops;

typedef struct vl_target {
  const char *name;                    /* "gfx90a" */
  const struct vl_target_ops *ops;     /* what differs between families beyond the data (target_ops.h) */
  uint8_t wave_size;                   /* 64 or 32 */
  uint16_t num_regs[VL_NUM_FILES];     /* addressable numbered registers per file (0: file absent) */
  uint16_t file_base[VL_NUM_FILES];    /* first unit of each file */
  uint16_t num_units;                  /* total units, specials included */
  bool unified_vgpr_file;              /* AGPRs share the VGPR budget (gfx90a, gfx942) */
  uint16_t vgprs_per_simd;             /* register file size per SIMD lane (NVIDIA: unused), for occupancy
                                          (cost/occupancy_limit.h) and the launch's register limit */
  uint8_t vgpr_granule;                /* allocation granule of VGPRs (per wave) */
  uint8_t max_waves_per_simd;
  uint16_t max_scalar;                  /* allocatable SGPRs before the ABI's reservations */
  const vl_regclass *classes;
  uint32_t num_classes;
  const vl_special_reg *specials;
  uint32_t num_specials;
  uint8_t family;                      /* vl_target_family: which file of target/ answers; read only there */
  const char *file_names[VL_NUM_FILES]; /* report names of the numbered files ("R", "UR"); NULL: AMDGPU's */
  uint8_t count_reserve;               /* registers a count adds past the highest index used (NVIDIA: 2) */
  uint8_t scratch_bytes;               /* the widest stack spill access one instruction makes: llc lowers a
                                          spill pseudo into ceil(bytes / this) of them (4: MUBUF
                                          buffer_store_dword, gfx90a; 16: flat scratch up to dwordx4 / b128,
                                          gfx942, gfx1100); 0: no such lowering (NVIDIA) */
} vl_target;

const vl_target *vl_target_by_name(const char *name, size_t len);   /* "gfx90a", "gfx942", "gfx1100" */
const vl_target *const *vl_targets(size_t *count);

/* Register classes: index into target->classes or -1. */
int vl_target_class_by_name(const vl_target *target, const char *name, size_t len);

/* Physical registers by their MIR name without '$': "vgpr4", "vgpr4_vgpr5", "sgpr0_sgpr1_sgpr2_sgpr3",
 * "agpr3", "vgpr7_lo16", "vcc", "exec_lo", "m0", "scc". Returns false for unknown names. */
bool vl_target_parse_physreg(const vl_target *target, const char *text, size_t len, vl_physreg *out);
/* The MIR name without '$'; false if LLVM has no register for these units (e.g. a misaligned SGPR tuple). */
bool vl_target_physreg_name(const vl_target *target, vl_physreg reg, char *buf, size_t size);
/* Assembly syntax as in assignment JSON: "v3", "v[6:7]", "s[10:11]", "a0", "vcc". */
bool vl_target_physreg_asm(const vl_target *target, vl_physreg reg, char *buf, size_t size);
bool vl_target_parse_physreg_asm(const vl_target *target, const char *text, size_t len, vl_physreg *out);

vl_regfile vl_target_unit_file(const vl_target *target, unsigned unit);
/* A file's name in reports: "VGPR", "AGPR", "SGPR"; the target's own where it has them ("R", "UR"). */
const char *vl_target_file_name(const vl_target *target, vl_regfile file);
/* Index of the unit within its file (vgpr7 -> 7). */
static inline unsigned vl_target_unit_index(const vl_target *target, unsigned unit) {
  return unit - target->file_base[vl_target_unit_file(target, unit)];
}

/* Does class `cls` contain `reg` (file, width, alignment, bounds, specials)? */
bool vl_target_class_contains(const vl_target *target, int cls, vl_physreg reg);
/* The same, counting the registers the target reserves for our allocators' ordinary choices
 * (vcc_hi in wave32) as LLVM's class lists them: LLVM 19's own allocator does use vcc_hi on
 * gfx1100, and ours take it as a spare when the SGPRs run out (analysis/budget.h). */
bool vl_target_class_lists(const vl_target *target, int cls, vl_physreg reg);

/* The special registers an allocator may choose for class `cls` (those it contains of vcc, vcc_lo,
 * vcc_hi on AMDGPU: LLVM greedy takes them for lane masks and carries, and the SGPR count leaves
 * them out; none on NVIDIA). Up to 3 into out[]; returns their number. */
unsigned vl_target_allocatable_specials(const vl_target *target, int cls, vl_physreg out[3]);
/* The same, counting those the target reserves for our allocators as LLVM's class lists them
 * (vcc_hi in wave32, which LLVM 19's greedy allocates when the SGPRs run out). */
unsigned vl_target_listed_specials(const vl_target *target, int cls, vl_physreg out[3]);

/* Subregister indices, target-independent encoding: 0 = none, else
 * offset | count << 8 | half << 16 (offset and count in 32-bit units). */
typedef uint32_t vl_subreg;
bool vl_parse_subreg(const char *text, size_t len, vl_subreg *out);   /* "sub0", "sub2_sub3", "lo16", "sub1_hi16" */
void vl_subreg_name(vl_subreg subreg, char *buf, size_t size);
static inline unsigned vl_subreg_offset(vl_subreg s) { return s & 0xff; }
static inline unsigned vl_subreg_count(vl_subreg s) { return (s >> 8) & 0xff; }
static inline unsigned vl_subreg_half(vl_subreg s) { return (s >> 16) & 3; }
/* Lanes (one bit per 32-bit unit of the virtual register) that a subregister covers;
 * `width` is the register's width, used when subreg is 0. */
static inline uint32_t vl_subreg_lanes(vl_subreg s, unsigned width) {
  unsigned off = s ? vl_subreg_offset(s) : 0, n = s ? vl_subreg_count(s) : width;
  return (n >= 32 ? 0xffffffffu : ((1u << n) - 1)) << off;
}
static inline vl_physreg vl_physreg_subreg(vl_physreg reg, vl_subreg s) {
  if (!s) return reg;
  vl_physreg sub = {(uint16_t)(reg.unit + vl_subreg_offset(s)), (uint8_t)vl_subreg_count(s), (uint8_t)vl_subreg_half(s)};
  return sub;
}
/* LLVM's lane mask for `lanes` (two LLVM lanes per 32-bit unit), as printed in MIR live-ins. */
uint64_t vl_llvm_lanemask(uint32_t lanes);
uint32_t vl_lanes_from_llvm_lanemask(uint64_t mask);

/* Register masks of calls ("csr_amdgpu", "csr_amdgpu_gfx90ainsts", "csr_amdgpu_noregs", ...):
 * is `unit` preserved across the call? *known is set false for a mask name we do not know
 * (callers then treat every unit as clobbered). */
bool vl_target_regmask_preserves(const vl_target *target, const char *mask, unsigned unit, bool *known);
/* The mask naming the registers a function of the default calling convention must
 * preserve for its caller (SIRegisterInfo::getCalleeSavedRegs: the GFX90A list where
 * AGPRs exist); NULL where the target has no such convention in MIR (NVIDIA). */
const char *vl_target_callee_saved_mask(const vl_target *target);
/* Is `unit` one of those registers? */
bool vl_target_callee_saved(const vl_target *target, unsigned unit);

#endif
