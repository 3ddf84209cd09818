/* The spill driver (see spill.h). */
#include "spill.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../base/atomic_file.h"
#include "../base/textedit.h"
#include "classical.h"
#include "occupancy_step.h"
#include "split_lanes.h"

/* Does the pressure fit the budget in every file? */
static bool pressure_fits(const vl_analysis *an) {
  for (int file = 0; file < VL_FILE_SPECIAL; file++)
    if (an->pressure->max[file] > vl_budget_capacity(&an->budget, (vl_regfile)file)) return false;
  return true;
}

/* Local margins (plan_around) relieve one region per round; where failures keep
 * moving, function-wide margins take over after MAX_WINDOW_ROUNDS. Conflict splits: 12
 * rounds per run of splits and 24 in all took gfx942 float TM-4 TN-8 KU-8 SMEM-2 from
 * 1,139.5 to 921.7 (greedy 933) and gfx942 bf16 TM-4 TN-16 KU-4 from 359.7 to 408.5
 * (greedy 414), the rest of the spill corpus unchanged; 16 and 32 made the second 408.5
 * and the first only 948.9. */
enum { MAX_ROUNDS = 40, MAX_UNPLACED_ROUNDS = 8, MAX_WINDOW_ROUNDS = 12, MAX_SPLIT_ROUNDS = 8, MAX_CONFLICT_ROUNDS = 12,
       MAX_CONFLICT_TOTAL = 24, MAX_CONFLICT_INSTRS = 4096 };

vl_budget_options vl_spill_fixed_budget(const vl_function *fn, const vl_budget_options *options) {
  vl_arena arena = {0};
  vl_budget b = vl_budget_compute(fn, options, &arena);
  vl_arena_free(&arena);
  vl_budget_options fixed = {.max_vector = b.limit[VL_FILE_VECTOR], .max_accum = b.limit[VL_FILE_ACCUM],
                             .max_scalar = b.limit[VL_FILE_SCALAR], .accum_given = true};
  return fixed;
}

/* The next free stack object id: one past the largest "id:" under stack:. */
static uint32_t next_stack_id(const vl_function *fn) {
  const char *text = fn->module->text;
  uint32_t next = 0;
  for (uint32_t p = fn->stack_begin; p + 4 < fn->stack_end; p++) {
    if (memcmp(text + p, "id:", 3) || (p > 0 && text[p - 1] != ' ' && text[p - 1] != '{')) continue;
    uint32_t q = p + 3, id = 0;
    while (text[q] == ' ') q++;
    if (text[q] < '0' || text[q] > '9') continue;
    while (text[q] >= '0' && text[q] <= '9') id = id * 10 + (uint32_t)(text[q++] - '0');
    if (id + 1 > next) next = id + 1;
  }
  return next;
}

static void add_counts(vl_spill_counts *to, const vl_spill_counts *c) {
  to->stores += c->stores;
  to->reloads += c->reloads;
  to->agpr_saves += c->agpr_saves;
  to->agpr_reloads += c->agpr_reloads;
  to->split_copies += c->split_copies;
  to->lane_copies += c->lane_copies;
  to->lane_saves += c->lane_saves;
  to->lane_reloads += c->lane_reloads;
  to->remats += c->remats;
  to->deleted_defs += c->deleted_defs;
  to->slots += c->slots;
  to->slot_bytes += c->slot_bytes;
  to->cost += c->cost;
}

/* Does the classical allocator fit? On failure, *failed is a register it could not place and,
 * where `placed` is given (conflict splits), *placed (in `arena`) what the failing run had
 * placed before it. */
static bool fits_placed(const vl_analysis *an, uint32_t *failed, const vl_physreg **placed, vl_arena *arena) {
  vl_diags scratch = {0};
  vl_arena own = {0};
  vl_assignment *a = vl_assignment_new(an->fn, placed ? arena : &own);
  vl_status s = vl_alloc_classical_failing(an->intervals, &an->budget, an->pressure, a, failed, &scratch);
  if (placed) *placed = s == VL_OK ? NULL : a->reg;
  vl_arena_free(&own);
  vl_diags_free(&scratch);
  return s == VL_OK;
}

static bool fits(const vl_analysis *an, uint32_t *failed) { return fits_placed(an, failed, NULL, NULL); }

static void report_stuck(const vl_analysis *an, vl_regfile file, const char *why, vl_diags *diags) {
  static const char *const names[] = {"VGPR", "AGPR", "SGPR", "special"};
  const vl_function *fn = an->fn;
  const vl_instr *at = &fn->instrs[an->pressure->max_instr[file]];
  vl_diag_add(diags, fn->module->path, at->line, at->col, VL_CAT_NONE,
              "%s: cannot fit the %s budget of %u registers: pressure peaks at %u here (in the spilled code); %s",
              fn->name, names[file], an->budget.limit[file], an->pressure->max[file], why);
}

/* Instructions where v is live: [*lo, *hi]. */
static void live_window(const vl_analysis *an, uint32_t v, uint32_t *lo, uint32_t *hi) {
  const vl_intervals *iv = an->intervals;
  const vl_regspace *s = &an->live->space;
  uint32_t start = UINT32_MAX, end = 0;
  for (uint32_t l = 0; l < s->width[v]; l++) {
    uint32_t bit = vl_vreg_bit(s, v, l), n = iv->num_segs[bit];
    if (!n) continue;
    if (iv->segs[bit][0].start < start) start = iv->segs[bit][0].start;
    if (iv->segs[bit][n - 1].end > end) end = iv->segs[bit][n - 1].end;
  }
  *lo = start == UINT32_MAX ? 1 : vl_slot_instr(start);
  *hi = start == UINT32_MAX ? 0 : vl_slot_instr(end);
}

/* Pressure fits, yet `unplaced` found no register: keep more of its file free only
 * where it lives (its width, then doubling), which costs far less than a margin over
 * the whole function. */
