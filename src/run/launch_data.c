/* A launch's bytes (see launch_data.h). */
#include "launch_data.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

const char *vl_kernel_params(const vl_cubin *c, const char *kernel, vl_kernel_param *out, uint32_t max,
                             uint32_t *count) {
  int s = vl_cubin_find_section(c, ".nv.info.", kernel);
  if (s < 0) return "the cubin has no .nv.info section for the kernel (no such kernel?)";
  *count = 0;
  vl_cubin_attribute a;
  for (size_t at = 0; vl_cubin_attribute_next(c, (uint32_t)s, &at, &a);) {
    if (a.attribute != VL_EIATTR_KPARAM_INFO || !a.value || a.size != 12) continue;
    /* index (4 bytes), ordinal (2), offset (2), then flags with the size in bytes at bits 18-31 */
    uint16_t ordinal, offset;
    uint32_t flags;
    memcpy(&ordinal, a.value + 4, 2), memcpy(&offset, a.value + 6, 2), memcpy(&flags, a.value + 8, 4);
    if (ordinal >= max) return "more kernel parameters than the harness takes";
    out[ordinal] = (vl_kernel_param){ordinal, offset, flags >> 18};
    if (ordinal + 1u > *count) *count = ordinal + 1u;
  }
  for (uint32_t i = 0; i < *count; i++)
    if (out[i].ordinal != i || !out[i].size) return "the kernel's parameter list has a gap";
  return NULL;
}

bool vl_kernel_max_threads(const vl_cubin *c, const char *kernel, uint32_t dims[3]) {
  int s = vl_cubin_find_section(c, ".nv.info.", kernel);
  vl_cubin_attribute a;
  for (size_t at = 0; s >= 0 && vl_cubin_attribute_next(c, (uint32_t)s, &at, &a);)
    if (a.attribute == 0x05 /* EIATTR_MAX_THREADS */ && a.value && a.size == 12) {
      memcpy(dims, a.value, 12);
      return true;
    }
  return false;
}

/* float -> IEEE half, round to nearest even (subnormals too; overflow to infinity). */
static uint16_t to_half(float f) {
  uint32_t x;
  memcpy(&x, &f, 4);
  uint32_t sign = (x >> 16) & 0x8000, exponent = (x >> 23) & 0xff, mantissa = x & 0x7fffff;
  if (exponent == 0xff) return (uint16_t)(sign | 0x7c00 | (mantissa ? 0x200 : 0));
  int e = (int)exponent - 127 + 15;
  if (e >= 31) return (uint16_t)(sign | 0x7c00);
  if (e <= 0) {
    if (e < -10) return (uint16_t)sign;
    mantissa |= 0x800000;
    uint32_t shift = (uint32_t)(14 - e), half = mantissa >> shift, rest = mantissa & ((1u << shift) - 1);
    uint32_t mid = 1u << (shift - 1);
    if (rest > mid || (rest == mid && (half & 1))) half++;
    return (uint16_t)(sign | half);
  }
  uint32_t half = (uint32_t)e << 10 | mantissa >> 13, rest = mantissa & 0x1fff;
  if (rest > 0x1000 || (rest == 0x1000 && (half & 1))) half++;   /* a carry into the exponent is right */
  return (uint16_t)(sign | half);
}

static float from_half(uint16_t h) {
  uint32_t sign = (uint32_t)(h & 0x8000) << 16, exponent = (h >> 10) & 0x1f, mantissa = h & 0x3ff;
  float f;
  if (exponent == 0) f = ldexpf((float)mantissa, -24);
  else if (exponent == 31) f = mantissa ? NAN : INFINITY;
  else f = ldexpf((float)(mantissa | 0x400), (int)exponent - 25);
  uint32_t x;
  memcpy(&x, &f, 4);
  x |= sign;
  memcpy(&f, &x, 4);
  return f;
}

void vl_elem_store(vl_elem_type t, double value, void *to) {
  float f = (float)value;
  uint32_t x;
  switch (t) {
  case VL_ELEM_F16: { uint16_t h = to_half(f); memcpy(to, &h, 2); return; }
  case VL_ELEM_BF16: {
    memcpy(&x, &f, 4);
    uint16_t b = (uint16_t)((x + 0x7fff + ((x >> 16) & 1)) >> 16);   /* finite values: round to nearest even */
    memcpy(to, &b, 2);
    return;
  }
  case VL_ELEM_F32: memcpy(to, &f, 4); return;
  case VL_ELEM_F64: memcpy(to, &value, 8); return;
  default: {
    int64_t i = (int64_t)value;
    memcpy(to, &i, vl_elem_size(t));   /* little-endian: the low bytes */
  }
  }
}

