/* layernorm.hip: LayerNorm / RMSNorm forward over rows x N, row-major, with an
 * optional fused residual add (the pre-norm transformer block's "add & norm"):
 *
 *   h = X + R                         (RESID; h is written to H)
 *   LayerNorm: Y = (h - mean) * rstd * gamma + beta,  rstd = 1 / sqrt(var + eps)
 *   RMSNorm:   Y = h * rstd * gamma,                   rstd = 1 / sqrt(mean(h^2) + eps)
 *
 * mean and rstd of every row also go to Mean and Rstd (for the backward pass)
 * when those pointers are not null.  Statistics in float whatever the element type.
 *
 * Macros (all optional):
 *   T      element type of X, R, H, Y, gamma, beta: float (default) or half
 *   MODE   1: one warp per row (default): lanes stride the row, shuffles reduce
 *          2: one block per row: warps reduce with shuffles, then across shared memory
 *   RMS    0 (default): LayerNorm; 1: RMSNorm (no mean, no beta; STATS unused)
 *   STATS  how LayerNorm gets mean and variance:
 *            0: two passes (default): the mean first, then the mean of (h - mean)^2
 *            1: Welford: every thread keeps (count, mean, M2), merged across
 *               threads with Chan's formula; one pass
 *   RESID  0 (default) or 1: add R and store the sum in H first
 *   VEC    elements per load and store: 1, 2 (default) or 4 (N % VEC == 0)
 *   EPT    vectors per thread held in registers (default 4; N at most EPT * VEC
 *          * threads per row); 0: no cache, any N: the passes reread the row
 *          (from H when RESID, which this same thread wrote)
 *   BLOCK  threads per block, also the launch bound (default 256)
 *
 * Grid: MODE 1: ceil(rows / (BLOCK / warp size)) blocks; MODE 2: rows blocks.
 * Kernel: layernorm_fwd(X, R, H, Y, gamma, beta, Mean, Rstd, rows, N, eps). */
#include "shim.h"

#ifndef T
#define T float
#endif
#ifndef MODE
#define MODE 1
#endif
#ifndef RMS
#define RMS 0
#endif
#ifndef STATS
#define STATS 0
#endif
#ifndef RESID
#define RESID 0
#endif
#ifndef VEC
#define VEC 2
#endif
#ifndef EPT
#define EPT 4
#endif
#ifndef BLOCK
#define BLOCK 256
#endif

#define WELFORD (!RMS && STATS == 1)

struct __attribute__((aligned(sizeof(T) * VEC))) vec {
    T e[VEC];
};

/* Butterfly shuffle over the whole warp.  The NVPTX side carries its own
 * PTX >= 6.0 target feature: shim.h's shuffles compile only where the command
 * line adds one (the collector passes +ptx78, a bare header-less build does not). */
#ifdef __NVPTX__
__attribute__((target("ptx60"))) static __device__ inline float xor_lane(float v, int lane_mask)
{
    return __int_as_float(__nvvm_shfl_sync_bfly_i32(0xffffffffu, __float_as_int(v), lane_mask, 0x1f));
}
#else
static __device__ inline float xor_lane(float v, int lane_mask)
{
    return __int_as_float(__shfl_xor_int(__float_as_int(v), lane_mask, warp_size()));
}
#endif

/* Welford state of a thread, a warp or a block. */
struct wf {
    float n, mean, m2;
};

static __device__ inline void wf_add(struct wf *a, float x)
{
    a->n += 1.0f;
    float d = x - a->mean;
    a->mean += d / a->n;
    a->m2 += d * (x - a->mean);
}

/* Chan et al.: merges b into a; either may be empty. */
static __device__ inline void wf_merge(struct wf *a, struct wf b)
{
    float n = a->n + b.n;
    float rb = n > 0.0f ? b.n / n : 0.0f;
    float d = b.mean - a->mean;
    a->mean += d * rb;
    a->m2 += b.m2 + d * d * a->n * rb;
    a->n = n;
}

#if MODE == 2
#define MAX_WARPS (BLOCK / 32)
#endif

/* Sum over the row's threads.  MODE 2: every thread folds the warps' posted
 * partials itself (no broadcast step); buf is private to the call site. */
