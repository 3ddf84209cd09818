/* The SMT encoding of register allocation (Z3's C API): one integer variable
 * per virtual register, its first 32-bit unit, and the paper's three
 * constraint families over the same analysis the native verifier reads:
 *   consistency  (syntax: one register of the class's width per virtual register;
 *                 checked by vl_verify_smt against a proposal, not encoded here)
 *   realizability (constraint): class membership (alignment and bounds included),
 *                 budget and reserved registers, tied operands
 *   safety       (dataflow): lanes whose live segments overlap get different units;
 *                 a lane never sits on a fixed physical unit live at the same time
 *                 (implicit defs, call clobbers, live-ins)
 * Everything is built once per function and then used three ways: checking an
 * assignment (verify --smt), repairing one (MaxSMT), and finding an optimal
 * one (--allocator exact).
 *
 * Needs: intervals (liveness with lanes), the budget, the target's classes.
 * Produces: the variables and a table of constraints, each a Z3 formula with
 * its category and the virtual registers, lanes and slot it is about. */
#ifndef VL_SMT_ENCODE_H
#define VL_SMT_ENCODE_H
#include <z3.h>

#include "../analysis/budget.h"
#include "../analysis/intervals.h"

typedef enum vl_smt_kind {
  VL_SMT_CLASS,      /* unit_v is the first unit of a member of v's class (constraint) */
  VL_SMT_BUDGET,     /* v's units are within the budget and not reserved (constraint) */
  VL_SMT_TIED,       /* tied def and use share their register (constraint) */
  VL_SMT_INTERFERE,  /* two virtual lanes live at once use different units (dataflow) */
  VL_SMT_FIXED,      /* a virtual lane avoids a physical unit live at the same time (dataflow) */
  VL_SMT_NUM_KINDS
} vl_smt_kind;

typedef struct vl_smt_constraint {
  Z3_ast formula;          /* over the unit variables */
  vl_smt_kind kind;
  uint32_t vreg, lane;     /* the virtual register (and lane) it is about */
  uint32_t other;          /* INTERFERE, TIED: the other virtual register; FIXED: the physical unit */
  uint32_t other_lane;     /* INTERFERE: the other lane */
  uint32_t slot;           /* INTERFERE, FIXED: the first slot both are live; TIED: the instruction's slot */
} vl_smt_constraint;

typedef struct vl_smt_encoding {
  Z3_context ctx;
  const vl_intervals *iv;
  const vl_budget *budget;
  const vl_function *fn;
  Z3_ast *unit;            /* per vreg id: its first unit (an Int), NULL when the vreg has no lanes */
  vl_smt_constraint *constraints;
  uint32_t num_constraints;
  uint32_t count[VL_SMT_NUM_KINDS];
  double build_ms;
} vl_smt_encoding;

vl_category vl_smt_kind_category(vl_smt_kind kind);
const char *vl_smt_kind_name(vl_smt_kind kind);

/* Builds the encoding of `iv`'s function. VL_TOOL_ERROR (with a diagnostic)
 * when Z3 fails or memory runs out. */
vl_status vl_smt_encode(const vl_intervals *iv, const vl_budget *budget, vl_smt_encoding *enc, vl_diags *diags);
void vl_smt_encoding_free(vl_smt_encoding *enc);

/* Reads a unit variable's value from a model; false when the model has none. */
bool vl_smt_model_unit(const vl_smt_encoding *enc, Z3_model model, uint32_t vreg, uint32_t *unit);
/* The physical register of `vreg`'s class that starts at `unit` (count 0 if none). */
vl_physreg vl_smt_register_at(const vl_smt_encoding *enc, uint32_t vreg, uint32_t unit);

#endif
