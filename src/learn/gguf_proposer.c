/* GGUF models through libllama (see gguf_proposer.h). One llama_context holds
 * one decision at a time: its memory is cleared, the decision's context is
 * decoded, and the sampler chain (our mask, then greedy or top-k, temperature
 * and a seeded dist) picks the register token from the last position's logits. */
#include "gguf_proposer.h"

#include <dlfcn.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "../model/gguf.h"
#include "../model/vocab.h"
#include "../norm/llama_abi.h"
#include "../norm/tokenizer.h"
#include "decode.h"

typedef struct mask_state {
  const vl_decider *d;
  uint32_t v;
  bool masked, dead_end;
} mask_state;

typedef struct gguf_proposer {
  vl_proposer base;
  void *lib, *model, *ctx;
  vl_llama_run_api api;
  vl_llama_sampler_i mask_iface;
  mask_state mask;
  vl_llama_sampler *chain;
} gguf_proposer;

static bool load_symbols(gguf_proposer *p, const char *path, vl_diags *diags) {
  vl_llama_run_api *a = &p->api;
  const vl_llama_symbol symbols[] = {
      {"llama_log_set", (void **)&a->base.log_set},
      {"llama_backend_init", (void **)&a->base.backend_init},
      {"llama_model_default_params", (void **)&a->base.model_default_params},
      {"llama_model_load_from_file", (void **)&a->base.model_load_from_file},
      {"llama_model_free", (void **)&a->base.model_free},
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
  };
  return vl_llama_resolve(p->lib, symbols, sizeof symbols / sizeof *symbols, path, diags);
}

/* The mask as a llama_sampler: registers that do not fit get -inf. */
static const char *mask_name(const vl_llama_sampler *smpl) {
  (void)smpl;
  return "verilocc-mask";
}

static void mask_apply(vl_llama_sampler *smpl, vl_llama_token_data_array *cur) {
  mask_state *m = smpl->ctx;
  if (!m->masked) return;
  bool any = false;
  for (size_t i = 0; i < cur->size; i++) {
    if (!vl_decider_allows(m->d, m->v, cur->data[i].id)) cur->data[i].logit = -INFINITY;
    else any = true;
  }
  m->dead_end = !any;
}

static void destroy_chain(gguf_proposer *p) {
  if (p->chain) p->api.sampler_free(p->chain);   /* frees the samplers added to it, ours included */
  p->chain = NULL;
}

/* The chain for these parameters: mask, then greedy, or top-k, temperature and dist(seed). */
static void build_chain(gguf_proposer *p, const vl_propose_params *params) {
  destroy_chain(p);
  p->chain = p->api.sampler_chain_init(p->api.sampler_chain_default_params());
  p->api.sampler_chain_add(p->chain, p->api.sampler_init(&p->mask_iface, &p->mask));
  if (!params->sample) {
    p->api.sampler_chain_add(p->chain, p->api.sampler_init_greedy());
  } else {
    if (params->top_k) p->api.sampler_chain_add(p->chain, p->api.sampler_init_top_k((int32_t)params->top_k));
    p->api.sampler_chain_add(p->chain, p->api.sampler_init_temp(params->temperature > 0 ? params->temperature : 1.0f));
    p->api.sampler_chain_add(p->chain, p->api.sampler_init_dist((uint32_t)(params->seed * 2654435761u + 1)));
  }
}

static int32_t choose(void *self, const vl_decider *d, uint32_t v, const int32_t *tokens, uint32_t n, bool masked,
                      const vl_propose_params *params, uint64_t *rng) {
  gguf_proposer *p = self;
  (void)params, (void)rng;
  vl_llama_token copy[VL_DECISION_MAX_TOKENS];
  memcpy(copy, tokens, n * sizeof *copy);
  p->api.memory_clear(p->api.get_memory(p->ctx), true);
  if (p->api.decode(p->ctx, p->api.batch_get_one(copy, (int32_t)n)) != 0) return INT32_MIN;
  p->mask = (mask_state){d, v, masked, false};
  vl_llama_token token = p->api.sampler_sample(p->chain, p->ctx, -1);
  return p->mask.dead_end ? -1 : token;
}

