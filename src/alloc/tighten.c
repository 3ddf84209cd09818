/* Tightening (see tighten.h). */
#include "tighten.h"

#include "copy_recolor.h"
#include "squeeze.h"

#include <stdlib.h>
#include <string.h>

#include "classical.h"
#include "tabu.h"
#include "vreg_order.h"
#include "../target/target_ops.h"
#include "../cost/cost_model.h"
#include "../cost/occupancy_limit.h"

vl_tighten_options vl_tighten_defaults(void) {
  return (vl_tighten_options){256, 8192, (uint64_t)1 << 21, 4, true, 100000, true};
}

typedef struct tightener {
  const vl_function *fn;
  vl_regfile file;
  const vl_tighten_options *options;
  vl_classical *greedy;
  vl_vreg_key *keys, *order;
  uint32_t num_keys, granule, reserve;
  uint64_t weight;            /* work units per placement */
  uint64_t max_work;          /* for the attempt under way */
  vl_physreg *trial;          /* the last run's registers */
  vl_tighten_result *result;
  const uint8_t *first;       /* per vreg: placed before the rest in every order (NULL: none) */
} tightener;

/* t->order with the vregs t->first names moved to the front, each part in its order. */
static void first_to_front(tightener *t) {
  if (!t->first) return;
  uint32_t front = 0;
  for (uint32_t i = 0; i < t->num_keys; i++)
    if (t->first[t->order[i].vreg]) {
      vl_vreg_key key = t->order[i];
      memmove(t->order + front + 1, t->order + front, (i - front) * sizeof *t->order);
      t->order[front++] = key;
    }
}

static tightener tightener_new(const vl_analysis *an, vl_regfile file, const vl_tighten_options *options,
                                vl_tighten_result *result, vl_arena *arena) {
  const vl_function *fn = an->fn;
  tightener t = {.fn = fn, .file = file, .options = options, .result = result};
  t.granule = fn->module->target->vgpr_granule;
  t.reserve = fn->module->target->count_reserve;
  t.greedy = vl_classical_new(an->intervals, &an->budget, arena);
  t.keys = VL_NEW_ARRAY(arena, vl_vreg_key, fn->num_vregs + 1);
  t.order = VL_NEW_ARRAY(arena, vl_vreg_key, fn->num_vregs + 1);
  t.trial = VL_NEW_ARRAY(arena, vl_physreg, fn->num_vregs + 1);
  t.num_keys = vl_vreg_keys(an->intervals, t.keys);
  /* A placement costs about the live slots its fit checks cover: weigh it by the function's length. */
  t.weight = 1 + an->intervals->num_slots / 1024;
  t.max_work = options->max_work;
  return t;
}

static uint32_t top_of(const tightener *t, vl_physreg *reg) {
  vl_assignment view = {t->fn, reg, t->fn->num_vregs, ""};
  return vl_assignment_stats(t->fn, &view).used[t->file];
}

static bool spent(const tightener *t) { return vl_classical_placements(t->greedy) * t->weight >= t->max_work; }

/* One greedy run into t->trial: 0 when everything fits, 1 with *failed the register that
 * did not, 2 when the work allowed is spent. */
static int run(tightener *t, uint32_t *failed) {
  if (spent(t)) return 2;
  t->result->runs++;
  return vl_classical_run(t->greedy, t->order, t->num_keys, t->trial, failed, 1) ? 1 : 0;
}

/* Moves the key of `vreg` halfway to the front of t->order; false when it is first
 * already (it fits nowhere even alone: no order helps). */
static bool promote(tightener *t, uint32_t vreg) {
  for (uint32_t i = 0; i < t->num_keys; i++)
    if (t->order[i].vreg == vreg) {
      vl_vreg_key key = t->order[i];
      uint32_t to = i / 2;
      memmove(t->order + to + 1, t->order + to, (i - to) * sizeof *t->order);
      t->order[to] = key;
      return i > 0;
    }
  return false;
}