static void plan_around(const vl_analysis *an, vl_spill_state *state, uint32_t unplaced, vl_regfile file,
                        vl_spill_plan *plan, vl_arena *arena) {
  live_window(an, unplaced, &state->window_lo, &state->window_hi);
  uint32_t limit = an->budget.limit[file], width = an->live->space.width[unplaced];
  for (uint32_t m = width ? width : 1; !plan->choices.len && m <= limit / 4; m *= 2) {
    state->window_margin[file] = m;
    vl_spill_plan_round(an, state, plan, arena);
  }
  state->window_margin[file] = 0;
  /* Nothing spillable there: the plan reverts to the function-wide view, so that
   * function-wide margins may still help. */
  if (!plan->choices.len) vl_spill_plan_round(an, state, plan, arena);
}

/* Keep more of `file` free everywhere (doubling steps, at most a quarter of it) and plan again. */
static void grow_margin(const vl_analysis *an, vl_spill_state *state, vl_regfile file, vl_spill_plan *plan,
                        vl_arena *arena) {
  uint32_t limit = an->budget.limit[file], step = state->margin[file] > 2 ? state->margin[file] : 2;
  state->margin[file] += step < limit / 4 ? step : limit / 4;
  vl_spill_plan_round(an, state, plan, arena);
}

/* *cur becomes the module parsed from `text` (freed here), the spilled function f's new code;
 * `copies` (freed here; may be NULL): what the text kept of *cur's, whose parse is reused. */
static bool take_text(vl_module **cur, bool *owned, uint32_t f, char *text, size_t len, vl_text_copy *copies,
                      size_t num_copies, vl_diags *diags) {
  vl_diags parse_diags = {0};
  vl_mir_reuse reuse = {*cur, copies, num_copies, .take_text = true};
  vl_module *next = vl_mir_parse_text_reusing((*cur)->path, text, (uint32_t)len, (*cur)->target,
                                              copies ? &reuse : NULL, &parse_diags);
  if (!copies) free(text);   /* copied; with copies the module took it */
  free(copies);
  if (!next) {
    vl_diag_add(diags, (*cur)->path, 0, 0, VL_CAT_NONE, "internal error: the spilled MIR of %s does not parse:",
                (*cur)->functions[f].name);
    for (size_t i = 0; i < parse_diags.list.len; i++)
      vl_diag_add(diags, "(spilled)", parse_diags.list.data[i].line, parse_diags.list.data[i].col, VL_CAT_NONE, "%s",
                  parse_diags.list.data[i].message);
  }
  vl_diags_free(&parse_diags);
  if (!next) return false;
  if (*owned) vl_module_free(*cur);
  *cur = next;
  *owned = true;
  return true;
}

/* One way of spilling: the variants table below lists them and what each added. */
typedef struct spill_variant {
  bool place, layout, per_value;
  vl_spill_spread spread;
  uint32_t margin;   /* registers kept free from the first round on, in each file over its budget */
  bool split;        /* where pressure fits and the allocation fails, split first (vl_spill_plan_split) */
  bool agpr_weights; /* VGPR candidates scored at AGPR-home weights where the AGPR file has room */
  bool vector_again; /* VGPRs relieved again after the SGPRs (their lane VGPRs) in each round */
} spill_variant;

/* Round 0 of every variant starts from the same function: its analysis and first allocation
 * attempt are made once (spill_best) and shared; they were a fifth of a large kernel's spilling. */
typedef struct first_round {
  const vl_analysis *an;
  uint32_t unplaced;
  bool fits;
} first_round;

/* A round's spilled MIR and the lines it copied unchanged (vl_spill_insert's output). */
typedef struct pending_text {
  char *text;
  size_t len;
  vl_text_copy *copies;
  size_t num_copies;
} pending_text;

/* One variant's spilling, a round at a time (run_round), so that the rounds of several can be
 * interleaved cheapest first (spill_best). It stops (VL_TOOL_ERROR) once its cost passes *cap,
 * the best cost finished so far, read every round since other variants lower it. */
typedef struct spill_run {
  vl_module **cur;   /* function f spilled so far; *owned: ours to free */
  uint32_t f;
  bool *owned;
  spill_variant variant;
  bool conflict;     /* conflict splits (vl_spill_plan_split_conflict) where the allocation fails */
  const double *cap;
  const first_round *first;
  vl_spill_report *report;
  vl_diags *diags;
  vl_arena state_arena;
  vl_budget_options fixed;
  vl_spill_state state;
  vl_status status;
  bool spilled, lanes_split;
  uint32_t round, stalled, last_over, unplaced_rounds, window_rounds, split_rounds, conflict_rounds, conflict_total;
  /* The function and report before a run of conflict splits (vl_spill_plan_split_conflict),
   * each round's failing register a piece of the ones before: where the run ends, MAX_CONFLICT_ROUNDS
   * splits on, with the allocation failing on a piece still, the splits only moved the failure
   * along, and the whole run is taken back (on the corpus, COPYs for nothing in loops). */
  struct { vl_module *module; bool owned, active; vl_spill_report report; uint32_t first_new; } undo;
  /* The round's spilled text, parsed when the run goes on (take_pending): most runs stop after
   * their first round, costlier than one that finished, and never need it parsed. */
  pending_text pending;
} spill_run;

/* Parses the text the run's last round wrote: *r->cur becomes it. */
static bool take_pending(spill_run *r) {
  if (r->undo.active && !r->undo.module) {   /* keep the function before the run (take_text would free it) */
    r->undo.module = *r->cur;
    r->undo.owned = *r->owned;
    *r->owned = false;
  }
  pending_text p = r->pending;
  r->pending = (pending_text){0};   /* take_text frees the text and the copies */
  return take_text(r->cur, r->owned, r->f, p.text, p.len, p.copies, p.num_copies, r->diags);
}

/* One round: true when the variant is finished (r->status says how). Its memory is `arena`,
 * the thread's, rewound: freed and allocated afresh each round, it was faulted in again each
 * time (about 5% of a large spilling kernel's time, measured one thread). */
