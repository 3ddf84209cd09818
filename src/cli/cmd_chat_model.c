/* verilocc chat-model -o OUT.gguf: an untrained chat model around the Qwen2
 * tokenizer (model/chat_model.h), to test `alloc --allocator gguf` on chat
 * models where no fine-tuned one is at hand. It answers nonsense.
 *   chat-model -o OUT.gguf [--vocab V.gguf] [--dim N] [--layers N] [--heads N] [--ffn N] [--seed S] [--no-template]
 * --vocab defaults to the llama folder's models/ggml-vocab-qwen2.gguf.
 * Exit 0, 2 bad options or vocabulary, 3 the file not written. */
#include <limits.h>
#include <string.h>

#include "../model/chat_model.h"
#include "../norm/tokenizer.h"
#include "getopt_args.h"
#include "cli.h"

int vl_cmd_chat_model(int argc, char **argv) {
  if (!vl_cli_getopt("chat-model", "dim: ffn: heads: layers: no-template -o: seed: vocab:", &argc, &argv)) return 2;
  vl_chat_model_options o = vl_chat_model_defaults();
  const char *out = NULL;
  uint32_t seed = 1;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *next = i + 1 < argc ? argv[i + 1] : NULL;
    if (!strcmp(a, "-o") && next) out = argv[++i];
    else if (!strcmp(a, "--vocab") && next) o.vocab_path = argv[++i];
    else if (!strcmp(a, "--dim") && next) { if (!vl_cli_uint(a, argv[++i], &o.dim)) return 2; }
    else if (!strcmp(a, "--layers") && next) { if (!vl_cli_uint(a, argv[++i], &o.layers)) return 2; }
    else if (!strcmp(a, "--heads") && next) { if (!vl_cli_uint(a, argv[++i], &o.heads)) return 2; }
    else if (!strcmp(a, "--ffn") && next) { if (!vl_cli_uint(a, argv[++i], &o.ffn)) return 2; }
    else if (!strcmp(a, "--seed") && next) { if (!vl_cli_uint(a, argv[++i], &seed)) return 2; o.seed = seed; }
    else if (!strcmp(a, "--no-template")) o.no_template = true;
    else { fprintf(stderr, "verilocc chat-model: unknown option or missing value '%s'\n", a); return 2; }
  }
  if (!out) {
    fprintf(stderr, "verilocc chat-model: give the output file (-o OUT.gguf)\n");
    return 2;
  }
  char dir[PATH_MAX], vocab[PATH_MAX + 64];
  if (!o.vocab_path) {
    if (!vl_llama_dir(dir, sizeof dir)) {
      fprintf(stderr, "verilocc chat-model: llama.cpp is not set up (run scripts/setup-llama.sh), or give --vocab\n");
      return 3;
    }
    snprintf(vocab, sizeof vocab, "%s/models/ggml-vocab-qwen2.gguf", dir);
    o.vocab_path = vocab;
  }
  vl_diags diags = {0};
  vl_status s = vl_chat_model_write(out, &o, &diags);
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  if (s == VL_OK)
    printf("chat-model: %s (untrained: llama architecture, dim %u, %u layers, %u heads, ffn %u, seed %llu; tokenizer "
           "of %s%s)\n",
           out, o.dim, o.layers, o.heads, o.ffn, (unsigned long long)o.seed, o.vocab_path,
           o.no_template ? ", no chat template" : "");
  return s == VL_OK ? 0 : s == VL_BAD_INPUT ? 2 : 3;
}
