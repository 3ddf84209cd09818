/* Fixed-size bitsets over 64-bit words, sized at creation. */
#ifndef VL_BITSET_H
#define VL_BITSET_H
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "arena.h"

typedef struct vl_bitset {
  uint64_t *words;
  uint32_t num_words;
} vl_bitset;

static inline vl_bitset vl_bitset_new(vl_arena *arena, uint32_t num_bits) {
  vl_bitset set;
  set.num_words = (num_bits + 63) / 64;
  set.words = VL_NEW_ARRAY(arena, uint64_t, set.num_words ? set.num_words : 1);
  return set;
}
static inline bool vl_bitset_test(const vl_bitset *s, uint32_t i) { return (s->words[i >> 6] >> (i & 63)) & 1; }
static inline void vl_bitset_set(vl_bitset *s, uint32_t i) { s->words[i >> 6] |= (uint64_t)1 << (i & 63); }
static inline void vl_bitset_clear(vl_bitset *s, uint32_t i) { s->words[i >> 6] &= ~((uint64_t)1 << (i & 63)); }
static inline void vl_bitset_zero(vl_bitset *s) { memset(s->words, 0, s->num_words * sizeof(uint64_t)); }
static inline void vl_bitset_copy(vl_bitset *dst, const vl_bitset *src) {
  memcpy(dst->words, src->words, src->num_words * sizeof(uint64_t));
}
/* dst |= src; returns whether dst changed. */
static inline bool vl_bitset_union(vl_bitset *dst, const vl_bitset *src) {
  bool changed = false;
  for (uint32_t w = 0; w < dst->num_words; w++) {
    uint64_t v = dst->words[w] | src->words[w];
    changed |= v != dst->words[w];
    dst->words[w] = v;
  }
  return changed;
}
static inline bool vl_bitset_equal(const vl_bitset *a, const vl_bitset *b) {
  return memcmp(a->words, b->words, a->num_words * sizeof(uint64_t)) == 0;
}
/* Iterate: for (int i = vl_bitset_next(s, 0); i >= 0; i = vl_bitset_next(s, i + 1)) */
static inline int vl_bitset_next(const vl_bitset *s, uint32_t from) {
  uint32_t w = from >> 6;
  if (w >= s->num_words) return -1;
  uint64_t bits = s->words[w] & (~(uint64_t)0 << (from & 63));
  while (!bits) {
    if (++w >= s->num_words) return -1;
    bits = s->words[w];
  }
  return (int)(w * 64 + (uint32_t)__builtin_ctzll(bits));
}
#endif
