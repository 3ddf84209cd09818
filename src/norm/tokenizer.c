/* The Qwen2 tokenizer through libllama, opened with dlopen (see tokenizer.h). */
#include "tokenizer.h"

#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "llama_abi.h"

struct vl_tokenizer {
  void *lib;
  vl_llama_api api;
  void *model;
  const void *vocab;
};

static const char setup_hint[] = "run scripts/setup-llama.sh (make check and make bench run it), or set VL_LLAMA_DIR";

static bool is_dir_with_lib(const char *dir) {
  char path[PATH_MAX];
  snprintf(path, sizeof path, "%s/lib/libllama.so", dir);
  return access(path, R_OK) == 0;
}

bool vl_llama_dir(char *buf, size_t size) {
  const char *env = getenv("VL_LLAMA_DIR");
  if (env && *env) {
    snprintf(buf, size, "%s", env);
    return true;
  }
  char exe[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (n <= 0) return false;
  exe[n] = 0;
  char *slash = strrchr(exe, '/');
  if (!slash) return false;
  *slash = 0;
  snprintf(buf, size, "%s/llama", exe);
  if (is_dir_with_lib(buf)) return true;
  slash = strrchr(exe, '/');
  if (slash) {
    *slash = 0;
    snprintf(buf, size, "%s/llama", exe);
    if (is_dir_with_lib(buf)) return true;
  }
  return false;
}

void vl_llama_log_errors(int level, const char *text, void *user_data) {
  (void)user_data;
  if (level == VL_LLAMA_LOG_ERROR) fprintf(stderr, "llama.cpp: %s", text);
}

bool vl_llama_resolve(void *lib, const vl_llama_symbol *symbols, size_t n, const char *path, vl_diags *diags) {
  for (size_t i = 0; i < n; i++) {
    /* POSIX: a data pointer read as a function pointer is how dlsym is used. */
    void *sym = dlsym(lib, symbols[i].name);
    if (!sym) {
      vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "libllama lacks %s (not the llama.cpp of node-llama-cpp 3.22.1?)",
                  symbols[i].name);
      return false;
    }
    memcpy(symbols[i].slot, &sym, sizeof sym);
  }
  return true;
}

static bool load_symbols(vl_tokenizer *t, vl_diags *diags, const char *path) {
  const vl_llama_symbol symbols[] = {
      {"llama_log_set", (void **)&t->api.log_set},
      {"llama_backend_init", (void **)&t->api.backend_init},
      {"llama_model_default_params", (void **)&t->api.model_default_params},
      {"llama_model_load_from_file", (void **)&t->api.model_load_from_file},
      {"llama_model_free", (void **)&t->api.model_free},
      {"llama_model_get_vocab", (void **)&t->api.model_get_vocab},
      {"llama_vocab_n_tokens", (void **)&t->api.vocab_n_tokens},
      {"llama_tokenize", (void **)&t->api.tokenize},
      {"ggml_backend_load_all_from_path", (void **)&t->api.backend_load_all_from_path},
  };
  return vl_llama_resolve(t->lib, symbols, sizeof symbols / sizeof *symbols, path, diags);
}

vl_status vl_tokenizer_open(const char *llama_dir, const char *vocab_path, vl_tokenizer **out, vl_diags *diags) {
  *out = NULL;
  char dir[PATH_MAX], lib_dir[PATH_MAX + 8], lib[PATH_MAX + 32], vocab[PATH_MAX + 64];
  if (llama_dir) snprintf(dir, sizeof dir, "%s", llama_dir);
  else if (!vl_llama_dir(dir, sizeof dir)) {
    vl_diag_add(diags, "libllama", 0, 0, VL_CAT_NONE, "llama.cpp is not set up: %s", setup_hint);
    return VL_TOOL_ERROR;
  }
  snprintf(lib_dir, sizeof lib_dir, "%s/lib", dir);
  snprintf(lib, sizeof lib, "%s/libllama.so", lib_dir);
  if (vocab_path) snprintf(vocab, sizeof vocab, "%s", vocab_path);
  else snprintf(vocab, sizeof vocab, "%s/models/ggml-vocab-qwen2.gguf", dir);
  vl_tokenizer *t = calloc(1, sizeof *t);
  if (!t) return VL_TOOL_ERROR;
  t->lib = dlopen(lib, RTLD_NOW | RTLD_LOCAL);
  if (!t->lib) {
    vl_diag_add(diags, lib, 0, 0, VL_CAT_NONE, "cannot load libllama (%s): %s", dlerror(), setup_hint);
    free(t);
    return VL_TOOL_ERROR;
  }
  if (!load_symbols(t, diags, lib)) {
    vl_tokenizer_close(t);
    return VL_TOOL_ERROR;
  }
  if (access(vocab, R_OK) != 0) {
    vl_diag_add(diags, vocab, 0, 0, VL_CAT_NONE, "cannot read the vocabulary: %s", setup_hint);
    vl_tokenizer_close(t);
    return VL_TOOL_ERROR;
  }
  t->api.log_set(vl_llama_log_errors, NULL);
  t->api.backend_load_all_from_path(lib_dir);
  t->api.backend_init();
  vl_llama_model_params params = t->api.model_default_params();
  params.vocab_only = true;
  t->model = t->api.model_load_from_file(vocab, params);
  if (!t->model) {
    vl_diag_add(diags, vocab, 0, 0, VL_CAT_NONE, "llama.cpp cannot load the vocabulary");
    vl_tokenizer_close(t);
    return VL_TOOL_ERROR;
  }
  t->vocab = t->api.model_get_vocab(t->model);
  *out = t;
  return VL_OK;
}

void vl_tokenizer_close(vl_tokenizer *t) {
  if (!t) return;
  if (t->model) t->api.model_free(t->model);
  /* libllama stays mapped: its static destructors may still run at exit. */
  free(t);
}

int64_t vl_tokenizer_tokenize(vl_tokenizer *t, const char *text, size_t len, int32_t *ids, size_t max) {
  if (len > INT32_MAX || max > INT32_MAX) return -1;
  int32_t n = t->api.tokenize(t->vocab, text, (int32_t)len, ids, (int32_t)max, false, false);
  if (n == INT32_MIN) return -1;
  return n < 0 ? -(int64_t)n : n;
}

vl_status vl_tokenizer_count(vl_tokenizer *t, const char *text, size_t len, uint64_t *count, vl_diags *diags) {
  /* With no room for tokens llama_tokenize returns minus their number. */
  int64_t n = len ? vl_tokenizer_tokenize(t, text, len, NULL, 0) : 0;
  if (n < 0) {
    vl_diag_add(diags, "libllama", 0, 0, VL_CAT_NONE, "tokenizing %zu bytes failed", len);
    return VL_TOOL_ERROR;
  }
  *count = (uint64_t)n;
  return VL_OK;
}

int32_t vl_tokenizer_vocab_size(const vl_tokenizer *t) { return t->api.vocab_n_tokens(t->vocab); }
