/* Fault injection into post-RA MIR text (see tv_mutate.h). Sites are found by
 * scanning each block of the parsed POST function; a site is a few text edits
 * (replace a register name, retarget a stack slot, delete a line, insert a
 * store), applied to a copy of the module text when its turn comes. */
#include "tv_mutate.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/textedit.h"

const char *vl_tv_fault_name(vl_tv_fault kind) {
  static const char *const names[] = {"drop-reload", "swap-copy", "clobber-slot", "rename-use"};
  return names[kind];
}

typedef enum edit_kind { EDIT_REG, EDIT_FRAME, EDIT_DELETE, EDIT_INSERT_STORE } edit_kind;

typedef struct text_edit {
  uint8_t kind;          /* edit_kind */
  uint32_t instr;        /* the instruction edited */
  uint32_t op;           /* EDIT_REG, EDIT_INSERT_STORE: its operand whose register changes */
  vl_physreg reg;        /* the new register */
  uint32_t frame;        /* EDIT_FRAME: the new slot */
} text_edit;

typedef struct site {
  uint8_t kind;          /* vl_tv_fault */
  uint8_t num_edits;
  uint32_t fn;
  text_edit edits[2];
} site;

typedef struct finder {
  const vl_module *m;
  const vl_function *fn;
  uint32_t fn_index;
  vl_arena *arena;
  VL_VEC(site) sites[VL_TV_NUM_FAULTS];
} finder;

/* ---- instruction facts ------------------------------------------------------ */

static bool overlap(vl_physreg a, vl_physreg b) {
  return a.count && b.count && a.unit < b.unit + b.count && b.unit < a.unit + a.count;
}

static bool starts(const vl_instr *in, const char *prefix) { return !strncmp(in->opcode, prefix, strlen(prefix)); }

static bool is_save(const vl_instr *in) {
  return starts(in, "SI_SPILL_") && strstr(in->opcode, "_SAVE") && !strstr(in->opcode, "_WWM_");
}
static bool is_restore(const vl_instr *in) {
  return (starts(in, "SI_SPILL_") && strstr(in->opcode, "_RESTORE") && !strstr(in->opcode, "_WWM_")) ||
         !strcmp(in->opcode, "SI_RESTORE_S32_FROM_VGPR");
}
static bool is_spill(const vl_instr *in) { return starts(in, "SI_SPILL_") || !strcmp(in->opcode, "SI_RESTORE_S32_FROM_VGPR"); }

static bool plain_instr(const vl_instr *in) {
  return !in->is_copy && !in->is_debug && !in->is_terminator && !is_spill(in) && strcmp(in->opcode, "KILL") &&
         strcmp(in->opcode, "IMPLICIT_DEF");
}

static bool writes(const vl_module *m, const vl_instr *in, vl_physreg r) {
  for (uint32_t i = 0; i < in->num_ops; i++) {
    const vl_operand *op = &in->ops[i];
    if (op->kind == VL_OP_REGMASK) {
      for (uint32_t u = r.unit; u < r.unit + r.count; u++) {
        bool known;
        if (!vl_target_regmask_preserves(m->target, op->text, u, &known)) return true;
      }
    } else if (op->kind == VL_OP_PREG && (op->flags & VL_OPF_DEF) && !(op->flags & VL_OPF_DEBUG) && overlap(op->preg, r)) {
      return true;
    }
  }
  return false;
}

static bool reads(const vl_instr *in, vl_physreg r) {
  for (uint32_t i = 0; i < in->num_ops; i++) {
    const vl_operand *op = &in->ops[i];
    if (op->kind == VL_OP_PREG && !(op->flags & (VL_OPF_DEF | VL_OPF_UNDEF | VL_OPF_DEBUG)) && overlap(op->preg, r))
      return true;
  }
  return false;
}

/* Is r read after instruction `at` of block b, on some path, before being
 * written again? (Blocks are followed through successors, each once, for at
 * most SCAN_LIMIT instructions: no answer counts as no.) */
