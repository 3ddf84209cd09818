/* gemm.hip: C = alpha * A * B + beta * C, row-major, register-tiled: each
 * thread computes a TM x TN tile of C held in registers.
 *
 * Macros (all optional):
 *   T     element type of A, B, C: float (default) or half
 *   ACC   accumulator type (default float; half inputs accumulate in float)
 *   TM TN register tile per thread (default 4 x 4)
 *   KU    unroll factor of the K loop (default 4)
 *   SMEM  0: each thread reads its A rows and B columns straight from global
 *            memory (grid of 2-D blocks of any shape, at most 256 threads;
 *            M, N multiples of TM, TN; a tail loop for K % KU)
 *         1: the block stages BM x BK panels of A and BK x BN panels of B in
 *            shared memory (BX x BY = 16 x 16 threads, BM = BY*TM,
 *            BN = BX*TN; M, N, K multiples of BM, BN, BK)
 *   BK    K depth of a shared-memory panel (default 8, SMEM only)
 *
 * Kernel: gemm(A, B, C, M, N, K, lda, ldb, ldc, alpha, beta). */
#include "shim.h"

#ifndef T
#define T float
#endif
#ifndef ACC
#define ACC float
#endif
#ifndef TM
#define TM 4
#endif
#ifndef TN
#define TN 4
#endif
#ifndef KU
#define KU 4
#endif
#ifndef SMEM
#define SMEM 0
#endif

/* One rank-1 update of the register tile. */
static __device__ inline void outer_product(ACC acc[TM][TN], const ACC a[TM], const ACC b[TN])
{
#pragma unroll
    for (int i = 0; i < TM; ++i)
#pragma unroll
        for (int j = 0; j < TN; ++j)
            acc[i][j] += a[i] * b[j];
}

/* C tile <- alpha * acc + beta * C tile. */
static __device__ inline void store_tile(T *__restrict__ C, int ldc, int row0, int col0,
                                         ACC acc[TM][TN], float alpha, float beta)
{
#pragma unroll
    for (int i = 0; i < TM; ++i) {
        T *c = C + (long)(row0 + i) * ldc + col0;
#pragma unroll
        for (int j = 0; j < TN; ++j) {
            float old = beta != 0.0f ? (float)c[j] : 0.0f;
            c[j] = (T)(alpha * (float)acc[i][j] + beta * old);
        }
    }
}

#if !SMEM

extern "C" __global__ __launch_bounds__(256) void
gemm(const T *__restrict__ A, const T *__restrict__ B, T *__restrict__ C, int M, int N, int K,
     int lda, int ldb, int ldc, float alpha, float beta)
{
    int row0 = (int)(block_idx_y() * block_dim_y() + thread_idx_y()) * TM;
    int col0 = (int)(block_idx_x() * block_dim_x() + thread_idx_x()) * TN;
    if (row0 >= M || col0 >= N)
        return;

    ACC acc[TM][TN];
#pragma unroll
    for (int i = 0; i < TM; ++i)
#pragma unroll
        for (int j = 0; j < TN; ++j)
            acc[i][j] = (ACC)0;

    const T *a = A + (long)row0 * lda;
    const T *b = B + col0;
    int k = 0;
    for (; k + KU <= K; k += KU) {
        ACC av[KU][TM], bv[KU][TN];
#pragma unroll
        for (int kk = 0; kk < KU; ++kk) {
#pragma unroll
            for (int i = 0; i < TM; ++i)
                av[kk][i] = (ACC)a[(long)i * lda + k + kk];
#pragma unroll
            for (int j = 0; j < TN; ++j)
                bv[kk][j] = (ACC)b[(long)(k + kk) * ldb + j];
        }
#pragma unroll
        for (int kk = 0; kk < KU; ++kk)
            outer_product(acc, av[kk], bv[kk]);
    }
    for (; k < K; ++k) {
        ACC av[TM], bv[TN];
#pragma unroll
        for (int i = 0; i < TM; ++i)
            av[i] = (ACC)a[(long)i * lda + k];
#pragma unroll
        for (int j = 0; j < TN; ++j)
            bv[j] = (ACC)b[(long)k * ldb + j];
        outer_product(acc, av, bv);
    }
    store_tile(C, ldc, row0, col0, acc, alpha, beta);
}

#else /* SMEM */

#define BX 16
#define BY 16
#define NTHREADS (BX * BY)
#define BM (BY * TM)
#define BN (BX * TN)
#ifndef BK
#define BK 8
#endif
static_assert(BM * BK % NTHREADS == 0 && BK * BN % NTHREADS == 0, "panels must split evenly over the block");

extern "C" __global__ __launch_bounds__(NTHREADS) void
gemm(const T *__restrict__ A, const T *__restrict__ B, T *__restrict__ C, int M, int N, int K,
     int lda, int ldb, int ldc, float alpha, float beta)
{
    /* A panel stored transposed (k-major) so that a thread's TM values are contiguous;
     * one element of padding per row keeps the transposing stores off one bank. */
    __shared__ T As[BK][BM + 1];
    __shared__ T Bs[BK][BN];

    int tx = (int)thread_idx_x(), ty = (int)thread_idx_y();
    int tid = ty * BX + tx;
    int bm = (int)block_idx_y() * BM, bn = (int)block_idx_x() * BN;
    (void)M;
    (void)N;

    ACC acc[TM][TN];
#pragma unroll
    for (int i = 0; i < TM; ++i)
#pragma unroll
        for (int j = 0; j < TN; ++j)
            acc[i][j] = (ACC)0;

    for (int k0 = 0; k0 < K; k0 += BK) {
#pragma unroll
        for (int l = 0; l < BM * BK / NTHREADS; ++l) {
            int e = tid + l * NTHREADS, r = e / BK, c = e % BK;
            As[c][r] = A[(long)(bm + r) * lda + k0 + c];
        }
#pragma unroll
        for (int l = 0; l < BK * BN / NTHREADS; ++l) {
            int e = tid + l * NTHREADS, r = e / BN, c = e % BN;
            Bs[r][c] = B[(long)(k0 + r) * ldb + bn + c];
        }
        __syncthreads();

        UNROLL(KU)
        for (int kk = 0; kk < BK; ++kk) {
            ACC av[TM], bv[TN];
#pragma unroll
            for (int i = 0; i < TM; ++i)
                av[i] = (ACC)As[kk][ty * TM + i];
#pragma unroll
            for (int j = 0; j < TN; ++j)
                bv[j] = (ACC)Bs[kk][tx * TN + j];
            outer_product(acc, av, bv);
        }
        __syncthreads();
    }
    store_tile(C, ldc, bm + ty * TM, bn + tx * TN, acc, alpha, beta);
}

#endif
