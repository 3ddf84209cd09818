/* Evolution strategies (see es.h). */
#include "es.h"

#include <jansson.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../base/clock.h"
#include "../base/hash.h"
#include "es_checkpoint.h"

uint64_t vl_es_fingerprint(const vl_es_options *o, uint32_t pool_count) {
  uint64_t h = VL_HASH_INIT;
  h = vl_hash_bytes(h, &o->seed, sizeof o->seed);
  h = vl_hash_bytes(h, &o->pairs, sizeof o->pairs);
  h = vl_hash_bytes(h, &o->functions, sizeof o->functions);
  h = vl_hash_bytes(h, &o->max_vregs, sizeof o->max_vregs);
  h = vl_hash_bytes(h, &o->sigma, sizeof o->sigma);
  h = vl_hash_bytes(h, &o->lr, sizeof o->lr);
  h = vl_hash_bytes(h, &o->penalty, sizeof o->penalty);
  return vl_hash_bytes(h, &pool_count, sizeof pool_count);
}

typedef struct es_run {
  vl_transformer *m;
  vl_es_pool *pool;
  const vl_es_options *o;
  vl_ranks *ranks;
  vl_transformer member;     /* theta + sign sigma eps_j */
  float *eps, *grad, *logits;
  float *coef;               /* per pair with a nonzero step: its coefficient and perturbation seed */
  uint64_t *seeds;
  vl_tf_state *state;
  vl_adamw opt;
  uint32_t M, K;             /* members (2P + 1, the last unperturbed) and functions per iteration */
  uint32_t *picks;           /* pool indices of this iteration's functions */
  bool *usable;
  double *values;            /* what the ranks sum: see the slots below */
  size_t num_values;
} es_run;

/* Slots of run->values: per task (member x K + function) reward, cost ratio, raw and masked failure,
 * seconds; then each rank's compute seconds; then rank 0's stop flag. */
enum { SLOT_REWARD, SLOT_COST, SLOT_RAW, SLOT_MASKED, SLOT_SECONDS, SLOTS_PER_TASK };
static double *slot(es_run *r, int kind, uint32_t member, uint32_t f) {
  return &r->values[(size_t)kind * r->M * r->K + (size_t)member * r->K + f];
}

/* The seed of eps_j of iteration t: N(0, 1) per weight, regenerated wherever it is needed. */
static uint64_t perturbation_seed(const es_run *r, uint32_t t, uint32_t j) {
  uint64_t key[3] = {r->o->seed, t, j};
  return vl_hash_bytes(VL_HASH_INIT, key, sizeof key);
}

/* eps_j into r->eps, the weights split over the threads (each number drawn on its own). */
static void perturbation(const es_run *r, uint32_t t, uint32_t j) {
  uint64_t seed = perturbation_seed(r, t, j);
  float *eps = r->eps;
#pragma omp parallel for schedule(static)
  for (size_t i = 0; i < r->m->w.count; i++) eps[i] = vl_rng_normal_at(seed, i);
}

/* K distinct pool functions for iteration t (a partial Fisher-Yates over the pool, seeded). */
static void draw_functions(es_run *r, uint32_t t) {
  uint32_t n = r->pool->count, *index = malloc(n * sizeof *index);
  if (!index) abort();   /* a few thousand words */
  for (uint32_t i = 0; i < n; i++) index[i] = i;
  uint64_t key[2] = {r->o->seed, t}, rng = vl_hash_bytes(VL_HASH_INIT ^ 0xf00d, key, sizeof key);
  for (uint32_t k = 0; k < r->K; k++) {
    uint32_t j = k + (uint32_t)(vl_rng_next(&rng) % (n - k)), tmp = index[k];
    index[k] = index[j], index[j] = tmp;
    r->picks[k] = index[k];
  }
  free(index);
  for (uint32_t k = 0; k < r->K; k++) r->usable[k] = vl_es_pool_get(r->pool, r->picks[k])->an != NULL;
}

static bool owns(const es_run *r, uint32_t member, uint32_t f) {
  return r->usable[f] && ((size_t)member * r->K + f) % (size_t)r->ranks->size == (size_t)r->ranks->rank;
}

