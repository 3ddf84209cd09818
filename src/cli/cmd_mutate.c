/* verilocc mutate IN.mir [--per-kind N] [--seed S]: allocate with the classical
 * allocator, check the result is accepted, inject faults into it and report how
 * many the verifier rejects with the right category. Exit 1 if any fault slips
 * through or the valid assignment is rejected. Tests and `make bench` use it. */
#include <string.h>

#include "../alloc/classical.h"
#include "../verify/mutate.h"
#include "cli.h"

int vl_cmd_mutate(int argc, char **argv) {
  const char *in = NULL;
  uint32_t per_kind = 10, seed = 1;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--per-kind") && i + 1 < argc) { if (!vl_cli_uint(argv[i], argv[i + 1], &per_kind)) return 2; i++; }
    else if (!strcmp(argv[i], "--seed") && i + 1 < argc) { if (!vl_cli_uint(argv[i], argv[i + 1], &seed)) return 2; i++; }
    else if (argv[i][0] == '-') { fprintf(stderr, "verilocc mutate: unknown option '%s'\n", argv[i]); return 2; }
    else in = argv[i];
  }
  if (!in) { vl_cli_usage(stderr); return 2; }
  vl_module *module = vl_cli_load(in, NULL);
  if (!module) return 2;
  vl_mutation_counts counts = {{0}, {0}, {0}};
  uint32_t valid_accepted = 0, valid_total = 0;
  int rc = 0;
  for (uint32_t f = 0; f < module->num_functions; f++) {
    vl_arena arena = {0};
    vl_diags diags = {0};
    const vl_function *fn = &module->functions[f];
    vl_analysis *an = vl_analyze(fn, NULL, &arena);
    vl_assignment *a = vl_assignment_new(fn, &arena);
    if (vl_alloc_classical(an->intervals, &an->budget, an->pressure, a, &diags) != VL_OK) {
      vl_diags_print(&diags, stderr);
      rc = 3;
    } else {
      vl_verify_result result;
      valid_total++;
      if (vl_verify_native(an->intervals, &an->budget, a, &diags, 5, &result) == VL_OK) valid_accepted++;
      else vl_diags_print(&diags, stderr);
      vl_mutate_and_verify(an, a, per_kind, seed + f, &counts);
    }
    vl_diags_free(&diags);
    vl_arena_free(&arena);
  }
  printf("{\"file\": \"%s\", \"valid_accepted\": %u, \"valid_total\": %u", in, valid_accepted, valid_total);
  for (int k = 0; k < VL_NUM_MUTATIONS; k++) {
    printf(", \"%s\": {\"category\": \"%s\", \"injected\": %u, \"rejected\": %u, \"right_category\": %u}",
           vl_mutation_name((vl_mutation)k), vl_category_name(vl_mutation_category((vl_mutation)k)),
           counts.injected[k], counts.rejected[k], counts.right_category[k]);
    if (counts.right_category[k] != counts.injected[k] || counts.rejected[k] != counts.injected[k]) rc = rc ? rc : 1;
  }
  printf("}\n");
  if (valid_accepted != valid_total) rc = rc ? rc : 1;
  vl_module_free(module);
  return rc;
}