/* Some allocation with every register of the file below `ceiling`, into t->trial;
 * `hard`: with the larger number of squeaky-wheel runs. */
static bool attempt(tightener *t, uint32_t ceiling, bool hard) {
  int (*orders[])(const void *, const void *) = {vl_vreg_key_by_start, vl_vreg_key_by_size,
                                                 vl_vreg_key_by_width_start, vl_vreg_key_by_end};
  vl_classical_set_ceiling(t->greedy, t->file, ceiling);
  uint32_t failed;
  size_t num_orders = sizeof orders / sizeof *orders - !t->options->end_order;
  for (size_t o = 0; o < num_orders; o++) {
    memcpy(t->order, t->keys, t->num_keys * sizeof *t->order);
    qsort(t->order, t->num_keys, sizeof *t->order, orders[o]);
    first_to_front(t);
    int r = run(t, &failed);
    if (r != 1) return r == 0;
  }
  /* Squeaky wheels from the latest-end order, ties broken two ways (a quarter of the runs each),
   * then from the first-slot order: on loops one often completes where the others do not
   * (vreg_order.h). */
  int (*wheels[])(const void *, const void *) = {vl_vreg_key_by_end, vl_vreg_key_by_end_size, vl_vreg_key_by_start};
  uint32_t runs = hard ? t->options->boundary_runs : t->options->squeaky_runs;
  for (size_t o = t->options->end_order ? 0 : 2; o < sizeof wheels / sizeof *wheels; o++) {
    memcpy(t->order, t->keys, t->num_keys * sizeof *t->order);
    qsort(t->order, t->num_keys, sizeof *t->order, wheels[o]);
    first_to_front(t);
    for (uint32_t k = 0; k < (o == 2 ? runs : runs / 4); k++) {
      int r = run(t, &failed);
      if (r != 1) return r == 0;
      if (!promote(t, failed)) break;
    }
  }
  return false;
}

/* Where the greedy runs cannot complete at the budget: each order again with Kempe-chain
 * swaps and window searches (classical.h), every register placed that can be, and the
 * rest by tabu search from there (tabu.h); `singles_high`: single lanes from the top
 * (classical.h). Into t->trial. */
static bool repair(tightener *t, const vl_analysis *an, bool singles_high) {
  int (*orders[])(const void *, const void *) = {vl_vreg_key_by_start, vl_vreg_key_by_size,
                                                 vl_vreg_key_by_width_start, vl_vreg_key_by_end};
  uint32_t *failed = malloc(sizeof(uint32_t) * (t->num_keys + 1));
  if (!failed) abort();
  vl_budget budget = an->budget;
  bool done = false;
  vl_classical_set_ceiling(t->greedy, t->file, budget.limit[t->file]);
  vl_classical_set_kempe(t->greedy, true);
  vl_classical_set_singles_high(t->greedy, singles_high);
  size_t num_orders = sizeof orders / sizeof *orders - !t->options->end_order;
  for (size_t o = 0; o < num_orders && !done; o++) {
    memcpy(t->order, t->keys, t->num_keys * sizeof *t->order);
    qsort(t->order, t->num_keys, sizeof *t->order, orders[o]);
    t->result->runs++;
    vl_tabu_result unused;
    done = !vl_classical_run(t->greedy, t->order, t->num_keys, t->trial, failed, t->num_keys) ||
           vl_tabu_complete(an->intervals, &budget, t->file, t->trial, t->options->tabu_steps, &unused);
  }
  vl_classical_set_kempe(t->greedy, false);
  vl_classical_set_singles_high(t->greedy, false);
  /* Tabu places one file only: a vreg of another file left unplaced means no completion. */
  for (uint32_t v = 0; done && v < an->fn->num_vregs; v++) done = !an->intervals->live->space.width[v] || t->trial[v].count;
  free(failed);
  return done;
}

