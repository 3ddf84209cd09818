/* Live-range splitting on the NVIDIA path (see sass_split.h). */
#include "sass_split.h"

#include "../cost/cost_model.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "split_blocks.h"
#include "../emit/sass_write.h"
#include "../front/sass.h"
#include "../cost/cost_model.h"
#include "../target/nvidia.h"
#include "../verify/native.h"

/* Diagnostics on the text with moves point into K: each instruction (its operands, the registers
 * first seen there) gets the line of its instruction in K, a move that of the instruction it stands
 * in front of. */
static void lines_of_k(vl_function *fn, const vl_function *kfn, const vl_sass_moves *mv, bool hints) {
  if (!fn->num_instrs) return;
  uint32_t lines = fn->instrs[fn->num_instrs - 1].line + 1;
  uint32_t *to = calloc(lines, sizeof *to);
  if (!to) abort();
  for (uint32_t x = 0, j = 0; x < fn->num_instrs; x++) {
    bool is_move = j < mv->count && x == mv->moves[j].before + j;
    const vl_sass_move *at = is_move ? &mv->moves[j++] : NULL;
    uint32_t i = !at ? x - j : vl_sass_move_after(at) ? at->before - 1 : at->before;   /* a store: the line it follows */
    vl_instr *in = &fn->instrs[x];
    if (i >= kfn->num_instrs || in->line >= lines) break;
    in->is_copy = hints && at && at->op == VL_SASS_MOV;   /* copy hints: the allocator prefers to make it an identity */
    to[in->line] = kfn->instrs[i].line;
    in->line = to[in->line];
    for (uint32_t o = 0; o < in->num_ops; o++) in->ops[o].line = in->line;
  }
  for (uint32_t b = 0; b < fn->num_blocks; b++) fn->blocks[b].line = fn->instrs[fn->blocks[b].first_instr].line;
  for (uint32_t v = 0; v < fn->num_vregs; v++)
    if (fn->vregs[v].line < lines && to[fn->vregs[v].line]) fn->vregs[v].line = to[fn->vregs[v].line];
  free(to);
}

/* K's control words for the text with moves: each instruction keeps its own, a move has none (0). */
static uint64_t **controls_with_moves(const vl_module *k, const vl_sass_moves *moves) {
  uint64_t **c = calloc(k->num_functions + 1, sizeof *c);
  if (!c) abort();
  for (uint32_t f = 0; f < k->num_functions; f++) {
    const vl_function *kf = &k->functions[f];
    uint32_t count = moves ? moves[f].count : 0;
    if (!kf->sass_control) continue;
    c[f] = calloc(kf->num_instrs + count + 1, sizeof **c);
    if (!c[f]) abort();
    for (uint32_t x = 0, j = 0; x < kf->num_instrs + count; x++) {
      if (j < count && x == moves[f].moves[j].before + j) j++;   /* a move: unknown */
      else c[f][x] = kf->sass_control[x - j];
    }
  }
  return c;
}

vl_module *vl_sass_with_moves(const vl_module *k, const vl_sass_moves *moves, bool hints, vl_diags *diags) {
  vl_strbuf sb = {0};
  vl_module *m = NULL;
  uint64_t **controls = controls_with_moves(k, moves);
  if (vl_sass_insert_moves(k, moves, &sb, diags) == VL_OK && !sb.failed)
    m = vl_sass_parse_text_controls(k->path, sb.data, (uint32_t)sb.len, k->target, (const uint64_t *const *)controls,
                                    k->num_functions, diags);
  for (uint32_t f = 0; f < k->num_functions; f++) free(controls[f]);
  free(controls);
  free(sb.data);
  if (m && m->num_functions != k->num_functions) {
    vl_module_free(m);
    m = NULL;
  }
  for (uint32_t f = 0; m && f < m->num_functions; f++) {   /* the launch (front/ptx_bounds.h) */
    m->functions[f].flat_workgroup_max = k->functions[f].flat_workgroup_max;
    m->functions[f].shared_bytes = k->functions[f].shared_bytes;
    m->functions[f].min_blocks_per_sm = k->functions[f].min_blocks_per_sm;
    m->functions[f].max_regs_directive = k->functions[f].max_regs_directive;
    if (moves && moves[f].count) lines_of_k(&m->functions[f], &k->functions[f], &moves[f], hints);
  }
  return m;
}

/* Gives the registers of from's instruction x (under a) to to's instruction y (in b), operand by
 * operand. False where the two differ or a register of `to` would get two. */
