/* Scoreboard hazards of an allocated SASS listing, checked against ptxas's own
 * listing of the same kernel, on the encoding words and physical registers
 * alone: no liveness, no webs, no implicit uses (the allocators' liveness makes
 * those; this check shares none of it, so a mistake there shows here).
 *
 * A late instruction reads its sources, or writes its results, after it issues
 * (front/sass.h: a read or write scoreboard, a variable-latency mnemonic, a
 * tensor op). Along every path from it, until the hardware is known to be done:
 *  - sources: until a wait on its read scoreboard or on its write scoreboard (a
 *    load writes after it reads), VL_SASS_TENSOR_READ_CYCLES stall cycles for a
 *    tensor op, else (no scoreboard at all) the path's end;
 *  - results (a write scoreboard): until a wait on it;
 * an instruction that writes a register a source or result occupies (in our
 * listing), or reads a pending result, is a hazard, unless ptxas's
 * instruction at the same place does the same to the register ptxas had there:
 * ptxas found that safe (its stall counts, in-order completion), and ours
 * comes no earlier. ptxas's write of its register ends the watch of that lane.
 * Inserted instructions (moves, spill code) have no ptxas counterpart.
 * Needs: both functions parsed with their words (nvdisasm -hex), the same
 * instructions in the same order, ours with inserted ones in between.
 * Produces: one diagnostic per hazard (category dataflow). */
#ifndef VL_SASS_HAZARDS_H
#define VL_SASS_HAZARDS_H
#include "../base/diag.h"
#include "../front/mir.h"

typedef struct vl_hazard_stats {
  uint32_t late;       /* late instructions watched */
  uint32_t inserted;   /* instructions of ours without a ptxas counterpart */
  uint32_t hazards;
} vl_hazard_stats;

/* VL_OK: no hazard; VL_INVALID: hazards (diagnostics at ours' lines); VL_BAD_INPUT: the two are not
 * the same code (a diagnostic says where they part) or have no control words. */
vl_status vl_sass_hazards(const vl_function *ptxas, const vl_function *ours, vl_diags *diags, vl_hazard_stats *stats);

#endif
