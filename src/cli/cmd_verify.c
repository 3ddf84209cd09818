/* verilocc verify IN.mir ASSIGN.json [--smt]: the native verifier on a given
 * assignment, or with --smt the independent Z3 verifier (same categories and
 * exit codes: 0 valid, 1 invalid, 2 bad input, 3 Z3 failed). With --post POST.mir
 * instead of ASSIGN.json: translation validation (cmd_verify_post.c). */
#include <string.h>

#include "../alloc/assignment_json.h"
#include "../analysis/analysis.h"
#include "../verify/native.h"
#include "../verify/smt_verify.h"
#include "alloc_options.h"
#include "cli.h"

int vl_cmd_verify(int argc, char **argv) {
  vl_verify_cli o;
  int rc = vl_verify_cli_parse(argc, argv, &o);
  if (rc) return rc;
  /* translation validation reads both files itself */
  if (o.post && !o.assignment && !o.smt) return vl_cmd_verify_post(o.in, o.post, o.target, o.function);
  vl_syntax syntax;
  vl_module *module = vl_cli_load_any(o.in, o.target, &syntax);
  if (!module) return 2;
  if ((rc = vl_verify_cli_check(&o, syntax))) return vl_module_free(module), rc;
  if (syntax == VL_SYNTAX_SASS) return vl_verify_sass(&o, module);
  if (!o.assignment || o.post || o.function) {
    vl_cli_command_usage("verify", stderr);
    vl_module_free(module);
    return 2;
  }
  const char *json = o.assignment;
  const vl_budget_options budget = o.budget;
  const bool smt = o.smt;
  vl_arena arena = {0};
  vl_diags diags = {0};
  vl_assignment **assignments = VL_NEW_ARRAY(&arena, vl_assignment *, module->num_functions);
  vl_status status = vl_assignment_read_json(json, module, assignments, &arena, &diags);
  if (status == VL_BAD_INPUT) {
    vl_diags_print(&diags, stderr);
    vl_diags_free(&diags);
    vl_arena_free(&arena);
    vl_module_free(module);
    return 2;
  }
  uint32_t totals[VL_NUM_CATEGORIES] = {0};
  bool tool_failed = false;
  for (uint32_t c = 0; c < VL_NUM_CATEGORIES; c++) totals[c] = diags.count[c];
  for (uint32_t f = 0; f < module->num_functions; f++) {
    const vl_function *fn = &module->functions[f];
    if (!assignments[f]) {
      vl_diag_add(&diags, json, 1, 1, VL_CAT_SYNTAX, "no assignment for function %s", fn->name);
      totals[VL_CAT_SYNTAX]++;
      continue;
    }
    vl_analysis *an = vl_analyze(fn, &budget, &arena);
    vl_verify_result result;
    if (smt) {
      vl_smt_timing timing;
      tool_failed |= vl_verify_smt(an->intervals, &an->budget, assignments[f], &diags, 20, &result, &timing) ==
                     VL_TOOL_ERROR;
      fprintf(stderr, "z3: %s: %u constraints, encode %.1f ms, solve %.1f ms (%u solver calls)\n", fn->name,
              timing.constraints, timing.encode_ms, timing.solve_ms, timing.solver_calls);
    } else {
      vl_verify_native(an->intervals, &an->budget, assignments[f], &diags, 20, &result);
    }
    for (uint32_t c = 0; c < VL_NUM_CATEGORIES; c++) totals[c] += result.violations[c];
  }
  vl_diags_print(&diags, stderr);
  uint32_t total = totals[VL_CAT_SYNTAX] + totals[VL_CAT_DATAFLOW] + totals[VL_CAT_CONSTRAINT];
  const char *by = smt ? " (z3)" : "";
  if (tool_failed)
    fprintf(stderr, "verify: Z3 could not decide\n");
  else if (total)
    fprintf(stderr, "invalid%s: %u violations (dataflow %u, constraint %u, syntax %u)\n", by, total,
            totals[VL_CAT_DATAFLOW], totals[VL_CAT_CONSTRAINT], totals[VL_CAT_SYNTAX]);
  else
    printf("valid%s: %u function%s\n", by, module->num_functions, module->num_functions == 1 ? "" : "s");
  vl_diags_free(&diags);
  vl_arena_free(&arena);
  vl_module_free(module);
  return tool_failed ? 3 : total ? 1 : 0;
}
