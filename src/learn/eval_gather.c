/* Eval's records from every rank (see eval_gather.h). */
#include "eval_gather.h"

#include <stdlib.h>
#include <string.h>

#include "../cost/occupancy_limit.h"

typedef struct packed_record {
  uint32_t index;            /* of the manifest entry */
  vl_eval_record record;     /* its pointers cleared */
} packed_record;

static int by_index(const void *a, const void *b) {
  const packed_record *x = a, *y = b;
  return x->index < y->index ? -1 : x->index > y->index;
}

static void set_unit(vl_eval_usage *u, const vl_target *t) {
  u->cost.occupancy.unit = u->known && t ? vl_occupancy_unit(t) : NULL;
}

/* The pointers of a record that arrived, from the manifest and the target. */
static void rebuild(vl_eval_record *rec, const vl_manifest *manifest, uint32_t index) {
  const json_t *e = manifest->entries[index];
  rec->entry = e;
  rec->id = vl_manifest_text(e, "id");
  rec->family = vl_manifest_text(e, "family");
  rec->target = vl_manifest_text(e, "target");
  const vl_target *t = vl_target_by_name(rec->target, strlen(rec->target));
  set_unit(&rec->ours, t);
  set_unit(&rec->greedy, t);
  set_unit(&rec->classical, t);
}

void vl_eval_gather(vl_eval_result *r, const vl_manifest *manifest, vl_ranks *ranks) {
  if (ranks->size <= 1) return;
  size_t n_ranks = (size_t)ranks->size, tail = n_ranks + VL_EVAL_NUM_SKIP_REASONS;
  double *counts = calloc(tail + 2, sizeof *counts);   /* records per rank, skipped per reason, spiller */
  if (!counts) abort();   /* the other ranks wait on this one */
  counts[ranks->rank] = (double)r->records.len;
  for (int k = 0; k < VL_EVAL_NUM_SKIP_REASONS; k++)
    counts[n_ranks + k] = (double)json_integer_value(json_object_get(r->skipped, vl_eval_skip_reasons[k]));
  counts[tail] = r->modules_spilled;
  counts[tail + 1] = r->spill_ms;
  vl_ranks_sum(ranks, counts, tail + 2);
  size_t total = 0, offset = 0;
  for (size_t k = 0; k < n_ranks; k++) {
    if (k == (size_t)ranks->rank) offset = total;
    total += (size_t)counts[k];
  }
  packed_record *all = calloc(total + 1, sizeof *all);
  if (!all) abort();
  for (size_t i = 0; i < r->records.len; i++) {
    packed_record *p = &all[offset + i];
    p->record = r->records.data[i];
    for (uint32_t e = 0; e < manifest->num_entries; e++)
      if (manifest->entries[e] == p->record.entry) p->index = e;
    p->record.entry = NULL, p->record.id = p->record.family = p->record.target = NULL;
    p->record.ours.cost.occupancy.unit = p->record.greedy.cost.occupancy.unit = NULL;
    p->record.classical.cost.occupancy.unit = NULL;
  }
  vl_ranks_or_bytes(ranks, all, total * sizeof *all);
  qsort(all, total, sizeof *all, by_index);
  r->records.len = 0;
  for (size_t i = 0; i < total; i++) {
    rebuild(&all[i].record, manifest, all[i].index);
    VL_VEC_PUSH(&r->arena, r->records, all[i].record);
  }
  json_object_clear(r->skipped);
  for (int k = 0; k < VL_EVAL_NUM_SKIP_REASONS; k++)
    if (counts[n_ranks + k] > 0)
      json_object_set_new(r->skipped, vl_eval_skip_reasons[k], json_integer((json_int_t)counts[n_ranks + k]));
  r->modules_spilled = (uint32_t)counts[tail];
  r->spill_ms = counts[tail + 1];
  free(all);
  free(counts);
}
