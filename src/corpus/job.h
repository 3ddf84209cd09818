/* One corpus job: one kernel variant compiled for one target, with the
 * vendor's reference allocation, measured, and written down as a record.
 *
 * Needs: the toolchain (clang-19, llc-19; ptxas and nvdisasm 11.8 for NVIDIA),
 * base/process. Produces, under OUT/<target>/<family>/<variant>:
 *   AMDGPU  .ll  .pre.mir (llc -stop-before=greedy)  .greedy.s + .greedy.remarks.yaml
 *           (llc -start-before=greedy on that MIR)  .post.mir (... -stop-after=virtregrewriter,1)
 *   NVIDIA  .ptx (.version 7.8)  .cubin + .ptxas.txt (ptxas -v)  .sass (nvdisasm -hex -c)
 *           .life.sass (nvdisasm -c --print-life-ranges)
 *   both    .json, the record: what the manifest needs, written last, so that a
 *           job with a record whose "inputs" key matches is complete (resume). */
#ifndef VL_CORPUS_JOB_H
#define VL_CORPUS_JOB_H
#include <stdint.h>

#include "../base/diag.h"
#include "compile.h"
#include "spec.h"

/* Bump when the outputs or the record format change: every job reruns. */
#define VL_CORPUS_FORMAT_VERSION 1

typedef struct vl_corpus_tools {
  vl_compile_tools compile;   /* the programs and header folders */
  const char *kernels_dir;    /* absolute */
  const char *out_dir;        /* absolute */
  uint64_t fingerprint;       /* tool versions, the kernels' headers, the format version */
} vl_corpus_tools;

typedef struct vl_corpus_job {
  const vl_corpus_variant *variant;
  int target;              /* VL_CORPUS_* */
  const char *stem;        /* "<target>/<family>/<variant>", relative to the output folder */
  uint64_t inputs;         /* cache key: everything the outputs depend on */
} vl_corpus_job;

/* Versions of the tools and the kernels' shared headers, hashed; VL_TOOL_ERROR
 * when a tool is missing or is not the version the corpus is defined with. */
vl_status vl_corpus_tools_check(vl_corpus_tools *tools, bool need_nvidia, vl_diags *diags);
/* The cache key of a job (reads the variant's source). */
uint64_t vl_corpus_job_inputs(const vl_corpus_tools *tools, const vl_corpus_job *job);
/* Does the job's record exist with this key? */
bool vl_corpus_job_done(const vl_corpus_tools *tools, const vl_corpus_job *job);
/* Runs every step and writes the record; on failure a diagnostic names the step. */
vl_status vl_corpus_job_run(const vl_corpus_tools *tools, const vl_corpus_job *job, vl_diags *diags);

#endif
