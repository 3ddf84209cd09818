/* Spill code insertion (see spill_insert.h). Edits are byte ranges of the
 * module text (base/textedit.h); inserted lines copy the indentation of the
 * instruction they stand next to. The spill pseudos are the ones LLVM's
 * greedy allocator writes (SIInstrInfo::storeRegToStackSlot and
 * SILowerSGPRSpills), so llc-19 lowers them after our allocation exactly as it
 * lowers its own. */
#include "spill_insert.h"

#include <stdlib.h>
#include <string.h>

#include "../base/textedit.h"
#include "spill_place.h"

typedef struct new_vreg {
  uint32_t id;
  int cls;
} new_vreg;

typedef struct insert_ctx {
  const vl_function *fn;
  const vl_module *module;
  const vl_target *target;
  const vl_spill_plan *plan;
  const double *frequency;
  double weight;                   /* the current block's frequency */
  vl_spill_state *state;
  vl_spill_counts *counts;
  vl_diags *diags;
  vl_arena arena;
  VL_VEC(vl_text_edit) edits;
  VL_VEC(new_vreg) new_vregs;      /* declared under registers: */
  uint32_t order;
  char sp[64];                     /* the stack pointer register, "$sgpr32" */
  vl_physreg exec;                 /* $exec: both halves, whatever the wave size */
  uint32_t *cur;                   /* per choice: the temporary holding it in this block, UINT32_MAX none */
  uint32_t *last_read;             /* per choice: last instruction of this block reading it */
  /* Placed choices (spill_place.h): per choice, over the nodes 2b (entry of block b) and
   * 2b+1 (exit), the union-find parent and the temporary of each set; per block the last
   * instruction after which the value's register is the one it leaves in (a drop or a
   * definition starts a new one), UINT32_MAX when none; the next drop. */
  uint32_t **parent, **set_temp, **last_break;
  uint32_t *next_term, *next_exec;      /* index_writes */
  uint32_t *def_first, *def_at;         /* choice ci's writes: def_at[def_first[ci] .. def_first[ci + 1]) */
  uint32_t *drop_first, *drop_choice;   /* the placed choices dropped at k: drop_choice[drop_first[k] .. drop_first[k + 1]) */
  bool failed;
} insert_ctx;

static void edit(insert_ctx *c, uint32_t begin, uint32_t end, vl_strbuf *sb) {
  vl_text_edit e = {begin, end, vl_arena_strndup(&c->arena, sb->data ? sb->data : "", sb->len), (uint32_t)sb->len,
                    c->order++, false};
  if (sb->failed) c->failed = true;
  VL_VEC_PUSH(&c->arena, c->edits, e);
  free(sb->data);
  *sb = (vl_strbuf){0};
}

static const char *class_name(const insert_ctx *c, int cls) { return c->target->classes[cls].name; }

/* A new virtual register of class `cls`, standing for spilled `of` (home recorded). */
static uint32_t new_temp(insert_ctx *c, int cls, const vl_spill_home *home) {
  uint32_t t = c->state->next_vreg++;
  vl_spill_state_reserve(c->state, c->state->next_vreg);
  c->state->home[t] = *home;
  c->state->home[t].is_new = false;
  c->state->home[t].unsaved = false;
  /* The pieces of a split are ordinary registers from now on: spilling one later gives it
   * a home of its own (a split home relieves nothing). */
  if (home->kind == VL_HOME_SPLIT) c->state->home[t] = (vl_spill_home){0};
  c->state->pinned[t] = false;
  VL_VEC_PUSH(&c->arena, c->new_vregs, ((new_vreg){t, cls}));
  return t;
}

/* "V", "A" or "AV" and the size in bits, for SI_SPILL_<kind><bits>_SAVE. */
static const char *spill_kind(const vl_regclass *cls) {
  bool v = cls->files & (1u << VL_FILE_VECTOR), a = cls->files & (1u << VL_FILE_ACCUM);
  return v && a ? "AV" : a ? "A" : "V";
}

static const vl_spill_home *home_of(const insert_ctx *c, uint32_t v) {
  return &c->plan->choices.data[c->plan->choice_of[v] - 1].home;
}

