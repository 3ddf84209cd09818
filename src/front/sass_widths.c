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
 * - IMAD.WIDE(.U32) and UIMAD.WIDE write a pair and read a pair as addend;
 *   IMAD.HI(.U32) writes one register and reads a pair as addend.
 * - HMMA.16816.F32: D and C quads, A a quad, B a pair (F16 results: pairs);
 *   HMMA.1688.F32.TF32 the same; HMMA.1688.F32 (F16 inputs): A a pair, B one.
 * - CS2R R4, SRZ writes a pair (CS2R.32: one); RET.REL R2 reads a pair (the
 *   return address); D* (double) instructions read and write pairs.
 * - Writes: operand 0, and a second one for compares (ISETP P0, P1, ...),
 *   PLOP3, VOTE, SHFL (PT, R), B2R.RESULT (RZ, P2: a barrier's result) and
 *   atomics and LOP3 that write a predicate first;
 *   predicates right after the destination of IADD3/LEA (carry out) too.
 *   Stores, branches, barriers and the like write nothing.
 * - A store's or atomic's data follows its address operand, also when the
 *   address is an immediate ("STS.64 [0x418], R12").
 * - BRX/JMX read a pair (a 64-bit target). I2F/F2I/F2F: .F64/.S64/.U64 make
 *   the result (first type) or source (second type) a pair; atomics' .F64,
 *   .S64, .U64 data are pairs; LDSM.16.M88.2/.4 write a pair/quad.
 * - DMMA.884: D, C quads, A, B pairs; IMMA (S8/U8) .8816: D, C pairs;
 *   .16816: D, C quads, A a pair; .16832: D, C, A quads, B a pair.
 * - Refused: mnemonics not listed here, 64-bit-like modifiers (.64, .F64, ...)
 *   on other instructions, sparse (.SP) and other MMA shapes. */
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
                                         "VOTE", "VOTEU", "SHFL", "B2R", NULL};
static const char *const doubles[] = {"DADD", "DMUL", "DFMA", "DMNMX", "DSETP", NULL};

/* Every other mnemonic the table knows: their register operands are single
 * registers unless a rule below says otherwise. Anything else is refused rather
 * than guessed (a wrong width is wrong SASS after reallocation). */
static const char *const single[] = {
    "MOV", "UMOV", "IMAD", "UIMAD", "IADD3", "UIADD3", "LEA", "ULEA", "LOP3", "ULOP3", "SHF", "USHF", "PRMT",
    "UPRMT", "SEL", "USEL", "FSEL", "IMNMX", "VIMNMX", "IABS", "FLO", "UFLO", "POPC", "UPOPC", "SGXT", "USGXT",
    "BREV", "UBREV", "BMSK", "UBMSK", "FADD", "FMUL", "FFMA", "FMNMX", "FSET", "FCHK", "FRND", "MUFU", "I2F",
    "F2I", "F2F", "I2FP", "F2FP", "HADD2", "HMUL2", "HFMA2", "HMNMX2", "HMMA", "IMMA", "DMMA", "S2R", "S2UR",
    "R2UR", "CS2R", "P2R", "R2P", "BSSY", "REDUX", "MATCH", NULL};

/* The components of an opcode after the mnemonic that are among `names`, in order (at most 4). */
static uint32_t mods_among(const char *op, uint32_t len, const char *const *names, const char *found[4]) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < len && n < 4;) {
    uint32_t e = i;
    while (e < len && op[e] != '.') e++;
    if (i)
      for (const char *const *k = names; *k; k++)
        if (strlen(*k) == e - i && !memcmp(op + i, *k, e - i)) found[n++] = *k;
    i = e + 1;
  }
  return n;
}

