/* The cost of one allocation of one function, the number every report prints
 * beside registers: occupancy with its limiting factor (occupancy_limit.h),
 * what allocation added, weighted by block frequency (copies left, spill
 * stores and reloads, SGPR lane writes and reads, rematerializations, register
 * bank conflicts), and one predicted relative run time combining them:
 *
 *   cycles = work + sum over added code of frequency x weight
 *   time   = cycles / h(occupancy),  h(o) = (o / (o + half)) / (max / (max + half))
 *
 * work is the frequency-weighted count of every other instruction (one issue
 * each); the weights and `half` come from the target's table (cost_params.h,
 * docs/cost.md). The time is relative: only ratios between allocations of the
 * same function mean anything (ours over LLVM greedy's, over ptxas's).
 * Needs: the function, its CFG, the registers (an assignment; post-RA code
 * takes an empty one), the usage as the vendor counts it. Produces: vl_cost. */
#ifndef VL_COST_MODEL_H
#define VL_COST_MODEL_H
#include <jansson.h>
#include <stdio.h>

#include "../alloc/assignment.h"
#include "occupancy_limit.h"
#include "spill_cost.h"

typedef struct vl_added_code {
  uint32_t copies;           /* register copies left that are not identities (COPY; SASS MOV) */
  vl_spill_cost spill;       /* stores, reloads, lane writes/reads */
  uint32_t cheap_remats, expensive_remats;   /* from the spiller's own tally (0 where unknown) */
  uint32_t bank_conflicts;   /* cycles, unweighted count */
  /* The same, frequency x weight. */
  double copy_cost, spill_cost, remat_cost, bank_cost;
} vl_added_code;

typedef struct vl_cost {
  vl_launch launch;                /* what occupancy assumed of the launch */
  vl_occupancy_limit occupancy;
  vl_added_code added;
  double work;       /* every other instruction, frequency-weighted */
  double cycles;     /* work + the added code's weighted cost */
  double hiding;     /* h(occupancy) in (0, 1]; 0 when the kernel cannot launch */
  double time;       /* cycles / hiding (cycles when hiding is 0: no launch is reported apart) */
} vl_cost;

/* Rematerializations the caller knows of (the spiller's tally); none: {0}. */
typedef struct vl_remats {
  uint32_t cheap, expensive;
} vl_remats;

vl_cost vl_cost_of(const vl_function *fn, const vl_cfg *cfg, const vl_assignment *a, const vl_resource_usage *usage,
                   vl_remats remats);
/* The same for a function whose registers are all physical (LLVM greedy's post-RA MIR),
 * its usage counted from its operands. */
vl_cost vl_cost_of_physical(const vl_function *fn, vl_arena *arena);

/* h(waves): the share of memory latency hidden at this occupancy, 1 at the target's most. */
double vl_cost_hiding(const vl_target *t, uint32_t waves);
/* The curve itself, h(o) = (o / (o + half)) / (max / (max + half)); 0 where o or max is not
 * positive (calibration.h refits `half`). */
double vl_cost_hiding_curve(double occupancy, double max, double half);
/* A register copy: COPY on MIR, MOV (not IMAD.MOV, ptxas's own idiom) on SASS. */
bool vl_is_register_copy(const vl_target *t, const vl_instr *instr);
/* A copy the assignment does not make an identity (an identity vanishes: no cost, no work). */
bool vl_is_copy_left(const vl_instr *instr, const vl_assignment *a);

json_t *vl_cost_json(const vl_cost *c);
/* Three lines, each after `indent`: the predicted time and occupancy with its limiter (and the
 * reference's, with the ratio ours/reference), our weighted cycles by kind, the reference's.
 * `ref` may be NULL (one line less). */
void vl_cost_print(FILE *out, const char *indent, const vl_cost *ours, const vl_cost *ref, const char *ref_name);

#endif