static void emit_save(insert_ctx *c, vl_strbuf *sb, const char *indent, uint32_t v, uint32_t t) {
  const vl_regclass *cls = vl_vreg_class(c->fn, v);
  const vl_spill_home *h = home_of(c, v);
  switch (h->kind) {
  case VL_HOME_STACK:
    vl_sb_printf(sb, "\n%sSI_SPILL_%s%u_SAVE %%%u, %%stack.%u, %s, 0, implicit $exec :: (store (s%u) into %%stack.%u%s, "
                 "addrspace 5)", indent, spill_kind(cls), cls->width * 32u, t, h->slot, c->sp, cls->width * 32u, h->slot,
                 cls->width > 1 ? ", align 4" : "");
    c->counts->stores++;
    c->counts->cost += c->weight * VL_COST_STORE;
    break;
  case VL_HOME_AGPR:
  case VL_HOME_SPLIT:
    vl_sb_printf(sb, "\n%s%%%u = COPY %%%u", indent, h->vreg, t);
    if (h->kind == VL_HOME_AGPR) c->counts->agpr_saves++;
    else c->counts->split_copies++;
    c->counts->cost += c->weight * VL_COST_COPY;
    break;
  case VL_HOME_LANE:
    for (unsigned i = 0; i < cls->width; i++) {
      char sub[32] = "";
      if (cls->width > 1) {
        sub[0] = '.';
        vl_subreg_name(i | 1u << 8, sub + 1, sizeof sub - 1);
      }
      vl_sb_printf(sb, "\n%s%%%u = SI_SPILL_S32_TO_VGPR %%%u%s, %u, %%%u(tied-def 0)", indent, h->vreg, t, sub,
                   h->lane + i, h->vreg);
      c->counts->lane_saves++;
      c->counts->cost += c->weight * VL_COST_COPY;
    }
    break;
  default:
    break;
  }
}

/* Lines that load spilled v into temporary t, each ending in a newline. */
static void emit_reload(insert_ctx *c, vl_strbuf *sb, const char *indent, uint32_t v, uint32_t t) {
  const vl_spill_home *h = home_of(c, v);
  const vl_regclass *cls = vl_vreg_class(c->fn, v);
  switch (h->kind) {
  case VL_HOME_STACK:
    vl_sb_printf(sb, "%s%%%u:%s = SI_SPILL_%s%u_RESTORE %%stack.%u, %s, 0, implicit $exec :: (load (s%u) from "
                 "%%stack.%u%s, addrspace 5)\n", indent, t, cls->name, spill_kind(cls), cls->width * 32u, h->slot, c->sp, cls->width * 32u,
                 h->slot, cls->width > 1 ? ", align 4" : "");
    c->counts->reloads++;
    c->counts->cost += c->weight * VL_COST_LOAD;
    break;
  case VL_HOME_AGPR:
  case VL_HOME_SPLIT:
    vl_sb_printf(sb, "%s%%%u:%s = COPY %%%u\n", indent, t, cls->name, h->vreg);
    if (h->kind == VL_HOME_AGPR) c->counts->agpr_reloads++;
    else c->counts->split_copies++;
    c->counts->cost += c->weight * VL_COST_COPY;
    break;
  case VL_HOME_LANE:
    for (unsigned i = 0; i < cls->width; i++) {
      if (cls->width == 1) {
        vl_sb_printf(sb, "%s%%%u:%s = SI_RESTORE_S32_FROM_VGPR %%%u, %u\n", indent, t, cls->name, h->vreg, h->lane);
      } else {
        char sub[32];
        vl_subreg_name(i | 1u << 8, sub, sizeof sub);
        vl_sb_printf(sb, "%s%s%%%u.%s:%s = SI_RESTORE_S32_FROM_VGPR %%%u, %u\n", indent, i ? "" : "undef ", t, sub,
                     cls->name, h->vreg, h->lane + i);
      }
      c->counts->lane_reloads++;
      c->counts->cost += c->weight * VL_COST_COPY;
    }
    break;
  case VL_HOME_REMAT:
    vl_sb_printf(sb, "%s%.*s%%%u%s\n", indent, (int)h->remat_at, h->remat, t, h->remat + h->remat_at + h->remat_len);
    c->counts->remats++;
    c->counts->cost += c->weight * VL_COST_CHEAP_REMAT;
    break;
  default:
    break;
  }
}

/* Replace the "%N" (or "%foo") of operand `op` by "%t" ("$noreg" when t is UINT32_MAX). */
static void rename_operand(insert_ctx *c, const vl_operand *op, uint32_t t) {
  const char *text = c->module->text;
  uint32_t p, q;
  if (!vl_mir_vreg_token(text, op->begin, op->end, &p, &q)) {
    c->failed = true;
    return;
  }
  vl_strbuf sb = {0};
  if (t == UINT32_MAX) vl_sb_puts(&sb, "$noreg");
  else vl_sb_printf(&sb, "%%%u", t);
  /* A subregister, class or type after "$noreg" would not parse: drop them too. */
  uint32_t end = q;
  if (t == UINT32_MAX)
    while (end < op->end && text[end] != ',' && text[end] != ' ' && text[end] != '(') end++;
  edit(c, p, end, &sb);
}

