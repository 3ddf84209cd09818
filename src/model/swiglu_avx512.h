/* The feed-forward's gate on AVX-512: act[j] = silu(gate[j]) * up[j], silu(a) = a / (1 + expf(-a)),
 * sixteen lanes at a time and bitwise what the scalar loop gives with glibc's expf (its FMA variant,
 * which every AVX-512 CPU runs): the same steps in double precision, fused where glibc's are, the same
 * table and constants (glibc's math/e_expf.c and e_exp2f_data.c); lanes outside that path's range
 * (|x| >= 88, infinities, NaN) call expf itself. Only in a GCC build for x86-64 with glibc and on a CPU
 * with AVX-512F and DQ (glibc runs its FMA variant there).
 * Needs: libm. Produces: act[0..n). */
#ifndef VL_MODEL_SWIGLU_AVX512_H
#define VL_MODEL_SWIGLU_AVX512_H
#include <stddef.h>

/* The first (n / 16) * 16 elements of act; returns how many (0 where the kernel is not available: the
 * caller computes the rest, and all of them then). */
size_t vl_swiglu_avx512(const float *gate, const float *up, float *act, size_t n);
/* expf of n values, the same way (for tests); false, with nothing computed, where unavailable or n is
 * not a multiple of 16. */
_Bool vl_expf_avx512(const float *x, float *y, size_t n);

#endif
