/* The normalized text of a function (format in docs/formats.md): what the
 * allocation depends on and nothing else.
 * Needs: the names (norm_names.c), the budget. Produces: text on a FILE.
 *
 * Kept: every virtual register operand with its subregister, `undef`,
 * `early-clobber`, ties and (at a name's first unlinked mention in a block)
 * its class; explicit physical operands; implicit physical operands on
 * allocatable registers (numbered files and VCC, which LLVM allocates); call
 * clobber masks; branch targets; the register budget and the reserved
 * registers. Dropped: immediates, memory operands, debug instructions and
 * operands, instruction flags, LLT types, kill/dead/renamable flags (liveness
 * recomputes them), implicit operands on reserved registers (EXEC, SCC, MODE,
 * M0, ...), globals and other symbols. */
#include <stdlib.h>
#include <string.h>

#include "norm.h"

typedef struct printer {
  const vl_norm_function *nf;
  const vl_function *fn;
  const vl_target *target;
  FILE *out;
  uint32_t *block_index;     /* block number -> layout index */
  uint8_t *class_shown;      /* per local name of the current block */
  char *class_names;         /* per class index, 48 bytes each */
  vl_physreg vcc;            /* units LLVM may allocate among the specials */
  vl_arena *arena;           /* scratch for the printer's lifetime */
  int *printed_index;        /* per operand of the instruction being printed: its position, or -1 */
  uint32_t index_cap;
} printer;

static void print_name(FILE *out, uint32_t name) {
  char text[16];
  vl_norm_name_text(name, text, sizeof text);
  fputs(text, out);
}

/* "a-f h j-ad": ascending runs of names as ranges; UINT32_MAX (no name) as "_". */
static void print_list(FILE *out, const uint32_t *names, uint32_t n) {
  for (uint32_t i = 0; i < n;) {
    uint32_t j = i;
    if (names[i] != UINT32_MAX)
      while (j + 1 < n && names[j + 1] == names[j] + 1) j++;
    fputc(' ', out);
    if (names[i] == UINT32_MAX) {
      fputc('_', out);
    } else {
      print_name(out, names[i]);
      if (j > i) {
        fputc('-', out);
        print_name(out, names[j]);
      }
    }
    i = j + 1;
  }
}

static void print_physreg(const printer *p, vl_physreg reg) {
  char buf[64];
  if (vl_target_physreg_asm(p->target, reg, buf, sizeof buf) || vl_target_physreg_name(p->target, reg, buf, sizeof buf))
    fprintf(p->out, "$%s", buf);
  else
    fprintf(p->out, "$<unit %u x%u>", reg.unit, reg.count);
}

static void print_subreg(FILE *out, vl_subreg s) {
  if (!s) return;
  unsigned off = vl_subreg_offset(s), count = vl_subreg_count(s), half = vl_subreg_half(s);
  if (half) fprintf(out, ".%u%c", off, half == 1 ? 'l' : 'h');
  else if (count == 1) fprintf(out, ".%u", off);
  else fprintf(out, ".%u-%u", off, off + count - 1);
}

/* Implicit physical operands matter when they touch registers an allocation may use. */
static bool allocatable(const printer *p, vl_physreg reg) {
  for (unsigned i = 0; i < reg.count; i++) {
    unsigned u = reg.unit + i;
    if (vl_target_unit_file(p->target, u) != VL_FILE_SPECIAL) return true;
    if (p->vcc.count && u >= p->vcc.unit && u < p->vcc.unit + p->vcc.count) return true;
  }
  return false;
}

static bool kept(const printer *p, const vl_operand *op) {
  if (op->flags & VL_OPF_DEBUG) return false;
  switch (op->kind) {
  case VL_OP_VREG: return p->nf->live->space.width[op->reg] > 0;
  case VL_OP_PREG: return !(op->flags & VL_OPF_IMPLICIT) || allocatable(p, op->preg);
  case VL_OP_BLOCK:
  case VL_OP_REGMASK: return true;
  default: return false;
  }
}

static void print_vreg(printer *p, uint32_t block, const vl_operand *op) {
  uint32_t name = vl_norm_lookup(p->nf, block, op->reg);
  print_name(p->out, name);
  print_subreg(p->out, op->subreg);
  if (!p->class_shown[name] && !vl_norm_is_linked(p->nf, block, name)) {
    p->class_shown[name] = 1;
    fprintf(p->out, ":%s", p->class_names + 48 * p->fn->vregs[op->reg].cls);
  }
}

static void print_operand(printer *p, uint32_t block, const vl_operand *op, const int *printed_index) {
  FILE *out = p->out;
  bool def = op->flags & VL_OPF_DEF;
  if (op->flags & VL_OPF_IMPLICIT) fputs(def ? "implicit-def " : "implicit ", out);
  if (op->flags & VL_OPF_UNDEF) fputs("undef ", out);
  if (op->flags & VL_OPF_EARLY_CLOBBER) fputs("early-clobber ", out);
  switch (op->kind) {
  case VL_OP_VREG: print_vreg(p, block, op); break;
  case VL_OP_PREG: print_physreg(p, op->preg); break;
  case VL_OP_BLOCK: fprintf(out, "b%u", p->block_index[op->imm]); break;
  default: fputs(op->text ? op->text : "?", out); break;
  }
  if (!def && op->tied >= 0 && printed_index[op->tied] >= 0) fprintf(out, "(tied-def %d)", printed_index[op->tied]);
}

