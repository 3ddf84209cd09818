/* Unit tests of src/corpus: grid expansion of family files, fingerprint
 * similarity, and the split by region merged over near-duplicates. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "corpus/spec.h"
#include "corpus/split.h"

typedef struct tmpdir {
  char path[64];
} tmpdir;

static void write_file(const char *dir, const char *name, const char *text) {
  char path[256];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  FILE *f = fopen(path, "w");
  assert_non_null(f);
  fputs(text, f);
  fclose(f);
}

static void make_tmp(tmpdir *t) {
  strcpy(t->path, "/tmp/vl_test_corpus.XXXXXX");
  assert_non_null(mkdtemp(t->path));
}

static void remove_tmp(tmpdir *t) {
  char cmd[128];
  snprintf(cmd, sizeof cmd, "rm -rf %s", t->path);
  assert_int_equal(system(cmd), 0);
}

/* Overlapping grids give one variant with the union of their targets; names,
 * parameters and regions follow the family's parameter order. */
static void test_spec_expands_grids(void **state) {
  (void)state;
  tmpdir t;
  make_tmp(&t);
  write_file(t.path, "k.hip", "// kernel\n");
  write_file(t.path, "a.json",
             "{\"family\": \"a\", \"source\": \"k.hip\", \"region\": [\"X\"], \"grids\": [\n"
             "  {\"targets\": [\"gfx90a\"], \"params\": {\"X\": [1, 2], \"Y\": [\"p\"]}},\n"
             "  {\"targets\": [\"sm_89\"], \"params\": {\"Y\": [\"p\"], \"X\": [2, 3]}}]}\n");
  vl_corpus_spec spec;
  vl_diags diags = {0};
  assert_int_equal(vl_corpus_spec_load(t.path, t.path, &spec, &diags), VL_OK);
  assert_int_equal(spec.num_families, 1);
  assert_int_equal(spec.num_variants, 3);
  assert_string_equal(spec.variants[0].name, "a.X-1.Y-p");
  assert_string_equal(spec.variants[1].name, "a.X-2.Y-p");
  assert_string_equal(spec.variants[2].name, "a.X-3.Y-p");
  assert_int_equal(spec.variants[0].targets, 1u << VL_CORPUS_GFX90A);
  assert_int_equal(spec.variants[1].targets, (1u << VL_CORPUS_GFX90A) | (1u << VL_CORPUS_SM89));
  assert_int_equal(spec.variants[2].targets, 1u << VL_CORPUS_SM89);
  assert_string_equal(spec.variants[1].region, "a:X=2");
  assert_int_equal(spec.variants[1].num_params, 2);
  assert_true(spec.variants[1].params[0].is_int);
  assert_false(spec.variants[1].params[1].is_int);
  assert_ptr_equal(vl_corpus_spec_find(&spec, "a.X-3.Y-p"), &spec.variants[2]);
  vl_corpus_spec_free(&spec);
  vl_diags_free(&diags);
  remove_tmp(&t);
}

/* A grid without "params" is an error, located and named. */
static void test_spec_rejects_grid_without_params(void **state) {
  (void)state;
  tmpdir t;
  make_tmp(&t);
  write_file(t.path, "k.hip", "// kernel\n");
  write_file(t.path, "b.json", "{\"family\": \"b\", \"source\": \"k.hip\", \"region\": [],\n \"grids\": [{\"targets\": [\"gfx90a\"]}]}\n");
  vl_corpus_spec spec;
  vl_diags diags = {0};
  assert_int_equal(vl_corpus_spec_load(t.path, t.path, &spec, &diags), VL_BAD_INPUT);
  assert_int_equal(diags.list.len, 1);
  assert_int_equal(diags.list.data[0].line, 1);   /* no "params" key in the text: the file's start */
  assert_non_null(strstr(diags.list.data[0].message, "\"params\" must be a non-empty object"));
  vl_corpus_spec_free(&spec);
  vl_diags_free(&diags);
  remove_tmp(&t);
}

static void test_fingerprint_similarity(void **state) {
  (void)state;
  const uint32_t a[] = {1, 4, 2, 2, 9, 1};   /* (hash, count) pairs: total 7 */
  const uint32_t b[] = {1, 2, 2, 2, 7, 3};   /* total 7; common min 2 + 2 = 4; max 4 + 2 + 1 + 3 = 10 */
  const uint32_t c[] = {3, 5};
  assert_true(vl_fingerprint_similarity(a, 3, a, 3) == 1.0);
  assert_true(vl_fingerprint_similarity(a, 3, b, 3) == 0.4);
  assert_true(vl_fingerprint_similarity(b, 3, a, 3) == 0.4);
  assert_true(vl_fingerprint_similarity(a, 3, c, 1) == 0.0);
}

