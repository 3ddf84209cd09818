/* Corpus statistics (see stats.h). */
#include "stats.h"

#include <stdlib.h>
#include <string.h>

#include "split.h"
#include "../base/order_stats.h"

/* The values of one group: a family on a target, or a whole target. */
typedef struct group {
  char name[96];            /* "gfx90a/gemm", "gfx90a/(all)" */
  uint32_t count, spilled, splits[VL_NUM_SPLITS];
  double *sizes, *pressures;   /* whole numbers; doubles for the shared median */
  uint32_t num_pressures;
} group;

typedef struct groups {
  group *list;
  uint32_t count, cap;
} groups;

static group *group_of(groups *g, const char *target, const char *family) {
  char name[96];
  snprintf(name, sizeof name, "%s/%s", target, family);
  for (uint32_t i = 0; i < g->count; i++)
    if (!strcmp(g->list[i].name, name)) return &g->list[i];
  if (g->count == g->cap) {
    g->cap = g->cap ? 2 * g->cap : 64;
    g->list = realloc(g->list, g->cap * sizeof *g->list);
  }
  group *n = &g->list[g->count++];
  memset(n, 0, sizeof *n);
  snprintf(n->name, sizeof n->name, "%s", name);
  return n;
}

static int64_t int_at(const json_t *obj, const char *key) {
  const json_t *v = json_object_get(obj, key);
  return json_is_integer(v) ? json_integer_value(v) : -1;
}

bool vl_corpus_vendor_spilled(const json_t *ref) {
  static const char *const keys[] = {"spills", "reloads", "folded_spills", "folded_reloads", "spill_store_bytes",
                                     "spill_load_bytes", NULL};
  for (const char *const *k = keys; *k; k++)
    if (int_at(ref, *k) > 0) return true;
  return false;
}

/* The main register file's pressure: VGPR+AGPR on AMDGPU, R on NVIDIA. */
static int64_t main_pressure(const json_t *pressure) {
  if (json_object_get(pressure, "R")) return int_at(pressure, "R");
  int64_t v = int_at(pressure, "vgpr"), a = int_at(pressure, "agpr");
  return v < 0 ? -1 : v + (a > 0 ? a : 0);
}

static void add(group *g, const json_t *e, int split) {
  g->sizes = realloc(g->sizes, (g->count + 1) * sizeof *g->sizes);
  g->sizes[g->count] = int_at(e, "instructions");
  int64_t p = main_pressure(json_object_get(e, "pressure"));
  if (p >= 0) {
    g->pressures = realloc(g->pressures, (g->num_pressures + 1) * sizeof *g->pressures);
    g->pressures[g->num_pressures++] = p;
  }
  g->count++;
  g->spilled += vl_corpus_vendor_spilled(json_object_get(e, "reference"));
  if (split >= 0) g->splits[split]++;
}

static json_t *distribution(double *values, uint32_t n) {
  json_t *d = json_object();
  if (!n) return d;
  vl_sort_doubles(values, n);
  json_object_set_new(d, "min", json_integer((json_int_t)values[0]));
  json_object_set_new(d, "median", json_real(vl_median_sorted(values, n)));
  json_object_set_new(d, "max", json_integer((json_int_t)values[n - 1]));
  return d;
}

static json_t *group_json(group *g) {
  json_t *o = json_object();
  json_object_set_new(o, "functions", json_integer(g->count));
  for (int s = 0; s < VL_NUM_SPLITS; s++) json_object_set_new(o, vl_split_names[s], json_integer(g->splits[s]));
  json_object_set_new(o, "instructions", distribution(g->sizes, g->count));
  json_object_set_new(o, "pressure", distribution(g->pressures, g->num_pressures));
  json_object_set_new(o, "vendor_spills", json_integer(g->spilled));
  return o;
}

