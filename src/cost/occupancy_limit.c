/* Occupancy with its limiting factor (see occupancy_limit.h). The formulas are
 * the vendors' own, step by step, so that a difference from llc's
 * "; Occupancy:" or from cudaOccupancyMaxActiveBlocksPerMultiprocessor is a
 * bug here, not a modelling choice. */
#include "occupancy_limit.h"

#include "../target/target_ops.h"

static uint32_t min_u32(uint32_t a, uint32_t b) { return a < b ? a : b; }
static uint32_t divide_up(uint32_t x, uint32_t y) { return (x + y - 1) / y; }
static uint32_t round_up(uint32_t x, uint32_t y) { return divide_up(x, y) * y; }

/* The smallest of by[], the first resource (in enum order) that gives it. */
static void settle(vl_occupancy_limit *o) {
  o->waves = o->by[0];
  o->limiter = 0;
  for (int l = 1; l < VL_NUM_LIMITS; l++)
    if (o->by[l] < o->waves) o->waves = o->by[l], o->limiter = l;
}

/* ---- AMDGPU ---- */

/* getNumWavesPerEUWithNumVGPRs: whole granules; fewer than a granule never limits. */
static uint32_t amdgpu_vgpr_waves(const vl_target *t, uint32_t vgprs) {
  if (vgprs < t->vgpr_granule) return t->max_waves_per_simd;
  uint32_t waves = t->vgprs_per_simd / round_up(vgprs, t->vgpr_granule);
  return min_u32(waves ? waves : 1, t->max_waves_per_simd);
}

/* getOccupancyWithLocalMemSize: workgroups per CU within the LDS and the barriers (a one-wave
 * workgroup needs none), their waves spread over the SIMDs. bytes 0 gives the workgroup size's
 * own limit. */
static uint32_t amdgpu_lds_waves(const vl_target *t, const vl_cost_params *c, uint32_t threads, uint32_t bytes) {
  uint32_t waves_per_group = divide_up(threads, t->wave_size);
  uint32_t slots = t->max_waves_per_simd * c->simds_per_cu;
  uint32_t max_groups = waves_per_group == 1 ? slots : min_u32(slots / waves_per_group, c->max_barriers);
  if (!max_groups) return 0;
  uint32_t groups = c->lds_bytes / (bytes ? bytes : 1);
  if (!groups) return 1;   /* LLVM assumes the worst rather than none */
  groups = min_u32(groups, max_groups);
  return min_u32(divide_up(groups * waves_per_group, c->simds_per_cu), t->max_waves_per_simd);
}

static void amdgpu_limit(const vl_target *t, const vl_cost_params *c, const vl_resource_usage *u,
                         const vl_launch *l, vl_occupancy_limit *o) {
  /* A unified file (gfx90a, gfx942) holds AGPRs after the VGPRs rounded up to 4. */
  uint32_t vector = u->accum ? (t->unified_vgpr_file ? round_up(u->vector, 4) + u->accum
                                                     : (u->vector > u->accum ? u->vector : u->accum))
                             : u->vector;
  o->by[VL_LIMIT_VECTOR] = amdgpu_vgpr_waves(t, vector);
  for (uint32_t i = 0; i < c->num_sgpr_steps; i++)
    if (u->scalar <= c->sgpr_steps[i].sgprs) {
      o->by[VL_LIMIT_SCALAR] = min_u32(c->sgpr_steps[i].waves, o->max);
      break;
    }
  uint32_t threads = l->threads ? l->threads : 1024;   /* LLVM's default flat workgroup size */
  o->by[VL_LIMIT_BLOCK] = amdgpu_lds_waves(t, c, threads, 0);
  o->by[VL_LIMIT_SHARED] = amdgpu_lds_waves(t, c, threads, l->shared_bytes);
}

/* ---- NVIDIA ---- */

