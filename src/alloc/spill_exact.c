/* The exact spill placement as an integer program (see spill_exact.h).
 *
 * Per value that may spill and per segment s: binaries y (in a register
 * throughout), m[h] (in home h throughout) and, for a segment that leaves its
 * block, r[h] (in home h, reloaded before the terminators), one of them set.
 * Per definition and home a binary st[h] >= m[h], r[h] of every segment it
 * reaches. Rows: the choice per segment; a segment entering a block in a
 * register needs the predecessors' last segments to leave in one; per
 * over-budget instruction, file and half of the instruction, the values left in
 * registers fit what the values that cannot spill leave of the budget.
 *
 * The halves are the instruction's slots (analysis/intervals.h) before its
 * register slot, where it reads, and from it on, where it writes: a value read
 * there and then left in its home frees its register for what the instruction
 * defines, as the heuristic's reload temporaries do (analysis/pressure.h
 * counts the halves). */
#include "spill_exact.h"

#include <math.h>

#include "../cost/spill_cost.h"
#include "spill_place.h"
#include "spill_plan.h"
#include "spill_rules.h"

/* Weights per spill instruction, as spill_insert.c counts them: one stack save or restore,
 * or one AGPR copy, moves the whole value; lane writes and reads go one 32-bit lane at a time. */
enum { HOME_STACK, HOME_AGPR, HOME_LANE, HOME_REMAT };
static const double store_weight[] = {VL_COST_STORE, VL_COST_COPY, VL_COST_COPY, 0};
static const double reload_weight[] = {VL_COST_LOAD, VL_COST_COPY, VL_COST_COPY, VL_COST_CHEAP_REMAT};

enum { SEG_ENTRY, SEG_INNER, SEG_EXIT, SEG_THROUGH };
enum { MAX_HOMES = 2 };

typedef struct segment {
  uint8_t kind;
  int y, m[MAX_HOMES], r[MAX_HOMES];   /* columns; r: -1 unless the segment leaves its block */
  uint32_t mark;                      /* the definition that last reached it (store rows once) */
  uint32_t block, begin, end;         /* its instructions [begin, end) of block `block` */
} segment;

/* A value's place in the program, to read its placement back from a solution. */
typedef struct value_record {
  uint32_t v, num_homes;
  uint8_t homes[MAX_HOMES];
  uint32_t first_seg, num_segs;       /* in exact_ctx.all_segs */
} value_record;

typedef struct reg_entry {
  int col;
  uint32_t lanes;
} reg_entry;

typedef struct exact_ctx {
  const vl_analysis *an;
  const vl_function *fn;
  const vl_regspace *space;
  vl_spill_facts *facts;
  uint32_t *block_of;
  int32_t limit[VL_NUM_FILES];
  /* Per file and half instruction (analysis/pressure.h): */
  uint8_t *hot[VL_NUM_FILES];               /* over budget: a row */
  uint32_t *relievable[VL_NUM_FILES];       /* of the live registers, those the row's columns hold */
  VL_VEC(reg_entry) *in_reg[VL_NUM_FILES];  /* columns that put registers there */
  vl_milp milp;
  bool one_home;                            /* a value keeps one home in all its segments (a plan) */
  VL_VEC(segment) all_segs;                 /* every value's segments, in order (a plan) */
  VL_VEC(value_record) values;
  /* The value being encoded. */
  uint32_t v, num_homes, def_id;
  uint8_t homes[MAX_HOMES];
  vl_regfile file;
  VL_VEC(segment) segs;
  int *seg_entry, *seg_last;                /* per block: the segment at entry / at exit, -1 none */
  uint32_t *ref_lo, *ref_hi;                /* per block: its references, indices into refs */
  int *seg_after;                           /* per reference index: the segment after it, -1 none */
  uint32_t *visited;                        /* per block: def_id + 1 when entered by that definition */
  vl_arena *arena;
} exact_ctx;

/* Lane homes move 32 bits per instruction; the other homes the whole value. */
static double per_value(const exact_ctx *c, uint8_t home) { return home == HOME_LANE ? c->space->width[c->v] : 1; }

/* The lanes of v live over slots [lo, hi): what its home relieves there. */
static uint32_t lanes_over(const exact_ctx *c, uint32_t v, uint32_t lo, uint32_t hi) {
  return vl_lanes_covering(c->an->intervals, v, lo, hi);
}

