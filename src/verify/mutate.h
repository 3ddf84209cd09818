/* Fault injection into valid assignments, to measure the verifier: each kind of
 * mutation has the category a correct verifier must report.
 *   neighbour  a register moved onto a virtual register live at the same time   -> dataflow
 *   align      a tuple moved to a misaligned base in its own file               -> constraint
 *   file       a register moved to another register file                        -> constraint
 *   overlap    a tuple moved to partly overlap another live tuple               -> dataflow
 *   missing    a virtual register left without a register                       -> syntax
 *   random     a register moved to a random register of its file and width      -> any, or none
 *              (not a fault by construction: it tests that two verifiers agree)
 * Needs: analysis of the function, a valid assignment. Produces: counts, or
 * each mutated assignment for a caller's own checks. */
#ifndef VL_MUTATE_H
#define VL_MUTATE_H
#include "../analysis/analysis.h"
#include "native.h"

typedef enum vl_mutation {
  VL_MUT_NEIGHBOUR,
  VL_MUT_ALIGN,
  VL_MUT_FILE,
  VL_MUT_OVERLAP,
  VL_MUT_MISSING,
  VL_NUM_FAULTS,                 /* the kinds above are faults with a known category */
  VL_MUT_RANDOM = VL_NUM_FAULTS,
  VL_NUM_MUTATIONS
} vl_mutation;

typedef struct vl_mutation_counts {
  uint32_t injected[VL_NUM_MUTATIONS];
  uint32_t rejected[VL_NUM_MUTATIONS];        /* verifier said invalid */
  uint32_t right_category[VL_NUM_MUTATIONS];  /* ... and named the expected category */
} vl_mutation_counts;

const char *vl_mutation_name(vl_mutation kind);
vl_category vl_mutation_category(vl_mutation kind);   /* VL_CAT_NONE for random */

/* Calls `visit` with up to `per_kind` mutated copies of `valid` for each kind
 * (deterministic for `seed`); the copy is only valid during the call. */
typedef void (*vl_mutation_visit)(void *ctx, vl_mutation kind, const vl_assignment *mutated);
void vl_mutations_each(const vl_analysis *an, const vl_assignment *valid, uint32_t per_kind, uint32_t seed,
                       vl_mutation_visit visit, void *ctx);
/* Injects up to `per_kind` faults of each kind (deterministic for `seed`) and verifies each natively. */
void vl_mutate_and_verify(const vl_analysis *an, const vl_assignment *valid, uint32_t per_kind, uint32_t seed,
                          vl_mutation_counts *counts);

#endif
