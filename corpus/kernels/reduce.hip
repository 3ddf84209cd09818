/* reduce.hip: one-pass reduction of in[0..n) (sum, max, min or argmax): every
 * block runs a grid-stride loop that takes ILP elements per step into ILP
 * independent accumulators per thread, folds them, reduces the block, and
 * merges its result into *out with one atomic.
 *
 * Macros (all optional):
 *   T      element type: float (default), int or half; float and half reduce
 *          in float, int in int (sums wrap)
 *   OP     0: sum (default), *out is float (int for int T), atomicAdd
 *          1: max, 2: min: *out is an int order key (see below), atomicMax/Min
 *          3: argmax (first index of the largest element): *out is an unsigned
 *             64-bit key (order key of the value << 32) | ~index, 64-bit atomic max
 *   ILP    elements per thread per grid-stride step, each with its own
 *          accumulator (default 2); the elements of a step are BLOCK apart, so
 *          every load instruction is coalesced
 *   BLOCK  threads per block (power of two, at least one wavefront, default
 *          256), also the launch bound
 *   WAVE_SHUFFLE 0 (default): the block tree runs in shared memory down to one value
 *          1: the tree stops at one wavefront, which finishes with cross-lane
 *             shuffles, no barriers
 *          2: every wavefront first reduces itself with shuffles; the first
 *             wavefront then reduces the per-wavefront results
 *
 * Order keys: max and min of float or half go through the int whose signed
 * order is the float order (x >= 0: its bits; x < 0: bits ^ 0x7fffffff); int
 * values are their own key.  argmax uses the unsigned form (bits ^ 0x80000000
 * for x >= 0, ~bits for x < 0; int: bits ^ 0x80000000).  *out must hold the
 * identity before the launch: 0, INT_MIN, INT_MAX or 0.
 *
 * Kernel: reduce_sum(in, out, n) (the name it had when it only summed). */
#include "shim.h"

#ifndef T
#define T float
#endif
#ifndef OP
#define OP 0
#endif
#ifndef ILP
#define ILP 2
#endif
#ifndef BLOCK
#define BLOCK 256
#endif
#ifndef WAVE_SHUFFLE
#define WAVE_SHUFFLE 0
#endif

/* V: the type elements are reduced in: int for int, float otherwise.
 * IS_INT is 1 exactly when T is spelled int (IS_INT_int is defined, and an
 * undefined IS_INT_float or IS_INT_half reads as 0 in #if). */
#define IS_INT_int 1
#define IS_INT_CAT2(a, b) a##b
#define IS_INT_CAT(a, b) IS_INT_CAT2(a, b)
#define IS_INT IS_INT_CAT(IS_INT_, T)
#if IS_INT
typedef int V;
#define V_LOWEST (-2147483647 - 1)
#define V_HIGHEST 2147483647
#else
typedef float V;
#define V_LOWEST (-__builtin_inff())
#define V_HIGHEST (__builtin_inff())
#endif

/* The accumulator: a value, and for argmax the index it came from. */
struct acc {
    V v;
#if OP == 3
    int i;
#endif
};

static __device__ inline struct acc identity(void)
{
    struct acc a;
#if OP == 0
    a.v = (V)0;
#elif OP == 2
    a.v = V_HIGHEST;
#else
    a.v = V_LOWEST;
#endif
#if OP == 3
    a.i = 2147483647;
#endif
    return a;
}

static __device__ inline struct acc combine(struct acc a, struct acc b)
{
#if OP == 0
    a.v += b.v;
#elif OP == 1
    a.v = a.v > b.v ? a.v : b.v;
#elif OP == 2
    a.v = a.v < b.v ? a.v : b.v;
#else
    /* Larger value wins; on a tie, the smaller index. */
    bool take = b.v > a.v || (b.v == a.v && b.i < a.i);
    a.v = take ? b.v : a.v;
    a.i = take ? b.i : a.i;
#endif
    return a;
}

/* Shuffle down within the wavefront.  The NVPTX side carries its own PTX >= 6.0
 * target feature: shim.h's shuffles compile only where the command line adds
 * one (the collector passes +ptx78, a bare header-less build does not). */
#ifdef __NVPTX__
__attribute__((target("ptx60"))) static __device__ inline int down_lane(int v, int delta)
{
    return __nvvm_shfl_sync_down_i32(0xffffffffu, v, delta, 0x1f);
}
#else
static __device__ inline int down_lane(int v, int delta)
{
    return __shfl_down_int(v, (uint)delta, warp_size());
}
#endif

