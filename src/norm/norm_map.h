/* Assignments on normalized names, both ways: an assignment of the original
 * MIR written with per-block names ("b3.%7": "v4"), and one read back onto the
 * original virtual registers. The file format is the assignment JSON's
 * (docs/formats.md) with normalized names as keys.
 *
 * Reading back is exact: every name denotes one original virtual register, so
 * a register is the register of each of its names; names of one virtual
 * register (its names in the blocks it lives through) that are given different
 * registers make the answer inconsistent, and the reader names them.
 *
 * Needs: the names (norm.h), assignments (alloc/assignment.h), jansson.
 * Produces: JSON objects, assignments, diagnostics. */
#ifndef VL_NORM_MAP_H
#define VL_NORM_MAP_H
#include <jansson.h>

#include "../alloc/assignment.h"
#include "norm.h"

/* {"function", "target", "allocator", "assign": {"b0.%3": "v1", ...}}. With `start_names_only`, only
 * the names that start a value in their block (not linked to a predecessor): each value once per block
 * where it starts, which is enough to read back; otherwise every name. */
json_t *vl_norm_assignment_json(const vl_norm_function *nf, const vl_assignment *assignment, bool start_names_only);

/* Reads normalized-name assignments for the module's functions (nfs[i] for functions[i]) into
 * assignments[i] (NULL where the file has none). VL_BAD_INPUT (file:line:col) for malformed JSON, an
 * unknown function or another target; VL_INVALID for unknown names or registers and inconsistent
 * names, each in diags. */
vl_status vl_norm_assignment_read(const char *path, const vl_module *module, vl_norm_function *const *nfs,
                                  vl_assignment **assignments, vl_arena *arena, vl_diags *diags);
/* The same for an answer held in memory (a chat model's); `name` stands for the file in diagnostics. */
vl_status vl_norm_assignment_read_text(const char *name, const char *text, size_t len, const vl_module *module,
                                       vl_norm_function *const *nfs, vl_assignment **assignments, vl_arena *arena,
                                       vl_diags *diags);

#endif