static bool carry_instr(const vl_instr *x, const vl_assignment *a, const vl_instr *y, vl_assignment *b) {
  if (x->num_ops != y->num_ops || strcmp(x->opcode, y->opcode)) return false;
  for (uint32_t o = 0; o < x->num_ops; o++) {
    const vl_operand *p = &x->ops[o], *q = &y->ops[o];
    if (p->kind != q->kind || (p->kind == VL_OP_VREG && p->subreg != q->subreg)) return false;
    if (p->kind != VL_OP_VREG) continue;
    vl_physreg r = a->reg[p->reg], *have = &b->reg[q->reg];
    if (!have->count) *have = r;
    else if (have->unit != r.unit || have->count != r.count) return false;
  }
  return true;
}

/* a (of `from`, the function with moves `all`) carried over to `to` (the same function with the
 * moves all[j] for which keep[j]): the same instructions in the same order, less the moves left out. */
static bool carry_over(const vl_function *from, const vl_assignment *a, const vl_sass_moves *all, const bool *keep,
                       const vl_function *to, vl_assignment *b) {
  uint32_t n = 0, j = 0;
  for (uint32_t x = 0; x < from->num_instrs; x++) {
    /* x is move j when K's instruction in front of which move j goes is at x + 1 + (moves after j there). */
    bool is_move = j < all->count && x == all->moves[j].before + j;
    if (is_move && !keep[j++]) continue;
    if (n >= to->num_instrs || !carry_instr(&from->instrs[x], a, &to->instrs[n++], b)) return false;
  }
  for (uint32_t v = 0; v < to->num_vregs; v++)
    if (to->vregs[v].used && !b->reg[v].count) return false;
  return n == to->num_instrs;
}

static vl_sass_moves *copy_moves(const vl_module *k, const vl_sass_moves *moves) {
  vl_sass_moves *c = calloc(k->num_functions, sizeof *c);
  if (!c) abort();
  for (uint32_t f = 0; moves && f < k->num_functions; f++) c[f] = moves[f];
  return c;
}

/* Does move j (at its place in fn, the function with moves `mv`) move anything under a? */
static bool moves_something(const vl_function *fn, const vl_sass_moves *mv, uint32_t j, const vl_assignment *a) {
  const vl_instr *in = &fn->instrs[mv->moves[j].before + j];
  return vl_physreg_subreg(a->reg[in->ops[0].reg], in->ops[0].subreg).unit !=
         vl_physreg_subreg(a->reg[in->ops[1].reg], in->ops[1].subreg).unit;
}

/* Moves the allocation could still make identities: each move's destination web takes the
 * source's register, or the source the destination's, where the verifier accepts that (both are
 * in use already, so the count stays). Returns how many became identities. */
static uint32_t coalesce(const vl_analysis *an, const vl_sass_moves *mv, vl_assignment *a) {
  const vl_function *fn = an->fn;
  uint32_t merged = 0;
  for (uint32_t j = 0; j < mv->count; j++) {
    const vl_instr *in = &fn->instrs[mv->moves[j].before + j];
    uint32_t d = in->ops[0].reg, s = in->ops[1].reg;
    if (a->reg[d].unit == a->reg[s].unit || a->reg[d].count != a->reg[s].count || in->ops[0].subreg != in->ops[1].subreg)
      continue;
    vl_physreg rd = a->reg[d], rs = a->reg[s];
    a->reg[d] = rs;
    if (vl_verify_native_passes(an->intervals, &an->budget, a)) {
      merged++;
      continue;
    }
    a->reg[d] = rd, a->reg[s] = rd;
    if (vl_verify_native_passes(an->intervals, &an->budget, a)) merged++;
    else a->reg[s] = rs;
  }
  return merged;
}

/* m1 (k with moves `all`) has its function f allocated by a1: the text with only the moves a1 does
 * not make identities (kept[f], filled here), with a1 carried over into *out and verified there;
 * NULL where nothing was left out or that fails (a1 stands). */
