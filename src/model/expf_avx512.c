/* glibc's expf in sixteen lanes and its uses (see expf_avx512.h). */
#include "expf_avx512.h"

#include <math.h>
#include <stdbool.h>
#include <stdint.h>

/* glibc's expf, and GCC as the matrix product's kernel (its sanitizer builds with clang keep the loops) */
#if defined(__x86_64__) && defined(__GLIBC__) && defined(__GNUC__) && !defined(__clang__)
#include <immintrin.h>
#define HAVE_KERNEL 1
#endif

#ifdef HAVE_KERNEL
#define AVX512 __attribute__((target("avx512f,avx512dq")))

/* glibc's __exp2f_data: 2^(i/32) with i << 47 taken off, 32 / ln 2, the scaled polynomial, the shift */
static const uint64_t table[32] = {
    0x3ff0000000000000, 0x3fefd9b0d3158574, 0x3fefb5586cf9890f, 0x3fef9301d0125b51, 0x3fef72b83c7d517b,
    0x3fef54873168b9aa, 0x3fef387a6e756238, 0x3fef1e9df51fdee1, 0x3fef06fe0a31b715, 0x3feef1a7373aa9cb,
    0x3feedea64c123422, 0x3feece086061892d, 0x3feebfdad5362a27, 0x3feeb42b569d4f82, 0x3feeab07dd485429,
    0x3feea47eb03a5585, 0x3feea09e667f3bcd, 0x3fee9f75e8ec5f74, 0x3feea11473eb0187, 0x3feea589994cce13,
    0x3feeace5422aa0db, 0x3feeb737b0cdc5e5, 0x3feec49182a3f090, 0x3feed503b23e255d, 0x3feee89f995ad3ad,
    0x3feeff76f2fb5e47, 0x3fef199bdd85529c, 0x3fef3720dcef9069, 0x3fef5818dcfba487, 0x3fef7c97337b9b5f,
    0x3fefa4afa2a490da, 0x3fefd0765b6e4540};
#define INV_LN2_N 0x1.71547652b82fep+5
#define SHIFT 0x1.8p+52
#define C0 (0x1.c6af84b912394p-5 / 32 / 32 / 32)
#define C1 (0x1.ebfce50fac4f3p-3 / 32 / 32)
#define C2 (0x1.62e42ff0c52d6p-1 / 32)

/* Eight lanes of glibc's fast path, in its order: kd = fma(x, 32/ln2, shift); r = fma(32/ln2, x, -kd')
 * with kd' = kd - shift; s = the table's 2^(k/32) with k's integer part in the exponent;
 * y = fma(fma(r, C0, C1), r * r, fma(r, C2, 1)) * s, rounded to float. */
AVX512 static inline __m256 exp8(__m256 x) {
  __m512d xd = _mm512_cvtps_pd(x), inv = _mm512_set1_pd(INV_LN2_N), shift = _mm512_set1_pd(SHIFT);
  __m512d kd = _mm512_fmadd_pd(xd, inv, shift);
  __m512i ki = _mm512_castpd_si512(kd);
  kd = _mm512_sub_pd(kd, shift);
  __m512d r = _mm512_fmsub_pd(inv, xd, kd);
  __m512i t = _mm512_i64gather_epi64(_mm512_and_si512(ki, _mm512_set1_epi64(31)), (const void *)table, 8);
  __m512d s = _mm512_castsi512_pd(_mm512_add_epi64(t, _mm512_slli_epi64(ki, 47)));
  __m512d z = _mm512_fmadd_pd(r, _mm512_set1_pd(C0), _mm512_set1_pd(C1));
  __m512d r2 = _mm512_mul_pd(r, r);
  __m512d y = _mm512_fmadd_pd(r, _mm512_set1_pd(C2), _mm512_set1_pd(1.0));
  y = _mm512_fmadd_pd(z, r2, y);
  return _mm512_cvtpd_ps(_mm512_mul_pd(y, s));
}

