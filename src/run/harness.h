/* The launch harness: one kernel, two or three cubins of it (ptxas's, ours,
 * ptxas's under -maxrregcount = our count), identical inputs. Every variant
 * starts each launch from the same device copy of the initial data; after
 * one launch each, every buffer is read back and compared bit for bit with
 * ptxas's (a multiset where the recipe says `unordered`), ptxas's twice, so
 * that a kernel whose output depends on timing is reported as such rather
 * than as a wrong allocation. Then warm-up launches and at least `runs`
 * timed launches of each variant, alternating (the first variant of a round
 * rotates), each timed with CUDA events around the launch alone.
 * A launch that does not finish within the time limit, or any driver error,
 * ends the kernel and leaves its memory to the process's end (the context is
 * unusable after it, and freeing could wait on a launch that never ends).
 * Needs: the driver (cuda_driver.h), a plan (recipe.h). Produces: per variant registers, local
 * memory, occupancy, median time and spread, outputs identical or not. */
#ifndef VL_HARNESS_H
#define VL_HARNESS_H
#include "cuda_driver.h"
#include "launch_data.h"

enum { VL_RUN_MAX_VARIANTS = 3 };

typedef enum vl_run_status {
  VL_RUN_OK,          /* ran; see identical per variant */
  VL_RUN_BAD_INPUT,   /* a cubin that cannot be read, a plan that does not match the kernel */
  VL_RUN_CUDA_ERROR,  /* the driver failed (load, launch, memory): the context is lost */
  VL_RUN_TIMEOUT,     /* a launch ran past the limit */
} vl_run_status;

typedef struct vl_gpu {
  vl_cuda cuda;
  CUdevice device;
  CUcontext context;
  char name[128];
  int sm_count, max_threads_per_sm, major, minor;
} vl_gpu;

typedef struct vl_run_options {
  uint64_t seed;
  uint32_t warmup, runs;
  double launch_timeout_s;
} vl_run_options;

typedef struct vl_variant_result {
  int registers, local_bytes, shared_bytes, blocks_per_sm;
  double occupancy;                 /* resident warps / the SM's most */
  double median_ms, p10_ms, p90_ms, spread;   /* spread: (p90 - p10) / median */
  bool identical;                   /* every buffer equal to the first variant's */
  char mismatch[192];               /* where not: the first buffer and element that differ */
} vl_variant_result;

typedef struct vl_run_result {
  bool deterministic;               /* the first variant gave the same outputs twice */
  uint64_t buffer_bytes;
  vl_variant_result variants[VL_RUN_MAX_VARIANTS];
} vl_run_result;

/* The cubins read and checked against the plan (kernel present, parameter list matching) and the
 * parameter block built with placeholder addresses: everything short of the GPU. */
/* The variants by position: ptxas's cubin, ours, ptxas's at our register count. */
extern const char *const vl_run_variant_labels[VL_RUN_MAX_VARIANTS];

typedef struct vl_run_inputs {
  unsigned char *images[VL_RUN_MAX_VARIANTS];   /* malloc'd cubin bytes */
  uint32_t count;
  vl_kernel_param params[VL_RECIPE_MAX_ARGS];
  uint32_t num_params;
} vl_run_inputs;

/* VL_RUN_OK or VL_RUN_BAD_INPUT with why. */
vl_run_status vl_run_prepare(const vl_launch_plan *plan, const char *const *cubins, uint32_t count,
                             vl_run_inputs *in, char *why, size_t why_len);
void vl_run_inputs_free(vl_run_inputs *in);

/* Opens the driver, device 0 and its primary context. false with why (no libcuda, no device). */
bool vl_gpu_open(vl_gpu *gpu, const char *library, char *why, size_t why_len);
void vl_gpu_close(vl_gpu *gpu);

vl_run_status vl_run_kernel(vl_gpu *gpu, const vl_launch_plan *plan, const vl_run_inputs *in,
                            const vl_run_options *options, vl_run_result *result, char *why, size_t why_len);

#endif
