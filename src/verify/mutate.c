/* Mutation injection (see mutate.h). Candidates are searched from a seeded random
 * start so runs are reproducible; a mutation that would not be a violation of its
 * kind (no live neighbour, no misaligned slot) is not injected. */
#include "mutate.h"

#include <stdlib.h>
#include <string.h>

const char *vl_mutation_name(vl_mutation kind) {
  static const char *const names[] = {"neighbour", "align", "file", "overlap", "missing", "random"};
  return names[kind];
}

vl_category vl_mutation_category(vl_mutation kind) {
  static const vl_category cats[] = {VL_CAT_DATAFLOW, VL_CAT_CONSTRAINT, VL_CAT_CONSTRAINT, VL_CAT_DATAFLOW,
                                     VL_CAT_SYNTAX, VL_CAT_NONE};
  return cats[kind];
}

static uint32_t next_random(uint32_t *state) {
  *state ^= *state << 13;
  *state ^= *state >> 17;
  *state ^= *state << 5;
  return *state;
}

/* Does lane i of v overlap lane i + shift of w anywhere? */
static bool lanes_meet(const vl_analysis *an, uint32_t v, uint32_t w, uint32_t shift) {
  const vl_regspace *s = &an->live->space;
  const vl_intervals *iv = an->intervals;
  for (uint32_t l = 0; l < s->width[v] && l + shift < s->width[w]; l++) {
    uint32_t a = vl_vreg_bit(s, v, l), b = vl_vreg_bit(s, w, l + shift);
    if (vl_segments_overlap(iv->segs[a], iv->num_segs[a], iv->segs[b], iv->num_segs[b]) != UINT32_MAX) return true;
  }
  return false;
}

/* Find w != v, same class, live at once with v when v takes w's register shifted by `shift` lanes. */
static bool find_neighbour(const vl_analysis *an, const vl_assignment *a, uint32_t v, uint32_t shift, uint32_t *out) {
  const vl_function *fn = an->fn;
  const vl_regspace *s = &an->live->space;
  for (uint32_t w = 0; w < fn->num_vregs; w++) {
    if (w == v || !s->width[w] || fn->vregs[w].cls != fn->vregs[v].cls || !a->reg[w].count) continue;
    if (shift >= s->width[w]) continue;
    if (lanes_meet(an, v, w, shift)) {
      *out = w;
      return true;
    }
  }
  return false;
}

static bool mutate(const vl_analysis *an, const vl_assignment *a, vl_mutation kind, uint32_t v, uint32_t *state,
                   vl_physreg *out) {
  const vl_function *fn = an->fn;
  const vl_target *t = fn->module->target;
  const vl_regclass *cls = vl_vreg_class(fn, v);
  vl_physreg reg = a->reg[v];
  uint32_t w;
  /* A vreg in vcc has no neighbour, alignment or file to get wrong in the numbered sense. */
  bool special = reg.count && vl_target_unit_file(t, reg.unit) == VL_FILE_SPECIAL;
  if (special && kind != VL_MUT_NEIGHBOUR && kind != VL_MUT_MISSING) return false;
  switch (kind) {
  case VL_MUT_NEIGHBOUR:
    if (!find_neighbour(an, a, v, 0, &w)) return false;
    *out = a->reg[w];
    return true;
  case VL_MUT_ALIGN:
    if (cls->align < 2) return false;
    reg.unit++;
    if (vl_target_unit_file(t, reg.unit + reg.count - 1) != vl_target_unit_file(t, a->reg[v].unit)) return false;
    *out = reg;
    return true;
  case VL_MUT_FILE: {
    vl_regfile file = vl_target_unit_file(t, reg.unit);
    vl_regfile other = file == VL_FILE_SCALAR ? VL_FILE_VECTOR : VL_FILE_SCALAR;
    unsigned index = vl_target_unit_index(t, reg.unit);
    index -= index % 4; /* keep SGPR tuple alignment so only the file is wrong */
    if (index + reg.count > t->num_regs[other]) return false;
    reg.unit = (uint16_t)(t->file_base[other] + index);
    *out = reg;
    return true;
  }
  case VL_MUT_OVERLAP:
    if (cls->width < 2 || !find_neighbour(an, a, v, cls->align, &w)) return false;
    reg = a->reg[w];
    if (vl_target_unit_file(t, reg.unit) == VL_FILE_SPECIAL) return false;
    reg.unit = (uint16_t)(reg.unit + cls->align);
    if (vl_target_unit_file(t, reg.unit + reg.count - 1) != vl_target_unit_file(t, a->reg[w].unit)) return false;
    *out = reg;
    return true;
  case VL_MUT_MISSING:
    *out = (vl_physreg){0, 0, 0};
    return true;
  case VL_MUT_RANDOM: {
    vl_regfile file = vl_target_unit_file(t, reg.unit);
    if (t->num_regs[file] < reg.count) return false;
    reg.unit = (uint16_t)(t->file_base[file] + next_random(state) % (t->num_regs[file] - reg.count + 1u));
    *out = reg;
    return true;
  }
  default:
    return false;
  }
}

void vl_mutations_each(const vl_analysis *an, const vl_assignment *valid, uint32_t per_kind, uint32_t seed,
                       vl_mutation_visit visit, void *ctx) {
  const vl_function *fn = an->fn;
  const vl_regspace *s = &an->live->space;
  vl_arena arena = {0};
  vl_assignment *a = vl_assignment_new(fn, &arena);
  memcpy(a->reg, valid->reg, fn->num_vregs * sizeof(vl_physreg));
  uint32_t state = seed * 2654435761u + 1;
  for (int kind = 0; kind < VL_NUM_MUTATIONS; kind++) {
    uint32_t done = 0, start = fn->num_vregs ? next_random(&state) % fn->num_vregs : 0;
    for (uint32_t i = 0; i < fn->num_vregs && done < per_kind; i++) {
      uint32_t v = (start + i * 7919u) % fn->num_vregs; /* a prime stride visits every vreg */
      vl_physreg mutated;
      if (!s->width[v] || !mutate(an, a, (vl_mutation)kind, v, &state, &mutated)) continue;
      vl_physreg saved = a->reg[v];
      a->reg[v] = mutated;
      visit(ctx, (vl_mutation)kind, a);
      a->reg[v] = saved;
      done++;
    }
  }
  vl_arena_free(&arena);
}

typedef struct native_counting {
  const vl_analysis *an;
  vl_mutation_counts *counts;
} native_counting;

static void count_native(void *ctx, vl_mutation kind, const vl_assignment *mutated) {
  native_counting *c = ctx;
  if (kind >= VL_NUM_FAULTS) return;
  vl_diags diags = {0};
  vl_verify_result result;
  vl_status status = vl_verify_native(c->an->intervals, &c->an->budget, mutated, &diags, 0, &result);
  vl_diags_free(&diags);
  c->counts->injected[kind]++;
  if (status == VL_INVALID) c->counts->rejected[kind]++;
  if (result.violations[vl_mutation_category(kind)]) c->counts->right_category[kind]++;
}

void vl_mutate_and_verify(const vl_analysis *an, const vl_assignment *valid, uint32_t per_kind, uint32_t seed,
                          vl_mutation_counts *counts) {
  native_counting c = {an, counts};
  vl_mutations_each(an, valid, per_kind, seed, count_native, &c);
}
