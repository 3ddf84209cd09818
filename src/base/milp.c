/* The program handed to CLP and CBC (see milp.h). Both take the matrix by
 * columns; it is built by rows here, so it is transposed once per solve. */
#include "milp.h"

#include <coin/Cbc_C_Interface.h>
#include <coin/Clp_C_Interface.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bounded_run.h"
#include "clock.h"

int vl_milp_col(vl_milp *m, double lo, double hi, double obj, bool integer) {
  VL_VEC_PUSH(m->arena, m->obj, obj);
  VL_VEC_PUSH(m->arena, m->col_lo, lo);
  VL_VEC_PUSH(m->arena, m->col_hi, hi);
  VL_VEC_PUSH(m->arena, m->integer, (uint8_t)integer);
  return (int)m->obj.len - 1;
}

void vl_milp_entry(vl_milp *m, int col, double coef) {
  VL_VEC_PUSH(m->arena, m->entry_col, col);
  VL_VEC_PUSH(m->arena, m->entry_coef, coef);
}

void vl_milp_row(vl_milp *m, double lo, double hi) {
  if (!m->row_start.len) VL_VEC_PUSH(m->arena, m->row_start, 0);
  VL_VEC_PUSH(m->arena, m->row_start, (uint32_t)m->entry_col.len);
  VL_VEC_PUSH(m->arena, m->row_lo, lo);
  VL_VEC_PUSH(m->arena, m->row_hi, hi);
}

const char *vl_milp_status_name(vl_milp_status s) {
  switch (s) {
  case VL_MILP_OPTIMAL: return "optimal";
  case VL_MILP_FEASIBLE: return "time limit";
  case VL_MILP_UNKNOWN: return "time limit, no solution";
  case VL_MILP_INFEASIBLE: return "infeasible";
  }
  return "?";
}

typedef struct by_columns {
  CoinBigIndex *start;
  int *index;
  double *value;
} by_columns;

static by_columns transpose(const vl_milp *m, vl_arena *arena) {
  size_t nc = m->obj.len, ne = m->entry_col.len, nr = m->row_lo.len;
  by_columns c = {VL_NEW_ARRAY(arena, CoinBigIndex, nc + 1), VL_NEW_ARRAY(arena, int, ne + 1),
                  VL_NEW_ARRAY(arena, double, ne + 1)};
  for (size_t e = 0; e < ne; e++) c.start[m->entry_col.data[e] + 1]++;
  for (size_t j = 0; j < nc; j++) c.start[j + 1] += c.start[j];
  CoinBigIndex *fill = VL_NEW_ARRAY(arena, CoinBigIndex, nc + 1);
  memcpy(fill, c.start, (nc + 1) * sizeof *fill);
  for (size_t r = 0; r < nr; r++)
    for (uint32_t e = m->row_start.data[r]; e < m->row_start.data[r + 1]; e++) {
      CoinBigIndex at = fill[m->entry_col.data[e]]++;
      c.index[at] = (int)r;
      c.value[at] = m->entry_coef.data[e];
    }
  return c;
}

/* CLP's optimum with integrality dropped: +inf when infeasible, NaN when it stopped early. */
static double lp_relaxation(const vl_milp *m, const by_columns *c, double seconds) {
  Clp_Simplex *lp = Clp_newModel();
  Clp_setLogLevel(lp, 0);
  Clp_loadProblem(lp, (int)m->obj.len, (int)m->row_lo.len, c->start, c->index, c->value, m->col_lo.data,
                  m->col_hi.data, m->obj.data, m->row_lo.data, m->row_hi.data);
  Clp_setMaximumSeconds(lp, seconds);
  Clp_initialSolve(lp);
  int status = Clp_status(lp);
  double value = status == 0 ? Clp_objectiveValue(lp) : status == 1 ? INFINITY : NAN;
  Clp_deleteModel(lp);
  return value;
}

/* What the solving child reports: after the LP, then at the end; with `solution`, the record
 * goes on with one byte per column (the best solution, rounded). */
typedef struct milp_record {
  int status;   /* vl_milp_status */
  double value, bound, lp;
} milp_record;

