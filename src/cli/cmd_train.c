/* verilocc train MANIFEST: collect decision examples of the train and val
 * splits (learn/examples.h) and train the model (learn/train.h) into a GGUF
 * model file, with progress, validation loss and a checkpoint per epoch. */
#include <stdlib.h>
#include <string.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#include "../corpus/manifest.h"
#include "../corpus/split.h"
#include "../learn/measure.h"
#include "../alloc/registry.h"
#include "../learn/train.h"
#include "../model/decision.h"
#include "../model/gguf_model.h"
#include "../model/vocab.h"
#include "getopt_args.h"
#include "cli.h"

/* --measure MODEL: Pass@1 raw and masked and Pass@k of a model (or the classical allocator) over a split,
 * through eval's path (learn/measure.h). --list-failures: a line per failed masked answer first. */
static int measure(const char *manifest_path, const char *allocator, const char *model, int split, uint32_t k,
                   uint32_t skip, uint32_t max_functions, bool list_failures) {
  vl_diags diags = {0};
  vl_manifest manifest;
  vl_allocator_options options = vl_allocator_defaults();
  options.model = model;
  vl_allocator *p = NULL;
  if (vl_manifest_load(manifest_path, &manifest, &diags) != VL_OK || !(p = vl_allocator_open(allocator, &options, &diags))) {
    vl_diags_print(&diags, stderr);
    vl_diags_free(&diags);
    vl_manifest_free(&manifest);   /* safe after a failed load too */
    return 2;
  }
  vl_measure m;
  vl_status s = vl_measure_split(p, &manifest, split, k, skip, max_functions, &m, stderr, list_failures ? stdout : NULL,
                                 &diags);
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  vl_allocator_close(p);
  vl_manifest_free(&manifest);
  if (s != VL_OK) return 3;
  double n = m.functions ? m.functions : 1;
  printf("%s split, %u functions: raw pass@1 %.2f%% (%u), masked pass@1 %.2f%% (%u), pass@%u %.2f%% (%.0f)\n",
         vl_split_label(split), m.functions, 100 * m.raw_pass1 / n, m.raw_pass1, 100 * m.masked_pass1 / n,
         m.masked_pass1, k, 100 * m.pass_k / n, m.pass_k);
  printf("raw failures by first category: syntax %u, dataflow %u, constraint %u\n", m.raw_fail[VL_CAT_SYNTAX],
         m.raw_fail[VL_CAT_DATAFLOW], m.raw_fail[VL_CAT_CONSTRAINT]);
  printf("registers (VGPR+AGPR+SGPR tops) at most LLVM greedy's: %u of %u functions with greedy's post-RA MIR (%.2f%%); "
         "VGPR+AGPR alone: %u (%.2f%%)\n", m.at_most_greedy, m.compared, m.compared ? 100.0 * m.at_most_greedy / m.compared : 0,
         m.vector_at_most_greedy, m.compared ? 100.0 * m.vector_at_most_greedy / m.compared : 0);
  printf("slowest masked greedy proposal: %.2f s (%s)\n", m.max_seconds, m.slowest);
  return 0;
}

int vl_cmd_train(int argc, char **argv) {
  for (int i = 1; i < argc && strcmp(argv[i], "--"); i++)
    if (!strcmp(argv[i], "--es")) return vl_cmd_train_es(argc, argv);
  if (!vl_cli_getopt("train", "allocator: batch: dim: epochs: ffn: heads: k: labels: layers: list-failures lr: max-functions: max-minutes: max-per-function: max-val: measure: -o: seed: skip: split: threads:", &argc, &argv)) return 2;
  const char *manifest_path = NULL, *out = "models/verilocc.gguf";
  vl_train_options o = {.cfg = {VL_VOCAB_SIZE, 128, 2, 4, 256, VL_DECISION_MAX_TOKENS, 10000.0f, 1e-5f},
                        .epochs = 2, .batch = 32, .shards = 4, .max_val = 4000, .lr = 2e-3f, .weight_decay = 0.01f,
                        .seed = 1, .log = stderr};
  uint32_t seed = 1, threads = 0, max_per_function = 256, k = 8, max_functions = 0, skip = 0;
  const char *measure_model = NULL, *allocator = "model", *labels = "greedy";
  bool list_failures = false;
  int split = VL_SPLIT_TEST;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *next = i + 1 < argc ? argv[i + 1] : NULL;
    bool ok = true;
    if (!strcmp(a, "-o") && next) out = argv[++i];
    else if (!strcmp(a, "--epochs") && next) ok = vl_cli_uint(a, argv[++i], &o.epochs);
    else if (!strcmp(a, "--batch") && next) ok = vl_cli_uint(a, argv[++i], &o.batch);
    else if (!strcmp(a, "--seed") && next) ok = vl_cli_uint(a, argv[++i], &seed);
    else if (!strcmp(a, "--threads") && next) ok = vl_cli_uint(a, argv[++i], &threads);
    else if (!strcmp(a, "--dim") && next) ok = vl_cli_uint(a, argv[++i], &o.cfg.dim);
    else if (!strcmp(a, "--layers") && next) ok = vl_cli_uint(a, argv[++i], &o.cfg.layers);
    else if (!strcmp(a, "--heads") && next) ok = vl_cli_uint(a, argv[++i], &o.cfg.heads);
    else if (!strcmp(a, "--ffn") && next) ok = vl_cli_uint(a, argv[++i], &o.cfg.ffn);
    else if (!strcmp(a, "--max-per-function") && next) ok = vl_cli_uint(a, argv[++i], &max_per_function);
    else if (!strcmp(a, "--max-val") && next) ok = vl_cli_uint(a, argv[++i], &o.max_val);
    else if (!strcmp(a, "--measure") && next) measure_model = argv[++i];
    else if (!strcmp(a, "--allocator") && next) allocator = argv[++i];
    else if (!strcmp(a, "--labels") && next) labels = argv[++i];
    else if (!strcmp(a, "--split") && next) ok = vl_cli_split(a, argv[++i], &split);
    else if (!strcmp(a, "--k") && next) ok = vl_cli_uint(a, argv[++i], &k) && k;
    else if (!strcmp(a, "--skip") && next) ok = vl_cli_uint(a, argv[++i], &skip);
    else if (!strcmp(a, "--max-functions") && next) ok = vl_cli_uint(a, argv[++i], &max_functions);
    else if (!strcmp(a, "--list-failures")) list_failures = true;
    else if (!strcmp(a, "--lr") && next) ok = vl_cli_float(a, argv[++i], false, &o.lr);
    else if (!strcmp(a, "--max-minutes") && next) ok = vl_cli_seconds(a, argv[++i], &o.max_minutes);
    else if (a[0] == '-' && a[1]) { fprintf(stderr, "verilocc train: unknown option or missing value '%s'\n", a); return 2; }
    else if (!manifest_path) manifest_path = a;
    else { fprintf(stderr, "verilocc train: unexpected argument '%s'\n", a); return 2; }
    if (!ok) return 2;
  }
  if (!manifest_path) { vl_cli_command_usage("train", stderr); return 2; }
  if (strcmp(labels, "greedy") && !vl_allocator_deterministic(labels)) {
    fprintf(stderr, "verilocc train: --labels must be greedy or an allocator that is not learned (classical, exact), got '%s'\n", labels);
    return 2;
  }