enum { SCAN_LIMIT = 4000, LOOK_BACK = 64 };
static bool read_later(const finder *f, const vl_block *b, uint32_t at, vl_physreg r) {
  const vl_function *fn = f->fn;
  uint32_t *stack = malloc((fn->num_blocks + 1) * sizeof *stack), depth = 0;
  bool *seen = calloc(fn->num_blocks + 1, 1), found = false;
  if (!stack || !seen) abort();
  uint32_t start = (uint32_t)(b - fn->blocks), from = at + 1, scanned = 0;
  stack[depth++] = start;
  while (depth && !found && scanned < SCAN_LIMIT) {
    uint32_t cur = stack[--depth];
    const vl_block *block = &fn->blocks[cur];
    bool ended = false;
    for (uint32_t i = cur == start && from ? from : 0; i < block->num_instrs && !ended; i++, scanned++) {
      const vl_instr *in = vl_block_instr(fn, block, i);
      if (in->is_debug) continue;
      if (reads(in, r)) found = true;
      if (found || writes(f->m, in, r)) ended = true;
    }
    from = 0;
    if (ended) continue;
    for (uint32_t s = 0; s < block->num_succs; s++)
      if (!seen[block->succs[s]]) {
        seen[block->succs[s]] = true;
        stack[depth++] = block->succs[s];
      }
  }
  free(stack);
  free(seen);
  return found;
}

static vl_regfile file_of(const vl_module *m, vl_physreg r) { return vl_target_unit_file(m->target, r.unit); }

static bool reads_any(const vl_instr *in) {
  for (uint32_t i = 0; i < in->num_ops; i++) {
    const vl_operand *op = &in->ops[i];
    if ((op->kind == VL_OP_PREG || op->kind == VL_OP_VREG) &&
        !(op->flags & (VL_OPF_DEF | VL_OPF_UNDEF | VL_OPF_DEBUG | VL_OPF_IMPLICIT)))
      return true;
  }
  return false;
}

/* A register that an earlier ordinary instruction of the block (the nearest
 * of the last LOOK_BACK) computed from registers and that nothing wrote or
 * copied since, of r's file and width, not overlapping `avoid`: it holds
 * another value than r unless the program computes one value twice (a
 * constant would often be); a copy of it may have put its value into r. */
static bool fresh_register(const finder *f, const vl_block *b, uint32_t at, vl_physreg r, vl_physreg avoid,
                           vl_physreg *out) {
  vl_physreg written[LOOK_BACK], copied[LOOK_BACK];
  uint32_t num_written = 0, num_copied = 0;
  for (uint32_t i = at; i-- > 0 && i + LOOK_BACK >= at;) {
    const vl_instr *in = vl_block_instr(f->fn, b, i);
    const vl_operand *d = in->num_defs ? &in->ops[0] : NULL;
    bool candidate = plain_instr(in) && d && d->kind == VL_OP_PREG && !d->preg.half && d->preg.count == r.count &&
                     file_of(f->m, d->preg) == file_of(f->m, r) && !overlap(d->preg, r) && !overlap(d->preg, avoid) &&
                     reads_any(in);
    for (uint32_t k = 0; k < num_written && candidate; k++) candidate = !overlap(written[k], d->preg);
    for (uint32_t k = 0; k < num_copied && candidate; k++) candidate = !overlap(copied[k], d->preg);
    if (candidate) {
      *out = d->preg;
      return true;
    }
    if (in->is_copy && in->num_ops > 1 && in->ops[1].kind == VL_OP_PREG && num_copied < LOOK_BACK)
      copied[num_copied++] = in->ops[1].preg;
    for (uint32_t k = 0; k < in->num_ops && num_written < LOOK_BACK; k++)
      if (in->ops[k].kind == VL_OP_PREG && (in->ops[k].flags & VL_OPF_DEF)) written[num_written++] = in->ops[k].preg;
  }
  return false;
}

static void add_site(finder *f, vl_tv_fault kind, text_edit a, const text_edit *b) {
  site s = {.kind = (uint8_t)kind, .num_edits = b ? 2 : 1, .fn = f->fn_index};
  s.edits[0] = a;
  if (b) s.edits[1] = *b;
  VL_VEC_PUSH(f->arena, f->sites[kind], s);
}

static uint32_t index_of(const finder *f, const vl_block *b, uint32_t i) { return b->first_instr + i; }

/* ---- sites -------------------------------------------------------------------- */

