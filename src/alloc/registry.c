/* The allocator registry (see registry.h). */
#include "registry.h"

#include <stdlib.h>
#include <string.h>

#include "../base/clock.h"
#include "../learn/cheapest.h"
#include "../learn/gguf_proposer.h"
#include "../learn/model_proposer.h"
#include "tighten.h"

static vl_status classical(vl_allocator *a, const vl_analysis *an, vl_assignment *out, vl_allocation_note *note,
                           vl_diags *diags) {
  return vl_alloc_classical_tightened(an, out, diags);
}

/* The time a search may take: the limit per function, within what the command's deadline leaves (at
 * least a little: a limit of 0 would mean none, and the classical start answers when Z3 has no time). */
static double exact_seconds(const vl_allocator_options *o) {
  if (o->deadline_ms <= 0) return o->timeout_s;
  double left = (o->deadline_ms - vl_now_ms()) / 1000;
  if (o->timeout_s > 0 && o->timeout_s < left) left = o->timeout_s;
  return left > 0.05 ? left : 0.05;
}

static vl_status exact(vl_allocator *a, const vl_analysis *an, vl_assignment *out, vl_allocation_note *note,
                       vl_diags *diags) {
  note->has_exact = true;
  return vl_alloc_exact(an, exact_seconds(&a->options), out, &note->exact, diags);
}

/* The loop's options for this call: what is left of the function's repair time. An SASS kernel
 * under --max-regs 20 that no proposal fits asked for four repairs (at the budget, then on split
 * live ranges three times, before spilling) and waited 40 of its 46 s for Z3's timeouts. */
static vl_loop_options loop_options(const vl_allocator *a, const vl_allocation_note *note) {
  vl_loop_options o = a->options.loop;
  if (o.repair_timeout_s > 0) {
    o.repair_timeout_s -= note->repair_spent_s;
    if (o.repair_timeout_s < 0.05) o.no_repair = true;
  }
  return o;
}

static vl_status learned(vl_allocator *a, const vl_analysis *an, vl_assignment *out, vl_allocation_note *note,
                         vl_diags *diags) {
  note->has_loop = true;
  vl_loop_options o = loop_options(a, note);
  vl_status s = vl_loop_allocate(a->proposer, an, &o, out, &note->loop, diags);
  note->repair_spent_s += note->loop.repair_s;
  return s;
}

static vl_status cheapest(vl_allocator *a, const vl_analysis *an, vl_assignment *out, vl_allocation_note *note,
                        vl_diags *diags) {
  note->has_loop = true;
  vl_loop_options o = loop_options(a, note);
  vl_status s = vl_alloc_cheapest(a->proposer, an, &o, out, &note->loop, diags);
  note->repair_spent_s += note->loop.repair_s;
  return s;
}

/* gguf has no shipped model: the file is required. */
static vl_proposer *gguf_proposer(const char *model_path, vl_diags *diags) {
  if (model_path) return vl_gguf_proposer_open(model_path, diags);
  vl_diag_add(diags, "gguf", 0, 0, VL_CAT_NONE, "the gguf allocator needs a model file (--model M.gguf)");
  return NULL;
}

static const vl_allocator_entry rows[] = {
    {"classical", "the interval allocator (on SASS tightened to ptxas's count)", false, true, NULL, classical},
    {"exact", "Z3: the fewest registers, then copies, proven within --timeout", false, false, NULL, exact},
    {"model", "the built-in transformer, verified, regenerated, repaired", true, false, vl_model_proposer_open, learned},
    {"gguf", "any GGUF model through llama.cpp (--model M.gguf), the same loop", true, false, gguf_proposer, learned},
    /* one deterministic answer (eval verifies it as classical's), made with the model */
    {"cheapest", "classical and model both, verified; the lower predicted cost (the default on MIR)", false, false,
     vl_model_proposer_open, cheapest},
};
#define NUM_ROWS (sizeof rows / sizeof *rows)

const vl_allocator_entry *vl_allocators(size_t *count) {
  *count = NUM_ROWS;
  return rows;
}

const vl_allocator_entry *vl_allocator_find(const char *name) {
  for (size_t i = 0; name && i < NUM_ROWS; i++)
    if (!strcmp(rows[i].name, name)) return &rows[i];
  return NULL;
}

bool vl_allocator_deterministic(const char *name) {
  const vl_allocator_entry *e = vl_allocator_find(name);
  return e && !e->learned;
}

const char *vl_allocator_names(void) { return "classical, exact, model, gguf, cheapest"; }

const vl_allocator_entry *vl_allocator_classical(void) { return &rows[0]; }

vl_allocator_options vl_allocator_defaults(void) {
  return (vl_allocator_options){
      .timeout_s = 10,
      .loop = {.k = 8, .mask = true, .temperature = 0.8f, .top_k = 8, .seed = 1, .repair_timeout_s = 10}};
}

vl_allocator *vl_allocator_open(const char *name, const vl_allocator_options *options, vl_diags *diags) {
  const vl_allocator_entry *e = vl_allocator_find(name);
  if (!e) {
    vl_diag_add(diags, "verilocc", 0, 0, VL_CAT_NONE, "allocator '%s' is not available (available: %s)",
                name ? name : "(none)", vl_allocator_names());
    return NULL;
  }
  vl_proposer *p = NULL;
  if (e->open_proposer && !(p = e->open_proposer(options ? options->model : NULL, diags))) return NULL;
  vl_allocator *a = calloc(1, sizeof *a);
  if (!a) abort();
  *a = (vl_allocator){e, options ? *options : vl_allocator_defaults(), p};
  return a;
}

vl_status vl_allocator_run(vl_allocator *a, const vl_analysis *an, vl_assignment *out, vl_allocation_note *note,
                           vl_diags *diags) {
  vl_allocation_note ignored = {0};
  if (!note) note = &ignored;
  double spent = note->repair_spent_s;   /* kept across the calls on one function */
  *note = (vl_allocation_note){.repair_spent_s = spent};
  return a->entry->allocate(a, an, out, note, diags);   /* each names itself in out->allocator */
}

void vl_allocator_close(vl_allocator *a) {
  if (!a) return;
  if (a->proposer) a->proposer->destroy(a->proposer->self);
  free(a);
}
