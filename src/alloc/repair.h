/* Repair of a proposed assignment (`verilocc repair`, and the learned
 * allocator's loop later): the fewest registers changed so that the native
 * verifier accepts it. Hard constraints are the SMT encoding's table
 * (verify/smt_encode.h); each virtual register the proposal gives a register
 * of its class's width adds a soft constraint "unit_v == proposed unit"
 * (weight 1), and Z3's MaxSMT keeps as many as it can within the time limit.
 * Before it, a cheap fallback runs: every virtual register outside a violated
 * constraint keeps its proposed register, a plain solver places the violators
 * (keeping theirs where it can), and, if that is unsat, once more with their
 * interference neighbours freed as well. Its answer counts as the fewest when it
 * reaches a lower bound (the missing registers plus violated constraints with no
 * virtual register in common, one change each); otherwise MaxSMT, bounded by it,
 * proves the fewest or improves on it, and when MaxSMT ends without a model the
 * fallback's answer stands. When neither has an answer the result is
 * VL_TOOL_ERROR and the caller falls back to the classical allocator.
 * Needs: the analysis of one function, a proposal (any mix of right, wrong and
 * missing registers). Produces: an assignment the native verifier accepts. */
#ifndef VL_REPAIR_H
#define VL_REPAIR_H
#include "../analysis/analysis.h"
#include "assignment.h"

typedef enum vl_repair_path {
  VL_REPAIR_UNCHANGED,       /* the proposal was already valid */
  VL_REPAIR_MAXSMT_OPTIMAL,  /* MaxSMT proved the fewest changes */
  VL_REPAIR_MAXSMT_BEST,     /* MaxSMT's best model when the limit struck (not proven fewest) */
  VL_REPAIR_VIOLATORS,       /* the fallback: only the violators (and maybe their neighbours) moved */
} vl_repair_path;

typedef struct vl_repair_result {
  vl_repair_path path;
  uint32_t changed;      /* virtual registers whose register differs from the proposal (missing ones included) */
  uint32_t proposed;     /* virtual registers with a proposed register of the right width (soft constraints) */
  uint32_t violators;    /* virtual registers in a constraint the proposal breaks, or without a register */
  uint32_t lower_bound;  /* changes no repair can do without: missing registers + disjoint violated constraints */
  bool fewest;           /* `changed` is proven the fewest (MaxSMT optimal, or the lower bound reached) */
  uint32_t freed;        /* fallback: virtual registers the solver was free to move */
  double seconds;
} vl_repair_result;

const char *vl_repair_path_name(vl_repair_path path);   /* "maxsmt optimal", "violators only", ... */

/* Repairs `proposal` (NULL: nothing proposed) into `out` (allocator "repair").
 * timeout_s <= 0: no limit; otherwise a deadline for the whole call (the encoding
 * included): the solving runs in a child process that is killed at the deadline,
 * and the last answer it reported stands. */
vl_status vl_repair(const vl_analysis *an, const vl_assignment *proposal, double timeout_s, vl_assignment *out,
                    vl_repair_result *result, vl_diags *diags);
/* The fallback alone, without MaxSMT (tests use it to reach that path). */
vl_status vl_repair_violators(const vl_analysis *an, const vl_assignment *proposal, double timeout_s,
                              vl_assignment *out, vl_repair_result *result, vl_diags *diags);

#endif
