/* Repair (see repair.h). The violators are found by evaluating every constraint
 * of the encoding in a model that holds exactly the proposed units: a constraint
 * that evaluates to false names the virtual registers to move. Virtual registers
 * without a proposed register have no value there, so constraints about them
 * stay open; they are violators by definition. The limit is a deadline for
 * the whole call: the encoding counts against it, every Z3 call gets what is
 * left, and the solving runs in a child process (base/bounded_run.h) that
 * reports each answer and is killed at the deadline, since Z3 can run seconds
 * past its own timeout. */
#include "repair.h"

#include <stddef.h>
#include <stdio.h>

#include "../base/bounded_run.h"
#include "../verify/native.h"
#include "z3_util.h"

/* Why solving ended without an answer. */
typedef enum repair_outcome { OUTCOME_NOT_FOUND, OUTCOME_NONE_EXISTS } repair_outcome;

/* What solve() reports to the caller: its answer so far (`have`), how it was found,
 * and why there is none when it ends without one. */
typedef struct repair_record {
  bool have;
  bool fewest;
  vl_repair_path path;
  uint32_t freed;
  repair_outcome outcome;
  vl_physreg reg[];
} repair_record;

typedef struct repair {
  const vl_analysis *an;
  const vl_function *fn;
  const vl_assignment *proposal;
  vl_smt_encoding enc;
  vl_z3_terms terms;
  vl_physreg *want;      /* per vreg: the proposed register when its width is the class's; count 0 otherwise */
  uint32_t *violations;  /* per vreg: violated constraints it is in (0: none, but missing counts 1) */
  bool *violator;        /* per vreg */
  bool encoded;
  double deadline_ms;    /* 0: no limit */
  vl_bounded_run *run;   /* where solve() reports */
  repair_record *record; /* solve()'s own record */
  vl_arena arena;
} repair;

const char *vl_repair_path_name(vl_repair_path path) {
  static const char *const names[] = {"unchanged", "maxsmt optimal", "maxsmt best", "violators only"};
  return names[path];
}

static Z3_ast keeps(repair *r, uint32_t v) {
  return vl_z3_hold(&r->terms, Z3_mk_eq(r->terms.ctx, r->enc.unit[v], vl_z3_int(&r->terms, r->want[v].unit)));
}

/* A register that moves goes to a numbered register: classes may hold special ones
 * (vcc, exec), which the verifier accepts; only squeezing (squeeze.h) chooses vcc, on a
 * complete result. A special register the proposal chose itself may stay. */
static Z3_ast numbered(repair *r, uint32_t v) {
  Z3_context ctx = r->terms.ctx;
  unsigned first_special = r->fn->module->target->file_base[VL_FILE_SPECIAL];
  Z3_ast below = vl_z3_hold(&r->terms, Z3_mk_lt(ctx, r->enc.unit[v], vl_z3_int(&r->terms, first_special)));
  if (!r->want[v].count || r->want[v].unit < first_special) return below;
  Z3_ast either[2] = {below, keeps(r, v)};
  return vl_z3_hold(&r->terms, Z3_mk_or(ctx, 2, either));
}

/* The encoding's table and the numbered-register rule, through `assert` into a solver or an optimizer. */
static void assert_hard(repair *r, void (*assert_fn)(Z3_context, void *, Z3_ast), void *into) {
  for (uint32_t i = 0; i < r->enc.num_constraints; i++) assert_fn(r->terms.ctx, into, r->enc.constraints[i].formula);
  for (uint32_t v = 0; v < r->fn->num_vregs; v++)
    if (r->enc.unit[v]) assert_fn(r->terms.ctx, into, numbered(r, v));
}

static void into_optimize(Z3_context ctx, void *opt, Z3_ast f) { Z3_optimize_assert(ctx, (Z3_optimize)opt, f); }
static void into_solver(Z3_context ctx, void *solver, Z3_ast f) { Z3_solver_assert(ctx, (Z3_solver)solver, f); }

/* The model of the proposal; every constraint false in it marks its virtual registers.
 * Violated constraints with no virtual register in common need one change each, and
 * every missing register is a change: a lower bound on the changes. */