static vl_module *drop_identities(const vl_module *k, uint32_t f, const vl_budget_options *budget, const vl_module *m1,
                                  vl_assignment *a1, const vl_sass_moves *all, vl_sass_moves *kept, vl_arena *arena,
                                  vl_assignment **out) {
  uint32_t n = all[f].count;
  bool *keep = calloc(n + 1, 1);
  if (!keep) abort();
  for (uint32_t j = 0; j < n; j++)
    if ((keep[j] = moves_something(&m1->functions[f], &all[f], j, a1))) kept[f].moves[kept[f].count++] = all[f].moves[j];
  vl_diags none = {0};
  vl_arena scratch = {0};
  vl_module *m2 = kept[f].count < n ? vl_sass_with_moves(k, kept, false, &none) : NULL;
  if (m2) {
    vl_assignment *a2 = vl_assignment_new(&m2->functions[f], arena);
    a2->allocator = a1->allocator;
    vl_analysis *an2 = vl_analyze(&m2->functions[f], budget, &scratch);
    vl_verify_result check;
    if (carry_over(&m1->functions[f], a1, &all[f], keep, &m2->functions[f], a2) &&
        vl_verify_native(an2->intervals, &an2->budget, a2, &none, 1, &check) == VL_OK) {
      *out = a2;
    } else {
      vl_module_free(m2);
      m2 = NULL;
    }
  }
  vl_arena_free(&scratch);
  vl_diags_free(&none);
  free(keep);
  return m2;
}

/* One try: copies of registers at most max_width lanes wide. */
static vl_module *split_with(const vl_module *k, vl_sass_moves *moves, uint32_t f, const vl_budget_options *budget,
                             uint32_t max_width, bool hints, vl_sass_allocate_fn allocate, void *ctx, vl_arena *arena,
                             vl_assignment **out, FILE *progress, vl_diags *diags) {
  const vl_function *fn = &k->functions[f];
  const vl_target *t = k->target;
  vl_arena scratch = {0};
  vl_split *sp = NULL;
  vl_analysis *an = vl_analyze(fn, budget, &scratch);
  uint32_t n = vl_split_blocks(an, VL_FILE_VECTOR, max_width, &sp), singles = 0;
  for (uint32_t j = 0; j < n; j++) singles += an->live->space.width[sp[j].vreg] == 1;
  vl_sass_moves *all = copy_moves(k, moves), *kept = copy_moves(k, moves);
  all[f] = (vl_sass_moves){calloc(n + 1, sizeof(vl_sass_move)), n};
  kept[f] = (vl_sass_moves){calloc(n + 1, sizeof(vl_sass_move)), 0};
  if (!all[f].moves || !kept[f].moves) abort();
  for (uint32_t j = 0; j < n; j++)
    all[f].moves[j] = (vl_sass_move){.before = sp[j].before, .reg = vl_target_unit_index(t, fn->original_reg[sp[j].vreg].unit) + sp[j].lane};
  free(sp);
  /* Lane by lane, the tuples a loop carries are live across nearly every block, and at a high
   * pressure single lanes alone can be as many: where that more than doubles the function, the
   * allocation would take far longer (minutes) than it is worth. */
  if (max_width > 1 && n == singles) {   /* no tuple lives across a boundary: the same try again */
    n = 0;
  } else if (n > fn->num_instrs) {
    if (progress)
      fprintf(progress, "%s: not splitting %s: %u moves for %u instructions\n", fn->name,
              max_width > 1 ? "tuples too" : "single lanes", n, fn->num_instrs);
    n = 0;
  } else if (progress && n) {
    fprintf(progress, "%s: %u moves (%s%s), allocating again\n", fn->name, n, max_width > 1 ? "every lane" : "single lanes",
            hints ? "" : ", no copy hints");
  }
  vl_diags unread = {0};
  vl_module *m1 = n ? vl_sass_with_moves(k, all, hints, &unread) : NULL, *m2 = NULL, *result = NULL;
  if (n && !m1)   /* e.g. a branch to a label only the encoding words restored (sm_90 VIMNMX) */
    vl_diag_add(diags, k->path, fn->line, 1, VL_CAT_NONE, "%s: no live-range splitting: with %u moves the text does not read back (%s)",
                fn->name, n, unread.list.len ? unread.list.data[0].message : "unknown");
  vl_diags_free(&unread);
  vl_assignment *a1 = NULL;
  if (m1) {
    a1 = vl_assignment_new(&m1->functions[f], arena);
    vl_diags quiet = {0};   /* the caller reports the failure without moves */
    vl_analysis *an1 = vl_analyze(&m1->functions[f], budget, &scratch);
    if (allocate(ctx, an1, a1, &quiet) == VL_OK) {
      result = m1, *out = a1;
      for (int pass = 0; pass < 4 && coalesce(an1, &all[f], a1); pass++) continue;   /* one merge can free another */
    }
    vl_diags_free(&quiet);
  }
  if (result) m2 = drop_identities(k, f, budget, m1, a1, all, kept, arena, out);
  if (m2) result = m2;
  if (result) moves[f] = result == m2 ? kept[f] : all[f];
  if (result != m1 && m1) vl_module_free(m1);
  if (result != m2 && m2) vl_module_free(m2);
  if (!result || moves[f].moves != all[f].moves) free(all[f].moves);
  if (!result || moves[f].moves != kept[f].moves) free(kept[f].moves);
  free(all);
  free(kept);
  vl_arena_free(&scratch);
  return result;
}

