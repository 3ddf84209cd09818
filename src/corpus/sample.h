/* The committed sample: a small, deterministic subset of a built corpus that
 * the tests read (corpus/sample/), in the same manifest format.
 *
 * Needs: a loaded manifest and its files. Produces: DIR/manifest.jsonl and
 * copies of the chosen functions' files at the same relative paths.
 * Choice, until the byte budget is spent: per target the smallest function
 * where the vendor allocator spilled; then in rounds the smallest function of
 * every target and family not yet taken, each round smallest first (so a
 * round the budget cannot finish drops its largest members).
 * Only the files the tests need travel (AMDGPU: pre-RA MIR, greedy's
 * assembly, post-RA MIR and remarks; NVIDIA: SASS, SASS with life ranges and
 * the ptxas report); entries name only files that are in the sample. */
#ifndef VL_CORPUS_SAMPLE_H
#define VL_CORPUS_SAMPLE_H
#include <stdint.h>
#include <stdio.h>

#include "manifest.h"

typedef struct vl_sample_summary {
  uint32_t functions;
  uint64_t bytes;
} vl_sample_summary;

vl_status vl_corpus_sample(const vl_manifest *manifest, const char *out_dir, uint64_t max_bytes,
                           vl_sample_summary *summary, vl_diags *diags);

#endif
