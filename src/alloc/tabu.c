/* Tabu search over conflicts (see tabu.h). */
#include "tabu.h"

#include <stdlib.h>
#include <string.h>

#include "occupancy.h"

enum { INDEXES = 256, WORDS = INDEXES / 64 };

/* A neighbour j of vertex i: i at index b makes j at b + d meet it, for each bit d + 3 of `offsets`. */
typedef struct edge {
  uint32_t other;
  uint8_t offsets;
} edge;

typedef struct tabu {
  const vl_intervals *iv;
  const vl_function *fn;
  const vl_regspace *space;
  uint32_t num, *vreg;           /* vertices: the file's vregs */
  uint64_t (*legal)[WORDS];      /* per vertex: indexes its class allows, fixed registers free */
  uint32_t *first;               /* per vertex: its edges, edges[first[i] .. first[i + 1]) */
  edge *edges;
  uint16_t *gamma;               /* per vertex and index: neighbours it would meet there */
  uint32_t *until;               /* per vertex and index: the step until which it may not go there */
  int32_t *at;                   /* per vertex: its index, -1 none */
  uint32_t *conflicted, num_conflicted, *slot;   /* vertices in conflict; slot: position there + 1, 0 none */
  uint64_t conflicts2;           /* sum of gamma at the vertices' indexes: twice the conflicting pairs */
  uint64_t seed;
} tabu;

static uint32_t next_random(tabu *t) {
  t->seed = t->seed * 6364136223846793005ull + 1442695040888963407ull;
  return (uint32_t)(t->seed >> 33);
}

static bool allowed(const tabu *t, uint32_t i, uint32_t index) { return (t->legal[i][index >> 6] >> (index & 63)) & 1; }

/* The first index at or after `from` that vertex i may take, INDEXES when none: a step looks at
 * the few legal indexes only (a budget of 64 R registers leaves 192 of the 256 out). */
static uint32_t next_allowed(const tabu *t, uint32_t i, uint32_t from) {
  for (uint32_t w = from >> 6; w < WORDS; w++) {
    uint64_t bits = t->legal[i][w] & (w == from >> 6 ? ~(uint64_t)0 << (from & 63) : ~(uint64_t)0);
    if (bits) return w * 64 + (uint32_t)__builtin_ctzll(bits);
  }
  return INDEXES;
}

typedef struct span {
  uint32_t start, end, vertex;
} span;

static int by_start(const void *x, const void *y) {
  const span *a = x, *b = y;
  if (a->start != b->start) return a->start < b->start ? -1 : 1;
  return a->vertex < b->vertex ? -1 : a->vertex > b->vertex;
}

/* The interference edges between vertices, by a sweep over their spans. */
static void build_edges(tabu *t, vl_arena *arena) {
  span *spans = malloc(sizeof *spans * (t->num + 1));
  if (!spans) abort();
  for (uint32_t i = 0; i < t->num; i++) {
    uint32_t v = t->vreg[i];
    spans[i].vertex = i;
    vl_vreg_span(t->iv, v, &spans[i].start, &spans[i].end);
  }
  qsort(spans, t->num, sizeof *spans, by_start);
  size_t cap = 1024, n = 0;
  struct pair { uint32_t i, j; uint8_t offsets; } *pairs = malloc(cap * sizeof *pairs);
  if (!pairs) abort();
  for (uint32_t a = 0; a < t->num; a++)
    for (uint32_t b = a + 1; b < t->num && spans[b].start < spans[a].end; b++) {
      uint32_t i = spans[a].vertex, j = spans[b].vertex;
      uint8_t offsets = vl_lane_offsets(t->iv, t->vreg[i], t->vreg[j]);
      if (!offsets) continue;
      if (n == cap) {
        cap *= 2;
        pairs = realloc(pairs, cap * sizeof *pairs);
        if (!pairs) abort();
      }
      pairs[n++] = (struct pair){i, j, offsets};
    }
  t->first = VL_NEW_ARRAY(arena, uint32_t, t->num + 2);
  for (size_t k = 0; k < n; k++) t->first[pairs[k].i + 2]++, t->first[pairs[k].j + 2]++;
  for (uint32_t i = 2; i < t->num + 2; i++) t->first[i] += t->first[i - 1];
  t->edges = VL_NEW_ARRAY(arena, edge, 2 * n + 1);
  for (size_t k = 0; k < n; k++) {
    uint8_t mirrored = 0;   /* j at b meets i at b - d */
    for (int d = -3; d <= 3; d++)
      if (pairs[k].offsets & (1u << (d + 3))) mirrored |= (uint8_t)(1u << (-d + 3));
    t->edges[t->first[pairs[k].i + 1]++] = (edge){pairs[k].j, pairs[k].offsets};
    t->edges[t->first[pairs[k].j + 1]++] = (edge){pairs[k].i, mirrored};
  }
  free(pairs);
  free(spans);
}