/* expf of sixteen lanes. glibc leaves its fast path at |x| >= 88 (and infinities, NaN): below
 * -0x1.9fe368p6f its answer is +0, from -0x1.9d1d9ep6f to 0x1.62e42ep6f the fast path's after all, and
 * elsewhere (overflow, the edge of underflow, +infinity, NaN: rare) expf itself gives the lane. */
AVX512 static inline __m512 exp16(__m512 x) {
  __m512 y = _mm512_insertf32x8(_mm512_castps256_ps512(exp8(_mm512_castps512_ps256(x))),
                                exp8(_mm512_extractf32x8_ps(x, 1)), 1);
  __m512i top = _mm512_and_si512(_mm512_srli_epi32(_mm512_castps_si512(x), 20), _mm512_set1_epi32(0x7ff));
  __mmask16 off = _mm512_cmpge_epu32_mask(top, _mm512_set1_epi32(0x42b));
  if (!off) return y;
  __mmask16 zero = _mm512_cmp_ps_mask(x, _mm512_set1_ps(-0x1.9fe368p6f), _CMP_LT_OQ);
  __mmask16 fast = _mm512_cmp_ps_mask(x, _mm512_set1_ps(-0x1.9d1d9ep6f), _CMP_GE_OQ) &
                   _mm512_cmp_ps_mask(x, _mm512_set1_ps(0x1.62e42ep6f), _CMP_LE_OQ);
  y = _mm512_maskz_mov_ps((__mmask16)~zero, y);
  off &= (__mmask16)~(zero | fast);
  if (!off) return y;
  float lanes[16], in[16];
  _mm512_storeu_ps(lanes, y);
  _mm512_storeu_ps(in, x);
  for (int j = 0; j < 16; j++)
    if (off >> j & 1) lanes[j] = expf(in[j]);
  return _mm512_loadu_ps(lanes);
}

AVX512 static size_t swiglu(const float *gate, const float *up, float *act, size_t n) {
  size_t j = 0;
  for (; j + 16 <= n; j += 16) {
    __m512 a = _mm512_loadu_ps(gate + j);
    __m512 e = exp16(_mm512_castsi512_ps(_mm512_xor_si512(_mm512_castps_si512(a), _mm512_set1_epi32(INT32_MIN))));
    __m512 silu = _mm512_div_ps(a, _mm512_add_ps(_mm512_set1_ps(1.0f), e));
    _mm512_storeu_ps(act + j, _mm512_mul_ps(silu, _mm512_loadu_ps(up + j)));
  }
  return j;
}

AVX512 static size_t exp_shifted(float *p, size_t n, float max) {
  size_t u = 0;
  for (; u + 16 <= n; u += 16) _mm512_storeu_ps(p + u, exp16(_mm512_sub_ps(_mm512_loadu_ps(p + u), _mm512_set1_ps(max))));
  return u;
}

AVX512 static void exps(const float *x, float *y, size_t n) {
  for (size_t j = 0; j < n; j += 16) _mm512_storeu_ps(y + j, exp16(_mm512_loadu_ps(x + j)));
}

static bool usable(void) { return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512dq"); }
#endif

size_t vl_swiglu_avx512(const float *gate, const float *up, float *act, size_t n) {
#ifdef HAVE_KERNEL
  if (usable()) return swiglu(gate, up, act, n);
#endif
  (void)gate, (void)up, (void)act, (void)n;
  return 0;
}

size_t vl_exp_shifted_avx512(float *p, size_t n, float max) {
#ifdef HAVE_KERNEL
  if (usable()) return exp_shifted(p, n, max);
#endif
  (void)p, (void)n, (void)max;
  return 0;
}

_Bool vl_expf_avx512(const float *x, float *y, size_t n) {
#ifdef HAVE_KERNEL
  if (usable() && n % 16 == 0) {
    exps(x, y, n);
    return true;
  }
#endif
  (void)x, (void)y, (void)n;
  return false;
}
