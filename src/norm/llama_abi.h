/* The few llama.cpp declarations the tokenizer bridge calls, mirrored so that
 * VeriLocc builds without llama.cpp's headers (libllama is opened at run time).
 * They follow llama.h of node-llama-cpp 3.22.1 (scripts/setup-llama.sh); the
 * unit test test_tokenizer.c checks the mirror against that header. */
#ifndef VL_LLAMA_ABI_H
#define VL_LLAMA_ABI_H
#include <stdbool.h>
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

#endif
