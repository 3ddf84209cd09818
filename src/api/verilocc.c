/* The public API (include/verilocc.h) over the pipeline, the registry and the
 * front ends: each call is a few of theirs, diagnostics printed where asked. */
#include "../../include/verilocc.h"

#include <stdlib.h>
#include <string.h>

#include "../base/atomic_file.h"
#include "../front/input.h"
#include "../pipeline/pipeline.h"
#include "../verify/native.h"

/* Prints and frees `diags`; passes `rc` through. */
static int report(vl_diags *diags, FILE *errors, int rc) {
  if (errors) vl_diags_print(diags, errors);
  vl_diags_free(diags);
  return rc;
}

static int exit_code(vl_status s) { return s == VL_OK ? 0 : s == VL_INVALID ? 1 : s == VL_BAD_INPUT ? 2 : 3; }

const char *verilocc_version(void) { return "verilocc " VL_VERSION; }

int verilocc_load(const char *path, const char *target, vl_module **out, FILE *errors) {
  vl_diags diags = {0};
  const vl_target *t = target ? vl_target_by_name(target, strlen(target)) : NULL;
  if (target && !t) vl_diag_add(&diags, "verilocc", 0, 0, VL_CAT_NONE, "unknown target '%s'", target);
  *out = target && !t ? NULL : vl_input_load(path, t, NULL, &diags);
  return report(&diags, errors, *out ? 0 : 2);
}

void verilocc_module_free(vl_module *module) { vl_module_free(module); }

int verilocc_allocator_open(const char *name, double timeout_s, const char *model_path, vl_allocator **out,
                            FILE *errors) {
  vl_diags diags = {0};
  vl_allocator_options options = vl_allocator_defaults();
  if (timeout_s > 0) options.timeout_s = timeout_s;
  options.model = model_path;
  *out = vl_allocator_open(name, &options, &diags);
  return report(&diags, errors, *out ? 0 : 2);
}

void verilocc_allocator_close(vl_allocator *allocator) { vl_allocator_close(allocator); }

int verilocc_allocate(const vl_module *module, vl_allocator *allocator, unsigned max_regs, vl_pipeline **out,
                      FILE *errors) {
  vl_diags diags = {0};
  vl_budget_options budget = {.max_vector = max_regs};
  *out = vl_pipeline_new(module, allocator, &budget, NULL);
  return report(&diags, errors, exit_code(vl_pipeline_run(*out, &diags)));
}

unsigned verilocc_function_count(const vl_pipeline *allocation) { return allocation->module->num_functions; }

const char *verilocc_function_name(const vl_pipeline *allocation, unsigned function) {
  return function < allocation->module->num_functions ? allocation->module->functions[function].name : NULL;
}

unsigned verilocc_registers(const vl_pipeline *allocation, unsigned function) {
  if (function >= allocation->module->num_functions || !allocation->runs[function].assignment) return 0;
  const vl_function_run *r = &allocation->runs[function];
  return allocation->module->target->ops->main_registers(r->fn, r->assignment);
}

int verilocc_verify(const vl_pipeline *allocation, FILE *errors) {
  vl_diags diags = {0};
  int rc = 0;
  for (uint32_t f = 0; f < allocation->module->num_functions; f++) {
    const vl_function_run *r = &allocation->runs[f];
    vl_arena arena = {0};   /* a fresh analysis: nothing the allocator computed is trusted */
    vl_analysis *an = vl_analyze(r->fn, &allocation->budgets[f], &arena);
    vl_verify_result result;
    if (!r->assignment || vl_verify_native(an->intervals, &an->budget, r->assignment, &diags, 20, &result) != VL_OK)
      rc = 1;
    vl_arena_free(&arena);
  }
  return report(&diags, errors, rc);
}

int verilocc_emit(const vl_pipeline *allocation, const char *path, FILE *errors) {
  vl_diags diags = {0};
  char *text = NULL;
  size_t len = 0;
  vl_status s = allocation->module->target->ops->emit(allocation, &text, &len, &diags);
  if (s == VL_OK) {
    bool ok = vl_atomic_write(path, text, len);
    if (!ok) vl_diag_add(&diags, path, 0, 0, VL_CAT_NONE, "cannot write the file");
    s = ok ? VL_OK : VL_TOOL_ERROR;
  }
  free(text);
  return report(&diags, errors, exit_code(s));
}

void verilocc_allocation_free(vl_pipeline *allocation) { vl_pipeline_free(allocation); }
