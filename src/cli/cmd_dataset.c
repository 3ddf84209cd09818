/* verilocc dataset MANIFEST.jsonl -o DIR: the chat-format training set of a
 * corpus (corpus/dataset.h; format in docs/formats.md), with its statistics.
 * Options: --labels greedy|classical|exact (default greedy), --fallback
 * classical|exact|none (default classical), --timeout S (exact, per function),
 * --tokens (Qwen2 token counts in the index and statistics), --max-tokens N
 * (skip longer examples; implies --tokens), --llama DIR.
 * Exit 0, 2 bad input, 3 a tool (tokenizer) missing or a file not written. */
#include <stdlib.h>
#include <string.h>

#include "../alloc/registry.h"
#include "../corpus/dataset.h"
#include "getopt_args.h"
#include "cli.h"

static bool one_of(const char *value, const char *const *names) {
  for (; *names; names++)
    if (!strcmp(value, *names)) return true;
  return false;
}

int vl_cmd_dataset(int argc, char **argv) {
  if (!vl_cli_getopt("dataset", "fallback: labels: llama: max-tokens: -o: timeout: tokens", &argc, &argv)) return 2;
  const char *in = NULL, *llama_dir = NULL;
  vl_dataset_options o = {.labels = "greedy", .fallback = "classical", .exact_timeout_s = 10, .log = stderr};
  bool tokens = false;
  uint32_t max_tokens = 0;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *next = i + 1 < argc ? argv[i + 1] : NULL;
    if (!strcmp(a, "-o") && next) o.out_dir = argv[++i];
    else if (!strcmp(a, "--labels") && next) o.labels = argv[++i];
    else if (!strcmp(a, "--fallback") && next) o.fallback = argv[++i];
    else if (!strcmp(a, "--timeout") && next) { if (!vl_cli_seconds(a, argv[++i], &o.exact_timeout_s)) return 2; }
    else if (!strcmp(a, "--tokens")) tokens = true;
    else if (!strcmp(a, "--max-tokens") && next) { if (!vl_cli_uint(a, argv[++i], &max_tokens)) return 2; tokens = true; }
    else if (!strcmp(a, "--llama") && next) llama_dir = argv[++i];
    else if (a[0] == '-' && a[1]) { fprintf(stderr, "verilocc dataset: unknown option or missing value '%s'\n", a); return 2; }
    else if (!in) in = a;
    else { fprintf(stderr, "verilocc dataset: unexpected argument '%s'\n", a); return 2; }
  }
  if (!in || !o.out_dir) {
    vl_cli_command_usage("dataset", stderr);
    return 2;
  }
  /* Labels come from LLVM greedy's post-RA MIR or from a registry allocator that is not learned. */
  static const char *const greedy[] = {"greedy", NULL}, *const none[] = {"none", NULL};
  if ((!one_of(o.labels, greedy) && !vl_allocator_deterministic(o.labels)) ||
      (!one_of(o.fallback, none) && !vl_allocator_deterministic(o.fallback))) {
    fprintf(stderr, "verilocc dataset: --labels takes greedy, classical or exact; --fallback classical, exact or none\n");
    return 2;
  }
  o.max_tokens = max_tokens;
  vl_diags diags = {0};
  vl_manifest manifest;
  vl_status s = vl_manifest_load(in, &manifest, &diags);
  vl_tokenizer *tok = NULL;
  if (s == VL_OK && tokens) s = vl_tokenizer_open(llama_dir, NULL, &tok, &diags);
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  if (s != VL_OK) {
    vl_manifest_free(&manifest);
    return s == VL_BAD_INPUT ? 2 : 3;
  }
  o.tokenizer = tok;
  json_t *stats = NULL;
  s = vl_dataset_export(&manifest, &o, &stats, &diags);
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  if (stats) {
    vl_dataset_print_stats(stats, stdout);
    printf("files: %s/{train,val,test}.jsonl, index.jsonl, stats.json\n", o.out_dir);
  }
  json_decref(stats);
  vl_tokenizer_close(tok);
  vl_manifest_free(&manifest);
  return s == VL_OK ? 0 : 3;
}
