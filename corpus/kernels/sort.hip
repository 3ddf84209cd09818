/* sort.hip: sorting networks over int keys (optionally carrying uint values).
 *
 * MODE 0: sort_chunks(keys, vals, n): thread t sorts the N keys
 *   keys[t*N .. t*N + N) held in registers with a fully unrolled network (the
 *   first pass of a GPU merge sort); a chunk cut by n is padded with the
 *   sentinel that sorts last and only its real keys are written back.
 * MODE 1: sort_blocks(keys, vals, n): a block of BLOCK threads sorts a tile
 *   of BLOCK * N keys (n a multiple of the tile): every thread sorts N keys
 *   in registers, odd threads store theirs reversed so that neighbouring
 *   chunks form bitonic sequences, then bitonic merge steps of stride >= N
 *   run as compare-exchanges in shared memory, one barrier each, and the
 *   steps of stride < N, which stay inside one thread's chunk, run in
 *   registers.
 *
 * Macros (all optional):
 *   MODE   0 (default) or 1, as above
 *   N      keys per thread, a power of two: 2 .. 64 (default 8)
 *   NET    register network: 0 bitonic (default), 1 Batcher odd-even merge
 *          sort (fewer comparators, irregular pattern)
 *   KV     0: keys only (default), 1: every key carries a uint value
 *   DESC   0: ascending (default), 1: descending
 *   BLOCK  threads per block (MODE 1: a power of two; default 256)
 *   LB     launch bounds (default BLOCK) */
#include "shim.h"

#ifndef MODE
#define MODE 0
#endif
#ifndef N
#define N 8
#endif
#ifndef NET
#define NET 0
#endif
#ifndef KV
#define KV 0
#endif
#ifndef DESC
#define DESC 0
#endif
#ifndef BLOCK
#define BLOCK 256
#endif
#ifndef LB
#define LB BLOCK
#endif

static_assert(N >= 2 && N <= 64 && (N & (N - 1)) == 0, "N is a power of two, 2 .. 64");
static_assert((BLOCK & (BLOCK - 1)) == 0, "BLOCK is a power of two");

/* Padding that sorts after every key. */
/* As CUDA's __forceinline__: the unrolled networks grow past the inliner's
 * threshold at large N, and a call would put the arrays in local memory. */
#ifndef __forceinline__
#define __forceinline__ __inline__ __attribute__((always_inline))
#endif

#define SENTINEL (DESC ? (int)0x80000000 : 0x7fffffff)

/* Order (a, b) so that a comes first: a <= b when up (ascending), else a >= b. */
static __device__ __forceinline__ void cmpswap(int &ka, int &kb, uint &va, uint &vb, bool up)
{
#if KV
    bool swap = up ? ka > kb : ka < kb;
    int k = ka;
    ka = swap ? kb : ka;
    kb = swap ? k : kb;
    uint v = va;
    va = swap ? vb : va;
    vb = swap ? v : vb;
#else
    /* Keys only: a min and a max, no compare. */
    int lo = ka < kb ? ka : kb, hi = ka < kb ? kb : ka;
    ka = up ? lo : hi;
    kb = up ? hi : lo;
#endif
}

/* Sort key[0..N) (and val) in the direction up; every index is a constant
 * once the loops are unrolled, so the arrays live in registers. */
static __device__ __forceinline__ void sort_network(int key[N], uint val[N], bool up)
{
#if NET == 0
#pragma unroll
    for (int k = 2; k <= N; k <<= 1)
#pragma unroll
        for (int j = k >> 1; j > 0; j >>= 1)
#pragma unroll
            for (int i = 0; i < N; ++i) {
                int l = i ^ j;
                if (l > i)
                    cmpswap(key[i], key[l], val[i], val[l], ((i & k) == 0) == up);
            }
#else
    /* Batcher's odd-even merge sort, iterative form. */
#pragma unroll
    for (int p = 1; p < N; p <<= 1)
#pragma unroll
        for (int k = p; k >= 1; k >>= 1)
#pragma unroll
            for (int j = k % p; j + k < N; j += 2 * k)
#pragma unroll
                for (int i = 0; i < k; ++i)
                    if (i + j + k < N && (i + j) / (2 * p) == (i + j + k) / (2 * p))
                        cmpswap(key[i + j], key[i + j + k], val[i + j], val[i + j + k], up);
#endif
}

#if MODE == 0

