/* Token counts of normalization over a corpus: for every AMDGPU MIR file of a
 * manifest, the Qwen2 tokens of the file as llc wrote it, of its machine
 * functions' bodies alone, and of its normalized text; reductions per family
 * and over the corpus (sums and medians), beside the paper's figure.
 *
 * Needs: the manifest (corpus/manifest.h), the tokenizer, normalization.
 * Produces: a JSON report and its table. */
#ifndef VL_NORM_MEASURE_H
#define VL_NORM_MEASURE_H
#include <jansson.h>
#include <stdio.h>

#include "../corpus/manifest.h"
#include "../front/mir.h"
#include "tokenizer.h"

/* The paper's multi-head attention kernel: 51,037 Qwen2.5 tokens before, 8,955 after. */
enum { VL_PAPER_TOKENS_BEFORE = 51037, VL_PAPER_TOKENS_AFTER = 8955 };

typedef struct vl_norm_tokens {
  uint64_t original;     /* the whole file */
  uint64_t bodies;       /* the text of its functions' bodies ("body: |" blocks) */
  uint64_t normalized;   /* the normalized text of all its functions */
} vl_norm_tokens;

/* Normalizes a parsed module (default budget) and counts its tokens. */
vl_status vl_norm_count_module(const vl_module *module, vl_tokenizer *tokenizer, vl_norm_tokens *out, vl_diags *diags);

/* Every AMDGPU file of the manifest once (its first entry's family); progress on `log`.
 * Files that fail to parse are counted and named in diags. NULL when out of memory. */
json_t *vl_norm_measure_manifest(const vl_manifest *manifest, vl_tokenizer *tokenizer, FILE *log, vl_diags *diags);
void vl_norm_measure_print(const json_t *report, FILE *out);

#endif
