/* Where a spill plan's code goes, in the registers the code has (see spill_sites.h). */
#include "spill_sites.h"

#include <stdlib.h>

static int by_place(const void *pa, const void *pb) {
  const vl_spill_site *a = pa, *b = pb;
  if (a->before != b->before) return a->before < b->before ? -1 : 1;
  if (a->store != b->store) return a->store ? -1 : 1;
  return a->vreg < b->vreg ? -1 : a->vreg > b->vreg;
}

static bool gap_ends_at(const vl_spill_choice *ch, uint32_t k) {
  for (size_t g = 0; g < ch->gap_ends.len; g++)
    if (ch->gap_ends.data[g] == k) return true;
  return false;
}

uint32_t vl_spill_sites(const vl_function *fn, const vl_spill_plan *plan, vl_spill_site **out) {
  size_t n = 0, cap = 64, choices = plan->choices.len;
  vl_spill_site *s = malloc(cap * sizeof *s);
  bool *loaded = calloc(choices + 1, 1);
  if (!s || !loaded) abort();
  for (uint32_t b = 0; b < fn->num_blocks; b++) {
    for (size_t c = 0; c < choices; c++) loaded[c] = false;   /* every block reloads for itself */
    for (uint32_t i = 0; i < fn->blocks[b].num_instrs; i++) {
      uint32_t k = fn->blocks[b].first_instr + i;
      const vl_instr *in = &fn->instrs[k];
      for (uint32_t o = 0; o < in->num_ops; o++) {
        const vl_operand *op = &in->ops[o];
        if (op->kind != VL_OP_VREG || op->reg >= fn->num_vregs || !plan->choice_of[op->reg]) continue;
        bool seen = false, reads = false, writes = false;
        for (uint32_t p = 0; p < in->num_ops; p++) {
          if (in->ops[p].kind != VL_OP_VREG || in->ops[p].reg != op->reg) continue;
          seen |= p < o;
          writes |= (in->ops[p].flags & VL_OPF_DEF) != 0;
          reads |= !(in->ops[p].flags & (VL_OPF_DEF | VL_OPF_UNDEF | VL_OPF_DEBUG));
        }
        if (seen) continue;
        uint32_t ci = plan->choice_of[op->reg] - 1;
        const vl_spill_choice *ch = &plan->choices.data[ci];
        if (n + 2 > cap) {
          cap *= 2;
          if (!(s = realloc(s, cap * sizeof *s))) abort();
        }
        if (reads && (!loaded[ci] || gap_ends_at(ch, k))) s[n++] = (vl_spill_site){k, op->reg, ch->home.slot, false};
        if (writes) s[n++] = (vl_spill_site){k + 1, op->reg, ch->home.slot, true};
        loaded[ci] = true;
      }
    }
  }
  free(loaded);
  qsort(s, n, sizeof *s, by_place);
  *out = s;
  return (uint32_t)n;
}