static bool run_round(spill_run *r, vl_arena *arena) {
  if (r->pending.text && !take_pending(r)) {
    r->status = VL_TOOL_ERROR;
    return true;
  }
  const vl_function *fn = &(*r->cur)->functions[r->f];
  vl_arena_rewind(arena, (vl_arena_mark){0});
  const vl_analysis *an = r->round == 0 && r->first ? r->first->an
                          : vl_analyze_reusing(fn, &r->fixed, r->first ? r->first->an->cfg : NULL, arena);
  uint32_t unplaced = r->round == 0 && r->first ? r->first->unplaced : UINT32_MAX;
  const vl_physreg *placed = NULL;
  bool fit = r->round == 0 && r->first ? r->first->fits : fits_placed(an, &unplaced, r->conflict ? &placed : NULL, arena);
  if (r->undo.active) {
    bool piece = !fit && unplaced >= r->undo.first_new && unplaced < fn->num_vregs;
    if (piece && r->conflict_rounds >= MAX_CONFLICT_ROUNDS) {
      if (*r->owned) vl_module_free(*r->cur);
      *r->cur = r->undo.module;
      *r->owned = r->undo.owned;
      *r->report = r->undo.report;
      r->undo.active = false;
      r->round++;
      return false;
    }
    if (!piece) {
      if (r->undo.owned) vl_module_free(r->undo.module);
      r->undo.active = false;
      r->conflict_rounds = 0;   /* the next run of splits has its own rounds */
    }
  }
  if (fit) {
    return true;
  }
  vl_regfile failed = unplaced < fn->num_vregs ? vl_vreg_file(fn, unplaced) : VL_FILE_VECTOR;
  if (r->round == 0)
    for (int file = 0; file < VL_FILE_SPECIAL; file++)
      if (an->pressure->max[file] > vl_budget_capacity(&an->budget, (vl_regfile)file))
        r->state.margin[file] = r->variant.margin;
  if (r->round == MAX_ROUNDS + r->conflict_total) {   /* conflict splits have rounds of their own */
    report_stuck(an, failed, "the spiller gave up after too many rounds", r->diags);
    r->status = VL_TOOL_ERROR;
    return true;
  }
  /* The pressure fits and the VGPRs' allocation fails: partly dead tuples are split first (once),
   * which frees aligned pairs for two copies each where spilling would take values out of the loop. */
  if (!r->lanes_split && failed == VL_FILE_VECTOR && pressure_fits(an)) {
    r->lanes_split = true;
    char *text = NULL;
    size_t len = 0;
    vl_lane_splits lanes = {0};
    uint32_t first_id = r->state.next_vreg > fn->num_vregs ? r->state.next_vreg : fn->num_vregs;
    if (vl_split_lanes(fn, first_id, &text, &len, &lanes) == VL_OK && text) {
      if (!take_text(r->cur, r->owned, r->f, text, len, NULL, 0, r->diags)) {
        r->status = VL_TOOL_ERROR;
        return true;
      }
      r->report->counts.lane_copies += lanes.copies;
      r->spilled = true;
      r->round++;
      return false;
    }
  }
  /* Pressure first. When pressure fits and the allocation still fails, keep more of
   * the failing file free (growing steps, up to a quarter of it); after that, or
   * when pressure rounds stop making progress, spill the register that did not fit. */
  vl_spill_plan plan = {0};
  uint32_t limit = an->budget.limit[failed];
  if (r->stalled < 2) {
    vl_spill_plan_round(an, &r->state, &plan, arena);
    if (!plan.choices.len && !plan.over_points && !r->report->fit_failures++)
      r->report->fit_failure_cost = r->report->counts.cost;
    /* Pressure fits everywhere: the allocation failed on how the live ranges lie, which a
     * split (two copies) may mend before anything is spilled. */
    if (!plan.choices.len && !plan.over_points && r->variant.split && r->split_rounds < MAX_SPLIT_ROUNDS) {
      vl_spill_plan_split(an, &r->state, unplaced, &plan, arena);
      r->split_rounds += plan.choices.len > 0;
    }
    /* Still nothing: split it around what holds the register it could best have, before
     * spilling around it. */
    if (!plan.choices.len && !plan.over_points && placed && r->conflict && r->conflict_rounds < MAX_CONFLICT_ROUNDS &&
        r->conflict_total < MAX_CONFLICT_TOTAL) {
      uint32_t first_new = r->state.next_vreg > fn->num_vregs ? r->state.next_vreg : fn->num_vregs;
      vl_spill_plan_split_conflict(an, &r->state, unplaced, placed, &plan, arena);
      if (plan.choices.len) {
        r->conflict_rounds++;
        r->conflict_total++;
        if (!r->undo.active) {
          r->undo.active = true;
          r->undo.module = NULL;
          r->undo.first_new = first_new;
          r->undo.report = *r->report;
        }
        r->report->conflict_splits += (uint32_t)plan.choices.len;
      }
    }
    if (!plan.choices.len && !(plan.over_points && plan.stuck_points) && unplaced < fn->num_vregs &&
        r->window_rounds++ < MAX_WINDOW_ROUNDS)
      plan_around(an, &r->state, unplaced, failed, &plan, arena);
    while (!plan.choices.len && !(plan.over_points && plan.stuck_points) && r->state.margin[failed] < limit / 4)
      grow_margin(an, &r->state, failed, &plan, arena);
  }
  r->report->scalar_passes = r->state.scalar_passes;   /* current each round: release_waiting reads it */
  r->stalled = plan.over_points && plan.over_points >= r->last_over ? r->stalled + 1 : 0;
  r->last_over = plan.over_points;
  if (!plan.choices.len) {
    if (++r->unplaced_rounds > MAX_UNPLACED_ROUNDS) {
      report_stuck(an, failed,
                   "the allocation still fails after spilling what it could not place several times: one "
                   "instruction's operands with their alignment, or fixed registers, need more than the budget",
                   r->diags);
      r->status = VL_TOOL_ERROR;
      return true;
    }
    vl_spill_plan_unplaced(an, &r->state, unplaced, &plan, arena);
    /* Nothing to spill at the unplaced register (it lives only next to its
     * operands): a function-wide margin is the last resort. */
    while (!plan.choices.len && r->state.margin[failed] < limit / 4) grow_margin(an, &r->state, failed, &plan, arena);
  }
  if (getenv("VL_SPILL_TRACE"))   /* for debugging the spiller: one line per round */
    fprintf(stderr, "spill %s round %u: unplaced %%%u, file %d, pressure %u/%u/%u, margin %u/%u/%u, over %u, "
            "stuck %u, chosen %zu (limit %u)\n", fn->name, r->round, unplaced, (int)failed, an->pressure->max[0],
            an->pressure->max[1], an->pressure->max[2], r->state.margin[0], r->state.margin[1], r->state.margin[2],
            plan.over_points, plan.stuck_points, plan.choices.len, an->budget.limit[0]);
  if (!plan.choices.len) {
    report_stuck(an, failed,
                 an->pressure->max[failed] > limit
                     ? "what cannot spill there (operands, fixed and physical registers) needs more"
                     : "the allocation fails though the pressure fits, and nothing spillable is left",
                 r->diags);
    r->status = VL_TOOL_ERROR;
    return true;
  }
  char *text;
  size_t len, num_copies;
  vl_text_copy *copies;
  vl_spill_counts counts = {0};
  r->status = vl_spill_insert(fn, an->cfg->frequency, &plan, &r->state, &text, &len, &counts, &copies, &num_copies,
                              r->diags);
  if (r->status != VL_OK) {
    return true;
  }
  /* For debugging: the spilled MIR of the last round of any variant. One writer at a time, as the
   * variants run on threads and the atomic writer's temporary slots are not shared safely. */
  const char *dump = getenv("VL_SPILL_DUMP");
  if (dump) {
    #pragma omp critical(spill_dump)
    vl_atomic_write(dump, text, len);
  }
  if (getenv("VL_SPILL_TRACE"))
    fprintf(stderr, "spill %s round %u: cost %.1f (%u stores, %u reloads, %u AGPR copies in, %u out)\n", fn->name, r->round,
            counts.cost, counts.stores, counts.reloads, counts.agpr_saves, counts.agpr_reloads);
  r->report->rounds++;
  r->report->vregs_spilled += (uint32_t)plan.choices.len;
  r->report->placed += plan.placed;
  add_counts(&r->report->counts, &counts);
  r->spilled = true;
  double best_so_far;
  #pragma omp critical(spill_bound)
  best_so_far = *r->cap;   /* read each round: other variants lower it as they finish */
  if (r->report->counts.cost > best_so_far) {   /* costlier than the caller can use: not worth parsing */
    free(text);
    free(copies);
    r->status = VL_TOOL_ERROR;
    return true;
  }
  r->pending = (pending_text){text, len, copies, num_copies};
  r->round++;
  return false;
}

