/* Recolouring (see recolor.h). */
#include "recolor.h"

#include <stdlib.h>

enum { MAX_HOLDERS = 8, WINDOW_NODES = 20000 };

typedef struct target_reg {
  vl_physreg reg;
  uint32_t lanes;   /* of its holders: narrow ones move most easily */
} target_reg;

struct vl_recolor {
  vl_placed p;
  vl_kempe *kempe;
  vl_window *window;
  uint32_t *rivals;      /* per vreg */
  target_reg *tries;     /* per unit */
  uint32_t nodes_per_var;   /* the window search's bound per variable (0: none) */
};

vl_recolor *vl_recolor_new(vl_occupancy *occ, vl_physreg *reg, vl_arena *arena) {
  vl_recolor *r = VL_NEW(arena, vl_recolor);
  r->p = vl_placed_of(occ, reg);
  r->kempe = vl_kempe_new(occ, reg, arena);
  r->window = vl_window_new(occ, reg, arena);
  r->rivals = VL_NEW_ARRAY(arena, uint32_t, r->p.fn->num_vregs + 1);
  r->tries = VL_NEW_ARRAY(arena, target_reg, r->p.target->num_units + 1);
  return r;
}

void vl_recolor_set_nodes_per_var(vl_recolor *r, uint32_t n) { r->nodes_per_var = n; }

static int by_lanes(const void *x, const void *y) {
  const target_reg *a = x, *b = y;
  if (a->lanes != b->lanes) return a->lanes < b->lanes ? -1 : 1;
  return a->reg.unit < b->reg.unit ? -1 : a->reg.unit > b->reg.unit;
}

/* The legal registers of v held by 1 to MAX_HOLDERS placed vregs, fewest lanes held first. */
static uint32_t gather_tries(vl_recolor *r, uint32_t v) {
  const vl_regclass *cls = vl_vreg_class(r->p.fn, v);
  uint32_t num_rivals = vl_occupancy_rivals(r->p.occ, r->p.reg, v, r->rivals), n = 0, holders[MAX_HOLDERS];
  for (int file = 0; file < VL_FILE_SPECIAL; file++) {
    if (!(cls->files & (1u << file))) continue;
    for (uint32_t index = 0; index + cls->width <= r->p.occ->budget->limit[file]; index += cls->align ? cls->align : 1) {
      vl_physreg reg = vl_occupancy_candidate(r->p.occ, v, (vl_regfile)file, index);
      if (!reg.count) continue;
      uint32_t h = vl_occupancy_holders(r->p.occ, r->p.reg, v, reg, r->rivals, num_rivals, holders, MAX_HOLDERS);
      if (h < 1 || h > MAX_HOLDERS) continue;
      r->tries[n] = (target_reg){reg, 0};
      for (uint32_t i = 0; i < h; i++) r->tries[n].lanes += r->p.reg[holders[i]].count;
      n++;
    }
  }
  qsort(r->tries, n, sizeof *r->tries, by_lanes);
  return n;
}

bool vl_recolor_clear(vl_recolor *r, uint32_t v, vl_physreg *at,
                      void (*moved)(void *ctx, uint32_t vreg, vl_physreg before), void *ctx) {
  vl_kempe_invalidate(r->kempe);   /* the caller has placed registers since the last call */
  for (uint32_t i = 0, n = gather_tries(r, v); i < n; i++)
    if (vl_kempe_clear(r->kempe, v, r->tries[i].reg, moved, ctx)) {
      *at = r->tries[i].reg;
      return true;
    }
  if (!vl_window_place(r->window, v, WINDOW_NODES, r->nodes_per_var, moved, ctx)) return false;
  *at = r->p.reg[v];   /* the search placed v too: the caller places it */
  vl_occupancy_mark(r->p.occ, v, *at, false);
  r->p.reg[v] = (vl_physreg){0, 0, 0};
  return true;
}

vl_physreg vl_recolor_to_special(vl_occupancy *occ, vl_physreg *reg, uint32_t v, vl_regfile file, uint32_t *rivals,
                                 void (*moved)(void *ctx, uint32_t vreg, vl_physreg before), void *ctx) {
  const vl_target *target = occ->target;
  const vl_regclass *cls = vl_vreg_class(occ->fn, v);
  uint32_t num_rivals = vl_occupancy_rivals(occ, reg, v, rivals);
  for (uint32_t index = 0; index + cls->width <= occ->budget->limit[file]; index += cls->align ? cls->align : 1) {
    vl_physreg at = vl_occupancy_candidate(occ, v, file, index), specials[3], before[2];
    uint32_t holders[2], n = at.count ? vl_occupancy_holders(occ, reg, v, at, rivals, num_rivals, holders, 2) : 0;
    if (!n || n > 2) continue;
    uint32_t placed = 0;
    for (; placed < n; placed++) {
      uint32_t u = holders[placed];
      vl_occupancy_mark(occ, u, reg[u], false);
      vl_physreg to = {0, 0, 0};
      for (unsigned k = 0, m = vl_target_allocatable_specials(target, occ->fn->vregs[u].cls, specials); k < m && !to.count; k++)
        if (vl_occupancy_fits(occ, u, specials[k])) to = specials[k];
      if (!to.count) {
        vl_occupancy_mark(occ, u, reg[u], true);
        break;
      }
      before[placed] = reg[u];
      reg[u] = to;
      vl_occupancy_mark(occ, u, to, true);
    }
    if (placed == n && vl_occupancy_fits(occ, v, at)) {
      for (uint32_t i = 0; moved && i < n; i++) moved(ctx, holders[i], before[i]);
      return at;
    }
    while (placed-- > 0) {   /* back where they were */
      uint32_t u = holders[placed];
      vl_occupancy_mark(occ, u, reg[u], false);
      reg[u] = before[placed];
      vl_occupancy_mark(occ, u, reg[u], true);
    }
  }
  return (vl_physreg){0, 0, 0};
}