/* Ten regions of family f split 8/1/1; a test-only family g goes to test and
 * pulls its near-duplicate from f along; a val/test variant that duplicates a
 * training one joins training; no near-duplicate pair crosses splits after. */
static void test_split_by_region_and_near_duplicates(void **state) {
  (void)state;
  tmpdir t;
  make_tmp(&t);
  write_file(t.path, "k.hip", "// kernel\n");
  write_file(t.path, "f.json",
             "{\"family\": \"f\", \"source\": \"k.hip\", \"region\": [\"X\"], \"grids\": [\n"
             "  {\"targets\": [\"gfx90a\"], \"params\": {\"X\": [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]}}]}\n");
  write_file(t.path, "g.json",
             "{\"family\": \"g\", \"source\": \"k.hip\", \"region\": [], \"split\": \"test\", \"grids\": [\n"
             "  {\"targets\": [\"gfx90a\"], \"params\": {\"Z\": [0]}}]}\n");
  vl_corpus_spec spec;
  vl_diags diags = {0};
  assert_int_equal(vl_corpus_spec_load(t.path, t.path, &spec, &diags), VL_OK);
  assert_int_equal(spec.num_variants, 11);   /* f.X-0 .. f.X-9, then g.Z-0 */

  /* First the split without any near-duplicates: every fingerprint distinct. */
  uint32_t fp[11][2];
  vl_split_item items[11];
  for (uint32_t v = 0; v < 11; v++) {
    fp[v][0] = 100 + v, fp[v][1] = 10;
    items[v] = (vl_split_item){.variant = v, .target = VL_CORPUS_GFX90A, .fingerprint = fp[v], .num_pairs = 1};
  }
  vl_split split[11];
  vl_split_report report;
  vl_corpus_split(&spec, items, 11, VL_NEAR_DUPLICATE_SIMILARITY, split, &report);
  uint32_t count[VL_NUM_SPLITS] = {0};
  for (uint32_t v = 0; v < 10; v++) count[split[v]]++;
  assert_int_equal(count[VL_SPLIT_TRAIN], 8);
  assert_int_equal(count[VL_SPLIT_VAL], 1);
  assert_int_equal(count[VL_SPLIT_TEST], 1);
  assert_int_equal(split[10], VL_SPLIT_TEST);
  assert_int_equal(report.near_duplicate_pairs, 0);
  assert_int_equal(report.variants_moved, 0);

  /* Now the val and the test variant of f copy a training variant, and g copies another. */
  uint32_t train[2] = {0, 0}, n = 0, val = 0, test = 0;
  for (uint32_t v = 0; v < 10; v++) {
    if (split[v] == VL_SPLIT_TRAIN && n < 2) train[n++] = v;
    if (split[v] == VL_SPLIT_VAL) val = v;
    if (split[v] == VL_SPLIT_TEST) test = v;
  }
  fp[val][0] = fp[test][0] = fp[train[0]][0];
  fp[10][0] = fp[train[1]][0];
  vl_corpus_split(&spec, items, 11, VL_NEAR_DUPLICATE_SIMILARITY, split, &report);
  assert_int_equal(report.near_duplicate_pairs, 4);   /* val-train, test-train, val-test, g-train */
  assert_int_equal(split[val], VL_SPLIT_TRAIN);
  assert_int_equal(split[test], VL_SPLIT_TRAIN);
  assert_int_equal(split[train[0]], VL_SPLIT_TRAIN);
  assert_int_equal(split[10], VL_SPLIT_TEST);
  assert_int_equal(split[train[1]], VL_SPLIT_TEST);
  assert_int_equal(report.variants_moved, 3);
  assert_int_equal(report.cross_split_pairs, 0);
  vl_corpus_spec_free(&spec);
  vl_diags_free(&diags);
  remove_tmp(&t);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_spec_expands_grids),
      cmocka_unit_test(test_spec_rejects_grid_without_params),
      cmocka_unit_test(test_fingerprint_similarity),
      cmocka_unit_test(test_split_by_region_and_near_duplicates),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