static bool listed(const uint32_t *a, size_t n, uint32_t k) {
  size_t i = vl_place_lower(a, n, k);
  return i < n && a[i] == k;
}


static uint32_t find(uint32_t *parent, uint32_t x) {
  while (parent[x] != x) x = parent[x] = parent[parent[x]];
  return x;
}

/* The temporary of a placed choice at boundary node `node`: one per set of boundaries the
 * value crosses in the same register. */
static uint32_t set_temp(insert_ctx *c, size_t ci, uint32_t node) {
  const vl_spill_choice *ch = &c->plan->choices.data[ci];
  uint32_t root = find(c->parent[ci], node);
  if (c->set_temp[ci][root] == UINT32_MAX) c->set_temp[ci][root] = new_temp(c, c->fn->vregs[ch->vreg].cls, &ch->home);
  return c->set_temp[ci][root];
}

/* A new register for choice ci from instruction k of block b on: the exit's when nothing
 * after k starts another and the value leaves b in a register. */
static uint32_t segment_temp(insert_ctx *c, size_t ci, uint32_t b, uint32_t k) {
  const vl_spill_choice *ch = &c->plan->choices.data[ci];
  if (ch->boundary && (ch->boundary[b] & VL_PLACE_OUT_REG) &&
      (c->last_break[ci][b] == UINT32_MAX || k >= c->last_break[ci][b]))
    return set_temp(c, ci, 2 * b + 1);
  return new_temp(c, c->fn->vregs[ch->vreg].cls, &ch->home);
}

/* Does instruction k write all of v (a new value, not a read-modify-write)? */
static bool writes_whole(const insert_ctx *c, uint32_t k, uint32_t v) {
  bool r, w;
  vl_spill_ref(&c->fn->instrs[k], v, &r, &w);
  return w && !r;
}

/* Per placed choice and block, the last instruction that breaks the value's register (a drop,
 * or a write of all of it), or UINT32_MAX: one pass over the code for all choices, since a
 * scan per choice costs the whole function each time. */
static void find_breaks(insert_ctx *c) {
  const vl_function *fn = c->fn;
  const vl_spill_plan *plan = c->plan;
  for (size_t ci = 0; ci < plan->choices.len; ci++) {
    if (!plan->choices.data[ci].boundary) continue;
    c->last_break[ci] = VL_NEW_ARRAY(&c->arena, uint32_t, fn->num_blocks + 1);
    memset(c->last_break[ci], 0xff, fn->num_blocks * sizeof **c->last_break);
  }
  for (uint32_t k = 0; k < fn->num_instrs; k++) {
    const vl_instr *in = &fn->instrs[k];
    for (uint32_t o = 0; o < in->num_ops; o++) {
      const vl_operand *op = &in->ops[o];
      if (op->kind != VL_OP_VREG || !(op->flags & VL_OPF_DEF) || op->reg >= fn->num_vregs || !plan->choice_of[op->reg])
        continue;
      uint32_t ci = plan->choice_of[op->reg] - 1;
      if (plan->choices.data[ci].boundary && writes_whole(c, k, op->reg)) c->last_break[ci][in->block] = k;
    }
  }
  for (size_t ci = 0; ci < plan->choices.len; ci++) {
    const vl_spill_choice *ch = &plan->choices.data[ci];
    if (!ch->boundary) continue;
    for (size_t i = 0; i < ch->drops.len; i++) {
      uint32_t k = ch->drops.data[i], *last = &c->last_break[ci][fn->instrs[k].block];
      if (*last == UINT32_MAX || *last < k) *last = k;
    }
  }
}

/* The placed choices dropped at each instruction, by counting sort (one pass over the drops,
 * not a test of every choice at every instruction). */
static void index_drops(insert_ctx *c) {
  const vl_spill_plan *plan = c->plan;
  uint32_t ni = c->fn->num_instrs, total = 0;
  c->drop_first = VL_NEW_ARRAY(&c->arena, uint32_t, ni + 2);
  for (size_t ci = 0; ci < plan->choices.len; ci++) {
    const vl_spill_choice *ch = &plan->choices.data[ci];
    if (!ch->boundary) continue;
    for (size_t i = 0; i < ch->drops.len; i++) c->drop_first[ch->drops.data[i] + 1]++;
    total += (uint32_t)ch->drops.len;
  }
  for (uint32_t k = 0; k < ni; k++) c->drop_first[k + 1] += c->drop_first[k];
  c->drop_first[ni + 1] = c->drop_first[ni];
  c->drop_choice = VL_NEW_ARRAY(&c->arena, uint32_t, total + 1);
  uint32_t *fill = VL_NEW_ARRAY(&c->arena, uint32_t, ni + 1);
  memcpy(fill, c->drop_first, ni * sizeof *fill);
  for (size_t ci = 0; ci < plan->choices.len; ci++) {
    const vl_spill_choice *ch = &plan->choices.data[ci];
    if (ch->boundary)
      for (size_t i = 0; i < ch->drops.len; i++) c->drop_choice[fill[ch->drops.data[i]]++] = (uint32_t)ci;
  }
}

