/* ptxas's cubin with our allocation (see cubin_patch.h). */
#include "cubin_patch.h"

#include <elf.h>
#include <stdlib.h>
#include <string.h>

#include "../base/file.h"
#include "sass_words.h"

enum {
  EIFMT_SVAL = 0x04,               /* format byte of an attribute with a sized value */
  EIATTR_FRAME_SIZE = 0x11,
  EIATTR_MIN_STACK_SIZE = 0x12,
  EIATTR_MAX_STACK_SIZE = 0x23,
  EIATTR_REGCOUNT = 0x2f,
  SHT_CUDA_INFO = 0x70000000,      /* .nv.info, .nv.info.NAME */
};

/* The frame and both stack bounds grow with the frame (a callee's stack adds to the maximum alone). */
static const uint8_t stack_attributes[] = {EIATTR_FRAME_SIZE, EIATTR_MIN_STACK_SIZE, EIATTR_MAX_STACK_SIZE};

typedef struct cubin {
  unsigned char *bytes;
  size_t len;
  Elf64_Shdr *sections;   /* into bytes */
  uint32_t num_sections;
  const char *names;      /* .shstrtab */
  size_t names_len;
} cubin;

static bool fail(vl_diags *d, const char *path, uint32_t line, const char *msg, const char *detail) {
  vl_diag_add(d, path, line, line ? 1 : 0, VL_CAT_NONE, "%s%s%s", msg, detail ? ": " : "", detail ? detail : "");
  return false;
}

static bool in_file(const cubin *c, uint64_t offset, uint64_t size) { return offset <= c->len && size <= c->len - offset; }

static bool open_cubin(cubin *c, const char *path, vl_diags *d) {
  const Elf64_Ehdr *h = (const Elf64_Ehdr *)c->bytes;
  if (c->len < sizeof *h || memcmp(h->e_ident, ELFMAG, SELFMAG) || h->e_ident[EI_CLASS] != ELFCLASS64 ||
      h->e_ident[EI_DATA] != ELFDATA2LSB || h->e_machine != 190 /* EM_CUDA */)
    return fail(d, path, 0, "not a cubin (a 64-bit little-endian ELF file for EM_CUDA)", NULL);
  if (h->e_shentsize != sizeof(Elf64_Shdr) || h->e_shoff % 8 || !in_file(c, h->e_shoff, (uint64_t)h->e_shnum * sizeof(Elf64_Shdr)) ||
      h->e_shstrndx >= h->e_shnum)
    return fail(d, path, 0, "a cubin with a damaged section table", NULL);
  c->sections = (Elf64_Shdr *)(c->bytes + h->e_shoff);
  c->num_sections = h->e_shnum;
  for (uint32_t s = 0; s < c->num_sections; s++)
    if (c->sections[s].sh_type != SHT_NOBITS && !in_file(c, c->sections[s].sh_offset, c->sections[s].sh_size))
      return fail(d, path, 0, "a cubin with a section past the end of the file", NULL);
  const Elf64_Shdr *names = &c->sections[h->e_shstrndx];
  c->names = (const char *)c->bytes + names->sh_offset;
  c->names_len = names->sh_size;
  return true;
}

static const char *section_name(const cubin *c, uint32_t s) {
  uint32_t at = c->sections[s].sh_name;
  if (at >= c->names_len || !memchr(c->names + at, 0, c->names_len - at)) return "";
  return c->names + at;
}

static int find_text(const cubin *c, const char *function) {
  for (uint32_t s = 0; s < c->num_sections; s++) {
    const char *n = section_name(c, s);
    if (!strncmp(n, ".text.", 6) && !strcmp(n + 6, function)) return (int)s;
  }
  return -1;
}

/* The attribute's 32-bit value for `symbol` in every .nv.info section: set to `value`, or with `add`,
 * raised by it. Returns how many there were. */
static uint32_t set_attribute(cubin *c, uint8_t attribute, uint32_t symbol, uint32_t value, bool add) {
  uint32_t found = 0;
  for (uint32_t s = 0; s < c->num_sections; s++) {
    if (c->sections[s].sh_type != SHT_CUDA_INFO) continue;
    unsigned char *p = c->bytes + c->sections[s].sh_offset, *end = p + c->sections[s].sh_size;
    while (end - p >= 4) {
      uint8_t format = p[0], attr = p[1];
      uint16_t size = (uint16_t)(p[2] | p[3] << 8);
      if (format != EIFMT_SVAL) {   /* the value is the 16 bits after the attribute */
        p += 4;
        continue;
      }
      if (end - p - 4 < size) break;
      uint32_t sym;
      memcpy(&sym, p + 4, 4);
      if (attr == attribute && size == 8 && sym == symbol) {
        uint32_t old;
        memcpy(&old, p + 8, 4);
        old = add ? old + value : value;
        memcpy(p + 8, &old, 4);
        found++;
      }
      p += 4 + size;
    }
  }
  return found;
}

vl_status vl_cubin_patch(const char *cubin_path, const char *in_path, const char *in_text, size_t in_len,
                         const char *out_text, size_t out_len, const vl_cubin_function *functions, uint32_t count,
                         vl_strbuf *out, vl_diags *diags) {
  cubin c = {0};
  c.bytes = (unsigned char *)vl_read_file(cubin_path, &c.len);
  if (!c.bytes) return fail(diags, cubin_path, 0, "cannot read the file", NULL), VL_BAD_INPUT;
  vl_sass_listing in, ours;
  vl_sass_listing_read(in_text, in_len, &in);
  vl_sass_listing_read(out_text, out_len, &ours);
  bool ok = open_cubin(&c, cubin_path, diags);
  char detail[256];
  if (ok && (in.count != ours.count || in.num_sections != ours.num_sections))
    ok = fail(diags, in_path, 0, "the written listing has other instructions than the input (inserted code)", NULL);
  for (uint32_t i = 0; ok && i < in.count; i++) {
    const vl_sass_word_line *a = &in.lines[i], *b = &ours.lines[i];
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
    if (!b->has_words || b->address != a->address || b->section != a->section) {
      ok = fail(diags, in_path, a->line, "the written listing moved this instruction (inserted code)", NULL);
      break;
    }
  }
  for (uint32_t i = 0; ok && i < ours.count; i++) {   /* checked above: every section and address is there */
    const vl_sass_word_line *b = &ours.lines[i];
    unsigned char *at = c.bytes + c.sections[find_text(&c, ours.section_names[b->section])].sh_offset + b->address;
    memcpy(at, &b->lo, 8), memcpy(at + 8, &b->hi, 8);
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
    if (!set_attribute(&c, EIATTR_REGCOUNT, symbol, functions[f].registers, false)) {
      ok = fail(diags, cubin_path, 0, "no EIATTR_REGCOUNT for the kernel in .nv.info", functions[f].name);
      break;
    }
    for (size_t a = 0; a < sizeof stack_attributes; a++)
      set_attribute(&c, stack_attributes[a], symbol, functions[f].frame_growth, true);
  }
  if (ok) vl_sb_append(out, (const char *)c.bytes, c.len);
  free(c.bytes);
  vl_sass_listing_free(&in);
  vl_sass_listing_free(&ours);
  return ok ? VL_OK : VL_BAD_INPUT;
}
