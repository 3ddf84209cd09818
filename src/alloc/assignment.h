/* An assignment: one physical register (tuple) per virtual register of one
 * function. Every allocator produces one; the verifier checks one; the
 * rewriter applies one; JSON in assembly syntax is its file format. */
#ifndef VL_ASSIGNMENT_H
#define VL_ASSIGNMENT_H
#include "../front/mir.h"

typedef struct vl_assignment {
  const vl_function *fn;
  vl_physreg *reg;          /* per vreg id; count == 0 means unassigned */
  uint32_t num_vregs;
  const char *allocator;    /* name of what produced it */
} vl_assignment;

vl_assignment *vl_assignment_new(const vl_function *fn, vl_arena *arena);
/* SASS: ptxas's own registers for fn's webs (fn->original_reg), named "ptxas". */
vl_assignment *vl_assignment_ptxas(const vl_function *fn, vl_arena *arena);
/* The register an operand names under `a`: physical operands as written, virtual ones through
 * the assignment with their subregister; count 0 for other operands and unassigned vregs. */
vl_physreg vl_assignment_operand_reg(const vl_assignment *a, const vl_operand *op);

typedef struct vl_alloc_stats {
  uint32_t copies;           /* COPY instructions between registers */
  uint32_t identity_copies;  /* of those, how many the assignment makes identities */
  uint32_t used[VL_NUM_FILES];   /* highest register index used + 1, physical operands included */
} vl_alloc_stats;

/* Copies and register usage of an assignment (any allocator's). */
vl_alloc_stats vl_assignment_stats(const vl_function *fn, const vl_assignment *assignment);

#endif