#ifdef _OPENMP
  if (threads) omp_set_num_threads((int)threads);
#endif
  if (measure_model) return measure(manifest_path, allocator, measure_model, split, k, skip, max_functions, list_failures);
  char why[160];
  if (!vl_tf_config_check(&o.cfg, why, sizeof why)) {
    fprintf(stderr, "verilocc train: bad model shape (--dim, --ffn, --layers, --heads): %s\n", why);
    return 2;
  }
  if (!o.epochs || !o.batch) {
    fprintf(stderr, "verilocc train: --epochs and --batch must be above 0\n");
    return 2;
  }
  o.seed = seed;
  o.out = out;
  vl_diags diags = {0};
  vl_manifest manifest;
  if (vl_manifest_load(manifest_path, &manifest, &diags) != VL_OK) {
    vl_diags_print(&diags, stderr);
    vl_diags_free(&diags);
    return 2;
  }
  vl_examples train, val;
  vl_examples_collect(&manifest, "train", labels, max_per_function, seed, &train, stderr, &diags);
  vl_examples_collect(&manifest, "val", labels, max_per_function, seed + 1, &val, stderr, &diags);
  vl_diags_print(&diags, stderr);   /* files that did not parse: said before the long part */
  vl_diags_free(&diags);
  diags = (vl_diags){0};
  fprintf(stderr, "examples: train %u decisions from %u functions (%u greedy labels, %u classical, %u skipped), "
          "val %u decisions from %u functions (%u skipped); label among the offered free registers: train %.2f%%, "
          "val %.2f%%\n",
          train.count, train.functions, train.greedy_labels, train.classical_labels, train.skipped_functions, val.count,
          val.functions, val.skipped_functions, 100.0 * train.target_offered / (train.decisions ? train.decisions : 1),
          100.0 * val.target_offered / (val.decisions ? val.decisions : 1));
  if (train.spilled_functions || val.spilled_functions)   /* as alloc spills them first: classical labels them */
    fprintf(stderr,
            "spilled first: train %u, val %u functions (classical labels: greedy's post-RA MIR does not describe "
            "our spill code)\n",
            train.spilled_functions, val.spilled_functions);
  int rc = 0;
  if (!train.count) {
    fprintf(stderr, "verilocc train: %s has no usable function in its train split\n", manifest_path);
    rc = 2;
  }
  vl_transformer model;
  vl_train_result result;
  if (!rc && vl_tf_create(&model, &o.cfg, 1, seed)) {
    fprintf(stderr, "verilocc train: out of memory for %zu parameters\n", vl_tf_param_count(&o.cfg));
    rc = 3;
  } else if (!rc) {
    if (vl_train(&model, &train, &val, &o, &result, &diags) != VL_OK) rc = 3;
    else
      printf("trained %s: %llu steps in %.0f s; train loss %.4f, validation loss %.4f, validation accuracy %.2f%%\n",
             out, (unsigned long long)result.steps, result.seconds, result.train_loss, result.val_loss,
             100 * result.val_accuracy);
    vl_tf_destroy(&model);
  }
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  vl_examples_free(&train);
  vl_examples_free(&val);
  vl_manifest_free(&manifest);
  return rc;
}
