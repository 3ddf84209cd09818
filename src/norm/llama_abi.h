/* The few llama.cpp declarations the tokenizer bridge calls, mirrored so that
 * VeriLocc builds without llama.cpp's headers (libllama is opened at run time).
 * They follow llama.h of node-llama-cpp 3.22.1 (scripts/setup-llama.sh); the
 * unit test test_tokenizer.c checks the mirror against that header. */
#ifndef VL_LLAMA_ABI_H
#define VL_LLAMA_ABI_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef int32_t vl_llama_token;

/* struct llama_model_params, field for field (enums are int-sized). */
typedef struct vl_llama_model_params {
  void *devices;
  const void *tensor_buft_overrides;
  int32_t n_gpu_layers;
  int32_t split_mode;
  int32_t load_mode;
  int32_t lazy_mode;
  int32_t main_gpu;
  const float *tensor_split;
  void *progress_callback;
  void *progress_callback_user_data;
  const void *kv_overrides;
  bool vocab_only;
  bool check_tensors;
  bool use_extra_bufts;
  bool no_host;
  bool no_alloc;
  bool load_mtp;
} vl_llama_model_params;

/* ggml_log_callback; level 4 is GGML_LOG_LEVEL_ERROR. */
typedef void (*vl_llama_log_fn)(int level, const char *text, void *user_data);
enum { VL_LLAMA_LOG_ERROR = 4 };

typedef struct vl_llama_api {
  void (*log_set)(vl_llama_log_fn callback, void *user_data);                      /* llama_log_set */
  void (*backend_init)(void);                                                      /* llama_backend_init */
  vl_llama_model_params (*model_default_params)(void);                             /* llama_model_default_params */
  void *(*model_load_from_file)(const char *path, vl_llama_model_params params);   /* llama_model_load_from_file */
  void (*model_free)(void *model);                                                 /* llama_model_free */
  const void *(*model_get_vocab)(const void *model);                               /* llama_model_get_vocab */
  int32_t (*vocab_n_tokens)(const void *vocab);                                    /* llama_vocab_n_tokens */
  int32_t (*tokenize)(const void *vocab, const char *text, int32_t text_len, vl_llama_token *tokens,
                      int32_t n_tokens_max, bool add_special, bool parse_special); /* llama_tokenize */
  void (*backend_load_all_from_path)(const char *dir);                             /* ggml_backend_load_all_from_path */
} vl_llama_api;

/* What running a model takes (learn/gguf_proposer.c): contexts, batches, logits and
 * samplers, mirrored from the same llama.h (test_gguf_llama.c checks sizes and offsets). */

/* struct llama_context_params, field for field (enums are int-sized). */
typedef struct vl_llama_context_params {
  uint32_t n_ctx, n_batch, n_ubatch, n_seq_max, n_rs_seq, n_outputs_max, n_outputs_max_per_seq;
  int32_t n_threads, n_threads_batch;
  int32_t ctx_type, rope_scaling_type, pooling_type, attention_type, flash_attn_type;
  float rope_freq_base, rope_freq_scale, yarn_ext_factor, yarn_attn_factor, yarn_beta_fast, yarn_beta_slow;
  uint32_t yarn_orig_ctx;
  float defrag_thold;
  void *cb_eval, *cb_eval_user_data;
  int32_t type_k, type_v;
  void *abort_callback, *abort_callback_data;
  bool embeddings, offload_kqv, no_perf, op_offload, swa_full, kv_unified;
  void *samplers;
  size_t n_samplers;
  void *ctx_other;
} vl_llama_context_params;

typedef struct vl_llama_batch {
  int32_t n_tokens;
  vl_llama_token *token;
  float *embd;
  int32_t *pos;
  int32_t *n_seq_id;
  int32_t **seq_id;
  int8_t *logits;
} vl_llama_batch;

typedef struct vl_llama_token_data {
  vl_llama_token id;
  float logit, p;
} vl_llama_token_data;

typedef struct vl_llama_token_data_array {
  vl_llama_token_data *data;
  size_t size;
  int64_t selected;
  bool sorted;
} vl_llama_token_data_array;

