/* The eval table and report.json (see eval_report.h). */
#include "eval_report.h"

#include <stdlib.h>
#include <string.h>

#include "../base/json.h"
#include "../corpus/split.h"
#include "eval_summary.h"

static int by_string(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }

/* The families in alphabetical order, without repeats; *n receives how many. */
static const char **families(const vl_eval_result *r, uint32_t *n) {
  const char **names = malloc(sizeof *names * (r->records.len + 1));
  uint32_t count = 0;
  for (size_t i = 0; i < r->records.len; i++) names[count++] = r->records.data[i].family;
  qsort(names, count, sizeof *names, by_string);
  uint32_t unique = 0;
  for (uint32_t i = 0; i < count; i++)
    if (!unique || strcmp(names[unique - 1], names[i])) names[unique++] = names[i];
  *n = unique;
  return names;
}

/* The summary of one family (NULL: all records). */
static vl_eval_summary summary_of(const vl_eval_result *r, const char *family) {
  const vl_eval_record **picked = malloc(sizeof *picked * (r->records.len + 1));
  uint32_t n = 0;
  for (size_t i = 0; i < r->records.len; i++)
    if (!family || !strcmp(r->records.data[i].family, family)) picked[n++] = &r->records.data[i];
  vl_eval_summary s = vl_eval_summarize(picked, n);
  free(picked);
  return s;
}

static double share(uint32_t part, uint32_t whole) { return whole ? (double)part / whole : 0.0; }

static uint32_t named_failures(const vl_eval_summary *s) {
  return s->failed_by[VL_CAT_DATAFLOW] + s->failed_by[VL_CAT_CONSTRAINT] + s->failed_by[VL_CAT_SYNTAX] +
         s->failed_by[VL_CAT_NONE];
}

/* A deterministic allocator gives one answer per function: one "valid" column instead of three. */
static void print_row(FILE *out, const char *label, const vl_eval_summary *s, bool deterministic) {
  char failures[32] = "-", greedy[24], classical[24], occupancy[24], cost[24];
  uint32_t named = named_failures(s);
  if (named)
    snprintf(failures, sizeof failures, "%.0f/%.0f/%.0f", 100 * share(s->failed_by[VL_CAT_DATAFLOW], named),
             100 * share(s->failed_by[VL_CAT_CONSTRAINT], named), 100 * share(s->failed_by[VL_CAT_SYNTAX], named));
  snprintf(greedy, sizeof greedy, "%u/%u/%u", s->greedy.registers.fewer, s->greedy.registers.equal,
           s->greedy.registers.more);
  snprintf(classical, sizeof classical, "%u/%u/%u", s->classical.registers.fewer, s->classical.registers.equal,
           s->classical.registers.more);
  snprintf(occupancy, sizeof occupancy, "%u/%u/%u", s->greedy.occupancy.more, s->greedy.occupancy.equal,
           s->greedy.occupancy.fewer);
  snprintf(cost, sizeof cost, "%u/%u/%u", s->greedy.cost.fewer, s->greedy.cost.equal, s->greedy.cost.more);
  if (deterministic) fprintf(out, "%-12s %5u %9.1f%% %15s  ", label, s->functions, 100 * s->pass_1, "");
  else fprintf(out, "%-12s %5u %9.1f%% %6.1f%% %6.1f%%  ", label, s->functions, 100 * s->pass_raw, 100 * s->pass_1, 100 * s->pass_k);
  fprintf(out, "%-12s %-13s %-13s %-11s %-14s %7llu/%-7llu %8.1f\n", failures, greedy, classical, occupancy, cost,
          (unsigned long long)s->greedy.copies_ours, (unsigned long long)s->greedy.copies_other, s->ms_mean);
}

static void print_compare(FILE *out, const char *what, const vl_eval_against *a, const char *other) {
  const vl_eval_compare *c = &a->registers;
  uint32_t known = c->fewer + c->equal + c->more;
  fprintf(out, "%s: at most %s's in both files on %u of %u functions (%.1f%%); fewer %u, equal %u, more %u", what,
          other, c->fewer + c->equal, known, 100 * share(c->fewer + c->equal, known), c->fewer, c->equal, c->more);
  if (c->unknown) fprintf(out, "; %u without a comparison", c->unknown);
  fprintf(out, "\n  VGPR+AGPR fewer/equal/more %u/%u/%u, SGPR %u/%u/%u; occupancy higher/equal/lower %u/%u/%u; "
          "copies left %llu vs %llu; weighted spill cost %.1f vs %.1f\n",
          a->vector.fewer, a->vector.equal, a->vector.more, a->sgpr.fewer, a->sgpr.equal, a->sgpr.more,
          a->occupancy.more, a->occupancy.equal, a->occupancy.fewer, (unsigned long long)a->copies_ours,
          (unsigned long long)a->copies_other, a->spill_ours, a->spill_other);
  const vl_eval_compare *t = &a->cost;
  fprintf(out, "  predicted time (cost model) faster/equal/slower %u/%u/%u; summed %.1f vs %.1f (%.3fx)\n", t->fewer,
          t->equal, t->more, a->time_ours, a->time_other, a->time_other > 0 ? a->time_ours / a->time_other : 0.0);
}



