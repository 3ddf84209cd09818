/* libllama for running models (see llama_run.h). */
#include "llama_run.h"

#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "../norm/tokenizer.h"

static bool load_symbols(vl_llama_runtime *rt, const char *path, vl_diags *diags) {
  vl_llama_run_api *a = &rt->api;
  vl_llama_chat_api *c = &rt->chat;
  const vl_llama_symbol symbols[] = {
      {"llama_log_set", (void **)&a->base.log_set},
      {"llama_backend_init", (void **)&a->base.backend_init},
      {"llama_model_default_params", (void **)&a->base.model_default_params},
      {"llama_model_load_from_file", (void **)&a->base.model_load_from_file},
      {"llama_model_free", (void **)&a->base.model_free},
      {"llama_model_get_vocab", (void **)&a->base.model_get_vocab},
      {"llama_vocab_n_tokens", (void **)&a->base.vocab_n_tokens},
      {"llama_tokenize", (void **)&a->base.tokenize},
      {"ggml_backend_load_all_from_path", (void **)&a->base.backend_load_all_from_path},
      {"llama_context_default_params", (void **)&a->context_default_params},
      {"llama_init_from_model", (void **)&a->init_from_model},
      {"llama_free", (void **)&a->free},
      {"llama_get_memory", (void **)&a->get_memory},
      {"llama_memory_clear", (void **)&a->memory_clear},
      {"llama_batch_get_one", (void **)&a->batch_get_one},
      {"llama_decode", (void **)&a->decode},
      {"llama_sampler_init", (void **)&a->sampler_init},
      {"llama_sampler_chain_default_params", (void **)&a->sampler_chain_default_params},
      {"llama_sampler_chain_init", (void **)&a->sampler_chain_init},
      {"llama_sampler_chain_add", (void **)&a->sampler_chain_add},
      {"llama_sampler_init_greedy", (void **)&a->sampler_init_greedy},
      {"llama_sampler_init_top_k", (void **)&a->sampler_init_top_k},
      {"llama_sampler_init_temp", (void **)&a->sampler_init_temp},
      {"llama_sampler_init_dist", (void **)&a->sampler_init_dist},
      {"llama_sampler_sample", (void **)&a->sampler_sample},
      {"llama_sampler_free", (void **)&a->sampler_free},
      {"llama_vocab_type", (void **)&c->vocab_type},
      {"llama_token_to_piece", (void **)&c->token_to_piece},
      {"llama_model_chat_template", (void **)&c->model_chat_template},
      {"llama_chat_apply_template", (void **)&c->chat_apply_template},
      {"llama_n_ctx", (void **)&c->n_ctx},
      {"llama_model_n_ctx_train", (void **)&c->model_n_ctx_train},
      {"llama_memory_seq_rm", (void **)&c->memory_seq_rm},
      {"llama_model_size", (void **)&c->model_size},
  };
  return vl_llama_resolve(rt->lib, symbols, sizeof symbols / sizeof *symbols, path, diags);
}

vl_status vl_llama_runtime_open(vl_llama_runtime *rt, const char *path, vl_diags *diags) {
  memset(rt, 0, sizeof *rt);
  char dir[PATH_MAX], lib_dir[PATH_MAX + 8], lib[PATH_MAX + 32];
  if (!vl_llama_dir(dir, sizeof dir)) {
    vl_diag_add(diags, "libllama", 0, 0, VL_CAT_NONE, "llama.cpp is not set up: run scripts/setup-llama.sh");
    return VL_TOOL_ERROR;
  }
  snprintf(lib_dir, sizeof lib_dir, "%s/lib", dir);
  snprintf(lib, sizeof lib, "%s/libllama.so", lib_dir);
  rt->lib = dlopen(lib, RTLD_NOW | RTLD_LOCAL);
  if (!rt->lib) {
    vl_diag_add(diags, lib, 0, 0, VL_CAT_NONE, "cannot load libllama (%s): run scripts/setup-llama.sh", dlerror());
    return VL_TOOL_ERROR;
  }
  if (!load_symbols(rt, lib, diags)) return VL_TOOL_ERROR;
  rt->api.base.log_set(vl_llama_log_errors, NULL);
  rt->api.base.backend_load_all_from_path(lib_dir);
  rt->api.base.backend_init();
  vl_llama_model_params mp = rt->api.base.model_default_params();
  mp.n_gpu_layers = 0;
  rt->model = rt->api.base.model_load_from_file(path, mp);
  if (!rt->model) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "llama.cpp cannot load the model");
    return VL_TOOL_ERROR;
  }
  rt->vocab = rt->api.base.model_get_vocab(rt->model);
  return VL_OK;
}

void vl_llama_runtime_close(vl_llama_runtime *rt) {
  if (rt->model) rt->api.base.model_free(rt->model);
  rt->model = NULL;
}

void *vl_llama_context_new(const vl_llama_runtime *rt, uint32_t n_ctx, uint32_t n_batch, int32_t threads,
                           int32_t flash_attn) {
  vl_llama_context_params cp = rt->api.context_default_params();
  cp.n_ctx = n_ctx;
  cp.n_batch = cp.n_ubatch = n_batch;
  cp.n_seq_max = 1;
  cp.n_threads = cp.n_threads_batch = threads;
  cp.no_perf = true;
  cp.flash_attn_type = flash_attn;
  return rt->api.init_from_model(rt->model, cp);
}

vl_llama_sampler *vl_llama_chain_new(const vl_llama_runtime *rt, vl_llama_sampler *first,
                                     const vl_propose_params *params) {
  const vl_llama_run_api *a = &rt->api;
  vl_llama_sampler *chain = a->sampler_chain_init(a->sampler_chain_default_params());
  a->sampler_chain_add(chain, first);
  if (!params->sample) {
    a->sampler_chain_add(chain, a->sampler_init_greedy());
  } else {
    if (params->top_k) a->sampler_chain_add(chain, a->sampler_init_top_k((int32_t)params->top_k));
    a->sampler_chain_add(chain, a->sampler_init_temp(params->temperature > 0 ? params->temperature : 1.0f));
    a->sampler_chain_add(chain, a->sampler_init_dist((uint32_t)(params->seed * 2654435761u + 1)));
  }
  return chain;
}