/* Before instruction `at` of block b (the end of b when at == num_instrs), is
 * the last write of r an ordinary computation, so that r holds another value
 * than the reload from `slot` would give? Spills of r, copies and reloads from
 * the same slot answer no; so does reaching the block's start. */
static int last_write_other(const finder *f, const vl_block *b, uint32_t at, vl_physreg r, int64_t slot) {
  for (uint32_t j = at; j-- > 0;) {
    const vl_instr *w = vl_block_instr(f->fn, b, j);
    if (w->is_debug) continue;
    if ((is_save(w) || !strcmp(w->opcode, "SI_SPILL_S32_TO_VGPR")) && w->num_ops > 1 &&
        ((w->ops[0].kind == VL_OP_PREG && overlap(w->ops[0].preg, r)) ||
         (w->ops[1].kind == VL_OP_PREG && overlap(w->ops[1].preg, r))))
      return 0;   /* r was just stored: it may be this very slot's value */
    if (!writes(f->m, w, r)) continue;
    if (is_restore(w)) return w->ops[1].kind == VL_OP_FRAME && w->ops[1].imm != slot;
    return plain_instr(w) ? 1 : 0;
  }
  return -1;   /* not written in this block */
}

static void find_dropped_reloads(finder *f, const vl_block *b) {
  for (uint32_t i = 0; i < b->num_instrs; i++) {
    const vl_instr *r = vl_block_instr(f->fn, b, i);
    if (!is_restore(r) || r->ops[0].kind != VL_OP_PREG || !read_later(f, b, i, r->ops[0].preg)) continue;
    vl_physreg dst = r->ops[0].preg;
    int64_t slot = r->num_ops > 1 && r->ops[1].kind == VL_OP_FRAME ? r->ops[1].imm : -1;
    int other = last_write_other(f, b, i, dst, slot);
    if (other < 0) {   /* not written in this block: every predecessor must have written something else last */
      other = b->num_preds > 0;
      for (uint32_t p = 0; p < b->num_preds && other == 1; p++) {
        const vl_block *pb = &f->fn->blocks[b->preds[p]];
        other = pb != b && last_write_other(f, pb, pb->num_instrs, dst, slot) == 1;
      }
    }
    if (other == 1) add_site(f, VL_TV_DROP_RELOAD, (text_edit){.kind = EDIT_DELETE, .instr = index_of(f, b, i)}, NULL);
  }
}

/* A COPY between numbered registers, without implicit operands. */
static bool plain_copy(const finder *f, const vl_instr *in) {
  return in->is_copy && in->num_ops == 2 && in->ops[0].kind == VL_OP_PREG && in->ops[1].kind == VL_OP_PREG &&
         !(in->ops[1].flags & VL_OPF_UNDEF) && !in->ops[0].preg.half && !in->ops[1].preg.half &&
         file_of(f->m, in->ops[0].preg) != VL_FILE_SPECIAL && file_of(f->m, in->ops[1].preg) != VL_FILE_SPECIAL;
}

static uint32_t find_swapped_copies(finder *f, const vl_block *b) {
  uint32_t found = 0;
  for (uint32_t i = 0; i < b->num_instrs; i++) {
    const vl_instr *c1 = vl_block_instr(f->fn, b, i);
    if (!plain_copy(f, c1) || !read_later(f, b, i, c1->ops[0].preg)) continue;
    vl_physreg d1 = c1->ops[0].preg, s1 = c1->ops[1].preg;
    for (uint32_t j = i + 1; j < b->num_instrs && j <= i + 8; j++) {
      const vl_instr *c2 = vl_block_instr(f->fn, b, j);
      if (!plain_copy(f, c2)) {
        if (writes(f->m, c2, s1)) break;
        continue;
      }
      vl_physreg d2 = c2->ops[0].preg, s2 = c2->ops[1].preg;
      if (writes(f->m, c2, s1)) break;
      if (s1.count != s2.count || file_of(f->m, s1) != file_of(f->m, s2) || overlap(s1, s2) || overlap(d1, s2) ||
          overlap(d2, s1) || overlap(d1, d2) || !read_later(f, b, j, d2))
        continue;
      bool written = false;
      for (uint32_t k = i + 1; k < j && !written; k++) written = writes(f->m, vl_block_instr(f->fn, b, k), s2);
      if (written) continue;
      text_edit a = {.kind = EDIT_REG, .instr = index_of(f, b, i), .op = 1, .reg = s2};
      text_edit c = {.kind = EDIT_REG, .instr = index_of(f, b, j), .op = 1, .reg = s1};
      add_site(f, VL_TV_SWAP_COPY, a, &c);
      found++;
      break;
    }
  }
  return found;
}

