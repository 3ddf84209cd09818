/* Dead-end recovery of constrained decoding (see decode_recover.h). */
#include "decode_recover.h"

#include <stdlib.h>
#include <string.h>

#include "../alloc/recolor.h"
#include "../alloc/vreg_order.h"

typedef struct candidate {
  vl_physreg reg;
  int32_t token;
  uint32_t holders, held[VL_RECOVER_MAX_HOLDERS];   /* how many, and which */
  uint64_t slots;      /* the holders' live slots, all lanes: what re-deciding them must find room for */
  uint32_t increase;   /* how much the decoding budget grows for the holders to find room */
} candidate;

void vl_recovery_init(vl_recovery *r, vl_decider *d, vl_arena *arena) {
  const vl_function *fn = d->fn;
  *r = (vl_recovery){.d = d};
  r->position = VL_NEW_ARRAY(arena, uint32_t, fn->num_vregs + 1);
  r->evicted = VL_NEW_ARRAY(arena, uint8_t, fn->num_vregs + 1);
  r->pending = VL_NEW_ARRAY(arena, uint32_t, fn->num_vregs + 1);
  r->rivals = VL_NEW_ARRAY(arena, uint32_t, fn->num_vregs + 1);
  r->slots = VL_NEW_ARRAY(arena, uint32_t, fn->num_vregs + 1);
  r->moved = VL_NEW_ARRAY(arena, uint32_t, fn->num_vregs + 1);
  r->scratch = VL_NEW_ARRAY(arena, uint32_t, fn->num_vregs + 1);
  r->is_moved = VL_NEW_ARRAY(arena, bool, fn->num_vregs + 1);
  r->arena = arena;
  for (uint32_t i = 0; i < d->num_order; i++) r->position[d->order[i]] = i;
  vl_vreg_key *keys = VL_NEW_ARRAY(arena, vl_vreg_key, fn->num_vregs + 1);
  for (uint32_t i = 0, n = vl_vreg_keys(d->an->intervals, keys); i < n; i++) r->slots[keys[i].vreg] = keys[i].size;
  /* Each eviction re-decides at most four vregs: a few per hundred decisions costs little. */
  r->evictions_left = 32 + d->num_order / 16;
  /* The physical registers the code names itself count whatever we do: below them is free to use. */
  vl_assignment none = {fn, VL_NEW_ARRAY(arena, vl_physreg, fn->num_vregs + 1), fn->num_vregs, ""};
  vl_alloc_stats fixed = vl_assignment_stats(fn, &none);
  for (int f = 0; f < VL_FILE_SPECIAL; f++) {
    uint32_t start = d->an->pressure->max[f] > fixed.used[f] ? d->an->pressure->max[f] : fixed.used[f];
    vl_decider_limit(d, (vl_regfile)f, start);
    r->start[f] = d->budget.limit[f];
    r->fixed[f] = fixed.used[f];
  }
}

/* Short-lived holders first (they find room again easily; a long-lived one meets everything), then
 * fewer holders. */
static int by_cost(const void *x, const void *y) {
  const candidate *a = x, *b = y;
  if (a->slots != b->slots) return a->slots < b->slots ? -1 : 1;
  if (a->holders != b->holders) return a->holders < b->holders ? -1 : 1;
  return a->reg.unit < b->reg.unit ? -1 : a->reg.unit > b->reg.unit;
}

/* How far an eviction may reach: holders re-placed under the decoding budget, under the analysis's own
 * budget (a holder then raises a file's budget when it is decided again), or anywhere later (a cascade:
 * the holder's own decision may need an eviction in turn). */
typedef enum reach { UNDER_LIMIT, UNDER_BUDGET, CASCADE } reach;

/* The lowest register of u's class that fits now, under the decider's budget; count 0 when none. */
static vl_physreg lowest_fit(const vl_decider *d, uint32_t u) {
  const vl_regclass *cls = vl_vreg_class(d->fn, u);
  for (int f = 0; f < VL_FILE_SPECIAL; f++) {
    if (!(cls->files & (1u << f))) continue;
    for (uint32_t index = 0; index + cls->width <= d->budget.limit[f]; index += cls->align ? cls->align : 1) {
      vl_physreg reg = vl_occupancy_candidate(&d->occ, u, (vl_regfile)f, index);
      if (reg.count && vl_occupancy_fits(&d->occ, u, reg)) return reg;
    }
  }
  return (vl_physreg){0, 0, 0};
}

