/* Where a spill plan's code goes when it is written in the registers the code
 * has already (SASS, in ptxas's registers: emit/sass_moves.h), not renamed to
 * temporaries as in MIR (spill_insert.h): a reload in front of the first read
 * in each block and after each chosen gap, a store after every write. The
 * reload and the reads after it, and the write and its store, then form webs
 * of their own once the text is read back; between them the register is free.
 * Needs: the function and a plan of single-lane registers (homes on the stack).
 * Produces: the sites, in layout order. */
#ifndef VL_SPILL_SITES_H
#define VL_SPILL_SITES_H
#include "spill_plan.h"

typedef struct vl_spill_site {
  uint32_t before;   /* store: after instruction before - 1; reload: in front of instruction before */
  uint32_t vreg;
  uint32_t slot;     /* the home's stack slot */
  bool store;
} vl_spill_site;

/* The sites into a malloc'd array (*out), ordered by `before`, stores first, then by register.
 * Returns how many. */
uint32_t vl_spill_sites(const vl_function *fn, const vl_spill_plan *plan, vl_spill_site **out);

#endif
