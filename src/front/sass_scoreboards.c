/* Scoreboards as liveness (see sass_internal.h, vl_sass_scoreboard_uses).
 *
 * A variable-latency instruction (memory, MUFU, S2R, shuffles, ...) reads its sources and writes
 * its results after it issues, when the hardware gets to it. Its control bits name a read
 * scoreboard (sources read) and a write scoreboard (results written); a later instruction whose
 * wait mask has that scoreboard's bit issues only after the event. ptxas sets those waits for its
 * own registers: before an instruction that overwrites a register an in-flight instruction still
 * reads (or will still write). Under other registers the same waits protect other instructions,
 * so an instruction that ptxas let run early may overwrite a source an STG has not read yet (the
 * H100 showed it: wrong results, misaligned addresses). The sources of an instruction with a read
 * scoreboard are therefore live until the first instruction on each path that waits on it, and
 * so are the results of one with a write scoreboard (a result nobody reads must still not share
 * its register with a value written before the late write lands): an implicit use there, before
 * the webs are built, makes the allocators and verifiers keep them apart. Where ptxas writes such a
 * register again before any wait (it found that safe by other means: another scoreboard's wait,
 * in-order completion), the range ends at that write instead: ours comes no earlier.
 *
 * ptxas leaves the read scoreboard out where its own registers need no wait (about half the
 * corpus's STGs): then nothing tells when the sources are read, so they stay live until ptxas
 * itself next writes them on each path (a write ptxas found safe; ours to that register comes no
 * earlier), or to the path's end. Such an instruction is known by its scoreboards, or by its
 * mnemonic where it sets neither (a store has no result).
 *
 * Control bits of a Volta..Hopper instruction, high word: stall 41-44, yield 45, write
 * scoreboard 46-48, read scoreboard 49-51 (7: none), wait mask 52-57. DEPBAR (a wait on a
 * count) is not taken as a wait: the scan goes on to a full one, which only lengthens ranges. */
#include <stdlib.h>
#include <string.h>

#include "../target/target.h"
#include "sass_internal.h"

enum { WRITE_BARRIER = 46, READ_BARRIER = 49, WAIT_MASK = 52, NO_BARRIER = 7, MAX_UNITS = 32 };

/* Variable-latency mnemonics (each seen with a scoreboard in the corpus, or a relative of one). */
static bool variable_latency(const char *opcode) {
  static const char *const names[] = {"ST",   "STG",  "STS",  "STL",   "RED",    "REDG", "REDUX", "ATOM",
                                      "ATOMG", "ATOMS", "LD",  "LDG",   "LDS",    "LDL",  "LDC",   "LDSM",
                                      "LDGSTS", "SHFL", "MUFU", "F2I",   "I2F",    "FLO",  "POPC",  "FCHK",
                                      "S2R",  "S2UR", "SUST", "SULD",  "TEX",    "TLD",  "TLD4",  "TXQ"};
  size_t len = strcspn(opcode, ".");
  for (size_t k = 0; k < sizeof names / sizeof *names; k++)
    if (strlen(names[k]) == len && !strncmp(opcode, names[k], len)) return true;
  return false;
}

static unsigned field(uint64_t hi, unsigned bit, unsigned width) { return (unsigned)(hi >> bit) & ((1u << width) - 1); }

/* Is op an R register that becomes virtual (R1, the stack pointer, never does)? */
static bool renamed_unit(const vl_target *t, const vl_operand *op) {
  return op->kind == VL_OP_PREG && vl_target_unit_file(t, op->preg.unit) == VL_FILE_VECTOR && op->preg.unit != 1;
}

typedef struct pending {
  uint16_t unit[MAX_UNITS];
  uint32_t count;
} pending;

typedef struct scan {
  vl_function *fn;
  const uint64_t *hi;      /* per instruction: the high word, 0 unknown */
  uint32_t *extra;        /* per instruction: implicit uses to add */
  uint16_t **extra_unit;  /* per instruction: their units */
  uint8_t *seen;          /* per block: scanned from its start for this origin */
} scan;

static void add_use(scan *s, uint32_t at, uint16_t unit) {
  for (uint32_t k = 0; k < s->extra[at]; k++)
    if (s->extra_unit[at][k] == unit) return;
  uint16_t *grown = realloc(s->extra_unit[at], (s->extra[at] + 1) * sizeof *grown);
  if (!grown) abort();
  s->extra_unit[at] = grown;
  grown[s->extra[at]++] = unit;
}

/* Instructions from `from` to the end of its block, then the successors' (each once per origin):
 * an implicit use of every still pending unit at the first instruction that waits on `barrier`
 * (none with NO_BARRIER), where ptxas next writes the unit, or at the path's end, whichever comes
 * first. A write ptxas makes before any wait is one it found safe without waiting (another
 * scoreboard's wait, in-order completion, time), so ours may come no earlier. */
static void walk_on(scan *s, const vl_block *blk, unsigned barrier, pending p);

