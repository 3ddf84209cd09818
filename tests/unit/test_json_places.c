/* The JSON position index (base/json_places.h): members, items and repeated keys are
 * found where the text has them, escaped keys included, and lookups stay cheap. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "base/json_places.h"

static json_t *parse(const char *text) {
  json_t *root = json_loads(text, 0, NULL);
  assert_non_null(root);
  return root;
}

static void test_members_and_items(void **state) {
  const char *text = "[{\"function\": \"f\",\n  \"assign\": {\"%0\": \"v0\", \"%1\": \"v1\"}},\n {\"function\": \"g\"}]";
  json_t *root = parse(text);
  vl_json_places p;
  assert_true(vl_json_places_build(&p, text, strlen(text), root));
  vl_json_pos at = vl_json_places_item(&p, root, 1);
  assert_int_equal(at.line, 3);
  assert_int_equal(at.col, 2);
  json_t *first = json_array_get(root, 0), *assign = json_object_get(first, "assign");
  at = vl_json_places_key(&p, assign, "%1");
  assert_int_equal(at.line, 2);
  assert_int_equal(at.col, 26);
  at = vl_json_places_value(&p, assign, "%1");
  assert_int_equal(at.col, 32);
  at = vl_json_places_value(&p, json_array_get(root, 1), "function");
  assert_int_equal(at.line, 3);
  assert_int_equal(at.col, 15);
  at = vl_json_places_key(&p, assign, "%9");   /* not there */
  assert_int_equal(at.line, 0);
  assert_int_equal(p.num_repeats, 0);
  vl_json_places_free(&p);
  json_decref(root);
}

/* jansson keeps the last of a repeated key; the index reports the repeat with both places and
 * moves the member to the occurrence jansson kept. Escaped keys are decoded before comparing. */
static void test_repeats(void **state) {
  const char *text = "[{\"a\": 1},\n {\"\\u0061\": {\"x\": 1}, \"b\": 2,\n  \"a\": {\"x\": 2, \"x\": 3}}]";
  json_t *root = parse(text);
  vl_json_places p;
  assert_true(vl_json_places_build(&p, text, strlen(text), root));
  assert_int_equal(p.num_repeats, 2);
  assert_int_equal(p.repeats[0].entry, 1);
  assert_string_equal(p.repeats[0].key, "a");
  assert_int_equal(p.repeats[0].first.line, 2);
  assert_int_equal(p.repeats[0].first.col, 3);
  assert_int_equal(p.repeats[0].again.line, 3);
  assert_int_equal(p.repeats[0].again.col, 3);
  assert_string_equal(p.repeats[1].key, "x");   /* inside the kept value: a repeat of its own */
  assert_int_equal(p.repeats[1].again.col, 17);
  vl_json_pos at = vl_json_places_key(&p, json_array_get(root, 1), "a");
  assert_int_equal(at.line, 3);
  vl_json_places_free(&p);
  json_decref(root);
}

/* Many keys: every one found at its own line (the index is built once, not searched per key). */
static void test_many_keys(void **state) {
  enum { N = 50000 };
  char *text = malloc(N * 24 + 16), *w = text;
  w += sprintf(w, "{");
  for (int i = 0; i < N; i++) w += sprintf(w, "%s\n\"k%d\": %d", i ? "," : "", i, i);
  sprintf(w, "}");
  json_t *root = parse(text);
  vl_json_places p;
  assert_true(vl_json_places_build(&p, text, strlen(text), root));
  for (int i = 0; i < N; i += 997) {
    char key[16];
    snprintf(key, sizeof key, "k%d", i);
    vl_json_pos at = vl_json_places_key(&p, root, key);
    assert_int_equal(at.line, (uint32_t)i + 2);
    assert_int_equal(at.col, 1);
  }
  vl_json_places_free(&p);
  json_decref(root);
  free(text);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_members_and_items),
      cmocka_unit_test(test_repeats),
      cmocka_unit_test(test_many_keys),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
