/* Fault injection into an allocated (post-RA) MIR text, to measure the
 * translation validator (translate.h). Four kinds, each placed where it is
 * observable by construction, found from the text alone (never by asking the
 * validator):
 *   drop-reload   a reload (SI_SPILL_*_RESTORE, SI_RESTORE_S32_FROM_VGPR) deleted, where its
 *                 register was written earlier in the block by something else and is read
 *                 later in the block before being written again;
 *   swap-copy     the sources of two COPYs of one block swapped (same width, neither source
 *                 written between them, both destinations read before being written again);
 *                 where no such pair exists, one COPY's source replaced by a register of its
 *                 width that an earlier non-copy instruction of the block wrote;
 *   clobber-slot  a spill store retargeted to another slot of its size that is reloaded
 *                 somewhere; where no such slot exists, a store of another register inserted
 *                 into the slot right after the spill;
 *   rename-use    an explicit register read of an ordinary instruction renamed to a register
 *                 of its file and width that an earlier non-copy, non-reload instruction of
 *                 the block wrote.
 * Needs: a parsed POST module. Produces: mutated texts, one at a time. */
#ifndef VL_TV_MUTATE_H
#define VL_TV_MUTATE_H
#include "../front/mir.h"

typedef enum vl_tv_fault {
  VL_TV_DROP_RELOAD,
  VL_TV_SWAP_COPY,
  VL_TV_CLOBBER_SLOT,
  VL_TV_RENAME_USE,
  VL_TV_NUM_FAULTS
} vl_tv_fault;

typedef struct vl_tv_mutant {
  vl_tv_fault kind;
  const vl_function *fn;   /* the POST function mutated */
  const char *text;        /* the whole mutated module text (valid during the visit) */
  uint32_t len;
  uint32_t line;           /* of the (first) mutated instruction in the original text */
  char what[256];          /* a description */
} vl_tv_mutant;

const char *vl_tv_fault_name(vl_tv_fault kind);

/* Calls `visit` with up to `per_kind` mutants of each kind (sites chosen at
 * random, deterministically for `seed`, over all functions of the module). */
typedef void (*vl_tv_mutant_visit)(void *ctx, const vl_tv_mutant *mutant);
void vl_tv_mutants_each(const vl_module *post, uint32_t per_kind, uint32_t seed, vl_tv_mutant_visit visit, void *ctx);

#endif
