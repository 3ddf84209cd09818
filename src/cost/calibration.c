/* The cost model against measurements (see calibration.h). */
#include "calibration.h"

#include <math.h>
#include <stdlib.h>

#include "../base/correlation.h"
#include "cost_model.h"

double vl_calib_time(const vl_calib_side *s, const vl_calib_params *q) {
  double cycles = s->work + q->copy * s->copy_cost + q->spill * s->spill_cost + s->remat_cost + q->bank * s->bank_cost;
  double h = vl_cost_hiding_curve(s->warps, s->max_warps, q->half);
  return h > 0 ? cycles / h : cycles;   /* as cost_model.c: no launch, no hiding */
}

double vl_calib_predicted(const vl_calib_point *p, const vl_calib_params *q) {
  double ours = vl_calib_time(&p->ours, q);
  return ours > 0 ? vl_calib_time(&p->ptxas, q) / ours : NAN;
}

vl_calib_fit_stats vl_calib_stats(const vl_calib_point *points, size_t n, const bool *use, const vl_calib_params *q) {
  double *x = calloc(n + 1, sizeof *x), *y = calloc(n + 1, sizeof *y);
  if (!x || !y) abort();
  vl_calib_fit_stats s = {0};
  double squares = 0;
  for (size_t i = 0; i < n; i++) {
    if (use && !use[i]) continue;
    double pred = vl_calib_predicted(&points[i], q);
    if (!(pred > 0) || !(points[i].measured > 0)) continue;
    x[s.n] = pred, y[s.n] = points[i].measured;
    double e = log(pred / points[i].measured);
    squares += e * e;
    s.n++;
  }
  s.spearman = vl_spearman(x, y, s.n);
  s.pearson = vl_pearson(x, y, s.n);
  s.log_error = s.n ? sqrt(squares / (double)s.n) : NAN;
  free(x), free(y);
  return s;
}

vl_calib_params vl_calib_fit(const vl_calib_point *points, size_t n, const bool *use, vl_calib_params start) {
  static const double halves[] = {0.5, 1, 2, 4, 8, 16, 32, 64, 128};
  static const double scales[] = {0, 0.25, 0.5, 1, 2, 4, 8};
  enum { NH = sizeof halves / sizeof *halves, NS = sizeof scales / sizeof *scales };
  vl_calib_params best = start;
  double best_error = vl_calib_stats(points, n, use, &start).log_error;
  for (int h = 0; h < NH; h++)
    for (int c = 0; c < NS; c++)
      for (int s = 0; s < NS; s++)
        for (int b = 0; b < NS; b++) {
          vl_calib_params q = {halves[h], scales[c], scales[s], scales[b]};
          double e = vl_calib_stats(points, n, use, &q).log_error;
          if (e < best_error - 1e-12) best = q, best_error = e;
        }
  return best;
}