static void run_end(spill_run *r) {
  if (r->pending.text) free(r->pending.text), free(r->pending.copies);   /* stopped before its next round */
  if (r->undo.active && r->undo.module && r->undo.owned) vl_module_free(r->undo.module);
  if (r->spilled) r->report->functions_spilled++;
  r->report->scalar_passes = r->state.scalar_passes;   /* the runs that finish before planning too */
  vl_arena_free(&r->state_arena);
}

static void add_report(vl_spill_report *to, const vl_spill_report *r) {
  to->functions_spilled += r->functions_spilled;
  to->rounds += r->rounds;
  to->vregs_spilled += r->vregs_spilled;
  to->placed += r->placed;
  to->occupancy_steps += r->occupancy_steps;
  to->scalar_passes += r->scalar_passes;
  to->fit_failures += r->fit_failures;
  to->conflict_splits += r->conflict_splits;
  add_counts(&to->counts, &r->counts);
}

/* The spiller's variants (vl_spill_state): placement (spill_place.h) or every reload at
 * the block's first read; over-budget points relieved worst first or in layout order;
 * candidates scored per lane relieved or per value; their cost spread over the over-budget
 * points of the gap relieved, over the whole live range as LLVM's spill weight, or over
 * the over-budget points of the whole live range (vl_spill_spread). The ten kept, in this order,
 * are the forward selection of eighteen on the 155 corpus functions where LLVM greedy
 * spills (each added where it lowered the summed weighted cost most): two reach 0.9037 of
 * greedy's cost, four 0.8188, six 0.8023, these ten 0.7998, all eighteen 0.7993 (the six
 * used before the extent scores, 0.8180). The eleventh is the first with two registers
 * kept free from the first round on: where the allocation at the budget fails on
 * fragmentation, the margin's cheap early choices replace the rounds that spill one costly
 * register each (bf16 GEMMs TM-8 TN-8 KU-4: 689.7 to 486.7 and 487.0 to 285.5, greedy
 * 492.7 and 363.7); margins 2 and 4 with each of the ten were tried on the 33 functions
 * above greedy's cost, and this one added most. The twelfth is the tenth with a split
 * before spilling where the pressure fits and the allocation fails (vl_spill_plan_split):
 * with a split in every variant, on the 33 functions above greedy's cost, only this one
 * was cheaper than all eleven, on one function (gfx90a attention D-128 causal half
 * BQ-256: 127,027 to 124,915, greedy 124,912); the others spilled more after splitting
 * (a split mends the register that failed, and the next one fails). The next three score
 * VGPR candidates at AGPR-home weights (spill_plan.c): with them in all twelve, on the 31
 * functions above greedy's cost, the cheapest were the third (gfx90a attention D-128 causal
 * half BQ-256: 127,027 to 111,270, greedy 124,912), the eleventh (D-128 causal half RQ-2:
 * 71,133 to 67,193) and the second (D-64 half: 3,434 to 3,313), so those three are kept. The
 * sixteenth is the first relieving the VGPRs once more after the SGPRs in each round: SGPR lane
 * homes take whole VGPRs, which otherwise the next round relieves with other choices. With it in
 * each of the fifteen, on the rocPRIM sorts N-64 and the softmax above greedy's cost, the first
 * was among the cheapest, and cheaper than before only on gfx90a NET-1 (77.05 to 76.4, as many
 * AGPR-home copies, fewer in hot blocks; greedy's lanes and AGPR copies 76.9), but gfx90a NET-0
 * was costlier in all fifteen (32.3 to at least 32.65), so it is one more variant. */
