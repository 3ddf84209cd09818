/* The SASS operand table: which register operands an instruction writes and
 * how many consecutive registers each covers, by opcode and modifier. The
 * tests check it against nvdisasm's life ranges on the whole corpus
 * (sass_life.c; scripts/sass-corpus.sh).
 * Needs: the parsed refs of one instruction. Produces: ref.def, ref.width.
 *
 * Facts (sm_89, sm_90; nvdisasm 11.8 prints the first register of a tuple):
 * - Loads, stores and atomics take their data size from a modifier: .64 a
 *   pair, .128 a quad (.96: three of a quad); an address register "[R4.64]"
 *   is a pair, "[R4]" one register (but ATOMG.E.CAS's "[R4]" is a pair). Atomic CAS reads compare and swap values
 *   as one pair (or two pairs for .64): "ATOMG.E.CAS PT, R6, [R6], R2, R3".
 * - IMAD.WIDE(.U32) and UIMAD.WIDE write a pair and read a pair as addend.
 * - HMMA.16816.F32: D and C quads, A a quad, B a pair (F16 results: pairs);
 *   HMMA.1688.F32.TF32 the same; HMMA.1688.F32 (F16 inputs): A a pair, B one.
 * - CS2R R4, SRZ writes a pair (CS2R.32: one); RET.REL R2 reads a pair (the
 *   return address); D* (double) instructions read and write pairs.
 * - Writes: operand 0, and a second one for compares (ISETP P0, P1, ...),
 *   PLOP3, VOTE, SHFL (PT, R) and atomics and LOP3 that write a predicate first;
 *   predicates right after the destination of IADD3/LEA (carry out) too.
 *   Stores, branches, barriers and the like write nothing. */
#include <string.h>

#include "sass_internal.h"

bool vl_sass_has_mod(const char *opcode, uint32_t len, const char *mod) {
  size_t n = strlen(mod);
  for (uint32_t i = 0; i + n <= len; i++) {
    bool start = i == 0 || opcode[i - 1] == '.';
    bool stop = i + n == len || opcode[i + n] == '.';
    if (start && stop && !memcmp(opcode + i, mod, n)) return true;
  }
  return false;
}

bool vl_sass_mnemonic_is(const char *opcode, uint32_t len, const char *name) {
  size_t n = strlen(name);
  return len >= n && !memcmp(opcode, name, n) && (len == n || opcode[n] == '.');
}

static bool any_mnemonic(const char *op, uint32_t len, const char *const *names) {
  for (; *names; names++)
    if (vl_sass_mnemonic_is(op, len, *names)) return true;
  return false;
}

static const char *const loads[] = {"LDG", "LDS", "LDL", "LD", "LDC", "ULDC", "LDSM", NULL};
static const char *const stores[] = {"STG", "STS", "STL", "ST", NULL};
static const char *const atomics[] = {"ATOMG", "ATOM", "ATOMS", "RED", "REDG", NULL};
static const char *const no_writes[] = {"STG", "STS", "STL", "ST", "RED", "REDG", "BRA", "BRX", "JMP", "JMX",
                                        "EXIT", "KILL", "RET", "CALL", "BSYNC", "BAR", "WARPSYNC", "YIELD", "NOP",
                                        "DEPBAR", "BREAK", "MEMBAR", "ENDCOLLECTIVE", "BPT", "CCTL", "ERRBAR",
                                        "FENCE", "NANOSLEEP", "ARRIVES", "WARPGROUP", NULL};
static const char *const two_writes[] = {"ISETP", "FSETP", "HSETP2", "DSETP", "UISETP", "PSETP", "PLOP3", "UPLOP3",
                                         "VOTE", "VOTEU", "SHFL", NULL};
static const char *const doubles[] = {"DADD", "DMUL", "DFMA", "DMNMX", "DSETP", NULL};

/* Data size of a memory access in registers, from its modifiers. */
static uint8_t data_width(const char *op, uint32_t len) {
  if (vl_sass_has_mod(op, len, "128")) return 4;
  if (vl_sass_has_mod(op, len, "96")) return 3;
  if (vl_sass_has_mod(op, len, "64")) return 2;
  return 1;
}

static bool is_pred(const vl_sass_ref *r, const vl_target *t) {
  (void)t;
  return r->file == VL_FILE_SPECIAL;   /* P, PT, UP, UPT, B (a barrier counts alike here) */
}

/* The first ref of operand k (NULL if the operand holds no register). */
static vl_sass_ref *first_of(vl_sass_instr *in, uint32_t k) {
  for (uint32_t i = 0; i < in->num_refs; i++)
    if (in->refs[i].operand == k) return &in->refs[i];
  return NULL;
}

