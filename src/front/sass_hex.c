/* nvdisasm -hex: the two 64-bit encoding words nvdisasm prints after every
 * instruction ("... ; /\* 0x<low> *\/" then a line "/\* 0x<high> *\/"), and what
 * the front end reads from them:
 * - instructions CUDA 11.8's nvdisasm cannot name (sm_90's VIMNMX): it prints
 *   no line for them, only their two words; the reader decodes them into
 *   nvdisasm-style text written where the low word stood (the line count stays,
 *   so file:line:col points into the input; only a label nvdisasm printed in
 *   front of such words trades places with them), and refuses any other
 *   encoding it finds alone;
 * - branch targets: the relative offset of BRA, BSSY, CALL, RET and
 *   WARPSYNC.COLLECTIVE, which restores a label nvdisasm dropped (it drops the
 *   one in front of an instruction it cannot name) and checks every printed one.
 *
 * Fields (Volta..Hopper 128-bit instructions, bit 0 = low word bit 0), each
 * checked on the whole corpus (docs/semantics.md says how):
 *   0-11 opcode; 12-14 guard predicate (7 = PT), 15 its negation;
 *   16-23 Rd, 24-31 Ra (255 = RZ); 32-39 Rb, 32-63 an immediate, 32-37 URb
 *   (63 = URZ); 122, 123 the .reuse flags of Ra, Rb.
 *   VIMNMX (sm_90; 0x248 Rd, Ra, Rb; 0x848 Rd, Ra, imm32; 0xc48 + bit 91
 *   Rd, Ra, URb): 72-74 format (0 = .U32, 1 = signed, printed bare), 75-80
 *   modifiers (.RELU ...), 81-83 and 84-86 predicate results (7 = none), 87-89
 *   the min/max selector predicate (PT min, !PT max), 90 its negation. Only the
 *   values seen in the corpus are accepted: 32-bit formats, no modifier, no
 *   predicate result.
 *   Branch offsets: target = address + 16 + 4 * offset, the offset a signed
 *   48-bit field in bits 34-81 (sm_89: BRA, BSSY, CALL, RET; sm_90: BSSY); on
 *   sm_90 BRA, CALL, RET and WARPSYNC.COLLECTIVE keep the offset's low 8 bits in
 *   16-23 and the rest in 34-81.
 * Needs: the text, the target. Produces: vl_sass_hex (sass_internal.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sass_internal.h"

static bool is_sm90(const vl_target *t) { return !strcmp(t->name, "sm_90"); }

bool vl_sass_hex_word_at(const char *t, uint32_t p, uint32_t end, uint64_t *word) {
  p = vl_sass_skip_blank(t, p, end);
  if (end - p < 5 || memcmp(t + p, "/* 0x", 5)) return false;
  p += 5;
  uint64_t v = 0;
  uint32_t digits = 0;
  for (; p < end; p++, digits++) {
    char ch = t[p];
    unsigned d = ch >= '0' && ch <= '9' ? (unsigned)(ch - '0') : ch >= 'a' && ch <= 'f' ? (unsigned)(ch - 'a' + 10)
                 : ch >= 'A' && ch <= 'F' ? (unsigned)(ch - 'A' + 10) : 16u;
    if (d == 16) break;
    v = v << 4 | d;
  }
  if (!digits || digits > 16) return false;
  p = vl_sass_skip_blank(t, p, end);
  if (end - p < 2 || t[p] != '*' || t[p + 1] != '/' || vl_sass_skip_blank(t, p + 2, end) != end) return false;
  *word = v;
  return true;
}

bool vl_sass_hex_nvdisasm_drops(const vl_target *t, uint64_t lo) {
  unsigned op = (unsigned)(lo & 0xfff);
  return is_sm90(t) && (op == 0x248 || op == 0x848 || op == 0xc48);
}

static void reg_name(char *buf, size_t n, unsigned r, bool reuse) {
  if (r == 255) snprintf(buf, n, "RZ");
  else snprintf(buf, n, "R%u%s", r, reuse ? ".reuse" : "");
}

static void pred_name(char *buf, size_t n, unsigned p, bool neg) {
  if (p == 7) snprintf(buf, n, "%sPT", neg ? "!" : "");
  else snprintf(buf, n, "%sP%u", neg ? "!" : "", p);
}

const char *vl_sass_hex_decode(const vl_target *t, uint64_t lo, uint64_t hi, char *guard, size_t guard_size,
                               char *buf, size_t size) {
  unsigned op = (unsigned)(lo & 0xfff);
  if (!vl_sass_hex_nvdisasm_drops(t, lo)) return "an encoding the SASS front end does not decode";
  unsigned fmt = (unsigned)(hi >> 8) & 7, mods = (unsigned)(hi >> 11) & 0x3f, results = (unsigned)(hi >> 17) & 0x3f;
  bool uniform = (hi >> 27) & 1;
  if ((hi & 0xff) || fmt > 1 || mods || results != 0x3f || ((hi >> 28) & 0x1fff) || uniform != (op == 0xc48))
    return "a VIMNMX variant the SASS front end does not decode (a vector format, a modifier or a predicate result)";
  if ((op == 0x248 && (lo >> 40)) || (op == 0xc48 && (lo >> 38)))
    return "a VIMNMX with unknown bits in its source operand";
  unsigned g = (unsigned)(lo >> 12) & 7, rd = (unsigned)(lo >> 16) & 0xff, ra = (unsigned)(lo >> 24) & 0xff;
  bool gneg = (lo >> 15) & 1;
  char sd[16], sa[16], sb[24], sp[8];
  reg_name(sd, sizeof sd, rd, false);
  reg_name(sa, sizeof sa, ra, (hi >> 58) & 1);
  uint32_t imm = (uint32_t)(lo >> 32);
  if (op == 0x248) {
    reg_name(sb, sizeof sb, imm & 0xff, (hi >> 59) & 1);
  } else if (op == 0xc48) {
    if ((imm & 63) == 63) snprintf(sb, sizeof sb, "URZ");
    else snprintf(sb, sizeof sb, "UR%u", imm & 63);
  } else if (fmt == 1 && (imm >> 31)) {   /* signed: as nvdisasm prints IADD3's -0x1 */
    snprintf(sb, sizeof sb, "-0x%x", (unsigned)(0u - imm));
  } else {
    snprintf(sb, sizeof sb, "0x%x", imm);
  }
  pred_name(sp, sizeof sp, (unsigned)(hi >> 23) & 7, (hi >> 26) & 1);
  if (g == 7 && !gneg) guard[0] = 0;
  else {
    char p[8];
    pred_name(p, sizeof p, g, gneg);
    snprintf(guard, guard_size, "@%s", p);
  }
  snprintf(buf, size, "VIMNMX%s %s, %s, %s, %s ;", fmt ? "" : ".U32", sd, sa, sb, sp);
  return NULL;
}

