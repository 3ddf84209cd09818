/* The abstract state of the translation validator (see tv_internal.h): a
 * sorted array of (location, name) pairs, the names undefined everywhere and
 * the candidates that may be rematerialized. Changes are staged in an edit
 * (stamps, so nothing is cleared between steps) and applied at once: cleared
 * locations are ranges found by binary search; a redefined name that some
 * location holds costs one filter pass; additions one merge. */
#include <stdlib.h>

#include "tv_internal.h"

static void *grow(void *data, uint32_t *cap, uint32_t need, size_t size) {
  if (need <= *cap) return data;
  uint32_t n = *cap ? *cap : 64;
  while (n < need) n *= 2;
  data = realloc(data, n * size);
  if (!data) abort();
  *cap = n;
  return data;
}

void tv_state_init(tv_ctx *ctx, tv_state *s) {
  *s = (tv_state){0};
  s->wild = vl_bitset_new(ctx->arena, ctx->num_names);
  s->remat = vl_bitset_new(ctx->arena, ctx->cands.count);
}

/* Every unit holds its own entry value (a callee-saved one also the value its
 * caller expects back); every virtual lane is undefined. */
void tv_state_entry(tv_ctx *ctx, tv_state *s) {
  s->pairs = grow(s->pairs, &s->cap, ctx->num_units + ctx->num_csr, sizeof *s->pairs);
  s->len = 0;
  for (uint32_t u = 0, c = 0; u < ctx->num_units; u++) {
    s->pairs[s->len++] = (uint64_t)u << 32 | u;
    if (c < ctx->num_csr && ctx->csr_unit[c] == u) s->pairs[s->len++] = (uint64_t)u << 32 | (ctx->csr_name + c++);
  }
  vl_bitset_zero(&s->wild);
  for (uint32_t n = ctx->num_units; n < ctx->num_names - ctx->num_csr; n++) vl_bitset_set(&s->wild, n);
  vl_bitset_zero(&s->remat);
  s->reached = true;
}

void tv_state_copy(tv_state *dst, const tv_state *src) {
  dst->pairs = grow(dst->pairs, &dst->cap, src->len, sizeof *dst->pairs);
  if (src->len) memcpy(dst->pairs, src->pairs, src->len * sizeof *src->pairs);
  dst->len = src->len;
  vl_bitset_copy(&dst->wild, &src->wild);
  vl_bitset_copy(&dst->remat, &src->remat);
  dst->reached = src->reached;
}

static bool wild(const tv_state *s, uint64_t pair) { return vl_bitset_test(&s->wild, (uint32_t)pair); }

/* Does loc hold name's value: the name itself, or the name of another current
 * definition of the value class of name's current definition (the same
 * computation on the same, unchanged, inputs)? */
bool tv_holds_value(const tv_ctx *ctx, const tv_state *s, uint32_t loc, uint32_t name) {
  if (tv_holds(s, loc, name)) return true;
  const tv_cands *c = &ctx->cands;
  if (!c->definer_start) return false;
  for (uint32_t d = c->definer_start[name]; d < c->definer_start[name + 1]; d++) {
    uint32_t cand = c->definer_cand[d], k = c->definer_index[d], cls = c->value_class[cand];
    if (c->value_size[cls] < 2 || !vl_bitset_test(&s->remat, cand)) continue;
    uint32_t begin, end;
    tv_names_at(s, loc, &begin, &end);
    for (uint32_t i = begin; i < end; i++) {
      uint32_t other = (uint32_t)s->pairs[i];
      for (uint32_t e = c->definer_start[other]; e < c->definer_start[other + 1]; e++)
        if (c->definer_index[e] == k && c->value_class[c->definer_cand[e]] == cls &&
            vl_bitset_test(&s->remat, c->definer_cand[e]))
          return true;
    }
  }
  return false;
}

