/* Reads nvdisasm's SASS text into the IR (see sass.h): sections, labels,
 * instructions with their guard, opcode and register operands (sass_widths.c
 * says which are written and how wide), blocks and control flow; then
 * sass_webs.c turns ptxas's R registers into virtual registers.
 * Needs: the text, the NVIDIA target. Produces: vl_module. */
#include "sass.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/file.h"
#include "../target/nvidia.h"
#include "../target/target_ops.h"
#include "mir_lex.h"
#include "sass_internal.h"

typedef struct sass_label {
  uint32_t begin, end;   /* name */
  uint32_t instr;        /* index of the instruction it stands before (function-local) */
} sass_label;

typedef struct sass_ctx {
  const char *path, *text;
  uint32_t len;
  const vl_target *target;
  vl_diags *diags;
  vl_module *module;
  bool failed;
  VL_VEC(vl_sass_instr) instrs;   /* of the function being read */
  VL_VEC(sass_label) labels;
  uint32_t next_address;          /* where the next instruction of the section must be */
  vl_sass_hex hex;                /* the encoding words (nvdisasm -hex), per line */
  bool gaps_ok;                   /* life-range reading: see vl_sass_parse_life_file */
  const uint64_t *const *controls; /* vl_sass_parse_text_controls: high words per function, instruction */
  uint32_t num_controls;
  vl_arena scratch;
} sass_ctx;

static bool error_at(sass_ctx *c, uint32_t line, uint32_t col, const char *msg, const char *detail) {
  vl_diag_add(c->diags, c->path, line, col, VL_CAT_NONE, "%s%s%s", msg, detail ? ": " : "", detail ? detail : "");
  c->failed = true;
  return false;
}

