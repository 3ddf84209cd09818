/* `verilocc collect`: build the corpus. Expands the family files into jobs
 * (variant x target), runs the ones whose record is missing or stale on N
 * worker processes with a progress display, then writes the manifest.
 *
 * Needs: spec (the families), job (one compile), manifest (the index).
 * Produces: OUT/<target>/<family>/<variant>.* and OUT/manifest.jsonl.
 * Resumable: an interrupted run leaves complete jobs with their records; the
 * next run redoes only the rest. Deterministic: the outputs and the manifest
 * depend only on the sources, the spec and the tool versions. */
#ifndef VL_CORPUS_COLLECT_H
#define VL_CORPUS_COLLECT_H
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "../base/diag.h"

typedef struct vl_collect_options {
  const char *families_dir;   /* corpus/families */
  const char *kernels_dir;    /* corpus/kernels */
  const char *out_dir;        /* build/corpus */
  const char *clang, *llc;    /* NULL: clang-19, llc-19 */
  const char *nvidia_bin;     /* folder with ptxas and nvdisasm 11.8 (NULL: TOOLS/cuda-11.8/bin) */
  const char *tools_dir;      /* build/tools: cuda-11.8 (ptxas, nvdisasm, headers), rocm-bitcode */
  uint32_t jobs;              /* worker processes; 0: one per core */
  uint32_t target_mask;       /* bitmask over VL_CORPUS_*; 0: all */
  const char *families;       /* comma-separated family names; NULL: all */
  FILE *log;                  /* progress and summary (stderr) */
  uint32_t shard, shards;     /* with shards > 1: only the jobs at positions shard mod shards, and no
                                 manifest (MPI ranks, --shard I/N); a run without shards writes it */
  bool manifest_only;         /* build nothing: the manifest of the jobs done (after the shards; a job
                                 not done counts as failed) */
} vl_collect_options;

typedef struct vl_collect_summary {
  uint32_t jobs, cached, built, failed;
  uint32_t other_shards;      /* jobs left to the other shards */
  uint32_t functions;         /* manifest entries */
  bool interrupted;           /* stopped by SIGINT/SIGTERM; the manifest lists what was done */
  double seconds;
} vl_collect_summary;

/* VL_OK when every job succeeded; VL_TOOL_ERROR when some failed (the
 * manifest still lists the others); VL_BAD_INPUT for a bad family file. */
vl_status vl_collect(const vl_collect_options *options, vl_collect_summary *summary, vl_diags *diags);

#endif
