/* Spill code in SASS (emit/sass_moves.h) changes nothing the kernel computes
 * when every reload is an identity: on every path to "LDL Rn, [R1+0xK]" the
 * last store to 0xK was "STL [R1+0xK], Rn" and nothing has written Rn since
 * (ptxas's registers: the text as read back with the spill code in it). The
 * slots lie past the kernel's own frame (front/sass_frame.h), so nothing else
 * reads or writes them. A forward problem on the shared solver: the slots
 * that may not hold their register's value ("stale"). None is stale at
 * entry: on a path where nothing has written Rn yet (ptxas reads such
 * registers through guarded writes, on paths that skip a value's
 * definitions), Rn holds no defined value, and a reload gives it another.
 * Needs: the function with the moves, read back, and its moves. Produces: the
 * reloads that are not identities, each a diagnostic. */
#ifndef VL_SASS_SLOTS_H
#define VL_SASS_SLOTS_H
#include "../base/diag.h"
#include "../emit/sass_moves.h"

/* Violations (stale reloads, a slot stored from two registers) in kp, the function whose moves
 * are mv (move j at instruction before + j); one diagnostic each, at the line kp gives. */
uint32_t vl_sass_slots_check(const vl_function *kp, const vl_sass_moves *mv, vl_diags *diags);

#endif
