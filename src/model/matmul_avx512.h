/* The transformer's matrix product on AVX-512, giving bitwise what the AVX2 build's own loops give
 * (model/transformer.c's matmul and matvec, vectorised by the compiler): each dot product summed in
 * eight lanes, lane j over the elements i = j mod 8 in order (a product rounded, then added), then
 * ((a0 + a4) + (a2 + a6)) + ((a1 + a5) + (a3 + a7)). A 512-bit register holds two such eight-lane sums
 * (two rows of W), so each instruction does twice the work, and sixteen sums are reduced together.
 * Only in a GCC build for AVX2 (the order above is its own) and on a CPU with AVX-512F and DQ.
 * Needs: nothing. Produces: Y = W X, four rows of W and up to four positions at a time (four positions
 * share each load of W; eight rows at once keep eight sums in flight where a lone dot product waits on
 * its own additions). */
#ifndef VL_MODEL_MATMUL_AVX512_H
#define VL_MODEL_MATMUL_AVX512_H
#include <stdbool.h>
#include <stddef.h>

/* Y[t][out] = W[out][in] X[t][in] for the n positions of X (rows `in` apart; Y's `out` apart); false,
 * with nothing computed, when the CPU lacks AVX-512, the build is not GCC's for AVX2, or out is not a
 * multiple of 4 or in of 8. */
bool vl_matmul_avx512(const float *W, const float *X, float *Y, size_t n, size_t out, size_t in);

/* True when this build and CPU run the kernel (then it takes every shape fit for it). */
bool vl_matmul_avx512_ready(void);

/* W laid out for one 512-bit load to give two rows: for each pair of rows (r, r + 1) and each eight
 * columns i, row r's eight then row r + 1's, so P[(r / 2) * 2 * in + 2 * i + 8 * (r % 2) + j % 8] =
 * W[r][i + j % 8]; out * in floats, like W. Only the shapes vl_matmul_avx512 takes (false otherwise,
 * P untouched); it needs no AVX-512 to lay out. */
bool vl_matmul_pack(const float *W, float *P, size_t out, size_t in);
/* The same product as vl_matmul_avx512 on W packed by vl_matmul_pack, bitwise the same sums: only the
 * loads differ (one per two rows instead of two and an insert). False, nothing computed, where
 * vl_matmul_avx512 would be. */
bool vl_matmul_avx512_packed(const float *P, const float *X, float *Y, size_t n, size_t out, size_t in);

#endif
