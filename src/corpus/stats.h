/* Corpus statistics: the distribution of sizes, register pressure and vendor
 * spills per family and target, and the counts per split.
 *
 * Needs: a loaded manifest. Produces: a table on a stream and a JSON object
 * (what `verilocc stats` prints and `make bench` records). */
#ifndef VL_CORPUS_STATS_H
#define VL_CORPUS_STATS_H
#include <jansson.h>
#include <stdbool.h>
#include <stdio.h>

#include "manifest.h"

/* Did the vendor allocator spill? greedy's spill/reload counts (folded ones
 * included) or ptxas's spill bytes, from a manifest entry's "reference". */
bool vl_corpus_vendor_spilled(const json_t *reference);

/* Builds the statistics object:
 *   {"functions": N, "targets": {T: {...}}, "families": {F: {T: {...}}}, "splits": {F: {split: N}},
 *    "size_buckets": {...}} where each {...} holds count, instructions min/median/max,
 *    pressure median/max, spills (functions where the vendor allocator spilled). */
json_t *vl_corpus_stats(const vl_manifest *manifest);
/* Prints the tables of a statistics object. */
void vl_corpus_stats_print(const json_t *stats, FILE *out);

#endif
