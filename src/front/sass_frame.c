/* A SASS kernel's local-memory frame (see sass_frame.h). */
#include "sass_frame.h"

#include <stdlib.h>
#include <string.h>

/* The instruction's text from its mnemonic (the guard included) to its ';'. */
static const char *body(const vl_module *m, const vl_instr *in, uint32_t *len) {
  const char *t = m->text;
  uint32_t p = in->begin, e = in->end;
  while (p + 1 < e && !(t[p] == '*' && t[p + 1] == '/')) p++;
  p += 2;
  while (p < e && (t[p] == ' ' || t[p] == '\t')) p++;
  uint32_t q = p;
  while (q < e && t[q] != ';') q++;
  *len = q - p;
  return t + p;
}

static bool starts(const char *s, uint32_t len, const char *prefix) {
  size_t n = strlen(prefix);
  return len >= n && !memcmp(s, prefix, n);
}

static bool writes_unit(const vl_instr *in, unsigned unit) {
  for (uint32_t o = 0; o < in->num_ops; o++) {
    const vl_operand *op = &in->ops[o];
    if ((op->flags & VL_OPF_DEF) && op->kind == VL_OP_PREG && op->preg.unit <= unit && unit < op->preg.unit + op->preg.count)
      return true;
  }
  return false;
}

/* Every "[R1+0xK]" / "[R1]" in the text: the largest K, or -1 when none. */
static long long highest_offset(const char *s, uint32_t len) {
  long long best = -1;
  for (uint32_t p = 0; p + 3 < len; p++) {
    if (s[p] != '[' || s[p + 1] != 'R' || s[p + 2] != '1') continue;
    if (s[p + 3] == ']') {
      if (best < 0) best = 0;
    } else if (s[p + 3] == '+') {
      char *end = NULL;
      long long k = strtoll(s + p + 4, &end, 0);
      best = k > best ? k : best;
    }
  }
  return best;
}

bool vl_sass_frame_find(const vl_function *fn, vl_sass_frame *out, const char **why) {
  const vl_module *m = fn->module;
  unsigned r1 = m->target->file_base[VL_FILE_VECTOR] + 1;
  bool found = false, loaded = false;
  uint32_t load = 0;
  long long highest = -1;
  for (uint32_t i = 0; i < fn->num_instrs; i++) {
    const vl_instr *in = &fn->instrs[i];
    uint32_t len;
    const char *s = body(m, in, &len);
    long long k = highest_offset(s, len);
    if (k > highest) highest = k;
    if (!writes_unit(in, r1)) continue;
    /* The stack pointer's load, in any of ptxas's three spellings, before the frame. */
    if (!found && !loaded && (starts(s, len, "MOV R1, c[0x0][0x28]") || starts(s, len, "LDC R1, c[0x0][0x28]") ||
                              starts(s, len, "IMAD.MOV.U32 R1, RZ, RZ, c[0x0][0x28]"))) {
      loaded = true;
      load = i;
      continue;
    }
    if (found || !starts(s, len, "IADD3 R1, R1, -0x")) {
      *why = "R1 is written other than by its load from c[0x0][0x28] and one IADD3 R1, R1, -0xN, RZ";
      return false;
    }
    char *end = NULL;
    unsigned long n = strtoul(s + 17, &end, 16);
    if (end == s + 17 || strncmp(end, ", RZ", 4) || n == 0 || n > 0xffffff) {
      *why = "the frame instruction is not IADD3 R1, R1, -0xN, RZ";
      return false;
    }
    *out = (vl_sass_frame){.instr = i, .bytes = (uint32_t)n, .imm_begin = (uint32_t)(s - m->text) + 14,
                           .imm_end = (uint32_t)(end - m->text)};
    found = true;
  }
  if (!found && loaded && highest < 0) {   /* R1 loaded and never used: a frame can follow the load */
    *out = (vl_sass_frame){.instr = load, .absent = true};
    return true;
  }
  if (!found) *why = loaded ? "no frame (no IADD3 R1, R1, -0xN, RZ) and an R1-relative access" : "no stack pointer load";
  else if (highest >= (long long)out->bytes) *why = "an R1-relative access past the frame";
  return found && highest < (long long)out->bytes;
}
