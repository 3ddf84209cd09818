/* The allocation fuzzer, as regalloc2 fuzzes its allocator against its checker: random valid
 * functions (gen.h) for every AMD target and for SASS go through every allocator of the registry
 * by the pipeline (spilling included: some functions get a small register budget), and
 * independent oracles must agree on each result:
 *   the native verifier and the Z3 verifier accept it;
 *   mutations of it (verify/mutate.h) that are faults by construction are rejected by both, with
 *     the fault's category, and both agree on the random ones;
 *   the translation validator accepts the rewritten MIR against the input (spill code included);
 *     the SASS writer's listing reads back;
 *   llc-19 -verify-machineinstrs accepts the input (the generator's claim) and the rewritten MIR
 *     (every --llc-every'th function: a process each).
 * Z3 is most of a run's time without a sanitizer, the learned allocator with one: --smt-every K
 * runs the Z3 verifier (on the allocation and beside the native one on each mutation) on every
 * K'th function only, --model-every K the model allocator; the summary says how many had each.
 * A finding prints its reason and saves the function under build/fuzz/findings/; the exit status
 * is then 1. Deterministic for --seed.
 *   alloc_fuzz [--functions N] [--seed S] [--size N] [--llc-every K] [--exact-every K] [--smt-every K] [--model-every K]
 *              [--allocators a,b] [--targets t,u] [--report-every N (the counts so far)] */
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "alloc/registry.h"
#include "front/mir.h"
#include "front/sass.h"
#include "gen.h"
#include "pipeline/pipeline.h"
#include "target/target_ops.h"
#include "verify/mutate.h"
#include "verify/native.h"
#include "verify/smt_verify.h"
#include "verify/translate.h"

typedef struct counts {
  uint64_t functions, smt_functions, allocations, does_not_fit, native_valid, z3_valid, z3_undecided, mutations, faults_rejected,
      translations, sass_read_back, llc_inputs, llc_outputs, findings;
} counts;

typedef struct fuzz {
  counts n;
  uint64_t seed, index;
  bool smt;   /* the Z3 verifier is an oracle for this function (--smt-every) */
  const char *target, *allocator;
  const gen_text *input;
  const vl_analysis *an;
} fuzz;

