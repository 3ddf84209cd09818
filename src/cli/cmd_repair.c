/* verilocc repair IN.mir A.json -o B.json: the fewest register changes that make
 * a proposed assignment valid (alloc/repair.h), for every function, each result
 * checked by the native verifier before B.json is written. Exit 0 when every
 * function's result verifies, 2 on bad input, 3 when a repair failed (then B.json
 * is not written: a partly repaired file would only be rejected later). */
#include <stdlib.h>
#include <string.h>

#include "../alloc/assignment_json.h"
#include "../alloc/repair.h"
#include "../analysis/analysis.h"
#include "../verify/native.h"
#include "getopt_args.h"
#include "cli.h"

typedef struct repair_options {
  const char *in, *json, *out, *target;
  double timeout_s;
  vl_budget_options budget;
} repair_options;

static int parse_options(int argc, char **argv, repair_options *o) {
  *o = (repair_options){.timeout_s = 10};
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *next = i + 1 < argc ? argv[i + 1] : NULL;
    if (!strcmp(a, "-o") && next) o->out = argv[++i];
    else if (!strcmp(a, "--target") && next) o->target = argv[++i];
    else if (!strcmp(a, "--timeout") && next) { if (!vl_cli_seconds(a, argv[++i], &o->timeout_s)) return 2; }
    else if (!strcmp(a, "--max-vgprs") && next) { if (!vl_cli_uint(a, argv[++i], &o->budget.max_vector)) return 2; }
    else if (!strcmp(a, "--max-sgprs") && next) { if (!vl_cli_uint(a, argv[++i], &o->budget.max_scalar)) return 2; }
    else if (!strcmp(a, "--max-agprs") && next) { if (!vl_cli_uint(a, argv[++i], &o->budget.max_accum)) return 2; o->budget.accum_given = true; }
    else if (a[0] == '-' && a[1]) { fprintf(stderr, "verilocc repair: unknown option or missing value '%s'\n", a); return 2; }
    else if (!o->in) o->in = a;
    else if (!o->json) o->json = a;
    else { fprintf(stderr, "verilocc repair: unexpected argument '%s'\n", a); return 2; }
  }
  if (!o->in || !o->json || !o->out) {
    vl_cli_command_usage("repair", stderr);
    return 2;
  }
  return 0;
}

/* Repairs one function and prints its line; false when it could not be repaired. */
static bool repair_function(const vl_function *fn, const vl_assignment *proposal, const repair_options *o,
                            vl_assignment **result_out, vl_arena *arena, vl_diags *diags) {
  vl_analysis *an = vl_analyze(fn, &o->budget, arena);
  vl_assignment *out = vl_assignment_new(fn, arena);
  vl_repair_result result;
  if (!proposal)
    fprintf(stderr, "verilocc repair: no assignment for %s in %s; allocating it from nothing\n", fn->name, o->json);
  if (vl_repair(an, proposal, o->timeout_s, out, &result, diags) != VL_OK) {
    printf("%s: repair failed after %.2f s\n", fn->name, result.seconds);
    return false;
  }
  /* vl_repair checks its result; the command checks again so that what it writes is what it verified. */
  vl_verify_result vr;
  if (vl_verify_native(an->intervals, &an->budget, out, diags, 20, &vr) != VL_OK) {
    printf("%s: the repaired assignment does not verify\n", fn->name);
    return false;
  }
  /* MaxSMT's optimum and an unchanged proposal are the fewest by definition; the fallback says which it is. */
  const char *proof = result.path != VL_REPAIR_VIOLATORS ? "" : result.fewest ? ", fewest" : ", not proven fewest";
  printf("%s: %u registers changed (%s%s, %.2f s)\n", fn->name, result.changed, vl_repair_path_name(result.path), proof,
         result.seconds);
  *result_out = out;
  return true;
}

int vl_cmd_repair(int argc, char **argv) {
  if (!vl_cli_getopt("repair", "max-agprs: max-sgprs: max-vgprs: -o: target: timeout:", &argc, &argv)) return 2;
  repair_options o;
  int rc = parse_options(argc, argv, &o);
  if (rc) return rc;
  vl_module *module = vl_cli_load(o.in, o.target);
  if (!module) return 2;
  vl_arena arena = {0};
  vl_diags diags = {0};
  uint32_t n = module->num_functions;
  vl_assignment **proposals = VL_NEW_ARRAY(&arena, vl_assignment *, n);
  vl_assignment **repaired = VL_NEW_ARRAY(&arena, vl_assignment *, n);
  /* Syntax violations in A.json (unknown register names and the like) are what repair is for: go on. */
  if (vl_assignment_read_json(o.json, module, proposals, &arena, &diags) == VL_BAD_INPUT) {
    rc = 2;
  } else {
    vl_diags_print(&diags, stderr);
    vl_diags_free(&diags);
    diags = (vl_diags){0};
    for (uint32_t f = 0; f < n; f++) {
      if (!repair_function(&module->functions[f], proposals[f], &o, &repaired[f], &arena, &diags)) rc = 3;
      /* Each function's messages right under its line. */
      fflush(stdout);
      vl_diags_print(&diags, stderr);
      vl_diags_free(&diags);
      diags = (vl_diags){0};
    }
    if (!rc && vl_assignment_write_json(o.out, module, repaired, &diags) != VL_OK) rc = 3;
  }
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  vl_arena_free(&arena);
  vl_module_free(module);
  return rc;
}
