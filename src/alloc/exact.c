/* Exact allocation with Z3's Optimize (see exact.h). The tops are Int variables
 * bounded below by every virtual register of their file (unit + width - base <=
 * top) and by the input's physical registers. The lexicographic order is solved
 * in stages, one Optimize each: minimize the vector top; fix it, minimize the
 * SGPR top; fix both, minimize the copies left as the cost model prices them, each
 * weighted by its block's frequency (a copy is an identity when both operands'
 * first units coincide after their subregister offsets). The tops come first
 * because occupancy, the model's largest term, only falls as they grow. Stages
 * rather than Z3's own "priority lex", which in Z3 4.8.12 reported 3 copies left
 * on saxpy where 1 is reachable at the same tops. Each stage is bounded by the
 * best allocation so far (the classical one to begin with) from above and by the
 * lanes live at once from below; a stage whose bounds meet needs no solving.
 * When time runs out the best allocation so far is the answer. The limit is a
 * deadline for the whole call: the classical start and the encoding count
 * against it, and the stages run in a child process (base/bounded_run.h) that
 * reports each better allocation and is killed at the deadline, since Z3 can
 * run seconds past its own timeout. */
#include "exact.h"

#include <math.h>
#include <stddef.h>
#include <stdlib.h>

#include "../base/bounded_run.h"
#include "../verify/native.h"
#include "tighten.h"

/* ---- the stages ---- */

typedef enum stage_kind { STAGE_VECTOR, STAGE_SGPR, STAGE_COPIES, NUM_STAGES } stage_kind;

/* What the stages report to the caller: the best allocation so far when Z3 found it
 * (not the classical start), and, at the end, whether every stage was proven. */
typedef struct exact_record {
  bool proven;
  bool improved;
  vl_physreg reg[];
} exact_record;

typedef struct exact {
  const vl_analysis *an;
  const vl_function *fn;
  const vl_target *target;
  vl_smt_encoding enc;
  vl_z3_terms terms;
  VL_VEC(Z3_ast) hard;        /* the encoding's table, numbered registers only, the tops' bounds */
  Z3_ast top[VL_NUM_FILES];   /* per numbered file the target has; NULL otherwise */
  Z3_ast objective[NUM_STAGES];
  int64_t lower[NUM_STAGES];  /* what no allocation can beat */
  vl_assignment *best;        /* the best allocation so far; NULL before the first */
  const vl_assignment *start; /* the classical allocation, when it is the first best */
  double deadline_ms;         /* 0: no limit */
  vl_bounded_run *run;        /* where the stages report */
  exact_record *record;       /* the stages' own record, sent by report() */
} exact;

static Z3_ast mk_le(exact *x, Z3_ast a, Z3_ast b) { return vl_z3_hold(&x->terms, Z3_mk_le(x->terms.ctx, a, b)); }
static void hard(exact *x, Z3_ast f) { VL_VEC_PUSH(&x->terms.arena, x->hard, f); }

/* Numbered registers, or the special ones an allocator may choose (vcc; the table already
 * holds only what v's class lists): other specials (exec, m0) stay out. Then
 * unit_v + width - base[file] <= top[file] wherever unit_v lies in `file`, for every file
 * v's class may use. */
