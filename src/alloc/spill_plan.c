/* One round of spill choice (see spill_plan.h).
 *
 * Pressure is LLVM's: the 32-bit registers live at each instruction per file
 * (analysis/pressure.h). A candidate at an over-budget instruction k is a
 * virtual register live through k (live before and after, not an operand of
 * k). Spilling it relieves every instruction it lives through except the
 * "inner gaps" between two of its operands in one block (the reload
 * temporary lives there) unless that gap is chosen too. The decisions of the
 * round update a private copy of the pressure so that one round resolves
 * every point it can. */
#include "spill_plan.h"

#include "spill_place.h"
#include "spill_rules.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>


typedef struct vreg_facts {
  VL_VEC(uint32_t) refs;   /* instructions with an operand of it, ascending, unique */
  uint32_t defs;           /* instructions defining it */
  uint32_t def_instr;      /* the last of them */
  uint32_t first, last;    /* instructions it is live at, over all lanes */
  bool spillable;
} vreg_facts;

typedef struct plan_ctx {
  const vl_analysis *an;
  const vl_function *fn;
  const vl_target *target;
  const vl_regspace *space;
  vl_spill_state *state;
  vl_spill_plan *plan;
  vreg_facts *facts;
  int32_t (*press)[VL_NUM_FILES];   /* per instruction, updated as choices are made */
  int32_t limit[VL_NUM_FILES];
  uint32_t *block_of;              /* per instruction */
  uint8_t *lanes;                  /* scratch per instruction (relieve) */
  uint32_t accum_epoch;            /* counts changes of the AGPR pressure and limit (agpr_room's cache) */
  int32_t *accum_max;              /* per ACCUM_BLOCK instructions: their highest AGPR pressure */
  VL_VEC(vl_segment) accum_changes;   /* the instructions change e touched: [e - 1] took the epoch to e + 1 */
  uint32_t *room_epoch;            /* per vreg: the epoch room_ok was found at, 0 never */
  bool *room_ok;
  uint32_t *first_term;            /* per block: its first terminator, or its end */
  uint32_t *by_first[VL_NUM_FILES], *chunk_last[VL_NUM_FILES], num_by_first[VL_NUM_FILES];   /* index_file */
  bool indexed[VL_NUM_FILES];
  uint64_t *cand_bits;             /* candidates' scratch: a bit per vreg, all clear between calls */
  int16_t *agpr_class;             /* per register class: vl_spill_agpr_class's answer (a search of all classes) */
  double *first_cost;              /* per vreg: first_spill_cost for home kind first_kind[v] */
  uint8_t *first_kind;             /* per vreg: 0 none cached yet */
  uint32_t *over_before[VL_NUM_FILES];   /* per file: over-budget instructions before k, at round start */
  vl_arena *arena;
} plan_ctx;

void vl_spill_state_reserve(vl_spill_state *state, uint32_t num_vregs) {
  if (num_vregs <= state->capacity) return;
  uint32_t cap = state->capacity ? state->capacity : 64;
  while (cap < num_vregs) cap *= 2;
  vl_spill_home *home = VL_NEW_ARRAY(state->arena, vl_spill_home, cap);
  bool *pinned = VL_NEW_ARRAY(state->arena, bool, cap);
  if (state->capacity) {
    memcpy(home, state->home, state->capacity * sizeof *home);
    memcpy(pinned, state->pinned, state->capacity * sizeof *pinned);
  }
  state->home = home;
  state->pinned = pinned;
  state->capacity = cap;
}

int vl_spill_agpr_class(const vl_target *target, int cls) {
  const vl_regclass *c = &target->classes[cls];
  int best = -1;
  for (uint32_t i = 0; i < target->num_classes; i++) {
    const vl_regclass *a = &target->classes[i];
    if (a->files != (1u << VL_FILE_ACCUM) || a->width != c->width || a->half || a->special) continue;
    if (a->align != c->align) continue;
    if (best < 0 || strlen(a->name) < strlen(target->classes[best].name)) best = (int)i;   /* plainest name */
  }
  return best;
}

/* Classes our spill code can move (spill_rules.h). */
static bool class_spillable(const plan_ctx *c, uint32_t v) { return vl_spill_class_ok(c->fn, v); }

static void live_extent(const plan_ctx *c, uint32_t v, uint32_t *first, uint32_t *last);

static void collect_facts(plan_ctx *c) {
  const vl_function *fn = c->fn;
  c->facts = VL_NEW_ARRAY(c->arena, vreg_facts, fn->num_vregs + 1);
  bool *blocked = VL_NEW_ARRAY(c->arena, bool, fn->num_vregs + 1);
  for (uint32_t k = 0; k < fn->num_instrs; k++) {
    const vl_instr *in = &fn->instrs[k];
    for (uint32_t o = 0; o < in->num_ops; o++) {
      const vl_operand *op = &in->ops[o];
      if (op->kind != VL_OP_VREG || op->reg >= fn->num_vregs || (op->flags & VL_OPF_DEBUG)) continue;
      vreg_facts *f = &c->facts[op->reg];
      if (!f->refs.len || f->refs.data[f->refs.len - 1] != k) VL_VEC_PUSH(c->arena, f->refs, k);
      if (op->flags & VL_OPF_DEF) {
        if (!f->defs || f->def_instr != k) f->defs++;
        f->def_instr = k;
      }
      /* Spill code cannot go between terminators, nor after an instruction
       * with bundled or exotic operand forms. */
      if (in->is_terminator || (op->flags & VL_OPF_INTERNAL)) blocked[op->reg] = true;
    }
  }
  for (uint32_t v = 0; v < fn->num_vregs; v++) {
    vreg_facts *f = &c->facts[v];
    live_extent(c, v, &f->first, &f->last);
    f->spillable = c->space->width[v] && f->defs && !blocked[v] && !c->state->pinned[v] && class_spillable(c, v);
  }
}

static double freq_of(const plan_ctx *c, uint32_t instr) { return c->an->cfg->frequency[c->block_of[instr]]; }

enum { ACCUM_BLOCK = 64 };

/* The AGPR pressure or limit changes over instructions [lo, hi): agpr_room's answers for
 * values living there are asked again. */
static void accum_changed(plan_ctx *c, uint32_t lo, uint32_t hi) {
  VL_VEC_PUSH(c->arena, c->accum_changes, ((vl_segment){lo, hi}));
  c->accum_epoch++;
  if (hi > c->fn->num_instrs) hi = c->fn->num_instrs;
  for (uint32_t b = lo / ACCUM_BLOCK; lo < hi && b <= (hi - 1) / ACCUM_BLOCK; b++) {
    int32_t mx = INT32_MIN;
    for (uint32_t k = b * ACCUM_BLOCK; k < (b + 1) * ACCUM_BLOCK && k < c->fn->num_instrs; k++)
      if (c->press[k][VL_FILE_ACCUM] > mx) mx = c->press[k][VL_FILE_ACCUM];
    c->accum_max[b] = mx;
  }
}

