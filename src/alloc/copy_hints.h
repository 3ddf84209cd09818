/* Copy hints: for each virtual register, the registers that would turn a COPY
 * (or a register hint LLVM recorded) into an identity: "my base = other's base +
 * delta", or a fixed unit. The classical allocator prefers them; the learned
 * allocator shows them to the model.
 * Needs: a parsed function and its regspace. Produces: per-vreg hint lists. */
#ifndef VL_COPY_HINTS_H
#define VL_COPY_HINTS_H
#include "../analysis/liveness.h"
#include "../base/arena.h"

typedef struct vl_copy_hint {
  uint32_t vreg;     /* the other virtual register, or UINT32_MAX for a fixed unit */
  int32_t delta;     /* our base = other's base + delta (or = delta when fixed) */
} vl_copy_hint;

typedef VL_VEC(vl_copy_hint) vl_copy_hints;

/* Per vreg id (fn->num_vregs + 1 entries), in the arena. */
vl_copy_hints *vl_copy_hints_collect(const vl_function *fn, const vl_regspace *space, vl_arena *arena);

/* The unit a hint asks for, given the registers placed so far (reg[], count 0 = not yet), or -1. */
int64_t vl_copy_hint_unit(const vl_copy_hint *h, const vl_physreg *reg);

#endif