vl_module *vl_sass_split_allocate(const vl_module *k, vl_sass_moves *moves, uint32_t f, const vl_budget_options *budget,
                                  vl_sass_allocate_fn allocate, void *ctx, vl_arena *arena, vl_assignment **out,
                                  FILE *progress, vl_diags *diags) {
  /* Single lanes first: tuples stay whole, and far fewer moves remain. With the moves as copy
   * hints the allocator makes more of them identities, but its orders change: where that fails,
   * once more without. */
  if (vl_sass_no_moves_diag(k, &k->functions[f], diags)) return NULL;
  vl_module *m = split_with(k, moves, f, budget, 1, true, allocate, ctx, arena, out, progress, diags);
  if (!m) m = split_with(k, moves, f, budget, 1, false, allocate, ctx, arena, out, progress, diags);
  return m ? m : split_with(k, moves, f, budget, 4, true, allocate, ctx, arena, out, progress, diags);
}

/* Warps per SM at `count` registers (ptxas's count) under fn's launch bounds. */
static unsigned warps_at(const vl_function *fn, unsigned count) {
  vl_resource_usage usage = {.vector = count};
  vl_launch launch = vl_launch_of(fn);
  return vl_occupancy_limit_compute(fn->module->target, &usage, &launch).waves;
}

/* The cost model's run time of fn with assignment a (cost/cost_model.h). */
static double predicted_time(const vl_function *fn, const vl_assignment *a, vl_arena *arena) {
  vl_resource_usage usage = {.vector = vl_sass_usage_of(fn, a).r};
  return vl_cost_of(fn, vl_cfg_compute(fn, arena), a, &usage, (vl_remats){0}).time;
}

vl_module *vl_sass_raise_occupancy(const vl_module *k, vl_module *m, vl_sass_moves *moves, uint32_t f,
                                   const vl_budget_options *budget, vl_sass_allocate_fn allocate, void *ctx,
                                   vl_arena *arena, vl_assignment **a, FILE *progress) {
  const vl_function *fn = &m->functions[f];
  const vl_target *t = m->target;
  vl_arena scratch = {0};
  unsigned count = vl_sass_usage_of(fn, *a).r, warps = warps_at(fn, count);
  unsigned floor = vl_analyze(fn, budget, &scratch)->pressure->max[VL_FILE_VECTOR] + t->count_reserve, step = 0;
  /* Worth another allocation (minutes on a large kernel where it fails) only for at least an eighth
   * more warps: 28 -> 32, 42 -> 48, 51 -> 64, not 11 -> 12 at the top of the file. */
  for (unsigned c = count - 1; c >= floor && c > t->count_reserve && !step; c--)
    if (warps_at(fn, c) > warps) step = warps_at(fn, c) * 8 >= warps * 9 ? c : UINT32_MAX;
  if (step == UINT32_MAX) step = 0;
  vl_module *result = NULL;
  if (step) {
    vl_budget_options lower = *budget;
    lower.max_vector = step - t->count_reserve;
    if (progress)
      fprintf(progress, "%s: %u registers give %u warps/SM; trying %u (%u warps/SM)\n", fn->name, count, warps, step,
              warps_at(fn, step));
    vl_assignment *b = vl_assignment_new(fn, arena);
    vl_diags quiet = {0};
    vl_sass_moves before = moves[f];
    if (allocate(ctx, vl_analyze(fn, &lower, &scratch), b, &quiet) == VL_OK)
      result = m;
    else
      result = vl_sass_split_allocate(k, moves, f, &lower, allocate, ctx, arena, &b, progress, &quiet);
    vl_diags_free(&quiet);
    /* The step's moves cost copies and bank conflicts: taken only where predicted faster. */
    if (result && !(predicted_time(&result->functions[f], b, &scratch) < predicted_time(fn, *a, &scratch))) {
      if (progress) fprintf(progress, "%s: %u registers not taken: predicted slower\n", fn->name, step);
      if (result != m) {
        free(moves[f].moves);
        moves[f] = before;
        vl_module_free(result);
      }
      result = NULL;
    }
    if (result) *a = b;
  }
  vl_arena_free(&scratch);
  return result;
}
