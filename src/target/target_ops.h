/* What a target family does differently beyond its data (target.h), as QBE's
 * Target: a table of callbacks, one per family (amdgpu.c, nvidia.c), so that
 * the generic code never tests which family a target belongs to. The pipeline's
 * steps are here too: which code the machine code is read and written in
 * decides how spill code and split moves go into it.
 * Needs: the target data. Produces: nothing by itself; callers go through
 * target->ops. */
#ifndef VL_TARGET_OPS_H
#define VL_TARGET_OPS_H
#include "target.h"

struct vl_pipeline;
struct vl_diags;
struct vl_function;
struct vl_assignment;
struct json_t;

typedef enum vl_syntax { VL_SYNTAX_MIR, VL_SYNTAX_SASS, VL_SYNTAX_UNKNOWN } vl_syntax;

typedef enum vl_tighten_effort { VL_TIGHTEN_NONE, VL_TIGHTEN_LIGHT, VL_TIGHTEN_FULL } vl_tighten_effort;

typedef struct vl_target_ops {
  vl_syntax syntax;                    /* what the front end reads and the writer writes */
  const char *family_name;             /* "AMDGPU", "NVIDIA": for messages */
  const char *target_names;            /* "gfx90a, gfx942, gfx1100": for messages */
  /* The main file's registers within what a launch allows (threads per block, blocks per SM, a
   * register directive; 0 where absent), before --max-* options. */
  uint32_t (*register_limit)(const vl_target *t, uint32_t threads, uint32_t min_blocks, uint32_t max_regs);
  /* How hard the classical allocation is tightened (alloc/tighten.h). NVIDIA: fully, ptxas's
   * count is the budget to meet, so a loose first allocation is not enough. AMD: lightly,
   * occupancy moves in granules of 8 or more VGPRs, so a register or two below the first
   * allocation rarely pays for the runs a perfect packing takes. */
  vl_tighten_effort tighten_classical;
  /* The registers used, as the vendor counts them, for an assignment file's "usage". */
  struct json_t *(*usage_json)(const struct vl_function *fn, const struct vl_assignment *a);
  /* The main file's registers used as the vendor counts them (VGPR+AGPR tops; R as ptxas). */
  uint32_t (*main_registers)(const struct vl_function *fn, const struct vl_assignment *a);
  /* The pipeline's steps (pipeline/pipeline.h), NULL where the family has none:
   * spill_module before any allocation (MIR: the spiller rewrites the text module-wide);
   * split, spill and raise_occupancy per function once an allocation fails or succeeds. */
  int (*spill_module)(struct vl_pipeline *p, struct vl_diags *diags);
  bool (*split)(struct vl_pipeline *p, uint32_t f, struct vl_diags *diags);
  bool (*spill)(struct vl_pipeline *p, uint32_t f, struct vl_diags *diags);
  bool (*raise_occupancy)(struct vl_pipeline *p, uint32_t f);
  /* The allocated code in the syntax it was read in (malloc'd text); VL_OK or an error in diags. */
  int (*emit)(const struct vl_pipeline *p, char **text, size_t *len, struct vl_diags *diags);
} vl_target_ops;

extern const vl_target_ops vl_amdgpu_ops, vl_nvidia_ops;

#endif