static void finding(fuzz *z, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void finding(fuzz *z, const char *fmt, ...) {
  char path[256];
  mkdir("build/fuzz", 0777);
  mkdir("build/fuzz/findings", 0777);
  bool sass = !strncmp(z->target, "sm_", 3);
  snprintf(path, sizeof path, "build/fuzz/findings/alloc-%s-%llu-%llu.%s", z->target, (unsigned long long)z->seed,
           (unsigned long long)z->index, sass ? "sass" : "mir");
  FILE *f = fopen(path, "w");
  if (f) fwrite(z->input->data, 1, z->input->len, f), fclose(f);
  va_list ap;
  va_start(ap, fmt);
  fprintf(stderr, "alloc_fuzz: FINDING (%s, %s, function %llu, saved to %s): ", z->target,
          z->allocator ? z->allocator : "-", (unsigned long long)z->index, path);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  z->n.findings++;
}

static vl_status smt_verdict(const vl_analysis *an, const vl_assignment *a, vl_verify_result *result) {
  vl_diags diags = {0};
  vl_smt_timing timing;
  vl_status s = vl_verify_smt(an->intervals, &an->budget, a, &diags, 1, result, &timing);
  vl_diags_free(&diags);
  return s;
}

static void check_mutation(void *ctx, vl_mutation kind, const vl_assignment *mutated) {
  fuzz *z = ctx;
  vl_diags diags = {0};
  vl_verify_result native, smt;
  vl_status a = vl_verify_native(z->an->intervals, &z->an->budget, mutated, &diags, 1, &native);
  vl_diags_free(&diags);
  vl_status b = z->smt ? smt_verdict(z->an, mutated, &smt) : a;   /* without Z3: the native verdict alone */
  z->n.mutations++;
  if (b == VL_TOOL_ERROR) return z->n.z3_undecided++, (void)0;
  if (a != b) finding(z, "verifiers disagree on a %s mutation: native %s, z3 %s", vl_mutation_name(kind),
                      a == VL_OK ? "valid" : "invalid", b == VL_OK ? "valid" : "invalid");
  else if (kind < VL_NUM_FAULTS && a == VL_OK)
    finding(z, "a %s fault passes %s", vl_mutation_name(kind), z->smt ? "both verifiers" : "the native verifier");
  else if (kind < VL_NUM_FAULTS && !native.violations[vl_mutation_category(kind)])
    finding(z, "a %s fault is rejected without its category (%s)", vl_mutation_name(kind),
            vl_category_name(vl_mutation_category(kind)));
  else if (kind < VL_NUM_FAULTS) z->n.faults_rejected++;
}

static bool run_tool(const char *command) { return system(command) == 0; }

static void llc_check(fuzz *z, const char *target, const char *pre, size_t pre_len, const char *post, size_t post_len) {
  char dir[] = "/tmp/alloc_fuzz.XXXXXX", command[1024];
  if (!mkdtemp(dir)) return;
  char pre_path[64], post_path[64];
  snprintf(pre_path, sizeof pre_path, "%s/pre.mir", dir);
  snprintf(post_path, sizeof post_path, "%s/post.mir", dir);
  FILE *f = fopen(pre_path, "w"), *g = fopen(post_path, "w");
  if (f) fwrite(pre, 1, pre_len, f), fclose(f);
  if (g) fwrite(post, 1, post_len, g), fclose(g);
  /* object output: LLVM 19's assembly printer crashes on some calls it verifies and compiles (not ours) */
  snprintf(command, sizeof command,
           "llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu=%s -O3 -start-before=greedy -verify-machineinstrs -filetype=obj "
           "%s -o /dev/null 2>%s/pre.err", target, pre_path, dir);
  if (!run_tool(command)) finding(z, "llc-19 -verify-machineinstrs rejects the generated input (%s/pre.err)", dir);
  else z->n.llc_inputs++;
  snprintf(command, sizeof command,
           "llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu=%s -O3 -start-after=virtregrewriter,1 -verify-machineinstrs "
           "-filetype=obj %s -o /dev/null 2>%s/post.err", target, post_path, dir);
  if (!run_tool(command)) {
    finding(z, "llc-19 -verify-machineinstrs rejects the allocated MIR (%s)", dir);
    return;
  }
  z->n.llc_outputs++;
  snprintf(command, sizeof command, "rm -rf %s", dir);
  run_tool(command);
}

/* One allocation of module m by allocator a, and every oracle on it. */
static void check_allocation(fuzz *z, const vl_module *m, vl_allocator *a, const vl_budget_options *budget,
                             bool forced, bool mutate, bool llc) {
  vl_diags diags = {0};
  vl_pipeline *p = vl_pipeline_new(m, a, budget, NULL);
  vl_status s = vl_pipeline_run(p, &diags);
  z->n.allocations++;
  bool sass = m->target->ops->syntax == VL_SYNTAX_SASS;
  if (s != VL_OK) {
    bool no_fit = true;
    for (uint32_t f = 0; f < m->num_functions; f++) no_fit &= p->runs[f].status == VL_OK || p->runs[f].does_not_fit;
    if (no_fit && forced) z->n.does_not_fit++;
    else {
      vl_diags_print(&diags, stderr);
      finding(z, "the pipeline failed (%d)", s);
    }
    vl_pipeline_free(p);
    vl_diags_free(&diags);
    return;
  }
  for (uint32_t f = 0; f < p->module->num_functions; f++) {
    const vl_function_run *run = &p->runs[f];
    vl_verify_result native, smt;
    vl_diags d = {0};
    if (vl_verify_native(run->analysis->intervals, &run->analysis->budget, run->assignment, &d, 5, &native) != VL_OK) {
      vl_diags_print(&d, stderr);
      finding(z, "the native verifier rejects what the pipeline verified");
    } else {
      z->n.native_valid++;
    }
    vl_diags_free(&d);
    vl_status zs = z->smt ? smt_verdict(run->analysis, run->assignment, &smt) : VL_OK;
    if (z->smt && zs == VL_TOOL_ERROR) z->n.z3_undecided++;
    else if (z->smt && zs != VL_OK) finding(z, "the Z3 verifier rejects an allocation the native one accepts");
    else if (z->smt) z->n.z3_valid++;
    if (mutate) {
      z->an = run->analysis;
      vl_mutations_each(run->analysis, run->assignment, 1, (uint32_t)(z->seed + z->index), check_mutation, z);
    }
  }
  char *text = NULL;
  size_t len = 0;
  if (sass) {
    if (vl_pipeline_sass_emit(p, &text, &len, &diags) != VL_OK) finding(z, "the SASS writer failed");
    else {
      vl_module *back = vl_sass_parse_text("written.sass", text, (uint32_t)len, m->target, &diags);
      if (!back || back->num_functions != m->num_functions) {
        vl_diags_print(&diags, stderr);
        finding(z, "the written SASS does not read back");
      } else {
        z->n.sass_read_back++;
      }
      vl_module_free(back);
    }
  } else if (vl_pipeline_mir_emit(p, &text, &len, &diags) != 0) {
    vl_diags_print(&diags, stderr);
    finding(z, "the rewriter failed");
  } else {
    vl_module *post = vl_mir_parse_text("post.mir", text, (uint32_t)len, m->target, &diags);
    for (uint32_t f = 0; post && f < m->num_functions; f++) {
      const vl_function *out = vl_module_function(post, m->functions[f].name);
      vl_diags d = {0};
      if (!out || vl_validate_translation(&m->functions[f], out, NULL, &d) != VL_OK) {
        vl_diags_print(&d, stderr);
        finding(z, "the translation validator rejects the rewritten function %s", m->functions[f].name);
      } else {
        z->n.translations++;
      }
      vl_diags_free(&d);
    }
    if (!post) {
      vl_diags_print(&diags, stderr);
      finding(z, "the rewritten MIR does not read back");
    }
    vl_module_free(post);
    if (llc) llc_check(z, m->target->name, z->input->data, z->input->len, text, len);
  }
  free(text);
  vl_pipeline_free(p);
  vl_diags_free(&diags);
}

static uint32_t split_list(char *list, const char **out, uint32_t max) {
  uint32_t n = 0;
  for (char *tok = strtok(list, ","); tok && n < max; tok = strtok(NULL, ",")) out[n++] = tok;
  return n;
}

static void print_summary(const counts *n, uint64_t seed, const char *const *targets, uint32_t num_targets,
                          const uint64_t *per_target, const char *allocators) {
  printf("alloc_fuzz --seed %llu: %llu functions (", (unsigned long long)seed, (unsigned long long)n->functions);
  for (uint32_t t = 0; t < num_targets; t++) printf("%s%s %llu", t ? ", " : "", targets[t], (unsigned long long)per_target[t]);
  printf("), %llu allocations by %s (%llu did not fit a forced budget), verified: native %llu, z3 %llu (%llu undecided; "
         "Z3 an oracle on %llu functions); %llu mutations, %llu faults rejected (by both where Z3 ran); "
         "%llu translations validated, %llu SASS listings read back; "
         "llc-19 -verify-machineinstrs: %llu inputs, %llu outputs; %llu findings\n",
         (unsigned long long)n->allocations, allocators, (unsigned long long)n->does_not_fit,
         (unsigned long long)n->native_valid, (unsigned long long)n->z3_valid, (unsigned long long)n->z3_undecided,
         (unsigned long long)n->smt_functions,
         (unsigned long long)n->mutations, (unsigned long long)n->faults_rejected,
         (unsigned long long)n->translations, (unsigned long long)n->sass_read_back,
         (unsigned long long)n->llc_inputs, (unsigned long long)n->llc_outputs, (unsigned long long)n->findings);
  fflush(stdout);
}

int main(int argc, char **argv) {
  uint64_t functions = 1000, seed = 1, llc_every = 0, exact_every = 10, report_every = 0, smt_every = 1, model_every = 1;
  uint32_t size = 60;
  char targets_arg[256] = "gfx90a,gfx942,gfx1100,sm_89,sm_90", allocators_arg[256] = "classical,exact,model";
  for (int i = 1; i + 1 < argc; i += 2) {
    const char *o = argv[i], *v = argv[i + 1];
    if (!strcmp(o, "--functions")) functions = strtoull(v, NULL, 10);
    else if (!strcmp(o, "--seed")) seed = strtoull(v, NULL, 10);
    else if (!strcmp(o, "--size")) size = (uint32_t)strtoul(v, NULL, 10);
    else if (!strcmp(o, "--llc-every")) llc_every = strtoull(v, NULL, 10);
    else if (!strcmp(o, "--exact-every")) exact_every = strtoull(v, NULL, 10);
    else if (!strcmp(o, "--smt-every")) smt_every = strtoull(v, NULL, 10);
    else if (!strcmp(o, "--model-every")) model_every = strtoull(v, NULL, 10);
    else if (!strcmp(o, "--report-every")) report_every = strtoull(v, NULL, 10);
    else if (!strcmp(o, "--targets")) snprintf(targets_arg, sizeof targets_arg, "%s", v);
    else if (!strcmp(o, "--allocators")) snprintf(allocators_arg, sizeof allocators_arg, "%s", v);
    else {
      fprintf(stderr, "alloc_fuzz: unknown option %s\n", o);
      return 2;
    }
  }
  const char *targets[8], *names[8];
  char allocators_shown[256];
  snprintf(allocators_shown, sizeof allocators_shown, "%s", allocators_arg);
  uint32_t num_targets = split_list(targets_arg, targets, 8), num_allocators = split_list(allocators_arg, names, 8);
  vl_allocator *allocators[8];
  vl_allocator_options options = vl_allocator_defaults();
  options.timeout_s = 1;   /* exact: a second per function, at worst its classical start */
  options.loop.repair_timeout_s = 1;
  options.loop.k = 2;   /* model: the greedy proposal and one sample */
  for (uint32_t a = 0; a < num_allocators; a++) {
    vl_diags diags = {0};
    if (!(allocators[a] = vl_allocator_open(names[a], &options, &diags))) {
      vl_diags_print(&diags, stderr);
      return 2;
    }
    vl_diags_free(&diags);
  }
  fuzz z = {.seed = seed};
  uint64_t per_target[8] = {0};
  for (uint64_t i = 0; i < functions; i++) {
    uint64_t rng = (seed * 0x9e3779b97f4a7c15ull) ^ (i * 0xbf58476d1ce4e5b9ull) ^ 0x94d049bb133111ebull;
    gen_rand(&rng, 1);
    uint32_t t = (uint32_t)(i % num_targets);
    bool sass = !strncmp(targets[t], "sm_", 3);
    gen_text text = {0};
    char name[32];
    snprintf(name, sizeof name, "fz%llu", (unsigned long long)i);
    uint32_t n = 2 + gen_rand(&rng, size);
    if (sass) gen_sass(&text, &rng, targets[t], name, n);
    else gen_mir(&text, &rng, targets[t], name, n);
    z.index = i, z.target = targets[t], z.input = &text, z.allocator = NULL;
    z.smt = smt_every && i % smt_every == 0;
    z.n.smt_functions += z.smt;
    vl_diags diags = {0};
    vl_module *m = sass ? vl_sass_parse_text(name, text.data, (uint32_t)text.len, NULL, &diags)
                        : vl_mir_parse_text(name, text.data, (uint32_t)text.len, NULL, &diags);
    z.n.functions++;
    per_target[t]++;
    if (!m) {
      vl_diags_print(&diags, stderr);
      finding(&z, "the reader rejects a generated function");
    }
    /* one function in four under a small budget, so that the spiller and splitter run */
    vl_budget_options budget = {0};
    bool forced = gen_rand(&rng, 4) == 0;
    if (forced) budget.max_vector = sass ? 16 + gen_rand(&rng, 16) : 4 + gen_rand(&rng, 12);
    for (uint32_t a = 0; m && a < num_allocators; a++) {
      if (!strcmp(names[a], "exact") && exact_every && i % exact_every) continue;
      if (!strcmp(names[a], "model") && model_every && i % model_every) continue;
      z.allocator = names[a];
      check_allocation(&z, m, allocators[a], &budget, forced, a == 0, a == 0 && llc_every && i % llc_every == 0);
    }
    vl_module_free(m);
    vl_diags_free(&diags);
    free(text.data);
    if (report_every && (i + 1) % report_every == 0 && i + 1 < functions)
      print_summary(&z.n, seed, targets, num_targets, per_target, allocators_shown);
  }
  for (uint32_t a = 0; a < num_allocators; a++) vl_allocator_close(allocators[a]);
  print_summary(&z.n, seed, targets, num_targets, per_target, allocators_shown);
  return z.n.findings ? 1 : 0;
}