static inline void mark_conflicted(tabu *t, uint32_t i) {
  bool in = t->at[i] >= 0 && t->gamma[(size_t)i * INDEXES + (uint32_t)t->at[i]] > 0;
  if (in && !t->slot[i]) {
    t->conflicted[t->num_conflicted++] = i;
    t->slot[i] = t->num_conflicted;
  } else if (!in && t->slot[i]) {
    uint32_t last = t->conflicted[--t->num_conflicted], at = t->slot[i] - 1;
    t->conflicted[at] = last;
    t->slot[last] = at + 1;
    t->slot[i] = 0;
  }
}

/* Vertex i leaves its index (if any) for `to` (-1: none): the neighbours' counts follow. */
static void move(tabu *t, uint32_t i, int32_t to) {
  int32_t from = t->at[i];
  if (from >= 0) t->conflicts2 -= 2u * t->gamma[(size_t)i * INDEXES + (uint32_t)from];
  if (to >= 0) t->conflicts2 += 2u * t->gamma[(size_t)i * INDEXES + (uint32_t)to];
  t->at[i] = to;
  for (uint32_t e = t->first[i]; e < t->first[i + 1]; e++) {
    uint32_t j = t->edges[e].other;
    uint16_t *g = &t->gamma[(size_t)j * INDEXES];
    for (unsigned bits = t->edges[e].offsets; bits; bits &= bits - 1) {   /* usually one offset: 0 */
      int d = __builtin_ctz(bits) - 3;
      if (from >= 0 && from + d >= 0 && from + d < INDEXES) g[from + d]--;
      if (to >= 0 && to + d >= 0 && to + d < INDEXES) g[to + d]++;
    }
    mark_conflicted(t, j);
  }
  mark_conflicted(t, i);
}

/* The legal index of i with the fewest conflicts (ties: the lowest). */
static int32_t best_index(const tabu *t, uint32_t i) {
  int32_t best = -1;
  for (uint32_t b = 0; b < INDEXES; b++)
    if (allowed(t, i, b) && (best < 0 || t->gamma[(size_t)i * INDEXES + b] < t->gamma[(size_t)i * INDEXES + (uint32_t)best]))
      best = (int32_t)b;
  return best;
}

/* One step: the best move of a conflicted vertex that is not tabu (or that ends all
 * conflicts), ties broken at random. */
static void step(tabu *t, uint32_t now) {
  int64_t best_delta = INT64_MAX;
  uint32_t best_i = 0, best_b = 0, ties = 0;
  for (uint32_t c = 0; c < t->num_conflicted; c++) {
    uint32_t i = t->conflicted[c], here = (uint32_t)t->at[i];
    const uint16_t *g = &t->gamma[(size_t)i * INDEXES];
    for (uint32_t b = 0; (b = next_allowed(t, i, b)) < INDEXES; b++) {   /* ascending, as ties are broken */
      if (b == here) continue;
      int64_t delta = (int64_t)g[b] - g[here];
      if (delta > best_delta) continue;   /* no better, no tie: whether it is tabu does not matter */
      if (t->until[(size_t)i * INDEXES + b] > now && (int64_t)t->conflicts2 + 2 * delta > 0) continue;
      if (delta < best_delta) best_delta = delta, best_i = i, best_b = b, ties = 1;
      else if (delta == best_delta && next_random(t) % ++ties == 0) best_i = i, best_b = b;
    }
  }
  if (best_delta == INT64_MAX) return;   /* every move is tabu: wait */
  uint32_t tenure = next_random(t) % 10 + (uint32_t)(0.6 * t->num_conflicted);
  t->until[(size_t)best_i * INDEXES + (uint32_t)t->at[best_i]] = now + tenure + 1;
  move(t, best_i, (int32_t)best_b);
}

