/* The Z3 verifier (see smt_verify.h). */
#include "smt_verify.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "../base/clock.h"

typedef struct smt_checker {
  const vl_function *fn;
  const vl_target *target;
  vl_diags *diags;
  uint32_t max_reports;
  vl_verify_result *result;
} smt_checker;

/* Every Z3 finding is marked as such: "[z3] realizability: ...". */
#define report(c, cat, line, col, fmt, ...)                                                                       \
  vl_verify_report((c)->result, (c)->diags, (c)->max_reports, (c)->fn->module->path, cat, line, col, "[z3] " fmt, \
                   __VA_ARGS__)

/* Consistency, off the assignment itself: a register, of the right width. */
static void check_consistency(smt_checker *c, const vl_regspace *space, const vl_assignment *a) {
  for (uint32_t v = 0; v < c->fn->num_vregs; v++) {
    if (!space->width[v]) continue;
    const vl_vreg *vr = &c->fn->vregs[v];
    if (!a->reg[v].count)
      report(c, VL_CAT_SYNTAX, vr->line, vr->col, "consistency: %%%u has no register", v);
    else if (a->reg[v].count != space->width[v])
      report(c, VL_CAT_SYNTAX, vr->line, vr->col, "consistency: %%%u needs %u registers, is given %u", v,
             space->width[v], a->reg[v].count);
  }
}

static void describe(smt_checker *c, const vl_smt_constraint *k, const vl_assignment *a) {
  char r[64] = "?", o[64] = "?";
  vl_target_physreg_asm(c->target, a->reg[k->vreg], r, sizeof r);
  const vl_vreg *vr = &c->fn->vregs[k->vreg];
  uint32_t line = vr->line, col = vr->col;
  if (k->kind == VL_SMT_INTERFERE || k->kind == VL_SMT_FIXED || k->kind == VL_SMT_TIED) {
    uint32_t instr = vl_slot_instr(k->slot);
    if (instr < c->fn->num_instrs) line = c->fn->instrs[instr].line, col = c->fn->instrs[instr].col;
  }
  vl_category cat = vl_smt_kind_category(k->kind);
  switch (k->kind) {
  case VL_SMT_CLASS:
    report(c, cat, line, col, "realizability: %%%u is assigned %s, outside class %s", k->vreg, r,
           c->target->classes[vr->cls].name);
    break;
  case VL_SMT_BUDGET:
    report(c, cat, line, col, "realizability: %%%u is assigned %s, reserved or beyond the budget", k->vreg, r);
    break;
  case VL_SMT_TIED:
    vl_target_physreg_asm(c->target, a->reg[k->other], o, sizeof o);
    report(c, cat, line, col, "realizability: tied operands %%%u (%s) and %%%u (%s) differ", k->vreg, r, k->other, o);
    break;
  case VL_SMT_INTERFERE:
    vl_target_physreg_asm(c->target, a->reg[k->other], o, sizeof o);
    report(c, cat, line, col, "safety: %%%u lane %u (%s) and %%%u lane %u (%s) are live at once in one register",
           k->vreg, k->lane, r, k->other, k->other_lane, o);
    break;
  case VL_SMT_FIXED: {
    vl_physreg unit = {(uint16_t)k->other, 1, 0};
    vl_target_physreg_asm(c->target, unit, o, sizeof o);
    uint32_t at = vl_slot_instr(k->slot);
    const char *mask = at < c->fn->num_instrs ? vl_instr_regmask(&c->fn->instrs[at]) : NULL;
    bool known;
    if (mask && !vl_target_regmask_preserves(c->target, mask, k->other, &known))
      report(c, cat, line, col, "safety: %%%u lane %u (%s) lives through a call that clobbers %s (%s does not preserve it)",
             k->vreg, k->lane, r, o, mask);
    else
      report(c, cat, line, col, "safety: %%%u lane %u (%s) sits on %s while a fixed use or clobber holds it", k->vreg,
             k->lane, r, o);
    break;
  }
  default:
    break;
  }
}

struct vl_smt_checker {
  vl_smt_encoding enc;
  Z3_solver solver;     /* of the check under way */
  Z3_ast *guard;        /* per constraint */
  bool *set_aside;      /* per constraint, during one check */
  Z3_ast *assume;
};

vl_status vl_smt_checker_new(const vl_intervals *iv, const vl_budget *budget, vl_smt_checker **out, vl_diags *diags) {
  vl_smt_checker *k = calloc(1, sizeof *k);
  if (!k) abort();
  *out = k;
  vl_status status = vl_smt_encode(iv, budget, &k->enc, diags);
  if (status != VL_OK) return status;
  Z3_context ctx = k->enc.ctx;
  uint32_t nc = k->enc.num_constraints;
  k->guard = calloc((size_t)nc + 1, sizeof *k->guard);
  k->set_aside = calloc(nc + 1, sizeof *k->set_aside);
  k->assume = calloc((size_t)nc + 1, sizeof *k->assume);
  if (!k->guard || !k->set_aside || !k->assume) abort();
  Z3_sort bool_sort = Z3_mk_bool_sort(ctx);
  for (uint32_t i = 0; i < nc; i++) k->guard[i] = Z3_mk_fresh_const(ctx, "c", bool_sort);
  return VL_OK;
}

