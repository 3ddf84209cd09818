/* The NVIDIA family's callbacks (target_ops.h): ptxas's register count within
 * the launch bounds, usage as ptxas counts it, and the SASS pipeline's steps
 * (live-range splitting, spilling to local memory, the occupancy step). */
#include "target_ops.h"

#include "../alloc/assignment_json.h"
#include "../pipeline/pipeline.h"
#include "nvidia.h"

/* ptxas's count (highest index + 1 + count_reserve) within what the launch bounds leave. */
static uint32_t register_limit(const vl_target *t, uint32_t threads, uint32_t min_blocks, uint32_t max_regs) {
  unsigned count = vl_nvidia_launch_register_limit(t, threads, min_blocks, max_regs);
  return count > t->count_reserve ? count - t->count_reserve : 0;
}

const vl_target_ops vl_nvidia_ops = {
    .syntax = VL_SYNTAX_SASS,
    .family_name = "NVIDIA",
    .target_names = "sm_89, sm_90",
    .register_limit = register_limit,
    .tighten_classical = VL_TIGHTEN_FULL,
    .usage_json = vl_usage_json_sass,
    .main_registers = vl_main_registers_sass,
    .split = vl_pipeline_sass_split,
    .spill = vl_pipeline_sass_spill,
    .raise_occupancy = vl_pipeline_sass_raise_occupancy,
    .emit = vl_pipeline_sass_emit,
};
