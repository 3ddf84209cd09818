/* Arena allocator: bump allocation in large blocks, freed all at once. */
#include "arena.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct vl_arena_block {
  vl_arena_block *next;
  size_t size, used, zeroed;   /* data[0, zeroed) is zero where not handed out */
  _Alignas(16) unsigned char data[];
};

/* Blocks double from 16 KiB to 1 MiB: most arenas (a diagnostic list, a small function's
 * analysis) need a few KiB, and a fresh megabyte per arena costs page faults (under
 * AddressSanitizer, a mapping and a poisoned megabyte in quarantine per free). */
enum { VL_ARENA_FIRST_BLOCK = 1 << 14, VL_ARENA_BLOCK = 1 << 20 };
/* Blocks are zeroed as they are handed out, this far ahead at a time: a short-lived arena
 * (a round's plan, a reparse) used a tenth of its last block, and clearing whole blocks was a
 * tenth of a spilling allocation's instructions. */
enum { VL_ARENA_ZERO_AHEAD = 1 << 12 };

void *vl_arena_alloc(vl_arena *arena, size_t size) {
  size = (size + 15) & ~(size_t)15;
  vl_arena_block *block = arena->head;
  if (!block || block->used + size > block->size) {
    size_t grown = block && block->size < VL_ARENA_BLOCK ? block->size * 2 : block ? VL_ARENA_BLOCK : VL_ARENA_FIRST_BLOCK;
    size_t cap = size > grown ? size : grown;
    block = malloc(sizeof(vl_arena_block) + cap);
    if (!block) {
      fprintf(stderr, "verilocc: out of memory (%zu bytes)\n", cap);
      abort();
    }
    block->size = cap;
    block->used = block->zeroed = 0;
    block->next = arena->head;
    arena->head = block;
  }
  void *p = block->data + block->used;
  block->used += size;
  if (block->used > block->zeroed) {   /* bump allocation never hands out a byte twice */
    size_t to = block->used + VL_ARENA_ZERO_AHEAD < block->size ? block->used + VL_ARENA_ZERO_AHEAD : block->size;
    memset(block->data + block->zeroed, 0, to - block->zeroed);
    block->zeroed = to;
  }
  arena->total += size;
  return p;
}

char *vl_arena_strndup(vl_arena *arena, const char *s, size_t n) {
  char *copy = vl_arena_alloc(arena, n + 1);
  memcpy(copy, s, n);
  copy[n] = 0;
  return copy;
}

char *vl_arena_printf(vl_arena *arena, const char *fmt, ...) {
  va_list ap, ap2;
  va_start(ap, fmt);
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  char *s = vl_arena_alloc(arena, (size_t)n + 1);
  vsnprintf(s, (size_t)n + 1, fmt, ap2);
  va_end(ap2);
  return s;
}

void vl_arena_free(vl_arena *arena) {
  vl_arena_block *block = arena->head;
  while (block) {
    vl_arena_block *next = block->next;
    free(block);
    block = next;
  }
  arena->head = NULL;
  arena->total = 0;
}
