/* verilocc eval MANIFEST: Pass@1 raw, Pass@1 with the mask, Pass@k, failure
 * categories, registers/occupancy/copies against LLVM greedy and the classical
 * allocator, time per function, for any allocator (learn/eval.h); a table on
 * stdout, report.json with --json. Options: --allocator NAME (classical, exact,
 * or a learned one: model, gguf), --model FILE, --split train|val|test|all
 * (default test), --limit N, --k N (default 1), --samples N (default k),
 * --temperature T (0.8), --top-k N (0: all), --seed S, --no-mask, --timeout S
 * (exact, per function), --shard I/N (only the I-th of N shards of the MIR files,
 * for job arrays), --html OUT.html (the report page, src/report). Under an MPI launcher
 * (mpirun -np N, srun) the ranks split the files the same way and rank 0 prints the
 * whole table (learn/eval_gather.h). Exit 0, 2 bad input, 3 the allocator cannot run or
 * the report cannot be written. */
#include <stdlib.h>
#include <string.h>

#include "../corpus/split.h"
#include "../learn/eval.h"
#include "../learn/eval_gather.h"
#include "../learn/eval_report.h"
#include "../base/clock.h"
#include "../base/json.h"
#include "../report/results_page.h"
#include "getopt_args.h"
#include "cli.h"

typedef struct eval_cli {
  const char *manifest, *json, *model, *html;
  bool samples_given;
  vl_eval_options o;
} eval_cli;

static bool parse_temperature(const char *text, float *out) {
  char *end;
  double v = strtod(text, &end);
  if (!*text || *end || !(v > 0) || v > 100) {
    fprintf(stderr, "verilocc eval: --temperature expects a positive number, got '%s'\n", text);
    return false;
  }
  *out = (float)v;
  return true;
}

static int parse_options(int argc, char **argv, eval_cli *c) {
  vl_eval_options *o = &c->o;
  *o = (vl_eval_options){.allocator = "classical", .split = VL_SPLIT_TEST, .k = 1, .temperature = 0.8f, .seed = 1,
                         .mask = true, .exact_timeout_s = 10, .log = stderr};
  uint32_t seed = 1;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *next = i + 1 < argc ? argv[i + 1] : NULL;
    if (!strcmp(a, "--allocator") && next) o->allocator = argv[++i];
    else if (!strcmp(a, "--model") && next) c->model = argv[++i];
    else if (!strcmp(a, "--json") && next) c->json = argv[++i];
    else if (!strcmp(a, "--html") && next) c->html = argv[++i];
    else if (!strcmp(a, "--split") && next) { if (!vl_cli_split(a, argv[++i], &o->split)) return 2; }
    else if (!strcmp(a, "--limit") && next) { if (!vl_cli_uint(a, argv[++i], &o->limit)) return 2; }
    else if (!strcmp(a, "--k") && next) { if (!vl_cli_uint(a, argv[++i], &o->k)) return 2; }
    else if (!strcmp(a, "--samples") && next) { if (!vl_cli_uint(a, argv[++i], &o->samples)) return 2; c->samples_given = true; }
    else if (!strcmp(a, "--temperature") && next) { if (!parse_temperature(argv[++i], &o->temperature)) return 2; }
    else if (!strcmp(a, "--top-k") && next) { if (!vl_cli_uint(a, argv[++i], &o->top_k)) return 2; }
    else if (!strcmp(a, "--seed") && next) { if (!vl_cli_uint(a, argv[++i], &seed)) return 2; }
    else if (!strcmp(a, "--timeout") && next) { if (!vl_cli_seconds(a, argv[++i], &o->exact_timeout_s)) return 2; }
    else if (!strcmp(a, "--shard") && next) { if (!vl_cli_shard(a, argv[++i], &o->shard, &o->shards)) return 2; }
    else if (!strcmp(a, "--no-mask")) o->mask = false;
    else if (a[0] == '-' && a[1]) { fprintf(stderr, "verilocc eval: unknown option or missing value '%s'\n", a); return 2; }
    else if (!c->manifest) c->manifest = a;
    else { fprintf(stderr, "verilocc eval: unexpected argument '%s'\n", a); return 2; }
  }
  if (!c->manifest) { vl_cli_command_usage("eval", stderr); return 2; }
  o->seed = seed;
  if (!c->samples_given) o->samples = o->k;
  if (o->k < 1 || o->samples < o->k) {
    fprintf(stderr, "verilocc eval: Pass@k needs 1 <= k <= samples (k %u, samples %u)\n", o->k, o->samples);
    return 2;
  }
  return 0;
}

