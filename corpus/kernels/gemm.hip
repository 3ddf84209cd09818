/* gemm.hip: C = alpha * A * B + beta * C, row-major, register-tiled: each
 * thread computes a TM x TN tile of C held in registers.
 *
 * Macros (all optional):
 *   T     element type of A, B, C: float (default), half or bf16
 *   ACC   accumulator type (default float; half and bf16 inputs accumulate
 *         in float)
 *   TM TN register tile per thread, 1..16 each (default 4 x 4)
 *   KU    unroll factor of the K loop (default 4)
 *   LB    launch bound: most threads per block (default 256; 64..1024, a
 *         power of two).  It caps the registers per thread the compiler may
 *         use; with SMEM it also sets the block shape (BX x BY = LB threads)
 *   SMEM  0: each thread reads its A rows and B columns straight from global
 *            memory (grid of 2-D blocks of any shape, at most LB threads;
 *            M, N multiples of TM, TN; a tail loop for K % KU)
 *         1: the block stages BM x BK panels of A and BK x BN panels of B in
 *            shared memory (BX x BY threads: 16 x 16 for LB = 256, 8 x 8,
 *            16 x 8, 32 x 16, 32 x 32 for LB = 64, 128, 512, 1024;
 *            BM = BY*TM, BN = BX*TN; M, N, K multiples of BM, BN, BK)
 *         2: as 1, double-buffered: two panel pairs in shared memory; while
 *            the block computes on one, each thread's share of the next K
 *            panel is already in flight from global memory into registers,
 *            and goes to the other buffer after the compute (one barrier per
 *            panel instead of two)
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
#ifndef LB
#define LB 256
#endif
static_assert(TM >= 1 && TM <= 16 && TN >= 1 && TN <= 16, "register tile is 1..16 x 1..16");

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

extern "C" __global__ __launch_bounds__(LB) void
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

/* Block shape for the launch bound: square or twice as wide as tall. */
#if LB == 64
#define BX 8
#define BY 8
#elif LB == 128
#define BX 16
#define BY 8
#elif LB == 256
#define BX 16
#define BY 16
#elif LB == 512
#define BX 32
#define BY 16
#elif LB == 1024
#define BX 32
#define BY 32
#else
#error "LB must be 64, 128, 256, 512 or 1024 with SMEM"
#endif
#define NTHREADS (BX * BY)
#define BM (BY * TM)
#define BN (BX * TN)
#ifndef BK
#define BK 8
#endif
/* Panel elements each thread copies; when a panel is smaller than the block
 * (or does not split evenly) the last round is guarded. */
#define A_LOADS ((BM * BK + NTHREADS - 1) / NTHREADS)
#define B_LOADS ((BK * BN + NTHREADS - 1) / NTHREADS)
#define A_EVEN (BM * BK % NTHREADS == 0)
#define B_EVEN (BK * BN % NTHREADS == 0)

#if SMEM == 1

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
        for (int l = 0; l < A_LOADS; ++l) {
            int e = tid + l * NTHREADS, r = e / BK, c = e % BK;
            if (A_EVEN || e < BM * BK)
                As[c][r] = A[(long)(bm + r) * lda + k0 + c];
        }
#pragma unroll
        for (int l = 0; l < B_LOADS; ++l) {
            int e = tid + l * NTHREADS, r = e / BN, c = e % BN;
            if (B_EVEN || e < BK * BN)
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

#elif SMEM == 2

/* This thread's share of the A and B panels at depth k0, global -> registers. */
static __device__ inline void fetch_panels(T ra[A_LOADS], T rb[B_LOADS], const T *__restrict__ A,
                                           const T *__restrict__ B, int lda, int ldb, int bm, int bn,
                                           int k0, int tid)
{
#pragma unroll
    for (int l = 0; l < A_LOADS; ++l) {
        int e = tid + l * NTHREADS, r = e / BK, c = e % BK;
        if (A_EVEN || e < BM * BK)
            ra[l] = A[(long)(bm + r) * lda + k0 + c];
    }
#pragma unroll
    for (int l = 0; l < B_LOADS; ++l) {
        int e = tid + l * NTHREADS, r = e / BN, c = e % BN;
        if (B_EVEN || e < BK * BN)
            rb[l] = B[(long)(k0 + r) * ldb + bn + c];
    }
}

/* Registers -> one shared-memory buffer (A transposed, as with SMEM = 1). */
static __device__ inline void stash_panels(T As[BK][BM + 1], T Bs[BK][BN], const T ra[A_LOADS],
                                           const T rb[B_LOADS], int tid)
{
#pragma unroll
    for (int l = 0; l < A_LOADS; ++l) {
        int e = tid + l * NTHREADS, r = e / BK, c = e % BK;
        if (A_EVEN || e < BM * BK)
            As[c][r] = ra[l];
    }
#pragma unroll
    for (int l = 0; l < B_LOADS; ++l) {
        int e = tid + l * NTHREADS, r = e / BN, c = e % BN;
        if (B_EVEN || e < BK * BN)
            Bs[r][c] = rb[l];
    }
}

extern "C" __global__ __launch_bounds__(NTHREADS) void
gemm(const T *__restrict__ A, const T *__restrict__ B, T *__restrict__ C, int M, int N, int K,
     int lda, int ldb, int ldc, float alpha, float beta)
{
    __shared__ T As[2][BK][BM + 1];
    __shared__ T Bs[2][BK][BN];

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

    T ra[A_LOADS], rb[B_LOADS];
    fetch_panels(ra, rb, A, B, lda, ldb, bm, bn, 0, tid);
    stash_panels(As[0], Bs[0], ra, rb, tid);
    __syncthreads();

    int buf = 0;
    for (int k0 = 0; k0 < K; k0 += BK) {
        /* Issue the next panel's global loads first: their latency hides behind the
         * FMAs below, and the values only have to reach shared memory afterwards. */
        bool more = k0 + BK < K;
        if (more)
            fetch_panels(ra, rb, A, B, lda, ldb, bm, bn, k0 + BK, tid);

        UNROLL(KU)
        for (int kk = 0; kk < BK; ++kk) {
            ACC av[TM], bv[TN];
#pragma unroll
            for (int i = 0; i < TM; ++i)
                av[i] = (ACC)As[buf][kk][ty * TM + i];
#pragma unroll
            for (int j = 0; j < TN; ++j)
                bv[j] = (ACC)Bs[buf][kk][tx * TN + j];
            outer_product(acc, av, bv);
        }

        /* The other buffer was last read before the previous barrier, so it is free;
         * this barrier then both publishes it and retires the current one. */
        if (more)
            stash_panels(As[buf ^ 1], Bs[buf ^ 1], ra, rb, tid);
        __syncthreads();
        buf ^= 1;
    }
    store_tile(C, ldc, bm + ty * TM, bn + tx * TN, acc, alpha, beta);
}

#else
#error "SMEM must be 0, 1 or 2"
#endif

#endif