static const spill_variant variants[] = {
    /* place, layout, per_value, spread, margin, split, agpr_weights, vector_again */
    {true, false, false, VL_SPREAD_GAP, 0, false, false, false},
    {false, false, true, VL_SPREAD_RANGE, 0, false, false, false},
    {false, false, true, VL_SPREAD_GAP, 0, false, false, false},
    {false, false, false, VL_SPREAD_GAP, 0, false, false, false},
    {true, false, true, VL_SPREAD_RANGE, 0, false, false, false},
    {true, true, false, VL_SPREAD_GAP, 0, false, false, false},
    {false, true, true, VL_SPREAD_RANGE, 0, false, false, false},
    {true, false, false, VL_SPREAD_RANGE_OVER, 0, false, false, false},
    {true, false, false, VL_SPREAD_RANGE, 0, false, false, false},
    {false, true, false, VL_SPREAD_RANGE_OVER, 0, false, false, false},
    {true, false, false, VL_SPREAD_GAP, 2, false, false, false},
    {false, true, false, VL_SPREAD_RANGE_OVER, 0, true, false, false},
    {false, false, true, VL_SPREAD_GAP, 0, false, true, false},   /* 2, 10 and 1 with AGPR weights */
    {true, false, false, VL_SPREAD_GAP, 2, false, true, false},
    {false, false, true, VL_SPREAD_RANGE, 0, false, true, false},
    {true, false, false, VL_SPREAD_GAP, 0, false, false, true}};   /* the first, VGPRs again after SGPRs */
enum { NUM_VARIANTS = sizeof variants / sizeof *variants };

/* Would variant i repeat an earlier one? Where the first run spilled nothing, every
 * variant would. Where it placed nothing (calls, or only remat and lane homes), the
 * placement flag changes nothing, so a variant that differs from an earlier one only in
 * it would; the choice (order, score, spread) still differs, and on SGPR lane spills
 * (rocPRIM sorts) another choice is often the cheaper one. */
static bool variant_repeats(int i, const vl_spill_report *first, bool agprs) {
  if (i == 0) return false;
  if (!first->rounds) return true;
  if (variants[i].agpr_weights && !agprs) return true;   /* the same variant without them came earlier */
  /* Variant 0 with the VGPRs relieved again after SGPR choices: where variant 0 never chose an
   * SGPR, its rounds are variant 0's own. */
  if (variants[i].vector_again && !first->scalar_passes) return true;
  if (first->placed) return false;
  for (int j = 0; j < i; j++)
    if (variants[j].layout == variants[i].layout && variants[j].per_value == variants[i].per_value &&
        variants[j].spread == variants[i].spread && variants[j].margin == variants[i].margin &&
        variants[j].split == variants[i].split && variants[j].agpr_weights == variants[i].agpr_weights &&
        variants[j].vector_again == variants[i].vector_again)
      return true;
  return false;
}

enum { NUM_RUNS = 2 * NUM_VARIANTS, CONFLICT_RUNS = 5, ALL_RUNS = NUM_RUNS + CONFLICT_RUNS };
typedef enum { RUN_NONE, RUN_WAITING, RUN_READY, RUN_RUNNING, RUN_FINISHED } run_phase;

/* The runs of one function's spilling (spill_best). */
typedef struct spill_runs {
  vl_module *module[ALL_RUNS];
  bool owned[ALL_RUNS];
  vl_spill_report reports[ALL_RUNS];
  vl_diags diags[ALL_RUNS];
  vl_status status[ALL_RUNS];
  spill_run run[ALL_RUNS];
  run_phase phase[ALL_RUNS];
  double finished_best;   /* the least cost of a run that finished (the conflict pass: the first pass's best) */
  const vl_budget_options *options;
  const first_round *first;
  uint32_t f;
  bool agprs;
} spill_runs;

/* Run i of s starts variant v (i for the first pass; conflict-split runs rerun another's) under
 * the shared bound, which run_cheapest_first lowers as runs finish; it must stay where it is
 * until run_end (its state points into it). v >= NUM_VARIANTS: variant v - NUM_VARIANTS without
 * the spare special registers (budget.h). With a spare the SGPR rounds stop one register
 * earlier, and their choices change: on the corpus's 155 functions where LLVM greedy spills,
 * with spares alone 7 were cheaper (gfx1100 softmax 17.4 to 17.2, greedy 17.2; sorts) and 2
 * gfx90a/gfx942 sorts costlier (9.9 to 10.3, 157.7 to 159.7), so each variant also runs without
 * them and the cheaper is kept. Their first round is their own: the shared one is analysed
 * with the spares. */
static void run_begin(spill_runs *s, int i, int v, bool conflict, const double *bound) {
  spill_run *r = &s->run[i];
  bool no_spare = v >= NUM_VARIANTS;
  spill_variant variant = variants[v % NUM_VARIANTS];
  const vl_function *fn = &s->module[i]->functions[s->f];
  *r = (spill_run){.cur = &s->module[i], .f = s->f, .owned = &s->owned[i], .variant = variant,
                   .conflict = conflict, .cap = bound, .first = no_spare ? NULL : s->first,
                   .report = &s->reports[i], .diags = &s->diags[i], .status = VL_OK, .last_over = UINT32_MAX};
  r->fixed = vl_spill_fixed_budget(fn, s->options);
  r->fixed.no_spare = no_spare;   /* the budget's spare special registers (budget.h) left out */
  r->state = (vl_spill_state){.lane_vreg = UINT32_MAX, .next_slot = next_stack_id(fn), .place = variant.place,
                              .layout = variant.layout, .per_value = variant.per_value,
                              .spread = variant.spread, .agpr_weights = variant.agpr_weights,
                              .vector_again = variant.vector_again, .arena = &r->state_arena};
}

