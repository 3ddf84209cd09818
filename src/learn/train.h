/* Training the model: AdamW on the cross entropy of each decision's register
 * token, mini-batches split into a fixed number of shards that OpenMP threads
 * run (each shard sums its gradients in example order; shards are added in
 * shard order), so a seed gives the same weights whatever the thread count.
 * Warm-up then cosine learning rate; validation loss and accuracy after every
 * epoch; a checkpoint (the model file) after every epoch and at the end,
 * written to OUT.tmp and renamed over OUT, so an interrupted save leaves the
 * previous file whole.
 * Needs: examples, the transformer, model files. Produces: a model file. */
#ifndef VL_LEARN_TRAIN_H
#define VL_LEARN_TRAIN_H
#include <stdbool.h>
#include <stdio.h>

#include "../model/transformer.h"
#include "examples.h"

typedef struct vl_train_options {
  vl_tf_config cfg;
  uint32_t epochs, batch, shards, max_val;
  float lr, weight_decay;
  uint64_t seed;
  double max_minutes;       /* stop after this much time (0: no limit) */
  const char *out;          /* the model file, replaced at each checkpoint */
  FILE *log;
} vl_train_options;

typedef struct vl_train_result {
  float train_loss, val_loss, val_accuracy;
  uint64_t steps;
  double seconds;
} vl_train_result;

/* The mean loss and argmax accuracy of `m` over the first `max` examples (0:
 * all); false (and both 0) when memory runs out. */
bool vl_train_evaluate(const vl_transformer *m, const vl_examples *ex, uint32_t max, float *loss, float *accuracy);

/* The model into OUT.tmp, then renamed over OUT: a save cut short leaves the previous file whole. */
vl_status vl_train_save(const vl_transformer *m, const char *out, vl_diags *diags);

vl_status vl_train(vl_transformer *m, const vl_examples *train, const vl_examples *val, const vl_train_options *o,
                   vl_train_result *result, vl_diags *diags);

#endif