vl_status vl_tighten(const vl_analysis *an, vl_regfile file, const vl_tighten_options *options, vl_assignment *a,
                     vl_tighten_result *result) {
  const vl_function *fn = an->fn;
  const vl_regspace *sp = &an->intervals->live->space;
  vl_arena arena = {0};
  *result = (vl_tighten_result){.floor = an->pressure->max[file]};
  tightener t = tightener_new(an, file, options, result, &arena);
  t.max_work = options->max_work * options->completion_factor;
  bool complete = true;
  for (uint32_t v = 0; v < fn->num_vregs; v++) complete &= !sp->width[v] || a->reg[v].count;
  vl_physreg *best = NULL;
  uint32_t top = 0;
  if (complete) {
    best = a->reg;
    top = result->before = top_of(&t, best);
    /* Where AGPRs count with the VGPRs (gfx90a, gfx942), a lower VGPR top bought by moving
     * AV values into AGPRs gains nothing: the AGPR top stays where it is. */
    const vl_target *target = fn->module->target;
    if (file == VL_FILE_VECTOR && target->unified_vgpr_file) {
      vl_assignment view = {fn, best, fn->num_vregs, ""};
      vl_classical_set_ceiling(t.greedy, VL_FILE_ACCUM, vl_assignment_stats(fn, &view).used[VL_FILE_ACCUM]);
    }
  } else if (attempt(&t, an->budget.limit[file], true) ||
             (options->tabu_steps && (repair(&t, an, false) || (options->singles_high && repair(&t, an, true))))) {
    best = a->reg;
    memcpy(best, t.trial, fn->num_vregs * sizeof *best);
    top = top_of(&t, best);
    result->completed = true;
  }
  t.max_work = options->max_work;
  while (best && top > result->floor && top > 1 && !spent(&t)) {
    result->ceilings++;
    uint32_t ceiling = top - 1;   /* occupancy changes where the count is a multiple of the granule */
    if (!attempt(&t, ceiling, t.granule && (ceiling + t.reserve) % t.granule == 0)) break;
    /* A run that places nothing (no register of this file: a kernel whose top is its fixed
     * registers, as in a SASS subroutine's caller) costs no work, so only progress ends it. */
    uint32_t next = top_of(&t, t.trial);
    if (next >= top) break;
    memcpy(best, t.trial, fn->num_vregs * sizeof *best);
    top = next;
  }
  result->after = best ? top : 0;
  result->work = vl_classical_placements(t.greedy) * t.weight;
  vl_classical_free(t.greedy);
  vl_arena_free(&arena);
  return best ? VL_OK : VL_TOOL_ERROR;
}

