/* Squeezing: lowers the highest register of each numbered file that a complete
 * allocation uses, by moving what holds it. The holders of a file's top unit
 * move, all of them or none: each into a free register below it, or (SGPR
 * classes) into vcc, or by a window search (window.h) that re-places the
 * registers living beside it below the top. Then the next unit down, until a
 * round fails. vcc: LLVM's SGPR classes list it and LLVM greedy takes it for lane
 * masks and carries; it is not an SGPR of the count (the assembler adds vcc to
 * its SGPR total apart, whenever an instruction touches it). The allocators
 * place numbered registers only; this pass makes vcc one more register for them
 * (the exact allocator's encoding has it too).
 * Runs after any allocator (classical, masked decoding) on a complete result;
 * every move fits what is placed, and the caller verifies as always.
 * Needs: intervals, budget. Produces: the assignment changed in place. */
#ifndef VL_SQUEEZE_H
#define VL_SQUEEZE_H
#include "../analysis/budget.h"
#include "../analysis/intervals.h"
#include "assignment.h"

/* Returns how many registers moved. */
uint32_t vl_squeeze(const vl_intervals *iv, const vl_budget *budget, vl_assignment *a);

#endif
