/* Splits by region, merged over near-duplicates (see split.h). */
#include "split.h"

#include <stdlib.h>
#include <string.h>

#include "../base/arena.h"
#include "../base/hash.h"

const char *const vl_split_names[VL_NUM_SPLITS] = {"train", "val", "test"};

int vl_split_of_name(const char *name) {
  for (int s = 0; name && s < VL_NUM_SPLITS; s++)
    if (!strcmp(name, vl_split_names[s])) return s;
  return -1;
}

bool vl_split_parse(const char *text, int *split) {
  if (text && !strcmp(text, "all")) return *split = -1, true;
  int s = vl_split_of_name(text);
  if (s < 0) return false;
  *split = s;
  return true;
}

const char *vl_split_label(int split) { return split < 0 ? "all" : vl_split_names[split]; }

double vl_fingerprint_similarity(const uint32_t *a, uint32_t na, const uint32_t *b, uint32_t nb) {
  uint64_t low = 0, high = 0;
  uint32_t i = 0, j = 0;
  while (i < na || j < nb) {
    if (j == nb || (i < na && a[2 * i] < b[2 * j])) {
      high += a[2 * i++ + 1];
    } else if (i == na || b[2 * j] < a[2 * i]) {
      high += b[2 * j++ + 1];
    } else {
      uint32_t x = a[2 * i + 1], y = b[2 * j + 1];
      low += x < y ? x : y;
      high += x > y ? x : y;
      i++, j++;
    }
  }
  return high ? (double)low / (double)high : 1.0;
}

static uint64_t size_of(const vl_split_item *it) {
  uint64_t n = 0;
  for (uint32_t i = 0; i < it->num_pairs; i++) n += it->fingerprint[2 * i + 1];
  return n;
}

/* ---- step 2: regions ----------------------------------------------------- */

typedef struct region_rank {
  const char *region;
  uint64_t hash;
} region_rank;

static int compare_rank(const void *a, const void *b) {
  const region_rank *x = a, *y = b;
  if (x->hash != y->hash) return x->hash < y->hash ? -1 : 1;
  return strcmp(x->region, y->region);
}

static void split_by_region(const vl_corpus_spec *spec, vl_split *split, vl_arena *arena) {
  for (uint32_t f = 0; f < spec->num_families; f++) {
    const vl_corpus_family *family = &spec->families[f];
    const vl_corpus_variant *variants = &spec->variants[family->first_variant];
    region_rank *ranks = VL_NEW_ARRAY(arena, region_rank, family->num_variants + 1);
    uint32_t num_regions = 0;
    for (uint32_t v = 0; v < family->num_variants; v++) {
      bool seen = false;
      for (uint32_t r = 0; r < num_regions && !seen; r++) seen = !strcmp(ranks[r].region, variants[v].region);
      if (!seen) ranks[num_regions++] = (region_rank){variants[v].region, vl_hash_string(VL_HASH_INIT, variants[v].region)};
    }
    qsort(ranks, num_regions, sizeof *ranks, compare_rank);
    uint32_t tenth = (num_regions + 9) / 10;
    uint32_t test = num_regions >= 2 ? tenth : 0, val = num_regions >= 3 ? tenth : 0;
    for (uint32_t v = 0; v < family->num_variants; v++) {
      uint32_t r = 0;
      while (strcmp(ranks[r].region, variants[v].region)) r++;
      vl_split s = r < test ? VL_SPLIT_TEST : r < test + val ? VL_SPLIT_VAL : VL_SPLIT_TRAIN;
      split[family->first_variant + v] = family->test_only ? VL_SPLIT_TEST : s;
    }
  }
}

/* ---- step 3: near-duplicate clusters ------------------------------------- */

static uint32_t find(uint32_t *parent, uint32_t x) {
  while (parent[x] != x) x = parent[x] = parent[parent[x]];
  return x;
}

typedef struct sized {
  uint32_t item;
  uint64_t size;
} sized;

