/* verilocc mutate IN.mir [--per-kind N] [--seed S] [--smt] [--allocator NAME]
 * [--timeout S]: allocate (classical by default; any allocator of the registry, exact with Z3 in S seconds), check the result is accepted, inject faults into it and
 * report how many the verifier rejects with the right category. Exit 1 if any
 * fault slips through or the valid assignment is rejected.
 * With --smt, also check the valid assignment and every mutation (the faults
 * and as many random reassignments) with the Z3 verifier, and report whether
 * the two verifiers agree: the same verdict and the same categories. Exit 1 on
 * any disagreement (each is printed). Tests and `make bench` use it.
 * With --post POST.mir: faults in an allocated MIR judged by translation
 * validation instead (cmd_mutate_post.c). */
#include <string.h>

#include "../pipeline/pipeline.h"
#include "../verify/mutate.h"
#include "../verify/smt_verify.h"
#include "getopt_args.h"
#include "cli.h"

typedef struct agreement {
  const vl_analysis *an;
  vl_smt_checker *checker;
  const char *file;
  uint32_t cases, agree, disagree, z3_failed;
  double native_ms, z3_ms, z3_max_ms;
} agreement;

/* The categories a verdict names, as a bitmask. */
static unsigned categories(const vl_verify_result *r) {
  unsigned mask = 0;
  for (int c = 0; c < VL_NUM_CATEGORIES; c++)
    if (r->violations[c]) mask |= 1u << c;
  return mask;
}

static void compare(void *ctx, vl_mutation kind, const vl_assignment *a) {
  agreement *g = ctx;
  vl_diags diags = {0};
  vl_verify_result native, smt;
  vl_smt_timing timing;
  double t0 = vl_now_ms();
  vl_status ns = vl_verify_native(g->an->intervals, &g->an->budget, a, &diags, 3, &native);
  double t1 = vl_now_ms();
  vl_status zs = vl_smt_check(g->checker, a, &diags, 3, &smt, &timing);
  double t2 = vl_now_ms();
  g->cases++;
  g->native_ms += t1 - t0;
  g->z3_ms += t2 - t1;
  if (t2 - t1 > g->z3_max_ms) g->z3_max_ms = t2 - t1;
  if (zs == VL_TOOL_ERROR) {
    g->z3_failed++;
    vl_diags_print(&diags, stderr);
  } else if (ns == zs && categories(&native) == categories(&smt)) {
    g->agree++;
  } else {
    g->disagree++;
    fprintf(stderr, "DISAGREE %s %s (%s): native %s (dataflow %u, constraint %u, syntax %u), z3 %s (%u, %u, %u)\n",
            g->file, g->an->fn->name, vl_mutation_name(kind), ns == VL_OK ? "valid" : "invalid",
            native.violations[VL_CAT_DATAFLOW], native.violations[VL_CAT_CONSTRAINT], native.violations[VL_CAT_SYNTAX],
            zs == VL_OK ? "valid" : "invalid", smt.violations[VL_CAT_DATAFLOW], smt.violations[VL_CAT_CONSTRAINT],
            smt.violations[VL_CAT_SYNTAX]);
    vl_diags_print(&diags, stderr);   /* what each verifier said */
  }
  vl_diags_free(&diags);
}

/* The valid assignment and its mutations (faults and random ones), both verifiers. */
static void agree_on(agreement *g, const vl_assignment *valid, uint32_t per_kind, uint32_t seed) {
  vl_diags diags = {0};
  if (vl_smt_checker_new(g->an->intervals, &g->an->budget, &g->checker, &diags) != VL_OK) {
    vl_diags_print(&diags, stderr);
    g->z3_failed++;
  } else {
    compare(g, VL_NUM_MUTATIONS, valid);
    vl_mutations_each(g->an, valid, per_kind, seed, compare, g);
  }
  vl_smt_checker_free(g->checker);
  g->checker = NULL;
  vl_diags_free(&diags);
}