static void find_swapped_sources(finder *f, const vl_block *b) {
  for (uint32_t i = 0; i < b->num_instrs; i++) {
    const vl_instr *c = vl_block_instr(f->fn, b, i);
    vl_physreg other;
    if (!plain_copy(f, c) || !read_later(f, b, i, c->ops[0].preg)) continue;
    if (!fresh_register(f, b, i, c->ops[1].preg, c->ops[0].preg, &other)) continue;
    add_site(f, VL_TV_SWAP_COPY, (text_edit){.kind = EDIT_REG, .instr = index_of(f, b, i), .op = 1, .reg = other}, NULL);
  }
}

typedef struct slot_info {
  uint32_t bits;      /* size of its spills, 0 if none */
  bool restored;
} slot_info;

static slot_info *slots_of(finder *f, uint32_t *count) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < f->fn->num_instrs; i++) {
    const vl_instr *in = &f->fn->instrs[i];
    if ((is_save(in) || is_restore(in)) && in->num_ops > 1 && in->ops[1].kind == VL_OP_FRAME && in->ops[1].imm + 1 > n)
      n = (uint32_t)in->ops[1].imm + 1;
  }
  slot_info *s = VL_NEW_ARRAY(f->arena, slot_info, n + 1);
  for (uint32_t i = 0; i < f->fn->num_instrs; i++) {
    const vl_instr *in = &f->fn->instrs[i];
    if (!(is_save(in) || is_restore(in)) || in->num_ops < 2 || in->ops[1].kind != VL_OP_FRAME) continue;
    slot_info *si = &s[in->ops[1].imm];
    if (is_save(in) && in->ops[0].kind == VL_OP_PREG) si->bits = 32u * in->ops[0].preg.count;
    if (is_restore(in)) si->restored = true;
  }
  *count = n;
  return s;
}

static void find_clobbered_slots(finder *f, const vl_block *b, const slot_info *slots, uint32_t num_slots, uint32_t *turn) {
  for (uint32_t i = 0; i < b->num_instrs; i++) {
    const vl_instr *in = vl_block_instr(f->fn, b, i);
    if (!is_save(in) || in->num_ops < 2 || in->ops[0].kind != VL_OP_PREG || in->ops[1].kind != VL_OP_FRAME) continue;
    uint32_t n = (uint32_t)in->ops[1].imm;
    if (!slots[n].restored) continue;
    /* Another reloaded slot of this size, taken in turn so that sites spread over slots. */
    uint32_t other = UINT32_MAX;
    for (uint32_t k = 0; k < num_slots && other == UINT32_MAX; k++) {
      uint32_t m = (n + 1 + (*turn + k) % num_slots) % num_slots;
      if (m != n && slots[m].restored && slots[m].bits == slots[n].bits) other = m;
    }
    (*turn)++;
    if (other != UINT32_MAX) {
      add_site(f, VL_TV_CLOBBER_SLOT, (text_edit){.kind = EDIT_FRAME, .instr = index_of(f, b, i), .frame = other}, NULL);
      continue;
    }
    vl_physreg reg;
    if (fresh_register(f, b, i, in->ops[0].preg, in->ops[0].preg, &reg))
      add_site(f, VL_TV_CLOBBER_SLOT, (text_edit){.kind = EDIT_INSERT_STORE, .instr = index_of(f, b, i), .op = 0, .reg = reg},
               NULL);
  }
}

