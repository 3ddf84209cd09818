/* Spill placement by a minimum cut (see spill_place.h). */
#include "spill_place.h"

#include <string.h>

#include "../base/min_cut.h"

#define INF 1e18

size_t vl_place_lower(const uint32_t *a, size_t n, uint32_t k) {
  size_t lo = 0, hi = n;
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    if (a[mid] < k) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

bool vl_place_live(const vl_place_value *p, uint32_t b, bool at_entry) {
  const vl_liveness *live = p->an->live;
  const vl_regspace *s = &live->space;
  const vl_bitset *set = at_entry ? &live->live_in[b] : &live->live_out[b];
  for (uint32_t l = 0; l < s->width[p->vreg]; l++)
    if (vl_bitset_test(set, vl_vreg_bit(s, p->vreg, l))) return true;
  return false;
}

bool vl_spill_operand_reads(const vl_operand *op) {
  if (op->flags & VL_OPF_DEBUG) return false;
  if (op->flags & VL_OPF_DEF) return op->subreg && !(op->flags & VL_OPF_UNDEF);
  return !(op->flags & VL_OPF_UNDEF);
}

void vl_spill_ref(const vl_instr *in, uint32_t v, bool *reads, bool *writes) {
  *reads = *writes = false;
  for (uint32_t o = 0; o < in->num_ops; o++) {
    const vl_operand *op = &in->ops[o];
    if (op->kind != VL_OP_VREG || op->reg != v) continue;
    *reads |= vl_spill_operand_reads(op);
    *writes |= (op->flags & VL_OPF_DEF) != 0;
  }
}

enum { EV_RELOAD = 1, EV_DEF = 2 };

/* The walk through block b behind vl_place_scan; with `ev`, also the reloads and
 * definitions in order (ev[i] = instruction << 2 | EV_*; a reload before the
 * terminators is numbered by the first terminator, one after the block by its end). */
static int32_t walk_from(const vl_place_value *p, uint32_t b, bool in_reg, bool out_reg, uint8_t *home, uint32_t *ev,
                         uint32_t *num_ev, size_t r, size_t d) {
  const vl_function *fn = p->an->fn;
  const vl_block *blk = &fn->blocks[b];
  bool in_home = !in_reg, reload_at_end = out_reg;
  int32_t reloads = 0;
  uint32_t n = 0, first = blk->first_instr, end = first + blk->num_instrs, term = end;
  if (out_reg && p->first_term) term = p->first_term[b];
  else if (out_reg)   /* the first terminator: those after it have nothing left to do */
    for (uint32_t k = first; k < end && term == end; k++)
      if (fn->instrs[k].is_terminator) term = k;
  /* The state changes only at events (the exit's reload, drops, references): from one to the
   * next, every instruction has the state the last one left. */
  for (uint32_t k = first;; k++) {
    uint32_t next = reload_at_end ? term : end;
    if (r < p->num_refs && p->refs[r] < next) next = p->refs[r];
    if (d < p->num_drops && p->drops[d] < next) next = p->drops[d];
    if (next > end) next = end;
    if (home) memset(home + (k - first), in_home, next - k);
    if (next >= end) break;
    k = next;
    if (k == term && reload_at_end) {   /* the exit's reload goes before the terminators */
      if (in_home && ev) ev[n++] = k << 2 | EV_RELOAD;
      reloads += in_home;
      in_home = false;
      reload_at_end = false;
    }
    if (d < p->num_drops && p->drops[d] == k) {
      if (out_reg && !reload_at_end) return -1;   /* no reload can follow a terminator */
      in_home = true;
      d++;
    }
    if (r < p->num_refs && p->refs[r] == k) {
      bool reads, writes;
      vl_spill_ref(&fn->instrs[k], p->vreg, &reads, &writes);
      bool reload = in_home && reads;
      if (reload && ev) ev[n++] = k << 2 | EV_RELOAD;
      if (ev && writes) ev[n++] = k << 2 | EV_DEF;
      reloads += reload;
      in_home = false;
      r++;
    }
    if (home) home[k - first] = in_home;
  }
  if (reload_at_end && in_home && ev) ev[n++] = end << 2 | EV_RELOAD;
  if (reload_at_end) reloads += in_home;
  if (num_ev) *num_ev = n;
  return reloads;
}

/* walk_from, with the block's first reference and drop found by binary search. */
static int32_t walk(const vl_place_value *p, uint32_t b, bool in_reg, bool out_reg, uint8_t *home, uint32_t *ev,
                    uint32_t *num_ev) {
  uint32_t first = p->an->fn->blocks[b].first_instr;
  return walk_from(p, b, in_reg, out_reg, home, ev, num_ev, vl_place_lower(p->refs, p->num_refs, first),
                   vl_place_lower(p->drops, p->num_drops, first));
}

int32_t vl_place_scan(const vl_place_value *p, uint32_t b, bool in_reg, bool out_reg, uint8_t *home) {
  return walk(p, b, in_reg, out_reg, home, NULL, NULL);
}

/* The events of block b (walk_from) into ev[0..*n), the blocks taken in layout order with
 * cursors *r and *d at the first reference and drop not before it. False, with no events,
 * for a block the value neither names nor holds in a register at a boundary. */
static bool block_events(const vl_place_value *p, uint32_t b, uint8_t boundary, uint32_t *ev, uint32_t *n, size_t *r,
                         size_t *d) {
  const vl_block *blk = &p->an->fn->blocks[b];
  uint32_t first = blk->first_instr, end = first + blk->num_instrs;
  while (*r < p->num_refs && p->refs[*r] < first) ++*r;
  while (*d < p->num_drops && p->drops[*d] < first) ++*d;
  *n = 0;
  if (!(boundary & (VL_PLACE_IN_REG | VL_PLACE_OUT_REG)) && (*r == p->num_refs || p->refs[*r] >= end)) return false;
  walk_from(p, b, boundary & VL_PLACE_IN_REG, boundary & VL_PLACE_OUT_REG, NULL, ev, n, *r, *d);
  return true;
}

void vl_place_stores(const vl_place_value *p, const uint8_t *boundary, vl_arena *scratch, vl_arena *out_arena,
                     uint32_t **out, size_t *num) {
  const vl_function *fn = p->an->fn;
  uint32_t nb = fn->num_blocks, longest = 0;
  for (uint32_t b = 0; b < nb; b++)
    if (fn->blocks[b].num_instrs > longest) longest = fn->blocks[b].num_instrs;
  vl_arena_mark mark = vl_arena_mark_of(scratch);
  vl_arena *arena = scratch;
  uint32_t *ev = VL_NEW_ARRAY(arena, uint32_t, 2 * longest + 2), n;
  size_t r = 0, d = 0;
  uint8_t *first = VL_NEW_ARRAY(arena, uint8_t, nb);   /* the block's first event, 0 if none */
  bool *need_in = VL_NEW_ARRAY(arena, bool, nb), *need_out = VL_NEW_ARRAY(arena, bool, nb);
  for (uint32_t b = 0; b < nb; b++) first[b] = block_events(p, b, boundary[b], ev, &n, &r, &d) && n ? (uint8_t)(ev[0] & 3) : 0;
  /* Backward: does some path from here reach a reload before a definition? */
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t i = nb; i-- > 0;) {
      bool o = false;
      for (uint32_t j = 0; j < fn->blocks[i].num_succs; j++) o |= need_in[fn->blocks[i].succs[j]];
      bool in = first[i] == EV_RELOAD || (!first[i] && o);
      if (o != need_out[i] || in != need_in[i]) changed = true;
      need_out[i] = o;
      need_in[i] = in;
    }
  }
  VL_VEC(uint32_t) stores = {0};
  r = d = 0;
  for (uint32_t b = 0; b < nb; b++) {
    if (!block_events(p, b, boundary[b], ev, &n, &r, &d)) continue;
    for (uint32_t i = 0; i < n; i++) {
      if ((ev[i] & 3) != EV_DEF) continue;
      bool needed = i + 1 < n ? (ev[i + 1] & 3) == EV_RELOAD : need_out[b];
      if (needed) VL_VEC_PUSH(out_arena, stores, ev[i] >> 2);
    }
  }
  *out = stores.data;
  *num = stores.len;
  if (scratch != out_arena) vl_arena_rewind(scratch, mark);   /* one arena for both: the stores follow the working memory */
}