static void bound_tops(exact *x) {
  Z3_context ctx = x->terms.ctx;
  const vl_target *t = x->target;
  for (uint32_t v = 0; v < x->fn->num_vregs; v++) {
    if (!x->enc.unit[v]) continue;
    const vl_regclass *cls = vl_vreg_class(x->fn, v);
    Z3_ast allowed[4];
    unsigned n = 0;
    allowed[n++] = vl_z3_hold(&x->terms, Z3_mk_lt(ctx, x->enc.unit[v], vl_z3_int(&x->terms, t->file_base[VL_FILE_SPECIAL])));
    vl_physreg specials[3];
    for (unsigned i = 0, k = vl_target_allocatable_specials(t, x->fn->vregs[v].cls, specials); i < k; i++)
      allowed[n++] = vl_z3_hold(&x->terms, Z3_mk_eq(ctx, x->enc.unit[v], vl_z3_int(&x->terms, specials[i].unit)));
    hard(x, n == 1 ? allowed[0] : vl_z3_hold(&x->terms, Z3_mk_or(ctx, n, allowed)));
    for (int f = 0; f < VL_FILE_SPECIAL; f++) {
      if (!x->top[f] || !(cls->files & (1u << f))) continue;
      Z3_ast end = vl_z3_plus(&x->terms, x->enc.unit[v], (int64_t)cls->width - t->file_base[f]);
      Z3_ast lo = mk_le(x, vl_z3_int(&x->terms, t->file_base[f]), x->enc.unit[v]);
      Z3_ast hi = vl_z3_hold(&x->terms, Z3_mk_lt(ctx, x->enc.unit[v], vl_z3_int(&x->terms, t->file_base[f] + t->num_regs[f])));
      Z3_ast in_file[2] = {lo, hi};
      hard(x, vl_z3_hold(&x->terms, Z3_mk_implies(ctx, vl_z3_hold(&x->terms, Z3_mk_and(ctx, 2, in_file)),
                                                  mk_le(x, end, x->top[f]))));
    }
  }
}

/* An operand of a COPY as (first unit term, count, half); false when it has no register. */
static bool copy_side(exact *x, const vl_operand *op, Z3_ast *unit, unsigned *count, unsigned *half) {
  if (op->kind == VL_OP_PREG) {
    *unit = vl_z3_int(&x->terms, op->preg.unit);
    *count = op->preg.count;
    *half = op->preg.half;
    return op->preg.count != 0;
  }
  if (op->kind != VL_OP_VREG || op->reg >= x->fn->num_vregs || !x->enc.unit[op->reg]) return false;
  const vl_regclass *cls = vl_vreg_class(x->fn, op->reg);
  *unit = vl_z3_plus(&x->terms, x->enc.unit[op->reg], vl_subreg_offset(op->subreg));
  *count = op->subreg ? vl_subreg_count(op->subreg) : cls->width;
  *half = op->subreg ? vl_subreg_half(op->subreg) : cls->half;
  return true;
}

/* The COPYs with a virtual register on one side that stay copies, weighted by block
 * frequency. Copies whose sides differ in width or half, or name one register twice,
 * cannot change and are left out. */
static Z3_ast copies_left(exact *x) {
  Z3_context ctx = x->terms.ctx;
  VL_VEC(Z3_ast) terms = {0};
  Z3_ast zero = vl_z3_int(&x->terms, 0), one = vl_z3_int(&x->terms, 1);
  for (uint32_t k = 0; k < x->fn->num_instrs; k++) {
    const vl_instr *instr = &x->fn->instrs[k];
    if (!instr->is_copy || instr->num_ops < 2) continue;
    const vl_operand *dst = &instr->ops[0], *src = &instr->ops[1];
    if (dst->kind != VL_OP_VREG && src->kind != VL_OP_VREG) continue;
    if (dst->kind == VL_OP_VREG && src->kind == VL_OP_VREG && dst->reg == src->reg) continue;
    Z3_ast a, b;
    unsigned ca, cb, ha, hb;
    if (!copy_side(x, dst, &a, &ca, &ha) || !copy_side(x, src, &b, &cb, &hb) || ca != cb || ha != hb) continue;
    Z3_ast same = vl_z3_hold(&x->terms, Z3_mk_eq(ctx, a, b));
    /* Weighted as the cost model prices a copy left (cost/cost_model.h): by its block's
     * frequency, in eighths of the entry's (at least 1, so that every copy counts). */
    double w = x->an->cfg->frequency[instr->block] * 8;
    Z3_ast weight = w > 1 ? vl_z3_int(&x->terms, (int64_t)(w + 0.5)) : one;
    VL_VEC_PUSH(&x->terms.arena, terms, vl_z3_hold(&x->terms, Z3_mk_ite(ctx, same, zero, weight)));
  }
  if (!terms.len) return zero;
  return vl_z3_hold(&x->terms, Z3_mk_add(ctx, (unsigned)terms.len, terms.data));
}