static uint32_t find_violators(repair *r, uint32_t *lower_bound) {
  Z3_context ctx = r->terms.ctx;
  const vl_function *fn = r->fn;
  Z3_model model = Z3_mk_model(ctx);
  Z3_model_inc_ref(ctx, model);
  bool *touched = VL_NEW_ARRAY(&r->arena, bool, fn->num_vregs + 1);   /* in a counted disjoint constraint */
  *lower_bound = 0;
  for (uint32_t v = 0; v < fn->num_vregs; v++) {
    if (!r->enc.unit[v]) continue;
    if (!r->want[v].count) {
      r->violator[v] = true;
      r->violations[v] = 1;
      ++*lower_bound;
      continue;
    }
    Z3_func_decl decl = Z3_get_app_decl(ctx, Z3_to_app(ctx, r->enc.unit[v]));
    Z3_add_const_interp(ctx, model, decl, vl_z3_int(&r->terms, r->want[v].unit));
  }
  for (uint32_t i = 0; i < r->enc.num_constraints; i++) {
    const vl_smt_constraint *c = &r->enc.constraints[i];
    Z3_ast value = NULL;
    if (!Z3_model_eval(ctx, model, c->formula, false, &value) || !value) continue;
    if (Z3_get_bool_value(ctx, value) != Z3_L_FALSE) continue;
    bool other_is_vreg = (c->kind == VL_SMT_INTERFERE || c->kind == VL_SMT_TIED) && c->other < fn->num_vregs;
    if (c->vreg >= fn->num_vregs) continue;
    r->violator[c->vreg] = true, r->violations[c->vreg]++;
    if (other_is_vreg) r->violator[c->other] = true, r->violations[c->other]++;
    if (!touched[c->vreg] && !(other_is_vreg && touched[c->other])) {
      touched[c->vreg] = true;
      if (other_is_vreg) touched[c->other] = true;
      ++*lower_bound;
    }
  }
  Z3_model_dec_ref(ctx, model);
  uint32_t n = 0;
  for (uint32_t v = 0; v < fn->num_vregs; v++) n += r->violator[v];
  return n;
}

/* The proposed registers worth keeping: those of the class's width. */
static void init(repair *r, const vl_analysis *an, const vl_assignment *proposal, vl_repair_result *result) {
  const vl_function *fn = an->fn;
  const vl_regspace *s = &an->live->space;
  r->an = an;
  r->fn = fn;
  r->proposal = proposal;
  r->want = VL_NEW_ARRAY(&r->arena, vl_physreg, fn->num_vregs + 1);
  r->violator = VL_NEW_ARRAY(&r->arena, bool, fn->num_vregs + 1);
  r->violations = VL_NEW_ARRAY(&r->arena, uint32_t, fn->num_vregs + 1);
  for (uint32_t v = 0; v < fn->num_vregs; v++) {
    if (!s->width[v] || !proposal || v >= proposal->num_vregs) continue;
    if (proposal->reg[v].count == vl_vreg_class(fn, v)->width) {
      r->want[v] = proposal->reg[v];
      result->proposed++;
    }
  }
}

/* The encoding and the violators; false (with a diagnostic) when the encoding fails. */
static bool prepare(repair *r, vl_repair_result *result, vl_diags *diags) {
  if (vl_smt_encode(r->an->intervals, &r->an->budget, &r->enc, diags) != VL_OK) return false;
  r->encoded = true;
  /* Errors show as unknown answers and missing models; Z3's default handler would end the process. */
  Z3_set_error_handler(r->enc.ctx, NULL);
  r->terms.ctx = r->enc.ctx;
  result->violators = find_violators(r, &result->lower_bound);
  return true;
}

static void release_z3(repair *r) {
  if (!r->encoded) return;
  vl_z3_release(&r->terms);
  vl_smt_encoding_free(&r->enc);
  r->encoded = false;
}

static void finish(repair *r) {
  release_z3(r);
  vl_arena_free(&r->arena);
}

