/* Scoreboard hazards of an allocated SASS listing (see sass_hazards.h). */
#include "sass_hazards.h"

#include <stdlib.h>
#include <string.h>

#include "../front/sass.h"
#include "../target/target.h"

enum { MAX_LANES = 32, NONE = UINT32_MAX, MAX_WINDOW_STEPS = 64 };

/* One register lane watched: ours, and ptxas's at the same operand (NONE for inserted code). */
typedef struct lane {
  uint32_t ours, theirs;
  bool result;
} lane;

typedef struct watch {
  const vl_function *ptxas, *ours;
  const uint32_t *pair;       /* per instruction of ours: ptxas's, NONE where inserted */
  uint32_t origin;            /* the late instruction, in ours */
  lane lanes[MAX_LANES];
  uint32_t num_lanes;
  unsigned read_sb, write_sb;
  bool tensor;
  uint32_t *seen;             /* per block of ours: lanes already walked from its start */
  vl_diags *diags;
  vl_hazard_stats *stats;
} watch;

/* The R units an operand covers, as a first unit and a count (count 0: not an R register). */
static vl_physreg r_units(const vl_function *fn, const vl_operand *op) {
  vl_physreg r = {0, 0, 0};
  if (op->kind == VL_OP_VREG && fn->original_reg) r = vl_physreg_subreg(fn->original_reg[op->reg], op->subreg);
  else if (op->kind == VL_OP_PREG) r = op->preg;
  if (!r.count || vl_target_unit_file(fn->module->target, r.unit) != VL_FILE_VECTOR) r.count = 0;
  return r;
}

/* Does instruction i of fn write (`def`) or read unit u, by an operand of its own? */
static bool touches(const vl_function *fn, uint32_t i, uint32_t u, bool def) {
  const vl_instr *in = &fn->instrs[i];
  for (uint32_t o = 0; o < in->num_ops; o++) {
    const vl_operand *op = &in->ops[o];
    if ((op->flags & VL_OPF_IMPLICIT) || !(op->flags & VL_OPF_DEF) != !def) continue;
    vl_physreg r = r_units(fn, op);
    if (u >= r.unit && u < r.unit + r.count) return true;
  }
  return false;
}

static uint32_t own_operands(const vl_instr *in) {
  uint32_t n = 0;
  for (uint32_t o = 0; o < in->num_ops; o++) n += !(in->ops[o].flags & VL_OPF_IMPLICIT);
  return n;
}

/* Ours' instructions matched to ptxas's in order: the same mnemonic, operands, scoreboards and
 * waits (reuse bits and the Rc field follow the registers; stall counts and yield grow around
 * inserted code); an
 * instruction of ours that matches nothing is inserted code. False where ptxas's instructions do
 * not all find theirs. */
static bool pair_up(const vl_function *k, const vl_function *f, uint32_t *pair, vl_diags *diags) {
  const uint64_t free_bits = (uint64_t)15 << 58 | (uint64_t)31 << 41 | 0xff;   /* reuse; stall, yield; Rc */
  uint32_t y = 0;
  for (uint32_t x = 0; x < f->num_instrs; x++) {
    const vl_instr *a = &f->instrs[x], *b = y < k->num_instrs ? &k->instrs[y] : NULL;
    bool same = b && !strcmp(a->opcode, b->opcode) && own_operands(a) == own_operands(b) &&
                (f->sass_control[x] & ~free_bits) == (k->sass_control[y] & ~free_bits);
    pair[x] = same ? y++ : NONE;
  }
  if (y == k->num_instrs) return true;
  const vl_instr *missing = &k->instrs[y];
  vl_diag_add(diags, k->module->path, missing->line, missing->col, VL_CAT_NONE,
              "%s: not the same code: %s here has no counterpart in %s", k->name, missing->opcode, f->module->path);
  return false;
}