struct vl_llama_sampler;
/* struct llama_sampler_i: the CPU interface, then the experimental backend hooks (left NULL). */
typedef struct vl_llama_sampler_i {
  const char *(*name)(const struct vl_llama_sampler *smpl);
  void (*accept)(struct vl_llama_sampler *smpl, vl_llama_token token);
  void (*apply)(struct vl_llama_sampler *smpl, vl_llama_token_data_array *cur_p);
  void (*reset)(struct vl_llama_sampler *smpl);
  struct vl_llama_sampler *(*clone)(const struct vl_llama_sampler *smpl);
  void (*free)(struct vl_llama_sampler *smpl);
  void *backend_init, *backend_accept, *backend_apply, *backend_set_input, *backend_reset, *copy_state;
} vl_llama_sampler_i;

typedef struct vl_llama_sampler {
  vl_llama_sampler_i *iface;
  void *ctx;
} vl_llama_sampler;

typedef struct vl_llama_sampler_chain_params {
  bool no_perf;
} vl_llama_sampler_chain_params;

typedef struct vl_llama_run_api {
  vl_llama_api base;
  vl_llama_context_params (*context_default_params)(void);                        /* llama_context_default_params */
  void *(*init_from_model)(void *model, vl_llama_context_params params);           /* llama_init_from_model */
  void (*free)(void *ctx);                                                         /* llama_free */
  void *(*get_memory)(const void *ctx);                                            /* llama_get_memory */
  void (*memory_clear)(void *memory, bool data);                                   /* llama_memory_clear */
  vl_llama_batch (*batch_get_one)(vl_llama_token *tokens, int32_t n_tokens);       /* llama_batch_get_one */
  int32_t (*decode)(void *ctx, vl_llama_batch batch);                              /* llama_decode */
  vl_llama_sampler *(*sampler_init)(vl_llama_sampler_i *iface, void *ctx);         /* llama_sampler_init */
  vl_llama_sampler_chain_params (*sampler_chain_default_params)(void);             /* llama_sampler_chain_default_params */
  vl_llama_sampler *(*sampler_chain_init)(vl_llama_sampler_chain_params params);   /* llama_sampler_chain_init */
  void (*sampler_chain_add)(vl_llama_sampler *chain, vl_llama_sampler *smpl);      /* llama_sampler_chain_add */
  vl_llama_sampler *(*sampler_init_greedy)(void);                                  /* llama_sampler_init_greedy */
  vl_llama_sampler *(*sampler_init_top_k)(int32_t k);                              /* llama_sampler_init_top_k */
  vl_llama_sampler *(*sampler_init_temp)(float t);                                 /* llama_sampler_init_temp */
  vl_llama_sampler *(*sampler_init_dist)(uint32_t seed);                           /* llama_sampler_init_dist */
  vl_llama_token (*sampler_sample)(vl_llama_sampler *smpl, void *ctx, int32_t idx); /* llama_sampler_sample */
  void (*sampler_free)(vl_llama_sampler *smpl);                                    /* llama_sampler_free */
} vl_llama_run_api;

/* What the chat path adds (learn/gguf_chat.c): the tokenizer's pieces, chat templates, the context's
 * size, and removing the answer of the previous try from the model's memory. */
typedef struct vl_llama_chat_message {
  const char *role;
  const char *content;
} vl_llama_chat_message;

enum { VL_LLAMA_VOCAB_TYPE_NONE = 0 };

typedef struct vl_llama_chat_api {
  int32_t (*vocab_type)(const void *vocab);                                        /* llama_vocab_type */
  int32_t (*token_to_piece)(const void *vocab, vl_llama_token token, char *buf, int32_t length, int32_t lstrip,
                            bool special);                                         /* llama_token_to_piece */
  const char *(*model_chat_template)(const void *model, const char *name);         /* llama_model_chat_template */
  int32_t (*chat_apply_template)(const char *tmpl, const vl_llama_chat_message *chat, size_t n_msg, bool add_ass,
                                 char *buf, int32_t length);                       /* llama_chat_apply_template */
  uint32_t (*n_ctx)(const void *ctx);                                              /* llama_n_ctx */
  int32_t (*model_n_ctx_train)(const void *model);                                 /* llama_model_n_ctx_train */
  bool (*memory_seq_rm)(void *memory, int32_t seq_id, int32_t p0, int32_t p1);     /* llama_memory_seq_rm */
  uint64_t (*model_size)(const void *model);                                       /* llama_model_size */
} vl_llama_chat_api;

#endif