/* Sets of boundaries joined by a register: a block's entry and exit when nothing in it
 * breaks the value's register, an exit and its successors' entries. */
static void prepare_placed(insert_ctx *c, size_t ci) {
  const vl_function *fn = c->fn;
  const vl_spill_choice *ch = &c->plan->choices.data[ci];
  uint32_t nb = fn->num_blocks;
  c->parent[ci] = vl_arena_alloc_raw(&c->arena, 2 * nb * sizeof(uint32_t));   /* both set below */
  c->set_temp[ci] = vl_arena_alloc_raw(&c->arena, 2 * nb * sizeof(uint32_t));
  for (uint32_t i = 0; i < 2 * nb; i++) {
    c->parent[ci][i] = i;
    c->set_temp[ci][i] = UINT32_MAX;
  }
  for (uint32_t b = 0; b < nb; b++) {
    if (!(ch->boundary[b] & VL_PLACE_IN_REG)) continue;
    if ((ch->boundary[b] & VL_PLACE_OUT_REG) && c->last_break[ci][b] == UINT32_MAX)
      c->parent[ci][find(c->parent[ci], 2 * b)] = find(c->parent[ci], 2 * b + 1);
    for (uint32_t i = 0; i < fn->blocks[b].num_preds; i++) {
      uint32_t q = fn->blocks[b].preds[i];
      c->parent[ci][find(c->parent[ci], 2 * q + 1)] = find(c->parent[ci], 2 * b);
    }
  }
}

/* Does `in` write exec? A VALU def after it may write fewer lanes. */
static bool writes_exec(const insert_ctx *c, const vl_instr *in) {
  for (uint32_t o = 0; o < in->num_ops; o++) {
    const vl_operand *op = &in->ops[o];
    if (op->kind == VL_OP_PREG && (op->flags & VL_OPF_DEF) && op->preg.unit < c->exec.unit + c->exec.count &&
        c->exec.unit < op->preg.unit + op->preg.count)
      return true;
  }
  return false;
}

/* Is the save after a write of v at k redundant? It is when a later write in the block
 * saves v again and nothing in between reloads v from its home, changes exec, or ends
 * the block (no save can follow a terminator). At one instruction, a chosen gap's end or a
 * terminator comes first, then the write, then an exec write. */
static bool later_write_saves(const insert_ctx *c, const vl_block *b, const vl_spill_choice *ch, uint32_t ci, uint32_t k) {
  uint32_t end = b->first_instr + b->num_instrs;
  if (k + 1 >= end) return false;
  const uint32_t *defs = c->def_at + c->def_first[ci];
  size_t nd = c->def_first[ci + 1] - c->def_first[ci], i = vl_place_lower(defs, nd, k + 1);
  uint32_t write = i < nd ? defs[i] : UINT32_MAX, stop = c->next_term[k + 1];
  for (size_t g = 0; g < ch->gap_ends.len; g++)
    if (ch->gap_ends.data[g] > k && ch->gap_ends.data[g] < stop) stop = ch->gap_ends.data[g];
  return write < end && write < stop && write <= c->next_exec[k + 1];
}

/* Per instruction j, the first terminator and the first exec write at or after j in its block
 * (the block's end where none), and per placed-or-not choice its vreg's writes in order: what
 * later_write_saves asks, found once instead of by a walk after every write. */
