/* Arena allocator: bump allocation in large blocks, freed all at once. */
#include "arena.h"

#include <stdarg.h>
#include <stdbool.h>
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

/* `size` bytes, zeroed when `zero` (the caller writes every byte of them otherwise). */
static void *take(vl_arena *arena, size_t size, bool zero) {
  size = (size + 15) & ~(size_t)15;
  vl_arena_block *block = arena->head;
  if (!block || block->used + size > block->size) {
    size_t grown = block && block->size < VL_ARENA_BLOCK ? block->size * 2 : block ? VL_ARENA_BLOCK : VL_ARENA_FIRST_BLOCK;
    size_t cap = size > grown ? size : grown;
    vl_arena_block **spare = &arena->spare;
    while (*spare && (*spare)->size < size) spare = &(*spare)->next;
    if (*spare) {   /* a rewound block: its bytes are not zero, zeroed says so */
      block = *spare;
      *spare = block->next;
    } else {
      block = malloc(sizeof(vl_arena_block) + cap);
      if (!block) {
        fprintf(stderr, "verilocc: out of memory (%zu bytes)\n", cap);
        abort();
      }
      block->size = cap;
    }
    block->used = block->zeroed = 0;
    block->next = arena->head;
    arena->head = block;
  }
  void *p = block->data + block->used;
  block->used += size;
  if (block->used > block->zeroed) {   /* bump allocation never hands out a byte twice */
    if (zero) {
      size_t to = block->used + VL_ARENA_ZERO_AHEAD < block->size ? block->used + VL_ARENA_ZERO_AHEAD : block->size;
      memset(block->data + block->zeroed, 0, to - block->zeroed);
      block->zeroed = to;
    } else {
      block->zeroed = block->used;
    }
  }
  arena->total += size;
  return p;
}

void *vl_arena_alloc(vl_arena *arena, size_t size) { return take(arena, size, true); }
void *vl_arena_alloc_raw(vl_arena *arena, size_t size) { return take(arena, size, false); }

char *vl_arena_strndup(vl_arena *arena, const char *s, size_t n) {
  char *copy = take(arena, n + 1, false);
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
  char *s = take(arena, (size_t)n + 1, false);
  vsnprintf(s, (size_t)n + 1, fmt, ap2);
  va_end(ap2);
  return s;
}

static void free_blocks(vl_arena_block *block) {
  while (block) {
    vl_arena_block *next = block->next;
    free(block);
    block = next;
  }
}

void vl_arena_free(vl_arena *arena) {
  free_blocks(arena->head);
  free_blocks(arena->spare);
  arena->head = arena->spare = NULL;
  arena->total = 0;
}

vl_arena_mark vl_arena_mark_of(const vl_arena *arena) {
  return (vl_arena_mark){arena->head, arena->head ? arena->head->used : 0, arena->total};
}

void vl_arena_rewind(vl_arena *arena, vl_arena_mark mark) {
  while (arena->head != mark.head) {
    vl_arena_block *block = arena->head;
    arena->head = block->next;
    block->next = arena->spare;
    arena->spare = block;
  }
  if (mark.head) {
    /* what was handed out after the mark is dirty: zero it again as it is handed out */
    mark.head->used = mark.head->zeroed = mark.used;
  }
  arena->total = mark.total;
}