/* The input's own physical operands count toward the tops, as vl_assignment_stats counts them. */
static void physical_usage(const vl_function *fn, uint32_t used[VL_NUM_FILES]) {
  const vl_target *t = fn->module->target;
  memset(used, 0, VL_NUM_FILES * sizeof *used);
  for (uint32_t k = 0; k < fn->num_instrs; k++)
    for (uint32_t i = 0; i < fn->instrs[k].num_ops; i++) {
      vl_physreg reg = fn->instrs[k].ops[i].preg;
      if (fn->instrs[k].ops[i].kind != VL_OP_PREG || !reg.count) continue;
      vl_regfile file = vl_target_unit_file(t, reg.unit);
      unsigned top = vl_target_unit_index(t, reg.unit) + reg.count;
      if (file != VL_FILE_SPECIAL && top > used[file]) used[file] = top;
    }
}

/* The most virtual lanes live at once whose classes lie in the vector files, and in
 * the SGPR file: each needs its own unit below the tops. (Pressure is no bound: it
 * counts call clobbers of every register.) */
static void live_lanes(const exact *x, int64_t *vector, int64_t *sgpr) {
  const vl_intervals *iv = x->an->intervals;
  const vl_regspace *s = &iv->live->space;
  int32_t *delta = calloc((size_t)(iv->num_slots + 1) * 2, sizeof(int32_t));
  *vector = *sgpr = 0;
  if (!delta) return;   /* no bound is still a correct bound */
  const unsigned vector_files = (1u << VL_FILE_VECTOR) | (1u << VL_FILE_ACCUM);
  for (uint32_t bit = s->num_units; bit < s->num_bits; bit++) {
    const vl_regclass *cls = vl_vreg_class(x->fn, s->bit_vreg[bit - s->num_units]);
    int group = !(cls->files & ~vector_files) ? 0 : cls->files == (1u << VL_FILE_SCALAR) ? 1 : -1;
    if (group < 0) continue;
    for (uint32_t i = 0; i < iv->num_segs[bit]; i++) {
      delta[iv->segs[bit][i].start * 2 + group]++;
      delta[iv->segs[bit][i].end * 2 + group]--;
    }
  }
  int64_t live[2] = {0, 0};
  for (uint32_t slot = 0; slot <= iv->num_slots; slot++)
    for (int g = 0; g < 2; g++) {
      live[g] += delta[slot * 2 + g];
      int64_t *max = g ? sgpr : vector;
      if (live[g] > *max) *max = live[g];
    }
  free(delta);
}

/* The classical allocation into `a` (tightened where `alloc` tightens it), when it
 * succeeds and verifies. */
static bool classical(const vl_analysis *an, vl_assignment *a) {
  vl_diags quiet = {0};
  vl_verify_result vr;
  bool ok = vl_alloc_classical_tightened(an, a, &quiet) == VL_OK &&
            vl_verify_native(an->intervals, &an->budget, a, &quiet, 0, &vr) == VL_OK;
  vl_diags_free(&quiet);
  return ok;
}

/* Hard constraints, tops, objectives and their lower bounds. */
static void build(exact *x) {
  Z3_context ctx = x->terms.ctx;
  for (uint32_t i = 0; i < x->enc.num_constraints; i++) hard(x, x->enc.constraints[i].formula);
  uint32_t fixed[VL_NUM_FILES];
  physical_usage(x->fn, fixed);
  static const char *const names[] = {"top_vgpr", "top_agpr", "top_sgpr"};
  for (int f = 0; f < VL_FILE_SPECIAL; f++) {
    if (!x->target->num_regs[f]) continue;
    x->top[f] = vl_z3_hold(&x->terms, Z3_mk_const(ctx, Z3_mk_string_symbol(ctx, names[f]), Z3_mk_int_sort(ctx)));
    hard(x, mk_le(x, vl_z3_int(&x->terms, fixed[f]), x->top[f]));
  }
  bound_tops(x);
  x->objective[STAGE_VECTOR] = x->top[VL_FILE_VECTOR];
  if (x->top[VL_FILE_ACCUM]) {
    Z3_ast both[2] = {x->top[VL_FILE_VECTOR], x->top[VL_FILE_ACCUM]};
    x->objective[STAGE_VECTOR] = vl_z3_hold(&x->terms, Z3_mk_add(ctx, 2, both));
  }
  x->objective[STAGE_SGPR] = x->top[VL_FILE_SCALAR] ? x->top[VL_FILE_SCALAR] : vl_z3_int(&x->terms, 0);
  x->objective[STAGE_COPIES] = copies_left(x);
  live_lanes(x, &x->lower[STAGE_VECTOR], &x->lower[STAGE_SGPR]);
  if (fixed[VL_FILE_VECTOR] + fixed[VL_FILE_ACCUM] > x->lower[STAGE_VECTOR])
    x->lower[STAGE_VECTOR] = fixed[VL_FILE_VECTOR] + fixed[VL_FILE_ACCUM];
  if (fixed[VL_FILE_SCALAR] > x->lower[STAGE_SGPR]) x->lower[STAGE_SGPR] = fixed[VL_FILE_SCALAR];
}

