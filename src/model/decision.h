/* One allocation decision at a time, as the model sees it. Virtual registers
 * are decided in a fixed order (by first live slot, wider first, then id: the
 * order in which a linear scan meets them); for each, a bounded context of
 * tokens (vocab.h) carries what the choice depends on:
 *   <bos> class (files, width, alignment, 16-bit) span-bucket [<live-in>]
 *   <top> r  the first register above everything used so far in the class's file
 *            (highest used + 1; register 0 when none; <none-free> past the file's end)
 *   <hint> r ...      registers that make its COPYs identities (partners already placed)
 *   <free> r1 .. rK   the K lowest registers that fit now (interference with what is
 *                     placed, class, alignment, budget), or <none-free>
 *   <def> op <use> op ...   the normalized opcodes that define and use it
 *   <decide>          -> the model answers <pickK> here: the K-th register of the free list
 *                        (a register token is still read as the register it names)
 * The same occupancy that the classical allocator uses answers "fits" and is the
 * mask of constrained decoding.
 * Needs: the analysis of a function. Produces: contexts, the mask, placements. */
#ifndef VL_MODEL_DECISION_H
#define VL_MODEL_DECISION_H
#include "../alloc/copy_hints.h"
#include "../alloc/occupancy.h"
#include "../analysis/analysis.h"
#include "vocab.h"

enum { VL_DECISION_MAX_TOKENS = 48, VL_DECISION_FREE = VL_NUM_PICKS, VL_DECISION_USES = 3 };

typedef struct vl_decider {
  const vl_analysis *an;
  const vl_function *fn;
  vl_occupancy occ;
  vl_copy_hints *hints;
  uint32_t *order, num_order;    /* vregs in decision order */
  int32_t *def_op;               /* per vreg: opcode token of the first definition, or -1 */
  int32_t (*use_op)[VL_DECISION_USES];
  uint8_t *span;                 /* per vreg: log2 bucket of the live range's length */
  bool *live_in;                 /* per vreg: live into the function's entry */
  vl_physreg *reg;               /* placed so far */
  uint32_t high[VL_NUM_FILES];   /* highest index used + 1 per file */
  vl_budget budget;              /* the analysis's budget, its limits lowered by vl_decider_limit (the
                                    occupancy, the free list and the mask all read this one) */
  const bool *offer;             /* per register token, or NULL: while set, the mask and the free list
                                    offer exactly these (a dead end's eviction candidates) */
} vl_decider;

void vl_decider_init(vl_decider *d, const vl_analysis *an, vl_arena *arena);
/* The same, deciding in LLVM greedy's priority order instead when `by_size` (wider first, then longer;
 * alloc/vreg_order.h): masked decoding's second attempt, after a dead end nothing recovered. */
void vl_decider_init_ordered(vl_decider *d, const vl_analysis *an, bool by_size, vl_arena *arena);
/* Nothing placed. */
void vl_decider_reset(vl_decider *d);
/* The context of v's decision into tokens[VL_DECISION_MAX_TOKENS]; returns its length. */
uint32_t vl_decider_context(const vl_decider *d, uint32_t v, int32_t *tokens);
/* The lowest `max` register tokens that v may take now (the mask's own test) into out[]; their number. */
uint32_t vl_decider_free(const vl_decider *d, uint32_t v, int32_t *out, uint32_t max);
/* The free list in a context vl_decider_context made, tokens[0..n): its register tokens from *list on,
 * lowest first; their number (0 when nothing is free, at most VL_DECISION_FREE: one means the mask
 * allows that register alone). */
uint32_t vl_decider_context_free(const int32_t *tokens, uint32_t n, const int32_t **list);
/* The register token a pick names for v now (the free list of v's context as it stands: call it before
 * anything changes); other tokens, and a pick past the end of the list, unchanged. */
int32_t vl_decider_resolve(const vl_decider *d, uint32_t v, int32_t token);
/* The register a token gives v (the token names the first register of v's tuple, or is a pick);
 * false when the token names no register. */
bool vl_decider_register(const vl_decider *d, uint32_t v, int32_t token, vl_physreg *out);
/* The tokens the mask may ever allow, as ranges [range[i][0], range[i][1]) of a vocabulary of `vocab`
 * tokens: register tokens, then picks (ascending); their number. */
uint32_t vl_decider_maskable(uint32_t vocab, uint32_t range[2][2]);
/* The mask: may v take the register `token` names (or picks), given what is placed? */
bool vl_decider_allows(const vl_decider *d, uint32_t v, int32_t token);
/* The token naming reg (its first unit), or -1. */
int32_t vl_decider_token(const vl_decider *d, vl_physreg reg);
/* Places v in reg (registers outside the numbered files are recorded, not occupied). */
void vl_decider_place(vl_decider *d, uint32_t v, vl_physreg reg);
/* Takes v out of its register again (an eviction): it is to be decided again. */
void vl_decider_unplace(vl_decider *d, uint32_t v);
/* Registers of `file` whose index + width exceeds `limit` are no longer offered (a register budget of
 * constrained decoding); never above the analysis's own budget. */
void vl_decider_limit(vl_decider *d, vl_regfile file, uint32_t limit);

#endif