int vl_cmd_mutate(int argc, char **argv) {
  if (!vl_cli_getopt("mutate", "allocator: per-kind: post: seed: smt timeout:", &argc, &argv)) return 2;
  const char *in = NULL, *post = NULL;
  uint32_t per_kind = 10, seed = 1;
  bool smt = false;
  const char *allocator = "classical";
  double timeout_s = 10;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--smt")) { smt = true; continue; }
    if (!strcmp(argv[i], "--post") && i + 1 < argc) { post = argv[++i]; continue; }
    if (!strcmp(argv[i], "--allocator") && i + 1 < argc) { allocator = argv[++i]; continue; }
    if (!strcmp(argv[i], "--timeout") && i + 1 < argc) { if (!vl_cli_seconds(argv[i], argv[i + 1], &timeout_s)) return 2; i++; continue; }
    if (!strcmp(argv[i], "--per-kind") && i + 1 < argc) { if (!vl_cli_uint(argv[i], argv[i + 1], &per_kind)) return 2; i++; }
    else if (!strcmp(argv[i], "--seed") && i + 1 < argc) { if (!vl_cli_uint(argv[i], argv[i + 1], &seed)) return 2; i++; }
    else if (argv[i][0] == '-') { fprintf(stderr, "verilocc mutate: unknown option '%s'\n", argv[i]); return 2; }
    else in = argv[i];
  }
  if (!in) { vl_cli_command_usage("mutate", stderr); return 2; }
  if (post) return vl_cmd_mutate_post(in, post, per_kind, seed);
  vl_allocator_options options = vl_allocator_defaults();
  options.timeout_s = timeout_s;
  vl_diags open_diags = {0};
  vl_allocator *allocate = vl_allocator_open(allocator, &options, &open_diags);
  vl_diags_print(&open_diags, stderr);
  vl_diags_free(&open_diags);
  if (!allocate) return 2;
  vl_module *module = vl_cli_load(in, NULL);
  if (!module) return vl_allocator_close(allocate), 2;
  vl_mutation_counts counts = {{0}, {0}, {0}};
  agreement g = {.file = in};
  uint32_t valid_accepted = 0, valid_total = 0;
  int rc = 0;
  /* The allocation as `alloc` makes it (the pipeline: spilled where it must be, verified). */
  vl_pipeline *p = vl_pipeline_new(module, allocate, NULL, NULL);
  vl_diags failures = {0};
  if (vl_pipeline_run(p, &failures) == VL_BAD_INPUT) rc = 2;
  vl_diags_print(&failures, stderr);
  vl_diags_free(&failures);
  for (uint32_t f = 0; rc != 2 && f < p->module->num_functions; f++) {
    vl_diags diags = {0};
    const vl_analysis *an = p->runs[f].analysis;
    const vl_assignment *a = p->runs[f].assignment;
    if (p->runs[f].status != VL_OK) {
      rc = 3;
    } else {
      vl_verify_result result;
      valid_total++;
      if (vl_verify_native(an->intervals, &an->budget, a, &diags, 5, &result) == VL_OK) valid_accepted++;
      else vl_diags_print(&diags, stderr);
      vl_mutate_and_verify(an, a, per_kind, seed + f, &counts);
      g.an = an;
      if (smt) agree_on(&g, a, per_kind, seed + f);
    }
    vl_diags_free(&diags);
  }
  printf("{\"file\": \"%s\", \"valid_accepted\": %u, \"valid_total\": %u", in, valid_accepted, valid_total);
  for (int k = 0; k < VL_NUM_FAULTS; k++) {
    printf(", \"%s\": {\"category\": \"%s\", \"injected\": %u, \"rejected\": %u, \"right_category\": %u}",
           vl_mutation_name((vl_mutation)k), vl_category_name(vl_mutation_category((vl_mutation)k)),
           counts.injected[k], counts.rejected[k], counts.right_category[k]);
    if (counts.right_category[k] != counts.injected[k] || counts.rejected[k] != counts.injected[k]) rc = rc ? rc : 1;
  }
  if (smt) {
    printf(", \"agreement\": {\"cases\": %u, \"agree\": %u, \"disagree\": %u, \"z3_failed\": %u, "
           "\"native_ms\": %.3f, \"z3_ms\": %.3f, \"z3_max_ms\": %.3f}",
           g.cases, g.agree, g.disagree, g.z3_failed, g.native_ms, g.z3_ms, g.z3_max_ms);
    if (g.disagree || g.z3_failed) rc = rc ? rc : 1;
  }
  printf("}\n");
  if (valid_accepted != valid_total) rc = rc ? rc : 1;
  vl_pipeline_free(p);
  vl_allocator_close(allocate);
  vl_module_free(module);
  return rc;
}