/* MOV Rx, Rx (our moves that the allocation made identities): it writes what the register holds. */
static bool identity_move(const vl_function *fn, uint32_t i) {
  const vl_instr *in = &fn->instrs[i];
  if (strcmp(in->opcode, "MOV") || own_operands(in) != 2) return false;
  vl_physreg a = r_units(fn, &in->ops[0]), b = r_units(fn, &in->ops[1]);
  return a.count && a.unit == b.unit && a.count == b.count;
}

static void hazard(watch *w, uint32_t j, const lane *l, const char *what) {
  const vl_instr *at = &w->ours->instrs[j], *late = &w->ours->instrs[w->origin];
  uint32_t r = l->ours - w->ours->module->target->file_base[VL_FILE_VECTOR];
  vl_diag_add(w->diags, w->ours->module->path, at->line, at->col, VL_CAT_DATAFLOW,
              l->result ? "hazard: %s %s R%u before %s (line %u) has written it: no wait on its scoreboard between"
                        : "hazard: %s %s R%u, which %s (line %u) may not have read yet: no wait on its scoreboard between",
              at->opcode, what, r, late->opcode, late->line);
  w->stats->hazards++;
}

/* Instruction j of ours, `elapsed` stall cycles after the late one issued: the lanes of `mask` it
 * waits out, ends (ptxas writes its register there) or breaks. Returns those still watched. */
static uint64_t visit(watch *w, uint32_t j, uint64_t mask, unsigned elapsed) {
  uint64_t hi = w->ours->sass_control[j];
  uint32_t y = w->pair[j];
  for (uint32_t n = 0; n < w->num_lanes; n++) {
    const lane *l = &w->lanes[n];
    if (!(mask >> n & 1)) continue;
    bool done = vl_sass_waits_on(hi, w->write_sb) ||
                (!l->result && (vl_sass_waits_on(hi, w->read_sb) || (w->tensor && elapsed >= VL_SASS_TENSOR_READ_CYCLES)));
    if (done) {
      mask &= ~((uint64_t)1 << n);
      continue;
    }
    bool ptxas_writes = y != NONE && l->theirs != NONE && touches(w->ptxas, y, l->theirs, true);
    bool ptxas_reads = y != NONE && l->theirs != NONE && touches(w->ptxas, y, l->theirs, false);
    bool writes = touches(w->ours, j, l->ours, true) && (l->result || !identity_move(w->ours, j));
    bool reads = l->result && touches(w->ours, j, l->ours, false);
    if ((writes && !ptxas_writes) || (reads && !ptxas_reads)) {
      hazard(w, j, l, writes && !ptxas_writes ? "writes" : "reads");
      for (uint32_t m = n; m < w->num_lanes; m++)   /* one report per register and instruction */
        if (w->lanes[m].ours == l->ours) mask &= ~((uint64_t)1 << m);
    } else if (ptxas_writes) {
      mask &= ~((uint64_t)1 << n);
    }
  }
  return mask;
}

/* From instruction `from` of ours to the end of its block, then into its successors: a tensor
 * op's window path by path (a few instructions), anything else once per block and lane. */
static void follow(watch *w, uint32_t from, uint64_t mask, unsigned elapsed, uint32_t steps) {
  const vl_function *f = w->ours;
  const vl_block *blk = &f->blocks[f->instrs[from].block];
  for (uint32_t j = from; j < blk->first_instr + blk->num_instrs && mask; j++) {
    if (w->tensor && steps++ >= MAX_WINDOW_STEPS) return;
    mask = visit(w, j, mask, elapsed);
    elapsed += vl_sass_stall(f->sass_control[j]);
  }
  for (uint32_t s = 0; s < blk->num_succs && mask; s++) {
    uint32_t next = blk->succs[s];
    uint64_t fresh = w->tensor ? mask : mask & ~(uint64_t)w->seen[next];
    if (!w->tensor) w->seen[next] |= (uint32_t)fresh;
    if (fresh) follow(w, f->blocks[next].first_instr, fresh, elapsed, steps);
  }
}