static void nvidia_limit(const vl_target *t, const vl_cost_params *c, const vl_resource_usage *u,
                         const vl_launch *l, vl_occupancy_limit *o) {
  /* cudaOccMaxBlocksPerSMRegsLimit: a warp's registers in whole allocation units, from one
   * sub-partition's share of the file. */
  uint32_t regs_per_warp = round_up((u->vector ? u->vector : 1) * t->wave_size, c->reg_alloc_unit);
  uint32_t warps_by_regs = (c->regs_per_sm / c->sub_partitions / regs_per_warp) * c->sub_partitions;
  if (!l->threads) {   /* the block size is not known: registers and the SM's most only */
    o->by[VL_LIMIT_VECTOR] = min_u32(warps_by_regs, o->max);
    return;
  }
  uint32_t warps_per_block = divide_up(l->threads, t->wave_size);
  /* The hardware's check assumes a block's warps spread over every sub-partition. */
  uint32_t regs_assumed = regs_per_warp * round_up(warps_per_block, c->sub_partitions);
  uint32_t blocks_by_regs = regs_assumed > c->regs_per_sm ? 0 : warps_by_regs / warps_per_block;
  uint32_t shared = round_up(l->shared_bytes + c->shared_reserved_per_block, c->shared_alloc_unit);
  uint32_t blocks_by_shared = c->shared_bytes_per_sm / shared;
  uint32_t blocks_by_warps = o->max / warps_per_block;
  uint32_t blocks = min_u32(blocks_by_warps, c->max_blocks_per_sm);
  o->by[VL_LIMIT_VECTOR] = min_u32(blocks_by_regs * warps_per_block, o->max);
  o->by[VL_LIMIT_SHARED] = min_u32(blocks_by_shared * warps_per_block, o->max);
  o->by[VL_LIMIT_BLOCK] = blocks * warps_per_block;
}

vl_occupancy_limit vl_occupancy_limit_compute(const vl_target *t, const vl_resource_usage *usage,
                                              const vl_launch *launch) {
  const vl_cost_params *c = vl_cost_params_of(t);
  vl_occupancy_limit o = {.max = t->max_waves_per_simd};
  for (int l = 0; l < VL_NUM_LIMITS; l++) o.by[l] = o.max;
  o.unit = vl_occupancy_unit(t);
  if (c->regs_per_sm) nvidia_limit(t, c, usage, launch, &o);
  else amdgpu_limit(t, c, usage, launch, &o);
  settle(&o);
  return o;
}

vl_launch vl_launch_of(const vl_function *fn) {
  return (vl_launch){.threads = fn->flat_workgroup_max, .shared_bytes = fn->shared_bytes};
}

vl_resource_usage vl_resource_usage_of(const vl_target *t, const uint32_t used[VL_NUM_FILES]) {
  const vl_cost_params *c = vl_cost_params_of(t);
  vl_resource_usage u = {.vector = used[VL_FILE_VECTOR], .accum = used[VL_FILE_ACCUM]};
  if (c->regs_per_sm) u.vector += t->count_reserve;   /* ptxas's count: highest R + 1 + its reserve */
  else u.scalar = used[VL_FILE_SCALAR] + c->extra_sgprs;
  return u;
}

uint32_t vl_scalar_room(const vl_target *t, const vl_launch *launch, const uint32_t used[VL_NUM_FILES], uint32_t limit) {
  uint32_t top = used[VL_FILE_SCALAR];
  if (vl_cost_params_of(t)->regs_per_sm) return top;
  vl_resource_usage u = vl_resource_usage_of(t, used);
  uint32_t waves = vl_occupancy_limit_compute(t, &u, launch).waves;
  for (; top < limit; top++) {   /* at most the file's size: a few dozen steps */
    vl_resource_usage up = u;
    up.scalar += top + 1 - used[VL_FILE_SCALAR];
    if (vl_occupancy_limit_compute(t, &up, launch).waves < waves) break;
  }
  return top;
}

const char *vl_limiter_name(vl_limiter limiter) {
  static const char *names[VL_NUM_LIMITS] = {"hardware", "vector", "scalar", "block", "shared"};
  return limiter < VL_NUM_LIMITS ? names[limiter] : "?";
}

const char *vl_occupancy_unit(const vl_target *t) { return t->ops->syntax == VL_SYNTAX_SASS ? "warps/SM" : "waves/SIMD"; }
