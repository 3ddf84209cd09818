/* Arena allocation: all memory of one function (or one run) is freed at once.
 * Needs nothing; produces vl_arena and growable arrays carved from it. */
#ifndef VL_ARENA_H
#define VL_ARENA_H
#include <stddef.h>
#include <string.h>

typedef struct vl_arena_block vl_arena_block;
typedef struct vl_arena {
  vl_arena_block *head;
  vl_arena_block *spare;   /* blocks a rewind gave back, reused before new ones */
  size_t total;
} vl_arena;

/* A point to rewind to: what was handed out after it is given back at once. */
typedef struct vl_arena_mark {
  vl_arena_block *head;
  size_t used, total;
} vl_arena_mark;

void *vl_arena_alloc(vl_arena *arena, size_t size);      /* zeroed, 16-aligned */
void *vl_arena_alloc_raw(vl_arena *arena, size_t size);  /* not zeroed: for memory written before it is read */
char *vl_arena_strndup(vl_arena *arena, const char *s, size_t n);
char *vl_arena_printf(vl_arena *arena, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void vl_arena_free(vl_arena *arena);
/* Scratch memory of a loop body: rewinding keeps the blocks, so the next pass reuses memory
 * that is mapped and in cache instead of faulting in fresh pages. */
vl_arena_mark vl_arena_mark_of(const vl_arena *arena);
void vl_arena_rewind(vl_arena *arena, vl_arena_mark mark);

#define VL_NEW(arena, type) ((type *)vl_arena_alloc((arena), sizeof(type)))
#define VL_NEW_ARRAY(arena, type, n) ((type *)vl_arena_alloc((arena), sizeof(type) * (size_t)(n)))

/* A growable array in an arena: old storage is left to the arena on growth. Nothing past len
 * is read, so new storage is not zeroed. */
#define VL_VEC(type) struct { type *data; size_t len, cap; }
#define VL_VEC_PUSH(arena, vec, value)                                              \
  do {                                                                              \
    if ((vec).len == (vec).cap) {                                                   \
      size_t new_cap_ = (vec).cap ? (vec).cap * 2 : 8;                              \
      void *new_data_ = vl_arena_alloc_raw((arena), new_cap_ * sizeof(*(vec).data)); \
      if ((vec).len) memcpy(new_data_, (vec).data, (vec).len * sizeof(*(vec).data)); \
      (vec).data = new_data_;                                                       \
      (vec).cap = new_cap_;                                                         \
    }                                                                               \
    (vec).data[(vec).len++] = (value);                                              \
  } while (0)

#endif
