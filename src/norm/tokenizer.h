/* Token counts with the real Qwen2 tokenizer (Qwen2.5-Coder's vocabulary,
 * models/ggml-vocab-qwen2.gguf from llama.cpp) through libllama, opened at run
 * time so that VeriLocc builds and runs without it.
 *
 * The llama folder (scripts/setup-llama.sh makes build/llama) holds lib/ with
 * libllama.so and the ggml objects and models/ with the vocabulary. It is
 * $VL_LLAMA_DIR when set, else `llama` beside the executable or one folder up
 * (build/verilocc and the test binaries in build/tests both find build/llama).
 *
 * Needs: dlopen. Produces: token ids and counts; a missing or unloadable
 * library or vocabulary is a tool error whose message says how to set it up. */
#ifndef VL_TOKENIZER_H
#define VL_TOKENIZER_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../base/diag.h"

typedef struct vl_tokenizer vl_tokenizer;

/* The llama folder as described above, in buf; false when none is found. */
bool vl_llama_dir(char *buf, size_t size);

/* libllama's functions by name, resolved with dlsym into their slots. */
typedef struct vl_llama_symbol {
  const char *name;
  void **slot;
} vl_llama_symbol;
/* Resolves every symbol of `lib` (loaded from `path`); false with a message naming the first missing one. */
bool vl_llama_resolve(void *lib, const vl_llama_symbol *symbols, size_t n, const char *path, vl_diags *diags);
/* llama.cpp's log callback: it logs every step of a model load; only its errors are passed on. */
void vl_llama_log_errors(int level, const char *text, void *user_data);

/* Opens libllama from `llama_dir`/lib and loads `vocab_path` (NULL: `llama_dir`/models/ggml-vocab-qwen2.gguf)
 * vocabulary only. `llama_dir` NULL: vl_llama_dir. VL_TOOL_ERROR with a message on failure. */
vl_status vl_tokenizer_open(const char *llama_dir, const char *vocab_path, vl_tokenizer **out, vl_diags *diags);
void vl_tokenizer_close(vl_tokenizer *tokenizer);

/* The number of tokens of `text` (no BOS/EOS, special tokens as plain text). */
vl_status vl_tokenizer_count(vl_tokenizer *tokenizer, const char *text, size_t len, uint64_t *count, vl_diags *diags);
/* The token ids into ids[0..max); returns the number of tokens (when above `max`, nothing was
 * written), or -1 on failure. */
int64_t vl_tokenizer_tokenize(vl_tokenizer *tokenizer, const char *text, size_t len, int32_t *ids, size_t max);
/* The vocabulary's size (151,936 for Qwen2's gguf). */
int32_t vl_tokenizer_vocab_size(const vl_tokenizer *tokenizer);

#endif
