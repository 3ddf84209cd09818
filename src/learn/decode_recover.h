/* Completing constrained decoding (decode.h). With the mask, a decision can
 * still find no register left: the model's earlier choices fragmented the file
 * (aligned tuples find no free pair), or the register budget below is too
 * tight. Instead of failing, as LLVM greedy's evict stage and the classical
 * allocator do:
 *   recolour  placed vregs move, none taken out (alloc/recolor.h: the holders
 *          of a register into vcc, Kempe chains, a window search), first under
 *          the decoding budget, last under the analysis's own; v is then decided
 *          among whatever fits;
 *   evict  the registers v could take once at most four placed vregs leave it,
 *          each of them able to go somewhere else, the cheapest (shortest-lived
 *          holders, then fewest) offered to the model, which picks one; the
 *          evicted vregs are then decided again by the model, before the rest;
 *   raise  the budget of one of v's files just enough for v to fit, when no
 *          eviction is possible or the evictions are spent.
 * The budget: masked decoding starts each file at a lower bound on what any
 * allocation needs (the function's peak pressure in the file, and at least
 * the fixed physical registers it uses), so the model packs its registers;
 * a file's budget grows only at a dead end that no eviction resolves.
 * Evictions are bounded (twice per vreg, and in all) and a recolouring takes
 * nothing out, so decoding ends; it fails only when v fits nowhere under the
 * analysis's own budget, even with placed vregs moved.
 * The model decides every register a vreg first gets; recovery changes what it
 * is offered, and recolouring moves placed vregs without asking it.
 * Needs: the decider. Produces: offers, evictions, budget raises. */
#ifndef VL_LEARN_DECODE_RECOVER_H
#define VL_LEARN_DECODE_RECOVER_H
#include "../alloc/assignment.h"
#include "../model/decision.h"

enum { VL_RECOVER_MAX_HOLDERS = 4, VL_RECOVER_MAX_EVICTED = 2 };

typedef enum vl_recover_step {
  VL_RECOVER_NONE,      /* nothing helps: a dead end */
  VL_RECOVER_EVICT,     /* d->offer holds the eviction candidates; call vl_recovery_evict with the choice */
  VL_RECOVER_RAISE,     /* a file's budget was raised: decide again */
  VL_RECOVER_RECOLOR,   /* placed values moved (and the budget maybe raised) to make room: decide again */
} vl_recover_step;

typedef struct vl_recovery {
  vl_decider *d;
  uint32_t *position;                /* per vreg: its place in the decision order */
  uint8_t *evicted;                  /* per vreg: times evicted */
  uint32_t *slots;                   /* per vreg: live slots over all lanes (the cost of evicting it) */
  uint32_t *pending, num_pending;    /* evicted vregs, to be decided again */
  uint32_t *rivals, num_rivals;      /* of the vreg being recovered */
  uint32_t evictions_left;
  uint32_t start[VL_NUM_FILES];      /* each file's budget at the start */
  uint32_t fixed[VL_NUM_FILES];      /* registers the code names itself: used whatever is decided */
  bool offer[VL_TOK_REG_END];
  bool no_raise;                     /* while tightening: a dead end fails rather than grow the budget */
  struct vl_recolor *recolor;        /* made on first use */
  uint32_t *moved, num_moved;        /* vregs the recolouring under way moved, each once */
  bool *is_moved;                    /* per vreg: in moved[] */
  uint32_t *scratch;                 /* per vreg, for recolouring (rivals stay those of the last offer) */
  vl_arena *arena;
  uint32_t evictions, raises, recolorings;   /* what recovery did (tests, reports) */
} vl_recovery;

/* Lowers the decider's budget to the starting bound of each file. */
void vl_recovery_init(vl_recovery *r, vl_decider *d, vl_arena *arena);
/* v found nothing under the mask: prepares the next step. */
vl_recover_step vl_recovery_prepare(vl_recovery *r, uint32_t v);
/* After VL_RECOVER_EVICT: the model chose reg for v among the offer. Takes the holders out of their
 * registers (they are pending) and clears the offer; v then fits reg. */
void vl_recovery_evict(vl_recovery *r, uint32_t v, vl_physreg reg);
/* The pending vreg to decide next (the earliest in decision order); false when none. */
bool vl_recovery_next(vl_recovery *r, uint32_t *v);

#endif