/* The objectives' values at an allocation (its units, its usage as the tops). */
static bool values_at(exact *x, const vl_assignment *a, int64_t value[NUM_STAGES]) {
  Z3_context ctx = x->terms.ctx;
  vl_alloc_stats s = vl_assignment_stats(x->fn, a);
  Z3_model model = Z3_mk_model(ctx);
  Z3_model_inc_ref(ctx, model);
  for (uint32_t v = 0; v < x->fn->num_vregs; v++)
    if (x->enc.unit[v])
      Z3_add_const_interp(ctx, model, Z3_get_app_decl(ctx, Z3_to_app(ctx, x->enc.unit[v])),
                          vl_z3_int(&x->terms, a->reg[v].unit));
  for (int f = 0; f < VL_FILE_SPECIAL; f++)
    if (x->top[f])
      Z3_add_const_interp(ctx, model, Z3_get_app_decl(ctx, Z3_to_app(ctx, x->top[f])), vl_z3_int(&x->terms, s.used[f]));
  bool ok = true;
  for (int i = 0; i < NUM_STAGES && ok; i++) {
    Z3_ast out = NULL;
    ok = Z3_model_eval(ctx, model, x->objective[i], true, &out) && vl_z3_numeral(ctx, out, &value[i]);
  }
  Z3_model_dec_ref(ctx, model);
  return ok;
}

/* The time a stage may take: `share` of what is left (0: no limit). */
static double seconds_for(const exact *x, double share) {
  if (!x->deadline_ms) return 0;
  double now = vl_now_ms();
  return vl_z3_seconds_left(now + (x->deadline_ms - now) * share);
}

/* Sends the best allocation so far; `proven` counts only at the end. */
static void report(exact *x, bool proven) {
  x->record->proven = proven;
  x->record->improved = x->best && x->best != x->start;
  if (x->record->improved) memcpy(x->record->reg, x->best->reg, x->fn->num_vregs * sizeof(vl_physreg));
  vl_bounded_report(x->run, x->record);
}

/* Does `model` satisfy every hard constraint? A model Z3 hands out after an unknown
 * answer (a time limit, an interrupted search) need not: it may leave every unit at 0. */
static bool satisfies(exact *x, Z3_model model) {
  Z3_context ctx = x->terms.ctx;
  for (size_t i = 0; i < x->hard.len; i++) {
    Z3_ast value = NULL;
    if (!Z3_model_eval(ctx, model, x->hard.data[i], true, &value) || Z3_get_bool_value(ctx, value) != Z3_L_TRUE)
      return false;
  }
  return true;
}

/* Takes `model` as the best allocation when it is complete, keeps the earlier stages'
 * objectives at their `fixed` values (a model after a time limit need not: the stage's
 * equalities are not among the hard constraints) and beats the best so far at stage
 * `kind`; that is the lexicographic order. */
static bool take(exact *x, Z3_model model, stage_kind kind, const int64_t *fixed, vl_arena *arena) {
  vl_assignment *a = vl_assignment_new(x->fn, arena);
  uint32_t missing;
  int64_t have[NUM_STAGES], best[NUM_STAGES];
  if (!satisfies(x, model)) return false;
  if (!vl_z3_model_assignment(&x->enc, model, a, &missing) || !values_at(x, a, have)) return false;
  for (int i = 0; i < (int)kind; i++)
    if (have[i] != fixed[i]) return false;
  if (x->best && values_at(x, x->best, best) && best[kind] <= have[kind]) return false;
  x->best = a;
  return true;
}