/* MaxSMT: the table hard, one soft constraint per proposed register, and at most
 * `max_lost` of them lost (none: -1). Returns Z3_L_TRUE (optimal model in out),
 * Z3_L_UNDEF with *have_model when the best model so far is in out, Z3_L_FALSE
 * when no assignment fits. */
static Z3_lbool maxsmt(repair *r, int64_t max_lost, vl_assignment *out, bool *have_model) {
  Z3_context ctx = r->terms.ctx;
  *have_model = false;
  Z3_optimize opt = Z3_mk_optimize(ctx);
  Z3_optimize_inc_ref(ctx, opt);
  Z3_params params = vl_z3_params(ctx, vl_z3_seconds_left(r->deadline_ms), NULL, NULL);
  Z3_optimize_set_params(ctx, opt, params);
  Z3_params_dec_ref(ctx, params);
  assert_hard(r, into_optimize, opt);
  Z3_symbol group = Z3_mk_string_symbol(ctx, "keep");
  /* The number of proposed registers lost, to check the optimizer's model against its optimum. */
  VL_VEC(Z3_ast) lost = {0};
  Z3_ast zero = vl_z3_int(&r->terms, 0), one = vl_z3_int(&r->terms, 1);
  for (uint32_t v = 0; v < r->fn->num_vregs; v++) {
    if (!r->enc.unit[v] || !r->want[v].count) continue;
    Z3_optimize_assert_soft(ctx, opt, keeps(r, v), "1", group);
    VL_VEC_PUSH(&r->arena, lost, vl_z3_hold(&r->terms, Z3_mk_ite(ctx, keeps(r, v), zero, one)));
  }
  Z3_ast penalty = lost.len ? vl_z3_hold(&r->terms, Z3_mk_add(ctx, (unsigned)lost.len, lost.data)) : zero;
  if (max_lost >= 0)
    Z3_optimize_assert(ctx, opt, vl_z3_hold(&r->terms, Z3_mk_le(ctx, penalty, vl_z3_int(&r->terms, max_lost))));
  Z3_lbool answer = Z3_optimize_check(ctx, opt, 0, NULL);
  Z3_model model = NULL;
  if (answer == Z3_L_TRUE && lost.len) {
    bool stale;
    model = vl_z3_optimum_model(ctx, opt, 1, &penalty, vl_z3_seconds_left(r->deadline_ms), &stale);
  }
  if (!model && answer != Z3_L_FALSE) {
    /* Nothing proposed, or the optimum's model did not come in time, or unknown: the optimizer's own. */
    model = Z3_optimize_get_model(ctx, opt);
    if (Z3_get_error_code(ctx) == Z3_OK && model) Z3_model_inc_ref(ctx, model);
    else model = NULL;
    if (answer == Z3_L_TRUE && lost.len) answer = Z3_L_UNDEF;   /* not proven fewest any more */
  }
  if (model) {
    uint32_t missing;
    *have_model = vl_z3_model_assignment(&r->enc, model, out, &missing);
    Z3_model_dec_ref(ctx, model);
  }
  /* A child's memory goes with it; freeing an optimizer took up to a second on large functions. */
  if (!vl_bounded_in_child(r->run)) Z3_optimize_dec_ref(ctx, opt);
  return answer;
}

/* A check under the assumptions `keep` that ends by the deadline: each check of the
 * loop below gets what is left, not what was left when the solver was made. */
static Z3_lbool check_by_deadline(repair *r, Z3_solver solver, size_t num_keep, Z3_ast *keep) {
  Z3_context ctx = r->terms.ctx;
  Z3_params params = vl_z3_params(ctx, vl_z3_seconds_left(r->deadline_ms), NULL, NULL);
  Z3_solver_set_params(ctx, solver, params);
  Z3_params_dec_ref(ctx, params);
  return Z3_solver_check_assumptions(ctx, solver, (unsigned)num_keep, keep);
}

/* A plain solver with every virtual register outside `free` fixed to its proposal.
 * The free ones keep theirs too where they can: each "keep" is an assumption, and
 * while the solver answers unsat, one assumption of the unsat core is dropped: that
 * of the virtual register in the most violated constraints, the likeliest culprit
 * (a greedy stand-in for MaxSMT: few changes, not proven fewest). Past the
 * deadline the remaining assumptions go at once. */
