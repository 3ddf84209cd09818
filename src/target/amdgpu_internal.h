/* Private data of the AMDGPU target description, shared by amdgpu.c (targets,
 * membership, register masks), amdgpu_classes.c (the register class
 * tables) and amdgpu_names.c (register and subregister names). Nothing outside
 * src/target/amdgpu*.c includes this. */
#ifndef VL_AMDGPU_INTERNAL_H
#define VL_AMDGPU_INTERNAL_H
#include "target.h"

/* Which numbered registers of one family (VGPR/AGPR, SGPR or TTMP) a class
 * holds: bases lo, lo+step, ..., <= hi (indices within the family), in the
 * forms listed. step == 0: no numbered members; forms then still say whether the
 * class's special members are whole registers or 16-bit halves. */
typedef struct amdgpu_rule {
  uint8_t lo, hi, step, forms;
} amdgpu_rule;

enum { /* amdgpu_rule.forms */
  AMDGPU_FORM_WHOLE = 1,
  AMDGPU_FORM_LO16 = 2,
  AMDGPU_FORM_HI16 = 4,
};

/* Categories of special registers. Registers in one category belong to
 * exactly the same LLVM 19 classes (checked against LLVM's own tables). */
enum {
  AMDGPU_CAT_VCC = 1u << 0,     /* vcc_lo, vcc_hi, vcc */
  AMDGPU_CAT_EXEC = 1u << 1,    /* exec_lo, exec */
  AMDGPU_CAT_M0 = 1u << 2,
  AMDGPU_CAT_NULL = 1u << 3,    /* sgpr_null, sgpr_null_hi, sgpr_null64 */
  AMDGPU_CAT_EXEC_HI = 1u << 4, /* separate: sreg_32_xexec_hi holds exec_lo only */
  AMDGPU_CAT_MISC = 1u << 5,    /* flat_scr, xnack_mask, tba, tma, apertures, src_vccz, ... */
  AMDGPU_CAT_LDS = 1u << 6,     /* lds_direct */
  AMDGPU_CAT_SCC = 1u << 7,
  AMDGPU_CAT_PSEUDO = 1u << 8,  /* fp_reg, sp_reg: placeholders of isel */
  AMDGPU_CAT_PSEUDO_RSRC = 1u << 10, /* private_rsrc_reg: placeholder of a 128-bit register */
  AMDGPU_CAT_TTMP = 1u << 9,    /* ttmp registers: membership by amdgpu_class_info.ttmp */
};

/* What vl_regclass cannot say: the exact members, as LLVM 19 defines them. */
typedef struct amdgpu_class_info {
  amdgpu_rule vector;   /* VGPRs and AGPRs (LLVM uses the same rule for both) */
  amdgpu_rule sgpr;
  amdgpu_rule ttmp;
  uint16_t categories;  /* AMDGPU_CAT_* of special members */
} amdgpu_class_info;

/* Per special register (parallel to vl_target.specials). */
typedef struct amdgpu_special_info {
  uint16_t category;
  bool halves;          /* LLVM defines name_lo16 / name_hi16 */
} amdgpu_special_info;

/* ttmp0's index among the special units (the order of AMDGPU_SPECIALS in amdgpu.c). */
enum { AMDGPU_SPECIAL_TTMP0 = 13 };

/* A family of numbered registers and how LLVM names its tuples. */
typedef struct amdgpu_family {
  const char *mir;      /* "vgpr": vgpr4, vgpr4_vgpr5 */
  const char *assembly; /* "v": v4, v[4:5] */
  vl_regfile file;
  uint8_t first;        /* index of register 0 within the file (ttmp0 among specials) */
  uint8_t count;        /* 0: as many as the file has */
  uint8_t stride2, stride3, stride4; /* base alignment of 2-, 3- and wider tuples */
  uint32_t widths;      /* bit w-1 set: LLVM has w-register tuples (w <= 32) */
} amdgpu_family;

typedef struct amdgpu_range {
  uint8_t file;         /* vl_regfile */
  uint8_t lo, hi;       /* indices within the file */
} amdgpu_range;

typedef struct amdgpu_regmask {
  const char *name;     /* as MIR prints it: "csr_amdgpu" */
  const amdgpu_range *preserved;
  uint8_t num_ranges;
} amdgpu_regmask;

/* A target: the public description first, so that a vl_target pointer handed
 * out by vl_target_by_name converts back to its amdgpu_target. */
typedef struct amdgpu_target {
  vl_target base;
  const amdgpu_class_info *class_info;    /* parallel to base.classes */
  const uint16_t *class_by_name;          /* class indices sorted by name */
  const amdgpu_special_info *special_info; /* parallel to base.specials */
  uint16_t reserved_special_lo, reserved_special_hi; /* special indices LLVM reserves; lo > hi: none */
} amdgpu_target;

static inline const amdgpu_target *amdgpu_of(const vl_target *target) {
  return (const amdgpu_target *)target;
}

/* Register classes, in LLVM 19's class-ID order (amdgpu_classes.c). */
enum { AMDGPU_NUM_CLASSES = 650 };
extern const vl_regclass amdgpu_gfx9_classes[];   /* gfx90a, gfx942 */
extern const vl_regclass amdgpu_gfx11_classes[];  /* gfx1100 */
extern const amdgpu_class_info amdgpu_class_infos[];
extern const uint16_t amdgpu_classes_by_name[];

/* Families and names (amdgpu_names.c). */
extern const amdgpu_family amdgpu_families[];
extern const unsigned amdgpu_num_families;
const amdgpu_family *amdgpu_family_of_unit(const vl_target *target, unsigned unit, unsigned *index);
unsigned amdgpu_family_size(const vl_target *target, const amdgpu_family *family);
bool amdgpu_tuple_exists(const vl_target *target, const amdgpu_family *family, unsigned index,
                         unsigned count);
/* Index into target->specials of the entry naming exactly (unit, count); -1 if none. */
int amdgpu_special_index(const vl_target *target, unsigned unit, unsigned count);

#endif