void vl_eval_report_print(const vl_eval_result *r, const vl_eval_options *o, const char *manifest, FILE *out) {
  bool deterministic = !o->proposer;
  fprintf(out, "verilocc eval %s: allocator %s, split %s, %zu functions in %.1f s\n", manifest, o->allocator,
          vl_split_label(o->split), r->records.len, r->seconds);
  if (o->shards > 1)
    fprintf(out, "shard %u of %u (0-based): the MIR files at positions %u mod %u among those of the split\n", o->shard,
            o->shards, o->shard, o->shards);
  if (deterministic)
    fprintf(out, "%s is deterministic: one answer per function, verified, so Pass@1 raw = Pass@1 = Pass@%u = "
            "that answer\n", o->allocator, o->k);
  else
    fprintf(out, "raw: one greedy proposal, mask off; Pass@1: one greedy proposal, mask on; Pass@%u: %u samples "
            "at temperature %.2f, top-k %u, mask %s (unbiased estimator)\n", o->k, o->samples, o->temperature,
            o->top_k, o->mask ? "on" : "off");
  /* Pass@k of k = 1 is one sample: named so, not a second "pass@1" */
  char passk[16];
  snprintf(passk, sizeof passk, o->k == 1 ? "sample@1" : "pass@%u", o->k);
  if (deterministic)
    fprintf(out, "%-12s %5s %10s %15s  %-12s %-13s %-13s %-11s %-14s %15s %8s\n", "family", "fns", "valid", "",
            "fail df/c/s%", "vs greedy", "vs classic", "occupancy", "cost vs greedy", "copies left", "ms/fn");
  else
    fprintf(out, "%-12s %5s %10s %7s %7s  %-12s %-13s %-13s %-11s %-14s %15s %8s\n", "family", "fns", "pass@1raw",
            "pass@1", passk, "fail df/c/s%", "vs greedy", "vs classic", "occupancy", "cost vs greedy", "copies left",
            "ms/fn");
  fprintf(out, "%-12s %5s %10s %7s %7s  %-12s %-13s %-13s %-11s %-14s %15s %8s\n", "", "", "", "", "", "",
          "fewer/eq/more", "fewer/eq/more", "up/eq/down", "fast/eq/slow", "ours/greedy", "mean");
  uint32_t nf;
  const char **names = families(r, &nf);
  uint32_t unseen = 0;
  for (uint32_t i = 0; i < nf; i++) {
    vl_eval_summary s = summary_of(r, names[i]);
    char label[64];
    bool seen = json_object_get(r->trained, names[i]) != NULL;
    snprintf(label, sizeof label, "%s%s", names[i], seen ? "" : "*");
    unseen += !seen;
    print_row(out, label, &s, deterministic);
  }
  free(names);
  vl_eval_summary total = summary_of(r, NULL);
  print_row(out, "total", &total, deterministic);
  if (unseen) fprintf(out, "* a family with no function in the manifest's training split\n");
  uint32_t named = named_failures(&total);
  fprintf(out, "failures: %u of %u tries failed", total.failed, total.tries);
  if (named)
    fprintf(out, "; dataflow %u (%.1f%%), constraint %u (%.1f%%), syntax %u (%.1f%%)",
            total.failed_by[VL_CAT_DATAFLOW], 100 * share(total.failed_by[VL_CAT_DATAFLOW], named),
            total.failed_by[VL_CAT_CONSTRAINT], 100 * share(total.failed_by[VL_CAT_CONSTRAINT], named),
            total.failed_by[VL_CAT_SYNTAX], 100 * share(total.failed_by[VL_CAT_SYNTAX], named));
  if (total.failed_by[VL_CAT_NONE]) fprintf(out, ", no category %u", total.failed_by[VL_CAT_NONE]);
  fputc('\n', out);
  print_compare(out, "registers vs LLVM greedy (its post-RA MIR)", &total.greedy, "greedy");
  print_compare(out, "registers vs the classical allocator", &total.classical, "classical");
  fprintf(out, "occupancy model on LLVM greedy's allocation: llc's \"; Occupancy:\" on %u of %u functions\n",
          total.occupancy_agree, total.occupancy_checked);
  fprintf(out, "time per function (ms): mean %.1f, median %.1f, max %.1f; spiller %.1f ms over %u MIR files it "
          "changed\n", total.ms_mean, total.ms_median, total.ms_max, r->spill_ms, r->modules_spilled);
  fprintf(out, "the answer alone per function (ms, median): wall clock %.2f, thread CPU %.2f\n",
          total.masked_ms_median, total.masked_cpu_ms_median);
  vl_json_print_counts(out, "skipped", r->skipped);
  fprintf(out, "not evaluated: %u NVIDIA entries, %u AMDGPU entries of other splits\n", r->nvidia, r->other_splits);
}

