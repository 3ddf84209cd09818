/* AMDGPU register and subregister names, both ways: MIR names ("vgpr4_vgpr5",
 * "sgpr3_lo16", "vcc"), assembly names ("v[4:5]", "s3", "vcc"), subregister
 * indices ("sub2_sub3", "sub1_hi16") and LLVM lane masks. Needs the target's
 * unit layout and special registers (amdgpu.c); produces vl_physreg values.
 * Only registers LLVM 19 defines have names: a misaligned SGPR tuple or a
 * 13-register VGPR tuple has none. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "amdgpu_internal.h"
#include "nvidia.h"

/* Tuple widths LLVM defines (SIRegisterInfo.td): 1-12, 16 and 32 registers;
 * trap temporaries stop at 16. */
#define WIDTHS_NUMBERED 0x80008fffu
#define WIDTHS_TTMP 0x00008fffu

/* SGPR tuples start at even (2) or 4-aligned (3 and more) registers, trap
 * temporaries at multiples of 2, 3 or 4; vector tuples anywhere (the
 * subtarget's alignment rules live in the class tables). */
const amdgpu_family amdgpu_families[] = {
    {"vgpr", "v", VL_FILE_VECTOR, 0, 0, 1, 1, 1, WIDTHS_NUMBERED},
    {"agpr", "a", VL_FILE_ACCUM, 0, 0, 1, 1, 1, WIDTHS_NUMBERED},
    {"sgpr", "s", VL_FILE_SCALAR, 0, 0, 2, 4, 4, WIDTHS_NUMBERED},
    {"ttmp", "ttmp", VL_FILE_SPECIAL, AMDGPU_SPECIAL_TTMP0, 16, 2, 3, 4, WIDTHS_TTMP},
};
const unsigned amdgpu_num_families = sizeof amdgpu_families / sizeof amdgpu_families[0];

/* Assembly spellings that differ from the MIR names. */
static const struct {
  const char *mir, *assembly;
} asm_aliases[] = {
    {"sgpr_null", "null"},
    {"flat_scr", "flat_scratch"},
    {"flat_scr_lo", "flat_scratch_lo"},
    {"flat_scr_hi", "flat_scratch_hi"},
    {"lds_direct", "src_lds_direct"},
};

unsigned amdgpu_family_size(const vl_target *target, const amdgpu_family *family) {
  return family->count ? family->count : target->num_regs[family->file];
}

const amdgpu_family *amdgpu_family_of_unit(const vl_target *target, unsigned unit, unsigned *index) {
  for (unsigned i = 0; i < amdgpu_num_families; i++) {
    const amdgpu_family *f = &amdgpu_families[i];
    unsigned first = target->file_base[f->file] + f->first;
    if (unit - first < amdgpu_family_size(target, f)) {
      *index = unit - first;
      return f;
    }
  }
  return NULL;
}

static unsigned tuple_stride(const amdgpu_family *family, unsigned count) {
  return count <= 1 ? 1 : count == 2 ? family->stride2 : count == 3 ? family->stride3 : family->stride4;
}

bool amdgpu_tuple_exists(const vl_target *target, const amdgpu_family *family, unsigned index,
                         unsigned count) {
  return count >= 1 && count <= 32 && (family->widths >> (count - 1) & 1) &&
         index + count <= amdgpu_family_size(target, family) && index % tuple_stride(family, count) == 0;
}

int amdgpu_special_index(const vl_target *target, unsigned unit, unsigned count) {
  for (uint32_t i = 0; i < target->num_specials; i++)
    if (target->specials[i].unit == unit && target->specials[i].count == count) return (int)i;
  return -1;
}

/* ---- small text helpers ---- */

typedef struct text {
  const char *at, *end;
} text;

static bool eat(text *t, const char *word) {
  size_t n = strlen(word);
  if ((size_t)(t->end - t->at) < n || memcmp(t->at, word, n) != 0) return false;
  t->at += n;
  return true;
}