static void find_renamed_uses(finder *f, const vl_block *b) {
  for (uint32_t i = 0; i < b->num_instrs; i++) {
    const vl_instr *in = vl_block_instr(f->fn, b, i);
    if (!plain_instr(in) || starts(in, "V_WRITELANE") || starts(in, "V_READLANE")) continue;
    for (uint32_t k = in->num_defs; k < in->num_ops; k++) {
      const vl_operand *op = &in->ops[k];
      if (op->kind != VL_OP_PREG || (op->flags & (VL_OPF_DEF | VL_OPF_IMPLICIT | VL_OPF_UNDEF | VL_OPF_DEBUG)) ||
          op->tied >= 0 || op->preg.half || file_of(f->m, op->preg) == VL_FILE_SPECIAL)
        continue;
      vl_physreg other;
      if (!fresh_register(f, b, i, op->preg, op->preg, &other)) continue;
      add_site(f, VL_TV_RENAME_USE, (text_edit){.kind = EDIT_REG, .instr = index_of(f, b, i), .op = k, .reg = other}, NULL);
    }
  }
}

/* ---- applying edits --------------------------------------------------------------- */

static void put(vl_strbuf *sb, const char *s, size_t n) { vl_sb_append(sb, s, n); }

/* The byte range of the register name ("$vgpr3" without the '$') inside an operand. */
static void register_span(const char *text, const vl_operand *op, uint32_t *b, uint32_t *e) {
  uint32_t p = op->begin;
  while (p < op->end && text[p] != '$') p++;
  *b = ++p;
  while (p < op->end && (text[p] == '_' || (text[p] >= 'a' && text[p] <= 'z') || (text[p] >= '0' && text[p] <= '9'))) p++;
  *e = p;
}

static void put_register(vl_strbuf *sb, const vl_module *m, vl_physreg reg) {
  char name[96];
  if (!vl_target_physreg_name(m->target, reg, name, sizeof name)) snprintf(name, sizeof name, "noreg");
  put(sb, name, strlen(name));
}

/* Text of [from, to) with "%stack.N" (whole token) replaced by "%stack.M". */
static void put_retargeted(vl_strbuf *sb, const char *text, uint32_t from, uint32_t to, uint32_t n, uint32_t m) {
  char old[32], new[32];
  int lo = snprintf(old, sizeof old, "%%stack.%u", n), ln = snprintf(new, sizeof new, "%%stack.%u", m);
  uint32_t p = from;
  while (p < to) {
    if (p + (uint32_t)lo <= to && !memcmp(text + p, old, (size_t)lo) && (p + lo == to || text[p + lo] < '0' || text[p + lo] > '9')) {
      put(sb, new, (size_t)ln);
      p += (uint32_t)lo;
    } else {
      put(sb, text + p++, 1);
    }
  }
}

static char *mutated_text(const vl_module *m, const vl_function *fn, const site *s, uint32_t *len) {
  vl_strbuf sb = {0};
  const char *text = m->text;
  text_edit edits[2] = {s->edits[0], s->edits[1]};
  if (s->num_edits == 2 && fn->instrs[edits[1].instr].begin < fn->instrs[edits[0].instr].begin) {
    edits[0] = s->edits[1];
    edits[1] = s->edits[0];
  }
  uint32_t at = 0;
  for (uint32_t k = 0; k < s->num_edits; k++) {
    const text_edit *e = &edits[k];
    const vl_instr *in = &fn->instrs[e->instr];
    uint32_t b, end;
    switch ((edit_kind)e->kind) {
    case EDIT_REG:
      register_span(text, &in->ops[e->op], &b, &end);
      put(&sb, text + at, b - at);
      put_register(&sb, m, e->reg);
      at = end;
      break;
    case EDIT_FRAME:
      put(&sb, text + at, in->begin - at);
      put_retargeted(&sb, text, in->begin, in->end, (uint32_t)in->ops[1].imm, e->frame);
      at = in->end;
      break;
    case EDIT_DELETE:
      b = vl_text_line_start(text, in->begin);
      put(&sb, text + at, b - at);
      at = in->end < m->text_len && text[in->end] == '\n' ? in->end + 1 : in->end;
      break;
    case EDIT_INSERT_STORE: {
      put(&sb, text + at, in->end - at);
      put(&sb, "\n", 1);
      uint32_t ls = vl_text_line_start(text, in->begin);
      register_span(text, &in->ops[e->op], &b, &end);
      put(&sb, text + ls, b - ls);
      put_register(&sb, m, e->reg);
      put(&sb, text + end, in->end - end);
      at = in->end;
      break;
    }
    }
  }
  put(&sb, text + at, m->text_len - at);
  if (sb.failed) {   /* out of memory: no mutant rather than a truncated one */
    free(sb.data);
    return NULL;
  }
  *len = (uint32_t)sb.len;
  return sb.data;
}

