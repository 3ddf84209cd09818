/* Aggregating eval records (see eval_summary.h). */
#include "eval_summary.h"
#include "../base/order_stats.h"

#include <stdlib.h>

static void compare(vl_eval_compare *c, uint32_t ours, uint32_t other) {
  if (ours < other) c->fewer++;
  else if (ours == other) c->equal++;
  else c->more++;
}

static void against(vl_eval_against *a, const vl_eval_usage *ours, const vl_eval_usage *other) {
  if (!ours->known || !other->known) {
    a->registers.unknown++, a->vector.unknown++, a->sgpr.unknown++, a->occupancy.unknown++, a->cost.unknown++;
    return;
  }
  compare(&a->vector, ours->vector, other->vector);
  compare(&a->sgpr, ours->sgpr, other->sgpr);
  compare(&a->occupancy, ours->occupancy, other->occupancy);
  if (ours->vector > other->vector || ours->sgpr > other->sgpr) a->registers.more++;
  else if (ours->vector < other->vector || ours->sgpr < other->sgpr) a->registers.fewer++;
  else a->registers.equal++;
  a->copies_ours += ours->copies_left;
  a->copies_other += other->copies_left;
  a->spill_ours += ours->spill_weighted;
  a->spill_other += other->spill_weighted;
  double t = ours->cost.time, o = other->cost.time;
  if (t < o * (1 - 5e-4)) a->cost.fewer++;
  else if (t > o * (1 + 5e-4)) a->cost.more++;
  else a->cost.equal++;
  a->time_ours += t;
  a->time_other += o;
}

/* llc's "; Occupancy:" for greedy's allocation (the manifest's reference), against our model's. */
static void check_occupancy(vl_eval_summary *s, const vl_eval_record *r) {
  json_t *llc = json_object_get(json_object_get(r->entry, "reference"), "Occupancy");
  if (!r->greedy.known || !json_is_integer(llc)) return;
  s->occupancy_checked++;
  s->occupancy_agree += json_integer_value(llc) == r->greedy.occupancy;
}

static void add_tries(vl_eval_summary *s, const vl_eval_tries *t) {
  s->tries += t->n;
  s->failed += t->n - t->passed;
  for (int c = 0; c < VL_NUM_CATEGORIES; c++) s->failed_by[c] += t->failed_by[c];
}

vl_eval_summary vl_eval_summarize(const vl_eval_record *const *records, uint32_t n) {
  vl_eval_summary s = {.functions = n};
  double *ms = malloc(sizeof *ms * (n ? n : 1) * 3), *masked = ms + (n ? n : 1), *cpu = masked + (n ? n : 1);
  for (uint32_t i = 0; i < n; i++) {
    const vl_eval_record *r = records[i];
    s.pass_raw += r->pass_raw, s.pass_1 += r->pass_1, s.pass_k += r->pass_k;
    add_tries(&s, &r->raw), add_tries(&s, &r->masked), add_tries(&s, &r->samples);
    against(&s.greedy, &r->ours, &r->greedy);
    against(&s.classical, &r->ours, &r->classical);
    check_occupancy(&s, r);
    ms[i] = r->ms;
    masked[i] = r->masked_ms, cpu[i] = r->masked_cpu_ms;
    s.ms_total += r->ms;
    if (r->ms > s.ms_max) s.ms_max = r->ms;
  }
  if (n) {
    s.pass_raw /= n, s.pass_1 /= n, s.pass_k /= n;
    s.ms_mean = s.ms_total / n;
    vl_sort_doubles(ms, n);
    s.ms_median = vl_median_sorted(ms, n);
    vl_sort_doubles(masked, n), vl_sort_doubles(cpu, n);
    s.masked_ms_median = vl_median_sorted(masked, n);
    s.masked_cpu_ms_median = vl_median_sorted(cpu, n);
  }
  free(ms);
  return s;
}