/* This rank's rewards of iteration t into run->values. */
static void evaluate(es_run *r, uint32_t t) {
  const vl_es_options *o = r->o;
  size_t count = r->m->w.count;
  int64_t generated = -1;   /* the pair whose eps_j r->eps holds: both members of a pair use it */
  for (uint32_t member = 0; member < r->M; member++) {
    bool any = false;
    for (uint32_t f = 0; f < r->K; f++) any |= owns(r, member, f);
    if (!any) continue;
    const vl_transformer *model = r->m;
    if (member + 1 < r->M) {
      if (generated != member / 2) perturbation(r, t, member / 2), generated = member / 2;
      float step = (member % 2 ? -1.0f : 1.0f) * o->sigma, *w = r->member.w.data;
      const float *theta = r->m->w.data, *eps = r->eps;
#pragma omp parallel for schedule(static)
      for (size_t i = 0; i < count; i++) w[i] = theta[i] + step * eps[i];
      model = &r->member;
    }
    for (uint32_t f = 0; f < r->K; f++) {
      if (!owns(r, member, f)) continue;
      double t0 = vl_now_ms();
      vl_es_outcome out = vl_es_reward(model, r->state, r->logits, vl_es_pool_get(r->pool, r->picks[f]), o->penalty);
      *slot(r, SLOT_SECONDS, member, f) = (vl_now_ms() - t0) / 1000;
      *slot(r, SLOT_REWARD, member, f) = out.reward;
      *slot(r, SLOT_COST, member, f) = out.cost_ratio;
      *slot(r, SLOT_RAW, member, f) = out.raw_failed;
      *slot(r, SLOT_MASKED, member, f) = out.masked_failed;
    }
  }
}

/* Mean over the usable functions of one kind of slot. */
static double mean(es_run *r, int kind, uint32_t member, uint32_t usable) {
  double sum = 0;
  for (uint32_t f = 0; f < r->K; f++)
    if (r->usable[f]) sum += *slot(r, kind, member, f);
  return usable ? sum / usable : 0;
}

/* Centred ranks of fitness[0..n) in [-0.5, 0.5] (ties share their mean rank) into u. */
static void centred_ranks(const double *fitness, uint32_t n, double *u) {
  for (uint32_t i = 0; i < n; i++) {
    double below = 0, equal = 0;
    for (uint32_t j = 0; j < n; j++) below += fitness[j] < fitness[i], equal += fitness[j] == fitness[i];
    u[i] = (below + (equal - 1) / 2) / (n - 1) - 0.5;
  }
}

/* The gradient estimate from the shaped fitness and an Adam step up it. Each weight's estimate sums
 * the pairs in order, whichever thread computes it: the same numbers on any thread count. */
static void update(es_run *r, uint32_t t, const double *u) {
  uint32_t P = r->o->pairs, used = 0;
  float *c = r->coef;
  uint64_t *seed = r->seeds;
  for (uint32_t j = 0; j < P; j++) {
    float cj = (float)((u[2 * j] - u[2 * j + 1]) / (2.0 * P * r->o->sigma));
    if (cj != 0) c[used] = cj, seed[used++] = perturbation_seed(r, t, j);
  }
  float *grad = r->grad;
#pragma omp parallel for schedule(static)
  for (size_t i = 0; i < r->m->w.count; i++) {
    float g = 0;
    for (uint32_t k = 0; k < used; k++) g += c[k] * vl_rng_normal_at(seed[k], i);
    grad[i] = g;
  }
  vl_adamw_step(&r->opt, r->m, &r->m->w, r->grad, -1.0f);   /* Adam descends: up the estimate is down its negative */
}