static json_t *compare_json(const vl_eval_compare *c) {
  return json_pack("{s:i, s:i, s:i, s:i}", "fewer", (int)c->fewer, "equal", (int)c->equal, "more", (int)c->more,
                   "unknown", (int)c->unknown);
}

static json_t *against_json(const vl_eval_against *a) {
  json_t *j = compare_json(&a->registers);
  json_object_set_new(j, "vector", compare_json(&a->vector));
  json_object_set_new(j, "sgpr", compare_json(&a->sgpr));
  json_object_set_new(j, "occupancy",
                      json_pack("{s:i, s:i, s:i, s:i}", "higher", (int)a->occupancy.more, "equal",
                                (int)a->occupancy.equal, "lower", (int)a->occupancy.fewer, "unknown",
                                (int)a->occupancy.unknown));
  json_object_set_new(j, "copies_left", json_pack("{s:I, s:I}", "ours", (json_int_t)a->copies_ours, "other",
                                                  (json_int_t)a->copies_other));
  json_object_set_new(j, "spill_cost", json_pack("{s:f, s:f}", "ours", a->spill_ours, "other", a->spill_other));
  json_object_set_new(j, "predicted_time",
                      json_pack("{s:i, s:i, s:i, s:i, s:f, s:f}", "faster", (int)a->cost.fewer, "equal",
                                (int)a->cost.equal, "slower", (int)a->cost.more, "unknown", (int)a->cost.unknown,
                                "ours", a->time_ours, "other", a->time_other));
  return j;
}

static json_t *failures_json(const vl_eval_summary *s) {
  uint32_t named = named_failures(s);
  return json_pack("{s:i, s:i, s:i, s:i, s:i, s:i, s:{s:f, s:f, s:f, s:f}}", "tries", (int)s->tries, "failed",
                   (int)s->failed, "dataflow", (int)s->failed_by[VL_CAT_DATAFLOW], "constraint",
                   (int)s->failed_by[VL_CAT_CONSTRAINT], "syntax", (int)s->failed_by[VL_CAT_SYNTAX], "other",
                   (int)s->failed_by[VL_CAT_NONE], "shares", "dataflow",
                   share(s->failed_by[VL_CAT_DATAFLOW], named), "constraint",
                   share(s->failed_by[VL_CAT_CONSTRAINT], named), "syntax", share(s->failed_by[VL_CAT_SYNTAX], named),
                   "other", share(s->failed_by[VL_CAT_NONE], named));
}

static json_t *summary_json(const vl_eval_summary *s) {
  return json_pack("{s:i, s:f, s:f, s:f, s:o, s:o, s:o, s:{s:f, s:f, s:f, s:f, s:f}, s:{s:i, s:i}}", "functions",
                   (int)s->functions, "pass@1_raw", s->pass_raw, "pass@1", s->pass_1, "pass@k", s->pass_k, "failures",
                   failures_json(s), "registers_vs_reference", against_json(&s->greedy), "registers_vs_classical",
                   against_json(&s->classical), "ms", "mean", s->ms_mean, "median", s->ms_median, "max", s->ms_max,
                   "masked_median", s->masked_ms_median, "masked_cpu_median", s->masked_cpu_ms_median,
                   "occupancy_vs_llc", "checked", (int)s->occupancy_checked, "agree", (int)s->occupancy_agree);
}

static json_t *usage_json(const vl_eval_usage *u) {
  if (!u->known) return json_null();
  return json_pack("{s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:f, s:o}", "vgpr", (int)u->vgpr, "agpr", (int)u->agpr,
                   "sgpr", (int)u->sgpr, "vector", (int)u->vector, "occupancy", (int)u->occupancy, "copies_left",
                   (int)u->copies_left, "spill_stores", (int)u->spill_stores, "spill_reloads", (int)u->spill_reloads,
                   "spill_cost", u->spill_weighted, "cost", vl_cost_json(&u->cost));
}