json_t *vl_corpus_stats(const vl_manifest *m) {
  groups g = {0};
  static const char *const bucket_names[] = {"<100", "100-999", "1000-9999", ">=10000"};
  uint32_t buckets[4] = {0};
  json_t *families_only_in_test = json_object();
  for (uint32_t i = 0; i < m->num_entries; i++) {
    const json_t *e = m->entries[i];
    const char *target = json_string_value(json_object_get(e, "target"));
    const char *family = json_string_value(json_object_get(e, "family"));
    int split = vl_split_of_name(json_string_value(json_object_get(e, "split")));
    add(group_of(&g, target, family), e, split);
    add(group_of(&g, target, "(all)"), e, split);
    add(group_of(&g, "(all)", family), e, split);
    add(group_of(&g, "(all)", "(all)"), e, split);
    int64_t n = int_at(e, "instructions");
    buckets[n < 100 ? 0 : n < 1000 ? 1 : n < 10000 ? 2 : 3]++;
    bool in_test = split == VL_SPLIT_TEST;
    json_t *seen = json_object_get(families_only_in_test, family);
    json_object_set_new(families_only_in_test, family, json_boolean(in_test && (!seen || json_is_true(seen))));
  }
  json_t *stats = json_object(), *by_group = json_object(), *size_buckets = json_object();
  for (uint32_t i = 0; i < g.count; i++) {
    json_object_set_new(by_group, g.list[i].name, group_json(&g.list[i]));
    free(g.list[i].sizes);
    free(g.list[i].pressures);
  }
  free(g.list);
  for (int b = 0; b < 4; b++) json_object_set_new(size_buckets, bucket_names[b], json_integer(buckets[b]));
  json_t *test_only = json_array();
  const char *family;
  json_t *flag;
  json_object_foreach(families_only_in_test, family, flag) if (json_is_true(flag)) json_array_append_new(test_only, json_string(family));
  json_decref(families_only_in_test);
  json_object_set_new(stats, "functions", json_integer(m->num_entries));
  json_object_set_new(stats, "size_buckets", size_buckets);
  json_object_set_new(stats, "families_only_in_test", test_only);
  json_object_set_new(stats, "groups", by_group);
  return stats;
}

static void print_row(FILE *out, const char *name, const json_t *o) {
  const json_t *size = json_object_get(o, "instructions"), *pressure = json_object_get(o, "pressure");
  char sizes[48], pressures[32];
  snprintf(sizes, sizeof sizes, "%lld/%.10g/%lld", (long long)int_at(size, "min"),
           json_real_value(json_object_get(size, "median")), (long long)int_at(size, "max"));
  snprintf(pressures, sizeof pressures, "%.10g/%lld", json_real_value(json_object_get(pressure, "median")),
           (long long)int_at(pressure, "max"));
  fprintf(out, "%-26s %6lld %6lld %5lld %5lld  %-20s %-10s %6lld\n", name, (long long)int_at(o, "functions"),
          (long long)int_at(o, "train"), (long long)int_at(o, "val"), (long long)int_at(o, "test"), sizes, pressures,
          (long long)int_at(o, "vendor_spills"));
}

void vl_corpus_stats_print(const json_t *stats, FILE *out) {
  const json_t *groups = json_object_get(stats, "groups");
  fprintf(out, "%-26s %6s %6s %5s %5s  %-20s %-10s %6s\n", "target/family", "funcs", "train", "val", "test",
          "insns min/med/max", "pressure", "spills");
  fprintf(out, "%-26s %6s %6s %5s %5s  %-20s %-10s %6s\n", "", "", "", "", "", "", "med/max", "(vendor)");
  /* Targets in corpus order, each with its families, then the families over all targets. */
  static const char *const targets[] = {"gfx90a", "gfx942", "gfx1100", "sm_89", "sm_90", "(all)", NULL};
  for (const char *const *t = targets; *t; t++) {
    size_t n = strlen(*t);
    const char *name;
    json_t *o;
    json_object_foreach((json_t *)groups, name, o) {
      if (strncmp(name, *t, n) || name[n] != '/' || !strcmp(name + n + 1, "(all)")) continue;
      print_row(out, name, o);
    }
    char all[64];
    snprintf(all, sizeof all, "%s/(all)", *t);
    if (json_object_get(groups, all)) print_row(out, all, json_object_get(groups, all));
  }
  const json_t *b = json_object_get(stats, "size_buckets");
  fprintf(out, "sizes (instructions): <100: %lld, 100-999: %lld, 1000-9999: %lld, >=10000: %lld\n",
          (long long)int_at(b, "<100"), (long long)int_at(b, "100-999"), (long long)int_at(b, "1000-9999"),
          (long long)int_at(b, ">=10000"));
  fprintf(out, "families only in test:");
  size_t i;
  json_t *f;
  json_array_foreach(json_object_get(stats, "families_only_in_test"), i, f) fprintf(out, " %s", json_string_value(f));
  fprintf(out, "\n");
}
