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
 * An instruction that writes a register it reads late (`LDG.E R18, [R18.64]`, `MUFU.RCP R5, R5`)
 * is flagged in reads_late: the webs join the source with the result there (sass_webs.c), since an
 * implicit use after it would reach the result, not the source. Tensor-core instructions (HMMA)
 * read their sources for a few cycles after issue without a scoreboard: those stay live until an
 * instruction issues VL_SASS_TENSOR_READ_CYCLES after it, counted with the stall counts.
 *
 * Control bits of a Volta..Hopper instruction, high word: stall 41-44, yield 45, write
 * scoreboard 46-48, read scoreboard 49-51 (7: none), wait mask 52-57. DEPBAR (a wait on a
 * count) is not taken as a wait: the scan goes on to a full one, which only lengthens ranges. */
#include <stdlib.h>
#include <string.h>

#include "../target/target.h"
#include "sass.h"
#include "sass_internal.h"

enum { NO_BARRIER = VL_SASS_NO_SCOREBOARD, MAX_UNITS = 32 };

/* A tensor op's sources stay live until an instruction issues VL_SASS_TENSOR_READ_CYCLES after it
 * (the stall counts say when, at the earliest). WINDOW_STEPS bounds the walk where stall counts
 * are 0 (moves we inserted carry none). */
enum { WINDOW_STEPS = 64 };

/* Each seen with a scoreboard in the corpus, or a relative of one. */
bool vl_sass_variable_latency(const char *opcode) {
  static const char *const names[] = {"ST",   "STG",  "STS",  "STL",   "RED",    "REDG", "REDUX", "ATOM",
                                      "ATOMG", "ATOMS", "LD",  "LDG",   "LDS",    "LDL",  "LDC",   "LDSM",
                                      "LDGSTS", "SHFL", "MUFU", "F2I",   "I2F",    "FLO",  "POPC",  "FCHK",
                                      "S2R",  "S2UR", "SUST", "SULD",  "TEX",    "TLD",  "TLD4",  "TXQ"};
  size_t len = strcspn(opcode, ".");
  for (size_t k = 0; k < sizeof names / sizeof *names; k++)
    if (strlen(names[k]) == len && !strncmp(opcode, names[k], len)) return true;
  return false;
}

bool vl_sass_tensor_op(const char *opcode) {
  static const char *const names[] = {"HMMA", "IMMA", "DMMA", "BMMA"};
  size_t len = strcspn(opcode, ".");
  for (size_t k = 0; k < sizeof names / sizeof *names; k++)
    if (strlen(names[k]) == len && !strncmp(opcode, names[k], len)) return true;
  return false;
}

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
  pending origin;         /* the units of the instruction scanned from */
  bool *reads_late;       /* per instruction: the webs join its results to the registers it reads */
  uint32_t *seen;         /* per block: which of them were scanned from its start (bit k: origin.unit[k]) */
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

/* ptxas's own writes at i of pending units: an implicit use there, and they are done. A move we
 * inserted (no control word: live-range splitting, `MOV R5, R5` in ptxas's registers) is no write
 * of ptxas: it copies the value the late reader may still read, so the webs join its two sides
 * (the value stays in its register) and the unit stays pending. */
static void ptxas_writes(scan *s, uint32_t i, pending *p) {
  const vl_instr *in = &s->fn->instrs[i];
  const vl_target *t = s->fn->module->target;
  for (uint32_t o = 0; o < in->num_ops; o++) {
    const vl_operand *op = &in->ops[o];
    if (!(op->flags & VL_OPF_DEF) || !renamed_unit(t, op)) continue;
    for (uint32_t k = 0; k < p->count;)
      if (p->unit[k] < op->preg.unit || p->unit[k] >= op->preg.unit + op->preg.count) {
        k++;
      } else if (!s->hi[i] && vl_sass_reads_unit(in, p->unit[k])) {
        s->reads_late[i] = true;
        k++;
      } else {
        add_use(s, i, p->unit[k]);
        p->unit[k] = p->unit[--p->count];
      }
  }
}

/* A guarded EXIT (or KILL) ends the paths where its guard holds, though the flow goes on: the
 * pending units live until it. In a loop left only so (`@P1 EXIT` in a histogram's drain loop),
 * the flow graph has no path's end at all. */
static void exits_here(scan *s, uint32_t i, const pending *p) {
  const char *op = s->fn->instrs[i].opcode;
  uint32_t len = (uint32_t)strlen(op);
  if (vl_sass_mnemonic_is(op, len, "EXIT") || vl_sass_mnemonic_is(op, len, "KILL"))
    for (uint32_t k = 0; k < p->count; k++) add_use(s, i, p->unit[k]);
}

static void walk(scan *s, uint32_t from, unsigned barrier, pending p) {
  vl_function *fn = s->fn;
  uint32_t b = fn->instrs[from].block;
  const vl_block *blk = &fn->blocks[b];
  uint32_t end = blk->first_instr + blk->num_instrs;
  for (uint32_t i = from; i < end && p.count; i++) {
    if (s->hi[i] && vl_sass_waits_on(s->hi[i], barrier)) {
      for (uint32_t k = 0; k < p.count; k++) add_use(s, i, p.unit[k]);
      return;
    }
    exits_here(s, i, &p);
    ptxas_writes(s, i, &p);
  }
  if (p.count) walk_on(s, blk, barrier, p);
}