/* Appends to again[] the next run for the conflict-split pass: of the runs not yet taken, the one
 * whose first fit failure came at the least cost, below the best's (only those can win: a run with
 * conflict splits repeats its variant's rounds up to there, and costs only grow). False when there
 * is none. */
static bool next_again(const vl_spill_report *reports, int num_runs, double best_cost, int *again, int *num_again) {
  int next = -1;
  for (int i = 0; i < num_runs; i++) {
    bool taken = false;
    for (int j = 0; j < *num_again; j++) taken |= again[j] == i;
    if (!taken && reports[i].fit_failures && reports[i].fit_failure_cost < best_cost &&
        (next < 0 || reports[i].fit_failure_cost < reports[next].fit_failure_cost))
      next = i;
  }
  if (next >= 0) again[(*num_again)++] = next;
  return next >= 0;
}

/* Variant 0 has done a round: the variants that will not repeat it start (variant_repeats); where
 * it has finished, the others never do. Its report only grows (rounds, places, scalar passes), and
 * once it says a variant is no repeat, its final report says so too: the variants that run are
 * those its final report lets run, and on a large kernel they start rounds earlier (gfx90a bf16
 * 16x16 SMEM-1: variant 0 went on for 12 rounds, to 29,985, while variant 5 waited to finish at
 * 18,878). */
static void release_waiting(spill_runs *s, bool finished, double *bound) {
  for (int i = 1; i < NUM_RUNS; i++) {
    if (s->phase[i] != RUN_WAITING) continue;
    if (i == NUM_VARIANTS || !variant_repeats(i % NUM_VARIANTS, &s->reports[0], s->agprs)) {
      run_begin(s, i, i, false, bound);
      s->phase[i] = RUN_READY;
    } else if (finished) {
      s->phase[i] = RUN_NONE;
    }
  }
}

/* Run i has ended with `status`: where it finished, its cost lowers the bounds. */
static void end_run(spill_runs *s, int i, vl_status status, double *bound) {
  run_end(&s->run[i]);
  s->status[i] = status;
  s->phase[i] = RUN_FINISHED;
  if (status == VL_OK) {
    #pragma omp critical(spill_bound)
    if (s->reports[i].counts.cost < *bound) *bound = s->reports[i].counts.cost;
    if (s->reports[i].counts.cost < s->finished_best) s->finished_best = s->reports[i].counts.cost;
  }
}

/* Runs [lo, hi) to the end, a round at a time, the cheapest so far first (ties: the lower index)
 * on every thread: a run stops once it costs more than *bound, the cheapest finished, and what
 * it would have spent after that is not spent (on the corpus's largest kernels, rounds of a
 * variant far above the cheapest one's were most of the spiller's time while the cheapest had
 * not finished). A run's rounds are its own, whatever the order, and costs only grow, so the
 * runs that finish at or below the cheapest cost are the same on any number of threads. */
static void run_cheapest_first(spill_runs *s, int lo, int hi, double *bound) {
  #pragma omp parallel
  {
    vl_arena arena = {0};
    for (;;) {
      int pick = -1;
      bool wait = false;
      #pragma omp critical(spill_sched)
      {
        /* A run costlier than one that finished stops here: its next round would only add to its
         * cost, a whole round for nothing (where the bound is only the caller's cap, the next round
         * may still finish it: the occupancy step weighs such a run itself). */
        for (int i = lo; i < hi; i++)
          if (s->phase[i] == RUN_READY && s->reports[i].counts.cost > s->finished_best) {
            end_run(s, i, VL_TOOL_ERROR, bound);
            if (i == 0 && lo == 0) release_waiting(s, true, bound);
          }
        for (int i = lo; i < hi; i++) {
          if (s->phase[i] == RUN_READY && (pick < 0 || s->reports[i].counts.cost < s->reports[pick].counts.cost)) pick = i;
          wait |= s->phase[i] == RUN_RUNNING || s->phase[i] == RUN_WAITING;
        }
        if (pick >= 0) s->phase[pick] = RUN_RUNNING;
      }
      if (pick < 0) {
        if (!wait) break;
        struct timespec pause = {0, 20000};   /* another thread's round may make runs ready */
        nanosleep(&pause, NULL);
        continue;
      }
      bool finished = run_round(&s->run[pick], &arena);
      #pragma omp critical(spill_sched)
      {
        if (finished) end_run(s, pick, s->run[pick].status, bound);
        else s->phase[pick] = RUN_READY;
        if (pick == 0 && lo == 0) release_waiting(s, finished, bound);
      }
    }
    vl_arena_free(&arena);
  }
}

/* Function f spilled by each variant; the cheapest by weighted cost is kept. None wins
 * everywhere: placement leaves values in registers across blocks, which on some functions
 * makes the allocation fail until more is spilled than without it, and the worst-first
 * order chooses long-lived values at the peaks that a loop elsewhere reads. */
