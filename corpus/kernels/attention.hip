/* attention.hip: multi-head attention forward, O = softmax(Q K^T * scale) V,
 * FlashAttention-style: a group of TPR adjacent threads owns RQ query rows and
 * keeps, split over its lanes, the query rows, their output rows and the
 * running max and sum of an online softmax in registers, while the keys and
 * values of its head stream past; the output is rescaled whenever the running
 * max grows.  Scores, softmax and the output accumulator are float whatever
 * the element type.
 *
 * Layout: Q, K, V, O are [batch * heads][S][D], row-major.
 * Grid: x = ceil(S / (BQ / TPR * RQ)) query tiles, y = batch * heads.
 * Block: BQ threads; group g = t / TPR of block b owns rows
 * (b * BQ / TPR + g) * RQ .. + RQ - 1, and lane u = t % TPR of the group holds
 * dimensions u, u + TPR, u + 2 TPR, ... of them.
 *
 * Macros (all optional):
 *   D       head dimension: 32, 64 (default) or 128
 *   T       element type of Q, K, V, O: float (default) or half
 *   CAUSAL  0 (default): every query sees every key
 *           1: query i sees keys 0..i; key tiles past the block's last row are
 *              skipped, keys before a group's first row need no mask, and only
 *              the keys on the diagonal go through the masked copy of the step
 *   BQ      threads per block, also the launch bound (default 256)
 *   RQ      query rows per thread group (default 1): every K and V element read
 *           is used RQ times, at the price of RQ * 2 * D / TPR registers
 *   TPR     threads per query row group, a power of two up to the warp
 *           (default 1): TPR > 1 splits the head dimension over the lanes and
 *           completes every score with log2(TPR) butterfly shuffles
 *   KB      keys per softmax step (default 1): 1 rescales the output after every
 *           key; KB > 1 scores KB keys, then rescales once with their max
 *   SMEM    1 (default): the block stages BKV keys and values at a time in
 *              shared memory, zero-filled past S
 *           0: every thread reads K and V straight from global memory; the
 *              rows are the same across the block (scalar loads on AMD when
 *              TPR = 1)
 *   BKV     keys per shared-memory tile (default 16, SMEM only)
 *
 * Kernel: attention_fwd(Q, K, V, O, S, scale). */
#include "shim.h"

#ifndef D
#define D 64
#endif
#ifndef T
#define T float
#endif
#ifndef CAUSAL
#define CAUSAL 0
#endif
#ifndef BQ
#define BQ 256
#endif
#ifndef RQ
#define RQ 1
#endif
#ifndef TPR
#define TPR 1
#endif
#ifndef KB
#define KB 1
#endif
#ifndef SMEM
#define SMEM 1
#endif
#ifndef BKV
#define BKV 16
#endif

#define LOG2E 1.44269504088896341f
#define NEG_INF (-__builtin_inff())

/* CUDA's __forceinline__ (shim.h has none): the step is far above NVPTX's
 * inline threshold, and a call would put the whole state on the stack. */
#define FORCE_INLINE __attribute__((always_inline))

#define DL (D / TPR)               /* head dimensions per lane */
#define ROWS (BQ / TPR * RQ)       /* query rows per block */
static_assert(D % TPR == 0 && (TPR & (TPR - 1)) == 0 && TPR <= 32, "TPR must split D and fit a warp");

/* Butterfly shuffle within aligned groups of TPR lanes.  The NVPTX side is
 * spelled out here and carries its own PTX >= 6.0 target feature: shim.h's
 * shuffles compile only where the command line adds one (the collector passes
 * +ptx78, a bare header-less build does not).  The mask names only the
 * group, whose lanes run the loop together while other groups of the warp may
 * have left it (causal bounds differ per group). */