static void log_iteration(es_run *r, uint32_t t, double center, double cost, uint32_t raw, uint32_t masked,
                          const double *fitness, double seconds, double comm, double update_s) {
  uint32_t N = 2 * r->o->pairs, usable = 0;
  double best = fitness[0], worst = fitness[0], sum = 0, compute_max = 0, compute_sum = 0;
  for (uint32_t i = 0; i < N; i++) {
    sum += fitness[i];
    if (fitness[i] > best) best = fitness[i];
    if (fitness[i] < worst) worst = fitness[i];
  }
  for (uint32_t f = 0; f < r->K; f++) usable += r->usable[f];
  const double *compute = r->values + (size_t)SLOTS_PER_TASK * r->M * r->K;
  for (int k = 0; k < r->ranks->size; k++) {
    compute_sum += compute[k];
    if (compute[k] > compute_max) compute_max = compute[k];
  }
  FILE *p = r->o->progress;
  if (p) {
    fprintf(p, "es: iteration %u/%u: reward %.5f (cost %.5f of classical, raw failures %u/%u), population best %.5f "
            "mean %.5f; %.1f s (compute %.1f, communication %.2f, update %.2f)\n",
            t + 1, r->o->iterations, center, cost, raw, usable, best, sum / N, seconds, compute[0], comm, update_s);
    fflush(p);
  }
  if (!r->o->log) return;
  json_t *ids = json_array();
  for (uint32_t f = 0; f < r->K; f++)
    json_array_append_new(ids, json_string(r->usable[f] ? vl_es_pool_id(r->pool, r->picks[f]) : ""));
  json_t *line = json_pack("{s:i, s:o, s:i, s:f, s:f, s:i, s:i, s:{s:f, s:f, s:f}, s:i, s:f, s:{s:f, s:f, s:f}, s:f, s:f}",
                           "iteration", (json_int_t)t + 1, "functions", ids, "usable", (json_int_t)usable,
                           "reward", center, "cost_ratio", cost, "raw_failures", (json_int_t)raw,
                           "masked_failures", (json_int_t)masked, "population", "best", best, "mean", sum / N,
                           "worst", worst, "ranks", (json_int_t)r->ranks->size, "seconds", seconds,
                           "compute_seconds", "rank0", compute[0], "max", compute_max, "sum", compute_sum,
                           "comm_seconds", comm, "update_seconds", update_s);
  json_t *tasks = json_array();   /* member-major: what a projection to more ranks needs (docs/es.md) */
  for (uint32_t m = 0; m < r->M; m++)
    for (uint32_t f = 0; f < r->K; f++) json_array_append_new(tasks, json_real(*slot(r, SLOT_SECONDS, m, f)));
  json_object_set_new(line, "task_seconds", tasks);
  char *text = json_dumps(line, JSON_COMPACT);
  if (text) fprintf(r->o->log, "%s\n", text), fflush(r->o->log);
  free(text);
  json_decref(line);
}

static bool run_init(es_run *r, vl_transformer *m, vl_es_pool *pool, const vl_es_options *o, vl_ranks *ranks) {
  memset(r, 0, sizeof *r);
  *r = (es_run){.m = m, .pool = pool, .o = o, .ranks = ranks, .M = 2 * o->pairs + 1,
                .K = o->functions < pool->count ? o->functions : pool->count};
  size_t count = m->w.count;
  r->num_values = (size_t)SLOTS_PER_TASK * r->M * r->K + (size_t)ranks->size + 1;
  r->member.cfg = m->cfg;
  return vl_tf_weights_bind(&m->cfg, malloc(count * sizeof(float)), &r->member.w) == 0 &&
         (r->eps = malloc(count * sizeof(float))) && (r->grad = malloc(count * sizeof(float))) &&
         (r->logits = malloc(m->cfg.vocab * sizeof(float))) && (r->state = vl_tf_state_new(&m->cfg)) &&
         vl_adamw_init(&r->opt, count, o->lr, 0.0f) == 0 && (r->picks = calloc(r->K + 1, sizeof *r->picks)) &&
         (r->usable = calloc(r->K + 1, sizeof *r->usable)) && (r->values = calloc(r->num_values, sizeof *r->values)) &&
         (r->coef = calloc(o->pairs, sizeof *r->coef)) && (r->seeds = calloc(o->pairs, sizeof *r->seeds));
}

static void run_free(es_run *r) {
  vl_tf_weights_free(&r->member.w);
  free(r->eps);
  free(r->grad);
  free(r->logits);
  vl_tf_state_free(r->state);
  vl_adamw_free(&r->opt);
  free(r->picks);
  free(r->usable);
  free(r->values);
  free(r->coef);
  free(r->seeds);
}

