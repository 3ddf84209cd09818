/* ptxas's cubin with our allocation (see cubin_patch.h). */
#include "cubin_patch.h"

#include <stdlib.h>
#include <string.h>

#include "../base/file.h"
#include "../front/cubin_elf.h"
#include "cubin_grow.h"
#include "sass_words.h"

/* The frame and both stack bounds grow with the frame (a callee's stack adds to the maximum alone). */
static const uint8_t stack_attributes[] = {VL_EIATTR_FRAME_SIZE, VL_EIATTR_MIN_STACK_SIZE, VL_EIATTR_MAX_STACK_SIZE};

static bool fail(vl_diags *d, const char *path, uint32_t line, const char *msg, const char *detail) {
  vl_diag_add(d, path, line, line ? 1 : 0, VL_CAT_NONE, "%s%s%s", msg, detail ? ": " : "", detail ? detail : "");
  return false;
}

static int find_text(const vl_cubin *c, const char *function) { return vl_cubin_find_section(c, ".text.", function); }

/* The attribute's 32-bit value for `symbol` in every .nv.info section: set to `value`, or with `add`,
 * raised by it. Returns how many there were. */
static uint32_t set_attribute(vl_cubin *c, uint8_t attribute, uint32_t symbol, uint32_t value, bool add) {
  uint32_t found = 0;
  for (uint32_t s = 0; s < c->num_sections; s++) {
    vl_cubin_attribute a;
    for (size_t at = 0; vl_cubin_attribute_next(c, s, &at, &a);) {
      uint32_t sym, old;
      if (a.attribute != attribute || !a.value || a.size != 8) continue;
      memcpy(&sym, a.value, 4);
      if (sym != symbol) continue;
      memcpy(&old, a.value + 4, 4);
      old = add ? old + value : value;
      memcpy(a.value + 4, &old, 4);
      found++;
    }
  }
  return found;
}