static void walk(scan *s, uint32_t from, unsigned barrier, pending p) {
  vl_function *fn = s->fn;
  const vl_target *t = fn->module->target;
  uint32_t b = fn->instrs[from].block;
  const vl_block *blk = &fn->blocks[b];
  uint32_t end = blk->first_instr + blk->num_instrs;
  for (uint32_t i = from; i < end && p.count; i++) {
    if (barrier != NO_BARRIER && s->hi[i] && (field(s->hi[i], WAIT_MASK, 6) >> barrier & 1)) {
      for (uint32_t k = 0; k < p.count; k++) add_use(s, i, p.unit[k]);
      return;
    }
    const vl_instr *in = &fn->instrs[i];
    for (uint32_t o = 0; o < in->num_ops; o++) {
      const vl_operand *op = &in->ops[o];
      if (!(op->flags & VL_OPF_DEF) || !renamed_unit(t, op)) continue;
      for (uint32_t k = 0; k < p.count;)
        if (p.unit[k] >= op->preg.unit && p.unit[k] < op->preg.unit + op->preg.count) {
          add_use(s, i, p.unit[k]);
          p.unit[k] = p.unit[--p.count];
        } else {
          k++;
        }
    }
  }
  if (p.count) walk_on(s, blk, barrier, p);
}

/* Past the end of blk: its successors (each once per origin), or the path's end. */
static void walk_on(scan *s, const vl_block *blk, unsigned barrier, pending p) {
  if (!blk->num_succs) {
    for (uint32_t k = 0; k < p.count; k++) add_use(s, blk->first_instr + blk->num_instrs - 1, p.unit[k]);
    return;
  }
  for (uint32_t k = 0; k < blk->num_succs; k++) {
    uint32_t next = blk->succs[k];
    if (s->seen[next]) continue;
    s->seen[next] = 1;
    walk(s, s->fn->blocks[next].first_instr, barrier, p);
  }
}

/* The units of in's R operands, written ones (`defs`) or read ones. */
static pending units_of(const vl_target *t, const vl_instr *in, bool defs) {
  pending p = {0};
  for (uint32_t o = 0; o < in->num_ops; o++) {
    const vl_operand *op = &in->ops[o];
    if (!(op->flags & VL_OPF_DEF) != !defs || !renamed_unit(t, op)) continue;
    for (uint32_t l = 0; l < op->preg.count && p.count < MAX_UNITS; l++) p.unit[p.count++] = (uint16_t)(op->preg.unit + l);
  }
  return p;
}

void vl_sass_scoreboard_uses(vl_function *fn) {
  if (!fn->sass_control) return;
  const vl_target *t = fn->module->target;
  const uint64_t *hi = fn->sass_control;
  uint32_t n = fn->num_instrs;
  scan s = {.fn = fn, .hi = hi, .extra = calloc(n + 1, sizeof(uint32_t)),
            .extra_unit = calloc(n + 1, sizeof(uint16_t *)), .seen = calloc(fn->num_blocks + 1, 1)};
  if (!s.extra || !s.extra_unit || !s.seen) abort();
  for (uint32_t i = 0; i < n; i++) {
    if (!hi[i]) continue;
    const vl_instr *in = &fn->instrs[i];
    for (int kind = 0; kind < 2; kind++) {   /* 0: the sources under the read scoreboard, 1: the results */
      unsigned barrier = field(hi[i], kind ? WRITE_BARRIER : READ_BARRIER, 3);
      if (barrier > 5) barrier = NO_BARRIER;
      /* Results need a scoreboard to be late; sources without one are late if the instruction is. */
      if (barrier == NO_BARRIER && (kind == 1 || !(variable_latency(in->opcode) ||
                                                   field(hi[i], WRITE_BARRIER, 3) <= 5))) continue;
      pending p = units_of(t, in, kind == 1);
      if (!p.count) continue;
      memset(s.seen, 0, fn->num_blocks);
      const vl_block *blk = &fn->blocks[in->block];
      if (i + 1 < blk->first_instr + blk->num_instrs) walk(&s, i + 1, barrier, p);
      else if (blk->num_succs) walk_on(&s, blk, barrier, p);   /* i ends its block (and not the path) */
    }
  }
  for (uint32_t i = 0; i < n; i++) {
    if (!s.extra[i]) continue;
    vl_instr *in = &fn->instrs[i];
    vl_operand *ops = VL_NEW_ARRAY(&fn->arena, vl_operand, in->num_ops + s.extra[i]);
    memcpy(ops, in->ops, sizeof *ops * in->num_ops);
    for (uint32_t k = 0; k < s.extra[i]; k++)
      ops[in->num_ops++] = (vl_operand){.kind = VL_OP_PREG, .preg = {s.extra_unit[i][k], 1, 0}, .tied = -1,
                                        .flags = VL_OPF_IMPLICIT, .line = in->line, .col = in->col};
    in->ops = ops;
    free(s.extra_unit[i]);
  }
  free(s.extra), free(s.extra_unit), free(s.seen);
}