static void index_writes(insert_ctx *c) {
  const vl_function *fn = c->fn;
  const vl_spill_plan *plan = c->plan;
  uint32_t ni = fn->num_instrs, nc = (uint32_t)plan->choices.len;
  c->next_term = VL_NEW_ARRAY(&c->arena, uint32_t, ni + 1);
  c->next_exec = VL_NEW_ARRAY(&c->arena, uint32_t, ni + 1);
  for (uint32_t b = 0; b < fn->num_blocks; b++) {
    uint32_t first = fn->blocks[b].first_instr, end = first + fn->blocks[b].num_instrs;
    for (uint32_t j = end; j-- > first;) {
      c->next_term[j] = fn->instrs[j].is_terminator ? j : j + 1 < end ? c->next_term[j + 1] : end;
      c->next_exec[j] = writes_exec(c, &fn->instrs[j]) ? j : j + 1 < end ? c->next_exec[j + 1] : end;
    }
  }
  c->def_first = VL_NEW_ARRAY(&c->arena, uint32_t, nc + 2);
  for (int pass = 0; pass < 2; pass++) {
    uint32_t *fill = pass ? VL_NEW_ARRAY(&c->arena, uint32_t, nc + 1) : NULL;
    if (pass) memcpy(fill, c->def_first, nc * sizeof *fill);
    for (uint32_t k = 0; k < ni; k++) {
      const vl_instr *in = &fn->instrs[k];
      for (uint32_t o = 0; o < in->num_ops; o++) {
        const vl_operand *op = &in->ops[o];
        if (op->kind != VL_OP_VREG || !(op->flags & VL_OPF_DEF) || op->reg >= fn->num_vregs || !plan->choice_of[op->reg])
          continue;
        bool again = false;   /* one entry per instruction */
        for (uint32_t p = 0; p < o; p++)
          again |= in->ops[p].kind == VL_OP_VREG && (in->ops[p].flags & VL_OPF_DEF) && in->ops[p].reg == op->reg;
        if (again) continue;
        uint32_t ci = plan->choice_of[op->reg] - 1;
        if (pass) c->def_at[fill[ci]++] = k;
        else c->def_first[ci + 1]++;
      }
    }
    if (!pass) {
      for (uint32_t ci = 0; ci < nc; ci++) c->def_first[ci + 1] += c->def_first[ci];
      c->def_at = VL_NEW_ARRAY(&c->arena, uint32_t, c->def_first[nc] + 1);
    }
  }
}

static void indent_of(const insert_ctx *c, const vl_instr *in, char *buf, size_t size) {
  uint32_t ls = vl_text_line_start(c->module->text, in->begin), n = in->begin - ls;
  if (n >= size) n = (uint32_t)size - 1;
  memcpy(buf, c->module->text + ls, n);
  buf[n] = 0;
}

static void process_instr(insert_ctx *c, const vl_block *b, uint32_t k) {
  const vl_function *fn = c->fn;
  const vl_instr *in = &fn->instrs[k];
  char indent[64];
  indent_of(c, in, indent, sizeof indent);
  vl_strbuf before = {0}, after = {0};
  bool deleted = false;
  /* Each spilled register this instruction names, once. */
  for (uint32_t o = 0; o < in->num_ops; o++) {
    const vl_operand *op0 = &in->ops[o];
    if (op0->kind != VL_OP_VREG || op0->reg >= fn->num_vregs || !c->plan->choice_of[op0->reg]) continue;
    uint32_t v = op0->reg, ci = c->plan->choice_of[v] - 1;
    bool seen = false;
    for (uint32_t p = 0; p < o; p++) seen |= in->ops[p].kind == VL_OP_VREG && in->ops[p].reg == v;
    if (seen) continue;
    const vl_spill_choice *ch = &c->plan->choices.data[ci];
    bool does_read = false, does_write = false, only_debug = true;
    for (uint32_t p = o; p < in->num_ops; p++) {
      const vl_operand *op = &in->ops[p];
      if (op->kind != VL_OP_VREG || op->reg != v) continue;
      does_read |= vl_spill_operand_reads(op);
      does_write |= (op->flags & VL_OPF_DEF) != 0;
      only_debug &= (op->flags & VL_OPF_DEBUG) != 0;
    }
    if (only_debug) {
      for (uint32_t p = o; p < in->num_ops; p++)
        if (in->ops[p].kind == VL_OP_VREG && in->ops[p].reg == v) rename_operand(c, &in->ops[p], c->cur[ci]);
      continue;
    }
    uint32_t bi = (uint32_t)(b - fn->blocks);
    if (does_read && (c->cur[ci] == UINT32_MAX || vl_spill_gap_chosen(ch, k))) {
      c->cur[ci] = segment_temp(c, ci, bi, k);
      emit_reload(c, &before, indent, v, c->cur[ci]);
    }
    uint32_t t = c->cur[ci];
    if (does_write) {
      if (!does_read) t = segment_temp(c, ci, bi, k);
      if (ch->home.kind == VL_HOME_REMAT && (c->last_read[ci] == UINT32_MAX || c->last_read[ci] <= k)) {
        deleted = true;   /* the constant is rematerialized wherever it is read */
        c->counts->deleted_defs++;
        continue;
      }
      if ((ch->home.is_new || ch->home.unsaved) && ch->home.kind != VL_HOME_REMAT) {
        bool save = ch->boundary ? listed(ch->stores, ch->num_stores, k) : !later_write_saves(c, b, ch, ci, k);
        if (save) emit_save(c, &after, indent, v, t);
        else c->state->home[t].unsaved = true;   /* its home lacks this value (see spill_plan.h) */
      }
    }
    for (uint32_t p = o; p < in->num_ops; p++)
      if (in->ops[p].kind == VL_OP_VREG && in->ops[p].reg == v)
        rename_operand(c, &in->ops[p], (in->ops[p].flags & VL_OPF_DEBUG) && t == UINT32_MAX ? UINT32_MAX : t);
    c->cur[ci] = t;
  }
  /* A bundle runs as one instruction: code between its header and its '}' would join it. */
  bool header = k + 1 < fn->num_instrs && fn->instrs[k + 1].in_bundle && !in->in_bundle;
  if ((in->in_bundle || header) && (deleted || before.len || after.len)) {
    if (!c->failed)
      vl_diag_add(c->diags, c->module->path, in->line, in->col, VL_CAT_NONE,
                  "%s: spill code for a register of a bundled instruction is not supported", fn->name);
    c->failed = true;
  }
  uint32_t ls = vl_text_line_start(c->module->text, in->begin);
  if (deleted) {
    vl_strbuf none = {0};
    edit(c, ls, vl_text_line_next(c->module->text, c->module->text_len, in->end), &none);
  }
  if (before.len) edit(c, ls, ls, &before);
  if (after.len) edit(c, in->end, in->end, &after);
  free(before.data);
  free(after.data);
}