/* Lanes live through all of instruction k. */
static uint32_t lanes_through(const exact_ctx *c, uint32_t v, uint32_t k) {
  return lanes_over(c, v, vl_slot(k, VL_SLOT_BLOCK), vl_slot(k + 1, VL_SLOT_BLOCK));
}

/* Lanes live on from instruction k's register slot. */
static uint32_t lanes_after(const exact_ctx *c, uint32_t v, uint32_t k) {
  return lanes_over(c, v, vl_slot(k, VL_SLOT_REG), vl_slot(k + 1, VL_SLOT_BLOCK));
}

static bool is_ref(const exact_ctx *c, uint32_t v, uint32_t k) {
  const vl_spill_facts *f = &c->facts[v];
  size_t i = vl_place_lower(f->refs.data, f->refs.len, k);
  return i < f->refs.len && f->refs.data[i] == k;
}

static bool live_at(const exact_ctx *c, uint32_t v, uint32_t b, bool entry) {
  const vl_bitset *set = entry ? &c->an->live->live_in[b] : &c->an->live->live_out[b];
  for (uint32_t l = 0; l < c->space->width[v]; l++)
    if (vl_bitset_test(set, vl_vreg_bit(c->space, v, l))) return true;
  return false;
}

static void instr_span(const exact_ctx *c, uint32_t v, uint32_t *first, uint32_t *last) {
  uint32_t start, end;
  vl_vreg_span(c->an->intervals, v, &start, &end);
  *first = start == UINT32_MAX ? 1 : vl_slot_instr(start);
  *last = start == UINT32_MAX ? 0 : vl_slot_instr(end - 1);
}

static bool reads_only(const exact_ctx *c, uint32_t v, uint32_t k);

/* Does v's home relieve some row of its file: v live through an over-budget instruction, or
 * read at one whose second half is over budget, living on? */
static bool relieves_something(const exact_ctx *c, uint32_t v, vl_regfile file) {
  uint32_t first, last;
  instr_span(c, v, &first, &last);
  for (uint32_t k = first; k <= last && k < c->fn->num_instrs; k++) {
    if (!c->hot[file][2 * k] && !c->hot[file][2 * k + 1]) continue;
    if (is_ref(c, v, k) ? c->hot[file][2 * k + 1] && reads_only(c, v, k) && lanes_after(c, v, k)
                        : lanes_through(c, v, k) > 0)
      return true;
  }
  return false;
}

/* Does instruction k read v without writing it (so that v may go to its home right after)? */
static bool reads_only(const exact_ctx *c, uint32_t v, uint32_t k) {
  bool reads, writes;
  vl_spill_ref(&c->fn->instrs[k], v, &reads, &writes);
  return reads && !writes;
}

static bool agpr_home_possible(const exact_ctx *c, uint32_t v) {
  const vl_target *t = c->fn->module->target;
  return vl_vreg_file(c->fn, v) == VL_FILE_VECTOR && t->num_regs[VL_FILE_ACCUM] && c->limit[VL_FILE_ACCUM] > 0 &&
         vl_spill_agpr_class(t, c->fn->vregs[v].cls) >= 0;
}

static uint32_t homes_of(const exact_ctx *c, uint32_t v, uint8_t *homes) {
  if (c->facts[v].remat) return homes[0] = HOME_REMAT, 1;
  if (vl_vreg_file(c->fn, v) == VL_FILE_SCALAR) return homes[0] = HOME_LANE, 1;
  homes[0] = HOME_STACK;
  if (!agpr_home_possible(c, v)) return 1;
  homes[1] = HOME_AGPR;
  return 2;
}

static bool reads_at(const exact_ctx *c, uint32_t k) {
  bool reads, writes;
  vl_spill_ref(&c->fn->instrs[k], c->v, &reads, &writes);
  return reads;
}

static bool writes_at(const exact_ctx *c, uint32_t k) {
  bool reads, writes;
  vl_spill_ref(&c->fn->instrs[k], c->v, &reads, &writes);
  return writes;
}

/* Registers the segment's columns put in row `half` (2k or 2k + 1) of `file`. */
static void in_reg(exact_ctx *c, vl_regfile file, uint32_t half, int col, uint32_t lanes) {
  if (col < 0 || !c->hot[file][half]) return;
  VL_VEC_PUSH(c->arena, c->in_reg[file][half], ((reg_entry){col, lanes}));
}

