/* verilocc collect [--families DIR] [--kernels DIR] [-o OUT] [-j N] [--targets T,...]
 *                  [--only FAMILY,...] [--nvidia-bin DIR] [--clang P] [--llc P]
 * Builds the kernel corpus (see src/corpus/collect.h and docs/corpus.md).
 * verilocc collect --sample MANIFEST -o DIR [--max-bytes N]
 * Copies a small subset of a built corpus, with its manifest (src/corpus/sample.h).
 * --shard I/N builds only the jobs at positions I mod N and writes no manifest (job
 * arrays; a run without it then finds them up to date and writes it). Under an MPI
 * launcher the ranks split the jobs so (each with -j workers, default 1), and
 * rank 0 writes the manifest once all are done.
 * Exit 0 when every job built, 2 for a bad family file or option, 3 when a
 * tool is missing or some job failed (the manifest lists the others). */
#include <string.h>

#include "../base/ranks.h"

#include "../corpus/collect.h"
#include "../corpus/sample.h"
#include "../corpus/spec.h"
#include "getopt_args.h"
#include "cli.h"

static bool parse_targets(const char *list, uint32_t *mask) {
  *mask = 0;
  char name[32];
  for (const char *p = list; *p;) {
    const char *end = strchr(p, ',');
    size_t len = end ? (size_t)(end - p) : strlen(p);
    if (len >= sizeof name) return false;
    memcpy(name, p, len);
    name[len] = 0;
    int t = vl_corpus_target_index(name);
    if (t < 0) return false;
    *mask |= 1u << t;
    p += len + (end != NULL);
  }
  return *mask != 0;
}

static int sample(const char *manifest_path, const char *out_dir, uint64_t max_bytes) {
  vl_diags diags = {0};
  vl_manifest manifest;
  vl_status s = vl_manifest_load(manifest_path, &manifest, &diags);
  vl_sample_summary summary = {0};
  if (s == VL_OK) s = vl_corpus_sample(&manifest, out_dir, max_bytes, &summary, &diags);
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  vl_manifest_free(&manifest);
  if (s == VL_OK)
    fprintf(stderr, "collect: sample of %u functions (%.2f MB) in %s\n", summary.functions, summary.bytes / 1e6,
            out_dir);
  return s == VL_OK ? 0 : s == VL_BAD_INPUT ? 2 : 3;
}

static void report(const vl_collect_summary *summary, vl_status s) {
  if (s == VL_BAD_INPUT) return;
  fprintf(stderr, "collect: %u jobs: %u up to date, %u built, %u failed", summary->jobs, summary->cached, summary->built,
          summary->failed);
  if (summary->other_shards) fprintf(stderr, ", %u for other shards", summary->other_shards);
  if (summary->functions || !summary->other_shards)
    fprintf(stderr, "; %u functions in the manifest", summary->functions);
  else
    fprintf(stderr, "; no manifest (a run over all shards writes it)");
  fprintf(stderr, "; %.1f s%s\n", summary->seconds, summary->interrupted ? " (interrupted: run it again to finish)" : "");
}

int vl_cmd_collect(int argc, char **argv) {
  if (!vl_cli_getopt("collect", "clang: families: -j: kernels: llc: max-kb: nvidia-bin: -o: only: sample: shard: targets:", &argc, &argv)) return 2;
  const char *sample_from = NULL;
  uint32_t max_kb = 4500;
  vl_collect_options o = {.families_dir = "corpus/families", .kernels_dir = "corpus/kernels",
                          .out_dir = "build/corpus", .log = stderr};
  for (int i = 1; i < argc; i++) {
    const char *arg = argv[i], *value = i + 1 < argc ? argv[i + 1] : NULL;
    bool takes_value = true;
    if (!strcmp(arg, "--families") && value) o.families_dir = value;
    else if (!strcmp(arg, "--kernels") && value) o.kernels_dir = value;
    else if (!strcmp(arg, "-o") && value) o.out_dir = value;
    else if (!strcmp(arg, "--only") && value) o.families = value;
    else if (!strcmp(arg, "--nvidia-bin") && value) o.nvidia_bin = value;
    else if (!strcmp(arg, "--clang") && value) o.clang = value;
    else if (!strcmp(arg, "--llc") && value) o.llc = value;
    else if (!strcmp(arg, "--sample") && value) sample_from = value;
    else if (!strcmp(arg, "--max-kb") && value) {
      if (!vl_cli_uint(arg, value, &max_kb)) return 2;
    }
    else if (!strcmp(arg, "--shard") && value) {
      if (!vl_cli_shard(arg, value, &o.shard, &o.shards)) return 2;
    }
    else if (!strcmp(arg, "-j") && value) {
      if (!vl_cli_uint(arg, value, &o.jobs)) return 2;
    } else if (!strcmp(arg, "--targets") && value) {
      if (!parse_targets(value, &o.target_mask)) {
        fprintf(stderr, "verilocc collect: --targets expects names from gfx90a,gfx942,gfx1100,sm_89,sm_90; got '%s'\n",
                value);
        return 2;
      }
    } else {
      fprintf(stderr, "verilocc collect: unknown option '%s'%s\n", arg, value ? "" : " (or its value is missing)");
      return 2;
    }
    i += takes_value;
  }
  if (sample_from) return sample(sample_from, o.out_dir, (uint64_t)max_kb * 1000);
  vl_diags diags = {0};
  vl_ranks ranks;
  if (!vl_cli_ranks_open(&ranks)) return 3;
  if (ranks.size > 1) {
    if (o.shards > 1) {
      if (ranks.rank == 0) fprintf(stderr, "verilocc collect: --shard splits the work of one process; under MPI the ranks split it\n");
      vl_ranks_close(&ranks);
      return 2;
    }
    o.shard = (uint32_t)ranks.rank, o.shards = (uint32_t)ranks.size;
    if (!o.jobs) o.jobs = 1;   /* ranks share a node's cores: one worker each unless -j says more */
  }
  vl_collect_summary summary;
  vl_status s = vl_collect(&o, &summary, &diags);
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  diags = (vl_diags){0};
  report(&summary, s);
  /* every rank's status, so that rank 0 knows whether the corpus is whole */
  double failed = s != VL_OK;
  vl_ranks_sum(&ranks, &failed, 1);
  if (ranks.size > 1 && ranks.rank == 0) {   /* all ranks are done: the manifest of what they built */
    o.shards = 1, o.manifest_only = true;
    vl_status m = vl_collect(&o, &summary, &diags);
    vl_diags_print(&diags, stderr);
    vl_diags_free(&diags);
    report(&summary, m);
    if (s == VL_OK) s = m;
  }
  if (s == VL_OK && failed > 0) s = VL_TOOL_ERROR;
  vl_ranks_close(&ranks);
  return s == VL_OK ? 0 : s == VL_BAD_INPUT ? 2 : 3;
}