/* The lanes of instruction x's sources (late ones only) and results (with a write scoreboard). */
static void lanes_of(watch *w, uint32_t x, bool sources, bool results) {
  const vl_instr *a = &w->ours->instrs[x];
  const vl_instr *b = w->pair[x] != NONE ? &w->ptxas->instrs[w->pair[x]] : NULL;
  w->num_lanes = 0;
  for (uint32_t o = 0, p = 0; o < a->num_ops; o++) {
    const vl_operand *op = &a->ops[o];
    if (op->flags & VL_OPF_IMPLICIT) continue;
    while (b && p < b->num_ops && (b->ops[p].flags & VL_OPF_IMPLICIT)) p++;
    const vl_operand *theirs = b && p < b->num_ops ? &b->ops[p++] : NULL;
    bool def = op->flags & VL_OPF_DEF;
    if (def ? !results : !sources) continue;
    vl_physreg r = r_units(w->ours, op), q = theirs ? r_units(w->ptxas, theirs) : (vl_physreg){0, 0, 0};
    for (uint32_t l = 0; l < r.count && w->num_lanes < MAX_LANES; l++)
      w->lanes[w->num_lanes++] = (lane){r.unit + l, l < q.count ? q.unit + l : NONE, def};
  }
}

vl_status vl_sass_hazards(const vl_function *ptxas, const vl_function *ours, vl_diags *diags, vl_hazard_stats *stats) {
  *stats = (vl_hazard_stats){0};
  if (!ptxas->sass_control || !ours->sass_control) {
    vl_diag_add(diags, ours->sass_control ? ptxas->module->path : ours->module->path, ours->line, 1, VL_CAT_NONE,
                "%s: no control words (a listing from nvdisasm -hex is needed)", ours->name);
    return VL_BAD_INPUT;
  }
  uint32_t *pair = malloc(sizeof *pair * (ours->num_instrs + 1));
  watch w = {.ptxas = ptxas, .ours = ours, .pair = pair, .diags = diags, .stats = stats,
             .seen = calloc(ours->num_blocks + 1, sizeof(uint32_t))};
  if (!pair || !w.seen) abort();
  bool comparable = pair_up(ptxas, ours, pair, diags);
  for (uint32_t x = 0; comparable && x < ours->num_instrs; x++) {
    uint64_t hi = ours->sass_control[x];
    const vl_instr *in = &ours->instrs[x];
    stats->inserted += pair[x] == NONE;
    w.origin = x;
    w.read_sb = vl_sass_read_scoreboard(hi), w.write_sb = vl_sass_write_scoreboard(hi);
    w.tensor = vl_sass_tensor_op(in->opcode);
    bool sources = w.read_sb != VL_SASS_NO_SCOREBOARD || w.write_sb != VL_SASS_NO_SCOREBOARD || w.tensor ||
                   vl_sass_variable_latency(in->opcode);
    bool results = w.write_sb != VL_SASS_NO_SCOREBOARD;
    if (!hi || !(sources || results)) continue;
    lanes_of(&w, x, sources, results);
    if (!w.num_lanes) continue;
    stats->late++;
    memset(w.seen, 0, ours->num_blocks * sizeof *w.seen);
    uint64_t all = ((uint64_t)1 << w.num_lanes) - 1;
    const vl_block *blk = &ours->blocks[in->block];
    if (x + 1 < blk->first_instr + blk->num_instrs) {
      follow(&w, x + 1, all, vl_sass_stall(hi), 0);
    } else {
      for (uint32_t s = 0; s < blk->num_succs; s++) {
        if (!w.tensor) w.seen[blk->succs[s]] = (uint32_t)all;
        follow(&w, ours->blocks[blk->succs[s]].first_instr, all, vl_sass_stall(hi), 0);
      }
    }
  }
  free(pair);
  free(w.seen);
  return !comparable ? VL_BAD_INPUT : stats->hazards ? VL_INVALID : VL_OK;
}
