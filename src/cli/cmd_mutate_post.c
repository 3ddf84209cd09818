/* verilocc mutate PRE.mir --post POST.mir [--per-kind N] [--seed S]: checks
 * that POST is a valid translation of PRE, then injects faults of four kinds
 * into POST's text (verify/tv_mutate.h), validates each mutant and prints the
 * counts as JSON. Every accepted fault is printed on stderr (ACCEPTED ...).
 * Exit 1 when the valid POST is rejected or a fault is accepted, 2 on bad input. */
#include <string.h>

#include "../base/clock.h"
#include "../verify/translate.h"
#include "../verify/tv_mutate.h"
#include "cli.h"

typedef struct fault_counts {
  uint32_t injected, rejected, dataflow, bad_input, unparsed;
} fault_counts;

typedef struct mutation_run {
  const vl_module *pre;
  const char *post_path;
  fault_counts counts[VL_TV_NUM_FAULTS];
} mutation_run;

static void check_mutant(void *arg, const vl_tv_mutant *mutant) {
  mutation_run *run = arg;
  fault_counts *c = &run->counts[mutant->kind];
  vl_diags diags = {0};
  c->injected++;
  vl_module *post = vl_mir_parse_text(run->post_path, mutant->text, mutant->len, run->pre->target, &diags);
  const vl_function *pre_fn = vl_module_function(run->pre, mutant->fn->name);
  const vl_function *post_fn = post ? vl_module_function(post, mutant->fn->name) : NULL;
  if (!post_fn || !pre_fn) {
    c->unparsed++;
    fprintf(stderr, "mutant %s at %s:%u does not parse:\n", vl_tv_fault_name(mutant->kind), run->post_path, mutant->line);
    vl_diags_print(&diags, stderr);
  } else {
    vl_status status = vl_validate_translation(pre_fn, post_fn, NULL, &diags);
    if (status != VL_OK) c->rejected++;
    if (status == VL_BAD_INPUT) {   /* a mutant should still align: say why it did not */
      c->bad_input++;
      fprintf(stderr, "mutant %s at %s:%u (%s) cannot be compared:\n", vl_tv_fault_name(mutant->kind), run->post_path,
              mutant->line, mutant->what);
      vl_diags_print(&diags, stderr);
    }
    if (diags.count[VL_CAT_DATAFLOW]) c->dataflow++;
    if (status == VL_OK)
      fprintf(stderr, "ACCEPTED %s %s:%u: %s\n", vl_tv_fault_name(mutant->kind), run->post_path, mutant->line,
              mutant->what);
  }
  vl_module_free(post);
  vl_diags_free(&diags);
}

int vl_cmd_mutate_post(const char *pre_path, const char *post_path, uint32_t per_kind, uint32_t seed) {
  double t0 = vl_now_ms();
  vl_module *pre = vl_cli_load(pre_path, NULL);
  if (!pre) return 2;
  vl_module *post = vl_cli_load(post_path, pre->target->name);
  if (!post) {
    vl_module_free(pre);
    return 2;
  }
  int rc = 0;
  uint32_t valid = 0;
  vl_diags diags = {0};
  for (uint32_t f = 0; f < pre->num_functions; f++) {
    const vl_function *other = vl_module_function(post, pre->functions[f].name);
    vl_status status = other ? vl_validate_translation(&pre->functions[f], other, NULL, &diags) : VL_BAD_INPUT;
    if (!other) vl_diag_add(&diags, pre_path, pre->functions[f].line, 1, VL_CAT_NONE, "function %s is not in %s",
                            pre->functions[f].name, post_path);
    if (status == VL_OK) valid++;
    else rc = status == VL_BAD_INPUT ? 2 : 1;
  }
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  mutation_run run = {.pre = pre, .post_path = post_path};
  if (valid == pre->num_functions) vl_tv_mutants_each(post, per_kind, seed, check_mutant, &run);
  printf("{\"file\": \"%s\", \"post\": \"%s\", \"functions\": %u, \"valid_accepted\": %u", pre_path, post_path,
         pre->num_functions, valid);
  for (int k = 0; k < VL_TV_NUM_FAULTS; k++) {
    const fault_counts *c = &run.counts[k];
    printf(", \"%s\": {\"injected\": %u, \"rejected\": %u, \"dataflow\": %u, \"bad_input\": %u, \"unparsed\": %u}",
           vl_tv_fault_name((vl_tv_fault)k), c->injected, c->rejected, c->dataflow, c->bad_input, c->unparsed);
    if (c->rejected != c->injected && !rc) rc = 1;
  }
  printf(", \"ms\": %.1f}\n", vl_now_ms() - t0);
  vl_module_free(post);
  vl_module_free(pre);
  return rc;
}
