/* Assignment files: JSON in the target's assembly syntax (DESIGN.md):
 *   {"function": "gemm", "target": "gfx90a", "assign": {"%4": "v3", "%328": "v[6:7]"},
 *    "usage": {"vgpr": 46, "agpr": 0, "sgpr": 60}}
 * or an array of such objects, one per function. Reading reports malformed JSON as bad
 * input with file:line:col; an answer that lies (an unknown function or one given twice,
 * another target, a key given twice, an unknown key, an unknown register or virtual
 * register, a "usage" that is not what the assignment uses) is an invalid answer in the
 * syntax category, located at the lie, naming the function. */
#ifndef VL_ASSIGNMENT_JSON_H
#define VL_ASSIGNMENT_JSON_H
#include <stdio.h>

#include "../base/json.h"
#include "assignment.h"

/* Reads `path` and fills assignments[i] for module->functions[i] (NULL where the file has
 * none). Returns VL_OK, VL_INVALID (syntax violations, in diags) or VL_BAD_INPUT. */
vl_status vl_assignment_read_json(const char *path, const vl_module *module, vl_assignment **assignments,
                                  vl_arena *arena, vl_diags *diags);
/* The same for text held in memory; `name` stands for the file in diagnostics. */
vl_status vl_assignment_read_json_text(const char *name, const char *text, size_t len, const vl_module *module,
                                       vl_assignment **assignments, vl_arena *arena, vl_diags *diags);
/* Called for each entry of an assignment file that names a function of the module once, for the
 * module's target: its object and its "assign" object. Returns VL_OK, VL_INVALID or VL_BAD_INPUT. */
typedef vl_status (*vl_assignment_entry_fn)(void *ctx, const vl_json_doc *doc, uint32_t function, json_t *entry,
                                            json_t *assign, vl_diags *diags);
/* Walks the entries of a loaded assignment file (any naming of registers), checking what every
 * reader must: an object with "function" (optional for a one-function module) and an "assign"
 * object (else VL_BAD_INPUT), and, as syntax violations (VL_INVALID) located at the lie and naming
 * the function: a key given twice anywhere in the entry, a key not in `keys` (NULL-terminated), a
 * function not in the module, another "target", a function given twice (only its first entry is
 * read). The worst status of the walk and of `each`. */
vl_status vl_assignment_json_walk(const vl_json_doc *doc, const vl_module *module, const char *const *keys,
                                  vl_assignment_entry_fn each, void *ctx, vl_diags *diags);
/* Writes all functions' assignments (one object, or an array when several). */
vl_status vl_assignment_write_json(const char *path, const vl_module *module, vl_assignment *const *assignments,
                                   vl_diags *diags);
/* The file's JSON (one object, or an array when several), extra[i] under `key` as below. */
json_t *vl_assignment_json(const vl_module *module, vl_assignment *const *assignments, const char *key, json_t **extra);
/* The same with extra[i] (when not NULL) under `key` in function i's object (the value is stolen). */
vl_status vl_assignment_write_json_extra(const char *path, const vl_module *module, vl_assignment *const *assignments,
                                         const char *key, json_t **extra, vl_diags *diags);

/* An assignment file's "usage": registers per file as the vendor counts them; target_ops.h picks one.
 * _files: VGPR, AGPR, SGPR tops (AMDGPU); _sass: R as ptxas counts it (SHI_REGISTERS), P, UR. */
json_t *vl_usage_json_files(const vl_function *fn, const vl_assignment *a);
json_t *vl_usage_json_sass(const vl_function *fn, const vl_assignment *a);
/* The main file's count the same way: VGPR+AGPR tops; R as ptxas counts it. */
uint32_t vl_main_registers_files(const vl_function *fn, const vl_assignment *a);
uint32_t vl_main_registers_sass(const vl_function *fn, const vl_assignment *a);

#endif