vl_status vl_es_train(vl_transformer *m, vl_es_pool *pool, const vl_es_options *o, vl_ranks *ranks,
                      vl_es_result *result, vl_diags *diags) {
  *result = (vl_es_result){0};
  if (!pool->count) {
    vl_diag_add(diags, pool->manifest->path, 0, 0, VL_CAT_NONE, "no function of the split to train on");
    return VL_BAD_INPUT;
  }
  es_run r;
  if (!run_init(&r, m, pool, o, ranks)) {
    run_free(&r);
    vl_diag_add(diags, o->out, 0, 0, VL_CAT_NONE, "out of memory for ES on %zu parameters", m->w.count);
    return VL_TOOL_ERROR;
  }
  vl_es_state state = {.fingerprint = vl_es_fingerprint(o, pool->count)};
  vl_status status = o->resume ? vl_es_checkpoint_load(o->out, m, &r.opt, &state, state.fingerprint, diags) : VL_OK;
  bool leader = ranks->rank == 0;
  if (status == VL_OK && leader && o->progress)
    fprintf(o->progress, "es: %d rank%s; %u pairs (%u models per iteration), %u functions per iteration from %u of the "
            "pool, sigma %g, lr %g, penalty %g; %s at iteration %u of %u\n", ranks->size, ranks->size > 1 ? "s" : "",
            o->pairs, r.M, r.K, pool->count, (double)o->sigma, (double)o->lr, (double)o->penalty,
            o->resume ? "resuming" : "starting", state.iterations, o->iterations);
  double t_start = vl_now_ms();
  double *fitness = calloc(r.M, sizeof *fitness), *u = calloc(r.M, sizeof *u);
  bool first = true, stop = status != VL_OK;
  /* Every rank runs the same iterations: a failed checkpoint (rank 0) stops the run through the next sum. */
  for (uint32_t t = state.iterations; t < o->iterations && !stop; t++) {
    double t0 = vl_now_ms(), comm0 = ranks->comm_seconds;
    memset(r.values, 0, r.num_values * sizeof *r.values);
    draw_functions(&r, t);
    evaluate(&r, t);
    double compute = (vl_now_ms() - t0) / 1000;
    double *tail = r.values + (size_t)SLOTS_PER_TASK * r.M * r.K;
    tail[ranks->rank] = compute;
    if (leader && (status != VL_OK || (o->max_minutes > 0 && (vl_now_ms() - t_start) / 60000 > o->max_minutes)))
      tail[ranks->size] = 1;
    vl_ranks_sum(ranks, r.values, r.num_values);
    stop = tail[ranks->size] > 0;
    double comm = ranks->comm_seconds - comm0, t1 = vl_now_ms();
    uint32_t usable = 0;
    for (uint32_t f = 0; f < r.K; f++) usable += r.usable[f];
    for (uint32_t i = 0; i < r.M; i++) fitness[i] = mean(&r, SLOT_REWARD, i, usable);
    centred_ranks(fitness, r.M - 1, u);
    if (usable) update(&r, t, u);
    double update_s = (vl_now_ms() - t1) / 1000;
    uint32_t center = r.M - 1;
    double reward = fitness[center];
    if (first) result->first_reward = reward, first = false;
    result->last_reward = reward;
    result->compute_seconds += compute, result->comm_seconds += comm, result->update_seconds += update_s;
    state.iterations = t + 1;
    if (leader)
      log_iteration(&r, t, reward, mean(&r, SLOT_COST, center, usable),
                    (uint32_t)lround(mean(&r, SLOT_RAW, center, usable) * usable),
                    (uint32_t)lround(mean(&r, SLOT_MASKED, center, usable) * usable), fitness,
                    (vl_now_ms() - t0) / 1000, comm, update_s);
    bool last = t + 1 == o->iterations || stop;
    if (leader && status == VL_OK && o->out &&
        (last || (o->checkpoint_every && state.iterations % o->checkpoint_every == 0)))
      status = vl_es_checkpoint_save(o->out, m, &r.opt, &state, diags);
  }
  result->iterations = state.iterations;
  result->seconds = (vl_now_ms() - t_start) / 1000;
  free(fitness);
  free(u);
  run_free(&r);
  return status;
}
