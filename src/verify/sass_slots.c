/* Are the SASS reloads identities (see sass_slots.h)? */
#include "sass_slots.h"

#include <stdlib.h>

#include "../analysis/dataflow.h"

typedef struct slots_ctx {
  const vl_function *fn;
  const vl_sass_moves *mv;
  uint32_t *offset;        /* per slot, ascending */
  uint32_t *reg;           /* per slot: the R index its stores name */
  uint32_t num_slots;
  int32_t *move_at;        /* per instruction of fn: the move there, or -1 */
  vl_bitset *of_reg;       /* per R index: the slots that mirror it */
  vl_bitset all;
} slots_ctx;

static uint32_t slot_of(const slots_ctx *c, uint32_t offset) {
  uint32_t lo = 0, hi = c->num_slots;
  while (lo < hi) {
    uint32_t mid = (lo + hi) / 2;
    if (c->offset[mid] < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/* The slots instruction x makes stale into *set (ORed); a store's slot into *fresh (or UINT32_MAX). */
static void effect(const slots_ctx *c, uint32_t x, vl_bitset *set, uint32_t *fresh) {
  const vl_function *fn = c->fn;
  const vl_target *t = fn->module->target;
  *fresh = UINT32_MAX;
  int32_t j = c->move_at[x];
  if (j >= 0 && c->mv->moves[j].op == VL_SASS_STL) {
    *fresh = slot_of(c, c->mv->moves[j].offset);
    return;
  }
  const vl_instr *in = &fn->instrs[x];
  for (uint32_t o = 0; o < in->num_ops; o++) {
    const vl_operand *op = &in->ops[o];
    if (!(op->flags & VL_OPF_DEF)) continue;
    vl_physreg r = op->kind == VL_OP_VREG ? vl_physreg_subreg(fn->original_reg[op->reg], op->subreg)
                   : op->kind == VL_OP_PREG ? op->preg : (vl_physreg){0};
    for (unsigned u = r.unit; u < r.unit + r.count; u++) {
      if (u < t->file_base[VL_FILE_VECTOR] || u >= t->file_base[VL_FILE_VECTOR] + t->num_regs[VL_FILE_VECTOR]) continue;
      vl_bitset_union(set, &c->of_reg[u - t->file_base[VL_FILE_VECTOR]]);
    }
  }
  if (j >= 0 && c->mv->moves[j].op == VL_SASS_LDL) {   /* its own slot holds what it loads */
    *fresh = slot_of(c, c->mv->moves[j].offset);
  }
}

/* state := after instruction x. */
static void step(const slots_ctx *c, uint32_t x, vl_bitset *state, vl_bitset *scratch) {
  uint32_t fresh;
  vl_bitset_zero(scratch);
  effect(c, x, scratch, &fresh);
  vl_bitset_union(state, scratch);
  if (fresh != UINT32_MAX) vl_bitset_clear(state, fresh);
}

static int cmp_u32(const void *a, const void *b) {
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return x < y ? -1 : x > y;
}

uint32_t vl_sass_slots_check(const vl_function *fn, const vl_sass_moves *mv, vl_diags *diags) {
  vl_arena arena = {0};
  slots_ctx c = {.fn = fn, .mv = mv};
  uint32_t n = 0, bad = 0, regs = fn->module->target->num_regs[VL_FILE_VECTOR];
  c.offset = VL_NEW_ARRAY(&arena, uint32_t, mv->count + 1);
  for (uint32_t j = 0; j < mv->count; j++)
    if (vl_sass_move_slot(&mv->moves[j])) c.offset[n++] = mv->moves[j].offset;
  qsort(c.offset, n, sizeof *c.offset, cmp_u32);
  for (uint32_t i = 0; i < n; i++)
    if (!c.num_slots || c.offset[c.num_slots - 1] != c.offset[i]) c.offset[c.num_slots++] = c.offset[i];
  if (!c.num_slots) {
    vl_arena_free(&arena);
    return 0;
  }
  c.reg = VL_NEW_ARRAY(&arena, uint32_t, c.num_slots);
  for (uint32_t s = 0; s < c.num_slots; s++) c.reg[s] = UINT32_MAX;
  c.of_reg = VL_NEW_ARRAY(&arena, vl_bitset, regs);
  for (uint32_t r = 0; r < regs; r++) c.of_reg[r] = vl_bitset_new(&arena, c.num_slots);
  c.move_at = VL_NEW_ARRAY(&arena, int32_t, fn->num_instrs + 1);
  for (uint32_t x = 0; x < fn->num_instrs; x++) c.move_at[x] = -1;
  for (uint32_t j = 0; j < mv->count; j++) {
    const vl_sass_move *m = &mv->moves[j];
    if (m->before + j < fn->num_instrs) c.move_at[m->before + j] = (int32_t)j;
    if (!vl_sass_move_slot(m) || m->reg >= regs) continue;
    uint32_t s = slot_of(&c, m->offset);
    if (c.reg[s] == UINT32_MAX) {
      c.reg[s] = m->reg;
      vl_bitset_set(&c.of_reg[m->reg], s);
    } else if (c.reg[s] != m->reg) {
      const vl_instr *in = &fn->instrs[m->before + j < fn->num_instrs ? m->before + j : 0];
      vl_diag_add(diags, fn->module->path, in->line, 1, VL_CAT_DATAFLOW,
                  "slot [R1+0x%x] holds R%u elsewhere, R%u here: a reload from it is no identity", m->offset, c.reg[s], m->reg);
      bad++;
    }
  }
  c.all = vl_bitset_new(&arena, c.num_slots);
  for (uint32_t s = 0; s < c.num_slots; s++) vl_bitset_set(&c.all, s);
  vl_dataflow df = vl_dataflow_new(fn, c.num_slots, false, &arena);
  vl_bitset scratch = vl_bitset_new(&arena, c.num_slots);
  for (uint32_t b = 0; b < fn->num_blocks; b++) {   /* gen: stale at the end; kill: fresh at the end */
    vl_bitset_zero(&df.gen[b]);
    for (uint32_t i = 0; i < fn->blocks[b].num_instrs; i++) step(&c, fn->blocks[b].first_instr + i, &df.gen[b], &scratch);
    vl_bitset_zero(&df.kill[b]);
    vl_bitset state = vl_bitset_new(&arena, c.num_slots);
    vl_bitset_copy(&state, &c.all);
    for (uint32_t i = 0; i < fn->blocks[b].num_instrs; i++) step(&c, fn->blocks[b].first_instr + i, &state, &scratch);
    for (uint32_t s = 0; s < c.num_slots; s++)
      if (!vl_bitset_test(&state, s)) vl_bitset_set(&df.kill[b], s);
  }
  /* At entry no slot is stale: a register nothing has written yet holds no defined value, and
   * neither does a slot (a path that skips a value's definitions reads garbage either way). */
  vl_dataflow_solve(&df, &arena);
  for (uint32_t b = 0; b < fn->num_blocks; b++) {
    vl_bitset state = vl_bitset_new(&arena, c.num_slots);
    vl_bitset_copy(&state, &df.in[b]);
    for (uint32_t i = 0; i < fn->blocks[b].num_instrs; i++) {
      uint32_t x = fn->blocks[b].first_instr + i;
      int32_t j = c.move_at[x];
      if (j >= 0 && mv->moves[j].op == VL_SASS_LDL && vl_bitset_test(&state, slot_of(&c, mv->moves[j].offset))) {
        vl_diag_add(diags, fn->module->path, fn->instrs[x].line, 1, VL_CAT_DATAFLOW,
                    "LDL R%u, [R1+0x%x]: on some path the slot does not hold what R%u holds (no store of it since "
                    "R%u was last written): the reload would change the kernel", mv->moves[j].reg, mv->moves[j].offset,
                    mv->moves[j].reg, mv->moves[j].reg);
        bad++;
      }
      step(&c, x, &state, &scratch);
    }
  }
  vl_arena_free(&arena);
  return bad;
}
