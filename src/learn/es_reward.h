/* What evolution strategies (es.h) score: the functions of one split of a
 * manifest, each loaded and prepared as `alloc` would hand it to an allocator
 * (the pipeline's module steps, its budget), and the reward of a model on one
 * of them:
 *
 *   reward = - time(masked proposal) / time(classical allocation) - penalty x (raw proposal fails)
 *
 * time is the cost model's predicted time (cost/cost_model.h: block-frequency
 * weighted copies and spill code over the occupancy's latency hiding), divided
 * by the classical allocator's on the same function so that every function
 * weighs the same whatever its size. The masked proposal is what `alloc`
 * takes first; the raw proposal (no mask) is verified and penalised when the
 * verifier rejects it or it does not complete, so that single-shot
 * correctness improves with the cost. A masked proposal that fails (never
 * seen: masked decoding is complete) counts as twice the classical time.
 * Needs: manifest, pipeline, analysis, the model's decoding, the verifier,
 * the cost model. Produces: rewards. */
#ifndef VL_LEARN_ES_REWARD_H
#define VL_LEARN_ES_REWARD_H
#include "../corpus/manifest.h"
#include "../model/transformer.h"
#include "../pipeline/pipeline_file.h"

typedef struct vl_es_function {
  vl_pipeline_file file;      /* its MIR, prepared */
  vl_arena arena;             /* the analysis */
  const vl_analysis *an;      /* NULL when unusable (unreadable, spiller failed, no such function) */
  double classical_time;      /* the classical allocator's predicted time (> 0) */
} vl_es_function;

/* The functions of one split with at most `max_vregs` virtual registers (the manifest's "vregs"; 0: any),
 * loaded on first use and kept. */
typedef struct vl_es_pool {
  const vl_manifest *manifest;
  uint32_t *entries, count;   /* manifest indices */
  vl_es_function **loaded;    /* per pool index, NULL until asked for */
} vl_es_pool;

vl_status vl_es_pool_init(vl_es_pool *pool, const vl_manifest *manifest, int split, uint32_t max_vregs,
                          vl_diags *diags);
/* Pool function i, loaded on the first call; its `an` is NULL when it cannot be used. */
const vl_es_function *vl_es_pool_get(vl_es_pool *pool, uint32_t i);
const char *vl_es_pool_id(const vl_es_pool *pool, uint32_t i);
void vl_es_pool_free(vl_es_pool *pool);

typedef struct vl_es_outcome {
  double reward;
  double cost_ratio;          /* the masked proposal's time over the classical allocator's */
  bool raw_failed, masked_failed;
} vl_es_outcome;

/* The reward of model `m` (work space `s`, logits[vocab]) on a usable function. */
vl_es_outcome vl_es_reward(const vl_transformer *m, vl_tf_state *s, float *logits, const vl_es_function *f,
                           float penalty);

#endif