static bool eat_suffix(text *t, const char *word) {
  size_t n = strlen(word);
  if ((size_t)(t->end - t->at) < n || memcmp(t->end - n, word, n) != 0) return false;
  t->end -= n;
  return true;
}

/* A decimal number without leading zeros (LLVM never writes "v05"). */
static bool eat_number(text *t, unsigned *value) {
  const char *start = t->at;
  unsigned v = 0;
  while (t->at < t->end && *t->at >= '0' && *t->at <= '9' && v < 100000) v = v * 10 + (unsigned)(*t->at++ - '0');
  if (t->at == start || (t->at - start > 1 && *start == '0')) return false;
  *value = v;
  return true;
}

static bool starts_with_digit(const text *t) {
  return t->at < t->end && *t->at >= '0' && *t->at <= '9';
}

typedef struct out {
  char *buf;
  size_t size, len;
} out;

static void put(out *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(out *o, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(o->buf + (o->len < o->size ? o->len : o->size), o->len < o->size ? o->size - o->len : 0,
                    fmt, ap);
  va_end(ap);
  o->len += n > 0 ? (size_t)n : 0;
}

static bool fits(const out *o) {
  return o->len < o->size;
}

/* ---- MIR names ---- */

/* "sgpr4_sgpr5_sgpr6_sgpr7": consecutive registers of one family. */
static bool parse_family_mir(const vl_target *target, const amdgpu_family *f, text t, vl_physreg *out) {
  unsigned first = 0, count = 0, index;
  do {
    if (!eat(&t, f->mir) || !eat_number(&t, &index) || (count && index != first + count)) return false;
    if (count == 0) first = index;
    count++;
  } while (eat(&t, "_"));
  if (t.at != t.end || !amdgpu_tuple_exists(target, f, first, count)) return false;
  out->unit = (uint16_t)(target->file_base[f->file] + f->first + first);
  out->count = (uint8_t)count;
  out->half = 0;
  return true;
}

static int special_by_name(const vl_target *target, text t) {
  size_t n = (size_t)(t.end - t.at);
  if (!n) return -1;
  /* The first letter first, and no strlen: every instruction names $exec or $mode implicitly. */
  for (uint32_t i = 0; i < target->num_specials; i++) {
    const char *name = target->specials[i].name;
    if (name[0] == t.at[0] && strncmp(name, t.at, n) == 0 && name[n] == 0) return (int)i;
  }
  return -1;
}

static bool special_has_halves(const vl_target *target, int special) {
  return amdgpu_of(target)->special_info[special].halves;
}

/* Whole registers: a family tuple or a special register. */
static bool parse_whole_mir(const vl_target *target, text t, vl_physreg *reg) {
  for (unsigned i = 0; i < amdgpu_num_families; i++) {
    const amdgpu_family *f = &amdgpu_families[i];
    text rest = t;
    if (eat(&rest, f->mir) && starts_with_digit(&rest)) return parse_family_mir(target, f, t, reg);
  }
  int special = special_by_name(target, t);
  if (special < 0) return false;
  reg->unit = target->specials[special].unit;
  reg->count = target->specials[special].count;
  reg->half = 0;
  return true;
}

/* Does LLVM define 16-bit halves of this single register? */
static bool has_halves(const vl_target *target, vl_physreg reg) {
  unsigned index;
  if (reg.count != 1) return false;
  if (amdgpu_family_of_unit(target, reg.unit, &index)) return true;
  int special = amdgpu_special_index(target, reg.unit, 1);
  return special >= 0 && special_has_halves(target, special);
}

bool vl_target_parse_physreg(const vl_target *target, const char *name, size_t len, vl_physreg *out) {
  if (target->family == VL_FAMILY_NVIDIA) return vl_nvidia_parse_physreg_asm(target, name, len, out);
  text t = {name, name + len};
  uint8_t half = eat_suffix(&t, "_lo16") ? 1 : eat_suffix(&t, "_hi16") ? 2 : 0;
  vl_physreg reg;
  if (!parse_whole_mir(target, t, &reg)) return false;
  if (half && !has_halves(target, reg)) return false;
  reg.half = half;
  *out = reg;
  return true;
}

static const char *half_suffix_mir(uint8_t half) {
  return half == 1 ? "_lo16" : half == 2 ? "_hi16" : "";
}

/* The family tuple or special register that `reg` names; false if LLVM has none. */
static bool resolve(const vl_target *target, vl_physreg reg, const amdgpu_family **family, unsigned *index,
                    int *special) {
  if (reg.count == 0 || reg.half > 2 || (reg.half && !has_halves(target, reg))) return false;
  if ((unsigned)reg.unit + reg.count > target->num_units) return false;
  *family = amdgpu_family_of_unit(target, reg.unit, index);
  if (*family) return amdgpu_tuple_exists(target, *family, *index, reg.count);
  *special = amdgpu_special_index(target, reg.unit, reg.count);
  return *special >= 0;
}

bool vl_target_physreg_name(const vl_target *target, vl_physreg reg, char *buf, size_t size) {
  if (target->family == VL_FAMILY_NVIDIA) return vl_nvidia_physreg_asm(target, reg, buf, size);
  const amdgpu_family *f;
  unsigned index;
  int special;
  if (!resolve(target, reg, &f, &index, &special)) return false;
  out o = {buf, size, 0};
  if (!f) put(&o, "%s", target->specials[special].name);
  for (unsigned i = 0; f && i < reg.count; i++) put(&o, "%s%s%u", i ? "_" : "", f->mir, index + i);
  put(&o, "%s", half_suffix_mir(reg.half));
  return fits(&o);
}

/* ---- assembly names ---- */

static const char *asm_name(const char *mir) {
  for (size_t i = 0; i < sizeof asm_aliases / sizeof asm_aliases[0]; i++)
    if (strcmp(asm_aliases[i].mir, mir) == 0) return asm_aliases[i].assembly;
  return mir;
}

bool vl_target_physreg_asm(const vl_target *target, vl_physreg reg, char *buf, size_t size) {
  if (target->family == VL_FAMILY_NVIDIA) return vl_nvidia_physreg_asm(target, reg, buf, size);
  const amdgpu_family *f;
  unsigned index;
  int special;
  if (!resolve(target, reg, &f, &index, &special)) return false;
  out o = {buf, size, 0};
  if (!f) put(&o, "%s", asm_name(target->specials[special].name));
  else if (reg.count == 1) put(&o, "%s%u", f->assembly, index);
  else put(&o, "%s[%u:%u]", f->assembly, index, index + reg.count - 1);
  put(&o, "%s", reg.half == 1 ? ".l" : reg.half == 2 ? ".h" : "");
  return fits(&o);
}

/* "v3", "v[6:7]", "ttmp[4:7]" */
static bool parse_family_asm(const vl_target *target, const amdgpu_family *f, text t, vl_physreg *reg) {
  unsigned first, last;
  if (!eat(&t, f->assembly)) return false;
  if (eat(&t, "[")) {
    if (!eat_number(&t, &first) || !eat(&t, ":") || !eat_number(&t, &last) || !eat(&t, "]")) return false;
  } else {
    if (!eat_number(&t, &first)) return false;
    last = first;
  }
  if (t.at != t.end || last < first || !amdgpu_tuple_exists(target, f, first, last - first + 1)) return false;
  reg->unit = (uint16_t)(target->file_base[f->file] + f->first + first);
  reg->count = (uint8_t)(last - first + 1);
  reg->half = 0;
  return true;
}

static int special_by_asm_name(const vl_target *target, text t) {
  for (size_t i = 0; i < sizeof asm_aliases / sizeof asm_aliases[0]; i++) {
    const char *alias = asm_aliases[i].assembly;
    if (strlen(alias) == (size_t)(t.end - t.at) && memcmp(alias, t.at, (size_t)(t.end - t.at)) == 0) {
      text mir = {asm_aliases[i].mir, asm_aliases[i].mir + strlen(asm_aliases[i].mir)};
      return special_by_name(target, mir);
    }
  }
  return special_by_name(target, t);
}

bool vl_target_parse_physreg_asm(const vl_target *target, const char *name, size_t len, vl_physreg *out) {
  if (target->family == VL_FAMILY_NVIDIA) return vl_nvidia_parse_physreg_asm(target, name, len, out);
  text t = {name, name + len};
  uint8_t half = eat_suffix(&t, ".l") ? 1 : eat_suffix(&t, ".h") ? 2 : 0;
  vl_physreg reg = {0, 0, 0};
  bool found = false;
  for (unsigned i = 0; i < amdgpu_num_families && !found; i++) {
    text rest = t;
    if (eat(&rest, amdgpu_families[i].assembly) && (starts_with_digit(&rest) || eat(&rest, "[")))
      found = parse_family_asm(target, &amdgpu_families[i], t, &reg);
  }
  if (!found) {
    int special = special_by_asm_name(target, t);
    if (special < 0) return false;
    reg.unit = target->specials[special].unit;
    reg.count = target->specials[special].count;
  }
  if (half && !has_halves(target, reg)) return false;
  reg.half = half;
  *out = reg;
  return true;
}

/* ---- subregister indices ---- */

/* LLVM 19 names consecutive runs of 1-6, 8 and 16 registers (SIRegisterInfo.td). */
static bool subreg_count_exists(unsigned count) {
  return (count >= 1 && count <= 6) || count == 8 || count == 16;
}

static vl_subreg make_subreg(unsigned offset, unsigned count, unsigned half) {
  return offset | count << 8 | half << 16;
}

static bool text_is(text t, const char *word) {
  return eat(&t, word) && t.at == t.end;
}

bool vl_parse_subreg(const char *name, size_t len, vl_subreg *out) {
  text t = {name, name + len};
  if (text_is(t, "lo16") || text_is(t, "hi16")) {
    *out = make_subreg(0, 1, name[0] == 'l' ? 1 : 2);
    return true;
  }
  unsigned half = eat_suffix(&t, "_lo16") ? 1 : eat_suffix(&t, "_hi16") ? 2 : 0;
  unsigned first = 0, count = 0, index;
  do {
    if (!eat(&t, "sub") || !eat_number(&t, &index) || index > 31 || (count && index != first + count))
      return false;
    if (count == 0) first = index;
    count++;
  } while (eat(&t, "_"));
  if (t.at != t.end || !subreg_count_exists(count)) return false;
  /* Halves of unit 0 are "lo16"/"hi16"; LLVM has no "sub0_lo16" nor halves of tuples. */
  if (half && (count != 1 || first == 0)) return false;
  *out = make_subreg(first, count, half);
  return true;
}

void vl_subreg_name(vl_subreg subreg, char *buf, size_t size) {
  out o = {buf, size, 0};
  unsigned offset = vl_subreg_offset(subreg), count = vl_subreg_count(subreg), half = vl_subreg_half(subreg);
  if (size) buf[0] = '\0';
  if (!subreg) return;
  if (half && offset == 0) {
    put(&o, "%s", half == 1 ? "lo16" : "hi16");
    return;
  }
  for (unsigned i = 0; i < count; i++) put(&o, "%ssub%u", i ? "_" : "", offset + i);
  put(&o, "%s", half_suffix_mir((uint8_t)half));
}

/* ---- lane masks ---- */

/* LLVM 19 gives each 32-bit unit two lanes (its 16-bit halves): unit i owns
 * bits 2i and 2i+1. */
uint64_t vl_llvm_lanemask(uint32_t lanes) {
  uint64_t mask = 0;
  for (unsigned i = 0; i < 32; i++)
    if (lanes >> i & 1) mask |= (uint64_t)3 << (2 * i);
  return mask;
}

uint32_t vl_lanes_from_llvm_lanemask(uint64_t mask) {
  uint32_t lanes = 0;
  for (unsigned i = 0; i < 32; i++)
    if (mask >> (2 * i) & 3) lanes |= 1u << i;
  return lanes;
}