bool vl_sass_hex_branch_target(const vl_target *t, uint64_t lo, uint64_t hi, uint32_t address, int64_t *target) {
  unsigned op = (unsigned)(lo & 0xfff);
  bool sm90 = is_sm90(t), sm89 = !strcmp(t->name, "sm_89");
  bool split = sm90 && (op == 0x947 || op == 0x944 || op == 0x950 || op == 0x348);
  bool whole = (sm89 && (op == 0x947 || op == 0x945 || op == 0x944 || op == 0x950)) || (sm90 && op == 0x945);
  if (!split && !whole) return false;
  uint64_t field = (lo >> 34) | (hi & 0x3ffff) << 30;   /* bits 34-81 */
  int64_t offset = (int64_t)(field << 16) >> 16;        /* sign-extended from 48 bits */
  if (split) offset = offset * 256 + (int64_t)((lo >> 16) & 0xff);
  *target = (int64_t)address + 16 + offset * 4;
  return true;
}

bool vl_sass_hex_branch_retarget(const vl_target *t, uint64_t *lo, uint64_t *hi, uint32_t address, uint32_t target) {
  int64_t old;
  if (!vl_sass_hex_branch_target(t, *lo, *hi, address, &old) || (target - address) % 4) return false;
  unsigned op = (unsigned)(*lo & 0xfff);
  bool split = is_sm90(t) && (op == 0x947 || op == 0x944 || op == 0x950 || op == 0x348);
  int64_t offset = ((int64_t)target - (int64_t)address - 16) / 4;
  if (split) {
    *lo = (*lo & ~(0xffull << 16)) | (uint64_t)(offset & 0xff) << 16;
    offset >>= 8;   /* arithmetic: the rest keeps the sign */
  }
  uint64_t field = (uint64_t)offset & 0xffffffffffffull;   /* 48 bits at 34-81 */
  *lo = (*lo & 0x3ffffffffull) | field << 34;
  *hi = (*hi & ~0x3ffffull) | field >> 30;
  return true;
}

