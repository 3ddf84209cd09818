/* The spiller: makes every function of a module fit its register budget.
 * Rounds of choose (spill_plan.h) and insert (spill_insert.h) on the MIR
 * text, each followed by a fresh parse and analysis, until the classical
 * allocator finds registers for everything. A round that leaves the pressure
 * within budget but the allocation still failing (tuples need aligned free
 * runs) keeps a few more registers free in that file next time.
 *
 * Needs: a parsed module and the budget options. Produces: a new module whose
 * spilled functions carry spill code, or none when nothing had to spill. The
 * budget is the original function's throughout (AGPR homes must not shrink
 * the VGPR budget the way a kernel that uses AGPRs itself is split). */
#ifndef VL_SPILL_H
#define VL_SPILL_H
#include "spill_insert.h"

typedef struct vl_spill_report {
  uint32_t functions_spilled;
  uint32_t rounds;            /* over all functions */
  uint32_t vregs_spilled;     /* registers chosen (temporaries of earlier rounds included) */
  uint32_t placed;            /* of those, given a placement (spill_place.h) */
  uint32_t occupancy_steps;   /* functions given the next occupancy step's budget (occupancy_step.h) */
  uint32_t scalar_passes;     /* plan rounds whose SGPR pass left SGPR choices (vl_spill_state) */
  uint32_t fit_failures;      /* rounds where the pressure fit and the allocation failed */
  uint32_t conflict_splits;   /* values split around a register's conflicts (kept) */
  double fit_failure_cost;    /* a variant's spill cost when its first fit failure came (spill.c) */
  vl_spill_counts counts;
  double ms;
} vl_spill_report;

/* *out: the spilled module (free with vl_module_free), or NULL when every
 * function fits as it is. *report: over all functions; per_function[f] (when not
 * NULL): function f's alone. budgets[f] (when not NULL): the budget function f was
 * spilled for, the input's or the next occupancy step's where the cost model
 * predicted that faster (occupancy_step.h). VL_TOOL_ERROR (with a diagnostic
 * naming the point of highest pressure) when a function cannot be made to fit. */
vl_status vl_spill_module(const vl_module *module, const vl_budget_options *options, vl_module **out,
                          vl_budget_options *budgets, vl_spill_report *per_function, vl_spill_report *report,
                          vl_diags *diags);

/* Function f of *cur spilled by choices made elsewhere (the exact placement, spill_exact.h) in one
 * round: `an` is its analysis under `fixed` (vl_spill_fixed_budget), the choices' own; *cur becomes
 * the new module (*owned: it is ours to free; `an` then describes freed text), *counts what was
 * written, *allocates whether the classical allocator then fits the function into its budget (the
 * exact program leaves fragmentation out, so it may not). */
vl_status vl_spill_apply_given(vl_module **cur, bool *owned, uint32_t f, const vl_analysis *an,
                               const vl_budget_options *fixed, const vl_spill_given *given, size_t n,
                               vl_spill_counts *counts, bool *allocates, vl_diags *diags);

/* The budget options that reproduce `fn`'s budget exactly (for the spilled module). */
vl_budget_options vl_spill_fixed_budget(const vl_function *fn, const vl_budget_options *options);

#endif
