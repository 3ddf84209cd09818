/* A small decoder-only transformer of the Llama family, in plain C: token
 * embeddings, per layer RMSNorm -> multi-head causal attention with rotary
 * positions (adjacent pairs, llama.cpp's LLAMA_ROPE_TYPE_NORM) -> residual,
 * RMSNorm -> SwiGLU feed-forward -> residual; a final RMSNorm and an output head
 * tied to the embeddings; no biases. Forward, backward (exact gradients of the
 * cross entropy at the last position) and AdamW.
 *
 * Weights are row-major [out][in], which is ggml's layout ({in, out}), so they
 * go to GGUF unchanged (model/gguf_model.h).
 * Needs: libm. Produces: logits, gradients, updated weights. */
#ifndef VL_TRANSFORMER_H
#define VL_TRANSFORMER_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct vl_tf_config {
  uint32_t vocab, dim, layers, heads, ffn, context;
  float rope_base, norm_eps;
} vl_tf_config;

/* The largest hyperparameters accepted from a model file or the command line:
 * far above any model of ours, low enough that no size computation overflows
 * and a corrupt file cannot ask for absurd memory. */
enum {
  VL_TF_MAX_VOCAB = 1 << 16,
  VL_TF_MAX_DIM = 4096,
  VL_TF_MAX_FFN = 16384,
  VL_TF_MAX_LAYERS = 64,
  VL_TF_MAX_HEADS = 64,
  VL_TF_MAX_CONTEXT = 1024,
};
/* True when every hyperparameter is in 1..its maximum, dim is a multiple of
 * 2 * heads (rotary pairs), and rope_base and norm_eps are positive; otherwise
 * false with the reason in why[size]. */
bool vl_tf_config_check(const vl_tf_config *cfg, char *why, size_t size);
/* The same for the shape alone (dim, ffn, layers, heads): a model run only by llama.cpp (a chat
 * model) has a vocabulary and context beyond our own inference's maxima. */
bool vl_tf_shape_check(const vl_tf_config *cfg, char *why, size_t size);

/* Views into one flat float array (the parameters, or gradients of the same shape). */
typedef struct vl_tf_layer {
  float *attn_norm, *wq, *wk, *wv, *wo, *ffn_norm, *w_gate, *w_up, *w_down;
} vl_tf_layer;

typedef struct vl_tf_weights {
  float *data;
  size_t count;
  float *embed;            /* [vocab][dim], also the output head */
  vl_tf_layer *layer;      /* [layers] */
  float *out_norm;         /* [dim] */
} vl_tf_weights;

typedef struct vl_transformer {
  vl_tf_config cfg;
  vl_tf_weights w;
} vl_transformer;

size_t vl_tf_param_count(const vl_tf_config *cfg);
/* Lays out views over `data` (param_count floats; may be NULL, then the call
 * fails); -1 when an allocation fails, with `data` freed and *w empty. */
int vl_tf_weights_bind(const vl_tf_config *cfg, float *data, vl_tf_weights *w);
void vl_tf_weights_free(vl_tf_weights *w);
/* Allocates weights; initialises them from `seed` (normal(0, 0.02), norms at 1)
 * when init is set. -1 when memory runs out (m->w is then empty). The config
 * must pass vl_tf_config_check. */
int vl_tf_create(vl_transformer *m, const vl_tf_config *cfg, int init, uint64_t seed);
/* That initialisation of bound weights (m->cfg set; also for shapes beyond our own vocabulary). */
void vl_tf_init(vl_transformer *m, uint64_t seed);
void vl_tf_destroy(vl_transformer *m);

/* Work space for one sequence of up to cfg.context tokens (activations kept
 * for backward); NULL when memory runs out. */
typedef struct vl_tf_state vl_tf_state;
vl_tf_state *vl_tf_state_new(const vl_tf_config *cfg);
void vl_tf_state_free(vl_tf_state *s);