bool vl_tabu_complete(const vl_intervals *iv, const vl_budget *budget, vl_regfile file, vl_physreg *reg,
                      uint32_t max_steps, vl_tabu_result *result) {
  const vl_function *fn = iv->live->fn;
  const vl_target *target = fn->module->target;
  *result = (vl_tabu_result){0};
  if (target->num_regs[file] > INDEXES || !vl_lane_offsets_fit(iv, file)) return false;
  vl_arena arena = {0};
  tabu t = {.iv = iv, .fn = fn, .space = &iv->live->space, .seed = 0x5eed};
  t.vreg = VL_NEW_ARRAY(&arena, uint32_t, fn->num_vregs + 1);
  for (uint32_t v = 0; v < fn->num_vregs; v++) {
    if (!t.space->width[v] || !(vl_vreg_class(fn, v)->files & (1u << file))) continue;
    if (vl_vreg_class(fn, v)->files != (1u << file)) {
      vl_arena_free(&arena);
      return false;
    }
    t.vreg[t.num++] = v;
  }
  vl_occupancy fixed;   /* nothing placed: the file's fixed registers only */
  vl_occupancy_init(&fixed, iv, budget, &arena);
  t.legal = vl_arena_alloc(&arena, sizeof *t.legal * (t.num + 1));
  memset(t.legal, 0, sizeof *t.legal * (t.num + 1));
  for (uint32_t i = 0; i < t.num; i++)
    for (uint32_t b = 0; b < target->num_regs[file]; b++) {
      vl_physreg r = vl_occupancy_candidate(&fixed, t.vreg[i], file, b);
      if (r.count && vl_occupancy_fits(&fixed, t.vreg[i], r)) t.legal[i][b >> 6] |= (uint64_t)1 << (b & 63);
    }
  build_edges(&t, &arena);
  t.gamma = VL_NEW_ARRAY(&arena, uint16_t, (size_t)t.num * INDEXES + 1);
  t.until = VL_NEW_ARRAY(&arena, uint32_t, (size_t)t.num * INDEXES + 1);
  t.at = VL_NEW_ARRAY(&arena, int32_t, t.num + 1);
  t.conflicted = VL_NEW_ARRAY(&arena, uint32_t, t.num + 1);
  t.slot = VL_NEW_ARRAY(&arena, uint32_t, t.num + 1);
  bool ok = true;
  for (uint32_t i = 0; i < t.num; i++) {
    t.at[i] = -1;
    vl_physreg r = reg[t.vreg[i]];
    uint32_t b = r.count ? r.unit - target->file_base[file] : INDEXES;
    if (b < INDEXES && allowed(&t, i, b)) move(&t, i, (int32_t)b);
  }
  for (uint32_t i = 0; i < t.num && ok; i++) {   /* the unplaced: where they meet the fewest */
    if (t.at[i] >= 0) continue;
    int32_t b = best_index(&t, i);
    if (b < 0) ok = false;
    else move(&t, i, b);
  }
  result->conflicts = (uint32_t)(t.conflicts2 / 2);
  uint32_t now = 0;
  while (ok && t.conflicts2 && now < max_steps) step(&t, ++now);
  result->steps = now;
  result->complete = ok && !t.conflicts2;
  if (result->complete)
    for (uint32_t i = 0; i < t.num; i++) reg[t.vreg[i]] = vl_occupancy_candidate(&fixed, t.vreg[i], file, t.at[i]);
  vl_arena_free(&arena);
  return result->complete;
}