static bool hex_error(vl_diags *d, const char *path, uint32_t line, uint32_t col, const char *msg) {
  vl_diag_add(d, path, line, col, VL_CAT_NONE, "%s", msg);
  return false;
}

typedef struct out_text {
  char *data;
  uint32_t len, cap;
} out_text;

static void append(out_text *o, const char *s, uint32_t n) {
  if (o->len + n + 1 > o->cap) {
    o->cap = (o->len + n + 1) * 2;
    o->data = realloc(o->data, o->cap);
    if (!o->data) abort();
  }
  memcpy(o->data + o->len, s, n);
  o->len += n;
  o->data[o->len] = 0;
}

/* A line of the input, newline included. */
typedef struct span {
  uint32_t b, e;
} span;

/* The text is rebuilt line by line; only when an instruction was decoded is it kept. Labels
 * wait in `held` until the next line that is not a label: nvdisasm prints an undecodable
 * instruction's words after the next instruction's label (the encoded branch offsets say so), so
 * labels in front of such words move past them, to the instruction they name. */
bool vl_sass_hex_read(const char *path, const char *text, uint32_t len, const vl_target *t, vl_diags *diags,
                      vl_sass_hex *out) {
  *out = (vl_sass_hex){0};
  uint32_t lines = 1;
  for (uint32_t i = 0; i < len; i++) lines += text[i] == '\n';
  out->num_lines = lines;
  out->lo = calloc(lines + 1, sizeof *out->lo);
  out->hi = calloc(lines + 1, sizeof *out->hi);
  out->flags = calloc(lines + 1, 1);
  if (!out->lo || !out->hi || !out->flags) abort();
  out_text o = {0};
  VL_VEC(span) held = {0};
  vl_arena scratch = {0};
  bool in_code = false, ok = true, decoded_any = false;
  int64_t last_address = -16;    /* of the section's last instruction */
  uint32_t want_high = 0;        /* the output line whose instruction waits for its high word */
  uint32_t pending = 0;          /* the input line of a low word printed without an instruction */
  span pending_span = {0, 0};
  uint32_t pending_word_col = 0;
  uint64_t pending_lo = 0;
  uint32_t line = 0, out_line = 0;
#define FLUSH_HELD()                                                               \
  do {                                                                             \
    for (size_t h = 0; h < held.len; h++, out_line++) append(&o, text + held.data[h].b, held.data[h].e - held.data[h].b); \
    held.len = 0;                                                                  \
  } while (0)
#define EMIT(sp) (append(&o, text + (sp).b, (sp).e - (sp).b), ++out_line)
  for (uint32_t p = 0; p < len && ok;) {
    span sp = {p, p};
    line++;
    uint32_t e = p;
    while (e < len && text[e] != '\n') e++;
    p = e < len ? e + 1 : e;
    sp.e = p;
    if (e > sp.b && text[e - 1] == '\r') e--;
    uint32_t code_end = sp.b;
    while (code_end < e && !(text[code_end] == '/' && code_end + 1 < e && text[code_end + 1] == '/')) code_end++;
    uint32_t q = vl_sass_skip_blank(text, sp.b, code_end);
    uint64_t word;
    bool is_word = in_code && q < code_end && vl_sass_hex_word_at(text, q, code_end, &word);
    if (pending && !is_word) {
      ok = hex_error(diags, path, pending, pending_word_col,
                     "an encoding word without its pair (nvdisasm prints two per instruction)");
      break;
    }
    if (q == code_end) {   /* blank, or a comment */
      EMIT(sp);
      continue;
    }
    if (code_end - q > 8 && !memcmp(text + q, ".section", 8) && (text[q + 8] == ' ' || text[q + 8] == '\t')) {
      uint32_t s = vl_sass_skip_blank(text, q + 8, code_end);
      in_code = code_end - s >= 6 && !memcmp(text + s, ".text.", 6);
      last_address = -16, want_high = 0;
      FLUSH_HELD();
      EMIT(sp);
      continue;
    }
    if (!in_code) {
      EMIT(sp);
      continue;
    }
    if (is_word) {
      if (want_high) {
        FLUSH_HELD();
        EMIT(sp);
        out->hi[want_high] = word;
        out->flags[want_high] |= VL_SASS_HEX_WORDS;
        want_high = 0;
      } else if (!pending) {
        pending = line, pending_span = sp, pending_word_col = q - sp.b + 1, pending_lo = word;
      } else {
        /* An instruction nvdisasm printed only as its two words: decoded in place of the low word's
         * blanks, in nvdisasm's columns (address, a 19-wide guard field, the text, the word). */
        char guard[16], body[96], detail[200];
        const char *why = vl_sass_hex_decode(t, pending_lo, word, guard, sizeof guard, body, sizeof body);
        if (why) {
          snprintf(detail, sizeof detail, "nvdisasm printed no instruction for 0x%016llx 0x%016llx (opcode 0x%03x): %s",
                   (unsigned long long)pending_lo, (unsigned long long)word, (unsigned)(pending_lo & 0xfff), why);
          ok = hex_error(diags, path, pending, pending_word_col, detail);
          break;
        }
        last_address += 16;
        char head[160];
        int n = snprintf(head, sizeof head, "        /*%04llx*/%18s %s", (long long)last_address, guard, body);
        append(&o, head, (uint32_t)n);
        uint32_t word_col = pending_word_col - 1;
        for (uint32_t pad = (uint32_t)n + 1 < word_col ? word_col - (uint32_t)n : 1; pad; pad--) append(&o, " ", 1);
        append(&o, text + pending_span.b + word_col, pending_span.e - pending_span.b - word_col);
        out_line++;
        out->lo[out_line] = pending_lo, out->hi[out_line] = word;
        out->flags[out_line] = VL_SASS_HEX_WORDS;
        EMIT(sp);
        pending = 0;
        decoded_any = true;
      }
      continue;
    }
    want_high = 0;
    uint32_t te = code_end;
    while (te > q && (text[te - 1] == ' ' || text[te - 1] == '\t')) te--;
    if (text[te - 1] == ':' && text[q] != '/') {   /* a label: waits for the next instruction */
      VL_VEC_PUSH(&scratch, held, sp);
      continue;
    }
    FLUSH_HELD();
    EMIT(sp);
    if (text[q] != '/' || q + 1 >= code_end || text[q + 1] != '*') continue;   /* a directive */
    /* An instruction line: its address, and its low word after the ';'. */
    char *hex_end = NULL;
    long long address = strtoll(text + q + 2, &hex_end, 16);
    /* Section offsets fit 32 bits; a larger one is not an address (and would overflow the += 16 below). */
    if (hex_end > text + q + 2 && hex_end + 1 < text + code_end && hex_end[0] == '*' && hex_end[1] == '/' &&
        address >= 0 && address <= 0xffffffffLL)
      last_address = address;
    uint32_t semi = q;
    while (semi < code_end && text[semi] != ';') semi++;
    if (semi < code_end && vl_sass_hex_word_at(text, semi + 1, code_end, &word)) {
      out->lo[out_line] = word;
      want_high = out_line;
    }
  }
#undef FLUSH_HELD
#undef EMIT
  if (ok && pending) ok = hex_error(diags, path, pending, pending_word_col, "an encoding word without its pair");
  if (ok) {
    for (size_t h = 0; h < held.len; h++) append(&o, text + held.data[h].b, held.data[h].e - held.data[h].b);
  }
  vl_arena_free(&scratch);
  if (!ok) {
    free(o.data);
    vl_sass_hex_free(out);
    return false;
  }
  if (decoded_any) {
    out->text = o.data;
    out->len = o.len;
  } else {
    free(o.data);
  }
  return true;
}

void vl_sass_hex_free(vl_sass_hex *h) {
  free(h->text), free(h->lo), free(h->hi), free(h->flags);
  *h = (vl_sass_hex){0};
}