/* Past the end of blk: its successors, each once per unit of the origin (a block first reached
 * with fewer units pending is scanned again for the others), or the path's end. */
static void walk_on(scan *s, const vl_block *blk, unsigned barrier, pending p) {
  if (!blk->num_succs) {
    for (uint32_t k = 0; k < p.count; k++) add_use(s, blk->first_instr + blk->num_instrs - 1, p.unit[k]);
    return;
  }
  uint32_t mask = 0;
  for (uint32_t k = 0; k < p.count; k++)
    for (uint32_t x = 0; x < s->origin.count; x++)
      if (s->origin.unit[x] == p.unit[k]) mask |= 1u << x;
  for (uint32_t k = 0; k < blk->num_succs; k++) {
    uint32_t next = blk->succs[k], fresh = mask & ~s->seen[next];
    if (!fresh) continue;
    s->seen[next] |= fresh;
    pending q = {0};
    for (uint32_t x = 0; x < s->origin.count; x++)
      if (fresh >> x & 1) q.unit[q.count++] = s->origin.unit[x];
    walk(s, s->fn->blocks[next].first_instr, barrier, q);
  }
}

/* A tensor op's sources from instruction `at` on, `elapsed` cycles after it issued: an implicit use
 * at the first instruction that issues VL_SASS_TENSOR_READ_CYCLES after it, where ptxas next writes them,
 * or at the path's end. Every path on its own: the window is a few instructions long. */
static void window_walk(scan *s, uint32_t at, unsigned elapsed, unsigned steps, pending p) {
  const vl_function *fn = s->fn;
  const vl_block *blk = &fn->blocks[fn->instrs[at].block];
  for (uint32_t i = at; i < blk->first_instr + blk->num_instrs && p.count; i++, steps++) {
    if (elapsed >= VL_SASS_TENSOR_READ_CYCLES || steps >= WINDOW_STEPS) {
      for (uint32_t k = 0; k < p.count; k++) add_use(s, i, p.unit[k]);
      return;
    }
    exits_here(s, i, &p);
    ptxas_writes(s, i, &p);
    elapsed += vl_sass_stall(s->hi[i]);
  }
  if (!p.count) return;
  if (!blk->num_succs)
    for (uint32_t k = 0; k < p.count; k++) add_use(s, blk->first_instr + blk->num_instrs - 1, p.unit[k]);
  for (uint32_t k = 0; k < blk->num_succs; k++) window_walk(s, fn->blocks[blk->succs[k]].first_instr, elapsed, steps, p);
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

void vl_sass_scoreboard_uses(vl_function *fn, bool *reads_late) {
  if (!fn->sass_control) return;
  const vl_target *t = fn->module->target;
  const uint64_t *hi = fn->sass_control;
  uint32_t n = fn->num_instrs;
  scan s = {.fn = fn, .hi = hi, .reads_late = reads_late, .extra = calloc(n + 1, sizeof(uint32_t)),
            .extra_unit = calloc(n + 1, sizeof(uint16_t *)), .seen = calloc(fn->num_blocks + 1, sizeof(uint32_t))};
  if (!s.extra || !s.extra_unit || !s.seen) abort();
  for (uint32_t i = 0; i < n; i++) {
    if (!hi[i]) continue;
    const vl_instr *in = &fn->instrs[i];
    const vl_block *blk = &fn->blocks[in->block];
    bool last = i + 1 == blk->first_instr + blk->num_instrs;
    for (int kind = 0; kind < 2; kind++) {   /* 0: the sources under the read scoreboard, 1: the results */
      unsigned barrier = kind ? vl_sass_write_scoreboard(hi[i]) : vl_sass_read_scoreboard(hi[i]);
      /* Results need a scoreboard to be late; sources without one are late if the instruction is. */
      if (barrier == NO_BARRIER && (kind == 1 || !(vl_sass_variable_latency(in->opcode) ||
                                                   vl_sass_write_scoreboard(hi[i]) != NO_BARRIER))) continue;
      if (kind == 0) reads_late[i] = true;
      pending p = units_of(t, in, kind == 1);
      if (!p.count) continue;
      s.origin = p;
      memset(s.seen, 0, fn->num_blocks * sizeof *s.seen);
      if (!last) walk(&s, i + 1, barrier, p);
      else if (blk->num_succs) walk_on(&s, blk, barrier, p);   /* i ends its block (and not the path) */
    }
    if (vl_sass_tensor_op(in->opcode)) {
      reads_late[i] = true;
      pending p = units_of(t, in, false);
      if (!p.count) continue;
      if (!last) window_walk(&s, i + 1, vl_sass_stall(hi[i]), 0, p);
      else
        for (uint32_t k = 0; k < blk->num_succs; k++)
          window_walk(&s, fn->blocks[blk->succs[k]].first_instr, vl_sass_stall(hi[i]), 0, p);
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
