/* The training loop (see train.h). */
#include "train.h"

#include <assert.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#include "../base/clock.h"
#include "../model/gguf_model.h"

bool vl_train_evaluate(const vl_transformer *m, const vl_examples *ex, uint32_t max, float *loss, float *accuracy) {
  uint32_t n = max && max < ex->count ? max : ex->count;
  float *losses = calloc(n + 1, sizeof(float));
  uint8_t *right = calloc(n + 1, 1);
  uint32_t V = m->cfg.vocab;
  const bool have_buffers = losses && right;
  bool out_of_memory = !have_buffers;
#pragma omp parallel if (have_buffers)
  if (have_buffers) {
    vl_tf_state *s = vl_tf_state_new(&m->cfg);
    float *logits = malloc(V * sizeof(float));
#pragma omp for schedule(static)
    for (uint32_t i = 0; i < n; i++) {
      if (!s || !logits) {   /* this thread's share cannot run */
#pragma omp atomic write
        out_of_memory = true;
        continue;
      }
      vl_tf_forward(m, s, ex->tokens + ex->offset[i], ex->len[i], logits);
      uint32_t best = 0;
      float mx = logits[0], sum = 0;
      for (uint32_t t = 1; t < V; t++)
        if (logits[t] > logits[best]) best = t, mx = logits[t];
      for (uint32_t t = 0; t < V; t++) sum += expf(logits[t] - mx);
      losses[i] = -(logits[ex->target[i]] - mx - logf(sum));
      right[i] = (int32_t)best == ex->target[i];
    }
    free(logits);
    vl_tf_state_free(s);
  }
  double total = 0, correct = 0;
  for (uint32_t i = 0; !out_of_memory && i < n; i++) total += losses[i], correct += right[i];   /* fixed order */
  *loss = n ? (float)(total / n) : 0;
  *accuracy = n ? (float)(correct / n) : 0;
  free(losses);
  free(right);
  return !out_of_memory;
}

static float learning_rate(const vl_train_options *o, uint64_t step, uint64_t total) {
  uint64_t warmup = total / 20 < 200 ? total / 20 : 200;
  if (step < warmup) return o->lr * (float)(step + 1) / (float)warmup;
  double progress = total > warmup ? (double)(step - warmup) / (double)(total - warmup) : 1.0;
  return o->lr * (float)(0.1 + 0.9 * 0.5 * (1.0 + cos(3.14159265358979 * (progress > 1 ? 1 : progress))));
}

vl_status vl_train_save(const vl_transformer *m, const char *out, vl_diags *diags) {
  return vl_model_save(out, m, "verilocc-allocator", diags);   /* whole or not at all: gguf.c's atomic write */
}