static vl_status spill_best(vl_module **cur, uint32_t f, bool *owned, const vl_budget_options *options, double cap,
                            vl_spill_report *report, vl_diags *diags) {
  /* each variant with the budget's spares, then without (run_begin), then the best with conflict splits */
  spill_runs *s = calloc(1, sizeof *s);
  if (!s) {
    fprintf(stderr, "verilocc: out of memory\n");
    abort();
  }
  int best = 0;
  vl_arena first_arena = {0};
  const vl_function *fn = &(*cur)->functions[f];
  vl_budget_options fixed = vl_spill_fixed_budget(fn, options);
  first_round first = {.an = vl_analyze(fn, &fixed, &first_arena), .unplaced = UINT32_MAX};
  first.fits = fits(first.an, &first.unplaced);
  s->options = options, s->first = &first, s->f = f;
  s->agprs = first.an->budget.limit[VL_FILE_ACCUM] > 0;
  /* Without the spares only where they change anything: the SGPRs are over their numbered budget. */
  bool spares = first.an->budget.num_spare > 0 &&
                first.an->pressure->max[VL_FILE_SCALAR] > first.an->budget.limit[VL_FILE_SCALAR];
  int num_runs = spares ? NUM_RUNS : NUM_VARIANTS;
  for (int i = 0; i < ALL_RUNS; i++) s->module[i] = *cur, s->status[i] = VL_TOOL_ERROR;
  /* Whether a variant repeats variant 0 depends on its report, so the others wait until it rules
   * that out (release_waiting), except variant 1, which repeats it only where nothing spills
   * (variant_repeats). */
  double bound = cap;
  s->finished_best = INFINITY;
  for (int i = 0; i < num_runs; i++) s->phase[i] = i == 0 || (i == 1 && !first.fits) ? RUN_READY : RUN_WAITING;
  for (int i = 0; i < num_runs; i++)
    if (s->phase[i] == RUN_READY)
      run_begin(s, i, i, false, &bound);
  run_cheapest_first(s, 0, num_runs, &bound);
  for (int i = 0; i < num_runs; i++) {
    /* In order, whatever the threads. */
    if (getenv("VL_SPILL_TRACE") && (i % NUM_VARIANTS == 0 || !variant_repeats(i % NUM_VARIANTS, &s->reports[0], s->agprs)))
      fprintf(stderr, "spill variant %d%s: %s, cost %.1f\n", i % NUM_VARIANTS, i >= NUM_VARIANTS ? " without spares" : "",
              s->status[i] == VL_OK ? "done" : "stopped", s->reports[i].counts.cost);
    if (s->status[i] == VL_OK && (s->status[best] != VL_OK || s->reports[i].counts.cost < s->reports[best].counts.cost))
      best = i;
  }
  /* The cheapest run and the runs whose first allocation failing though the pressure fit came
   * cheapest, below the best cost, five in all, run once more, splitting around conflicts there (vl_spill_plan_split_conflict);
   * the cheapest result is kept. Stopped runs count too: spilling around the failures made them
   * lose, the splits there may not (float TM-8 TN-8 KU-8 GEMMs: 5,449.4 to 5,325.4 on gfx942,
   * 5,381.5 to 5,337.2 on gfx90a). Not in functions over MAX_CONFLICT_INSTRS instructions: on the
   * corpus's eight largest kernels (10,576 to 11,601) the pass made the whole allocation 1.6
   * times slower (alloc-time.sh: 5.00 against 3.07 times LLVM greedy's) for at most 1.5% less
   * spill cost. Only as a second pass: in every variant the splits moved 22 of the 155 corpus
   * functions where LLVM greedy spills up and 11 down (COPYs in loops, pieces spilled again),
   * and this pass can only lower the cost, and runs only where fragmentation was met. */
  int again[CONFLICT_RUNS], num_again = 0;
  bool small = fn->num_instrs <= MAX_CONFLICT_INSTRS && s->status[best] == VL_OK && !getenv("VL_NO_CONFLICT");
  /* The cheapest run itself first: its own failures are the likeliest to pay (gfx90a bf16 TM-4 TN-16
   * KU-4: 908.2 to 565.2, greedy 585.5, where the next five reach 594.6 at best). */
  if (small && s->reports[best].fit_failures && s->reports[best].fit_failure_cost < s->reports[best].counts.cost)
    again[num_again++] = best;
  while (small && num_again < CONFLICT_RUNS && next_again(s->reports, num_runs, s->reports[best].counts.cost, again, &num_again)) {
  }
  double again_bound = s->status[best] == VL_OK ? s->reports[best].counts.cost : INFINITY;
  s->finished_best = again_bound;   /* a conflict run must come below the first pass's best */
  for (int j = 0; j < num_again; j++) {
    int i = NUM_RUNS + j, v = again[j];
    run_begin(s, i, v, true, &again_bound);
    s->phase[i] = RUN_READY;
  }
  run_cheapest_first(s, NUM_RUNS, NUM_RUNS + num_again, &again_bound);
  for (int j = 0; j < num_again; j++) {
    int i = NUM_RUNS + j;
    if (getenv("VL_SPILL_TRACE"))
      fprintf(stderr, "spill variant %d%s with conflict splits: %s, cost %.1f\n", again[j] % NUM_VARIANTS,
              again[j] >= NUM_VARIANTS ? " without spares" : "", s->status[i] == VL_OK ? "done" : "stopped",
              s->reports[i].counts.cost);
    if (s->status[i] == VL_OK && s->reports[i].counts.cost < s->reports[best].counts.cost) best = i;
  }
  vl_arena_free(&first_arena);
  if (s->status[best] == VL_OK) add_report(report, &s->reports[best]);
  vl_diags_append(diags, &s->diags[best]);
  for (int i = 0; i < ALL_RUNS; i++) {
    vl_diags_free(&s->diags[i]);
    if (i != best && s->owned[i]) vl_module_free(s->module[i]);
  }
  if (s->owned[best]) {
    if (*owned) vl_module_free(*cur);
    *cur = s->module[best];
    *owned = true;
  }
  vl_status result = s->status[best];
  free(s);
  return result;
}

/* *cur becomes `run` (function f spilled in it) where that is a new module. */
static void take_run(vl_module **cur, bool *owned, vl_module *run, bool run_owned) {
  if (!run_owned) return;
  if (*owned) vl_module_free(*cur);
  *cur = run;
  *owned = true;
}

/* Is function f worth trying at the next occupancy step? Kernels the budget is derived for
 * (a given --max-vgprs is the limit; so is an "amdgpu-waves-per-eu" of their own), without
 * calls, that spilled at the budget or whose pressure is within an eighth above a step. */
