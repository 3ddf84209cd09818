/* What the spiller may spill, as rules on the MIR alone: which classes our
 * spill code can move, which operands pin a register (terminators, bundles),
 * and which definitions can be rematerialized instead of stored. The exact
 * spill model (spill_exact.h) reads them; they restate the rules of
 * spill_plan.c's class_spillable, collect_facts and is_remat_candidate, which
 * can call these instead.
 * Needs: a parsed function. Produces: per-register facts. */
#ifndef VL_SPILL_RULES_H
#define VL_SPILL_RULES_H
#include "../analysis/analysis.h"

typedef struct vl_spill_facts {
  VL_VEC(uint32_t) refs;   /* instructions with a (non-debug) operand of it, ascending, unique */
  uint32_t defs;           /* instructions defining it */
  uint32_t def_instr;      /* the last of them */
  bool spillable;
  bool remat;              /* a constant move, its only definition */
} vl_spill_facts;

/* Classes our spill code can move: whole 32-bit lanes of one file (SGPR lanes only in
 * kernels without calls: lane spills need no whole-wave save there). */
bool vl_spill_class_ok(const vl_function *fn, uint32_t vreg);

/* Is instruction `def` a constant move defining all of v, with no register read but
 * exec/mode and no memory operand? */
bool vl_spill_remat_def(const vl_function *fn, const vl_instr *def, uint32_t vreg);

/* Facts for every virtual register of the analysed function (arena). */
vl_spill_facts *vl_spill_facts_of(const vl_analysis *an, vl_arena *arena);

#endif