void vl_smt_checker_free(vl_smt_checker *k) {
  if (!k) return;
  free(k->guard), free(k->set_aside), free(k->assume);
  vl_smt_encoding_free(&k->enc);
  free(k);
}

vl_status vl_smt_check(vl_smt_checker *k, const vl_assignment *assignment, vl_diags *diags, uint32_t max_reports,
                       vl_verify_result *result, vl_smt_timing *timing) {
  const vl_function *fn = k->enc.fn;
  *result = (vl_verify_result){{0}, 0};
  memset(timing, 0, sizeof *timing);
  timing->constraints = k->enc.num_constraints;
  smt_checker c = {fn, fn->module->target, diags, max_reports, result};
  check_consistency(&c, &k->enc.iv->live->space, assignment);
  if (result->total) return VL_INVALID;

  double start = vl_now_ms();
  Z3_context ctx = k->enc.ctx;
  Z3_sort int_sort = Z3_mk_int_sort(ctx);
  uint32_t nc = k->enc.num_constraints;
  memset(k->set_aside, 0, nc * sizeof *k->set_aside);
  /* A fresh solver per check, the proposal asserted outright before the guarded
   * constraints: guarding the proposal too, or reusing one solver with push/pop
   * (which turns off Z3's preprocessing), made the check 5-7 times slower on a
   * 1,500-instruction kernel. */
  k->solver = Z3_mk_simple_solver(ctx);
  Z3_solver_inc_ref(ctx, k->solver);
  for (uint32_t v = 0; v < fn->num_vregs; v++)
    if (k->enc.unit[v])
      Z3_solver_assert(ctx, k->solver, Z3_mk_eq(ctx, k->enc.unit[v], Z3_mk_int(ctx, assignment->reg[v].unit, int_sort)));
  for (uint32_t i = 0; i < nc; i++)
    Z3_solver_assert(ctx, k->solver, Z3_mk_implies(ctx, k->guard[i], k->enc.constraints[i].formula));
  /* Check every constraint not yet set aside; each core holds at least one broken
   * constraint (the proposal alone fixes every variable and is satisfiable). */
  vl_status status = VL_OK;
  for (;;) {
    uint32_t n = 0;
    for (uint32_t i = 0; i < nc; i++)
      if (!k->set_aside[i]) k->assume[n++] = k->guard[i];
    timing->solver_calls++;
    Z3_lbool r = Z3_solver_check_assumptions(ctx, k->solver, n, k->assume);
    if (r == Z3_L_TRUE) break;
    if (r == Z3_L_UNDEF) {
      vl_diag_add(diags, fn->module->path, 0, 0, VL_CAT_NONE, "Z3 gave up: %s",
                  Z3_solver_get_reason_unknown(ctx, k->solver));
      status = VL_TOOL_ERROR;
      break;
    }
    Z3_ast_vector core = Z3_solver_get_unsat_core(ctx, k->solver);
    Z3_ast_vector_inc_ref(ctx, core);
    bool progress = false;
    for (unsigned j = 0; j < Z3_ast_vector_size(ctx, core); j++) {
      Z3_ast lit = Z3_ast_vector_get(ctx, core, j);
      for (uint32_t i = 0; i < nc; i++) {
        if (k->set_aside[i] || k->guard[i] != lit) continue;
        /* Confirm: this constraint alone against the proposal (cores need not be minimal). */
        timing->solver_calls++;
        if (Z3_solver_check_assumptions(ctx, k->solver, 1, &k->guard[i]) == Z3_L_FALSE) {
          describe(&c, &k->enc.constraints[i], assignment);
          k->set_aside[i] = progress = true;
        }
        break;
      }
    }
    Z3_ast_vector_dec_ref(ctx, core);
    if (!progress) {   /* cannot happen by the argument above; never loop on it */
      vl_diag_add(diags, fn->module->path, 0, 0, VL_CAT_NONE, "Z3: an unsat core without a broken constraint");
      status = VL_TOOL_ERROR;
      break;
    }
  }
  Z3_solver_dec_ref(ctx, k->solver);
  k->solver = NULL;
  timing->solve_ms = vl_now_ms() - start;
  if (status != VL_OK) return status;
  return result->total ? VL_INVALID : VL_OK;
}

vl_status vl_verify_smt(const vl_intervals *iv, const vl_budget *budget, const vl_assignment *assignment,
                        vl_diags *diags, uint32_t max_reports, vl_verify_result *result, vl_smt_timing *timing) {
  vl_smt_checker *k;
  vl_status status = vl_smt_checker_new(iv, budget, &k, diags);
  double encode_ms = k->enc.build_ms;
  if (status == VL_OK) status = vl_smt_check(k, assignment, diags, max_reports, result, timing);
  else *result = (vl_verify_result){{0}, 0}, memset(timing, 0, sizeof *timing);
  timing->encode_ms = encode_ms;
  vl_smt_checker_free(k);
  return status;
}