/* A pair of one side survives the meet when the other side holds its value. */
static bool kept(const tv_ctx *ctx, const tv_state *other, uint64_t pair) {
  return wild(other, pair) || tv_holds_value(ctx, other, (uint32_t)(pair >> 32), (uint32_t)pair);
}

/* dst := dst meet src: a pair holds where it holds on both sides, an
 * undefined name counting as held everywhere and a name's value as the name
 * (tv_holds_value). */
void tv_state_meet(tv_ctx *ctx, tv_state *dst, const tv_state *src) {
  if (!src->reached) return;
  if (!dst->reached) {
    tv_state_copy(dst, src);
    return;
  }
  tv_edit *e = &ctx->edit;
  e->merged = grow(e->merged, &e->merged_cap, dst->len + src->len, sizeof *e->merged);
  uint32_t i = 0, j = 0, n = 0;
  while (i < dst->len || j < src->len) {
    if (j == src->len || (i < dst->len && dst->pairs[i] < src->pairs[j])) {
      if (kept(ctx, src, dst->pairs[i])) e->merged[n++] = dst->pairs[i];
      i++;
    } else if (i == dst->len || src->pairs[j] < dst->pairs[i]) {
      if (kept(ctx, dst, src->pairs[j])) e->merged[n++] = src->pairs[j];
      j++;
    } else {
      e->merged[n++] = dst->pairs[i];
      i++, j++;
    }
  }
  dst->pairs = grow(dst->pairs, &dst->cap, n, sizeof *dst->pairs);
  memcpy(dst->pairs, e->merged, n * sizeof *e->merged);
  dst->len = n;
  for (uint32_t w = 0; w < dst->wild.num_words; w++) dst->wild.words[w] &= src->wild.words[w];
  for (uint32_t w = 0; w < dst->remat.num_words; w++) dst->remat.words[w] &= src->remat.words[w];
}

bool tv_state_equal(const tv_state *a, const tv_state *b) {
  return a->reached == b->reached && a->len == b->len &&
         (!a->len || !memcmp(a->pairs, b->pairs, a->len * sizeof *a->pairs)) && vl_bitset_equal(&a->wild, &b->wild) &&
         vl_bitset_equal(&a->remat, &b->remat);
}

void tv_state_free(tv_state *s) {
  free(s->pairs);
  s->pairs = NULL;
  s->len = s->cap = 0;
}