/* How many leading operands are written. */
static uint32_t num_writes(const char *op, uint32_t len, vl_sass_instr *in) {
  if (any_mnemonic(op, len, no_writes)) return 0;
  if (any_mnemonic(op, len, two_writes)) return 2;
  vl_sass_ref *r0 = first_of(in, 0), *r1 = first_of(in, 1);
  if (r0 && !r0->in_address && is_pred(r0, NULL) && r1 && !r1->in_address && !is_pred(r1, NULL) &&
      !vl_sass_mnemonic_is(op, len, "FCHK") && !vl_sass_mnemonic_is(op, len, "BSSY"))
    return 2;
  uint32_t n = 1;
  if (any_mnemonic(op, len, (const char *const[]){"IADD3", "UIADD3", "LEA", "ULEA", NULL}))
    for (vl_sass_ref *r; (r = first_of(in, n)) && is_pred(r, NULL) && !r->negated && !r->in_address;) n++;
  return n;
}

void vl_sass_apply_widths(const char *text, vl_sass_instr *in) {
  const char *op = text + in->opcode_begin;
  uint32_t len = in->opcode_end - in->opcode_begin;
  uint32_t writes = num_writes(op, len, in);
  bool load = any_mnemonic(op, len, loads), store = any_mnemonic(op, len, stores);
  bool atomic = any_mnemonic(op, len, atomics), cas = atomic && vl_sass_has_mod(op, len, "CAS");
  uint8_t data = data_width(op, len);
  uint32_t address_operand = UINT32_MAX;
  for (uint32_t i = 0; i < in->num_refs; i++)
    if (in->refs[i].in_address && in->refs[i].operand < address_operand) address_operand = in->refs[i].operand;
  /* nvdisasm 11.8 prints ATOMG.E.CAS's 64-bit address as "[R4]": its life ranges show R5 read too. */
  bool wide_atomic_address = cas && vl_sass_mnemonic_is(op, len, "ATOMG") && vl_sass_has_mod(op, len, "E");
  bool hmma = vl_sass_mnemonic_is(op, len, "HMMA");
  bool hmma_wide_d = hmma && vl_sass_has_mod(op, len, "F32");
  bool hmma_1688_f16in = hmma && vl_sass_has_mod(op, len, "1688") && !vl_sass_has_mod(op, len, "TF32");
  for (uint32_t i = 0; i < in->num_refs; i++) {
    vl_sass_ref *r = &in->refs[i];
    r->width = 1;
    r->def = r->operand < writes && !r->in_address && !r->in_const;
    if (r->file == VL_FILE_SPECIAL) continue;
    uint32_t k = r->operand;
    if (r->in_address) {
      r->width = r->addr64 || wide_atomic_address ? 2 : 1;
    } else if (r->in_const) {
      r->width = 1;
    } else if (load && k == 0) {
      r->width = data;
    } else if (store && k > address_operand) {
      r->width = data;
    } else if (atomic && (r->def || k > address_operand)) {
      /* CAS: compare and swap values form one tuple; the second operand is its upper half. */
      if (cas && k == address_operand + 1) r->width = (uint8_t)(2 * data);
      else if (cas && k == address_operand + 2) r->width = data;
      else r->width = data;
    } else if ((vl_sass_mnemonic_is(op, len, "IMAD") || vl_sass_mnemonic_is(op, len, "UIMAD")) &&
               vl_sass_has_mod(op, len, "WIDE")) {
      r->width = (k == 0 || k == 3) ? 2 : 1;
    } else if (hmma) {
      /* D, A, B, C */
      if (k == 0 || k == 3) r->width = hmma_wide_d ? 4 : 2;
      else if (k == 1) r->width = hmma_1688_f16in ? 2 : 4;
      else if (k == 2) r->width = hmma_1688_f16in ? 1 : 2;
    } else if (vl_sass_mnemonic_is(op, len, "CS2R")) {
      r->width = vl_sass_has_mod(op, len, "32") ? 1 : 2;
    } else if (vl_sass_mnemonic_is(op, len, "RET")) {
      r->width = 2;
    } else if (any_mnemonic(op, len, doubles)) {
      r->width = 2;
    }
  }
}

vl_sass_flow vl_sass_flow_of(const char *text, const vl_sass_instr *in) {
  const char *op = text + in->opcode_begin;
  uint32_t len = in->opcode_end - in->opcode_begin;
  if (vl_sass_mnemonic_is(op, len, "BRA") || vl_sass_mnemonic_is(op, len, "JMP")) return VL_SASS_FLOW_BRANCH;
  if (vl_sass_mnemonic_is(op, len, "BRX") || vl_sass_mnemonic_is(op, len, "JMX")) return VL_SASS_FLOW_INDIRECT;
  if (vl_sass_mnemonic_is(op, len, "EXIT") || vl_sass_mnemonic_is(op, len, "KILL")) return VL_SASS_FLOW_EXIT;
  if (vl_sass_mnemonic_is(op, len, "CALL")) return VL_SASS_FLOW_CALL;
  if (vl_sass_mnemonic_is(op, len, "RET")) return VL_SASS_FLOW_RET;
  return VL_SASS_FLOW_NONE;
}