static void solve(const vl_milp *m, double seconds, double t0, bool solution, vl_bounded_run *run) {
  vl_arena scratch = {0};
  by_columns c = transpose(m, &scratch);
  size_t size = sizeof(milp_record) + (solution ? m->obj.len : 0);
  unsigned char *record = vl_arena_alloc(&scratch, size);
  memset(record, 0, size);
  milp_record r = {.status = VL_MILP_UNKNOWN, .lp = lp_relaxation(m, &c, seconds)};
  r.bound = isnan(r.lp) ? 0 : r.lp;
  if (isinf(r.lp)) r.status = VL_MILP_INFEASIBLE;
  memcpy(record, &r, sizeof r);
  vl_bounded_report(run, record);
  if (r.status == VL_MILP_INFEASIBLE) return;
  Cbc_Model *mip = Cbc_newModel();
  Cbc_loadProblem(mip, (int)m->obj.len, (int)m->row_lo.len, c.start, c.index, c.value, m->col_lo.data, m->col_hi.data,
                  m->obj.data, m->row_lo.data, m->row_hi.data);
  for (size_t j = 0; j < m->obj.len; j++)
    if (m->integer.data[j]) Cbc_setInteger(mip, (int)j);
  Cbc_setLogLevel(mip, 0);
  Cbc_setParameter(mip, "timeMode", "elapsed");
  double left = seconds - (vl_now_ms() - t0) / 1000;
  Cbc_setMaximumSeconds(mip, left > 0.05 ? left : 0.05);
  Cbc_solve(mip);
  /* Stopped at the limit, CBC can call a program infeasible whose LP it solved: only a finished search says so. */
  if (Cbc_status(mip) == 0 && Cbc_isProvenInfeasible(mip)) r.status = VL_MILP_INFEASIBLE;
  else if (Cbc_isProvenOptimal(mip)) r.status = VL_MILP_OPTIMAL;
  else r.status = Cbc_bestSolution(mip) ? VL_MILP_FEASIBLE : VL_MILP_UNKNOWN;
  if (r.status == VL_MILP_OPTIMAL || r.status == VL_MILP_FEASIBLE) r.value = Cbc_getObjValue(mip);
  double bound = r.status == VL_MILP_OPTIMAL ? r.value : Cbc_getBestPossibleObjValue(mip);
  if (isfinite(bound) && bound > r.bound) r.bound = bound;
  memcpy(record, &r, sizeof r);
  if (solution && (r.status == VL_MILP_OPTIMAL || r.status == VL_MILP_FEASIBLE)) {
    const double *x = Cbc_getColSolution(mip);
    for (size_t j = 0; j < m->obj.len; j++) record[sizeof r + j] = x[j] > 0.5;
  }
  vl_bounded_report(run, record);
  if (!vl_bounded_in_child(run)) {
    Cbc_deleteModel(mip);
    vl_arena_free(&scratch);
  }
}

vl_milp_result vl_milp_solve(const vl_milp *m, double seconds) { return vl_milp_solve_x(m, seconds, NULL); }

vl_milp_result vl_milp_solve_x(const vl_milp *m, double seconds, uint8_t *x) {
  double t0 = vl_now_ms();
  vl_milp_result r = {.status = VL_MILP_OPTIMAL};
  if (!m->obj.len) return r;   /* nothing to choose: the empty sum */
  size_t size = sizeof(milp_record) + (x ? m->obj.len : 0);
  unsigned char *record = calloc(1, size);
  if (!record) abort();
  milp_record got = {.status = VL_MILP_UNKNOWN, .lp = NAN};
  memcpy(record, &got, sizeof got);
  vl_bounded_run run;
  if (vl_bounded_start(&run, t0 + seconds * 1100 + 1000, record, size)) {
    solve(m, seconds, t0, x != NULL, &run);
    vl_bounded_end_work(&run);
  }
  vl_bounded_wait(&run);
  memcpy(&got, record, sizeof got);
  if (x) memcpy(x, record + sizeof got, m->obj.len);
  free(record);
  r.status = (vl_milp_status)got.status;
  r.value = got.value;
  r.bound = got.bound;
  r.lp = got.lp;
  r.seconds = (vl_now_ms() - t0) / 1000;
  return r;
}