double vl_elem_load(vl_elem_type t, const void *from) {
  union { int8_t i8; uint8_t u8; int16_t i16; uint16_t u16; int32_t i32; uint32_t u32; int64_t i64; uint64_t u64;
          float f; double d; } v;
  memcpy(&v, from, vl_elem_size(t));
  switch (t) {
  case VL_ELEM_I8: return v.i8;
  case VL_ELEM_U8: return v.u8;
  case VL_ELEM_I16: return v.i16;
  case VL_ELEM_U16: return v.u16;
  case VL_ELEM_I32: return v.i32;
  case VL_ELEM_U32: return v.u32;
  case VL_ELEM_I64: return (double)v.i64;
  case VL_ELEM_U64: return (double)v.u64;
  case VL_ELEM_F16: return from_half(v.u16);
  case VL_ELEM_BF16: { uint32_t x = (uint32_t)v.u16 << 16; float f; memcpy(&f, &x, 4); return f; }
  case VL_ELEM_F32: return v.f;
  case VL_ELEM_F64: return v.d;
  }
  return 0;
}

/* splitmix64: a fixed generator, so that data depend on the seed alone. */
static uint64_t next_random(uint64_t *state) {
  uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* An integer uniform in [lo, hi]. */
static double random_int(uint64_t *state, double lo, double hi) {
  uint64_t span = (uint64_t)(int64_t)(hi - lo) + 1;
  return lo + (double)(next_random(state) % span);
}

void vl_launch_fill(const vl_launch_plan *plan, uint32_t arg, uint64_t seed, void *data) {
  const vl_launch_arg *a = &plan->args[arg];
  size_t size = vl_elem_size(a->type);
  uint64_t state = seed * 0x100000001b3ull + arg + 1;
  double running = 0;
  for (uint64_t i = 0; i < a->count; i++) {
    double v = 0;
    switch (a->fill) {
    case VL_FILL_ZERO: v = 0; break;
    case VL_FILL_CONST: v = a->lo; break;
    case VL_FILL_UNIFORM:
      v = vl_elem_is_float(a->type) ? a->lo + (a->hi - a->lo) * (double)(next_random(&state) >> 11) * 0x1p-53
                                    : random_int(&state, a->lo, a->hi);
      break;
    case VL_FILL_INT: v = random_int(&state, a->lo, a->hi); break;
    case VL_FILL_IOTA: v = (double)i; break;
    case VL_FILL_BELOW: v = random_int(&state, 0, (double)i); break;
    case VL_FILL_BITS: v = (double)(next_random(&state) & (uint64_t)(i % 2 ? a->hi : a->lo) & 0xffffffffu); break;
    case VL_FILL_ROWPTR:
      v = running;
      running += random_int(&state, 0, a->lo);
      break;
    }
    vl_elem_store(a->type, v, (unsigned char *)data + i * size);
  }
}

const char *vl_launch_pack(const vl_launch_plan *plan, const vl_kernel_param *params, uint32_t count,
                           const uint64_t *addresses, unsigned char *block, uint32_t *size, char *why,
                           size_t why_len) {
  if (plan->num_args != count) {
    snprintf(why, why_len, "the recipe gives kernel %s %u parameters, the cubin says it takes %u", plan->kernel,
             plan->num_args, count);
    return why;
  }
  memset(block, 0, VL_MAX_PARAM_BYTES);
  *size = 0;
  for (uint32_t i = 0; i < count; i++) {
    const vl_launch_arg *a = &plan->args[i];
    uint32_t bytes = a->is_buffer ? 8 : (uint32_t)vl_elem_size(a->type);
    if (bytes != params[i].size || params[i].offset + bytes > VL_MAX_PARAM_BYTES) {
      snprintf(why, why_len, "parameter %u (%s) of kernel %s: the recipe gives %u bytes, the cubin says %u", i + 1,
               a->name, plan->kernel, bytes, params[i].size);
      return why;
    }
    memcpy(block + params[i].offset, a->is_buffer ? (const void *)&addresses[i] : (const void *)a->value, bytes);
    if (params[i].offset + bytes > *size) *size = params[i].offset + bytes;
  }
  return NULL;
}
