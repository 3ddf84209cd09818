/* The pipeline: the whole ladder of one function, in one place, for every
 * command that allocates (alloc on MIR and SASS, and through the public API).
 *
 *   spill_module   before anything else where the target spills module-wide (MIR)
 *   for each function:
 *     analyse      cfg, liveness, intervals, budget, pressure
 *     allocate     through the registry (alloc/registry.h)
 *     does not fit (or the pressure is above the budget):
 *       split      live ranges at block boundaries (SASS)
 *       spill      to local memory, then allocate again (SASS)
 *     raise_occupancy   one more allocation at the next occupancy step (SASS, cheap allocators)
 *     verify       the native verifier on what was allocated; a rejection is our bug
 *     callee saves a non-entry function's callee-saved SGPRs need a free VGPR for their
 *                  lanes: where none is left, allocate again with one VGPR fewer
 *
 * Which steps a target has comes from its ops table (target/target_ops.h).
 * Needs: a parsed module and an open allocator. Produces: per function the
 * code that was allocated (with spill code or moves), its analysis and a
 * verified assignment. */
#ifndef VL_PIPELINE_H
#define VL_PIPELINE_H
#include <stdio.h>

#include "../alloc/callee_saves.h"
#include "../alloc/registry.h"
#include "../alloc/sass_moves_json.h"
#include "../alloc/sass_split.h"
#include "../alloc/spill.h"
#include "../emit/rewrite.h"

typedef struct vl_function_run {
  const vl_function *fn;         /* what was allocated: the input's, or with spill code / moves */
  vl_analysis *analysis;         /* of fn, under its budget */
  vl_assignment *assignment;     /* verified when status is VL_OK */
  vl_allocation_note note;       /* the allocator's own account (exact: proven?; learned: which path) */
  vl_status status;              /* VL_OK, or VL_TOOL_ERROR: does not fit / rejected */
  bool does_not_fit;             /* the result, not a failure: no step found an allocation within the budget */
  double ms_analysis, ms_alloc, ms_verify;
} vl_function_run;

typedef struct vl_pipeline {
  const vl_module *input;        /* as read */
  vl_module *module;             /* what is allocated: input, spilled (MIR) or with moves (SASS) */
  vl_sass_moves *moves;          /* SASS: per function of input, the moves and spill code inserted */
  vl_allocator *allocator;
  vl_budget_options options;     /* --max-* as given */
  vl_budget_options *budgets;    /* per function: the budget its analysis uses */
  FILE *progress;                /* each step announced (NULL: quiet) */
  vl_spill_report spill;         /* MIR: what the module-wide spiller inserted */
  vl_spill_report *spill_functions;   /* MIR: the same per function */
  bool *rewritten;               /* per function: the module steps changed its code (MIR: spill code), so
                                    nothing read from the input's compiled code (greedy's post-RA MIR) maps onto it */
  vl_function_run *runs;         /* one per function */
  vl_assignment **assignments;   /* runs[f].assignment once f is done, as writers take them */
  uint32_t current;              /* the function the ladder is on (the allocator's note goes there) */
  vl_arena arena;
} vl_pipeline;

/* A pipeline over `input` (kept by the caller, read only) with allocator `a` (NULL: prepare only). */
vl_pipeline *vl_pipeline_new(const vl_module *input, vl_allocator *a, const vl_budget_options *options, FILE *progress);
/* The module's own steps (MIR: the module-wide spill), for commands that run allocations of
 * their own per function (eval's tries, dataset and train's labels): then p->module and
 * p->budgets[f] are what to analyse, and p->rewritten[f] says whether function f is still the
 * input's code. Errors as vl_pipeline_run's; after one, p->module is the input, each function
 * under the options as given. vl_pipeline_run calls it first. */
vl_status vl_pipeline_prepare(vl_pipeline *p, vl_diags *diags);
/* Runs the ladder on every function. VL_OK when every function has a verified allocation;
 * VL_BAD_INPUT when the input cannot be worked on (the spiller refuses it); VL_TOOL_ERROR when a
 * function does not fit even with spill code (diagnostics name the point of highest pressure). */
vl_status vl_pipeline_run(vl_pipeline *p, vl_diags *diags);
void vl_pipeline_free(vl_pipeline *p);

/* Steps of the target ops tables (target/target_ops.h). */
int vl_pipeline_mir_spill_module(struct vl_pipeline *p, struct vl_diags *diags);
bool vl_pipeline_sass_split(struct vl_pipeline *p, uint32_t f, struct vl_diags *diags);
bool vl_pipeline_sass_spill(struct vl_pipeline *p, uint32_t f, struct vl_diags *diags);
bool vl_pipeline_sass_raise_occupancy(struct vl_pipeline *p, uint32_t f);
int vl_pipeline_mir_emit(const struct vl_pipeline *p, char **text, size_t *len, struct vl_diags *diags);
/* The same with the rewriter's statistics (alloc's report); `stats` may be NULL. */
vl_status vl_pipeline_mir_rewrite(const vl_pipeline *p, char **text, size_t *len, vl_rewrite_stats *stats,
                                  vl_diags *diags);
int vl_pipeline_sass_emit(const struct vl_pipeline *p, char **text, size_t *len, struct vl_diags *diags);
/* The pipeline's allocator as the split and spill steps call it (ctx: the pipeline). */
vl_status vl_pipeline_allocate_callback(void *ctx, const vl_analysis *an, vl_assignment *out, vl_diags *diags);
/* The module p->module replaced by `next` (function f's new text; earlier functions keep their
 * allocations): pipeline_sass.c uses it. */
void vl_pipeline_replace_module(vl_pipeline *p, vl_module *next, uint32_t f);

#endif
