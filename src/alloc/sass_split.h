/* Live-range splitting on the NVIDIA path (alloc and verify of K.sass): where
 * an allocator finds no allocation of a function at the budget, copies at its
 * block boundaries (alloc/split_blocks.h) go into the text as identity moves
 * (emit/sass_moves.h), the text is read back, and the allocator runs again on
 * the split function. The moves whose two sides got one register are then
 * dropped again and the allocation carried over to the text with the moves
 * that move, operand by operand (the same instructions in the same order), and
 * verified there. A JSON assignment of such a function lists its moves
 * ("moves": [{"line": N, "reg": "R5"}]: "MOV R5, R5" in front of the
 * instruction on line N of K.sass, in list order); verify rebuilds the text
 * from them, so the assignment is checked on exactly what was allocated, and
 * the moves themselves change nothing K computes. */
#ifndef VL_SASS_SPLIT_H
#define VL_SASS_SPLIT_H
#include <stdio.h>

#include "assignment.h"
#include "../analysis/analysis.h"
#include "../emit/sass_moves.h"

typedef vl_status (*vl_sass_allocate_fn)(void *ctx, const vl_analysis *an, vl_assignment *out, vl_diags *diags);

/* K's text with `moves` (per function of k) read back, launch bounds as in k; with `hints` the
 * moves are copies (copy hints for the allocator). NULL (diags) on failure. */
vl_module *vl_sass_with_moves(const vl_module *k, const vl_sass_moves *moves, bool hints, vl_diags *diags);

/* Function f of k found no allocation: splits it (single lanes first, then every lane; no split
 * that would more than double the function), allocates the split function with `allocate`, keeps
 * the moves that move. On success the module with the moves (moves[f] set, malloc'd) and *out,
 * function f's allocation (in `arena`); NULL otherwise, moves[f] untouched, why in diags.
 * Each try is announced on `progress` (NULL: quiet). */
vl_module *vl_sass_split_allocate(const vl_module *k, vl_sass_moves *moves, uint32_t f, const vl_budget_options *budget,
                                  vl_sass_allocate_fn allocate, void *ctx, vl_arena *arena, vl_assignment **out,
                                  FILE *progress, vl_diags *diags);

/* Function f of m (k with `moves`) is allocated by *a. Where the pressure leaves room for a count
 * with at least an eighth more warps per SM (the next step up only), allocates again under the
 * budget of the highest such count, first as
 * it stands, then split; on success returns the module (m, or a new one with moves[f] set) with
 * *a its allocation, else NULL (nothing changed). Announced on `progress` (NULL: quiet). */
vl_module *vl_sass_raise_occupancy(const vl_module *k, vl_module *m, vl_sass_moves *moves, uint32_t f,
                                   const vl_budget_options *budget, vl_sass_allocate_fn allocate, void *ctx,
                                   vl_arena *arena, vl_assignment **a, FILE *progress);

#endif