/* Data size of a memory access in registers, from its modifiers. */
static uint8_t data_width(const char *op, uint32_t len, bool atomic) {
  if (vl_sass_has_mod(op, len, "128")) return 4;
  if (vl_sass_has_mod(op, len, "96")) return 3;
  if (vl_sass_has_mod(op, len, "64")) return 2;
  if (atomic && (vl_sass_has_mod(op, len, "F64") || vl_sass_has_mod(op, len, "S64") || vl_sass_has_mod(op, len, "U64")))
    return 2;
  if (vl_sass_mnemonic_is(op, len, "LDSM")) {   /* LDSM.16.M88.4: four 8x8 matrices, a quad */
    if (vl_sass_has_mod(op, len, "4") || vl_sass_has_mod(op, len, "x4")) return 4;
    if (vl_sass_has_mod(op, len, "2") || vl_sass_has_mod(op, len, "x2")) return 2;
  }
  return 1;
}

static bool is_pred(const vl_sass_ref *r) {
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
  if (r0 && !r0->in_address && is_pred(r0) && r1 && !r1->in_address && !is_pred(r1) &&
      !vl_sass_mnemonic_is(op, len, "FCHK") && !vl_sass_mnemonic_is(op, len, "BSSY"))
    return 2;
  uint32_t n = 1;
  if (any_mnemonic(op, len, (const char *const[]){"IADD3", "UIADD3", "LEA", "ULEA", NULL}))
    for (vl_sass_ref *r; (r = first_of(in, n)) && is_pred(r) && !r->negated && !r->in_address;) n++;
  return n;
}

/* Matrix operand widths D, A, B, C for the MMA shapes the table knows (false: unknown). */
static bool mma_widths(const char *op, uint32_t len, uint8_t w[4]) {
  bool f32 = vl_sass_has_mod(op, len, "F32"), tf32 = vl_sass_has_mod(op, len, "TF32");
  if (vl_sass_has_mod(op, len, "SP")) return false;   /* sparse: a metadata operand too */
  if (vl_sass_mnemonic_is(op, len, "HMMA")) {
    uint8_t d = f32 ? 4 : 2;
    if (vl_sass_has_mod(op, len, "16816")) return memcpy(w, (uint8_t[4]){d, 4, 2, d}, 4), true;
    if (vl_sass_has_mod(op, len, "1688")) return memcpy(w, (uint8_t[4]){d, tf32 ? 4 : 2, tf32 ? 2 : 1, d}, 4), true;
    return false;
  }
  if (vl_sass_mnemonic_is(op, len, "DMMA"))   /* m8n8k4 f64: one double of A and B, two of C and D */
    return vl_sass_has_mod(op, len, "884") && (memcpy(w, (uint8_t[4]){4, 2, 2, 4}, 4), true);
  /* IMMA with 8-bit inputs: A and B bytes per thread over 4, C and D s32 */
  if (!vl_sass_has_mod(op, len, "S8") && !vl_sass_has_mod(op, len, "U8")) return false;
  if (vl_sass_has_mod(op, len, "8816")) return memcpy(w, (uint8_t[4]){2, 1, 1, 2}, 4), true;
  if (vl_sass_has_mod(op, len, "16816")) return memcpy(w, (uint8_t[4]){4, 2, 1, 4}, 4), true;
  if (vl_sass_has_mod(op, len, "16832")) return memcpy(w, (uint8_t[4]){4, 4, 2, 4}, 4), true;
  return false;
}

/* Conversions: widths of the result and the source from the type modifiers
 * (I2F.F64.S64: result type, then source type; nvdisasm omits F32 and S32). */
static const char *convert_widths(const char *op, uint32_t len, uint8_t *dst, uint8_t *src) {
  bool f64 = vl_sass_has_mod(op, len, "F64");
  bool i64 = vl_sass_has_mod(op, len, "S64") || vl_sass_has_mod(op, len, "U64");
  if (vl_sass_mnemonic_is(op, len, "I2F")) *dst = f64 ? 2 : 1, *src = i64 ? 2 : 1;
  else if (vl_sass_mnemonic_is(op, len, "F2I")) *dst = i64 ? 2 : 1, *src = f64 ? 2 : 1;
  else {   /* F2F.F64.F32, F2F.F32.F64: result type first */
    static const char *const floats[] = {"F16", "BF16", "F32", "F64", NULL};
    const char *t[4];
    uint32_t n = mods_among(op, len, floats, t);
    if (!f64) return NULL;
    if (n != 2) return "F2F with a 64-bit type needs both types";
    *dst = strcmp(t[0], "F64") ? 1 : 2, *src = strcmp(t[1], "F64") ? 1 : 2;
  }
  return NULL;
}

