/* Internal to the SASS front end (sass_parse.c, sass_widths.c, sass_webs.c,
 * sass_life.c): one instruction as read from the text, before it becomes IR.
 * Needs: mir.h. */
#ifndef VL_SASS_INTERNAL_H
#define VL_SASS_INTERNAL_H
#include "../base/diag.h"
#include "mir.h"

enum { VL_SASS_MAX_REFS = 24 };

/* One register token of an instruction: "R4" in "[R4.64+0x10]", "P0" in "@!P0". */
typedef struct vl_sass_ref {
  uint32_t begin, end;     /* the register name, without '-', '!', '|' or suffixes */
  uint8_t file;            /* vl_regfile: VGPR (R), SGPR (UR) or SPECIAL (P, UP, B, RZ, PT, ...) */
  uint16_t index;          /* within the file; for SPECIAL the index into target->specials */
  uint8_t operand;         /* comma-separated operand index (the guard: 255) */
  uint8_t width;           /* registers covered (sass_widths.c) */
  bool in_address;         /* inside [...] */
  bool in_const;           /* inside c[..][..] */
  bool addr64;             /* "R4.64" inside [...] */
  bool negated;            /* '!' before a predicate */
  bool def;                /* written (sass_widths.c) */
} vl_sass_ref;

typedef struct vl_sass_instr {
  uint32_t begin, end;     /* the line without the "// ..." comment */
  uint32_t line, col;      /* of the opcode */
  uint32_t opcode_begin, opcode_end;
  uint32_t operands_end;   /* offset of the ';' */
  bool guarded;            /* @P / @!P (not @PT) */
  uint32_t label_begin, label_end;   /* the `(LABEL) target, 0,0 if none */
  vl_sass_ref refs[VL_SASS_MAX_REFS];
  uint32_t num_refs;
  uint32_t num_operands;
  uint8_t address_operand; /* the operand where the first non-constant '[' opens (255: none) */
  uint32_t address;        /* the address comment's value */
  bool has_words;          /* nvdisasm -hex: both encoding words known (sass_hex.c) */
  uint64_t lo, hi;         /* the encoding words */
} vl_sass_instr;

/* Does the opcode "A.B.C" have the component `mod` (the mnemonic counts)? */
bool vl_sass_has_mod(const char *opcode, uint32_t len, const char *mod);
/* The mnemonic is `name` ("IMAD" for "IMAD.WIDE.U32")? */
bool vl_sass_mnemonic_is(const char *opcode, uint32_t len, const char *name);

/* Width table (sass_widths.c): fills def and width of every ref of `in`. Returns
 * NULL, or why the table cannot tell (an unknown mnemonic or 64-bit modifier). */
const char *vl_sass_apply_widths(const char *text, vl_sass_instr *in);

/* Control flow classes of an opcode. */
typedef enum vl_sass_flow {
  VL_SASS_FLOW_NONE,
  VL_SASS_FLOW_BRANCH,     /* BRA (guarded or divergence-conditional: falls through too) */
  VL_SASS_FLOW_INDIRECT,   /* BRX, JMX: any label */
  VL_SASS_FLOW_EXIT,       /* EXIT, KILL */
  VL_SASS_FLOW_CALL,       /* CALL: to the label; returns after itself */
  VL_SASS_FLOW_RET,        /* RET: to every call's next instruction */
} vl_sass_flow;
vl_sass_flow vl_sass_flow_of(const char *text, const vl_sass_instr *in);

/* De-allocation (sass_webs.c): turns the R operands of `fn` (PREG, from the
 * parser) other than R1 into virtual registers; sets fn->vregs and
 * fn->original_reg. `guarded` and `reads_late` per instruction: a guarded
 * write joins the web it may leave in place, and so does a write of a register
 * the instruction itself reads after it issues (`LDG.E R18, [R18.64]`: our
 * allocation keeps ptxas's choice there, so no other write can reach the
 * address before the load reads it). False with a diagnostic when a tuple
 * cannot be formed. */
