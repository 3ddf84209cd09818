/* glibc's expf sixteen lanes at a time on AVX-512, bitwise what expf gives (its FMA variant, which
 * every AVX-512 CPU runs): the same steps in double precision, fused where glibc's are, the same table
 * and constants (glibc's math/e_expf.c and e_exp2f_data.c); below -103.97 its zero, and the few other
 * lanes off its fast path (overflow, the edge of underflow, +infinity, NaN) by expf itself. And the
 * transformer's two uses of it: the feed-forward's gate, act[j] = silu(gate[j]) * up[j] with
 * silu(a) = a / (1 + expf(-a)), and attention's softmax numerators, p[u] = expf(p[u] - max), each
 * bitwise what the scalar loop gives. Only in a GCC build for x86-64 with glibc and on a CPU
 * with AVX-512F and DQ (glibc runs its FMA variant there).
 * Needs: libm. Produces: the gate's products, softmax numerators. */
#ifndef VL_MODEL_EXPF_AVX512_H
#define VL_MODEL_EXPF_AVX512_H
#include <stddef.h>

/* The first (n / 16) * 16 elements of act; returns how many (0 where the kernel is not available: the
 * caller computes the rest, and all of them then). */
size_t vl_swiglu_avx512(const float *gate, const float *up, float *act, size_t n);
/* p[u] = expf(p[u] - max) for the first (n / 16) * 16 values; returns how many, as vl_swiglu_avx512. */
size_t vl_exp_shifted_avx512(float *p, size_t n, float max);
/* expf of n values, the same way (for tests); false, with nothing computed, where unavailable or n is
 * not a multiple of 16. */
_Bool vl_expf_avx512(const float *x, float *y, size_t n);

#endif