static __device__ inline struct acc shuffle_down(struct acc a, int delta)
{
    struct acc b;
#if IS_INT
    b.v = down_lane(a.v, delta);
#else
    b.v = __int_as_float(down_lane(__float_as_int(a.v), delta));
#endif
#if OP == 3
    b.i = down_lane(a.i, delta);
#endif
    return b;
}

/* Lane 0 ends with the wavefront's result. */
static __device__ inline struct acc wave_reduce(struct acc a)
{
    for (int offset = warp_size() / 2; offset > 0; offset >>= 1)
        a = combine(a, shuffle_down(a, offset));
    return a;
}

static __device__ inline struct acc load(const T *__restrict__ in, long j)
{
    struct acc a;
    a.v = (V)in[j];
#if OP == 3
    a.i = (int)j;
#endif
    return a;
}

/* Order keys, see the header comment. */
static __device__ inline uint order_key(V v)
{
#if IS_INT
    return (uint)v ^ 0x80000000u;
#else
    uint b = (uint)__float_as_int(v);
    return b & 0x80000000u ? ~b : b ^ 0x80000000u;
#endif
}

static __device__ inline void publish(void *out, struct acc a)
{
#if OP == 0
    atomicAdd((V *)out, a.v);
#elif OP == 1 || OP == 2
#if IS_INT
    int key = a.v;
#else
    int key = __float_as_int(a.v);
    key = key >= 0 ? key : key ^ 0x7fffffff;
#endif
#if OP == 1
    atomicMax((int *)out, key);
#else
    atomicMin((int *)out, key);
#endif
#else
    /* No 64-bit atomicMax in shim.h: the builtin underneath, as CUDA's. */
    unsigned long long key = (unsigned long long)order_key(a.v) << 32 | (uint)~a.i;
    __scoped_atomic_fetch_max((unsigned long long *)out, key, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
#endif
}

extern "C" __global__ __launch_bounds__(BLOCK) void
reduce_sum(const T *__restrict__ in, void *__restrict__ out, int n)
{
    __shared__ struct acc partial[BLOCK];

    int tid = (int)thread_idx_x();
    long stride = (long)grid_dim_x() * BLOCK * ILP;
    struct acc a[ILP];
#pragma unroll
    for (int u = 0; u < ILP; ++u)
        a[u] = identity();
    for (long i = (long)block_idx_x() * BLOCK * ILP + tid; i < n; i += stride) {
        /* All loads of the step first, so that they are in flight together. */
        struct acc x[ILP];
#pragma unroll
        for (int u = 0; u < ILP; ++u) {
            long j = i + (long)u * BLOCK;
            x[u] = u == 0 || j < n ? load(in, j) : identity();
        }
#pragma unroll
        for (int u = 0; u < ILP; ++u)
            a[u] = combine(a[u], x[u]);
    }
    /* Fold the independent chains pairwise (a tree keeps the chains short). */
#pragma unroll
    for (int w = 1; w < ILP; w *= 2)
#pragma unroll
        for (int u = 0; u + w < ILP; u += 2 * w)
            a[u] = combine(a[u], a[u + w]);
    struct acc r = a[0];

#if WAVE_SHUFFLE == 2
    int wave = warp_size();
    r = wave_reduce(r);
    if (lane_id() == 0)
        partial[tid / wave] = r;
    __syncthreads();
    if (tid < wave) {
        r = tid < BLOCK / wave ? partial[tid] : identity();
        r = wave_reduce(r);
        if (tid == 0)
            publish(out, r);
    }
#else
    partial[tid] = r;
    __syncthreads();
#if WAVE_SHUFFLE == 1
    int wave = warp_size();
    for (int s = BLOCK / 2; s >= wave; s >>= 1) {
        if (tid < s)
            partial[tid] = combine(partial[tid], partial[tid + s]);
        __syncthreads();
    }
    if (tid < wave) {
        r = wave_reduce(partial[tid]);
        if (tid == 0)
            publish(out, r);
    }
#else
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (tid < s)
            partial[tid] = combine(partial[tid], partial[tid + s]);
        __syncthreads();
    }
    if (tid == 0)
        publish(out, partial[0]);
#endif
#endif
}
