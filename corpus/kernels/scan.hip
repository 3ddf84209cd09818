/* scan.hip: block-level prefix sum, the first kernel of a scan-then-propagate
 * device scan: block b scans its tile in[b * BLOCK * EPT ..) into out and
 * writes the tile's total to block_sums[b] (a second pass scans block_sums
 * and adds them back).
 *
 * Each thread holds EPT consecutive elements in registers and scans them
 * serially; the block then scans the per-thread totals with one of three
 * classic algorithms, and every thread adds its exclusive offset back.
 *
 * Macros (all optional):
 *   T          element type: int (default), float or half; int scans in int
 *              (wrapping), float and half in float
 *   INCLUSIVE  1 (default): out[i] = in[0] + ... + in[i]; 0: exclusive, out[i]
 *              = in[0] + ... + in[i-1] (0 for the first element of a tile)
 *   EPT        elements per thread (default 4)
 *   LOAD       0 (default): every thread loads and stores its own EPT
 *                 consecutive elements (strided across the block, guarded)
 *              1: the block loads the tile coalesced (element i * BLOCK + t to
 *                 thread t) into shared memory and each thread reads its
 *                 consecutive elements from there; stores go back the same way
 *                 (CUB's BLOCK_LOAD_TRANSPOSE); the tile is BLOCK * EPT elements
 *   BLOCK      threads per block (power of two, at least one wavefront and at
 *              most 32 wavefronts, default 256), also the launch bound
 *   ALGO       block scan of the per-thread totals:
 *                0: Hillis-Steele, log2(BLOCK) steps over a double-buffered
 *                   shared array (O(n log n) adds)
 *                1: Blelloch, work-efficient up-sweep / down-sweep over a shared
 *                   array padded against bank conflicts (GPU Gems 3, ch. 39)
 *                2: warp shuffles (default): every wavefront scans itself with
 *                   shuffle-up, the first wavefront scans the wavefront totals
 *
 * Kernel: scan_block(in, out, block_sums, n). */
#include "shim.h"

#ifndef T
#define T int
#endif
#ifndef INCLUSIVE
#define INCLUSIVE 1
#endif
#ifndef EPT
#define EPT 4
#endif
#ifndef BLOCK
#define BLOCK 256
#endif
#ifndef ALGO
#define ALGO 2
#endif
#ifndef LOAD
#define LOAD 0
#endif

/* V: what the scan adds in: int for int, float otherwise.  IS_INT is 1 exactly
 * when T is spelled int (an undefined IS_INT_float reads as 0 in #if). */
#define IS_INT_int 1
#define IS_INT_CAT2(a, b) a##b
#define IS_INT_CAT(a, b) IS_INT_CAT2(a, b)
#define IS_INT IS_INT_CAT(IS_INT_, T)
#if IS_INT
typedef int V;
#else
typedef float V;
#endif

#if ALGO == 0
/* Returns the exclusive prefix of v over the block; *total gets the block sum. */
static __device__ inline V block_exclusive(V v, V *total)
{
    __shared__ V buf[2][BLOCK];
    int tid = (int)thread_idx_x();
    int cur = 0;
    buf[cur][tid] = v;
    __syncthreads();
    for (int off = 1; off < BLOCK; off <<= 1) {
        /* Read one buffer, write the other: no barrier between read and write. */
        V x = buf[cur][tid];
        if (tid >= off)
            x += buf[cur][tid - off];
        cur ^= 1;
        buf[cur][tid] = x;
        __syncthreads();
    }
    *total = buf[cur][BLOCK - 1];
    return tid > 0 ? buf[cur][tid - 1] : (V)0;
}

#elif ALGO == 1
#define LOG_BANKS 5
/* One padding slot per 32 entries keeps the strided sweeps off a single bank. */
#define PAD(i) ((i) + ((i) >> LOG_BANKS))
static __device__ inline V block_exclusive(V v, V *total)
{
    __shared__ V buf[PAD(BLOCK - 1) + 1];
    __shared__ V sum;
    int tid = (int)thread_idx_x();
    buf[PAD(tid)] = v;
    int offset = 1;
    /* Up-sweep: build partial sums in place up the tree. */
    for (int d = BLOCK >> 1; d > 0; d >>= 1) {
        __syncthreads();
        if (tid < d) {
            int ai = offset * (2 * tid + 1) - 1, bi = offset * (2 * tid + 2) - 1;
            buf[PAD(bi)] += buf[PAD(ai)];
        }
        offset <<= 1;
    }
    if (tid == 0) {
        sum = buf[PAD(BLOCK - 1)];
        buf[PAD(BLOCK - 1)] = (V)0;
    }
    /* Down-sweep: push prefixes back down, swapping at every level. */
    for (int d = 1; d < BLOCK; d <<= 1) {
        offset >>= 1;
        __syncthreads();
        if (tid < d) {
            int ai = offset * (2 * tid + 1) - 1, bi = offset * (2 * tid + 2) - 1;
            V t = buf[PAD(ai)];
            buf[PAD(ai)] = buf[PAD(bi)];
            buf[PAD(bi)] += t;
        }
    }
    __syncthreads();
    *total = sum;
    return buf[PAD(tid)];
}