bool vl_refit_argument_copies(const vl_analysis *an, const vl_tighten_options *options, vl_assignment *out) {
  const vl_function *fn = an->fn;
  if (!fn->info.is_entry_function) return false;
  vl_arena arena = {0};
  uint8_t *first = VL_NEW_ARRAY(&arena, uint8_t, fn->num_vregs + 1);
  bool any = false;
  for (uint32_t k = 0; k < fn->num_instrs; k++) {
    const vl_instr *in = &fn->instrs[k];
    if (!in->is_copy || in->num_ops < 2 || in->ops[1].kind != VL_OP_PREG || in->ops[0].kind != VL_OP_VREG ||
        in->ops[0].reg >= fn->num_vregs || !vl_is_copy_left(in, out))
      continue;
    first[in->ops[0].reg] = 1;
    any = true;
  }
  if (!any) {
    vl_arena_free(&arena);
    return false;
  }
  vl_alloc_stats before = vl_assignment_stats(fn, out);
  vl_tighten_result result = {0};
  tightener t = tightener_new(an, VL_FILE_VECTOR, options, &result, &arena);
  t.first = first;
  bool kept = false;
  /* SGPRs at the budget: within the occupancy they cost nothing (vl_scalar_room). The other tops
   * count fixed registers too (a call's argument VGPRs), which may lie past the budget: a ceiling
   * replaces the budget's limit, so never above it. */
  uint32_t ceiling[VL_FILE_SPECIAL];
  for (int file = 0; file < VL_FILE_SPECIAL; file++) {
    ceiling[file] = before.used[file] < an->budget.limit[file] ? before.used[file] : an->budget.limit[file];
    if (file != VL_FILE_SCALAR) vl_classical_set_ceiling(t.greedy, file, ceiling[file]);
  }
  if (attempt(&t, ceiling[VL_FILE_VECTOR], false)) {
    vl_assignment trial = *out;
    trial.reg = t.trial;
    vl_squeeze(an->intervals, &an->budget, &trial);
    vl_classical_refine_copies(an->intervals, &an->budget, &trial);
    vl_copy_recolor(an->intervals, &an->budget, true, &trial);
    vl_alloc_stats now = vl_assignment_stats(fn, &trial);
    vl_launch launch = vl_launch_of(fn);
    bool rises = now.used[VL_FILE_SCALAR] > vl_scalar_room(fn->module->target, &launch, before.used, an->budget.limit[VL_FILE_SCALAR]);
    for (int file = 0; file < VL_FILE_SPECIAL; file++) rises |= file != VL_FILE_SCALAR && now.used[file] > before.used[file];
    kept = !rises && now.copies - now.identity_copies < before.copies - before.identity_copies;
    if (kept) memcpy(out->reg, t.trial, fn->num_vregs * sizeof *t.trial);
  }
  vl_classical_free(t.greedy);
  vl_arena_free(&arena);
  return kept;
}

vl_status vl_alloc_classical_tightened(const vl_analysis *an, vl_assignment *out, vl_diags *diags) {
  vl_tighten_effort effort = an->fn->module->target->ops->tighten_classical;
  if (effort == VL_TIGHTEN_NONE) {
    vl_status s = vl_alloc_classical(an->intervals, &an->budget, an->pressure, out, diags);
    if (s == VL_OK) vl_copy_recolor(an->intervals, &an->budget, true, out);   /* as below */
    return s;
  }
  /* Tightening takes a complete input for a valid one: start from nothing, not from what a caller
   * left in `out` (the learned loop's failed repair). */
  memset(out->reg, 0, an->fn->num_vregs * sizeof *out->reg);
  vl_diags failure = {0};
  vl_status s = vl_alloc_classical(an->intervals, &an->budget, an->pressure, out, &failure);
  vl_tighten_options options = vl_tighten_defaults();
  if (effort == VL_TIGHTEN_LIGHT) {   /* a sixty-fourth of the runs and of the work */
    options.squeaky_runs /= 64;
    options.boundary_runs /= 64;
    options.max_work /= 64;
  }
  vl_tighten_result result;
  if (vl_tighten(an, VL_FILE_VECTOR, &options, out, &result) == VL_OK) s = VL_OK;
  /* The reruns place every file afresh: lower the other files' tops again. */
  uint32_t moves = s == VL_OK && effort == VL_TIGHTEN_LIGHT ? vl_squeeze(an->intervals, &an->budget, out) : 0;
  /* The classical allocator took the copies of its own result; what tightening or squeezing moved, again. */
  if (s == VL_OK && (moves || result.after != result.before || result.completed)) {
    vl_classical_refine_copies(an->intervals, &an->budget, out);
    vl_copy_recolor(an->intervals, &an->budget, false, out);
  }
  /* The answer: a kernel's copies may take SGPRs above its top now (copy_recolor.h). */
  if (s == VL_OK) vl_copy_recolor(an->intervals, &an->budget, true, out);
  if (s == VL_OK) vl_refit_argument_copies(an, &options, out);
  if (s != VL_OK) vl_diags_append(diags, &failure);   /* the classical allocator's message says where it ran out */
  vl_diags_free(&failure);
  out->allocator = "classical";
  return s;
}
