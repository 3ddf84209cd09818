/* The MIR pipeline's own step (target_ops.h): the spiller rewrites the MIR
 * text of every function that does not fit (alloc/spill.h) before any
 * allocation, since its inserted code is text that must be parsed again; each
 * function is then analysed under its input's budget (AGPR homes must not
 * change a derived one). */
#include "pipeline.h"

#include <stdlib.h>
#include <string.h>

/* Whether function f's document (its code, registers and stack) differs between the two modules. */
static bool document_differs(const vl_module *a, const vl_module *b, uint32_t f) {
  const vl_function *x = &a->functions[f], *y = &b->functions[f];
  uint32_t len = x->doc_end - x->doc_begin;
  return len != y->doc_end - y->doc_begin || memcmp(a->text + x->doc_begin, b->text + y->doc_begin, len);
}

int vl_pipeline_mir_spill_module(vl_pipeline *p, vl_diags *diags) {
  vl_module *spilled = NULL;
  vl_status s = vl_spill_module(p->input, &p->options, &spilled, p->budgets, p->spill_functions, &p->spill, diags);
  if (s != VL_OK) return s == VL_BAD_INPUT ? VL_BAD_INPUT : VL_TOOL_ERROR;
  if (!spilled) return VL_OK;
  /* The spilled module is parsed anew as a whole; only the functions the spiller edited changed. */
  for (uint32_t f = 0; f < p->input->num_functions; f++) p->rewritten[f] = document_differs(p->input, spilled, f);
  p->module = spilled;
  return VL_OK;
}

/* Physical MIR, as `alloc -o` writes it: llc-19 -start-after=virtregrewriter,1 reads it. */
vl_status vl_pipeline_mir_rewrite(const vl_pipeline *p, char **text, size_t *len, vl_rewrite_stats *stats,
                                  vl_diags *diags) {
  uint32_t n = p->module->num_functions;
  const vl_liveness **live = calloc(n ? n : 1, sizeof *live);   /* the rewriter's kill flags come from them */
  if (!live) abort();
  for (uint32_t f = 0; f < n; f++) live[f] = p->runs[f].analysis->live;
  vl_status s = vl_rewrite_module(p->module, (const vl_assignment *const *)p->assignments, live, NULL, text, len, stats,
                                  diags);
  free(live);
  return s;
}

int vl_pipeline_mir_emit(const vl_pipeline *p, char **text, size_t *len, vl_diags *diags) {
  return vl_pipeline_mir_rewrite(p, text, len, NULL, diags);
}