#ifdef __NVPTX__
__attribute__((target("ptx60"))) static __device__ inline float group_xor(float v, int lane_mask)
{
    uint group = TPR == 32 ? 0xffffffffu : ((1u << TPR) - 1) << (lane_id() & ~(TPR - 1));
    return __int_as_float(
        __nvvm_shfl_sync_bfly_i32(group, __float_as_int(v), lane_mask, ((32 - TPR) << 8) | 0x1f));
}
#else
static __device__ inline float group_xor(float v, int lane_mask)
{
    return __int_as_float(__shfl_xor_int(__float_as_int(v), lane_mask, TPR));
}
#endif

#if SMEM
static_assert(BKV % KB == 0, "a key tile must hold whole softmax steps");
#endif

/* Per-thread softmax state: RQ query rows (pre-scaled into base 2, so that
 * exp(x) = exp2(x)), their unnormalised output rows, running max and sum. */
struct state {
    float q[RQ][DL];
    float o[RQ][DL];
    float m[RQ];
    float l[RQ];
};

/* One online-softmax step over keys kj0 .. kj0 + KB - 1, whose K and V rows
 * are rows j0 .. of Kt and Vt (D apart).  MASKED: keys at or past kv_lim and,
 * if CAUSAL, keys after a row are masked out, and the rows read are clamped
 * to jlast so that the loads stay in bounds. */
static __device__ inline FORCE_INLINE void step(struct state *st, const T *Kt, const T *Vt, int u, int j0,
                                                int jlast, int kj0, int kv_lim, int qi0, bool masked)
{
    int jr[KB];
#pragma unroll
    for (int kk = 0; kk < KB; ++kk)
        jr[kk] = masked && j0 + kk > jlast ? jlast : j0 + kk;

    float s[RQ][KB];
#pragma unroll
    for (int r = 0; r < RQ; ++r)
#pragma unroll
        for (int kk = 0; kk < KB; ++kk)
            s[r][kk] = 0.0f;
    /* Dimensions outer, rows inner: each key element is loaded once for all rows. */
#pragma unroll
    for (int i = 0; i < DL; ++i)
#pragma unroll
        for (int kk = 0; kk < KB; ++kk) {
            float kv = (float)Kt[jr[kk] * D + i * TPR + u];
#pragma unroll
            for (int r = 0; r < RQ; ++r)
                s[r][kk] = fmaf(st->q[r][i], kv, s[r][kk]);
        }
#if TPR > 1
    /* Every lane of the group ends with the whole dot products. */
#pragma unroll
    for (int w = TPR / 2; w > 0; w >>= 1)
#pragma unroll
        for (int r = 0; r < RQ; ++r)
#pragma unroll
            for (int kk = 0; kk < KB; ++kk)
                s[r][kk] += group_xor(s[r][kk], w);
#endif

    float p[RQ][KB], corr[RQ];
#pragma unroll
    for (int r = 0; r < RQ; ++r) {
        float mx = st->m[r];
#pragma unroll
        for (int kk = 0; kk < KB; ++kk) {
            if (masked) {
                int kj = kj0 + kk;
                bool out = kj >= kv_lim;
#if CAUSAL
                out = out || kj > qi0 + r;
#endif
                s[r][kk] = out ? NEG_INF : s[r][kk];
            }
            mx = fmaxf(mx, s[r][kk]);
        }
        /* A row that has seen only masked keys keeps m = -inf; subtracting 0
         * instead keeps exp2 away from -inf - -inf = NaN. */
        float mref = mx == NEG_INF ? 0.0f : mx;
        corr[r] = exp2f(st->m[r] - mref);
        float sum = 0.0f;
#pragma unroll
        for (int kk = 0; kk < KB; ++kk) {
            p[r][kk] = exp2f(s[r][kk] - mref);
            sum += p[r][kk];
        }
        st->l[r] = st->l[r] * corr[r] + sum;
        st->m[r] = mx;
    }

#pragma unroll
    for (int i = 0; i < DL; ++i) {
        float vv[KB];
#pragma unroll
        for (int kk = 0; kk < KB; ++kk)
            vv[kk] = (float)Vt[jr[kk] * D + i * TPR + u];
#pragma unroll
        for (int r = 0; r < RQ; ++r) {
            float acc = st->o[r][i] * corr[r];
#pragma unroll
            for (int kk = 0; kk < KB; ++kk)
                acc = fmaf(p[r][kk], vv[kk], acc);
            st->o[r][i] = acc;
        }
    }
}

