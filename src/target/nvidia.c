/* NVIDIA targets (sm_89 = Ada, RTX 4090; sm_90 = Hopper) as data, behind the
 * functions of target.h (amdgpu.c hands calls for these targets over here).
 * Needs: target.h. Produces: the vl_target descriptions and their names,
 * classes and membership.
 *
 * Unit layout (32-bit units, as for AMDGPU):
 *   R0..R254            the per-thread file (VL_FILE_VECTOR), units 0..254
 *   UR0..UR62           the uniform file (VL_FILE_SCALAR), units 255..317
 *   specials            RZ URZ PT UPT P0..P6 UP0..UP6 B0..B15, units 318..351
 * Predicates (P, UP) and convergence barriers (B) are specials: the SASS front
 * end keeps them as ptxas assigned them (fixed physical registers); so are RZ,
 * URZ, PT, UPT, which read as constants. Tuples: a 64-bit operand is an even
 * pair, a 96- or 128-bit one an aligned quad's first 3 or 4 registers.
 *
 * Registers: ptxas grants registers per thread in units of 8; an SM holds
 * 65536 registers and at most 48 warps (sm_89) or 64 warps (sm_90) of 32
 * threads (occupancy itself: cost/occupancy_limit.h). A function's register count is its highest R index + 1 plus the 2
 * registers ptxas reserves (its SHI_REGISTERS; count_reserve below). */
#include "nvidia.h"
#include "target_ops.h"

#include <stdio.h>
#include <string.h>

enum {
  NV_R = 255,
  NV_UR = 63,
  NV_UR_BASE = NV_R,
  NV_SPECIAL_BASE = NV_R + NV_UR,
  NV_NUM_SPECIAL = 4 + 7 + 7 + 16,
  NV_REGS_PER_SM = 65536,
};

#define NV_SPECIAL(name, index) {name, NV_SPECIAL_BASE + (index), 1}
static const vl_special_reg nv_specials[] = {
    NV_SPECIAL("RZ", 0),   NV_SPECIAL("URZ", 1),  NV_SPECIAL("PT", 2),   NV_SPECIAL("UPT", 3),
    NV_SPECIAL("P0", 4),   NV_SPECIAL("P1", 5),   NV_SPECIAL("P2", 6),   NV_SPECIAL("P3", 7),
    NV_SPECIAL("P4", 8),   NV_SPECIAL("P5", 9),   NV_SPECIAL("P6", 10),  NV_SPECIAL("UP0", 11),
    NV_SPECIAL("UP1", 12), NV_SPECIAL("UP2", 13), NV_SPECIAL("UP3", 14), NV_SPECIAL("UP4", 15),
    NV_SPECIAL("UP5", 16), NV_SPECIAL("UP6", 17), NV_SPECIAL("B0", 18),  NV_SPECIAL("B1", 19),
    NV_SPECIAL("B2", 20),  NV_SPECIAL("B3", 21),  NV_SPECIAL("B4", 22),  NV_SPECIAL("B5", 23),
    NV_SPECIAL("B6", 24),  NV_SPECIAL("B7", 25),  NV_SPECIAL("B8", 26),  NV_SPECIAL("B9", 27),
    NV_SPECIAL("B10", 28), NV_SPECIAL("B11", 29), NV_SPECIAL("B12", 30), NV_SPECIAL("B13", 31),
    NV_SPECIAL("B14", 32), NV_SPECIAL("B15", 33),
};

/* Classes by width; the names are what the SASS front end gives its virtual
 * registers (nvidia.h's VL_NV_CLASS_* index this table). */
static const vl_regclass nv_classes[] = {
    {"R", 1, 1, 1u << VL_FILE_VECTOR, 0, 0},   {"R64", 2, 2, 1u << VL_FILE_VECTOR, 0, 0},
    {"R96", 3, 4, 1u << VL_FILE_VECTOR, 0, 0}, {"R128", 4, 4, 1u << VL_FILE_VECTOR, 0, 0},
    {"UR", 1, 1, 1u << VL_FILE_SCALAR, 0, 0},  {"UR64", 2, 2, 1u << VL_FILE_SCALAR, 0, 0},
    {"UR128", 4, 4, 1u << VL_FILE_SCALAR, 0, 0},
};

#define NV_TARGET(target_name, warps)                                                     \
  {                                                                                       \
    .name = target_name, .ops = &vl_nvidia_ops, .wave_size = 32, .num_regs = {NV_R, 0, NV_UR, NV_NUM_SPECIAL},   \
    .file_base = {0, NV_R, NV_UR_BASE, NV_SPECIAL_BASE},                                  \
    .num_units = NV_SPECIAL_BASE + NV_NUM_SPECIAL, .unified_vgpr_file = false,            \
    .vgprs_per_simd = 0, .vgpr_granule = 8, .max_waves_per_simd = warps, .max_scalar = NV_UR, \
    .classes = nv_classes, .num_classes = sizeof nv_classes / sizeof nv_classes[0],       \
    .specials = nv_specials, .num_specials = NV_NUM_SPECIAL, .family = VL_FAMILY_NVIDIA,  \
    .file_names = {"R", NULL, "UR", NULL}, .count_reserve = 2,                            \
  }