/* Placed choices that leave b in a register but sit in their home at `at` (the line of
 * the first terminator, or after the block) are reloaded there into the exit's register. */
static void reload_for_exit(insert_ctx *c, const vl_block *b, uint32_t at) {
  uint32_t bi = (uint32_t)(b - c->fn->blocks);
  uint32_t ls = vl_text_line_start(c->module->text, at);
  char indent[64] = "    ";
  if (b->num_instrs) indent_of(c, vl_block_instr(c->fn, b, 0), indent, sizeof indent);
  for (size_t ci = 0; ci < c->plan->choices.len; ci++) {
    const vl_spill_choice *ch = &c->plan->choices.data[ci];
    if (!ch->boundary || !(ch->boundary[bi] & VL_PLACE_OUT_REG)) continue;
    uint32_t exit = set_temp(c, ci, 2 * bi + 1);
    if (c->cur[ci] == UINT32_MAX) {
      vl_strbuf sb = {0};
      emit_reload(c, &sb, indent, ch->vreg, exit);
      edit(c, ls, ls, &sb);
      c->cur[ci] = exit;
    } else if (c->cur[ci] != exit) {   /* a bug: the placement and this walk disagree */
      vl_diag_add(c->diags, c->module->path, b->line, 1, VL_CAT_NONE,
                  "%s: internal error: spill placement of %%%u leaves this block in a register the inserted code "
                  "does not hold", c->fn->name, ch->vreg);
      c->failed = true;
    }
  }
}

static void process_block(insert_ctx *c, const vl_block *b) {
  size_t n = c->plan->choices.len;
  for (size_t i = 0; i < n; i++) {
    c->cur[i] = UINT32_MAX;
    c->last_read[i] = UINT32_MAX;
  }
  for (uint32_t i = 0; i < b->num_instrs; i++) {
    const vl_instr *in = vl_block_instr(c->fn, b, i);
    for (uint32_t o = 0; o < in->num_ops; o++) {
      const vl_operand *op = &in->ops[o];
      if (op->kind == VL_OP_VREG && op->reg < c->fn->num_vregs && c->plan->choice_of[op->reg] && vl_spill_operand_reads(op))
        c->last_read[c->plan->choice_of[op->reg] - 1] = b->first_instr + i;
    }
  }
  uint32_t bi = (uint32_t)(b - c->fn->blocks);
  for (size_t i = 0; i < n; i++) {
    const vl_spill_choice *ch = &c->plan->choices.data[i];
    if (!ch->boundary) continue;
    if (ch->boundary[bi] & VL_PLACE_IN_REG) c->cur[i] = set_temp(c, i, 2 * bi);
  }
  /* Edits of one instruction are added in operand order; a deleted line has no operand edits. */
  bool exit_loaded = false;
  for (uint32_t i = 0; i < b->num_instrs; i++) {
    uint32_t k = b->first_instr + i;
    const vl_instr *in = &c->fn->instrs[k];
    if (in->is_terminator && !exit_loaded) {
      reload_for_exit(c, b, in->begin);
      exit_loaded = true;
    }
    for (uint32_t j = c->drop_first[k]; j < c->drop_first[k + 1]; j++)
      c->cur[c->drop_choice[j]] = UINT32_MAX;   /* the pressure has no room for it here: its home holds it */
    process_instr(c, b, k);
  }
  if (!exit_loaded && b->num_instrs) {
    const vl_instr *last = vl_block_instr(c->fn, b, b->num_instrs - 1);
    reload_for_exit(c, b, vl_text_line_next(c->module->text, c->module->text_len, last->end));
  }
}

