/* The "moves" of a SASS assignment file: the identity moves of live-range
 * splitting and the spill code (emit/sass_moves.h) of each function, as
 * [{"line": N, "reg": "R5"}, {"line": N, "reg": "R7", "op": "STL", "offset": 16}, ...]
 * with lines of K.sass, so that `verify` rebuilds exactly the text that was
 * allocated.
 * Needs: the module read from K.sass. Produces: the lists, or file:line:col errors. */
#ifndef VL_SASS_MOVES_JSON_H
#define VL_SASS_MOVES_JSON_H
#include "../base/json.h"
#include "../emit/sass_moves.h"

/* "moves" of function f for an assignment file (NULL when none). */
json_t *vl_sass_moves_json(const vl_module *k, uint32_t f, const vl_sass_moves *moves);
/* Reads every function's "moves" from the assignment file `path` (moves[f], malloc'd, for each
 * function of k). VL_BAD_INPUT with file:line:col for a malformed list, a line with no
 * instruction of that function, or a register that cannot move. */
vl_status vl_sass_moves_read_json(const char *path, const vl_module *k, vl_sass_moves *moves, vl_diags *diags);
/* The same for text held in memory; `name` stands for the file in diagnostics. */
vl_status vl_sass_moves_read_json_text(const char *name, const char *text, size_t len, const vl_module *k,
                                       vl_sass_moves *moves, vl_diags *diags);
void vl_sass_moves_free(vl_sass_moves *moves, uint32_t num_functions);

#endif