static Z3_lbool solve_free(repair *r, const bool *free, vl_assignment *out, bool *have_model) {
  Z3_context ctx = r->terms.ctx;
  *have_model = false;
  Z3_solver solver = Z3_mk_solver(ctx);
  Z3_solver_inc_ref(ctx, solver);
  assert_hard(r, into_solver, solver);
  VL_VEC(Z3_ast) keep = {0};
  VL_VEC(uint32_t) keep_vreg = {0};
  for (uint32_t v = 0; v < r->fn->num_vregs; v++) {
    if (!r->enc.unit[v] || !r->want[v].count) continue;
    if (!free[v]) {
      Z3_solver_assert(ctx, solver, keeps(r, v));
      continue;
    }
    /* Assumptions are literals: a fresh Boolean that implies the keep. */
    char name[32];
    snprintf(name, sizeof name, "keep%u", v);
    Z3_ast lit = vl_z3_hold(&r->terms, Z3_mk_const(ctx, Z3_mk_string_symbol(ctx, name), Z3_mk_bool_sort(ctx)));
    Z3_solver_assert(ctx, solver, vl_z3_hold(&r->terms, Z3_mk_implies(ctx, lit, keeps(r, v))));
    VL_VEC_PUSH(&r->arena, keep, lit);
    VL_VEC_PUSH(&r->arena, keep_vreg, v);
  }
  Z3_lbool answer = check_by_deadline(r, solver, keep.len, keep.data);
  while (answer == Z3_L_FALSE && keep.len) {
    Z3_ast_vector core = Z3_solver_get_unsat_core(ctx, solver);
    Z3_ast_vector_inc_ref(ctx, core);
    size_t drop = SIZE_MAX;
    for (unsigned c = 0; c < Z3_ast_vector_size(ctx, core); c++)
      for (size_t i = 0; i < keep.len; i++)
        if (Z3_is_eq_ast(ctx, keep.data[i], Z3_ast_vector_get(ctx, core, c)) &&
            (drop == SIZE_MAX || r->violations[keep_vreg.data[i]] > r->violations[keep_vreg.data[drop]]))
          drop = i;
    Z3_ast_vector_dec_ref(ctx, core);
    if (drop == SIZE_MAX || (r->deadline_ms && vl_now_ms() > r->deadline_ms)) {
      keep.len = 0;   /* an empty core (the hard part alone decides), or no time for more */
    } else {
      keep.data[drop] = keep.data[keep.len - 1];
      keep_vreg.data[drop] = keep_vreg.data[keep.len - 1];
      keep.len--;
      keep_vreg.len--;
    }
    answer = check_by_deadline(r, solver, keep.len, keep.data);
  }
  if (answer == Z3_L_TRUE) {
    Z3_model model = Z3_solver_get_model(ctx, solver);
    if (Z3_get_error_code(ctx) == Z3_OK && model) {
      Z3_model_inc_ref(ctx, model);
      uint32_t missing;
      *have_model = vl_z3_model_assignment(&r->enc, model, out, &missing);
      Z3_model_dec_ref(ctx, model);
    }
  }
  Z3_solver_dec_ref(ctx, solver);
  return answer;
}

/* The fallback: the violators first, then the violators and everything that
 * interferes with them (fixing all neighbours can leave a violator no room). */
static bool fallback(repair *r, vl_assignment *out) {
  const vl_function *fn = r->fn;
  bool *free = VL_NEW_ARRAY(&r->arena, bool, fn->num_vregs + 1);
  memcpy(free, r->violator, fn->num_vregs * sizeof(bool));
  for (int round = 0; round < 2; round++) {
    if (round) {
      for (uint32_t i = 0; i < r->enc.num_constraints; i++) {
        const vl_smt_constraint *c = &r->enc.constraints[i];
        if (c->kind != VL_SMT_INTERFERE && c->kind != VL_SMT_TIED) continue;
        if (c->vreg >= fn->num_vregs || c->other >= fn->num_vregs) continue;
        if (r->violator[c->vreg]) free[c->other] = true;
        if (r->violator[c->other]) free[c->vreg] = true;
      }
    }
    r->record->freed = 0;
    for (uint32_t v = 0; v < fn->num_vregs; v++) r->record->freed += free[v] && r->enc.unit[v];
    bool have_model;
    if (solve_free(r, free, out, &have_model) == Z3_L_TRUE && have_model) return true;
  }
  return false;
}

