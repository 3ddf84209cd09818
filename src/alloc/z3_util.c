/* Z3 helpers of the allocators (see z3_util.h). */
#include "z3_util.h"

#include <math.h>
#include <stdlib.h>

#include "../base/clock.h"

Z3_ast vl_z3_hold(vl_z3_terms *terms, Z3_ast ast) {
  if (!ast) return NULL;
  Z3_inc_ref(terms->ctx, ast);
  VL_VEC_PUSH(&terms->arena, terms->held, ast);
  return ast;
}

Z3_ast vl_z3_int(vl_z3_terms *terms, int64_t value) {
  return vl_z3_hold(terms, Z3_mk_int64(terms->ctx, value, Z3_mk_int_sort(terms->ctx)));
}

Z3_ast vl_z3_plus(vl_z3_terms *terms, Z3_ast x, int64_t k) {
  if (!k) return x;
  Z3_ast args[2] = {x, vl_z3_int(terms, k)};
  return vl_z3_hold(terms, Z3_mk_add(terms->ctx, 2, args));
}

void vl_z3_release(vl_z3_terms *terms) {
  for (size_t i = 0; i < terms->held.len; i++) Z3_dec_ref(terms->ctx, terms->held.data[i]);
  vl_arena_free(&terms->arena);
  terms->held.data = NULL;
  terms->held.len = terms->held.cap = 0;
}

double vl_z3_seconds_left(double deadline_ms) {
  if (!deadline_ms) return 0;
  double left = (deadline_ms - vl_now_ms()) / 1e3;
  return left > 0.001 ? left : 0.001;
}

Z3_params vl_z3_params(Z3_context ctx, double timeout_s, const char *extra_symbol, const char *extra_value) {
  Z3_params p = Z3_mk_params(ctx);
  Z3_params_inc_ref(ctx, p);
  if (timeout_s > 0) {
    /* Z3 takes milliseconds as an unsigned; at least 1, since 0 would mean "no time at all". */
    double ms = ceil(timeout_s * 1e3);
    Z3_params_set_uint(ctx, p, Z3_mk_string_symbol(ctx, "timeout"), ms > 4e9 ? 4000000000u : ms < 1 ? 1u : (unsigned)ms);
  }
  if (extra_symbol)
    Z3_params_set_symbol(ctx, p, Z3_mk_string_symbol(ctx, extra_symbol), Z3_mk_string_symbol(ctx, extra_value));
  return p;
}

bool vl_z3_failed(Z3_context ctx, const vl_function *fn, const char *what, vl_diags *diags) {
  Z3_error_code code = Z3_get_error_code(ctx);
  if (code == Z3_OK) return false;
  vl_diag_add(diags, fn->module->path, fn->line, 1, VL_CAT_NONE, "%s: %s: z3: %s", fn->name, what,
              Z3_get_error_msg(ctx, code));
  return true;
}

bool vl_z3_model_assignment(const vl_smt_encoding *enc, Z3_model model, vl_assignment *out, uint32_t *missing) {
  const vl_function *fn = enc->fn;
  memset(out->reg, 0, fn->num_vregs * sizeof(vl_physreg));
  for (uint32_t v = 0; v < fn->num_vregs; v++) {
    if (!enc->unit[v]) continue;
    uint32_t unit;
    vl_physreg reg = {0, 0, 0};
    if (vl_smt_model_unit(enc, model, v, &unit)) reg = vl_smt_register_at(enc, v, unit);
    if (!reg.count) {
      *missing = v;
      return false;
    }
    out->reg[v] = reg;
  }
  return true;
}

bool vl_z3_numeral(Z3_context ctx, Z3_ast ast, int64_t *value) {
  return ast && Z3_is_numeral_ast(ctx, ast) && Z3_get_numeral_int64(ctx, ast, value);
}

/* Does `model` attain every reported optimum? */
static bool attains(Z3_context ctx, Z3_optimize opt, Z3_model model, unsigned n, const Z3_ast *objectives,
                    int64_t *best) {
  bool all = true;
  for (unsigned i = 0; i < n; i++) {
    Z3_ast value = NULL;
    int64_t have;
    if (!vl_z3_numeral(ctx, Z3_optimize_get_upper(ctx, opt, i), &best[i])) return true;   /* nothing to compare with */
    if (!Z3_model_eval(ctx, model, objectives[i], true, &value) || !vl_z3_numeral(ctx, value, &have) || have > best[i])
      all = false;
  }
  return all;
}

Z3_model vl_z3_optimum_model(Z3_context ctx, Z3_optimize opt, unsigned num_objectives, const Z3_ast *objectives,
                             double timeout_s, bool *stale) {
  *stale = false;
  Z3_model model = Z3_optimize_get_model(ctx, opt);
  if (Z3_get_error_code(ctx) != Z3_OK || !model) return NULL;
  Z3_model_inc_ref(ctx, model);
  int64_t best[8];
  if (num_objectives > 8 || attains(ctx, opt, model, num_objectives, objectives, best)) return model;
  *stale = true;
  Z3_model_dec_ref(ctx, model);
  vl_z3_terms terms = {.ctx = ctx};
  Z3_solver solver = Z3_mk_solver(ctx);
  Z3_solver_inc_ref(ctx, solver);
  Z3_params params = vl_z3_params(ctx, timeout_s, NULL, NULL);
  Z3_solver_set_params(ctx, solver, params);
  Z3_params_dec_ref(ctx, params);
  Z3_ast_vector hard = Z3_optimize_get_assertions(ctx, opt);
  Z3_ast_vector_inc_ref(ctx, hard);
  for (unsigned i = 0; i < Z3_ast_vector_size(ctx, hard); i++) Z3_solver_assert(ctx, solver, Z3_ast_vector_get(ctx, hard, i));
  Z3_ast_vector_dec_ref(ctx, hard);
  for (unsigned i = 0; i < num_objectives; i++)
    Z3_solver_assert(ctx, solver, vl_z3_hold(&terms, Z3_mk_le(ctx, objectives[i], vl_z3_int(&terms, best[i]))));
  model = NULL;
  if (Z3_solver_check(ctx, solver) == Z3_L_TRUE) {
    model = Z3_solver_get_model(ctx, solver);
    if (model) Z3_model_inc_ref(ctx, model);
  }
  Z3_solver_dec_ref(ctx, solver);
  vl_z3_release(&terms);
  return model;
}
