/* histogram.hip: hist[bin(keys[i])] += 1 for i < n, with atomics.
 *
 * Bins: integer keys take a radix-sort digit, bin = (key >> shift) &
 * (BINS - 1) (shift = 0 with uchar keys and 256 bins is an image
 * histogram); float keys take a range, bin = (x - lo) * scale clamped to
 * [0, BINS - 1], NaNs dropped.
 *
 * The grid strides over tiles of BLOCK * IPT keys; in a tile, thread t
 * reads keys t, t + BLOCK, ... (coalesced), all IPT loads first, then the
 * IPT updates.
 *
 * Macros (all optional):
 *   KEY    key type: uchar, ushort, uint (default) or float
 *   BINS   bins, a power of two (default 256)
 *   IPT    keys per thread per tile (default 4)
 *   MODE   0: one global atomic per key (default)
 *          1: the block privatizes the histogram in shared memory (shared
 *             atomics), then adds each nonzero bin to hist with one global
 *             atomic
 *          2: as 1 with SUBS copies in shared memory, thread t updating copy
 *             (t / 32) % SUBS, which spreads the contention on hot bins;
 *             the merge sums the copies
 *   SUBS   shared copies in MODE 2, a power of two (default 8)
 *   BLOCK  threads per block (default 256)
 *
 * Kernel: histogram(keys, n, hist, shift, lo, scale); hist must be zeroed
 * before the launch. */
#include "shim.h"

typedef unsigned char uchar;
typedef unsigned short ushort;

#ifndef KEY
#define KEY uint
#endif
#ifndef BINS
#define BINS 256
#endif
#ifndef IPT
#define IPT 4
#endif
#ifndef MODE
#define MODE 0
#endif
#ifndef SUBS
#define SUBS 8
#endif
#ifndef BLOCK
#define BLOCK 256
#endif

static_assert((BINS & (BINS - 1)) == 0, "BINS is a power of two");
static_assert((SUBS & (SUBS - 1)) == 0, "SUBS is a power of two");

/* Bin of a key, or -1 for a key that counts nowhere. */
static __device__ inline int bin_of(uint key, int shift, float lo, float scale)
{
    return (int)((key >> shift) & (BINS - 1));
}
static __device__ inline int bin_of(ushort key, int shift, float lo, float scale)
{
    return bin_of((uint)key, shift, lo, scale);
}
static __device__ inline int bin_of(uchar key, int shift, float lo, float scale)
{
    return bin_of((uint)key, shift, lo, scale);
}
static __device__ inline int bin_of(float key, int shift, float lo, float scale)
{
    float f = (key - lo) * scale;
    if (!(f == f))
        return -1;
    /* Clamp before converting: out-of-range float-to-int is undefined. */
    f = fminf(fmaxf(f, 0.0f), (float)(BINS - 1));
    return (int)f;
}

extern "C" __global__ __launch_bounds__(BLOCK) void
histogram(const KEY *__restrict__ keys, int n, uint *__restrict__ hist, int shift, float lo,
          float scale)
{
    int tid = (int)thread_idx_x();
    long tile = (long)BLOCK * IPT;
    long stride = (long)grid_dim_x() * tile;

#if MODE == 0
    uint *bins = hist;
#else
#if MODE == 1
    __shared__ uint sbins[BINS];
    uint *bins = sbins;
#else
    __shared__ uint sbins[SUBS * BINS];
    uint *bins = sbins + ((tid >> 5) & (SUBS - 1)) * BINS;
#endif
    for (int b = tid; b < (int)(sizeof(sbins) / sizeof(uint)); b += BLOCK)
        sbins[b] = 0;
    __syncthreads();
#endif

    for (long base = (long)block_idx_x() * tile + tid; base < n; base += stride) {
        int bin[IPT];
        /* All loads first: IPT independent requests in flight. */
#pragma unroll
        for (int k = 0; k < IPT; ++k) {
            long i = base + (long)k * BLOCK;
            bin[k] = i < n ? bin_of(keys[i], shift, lo, scale) : -1;
        }
#pragma unroll
        for (int k = 0; k < IPT; ++k)
            if (bin[k] >= 0)
                atomicAdd(&bins[bin[k]], 1u);
    }

#if MODE != 0
    __syncthreads();
    for (int b = tid; b < BINS; b += BLOCK) {
        uint count = 0;
#if MODE == 1
        count = sbins[b];
#else
#pragma unroll
        for (int s = 0; s < SUBS; ++s)
            count += sbins[s * BINS + b];
#endif
        /* Skip empty bins: skewed inputs leave most of them empty. */
        if (count)
            atomicAdd(&hist[b], count);
    }
#endif
}