/* Virtual registers whose register in `a` differs from the proposal's. */
static uint32_t changes(const repair *r, const vl_assignment *a) {
  uint32_t n = 0;
  for (uint32_t v = 0; v < r->fn->num_vregs; v++) {
    if (!r->an->live->space.width[v]) continue;
    vl_physreg x = a->reg[v], y = r->proposal && v < r->proposal->num_vregs ? r->proposal->reg[v] : (vl_physreg){0, 0, 0};
    n += x.unit != y.unit || x.count != y.count || x.half != y.half;
  }
  return n;
}

/* Checks the repaired assignment and counts what changed. */
static vl_status conclude(repair *r, vl_status status, vl_assignment *out, vl_repair_result *result, vl_diags *diags) {
  const vl_function *fn = r->fn;
  if (status == VL_OK) {
    /* Z3's model failing the native verifier means the encoding and the verifier disagree: a bug, never an answer. */
    vl_verify_result vr;
    if (vl_verify_native(r->an->intervals, &r->an->budget, out, diags, 5, &vr) != VL_OK) {
      vl_diag_add(diags, fn->module->path, fn->line, 1, VL_CAT_NONE,
                  "%s: repair: internal error: the native verifier rejects Z3's model (%u violations)", fn->name,
                  vr.total);
      status = VL_TOOL_ERROR;
    }
  }
  result->changed = changes(r, out);
  if (status != VL_OK) result->fewest = false;
  finish(r);
  return status;
}

/* Copies a valid proposal; true when it was valid. */
static bool already_valid(const vl_analysis *an, const vl_assignment *proposal, vl_assignment *out) {
  if (!proposal) return false;
  vl_diags quiet = {0};
  vl_verify_result vr;
  bool valid = vl_verify_native(an->intervals, &an->budget, proposal, &quiet, 0, &vr) == VL_OK;
  vl_diags_free(&quiet);
  if (valid) memcpy(out->reg, proposal->reg, an->fn->num_vregs * sizeof(vl_physreg));
  return valid;
}

/* Sends `a` as the answer so far. */
static void report(repair *r, const vl_assignment *a, vl_repair_path path, bool fewest) {
  r->record->have = true;
  r->record->path = path;
  r->record->fewest = fewest;
  memcpy(r->record->reg, a->reg, r->fn->num_vregs * sizeof(vl_physreg));
  vl_bounded_report(r->run, r->record);
}

/* The fallback first: it is cheap, and when it reaches the lower bound nothing can
 * do better. Otherwise MaxSMT, bounded by the fallback's answer, proves the fewest
 * changes or improves on it within the limit; when it ends without a model, the
 * fallback's answer stands. `use_maxsmt` false: the fallback alone. Each answer is
 * reported; without one, the last report says why. */
static void solve(repair *r, bool use_maxsmt, uint32_t lower_bound) {
  const vl_function *fn = r->fn;
  vl_assignment *fallen = vl_assignment_new(fn, &r->arena);
  bool have_fallback = fallback(r, fallen);
  uint32_t fallback_changes = have_fallback ? changes(r, fallen) : UINT32_MAX;
  if (have_fallback) {
    report(r, fallen, VL_REPAIR_VIOLATORS, fallback_changes <= lower_bound);
    if (r->record->fewest || !use_maxsmt) return;
  }
  Z3_lbool answer = Z3_L_UNDEF;
  if (use_maxsmt) {
    /* Proposed registers the fallback lost: the changes among them (missing ones always change). */
    int64_t max_lost = -1;
    if (have_fallback) {
      max_lost = 0;
      for (uint32_t v = 0; v < fn->num_vregs; v++)
        max_lost += r->enc.unit[v] && r->want[v].count && fallen->reg[v].unit != r->want[v].unit;
    }
    bool have_model = false;
    vl_assignment *optimized = vl_assignment_new(fn, &r->arena);
    answer = maxsmt(r, max_lost, optimized, &have_model);
    if (have_model && (answer == Z3_L_TRUE || changes(r, optimized) < fallback_changes)) {
      report(r, optimized, answer == Z3_L_TRUE ? VL_REPAIR_MAXSMT_OPTIMAL : VL_REPAIR_MAXSMT_BEST, answer == Z3_L_TRUE);
      return;
    }
  }
  if (have_fallback) return;
  r->record->outcome = answer == Z3_L_FALSE ? OUTCOME_NONE_EXISTS : OUTCOME_NOT_FOUND;
  vl_bounded_report(r->run, r->record);
}

