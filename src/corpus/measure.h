/* What the manifest says about each machine function of a compiled variant:
 * sizes, register pressure, the vendor allocator's result, and a fingerprint
 * of the code for finding near-duplicates.
 *
 * Needs: the job's outputs (see job.h), the MIR parser and analyses for
 * AMDGPU, the ptxas and nvdisasm report readers for NVIDIA.
 * Produces: a JSON array, one object per function, in the file's order:
 *   {"function", "kernel", "instructions", "blocks", "vregs", "pressure": {...},
 *    "reference": {...}, "fingerprint": [hash, count, ...]}
 * (docs/corpus.md lists the keys). */
#ifndef VL_CORPUS_MEASURE_H
#define VL_CORPUS_MEASURE_H
#include <jansson.h>

#include "../base/diag.h"

/* dir/base.pre.mir, .greedy.s, .greedy.remarks.yaml */
vl_status vl_corpus_measure_amdgpu(const char *dir, const char *base, json_t **functions, vl_diags *diags);
/* dir/base.sass, .life.sass, .ptxas.txt */
vl_status vl_corpus_measure_nvidia(const char *dir, const char *base, json_t **functions, vl_diags *diags);

/* The fingerprint: the multiset of opcode trigrams, as sorted (hash, count) pairs. */
json_t *vl_corpus_fingerprint(const char *const *opcodes, uint32_t count);

#endif