static json_t *tries_json(const vl_eval_tries *t) {
  return json_pack("{s:i, s:i, s:{s:i, s:i, s:i, s:i}}", "n", (int)t->n, "passed", (int)t->passed, "failed_by",
                   "dataflow", (int)t->failed_by[VL_CAT_DATAFLOW], "constraint", (int)t->failed_by[VL_CAT_CONSTRAINT],
                   "syntax", (int)t->failed_by[VL_CAT_SYNTAX], "other", (int)t->failed_by[VL_CAT_NONE]);
}

static json_t *record_json(const vl_eval_record *r, bool deterministic) {
  json_t *j = json_pack("{s:s, s:s, s:s, s:s, s:f, s:f, s:f, s:o, s:o, s:o, s:o, s:f}", "id", r->id, "family",
                        r->family, "target", r->target, "function",
                        json_string_value(json_object_get(r->entry, "function")), "pass@1_raw", r->pass_raw, "pass@1",
                        r->pass_1, "pass@k", r->pass_k, "tries", json_object(), "ours", usage_json(&r->ours),
                        "reference", usage_json(&r->greedy), "classical", usage_json(&r->classical), "ms", r->ms);
  json_object_set_new(j, "masked_ms", json_real(r->masked_ms));   /* the answer alloc takes first, alone */
  json_object_set_new(j, "masked_cpu_ms", json_real(r->masked_cpu_ms));   /* its thread's CPU time */
  json_t *asm_numbers = json_object_get(r->entry, "reference");
  json_object_set_new(j, "reference_asm", asm_numbers ? json_deep_copy(asm_numbers) : json_null());
  json_t *tries = json_object_get(j, "tries");
  json_object_set_new(tries, deterministic ? "answer" : "raw", tries_json(&r->raw));
  if (!deterministic) {
    json_object_set_new(tries, "masked", tries_json(&r->masked));
    json_object_set_new(tries, "samples", tries_json(&r->samples));
  }
  return j;
}

json_t *vl_eval_report_json(const vl_eval_result *r, const vl_eval_options *o, const char *manifest) {
  vl_eval_summary total = summary_of(r, NULL);
  json_t *root = json_pack("{s:s, s:s, s:s, s:b, s:i, s:i}", "manifest", manifest, "allocator", o->allocator, "split",
                           vl_split_label(o->split), "deterministic", !o->proposer, "k", (int)o->k, "samples",
                           (int)(o->proposer ? o->samples : 1));
  if (o->proposer)
    json_object_set_new(root, "sampling", json_pack("{s:f, s:i, s:b, s:I}", "temperature", (double)o->temperature,
                                                    "top_k", (int)o->top_k, "mask", o->mask, "seed",
                                                    (json_int_t)o->seed));
  if (o->shards > 1) json_object_set_new(root, "shard", json_pack("{s:i, s:i}", "index", (int)o->shard, "of", (int)o->shards));
  json_t *summary = summary_json(&total);
  json_object_update(root, summary);   /* functions, pass@1_raw, pass@1, pass@k, failures, registers_vs_* , ms */
  json_decref(summary);
  json_t *by_family = json_object();
  uint32_t nf;
  const char **names = families(r, &nf);
  for (uint32_t i = 0; i < nf; i++) {
    vl_eval_summary s = summary_of(r, names[i]);
    json_t *family = summary_json(&s);
    json_object_set_new(family, "in_training_split", json_boolean(json_object_get(r->trained, names[i]) != NULL));
    json_object_set_new(by_family, names[i], family);
  }
  free(names);
  json_object_set_new(root, "families", by_family);
  json_object_set_new(root, "skipped", json_deep_copy(r->skipped));
  json_object_set_new(root, "not_evaluated", json_pack("{s:i, s:i}", "nvidia", (int)r->nvidia, "other_splits",
                                                       (int)r->other_splits));
  json_object_set_new(root, "spiller", json_pack("{s:i, s:f}", "mir_files_changed", (int)r->modules_spilled, "ms",
                                                 r->spill_ms));
  json_object_set_new(root, "seconds", json_real(r->seconds));
  json_t *records = json_array();
  for (size_t i = 0; i < r->records.len; i++) json_array_append_new(records, record_json(&r->records.data[i], !o->proposer));
  json_object_set_new(root, "records", records);
  return root;
}
