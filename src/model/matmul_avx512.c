/* The AVX-512 matrix product (see matmul_avx512.h). */
#include "matmul_avx512.h"

/* GCC's order: clang vectorises the plain loops in another, so a clang build keeps its own loops. */
#if defined(__x86_64__) && defined(__AVX2__) && defined(__GNUC__) && !defined(__clang__)
#include <immintrin.h>
#define HAVE_KERNEL 1
#endif

#ifdef HAVE_KERNEL
#define AVX512 __attribute__((target("avx512f,avx512dq")))

/* Rows r and r + 1 of W at column i, as the two halves of one register. */
AVX512 static inline __m512 two_rows(const float *W, size_t r, size_t in, size_t i) {
  return _mm512_insertf32x8(_mm512_castps256_ps512(_mm256_loadu_ps(W + r * in + i)),
                            _mm256_loadu_ps(W + (r + 1) * in + i), 1);
}

/* s_j = a_j + a_{j+4} of each eight-lane half of a and b: [s(a, 0), s(a, 1), s(b, 0), s(b, 1)], a
 * 128-bit lane each. */
AVX512 static inline __m512 halves(__m512 a, __m512 b) {
  return _mm512_add_ps(_mm512_shuffle_f32x4(a, b, _MM_SHUFFLE(2, 0, 2, 0)),
                       _mm512_shuffle_f32x4(a, b, _MM_SHUFFLE(3, 1, 3, 1)));
}

/* The same from W packed by vl_matmul_pack: one load. */
AVX512 static inline __m512 two_rows_packed(const float *P, size_t r, size_t in, size_t i) {
  return _mm512_loadu_ps(P + (r / 2) * 2 * in + 2 * i);
}

/* Positions t..t+np-1 (np at most 4), rows o..o+3: acc[p][g] holds rows o + 2g and o + 2g + 1 of
 * position t + p. `packed`: W is laid out by vl_matmul_pack (a constant in each caller). */
AVX512 __attribute__((always_inline)) static inline void block(const float *W, const float *X, float *Y, size_t t,
                                                               size_t np, size_t o, size_t out, size_t in,
                                                               bool packed) {
  __m512 acc[4][2];
  for (int p = 0; p < 4; p++) acc[p][0] = acc[p][1] = _mm512_setzero_ps();
  for (size_t i = 0; i < in; i += 8) {
    __m512 w0 = packed ? two_rows_packed(W, o, in, i) : two_rows(W, o, in, i);
    __m512 w1 = packed ? two_rows_packed(W, o + 2, in, i) : two_rows(W, o + 2, in, i);
    for (size_t p = 0; p < np; p++) {
      __m512 x = _mm512_broadcast_f32x8(_mm256_loadu_ps(X + (t + p) * in + i));
      acc[p][0] = _mm512_add_ps(acc[p][0], _mm512_mul_ps(w0, x));
      acc[p][1] = _mm512_add_ps(acc[p][1], _mm512_mul_ps(w1, x));
    }
  }
  /* s_p: lane k = s of (position p, row o + k) */
  __m512 s0 = halves(acc[0][0], acc[0][1]), s1 = halves(acc[1][0], acc[1][1]);
  __m512 s2 = halves(acc[2][0], acc[2][1]), s3 = halves(acc[3][0], acc[3][1]);
  /* t_j = s_j + s_{j+2}: lane k = [t0, t1 of position 0 (2), t0, t1 of position 1 (3)] */
  __m512 t01 = _mm512_add_ps(_mm512_shuffle_ps(s0, s1, _MM_SHUFFLE(1, 0, 1, 0)),
                             _mm512_shuffle_ps(s0, s1, _MM_SHUFFLE(3, 2, 3, 2)));
  __m512 t23 = _mm512_add_ps(_mm512_shuffle_ps(s2, s3, _MM_SHUFFLE(1, 0, 1, 0)),
                             _mm512_shuffle_ps(s2, s3, _MM_SHUFFLE(3, 2, 3, 2)));
  /* t0 + t1: lane k = the sums of row o + k for positions 0..3 */
  __m512 r = _mm512_add_ps(_mm512_shuffle_ps(t01, t23, _MM_SHUFFLE(2, 0, 2, 0)),
                           _mm512_shuffle_ps(t01, t23, _MM_SHUFFLE(3, 1, 3, 1)));
  /* transposed: lane p = rows o..o+3 of position p */
  r = _mm512_permutexvar_ps(_mm512_setr_epi32(0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15), r);
  float sums[16];
  _mm512_storeu_ps(sums, r);
  for (size_t p = 0; p < np; p++)
    for (int k = 0; k < 4; k++) Y[(t + p) * out + o + k] = sums[4 * p + k];
}

/* Positions t..t+np-1 over every row, np and packed constants in each call of block (its loops
 * unrolled, one kind of load). */
#define ROWS(name, packed)                                                                                   \
  AVX512 static void name(const float *W, const float *X, float *Y, size_t t, size_t np, size_t out,       \
                          size_t in) {                                                                     \
    for (size_t o = 0; o < out; o += 4) switch (np) {                                                      \
        case 1: block(W, X, Y, t, 1, o, out, in, packed); break;                                           \
        case 2: block(W, X, Y, t, 2, o, out, in, packed); break;                                           \
        case 3: block(W, X, Y, t, 3, o, out, in, packed); break;                                           \
        default: block(W, X, Y, t, 4, o, out, in, packed); break;                                          \
      }                                                                                                    \
  }
ROWS(rows, false)
ROWS(rows_packed, true)

AVX512 static void kernel(const float *W, const float *X, float *Y, size_t n, size_t out, size_t in, bool packed) {
  for (size_t t = 0; t < n; t += 4)
    if (packed) rows_packed(W, X, Y, t, n - t < 4 ? n - t : 4, out, in);
    else rows(W, X, Y, t, n - t < 4 ? n - t : 4, out, in);
}
#endif

/* The shapes the kernel takes. */
static bool fits(size_t out, size_t in) { return out % 4 == 0 && in % 8 == 0 && in; }

bool vl_matmul_avx512_ready(void) {
#ifdef HAVE_KERNEL
  return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512dq");
#else
  return false;
#endif
}

bool vl_matmul_pack(const float *W, float *P, size_t out, size_t in) {
  if (!fits(out, in)) return false;
  for (size_t r = 0; r < out; r++)
    for (size_t i = 0; i < in; i += 8)
      for (size_t j = 0; j < 8; j++) P[(r / 2) * 2 * in + 2 * i + 8 * (r % 2) + j] = W[r * in + i + j];
  return true;
}

/* The kernel on W (packed or not), where this build and CPU run it and the shape fits. */
static bool run(const float *W, const float *X, float *Y, size_t n, size_t out, size_t in, bool packed) {
#ifdef HAVE_KERNEL
  if (vl_matmul_avx512_ready() && fits(out, in)) {
    kernel(W, X, Y, n, out, in, packed);
    return true;
  }
#endif
  (void)W, (void)X, (void)Y, (void)n, (void)out, (void)in, (void)packed;
  return false;
}

bool vl_matmul_avx512_packed(const float *P, const float *X, float *Y, size_t n, size_t out, size_t in) {
  return run(P, X, Y, n, out, in, true);
}

bool vl_matmul_avx512(const float *W, const float *X, float *Y, size_t n, size_t out, size_t in) {
  return run(W, X, Y, n, out, in, false);
}