/* Index in refs of the first reference >= k. */
static size_t lower_ref(const vreg_facts *f, uint32_t k) {
  size_t lo = 0, hi = f->refs.len;
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    if (f->refs.data[mid] < k) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/* One past the last instruction of v's extent (facts f), within the function. */
static uint32_t extent_end(const plan_ctx *c, const vreg_facts *f) {
  return f->last + 1 < c->fn->num_instrs ? f->last + 1 : c->fn->num_instrs;
}

/* Is k (not a reference) in an inner gap: references before and after it in its block?
 * i: the index of the first reference >= k (lower_ref, or a cursor kept in step). */
static bool inner_gap(const plan_ctx *c, const vreg_facts *f, size_t i, uint32_t k) {
  const vl_block *b = &c->fn->blocks[c->block_of[k]];
  return i > 0 && f->refs.data[i - 1] >= b->first_instr && i < f->refs.len &&
         f->refs.data[i] < b->first_instr + b->num_instrs;
}

/* Where the stretch from k (not a reference) with the same next reference (index i) and block
 * ends: that reference, the block's end, or `end`. Whether k is in an inner gap holds for all of it. */
static uint32_t stretch_end(const plan_ctx *c, const vreg_facts *f, size_t i, uint32_t k, uint32_t end) {
  const vl_block *b = &c->fn->blocks[c->block_of[k]];
  uint32_t stop = b->first_instr + b->num_instrs;
  if (i < f->refs.len && f->refs.data[i] < stop) stop = f->refs.data[i];
  return stop < end ? stop : end;
}

/* The gap holding k (not itself a reference): [*begin, *end) within k's block;
 * *inner when references bound it on both sides (then *end is the one after). */
static void gap_of(const plan_ctx *c, const vreg_facts *f, uint32_t k, uint32_t *begin, uint32_t *end, bool *inner) {
  const vl_block *b = &c->fn->blocks[c->block_of[k]];
  size_t i = lower_ref(f, k);
  bool next = i < f->refs.len && f->refs.data[i] < b->first_instr + b->num_instrs;
  bool prev = i > 0 && f->refs.data[i - 1] >= b->first_instr;
  *begin = prev ? f->refs.data[i - 1] + 1 : b->first_instr;
  *end = next ? f->refs.data[i] : b->first_instr + b->num_instrs;
  *inner = prev && next;
}

static bool is_ref(const vreg_facts *f, uint32_t k) {
  size_t i = lower_ref(f, k);
  return i < f->refs.len && f->refs.data[i] == k;
}

/* Does instruction k have v live through it (every lane counted)? Returns the lanes. */
static uint32_t lanes_through(const plan_ctx *c, uint32_t v, uint32_t k) {
  return vl_lanes_covering(c->an->intervals, v, vl_slot(k, VL_SLOT_BLOCK), vl_slot(k + 1, VL_SLOT_BLOCK));
}

static bool is_remat_candidate(const plan_ctx *c, uint32_t v);
static bool agpr_room(const plan_ctx *c, uint32_t v);

/* Weighted cost of the reloads a spilled v needs: one per block that reads it. */
static double reload_weight(uint8_t kind) {
  return kind == VL_HOME_STACK ? VL_COST_LOAD : kind == VL_HOME_REMAT ? VL_COST_CHEAP_REMAT : VL_COST_COPY;
}

/* The instructions one save or reload of v becomes once llc lowers it: a stack access moves up to
 * the target's scratch_bytes at a time (a 128-bit value is one scratch_store_dwordx4 on gfx942, four
 * buffer_store_dword on gfx90a); AGPR copies, SGPR lanes and remats go a 32-bit lane at a time.
 * Where v could have an AGPR home, its stack cost stays per lane, as its AGPR cost is: the homes
 * are exchanged by what each saves (swap_homes_by_cost), and a wide value's stack slot made four
 * times cheaper sent the MFMA GEMMs' 128-bit tuples to the stack and their 32-bit values into the
 * AGPRs (gfx942 bf16 TM-16 TN-16 KU-16 SMEM-2: 17,944 to 25,052 by the spill tally, above
 * LLVM greedy's 22,123; with this, 17,944 as before). */
static bool agpr_home_possible(const plan_ctx *c, uint32_t v);
static uint32_t moves_per_access(const plan_ctx *c, uint32_t v, uint8_t kind) {
  uint32_t width = c->space->width[v], bytes = c->target->scratch_bytes;
  if (kind != VL_HOME_STACK || bytes < 4 || agpr_home_possible(c, v)) return width;
  return (width * 4 + bytes - 1) / bytes;
}

static uint8_t likely_home(const plan_ctx *c, uint32_t v) {
  if (c->state->home[v].kind) return c->state->home[v].kind;
  vl_regfile file = vl_vreg_file(c->fn, v);
  if (is_remat_candidate(c, v)) return VL_HOME_REMAT;
  if (file == VL_FILE_SCALAR) return VL_HOME_LANE;
  if (c->state->agpr_weights && agpr_room(c, v)) return VL_HOME_AGPR;
  return VL_HOME_STACK;   /* an AGPR home is decided at choice time, when it is known to fit */
}

static double first_spill_cost(const plan_ctx *c, uint32_t v, uint8_t kind) {
  const vreg_facts *f = &c->facts[v];
  bool stores = !c->state->home[v].kind && kind != VL_HOME_REMAT;
  double cost = 0, store = kind == VL_HOME_STACK ? VL_COST_STORE : VL_COST_COPY;
  uint32_t last_block = UINT32_MAX;
  for (size_t i = 0; i < f->refs.len; i++) {
    uint32_t k = f->refs.data[i];
    double w = freq_of(c, k);
    if (stores) {
      const vl_instr *in = &c->fn->instrs[k];
      for (uint32_t o = 0; o < in->num_ops; o++)
        if (in->ops[o].kind == VL_OP_VREG && in->ops[o].reg == v && (in->ops[o].flags & VL_OPF_DEF)) {
          cost += w * store;
          break;
        }
    }
    if (c->block_of[k] != last_block) cost += w * reload_weight(kind);
    last_block = c->block_of[k];
  }
  return cost * moves_per_access(c, v, kind);
}

/* first_spill_cost, kept per vreg and kind for the round: choose_at asks it of every
 * candidate at every point, and it walks all of v's references; what it reads of the
 * spill state changes only when v is chosen, and then nothing asks again. */
static double first_spill_cost_cached(plan_ctx *c, uint32_t v, uint8_t kind) {
  if (c->first_kind[v] != kind) {
    c->first_cost[v] = first_spill_cost(c, v, kind);
    c->first_kind[v] = kind;
  }
  return c->first_cost[v];
}

/* Subtract v's lanes from the pressure of `file` over [begin, end), skipping
 * its references and (unless `inner_too`) its inner gaps (gap_of), in one pass. */
static void relieve(plan_ctx *c, uint32_t v, vl_regfile file, uint32_t begin, uint32_t end, bool inner_too) {
  const vreg_facts *f = &c->facts[v];
  if (begin < f->first) begin = f->first;
  if (end > f->last + 1) end = f->last + 1;
  if (begin >= end) return;
  vl_lanes_through_each(c->an->intervals, v, begin, end, c->lanes);
  size_t r = lower_ref(f, begin);
  for (uint32_t k = begin; k < end;) {
    while (r < f->refs.len && f->refs.data[r] < k) r++;
    if (r < f->refs.len && f->refs.data[r] == k) {
      k++;
      continue;
    }
    if (!inner_too && inner_gap(c, f, r, k)) {
      k = f->refs.data[r];   /* skip the gap; its end is a reference */
      continue;
    }
    /* Up to the next reference or the block's end nothing changes: no inner gap there either. */
    uint32_t stop = stretch_end(c, f, r, k, end);
    for (; k < stop; k++) c->press[k][file] -= c->lanes[k - begin];
  }
  if (file == VL_FILE_ACCUM) accum_changed(c, begin, end);
}

/* The instructions v is live at: [first, last] over all its lanes' segments. */
static void live_extent(const plan_ctx *c, uint32_t v, uint32_t *first, uint32_t *last) {
  const vl_intervals *iv = c->an->intervals;
  *first = UINT32_MAX;
  *last = 0;
  for (uint32_t l = 0; l < c->space->width[v]; l++) {
    uint32_t bit = vl_vreg_bit(c->space, v, l);
    if (!iv->num_segs[bit]) continue;
    uint32_t s = vl_slot_instr(iv->segs[bit][0].start), e = vl_slot_instr(iv->segs[bit][iv->num_segs[bit] - 1].end - 1);
    if (s < *first) *first = s;
    if (e > *last) *last = e;
  }
}

/* A constant move, its only definition (spill_rules.h). */
static bool is_remat_candidate(const plan_ctx *c, uint32_t v) {
  const vreg_facts *f = &c->facts[v];
  return f->defs == 1 && vl_spill_remat_def(c->fn, &c->fn->instrs[f->def_instr], v);
}

bool vl_spill_gap_chosen(const vl_spill_choice *ch, uint32_t end) {
  for (size_t g = 0; g < ch->gap_ends.len; g++)
    if (ch->gap_ends.data[g] == end) return true;
  return false;
}

static vl_spill_choice *choice_for(plan_ctx *c, uint32_t v) {
  if (c->plan->choice_of[v]) return &c->plan->choices.data[c->plan->choice_of[v] - 1];
  vl_spill_choice ch = {.vreg = v};
  VL_VEC_PUSH(c->arena, c->plan->choices, ch);
  c->plan->choice_of[v] = (uint32_t)c->plan->choices.len;
  return &c->plan->choices.data[c->plan->choices.len - 1];
}

/* c->lanes[k - first] = lanes_through(v, k) over v's extent [first, end); returns end. */
static uint32_t extent_lanes(const plan_ctx *c, uint32_t v) {
  const vreg_facts *f = &c->facts[v];
  uint32_t end = extent_end(c, f);
  if (f->first < end) vl_lanes_through_each(c->an->intervals, v, f->first, end, c->lanes);
  return end;
}

/* The AGPR lanes v's home holds at an instruction where `lanes` of v live: all of its width, as
 * the home is one register written whole by a copy (a value partly defined, or partly dead,
 * still fills it: counted by its live lanes, two such homes took a gfx942 bf16 GEMM's
 * AGPRs 2 over an 8-AGPR budget). */
static int32_t home_lanes(const plan_ctx *c, uint32_t v, uint32_t lanes) {
  return lanes ? (int32_t)c->space->width[v] : 0;
}

/* v's home added to (sign 1) or taken from (-1) the AGPR pressure wherever v lives. */
static void add_agpr_lanes(plan_ctx *c, uint32_t v, int32_t sign) {
  const vreg_facts *f = &c->facts[v];
  for (uint32_t k = f->first, end = extent_lanes(c, v); k < end; k++)
    c->press[k][VL_FILE_ACCUM] += sign * home_lanes(c, v, c->lanes[k - f->first]);
  accum_changed(c, f->first, f->last + 1);
}

/* Could v have an AGPR home at all (file, class, budget)? */
static bool agpr_home_possible(const plan_ctx *c, uint32_t v) {
  if (!c->target->num_regs[VL_FILE_ACCUM] || c->limit[VL_FILE_ACCUM] <= 0 || vl_vreg_file(c->fn, v) != VL_FILE_VECTOR)
    return false;
  return c->agpr_class[c->fn->vregs[v].cls] >= 0;
}

/* Do v's lanes fit the AGPR file wherever v lives, with `freed`'s lanes taken out (UINT32_MAX:
 * none)? A block whose highest pressure leaves room for all of v's lanes needs no look;
 * elsewhere only the instructions without that room ask how many lanes live through them. */
static bool room_scan(const plan_ctx *c, uint32_t v, uint32_t freed) {
  const vreg_facts *f = &c->facts[v];
  int32_t room = c->limit[VL_FILE_ACCUM], width = (int32_t)c->space->width[v];
  uint32_t end = extent_end(c, f);
  for (uint32_t k = f->first; k < end;) {
    uint32_t b = k / ACCUM_BLOCK;
    if (k % ACCUM_BLOCK == 0 && (b + 1) * ACCUM_BLOCK <= end && c->accum_max[b] + width <= room) {
      k += ACCUM_BLOCK;
      continue;
    }
    int32_t press = c->press[k][VL_FILE_ACCUM];
    if (press + width > room) {
      if (freed != UINT32_MAX) press -= home_lanes(c, freed, lanes_through(c, freed, k));
      if (press + home_lanes(c, v, lanes_through(c, v, k)) > room) return false;
    }
    k++;
  }
  return true;
}

/* Is there room for v in the AGPR file wherever it lives, with the homes given so far? */
static bool agpr_room(const plan_ctx *c, uint32_t v) {
  if (!agpr_home_possible(c, v)) return false;
  const vreg_facts *f = &c->facts[v];
  /* Homes fill the AGPR file up to its budget. Keeping a sixteenth free (a full file
   * fragments, and its own allocation may fail) cost more in stack spills inside loops
   * than the extra rounds a failure takes: on the corpus's 113 spilling gfx90a/gfx942
   * functions, weighted spill cost 2.97M with it, 2.66M without. */
  /* Only where v lives through: the home follows its liveness, and between first and last
   * in layout order lie blocks that v's paths never cross (a value of an MFMA epilogue laid
   * out after the block that copies the accumulators out was refused there, and went to the
   * stack). With placement this was once rejected by translation validation (a bf16 GEMM,
   * gfx90a TM-16 TN-16 KU-16 SMEM-1: "an AGPR home that no store wrote"): more homes filled
   * the AGPR file, a later round spilled some of those homes to the stack, and reloads of
   * their values still read the spilled home register. rehome() now moves such values. */
  if (c->room_epoch[v]) {   /* cached: still the answer unless a change since touched v's extent */
    bool same = true;
    for (uint32_t e = c->room_epoch[v]; e < c->accum_epoch && same; e++) {
      vl_segment ch = c->accum_changes.data[e - 1];
      same = ch.end <= f->first || ch.start > f->last;
    }
    if (same) {
      c->room_epoch[v] = c->accum_epoch;
      return c->room_ok[v];
    }
  }
  bool ok = room_scan(c, v, UINT32_MAX);
  c->room_epoch[v] = c->accum_epoch;
  c->room_ok[v] = ok;
  return ok;
}

/* An AGPR home for v where there is room: its lanes join the AGPR pressure. */
static bool agpr_fits(plan_ctx *c, uint32_t v) {
  if (!agpr_room(c, v)) return false;
  add_agpr_lanes(c, v, 1);
  return true;
}

/* v, now spilled to `h`, may itself be the AGPR home of values spilled in earlier rounds
 * (their temporaries read it) or in this one: those now live in h. Left pointing at v,
 * a later reload would read a register that no longer holds them (their writes now go
 * through v's temporaries): translation validation rejected such code. Their next writes
 * store again (unsaved), since v's stores keep h up to date only where v's own reloads
 * need it. */
static void rehome(plan_ctx *c, uint32_t v, const vl_spill_home *h) {
  vl_spill_state *st = c->state;
  vl_spill_home moved = *h;
  moved.is_new = false;
  moved.unsaved = true;
  for (uint32_t t = 0; t < st->capacity; t++)
    if (st->home[t].kind == VL_HOME_AGPR && st->home[t].vreg == v) st->home[t] = moved;
  for (size_t i = 0; i < c->plan->choices.len; i++) {
    vl_spill_home *ch = &c->plan->choices.data[i].home;
    if (ch->kind == VL_HOME_AGPR && ch->vreg == v) *ch = moved;
  }
}

/* Give v its home the first time it is chosen: of kind `kind` (a remat home only where v can be
 * rematerialized, a lane home only for SGPRs), or the cheapest that fits when VL_HOME_NONE. */
static void give_home_as(plan_ctx *c, vl_spill_choice *ch, vl_home_kind kind) {
  uint32_t v = ch->vreg;
  vl_spill_state *st = c->state;
  if (st->home[v].kind) {   /* a temporary of an earlier round: its home holds it already */
    ch->home = st->home[v];
    ch->home.is_new = false;
    return;
  }
  vl_spill_home h = {.is_new = true};
  vl_regfile file = vl_vreg_file(c->fn, v);
  /* Rematerialization first, as LLVM does: re-running a constant move costs least. */
  if ((kind == VL_HOME_NONE || kind == VL_HOME_REMAT) && is_remat_candidate(c, v)) {
    const vl_instr *in = &c->fn->instrs[c->facts[v].def_instr];
    const char *text = c->fn->module->text;
    h.kind = VL_HOME_REMAT;
    h.remat = vl_arena_strndup(st->arena, text + in->begin, in->end - in->begin);   /* outlives this text */
    /* The def's "%N" (or "%foo") inside the line. */
    const vl_operand *def = &in->ops[0];
    uint32_t p = def->begin, q = def->begin;
    vl_mir_vreg_token(text, def->begin, def->end, &p, &q);
    h.remat_at = p - in->begin;
    h.remat_len = q - p;
  } else if (file == VL_FILE_SCALAR) {
    uint32_t width = c->space->width[v], lanes = c->target->wave_size;
    if (st->lane_vreg == UINT32_MAX || st->lanes_used + width > lanes) {
      st->lane_vreg = st->next_vreg++;
      st->lanes_used = 0;
      vl_spill_state_reserve(st, st->next_vreg);
      st->pinned[st->lane_vreg] = true;
      VL_VEC_PUSH(c->arena, c->plan->new_lane_vregs, st->lane_vreg);
      for (uint32_t k = 0; k < c->fn->num_instrs; k++) c->press[k][VL_FILE_VECTOR]++;
    }
    h.kind = VL_HOME_LANE;
    h.vreg = st->lane_vreg;
    h.lane = st->lanes_used;
    st->lanes_used += width;
  } else if (kind == VL_HOME_AGPR ? agpr_home_possible(c, v) : kind == VL_HOME_NONE && agpr_fits(c, v)) {
    h.kind = VL_HOME_AGPR;
    h.vreg = st->next_vreg++;
    vl_spill_state_reserve(st, st->next_vreg);
  } else {
    h.kind = VL_HOME_STACK;
    h.slot = st->next_slot++;
  }
  ch->home = h;
  if (c->fn->vregs[v].cls >= 0 && vl_vreg_file(c->fn, v) == VL_FILE_ACCUM) rehome(c, v, &h);
}

static void give_home(plan_ctx *c, vl_spill_choice *ch) { give_home_as(c, ch, VL_HOME_NONE); }

/* The pressure point k of `file` must come down to. */
static int32_t limit_at(const plan_ctx *c, uint32_t k, int file) {
  const vl_spill_state *s = c->state;
  return c->limit[file] - (k >= s->window_lo && k <= s->window_hi ? (int32_t)s->window_margin[file] : 0);
}

/* What a first choice of a value (facts f) relieving gap [gb, ge) of `file` has its cost spread over
 * (vl_spill_spread). */
static uint32_t spread_of(const plan_ctx *c, const vreg_facts *f, vl_regfile file, uint32_t gb, uint32_t ge) {
  uint32_t end = extent_end(c, f);
  switch (c->state->spread) {
  case VL_SPREAD_RANGE: return f->last - f->first + 1;
  case VL_SPREAD_RANGE_OVER: return c->over_before[file][end] - c->over_before[file][f->first];
  case VL_SPREAD_GAP: break;
  }
  return c->over_before[file][ge] - c->over_before[file][gb];
}

/* Relieve point k of file `file` by one choice; false when nothing can be spilled. */
static bool choose_at(plan_ctx *c, uint32_t k, vl_regfile file, const uint32_t *cands, uint32_t n) {
  double best_score = 0;
  uint32_t best = UINT32_MAX, best_reach = 0;
  int32_t needed = c->press[k][file] - limit_at(c, k, file);
  for (uint32_t i = 0; i < n; i++) {
    uint32_t v = cands[i];
    const vreg_facts *f = &c->facts[v];
    uint32_t gb, ge;
    bool inner;
    gap_of(c, f, k, &gb, &ge, &inner);
    vl_spill_choice *ch = c->plan->choice_of[v] ? &c->plan->choices.data[c->plan->choice_of[v] - 1] : NULL;
    if (ch && !inner) continue;   /* relieved already */
    if (ch && vl_spill_gap_chosen(ch, ge)) continue;
    uint8_t kind = ch ? ch->home.kind : likely_home(c, v);
    double cost = ch ? 0 : first_spill_cost_cached(c, v, kind);
    if (inner) cost += freq_of(c, ge) * reload_weight(kind) * moves_per_access(c, v, kind);
    /* Per lane relieved: a tuple costs its width in spill code (fewer instructions through flat
     * scratch: moves_per_access) and relieves as many lanes, but
     * no more than the point still needs (a wide tuple for the last lane is no bargain). Per
     * value (a variant) favours narrow values, which pack more easily. */
    uint32_t over = ch ? c->over_before[file][ge] - c->over_before[file][gb] : spread_of(c, f, file, gb, ge);
    uint32_t lanes = c->state->per_value ? 1 : lanes_through(c, v, k);
    if (lanes > (uint32_t)needed) lanes = (uint32_t)needed;
    double score = cost / ((over ? over : 1) * (lanes ? lanes : 1));
    if (best == UINT32_MAX || score < best_score || (score == best_score && ge - k > best_reach)) {
      best = v;
      best_score = score;
      best_reach = ge - k;
    }
  }
  if (best == UINT32_MAX) return false;
  const vreg_facts *f = &c->facts[best];
  uint32_t gb, ge;
  bool inner;
  gap_of(c, f, k, &gb, &ge, &inner);
  bool first = !c->plan->choice_of[best];
  vl_spill_choice *ch = choice_for(c, best);
  if (first) {
    give_home(c, ch);
    relieve(c, best, file, 0, c->fn->num_instrs, false);
  }
  if (inner) {
    VL_VEC_PUSH(c->arena, ch->gap_ends, ge);
    relieve(c, best, file, gb, ge, true);
  }
  return true;
}

/* Registers of `file` a call at k preserves within the budget (the only homes for
 * what lives through it), or -1 when k is not a call. */
static int32_t call_capacity(const plan_ctx *c, uint32_t k, vl_regfile file) {
  const vl_instr *in = &c->fn->instrs[k];
  const char *mask = NULL;
  for (uint32_t o = 0; o < in->num_ops; o++)
    if (in->ops[o].kind == VL_OP_REGMASK) mask = in->ops[o].text;
  if (!mask) return -1;
  int32_t n = 0;
  for (int32_t i = 0; i < c->limit[file] && i < c->target->num_regs[file]; i++) {
    uint32_t unit = c->target->file_base[file] + (uint32_t)i;
    bool known;
    n += !vl_bitset_test(&c->an->budget.reserved, unit) && vl_target_regmask_preserves(c->target, mask, unit, &known);
  }
  return n;
}

/* At a call, what lives through must fit the preserved registers: spill the
 * cheapest until it does. */
static void relieve_call(plan_ctx *c, uint32_t k, vl_regfile file, const uint32_t *cands, uint32_t n) {
  int32_t capacity = call_capacity(c, k, file);
  if (capacity < 0) return;
  int32_t through = 0;
  for (uint32_t i = 0; i < n; i++) {
    const vreg_facts *f = &c->facts[cands[i]];
    uint32_t gb, ge;
    bool inner;
    gap_of(c, f, k, &gb, &ge, &inner);
    vl_spill_choice *ch = c->plan->choice_of[cands[i]] ? &c->plan->choices.data[c->plan->choice_of[cands[i]] - 1] : NULL;
    if (!ch || inner) through += (int32_t)lanes_through(c, cands[i], k);
  }
  if (through <= capacity) return;
  c->plan->over_points++;
  int32_t saved = c->limit[file];
  c->press[k][file] = through;   /* choose_at relieves this point until it fits the capacity */
  c->limit[file] = capacity;
  if (file == VL_FILE_ACCUM) accum_changed(c, 0, c->fn->num_instrs);   /* the limit: every value's room */
  while (c->press[k][file] > c->limit[file])
    if (!choose_at(c, k, file, cands, n)) {
      c->plan->stuck_points++;
      break;
    }
  c->limit[file] = saved;
  if (file == VL_FILE_ACCUM) accum_changed(c, 0, c->fn->num_instrs);
}

enum { CHUNK = 64 };

static int by_key(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return (x > y) - (x < y);
}

/* The spillable vregs of `file` by first instruction, in chunks of CHUNK with the latest
 * last instruction of each: built once per round and file (the facts do not change in it). */
static void index_file(plan_ctx *c, vl_regfile file) {
  uint32_t m = 0, nv = c->fn->num_vregs;
  uint64_t *keys = VL_NEW_ARRAY(c->arena, uint64_t, nv + 1);
  for (uint32_t v = 0; v < nv; v++)
    if (c->facts[v].spillable && vl_vreg_file(c->fn, v) == file) keys[m++] = (uint64_t)c->facts[v].first << 32 | v;
  qsort(keys, m, sizeof *keys, by_key);
  c->by_first[file] = VL_NEW_ARRAY(c->arena, uint32_t, m + 1);
  c->chunk_last[file] = VL_NEW_ARRAY(c->arena, uint32_t, m / CHUNK + 1);
  for (uint32_t i = 0; i < m; i++) {
    uint32_t v = (uint32_t)keys[i], *last = &c->chunk_last[file][i / CHUNK];
    c->by_first[file][i] = v;
    if (i % CHUNK == 0 || c->facts[v].last > *last) *last = c->facts[v].last;
  }
  c->num_by_first[file] = m;
  c->indexed[file] = true;
}

/* Virtual registers of `file` live through k that may spill, ascending: only the chunks of
 * index_file that start by k and reach it are looked at (a test of every vreg at every point
 * cost as much as the rest of the round). */
static uint32_t candidates(plan_ctx *c, uint32_t k, vl_regfile file, uint32_t *out) {
  if (!c->indexed[file]) index_file(c, file);
  if (!c->cand_bits) c->cand_bits = VL_NEW_ARRAY(c->arena, uint64_t, c->fn->num_vregs / 64 + 1);
  const uint32_t *order = c->by_first[file];
  uint32_t n = 0, m = c->num_by_first[file], low = UINT32_MAX, high = 0;
  for (uint32_t lo = 0; lo < m && c->facts[order[lo]].first <= k; lo += CHUNK) {
    if (c->chunk_last[file][lo / CHUNK] < k) continue;
    for (uint32_t i = lo; i < lo + CHUNK && i < m; i++) {
      uint32_t v = order[i];
      const vreg_facts *f = &c->facts[v];
      if (f->first > k) break;
      if (k > f->last || is_ref(f, k) || !lanes_through(c, v, k)) continue;
      c->cand_bits[v >> 6] |= (uint64_t)1 << (v & 63);
      if (v >> 6 < low) low = v >> 6;
      if (v >> 6 > high) high = v >> 6;
    }
  }
  /* Ascending: the bits set, word by word (sorting the list was a fiftieth of a large
   * kernel's spilling). */
  for (uint32_t w = low; w <= high && low != UINT32_MAX; w++) {
    for (uint64_t bits = c->cand_bits[w]; bits; bits &= bits - 1) out[n++] = w * 64 + (uint32_t)__builtin_ctzll(bits);
    c->cand_bits[w] = 0;
  }
  return n;
}

static void plan_init(plan_ctx *c, const vl_analysis *an, vl_spill_state *state, vl_spill_plan *plan, vl_arena *arena) {
  const vl_function *fn = an->fn;
  *c = (plan_ctx){.an = an, .fn = fn, .target = fn->module->target, .space = &an->live->space, .state = state,
                  .plan = plan, .arena = arena};
  *plan = (vl_spill_plan){0};
  plan->choice_of = VL_NEW_ARRAY(arena, uint32_t, fn->num_vregs + 1);
  vl_spill_state_reserve(state, fn->num_vregs);
  if (state->next_vreg < fn->num_vregs) state->next_vreg = fn->num_vregs;
  for (int f = 0; f < VL_NUM_FILES; f++)   /* spares count: vcc_hi in wave32 holds an SGPR too (budget.h) */
    c->limit[f] = (int32_t)vl_budget_capacity(&an->budget, (vl_regfile)f) - (int32_t)state->margin[f];
  c->press = vl_arena_alloc(arena, sizeof(*c->press) * (fn->num_instrs + 1));
  c->block_of = VL_NEW_ARRAY(arena, uint32_t, fn->num_instrs + 1);
  c->lanes = VL_NEW_ARRAY(arena, uint8_t, fn->num_instrs + 1);
  c->accum_epoch = 1;
  c->room_epoch = VL_NEW_ARRAY(arena, uint32_t, fn->num_vregs + 1);
  c->room_ok = VL_NEW_ARRAY(arena, bool, fn->num_vregs + 1);
  c->first_term = VL_NEW_ARRAY(arena, uint32_t, fn->num_blocks + 1);
  for (uint32_t b = 0; b < fn->num_blocks; b++) {
    uint32_t k = fn->blocks[b].first_instr, end = k + fn->blocks[b].num_instrs;
    while (k < end && !fn->instrs[k].is_terminator) k++;
    c->first_term[b] = k;
  }
  /* A search of every class for each class: once per run (the state keeps it), not per plan. */
  if (!state->agpr_class) {
    state->agpr_class = VL_NEW_ARRAY(state->arena, int16_t, c->target->num_classes + 1);
    for (uint32_t i = 0; i < c->target->num_classes; i++)
      state->agpr_class[i] = (int16_t)vl_spill_agpr_class(c->target, (int)i);
  }
  c->agpr_class = state->agpr_class;
  c->first_cost = VL_NEW_ARRAY(arena, double, fn->num_vregs + 1);
  c->first_kind = VL_NEW_ARRAY(arena, uint8_t, fn->num_vregs + 1);
  for (uint32_t b = 0; b < fn->num_blocks; b++)
    for (uint32_t i = 0; i < fn->blocks[b].num_instrs; i++) c->block_of[fn->blocks[b].first_instr + i] = b;
  for (uint32_t k = 0; k < fn->num_instrs; k++)
    for (int f = 0; f < VL_NUM_FILES; f++) c->press[k][f] = an->pressure->at[k][f];
  c->accum_max = VL_NEW_ARRAY(arena, int32_t, fn->num_instrs / ACCUM_BLOCK + 1);
  accum_changed(c, 0, fn->num_instrs);
  collect_facts(c);
  for (int f = 0; f < VL_NUM_FILES; f++) {
    c->over_before[f] = VL_NEW_ARRAY(arena, uint32_t, fn->num_instrs + 1);
    for (uint32_t k = 0; k < fn->num_instrs; k++)
      c->over_before[f][k + 1] = c->over_before[f][k] + (c->press[k][f] > limit_at(c, k, f));
  }
}

/* out[k - first]: the lanes of v relieved at each k of its extent (not a reference, live
 * through it, not in an inner gap left to it). */
static void relieved_lanes(plan_ctx *c, const vl_spill_choice *ch, uint32_t *out) {
  const vreg_facts *f = &c->facts[ch->vreg];
  uint32_t end = extent_end(c, f);
  if (f->first >= end) return;
  vl_lanes_through_each(c->an->intervals, ch->vreg, f->first, end, c->lanes);
  size_t r = lower_ref(f, f->first);
  for (uint32_t k = f->first; k < end;) {   /* one pass: gap_of's test with the references in step */
    while (r < f->refs.len && f->refs.data[r] < k) r++;
    if (r < f->refs.len && f->refs.data[r] == k) {
      out[k++ - f->first] = 0;
      continue;
    }
    /* The same answer up to the next reference or the block's end. */
    bool left = inner_gap(c, f, r, k) && !vl_spill_gap_chosen(ch, f->refs.data[r]);
    for (uint32_t stop = stretch_end(c, f, r, k, end); k < stop; k++) out[k - f->first] = left ? 0 : c->lanes[k - f->first];
  }
}

typedef struct costed_choice {
  double cost;
  size_t index;
} costed_choice;

static int by_cost_down(const void *a, const void *b) {
  const costed_choice *x = a, *y = b;
  return x->cost != y->cost ? (x->cost > y->cost ? -1 : 1) : (x->index > y->index) - (x->index < y->index);
}

/* Choices made at the worst points first can be made needless by later ones that live through
 * the same points (a long-lived value chosen at a milder point relieves the peak as well). Give
 * back, the costliest first, every choice whose lanes fit under the limit wherever it relieves. */
static void drop_needless(plan_ctx *c) {
  vl_spill_plan *plan = c->plan;
  size_t n = plan->choices.len;
  if (!n || c->fn->has_calls) return;
  costed_choice *order = VL_NEW_ARRAY(c->arena, costed_choice, n);
  for (size_t i = 0; i < n; i++) {
    const vl_spill_choice *ch = &plan->choices.data[i];
    order[i] = (costed_choice){first_spill_cost(c, ch->vreg, ch->home.kind), i};
  }
  qsort(order, n, sizeof *order, by_cost_down);
  bool *dropped = VL_NEW_ARRAY(c->arena, bool, n);
  uint32_t *relieved = VL_NEW_ARRAY(c->arena, uint32_t, c->fn->num_instrs + 1);
  for (size_t o = 0; o < n; o++) {
    const vl_spill_choice *ch = &plan->choices.data[order[o].index];
    uint32_t v = ch->vreg;
    const vreg_facts *f = &c->facts[v];
    vl_regfile file = vl_vreg_file(c->fn, v);
    /* AGPR-file values may be the homes of others (rehome), and split homes relieve nothing. */
    if (file == VL_FILE_ACCUM || ch->home.kind == VL_HOME_SPLIT) continue;
    bool fits = true;
    relieved_lanes(c, ch, relieved);   /* c->lanes: the lanes live through each k, as a side effect */
    for (uint32_t k = f->first; k <= f->last && k < c->fn->num_instrs && fits; k++) {
      uint32_t lanes = relieved[k - f->first];
      fits = !lanes || c->press[k][file] + (int32_t)lanes <= limit_at(c, k, file);
    }
    if (!fits) continue;
    dropped[order[o].index] = true;
    bool agpr = ch->home.kind == VL_HOME_AGPR && ch->home.is_new;
    for (uint32_t k = f->first; k <= f->last && k < c->fn->num_instrs; k++) {
      c->press[k][file] += (int32_t)relieved[k - f->first];
      if (agpr) c->press[k][VL_FILE_ACCUM] -= home_lanes(c, v, c->lanes[k - f->first]);   /* as agpr_fits added */
    }
    if (agpr || file == VL_FILE_ACCUM) accum_changed(c, f->first, f->last + 1);
  }
  size_t kept = 0;
  for (size_t i = 0; i < n; i++) {
    uint32_t v = plan->choices.data[i].vreg;
    if (dropped[i]) {
      plan->choice_of[v] = 0;
      continue;
    }
    plan->choices.data[kept++] = plan->choices.data[i];
    plan->choice_of[v] = (uint32_t)kept;
  }
  plan->choices.len = kept;
}

/* What an AGPR home saves over a stack slot for the values of choice ch. */
static double agpr_gain(const plan_ctx *c, const vl_spill_choice *ch) {
  return first_spill_cost(c, ch->vreg, VL_HOME_STACK) - first_spill_cost(c, ch->vreg, VL_HOME_AGPR);
}

/* Homes are given in the order values are chosen, so once the AGPR file is full the later
 * choices go to the stack, however hot their reloads. Where a stack choice saves more in an
 * AGPR than an AGPR choice does and fits in its place, the two exchange homes (slot and AGPR
 * register ids swap, so no id goes unused). */
enum { MAX_SWAP_TRIES = 64 };   /* AGPR choices tried per stack choice: 8 left gfx942 bf16 GEMMs 1% above greedy */

static void swap_homes_by_cost(plan_ctx *c) {
  vl_spill_plan *plan = c->plan;
  size_t n = plan->choices.len, num_stack = 0, num_agpr = 0;
  costed_choice *stack = VL_NEW_ARRAY(c->arena, costed_choice, n + 1);
  costed_choice *agpr = VL_NEW_ARRAY(c->arena, costed_choice, n + 1);
  for (size_t i = 0; i < n; i++) {
    const vl_spill_choice *ch = &plan->choices.data[i];
    if (!ch->home.is_new || vl_vreg_file(c->fn, ch->vreg) != VL_FILE_VECTOR) continue;
    if (ch->home.kind == VL_HOME_AGPR) agpr[num_agpr++] = (costed_choice){-agpr_gain(c, ch), i};
    else if (ch->home.kind == VL_HOME_STACK && c->agpr_class[c->fn->vregs[ch->vreg].cls] >= 0)
      stack[num_stack++] = (costed_choice){agpr_gain(c, ch), i};
  }
  if (!num_stack || !num_agpr) return;
  qsort(stack, num_stack, sizeof *stack, by_cost_down);   /* the most to gain first */
  qsort(agpr, num_agpr, sizeof *agpr, by_cost_down);      /* the least to lose first */
  bool *moved = VL_NEW_ARRAY(c->arena, bool, num_agpr);
  for (size_t s = 0; s < num_stack; s++) {
    vl_spill_choice *b = &plan->choices.data[stack[s].index];
    for (size_t a = 0, tried = 0; a < num_agpr && tried < MAX_SWAP_TRIES; a++) {
      if (moved[a]) continue;
      if (-agpr[a].cost >= stack[s].cost) break;
      tried++;
      vl_spill_choice *ach = &plan->choices.data[agpr[a].index];
      if (!agpr_home_possible(c, b->vreg) || !room_scan(c, b->vreg, ach->vreg)) continue;   /* b in ach's place? */
      add_agpr_lanes(c, ach->vreg, -1);
      add_agpr_lanes(c, b->vreg, 1);
      uint32_t slot = b->home.slot, vreg = ach->home.vreg;
      ach->home.kind = VL_HOME_STACK, ach->home.slot = slot, ach->home.vreg = 0;
      b->home.kind = VL_HOME_AGPR, b->home.vreg = vreg, b->home.slot = 0;
      moved[a] = true;
      break;
    }
  }
}

/* Spill placement (spill_place.h) for each stack and AGPR home, in the order chosen: the
 * value goes back into a register wherever the pressure has room for it with every other
 * choice as placed so far, and must be in its home only where it has not. Remat and lane
 * homes reload for 0.2 and stay as chosen. */
static void place_choices(plan_ctx *c) {
  const vl_function *fn = c->fn;
  uint32_t longest = 0;
  for (uint32_t b = 0; b < fn->num_blocks; b++)
    if (fn->blocks[b].num_instrs > longest) longest = fn->blocks[b].num_instrs;
  uint8_t *home = VL_NEW_ARRAY(c->arena, uint8_t, longest + 1);
  /* Each value's working memory is given back before the next: kept, it was a round's
   * largest allocation, and clearing and faulting it in about a sixth of a large spilling
   * kernel's time. */
  vl_arena scratch = {0};
  for (size_t i = 0; i < c->plan->choices.len; i++) {
    vl_spill_choice *ch = &c->plan->choices.data[i];
    if (ch->home.kind != VL_HOME_STACK && ch->home.kind != VL_HOME_AGPR) continue;
    uint32_t v = ch->vreg;
    const vreg_facts *f = &c->facts[v];
    vl_regfile file = vl_vreg_file(fn, v);
    uint32_t span = f->last >= f->first ? f->last - f->first + 1 : 0;
    vl_arena_rewind(&scratch, (vl_arena_mark){0});
    uint32_t *lanes = VL_NEW_ARRAY(&scratch, uint32_t, span + 1);
    relieved_lanes(c, ch, lanes);
    for (uint32_t k = f->first; k <= f->last && k < fn->num_instrs; k++) c->press[k][file] += (int32_t)lanes[k - f->first];
    if (file == VL_FILE_ACCUM) accum_changed(c, f->first, f->last + 1);
    for (uint32_t k = f->first; k <= f->last && k < fn->num_instrs; k++)
      if (lanes[k - f->first] && c->press[k][file] > limit_at(c, k, file)) VL_VEC_PUSH(c->arena, ch->drops, k);
    vl_place_value pv = {.an = c->an, .vreg = v, .refs = f->refs.data,
                         .num_refs = f->refs.len, .drops = ch->drops.data, .num_drops = ch->drops.len,
                         .reload = reload_weight(ch->home.kind) * moves_per_access(c, v, ch->home.kind),
                         .first_term = c->first_term};
    ch->boundary = VL_NEW_ARRAY(c->arena, uint8_t, fn->num_blocks);
    vl_place_solve(&pv, ch->boundary, &scratch);
    c->plan->placed++;
    vl_place_stores(&pv, ch->boundary, &scratch, c->arena, &ch->stores, &ch->num_stores);
    ch->gap_ends.len = 0;
    /* Relieve again where the placement leaves it in its home. */
    for (uint32_t b = 0; b < fn->num_blocks; b++) {
      const vl_block *blk = &fn->blocks[b];
      uint32_t lo = blk->first_instr, hi = blk->first_instr + blk->num_instrs;
      if (hi <= f->first || lo > f->last) continue;
      vl_place_scan(&pv, b, ch->boundary[b] & VL_PLACE_IN_REG, ch->boundary[b] & VL_PLACE_OUT_REG, home);
      for (uint32_t k = lo > f->first ? lo : f->first; k < hi && k <= f->last; k++)
        if (home[k - lo]) c->press[k][file] -= (int32_t)lanes[k - f->first];
    }
    if (file == VL_FILE_ACCUM) accum_changed(c, f->first, f->last + 1);
  }
  vl_arena_free(&scratch);
}

typedef struct over_point {
  int32_t press;
  uint32_t k;
} over_point;

static int by_excess(const void *a, const void *b) {
  const over_point *x = a, *y = b;
  return x->press != y->press ? (x->press > y->press ? -1 : 1) : (x->k > y->k) - (x->k < y->k);
}

/* The over-budget points of `file`, in the order they are relieved: the worst first, so that
 * the values chosen where the pressure peaks (long-lived ones, cheap there) relieve the
 * milder points they also live through, before those choose values of their own. */
static uint32_t over_order(plan_ctx *c, vl_regfile file, uint32_t *order) {
  over_point *points = VL_NEW_ARRAY(c->arena, over_point, c->fn->num_instrs + 1);
  uint32_t n = 0;
  for (uint32_t k = 0; k < c->fn->num_instrs; k++)
    if (c->press[k][file] > limit_at(c, k, file)) points[n++] = (over_point){c->press[k][file], k};
  if (!c->state->layout) qsort(points, n, sizeof *points, by_excess);
  for (uint32_t i = 0; i < n; i++) order[i] = points[i].k;
  return n;
}

void vl_spill_plan_round(const vl_analysis *an, vl_spill_state *state, vl_spill_plan *plan, vl_arena *arena) {
  plan_ctx c;
  plan_init(&c, an, state, plan, arena);
  const vl_function *fn = an->fn;
  uint32_t *cands = VL_NEW_ARRAY(arena, uint32_t, fn->num_vregs + 1);
  /* SGPRs last: their lane homes take whole VGPRs, which a pass over the VGPRs after them
   * relieves in the same round (vector_again) rather than in the next one. */
  static const vl_regfile files[] = {VL_FILE_VECTOR, VL_FILE_ACCUM, VL_FILE_SCALAR, VL_FILE_VECTOR};
  if (fn->has_calls)
    for (uint32_t k = 0; k < fn->num_instrs; k++)
      for (size_t fi = 0; fi < sizeof files / sizeof *files; fi++)
        if (call_capacity(&c, k, files[fi]) >= 0)
          relieve_call(&c, k, files[fi], cands, candidates(&c, k, files[fi], cands));
  uint32_t *order = VL_NEW_ARRAY(arena, uint32_t, fn->num_instrs + 1);
  for (size_t fi = 0; fi < sizeof files / sizeof *files; fi++) {
    vl_regfile file = files[fi];
    if (fi == 3) {   /* the VGPRs again: only where SGPR choices (lane homes) may have added to them */
      bool scalar = false;
      for (size_t i = 0; i < plan->choices.len && !scalar; i++)
        scalar = vl_vreg_file(fn, plan->choices.data[i].vreg) == VL_FILE_SCALAR;
      state->scalar_passes += scalar;
      if (!state->vector_again || !scalar) break;
    }
    uint32_t n_over = over_order(&c, file, order);
    for (uint32_t i = 0; i < n_over; i++) {
      uint32_t k = order[i];
      if (fn->has_calls && call_capacity(&c, k, file) >= 0) continue;
      if (c.press[k][file] <= limit_at(&c, k, file)) continue;
      plan->over_points++;
      uint32_t n = candidates(&c, k, file, cands);
      while (c.press[k][file] > limit_at(&c, k, file)) {
        if (!choose_at(&c, k, file, cands, n)) {
          plan->stuck_points++;
          break;
        }
      }
    }
  }
  if (!state->keep_needless) drop_needless(&c);
  if (!state->homes_in_order) swap_homes_by_cost(&c);
  /* At calls the limit is what the call preserves (relieve_call): placement counts the budget. */
  if (state->place && !fn->has_calls) place_choices(&c);
}

/* Does spilling v change anything: is it live through some instruction? */
static bool lives_through_something(const plan_ctx *c, uint32_t v) {
  const vreg_facts *f = &c->facts[v];
  for (uint32_t k = f->first; k <= f->last && k < c->fn->num_instrs; k++)
    if (!is_ref(f, k) && lanes_through(c, v, k)) return true;
  return false;
}

/* Spill v everywhere: its home, and every inner gap chosen. */
static void spill_everywhere(plan_ctx *c, uint32_t v) {
  vl_spill_choice *ch = choice_for(c, v);
  give_home(c, ch);
  const vreg_facts *f = &c->facts[v];
  for (size_t i = 1; i < f->refs.len; i++)
    if (c->block_of[f->refs.data[i]] == c->block_of[f->refs.data[i - 1]] && f->refs.data[i] > f->refs.data[i - 1] + 1)
      VL_VEC_PUSH(c->arena, ch->gap_ends, f->refs.data[i]);
}

void vl_spill_plan_unplaced(const vl_analysis *an, vl_spill_state *state, uint32_t vreg, vl_spill_plan *plan,
                            vl_arena *arena) {
  plan_ctx c;
  plan_init(&c, an, state, plan, arena);
  const vl_function *fn = an->fn;
  if (vreg < fn->num_vregs && c.facts[vreg].spillable && lives_through_something(&c, vreg)) {
    spill_everywhere(&c, vreg);
    return;
  }
  if (vreg >= fn->num_vregs || !c.facts[vreg].refs.len) return;
  uint32_t k = c.facts[vreg].refs.data[0], best = UINT32_MAX, best_len = 0;
  vl_regfile file = vl_vreg_file(fn, vreg);
  uint32_t *cands = VL_NEW_ARRAY(arena, uint32_t, fn->num_vregs + 1);
  uint32_t n = candidates(&c, k, file, cands);
  for (uint32_t i = 0; i < n; i++) {
    const vreg_facts *f = &c.facts[cands[i]];
    if (f->last - f->first >= best_len) {
      best = cands[i];
      best_len = f->last - f->first;
    }
  }
  if (best != UINT32_MAX) spill_everywhere(&c, best);
}

void vl_spill_plan_split(const vl_analysis *an, vl_spill_state *state, uint32_t vreg, vl_spill_plan *plan,
                         vl_arena *arena) {
  plan_ctx c;
  plan_init(&c, an, state, plan, arena);
  const vl_function *fn = an->fn;
  if (vreg >= fn->num_vregs || !c.facts[vreg].spillable || c.space->width[vreg] != 1 ||
      vl_vreg_file(fn, vreg) == VL_FILE_ACCUM || !lives_through_something(&c, vreg))
    return;
  bool enters = false;
  for (uint32_t b = 0; b < fn->num_blocks && !enters; b++)
    enters = vl_bitset_test(&an->live->live_in[b], vl_vreg_bit(c.space, vreg, 0));
  if (!enters) return;
  vl_spill_choice *ch = choice_for(&c, vreg);
  ch->home = (vl_spill_home){.kind = VL_HOME_SPLIT, .is_new = true, .vreg = state->next_vreg++};
  vl_spill_state_reserve(state, state->next_vreg);
}

/* The instructions where lane bit `bit` and lane bit `with` are live at once (their segments
 * overlap), marked in mark[k - lo] for k in [lo, hi). */
static void mark_overlap(const vl_intervals *iv, uint32_t bit, uint32_t with, uint32_t lo, uint32_t hi, uint8_t *mark) {
  const vl_segment *a = iv->segs[bit], *b = iv->segs[with];
  uint32_t na = iv->num_segs[bit], nb = iv->num_segs[with];
  for (uint32_t i = 0, j = 0; i < na && j < nb;) {
    uint32_t s = a[i].start > b[j].start ? a[i].start : b[j].start, e = a[i].end < b[j].end ? a[i].end : b[j].end;
    for (uint32_t k = vl_slot_instr(s); s < e && k <= vl_slot_instr(e - 1); k++)
      if (k >= lo && k < hi) mark[k - lo] = 1;
    if (a[i].end < b[j].end) i++;
    else j++;
  }
}

enum { CONFLICT_SOLVES = 4 };   /* registers whose split is placed and costed exactly */

void vl_spill_plan_split_conflict(const vl_analysis *an, vl_spill_state *state, uint32_t vreg, const vl_physreg *placed,
                                  vl_spill_plan *plan, vl_arena *arena) {
  plan_ctx c;
  plan_init(&c, an, state, plan, arena);
  const vl_function *fn = an->fn;
  if (vreg >= fn->num_vregs || !placed) return;
  const vreg_facts *u = &c.facts[vreg];
  vl_regfile file = vl_vreg_file(fn, vreg);
  if (!u->spillable || c.space->width[vreg] != 1 || file == VL_FILE_ACCUM || file >= VL_FILE_SPECIAL ||
      u->first > u->last)
    return;
  uint32_t lo = u->first, hi = extent_end(&c, u), span = hi - lo;
  uint32_t limit = an->budget.limit[file], base = c.target->file_base[file];
  if (!span || !limit) return;
  uint8_t *through = VL_NEW_ARRAY(arena, uint8_t, span);
  vl_lanes_through_each(an->intervals, vreg, lo, hi, through);
  /* busy[r * span + k - lo]: unit base + r is held at k, where vreg lives, by a value placed
   * before vreg failed */
  uint8_t *busy = VL_NEW_ARRAY(arena, uint8_t, (size_t)limit * span);
  for (uint32_t x = 0; x < fn->num_vregs; x++) {
    const vreg_facts *f = &c.facts[x];
    if (x == vreg || !placed[x].count || f->first > f->last || f->first >= hi || f->last < lo) continue;
    for (uint32_t l = 0; l < c.space->width[x] && l < placed[x].count; l++) {
      uint32_t unit = placed[x].unit + l;
      if (unit < base || unit >= base + limit) continue;
      mark_overlap(an->intervals, vl_vreg_bit(c.space, x, l), vl_vreg_bit(c.space, vreg, 0), lo, hi,
                   busy + (size_t)(unit - base) * span);
    }
  }
  /* Each register's conflicts with vreg, weighted by frequency; the cheapest few are placed. */
  typedef struct { double weight; uint32_t r; } scored;
  scored best[CONFLICT_SOLVES];
  uint32_t num_best = 0;
  int cls = fn->vregs[vreg].cls;
  for (uint32_t r = 0; r < limit; r++) {
    vl_physreg reg = {.unit = (uint16_t)(base + r), .count = 1};
    if (!vl_target_class_contains(c.target, cls, reg) || !vl_budget_allows(&an->budget, c.target, reg)) continue;
    double w = 0;
    bool at_ref = false;
    for (uint32_t k = lo; k < hi && !at_ref; k++)
      if (busy[(size_t)r * span + k - lo]) {
        at_ref = is_ref(u, k);   /* held where vreg is read or written: no split frees it there */
        if (!at_ref && through[k - lo]) w += freq_of(&c, k);
      }
    if (!at_ref && w <= 0) return;   /* free wherever vreg lives: it fits there, nothing to split */
    if (at_ref) continue;
    uint32_t at = num_best;
    while (at > 0 && best[at - 1].weight > w) at--;
    if (at >= CONFLICT_SOLVES) continue;
    if (num_best < CONFLICT_SOLVES) num_best++;
    memmove(best + at + 1, best + at, (num_best - 1 - at) * sizeof *best);
    best[at] = (scored){w, r};
  }
  double best_cost = INFINITY;
  uint32_t *best_drops = NULL, *best_stores = NULL;
  size_t best_num_drops = 0, best_num_stores = 0;
  uint8_t *best_boundary = NULL;
  for (uint32_t i = 0; i < num_best; i++) {
    uint32_t *drops = VL_NEW_ARRAY(arena, uint32_t, span);
    size_t nd = 0;
    for (uint32_t k = lo; k < hi; k++)
      if (busy[(size_t)best[i].r * span + k - lo] && through[k - lo] && !is_ref(u, k)) drops[nd++] = k;
    vl_place_value pv = {.an = an, .vreg = vreg, .refs = u->refs.data, .num_refs = u->refs.len, .drops = drops,
                         .num_drops = nd, .reload = VL_COST_COPY, .first_term = c.first_term};
    uint8_t *boundary = VL_NEW_ARRAY(arena, uint8_t, fn->num_blocks);
    double cost = vl_place_solve(&pv, boundary, arena);
    uint32_t *stores;
    size_t num_stores;
    vl_place_stores(&pv, boundary, arena, arena, &stores, &num_stores);
    for (size_t s = 0; s < num_stores; s++) cost += freq_of(&c, stores[s]) * VL_COST_COPY;
    if (nd && cost < best_cost) {
      best_cost = cost, best_drops = drops, best_num_drops = nd, best_boundary = boundary;
      best_stores = stores, best_num_stores = num_stores;
    }
  }
  if (!best_num_drops) return;
  vl_spill_choice *ch = choice_for(&c, vreg);
  ch->home = (vl_spill_home){.kind = VL_HOME_SPLIT, .is_new = true, .vreg = state->next_vreg++};
  vl_spill_state_reserve(state, state->next_vreg);
  for (size_t d = 0; d < best_num_drops; d++) VL_VEC_PUSH(arena, ch->drops, best_drops[d]);
  ch->boundary = best_boundary;
  ch->stores = best_stores;
  ch->num_stores = best_num_stores;
  plan->placed++;
}

void vl_spill_plan_given(const vl_analysis *an, vl_spill_state *state, const vl_spill_given *given, size_t n,
                         vl_spill_plan *plan, vl_arena *arena) {
  plan_ctx c;
  plan_init(&c, an, state, plan, arena);
  const vl_function *fn = an->fn;
  for (size_t i = 0; i < n; i++) {
    const vl_spill_given *g = &given[i];
    const vreg_facts *f = &c.facts[g->vreg];
    vl_spill_choice *ch = choice_for(&c, g->vreg);
    give_home_as(&c, ch, (vl_home_kind)g->kind);
    for (size_t d = 0; d < g->num_drops; d++) VL_VEC_PUSH(arena, ch->drops, g->drops[d]);
    ch->boundary = VL_NEW_ARRAY(arena, uint8_t, fn->num_blocks);
    memcpy(ch->boundary, g->boundary, fn->num_blocks);
    vl_place_value pv = {.an = an, .vreg = g->vreg, .refs = f->refs.data, .num_refs = f->refs.len,
                         .drops = ch->drops.data, .num_drops = ch->drops.len,
                         .reload = reload_weight(ch->home.kind) * moves_per_access(&c, g->vreg, ch->home.kind),
                         .first_term = c.first_term};
    vl_place_stores(&pv, ch->boundary, arena, arena, &ch->stores, &ch->num_stores);
    plan->placed++;
  }
}
