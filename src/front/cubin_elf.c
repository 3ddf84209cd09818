/* A cubin as ELF (see cubin_elf.h). */
#include "cubin_elf.h"

#include <string.h>

static bool in_file(const vl_cubin *c, uint64_t offset, uint64_t size) {
  return offset <= c->len && size <= c->len - offset;
}

const char *vl_cubin_open(vl_cubin *c, unsigned char *bytes, size_t len) {
  *c = (vl_cubin){.bytes = bytes, .len = len};
  const Elf64_Ehdr *h = (const Elf64_Ehdr *)bytes;
  if (len < sizeof *h || memcmp(h->e_ident, ELFMAG, SELFMAG) || h->e_ident[EI_CLASS] != ELFCLASS64 ||
      h->e_ident[EI_DATA] != ELFDATA2LSB || h->e_machine != VL_EM_CUDA)
    return "not a cubin (a 64-bit little-endian ELF file for EM_CUDA)";
  if (h->e_shentsize != sizeof(Elf64_Shdr) || h->e_shoff % 8 ||
      !in_file(c, h->e_shoff, (uint64_t)h->e_shnum * sizeof(Elf64_Shdr)) || h->e_shstrndx >= h->e_shnum)
    return "a cubin with a damaged section table";
  c->sections = (Elf64_Shdr *)(bytes + h->e_shoff);
  c->num_sections = h->e_shnum;
  for (uint32_t s = 0; s < c->num_sections; s++)
    if (c->sections[s].sh_type != SHT_NOBITS && !in_file(c, c->sections[s].sh_offset, c->sections[s].sh_size))
      return "a cubin with a section past the end of the file";
  const Elf64_Shdr *names = &c->sections[h->e_shstrndx];
  c->names = (const char *)bytes + names->sh_offset;
  c->names_len = names->sh_size;
  return NULL;
}

const char *vl_cubin_section_name(const vl_cubin *c, uint32_t s) {
  uint32_t at = c->sections[s].sh_name;
  if (at >= c->names_len || !memchr(c->names + at, 0, c->names_len - at)) return "";
  return c->names + at;
}

int vl_cubin_find_section(const vl_cubin *c, const char *prefix, const char *name) {
  size_t n = strlen(prefix);
  for (uint32_t s = 0; s < c->num_sections; s++) {
    const char *sn = vl_cubin_section_name(c, s);
    if (!strncmp(sn, prefix, n) && !strcmp(sn + n, name ? name : "")) return (int)s;
  }
  return -1;
}

bool vl_cubin_attribute_next(const vl_cubin *c, uint32_t s, size_t *at, vl_cubin_attribute *out) {
  const Elf64_Shdr *sh = &c->sections[s];
  if (sh->sh_type != VL_SHT_CUDA_INFO || sh->sh_size < *at || sh->sh_size - *at < 4) return false;
  unsigned char *p = c->bytes + sh->sh_offset + *at;
  *out = (vl_cubin_attribute){.format = p[0], .attribute = p[1], .size = (uint16_t)(p[2] | p[3] << 8)};
  if (out->format != VL_EIFMT_SVAL) {   /* the value is the 16 bits after the attribute */
    *at += 4;
    return true;
  }
  if (sh->sh_size - *at - 4 < out->size) return false;
  out->value = p + 4;
  *at += 4 + (size_t)out->size;
  return true;
}
