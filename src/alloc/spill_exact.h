/* The exact spill placement: a lower bound on what any spiller working in the
 * pressure model must pay, to measure the heuristic (spill_plan.h,
 * spill_place.h) against.
 *
 * The problem: every spillable value (spill_rules.h) lives in a register or
 * only in its home at each instruction it lives through; at every instruction
 * the 32-bit registers live per file (analysis/pressure.h) must fit the budget
 * (analysis/budget.h), and every operand is in a register at its instruction.
 * A reload (home to register) costs its weight times the block's frequency, a
 * definition stores once (the same) when some path from it reaches a point
 * where the value is in its home before another definition. Weights are
 * RegAllocScore's, by home: stack store 1 / load 4, AGPR home copy 0.2 each
 * way (the AGPR counts against the AGPR budget while it holds the value), SGPR
 * lane write / read 0.2 each, rematerialized constant 0.2 per reload and no
 * store. Minimize the weighted sum.
 *
 * Inside a block nothing is lost by deciding per segment between two
 * references (or the block's ends): dropping a register is free, so a segment
 * is in a register throughout, or in the home throughout with one reload at
 * its end; a segment that leaves the block may also sit in the home and reload
 * before the terminators, to leave in a register. A block entered in a
 * register needs every predecessor to leave in one (no code on edges, as in
 * spill_place.h). That is an integer program with a handful of binaries per
 * segment, solved by CBC (base/milp.h).
 *
 * What it leaves out makes it a lower bound on the heuristic's cost in the
 * same model: register fragmentation and tuple alignment, the VGPR that holds
 * SGPR lanes, AGPR homes held where the value is in a register, calls' preserved
 * registers. Values wider than 32 bits do not spill, as in the heuristic.
 *
 * Needs: the analysis of a pre-RA function (its budget). Produces: the optimum
 * (or the best found and a proven bound at the time limit) and the LP
 * relaxation's value. */
#ifndef VL_SPILL_EXACT_H
#define VL_SPILL_EXACT_H
#include "../analysis/analysis.h"
#include "../base/milp.h"
#include "spill_plan.h"

typedef struct vl_spill_exact {
  bool fits;                 /* pressure within budget everywhere: nothing to spill, cost 0 */
  bool unfit;                /* over budget even with every value that can spill in its home */
  uint32_t unfit_instr;      /* unfit: an instruction where that happens */
  vl_regfile unfit_file;     /* and its register file */
  vl_milp_status status;     /* of the integer program (fits: optimal) */
  double cost;               /* status optimal or feasible: the best placement's weighted cost */
  double bound;              /* a proven lower bound on the optimum */
  double lp;                 /* the LP relaxation's value (NaN when it did not finish) */
  uint32_t over_points;      /* (instruction, file) pairs over budget */
  uint32_t values, segments; /* values that may spill, their decision segments */
  uint32_t columns, rows;
  double seconds;
} vl_spill_exact;

/* Solves within `seconds` (LP relaxation and integer search together). */
vl_spill_exact vl_spill_exact_solve(const vl_analysis *an, double seconds, vl_arena *arena);

/* The optimal placement as spill choices (spill_plan.h's vl_spill_plan_given), each value keeping
 * one home in all its segments as the spiller's do: *out[0..*n) in `arena`, the values that wait
 * in their homes somewhere. False (nothing in *out) unless the program was solved to optimality
 * within `seconds` (a time limit's best would depend on the machine's speed); *result as above. */
bool vl_spill_exact_given(const vl_analysis *an, double seconds, vl_arena *arena, vl_spill_given **out, size_t *n,
                          vl_spill_exact *result);

#endif
