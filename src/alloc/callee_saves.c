/* Callee-saved SGPRs and their lane VGPRs (see callee_saves.h). An SGPR counts
 * as written when a virtual register is assigned to it or an instruction
 * defines it physically (a call's `dead $sgpr30_sgpr31 = SI_CALL`: the return
 * address); registers the budget reserves (the stack and frame pointers) are
 * the frame code's. A lane VGPR must be free in the whole function, since the
 * saves write lanes regardless of exec, and preserved by every call. */
#include "callee_saves.h"

#include <string.h>

#include "../target/target.h"

static void mark(vl_bitset *set, vl_physreg r) {
  for (unsigned i = 0; i < r.count; i++) vl_bitset_set(set, r.unit + i);
}

static bool overlaps(vl_physreg a, vl_physreg b) {
  return a.count && b.count && a.unit < b.unit + b.count && b.unit < a.unit + a.count;
}

/* Whether the prologue can save the saves (callee_saves.h): they are exactly the
 * return address pair, written by calls alone (no value of ours lives there), on
 * wave64 (on wave32 sgprForEXECCopy holds one SGPR), the function calls (so
 * every other SGPR is taken and the prologue puts the pair in lanes rather
 * than renaming it to a free one) and has no whole-wave spill of its own (which
 * would use sgprForEXECCopy as LLVM means it). */
static bool prologue_saves(const vl_function *fn, const vl_assignment *a, const vl_callee_saves *s, bool calls,
                           bool wwm_spills) {
  const vl_target *t = fn->module->target;
  vl_physreg ra;
  if (!calls || wwm_spills || t->wave_size != 64 || !fn->info.sgpr_for_exec_copy.count || s->num_sgprs != 2 ||
      !vl_target_parse_physreg(t, VL_RETURN_ADDRESS_PAIR, strlen(VL_RETURN_ADDRESS_PAIR), &ra) || ra.count != 2 || s->sgprs[0] != ra.unit ||
      s->sgprs[1] != ra.unit + 1)
    return false;
  for (uint32_t v = 0; a && v < a->num_vregs; v++)
    if (overlaps(a->reg[v], ra)) return false;
  return true;
}

bool vl_callee_saves_plan(const vl_function *fn, const vl_assignment *a, const vl_budget *budget,
                          vl_callee_saves *out) {
  const vl_target *t = fn->module->target;
  *out = (vl_callee_saves){0};
  if (fn->info.is_entry_function || !vl_target_callee_saved_mask(t)) return true;
  vl_arena arena = {0};
  vl_bitset written = vl_bitset_new(&arena, t->num_units), named = vl_bitset_new(&arena, t->num_units);
  for (uint32_t v = 0; a && v < a->num_vregs; v++) {
    mark(&written, a->reg[v]);
    mark(&named, a->reg[v]);
  }
  for (uint32_t i = 0; i < fn->num_liveins; i++) mark(&named, fn->liveins[i].reg);
  bool calls = false, wwm_spills = false;
  for (uint32_t k = 0; k < fn->num_instrs; k++) {
    const vl_instr *in = &fn->instrs[k];
    if (!strncmp(in->opcode, "SI_SPILL_WWM_", 13)) wwm_spills = true;
    for (uint32_t o = 0; o < in->num_ops; o++) {
      const vl_operand *op = &in->ops[o];
      if (op->kind == VL_OP_PREG) {
        mark(&named, op->preg);
        if (op->flags & VL_OPF_DEF) mark(&written, op->preg);
      } else if (op->kind == VL_OP_REGMASK) {
        calls = true;
        for (uint32_t u = t->file_base[VL_FILE_VECTOR]; u < t->file_base[VL_FILE_VECTOR] + t->num_regs[VL_FILE_VECTOR];
             u++) {
          bool known;
          if (!vl_target_regmask_preserves(t, op->text, u, &known)) vl_bitset_set(&named, u);
        }
      }
    }
  }
  for (uint32_t i = 0; i < t->num_regs[VL_FILE_SCALAR] && out->num_sgprs < sizeof out->sgprs / sizeof *out->sgprs;
       i++) {
    uint32_t u = t->file_base[VL_FILE_SCALAR] + i;
    if (vl_bitset_test(&written, u) && !vl_bitset_test(&budget->reserved, u) && vl_target_callee_saved(t, u))
      out->sgprs[out->num_sgprs++] = (uint16_t)u;
  }
  uint32_t needed = (out->num_sgprs + t->wave_size - 1) / t->wave_size;
  for (uint32_t i = 0; i < budget->limit[VL_FILE_VECTOR] && out->num_vgprs < needed; i++) {
    uint32_t u = t->file_base[VL_FILE_VECTOR] + i;
    if (!vl_bitset_test(&named, u) && !vl_bitset_test(&budget->reserved, u)) out->vgprs[out->num_vgprs++] = (uint16_t)u;
  }
  vl_arena_free(&arena);
  out->by_prologue = out->num_vgprs == needed && prologue_saves(fn, a, out, calls, wwm_spills);
  return out->num_vgprs == needed;
}

/* The saves the rewriter will write: none in code already physical (LLVM's own
 * output has its saves in it; the rewriter copies such code unchanged). */
static bool plan_written(const vl_function *fn, const vl_assignment *a, vl_callee_saves *saves) {
  *saves = (vl_callee_saves){0};
  if (fn->info.is_entry_function || !fn->num_vregs) return false;
  vl_arena arena = {0};
  vl_budget budget = vl_budget_compute(fn, NULL, &arena);
  vl_callee_saves_plan(fn, a, &budget, saves);
  vl_arena_free(&arena);
  return saves->num_sgprs > 0;
}

void vl_callee_saves_cost(const vl_function *fn, const vl_assignment *a, const vl_cfg *cfg, vl_spill_cost *c) {
  vl_callee_saves saves;
  if (!plan_written(fn, a, &saves)) return;
  c->lane_writes += saves.num_sgprs;
  c->weighted += cfg->frequency[0] * saves.num_sgprs * VL_COST_COPY;
  for (uint32_t k = 0; k < fn->num_instrs; k++)
    if (vl_instr_is_return(&fn->instrs[k])) {
      c->lane_reads += saves.num_sgprs;
      c->weighted += cfg->frequency[fn->instrs[k].block] * saves.num_sgprs * VL_COST_COPY;
    }
}

void vl_callee_saves_count(const vl_function *fn, const vl_assignment *a, vl_alloc_stats *s) {
  vl_callee_saves saves;
  if (!plan_written(fn, a, &saves)) return;
  uint32_t base = fn->module->target->file_base[VL_FILE_VECTOR];
  for (uint32_t i = 0; i < saves.num_vgprs; i++)
    if (saves.vgprs[i] - base + 1u > s->used[VL_FILE_VECTOR]) s->used[VL_FILE_VECTOR] = saves.vgprs[i] - base + 1u;
}
