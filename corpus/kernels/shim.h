/* shim.h: the few pieces of the HIP device API the corpus kernels use, built
 * from clang builtins alone, so that the kernels compile without ROCm headers
 * or device libraries:
 *
 *   clang-19 -x hip --offload-arch=gfx90a --cuda-device-only -nogpulib -nogpuinc \
 *            -O3 -emit-llvm -S kernel.hip
 *
 * Device code cannot call libm; every math helper maps to an LLVM intrinsic
 * that the AMDGPU back end lowers by itself (llvm.exp.f32, llvm.sqrt.f32,
 * llvm.amdgcn.exp2, ...), which is also what ROCm's device libraries reduce
 * these functions to.  All helpers are `static __device__ inline`, so the
 * inliner treats them as it would in a real HIP build. */
#ifndef VERILOCC_KERNEL_SHIM_H
#define VERILOCC_KERNEL_SHIM_H

/* Attributes (the -nogpuinc build has no __clang_hip_runtime_wrapper.h). */
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
/* As HIP's headers define it: clang 19's AMDGPU code generation ignores the
 * CUDA launch_bounds attribute and would leave amdgpu-flat-work-group-size at
 * "1,1024", capping every kernel at a quarter of the register file. */
#define __launch_bounds_impl0__(max_threads) \
    __attribute__((amdgpu_flat_work_group_size(1, max_threads)))
#define __launch_bounds_impl1__(max_threads, min_blocks) \
    __attribute__((amdgpu_flat_work_group_size(1, max_threads), amdgpu_waves_per_eu(min_blocks)))
#define __launch_bounds_select__(_1, _2, impl, ...) impl
#define __launch_bounds__(...) \
    __launch_bounds_select__(__VA_ARGS__, __launch_bounds_impl1__, __launch_bounds_impl0__, )(__VA_ARGS__)
#define __restrict__ __restrict

#define SHIM_STRINGIFY2(x) #x
#define SHIM_STRINGIFY(x) SHIM_STRINGIFY2(x)
/* UNROLL(N): `#pragma unroll N` where N is a macro. */
#define UNROLL(n) _Pragma(SHIM_STRINGIFY(unroll n))

typedef _Float16 half;
typedef unsigned int uint;

/* Thread and block indices (HIP's threadIdx.x is __ockl_get_local_id(0), ...). */
static __device__ inline uint thread_idx_x(void) { return __builtin_amdgcn_workitem_id_x(); }
static __device__ inline uint thread_idx_y(void) { return __builtin_amdgcn_workitem_id_y(); }
static __device__ inline uint thread_idx_z(void) { return __builtin_amdgcn_workitem_id_z(); }
static __device__ inline uint block_idx_x(void) { return __builtin_amdgcn_workgroup_id_x(); }
static __device__ inline uint block_idx_y(void) { return __builtin_amdgcn_workgroup_id_y(); }
static __device__ inline uint block_idx_z(void) { return __builtin_amdgcn_workgroup_id_z(); }
static __device__ inline uint block_dim_x(void) { return __builtin_amdgcn_workgroup_size_x(); }
static __device__ inline uint block_dim_y(void) { return __builtin_amdgcn_workgroup_size_y(); }
static __device__ inline uint block_dim_z(void) { return __builtin_amdgcn_workgroup_size_z(); }
/* Blocks in the grid, rounded up as __ockl_get_num_groups does. */
static __device__ inline uint shim_num_groups(uint grid, uint block)
{
    uint q = grid / block;
    return q + (grid > q * block);
}
static __device__ inline uint grid_dim_x(void)
{
    return shim_num_groups(__builtin_amdgcn_grid_size_x(), __builtin_amdgcn_workgroup_size_x());
}
static __device__ inline uint grid_dim_y(void)
{
    return shim_num_groups(__builtin_amdgcn_grid_size_y(), __builtin_amdgcn_workgroup_size_y());
}
static __device__ inline int warp_size(void) { return __builtin_amdgcn_wavefrontsize(); }
static __device__ inline int lane_id(void)
{
    return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
}

/* Block barrier with workgroup-scope release/acquire, as HIP's __syncthreads. */
static __device__ inline void __syncthreads(void)
{
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
    __builtin_amdgcn_s_barrier();
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

/* Math: intrinsics the back end expands, no libm. */
static __device__ inline float expf(float x) { return __builtin_expf(x); }
static __device__ inline float __expf(float x) { return __builtin_amdgcn_exp2f(x * 1.44269504088896341f); }
static __device__ inline float exp2f(float x) { return __builtin_exp2f(x); }
static __device__ inline float sqrtf(float x) { return __builtin_sqrtf(x); }
static __device__ inline float rsqrtf(float x) { return __builtin_amdgcn_rsqf(x); }
static __device__ inline float __frcp_rn(float x) { return __builtin_amdgcn_rcpf(x); }
static __device__ inline float fmaxf(float a, float b) { return __builtin_fmaxf(a, b); }
static __device__ inline float fminf(float a, float b) { return __builtin_fminf(a, b); }
static __device__ inline float fabsf(float x) { return __builtin_fabsf(x); }
static __device__ inline float fmaf(float a, float b, float c) { return __builtin_fmaf(a, b, c); }
static __device__ inline float __int_as_float(int x) { return __builtin_bit_cast(float, x); }
static __device__ inline int __float_as_int(float x) { return __builtin_bit_cast(int, x); }
static __device__ inline float __half2float(half h) { return (float)h; }
static __device__ inline half __float2half(float f) { return (half)f; }

/* Cross-lane: HIP's __shfl family through ds_bpermute (byte address = lane * 4). */
static __device__ inline int __shfl_int(int var, int src_lane, int width)
{
    int self = lane_id();
    int index = (src_lane & (width - 1)) + (self & ~(width - 1));
    return __builtin_amdgcn_ds_bpermute(index << 2, var);
}
static __device__ inline int __shfl_xor_int(int var, int lane_mask, int width)
{
    int self = lane_id();
    int index = self ^ lane_mask;
    index = index >= ((self + width) & ~(width - 1)) ? self : index;
    return __builtin_amdgcn_ds_bpermute(index << 2, var);
}
static __device__ inline int __shfl_down_int(int var, uint delta, int width)
{
    int self = lane_id();
    int index = self + (int)delta;
    index = (int)((self & (width - 1)) + delta) >= width ? self : index;
    return __builtin_amdgcn_ds_bpermute(index << 2, var);
}
static __device__ inline float __shfl_xor(float var, int lane_mask)
{
    return __int_as_float(__shfl_xor_int(__float_as_int(var), lane_mask, warp_size()));
}
static __device__ inline float __shfl_down(float var, uint delta)
{
    return __int_as_float(__shfl_down_int(__float_as_int(var), delta, warp_size()));
}
static __device__ inline float __shfl(float var, int src_lane)
{
    return __int_as_float(__shfl_int(__float_as_int(var), src_lane, warp_size()));
}

/* Atomics (device scope, relaxed), as HIP's atomicAdd. */
static __device__ inline float atomicAdd(float *address, float value)
{
    return __hip_atomic_fetch_add(address, value, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
}
static __device__ inline int atomicAdd(int *address, int value)
{
    return __hip_atomic_fetch_add(address, value, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
}

#endif