/* Would v fit reg once its holders leave, and (but for a cascade) would each holder, widest first, then
 * find a register elsewhere? Returns how much the decoding budget must grow for that (the files'
 * increases added up; 0 within it), or UINT32_MAX when it is impossible. Everything is put back. */
static uint32_t feasible(vl_decider *d, uint32_t v, vl_physreg reg, uint32_t *holders, uint32_t n, reach how) {
  const vl_regspace *s = &d->an->intervals->live->space;
  const vl_target *target = d->fn->module->target;
  for (uint32_t i = 1; i < n; i++)   /* insertion sort, widest first */
    for (uint32_t j = i; j > 0 && s->width[holders[j]] > s->width[holders[j - 1]]; j--) {
      uint32_t t = holders[j];
      holders[j] = holders[j - 1], holders[j - 1] = t;
    }
  /* beyond the decoding budget: the analysis's own, for the occupancy's legality test too */
  uint32_t limit[VL_NUM_FILES], top[VL_NUM_FILES];
  memcpy(limit, d->budget.limit, sizeof limit);
  memcpy(top, limit, sizeof top);
  if (how != UNDER_LIMIT) memcpy(d->budget.limit, d->an->budget.limit, sizeof limit);
  vl_physreg old[VL_RECOVER_MAX_HOLDERS], moved[VL_RECOVER_MAX_HOLDERS];
  for (uint32_t i = 0; i < n; i++) old[i] = d->reg[holders[i]], vl_occupancy_mark(&d->occ, holders[i], old[i], false);
  bool ok = vl_occupancy_fits(&d->occ, v, reg);
  uint32_t placed = 0;
  if (ok && how != CASCADE) {
    vl_occupancy_mark(&d->occ, v, reg, true);
    for (; placed < n && ok; placed++) {
      moved[placed] = lowest_fit(d, holders[placed]);
      if (!moved[placed].count) {
        ok = false;
        break;
      }
      vl_occupancy_mark(&d->occ, holders[placed], moved[placed], true);
      vl_regfile f = vl_target_unit_file(target, moved[placed].unit);
      uint32_t end = moved[placed].unit - target->file_base[f] + moved[placed].count;
      if (end > top[f]) top[f] = end;
    }
    for (uint32_t i = 0; i < placed; i++) vl_occupancy_mark(&d->occ, holders[i], moved[i], false);
    vl_occupancy_mark(&d->occ, v, reg, false);
  }
  for (uint32_t i = 0; i < n; i++) vl_occupancy_mark(&d->occ, holders[i], old[i], true);
  memcpy(d->budget.limit, limit, sizeof limit);
  uint32_t increase = 0;
  for (int f = 0; f < VL_NUM_FILES; f++) increase += top[f] - limit[f];
  return ok ? increase : UINT32_MAX;
}

static int by_increase(const void *x, const void *y) {
  const candidate *a = x, *b = y;
  if (a->increase != b->increase) return a->increase < b->increase ? -1 : 1;
  return by_cost(x, y);
}

/* Offers the registers v can take by evicting, within `how`, that grow the budget by less than `below`:
 * those of the least growth, then the cheapest. False when there is none. */