static void print_instr(printer *p, uint32_t block, const vl_instr *in) {
  if (in->is_debug) return;
  if (in->num_ops > p->index_cap) {
    p->index_cap = in->num_ops * 2;
    p->printed_index = VL_NEW_ARRAY(p->arena, int, p->index_cap);
  }
  int *printed_index = p->printed_index, n = 0;
  for (uint32_t o = 0; o < in->num_ops; o++) printed_index[o] = kept(p, &in->ops[o]) ? n++ : -1;
  fputc(' ', p->out);
  bool first = true;
  for (uint32_t o = 0; o < in->num_defs; o++) {
    if (printed_index[o] < 0) continue;
    if (!first) fputc(' ', p->out);
    print_operand(p, block, &in->ops[o], printed_index);
    first = false;
  }
  char opcode[128];
  fprintf(p->out, "%s%s", first ? "" : " = ", vl_norm_opcode(in->opcode, opcode, sizeof opcode));
  first = true;
  for (uint32_t o = in->num_defs; o < in->num_ops; o++) {
    if (printed_index[o] < 0) continue;
    fputc(' ', p->out);
    print_operand(p, block, &in->ops[o], printed_index);
    first = false;
  }
  fputc('\n', p->out);
}

static void print_block(printer *p, uint32_t index, uint32_t *scratch) {
  const vl_block *b = &p->fn->blocks[index];
  const vl_norm_block *nb = &p->nf->blocks[index];
  FILE *out = p->out;
  fprintf(out, "b%u", index);
  if (b->num_succs) fputs(" ->", out);
  for (uint32_t s = 0; s < b->num_succs; s++) fprintf(out, " b%u", b->succs[s]);
  fputc('\n', out);
  if (b->num_liveins) {
    fputs(" livein", out);
    for (uint32_t i = 0; i < b->num_liveins; i++) {
      fputc(' ', out);
      print_physreg(p, b->liveins[i].reg);
    }
    fputc('\n', out);
  }
  /* Links: for each predecessor, the names there of this block's live-ins (its first k names). */
  if (nb->num_live_in && b->num_preds)
    for (uint32_t q = 0; q < b->num_preds; q++) {
      for (uint32_t i = 0; i < nb->num_live_in; i++) scratch[i] = vl_norm_lookup(p->nf, b->preds[q], nb->vreg[i]);
      fprintf(out, " in b%u", b->preds[q]);
      print_list(out, scratch, nb->num_live_in);
      fputc('\n', out);
    }
  memset(p->class_shown, 0, nb->num_names + 1);
  for (uint32_t i = 0; i < b->num_instrs; i++) print_instr(p, index, vl_block_instr(p->fn, b, i));
  if (nb->num_live_out) {
    fputs(" out", out);
    print_list(out, nb->live_out, nb->num_live_out);
    fputc('\n', out);
  }
}

/* "limits v256 a256 s102" and "reserved s32 s96-101": what the allocation may use. */
static void print_budget(const printer *p, const vl_budget *budget) {
  static const char *const letters[] = {"v", "a", "s"};
  FILE *out = p->out;
  fputs("limits", out);
  for (int f = 0; f < VL_FILE_SPECIAL; f++)
    if (p->target->num_regs[f]) fprintf(out, " %s%u", letters[f], budget->limit[f]);
  bool any = false;
  for (int f = 0; f < VL_FILE_SPECIAL; f++) {
    unsigned base = p->target->file_base[f];
    for (unsigned i = 0; i < budget->limit[f];) {
      if (!vl_bitset_test(&budget->reserved, base + i)) {
        i++;
        continue;
      }
      unsigned j = i;
      while (j + 1 < budget->limit[f] && vl_bitset_test(&budget->reserved, base + j + 1)) j++;
      fprintf(out, "%s %s%u", any ? "" : "\nreserved", letters[f], i);
      if (j > i) fprintf(out, "-%u", j);
      any = true;
      i = j + 1;
    }
  }
  fputc('\n', out);
}

void vl_norm_print(const vl_norm_function *nf, const vl_budget *budget, FILE *out) {
  const vl_function *fn = nf->fn;
  vl_arena arena = {0};
  printer p = {.nf = nf, .fn = fn, .target = fn->module->target, .out = out, .arena = &arena};
  uint32_t max_number = 0, max_names = 0;
  for (uint32_t b = 0; b < fn->num_blocks; b++) {
    if (fn->blocks[b].number > max_number) max_number = fn->blocks[b].number;
    if (nf->blocks[b].num_names > max_names) max_names = nf->blocks[b].num_names;
  }
  p.block_index = VL_NEW_ARRAY(&arena, uint32_t, max_number + 1);
  for (uint32_t b = 0; b < fn->num_blocks; b++) p.block_index[fn->blocks[b].number] = b;
  p.class_shown = VL_NEW_ARRAY(&arena, uint8_t, max_names + 1);
  p.class_names = VL_NEW_ARRAY(&arena, char, 48 * (p.target->num_classes + 1));
  for (uint32_t c = 0; c < p.target->num_classes; c++) vl_norm_class_name(p.target, (int)c, p.class_names + 48 * c, 48);
  if (!vl_target_parse_physreg(p.target, "vcc", 3, &p.vcc)) p.vcc.count = 0;
  uint32_t *scratch = VL_NEW_ARRAY(&arena, uint32_t, max_names + 1);
  fprintf(out, "fn %s %s\n", fn->name, p.target->name);
  print_budget(&p, budget);
  for (uint32_t b = 0; b < fn->num_blocks; b++) print_block(&p, b, scratch);
  vl_arena_free(&arena);
}

char *vl_norm_text(vl_norm_function *const *nfs, const vl_budget *const *budgets, uint32_t n, size_t *len) {
  char *text = NULL;
  FILE *out = open_memstream(&text, len);
  if (!out) return NULL;
  for (uint32_t i = 0; i < n; i++) vl_norm_print(nfs[i], budgets[i], out);
  if (fclose(out)) {
    free(text);
    return NULL;
  }
  return text;
}
