/* Orders of virtual registers for allocation: by first live slot (optimal on
 * interval graphs) or by width then live length (as LLVM greedy does). The
 * classical allocator tries both; the learned allocator decides in the first.
 * Tightening (tighten.h) adds widest first, then by first slot.
 * Needs: intervals. Produces: one key per virtual register that has lanes. */
#ifndef VL_VREG_ORDER_H
#define VL_VREG_ORDER_H
#include "../analysis/intervals.h"

typedef struct vl_vreg_key {
  uint32_t vreg, start, size, width;   /* first live slot, slots covered over all lanes, lanes */
  uint32_t end;                        /* last live slot + 1 */
} vl_vreg_key;

/* Fills out[] (room for num_vregs) and returns the number of keys. */
uint32_t vl_vreg_keys(const vl_intervals *iv, vl_vreg_key *out);
int vl_vreg_key_by_start(const void *x, const void *y);   /* qsort comparators */
int vl_vreg_key_by_size(const void *x, const void *y);
int vl_vreg_key_by_width_start(const void *x, const void *y);   /* widest first, then by start */
/* Latest end first: the first-slot order run backwards through the code. On a loop the two
 * differ (values live around the back edge are arcs, not intervals), and where one order
 * leaves values without room under a tight ceiling the other often does not. */
int vl_vreg_key_by_end(const void *x, const void *y);
int vl_vreg_key_by_end_size(const void *x, const void *y);   /* the same, ties: larger first */

#endif
