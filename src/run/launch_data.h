/* A launch's bytes: each buffer's initial contents (seeded, so that every
 * variant of a kernel and every run starts from the same data) and the
 * kernel's parameter block, laid out as the cubin says (EIATTR_KPARAM_INFO:
 * ordinal, offset and size of each parameter), so that a recipe that does
 * not match the kernel's parameter list is caught before any launch.
 * Needs: a plan (recipe.h), the cubin. Produces: bytes. */
#ifndef VL_LAUNCH_DATA_H
#define VL_LAUNCH_DATA_H
#include "../front/cubin_elf.h"
#include "recipe.h"

enum { VL_MAX_PARAM_BYTES = 4096 };

typedef struct vl_kernel_param {
  uint32_t ordinal, offset, size;
} vl_kernel_param;

/* The parameters of `kernel` in the cubin, by ordinal. NULL, or why not (no .nv.info.KERNEL, a gap
 * in the ordinals, more than `max`). */
const char *vl_kernel_params(const vl_cubin *c, const char *kernel, vl_kernel_param *out, uint32_t max,
                             uint32_t *count);

/* The kernel's launch bound (EIATTR_MAX_THREADS: .maxntid / __launch_bounds__) in dims; false when the
 * cubin gives none. */
bool vl_kernel_max_threads(const vl_cubin *c, const char *kernel, uint32_t dims[3]);

/* The bytes of one value in an element type (integers truncated to the type, floats rounded to
 * nearest even). */
void vl_elem_store(vl_elem_type t, double value, void *to);
double vl_elem_load(vl_elem_type t, const void *from);

/* Buffer `arg` (plan->args[arg]) filled as its recipe line says, from `seed`: count * size bytes. */
void vl_launch_fill(const vl_launch_plan *plan, uint32_t arg, uint64_t seed, void *data);

/* The parameter block: buffer k's device address from addresses[k] (0 for scalars), scalars'
 * bytes, each at the cubin's offset; *size its length. NULL, or why the plan does not match the
 * kernel's parameters (count, sizes). */
const char *vl_launch_pack(const vl_launch_plan *plan, const vl_kernel_param *params, uint32_t count,
                           const uint64_t *addresses, unsigned char *block, uint32_t *size, char *why,
                           size_t why_len);

#endif