/* Keys kv0 .. kv0 + n_t - 1, rows 0 .. of Kt / Vt: whole steps of keys that no
 * row masks (the first n_free) unmasked, the rest through the masked step. */
static __device__ inline FORCE_INLINE void run_keys(struct state *st, const T *Kt, const T *Vt, int u, int jlast,
                                                    int kv0, int n_free, int n_t, int qi0)
{
    int j0 = 0;
    for (; j0 + KB <= n_free; j0 += KB)
        step(st, Kt, Vt, u, j0, jlast, kv0 + j0, 0, qi0, false);
    for (; j0 < n_t; j0 += KB)
        step(st, Kt, Vt, u, j0, jlast, kv0 + j0, kv0 + n_t, qi0, true);
}

static __device__ inline int imin(int a, int b) { return a < b ? a : b; }

extern "C" __global__ __launch_bounds__(BQ) void
attention_fwd(const T *__restrict__ Q, const T *__restrict__ K, const T *__restrict__ V,
              T *__restrict__ O, int S, float scale)
{
    int tid = (int)thread_idx_x();
    int u = tid % TPR;
    int row_lo = (int)block_idx_x() * ROWS;
    int qi0 = row_lo + tid / TPR * RQ;
    long base = (long)block_idx_y() * S * D;

    struct state st;
    float qscale = scale * LOG2E;
#pragma unroll
    for (int r = 0; r < RQ; ++r) {
        bool valid = qi0 + r < S;
#pragma unroll
        for (int i = 0; i < DL; ++i) {
            st.q[r][i] = valid ? (float)Q[base + (long)(qi0 + r) * D + i * TPR + u] * qscale : 0.0f;
            st.o[r][i] = 0.0f;
        }
        st.m[r] = NEG_INF;
        st.l[r] = 0.0f;
    }

    /* Keys this group needs: all of them, or (causal) up to its last row. */
#if CAUSAL
    int kv_thread = imin(S, qi0 + RQ);
    int free_thread = imin(S, qi0 + 1);
#else
    int kv_thread = S;
    int free_thread = S;
#endif

#if SMEM
    __shared__ T Ks[BKV * D];
    __shared__ T Vs[BKV * D];
#if CAUSAL
    int kv_end = imin(S, row_lo + ROWS);
#else
    int kv_end = S;
#endif
    for (int kv0 = 0; kv0 < kv_end; kv0 += BKV) {
        /* Coalesced: consecutive threads load consecutive elements of the tile. */
#pragma unroll
        for (int t = 0; t < (BKV * D + BQ - 1) / BQ; ++t) {
            int e = tid + t * BQ;
            if (BKV * D % BQ == 0 || e < BKV * D) {
                int kj = kv0 + e / D;
                Ks[e] = kj < S ? K[base + (long)kv0 * D + e] : (T)0.0f;
                Vs[e] = kj < S ? V[base + (long)kv0 * D + e] : (T)0.0f;
            }
        }
        __syncthreads();
        int n_t = imin(BKV, kv_thread - kv0);
        int n_free = imin(BKV, free_thread - kv0);
        run_keys(&st, Ks, Vs, u, BKV - 1, kv0, n_free, n_t, qi0);
        __syncthreads();
    }
#else
    run_keys(&st, K + base, V + base, u, S - 1, 0, free_thread, kv_thread, qi0);
#endif

#pragma unroll
    for (int r = 0; r < RQ; ++r) {
        if (qi0 + r < S) {
            float inv = 1.0f / st.l[r];
#pragma unroll
            for (int i = 0; i < DL; ++i)
                O[base + (long)(qi0 + r) * D + i * TPR + u] = (T)(st.o[r][i] * inv);
        }
    }
}
