/* FNV-1a, 64 bits: a stable hash for cache keys and fingerprints (the same
 * value on every machine and run, unlike pointer or seed-based hashes). */
#ifndef VL_HASH_H
#define VL_HASH_H
#include <stddef.h>
#include <stdint.h>

#define VL_HASH_INIT 0xcbf29ce484222325ull

static inline uint64_t vl_hash_bytes(uint64_t h, const void *data, size_t len) {
  const unsigned char *p = data;
  for (size_t i = 0; i < len; i++) h = (h ^ p[i]) * 0x100000001b3ull;
  return h;
}

/* Hashes the string and its terminating NUL, so that ("ab","c") != ("a","bc"). */
static inline uint64_t vl_hash_string(uint64_t h, const char *s) {
  size_t n = 0;
  while (s[n]) n++;
  return vl_hash_bytes(h, s, n + 1);
}

#endif