const char *vl_sass_apply_widths(const char *text, vl_sass_instr *in) {
  const char *op = text + in->opcode_begin;
  uint32_t len = in->opcode_end - in->opcode_begin;
  uint32_t writes = num_writes(op, len, in);
  bool load = any_mnemonic(op, len, loads), store = any_mnemonic(op, len, stores);
  bool atomic = any_mnemonic(op, len, atomics), cas = atomic && vl_sass_has_mod(op, len, "CAS");
  bool dbl = any_mnemonic(op, len, doubles);
  bool mma = any_mnemonic(op, len, (const char *const[]){"HMMA", "IMMA", "DMMA", NULL});
  bool convert = any_mnemonic(op, len, (const char *const[]){"I2F", "F2I", "F2F", NULL});
  bool shift = vl_sass_mnemonic_is(op, len, "SHF") || vl_sass_mnemonic_is(op, len, "USHF");
  if (!load && !store && !atomic && !dbl && !any_mnemonic(op, len, no_writes) && !any_mnemonic(op, len, two_writes) &&
      !any_mnemonic(op, len, single))
    return "a mnemonic the operand-width table does not know";
  /* A 64-bit-like modifier anywhere else would mean register pairs the table does not know of;
   * SHF.R.U64 is a funnel shift of two single registers. */
  static const char *const wide[] = {"64", "96", "128", "F64", "S64", "U64", NULL};
  const char *found[4];
  bool wide_known = load || store || atomic || dbl || convert || shift;
  if (!wide_known && mods_among(op, len, wide, found)) return "a 64-bit modifier the operand-width table does not know";
  if ((load || store) && (vl_sass_has_mod(op, len, "F64") || vl_sass_has_mod(op, len, "S64") || vl_sass_has_mod(op, len, "U64")))
    return "a 64-bit modifier the operand-width table does not know";
  uint8_t mma_w[4] = {1, 1, 1, 1}, conv_dst = 1, conv_src = 1;
  if (mma && !mma_widths(op, len, mma_w)) return "a matrix shape or type the operand-width table does not know";
  if (convert) {
    const char *why = convert_widths(op, len, &conv_dst, &conv_src);
    if (why) return why;
  }
  uint8_t data = data_width(op, len, atomic);
  uint32_t address_operand = in->address_operand;
  /* nvdisasm 11.8 prints ATOMG.E.CAS's 64-bit address as "[R4]": its life ranges show R5 read too. */
  bool wide_atomic_address = cas && vl_sass_mnemonic_is(op, len, "ATOMG") && vl_sass_has_mod(op, len, "E");
  bool indirect = vl_sass_mnemonic_is(op, len, "BRX") || vl_sass_mnemonic_is(op, len, "JMX");
  for (uint32_t i = 0; i < in->num_refs; i++) {
    vl_sass_ref *r = &in->refs[i];
    r->width = 1;
    r->def = r->operand < writes && !r->in_address && !r->in_const;
    if (r->file == VL_FILE_SPECIAL || r->operand == 255) continue;
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
    } else if (vl_sass_mnemonic_is(op, len, "IMAD") && vl_sass_has_mod(op, len, "HI") && k == 3) {
      r->width = 2;   /* the high word of A*B + C, C 64-bit (nvdisasm's life ranges: R28 and R29 read) */
    } else if (mma) {
      r->width = k < 4 ? mma_w[k] : 1;   /* D, A, B, C */
    } else if (convert) {
      r->width = k == 0 ? conv_dst : conv_src;
    } else if (vl_sass_mnemonic_is(op, len, "CS2R")) {
      r->width = vl_sass_has_mod(op, len, "32") ? 1 : 2;
    } else if (vl_sass_mnemonic_is(op, len, "RET") || indirect) {
      r->width = 2;   /* the return address, BRX's target: 64-bit */
    } else if (dbl) {
      r->width = 2;
    }
  }
  return NULL;
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