static bool is_ident(char ch) {
  return (ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '_';
}

static bool number_at(const char *s, uint32_t n, unsigned *out) {
  unsigned v = 0;
  if (!n || n > 4 || (s[0] == '0' && n > 1)) return false;
  for (uint32_t i = 0; i < n; i++) {
    if (s[i] < '0' || s[i] > '9') return false;
    v = v * 10 + (unsigned)(s[i] - '0');
  }
  *out = v;
  return true;
}

/* Classifies the identifier [b, e) as a register. Returns 0 when it is not one,
 * 1 when it is (filling *ref), -1 when it looks like one but is out of range,
 * -2 when its number is malformed (R0255, R99999999999, R4x). */
static int classify(const sass_ctx *c, uint32_t b, uint32_t e, vl_sass_ref *ref) {
  const char *s = c->text + b;
  uint32_t n = e - b;
  unsigned idx;
  for (uint32_t i = 0; i < c->target->num_specials; i++) {
    const char *name = c->target->specials[i].name;
    if (strlen(name) == n && !memcmp(name, s, n)) {
      ref->file = VL_FILE_SPECIAL;
      ref->index = (uint16_t)i;
      return 1;
    }
  }
  if (n >= 3 && s[0] == 'U' && s[1] == 'R' && s[2] >= '0' && s[2] <= '9') {
    if (!number_at(s + 2, n - 2, &idx)) return -2;
    if (idx >= c->target->num_regs[VL_FILE_SCALAR]) return -1;
    ref->file = VL_FILE_SCALAR;
    ref->index = (uint16_t)idx;
    return 1;
  }
  if (n >= 2 && s[0] == 'R' && s[1] >= '0' && s[1] <= '9') {
    if (!number_at(s + 1, n - 1, &idx)) return -2;
    if (idx >= c->target->num_regs[VL_FILE_VECTOR]) return -1;
    ref->file = VL_FILE_VECTOR;
    ref->index = (uint16_t)idx;
    return 1;
  }
  /* P, UP and B with a number that is no special register (P7, UP9, B16, P01). */
  uint32_t k = n >= 2 && s[0] == 'U' && s[1] == 'P' ? 2 : n >= 1 && (s[0] == 'P' || s[0] == 'B') ? 1 : 0;
  if (!k || k == n) return 0;
  for (uint32_t i = k; i < n; i++)
    if (s[i] < '0' || s[i] > '9') return 0;
  return number_at(s + k, n - k, &idx) ? -1 : -2;
}

/* The register tokens and operand structure of "OPERANDS ;" in [p, semi). */
static bool scan_operands(sass_ctx *c, vl_sass_instr *in, uint32_t p, uint32_t semi, uint32_t line,
                          uint32_t line_begin) {
  uint32_t operand = 0, bracket = 0, const_depth = 0;
  in->address_operand = 255;
  while (p < semi) {
    char ch = c->text[p];
    if (ch == '`') {   /* `(LABEL) */
      uint32_t q = p + 1;
      if (q < semi && c->text[q] == '(') q++;
      uint32_t nb = q;
      while (q < semi && c->text[q] != ')') q++;
      if (q >= semi) return error_at(c, line, p - line_begin + 1, "unterminated label reference", NULL);
      in->label_begin = nb;
      in->label_end = q;
      p = q + 1;
      continue;
    }
    if (ch == ',' && !bracket) {
      operand++;
      p++;
      continue;
    }
    if (ch == '[') {
      /* c[0x0][...]: both brackets of a constant bank reference are not an address. */
      bool bank = p >= 1 && c->text[p - 1] == 'c' && (p < 2 || !is_ident(c->text[p - 2]));
      if (bank) const_depth = 2;
      if (bank || (p >= 1 && c->text[p - 1] == ']' && const_depth == 1)) {
        bracket += 0x100;
      } else {
        bracket++;
        if (in->address_operand == 255) in->address_operand = (uint8_t)operand;
      }
      p++;
      continue;
    }
    if (ch == ']') {
      if (!bracket) return error_at(c, line, p - line_begin + 1, "unbalanced ']'", NULL);
      if (bracket >= 0x100) {
        bracket -= 0x100;
        if (const_depth) const_depth--;
      } else {
        bracket--;
      }
      p++;
      continue;
    }
    if (is_ident(ch) && (p == 0 || (!is_ident(c->text[p - 1]) && c->text[p - 1] != '.'))) {
      uint32_t b = p;
      while (p < semi && is_ident(c->text[p])) p++;
      vl_sass_ref ref = {.begin = b, .end = p, .operand = (uint8_t)operand};
      int k = classify(c, b, p, &ref);
      if (k == -1) return error_at(c, line, b - line_begin + 1, "register out of range", NULL);
      if (k == -2) return error_at(c, line, b - line_begin + 1, "malformed register number", NULL);
      if (!k) continue;
      if (in->num_refs == VL_SASS_MAX_REFS)
        return error_at(c, line, b - line_begin + 1, "too many register operands", NULL);
      ref.in_address = (bracket & 0xff) != 0;
      ref.in_const = bracket >= 0x100;
      ref.negated = b > 0 && c->text[b - 1] == '!';
      ref.addr64 = ref.in_address && p + 3 <= semi && !memcmp(c->text + p, ".64", 3);
      in->refs[in->num_refs++] = ref;
      continue;
    }
    p++;
  }
  if (bracket) return error_at(c, line, semi - line_begin + 1, "unbalanced '['", NULL);
  in->num_operands = operand + 1;
  return true;
}

/* After an instruction's ';' only blanks and nvdisasm's encoding comment (/\* 0x... *\/) may follow. */
static bool after_semicolon_ok(const char *t, uint32_t p, uint32_t end) {
  uint64_t word;
  p = vl_sass_skip_blank(t, p, end);
  return p == end || vl_sass_hex_word_at(t, p, end, &word);
}

/* One instruction line: "ADDRESS-COMMENT [@[!]P] OPCODE operands ;" starting at p (the comment). */
static bool parse_instruction(sass_ctx *c, uint32_t p, uint32_t end, uint32_t line, uint32_t line_begin) {
  vl_sass_instr in = {.begin = line_begin, .line = line};
  uint32_t q = p + 2;
  while (q + 1 < end && !(c->text[q] == '*' && c->text[q + 1] == '/')) q++;
  if (q + 1 >= end) return error_at(c, line, p - line_begin + 1, "unterminated address comment", NULL);
  /* Instructions are 16 bytes (sm_70 and later). A gap in the addresses is an instruction
   * nvdisasm could not decode and printed nothing for (CUDA 11.8's nvdisasm drops sm_90's
   * VIMNMX, and any label in front of it): its registers are unknown, so the code cannot be
   * analysed safely. */
  char *hex_end = NULL;
  unsigned long address = strtoul(c->text + p + 2, &hex_end, 16);
  if (hex_end != c->text + q || q == p + 2)
    return error_at(c, line, p - line_begin + 1, "malformed address comment", NULL);
  if (address != c->next_address && !(c->gaps_ok && address > c->next_address && (address - c->next_address) % 16 == 0)) {
    char detail[260];
    snprintf(detail, sizeof detail, "expected /*%04x*/; nvdisasm printed nothing for an instruction it cannot decode "
             "(CUDA 11.8 drops sm_90's VIMNMX), so its registers are unknown; `nvdisasm -hex -c` output shows its "
             "encoding, which the front end decodes", c->next_address);
    return error_at(c, line, p - line_begin + 1, "gap in the instruction addresses", detail);
  }
  c->next_address = (uint32_t)address + 16;
  in.address = (uint32_t)address;
  if (c->hex.flags && line <= c->hex.num_lines && (c->hex.flags[line] & VL_SASS_HEX_WORDS)) {
    in.has_words = true;
    in.lo = c->hex.lo[line];
    in.hi = c->hex.hi[line];
  }
  q = vl_sass_skip_blank(c->text, q + 2, end);
  if (q < end && c->text[q] == '@') {
    uint32_t g = q + 1;
    if (g < end && c->text[g] == '!') g++;
    uint32_t ge = g;
    while (ge < end && is_ident(c->text[ge])) ge++;
    vl_sass_ref ref = {.begin = g, .end = ge, .operand = 255, .negated = c->text[g - 1] == '!'};
    if (classify(c, g, ge, &ref) != 1 || ref.file != VL_FILE_SPECIAL)
      return error_at(c, line, q - line_begin + 1, "malformed guard predicate", NULL);
    const char *name = c->target->specials[ref.index].name;
    /* @PT always runs; @!PT never does: not an unconditional kill or branch either. */
    in.guarded = (strcmp(name, "PT") && strcmp(name, "UPT")) || ref.negated;
    in.refs[in.num_refs++] = ref;
    q = vl_sass_skip_blank(c->text, ge, end);
  }
  uint32_t ob = q;
  while (q < end && (is_ident(c->text[q]) || c->text[q] == '.')) q++;
  if (q == ob || c->text[ob] < 'A' || c->text[ob] > 'Z') return error_at(c, line, ob - line_begin + 1, "expected an opcode", NULL);
  in.opcode_begin = ob;
  in.opcode_end = q;
  in.col = ob - line_begin + 1;
  uint32_t semi = q;
  while (semi < end && c->text[semi] != ';') semi++;
  if (semi >= end) return error_at(c, line, end - line_begin + 1, "expected ';' at the end of the instruction", NULL);
  in.operands_end = semi;
  in.end = semi + 1;
  if (!after_semicolon_ok(c->text, semi + 1, end))
    return error_at(c, line, semi + 2 - line_begin, "unexpected text after ';'", NULL);
  if (!scan_operands(c, &in, q, semi, line, line_begin)) return false;
  const char *why = vl_sass_apply_widths(c->text, &in);
  if (why) return error_at(c, line, in.col, why, vl_arena_strndup(&c->scratch, c->text + ob, q - ob));
  for (uint32_t i = 0; i < in.num_refs; i++) {
    vl_sass_ref *r = &in.refs[i];
    if (r->file != VL_FILE_SPECIAL && r->index + r->width > c->target->num_regs[r->file])
      return error_at(c, line, r->begin - line_begin + 1, "register tuple out of range", NULL);
    if (r->file != VL_FILE_SPECIAL && r->width > 1 && r->index % (r->width == 3 ? 4 : r->width))
      return error_at(c, line, r->begin - line_begin + 1, "misaligned register tuple", NULL);
  }
  VL_VEC_PUSH(&c->scratch, c->instrs, in);
  return true;
}

/* Guarded, or a branch on a condition (BRA.DIV UR4, BRA.CONV UR4): falls through too. */
static bool conditional(const vl_sass_instr *in, vl_sass_flow flow) {
  bool cond = in->guarded;
  for (uint32_t r = 0; r < in->num_refs; r++)
    if (in->refs[r].operand != 255 && flow == VL_SASS_FLOW_BRANCH) cond = true;
  return cond;
}

/* Is [first, last] of the last block only NOPs after an unconditional transfer (ptxas pads
 * a function with "BRA self; NOP; ..." after its EXIT)? */
static bool padding_follows(const sass_ctx *c, uint32_t first, uint32_t last) {
  uint32_t i = last + 1;
  while (i > first) {
    const vl_sass_instr *in = &c->instrs.data[i - 1];
    if (!vl_sass_mnemonic_is(c->text + in->opcode_begin, in->opcode_end - in->opcode_begin, "NOP")) break;
    i--;
  }
  if (i == last + 1 || i == 0) return false;
  /* The instruction before the NOPs (in this block or ending the previous one). */
  const vl_sass_instr *in = &c->instrs.data[i - 1];
  vl_sass_flow flow = vl_sass_flow_of(c->text, in);
  return flow != VL_SASS_FLOW_NONE && flow != VL_SASS_FLOW_CALL && !conditional(in, flow);
}

static int find_label(const sass_ctx *c, const char *name, uint32_t n) {
  for (size_t i = 0; i < c->labels.len; i++) {
    const sass_label *l = &c->labels.data[i];
    if (l->end - l->begin == n && !memcmp(c->text + l->begin, name, n)) return (int)l->instr;
  }
  return -1;
}

/* May nvdisasm have dropped a label in front of this instruction? (it prints none for one it cannot
 * name; an indirect branch may go there too: nvdisasm prints no jump table) */
static bool label_dropped_before(const sass_ctx *c, const vl_sass_instr *in) {
  return in->has_words && vl_sass_hex_nvdisasm_drops(c->target, in->lo);
}

/* With the encoding words (nvdisasm -hex): every label an instruction names must be where its
 * encoded offset leads (a check of the decoder's offset fields on every branch), and a label
 * nvdisasm dropped is restored there, provided that it stands in front of an instruction nvdisasm
 * cannot print, the only place it drops one. Without the words a missing label stays missing
 * (finish_function refuses a branch to it). */
static bool resolve_labels(sass_ctx *c) {
  uint32_t n = (uint32_t)c->instrs.len;
  for (uint32_t i = 0; i < n; i++) {
    const vl_sass_instr *in = &c->instrs.data[i];
    int64_t to;
    if (in->label_end <= in->label_begin || !in->has_words ||
        !vl_sass_hex_branch_target(c->target, in->lo, in->hi, in->address, &to))
      continue;
    uint32_t col = in->label_begin - in->begin + 1;
    int k = find_label(c, c->text + in->label_begin, in->label_end - in->label_begin);
    char detail[200];
    if (k >= 0) {
      int64_t at = (uint32_t)k < n ? c->instrs.data[k].address : (int64_t)c->instrs.data[n - 1].address + 16;
      if (at == to) continue;
      snprintf(detail, sizeof detail, "the label stands at /*%04llx*/, the encoded offset leads to /*%04llx*/",
               (long long)at, (long long)to);
      return error_at(c, in->line, col, "branch target disagrees with the instruction's encoding", detail);
    }
    int64_t t = to / 16;   /* a section's instructions are 16 bytes from address 0 */
    if (to < 0 || to % 16 || t >= n || c->instrs.data[t].address != to || !label_dropped_before(c, &c->instrs.data[t])) {
      snprintf(detail, sizeof detail, "its encoded offset leads to /*%04llx*/, where nvdisasm drops no label",
               (long long)to);
      return error_at(c, in->line, col, "branch or call to a label not in this section", detail);
    }
    sass_label l = {in->label_begin, in->label_end, (uint32_t)t};
    VL_VEC_PUSH(&c->scratch, c->labels, l);
  }
  return true;
}

static bool finish_function(sass_ctx *c, const char *name, uint32_t name_len, uint32_t fline, int shi);
/* Section headers: ".section .text.NAME,..." */
static bool section_name(const char *t, uint32_t p, uint32_t end, uint32_t *nb, uint32_t *ne) {
  static const char key[] = ".section";
  if (end - p < sizeof key || memcmp(t + p, key, sizeof key - 1)) return false;
  p = vl_sass_skip_blank(t, p + sizeof key - 1, end);
  if (end - p < 6 || memcmp(t + p, ".text.", 6)) return false;
  *nb = p + 6;
  *ne = *nb;
  while (*ne < end && t[*ne] != ',' && t[*ne] != ' ' && t[*ne] != '\t') (*ne)++;
  return *ne > *nb;
}

static vl_module *parse(sass_ctx *c) {
  uint32_t line = 0, name_b = 0, name_e = 0, fline = 0;
  int shi = -1;
  bool in_function = false;
  c->module->functions = NULL;
  for (uint32_t p = 0; p < c->len;) {
    uint32_t begin = p, end = p;
    while (end < c->len && c->text[end] != '\n') end++;
    line++;
    p = end < c->len ? end + 1 : end;
    end = vl_mir_trim_end(c->text, begin, end);   /* CRLF text: "X:\r" is a label */
    /* The instruction part ends before "//" (life ranges, comments). */
    uint32_t code_end = begin;
    while (code_end < end && !(c->text[code_end] == '/' && code_end + 1 < end && c->text[code_end + 1] == '/')) code_end++;
    uint32_t q = vl_sass_skip_blank(c->text, begin, code_end);
    if (q == code_end) continue;
    uint32_t nb, ne;
    if (section_name(c->text, q, code_end, &nb, &ne)) {
      if (in_function && !finish_function(c, c->text + name_b, name_e - name_b, fline, shi)) return NULL;
      in_function = true;
      name_b = nb, name_e = ne, fline = line, shi = -1;
      c->next_address = 0;
      continue;
    }
    if (c->text[q] == '.' && code_end - q > 12 && !memcmp(c->text + q, ".sectioninfo", 12)) {
      const char *key = strstr(c->text + q, "SHI_REGISTERS=");
      if (key && key < c->text + code_end) shi = atoi(key + 14);
      continue;
    }
    if (c->text[q] == '/' && q + 1 < code_end && c->text[q + 1] == '*') {
      /* Encoding comments ("0x..." lines of nvdisasm without -c) carry no instruction. */
      if (q + 3 < code_end && c->text[q + 2] == ' ' && c->text[q + 3] == '0') continue;
      if (!in_function) { error_at(c, line, q - begin + 1, "instruction outside a code section", NULL); return NULL; }
      if (!parse_instruction(c, q, code_end, line, begin)) return NULL;
      continue;
    }
    uint32_t te = vl_mir_trim_end(c->text, q, code_end);
    if (!in_function) continue;   /* before a code section: headers, anything */
    uint32_t le = q;
    while (le < te && (is_ident(c->text[le]) || c->text[le] == '.' || c->text[le] == '$')) le++;
    bool label = le > q && le + 1 == te && c->text[le] == ':';
    if (!label && c->text[q] == '.') continue;   /* a directive */
    if (!label) {
      error_at(c, line, q - begin + 1, "expected a directive, a label or an instruction in a code section", NULL);
      return NULL;
    }
    sass_label l = {q, le, (uint32_t)c->instrs.len};
    VL_VEC_PUSH(&c->scratch, c->labels, l);
  }
  if (c->len && c->text[c->len - 1] != '\n') {   /* nvdisasm ends every line: a cut-off file */
    error_at(c, line, 1, "the last line has no newline (a truncated file?)", NULL);
    return NULL;
  }
  if (in_function && !finish_function(c, c->text + name_b, name_e - name_b, fline, shi)) return NULL;
  if (!c->module->num_functions) {
    error_at(c, 1, 1, "no code section (.section .text.NAME) in the SASS", NULL);
    return NULL;
  }
  return c->module;
}

/* Blocks, successors, IR instructions with physical operands; then the webs. */
static bool finish_function(sass_ctx *c, const char *name, uint32_t name_len, uint32_t fline, int shi) {
  uint32_t n = (uint32_t)c->instrs.len;
  vl_module *m = c->module;
  if (!n) return error_at(c, fline, 1, "code section without instructions", NULL);
  if (!resolve_labels(c)) return false;
  for (uint32_t f = 0; f < m->num_functions; f++)
    if (strlen(m->functions[f].name) == name_len && !memcmp(m->functions[f].name, name, name_len))
      return error_at(c, fline, 1, "a second function of this name", m->functions[f].name);
  bool indirect = false;
  for (uint32_t i = 0; i < n; i++) indirect |= vl_sass_flow_of(c->text, &c->instrs.data[i]) == VL_SASS_FLOW_INDIRECT;
  m->functions = realloc(m->functions, sizeof(vl_function) * (m->num_functions + 1));
  if (!m->functions) abort();
  vl_function *fn = &m->functions[m->num_functions++];
  *fn = (vl_function){.module = m, .line = fline, .shi_registers = shi};   /* launch bounds: ptx_bounds.h */
  vl_arena *a = &fn->arena;
  fn->name = vl_arena_strndup(a, name, name_len);
  fn->info.is_entry_function = true;
  fn->info.stack_ptr_offset_reg = (vl_physreg){1, 1, 0};   /* R1: the stack pointer */
  /* Leaders: the first instruction, every labelled one, and each after a control transfer or call. */
  bool *leader = calloc(n + 1, 1);
  bool *guarded = calloc(n + 1, 1);
  int32_t *block_of = calloc(n + 1, sizeof(int32_t));
  if (!leader || !guarded || !block_of) abort();
  leader[0] = true;
  for (size_t i = 0; i < c->labels.len; i++) leader[c->labels.data[i].instr] = true;
  for (uint32_t i = 0; i < n && indirect; i++) leader[i] |= label_dropped_before(c, &c->instrs.data[i]);
  for (uint32_t i = 0; i < n; i++)
    if (vl_sass_flow_of(c->text, &c->instrs.data[i]) != VL_SASS_FLOW_NONE) leader[i + 1] = true;
  uint32_t nb = 0;
  for (uint32_t i = 0; i < n; i++) nb += leader[i];
  fn->blocks = VL_NEW_ARRAY(a, vl_block, nb);
  fn->num_blocks = nb;
  fn->instrs = VL_NEW_ARRAY(a, vl_instr, n);
  fn->num_instrs = n;
  for (uint32_t i = 0, b = 0; i < n; i++) {
    if (leader[i]) {
      vl_block *blk = &fn->blocks[b];
      blk->number = b;
      blk->first_instr = i;
      blk->line = c->instrs.data[i].line;
      blk->label = "";
      b++;
    }
    block_of[i] = (int32_t)b - 1;
    fn->blocks[b - 1].num_instrs++;
  }
  /* Return points: the instruction after every CALL. */
  VL_VEC(uint32_t) returns = {0};
  for (uint32_t i = 0; i + 1 < n; i++)
    if (vl_sass_flow_of(c->text, &c->instrs.data[i]) == VL_SASS_FLOW_CALL) VL_VEC_PUSH(&c->scratch, returns, i + 1);
  bool ok = true;
  VL_VEC(uint32_t) succ = {0};
  for (uint32_t b = 0; b < nb && ok; b++) {
    vl_block *blk = &fn->blocks[b];
    uint32_t last = blk->first_instr + blk->num_instrs - 1;
    vl_sass_instr *in = &c->instrs.data[last];
    vl_sass_flow flow = vl_sass_flow_of(c->text, in);
    succ.len = 0;
    int target = -1;
    if (flow == VL_SASS_FLOW_BRANCH || flow == VL_SASS_FLOW_CALL) {
      if (in->label_end > in->label_begin) target = find_label(c, c->text + in->label_begin, in->label_end - in->label_begin);
      bool missing = target < 0 || (uint32_t)target >= n;
      if (missing && !c->gaps_ok) {
        uint32_t col = (in->label_end > in->label_begin ? in->label_begin - in->begin : in->col - 1) + 1;
        ok = error_at(c, in->line, col, "branch or call to a label not in this section", NULL);
        break;
      }
      if (!missing) VL_VEC_PUSH(&c->scratch, succ, (uint32_t)block_of[target]);   /* else dropped with its instruction: no edge */
    } else if (flow == VL_SASS_FLOW_INDIRECT) {
      for (size_t l = 0; l < c->labels.len; l++)
        if (c->labels.data[l].instr < n) VL_VEC_PUSH(&c->scratch, succ, (uint32_t)block_of[c->labels.data[l].instr]);
      for (uint32_t i = 0; i < n; i++)
        if (label_dropped_before(c, &c->instrs.data[i])) VL_VEC_PUSH(&c->scratch, succ, (uint32_t)block_of[i]);
      /* A target nvdisasm prints no label for (`BRX R14 -0x930 (*"BRANCH_TARGETS .text.interpret"*)`
       * runs on into its first case): every block nothing falls into, so none is left unreachable. */
      for (uint32_t i = 1; i < n; i++) {
        vl_sass_flow before = vl_sass_flow_of(c->text, &c->instrs.data[i - 1]);
        if (leader[i] && before != VL_SASS_FLOW_NONE && !conditional(&c->instrs.data[i - 1], before))
          VL_VEC_PUSH(&c->scratch, succ, (uint32_t)block_of[i]);
      }
    } else if (flow == VL_SASS_FLOW_RET) {
      for (size_t r = 0; r < returns.len; r++) VL_VEC_PUSH(&c->scratch, succ, (uint32_t)block_of[returns.data[r]]);
    }
    bool falls = flow == VL_SASS_FLOW_NONE || conditional(in, flow);
    if (falls && last + 1 == n && !padding_follows(c, blk->first_instr, last)) {
      /* Nothing after it to run: a cut-off listing, not code ptxas wrote. */
      ok = error_at(c, in->line, in->col, "the function's last instruction can fall through (a truncated file?)", NULL);
      break;
    }
    if (falls && last + 1 < n) VL_VEC_PUSH(&c->scratch, succ, (uint32_t)block_of[last + 1]);
    /* Unique successors. */
    uint32_t k = 0;
    for (size_t s = 0; s < succ.len; s++) {
      bool seen = false;
      for (uint32_t t = 0; t < k; t++) seen |= succ.data[t] == succ.data[s];
      if (!seen) succ.data[k++] = succ.data[s];
    }
    blk->num_succs = k;
    blk->succs = VL_NEW_ARRAY(a, uint32_t, k + 1);
    blk->succ_prob = VL_NEW_ARRAY(a, uint32_t, k + 1);
    for (uint32_t s = 0; s < k; s++) {
      blk->succs[s] = succ.data[s];
      blk->succ_prob[s] = 0x80000000u / k;
    }
  }
  /* Predecessors. */
  for (uint32_t b = 0; b < nb && ok; b++)
    for (uint32_t s = 0; s < fn->blocks[b].num_succs; s++) fn->blocks[fn->blocks[b].succs[s]].num_preds++;
  for (uint32_t b = 0; b < nb && ok; b++) {
    fn->blocks[b].preds = VL_NEW_ARRAY(a, uint32_t, fn->blocks[b].num_preds + 1);
    fn->blocks[b].num_preds = 0;
  }
  for (uint32_t b = 0; b < nb && ok; b++)
    for (uint32_t s = 0; s < fn->blocks[b].num_succs; s++) {
      vl_block *t = &fn->blocks[fn->blocks[b].succs[s]];
      t->preds[t->num_preds++] = b;
    }
  /* Instructions: register operands only (written ones first), physical for now;
   * RZ, URZ, PT, UPT read as constants and carry no operand. */
  for (uint32_t i = 0; i < n && ok; i++) {
    vl_sass_instr *in = &c->instrs.data[i];
    vl_instr *out = &fn->instrs[i];
    guarded[i] = in->guarded;
    out->opcode = vl_arena_strndup(a, c->text + in->opcode_begin, in->opcode_end - in->opcode_begin);
    out->block = (uint32_t)block_of[i];
    out->begin = in->begin;
    out->end = in->end;
    out->line = in->line;
    out->col = in->col;
    out->is_terminator = vl_sass_flow_of(c->text, in) != VL_SASS_FLOW_NONE;
    out->ops = VL_NEW_ARRAY(a, vl_operand, in->num_refs + 1);
    for (int pass = 0; pass < 2; pass++)
      for (uint32_t r = 0; r < in->num_refs; r++) {
        vl_sass_ref *ref = &in->refs[r];
        if (ref->def != (pass == 0)) continue;
        vl_physreg reg;
        if (ref->file == VL_FILE_SPECIAL) {
          const char *sn = c->target->specials[ref->index].name;
          if (!strcmp(sn, "RZ") || !strcmp(sn, "URZ") || !strcmp(sn, "PT") || !strcmp(sn, "UPT")) continue;
          reg = (vl_physreg){c->target->specials[ref->index].unit, 1, 0};
        } else {
          reg = (vl_physreg){(uint16_t)(c->target->file_base[ref->file] + ref->index), ref->width, 0};
        }
        vl_operand *op = &out->ops[out->num_ops++];
        *op = (vl_operand){.kind = VL_OP_PREG, .preg = reg, .tied = -1, .begin = ref->begin, .end = ref->end,
                           .flags = ref->def ? VL_OPF_DEF : 0};
        op->line = in->line;   /* an instruction is one line: no scan of the module's lines */
        op->col = ref->begin - in->begin + 1;
        if (ref->def) out->num_defs++;
      }
  }
  /* Control bits: from the words, else from the caller (a listing whose words were dropped). */
  uint32_t f = m->num_functions - 1;
  const uint64_t *given = c->controls && f < c->num_controls ? c->controls[f] : NULL;
  bool any = given != NULL;
  for (uint32_t i = 0; i < n && !any; i++) any = c->instrs.data[i].has_words;
  if (ok && any) {
    uint64_t *hi = VL_NEW_ARRAY(a, uint64_t, n + 1);
    for (uint32_t i = 0; i < n; i++) hi[i] = c->instrs.data[i].has_words ? c->instrs.data[i].hi : given ? given[i] : 0;
    fn->sass_control = hi;
  }
  bool *reads_late = calloc(n + 1, 1);
  if (!reads_late) abort();
  if (ok) vl_sass_scoreboard_uses(fn, reads_late);
  if (ok) ok = vl_sass_build_webs(fn, guarded, reads_late, c->path, c->diags);
  free(reads_late);
  free(leader);
  free(guarded);
  free(block_of);
  c->instrs.len = 0;
  c->labels.len = 0;
  if (!ok) c->failed = true;
  return ok;
}

static const vl_target *infer_target(const char *text, uint32_t len) {
  const char *hit = NULL;
  for (uint32_t i = 0; i + 12 <= len && !hit; i++)
    if (!memcmp(text + i, "EF_CUDA_SM", 10)) hit = text + i + 10;
  if (!hit) return NULL;
  if (!memcmp(hit, "89", 2)) return vl_nvidia_target_by_name("sm_89", 5);
  if (!memcmp(hit, "90", 2)) return vl_nvidia_target_by_name("sm_90", 5);
  return NULL;
}

static vl_module *parse_text(const char *path, const char *text, uint32_t len, const vl_target *target, bool gaps_ok,
                             const uint64_t *const *controls, uint32_t num_controls, vl_diags *diags) {
  vl_arena arena = {0};
  vl_module *m = VL_NEW(&arena, vl_module);
  m->arena = arena;
  m->path = vl_arena_strndup(&m->arena, path, strlen(path));
  m->text = vl_arena_alloc(&m->arena, (size_t)len + 1);
  memcpy(m->text, text, len);
  m->text_len = len;
  sass_ctx c = {.path = m->path, .text = m->text, .len = len, .diags = diags, .module = m, .gaps_ok = gaps_ok,
               .controls = controls, .num_controls = num_controls};
  for (uint32_t i = 0; i < len; i++)
    if (!text[i]) {
      error_at(&c, 1, 1, "not a text file (NUL byte)", NULL);
      vl_module_free(m);
      return NULL;
    }
  c.target = target ? target : infer_target(text, len);
  if (!c.target || c.target->ops->syntax != VL_SYNTAX_SASS) {
    error_at(&c, 1, 1, target ? "the SASS front end needs an NVIDIA target (sm_89, sm_90)"
                              : "cannot tell the architecture (no EF_CUDA_SM89/EF_CUDA_SM90 in .headerflags); give --target",
             NULL);
    vl_module_free(m);
    return NULL;
  }
  m->target = c.target;
  if (!vl_sass_hex_read(m->path, m->text, len, c.target, diags, &c.hex)) {   /* m->text ends in a NUL */
    vl_module_free(m);
    return NULL;
  }
  if (c.hex.text) {   /* decoded instructions: the module's text is the one with their lines */
    m->text = vl_arena_alloc(&m->arena, (size_t)c.hex.len + 1);
    memcpy(m->text, c.hex.text, (size_t)c.hex.len + 1);
    m->text_len = c.len = c.hex.len;
    c.text = m->text;
  }
  vl_module *result = parse(&c);
  vl_sass_hex_free(&c.hex);
  vl_arena_free(&c.scratch);
  /* The function table moves into the module's arena, where vl_module_free expects it. */
  vl_function *table = m->functions;
  if (table) {
    m->functions = VL_NEW_ARRAY(&m->arena, vl_function, m->num_functions);
    memcpy(m->functions, table, sizeof *table * m->num_functions);
    free(table);
  }
  if (!result || c.failed) {
    vl_module_free(m);
    return NULL;
  }
  return m;
}

vl_module *vl_sass_parse_text(const char *path, const char *text, uint32_t len, const vl_target *target,
                              vl_diags *diags) {
  return parse_text(path, text, len, target, false, NULL, 0, diags);
}

vl_module *vl_sass_parse_text_controls(const char *path, const char *text, uint32_t len, const vl_target *target,
                                       const uint64_t *const *controls, uint32_t num_controls, vl_diags *diags) {
  return parse_text(path, text, len, target, false, controls, num_controls, diags);
}

static vl_module *parse_file(const char *path, const vl_target *target, bool gaps_ok, vl_diags *diags) {
  size_t len;
  char *text = vl_read_file(path, &len);
  if (!text) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "cannot read the file");
    return NULL;
  }
  if (len >= UINT32_MAX) {
    free(text);
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "file too large");
    return NULL;
  }
  vl_module *m = parse_text(path, text, (uint32_t)len, target, gaps_ok, NULL, 0, diags);
  free(text);
  return m;
}

vl_module *vl_sass_parse_file(const char *path, const vl_target *target, vl_diags *diags) {
  return parse_file(path, target, false, diags);
}

vl_module *vl_sass_parse_life_file(const char *path, const vl_target *target, vl_diags *diags) {
  return parse_file(path, target, true, diags);
}
