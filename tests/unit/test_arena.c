/* The arena: memory is zeroed when handed out, also memory a rewind gave back and the blocks
 * it keeps; what was handed out before a mark survives rewinding to it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <cmocka.h>

#include "base/arena.h"

static bool all_zero(const unsigned char *p, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (p[i]) return false;
  return true;
}

static void test_rewind_keeps_before_and_zeroes_after(void **state) {
  (void)state;
  vl_arena arena = {0};
  unsigned char *kept = vl_arena_alloc(&arena, 100);
  memset(kept, 0xab, 100);
  vl_arena_mark mark = vl_arena_mark_of(&arena);
  size_t total = arena.total;
  /* dirty more than the first block, so that the rewind gives blocks back */
  for (int round = 0; round < 3; round++) {
    for (int i = 0; i < 40; i++) {
      size_t n = 1000 + 997 * (size_t)i;
      unsigned char *p = vl_arena_alloc(&arena, n);
      assert_true(all_zero(p, n));
      memset(p, 0xcd, n);
    }
    vl_arena_rewind(&arena, mark);
    assert_int_equal(arena.total, total);
    for (int i = 0; i < 100; i++) assert_int_equal(kept[i], 0xab);
  }
  /* a request larger than any kept block is served by a new one, zeroed */
  unsigned char *big = vl_arena_alloc(&arena, 3 << 20);
  assert_true(all_zero(big, 3 << 20));
  vl_arena_free(&arena);
  assert_null(arena.head);
  assert_null(arena.spare);
}

static void test_rewind_to_empty(void **state) {
  (void)state;
  vl_arena arena = {0};
  for (int round = 0; round < 4; round++) {
    vl_arena_rewind(&arena, (vl_arena_mark){0});
    assert_int_equal(arena.total, 0);
    unsigned char *p = vl_arena_alloc(&arena, 50000);
    assert_true(all_zero(p, 50000));
    memset(p, 0xef, 50000);
    char *s = vl_arena_printf(&arena, "round %d", round);
    char want[16];
    snprintf(want, sizeof want, "round %d", round);
    assert_string_equal(s, want);
    /* a string is not zeroed past its end, but what follows it is */
    unsigned char *after = vl_arena_alloc(&arena, 5000);
    assert_true(all_zero(after, 5000));
    memset(after, 0x11, 5000);
  }
  vl_arena_free(&arena);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_rewind_keeps_before_and_zeroes_after),
      cmocka_unit_test(test_rewind_to_empty),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