static vl_status propose(void *self, const vl_analysis *an, const vl_propose_params *params, vl_assignment *out,
                         vl_diags *diags) {
  gguf_proposer *p = self;
  build_chain(p, params);
  vl_diags local = {0};
  vl_status s = vl_decode(an, params, choose, self, out, &local);
  /* llama_decode failing shows up as an unknown token: that is the tool failing, not the model */
  for (size_t i = 0; i < local.list.len; i++) {
    const vl_diag *d = &local.list.data[i];
    if (strstr(d->message, "answered '<-2147483648>'")) {
      vl_diag_add(diags, an->fn->module->path, 0, 0, VL_CAT_NONE, "llama_decode failed");
      s = VL_TOOL_ERROR;
    } else {
      vl_diag_add(diags, d->file, d->line, d->col, d->category, "%s", d->message);
    }
  }
  vl_diags_free(&local);
  return s;
}

static void destroy(void *self) {
  gguf_proposer *p = self;
  destroy_chain(p);
  if (p->ctx) p->api.free(p->ctx);
  if (p->model) p->api.base.model_free(p->model);
  /* libllama stays mapped: its static destructors may still run at exit. */
  free(p);
}

/* Is the file a model of our vocabulary? (Chat models answer in text instead.) */
static bool our_vocabulary(const char *path, vl_diags *diags, bool *ours) {
  struct stat st;
  if (stat(path, &st) != 0) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "cannot read the model file");
    return false;
  }
  *ours = false;
  if (st.st_size > (64 << 20)) return true;   /* far larger than any model of ours */
  vl_gguf g;
  if (vl_gguf_read(path, &g, diags) != VL_OK) return false;
  const vl_gguf_kv *version = vl_gguf_kv_get(&g, "verilocc.vocab_version");
  *ours = version && version->u == VL_VOCAB_VERSION;
  vl_gguf_free(&g);
  return true;
}

vl_proposer *vl_gguf_proposer_open(const char *path, vl_diags *diags) {
  bool ours;
  if (!our_vocabulary(path, diags, &ours)) return NULL;
  if (!ours) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE,
                "not a model of VeriLocc's vocabulary (no verilocc.vocab_version); chat models (JSON answers) are "
                "not supported yet");
    return NULL;
  }
  char dir[PATH_MAX], lib_dir[PATH_MAX + 8], lib[PATH_MAX + 32];
  if (!vl_llama_dir(dir, sizeof dir)) {
    vl_diag_add(diags, "libllama", 0, 0, VL_CAT_NONE, "llama.cpp is not set up: run scripts/setup-llama.sh");
    return NULL;
  }
  snprintf(lib_dir, sizeof lib_dir, "%s/lib", dir);
  snprintf(lib, sizeof lib, "%s/libllama.so", lib_dir);
  gguf_proposer *p = calloc(1, sizeof *p);
  if (!p) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "cannot use the model: out of memory");
    return NULL;
  }
  p->lib = dlopen(lib, RTLD_NOW | RTLD_LOCAL);
  if (!p->lib) {
    vl_diag_add(diags, lib, 0, 0, VL_CAT_NONE, "cannot load libllama (%s): run scripts/setup-llama.sh", dlerror());
    free(p);
    return NULL;
  }
  if (!load_symbols(p, lib, diags)) {
    free(p);
    return NULL;
  }
  p->api.base.log_set(vl_llama_log_errors, NULL);
  p->api.base.backend_load_all_from_path(lib_dir);
  p->api.base.backend_init();
  vl_llama_model_params mp = p->api.base.model_default_params();
  mp.n_gpu_layers = 0;
  p->model = p->api.base.model_load_from_file(path, mp);
  if (!p->model) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "llama.cpp cannot load the model");
    destroy(p);
    return NULL;
  }
  vl_llama_context_params cp = p->api.context_default_params();
  cp.n_ctx = VL_DECISION_MAX_TOKENS;
  cp.n_batch = cp.n_ubatch = VL_DECISION_MAX_TOKENS;
  cp.n_seq_max = 1;
  cp.n_threads = cp.n_threads_batch = 1;
  cp.no_perf = true;
  p->ctx = p->api.init_from_model(p->model, cp);
  if (!p->ctx) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "llama.cpp cannot create a context for the model");
    destroy(p);
    return NULL;
  }
  p->mask_iface = (vl_llama_sampler_i){.name = mask_name, .apply = mask_apply};
  p->base = (vl_proposer){"gguf", p, propose, destroy};
  return &p->base;
}