static bool offer_evictions(vl_recovery *r, uint32_t v, reach how, uint32_t below) {
  vl_decider *d = r->d;
  const vl_regclass *cls = vl_vreg_class(d->fn, v);
  candidate *list = malloc(sizeof *list * (d->fn->module->target->num_units + 1));
  if (!list) abort();
  r->num_rivals = vl_occupancy_rivals(&d->occ, d->reg, v, r->rivals);
  uint32_t n = 0;
  for (int f = 0; f < VL_FILE_SPECIAL; f++) {
    if (!(cls->files & (1u << f))) continue;
    for (uint32_t index = 0; index + cls->width <= d->budget.limit[f]; index += cls->align ? cls->align : 1) {
      vl_physreg reg = vl_occupancy_candidate(&d->occ, v, (vl_regfile)f, index);
      int32_t token = vl_tok_reg((vl_regfile)f, index);
      if (!reg.count || token < 0) continue;
      candidate *c = &list[n];
      uint32_t h = vl_occupancy_holders(&d->occ, d->reg, v, reg, r->rivals, r->num_rivals, c->held,
                                        VL_RECOVER_MAX_HOLDERS);
      if (!h || h > VL_RECOVER_MAX_HOLDERS) continue;   /* none: a fixed register blocks it */
      uint64_t slots = 0;
      bool movable = true;
      for (uint32_t i = 0; i < h; i++) slots += r->slots[c->held[i]], movable &= r->evicted[c->held[i]] < VL_RECOVER_MAX_EVICTED;
      c->reg = reg, c->token = token, c->holders = h, c->slots = slots, c->increase = 0;
      n += movable;
    }
  }
  qsort(list, n, sizeof *list, by_cost);
  /* Within the budget, every feasible one costs nothing more: the cheapest kind is found in order. Beyond
   * it, each one's growth is needed first. */
  uint32_t kept = 0;
  for (uint32_t i = 0; i < n; i++) {
    if (how == UNDER_LIMIT && kept && (list[i].slots != list[0].slots || list[i].holders != list[0].holders)) break;
    list[i].increase = feasible(d, v, list[i].reg, list[i].held, list[i].holders, how);   /* nothing moved since */
    if (list[i].increase < below) list[kept++] = list[i];
  }
  qsort(list, kept, sizeof *list, by_increase);
  memset(r->offer, 0, sizeof r->offer);
  uint32_t offered = 0;
  for (uint32_t i = 0; i < kept && offered < VL_DECISION_FREE; i++) {
    if (list[i].increase != list[0].increase || list[i].slots != list[0].slots || list[i].holders != list[0].holders)
      break;   /* only registers of the cheapest kind are offered */
    r->offer[list[i].token] = true;
    offered++;
  }
  free(list);
  d->offer = offered ? r->offer : NULL;
  return offered > 0;
}

/* The least growth of one of v's files that lets v fit (*file, *limit: the file and its new limit);
 * UINT32_MAX when v fits nowhere under the analysis's own budget. */
static uint32_t raise_needed(vl_decider *d, uint32_t v, int *file, uint32_t *new_limit) {
  const vl_regclass *cls = vl_vreg_class(d->fn, v);
  uint32_t best = UINT32_MAX;
  for (int f = 0; f < VL_FILE_SPECIAL; f++) {
    if (!(cls->files & (1u << f))) continue;
    uint32_t limit = d->budget.limit[f];
    vl_decider_limit(d, (vl_regfile)f, UINT32_MAX);   /* the analysis's own budget, for the search */
    for (uint32_t index = 0; index + cls->width <= d->budget.limit[f]; index += cls->align ? cls->align : 1) {
      if (!vl_occupancy_allows(&d->occ, v, (vl_regfile)f, index)) continue;
      uint32_t top = index + cls->width, increase = top > limit ? top - limit : 0;
      if (increase < best) *file = f, *new_limit = top > limit ? top : limit, best = increase;
      break;
    }
    d->budget.limit[f] = limit;
  }
  return best;
}

/* Each vreg once: a failed Kempe chain reports its moves again as it undoes them. */
static void recolor_moved(void *ctx, uint32_t vreg, vl_physreg before) {
  vl_recovery *r = ctx;
  if (r->is_moved[vreg]) return;
  r->is_moved[vreg] = true;
  r->moved[r->num_moved++] = vreg;
}

/* Moves placed values so that v finds room (alloc/recolor.h): under the decoding budget, or when
 * `wide` under the analysis's own, the decoding budget then grown to cover what moved and v's room.
 * Nothing is taken out, so nothing is decided again: each recolouring brings decoding one placement
 * closer to its end. */
