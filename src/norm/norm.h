/* Normalization for models (the paper's "normalized MIR"): per-block names for
 * virtual registers with explicit links between blocks, and the text a model
 * reads. The names are the mapping back: an assignment written against them
 * converts to one on the original MIR exactly (norm_map.h).
 *
 * Naming, per block: the virtual registers live into the block are names
 * 0..k-1, ordered by their names in the block's parent in a depth-first tree of
 * the CFG (a predecessor), then every other virtual register the block
 * mentions, in order of first mention. Names are spelled as letters (a, b, ...,
 * aa, ...: vl_norm_name_text).
 * A register live across blocks thus has one name per block, and the links
 * (a block's live-ins per predecessor, its live-outs) say which names are one
 * value. Normalization is deterministic: the same MIR gives the same names.
 *
 * Needs: a parsed function, its liveness. Produces: vl_norm_function. */
#ifndef VL_NORM_H
#define VL_NORM_H
#include <stdio.h>

#include "../analysis/budget.h"
#include "../analysis/liveness.h"

typedef struct vl_norm_pair {
  uint32_t vreg, name;
} vl_norm_pair;

typedef struct vl_norm_block {
  uint32_t num_names;       /* local names 0..num_names-1 */
  uint32_t num_live_in;     /* names [0, num_live_in) are live into the block */
  uint32_t *vreg;           /* per local name: the original virtual register */
  vl_norm_pair *by_vreg;    /* (vreg, name) sorted by vreg, for lookups */
  uint32_t *live_out;       /* local names live out of the block, ascending */
  uint32_t num_live_out;
} vl_norm_block;

typedef struct vl_norm_function {
  const vl_function *fn;
  const vl_liveness *live;
  vl_norm_block *blocks;    /* per block index (layout order) */
  uint64_t total_names;
} vl_norm_function;

vl_norm_function *vl_norm_build(const vl_function *fn, const vl_liveness *live, vl_arena *arena);

/* Every function of a module: liveness, budget, names (in `arena`). */
typedef struct vl_norm_module {
  vl_norm_function **functions;
  const vl_budget **budgets;
  uint32_t count;
} vl_norm_module;
vl_norm_module vl_norm_module_build(const vl_module *module, const vl_budget_options *options, vl_arena *arena);
/* The local name of `vreg` in block `block`, or UINT32_MAX when it has none there. */
uint32_t vl_norm_lookup(const vl_norm_function *nf, uint32_t block, uint32_t vreg);
/* Is local name `name` of `block` linked to a predecessor (a live-in of a block with predecessors)? */
bool vl_norm_is_linked(const vl_norm_function *nf, uint32_t block, uint32_t name);

/* The normalized text of one function (format in docs/formats.md). */
void vl_norm_print(const vl_norm_function *nf, const vl_budget *budget, FILE *out);
/* The normalized text of several functions (a module's), one after another, malloc'd; NULL when out of memory. */
char *vl_norm_text(vl_norm_function *const *nfs, const vl_budget *const *budgets, uint32_t n, size_t *len);

/* Local name `name` as text ("a", "b", ..., "z", "aa", ...); buf holds at least 8 bytes. */
void vl_norm_name_text(uint32_t name, char *buf, size_t size);
/* The local name spelled by s[0..n), false when it is no name. */
bool vl_norm_parse_name(const char *s, size_t n, uint32_t *name);
/* The unified opcode: encoding, subtarget, addressing and terminator variants
 * folded into one name (V_ADD_U32_e64 -> V_ADD_U32); the table is in norm_opcode.c. */
const char *vl_norm_opcode(const char *opcode, char *buf, size_t size);
/* The compact class name: files, width, alignment, VCC ("s2ac" for sreg_64). */
void vl_norm_class_name(const vl_target *target, int cls, char *buf, size_t size);

#endif