/* Segment s holds `lanes` of the value over row `half`: in a register by y, or by r at the
 * terminators (reloaded before them); an AGPR home holds the whole tuple in the AGPR file
 * where the value is in it. */
static void occupy(exact_ctx *c, const segment *s, uint32_t half, uint32_t lanes, bool terminator) {
  if (c->hot[c->file][half]) c->relievable[c->file][half] += lanes;
  in_reg(c, c->file, half, s->y, lanes);
  bool leaves = s->kind == SEG_EXIT || s->kind == SEG_THROUGH;
  for (uint32_t h = 0; h < c->num_homes; h++) {
    if (terminator && leaves) in_reg(c, c->file, half, s->r[h], lanes);
    if (c->homes[h] != HOME_AGPR) continue;
    in_reg(c, VL_FILE_ACCUM, half, s->m[h], c->space->width[c->v]);
    if (!terminator) in_reg(c, VL_FILE_ACCUM, half, s->r[h], c->space->width[c->v]);
  }
}

/* A segment of block b over instructions [begin, end): its columns, its choice row, and
 * its registers in the pressure rows. `reload_at_end`: a reference at `end` reads it.
 * `after_ref`: the reference it follows (UINT32_MAX: none); where that only reads the
 * value, the segment decides whether it stays in a register from there on. */
static int new_segment(exact_ctx *c, uint8_t kind, uint32_t b, uint32_t begin, uint32_t end, bool reload_at_end,
                       uint32_t after_ref) {
  double freq = c->an->cfg->frequency[b];
  bool leaves = kind == SEG_EXIT || kind == SEG_THROUGH;
  segment s = {.kind = kind, .mark = UINT32_MAX, .block = b, .begin = begin, .end = end};
  s.y = vl_milp_col(&c->milp, 0, 1, 0, true);
  vl_milp_entry(&c->milp, s.y, 1);
  for (uint32_t h = 0; h < MAX_HOMES; h++) s.m[h] = s.r[h] = -1;
  for (uint32_t h = 0; h < c->num_homes; h++) {
    double reload = reload_weight[c->homes[h]] * per_value(c, c->homes[h]) * freq;
    s.m[h] = vl_milp_col(&c->milp, 0, 1, reload_at_end ? reload : 0, true);
    vl_milp_entry(&c->milp, s.m[h], 1);
    if (!leaves) continue;
    s.r[h] = vl_milp_col(&c->milp, 0, 1, reload, true);
    vl_milp_entry(&c->milp, s.r[h], 1);
  }
  vl_milp_row(&c->milp, 1, 1);
  if (after_ref != UINT32_MAX && reads_only(c, c->v, after_ref)) {
    uint32_t lanes = lanes_after(c, c->v, after_ref);
    if (lanes) occupy(c, &s, 2 * after_ref + 1, lanes, false);
  }
  for (uint32_t k = begin; k < end; k++) {
    uint32_t lanes = lanes_through(c, c->v, k);
    if (!lanes) continue;
    bool terminator = c->fn->instrs[k].is_terminator;
    occupy(c, &s, 2 * k, lanes, terminator);
    occupy(c, &s, 2 * k + 1, lanes, terminator);
  }
  VL_VEC_PUSH(c->arena, c->segs, s);
  return (int)c->segs.len - 1;
}

