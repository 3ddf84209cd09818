/* How the normalized text spells things (norm.h): local names, unified opcodes,
 * compact class names. Needs: the target description. Produces: strings.
 *
 * Names are letters, a..z, aa..zz, aaa.. (bijective base 26), skipping the
 * words the text uses itself: one or two tokens each for Qwen2, where a
 * number costs a token per digit plus its sigil.
 *
 * Opcode variants that differ only in encoding or form, not in the operation,
 * get one name by dropping their variant suffixes, repeatedly, from the end:
 *   encodings      _e32 _e64 _sdwa _dpp _dpp8 (V_ADD_U32_e64 -> V_ADD_U32)
 *   subtargets     _gfx9 _gfx10 _gfx11 _gfx12 _gfx90a _gfx940 _vi _si _ci
 *   16-bit forms   _t16 _fake16
 *   operand forms  _IMM _SGPR _SADDR _OFFSET _OFFEN _IDXEN _BOTHEN _ADDR64 _ec _PSEUDO
 *                  (S_LOAD_DWORDX8_IMM_ec -> S_LOAD_DWORDX8, GLOBAL_LOAD_DWORD_SADDR -> GLOBAL_LOAD_DWORD)
 *   matrix forms   _mac _vgprcd _twoaddr _w32 _w64
 *   terminators    _term _TERMINATOR (S_MOV_B64_term -> S_MOV_B64)
 * A trailing _RTN (an atomic that returns its old value) is kept and the rest
 * folded before it. What a variant implies for allocation stays in the text
 * anyway: its operands' classes, tied and early-clobber operands. */
#include <string.h>

#include "norm.h"

/* ---- names ---- */

/* Words of the text's own syntax, in bijective base-26 order (by length, then alphabetically). */
static const char *const reserved_words[] = {"fn", "in", "out", "undef", "limits", "livein", "implicit", "reserved"};
#define NUM_RESERVED (sizeof reserved_words / sizeof *reserved_words)

static uint64_t letters_rank(const char *s, size_t n) {
  uint64_t r = 0;
  for (size_t i = 0; i < n; i++) r = r * 26 + (uint64_t)(s[i] - 'a' + 1);
  return r - 1;
}

static void letters_of_rank(uint64_t r, char *buf, size_t size) {
  char tmp[16];
  size_t n = 0;
  for (uint64_t v = r + 1; v > 0 && n < sizeof tmp; v = (v - 1) / 26) tmp[n++] = (char)('a' + (v - 1) % 26);
  size_t k = 0;
  for (; k < n && k + 1 < size; k++) buf[k] = tmp[n - 1 - k];
  if (size) buf[k] = 0;
}

void vl_norm_name_text(uint32_t name, char *buf, size_t size) {
  uint64_t r = name;
  for (size_t i = 0; i < NUM_RESERVED; i++)
    if (letters_rank(reserved_words[i], strlen(reserved_words[i])) <= r) r++;
  letters_of_rank(r, buf, size);
}

bool vl_norm_parse_name(const char *s, size_t n, uint32_t *name) {
  if (n == 0 || n > 6) return false;
  for (size_t i = 0; i < n; i++)
    if (s[i] < 'a' || s[i] > 'z') return false;
  uint64_t r = letters_rank(s, n), skipped = 0;
  for (size_t i = 0; i < NUM_RESERVED; i++) {
    uint64_t w = letters_rank(reserved_words[i], strlen(reserved_words[i]));
    if (w == r) return false;
    skipped += w < r;
  }
  *name = (uint32_t)(r - skipped);
  return true;
}

/* ---- opcodes ---- */

static const char *const variant_suffixes[] = {
    "_e32",    "_e64",   "_sdwa",   "_dpp",   "_dpp8",   "_gfx9",  "_gfx10",   "_gfx11", "_gfx12",
    "_gfx90a", "_gfx940", "_vi",    "_si",    "_ci",     "_t16",   "_fake16",  "_IMM",   "_SGPR",
    "_SADDR",  "_OFFSET", "_OFFEN", "_IDXEN", "_BOTHEN", "_ADDR64", "_ec",     "_PSEUDO", "_mac",
    "_vgprcd", "_twoaddr", "_w32",  "_w64",   "_term",   "_TERMINATOR",
};

static size_t strip_variants(const char *s, size_t n) {
  for (bool again = true; again;) {
    again = false;
    for (size_t i = 0; i < sizeof variant_suffixes / sizeof *variant_suffixes; i++) {
      size_t k = strlen(variant_suffixes[i]);
      if (n > k + 1 && memcmp(s + n - k, variant_suffixes[i], k) == 0) {
        n -= k;
        again = true;
      }
    }
  }
  return n;
}

const char *vl_norm_opcode(const char *opcode, char *buf, size_t size) {
  size_t n = strlen(opcode);
  bool rtn = n > 4 && !memcmp(opcode + n - 4, "_RTN", 4);
  size_t base = strip_variants(opcode, rtn ? n - 4 : n);
  snprintf(buf, size, "%.*s%s", (int)base, opcode, rtn ? "_RTN" : "");
  return buf;
}

/* ---- classes ---- */

/* The usual alignment of a tuple class: SGPR tuples 2 (64 bits) or 4 (more), vector tuples 2. */
static unsigned usual_alignment(const vl_regclass *c) {
  if (c->files == (1u << VL_FILE_SCALAR)) return c->width == 2 ? 2 : 4;
  return 2;
}

/* Files (v, a, s), width in 32-bit registers or "h" for a 16-bit half, "a" when
 * aligned as usual ("a4" otherwise), "c" when VCC is a member: vgpr_32 -> v1,
 * vreg_64_align2 -> v2a, sreg_64 -> s2ac, sgpr_128 -> s4a, vgpr_16 -> vh. */
void vl_norm_class_name(const vl_target *target, int cls, char *buf, size_t size) {
  if (cls < 0) {
    snprintf(buf, size, "?");
    return;
  }
  const vl_regclass *c = &target->classes[cls];
  if (!(c->files & ((1u << VL_FILE_VECTOR) | (1u << VL_FILE_ACCUM) | (1u << VL_FILE_SCALAR)))) {
    snprintf(buf, size, "%s", c->name);   /* special-only classes keep LLVM's name */
    return;
  }
  char files[4];
  size_t k = 0;
  if (c->files & (1u << VL_FILE_VECTOR)) files[k++] = 'v';
  if (c->files & (1u << VL_FILE_ACCUM)) files[k++] = 'a';
  if (c->files & (1u << VL_FILE_SCALAR)) files[k++] = 's';
  files[k] = 0;
  char width[8], align[8] = "";
  if (c->half) snprintf(width, sizeof width, "h");
  else snprintf(width, sizeof width, "%u", c->width);
  if (c->align > 1) {
    if (c->align == usual_alignment(c)) snprintf(align, sizeof align, "a");
    else snprintf(align, sizeof align, "a%u", c->align);
  }
  snprintf(buf, size, "%s%s%s%s", files, width, align, (c->special & VL_SPECIAL_VCC) ? "c" : "");
}