/* Stage `kind`: minimize its objective with the earlier ones fixed at `fixed`, within
 * [lower, the best allocation's value]. Returns whether the stage's optimum is proven;
 * *value is the best allocation's value afterwards. */
static bool stage(exact *x, stage_kind kind, double share, const int64_t *fixed, int64_t *value, vl_arena *arena) {
  Z3_context ctx = x->terms.ctx;
  int64_t best[NUM_STAGES];
  bool have_best = x->best && values_at(x, x->best, best);
  *value = have_best ? best[kind] : INT64_MAX;
  if (have_best && best[kind] <= x->lower[kind]) return true;   /* the bounds meet */
  if (x->deadline_ms && vl_now_ms() >= x->deadline_ms) return false;
  Z3_optimize opt = Z3_mk_optimize(ctx);
  Z3_optimize_inc_ref(ctx, opt);
  double limit = seconds_for(x, share);
  Z3_params params = vl_z3_params(ctx, limit, NULL, NULL);
  Z3_optimize_set_params(ctx, opt, params);
  Z3_params_dec_ref(ctx, params);
  for (size_t i = 0; i < x->hard.len; i++) Z3_optimize_assert(ctx, opt, x->hard.data[i]);
  for (int i = 0; i < (int)kind; i++)
    Z3_optimize_assert(ctx, opt, vl_z3_hold(&x->terms, Z3_mk_eq(ctx, x->objective[i], vl_z3_int(&x->terms, fixed[i]))));
  Z3_ast obj = x->objective[kind];
  Z3_optimize_assert(ctx, opt, mk_le(x, vl_z3_int(&x->terms, x->lower[kind]), obj));
  if (have_best) Z3_optimize_assert(ctx, opt, mk_le(x, obj, vl_z3_int(&x->terms, best[kind])));
  Z3_optimize_minimize(ctx, opt, obj);
  double stage_end = limit ? vl_now_ms() + limit * 1e3 : 0;
  Z3_lbool answer = Z3_optimize_check(ctx, opt, 0, NULL);
  Z3_model model = NULL;
  bool stale = false;
  if (answer == Z3_L_TRUE) model = vl_z3_optimum_model(ctx, opt, 1, &obj, vl_z3_seconds_left(stage_end), &stale);
  if (!model && answer != Z3_L_FALSE) {
    model = Z3_optimize_get_model(ctx, opt);
    if (Z3_get_error_code(ctx) == Z3_OK && model) Z3_model_inc_ref(ctx, model);
    else model = NULL;
    if (answer == Z3_L_TRUE) answer = Z3_L_UNDEF;   /* the optimum's value, but no model of it in time */
  }
  if (model) {
    if (take(x, model, kind, fixed, arena)) report(x, false);
    Z3_model_dec_ref(ctx, model);
  }
  /* A child's memory goes with it; freeing an optimizer took up to a second on large functions. */
  if (!vl_bounded_in_child(x->run)) Z3_optimize_dec_ref(ctx, opt);
  if (x->best && values_at(x, x->best, best)) *value = best[kind];
  /* Unsat with a best allocation in the bounds cannot be; without one it means no allocation at all. */
  return answer == Z3_L_TRUE || (answer == Z3_L_FALSE && !have_best && !x->best);
}

/* The stages in order, the work of the bounded run; reports at the end. */
static void search(exact *x, vl_arena *arena) {
  /* A stage that runs out of time leaves its best value fixed for the next ones, so that
   * the answer is good in every objective, not only the first: the vector stage may take
   * 60% of what is left, the SGPR stage half of the rest, the copies all that is left. */
  static const double share[NUM_STAGES] = {0.6, 0.5, 1.0};
  bool proven = true;
  int64_t fixed[NUM_STAGES];
  for (int k = 0; k < NUM_STAGES; k++) {
    proven = stage(x, (stage_kind)k, share[k], fixed, &fixed[k], arena) && proven;
    if (!x->best) break;   /* no allocation at all: unsat, or nothing within the limit */
  }
  report(x, proven);
}

