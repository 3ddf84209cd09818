/* De-allocation: ptxas's R registers become virtual registers (see sass.h).
 * 1. Every written unit of R (R1 excepted) is a definition; each unit also
 *    has an "entry" definition standing for whatever it holds on entry.
 * 2. Reaching definitions over the blocks, with the shared dataflow solver.
 * 3. Union-find: a use joins every definition reaching it, a guarded
 *    definition joins those reaching it too (it may keep the old value), so
 *    does a definition of a unit the instruction reads after it issues, and
 *    the units of one tuple operand join each other. A class of the union is
 *    one virtual register: its lowest unit is lane 0, its width the span of
 *    its units (1, 2, 3 or 4), its alignment that of its widest tuple operand.
 * Two classes on one physical register are never live at once (a point where
 * both reached a later use would have joined them), so ptxas's assignment is
 * one valid answer: fn->original_reg.
 * Needs: a parsed function whose R operands are physical. Produces: its vregs. */
#include <stdlib.h>
#include <string.h>

#include "../analysis/dataflow.h"
#include "../target/nvidia.h"
#include "sass_internal.h"

typedef struct webs {
  uint32_t *parent;
  uint32_t num_defs;      /* real definitions; entry definitions follow, one per unit */
  uint32_t num_units;     /* R units */
} webs;

static uint32_t find(webs *w, uint32_t x) {
  while (w->parent[x] != x) {
    w->parent[x] = w->parent[w->parent[x]];
    x = w->parent[x];
  }
  return x;
}

static void join(webs *w, uint32_t a, uint32_t b) {
  a = find(w, a), b = find(w, b);
  if (a != b) w->parent[a < b ? b : a] = a < b ? a : b;
}

/* Is op an R operand that becomes virtual? */
static bool renamed(const vl_function *fn, const vl_operand *op) {
  const vl_target *t = fn->module->target;
  return op->kind == VL_OP_PREG && vl_target_unit_file(t, op->preg.unit) == VL_FILE_VECTOR && op->preg.unit != 1;
}