static const vl_target sm_89 = NV_TARGET("sm_89", 48);
static const vl_target sm_90 = NV_TARGET("sm_90", 64);

const vl_target *vl_nvidia_target_by_name(const char *name, size_t len) {
  const vl_target *all[] = {&sm_89, &sm_90};
  for (size_t i = 0; i < 2; i++)
    if (strlen(all[i]->name) == len && !memcmp(all[i]->name, name, len)) return all[i];
  return NULL;
}

int vl_nvidia_class_by_name(const vl_target *target, const char *name, size_t len) {
  for (uint32_t i = 0; i < target->num_classes; i++)
    if (strlen(target->classes[i].name) == len && !memcmp(target->classes[i].name, name, len)) return (int)i;
  return -1;
}

int vl_nvidia_class_for(const vl_target *target, vl_regfile file, unsigned width) {
  for (uint32_t i = 0; i < target->num_classes; i++)
    if (target->classes[i].files == 1u << file && target->classes[i].width == width) return (int)i;
  return -1;
}

bool vl_nvidia_class_contains(const vl_target *target, int cls, vl_physreg reg) {
  if (cls < 0 || (uint32_t)cls >= target->num_classes || reg.half || !reg.count) return false;
  const vl_regclass *rc = &target->classes[cls];
  if (reg.count != rc->width) return false;
  vl_regfile file = reg.unit < target->num_units ? vl_target_unit_file(target, reg.unit) : VL_FILE_SPECIAL;
  if (file == VL_FILE_SPECIAL || !(rc->files & (1u << file))) return false;
  unsigned index = reg.unit - target->file_base[file];
  return index % rc->align == 0 && index + reg.count <= target->num_regs[file];
}

/* "R4", "R[4:5]", "UR[8:11]", "RZ", "P3". */
bool vl_nvidia_physreg_asm(const vl_target *target, vl_physreg reg, char *buf, size_t size) {
  if (!reg.count || reg.half || (unsigned)reg.unit + reg.count > target->num_units) return false;
  vl_regfile file = vl_target_unit_file(target, reg.unit);
  int n;
  if (file == VL_FILE_SPECIAL) {
    if (reg.count != 1) return false;
    n = snprintf(buf, size, "%s", target->specials[reg.unit - target->file_base[VL_FILE_SPECIAL]].name);
  } else {
    unsigned index = reg.unit - target->file_base[file];
    if (index + reg.count > target->num_regs[file]) return false;
    const char *prefix = target->file_names[file];
    n = reg.count == 1 ? snprintf(buf, size, "%s%u", prefix, index)
                       : snprintf(buf, size, "%s[%u:%u]", prefix, index, index + reg.count - 1);
  }
  return n > 0 && (size_t)n < size;
}

static bool parse_uint(const char **p, const char *end, unsigned *out) {
  unsigned v = 0;
  const char *s = *p;
  if (s == end || *s < '0' || *s > '9' || (*s == '0' && s + 1 < end && s[1] >= '0' && s[1] <= '9')) return false;
  while (s < end && *s >= '0' && *s <= '9' && v < 100000) v = v * 10 + (unsigned)(*s++ - '0');
  *p = s;
  *out = v;
  return true;
}

bool vl_nvidia_parse_physreg_asm(const vl_target *target, const char *text, size_t len, vl_physreg *out) {
  for (uint32_t i = 0; i < target->num_specials; i++)
    if (strlen(target->specials[i].name) == len && !memcmp(target->specials[i].name, text, len)) {
      *out = (vl_physreg){target->specials[i].unit, 1, 0};
      return true;
    }
  const char *end = text + len;
  for (vl_regfile file = VL_FILE_SCALAR;; file = VL_FILE_VECTOR) {   /* "UR" before "R" */
    const char *prefix = target->file_names[file], *p = text;
    size_t pl = strlen(prefix);
    if (len > pl && !memcmp(text, prefix, pl)) {
      unsigned first, last;
      p += pl;
      if (*p == '[') {
        p++;
        if (!parse_uint(&p, end, &first) || p == end || *p++ != ':' || !parse_uint(&p, end, &last) || p == end ||
            *p++ != ']')
          return false;
      } else {
        if (!parse_uint(&p, end, &first)) return false;
        last = first;
      }
      if (p != end || last < first || last >= target->num_regs[file] || last - first >= 4) return false;
      *out = (vl_physreg){(uint16_t)(target->file_base[file] + first), (uint8_t)(last - first + 1), 0};
      return true;
    }
    if (file == VL_FILE_VECTOR) return false;
  }
}

unsigned vl_nvidia_launch_register_limit(const vl_target *target, unsigned threads, unsigned min_blocks,
                                         unsigned max_regs) {
  unsigned count = target->num_regs[VL_FILE_VECTOR];
  if (threads) {
    uint64_t lanes = (threads + target->wave_size - 1) / target->wave_size * target->wave_size;
    unsigned per_thread = (unsigned)(NV_REGS_PER_SM / (lanes * (min_blocks ? min_blocks : 1)));
    per_thread -= per_thread % 8;
    if (per_thread < count) count = per_thread;
  }
  return max_regs && max_regs < count ? max_regs : count;
}

unsigned vl_nvidia_register_count(const vl_target *target, unsigned top) {
  return top + target->count_reserve;
}
