/* Training examples for the model: one per allocation decision of every AMDGPU
 * function of a manifest split. Labels are LLVM greedy's assignment, recovered
 * from the corpus's post-RA MIR (alloc/greedy_labels.h) where it verifies, else
 * the classical allocator's; contexts come from teacher forcing (the earlier
 * decisions are placed when later ones are encoded). A label that is not among
 * the registers the context offers becomes the lowest offered one (examples.c).
 * The target is a pick (vocab.h): the label's position in the context's free list.
 * The function is the one `alloc` hands its allocator: the pipeline's module
 * steps run first (pipeline/pipeline.h), so one that does not fit carries our
 * spill code, which greedy never saw: the classical allocator labels it.
 * Needs: manifest, parser, pipeline, analysis, allocators, verifier, decision contexts.
 * With labels "classical", the classical allocator labels every function.
 * Produces: token sequences and target tokens. */
#ifndef VL_LEARN_EXAMPLES_H
#define VL_LEARN_EXAMPLES_H
#include <stdio.h>

#include "../corpus/manifest.h"

typedef struct vl_examples {
  int32_t *tokens;      /* all sequences, concatenated */
  uint64_t *offset;     /* per example: first token */
  uint8_t *len;
  int32_t *target;      /* per example: VL_TOK_PICK + the label's position in the free list */
  uint32_t count, cap;
  uint64_t num_tokens, cap_tokens;
  uint32_t target_offered;   /* decisions whose label is among the <free> registers of the context (all decisions, kept or not) */
  uint32_t decisions;        /* all decisions seen */
  uint32_t functions, greedy_labels, classical_labels, skipped_functions, skipped_decisions;
  uint32_t spilled_functions;  /* functions the pipeline spilled before they were labelled (counted once each) */
} vl_examples;

/* Examples of the entries whose "split" is `split` ("train", "val", "test"); about
 * `max_per_function` decisions per function (0: all; otherwise each decision is
 * kept with probability max/n, a seeded even choice, so the count varies a little).
 * `labels`: "greedy" (LLVM greedy's assignment, else the classical allocator's) or "classical". */
vl_status vl_examples_collect(const vl_manifest *manifest, const char *split, const char *labels,
                              uint32_t max_per_function, uint64_t seed, vl_examples *out, FILE *log, vl_diags *diags);
void vl_examples_free(vl_examples *ex);

#endif
