/* The cost of an allocation (see cost_model.h). */
#include "cost_model.h"

#include <string.h>

#include "../alloc/callee_saves.h"
#include "../target/target_ops.h"
#include "bank_conflicts.h"

bool vl_is_register_copy(const vl_target *t, const vl_instr *instr) {
  return t->ops->syntax == VL_SYNTAX_SASS ? !strcmp(instr->opcode, "MOV") && instr->num_ops >= 2 : instr->is_copy;
}

bool vl_is_copy_left(const vl_instr *instr, const vl_assignment *a) {
  if (instr->num_ops < 2) return false;
  vl_physreg dst = vl_assignment_operand_reg(a, &instr->ops[0]), src = vl_assignment_operand_reg(a, &instr->ops[1]);
  return dst.count && src.count && !vl_physreg_equal(dst, src);
}

double vl_cost_hiding_curve(double occupancy, double max, double half) {
  return occupancy > 0 && max > 0 ? (occupancy / (occupancy + half)) / (max / (max + half)) : 0;
}

double vl_cost_hiding(const vl_target *t, uint32_t waves) {
  return vl_cost_hiding_curve(waves, t->max_waves_per_simd, vl_cost_params_of(t)->occupancy_half);
}

vl_cost vl_cost_of(const vl_function *fn, const vl_cfg *cfg, const vl_assignment *a, const vl_resource_usage *usage,
                   vl_remats remats) {
  const vl_target *t = fn->module->target;
  const vl_cost_params *c = vl_cost_params_of(t);
  vl_launch launch = vl_launch_of(fn);
  vl_cost cost = {.launch = launch, .occupancy = vl_occupancy_limit_compute(t, usage, &launch)};
  vl_added_code *add = &cost.added;
  add->spill = vl_spill_cost_of(fn, cfg);
  vl_callee_saves_cost(fn, a, cfg, &add->spill);   /* the rewriter writes them after this code */
  add->spill_cost = add->spill.weighted;
  for (uint32_t b = 0; b < fn->num_blocks; b++) {
    const vl_block *block = &fn->blocks[b];
    double w = cfg->frequency[b];
    for (uint32_t i = 0; i < block->num_instrs; i++) {
      const vl_instr *instr = vl_block_instr(fn, block, i);
      if (instr->is_debug) continue;
      uint32_t conflicts = vl_bank_conflicts_of(c, t, instr, a);
      add->bank_conflicts += conflicts;
      add->bank_cost += w * conflicts * c->bank_conflict;
      if (vl_is_register_copy(t, instr)) {
        if (vl_is_copy_left(instr, a)) add->copies++, add->copy_cost += w * c->copy;
      } else if (vl_spill_kind_of(t, instr) == VL_SPILL_NONE) {
        cost.work += w;   /* spill code is priced above */
      }
    }
  }
  /* The spiller's tally is per function, not per block: weighted as if in the entry block. */
  add->cheap_remats = remats.cheap, add->expensive_remats = remats.expensive;
  add->remat_cost = remats.cheap * c->cheap_remat + remats.expensive * c->expensive_remat;
  cost.cycles = cost.work + add->copy_cost + add->spill_cost + add->remat_cost + add->bank_cost;
  cost.hiding = vl_cost_hiding(t, cost.occupancy.waves);
  cost.time = cost.hiding > 0 ? cost.cycles / cost.hiding : cost.cycles;
  return cost;
}

vl_cost vl_cost_of_physical(const vl_function *fn, vl_arena *arena) {
  vl_assignment *none = vl_assignment_new(fn, arena);   /* nothing virtual left to map */
  vl_alloc_stats s = vl_assignment_stats(fn, none);
  vl_resource_usage usage = vl_resource_usage_of(fn->module->target, s.used);
  return vl_cost_of(fn, vl_cfg_compute(fn, arena), none, &usage, (vl_remats){0});
}

json_t *vl_cost_json(const vl_cost *c) {
  const vl_occupancy_limit *o = &c->occupancy;
  const vl_added_code *a = &c->added;
  json_t *by = json_object();
  for (int l = 0; l < VL_NUM_LIMITS; l++) json_object_set_new(by, vl_limiter_name(l), json_integer(o->by[l]));
  return json_pack(
      "{s:f, s:f, s:f, s:f, s:{s:i, s:i, s:s, s:s, s:o, s:i, s:i}, s:{s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:f, s:f, s:f, s:f}}",
      "time", c->time, "cycles", c->cycles, "work", c->work, "hiding", c->hiding, "occupancy", "value", (int)o->waves,
      "max", (int)o->max, "unit", o->unit, "limiter", vl_limiter_name(o->limiter), "by", by, "threads", (int)c->launch.threads, "shared_bytes",
      (int)c->launch.shared_bytes, "added", "copies",
      (int)a->copies, "stores", (int)a->spill.stores, "reloads", (int)a->spill.reloads, "lane_writes",
      (int)a->spill.lane_writes, "lane_reads", (int)a->spill.lane_reads, "cheap_remats", (int)a->cheap_remats,
      "expensive_remats", (int)a->expensive_remats, "bank_conflicts", (int)a->bank_conflicts, "copy_cost",
      a->copy_cost, "spill_cost", a->spill_cost, "remat_cost", a->remat_cost, "bank_cost", a->bank_cost);
}

/* One breakdown: "C = work W + copies ... + bank conflicts ...". */
static void print_breakdown(FILE *out, const vl_cost *c) {
  const vl_added_code *a = &c->added;
  fprintf(out, "%.1f = work %.1f + copies %.1f (%u) + spill %.1f (%u stores, %u reloads, %u/%u lane) + remat %.1f (%u) "
          "+ bank conflicts %.1f (%u)\n",
          c->cycles, c->work, a->copy_cost, a->copies, a->spill_cost, a->spill.stores, a->spill.reloads,
          a->spill.lane_writes, a->spill.lane_reads, a->remat_cost, a->cheap_remats + a->expensive_remats,
          a->bank_cost, a->bank_conflicts);
}

void vl_cost_print(FILE *out, const char *indent, const vl_cost *ours, const vl_cost *ref, const char *ref_name) {
  const vl_occupancy_limit *o = &ours->occupancy;
  fprintf(out, "%scost: predicted time %.1f", indent, ours->time);
  if (ref) fprintf(out, " (%s %.1f, %.3fx)", ref_name, ref->time, ref->time > 0 ? ours->time / ref->time : 0.0);
  fprintf(out, "; occupancy %u %s (limiter: %s", o->waves, o->unit, vl_limiter_name(o->limiter));
  if (ref) fprintf(out, "; %s %u, %s", ref_name, ref->occupancy.waves, vl_limiter_name(ref->occupancy.limiter));
  fprintf(out, ")\n%s  weighted cycles ", indent);
  print_breakdown(out, ours);
  if (!ref) return;
  fprintf(out, "%s  %s: ", indent, ref_name);
  print_breakdown(out, ref);
}
