/* Decision contexts (see decision.h). */
#include "decision.h"

#include <stdlib.h>

#include "../alloc/vreg_order.h"


static uint8_t log2_bucket(uint32_t n) {
  uint8_t b = 0;
  while (n > 1 && b < 15) n >>= 1, b++;
  return b;
}

static void scan_instructions(vl_decider *d) {
  const vl_function *fn = d->fn;
  for (uint32_t v = 0; v <= fn->num_vregs; v++) {
    d->def_op[v] = -1;
    for (int u = 0; u < VL_DECISION_USES; u++) d->use_op[v][u] = -1;
  }
  for (uint32_t k = 0; k < fn->num_instrs; k++) {
    const vl_instr *in = &fn->instrs[k];
    if (in->is_debug) continue;
    int32_t op = vl_tok_opcode(in->opcode);
    for (uint32_t i = 0; i < in->num_ops; i++) {
      const vl_operand *o = &in->ops[i];
      if (o->kind != VL_OP_VREG || o->reg >= fn->num_vregs) continue;
      if (i < in->num_defs) {
        if (d->def_op[o->reg] < 0) d->def_op[o->reg] = op;
        continue;
      }
      for (int u = 0; u < VL_DECISION_USES; u++)
        if (d->use_op[o->reg][u] < 0) {
          d->use_op[o->reg][u] = op;
          break;
        }
    }
  }
}

void vl_decider_init(vl_decider *d, const vl_analysis *an, vl_arena *arena) {
  vl_decider_init_ordered(d, an, false, arena);
}

void vl_decider_init_ordered(vl_decider *d, const vl_analysis *an, bool by_size, vl_arena *arena) {
  const vl_function *fn = an->fn;
  const vl_intervals *iv = an->intervals;
  const vl_regspace *s = &iv->live->space;
  *d = (vl_decider){.an = an, .fn = fn, .budget = an->budget};
  vl_occupancy_init(&d->occ, iv, &d->budget, arena);
  d->hints = vl_copy_hints_collect(fn, s, arena);
  d->order = VL_NEW_ARRAY(arena, uint32_t, fn->num_vregs + 1);
  d->def_op = VL_NEW_ARRAY(arena, int32_t, fn->num_vregs + 1);
  d->use_op = vl_arena_alloc(arena, sizeof(*d->use_op) * (fn->num_vregs + 1));
  d->span = VL_NEW_ARRAY(arena, uint8_t, fn->num_vregs + 1);
  d->live_in = VL_NEW_ARRAY(arena, bool, fn->num_vregs + 1);
  d->reg = VL_NEW_ARRAY(arena, vl_physreg, fn->num_vregs + 1);
  vl_vreg_key *keys = VL_NEW_ARRAY(arena, vl_vreg_key, fn->num_vregs + 1);
  uint32_t n = vl_vreg_keys(iv, keys);
  for (uint32_t i = 0; i < n; i++) {
    uint32_t v = keys[i].vreg;
    for (uint32_t l = 0; l < s->width[v]; l++)
      if (fn->num_blocks && vl_bitset_test(&iv->live->live_in[0], vl_vreg_bit(s, v, l))) d->live_in[v] = true;
    d->span[v] = log2_bucket(keys[i].size / s->width[v]);
  }
  qsort(keys, n, sizeof *keys, by_size ? vl_vreg_key_by_size : vl_vreg_key_by_start);
  for (uint32_t i = 0; i < n; i++) d->order[i] = keys[i].vreg;
  d->num_order = n;
  scan_instructions(d);
}

void vl_decider_reset(vl_decider *d) {
  vl_occupancy_reset(&d->occ);
  memset(d->reg, 0, (d->fn->num_vregs + 1) * sizeof(vl_physreg));
  memset(d->high, 0, sizeof d->high);
  d->budget = d->an->budget;
  d->offer = NULL;
}

/* May v take the register `token` names (within an eviction's offer, when one is made)? */
static bool allows_register(const vl_decider *d, uint32_t v, int32_t token) {
  vl_regfile file;
  uint32_t index;
  if (d->offer) return token >= VL_TOK_REG && token < VL_TOK_REG_END && d->offer[token];
  return vl_tok_reg_decode(token, &file, &index) && vl_occupancy_allows(&d->occ, v, file, index);
}

/* The class's files in the order the classical allocator tries them. */
static int first_file(const vl_regclass *cls) {
  for (int f = 0; f < VL_FILE_SPECIAL; f++)
    if (cls->files & (1u << f)) return f;
  return -1;
}

uint32_t vl_decider_free(const vl_decider *d, uint32_t v, int32_t *out, uint32_t max) {
  const vl_regclass *cls = vl_vreg_class(d->fn, v);
  uint32_t count = 0;
  for (int f = 0; f < VL_FILE_SPECIAL && count < max; f++) {
    if (!(cls->files & (1u << f))) continue;
    for (uint32_t index = 0; index + cls->width <= d->budget.limit[f] && count < max;
         index += cls->align ? cls->align : 1) {
      int32_t tok = vl_tok_reg((vl_regfile)f, index);
      if (tok >= 0 && allows_register(d, v, tok)) out[count++] = tok;
    }
  }
  return count;
}

