/* attention.hip: multi-head attention forward, O = softmax(Q K^T * scale) V,
 * one query row per thread, FlashAttention-style: the block stages tiles of
 * BKV keys and values in shared memory and each thread keeps its query row,
 * its output row and the running max and sum of an online softmax in
 * registers.  Float throughout.
 *
 * Layout: Q, K, V, O are [batch * heads][S][D], row-major.
 * Grid: x = ceil(S / BQ) query tiles, y = batch * heads.  Block: BQ threads.
 *
 * Macros: D head dimension (32 or 64; default 64), BQ queries per block
 * (default 256), BKV keys per shared-memory tile (default 16), CAUSAL (0/1). */
#include "shim.h"

#ifndef D
#define D 64
#endif
#ifndef BQ
#define BQ 256
#endif
#ifndef BKV
#define BKV 16
#endif
#ifndef CAUSAL
#define CAUSAL 0
#endif

#define LOG2E 1.44269504088896341f

static_assert(BKV * D % BQ == 0, "a key/value tile must split evenly over the block");

extern "C" __global__ __launch_bounds__(BQ) void
attention_fwd(const float *__restrict__ Q, const float *__restrict__ K,
              const float *__restrict__ V, float *__restrict__ O, int S, float scale)
{
    __shared__ float Ks[BKV][D];
    __shared__ float Vs[BKV][D];

    int tid = (int)thread_idx_x();
    int qi = (int)block_idx_x() * BQ + tid;
    long base = (long)block_idx_y() * S * D;
    bool valid = qi < S;

    /* Scores are kept in base 2: exp(x) = exp2(x * log2 e). */
    float q[D], o[D];
    float qscale = scale * LOG2E;
#pragma unroll
    for (int d = 0; d < D; ++d) {
        q[d] = valid ? Q[base + (long)qi * D + d] * qscale : 0.0f;
        o[d] = 0.0f;
    }
    float m = -__builtin_inff(), l = 0.0f;

#if CAUSAL
    int kv_end = (int)block_idx_x() * BQ + BQ < S ? (int)block_idx_x() * BQ + BQ : S;
#else
    int kv_end = S;
#endif
    for (int kv0 = 0; kv0 < kv_end; kv0 += BKV) {
#pragma unroll
        for (int t = 0; t < BKV * D / BQ; ++t) {
            int e = tid + t * BQ, r = e / D, c = e % D;
            int kj = kv0 + r;
            Ks[r][c] = kj < S ? K[base + (long)kj * D + c] : 0.0f;
            Vs[r][c] = kj < S ? V[base + (long)kj * D + c] : 0.0f;
        }
        __syncthreads();

        int n = kv_end - kv0 < BKV ? kv_end - kv0 : BKV;
#if CAUSAL
        if (qi - kv0 + 1 < n)
            n = qi - kv0 + 1;
#endif
        for (int j = 0; j < n; ++j) {
            float s = 0.0f;
#pragma unroll
            for (int d = 0; d < D; ++d)
                s += q[d] * Ks[j][d];
            float m_new = fmaxf(m, s);
            float correction = exp2f(m - m_new);
            float p = exp2f(s - m_new);
            l = l * correction + p;
#pragma unroll
            for (int d = 0; d < D; ++d)
                o[d] = o[d] * correction + p * Vs[j][d];
            m = m_new;
        }
        __syncthreads();
    }

    if (valid) {
        float inv = 1.0f / l;
#pragma unroll
        for (int d = 0; d < D; ++d)
            O[base + (long)qi * D + d] = o[d] * inv;
    }
}