static int eval_on_ranks(eval_cli *cli, vl_ranks *ranks);

int vl_cmd_eval(int argc, char **argv) {
  if (!vl_cli_getopt("eval", "allocator: html: json: k: limit: model: no-mask samples: seed: shard: split: temperature: timeout: top-k:", &argc, &argv)) return 2;
  eval_cli c = {0};   /* parse_options sets only what it is given */
  int rc = parse_options(argc, argv, &c);
  if (rc) return rc;
  if (c.html && !vl_cli_writable(c.html)) return 2;   /* before the run, not after it */
  vl_ranks ranks;
  if (!vl_cli_ranks_open(&ranks)) return 3;
  rc = eval_on_ranks(&c, &ranks);
  vl_ranks_close(&ranks);
  return rc;
}

/* The evaluation on this process's share: all of it alone, a shard of the files on an MPI rank. */
static int eval_on_ranks(eval_cli *cli, vl_ranks *ranks) {
  eval_cli c = *cli;
  bool leader = ranks->rank == 0;
  if (ranks->size > 1) {
    if (c.o.shards > 1) {
      if (leader) fprintf(stderr, "verilocc eval: --shard splits the work of one process; under MPI the ranks split it\n");
      return 2;
    }
    c.o.shard = (uint32_t)ranks->rank, c.o.shards = (uint32_t)ranks->size;
    if (!leader) c.o.log = NULL;
  }
  int rc = 0;
  vl_diags diags = {0};
  vl_manifest manifest;
  vl_status s = vl_manifest_load(c.manifest, &manifest, &diags);
  vl_allocator_options options = vl_allocator_defaults();
  options.timeout_s = c.o.exact_timeout_s;
  options.model = c.model;
  vl_allocator *allocator = s == VL_OK ? vl_allocator_open(c.o.allocator, &options, &diags) : NULL;
  if (!allocator) s = VL_BAD_INPUT;
  else if (allocator->entry->learned) c.o.proposer = allocator->proposer;   /* eval measures raw proposals */
  else c.o.deterministic = allocator;
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  if (s != VL_OK) {
    vl_allocator_close(allocator);
    vl_manifest_free(&manifest);   /* safe after a failed load too */
    return 2;
  }
  vl_eval_result result;
  double t0 = vl_now_ms();
  s = vl_eval_run(&manifest, &c.o, &result, &diags);
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  rc = s == VL_OK ? 0 : 3;
  /* a rank whose proposer failed still takes part, so that the others are not left waiting */
  vl_eval_gather(&result, &manifest, ranks);
  if (ranks->size > 1) {   /* the whole, gathered, in the time the slowest rank took */
    c.o.shard = 0, c.o.shards = 1;
    result.seconds = (vl_now_ms() - t0) / 1000;
  }
  if (!leader) c.json = c.html = NULL;
  if (leader && !rc) vl_eval_report_print(&result, &c.o, c.manifest, stdout);
  json_t *report = rc || (!c.json && !c.html) ? NULL : vl_eval_report_json(&result, &c.o, c.manifest);
  if (!rc && c.json && (!report || vl_json_write(report, c.json, JSON_INDENT(1) | JSON_PRESERVE_ORDER))) {
    fprintf(stderr, "verilocc eval: cannot write %s\n", c.json);
    rc = 3;
  }
  if (!rc && c.html) {
    const json_t *evals[] = {report};
    vl_results_page page = {.title = "verilocc eval", .evals = evals, .num_evals = 1};
    if (vl_results_page_write(&page, c.html, &diags) != VL_OK) rc = 3;
    vl_diags_print(&diags, stderr);
    vl_diags_free(&diags);
  }
  json_decref(report);
  vl_eval_result_free(&result);
  vl_allocator_close(allocator);
  vl_manifest_free(&manifest);
  return rc;
}
