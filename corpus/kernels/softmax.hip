/* softmax.hip: row softmax, Y[r][c] = exp(X[r][c] - max_r) / sum_c exp(X[r][c] - max_r),
 * for rows x N, row-major.  Math in float whatever the element type.
 *
 * Macros (all optional):
 *   T      element type of X and Y: float (default) or half
 *   MODE   who owns a row:
 *            0: one thread (short rows, e.g. router logits): no communication
 *            1: one warp (default): lanes stride the row, butterfly shuffles reduce
 *            2: one block: warps reduce with shuffles, then across shared memory
 *   VEC    elements per load and store, 1 (default), 2 or 4 (N % VEC == 0; rows
 *          stay aligned to VEC elements)
 *   EPT    vectors per thread held in registers (default 4): the row is read
 *          once, and N must not exceed EPT * VEC * (threads per row);
 *          0: no cache, any N: one pass keeps a running max and sum (rescaling
 *          the sum when the max grows), a second pass rereads X to write Y
 *   BLOCK  threads per block, also the launch bound (default 256)
 *
 * Grid: MODE 0: ceil(rows / BLOCK) blocks; MODE 1: ceil(rows / (BLOCK / warp
 * size)); MODE 2: one block per row.
 * Kernel: softmax_fwd(X, Y, rows, N). */
#include "shim.h"

#ifndef T
#define T float
#endif
#ifndef MODE
#define MODE 1
#endif
#ifndef VEC
#define VEC 1
#endif
#ifndef EPT
#define EPT 4
#endif
#ifndef BLOCK
#define BLOCK 256
#endif

#define LOG2E 1.44269504088896341f
#define NEG_INF (-__builtin_inff())

/* VEC elements moved by one load or store (CUDA's float4 idea). */
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

/* Merges running (max, sum) pairs: the sum with the smaller max is rescaled. */
static __device__ inline void merge(float *m, float *s, float m2, float s2)
{
    float mn = fmaxf(*m, m2);
    float mref = mn == NEG_INF ? 0.0f : mn;
    *s = *s * exp2f((*m - mref) * LOG2E) + s2 * exp2f((m2 - mref) * LOG2E);
    *m = mn;
}

#if MODE >= 1
static __device__ inline float warp_max(float v)
{
    for (int w = warp_size() / 2; w > 0; w >>= 1)
        v = fmaxf(v, xor_lane(v, w));
    return v;
}
static __device__ inline float warp_sum(float v)
{
    for (int w = warp_size() / 2; w > 0; w >>= 1)
        v += xor_lane(v, w);
    return v;
}
static __device__ inline void warp_merge(float *m, float *s)
{
    for (int w = warp_size() / 2; w > 0; w >>= 1) {
        float m2 = xor_lane(*m, w), s2 = xor_lane(*s, w);
        merge(m, s, m2, s2);
    }
}
#endif

#if MODE == 2
#define MAX_WARPS (BLOCK / 32)
/* Block-wide reductions: each warp reduces, lane 0 posts the result, and every
 * thread folds the (few) posted values itself, so no broadcast step is needed.
 * Each call site has its own buffer: no barrier is needed before a reuse. */
static __device__ inline float block_max(float v, float *buf)
{
    v = warp_max(v);
    int nw = BLOCK / warp_size();
    if (lane_id() == 0)
        buf[thread_idx_x() / warp_size()] = v;
    __syncthreads();
    v = buf[0];
    for (int w = 1; w < nw; ++w)
        v = fmaxf(v, buf[w]);
    return v;
}
static __device__ inline float block_sum(float v, float *buf)
{
    v = warp_sum(v);
    int nw = BLOCK / warp_size();
    if (lane_id() == 0)
        buf[thread_idx_x() / warp_size()] = v;
    __syncthreads();
    v = buf[0];
    for (int w = 1; w < nw; ++w)
        v += buf[w];
    return v;
}
static __device__ inline void block_merge(float *m, float *s, float *mbuf, float *sbuf)
{
    warp_merge(m, s);
    int nw = BLOCK / warp_size();
    if (lane_id() == 0) {
        mbuf[thread_idx_x() / warp_size()] = *m;
        sbuf[thread_idx_x() / warp_size()] = *s;
    }
    __syncthreads();
    *m = mbuf[0];
    *s = sbuf[0];
    for (int w = 1; w < nw; ++w)
        merge(m, s, mbuf[w], sbuf[w]);
}
#endif