static bool recolor(vl_recovery *r, uint32_t v, bool wide) {
  vl_decider *d = r->d;
  const vl_target *target = d->fn->module->target;
  if (!r->recolor) r->recolor = vl_recolor_new(&d->occ, d->reg, r->arena);
  uint32_t limit[VL_NUM_FILES];
  memcpy(limit, d->budget.limit, sizeof limit);
  if (wide) memcpy(d->budget.limit, d->an->budget.limit, sizeof limit);
  vl_physreg at = {0, 0, 0};
  r->num_moved = 0;
  const vl_regclass *cls = vl_vreg_class(d->fn, v);
  for (int f = 0; f < VL_FILE_SPECIAL && !at.count; f++)   /* cheapest: holders into vcc */
    if (cls->files & (1u << f)) at = vl_recolor_to_special(&d->occ, d->reg, v, (vl_regfile)f, r->scratch, recolor_moved, r);
  bool ok = at.count || vl_recolor_clear(r->recolor, v, &at, recolor_moved, r);
  memcpy(d->budget.limit, limit, sizeof limit);
  for (uint32_t i = 0; i < r->num_moved; i++) r->is_moved[r->moved[i]] = false;
  if (!ok) return false;
  r->recolorings++;
  /* Where each vreg moved is now (a chain moved and moved back is where it was). */
  for (uint32_t i = 0; i <= r->num_moved; i++) {
    vl_physreg reg = i < r->num_moved ? d->reg[r->moved[i]] : at;
    if (!reg.count || reg.unit >= target->file_base[VL_FILE_SPECIAL]) continue;
    vl_regfile f = vl_target_unit_file(target, reg.unit);
    uint32_t top = reg.unit - target->file_base[f] + reg.count;
    if (i < r->num_moved && top > d->high[f]) d->high[f] = top;
    if (top > d->budget.limit[f]) vl_decider_limit(d, f, top);
  }
  return true;
}

/* Cheapest first: recolouring within the decoding budget (nothing decided again); an eviction within
 * it; an eviction whose holders grow it less than v itself would; growing it for v; a cascade (the
 * holders may need evictions in turn); recolouring under the analysis's own budget. */
vl_recover_step vl_recovery_prepare(vl_recovery *r, uint32_t v) {
  vl_decider *d = r->d;
  d->offer = NULL;
  if (recolor(r, v, false)) return VL_RECOVER_RECOLOR;
  if (r->evictions_left && offer_evictions(r, v, UNDER_LIMIT, 1)) return VL_RECOVER_EVICT;
  if (r->no_raise) return VL_RECOVER_NONE;
  int file = 0;
  uint32_t limit = 0, raise = raise_needed(d, v, &file, &limit);
  if (r->evictions_left && offer_evictions(r, v, UNDER_BUDGET, raise)) return VL_RECOVER_EVICT;
  if (raise != UINT32_MAX) {
    vl_decider_limit(d, (vl_regfile)file, limit);
    r->raises++;
    return VL_RECOVER_RAISE;
  }
  if (r->evictions_left && offer_evictions(r, v, CASCADE, UINT32_MAX)) return VL_RECOVER_EVICT;
  if (recolor(r, v, true)) return VL_RECOVER_RECOLOR;
  return VL_RECOVER_NONE;
}

void vl_recovery_evict(vl_recovery *r, uint32_t v, vl_physreg reg) {
  vl_decider *d = r->d;
  uint32_t holders[VL_RECOVER_MAX_HOLDERS];
  uint32_t h = vl_occupancy_holders(&d->occ, d->reg, v, reg, r->rivals, r->num_rivals, holders, VL_RECOVER_MAX_HOLDERS);
  for (uint32_t i = 0; i < h && h <= VL_RECOVER_MAX_HOLDERS; i++) {
    vl_decider_unplace(d, holders[i]);
    r->evicted[holders[i]]++;
    r->pending[r->num_pending++] = holders[i];
  }
  r->evictions++;
  r->evictions_left--;
  d->offer = NULL;
}

bool vl_recovery_next(vl_recovery *r, uint32_t *v) {
  if (!r->num_pending) return false;
  uint32_t best = 0;
  for (uint32_t i = 1; i < r->num_pending; i++)
    if (r->position[r->pending[i]] < r->position[r->pending[best]]) best = i;
  *v = r->pending[best];
  r->pending[best] = r->pending[--r->num_pending];
  return true;
}