/* The segments of v in block b, in order; the per-block and per-reference maps. */
static void block_segments(exact_ctx *c, uint32_t b) {
  const vl_block *blk = &c->fn->blocks[b];
  const vl_spill_facts *f = &c->facts[c->v];
  const uint32_t *refs = f->refs.data;
  uint32_t end = blk->first_instr + blk->num_instrs;
  bool in = live_at(c, c->v, b, true), out = live_at(c, c->v, b, false);
  uint32_t i0 = (uint32_t)vl_place_lower(refs, f->refs.len, blk->first_instr);
  uint32_t i1 = (uint32_t)vl_place_lower(refs, f->refs.len, end);
  c->ref_lo[b] = i0;
  c->ref_hi[b] = i1;
  c->seg_entry[b] = c->seg_last[b] = -1;
  if (i0 == i1) {
    if (in && out)
      c->seg_entry[b] = c->seg_last[b] = new_segment(c, SEG_THROUGH, b, blk->first_instr, end, false, UINT32_MAX);
    return;
  }
  if (in)
    c->seg_entry[b] = new_segment(c, SEG_ENTRY, b, blk->first_instr, refs[i0], reads_at(c, refs[i0]), UINT32_MAX);
  for (uint32_t i = i0; i < i1; i++) {
    uint32_t k = refs[i], after = k + 1;
    c->seg_after[i] = -1;
    if (i + 1 < i1) {
      /* Where v is dead, or the gap is empty and nothing over budget at k's second half,
       * there is nothing to decide. */
      bool gap = after < refs[i + 1] ? lanes_through(c, c->v, after) > 0
                                     : c->hot[c->file][2 * k + 1] && reads_only(c, c->v, k) && lanes_after(c, c->v, k);
      if (gap) c->seg_after[i] = new_segment(c, SEG_INNER, b, after, refs[i + 1], reads_at(c, refs[i + 1]), k);
    } else if (out) {
      c->seg_after[i] = c->seg_last[b] = new_segment(c, SEG_EXIT, b, after, end, false, k);
    }
  }
}

/* A definition's store rows for a segment it reaches. */
static void reach(exact_ctx *c, int s, const int *store) {
  if (s < 0 || c->segs.data[s].mark == c->def_id) return;
  segment *seg = &c->segs.data[s];
  seg->mark = c->def_id;
  for (uint32_t h = 0; h < c->num_homes; h++) {
    if (store[h] < 0) continue;
    vl_milp_entry(&c->milp, store[h], 1);
    vl_milp_entry(&c->milp, seg->m[h], -1);
    vl_milp_row(&c->milp, 0, INFINITY);
    if (seg->r[h] < 0) continue;
    vl_milp_entry(&c->milp, store[h], 1);
    vl_milp_entry(&c->milp, seg->r[h], -1);
    vl_milp_row(&c->milp, 0, INFINITY);
  }
}

/* From reference index i in block b onwards to the next definition, through successors;
 * `stack` collects the blocks entered. */
static void walk_from(exact_ctx *c, uint32_t b, uint32_t i, const int *store, uint32_t *stack, uint32_t *depth) {
  const uint32_t *refs = c->facts[c->v].refs.data;
  for (;; i++) {
    reach(c, c->seg_after[i], store);
    if (i + 1 < c->ref_hi[b]) {
      if (writes_at(c, refs[i + 1])) return;
      continue;
    }
    if (!live_at(c, c->v, b, false)) return;
    for (uint32_t j = 0; j < c->fn->blocks[b].num_succs; j++) {
      uint32_t s = c->fn->blocks[b].succs[j];
      if (c->visited[s] != c->def_id + 1) c->visited[s] = c->def_id + 1, stack[(*depth)++] = s;
    }
    return;
  }
}

/* Store columns and rows for the definition at reference index i of block b. */
static void definition(exact_ctx *c, uint32_t b, uint32_t i, uint32_t *stack) {
  int store[MAX_HOMES];
  bool any = false;
  for (uint32_t h = 0; h < MAX_HOMES; h++) {
    store[h] = -1;
    if (h >= c->num_homes || store_weight[c->homes[h]] == 0) continue;
    double freq = c->an->cfg->frequency[b];
    store[h] = vl_milp_col(&c->milp, 0, 1, store_weight[c->homes[h]] * per_value(c, c->homes[h]) * freq, true);
    any = true;
  }
  if (!any) return;
  c->def_id++;
  uint32_t depth = 0;
  walk_from(c, b, i, store, stack, &depth);
  while (depth) {
    uint32_t e = stack[--depth];
    if (!live_at(c, c->v, e, true)) continue;
    reach(c, c->seg_entry[e], store);
    if (c->ref_lo[e] == c->ref_hi[e]) {
      if (live_at(c, c->v, e, false))
        for (uint32_t j = 0; j < c->fn->blocks[e].num_succs; j++) {
          uint32_t s = c->fn->blocks[e].succs[j];
          if (c->visited[s] != c->def_id + 1) c->visited[s] = c->def_id + 1, stack[depth++] = s;
        }
      continue;
    }
    if (!writes_at(c, c->facts[c->v].refs.data[c->ref_lo[e]])) walk_from(c, e, c->ref_lo[e], store, stack, &depth);
  }
}