vl_status vl_alloc_exact(const vl_analysis *an, double timeout_s, vl_assignment *out, vl_exact_result *result,
                         vl_diags *diags) {
  double t0 = vl_now_ms();
  *result = (vl_exact_result){0};
  out->allocator = "exact";
  const vl_function *fn = an->fn;
  exact x = {.an = an, .fn = fn, .target = fn->module->target, .deadline_ms = timeout_s > 0 ? t0 + timeout_s * 1e3 : 0};
  vl_arena arena = {0};
  vl_assignment *start = vl_assignment_new(fn, &arena);
  if (classical(an, start)) {
    vl_alloc_stats s = vl_assignment_stats(fn, start);
    result->classical_bound = s.used[VL_FILE_VECTOR] + s.used[VL_FILE_ACCUM];
    x.start = x.best = start;
  }
  double t1 = vl_now_ms();
  vl_status status = vl_smt_encode(an->intervals, &an->budget, &x.enc, diags);
  result->encode_ms = vl_now_ms() - t1;
  if (status != VL_OK) {
    vl_arena_free(&arena);
    return status;
  }
  Z3_context ctx = x.enc.ctx;
  /* Errors show as unknown answers and missing models; Z3's default handler would end the process. */
  Z3_set_error_handler(ctx, NULL);
  x.terms.ctx = ctx;
  result->num_constraints = x.enc.num_constraints;
  build(&x);
  double t2 = vl_now_ms();
  size_t record_size = offsetof(exact_record, reg) + fn->num_vregs * sizeof(vl_physreg);
  exact_record *got = vl_arena_alloc(&arena, record_size);
  x.record = vl_arena_alloc(&arena, record_size);
  vl_bounded_run run;
  x.run = &run;
  if (vl_bounded_start(&run, x.deadline_ms, got, record_size)) {
    search(&x, &arena);
    vl_bounded_end_work(&run);
  }
  /* The child has its own copy of Z3's state: this one goes while the child searches. */
  vl_z3_release(&x.terms);
  vl_smt_encoding_free(&x.enc);
  bool finished = vl_bounded_wait(&run);
  result->solve_ms = vl_now_ms() - t2;
  bool proven = finished && run.have_record && got->proven;
  bool improved = run.have_record && got->improved;
  const vl_physreg *best = improved ? got->reg : x.start ? x.start->reg : NULL;
  result->optimal = proven && best;
  result->from_classical = !improved && x.start;
  if (best) {
    memcpy(out->reg, best, fn->num_vregs * sizeof(vl_physreg));
  } else if (proven) {
    vl_diag_add(diags, fn->module->path, fn->line, 1, VL_CAT_NONE,
                "%s: exact: no allocation exists within the budget (the exact allocator does not spill; alloc spills before it runs)", fn->name);
    status = VL_TOOL_ERROR;
  } else {
    vl_diag_add(diags, fn->module->path, fn->line, 1, VL_CAT_NONE, "%s: exact: no allocation within %g s", fn->name,
                timeout_s);
    status = VL_TOOL_ERROR;
  }
  if (status == VL_OK) {
    /* A model the native verifier rejects means the encoding and the verifier disagree: a bug, never an answer. */
    vl_verify_result vr;
    if (vl_verify_native(an->intervals, &an->budget, out, diags, 5, &vr) != VL_OK) {
      vl_diag_add(diags, fn->module->path, fn->line, 1, VL_CAT_NONE,
                  "%s: exact: internal error: the native verifier rejects Z3's model (%u violations)", fn->name,
                  vr.total);
      status = VL_TOOL_ERROR;
    }
  }
  if (status == VL_OK) {
    vl_alloc_stats s = vl_assignment_stats(fn, out);
    memcpy(result->top, s.used, sizeof result->top);
    result->copies = s.copies;
    result->copies_left = s.copies - s.identity_copies;
  } else {
    result->optimal = false;
  }
  vl_arena_free(&arena);
  result->seconds = (vl_now_ms() - t0) / 1e3;
  return status;
}
