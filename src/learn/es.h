/* Evolution strategies over the model's weights (`verilocc train --es`),
 * starting from the imitation model, rewarded by the cost model and the
 * verifier (es_reward.h). One iteration:
 *   1. K functions drawn from the pool (the train split), by the seed and the iteration;
 *   2. P antithetic pairs of Gaussian perturbations theta +- sigma eps_j, each eps_j
 *      generated from (seed, iteration, j), and the unperturbed theta (for the curve);
 *   3. the (2P + 1) x K rewards, split over the ranks (task i on rank i mod N);
 *   4. one sum over the ranks of the rewards (a few hundred numbers: the only
 *      communication; every rank regenerates the perturbations from their seeds);
 *   5. each member's fitness (its mean reward) shaped by centred ranks in [-0.5, 0.5];
 *   6. the estimate g = sum_j (u_j+ - u_j-) eps_j / (2 P sigma), and an Adam step up it,
 *      the same on every rank, so that every rank holds the same weights.
 * Every reward lands in one slot, zero elsewhere, so the sum is exact and the
 * run is the same with 1 rank or 100: a seed gives the same model.
 * Progress and the reward curve on stderr, a JSON line per iteration in the
 * log, a checkpoint (the model file and OUT.es, es_checkpoint.h) every few
 * iterations and at the end; rank 0 writes them all.
 * Needs: the pool and reward, the transformer and Adam, the ranks.
 * Produces: the trained model, in place. */
#ifndef VL_LEARN_ES_H
#define VL_LEARN_ES_H
#include <stdio.h>

#include "../base/ranks.h"
#include "es_reward.h"

typedef struct vl_es_options {
  uint32_t iterations;        /* in all, resumed ones included */
  uint32_t pairs;             /* P */
  uint32_t functions;         /* K per iteration */
  uint32_t max_vregs;         /* pool: functions with at most this many virtual registers (0: all) */
  uint32_t checkpoint_every;  /* iterations (0: at the end only) */
  float sigma, lr, penalty;
  uint64_t seed;
  double max_minutes;         /* stop after the iteration that passes it (0: no limit) */
  bool resume;                /* go on from `out` and OUT.es */
  const char *out;            /* the model file (checkpoints replace it) */
  FILE *log;                  /* JSON lines, or NULL */
  FILE *progress;             /* stderr */
} vl_es_options;

typedef struct vl_es_result {
  uint32_t iterations;                  /* done in all */
  double first_reward, last_reward;     /* the unperturbed model's mean reward, first and last iteration run */
  double seconds, compute_seconds, comm_seconds, update_seconds;   /* this rank, this run */
} vl_es_result;

/* The fingerprint a checkpoint is checked against. */
uint64_t vl_es_fingerprint(const vl_es_options *o, uint32_t pool_count);

/* Trains m in place. With o->resume, m must be the model loaded from o->out. */
vl_status vl_es_train(vl_transformer *m, vl_es_pool *pool, const vl_es_options *o, vl_ranks *ranks,
                      vl_es_result *result, vl_diags *diags);

#endif
