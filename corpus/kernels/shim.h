/* shim.h: the few pieces of the HIP/CUDA device API the corpus kernels use,
 * built from clang builtins alone, so that one kernel source compiles without
 * ROCm or CUDA headers or device libraries, for AMDGPU and for NVPTX:
 *
 *   clang-19 -x hip  --offload-arch=gfx90a --cuda-device-only -nogpulib -nogpuinc -O3 -emit-llvm -S k.hip
 *   clang-19 -x cuda --cuda-gpu-arch=sm_89 --cuda-device-only -nocudalib -nocudainc -O3 -S k.hip
 *
 * Device code cannot call libm; every math helper maps to an intrinsic that the
 * back end lowers by itself (llvm.exp.f32, llvm.sqrt.f32, llvm.amdgcn.exp2,
 * ex2.approx.f32, ...), which is also what ROCm's device libraries and CUDA's
 * fast-math reduce these functions to.  All helpers are `static __device__
 * inline`, so the inliner treats them as it would in a real build.
 *
 * Kernels test __AMDGCN__ / __NVPTX__ for target-specific code (matrix cores). */
#ifndef VERILOCC_KERNEL_SHIM_H
#define VERILOCC_KERNEL_SHIM_H

/* Attributes (the header-less builds have no runtime wrapper headers). */
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#ifdef __AMDGCN__
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
#else
/* NVPTX: clang honours CUDA's attribute (.maxntid, .minnctapersm in the PTX). */
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#endif
#define __restrict__ __restrict

#define SHIM_STRINGIFY2(x) #x
#define SHIM_STRINGIFY(x) SHIM_STRINGIFY2(x)
/* UNROLL(N): `#pragma unroll N` where N is a macro. */
#define UNROLL(n) _Pragma(SHIM_STRINGIFY(unroll n))

typedef _Float16 half;
typedef __bf16 bf16;
typedef unsigned int uint;

#ifdef __AMDGCN__

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
#else /* __NVPTX__ */

static __device__ inline uint thread_idx_x(void) { return __nvvm_read_ptx_sreg_tid_x(); }
static __device__ inline uint thread_idx_y(void) { return __nvvm_read_ptx_sreg_tid_y(); }
static __device__ inline uint thread_idx_z(void) { return __nvvm_read_ptx_sreg_tid_z(); }
static __device__ inline uint block_idx_x(void) { return __nvvm_read_ptx_sreg_ctaid_x(); }
static __device__ inline uint block_idx_y(void) { return __nvvm_read_ptx_sreg_ctaid_y(); }
static __device__ inline uint block_idx_z(void) { return __nvvm_read_ptx_sreg_ctaid_z(); }
static __device__ inline uint block_dim_x(void) { return __nvvm_read_ptx_sreg_ntid_x(); }
static __device__ inline uint block_dim_y(void) { return __nvvm_read_ptx_sreg_ntid_y(); }
static __device__ inline uint block_dim_z(void) { return __nvvm_read_ptx_sreg_ntid_z(); }
static __device__ inline uint grid_dim_x(void) { return __nvvm_read_ptx_sreg_nctaid_x(); }
static __device__ inline uint grid_dim_y(void) { return __nvvm_read_ptx_sreg_nctaid_y(); }
static __device__ inline int warp_size(void) { return 32; }
static __device__ inline int lane_id(void) { return __nvvm_read_ptx_sreg_laneid(); }

/* __syncthreads is a clang builtin for NVPTX (bar.sync 0), as in CUDA. */

/* exp, exp2 through ex2.approx as CUDA's fast math does: NVPTX has no libcall for llvm.exp. */
static __device__ inline float exp2f(float x) { return __nvvm_ex2_approx_f(x); }
static __device__ inline float expf(float x) { return __nvvm_ex2_approx_f(x * 1.44269504088896341f); }
static __device__ inline float __expf(float x) { return expf(x); }
static __device__ inline float sqrtf(float x) { return __builtin_sqrtf(x); }
static __device__ inline float rsqrtf(float x) { return __nvvm_rsqrt_approx_f(x); }
static __device__ inline float __frcp_rn(float x) { return __nvvm_rcp_rn_f(x); }

/* Cross-lane: shfl.sync over the full warp; the clamp operand encodes the width. */
static __device__ inline int __shfl_int(int var, int src_lane, int width)
{
    return __nvvm_shfl_sync_idx_i32(0xffffffffu, var, src_lane, ((32 - width) << 8) | 0x1f);
}
static __device__ inline int __shfl_xor_int(int var, int lane_mask, int width)
{
    return __nvvm_shfl_sync_bfly_i32(0xffffffffu, var, lane_mask, ((32 - width) << 8) | 0x1f);
}
static __device__ inline int __shfl_down_int(int var, uint delta, int width)
{
    return __nvvm_shfl_sync_down_i32(0xffffffffu, var, (int)delta, ((32 - width) << 8) | 0x1f);
}

#endif /* __AMDGCN__ */

static __device__ inline float fmaxf(float a, float b) { return __builtin_fmaxf(a, b); }
static __device__ inline float fminf(float a, float b) { return __builtin_fminf(a, b); }
static __device__ inline float fabsf(float x) { return __builtin_fabsf(x); }
static __device__ inline float fmaf(float a, float b, float c) { return __builtin_fmaf(a, b, c); }
static __device__ inline float __int_as_float(int x) { return __builtin_bit_cast(float, x); }
static __device__ inline int __float_as_int(float x) { return __builtin_bit_cast(int, x); }
static __device__ inline float __half2float(half h) { return (float)h; }
static __device__ inline half __float2half(float f) { return (half)f; }

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

/* Atomics (device scope, relaxed), as HIP's and CUDA's atomicAdd. */
static __device__ inline float atomicAdd(float *address, float value)
{
    return __scoped_atomic_fetch_add(address, value, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
}
static __device__ inline int atomicAdd(int *address, int value)
{
    return __scoped_atomic_fetch_add(address, value, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
}
static __device__ inline uint atomicAdd(uint *address, uint value)
{
    return __scoped_atomic_fetch_add(address, value, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
}
static __device__ inline int atomicMin(int *address, int value)
{
    return __scoped_atomic_fetch_min(address, value, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
}
static __device__ inline int atomicMax(int *address, int value)
{
    return __scoped_atomic_fetch_max(address, value, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
}
static __device__ inline int atomicCAS(int *address, int expected, int desired)
{
    __scoped_atomic_compare_exchange_n(address, &expected, desired, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED,
                                       __MEMORY_SCOPE_DEVICE);
    return expected;
}

#endif