/* Everything about one value: its segments, edges and stores. */
static void encode_value(exact_ctx *c, uint32_t v, uint32_t *stack) {
  c->v = v;
  c->file = vl_vreg_file(c->fn, v);
  c->num_homes = homes_of(c, v, c->homes);
  c->segs.len = 0;
  uint32_t first, last;
  instr_span(c, v, &first, &last);
  uint32_t b_lo = c->block_of[first], b_hi = c->block_of[last];
  for (uint32_t b = b_lo; b <= b_hi; b++) block_segments(c, b);
  /* Entered in a register: every predecessor the value lives out of leaves in one. */
  for (uint32_t b = b_lo; b <= b_hi; b++) {
    if (c->seg_entry[b] < 0) continue;
    const segment *s = &c->segs.data[c->seg_entry[b]];
    for (uint32_t p = 0; p < c->fn->blocks[b].num_preds; p++) {
      uint32_t q = c->fn->blocks[b].preds[p];
      if (q < b_lo || q > b_hi || c->seg_last[q] < 0) continue;   /* not live out of q: undefined there */
      const segment *t = &c->segs.data[c->seg_last[q]];
      vl_milp_entry(&c->milp, s->y, 1);
      vl_milp_entry(&c->milp, t->y, -1);
      for (uint32_t h = 0; h < c->num_homes; h++) vl_milp_entry(&c->milp, t->r[h], -1);
      vl_milp_row(&c->milp, -INFINITY, 0);
    }
  }
  const uint32_t *refs = c->facts[v].refs.data;
  for (uint32_t b = b_lo; b <= b_hi; b++)
    for (uint32_t i = c->ref_lo[b]; i < c->ref_hi[b]; i++)
      if (writes_at(c, refs[i])) definition(c, b, i, stack);
  if (!c->one_home) return;
  /* One home for all segments (as the spiller gives): z chooses the second. */
  if (c->num_homes == 2) {
    int z = vl_milp_col(&c->milp, 0, 1, 0, true);
    for (size_t i = 0; i < c->segs.len; i++) {
      const segment *s = &c->segs.data[i];
      vl_milp_entry(&c->milp, s->m[1], 1);
      if (s->r[1] >= 0) vl_milp_entry(&c->milp, s->r[1], 1);
      vl_milp_entry(&c->milp, z, -1);
      vl_milp_row(&c->milp, -INFINITY, 0);
      vl_milp_entry(&c->milp, s->m[0], 1);
      if (s->r[0] >= 0) vl_milp_entry(&c->milp, s->r[0], 1);
      vl_milp_entry(&c->milp, z, 1);
      vl_milp_row(&c->milp, -INFINITY, 1);
    }
  }
  value_record rec = {.v = v, .num_homes = c->num_homes, .first_seg = (uint32_t)c->all_segs.len,
                      .num_segs = (uint32_t)c->segs.len};
  memcpy(rec.homes, c->homes, sizeof rec.homes);
  VL_VEC_PUSH(c->arena, c->values, rec);
  for (size_t i = 0; i < c->segs.len; i++) VL_VEC_PUSH(c->arena, c->all_segs, c->segs.data[i]);
}

/* Marks the over-budget half instructions of `file`; `extra`: registers per instruction
 * that homes may add (NULL: none). Returns the instructions over budget without them. */
static uint32_t mark_hot(exact_ctx *c, vl_regfile file, const uint32_t *extra) {
  uint32_t n = 0;
  for (uint32_t k = 0; k < c->fn->num_instrs; k++) {
    bool over = false;
    for (uint32_t half = 2 * k; half <= 2 * k + 1; half++) {
      uint32_t live = c->an->pressure->half[half][file];
      c->hot[file][half] = live + (extra ? extra[k] : 0) > (uint32_t)c->limit[file];
      over |= live > (uint32_t)c->limit[file];
    }
    n += over;
  }
  return n;
}