bool vl_sass_build_webs(vl_function *fn, const bool *guarded, const bool *reads_late, const char *path,
                        vl_diags *diags) {
  const vl_target *t = fn->module->target;
  uint32_t units = t->num_regs[VL_FILE_VECTOR];
  /* 1. Definitions, numbered in layout order; per unit, its definitions. */
  uint32_t num_defs = 0;
  for (uint32_t i = 0; i < fn->num_instrs; i++)
    for (uint32_t o = 0; o < fn->instrs[i].num_ops; o++) {
      const vl_operand *op = &fn->instrs[i].ops[o];
      if ((op->flags & VL_OPF_DEF) && renamed(fn, op)) num_defs += op->preg.count;
    }
  uint32_t total = num_defs + units;
  webs w = {.parent = malloc(sizeof(uint32_t) * total), .num_defs = num_defs, .num_units = units};
  uint32_t *def_unit = malloc(sizeof(uint32_t) * total);
  uint32_t *op_web = NULL;   /* per operand occurrence: the web of its first unit */
  uint32_t num_occ = 0;
  for (uint32_t i = 0; i < fn->num_instrs; i++) num_occ += fn->instrs[i].num_ops;
  op_web = malloc(sizeof(uint32_t) * (num_occ + 1));
  if (!w.parent || !def_unit || !op_web) abort();
  for (uint32_t d = 0; d < total; d++) w.parent[d] = d;
  for (uint32_t u = 0; u < units; u++) def_unit[num_defs + u] = u;
  vl_arena scratch = {0};
  /* 2. Reaching definitions: gen = the last definition of each unit in the block,
   * kill = every definition of the units it writes. */
  vl_dataflow df = vl_dataflow_new(fn, total, false, &scratch);
  vl_bitset *of_unit = VL_NEW_ARRAY(&scratch, vl_bitset, units);
  for (uint32_t u = 0; u < units; u++) {
    of_unit[u] = vl_bitset_new(&scratch, total);
    vl_bitset_set(&of_unit[u], num_defs + u);
  }
  for (uint32_t i = 0, d = 0; i < fn->num_instrs; i++)
    for (uint32_t o = 0; o < fn->instrs[i].num_ops; o++) {
      const vl_operand *op = &fn->instrs[i].ops[o];
      if (!(op->flags & VL_OPF_DEF) || !renamed(fn, op)) continue;
      for (uint32_t l = 0; l < op->preg.count; l++, d++) {
        def_unit[d] = op->preg.unit + l;
        vl_bitset_set(&of_unit[def_unit[d]], d);
      }
    }
  for (uint32_t b = 0, d = 0; b < fn->num_blocks; b++) {
    const vl_block *blk = &fn->blocks[b];
    for (uint32_t k = 0; k < blk->num_instrs; k++) {
      const vl_instr *in = &fn->instrs[blk->first_instr + k];
      for (uint32_t o = 0; o < in->num_ops; o++) {
        const vl_operand *op = &in->ops[o];
        if (!(op->flags & VL_OPF_DEF) || !renamed(fn, op)) continue;
        for (uint32_t l = 0; l < op->preg.count; l++, d++) {
          const vl_bitset *all = &of_unit[op->preg.unit + l];
          for (uint32_t x = 0; x < all->num_words; x++) df.gen[b].words[x] &= ~all->words[x];
          vl_bitset_union(&df.kill[b], all);
          vl_bitset_set(&df.gen[b], d);
        }
      }
    }
  }
  if (fn->num_blocks)
    for (uint32_t u = 0; u < units; u++) vl_bitset_set(&df.in[0], num_defs + u);
  vl_dataflow_solve(&df, &scratch);
  /* 3. Webs: walk each block with the current web per unit. */
  uint32_t *cur = malloc(sizeof(uint32_t) * units);
  uint8_t *align = calloc(total, 1);
  uint16_t *lo = malloc(sizeof(uint16_t) * total), *hi = calloc(total, sizeof(uint16_t));
  if (!cur || !align || !lo || !hi) abort();
  for (uint32_t x = 0; x < total; x++) lo[x] = UINT16_MAX;
  uint32_t occ = 0, d = 0;
  for (uint32_t b = 0; b < fn->num_blocks; b++) {
    const vl_block *blk = &fn->blocks[b];
    for (uint32_t u = 0; u < units; u++) cur[u] = UINT32_MAX;
    const vl_bitset *in_b = &df.in[b];
    for (int x = vl_bitset_next(in_b, 0); x >= 0; x = vl_bitset_next(in_b, (uint32_t)x + 1)) {
      uint32_t u = def_unit[x];
      if (cur[u] == UINT32_MAX) cur[u] = (uint32_t)x;
      else join(&w, cur[u], (uint32_t)x);
    }
    for (uint32_t u = 0; u < units; u++)
      if (cur[u] == UINT32_MAX) cur[u] = num_defs + u;   /* unreachable block: what the unit held */
    for (uint32_t k = 0; k < blk->num_instrs; k++) {
      uint32_t i = blk->first_instr + k;
      const vl_instr *in = &fn->instrs[i];
      uint32_t first_occ = occ;
      /* Uses first (they read the values before the instruction's writes). */
      for (uint32_t o = 0; o < in->num_ops; o++) {
        const vl_operand *op = &in->ops[o];
        if ((op->flags & VL_OPF_DEF) || !renamed(fn, op)) continue;
        op_web[first_occ + o] = cur[op->preg.unit];
        for (uint32_t l = 1; l < op->preg.count; l++) join(&w, cur[op->preg.unit], cur[op->preg.unit + l]);
      }
      for (uint32_t o = 0; o < in->num_ops; o++) {
        const vl_operand *op = &in->ops[o];
        if (!(op->flags & VL_OPF_DEF) || !renamed(fn, op)) continue;
        uint32_t first = d;
        for (uint32_t l = 0; l < op->preg.count; l++, d++) {
          uint32_t u = op->preg.unit + l;
          /* A guarded write may keep the old value, and a late reader's write of its own source
           * must land where the source was (sass_internal.h): one web. */
          if (guarded[i] || (reads_late[i] && vl_sass_reads_unit(in, u))) join(&w, d, cur[u]);
          cur[u] = d;
          if (l) join(&w, first, d);
        }
        op_web[first_occ + o] = first;
      }
      occ += in->num_ops;
    }
  }
  /* Extent and alignment of each class. */
  occ = 0;
  for (uint32_t i = 0; i < fn->num_instrs; i++) {
    const vl_instr *in = &fn->instrs[i];
    for (uint32_t o = 0; o < in->num_ops; o++) {
      const vl_operand *op = &in->ops[o];
      if (!renamed(fn, op)) continue;
      uint32_t r = find(&w, op_web[occ + o]);
      uint8_t a = op->preg.count == 3 ? 4 : op->preg.count;
      if (a > align[r]) align[r] = a;
      if (op->preg.unit < lo[r]) lo[r] = op->preg.unit;
      if (op->preg.unit + op->preg.count - 1 > hi[r]) hi[r] = (uint16_t)(op->preg.unit + op->preg.count - 1);
    }
    occ += in->num_ops;
  }
  /* Virtual registers, numbered by first appearance. */
  uint32_t *vreg_of = malloc(sizeof(uint32_t) * total);
  if (!vreg_of) abort();
  for (uint32_t x = 0; x < total; x++) vreg_of[x] = UINT32_MAX;
  uint32_t num_vregs = 0;
  bool ok = true;
  occ = 0;
  for (uint32_t i = 0; i < fn->num_instrs && ok; i++) {
    const vl_instr *in = &fn->instrs[i];
    for (uint32_t o = 0; o < in->num_ops && ok; o++) {
      const vl_operand *op = &in->ops[o];
      if (!renamed(fn, op)) continue;
      uint32_t r = find(&w, op_web[occ + o]);
      if (vreg_of[r] != UINT32_MAX) continue;
      unsigned width = hi[r] - lo[r] + 1u;
      if (width > 4 || lo[r] % align[r] || (width == 3 && lo[r] % 4)) {
        vl_diag_add(diags, path, op->line, op->col, VL_CAT_NONE,
                    "cannot form a register tuple: R%u..R%u are joined by tuple operands of alignment %u", lo[r],
                    hi[r], align[r]);
        ok = false;
        break;
      }
      vreg_of[r] = num_vregs++;
    }
    occ += in->num_ops;
  }
  if (ok) {
    fn->num_vregs = num_vregs;
    fn->vregs = VL_NEW_ARRAY(&fn->arena, vl_vreg, num_vregs + 1);
    vl_physreg *original = VL_NEW_ARRAY(&fn->arena, vl_physreg, num_vregs + 1);
    fn->original_reg = original;
    for (uint32_t v = 0; v < num_vregs; v++) fn->vregs[v].cls = -1;
    occ = 0;
    for (uint32_t i = 0; i < fn->num_instrs; i++) {
      vl_instr *in = &fn->instrs[i];
      uint32_t n = in->num_ops, extra = 0;
      for (uint32_t o = 0; o < n; o++) {
        vl_operand *op = &in->ops[o];
        if (!renamed(fn, op)) continue;
        uint32_t r = find(&w, op_web[occ + o]);
        uint32_t v = vreg_of[r], width = hi[r] - lo[r] + 1u;
        if (fn->vregs[v].cls < 0) {
          fn->vregs[v].cls = (int16_t)vl_nvidia_class_for(t, VL_FILE_VECTOR, width);
          fn->vregs[v].used = true;
          fn->vregs[v].line = op->line;
          fn->vregs[v].col = op->col;
          original[v] = (vl_physreg){lo[r], (uint8_t)width, 0};
        }
        unsigned offset = op->preg.unit - lo[r];
        op->kind = VL_OP_VREG;
        op->reg = v;
        op->subreg = offset == 0 && op->preg.count == width ? 0 : (vl_subreg)(offset | (unsigned)op->preg.count << 8);
        if ((op->flags & VL_OPF_DEF) && guarded[i]) extra++;
      }
      occ += n;
      if (!extra) continue;
      /* A guarded write keeps the old value where the guard is false: an implicit use. */
      vl_operand *ops = VL_NEW_ARRAY(&fn->arena, vl_operand, n + extra);
      memcpy(ops, in->ops, sizeof *ops * n);
      for (uint32_t o = 0; o < n; o++)
        if (ops[o].kind == VL_OP_VREG && (ops[o].flags & VL_OPF_DEF)) {
          vl_operand use = ops[o];
          use.flags = VL_OPF_IMPLICIT;
          use.begin = use.end = 0;
          ops[in->num_ops++] = use;
        }
      in->ops = ops;
    }
  }
  free(vreg_of);
  free(cur);
  free(align);
  free(lo);
  free(hi);
  free(op_web);
  free(def_unit);
  free(w.parent);
  vl_arena_free(&scratch);
  return ok;
}