static __device__ inline float row_sum(float v, float *buf)
{
    for (int w = warp_size() / 2; w > 0; w >>= 1)
        v += xor_lane(v, w);
#if MODE == 2
    if (lane_id() == 0)
        buf[thread_idx_x() / warp_size()] = v;
    __syncthreads();
    v = buf[0];
    for (int w = 1; w < BLOCK / warp_size(); ++w)
        v += buf[w];
#else
    (void)buf;
#endif
    return v;
}

static __device__ inline void row_merge(struct wf *a, struct wf *buf)
{
    for (int w = warp_size() / 2; w > 0; w >>= 1) {
        struct wf b = {xor_lane(a->n, w), xor_lane(a->mean, w), xor_lane(a->m2, w)};
        wf_merge(a, b);
    }
#if MODE == 2
    if (lane_id() == 0)
        buf[thread_idx_x() / warp_size()] = *a;
    __syncthreads();
    *a = buf[0];
    for (int w = 1; w < BLOCK / warp_size(); ++w)
        wf_merge(a, buf[w]);
#else
    (void)buf;
#endif
}

/* h = x (+ r) of vector c; stored to H when RESID. */
static __device__ inline void load_h(const struct vec *x, const struct vec *r, struct vec *h, int c, float out[VEC])
{
    struct vec a = x[c];
#if RESID
    struct vec b = r[c];
#pragma unroll
    for (int k = 0; k < VEC; ++k) {
        /* Normalise the rounded sum, the value the residual stream keeps. */
        a.e[k] = (T)((float)a.e[k] + (float)b.e[k]);
        out[k] = (float)a.e[k];
    }
    h[c] = a;
#else
    (void)r;
    (void)h;
#pragma unroll
    for (int k = 0; k < VEC; ++k)
        out[k] = (float)a.e[k];
#endif
}

/* y = (v - mean) * rstd * gamma (+ beta) for vector c. */
static __device__ inline void store_y(struct vec *y, const struct vec *g, const struct vec *b, int c,
                                      const float v[VEC], float mean, float rstd)
{
    struct vec gv = g[c], o;
#if !RMS
    struct vec bv = b[c];
#else
    (void)b;
#endif
#pragma unroll
    for (int k = 0; k < VEC; ++k) {
        float t = (v[k] - mean) * rstd * (float)gv.e[k];
#if !RMS
        t += (float)bv.e[k];
#endif
        o.e[k] = (T)t;
    }
    y[c] = o;
}

