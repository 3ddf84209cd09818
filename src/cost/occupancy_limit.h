/* Occupancy as the vendors compute it, with what limits it.
 *   AMDGPU (LLVM 19's GCNSubtarget::computeOccupancy, which llc prints as "; Occupancy:"):
 *     waves per SIMD = min(the target's most, VGPRs (+AGPRs on a unified file) in granules,
 *     SGPRs (gfx9 steps), LDS and workgroup size (getOccupancyWithLocalMemSize: whole
 *     workgroups per CU within the LDS, the barriers and the wave slots, spread over the SIMDs)).
 *   NVIDIA (CUDA's occupancy calculator, cuda_occupancy.h): blocks per SM = min(registers
 *     (granted per warp in units of 256, warps packed into 4 sub-partitions), shared memory
 *     (+1 KiB reserved per block, 128-byte units), warps (the SM's most over the block's
 *     warps), the blocks-per-SM limit); warps per SM = blocks x warps per block. Without a
 *     known block size only the registers count (and the SM's most).
 * Needs: the target and its cost parameters. Produces: vl_occupancy_limit. */
#ifndef VL_OCCUPANCY_LIMIT_H
#define VL_OCCUPANCY_LIMIT_H
#include "../front/mir.h"
#include "cost_params.h"

/* What a kernel holds, as the vendor's tools count it. */
typedef struct vl_resource_usage {
  uint32_t vector;    /* AMDGPU: VGPRs (highest index + 1); NVIDIA: ptxas's register count */
  uint32_t accum;     /* AMDGPU: AGPRs */
  uint32_t scalar;    /* AMDGPU: SGPRs as the assembler counts them (extras included) */
} vl_resource_usage;

/* How it is launched. */
typedef struct vl_launch {
  uint32_t threads;        /* per workgroup / block at most; 0: not known */
  uint32_t shared_bytes;   /* LDS / static shared memory per workgroup / block */
} vl_launch;

typedef enum vl_limiter {
  VL_LIMIT_HARDWARE,   /* the target's most waves (warps) */
  VL_LIMIT_VECTOR,     /* VGPRs (+AGPRs), R */
  VL_LIMIT_SCALAR,     /* SGPRs */
  VL_LIMIT_BLOCK,      /* workgroup/block size: whole blocks, barriers, the blocks-per-SM limit */
  VL_LIMIT_SHARED,     /* LDS, shared memory (AMDGPU: the workgroup limit included, so it names
                          shared memory only where the LDS lowers it further) */
  VL_NUM_LIMITS
} vl_limiter;

typedef struct vl_occupancy_limit {
  uint32_t waves;              /* waves per SIMD (AMDGPU), warps per SM (NVIDIA); 0: cannot launch */
  uint32_t max;                /* the target's most */
  uint32_t by[VL_NUM_LIMITS];  /* what each resource alone allows (max where it does not limit) */
  vl_limiter limiter;          /* the first resource, in enum order, that gives `waves` */
  const char *unit;            /* "waves/SIMD", "warps/SM" */
} vl_occupancy_limit;

vl_occupancy_limit vl_occupancy_limit_compute(const vl_target *t, const vl_resource_usage *usage,
                                              const vl_launch *launch);
/* A function's launch: its workgroup/block size and shared memory (front/mir.h). */
vl_launch vl_launch_of(const vl_function *fn);
/* The usage an allocation gives: the highest register index + 1 per file (vl_alloc_stats'
 * `used`), turned into the vendor's count (AMDGPU: SGPR extras; NVIDIA: ptxas's reserve). */
vl_resource_usage vl_resource_usage_of(const vl_target *t, const uint32_t used[VL_NUM_FILES]);
/* The highest scalar top (highest index + 1) in [used[VL_FILE_SCALAR], limit] that keeps the
 * occupancy `used` gives: AMDGPU SGPRs count only at gfx9's steps (on gfx10+ every wave holds
 * its 106). NVIDIA: used's own, since ptxas's uniform-register count is not ours to raise. */
uint32_t vl_scalar_room(const vl_target *t, const vl_launch *launch, const uint32_t used[VL_NUM_FILES], uint32_t limit);
/* The unit of `waves` on target t: "waves/SIMD" or "warps/SM". */
const char *vl_occupancy_unit(const vl_target *t);
/* "hardware", "vector", "scalar", "block", "shared" (reports and JSON keys). */
const char *vl_limiter_name(vl_limiter limiter);

#endif