/* Unary term: cost c0 when the node is in the home (source side), c1 in a register. */
static void unary(vl_min_cut *g, uint32_t s, uint32_t t, uint32_t node, double c0, double c1) {
  if (c1 > c0) vl_min_cut_edge(g, s, node, c1 - c0);
  else vl_min_cut_edge(g, node, t, c0 - c1);
}

double vl_place_solve(const vl_place_value *p, uint8_t *boundary, vl_arena *scratch) {
  const vl_function *fn = p->an->fn;
  vl_arena_mark mark = vl_arena_mark_of(scratch);
  vl_arena *arena = scratch;
  const double *freq = p->an->cfg->frequency;
  uint32_t nb = fn->num_blocks;
  bool *live_in = VL_NEW_ARRAY(arena, bool, nb), *live_out = VL_NEW_ARRAY(arena, bool, nb);
  /* Nodes only for the blocks the value lives at (the search state is per node, and a
   * value spans few of a large function's blocks): block b is node pair 2*node[b]. */
  uint32_t *node = VL_NEW_ARRAY(arena, uint32_t, nb), m = 0;
  for (uint32_t b = 0; b < nb; b++) {
    live_in[b] = vl_place_live(p, b, true);
    live_out[b] = vl_place_live(p, b, false);
    node[b] = live_in[b] || live_out[b] ? m++ : UINT32_MAX;
  }
  vl_min_cut *g = vl_min_cut_new(2 * m + 2, arena);
  uint32_t s = 2 * m, t = 2 * m + 1;
  for (uint32_t b = 0; b < nb; b++) {
    if (node[b] == UINT32_MAX) continue;
    uint32_t in = 2 * node[b], out = 2 * node[b] + 1;
    double w = p->reload * freq[b], e[2][2];
    for (int a = 0; a < 2; a++)
      for (int c = 0; c < 2; c++) {
        int32_t n = (a && !live_in[b]) || (c && !live_out[b]) ? -1 : vl_place_scan(p, b, a, c, NULL);
        e[a][c] = n < 0 ? INF : n * w;
      }
    bool out_ok = live_out[b] && e[0][1] < INF;
    if (live_in[b] && out_ok) {
      unary(g, s, t, in, 0, e[1][0] - e[0][0]);
      unary(g, s, t, out, 0, e[1][1] - e[1][0]);
      vl_min_cut_edge(g, in, out, e[0][1] + e[1][0] - e[0][0] - e[1][1]);
    } else if (live_in[b]) {
      unary(g, s, t, in, e[0][0], e[1][0]);
    } else if (out_ok) {
      unary(g, s, t, out, e[0][0], e[0][1]);
    }
    if (live_out[b] && !out_ok) vl_min_cut_edge(g, s, out, INF);   /* must leave in the home */
    if (!live_in[b]) continue;
    /* The entry (or a block nothing reaches) has no predecessor to reload in. */
    if (!fn->blocks[b].num_preds) vl_min_cut_edge(g, in, t, INF);
    for (uint32_t i = 0; i < fn->blocks[b].num_preds; i++) {
      uint32_t q = fn->blocks[b].preds[i];
      if (live_out[q]) vl_min_cut_edge(g, 2 * node[q] + 1, in, INF);
      else vl_min_cut_edge(g, s, in, INF);
    }
  }
  /* On a tie the home: a register only where the sink side needs one, which keeps the
   * temporaries short (easier to allocate). */
  vl_min_cut_solve(g, s, t);
  double cost = 0;
  for (uint32_t b = 0; b < nb; b++) {
    boundary[b] = 0;
    if (node[b] == UINT32_MAX) continue;
    bool in_reg = live_in[b] && vl_min_cut_sink_side(g, 2 * node[b]),
         out_reg = live_out[b] && vl_min_cut_sink_side(g, 2 * node[b] + 1);
    boundary[b] = (uint8_t)((in_reg ? VL_PLACE_IN_REG : 0) | (out_reg ? VL_PLACE_OUT_REG : 0));
    cost += vl_place_scan(p, b, in_reg, out_reg, NULL) * p->reload * freq[b];
  }
  vl_arena_rewind(scratch, mark);
  return cost;
}
