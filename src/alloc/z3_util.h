/* Helpers shared by the Z3 allocators (exact.c, repair.c): holding terms,
 * parameters, errors, and reading models back into assignments.
 *
 * Needs: Z3, the SMT encoding. Produces: nothing on its own. */
#ifndef VL_Z3_UTIL_H
#define VL_Z3_UTIL_H
#include <z3.h>

#include "../verify/smt_encode.h"
#include "assignment.h"

/* Terms we hold across Z3 calls. The encoding's context may count references
 * (Z3_mk_context_rc), where a term nobody holds can be freed by the next call;
 * holding every term we build is correct in both kinds of context. */
typedef struct vl_z3_terms {
  Z3_context ctx;
  VL_VEC(Z3_ast) held;
  vl_arena arena;
} vl_z3_terms;

Z3_ast vl_z3_hold(vl_z3_terms *terms, Z3_ast ast);          /* returns ast; NULL stays NULL */
Z3_ast vl_z3_int(vl_z3_terms *terms, int64_t value);
Z3_ast vl_z3_plus(vl_z3_terms *terms, Z3_ast x, int64_t k);  /* x + k (x itself when k == 0) */
void vl_z3_release(vl_z3_terms *terms);
/* The time a Z3 call may take to end by deadline_ms (vl_now_ms() time): 0, no limit, when
 * deadline_ms is 0; at least a millisecond otherwise, since Z3 reads 0 as "no limit". */
double vl_z3_seconds_left(double deadline_ms);
/* Parameters {timeout: ms} (none when timeout_s <= 0), plus `extra_symbol`=`extra_value` when given;
 * the caller owns a reference (Z3_params_dec_ref). */
Z3_params vl_z3_params(Z3_context ctx, double timeout_s, const char *extra_symbol, const char *extra_value);
/* A Z3 error pending on ctx becomes a diagnostic "WHAT: z3: MESSAGE"; returns whether there was one. */
bool vl_z3_failed(Z3_context ctx, const vl_function *fn, const char *what, vl_diags *diags);
/* The model of an Optimize that answered sat, attaining the optimum it reports for each of
 * `objectives` (minimized, in the order given). Z3 4.8 can hand back the model of an
 * earlier step, worse than the optimum it reports; then a plain solver with the optimum's
 * values as bounds finds one that attains it. NULL when no such model comes within
 * timeout_s; the caller owns a reference (Z3_model_dec_ref). *stale tells that the
 * optimizer's own model was worse. */
Z3_model vl_z3_optimum_model(Z3_context ctx, Z3_optimize opt, unsigned num_objectives, const Z3_ast *objectives,
                             double timeout_s, bool *stale);
/* Reads every unit variable of `model` into out->reg; false (with *missing the vreg) when the
 * model lacks one or its value is no register of the vreg's class. */
bool vl_z3_model_assignment(const vl_smt_encoding *enc, Z3_model model, vl_assignment *out, uint32_t *missing);
/* The integer value of a numeral term; false when it is not one or does not fit. */
bool vl_z3_numeral(Z3_context ctx, Z3_ast ast, int64_t *value);

#endif