/* Replace "key: false" by "key: true" in the function's header. */
static void set_flag(insert_ctx *c, const char *key) {
  const char *text = c->module->text;
  size_t n = strlen(key);
  for (uint32_t p = c->fn->doc_begin; p + n + 8 < c->fn->body_begin; p++) {
    const char *at = vl_text_find(text + p, c->fn->body_begin - p, key);
    if (!at) return;
    p = (uint32_t)(at - text);
    if (p + n + 8 >= c->fn->body_begin) return;
    if (text[p + n] != ':') continue;
    uint32_t q = p + (uint32_t)n + 1;
    while (text[q] == ' ') q++;
    if (!memcmp(text + q, "false", 5)) {
      vl_strbuf sb = {0};
      vl_sb_puts(&sb, "true");
      edit(c, q, q + 5, &sb);
    }
    return;
  }
}

/* Append list entries to a "key:" section spanning [begin, end); "key: []" becomes a list. */
static bool append_section(insert_ctx *c, const char *key, uint32_t begin, uint32_t end, vl_strbuf *items) {
  if (!items->len) return true;
  const char *text = c->module->text;
  if (!end) {
    free(items->data);
    return false;
  }
  uint32_t line_end = vl_text_line_next(text, c->module->text_len, begin);
  bool empty = false;
  for (uint32_t p = begin; p < line_end; p++) empty |= text[p] == '[' && p + 1 < line_end && text[p + 1] == ']';
  if (empty) {
    vl_strbuf sb = {0};
    vl_sb_printf(&sb, "%s:\n%s", key, items->data);
    free(items->data);
    *items = (vl_strbuf){0};
    edit(c, begin, line_end, &sb);
  } else {
    edit(c, end, end, items);
  }
  return true;
}

/* The new registers under `registers:`, the new slots under `stack:`, the spill flags. */
static void declare(insert_ctx *c) {
  const vl_function *fn = c->fn;
  vl_strbuf regs = {0}, slots = {0};
  for (size_t i = 0; i < c->new_vregs.len; i++)
    vl_sb_printf(&regs, "  - { id: %u, class: %s, preferred-register: '' }\n", c->new_vregs.data[i].id,
                 class_name(c, c->new_vregs.data[i].cls));
  bool vgprs = false, sgprs = false;
  for (size_t i = 0; i < c->plan->choices.len; i++) {
    const vl_spill_choice *ch = &c->plan->choices.data[i];
    if (!ch->home.is_new) continue;
    vgprs |= ch->home.kind == VL_HOME_STACK || ch->home.kind == VL_HOME_AGPR;
    sgprs |= ch->home.kind == VL_HOME_LANE;
    if (ch->home.kind == VL_HOME_AGPR)
      vl_sb_printf(&regs, "  - { id: %u, class: %s, preferred-register: '' }\n", ch->home.vreg,
                   class_name(c, vl_spill_agpr_class(c->target, fn->vregs[ch->vreg].cls)));
    if (ch->home.kind == VL_HOME_SPLIT)
      vl_sb_printf(&regs, "  - { id: %u, class: %s, preferred-register: '' }\n", ch->home.vreg,
                   class_name(c, fn->vregs[ch->vreg].cls));
    if (ch->home.kind != VL_HOME_STACK) continue;
    unsigned bytes = vl_vreg_class(fn, ch->vreg)->width * 4u;
    vl_sb_printf(&slots, "  - { id: %u, name: '', type: spill-slot, offset: 0, size: %u, alignment: 4, stack-id: "
                 "default, callee-saved-register: '', callee-saved-restored: true, debug-info-variable: '', "
                 "debug-info-expression: '', debug-info-location: '' }\n", ch->home.slot, bytes);
    c->counts->slots++;
    c->counts->slot_bytes += bytes;
  }
  for (size_t i = 0; i < c->plan->new_lane_vregs.len; i++)
    vl_sb_printf(&regs, "  - { id: %u, class: vgpr_32, preferred-register: '' }\n", c->plan->new_lane_vregs.data[i]);
  if (!append_section(c, "registers", fn->registers_begin, fn->registers_end, &regs) ||
      !append_section(c, "stack", fn->stack_begin, fn->stack_end, &slots)) {
    vl_diag_add(c->diags, c->module->path, fn->line, 1, VL_CAT_NONE,
                "%s: no 'registers:' or 'stack:' section to declare spill registers and slots in", fn->name);
    c->failed = true;
  }
  if (vgprs) set_flag(c, "hasSpilledVGPRs");
  if (sgprs) set_flag(c, "hasSpilledSGPRs");
}