extern "C" __global__ __launch_bounds__(BLOCK) void
softmax_fwd(const T *__restrict__ X, T *__restrict__ Y, int rows, int N)
{
    int tid = (int)thread_idx_x();
    /* This thread's row, its first vector and the stride between its vectors. */
#if MODE == 0
    int row = (int)block_idx_x() * BLOCK + tid;
    int first = 0, stride = 1;
#elif MODE == 1
    int wpb = BLOCK / warp_size();
    int row = (int)block_idx_x() * wpb + tid / warp_size();
    int first = lane_id(), stride = warp_size();
#else
    int row = (int)block_idx_x();
    int first = tid, stride = BLOCK;
#endif
    /* Whole warps (MODE 1) or whole blocks (MODE 2) leave together. */
    if (row >= rows)
        return;
    const struct vec *x = (const struct vec *)(X + (long)row * N);
    struct vec *y = (struct vec *)(Y + (long)row * N);
    int nv = N / VEC;

#if MODE == 2
    __shared__ float red0[MAX_WARPS];
    __shared__ float red1[MAX_WARPS];
#endif

#if EPT > 0
    /* The row stays in registers: one read of X, one write of Y. */
    float v[EPT][VEC];
    float m = NEG_INF;
#pragma unroll
    for (int i = 0; i < EPT; ++i) {
        int c = first + i * stride;
        if (c < nv) {
            struct vec a = x[c];
#pragma unroll
            for (int k = 0; k < VEC; ++k)
                v[i][k] = (float)a.e[k];
        } else {
#pragma unroll
            for (int k = 0; k < VEC; ++k)
                v[i][k] = NEG_INF;
        }
#pragma unroll
        for (int k = 0; k < VEC; ++k)
            m = fmaxf(m, v[i][k]);
    }
#if MODE == 1
    m = warp_max(m);
#elif MODE == 2
    m = block_max(m, red0);
#endif
    float mlog = m * LOG2E, s = 0.0f;
#pragma unroll
    for (int i = 0; i < EPT; ++i)
#pragma unroll
        for (int k = 0; k < VEC; ++k) {
            v[i][k] = exp2f(fmaf(v[i][k], LOG2E, -mlog)); /* padding: exp2(-inf) = 0 */
            s += v[i][k];
        }
#if MODE == 1
    s = warp_sum(s);
#elif MODE == 2
    s = block_sum(s, red1);
#endif
    float inv = 1.0f / s;
#pragma unroll
    for (int i = 0; i < EPT; ++i) {
        int c = first + i * stride;
        if (c < nv) {
            struct vec a;
#pragma unroll
            for (int k = 0; k < VEC; ++k)
                a.e[k] = (T)(v[i][k] * inv);
            y[c] = a;
        }
    }
#else
    /* Online pass: a running max and a sum rescaled whenever the max grows. */
    float m = NEG_INF, s = 0.0f;
    for (int c = first; c < nv; c += stride) {
        struct vec a = x[c];
#pragma unroll
        for (int k = 0; k < VEC; ++k) {
            float e = (float)a.e[k];
            if (e > m) {
                s *= exp2f((m - e) * LOG2E);
                m = e;
            }
            s += exp2f((e - m) * LOG2E);
        }
    }
#if MODE == 1
    warp_merge(&m, &s);
#elif MODE == 2
    block_merge(&m, &s, red0, red1);
#endif
    float mlog = m * LOG2E, inv = 1.0f / s;
    for (int c = first; c < nv; c += stride) {
        struct vec a = x[c];
#pragma unroll
        for (int k = 0; k < VEC; ++k)
            a.e[k] = (T)(exp2f(fmaf((float)a.e[k], LOG2E, -mlog)) * inv);
        y[c] = a;
    }
#endif
}