#else /* ALGO == 2 */
/* Shuffle-up: the value of lane - delta, own value in the lowest lanes.
 * shim.h has none.  The NVPTX side carries its own PTX >= 6.0 target feature
 * (shim.h's shuffles compile only where the command line adds one: the
 * collector passes +ptx78, a bare header-less build does not); AMD goes
 * through shim.h's indexed shuffle (ds_bpermute). */
#ifdef __NVPTX__
__attribute__((target("ptx60"))) static __device__ inline int up_lane(int v, int delta)
{
    return __nvvm_shfl_sync_up_i32(0xffffffffu, v, delta, 0);
}
#else
static __device__ inline int up_lane(int v, int delta)
{
    int lane = lane_id();
    return __shfl_int(v, lane >= delta ? lane - delta : lane, warp_size());
}
#endif

static __device__ inline V shfl_up_v(V v, int delta)
{
#if IS_INT
    return up_lane(v, delta);
#else
    return __int_as_float(up_lane(__float_as_int(v), delta));
#endif
}

/* Inclusive scan within the wavefront. */
static __device__ inline V wave_inclusive(V v)
{
    int lane = lane_id();
    for (int off = 1; off < warp_size(); off <<= 1) {
        V y = shfl_up_v(v, off);
        if (lane >= off)
            v += y;
    }
    return v;
}

static __device__ inline V block_exclusive(V v, V *total)
{
    __shared__ V wave_sums[32];
    int tid = (int)thread_idx_x(), lane = lane_id();
    int wave = tid / warp_size(), nw = BLOCK / warp_size();
    V incl = wave_inclusive(v);
    if (lane == warp_size() - 1)
        wave_sums[wave] = incl;
    __syncthreads();
    if (wave == 0) {
        V s = lane < nw ? wave_sums[lane] : (V)0;
        s = wave_inclusive(s);
        if (lane < nw)
            wave_sums[lane] = s;
    }
    __syncthreads();
    *total = wave_sums[nw - 1];
    /* Exclusive within the wavefront, plus the waves before this one. */
    V excl = shfl_up_v(incl, 1);
    excl = lane == 0 ? (V)0 : excl;
    return wave > 0 ? excl + wave_sums[wave - 1] : excl;
}
#endif

#if LOAD
/* One padding slot per 32 elements: the blocked reads (stride EPT) would
 * otherwise hit one bank when EPT is even. */
#define TPAD(j) ((j) + ((j) >> 5))
#endif

extern "C" __global__ __launch_bounds__(BLOCK) void
scan_block(const T *__restrict__ in, T *__restrict__ out, V *__restrict__ block_sums, int n)
{
    int tid = (int)thread_idx_x();
    long tile0 = (long)block_idx_x() * BLOCK * EPT;
    long base = tile0 + (long)tid * EPT;

    V x[EPT];
#if LOAD
    __shared__ T tile[TPAD(BLOCK * EPT - 1) + 1];
#pragma unroll
    for (int i = 0; i < EPT; ++i) {
        int j = i * BLOCK + tid;
        tile[TPAD(j)] = tile0 + j < n ? in[tile0 + j] : (T)0;
    }
    __syncthreads();
#pragma unroll
    for (int i = 0; i < EPT; ++i)
        x[i] = (V)tile[TPAD(tid * EPT + i)];
#else
#pragma unroll
    for (int i = 0; i < EPT; ++i)
        x[i] = base + i < n ? (V)in[base + i] : (V)0;
#endif
    /* Thread-serial inclusive scan of this thread's elements. */
#pragma unroll
    for (int i = 1; i < EPT; ++i)
        x[i] += x[i - 1];

    V total;
    V offset = block_exclusive(x[EPT - 1], &total);

    V r[EPT];
#pragma unroll
    for (int i = 0; i < EPT; ++i)
#if INCLUSIVE
        r[i] = offset + x[i];
#else
        r[i] = i > 0 ? offset + x[i - 1] : offset;
#endif

#if LOAD
    /* A thread overwrites only the slots it read itself; the barrier after
     * lets the coalesced stores read the other threads' results. */
#pragma unroll
    for (int i = 0; i < EPT; ++i)
        tile[TPAD(tid * EPT + i)] = (T)r[i];
    __syncthreads();
#pragma unroll
    for (int i = 0; i < EPT; ++i) {
        int j = i * BLOCK + tid;
        if (tile0 + j < n)
            out[tile0 + j] = tile[TPAD(j)];
    }
#else
#pragma unroll
    for (int i = 0; i < EPT; ++i)
        if (base + i < n)
            out[base + i] = (T)r[i];
#endif
    if (tid == 0)
        block_sums[block_idx_x()] = total;
}
