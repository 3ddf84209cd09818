/* The training set for a model allocator: every AMDGPU function of a corpus
 * manifest as one chat example (system, user, assistant messages: normalized
 * MIR in, assignment JSON on normalized names out), in the manifest's
 * train/val/test splits, with the statistics of the export.
 *
 * Labels come from a named allocator: `greedy` (LLVM greedy's own assignment,
 * recovered from the corpus's post-RA MIR where greedy neither spilled nor
 * split: alloc/greedy_labels.h), `classical` or `exact`. Where greedy's
 * assignment cannot be recovered, a fallback allocator labels the function, or
 * it is skipped. Every exported label passes the native verifier.
 *
 * The function exported is the one `alloc` hands its allocator: the pipeline's
 * module steps run first (pipeline/pipeline.h), so a function that does not
 * fit carries our spill code. Greedy allocated the code without it, so such a
 * function is labelled by the fallback (counted as "our pipeline spilled it"),
 * and its index record says "spilled": true.
 *
 * Needs: a loaded manifest, the parser, analysis, allocators, verifier,
 * normalization; optionally the tokenizer (token counts, a size limit).
 * Produces: DIR/train.jsonl, val.jsonl, test.jsonl (one {"messages": [...]}
 * per line), DIR/index.jsonl (one record per example: id, split, family,
 * labels, sizes), DIR/stats.json. Format in docs/formats.md. */
#ifndef VL_CORPUS_DATASET_H
#define VL_CORPUS_DATASET_H
#include <jansson.h>
#include <stdio.h>

#include "../alloc/assignment.h"
#include "../analysis/analysis.h"
#include "../norm/norm.h"
#include "../norm/tokenizer.h"
#include "manifest.h"

typedef struct vl_dataset_options {
  const char *out_dir;
  const char *labels;        /* "greedy", "classical" or "exact" */
  const char *fallback;      /* "classical", "exact" or "none" (when greedy's assignment is not recoverable) */
  double exact_timeout_s;    /* per function, for the exact allocator */
  vl_tokenizer *tokenizer;   /* NULL: sizes in characters only */
  uint64_t max_tokens;       /* skip examples with more tokens in all (0: no limit; needs the tokenizer) */
  FILE *log;                 /* progress and notes */
} vl_dataset_options;

/* The system message of every example. */
extern const char vl_dataset_system_prompt[];
/* The user message for a function: its normalized text (malloc'd, length in *len; NULL when out of
 * memory); *nf receives its names (in `arena`), which the answer is written in. */
char *vl_dataset_user_message(const vl_analysis *an, vl_arena *arena, vl_norm_function **nf, size_t *len);
/* The assistant message: `assignment` on the names that start a value, compact JSON (malloc'd). */
char *vl_dataset_answer(const vl_norm_function *nf, const vl_assignment *assignment);

/* Writes the export; *stats receives its statistics (also written to stats.json).
 * VL_TOOL_ERROR when a file cannot be written; unreadable inputs are skipped and counted. */
vl_status vl_dataset_export(const vl_manifest *manifest, const vl_dataset_options *options, json_t **stats,
                            vl_diags *diags);
void vl_dataset_print_stats(const json_t *stats, FILE *out);

#endif