static void describe(const vl_module *m, const vl_function *fn, const site *s, vl_tv_mutant *out) {
  const vl_instr *in = &fn->instrs[s->edits[0].instr];
  const text_edit *e = &s->edits[0];
  char reg[96] = "", old[96] = "";
  out->line = in->line;
  if (e->kind == EDIT_REG || e->kind == EDIT_INSERT_STORE) {
    vl_target_physreg_name(m->target, e->reg, reg, sizeof reg);
    vl_target_physreg_name(m->target, in->ops[e->op].preg, old, sizeof old);
  }
  switch ((edit_kind)e->kind) {
  case EDIT_DELETE:
    vl_target_physreg_name(m->target, in->ops[0].preg, old, sizeof old);
    snprintf(out->what, sizeof out->what, "deleted the %s into $%s", in->opcode, old);
    break;
  case EDIT_FRAME:
    snprintf(out->what, sizeof out->what, "%s stores to %%stack.%u instead of %%stack.%u", in->opcode, e->frame,
             (uint32_t)in->ops[1].imm);
    break;
  case EDIT_INSERT_STORE:
    snprintf(out->what, sizeof out->what, "a %s of $%s into %%stack.%u inserted after this spill of $%s", in->opcode, reg,
             (uint32_t)in->ops[1].imm, old);
    break;
  case EDIT_REG:
    if (s->num_edits == 2)
      snprintf(out->what, sizeof out->what, "sources of this COPY ($%s) and the one on line %u ($%s) swapped", old,
               fn->instrs[s->edits[1].instr].line, reg);
    else
      snprintf(out->what, sizeof out->what, "%s reads $%s instead of $%s", in->opcode, reg, old);
    break;
  }
}

static uint32_t next_random(uint32_t *state) {
  *state ^= *state << 13;
  *state ^= *state >> 17;
  *state ^= *state << 5;
  return *state;
}

void vl_tv_mutants_each(const vl_module *post, uint32_t per_kind, uint32_t seed, vl_tv_mutant_visit visit, void *ctx) {
  vl_arena arena = {0};
  finder f = {.m = post, .arena = &arena};
  uint32_t pairs = 0;
  for (uint32_t fi = 0; fi < post->num_functions; fi++) {
    f.fn = &post->functions[fi];
    f.fn_index = fi;
    uint32_t num_slots, turn = 0;
    slot_info *slots = slots_of(&f, &num_slots);
    for (uint32_t b = 0; b < f.fn->num_blocks; b++) {
      const vl_block *block = &f.fn->blocks[b];
      find_dropped_reloads(&f, block);
      pairs += find_swapped_copies(&f, block);
      find_clobbered_slots(&f, block, slots, num_slots, &turn);
      find_renamed_uses(&f, block);
    }
  }
  if (!pairs)   /* no two copies to swap: swap one copy's source instead */
    for (uint32_t fi = 0; fi < post->num_functions; fi++) {
      f.fn = &post->functions[fi];
      f.fn_index = fi;
      for (uint32_t b = 0; b < f.fn->num_blocks; b++) find_swapped_sources(&f, &f.fn->blocks[b]);
    }
  uint32_t state = seed * 2654435761u + 1;
  for (int kind = 0; kind < VL_TV_NUM_FAULTS; kind++) {
    site *sites = f.sites[kind].data;
    uint32_t n = (uint32_t)f.sites[kind].len;
    for (uint32_t i = 0; i < n && i < per_kind; i++) {   /* a partial Fisher-Yates shuffle */
      uint32_t j = i + next_random(&state) % (n - i);
      site t = sites[i];
      sites[i] = sites[j];
      sites[j] = t;
      const vl_function *fn = &post->functions[sites[i].fn];
      vl_tv_mutant m = {.kind = (vl_tv_fault)kind, .fn = fn};
      char *text = mutated_text(post, fn, &sites[i], &m.len);
      if (!text) continue;
      m.text = text;
      describe(post, fn, &sites[i], &m);
      visit(ctx, &m);
      free(text);
    }
  }
  vl_arena_free(&arena);
}