bool vl_sass_build_webs(vl_function *fn, const bool *guarded, const bool *reads_late, const char *path,
                        vl_diags *diags);

/* Does `in` read physical unit u by an operand of its own (implicit uses stand for other
 * instructions' late reads)? Before the webs, while operands are physical. */
static inline bool vl_sass_reads_unit(const vl_instr *in, uint32_t u) {
  for (uint32_t o = 0; o < in->num_ops; o++) {
    const vl_operand *op = &in->ops[o];
    if (op->kind == VL_OP_PREG && !(op->flags & (VL_OPF_DEF | VL_OPF_IMPLICIT)) && u >= op->preg.unit &&
        u < op->preg.unit + op->preg.count)
      return true;
  }
  return false;
}

/* Scoreboards (sass_scoreboards.c): before the webs, an implicit use of each R source of an
 * instruction with a read scoreboard, and of each R result of one with a write scoreboard, at the
 * first instruction on every path that waits on that scoreboard; a tensor op's sources until an
 * instruction issues 7 cycles after it; from the control bits of each instruction's high encoding
 * word (fn->sass_control; 0 where unknown, NULL: nothing to do). Sets reads_late[i] where
 * instruction i reads its sources after it issues, and where a move we inserted (no control word)
 * copies a register such an instruction may still read: the webs keep the value where it is. */
void vl_sass_scoreboard_uses(vl_function *fn, bool *reads_late);

/* nvdisasm -hex (sass_hex.c): the encoding words of each instruction line, and the text with
 * the instructions nvdisasm printed only as words decoded in place (same lines). */
enum { VL_SASS_HEX_WORDS = 1 };
typedef struct vl_sass_hex {
  char *text;          /* malloc'd, the text with decoded instructions; NULL when none was decoded */
  uint32_t len;
  uint32_t num_lines;
  uint64_t *lo, *hi;   /* per line number (1-based): the words of the instruction on that line */
  uint8_t *flags;      /* per line number: VL_SASS_HEX_WORDS when both words are known */
} vl_sass_hex;
/* Reads the words of `text` (plain nvdisasm output has none: all flags 0). False, with
 * file:line:col, for a word alone or an encoding the decoder does not know. */
bool vl_sass_hex_read(const char *path, const char *text, uint32_t len, const vl_target *t, vl_diags *diags,
                      vl_sass_hex *out);
void vl_sass_hex_free(vl_sass_hex *h);
/* "/\* 0xWORD *\/" and blanks only, from p to end. */
bool vl_sass_hex_word_at(const char *t, uint32_t p, uint32_t end, uint64_t *word);

/* The first position at or after p in [p, end) that is no blank or tab. */
static inline uint32_t vl_sass_skip_blank(const char *t, uint32_t p, uint32_t end) {
  while (p < end && (t[p] == ' ' || t[p] == '\t')) p++;
  return p;
}
/* Is the encoding one CUDA 11.8's nvdisasm prints no line (and no label) for? (sm_90 VIMNMX) */
bool vl_sass_hex_nvdisasm_drops(const vl_target *t, uint64_t lo);
/* nvdisasm-style text of such an instruction: `guard` ("@!P0" or ""), `buf` "VIMNMX R0, R44, UR4, PT ;".
 * NULL, or why it cannot be decoded. */
const char *vl_sass_hex_decode(const vl_target *t, uint64_t lo, uint64_t hi, char *guard, size_t guard_size,
                               char *buf, size_t size);
/* The target address of a branch-like instruction at `address` from its encoded offset; false when
 * the decoder does not know the instruction's offset field. */
bool vl_sass_hex_branch_target(const vl_target *t, uint64_t lo, uint64_t hi, uint32_t address, int64_t *target);
/* The same branch, at `address`, re-encoded to reach `target` (moved code). false for no such branch. */
bool vl_sass_hex_branch_retarget(const vl_target *t, uint64_t *lo, uint64_t *hi, uint32_t address, uint32_t target);

#endif
