/* The AMDGPU family's callbacks (target_ops.h): LLVM 19's VGPR limit, usage
 * per file, and the MIR pipeline's one step of its own (spilling module-wide
 * before allocating). */
#include "target_ops.h"

#include "../alloc/assignment_json.h"
#include "../pipeline/pipeline.h"

/* LLVM 19: the fewest waves per SIMD the flat work-group size implies, registers per wave at
 * that occupancy rounded down to the allocation granule, within the addressable ones. */
static uint32_t register_limit(const vl_target *t, uint32_t threads, uint32_t min_blocks, uint32_t max_regs) {
  uint32_t waves_per_group = (threads + t->wave_size - 1) / t->wave_size;
  uint32_t min_waves = (waves_per_group + 3) / 4; /* 4 SIMDs per CU */
  if (min_waves < 1) min_waves = 1;
  uint32_t regs = t->vgprs_per_simd / min_waves;
  regs -= regs % t->vgpr_granule;
  uint32_t addressable = t->num_regs[VL_FILE_VECTOR] + (t->unified_vgpr_file ? t->num_regs[VL_FILE_ACCUM] : 0);
  return regs < addressable ? regs : addressable;
}

const vl_target_ops vl_amdgpu_ops = {
    .syntax = VL_SYNTAX_MIR,
    .family_name = "AMDGPU",
    .target_names = "gfx90a, gfx942, gfx1100",
    .register_limit = register_limit,
    .tighten_classical = VL_TIGHTEN_LIGHT,
    .usage_json = vl_usage_json_files,
    .main_registers = vl_main_registers_files,
    .spill_module = vl_pipeline_mir_spill_module,
    .emit = vl_pipeline_mir_emit,
};