static bool step_worth_trying(const vl_function *fn, const vl_budget_options *options, const vl_budget_options *fixed,
                              bool spilled) {
  if (options->max_vector || options->keep_occupancy || !fn->info.is_entry_function || fn->has_calls ||
      fn->waves_per_eu || !fn->define_brace)
    return false;
  if (spilled) return true;
  vl_arena arena = {0};
  const vl_pressure *pr = vl_analyze(fn, fixed, &arena)->pressure;
  vl_resource_usage usage = {.vector = pr->max[VL_FILE_VECTOR], .accum = pr->max[VL_FILE_ACCUM]};
  vl_arena_free(&arena);
  vl_budget_options next;
  uint32_t waves;
  if (!vl_occupancy_step_budget(fn, &usage, fixed, &next, &waves)) return false;
  uint32_t total = usage.vector + usage.accum, step = next.max_vector + next.max_accum;
  return step * 8 >= total * 7;
}

/* The ladder for function f: spilled at its budget, then, where the step is worth trying, at
 * the next occupancy step's budget with more spill code; the allocation the cost model
 * predicts faster wins (*budget: the one it was made for). The second spill stops as soon as
 * its cost alone would lose. */
static vl_status spill_ladder(vl_module **cur, uint32_t f, bool *owned, const vl_budget_options *options,
                              vl_budget_options *budget, vl_spill_report *report, vl_diags *diags) {
  vl_module *before = *cur;
  vl_budget_options fixed = vl_spill_fixed_budget(&before->functions[f], options);
  *budget = fixed;
  vl_module *a = before;
  bool a_owned = false;
  vl_spill_report ra = {0};
  vl_status s = spill_best(&a, f, &a_owned, &fixed, INFINITY, &ra, diags);
  vl_cost cost_a, cost_b;
  vl_resource_usage usage;
  vl_budget_options next;
  uint32_t waves;
  bool step = s == VL_OK && step_worth_trying(&a->functions[f], options, &fixed, ra.functions_spilled > 0) &&
              vl_occupancy_step_predict(&a->functions[f], &fixed, &cost_a, &usage) &&
              vl_occupancy_step_budget(&a->functions[f], &usage, &fixed, &next, &waves);
  double cap = step ? vl_occupancy_step_cap(&a->functions[f], &cost_a, waves) : 0;
  if (step && cap > 0) {
    vl_module *b = before;
    bool b_owned = false;
    vl_spill_report rb = {0};
    vl_diags quiet = {0};
    vl_module *marked = NULL;
    bool predicted = spill_best(&b, f, &b_owned, &next, cap, &rb, &quiet) == VL_OK &&
                     vl_occupancy_step_predict(&b->functions[f], &next, &cost_b, &usage);
    if (getenv("VL_SPILL_TRACE"))   /* the ladder's decision, for debugging */
      fprintf(stderr, "occupancy step to %u waves: spill cost %.1f (cap %.1f), time %.1f; at the budget %.1f, time %.1f\n",
              waves, rb.counts.cost, cap, predicted ? cost_b.time : NAN, ra.counts.cost, cost_a.time);
    if (predicted && cost_b.time < cost_a.time) marked = vl_occupancy_step_mark(b, f, waves);
    if (b_owned) vl_module_free(b);
    if (marked) {
      if (a_owned) vl_module_free(a);
      a = marked, a_owned = true, ra = rb;
      *budget = next;
      ra.occupancy_steps = 1;
    }
    vl_diags_free(&quiet);
  }
  if (s == VL_OK) add_report(report, &ra);
  take_run(cur, owned, a, a_owned);
  return s;
}

vl_status vl_spill_module(const vl_module *module, const vl_budget_options *options, vl_module **out,
                          vl_budget_options *budgets, vl_spill_report *per_function, vl_spill_report *report,
                          vl_diags *diags) {
  double t0 = vl_now_ms();
  *report = (vl_spill_report){0};
  *out = NULL;
  vl_module *cur = (vl_module *)module;
  bool owned = false;
  vl_status status = VL_OK;
  for (uint32_t f = 0; f < module->num_functions && status == VL_OK; f++) {
    vl_budget_options budget;
    vl_spill_report one = {0};
    double start = vl_now_ms();
    status = spill_ladder(&cur, f, &owned, options, &budget, &one, diags);
    one.ms = vl_now_ms() - start;
    add_report(report, &one);
    if (per_function) per_function[f] = one;
    if (budgets) budgets[f] = budget;
  }
  report->ms = vl_now_ms() - t0;
  if (status != VL_OK) {
    if (owned) vl_module_free(cur);
    return status;
  }
  *out = owned ? cur : NULL;
  return VL_OK;
}

vl_status vl_spill_apply_given(vl_module **cur, bool *owned, uint32_t f, const vl_analysis *an,
                               const vl_budget_options *fixed, const vl_spill_given *given, size_t n,
                               vl_spill_counts *counts, bool *allocates, vl_diags *diags) {
  const vl_function *fn = &(*cur)->functions[f];
  vl_arena arena = {0}, state_arena = {0};
  vl_spill_state state = {.lane_vreg = UINT32_MAX, .next_slot = next_stack_id(fn), .arena = &state_arena};
  vl_spill_plan plan;
  vl_spill_plan_given(an, &state, given, n, &plan, &arena);
  char *text;
  size_t len;
  *counts = (vl_spill_counts){0};
  size_t num_copies;
  vl_text_copy *copies;
  vl_status s = vl_spill_insert(fn, an->cfg->frequency, &plan, &state, &text, &len, counts, &copies, &num_copies, diags);
  vl_arena_free(&arena);
  vl_arena_free(&state_arena);
  if (s != VL_OK) return s;
  if (!take_text(cur, owned, f, text, len, copies, num_copies, diags)) return VL_TOOL_ERROR;
  uint32_t unplaced;
  const vl_analysis *after = vl_analyze(&(*cur)->functions[f], fixed, &arena);
  *allocates = fits(after, &unplaced);
  vl_arena_free(&arena);
  return VL_OK;
}