/* The lane VGPR is defined (undefined lanes) at the function's entry. */
static void define_lane_vreg(insert_ctx *c) {
  const vl_block *entry = &c->fn->blocks[0];
  if (!c->plan->new_lane_vregs.len || !entry->num_instrs) return;
  const vl_instr *first = vl_block_instr(c->fn, entry, 0);
  char indent[64];
  indent_of(c, first, indent, sizeof indent);
  vl_strbuf def = {0};
  for (size_t i = 0; i < c->plan->new_lane_vregs.len; i++)
    vl_sb_printf(&def, "%s%%%u:vgpr_32 = IMPLICIT_DEF\n", indent, c->plan->new_lane_vregs.data[i]);
  uint32_t ls = vl_text_line_start(c->module->text, first->begin);
  edit(c, ls, ls, &def);
}

vl_status vl_spill_insert(const vl_function *fn, const double *frequency, const vl_spill_plan *plan,
                          vl_spill_state *state, char **out, size_t *out_len, vl_spill_counts *counts,
                          vl_text_copy **copies, size_t *num_copies, vl_diags *diags) {
  insert_ctx c = {.fn = fn, .module = fn->module, .target = fn->module->target, .plan = plan, .frequency = frequency,
                  .state = state, .counts = counts, .diags = diags};
  *out = NULL;
  if (copies) *copies = NULL, *num_copies = 0;
  bool stack = false;   /* only stack homes address the stack */
  for (size_t i = 0; i < plan->choices.len; i++) stack |= plan->choices.data[i].home.kind == VL_HOME_STACK;
  if (stack && !vl_target_physreg_name(c.target, fn->info.stack_ptr_offset_reg, c.sp + 1, sizeof c.sp - 1)) {
    vl_diag_add(diags, c.module->path, fn->line, 1, VL_CAT_NONE,
                "%s: machineFunctionInfo has no stackPtrOffsetReg; cannot address spill slots", fn->name);
    return VL_BAD_INPUT;
  }
  c.sp[0] = '$';
  vl_target_parse_physreg(c.target, "exec", 4, &c.exec);
  size_t n = plan->choices.len;
  c.cur = VL_NEW_ARRAY(&c.arena, uint32_t, n + 1);
  c.last_read = VL_NEW_ARRAY(&c.arena, uint32_t, n + 1);
  c.parent = VL_NEW_ARRAY(&c.arena, uint32_t *, n + 1);
  c.set_temp = VL_NEW_ARRAY(&c.arena, uint32_t *, n + 1);
  c.last_break = VL_NEW_ARRAY(&c.arena, uint32_t *, n + 1);
  index_drops(&c);
  index_writes(&c);
  find_breaks(&c);
  for (size_t i = 0; i < n; i++)
    if (plan->choices.data[i].boundary) prepare_placed(&c, i);
  define_lane_vreg(&c);   /* first: order 0 puts it before any reload on the entry's first line */
  for (uint32_t b = 0; b < fn->num_blocks; b++) {
    c.weight = frequency[b];
    process_block(&c, &fn->blocks[b]);
  }
  declare(&c);
  vl_text_edits_sort(c.edits.data, c.edits.len);
  vl_strbuf sb = {0};
  uint32_t bad = 0;
  bool ok = !c.failed && vl_text_edits_apply(c.module->text, c.module->text_len, c.edits.data, c.edits.len, &sb, &bad);
  if (ok && copies && !vl_text_edits_copies(c.module->text_len, c.edits.data, c.edits.len, copies, num_copies))
    sb.failed = true;
  vl_arena_free(&c.arena);
  if (!ok || sb.failed) {
    if (copies) free(*copies), *copies = NULL;
    uint32_t line = 0, col = 0;
    if (bad) vl_module_position(c.module, bad, &line, &col);
    if (!c.failed || bad)
      vl_diag_add(diags, c.module->path, line, col, VL_CAT_NONE, "%s: internal error: spill code edits overlap",
                  fn->name);
    free(sb.data);
    return VL_TOOL_ERROR;
  }
  *out = sb.data;
  *out_len = sb.len;
  return VL_OK;
}
