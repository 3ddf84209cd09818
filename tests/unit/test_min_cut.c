/* The Boykov-Kolmogorov minimum cut against a hand-worked graph and against brute force: on
 * random graphs of up to 10 nodes every s-t partition is enumerated, the cheapest cut must equal
 * the flow, and the reported sink side must be the smallest one (the intersection of the sink
 * sides of all minimum cuts). */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "base/min_cut.h"

static void test_hand_worked(void **state) {
  (void)state;
  /* s=0 t=5; the textbook graph (CLRS 26.1) with maximum flow 23. */
  vl_arena arena = {0};
  vl_min_cut *g = vl_min_cut_new(6, &arena);
  int e[][3] = {{0, 1, 16}, {0, 2, 13}, {1, 3, 12}, {2, 1, 4}, {2, 4, 14}, {3, 2, 9}, {3, 5, 20}, {4, 3, 7}, {4, 5, 4}};
  for (size_t i = 0; i < sizeof e / sizeof e[0]; i++) vl_min_cut_edge(g, (uint32_t)e[i][0], (uint32_t)e[i][1], e[i][2]);
  assert_float_equal(vl_min_cut_solve(g, 0, 5), 23.0, 1e-9);
  /* The unique minimum cut: {s, 1, 2, 4} against {3, t} (12 + 7 + 4). */
  bool source[] = {true, true, true, false, true, false};
  for (uint32_t v = 0; v < 6; v++) {
    assert_int_equal(vl_min_cut_sink_side(g, v), !source[v]);
  }
  vl_arena_free(&arena);
}

static uint64_t next(uint64_t *x) {
  *x ^= *x << 13, *x ^= *x >> 7, *x ^= *x << 17;
  return *x;
}

static void test_brute_force(void **state) {
  (void)state;
  uint64_t rng = 88172645463325252ull;
  for (int round = 0; round < 2000; round++) {
    uint32_t n = 3 + (uint32_t)(next(&rng) % 8), s = 0, t = n - 1;
    double cap[10][10] = {{0}};
    vl_arena arena = {0};
    vl_min_cut *g = vl_min_cut_new(n, &arena);
    for (uint32_t a = 0; a < n; a++)
      for (uint32_t b = 0; b < n; b++) {
        if (a == b || next(&rng) % 3) continue;
        /* small integers make ties between cuts common; now and then one "infinite" edge */
        double c = next(&rng) % 17 == 0 ? 1e18 : (double)(next(&rng) % 6);
        cap[a][b] += c;
        vl_min_cut_edge(g, a, b, c);
      }
    double flow = vl_min_cut_solve(g, s, t), best = INFINITY;
    uint32_t inner = n - 2, all_sink = (1u << n) - 1;
    for (uint32_t mask = 0; mask < (1u << inner); mask++) {
      uint32_t side = 1u << s;   /* bit v: v on the source side */
      for (uint32_t i = 0; i < inner; i++)
        if (mask >> i & 1) side |= 1u << (i + 1);
      double c = 0;
      for (uint32_t a = 0; a < n; a++)
        for (uint32_t b = 0; b < n; b++)
          if ((side >> a & 1) && !(side >> b & 1)) c += cap[a][b];
      if (c < best - 1e-6) best = c, all_sink = ~side & ((1u << n) - 1);
      else if (fabs(c - best) <= 1e-6) all_sink &= ~side;
    }
    assert_true(fabs(flow - best) <= 1e-6 * (best > 1 ? best : 1));
    /* Beyond 1e17 a unit of capacity is below a double's resolution: the sides are not comparable. */
    for (uint32_t v = 0; best < 1e17 && v < n; v++) {
      assert_int_equal(vl_min_cut_sink_side(g, v), (all_sink >> v & 1) != 0);
    }
    vl_arena_free(&arena);
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_hand_worked),
      cmocka_unit_test(test_brute_force),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