static uint32_t lower_bound(const tv_state *s, uint64_t key) {
  uint32_t lo = 0, hi = s->len;
  while (lo < hi) {
    uint32_t mid = lo + (hi - lo) / 2;
    if (s->pairs[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

bool tv_holds(const tv_state *s, uint32_t loc, uint32_t name) {
  if (vl_bitset_test(&s->wild, name)) return true;
  uint64_t key = (uint64_t)loc << 32 | name;
  uint32_t i = lower_bound(s, key);
  return i < s->len && s->pairs[i] == key;
}

void tv_names_at(const tv_state *s, uint32_t loc, uint32_t *begin, uint32_t *end) {
  *begin = lower_bound(s, (uint64_t)loc << 32);
  *end = lower_bound(s, (uint64_t)(loc + 1) << 32);
}

/* ---- edits ---------------------------------------------------------------- */

void tv_edit_init(tv_ctx *ctx, tv_edit *e) {
  *e = (tv_edit){0};
  e->loc_stamp = VL_NEW_ARRAY(ctx->arena, uint32_t, ctx->num_dense);
  e->lane_stamp = VL_NEW_ARRAY(ctx->arena, uint32_t, ctx->num_dense);
  e->name_stamp = VL_NEW_ARRAY(ctx->arena, uint32_t, ctx->num_names);
  e->count = VL_NEW_ARRAY(ctx->arena, uint32_t, ctx->num_names);
}

void tv_state_count(tv_ctx *ctx, const tv_state *s) {
  uint32_t *count = ctx->edit.count;
  memset(count, 0, ctx->num_names * sizeof *count);
  for (uint32_t i = 0; i < s->len; i++) count[(uint32_t)s->pairs[i]]++;
}

void tv_edit_free(tv_edit *e) { free(e->merged); }

void tv_edit_begin(tv_edit *e) {
  e->stamp++;
  e->lanes.len = e->killed.len = e->wild.len = e->remat.len = e->adds.len = 0;
  e->cleared.len = e->lane_bases.len = 0;
}

/* The location's set (and, for a whole register write, its lane slots) is replaced. */
void tv_edit_clear(tv_ctx *ctx, uint32_t loc, bool with_lanes) {
  tv_edit *e = &ctx->edit;
  if (loc & TV_LANE_LOC) {
    VL_VEC_PUSH(ctx->arena, e->lanes, loc);
    return;
  }
  if (e->loc_stamp[loc] != e->stamp) VL_VEC_PUSH(ctx->arena, e->cleared, loc);
  e->loc_stamp[loc] = e->stamp;
  if (with_lanes && e->lane_stamp[loc] != e->stamp) VL_VEC_PUSH(ctx->arena, e->lane_bases, loc);
  if (with_lanes) e->lane_stamp[loc] = e->stamp;
}

/* PRE redefines the name: it leaves every location. */
void tv_edit_kill(tv_ctx *ctx, uint32_t name) {
  tv_edit *e = &ctx->edit;
  if (e->name_stamp[name] == e->stamp) return;
  e->name_stamp[name] = e->stamp;
  VL_VEC_PUSH(ctx->arena, e->killed, name);
}

void tv_edit_undefine(tv_ctx *ctx, uint32_t name) {
  tv_edit_kill(ctx, name);
  VL_VEC_PUSH(ctx->arena, ctx->edit.wild, name);
}

void tv_edit_add(tv_ctx *ctx, uint32_t loc, uint32_t name) {
  VL_VEC_PUSH(ctx->arena, ctx->edit.adds, (uint64_t)loc << 32 | name);
}

void tv_edit_set_remat(tv_ctx *ctx, uint32_t cand) { VL_VEC_PUSH(ctx->arena, ctx->edit.remat, cand); }

static int compare_u64(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

static bool lane_cleared(const tv_edit *e, uint32_t loc) {
  if (e->lane_stamp[(loc & ~TV_LANE_LOC) >> 6] == e->stamp) return true;
  for (size_t i = 0; i < e->lanes.len; i++)
    if (e->lanes.data[i] == loc) return true;
  return false;
}

typedef struct range {
  uint32_t begin, end;
} range;

static int compare_range(const void *a, const void *b) {
  uint32_t x = ((const range *)a)->begin, y = ((const range *)b)->begin;
  return x < y ? -1 : x > y;
}

/* Removes the pairs of the cleared locations, found by binary search. */
static void remove_cleared(tv_ctx *ctx, tv_state *s) {
  tv_edit *e = &ctx->edit;
  size_t n = e->cleared.len + e->lane_bases.len;
  if (!n) return;
  range *r = malloc(n * sizeof *r);
  if (!r) abort();
  size_t k = 0;
  for (size_t i = 0; i < e->cleared.len; i++) {
    uint32_t loc = e->cleared.data[i];
    tv_names_at(s, loc, &r[k].begin, &r[k].end);
    if (r[k].begin < r[k].end) k++;
  }
  for (size_t i = 0; i < e->lane_bases.len; i++) {
    uint32_t b, end, x;
    tv_names_at(s, tv_lane_loc(e->lane_bases.data[i], 0), &b, &x);
    tv_names_at(s, tv_lane_loc(e->lane_bases.data[i], 63), &x, &end);
    if (b < end) r[k++] = (range){b, end};
  }
  if (k) {
    qsort(r, k, sizeof *r, compare_range);
    uint32_t out = r[0].begin, at = r[0].begin;
    for (size_t i = 0; i < k; i++) {
      if (r[i].begin > at) {
        memmove(s->pairs + out, s->pairs + at, (r[i].begin - at) * sizeof *s->pairs);
        out += r[i].begin - at;
      }
      for (uint32_t j = r[i].begin > at ? r[i].begin : at; j < r[i].end; j++) e->count[(uint32_t)s->pairs[j]]--;
      if (r[i].end > at) at = r[i].end;
    }
    memmove(s->pairs + out, s->pairs + at, (s->len - at) * sizeof *s->pairs);
    s->len = out + (s->len - at);
  }
  free(r);
}

void tv_edit_commit(tv_ctx *ctx, tv_state *s) {
  tv_edit *e = &ctx->edit;
  bool scan = e->lanes.len > 0;
  for (size_t i = 0; i < e->killed.len && !scan; i++) scan = e->count[e->killed.data[i]] > 0;
  if (!scan) {
    remove_cleared(ctx, s);
  } else {
    uint32_t n = 0;
    for (uint32_t i = 0; i < s->len; i++) {
      uint64_t p = s->pairs[i];
      uint32_t loc = (uint32_t)(p >> 32), name = (uint32_t)p;
      if (e->name_stamp[name] == e->stamp ||
          (loc & TV_LANE_LOC ? lane_cleared(e, loc) : e->loc_stamp[loc] == e->stamp)) {
        e->count[name]--;
        continue;
      }
      s->pairs[n++] = p;
    }
    s->len = n;
  }
  const tv_cands *c = &ctx->cands;
  for (size_t i = 0; i < e->killed.len; i++) {
    uint32_t name = e->killed.data[i];
    vl_bitset_clear(&s->wild, name);
    for (uint32_t r = c->reader_start[name]; r < c->reader_start[name + 1]; r++) vl_bitset_clear(&s->remat, c->readers[r]);
  }
  for (size_t i = 0; i < e->wild.len; i++) vl_bitset_set(&s->wild, e->wild.data[i]);
  for (size_t i = 0; i < e->remat.len; i++) vl_bitset_set(&s->remat, e->remat.data[i]);
  if (!e->adds.len) return;
  qsort(e->adds.data, e->adds.len, sizeof *e->adds.data, compare_u64);
  if (e->adds.len <= 8) {   /* a few additions: insert each where it belongs */
    for (size_t k = 0; k < e->adds.len; k++) {
      uint64_t p = e->adds.data[k];
      if (vl_bitset_test(&s->wild, (uint32_t)p)) continue;
      uint32_t at = lower_bound(s, p);
      if (at < s->len && s->pairs[at] == p) continue;
      s->pairs = grow(s->pairs, &s->cap, s->len + 1, sizeof *s->pairs);
      memmove(s->pairs + at + 1, s->pairs + at, (s->len - at) * sizeof *s->pairs);
      s->pairs[at] = p;
      s->len++;
      e->count[(uint32_t)p]++;
    }
    return;
  }
  e->merged = grow(e->merged, &e->merged_cap, s->len + (uint32_t)e->adds.len, sizeof *e->merged);
  uint32_t i = 0, j = 0, m = 0;
  while (i < s->len || j < e->adds.len) {
    bool added = j < e->adds.len && (i == s->len || e->adds.data[j] < s->pairs[i]);
    uint64_t next = added ? e->adds.data[j++] : s->pairs[i++];
    if (m && e->merged[m - 1] == next) continue;   /* an addition the state already had */
    if (added && vl_bitset_test(&s->wild, (uint32_t)next)) continue;   /* held everywhere already */
    if (added) e->count[(uint32_t)next]++;
    e->merged[m++] = next;
  }
  s->pairs = grow(s->pairs, &s->cap, m, sizeof *s->pairs);
  memcpy(s->pairs, e->merged, m * sizeof *e->merged);
  s->len = m;
}