static void context(exact_ctx *c, const vl_analysis *an, vl_arena *arena) {
  const vl_function *fn = an->fn;
  *c = (exact_ctx){.an = an, .fn = fn, .space = &an->live->space, .arena = arena, .milp = {.arena = arena}};
  c->facts = vl_spill_facts_of(an, arena);
  c->block_of = VL_NEW_ARRAY(arena, uint32_t, fn->num_instrs + 1);
  for (uint32_t b = 0; b < fn->num_blocks; b++)
    for (uint32_t i = 0; i < fn->blocks[b].num_instrs; i++) c->block_of[fn->blocks[b].first_instr + i] = b;
  for (int f = 0; f < VL_NUM_FILES; f++) {
    c->limit[f] = (int32_t)an->budget.limit[f];
    c->hot[f] = VL_NEW_ARRAY(arena, uint8_t, 2 * fn->num_instrs + 2);
    c->relievable[f] = VL_NEW_ARRAY(arena, uint32_t, 2 * fn->num_instrs + 2);
    c->in_reg[f] = vl_arena_alloc(arena, sizeof(*c->in_reg[f]) * (2 * fn->num_instrs + 2));
  }
  c->seg_entry = VL_NEW_ARRAY(arena, int, fn->num_blocks);
  c->seg_last = VL_NEW_ARRAY(arena, int, fn->num_blocks);
  c->ref_lo = VL_NEW_ARRAY(arena, uint32_t, fn->num_blocks);
  c->ref_hi = VL_NEW_ARRAY(arena, uint32_t, fn->num_blocks);
  c->visited = VL_NEW_ARRAY(arena, uint32_t, fn->num_blocks);
  c->seg_after = VL_NEW_ARRAY(arena, int, fn->num_instrs + 1);
}

/* The integer program into c->milp; r.fits or r.unfit when there is nothing to solve. */
static vl_spill_exact build(exact_ctx *c, vl_arena *arena) {
  const vl_analysis *an = c->an;
  vl_spill_exact r = {.status = VL_MILP_OPTIMAL, .lp = NAN};
  const vl_function *fn = an->fn;
  /* VGPR and SGPR values first: the AGPR homes VGPR values may take decide where the
   * AGPR file needs rows. */
  r.over_points = mark_hot(c, VL_FILE_VECTOR, NULL) + mark_hot(c, VL_FILE_SCALAR, NULL);
  uint32_t *agpr_homes = VL_NEW_ARRAY(arena, uint32_t, fn->num_instrs + 1);
  bool *chosen = VL_NEW_ARRAY(arena, bool, fn->num_vregs + 1);
  for (uint32_t v = 0; v < fn->num_vregs; v++) {
    vl_regfile file = vl_vreg_file(fn, v);
    if (!c->facts[v].spillable || file == VL_FILE_ACCUM || !relieves_something(c, v, file)) continue;
    chosen[v] = true;
    uint8_t homes[MAX_HOMES];
    if (homes_of(c, v, homes) < 2) continue;
    uint32_t first, last;
    instr_span(c, v, &first, &last);
    for (uint32_t k = first; k <= last && k < fn->num_instrs; k++)
      if (is_ref(c, v, k) ? reads_only(c, v, k) && lanes_after(c, v, k) : lanes_through(c, v, k) > 0)
        agpr_homes[k] += an->live->space.width[v];
  }
  r.over_points += mark_hot(c, VL_FILE_ACCUM, agpr_homes);
  for (uint32_t v = 0; v < fn->num_vregs; v++)
    if (c->facts[v].spillable && vl_vreg_file(fn, v) == VL_FILE_ACCUM && relieves_something(c, v, VL_FILE_ACCUM))
      chosen[v] = true;
  if (!r.over_points) {
    r.fits = true;
    r.bound = r.lp = 0;
    return r;
  }
  uint32_t *stack = VL_NEW_ARRAY(arena, uint32_t, fn->num_blocks + 1);
  for (uint32_t v = 0; v < fn->num_vregs; v++)
    if (chosen[v]) {
      encode_value(c, v, stack);
      r.values++;
      r.segments += (uint32_t)c->segs.len;
    }
  /* The budget rows: what stays in registers fits what the fixed values leave. */
  for (int f = 0; f < VL_FILE_SPECIAL; f++)
    for (uint32_t half = 0; half < 2 * fn->num_instrs; half++) {
      if (!c->hot[f][half]) continue;
      int32_t room = c->limit[f] - ((int32_t)an->pressure->half[half][f] - (int32_t)c->relievable[f][half]);
      if (room < 0 && !r.unfit) r.unfit = true, r.unfit_instr = half / 2, r.unfit_file = (vl_regfile)f;
      for (size_t i = 0; i < c->in_reg[f][half].len; i++)
        vl_milp_entry(&c->milp, c->in_reg[f][half].data[i].col, c->in_reg[f][half].data[i].lanes);
      vl_milp_row(&c->milp, -INFINITY, room);
    }
  r.columns = (uint32_t)c->milp.obj.len;
  r.rows = (uint32_t)c->milp.row_lo.len;
  if (r.unfit) {
    r.status = VL_MILP_INFEASIBLE;
    r.bound = r.lp = INFINITY;
  }
  return r;
}