/* solve() under the deadline (base/bounded_run.h); its last answer goes into `out`. */
static vl_status solve_by_deadline(repair *r, double timeout_s, bool use_maxsmt, vl_assignment *out,
                                   vl_repair_result *result, vl_diags *diags) {
  const vl_function *fn = r->fn;
  size_t record_size = offsetof(repair_record, reg) + fn->num_vregs * sizeof(vl_physreg);
  repair_record *got = vl_arena_alloc(&r->arena, record_size);
  r->record = vl_arena_alloc(&r->arena, record_size);
  vl_bounded_run run;
  r->run = &run;
  if (vl_bounded_start(&run, r->deadline_ms, got, record_size)) {
    solve(r, use_maxsmt, result->lower_bound);
    vl_bounded_end_work(&run);
  }
  /* The child has its own copy of Z3's state: this one goes while the child solves. */
  release_z3(r);
  bool finished = vl_bounded_wait(&run);
  if (run.have_record && got->have) {
    memcpy(out->reg, got->reg, fn->num_vregs * sizeof(vl_physreg));
    result->path = got->path;
    result->fewest = got->fewest;
    result->freed = got->freed;
    return VL_OK;
  }
  if (finished && run.have_record && got->outcome == OUTCOME_NONE_EXISTS) {
    vl_diag_add(diags, fn->module->path, fn->line, 1, VL_CAT_NONE,
                "%s: repair: no valid assignment exists within the budget (repair does not spill; alloc spills before allocating)", fn->name);
    return VL_TOOL_ERROR;
  }
  vl_diag_add(diags, fn->module->path, fn->line, 1, VL_CAT_NONE, "%s: repair: no valid assignment found within %g s",
              fn->name, timeout_s);
  return VL_TOOL_ERROR;
}

static vl_status run(const vl_analysis *an, const vl_assignment *proposal, double timeout_s, bool use_maxsmt,
                     vl_assignment *out, vl_repair_result *result, vl_diags *diags) {
  double t0 = vl_now_ms();
  *result = (vl_repair_result){0};
  out->allocator = "repair";
  memset(out->reg, 0, an->fn->num_vregs * sizeof(vl_physreg));
  repair r = {.deadline_ms = timeout_s > 0 ? t0 + timeout_s * 1e3 : 0};
  init(&r, an, proposal, result);
  vl_status status;
  if (already_valid(an, proposal, out)) {
    result->path = VL_REPAIR_UNCHANGED;
    result->fewest = true;
    status = VL_OK;
  } else if (!prepare(&r, result, diags)) {
    status = VL_TOOL_ERROR;
  } else {
    status = solve_by_deadline(&r, timeout_s, use_maxsmt, out, result, diags);
  }
  status = conclude(&r, status, out, result, diags);
  result->seconds = (vl_now_ms() - t0) / 1e3;
  return status;
}

vl_status vl_repair(const vl_analysis *an, const vl_assignment *proposal, double timeout_s, vl_assignment *out,
                    vl_repair_result *result, vl_diags *diags) {
  return run(an, proposal, timeout_s, true, out, result, diags);
}

vl_status vl_repair_violators(const vl_analysis *an, const vl_assignment *proposal, double timeout_s,
                              vl_assignment *out, vl_repair_result *result, vl_diags *diags) {
  return run(an, proposal, timeout_s, false, out, result, diags);
}