vl_status vl_train(vl_transformer *m, const vl_examples *train, const vl_examples *val, const vl_train_options *o,
                   vl_train_result *result, vl_diags *diags) {
  size_t P = vl_tf_param_count(&m->cfg);
  uint32_t S = o->shards ? o->shards : 4, B = o->batch;
  double shard_loss[64];
  assert(S <= sizeof shard_loss / sizeof *shard_loss && "one loss slot per shard");
  assert(B > 0 && "the caller checks the batch size");
  vl_tf_weights *grads = calloc(S, sizeof *grads);
  vl_tf_state **states = calloc(S, sizeof *states);
  uint32_t *perm = malloc((train->count + 1) * sizeof *perm);
  vl_adamw opt;
  bool allocated = vl_adamw_init(&opt, P, o->lr, o->weight_decay) == 0 && grads && states && perm;
  for (uint32_t s = 0; allocated && s < S; s++)
    allocated = !vl_tf_weights_bind(&m->cfg, calloc(P, sizeof(float)), &grads[s]) &&
                (states[s] = vl_tf_state_new(&m->cfg)) != NULL;
  vl_status status = VL_OK;
  uint32_t epochs = o->epochs;
  *result = (vl_train_result){0};
  if (!allocated) {
    vl_diag_add(diags, o->out ? o->out : "train", 0, 0, VL_CAT_NONE,
                "out of memory for training %zu parameters in %u shards", P, S);
    status = VL_TOOL_ERROR;
    epochs = 0;
  }
  for (uint32_t i = 0; perm && i < train->count; i++) perm[i] = i;
  uint64_t rng = o->seed, steps_per_epoch = (train->count + B - 1) / B, total = steps_per_epoch * epochs;
  double t0 = vl_now_ms();
  bool out_of_time = false;
  fprintf(o->log, "train: %u examples, %u validation; %zu parameters; %u epochs of %llu steps (batch %u)\n",
          train->count, val->count, P, o->epochs, (unsigned long long)steps_per_epoch, B);
  for (uint32_t epoch = 0; epoch < epochs && !out_of_time; epoch++) {
    for (uint32_t i = train->count; i > 1; i--) {   /* seeded Fisher-Yates */
      uint32_t j = (uint32_t)(vl_rng_next(&rng) % i), tmp = perm[i - 1];
      perm[i - 1] = perm[j], perm[j] = tmp;
    }
    double epoch_loss = 0;
    uint32_t epoch_count = 0;
    for (uint64_t step = 0; step < steps_per_epoch; step++) {
      uint32_t first = (uint32_t)(step * B), n = first + B <= train->count ? B : train->count - first;
#pragma omp parallel for schedule(static, 1)
      for (uint32_t s = 0; s < S; s++) {
        memset(grads[s].data, 0, P * sizeof(float));
        shard_loss[s] = 0;
        for (uint32_t k = s; k < n; k += S) {
          uint32_t e = perm[first + k];
          shard_loss[s] += vl_tf_forward_backward(m, states[s], train->tokens + train->offset[e], train->len[e],
                                                   train->target[e], &grads[s]);
        }
      }
#pragma omp parallel for schedule(static)
      for (size_t i = 0; i < P; i++)
        for (uint32_t s = 1; s < S; s++) grads[0].data[i] += grads[s].data[i];
      for (uint32_t s = 0; s < S; s++) epoch_loss += shard_loss[s];
      epoch_count += n;
      opt.lr = learning_rate(o, result->steps, total);
      vl_adamw_step(&opt, m, &m->w, grads[0].data, 1.0f / (float)n);
      result->steps++;
      double elapsed = (vl_now_ms() - t0) / 1000;
      if (result->steps % 50 == 0 || step + 1 == steps_per_epoch) {
        fprintf(o->log, "\repoch %u/%u step %llu/%llu loss %.4f lr %.2e %.0f examples/s %.0f s   ", epoch + 1,
                o->epochs, (unsigned long long)step + 1, (unsigned long long)steps_per_epoch,
                epoch_loss / epoch_count, opt.lr, (double)(result->steps * B) / elapsed, elapsed);
        fflush(o->log);
      }
      if (o->max_minutes > 0 && elapsed > o->max_minutes * 60) {
        out_of_time = true;
        break;
      }
    }
    result->train_loss = (float)(epoch_loss / (epoch_count ? epoch_count : 1));
    if (!vl_train_evaluate(m, val, o->max_val, &result->val_loss, &result->val_accuracy)) {
      vl_diag_add(diags, o->out ? o->out : "train", 0, 0, VL_CAT_NONE, "out of memory for the validation pass");
      status = VL_TOOL_ERROR;
      break;
    }
    fprintf(o->log, "\nepoch %u: train loss %.4f, validation loss %.4f, validation accuracy %.2f%% (%.0f s)%s\n",
            epoch + 1, result->train_loss, result->val_loss, 100 * result->val_accuracy, (vl_now_ms() - t0) / 1000,
            out_of_time ? " (time limit)" : "");
    if (o->out && (status = vl_train_save(m, o->out, diags)) != VL_OK) break;
  }
  result->seconds = (vl_now_ms() - t0) / 1000;
  for (uint32_t s = 0; s < S; s++) {
    if (grads) vl_tf_weights_free(&grads[s]);
    if (states) vl_tf_state_free(states[s]);
  }
  free(grads);
  free(states);
  free(perm);
  vl_adamw_free(&opt);
  return status;
}
