/* Train/validation/test splits by kernel family and parameter region, with no
 * near-duplicates across splits.
 *
 * Needs: the spec (families, regions) and one fingerprint per compiled function.
 * Produces: a split per variant (all its targets and functions go together):
 *   1. families marked test-only go to test whole;
 *   2. in every other family the parameter regions, ordered by a stable hash
 *      of their name, go one tenth to test, one tenth to validation, the rest
 *      to training (a family with one region trains; with two, one is test);
 *   3. functions of one target whose opcode-trigram multisets have a weighted
 *      Jaccard similarity >= the threshold are near-duplicates; variants
 *      joined by near-duplicate chains form a cluster that takes one split:
 *      test when it holds a test-only family, otherwise the split most of its
 *      variants had (training on a tie). */
#ifndef VL_CORPUS_SPLIT_H
#define VL_CORPUS_SPLIT_H
#include <stdbool.h>
#include <stdint.h>

#include "spec.h"

typedef enum vl_split { VL_SPLIT_TRAIN, VL_SPLIT_VAL, VL_SPLIT_TEST, VL_NUM_SPLITS } vl_split;
extern const char *const vl_split_names[VL_NUM_SPLITS];
/* The split called `name` (train, val, test), or -1 (also for NULL). */
int vl_split_of_name(const char *name);
/* A --split value: a split's name, or "all" (*split = -1); false for anything else. */
bool vl_split_parse(const char *text, int *split);
/* The name of a split, "all" for -1. */
const char *vl_split_label(int split);

#define VL_NEAR_DUPLICATE_SIMILARITY 0.8

typedef struct vl_split_item {
  uint32_t variant;            /* index in spec->variants */
  int target;
  const uint32_t *fingerprint; /* (hash, count) pairs sorted by hash */
  uint32_t num_pairs;
} vl_split_item;

typedef struct vl_split_report {
  uint32_t near_duplicate_pairs;   /* pairs of functions of different variants */
  uint32_t clusters_merged;        /* clusters of more than one variant */
  uint32_t variants_moved;         /* variants whose split the clusters changed */
  uint32_t cross_split_pairs;      /* near-duplicate pairs in different splits afterwards (0) */
} vl_split_report;

/* Fills split[v] for every variant of the spec (variants without items keep their region's split). */
void vl_corpus_split(const vl_corpus_spec *spec, const vl_split_item *items, uint32_t num_items, double threshold,
                     vl_split *split, vl_split_report *report);
/* Weighted Jaccard similarity of two fingerprints. */
double vl_fingerprint_similarity(const uint32_t *a, uint32_t na, const uint32_t *b, uint32_t nb);

#endif
