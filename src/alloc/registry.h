/* The allocator registry: one table from an allocator's name to the code that
 * opens, runs and closes it, for every command and both front ends. A new
 * allocator is one file plus a row here; nothing else compares allocator names.
 *   classical  the interval allocator (on SASS tightened to ptxas's count: tighten.h)
 *   exact      Z3's optimum within a time limit (exact.h)
 *   model      the built-in transformer through the verify-regenerate-repair loop (learn/loop.h)
 *   gguf       any GGUF model through llama.cpp, the same loop
 *   cheapest   classical and model both, verified, the lower predicted cost (learn/cheapest.h)
 * Needs: the allocators and the learned loop. Produces: an open allocator that
 * fills an assignment per function (the caller verifies it). */
#ifndef VL_REGISTRY_H
#define VL_REGISTRY_H
#include "../analysis/analysis.h"
#include "../learn/loop.h"
#include "../learn/proposer.h"
#include "assignment.h"
#include "exact.h"

typedef struct vl_allocator_options {
  double timeout_s;             /* exact: Z3's limit per function (<= 0: none) */
  double deadline_ms;           /* exact: and no search past this vl_now_ms() time (0: none): a command's own */
  const char *model;            /* model, gguf: the model file (model: the shipped one when NULL) */
  vl_loop_options loop;         /* model, gguf: tries, mask, sampling, repair's limit */
} vl_allocator_options;

/* What an allocation says about how it was made, for reports. */
typedef struct vl_allocation_note {
  bool has_exact, has_loop;
  vl_exact_result exact;        /* exact: proven or not, tops, time */
  vl_loop_result loop;          /* model, gguf: which path produced it, tries */
  double repair_spent_s;        /* the loop's repairs so far on this function, which its allocation may
                                   ask for again (split, spilled): the repair timeout is per function */
} vl_allocation_note;

typedef struct vl_allocator vl_allocator;

typedef struct vl_allocator_entry {
  const char *name;
  const char *summary;          /* one line for --help */
  bool learned;                 /* proposes through a model (eval measures Pass@k on raw proposals) */
  bool cheap;                   /* fast enough to run again per occupancy step (the SASS ladder does) */
  /* A learned allocator's proposer (model_path may be NULL); NULL for the others. */
  vl_proposer *(*open_proposer)(const char *model_path, vl_diags *diags);
  vl_status (*allocate)(vl_allocator *a, const vl_analysis *an, vl_assignment *out, vl_allocation_note *note,
                        vl_diags *diags);
} vl_allocator_entry;

struct vl_allocator {
  const vl_allocator_entry *entry;
  vl_allocator_options options;
  vl_proposer *proposer;        /* learned allocators: open while the allocator is */
};

/* The registry's rows in order; *count receives their number. */
const vl_allocator_entry *vl_allocators(size_t *count);
/* The row named `name`, or NULL. */
const vl_allocator_entry *vl_allocator_find(const char *name);
/* "classical, exact, model, gguf, cheapest", for messages. */
const char *vl_allocator_names(void);
/* Is `name` a registry allocator that is not learned (one answer per function: training labels)? */
bool vl_allocator_deterministic(const char *name);
/* The classical allocator's row: the learned loop's fallback and eval's reference. */
const vl_allocator_entry *vl_allocator_classical(void);
/* The loop's defaults (8 proposals, masked, sampling at 0.8 over the top 8, repair within 10 s) and a
 * 10 s limit for exact. */
vl_allocator_options vl_allocator_defaults(void);

/* Opens allocator `name` (NULL with a diag naming the known ones, or why its model cannot load). */
vl_allocator *vl_allocator_open(const char *name, const vl_allocator_options *options, vl_diags *diags);
/* Allocates an->fn into `out` (from vl_assignment_new). VL_OK with a complete assignment; VL_TOOL_ERROR
 * when it does not fit (the diag names where). `note` may be NULL. */
vl_status vl_allocator_run(vl_allocator *a, const vl_analysis *an, vl_assignment *out, vl_allocation_note *note,
                           vl_diags *diags);
void vl_allocator_close(vl_allocator *a);

#endif