static void take_result(vl_spill_exact *r, const vl_milp_result *m) {
  r->status = m->status;
  r->cost = m->value;
  r->bound = m->bound;
  r->lp = m->lp;
  r->seconds = m->seconds;
}

vl_spill_exact vl_spill_exact_solve(const vl_analysis *an, double seconds, vl_arena *arena) {
  exact_ctx c;
  context(&c, an, arena);
  vl_spill_exact r = build(&c, arena);
  if (r.fits || r.unfit) return r;
  vl_milp_result m = vl_milp_solve(&c.milp, seconds);
  take_result(&r, &m);
  return r;
}

/* Segment s's instructions where the value waits in its home: all of them (m), or those before the
 * terminators (r: reloaded there); only where some lane lives through. */
typedef VL_VEC(uint32_t) instr_list;

static void home_drops(const exact_ctx *c, uint32_t v, const segment *s, bool to_terminators, vl_arena *arena,
                       instr_list *drops) {
  for (uint32_t k = s->begin; k < s->end; k++) {
    if (to_terminators && c->fn->instrs[k].is_terminator) break;
    if (lanes_through(c, v, k)) VL_VEC_PUSH(arena, *drops, k);
  }
}

static const uint8_t home_kind[] = {[HOME_STACK] = VL_HOME_STACK, [HOME_AGPR] = VL_HOME_AGPR,
                                    [HOME_LANE] = VL_HOME_LANE, [HOME_REMAT] = VL_HOME_REMAT};

bool vl_spill_exact_given(const vl_analysis *an, double seconds, vl_arena *arena, vl_spill_given **out, size_t *n,
                          vl_spill_exact *result) {
  exact_ctx c;
  context(&c, an, arena);
  c.one_home = true;
  *out = NULL;
  *n = 0;
  *result = build(&c, arena);
  if (result->fits || result->unfit) return false;
  uint8_t *x = VL_NEW_ARRAY(arena, uint8_t, c.milp.obj.len + 1);
  vl_milp_result m = vl_milp_solve_x(&c.milp, seconds, x);
  take_result(result, &m);
  if (m.status != VL_MILP_OPTIMAL) return false;   /* a time limit's best depends on the machine's speed */
  vl_spill_given *given = VL_NEW_ARRAY(arena, vl_spill_given, c.values.len + 1);
  size_t count = 0;
  for (size_t i = 0; i < c.values.len; i++) {
    const value_record *rec = &c.values.data[i];
    const segment *segs = c.all_segs.data + rec->first_seg;
    int home = -1;
    for (uint32_t j = 0; j < rec->num_segs; j++)
      for (uint32_t h = 0; h < rec->num_homes; h++)
        if (x[segs[j].m[h]] || (segs[j].r[h] >= 0 && x[segs[j].r[h]])) home = (int)h;
    if (home < 0) continue;   /* in a register throughout */
    vl_spill_given *g = &given[count++];
    uint8_t *boundary = VL_NEW_ARRAY(arena, uint8_t, c.fn->num_blocks + 1);
    instr_list drops = {0};
    for (uint32_t j = 0; j < rec->num_segs; j++) {
      const segment *s = &segs[j];
      bool in_reg = x[s->y], reloaded = s->r[home] >= 0 && x[s->r[home]];
      if (x[s->m[home]]) home_drops(&c, rec->v, s, false, arena, &drops);
      if (reloaded) home_drops(&c, rec->v, s, true, arena, &drops);
      if ((s->kind == SEG_ENTRY || s->kind == SEG_THROUGH) && in_reg) boundary[s->block] |= VL_PLACE_IN_REG;
      if ((s->kind == SEG_EXIT || s->kind == SEG_THROUGH) && (in_reg || reloaded)) boundary[s->block] |= VL_PLACE_OUT_REG;
    }
    *g = (vl_spill_given){.vreg = rec->v, .kind = home_kind[rec->homes[home]], .drops = drops.data,
                          .num_drops = drops.len, .boundary = boundary};
  }
  *out = given;
  *n = count;
  return true;
}
