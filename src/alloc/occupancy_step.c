/* The next occupancy step (see occupancy_step.h). */
#include "occupancy_step.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../analysis/analysis.h"
#include "classical.h"

bool vl_occupancy_step_predict(const vl_function *fn, const vl_budget_options *budget, vl_cost *cost,
                               vl_resource_usage *usage) {
  vl_arena arena = {0};
  vl_diags quiet = {0};
  const vl_analysis *an = vl_analyze(fn, budget, &arena);
  vl_assignment *a = vl_assignment_new(fn, &arena);
  bool ok = vl_alloc_classical(an->intervals, &an->budget, an->pressure, a, &quiet) == VL_OK;
  if (ok) {
    vl_alloc_stats s = vl_assignment_stats(fn, a);
    *usage = vl_resource_usage_of(fn->module->target, s.used);
    *cost = vl_cost_of(fn, an->cfg, a, usage, (vl_remats){0});
  }
  vl_diags_free(&quiet);
  vl_arena_free(&arena);
  return ok;
}

static uint32_t round_up4(uint32_t n) { return (n + 3) / 4 * 4; }   /* AGPRs start there on a unified file */

bool vl_occupancy_step_budget(const vl_function *fn, const vl_resource_usage *usage,
                              const vl_budget_options *now, vl_budget_options *next, uint32_t *next_waves) {
  const vl_target *t = fn->module->target;
  vl_launch launch = vl_launch_of(fn);
  uint32_t waves = vl_occupancy_limit_compute(t, usage, &launch).waves;
  uint32_t total = usage->accum && t->unified_vgpr_file ? round_up4(usage->vector) + usage->accum : usage->vector;
  /* The largest total below this one that gives more waves (the others' usage unchanged). */
  uint32_t step = 0;
  for (uint32_t c = total; c-- > 1 && !step;) {
    vl_resource_usage u = {.vector = c, .scalar = usage->scalar};
    *next_waves = vl_occupancy_limit_compute(t, &u, &launch).waves;
    if (*next_waves > waves) step = c;
  }
  if (!step) return false;
  *next = *now;
  next->accum_given = true;
  if (!t->unified_vgpr_file) {
    next->max_vector = step;
  } else {
    /* No AGPRs at all: with "amdgpu-waves-per-eu" asking for a step of 256 registers or fewer,
     * llc reserves every AGPR of a function it reads without AGPR virtual registers (ours has
     * none left), and its verifier rejects AGPRs we named ("isRenamable set on reserved
     * register", gfx90a attention kernels whose AV tuples went to AGPRs). A kernel whose own
     * operands need AGPRs then finds no allocation at the step, and keeps its budget. */
    next->max_vector = step < t->num_regs[VL_FILE_VECTOR] ? step : t->num_regs[VL_FILE_VECTOR];
    next->max_accum = 0;
  }
  return next->max_vector > 0;
}

double vl_occupancy_step_cap(const vl_function *fn, const vl_cost *now, uint32_t next_waves) {
  /* time = cycles / h: the step is faster while cycles grow by less than h(next) / h(now). */
  const vl_target *t = fn->module->target;
  double h_now = now->hiding, h_next = vl_cost_hiding(t, next_waves);
  if (h_now <= 0) return 0;
  return now->cycles * (h_next / h_now - 1) + now->added.spill_cost;
}

/* Where a function attribute goes in the IR's `define ... {` line: after the argument list and
 * the attributes, before what LLVM's grammar puts after them (section, partition, comdat, align,
 * gc, prefix, prologue, personality, metadata); `define_brace` when none of them is there. */
static uint32_t attribute_slot(const char *text, uint32_t define_brace) {
  uint32_t line = define_brace;
  while (line > 0 && text[line - 1] != '\n') line--;
  const char *at = memchr(text + line, '@', define_brace - line);
  const char *open = at ? memchr(at, '(', (size_t)(text + define_brace - at)) : NULL;
  if (!open) return define_brace;
  int depth = 0;
  const char *p = open;
  for (; p < text + define_brace; p++)
    if (*p == '(') depth++;
    else if (*p == ')' && --depth == 0) break;
  static const char *const after_attributes[] = {" section \"", " partition \"", " comdat", " align ", " gc \"",
                                                 " prefix ", " prologue ", " personality ", " !", NULL};
  uint32_t slot = define_brace;
  for (const char *const *word = after_attributes; *word; word++) {
    size_t n = strlen(*word);
    for (const char *q = p; q + n <= text + define_brace; q++)
      if (!memcmp(q, *word, n)) {
        if ((uint32_t)(q - text) + 1 < slot) slot = (uint32_t)(q - text) + 1;
        break;
      }
  }
  return slot;
}

vl_module *vl_occupancy_step_mark(const vl_module *m, uint32_t f, uint32_t waves) {
  const vl_function *fn = &m->functions[f];
  if (!fn->define_brace || fn->waves_per_eu) return NULL;
  char attr[48];
  int n = snprintf(attr, sizeof attr, "\"amdgpu-waves-per-eu\"=\"%u\" ", waves);
  uint32_t slot = attribute_slot(m->text, fn->define_brace);
  size_t len = m->text_len + (size_t)n;
  char *text = malloc(len + 1);
  if (!text) abort();
  memcpy(text, m->text, slot);
  memcpy(text + slot, attr, (size_t)n);
  memcpy(text + slot + n, m->text + slot, m->text_len - slot);
  text[len] = 0;
  vl_diags quiet = {0};
  vl_module *marked = vl_mir_parse_text(m->path, text, (uint32_t)len, m->target, &quiet);
  vl_diags_free(&quiet);
  free(text);
  return marked;
}