extern "C" __global__ __launch_bounds__(BLOCK) void
layernorm_fwd(const T *__restrict__ X, const T *__restrict__ R, T *__restrict__ H, T *__restrict__ Y,
              const T *__restrict__ gamma, const T *__restrict__ beta, float *__restrict__ Mean,
              float *__restrict__ Rstd, int rows, int N, float eps)
{
    int tid = (int)thread_idx_x();
#if MODE == 1
    int row = (int)block_idx_x() * (BLOCK / warp_size()) + tid / warp_size();
    int first = lane_id(), stride = warp_size();
#else
    int row = (int)block_idx_x();
    int first = tid, stride = BLOCK;
#endif
    /* Whole warps (MODE 1) or whole blocks (MODE 2) leave together. */
    if (row >= rows)
        return;
    long off = (long)row * N;
    const struct vec *x = (const struct vec *)(X + off);
    const struct vec *r = (const struct vec *)(R + off);
    struct vec *h = (struct vec *)(H + off);
    struct vec *y = (struct vec *)(Y + off);
    const struct vec *g = (const struct vec *)gamma;
    const struct vec *b = (const struct vec *)beta;
    int nv = N / VEC;
    float inv_n = 1.0f / (float)N;

#if MODE == 2
    __shared__ float red0[MAX_WARPS];
    __shared__ float red1[MAX_WARPS];
#if WELFORD
    __shared__ struct wf redw[MAX_WARPS];
#endif
#else
    float *red0 = 0, *red1 = 0;
#if WELFORD
    struct wf *redw = 0;
#endif
#endif
    (void)red1;

    float mean = 0.0f, rstd;
#if EPT > 0
    /* The row stays in registers between the statistics and the output. */
    float v[EPT][VEC];
#pragma unroll
    for (int i = 0; i < EPT; ++i) {
        int c = first + i * stride;
        if (c < nv)
            load_h(x, r, h, c, v[i]);
        else
#pragma unroll
            for (int k = 0; k < VEC; ++k)
                v[i][k] = 0.0f;
    }
#if RMS
    float ss = 0.0f;
#pragma unroll
    for (int i = 0; i < EPT; ++i)
#pragma unroll
        for (int k = 0; k < VEC; ++k)
            ss = fmaf(v[i][k], v[i][k], ss);
    rstd = rsqrtf(row_sum(ss, red0) * inv_n + eps);
#elif STATS == 0
    float s = 0.0f;
#pragma unroll
    for (int i = 0; i < EPT; ++i)
#pragma unroll
        for (int k = 0; k < VEC; ++k)
            s += v[i][k];
    mean = row_sum(s, red0) * inv_n;
    float sq = 0.0f;
#pragma unroll
    for (int i = 0; i < EPT; ++i)
        if (first + i * stride < nv) /* padding would add mean^2 */
#pragma unroll
            for (int k = 0; k < VEC; ++k) {
                float d = v[i][k] - mean;
                sq = fmaf(d, d, sq);
            }
    rstd = rsqrtf(row_sum(sq, red1) * inv_n + eps);
#else
    struct wf st = {0.0f, 0.0f, 0.0f};
#pragma unroll
    for (int i = 0; i < EPT; ++i)
        if (first + i * stride < nv)
#pragma unroll
            for (int k = 0; k < VEC; ++k)
                wf_add(&st, v[i][k]);
    row_merge(&st, redw);
    mean = st.mean;
    rstd = rsqrtf(st.m2 * inv_n + eps);
#endif
#pragma unroll
    for (int i = 0; i < EPT; ++i) {
        int c = first + i * stride;
        if (c < nv)
            store_y(y, g, b, c, v[i], mean, rstd);
    }

#else /* EPT == 0 */
    /* Pass 1 writes H; later passes reread this thread's own elements of it. */
#if RESID
    const struct vec *hr = h;
#else
    const struct vec *hr = x;
#endif
#if RMS
    float ss = 0.0f;
    for (int c = first; c < nv; c += stride) {
        float t[VEC];
        load_h(x, r, h, c, t);
#pragma unroll
        for (int k = 0; k < VEC; ++k)
            ss = fmaf(t[k], t[k], ss);
    }
    rstd = rsqrtf(row_sum(ss, red0) * inv_n + eps);
#elif STATS == 0
    float s = 0.0f;
    for (int c = first; c < nv; c += stride) {
        float t[VEC];
        load_h(x, r, h, c, t);
#pragma unroll
        for (int k = 0; k < VEC; ++k)
            s += t[k];
    }
    mean = row_sum(s, red0) * inv_n;
    float sq = 0.0f;
    for (int c = first; c < nv; c += stride) {
        struct vec a = hr[c];
#pragma unroll
        for (int k = 0; k < VEC; ++k) {
            float d = (float)a.e[k] - mean;
            sq = fmaf(d, d, sq);
        }
    }
    rstd = rsqrtf(row_sum(sq, red1) * inv_n + eps);
#else
    struct wf st = {0.0f, 0.0f, 0.0f};
    for (int c = first; c < nv; c += stride) {
        float t[VEC];
        load_h(x, r, h, c, t);
#pragma unroll
        for (int k = 0; k < VEC; ++k)
            wf_add(&st, t[k]);
    }
    row_merge(&st, redw);
    mean = st.mean;
    rstd = rsqrtf(st.m2 * inv_n + eps);
#endif
    for (int c = first; c < nv; c += stride) {
        struct vec a = hr[c];
        float t[VEC];
#pragma unroll
        for (int k = 0; k < VEC; ++k)
            t[k] = (float)a.e[k];
        store_y(y, g, b, c, t, mean, rstd);
    }
#endif

    if (first == 0) {
        if (Mean)
            Mean[row] = mean;
        if (Rstd)
            Rstd[row] = rstd;
    }
}
