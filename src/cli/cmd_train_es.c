/* verilocc train MANIFEST --es -o OUT: evolution strategies from a trained
 * model (learn/es.h) on the train split, on one process or on every rank of
 * an MPI run (mpirun -np N, srun: base/ranks.h). Rank 0 prints the progress,
 * writes the JSON log and the checkpoints. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "../base/ranks.h"
#include "../corpus/manifest.h"
#include "../corpus/split.h"
#include "../learn/es.h"
#include "../learn/model_proposer.h"
#include "../model/gguf_model.h"
#include "cli.h"
#include "getopt_args.h"

/* Loads the model ES starts from: OUT when resuming, else --from (default: the shipped model). */
static bool load_model(const vl_es_options *o, const char *from, vl_transformer *m, vl_diags *diags) {
  char fallback[4096];
  if (!from) vl_default_model_path(fallback, sizeof fallback), from = fallback;
  return vl_model_load(o->resume ? o->out : from, m, diags) == VL_OK;
}

int vl_cmd_train_es(int argc, char **argv) {
  if (!vl_cli_getopt("train", "es -o: from: iterations: pairs: functions: sigma: lr: penalty: max-vregs: seed: log: "
                     "checkpoint-every: max-minutes: resume", &argc, &argv))
    return 2;
  vl_es_options o = {.iterations = 50, .pairs = 8, .functions = 4, .max_vregs = 200, .checkpoint_every = 5,
                     .sigma = 0.02f, .lr = 0.002f, .penalty = 0.1f, .seed = 1, .progress = stderr};
  const char *manifest_path = NULL, *from = NULL, *log_path = NULL;
  uint32_t seed = 1;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *next = i + 1 < argc ? argv[i + 1] : NULL;
    bool ok = true;
    if (!strcmp(a, "--es")) continue;
    else if (!strcmp(a, "-o") && next) o.out = argv[++i];
    else if (!strcmp(a, "--from") && next) from = argv[++i];
    else if (!strcmp(a, "--iterations") && next) ok = vl_cli_uint(a, argv[++i], &o.iterations);
    else if (!strcmp(a, "--pairs") && next) ok = vl_cli_uint(a, argv[++i], &o.pairs);
    else if (!strcmp(a, "--functions") && next) ok = vl_cli_uint(a, argv[++i], &o.functions);
    else if (!strcmp(a, "--max-vregs") && next) ok = vl_cli_uint(a, argv[++i], &o.max_vregs);
    else if (!strcmp(a, "--checkpoint-every") && next) ok = vl_cli_uint(a, argv[++i], &o.checkpoint_every);
    else if (!strcmp(a, "--seed") && next) ok = vl_cli_uint(a, argv[++i], &seed);
    else if (!strcmp(a, "--sigma") && next) ok = vl_cli_float(a, argv[++i], false, &o.sigma);
    else if (!strcmp(a, "--lr") && next) ok = vl_cli_float(a, argv[++i], false, &o.lr);
    else if (!strcmp(a, "--penalty") && next) ok = vl_cli_float(a, argv[++i], true, &o.penalty);
    else if (!strcmp(a, "--max-minutes") && next) ok = vl_cli_seconds(a, argv[++i], &o.max_minutes);
    else if (!strcmp(a, "--log") && next) log_path = argv[++i];
    else if (!strcmp(a, "--resume")) o.resume = true;
    else if (a[0] == '-' && a[1]) { fprintf(stderr, "verilocc train: unknown option or missing value '%s'\n", a); return 2; }
    else if (!manifest_path) manifest_path = a;
    else { fprintf(stderr, "verilocc train: unexpected argument '%s'\n", a); return 2; }
    if (!ok) return 2;
  }
  if (!manifest_path || !o.out) {
    fprintf(stderr, "verilocc train --es: needs a manifest and -o OUT.gguf\n");
    vl_cli_command_usage("train", stderr);
    return 2;
  }
  if (!o.iterations || !o.pairs || !o.functions) {
    fprintf(stderr, "verilocc train --es: --iterations, --pairs and --functions must be above 0\n");
    return 2;
  }
  o.seed = seed;
  vl_diags diags = {0};
  vl_ranks ranks;
  if (!vl_cli_ranks_open(&ranks)) return 3;
  bool leader = ranks.rank == 0;
  if (!leader) o.progress = NULL;
  int rc = 0;
  if (leader && !vl_cli_writable(o.out)) rc = 2;
  if (!rc && leader && log_path && !(o.log = fopen(log_path, o.resume ? "a" : "w"))) {
    fprintf(stderr, "%s:0:0: error: cannot write the file: %s\n", log_path, strerror(errno));
    rc = 2;
  }
  vl_manifest manifest = {0};
  vl_transformer model = {0};
  vl_es_pool pool = {0};
  if (!rc && vl_manifest_load(manifest_path, &manifest, &diags) != VL_OK) rc = 2;
  if (!rc && !load_model(&o, from, &model, &diags)) rc = 2;
  if (!rc && vl_es_pool_init(&pool, &manifest, VL_SPLIT_TRAIN, o.max_vregs, &diags) != VL_OK) rc = 3;
  /* the ranks train together or not at all: a rank that stops here would leave the others waiting */
  double failed = rc != 0;
  vl_ranks_sum(&ranks, &failed, 1);
  if (!rc && failed > 0) rc = 2;
  vl_es_result result;
  if (!rc) {
    vl_status s = vl_es_train(&model, &pool, &o, &ranks, &result, &diags);
    rc = s == VL_OK ? 0 : s == VL_BAD_INPUT ? 2 : 3;
  }
  if (leader) vl_diags_print(&diags, stderr);
  if (!rc && leader) {
    double n = result.iterations ? result.iterations : 1;
    printf("trained %s by ES: %u iterations on %d rank%s in %.1f s; reward %.5f -> %.5f (the unperturbed model)\n",
           o.out, result.iterations, ranks.size, ranks.size > 1 ? "s" : "", result.seconds, result.first_reward,
           result.last_reward);
    printf("per iteration on rank 0: compute %.3f s, communication %.3f s, update %.3f s\n", result.compute_seconds / n,
           result.comm_seconds / n, result.update_seconds / n);
  }
  vl_diags_free(&diags);
  vl_es_pool_free(&pool);
  if (model.w.data) vl_tf_destroy(&model);
  vl_manifest_free(&manifest);
  if (o.log) fclose(o.log);
  vl_ranks_close(&ranks);
  return rc;
}
