/* A mixed integer linear program, minimized by COIN-OR's CBC (Debian's
 * coinor-libcbc-dev) within a time limit, with the value of its LP relaxation
 * (CLP, the same matrix with integrality dropped) as a lower bound that holds
 * whether or not the integer search finishes. CLP's own limit counts CPU time
 * and neither looks at the clock in every phase, so the solve runs in a child
 * process (base/bounded_run.h) killed shortly after the limit in wall-clock
 * time; what it reported by then stands.
 * Needs: nothing but the program. Produces: vl_milp_result. */
#ifndef VL_MILP_H
#define VL_MILP_H
#include <stdbool.h>
#include <stdint.h>

#include "arena.h"

typedef struct vl_milp {
  VL_VEC(double) obj, col_lo, col_hi;
  VL_VEC(uint8_t) integer;
  VL_VEC(uint32_t) row_start;   /* rows: start of each row's entries, one past the last */
  VL_VEC(int) entry_col;
  VL_VEC(double) entry_coef;
  VL_VEC(double) row_lo, row_hi;
  vl_arena *arena;
} vl_milp;

typedef enum vl_milp_status {
  VL_MILP_OPTIMAL,      /* proven optimal */
  VL_MILP_FEASIBLE,     /* a solution, not proven optimal at the time limit */
  VL_MILP_UNKNOWN,      /* no solution at the time limit */
  VL_MILP_INFEASIBLE,   /* proven to have none */
} vl_milp_status;

typedef struct vl_milp_result {
  vl_milp_status status;
  double value;         /* the best solution's objective (OPTIMAL, FEASIBLE) */
  double bound;         /* the best lower bound proven: CBC's, or the LP's when larger */
  double lp;            /* the LP relaxation's optimum (+inf when infeasible, NaN when unsolved) */
  double seconds;       /* LP and integer solve together, wall-clock */
} vl_milp_result;

/* A new column with bounds [lo, hi] and objective coefficient `obj`; returns its index. */
int vl_milp_col(vl_milp *m, double lo, double hi, double obj, bool integer);
/* A new row lo <= sum coef * x <= hi from the entries added since the last row. */
void vl_milp_entry(vl_milp *m, int col, double coef);
void vl_milp_row(vl_milp *m, double lo, double hi);

/* Minimizes within `seconds` of wall-clock time (the LP relaxation is solved first, and
 * its time counts; the solve is stopped at most a tenth and a second later). */
vl_milp_result vl_milp_solve(const vl_milp *m, double seconds);
/* The same, and for a 0/1 program the best solution found: x[j] (one per column) is column j's
 * value rounded, where the status is OPTIMAL or FEASIBLE (otherwise all 0). */
vl_milp_result vl_milp_solve_x(const vl_milp *m, double seconds, uint8_t *x);

const char *vl_milp_status_name(vl_milp_status s);

#endif