static int compare_sized(const void *a, const void *b) {
  const sized *x = a, *y = b;
  if (x->size != y->size) return x->size < y->size ? -1 : 1;
  return (x->item > y->item) - (x->item < y->item);
}

/* Calls `pair` for every near-duplicate pair of one target. Weighted Jaccard
 * is at most smaller/larger size, so only items within that ratio are compared. */
static void for_each_pair(const vl_split_item *items, uint32_t n, double threshold, vl_arena *arena,
                          void (*pair)(void *ctx, uint32_t a, uint32_t b), void *ctx) {
  sized *order = VL_NEW_ARRAY(arena, sized, n + 1);
  for (int t = 0; t < VL_CORPUS_NUM_TARGETS; t++) {
    uint32_t m = 0;
    for (uint32_t i = 0; i < n; i++)
      if (items[i].target == t) order[m++] = (sized){i, size_of(&items[i])};
    qsort(order, m, sizeof *order, compare_sized);
    for (uint32_t i = 0; i < m; i++)
      for (uint32_t j = i + 1; j < m && (double)order[i].size >= threshold * (double)order[j].size; j++) {
        const vl_split_item *a = &items[order[i].item], *b = &items[order[j].item];
        if (a->variant == b->variant) continue;
        if (vl_fingerprint_similarity(a->fingerprint, a->num_pairs, b->fingerprint, b->num_pairs) >= threshold)
          pair(ctx, order[i].item, order[j].item);
      }
  }
}

typedef struct cluster_ctx {
  const vl_split_item *items;
  uint32_t *parent;
  const vl_split *split;
  vl_split_report *report;
} cluster_ctx;

static void join(void *ctx, uint32_t a, uint32_t b) {
  cluster_ctx *c = ctx;
  c->report->near_duplicate_pairs++;
  uint32_t x = find(c->parent, c->items[a].variant), y = find(c->parent, c->items[b].variant);
  if (x != y) c->parent[x > y ? x : y] = x < y ? x : y;
}

static void count_cross(void *ctx, uint32_t a, uint32_t b) {
  cluster_ctx *c = ctx;
  c->report->cross_split_pairs += c->split[c->items[a].variant] != c->split[c->items[b].variant];
}

void vl_corpus_split(const vl_corpus_spec *spec, const vl_split_item *items, uint32_t num_items, double threshold,
                     vl_split *split, vl_split_report *report) {
  vl_arena arena = {0};
  memset(report, 0, sizeof *report);
  uint32_t nv = spec->num_variants;
  split_by_region(spec, split, &arena);

  uint32_t *parent = VL_NEW_ARRAY(&arena, uint32_t, nv + 1);
  for (uint32_t v = 0; v < nv; v++) parent[v] = v;
  cluster_ctx ctx = {items, parent, split, report};
  for_each_pair(items, num_items, threshold, &arena, join, &ctx);

  /* Votes per cluster root: variants per split, and whether a test-only family is in it. */
  uint32_t(*votes)[VL_NUM_SPLITS] = vl_arena_alloc(&arena, sizeof *votes * (nv + 1));
  bool *pinned = VL_NEW_ARRAY(&arena, bool, nv + 1);
  uint32_t *members = VL_NEW_ARRAY(&arena, uint32_t, nv + 1);
  for (uint32_t v = 0; v < nv; v++) {
    uint32_t root = find(parent, v);
    votes[root][split[v]]++;
    pinned[root] |= spec->variants[v].family->test_only;
    members[root]++;
  }
  for (uint32_t v = 0; v < nv; v++) {
    uint32_t root = find(parent, v);
    if (root == v && members[v] > 1) report->clusters_merged++;
    vl_split best = VL_SPLIT_TRAIN;
    for (int s = 1; s < VL_NUM_SPLITS; s++)
      if (votes[root][s] > votes[root][best]) best = (vl_split)s;
    if (pinned[root]) best = VL_SPLIT_TEST;
    report->variants_moved += best != split[v];
    split[v] = best;
  }
  for_each_pair(items, num_items, threshold, &arena, count_cross, &ctx);
  vl_arena_free(&arena);
}
