/* The cost model against measured run times: for kernels run on a GPU in two allocations
 * (ptxas's and ours), the predicted speedup (ptxas's predicted time over ours) beside the
 * measured one (ptxas's median time over ours), their correlation, and the model's free
 * parameters fitted to the measurements. The prediction is recomputed from the model's
 * breakdown (cost_model.h) under other parameters:
 *   time = (work + copy x copy_cost + spill x spill_cost + remat_cost + bank x bank_cost) / h(warps)
 *   h(o) = (o / (o + half)) / (max / (max + half))
 * where copy, spill and bank scale the table's weights (1: the table's) and half replaces
 * the table's occupancy_half.
 * Needs: correlation.h. Produces: correlations, a fit, the worst predictions. */
#ifndef VL_COST_CALIBRATION_H
#define VL_COST_CALIBRATION_H
#include <stdbool.h>
#include <stddef.h>

/* One allocation's breakdown, as alloc's report gives it under the table's parameters. */
typedef struct vl_calib_side {
  double warps, max_warps, work, copy_cost, spill_cost, remat_cost, bank_cost, time;
} vl_calib_side;

typedef struct vl_calib_point {
  const char *name;
  vl_calib_side ptxas, ours;
  double measured;          /* ptxas's median time over ours: above 1, ours ran faster */
  bool occupancy_changed;   /* the driver's occupancy of the two differs */
} vl_calib_point;

typedef struct vl_calib_params {
  double half, copy, spill, bank;
} vl_calib_params;

/* The predicted speedup of p under `params`. */
double vl_calib_predicted(const vl_calib_point *p, const vl_calib_params *params);
/* The side's time under `params` (its breakdown recombined). */
double vl_calib_time(const vl_calib_side *s, const vl_calib_params *params);

typedef struct vl_calib_fit_stats {
  size_t n;
  double spearman, pearson;   /* predicted against measured speedups */
  double log_error;           /* root mean square of log(predicted / measured) */
} vl_calib_fit_stats;

/* Over the points whose `use[i]` is true (all where use is NULL). */
vl_calib_fit_stats vl_calib_stats(const vl_calib_point *points, size_t n, const bool *use,
                                  const vl_calib_params *params);

/* The parameters on a grid (half 0.5..128, each scale 0..8) that minimize the squared log error
 * over the used points; ties keep the first found (the grid's order is fixed: deterministic). */
vl_calib_params vl_calib_fit(const vl_calib_point *points, size_t n, const bool *use, vl_calib_params start);

#endif