uint32_t vl_decider_context(const vl_decider *d, uint32_t v, int32_t *t) {
  const vl_regclass *cls = vl_vreg_class(d->fn, v);
  const vl_target *target = d->fn->module->target;
  uint32_t n = 0, align_log = 0;
  while ((1u << align_log) < cls->align && align_log < 7) align_log++;
  t[n++] = VL_TOK_BOS;
  t[n++] = VL_TOK_FILES + (cls->files & 7);
  t[n++] = VL_TOK_WIDTH + (cls->width <= 32 ? cls->width : 32);
  t[n++] = VL_TOK_ALIGN + (int32_t)align_log;
  t[n++] = VL_TOK_HALF + (cls->half ? 1 : 0);
  t[n++] = VL_TOK_SPAN + d->span[v];
  if (d->live_in[v]) t[n++] = VL_TOK_LIVE_IN;
  int file = first_file(cls);
  if (file >= 0) {
    int32_t top = vl_tok_reg((vl_regfile)file, d->high[file]);
    t[n++] = VL_TOK_TOP;
    t[n++] = top >= 0 ? top : VL_TOK_NONE_FREE;
  }
  uint32_t hints = 0;
  for (size_t i = 0; i < d->hints[v].len && hints < 2; i++) {
    int64_t unit = vl_copy_hint_unit(&d->hints[v].data[i], d->reg);
    if (unit < 0 || unit >= target->file_base[VL_FILE_SPECIAL]) continue;
    vl_regfile f = vl_target_unit_file(target, (unsigned)unit);
    int32_t tok = vl_tok_reg(f, (uint32_t)(unit - target->file_base[f]));
    if (tok < 0) continue;
    t[n++] = VL_TOK_HINT;
    t[n++] = tok;
    hints++;
  }
  t[n++] = VL_TOK_FREE;
  uint32_t free_count = vl_decider_free(d, v, t + n, VL_DECISION_FREE);
  n += free_count;
  if (!free_count) t[n++] = VL_TOK_NONE_FREE;
  if (d->def_op[v] >= 0) t[n++] = VL_TOK_DEF, t[n++] = d->def_op[v];
  for (int u = 0; u < VL_DECISION_USES && d->use_op[v][u] >= 0; u++) t[n++] = VL_TOK_USE, t[n++] = d->use_op[v][u];
  t[n++] = VL_TOK_DECIDE;
  return n;
}

uint32_t vl_decider_context_free(const int32_t *tokens, uint32_t n, const int32_t **list) {
  uint32_t at = 0;
  while (at < n && tokens[at] != VL_TOK_FREE) at++;
  *list = tokens + (at < n ? at + 1 : n);
  uint32_t count = 0;
  while (at + 1 + count < n && tokens[at + 1 + count] >= VL_TOK_REG && tokens[at + 1 + count] < VL_TOK_REG_END) count++;
  return count;
}

int32_t vl_decider_resolve(const vl_decider *d, uint32_t v, int32_t token) {
  if (token < VL_TOK_PICK || token >= VL_TOK_PICK + VL_NUM_PICKS) return token;
  int32_t list[VL_NUM_PICKS];
  uint32_t position = (uint32_t)(token - VL_TOK_PICK);
  return vl_decider_free(d, v, list, position + 1) > position ? list[position] : token;
}

bool vl_decider_register(const vl_decider *d, uint32_t v, int32_t token, vl_physreg *out) {
  vl_regfile file;
  uint32_t index;
  if (!vl_tok_reg_decode(vl_decider_resolve(d, v, token), &file, &index)) return false;
  const vl_target *target = d->fn->module->target;
  const vl_regclass *cls = vl_vreg_class(d->fn, v);
  if (index >= target->num_regs[file]) return false;
  *out = (vl_physreg){(uint16_t)(target->file_base[file] + index), cls->width, cls->half};
  return true;
}

uint32_t vl_decider_maskable(uint32_t vocab, uint32_t range[2][2]) {
  uint32_t n = 0;
  if (VL_TOK_REG < vocab) range[n][0] = VL_TOK_REG, range[n++][1] = VL_TOK_REG_END < vocab ? VL_TOK_REG_END : vocab;
  if (VL_TOK_PICK < vocab)
    range[n][0] = VL_TOK_PICK, range[n++][1] = VL_TOK_PICK + VL_NUM_PICKS < vocab ? VL_TOK_PICK + VL_NUM_PICKS : vocab;
  return n;
}

bool vl_decider_allows(const vl_decider *d, uint32_t v, int32_t token) {
  if (token >= VL_TOK_PICK && token < VL_TOK_PICK + VL_NUM_PICKS) return vl_decider_resolve(d, v, token) != token;
  return allows_register(d, v, token);
}

int32_t vl_decider_token(const vl_decider *d, vl_physreg reg) {
  const vl_target *target = d->fn->module->target;
  if (!reg.count || reg.unit >= target->file_base[VL_FILE_SPECIAL]) return -1;
  vl_regfile f = vl_target_unit_file(target, reg.unit);
  return vl_tok_reg(f, reg.unit - target->file_base[f]);
}

void vl_decider_place(vl_decider *d, uint32_t v, vl_physreg reg) {
  const vl_target *target = d->fn->module->target;
  d->reg[v] = reg;
  if (!reg.count || reg.unit + reg.count > target->num_units) return;
  vl_occupancy_mark(&d->occ, v, reg, true);   /* vcc too (squeeze.h): two values never share it */
  if (reg.unit >= target->file_base[VL_FILE_SPECIAL]) return;
  vl_regfile f = vl_target_unit_file(target, reg.unit);
  uint32_t top = reg.unit - target->file_base[f] + reg.count;
  if (top > d->high[f]) d->high[f] = top;
}

void vl_decider_unplace(vl_decider *d, uint32_t v) {
  const vl_target *target = d->fn->module->target;
  vl_physreg reg = d->reg[v];
  if (reg.count && reg.unit + reg.count <= target->num_units) vl_occupancy_mark(&d->occ, v, reg, false);
  d->reg[v] = (vl_physreg){0, 0, 0};
}

void vl_decider_limit(vl_decider *d, vl_regfile file, uint32_t limit) {
  d->budget.limit[file] = limit < d->an->budget.limit[file] ? limit : d->an->budget.limit[file];
}
