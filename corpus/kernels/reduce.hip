/* reduce.hip: float sum of in[0..n) in one pass: every block accumulates a
 * grid-stride loop (two elements per step) into one value per thread, reduces
 * the block through a shared-memory tree, and adds its total into *out.
 *
 * Macros: BLOCK threads per block (power of two, default 256);
 *   WAVE_SHUFFLE 0: the tree runs in shared memory down to one value
 *                1: the tree stops at one wavefront, which finishes with
 *                   cross-lane shuffles (ds_bpermute), no barriers.
 * Kernel: reduce_sum(in, out, n); *out must be zeroed before the launch. */
#include "shim.h"

#ifndef BLOCK
#define BLOCK 256
#endif
#ifndef WAVE_SHUFFLE
#define WAVE_SHUFFLE 0
#endif

extern "C" __global__ __launch_bounds__(BLOCK) void
reduce_sum(const float *__restrict__ in, float *__restrict__ out, int n)
{
    __shared__ float partial[BLOCK];

    int tid = (int)thread_idx_x();
    long stride = (long)grid_dim_x() * BLOCK * 2;
    float sum = 0.0f;
    for (long i = (long)block_idx_x() * BLOCK * 2 + tid; i < n; i += stride) {
        sum += in[i];
        if (i + BLOCK < n)
            sum += in[i + BLOCK];
    }
    partial[tid] = sum;
    __syncthreads();

#if WAVE_SHUFFLE
    int wave = warp_size();
    for (int s = BLOCK / 2; s >= wave; s >>= 1) {
        if (tid < s)
            partial[tid] += partial[tid + s];
        __syncthreads();
    }
    if (tid < wave) {
        float v = partial[tid];
        for (int offset = wave / 2; offset > 0; offset >>= 1)
            v += __shfl_down(v, (uint)offset);
        if (tid == 0)
            atomicAdd(out, v);
    }
#else
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (tid < s)
            partial[tid] += partial[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        atomicAdd(out, partial[0]);
#endif
}