/* The layer matrices packed for the AVX-512 product (model/packed_weights.h) that the forwards through
 * s use until this is called again (NULL: the plain weights); the logits are the same either way. The
 * caller keeps the pack matched to the weights it passes (packed from them, since they last changed). */
void vl_tf_state_use_packed(vl_tf_state *s, const vl_tf_layer *packed);

/* Logits at the last position of tokens[0..n) into logits[vocab]; n <= context. */
void vl_tf_forward(const vl_transformer *m, vl_tf_state *s, const int32_t *tokens, uint32_t n, float *logits);
/* The first layer's query, key and value of a position (before rotation) depend on its token alone:
 * rows [vocab][3 * dim] in that order, filled as tokens are met (known[token]), for one set of weights. */
typedef struct vl_tf_token_table {
  float *qkv;
  bool *known;
} vl_tf_token_table;
/* The same, with the keys and values of positions 0..start) already in s (vl_tf_key, vl_tf_value: from
 * an earlier forward over the same first `start` tokens, model/prefix_cache.h), and the first layer's
 * projections from `table` (or computed, when NULL): only positions start..n) are computed, and the
 * logits are exactly those of vl_tf_forward. start < n. logits NULL: no head (vl_tf_final holds what it
 * needs). */
void vl_tf_forward_from(const vl_transformer *m, vl_tf_state *s, const int32_t *tokens, uint32_t n, uint32_t start,
                        vl_tf_token_table *table, float *logits);
/* The last position's output after the final norm (dim floats), from which the head makes the logits:
 * what a forward leaves in s, or what a cache puts back. */
float *vl_tf_final(vl_tf_state *s);
/* The logits of vl_tf_final(s) into logits[vocab]. */
void vl_tf_head(const vl_transformer *m, vl_tf_state *s, float *logits);
/* The same for the tokens of ranges [range[i][0], range[i][1]) alone (each within the vocabulary), the
 * others' logits left as they were: a caller that looks at no other token (masked greedy decoding) skips
 * their rows of the head. ranges 0: every token, as vl_tf_head. */
void vl_tf_head_rows(const vl_transformer *m, vl_tf_state *s, float *logits, const uint32_t (*range)[2],
                     uint32_t ranges);
/* Layer `layer`'s key (after rotation) and value at position t in s: dim floats each. */
float *vl_tf_key(vl_tf_state *s, uint32_t layer, uint32_t t);
float *vl_tf_value(vl_tf_state *s, uint32_t layer, uint32_t t);
/* Forward, then cross entropy of `target` at the last position; gradients are
 * added into `grad` (same layout as the weights). Returns the loss. */
float vl_tf_forward_backward(const vl_transformer *m, vl_tf_state *s, const int32_t *tokens, uint32_t n,
                             int32_t target, vl_tf_weights *grad);

typedef struct vl_adamw {
  float lr, beta1, beta2, eps, weight_decay;
  uint64_t step;
  float *m, *v;            /* moments, param_count each */
} vl_adamw;
int vl_adamw_init(vl_adamw *opt, size_t count, float lr, float weight_decay);
void vl_adamw_free(vl_adamw *opt);
/* One AdamW step with gradient `grad` scaled by `scale`. Decoupled weight
 * decay applies to every parameter except the RMSNorm gains (the embeddings,
 * which are also the output head, decay like the matrices). */
void vl_adamw_step(vl_adamw *opt, const vl_transformer *m, vl_tf_weights *weights, const float *grad, float scale);

/* Deterministic random numbers (splitmix64), shared by initialisation, shuffling and sampling. */
uint64_t vl_rng_next(uint64_t *state);
float vl_rng_uniform(uint64_t *state);   /* [0, 1) */
float vl_rng_normal(uint64_t *state);    /* N(0, 1), Box-Muller (initialisation, ES perturbations) */
/* The i-th number (0-based) vl_rng_normal gives from `state`, without the i before it: the generator
 * steps its state by a constant, so each can be drawn on its own (ES regenerates its perturbations
 * in parallel, the same numbers whatever the thread count). */
float vl_rng_normal_at(uint64_t state, uint64_t i);

#endif