extern "C" __global__ __launch_bounds__(LB) void
sort_chunks(int *__restrict__ keys, uint *__restrict__ vals, int n)
{
    long base = ((long)block_idx_x() * block_dim_x() + thread_idx_x()) * N;
    if (base >= n)
        return;
    int key[N];
    uint val[N];
    bool full = base + N <= n;
#pragma unroll
    for (int i = 0; i < N; ++i) {
        bool in = full || base + i < n;
        key[i] = in ? keys[base + i] : SENTINEL;
        val[i] = KV && in ? vals[base + i] : 0;
    }
    sort_network(key, val, !DESC);
#pragma unroll
    for (int i = 0; i < N; ++i) {
        if (full || base + i < n) {
            keys[base + i] = key[i];
            if (KV)
                vals[base + i] = val[i];
        }
    }
}

#else /* MODE == 1 */

#define TILE (BLOCK * N)

/* Bitonic merge of a chunk held in registers, strides N/2 .. 1. */
static __device__ __forceinline__ void merge_network(int key[N], uint val[N], bool up)
{
#pragma unroll
    for (int j = N >> 1; j > 0; j >>= 1)
#pragma unroll
        for (int i = 0; i < N; ++i) {
            int l = i ^ j;
            if (l > i)
                cmpswap(key[i], key[l], val[i], val[l], up);
        }
}

extern "C" __global__ __launch_bounds__(LB) void
sort_blocks(int *__restrict__ keys, uint *__restrict__ vals, int n)
{
    __shared__ int skey[TILE];
#if KV
    __shared__ uint sval[TILE];
#endif
    int t = (int)thread_idx_x();
    long base = (long)block_idx_x() * TILE;
    if (base >= n)
        return;

    /* Coalesced load through shared memory, then each thread takes its chunk. */
#pragma unroll
    for (int i = 0; i < N; ++i) {
        skey[i * BLOCK + t] = keys[base + i * BLOCK + t];
#if KV
        sval[i * BLOCK + t] = vals[base + i * BLOCK + t];
#endif
    }
    __syncthreads();

    int key[N];
    uint val[N];
#pragma unroll
    for (int i = 0; i < N; ++i) {
        key[i] = skey[t * N + i];
#if KV
        val[i] = sval[t * N + i];
#else
        val[i] = 0;
#endif
    }
    sort_network(key, val, !DESC);
    __syncthreads();
    /* Odd chunks reversed: each pair of chunks is a bitonic sequence. */
    int rev = (t & 1) ? N - 1 : 0;
#pragma unroll
    for (int i = 0; i < N; ++i) {
        skey[t * N + (rev ^ i)] = key[i];
#if KV
        sval[t * N + (rev ^ i)] = val[i];
#endif
    }
    __syncthreads();

#pragma unroll 1
    for (int k = 2 * N; k <= TILE; k <<= 1) {
        /* Strides that cross chunks: N/2 comparators per thread per step. */
        for (int j = k >> 1; j >= N; j >>= 1) {
#pragma unroll
            for (int c = 0; c < N / 2; ++c) {
                int idx = c * BLOCK + t;
                int lo = 2 * idx - (idx & (j - 1)), hi = lo + j;
                bool up = ((lo & k) == 0) != DESC;
                int ka = skey[lo], kb = skey[hi];
                uint va = 0, vb = 0;
#if KV
                va = sval[lo];
                vb = sval[hi];
#endif
                cmpswap(ka, kb, va, vb, up);
                skey[lo] = ka;
                skey[hi] = kb;
#if KV
                sval[lo] = va;
                sval[hi] = vb;
#endif
            }
            __syncthreads();
        }
        /* The rest stays inside this thread's chunk. */
#pragma unroll
        for (int i = 0; i < N; ++i) {
            key[i] = skey[t * N + i];
#if KV
            val[i] = sval[t * N + i];
#else
            val[i] = 0;
#endif
        }
        merge_network(key, val, (((t * N) & k) == 0) != DESC);
#pragma unroll
        for (int i = 0; i < N; ++i) {
            skey[t * N + i] = key[i];
#if KV
            sval[t * N + i] = val[i];
#endif
        }
        __syncthreads();
    }

#pragma unroll
    for (int i = 0; i < N; ++i) {
        keys[base + i * BLOCK + t] = skey[i * BLOCK + t];
#if KV
        vals[base + i * BLOCK + t] = sval[i * BLOCK + t];
#endif
    }
}

#endif
