/* Spilling on the NVIDIA path (see sass_spill.h). */
#include "sass_spill.h"

#include <stdlib.h>

#include "spill_sites.h"
#include "../front/sass_frame.h"
#include "../verify/sass_slots.h"

/* The spill code for margin `margin` into *mv (malloc'd); false when nothing can be spilled. */
static bool plan_spills(const vl_function *fn, const vl_budget_options *budget, uint32_t margin,
                        const vl_sass_frame *frame, vl_sass_moves *mv, uint32_t *spilled) {
  vl_arena scratch = {0};
  const vl_analysis *an = vl_analyze(fn, budget, &scratch);
  vl_spill_state state = {.lane_vreg = UINT32_MAX, .layout = true, .arena = &scratch};   /* as measured on the SASS corpus */
  vl_spill_state_reserve(&state, fn->num_vregs);
  /* Single lanes only: a pair or quad would need an aligned slot and a wide access. */
  for (uint32_t v = 0; v < fn->num_vregs; v++) state.pinned[v] = an->live->space.width[v] != 1;
  state.margin[VL_FILE_VECTOR] = margin;
  vl_spill_plan plan;
  vl_spill_plan_round(an, &state, &plan, &scratch);
  bool stack = plan.choices.len > 0;
  for (size_t i = 0; i < plan.choices.len; i++) stack &= plan.choices.data[i].home.kind == VL_HOME_STACK;
  vl_spill_site *sites = NULL;
  uint32_t n = stack ? vl_spill_sites(fn, &plan, &sites) : 0;
  const vl_target *t = fn->module->target;
  *mv = (vl_sass_moves){calloc(n + 2, sizeof(vl_sass_move)), 0};
  if (!mv->moves) abort();
  bool framed = !frame->absent || !n;   /* a kernel without a frame gets one after the stack pointer's load */
  for (uint32_t j = 0; j < n; j++) {
    if (!framed && sites[j].before >= frame->instr + 1) {   /* "after" moves there come first */
      mv->moves[mv->count++] = (vl_sass_move){.before = frame->instr + 1, .reg = 1, .op = VL_SASS_FRAME};
      framed = true;
    }
    mv->moves[mv->count++] = (vl_sass_move){.before = sites[j].before,
                                            .reg = vl_target_unit_index(t, fn->original_reg[sites[j].vreg].unit),
                                            .op = sites[j].store ? VL_SASS_STL : VL_SASS_LDL,
                                            .offset = frame->bytes + 4 * sites[j].slot};
  }
  if (!framed) mv->moves[mv->count++] = (vl_sass_move){.before = frame->instr + 1, .reg = 1, .op = VL_SASS_FRAME};
  *spilled = (uint32_t)plan.choices.len;
  free(sites);
  vl_arena_free(&scratch);
  return n > 0;
}

/* One try with `margin` registers kept free: the module with the spill code (all[f], malloc'd)
 * whose function f `allocate` completed (*out), or NULL (all[f] freed; *broken when our own spill
 * code failed the identity check, which nothing after it would pass either). */
static vl_module *try_margin(const vl_module *k, vl_sass_moves *all, uint32_t f, const vl_budget_options *budget,
                             uint32_t margin, const vl_sass_frame *frame, vl_sass_allocate_fn allocate, void *ctx,
                             vl_arena *arena, vl_assignment **out, FILE *progress, bool *broken, vl_diags *diags) {
  const vl_function *fn = &k->functions[f];
  uint32_t spilled;
  if (!plan_spills(fn, budget, margin, frame, &all[f], &spilled)) {
    free(all[f].moves);
    return NULL;
  }
  vl_sass_move_counts c = vl_sass_count_moves(&all[f]);
  if (progress)
    fprintf(progress, "%s: spilling %u registers (%u STL, %u LDL, frame +%u bytes) for %u free at every peak, "
            "allocating again\n", fn->name, spilled, c.stores, c.reloads, vl_sass_frame_growth(fn, &all[f]), margin);
  vl_diags quiet = {0};
  vl_arena scratch = {0};
  vl_module *m = vl_sass_with_moves(k, all, false, &quiet);
  if (m && vl_sass_slots_check(&m->functions[f], &all[f], &quiet)) {   /* never expected */
    vl_diag_add(diags, k->path, fn->line, 1, VL_CAT_NONE, "%s: internal error: spill code that is no identity (%s)",
                fn->name, quiet.list.data[0].message);
    vl_module_free(m);
    m = NULL;
    *broken = true;
  }
  if (m) {
    vl_assignment *a = vl_assignment_new(&m->functions[f], arena);
    if (allocate(ctx, vl_analyze(&m->functions[f], budget, &scratch), a, &quiet) == VL_OK) {
      *out = a;
    } else {
      vl_module_free(m);
      m = NULL;
    }
  }
  if (!m) free(all[f].moves);
  vl_arena_free(&scratch);
  vl_diags_free(&quiet);
  return m;
}

vl_module *vl_sass_spill_allocate(const vl_module *k, vl_sass_moves *moves, uint32_t f, const vl_budget_options *budget,
                                  vl_sass_allocate_fn allocate, void *ctx, vl_arena *arena, vl_assignment **out,
                                  FILE *progress, vl_diags *diags) {
  const vl_function *fn = &k->functions[f];
  vl_sass_frame frame;
  const char *why = NULL;
  if (vl_sass_no_moves_diag(k, fn, diags)) return NULL;
  if (!vl_sass_frame_find(fn, &frame, &why)) {
    vl_diag_add(diags, k->path, fn->line, 1, VL_CAT_NONE, "%s: no spilling: %s", fn->name, why);
    return NULL;
  }
  vl_sass_moves *all = calloc(k->num_functions, sizeof *all);
  if (!all) abort();
  for (uint32_t g = 0; g < k->num_functions; g++) all[g] = moves[g];
  vl_module *result = NULL;
  bool broken = false;
  for (uint32_t margin = 2; margin <= 16 && !result && !broken; margin *= 2)
    result = try_margin(k, all, f, budget, margin, &frame, allocate, ctx, arena, out, progress, &broken, diags);
  if (result) moves[f] = all[f];
  free(all);
  if (!result) {
    vl_arena scratch = {0};
    const vl_analysis *an = vl_analyze(fn, budget, &scratch);
    const vl_instr *at = &fn->instrs[an->pressure->max_instr[VL_FILE_VECTOR]];
    vl_diag_add(diags, k->path, at->line, at->col, VL_CAT_NONE,
                "%s: no allocation within %u R registers even with spill code (2 to 16 kept free at every peak; "
                "pairs and quads never spill): R pressure peaks at %u here", fn->name, an->budget.limit[VL_FILE_VECTOR],
                an->pressure->max[VL_FILE_VECTOR]);
    vl_arena_free(&scratch);
  }
  return result;
}