vl_status vl_cubin_patch(const char *cubin_path, const char *in_path, const char *in_text, size_t in_len,
                         const char *out_text, size_t out_len, const vl_cubin_function *functions, uint32_t count,
                         vl_strbuf *out, vl_diags *diags) {
  size_t cubin_len;
  unsigned char *bytes = (unsigned char *)vl_read_file(cubin_path, &cubin_len);
  if (!bytes) return fail(diags, cubin_path, 0, "cannot read the file", NULL), VL_BAD_INPUT;
  vl_cubin c;
  const char *why = vl_cubin_open(&c, bytes, cubin_len);
  vl_sass_listing in, ours;
  vl_sass_listing_read(in_text, in_len, &in);
  vl_sass_listing_read(out_text, out_len, &ours);
  bool ok = !why || fail(diags, cubin_path, 0, why, NULL);
  char detail[256];
  if (ok && in.num_sections != ours.num_sections)
    ok = fail(diags, in_path, 0, "the written listing has other functions than the input", NULL);
  for (uint32_t i = 0; ok && i < in.count; i++) {
    const vl_sass_word_line *a = &in.lines[i];
    int s = find_text(&c, in.section_names[a->section]);
    if (!a->has_words) {
      ok = fail(diags, in_path, a->line,
                "a cubin is written from a listing with encoding words (nvdisasm -hex -c K.cubin)", NULL);
      break;
    }
    if (s < 0) {
      snprintf(detail, sizeof detail, ".text.%s", in.section_names[a->section]);
      ok = fail(diags, cubin_path, 0, "no code section for a function of the listing", detail);
      break;
    }
    const Elf64_Shdr *sh = &c.sections[s];
    unsigned char *at = c.bytes + sh->sh_offset + a->address;
    uint64_t lo, hi;
    if ((uint64_t)a->address + 16 > sh->sh_size) {
      ok = fail(diags, in_path, a->line, "an instruction past the end of its code section in the cubin", NULL);
      break;
    }
    memcpy(&lo, at, 8), memcpy(&hi, at + 8, 8);
    if (lo != a->lo || hi != a->hi) {
      snprintf(detail, sizeof detail, "/*%04x*/ is 0x%016llx 0x%016llx there, the listing says 0x%016llx 0x%016llx",
               a->address, (unsigned long long)lo, (unsigned long long)hi, (unsigned long long)a->lo,
               (unsigned long long)a->hi);
      ok = fail(diags, in_path, a->line, "the cubin is not the one the listing was disassembled from", detail);
      break;
    }
  }
  /* Per section of the written listing: renamed in place, or (inserted code) grown. */
  vl_cubin_growth *growths = calloc(count + 1, sizeof *growths);
  unsigned char **grown_bytes = calloc(count + 1, sizeof *grown_bytes);
  if (!growths || !grown_bytes) abort();
  uint32_t num_growths = 0;
  for (uint32_t f = 0; ok && f < count; f++) {
    uint32_t a = 0, na = 0, b = 0, nb = 0;
    while (a < in.count && strcmp(in.section_names[in.lines[a].section], functions[f].name)) a++;
    while (a + na < in.count && in.lines[a + na].section == in.lines[a].section) na++;
    while (b < ours.count && strcmp(ours.section_names[ours.lines[b].section], functions[f].name)) b++;
    while (b + nb < ours.count && ours.lines[b + nb].section == ours.lines[b].section) nb++;
    int s = find_text(&c, functions[f].name);
    if (s < 0 || !na) {
      snprintf(detail, sizeof detail, ".text.%s", functions[f].name);
      ok = fail(diags, cubin_path, 0, "no code section for a function of the listing", detail);
      break;
    }
    const vl_sass_layout *l = functions[f].layout;
    uint32_t want = l ? l->new_count : na;
    for (uint32_t k = 0; ok && k < nb; k++) {
      const vl_sass_word_line *w = &ours.lines[b + k];
      if (!w->has_words || w->address != (l ? 16 * k : in.lines[a + k].address))
        ok = fail(diags, in_path, w->line, "the written listing does not hold this instruction where it goes", NULL);
    }
    if (ok && (nb != want || (l && (l->count != na || 16ull * na != c.sections[s].sh_size))))
      ok = fail(diags, in_path, 0, "the written listing has other instructions than the input and its moves",
                functions[f].name);
    if (!ok) break;
    unsigned char *to = c.bytes + c.sections[s].sh_offset;
    if (l) to = grown_bytes[num_growths] = malloc(16ull * want + 1);
    if (!to) abort();
    for (uint32_t k = 0; k < nb; k++) {
      const vl_sass_word_line *w = &ours.lines[b + k];
      memcpy(to + w->address, &w->lo, 8), memcpy(to + w->address + 8, &w->hi, 8);
    }
    if (l) growths[num_growths++] = (vl_cubin_growth){(uint32_t)s, to, l};
  }
  for (uint32_t f = 0; ok && f < count; f++) {
    int s = find_text(&c, functions[f].name);
    if (s < 0) {
      snprintf(detail, sizeof detail, ".text.%s", functions[f].name);
      ok = fail(diags, cubin_path, 0, "no code section for a function of the listing", detail);
      break;
    }
    if (functions[f].registers > 255) {
      ok = fail(diags, cubin_path, 0, "more than 255 registers do not fit the section header", functions[f].name);
      break;
    }
    Elf64_Shdr *sh = &c.sections[s];
    uint32_t symbol = sh->sh_info & 0xffffff;
    if (sh->sh_info >> 24)   /* ptxas 11.8 fills it for sm_89, leaves it 0 for sm_90 (EIATTR_REGCOUNT alone) */
      sh->sh_info = (sh->sh_info & 0xffffff) | functions[f].registers << 24;
    if (!set_attribute(&c, VL_EIATTR_REGCOUNT, symbol, functions[f].registers, false)) {
      ok = fail(diags, cubin_path, 0, "no EIATTR_REGCOUNT for the kernel in .nv.info", functions[f].name);
      break;
    }
    for (size_t a = 0; a < sizeof stack_attributes; a++)
      set_attribute(&c, stack_attributes[a], symbol, functions[f].frame_growth, true);
  }
  if (ok && num_growths) {
    const char *why_not = vl_cubin_grow(&c, growths, num_growths, out);
    if (why_not) ok = fail(diags, cubin_path, 0, "cannot lay out the grown code", why_not);
  } else if (ok) vl_sb_append(out, (const char *)c.bytes, c.len);
  for (uint32_t g = 0; g < num_growths; g++) free(grown_bytes[g]);
  free(grown_bytes), free(growths);
  free(bytes);
  vl_sass_listing_free(&in);
  vl_sass_listing_free(&ours);
  return ok ? VL_OK : VL_BAD_INPUT;
}
