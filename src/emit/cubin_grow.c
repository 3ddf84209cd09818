/* Grown code sections written into a cubin (see cubin_grow.h). */
#include "cubin_grow.h"

#include <stdlib.h>
#include <string.h>

enum {
  EIATTR_S2RCTAID_INSTR_OFFSETS = 0x1d, EIATTR_EXIT_INSTR_OFFSETS = 0x1c, EIATTR_LD_CACHEMOD_INSTR_OFFSETS = 0x25,
  EIATTR_ATOM_SYS_INSTR_OFFSETS = 0x27, EIATTR_COOP_GROUP_INSTR_OFFSETS = 0x28, EIATTR_ATOMF16_EMUL_INSTR_OFFSETS = 0x2d,
  EIATTR_INT_WARP_WIDE_INSTR_OFFSETS = 0x31, EIATTR_INDIRECT_BRANCH_TARGETS = 0x34,
};
static const uint8_t offset_lists[] = {EIATTR_EXIT_INSTR_OFFSETS,       EIATTR_S2RCTAID_INSTR_OFFSETS,
                                       EIATTR_LD_CACHEMOD_INSTR_OFFSETS, EIATTR_ATOM_SYS_INSTR_OFFSETS,
                                       EIATTR_COOP_GROUP_INSTR_OFFSETS,  EIATTR_ATOMF16_EMUL_INSTR_OFFSETS,
                                       EIATTR_INT_WARP_WIDE_INSTR_OFFSETS};

/* A piece of the file in its old place and its new one. */
typedef struct block {
  uint64_t old_offset, old_size, new_offset, new_size, align;
  int section;                    /* -1: a header table */
  const unsigned char *contents;  /* NULL: the old bytes */
} block;

static int by_offset(const void *a, const void *b) {
  const block *x = a, *y = b;
  return (x->old_offset > y->old_offset) - (x->old_offset < y->old_offset);
}

/* The new place of old file offset x (an end when `end`: the end of the block that holds x - 1). */
static uint64_t moved(const block *blocks, uint32_t n, uint64_t x, bool end) {
  for (uint32_t i = 0; i < n; i++) {
    const block *b = &blocks[i];
    if (end ? x > b->old_offset && x <= b->old_offset + b->old_size : x >= b->old_offset && x < b->old_offset + b->old_size)
      return x == b->old_offset + b->old_size ? b->new_offset + b->new_size : b->new_offset + (x - b->old_offset);
  }
  return x;   /* the file's head (ELF header) does not move */
}

/* An old offset into the section: the instruction's new address (its entry where `entry`), the
 * bytes inside the instruction kept. false when it is past the section. */
static bool remap(const vl_sass_layout *l, uint64_t *x, bool entry) {
  uint64_t i = *x / 16;
  if (i >= l->count) return false;
  *x = (entry ? l->entry[i] : l->address[i]) + *x % 16;
  return true;
}

static const vl_cubin_growth *growth_of(const vl_cubin_growth *g, uint32_t count, uint32_t section) {
  for (uint32_t i = 0; i < count; i++)
    if (g[i].section == section) return &g[i];
  return NULL;
}

/* An old code range [start, start + size) of a grown section, by instructions: from the first one's
 * entry to after the last one (what is inserted in front of the next belongs to the next). */
static bool remap_range(const vl_sass_layout *l, uint64_t *start, uint64_t *size) {
  if (*start % 16 || *size % 16) return false;
  uint64_t first = *start / 16, end = (*start + *size) / 16;
  if (first > l->count || end > l->count) return false;
  uint64_t from = first < l->count ? l->entry[first] : 16ull * l->new_count;
  uint64_t to = end > first ? l->address[end - 1] + 16 : from;
  *start = from, *size = to - from;
  return true;
}

/* Is `offset` in .debug_frame the initial location of an FDE? (DWARF CIEs and FDEs, in the 32- or
 * 64-bit format; a CIE's instructions can hold relocated addresses too, which are no ranges.) */
static bool fde_location(const unsigned char *frame, uint64_t size, uint64_t offset) {
  for (uint64_t at = 0; at + 4 <= size;) {
    uint32_t length32;
    memcpy(&length32, frame + at, 4);
    bool wide = length32 == 0xffffffffu;
    uint64_t length = length32, header = wide ? 12 : 4, id_size = wide ? 8 : 4, id = 0;
    if (wide && at + 12 <= size) memcpy(&length, frame + at + 4, 8);
    if (at + header + id_size > size || !length) return false;
    memcpy(&id, frame + at + header, id_size);
    bool cie = wide ? id == ~0ull : id == 0xffffffffu;
    if (!cie && offset == at + header + id_size) return true;
    at += header + length;
  }
  return false;
}

/* .debug_frame's FDEs of grown code: each has its start by a relocation (symbol + addend) and its
 * length right after (8 bytes each); nvdisasm labels where an FDE ends, so both follow the code.
 * Needs the symbols' old values: runs before they move. */
static const char *follow_debug_frame(const vl_cubin *c, const vl_cubin_growth *g, uint32_t count) {
  int frame = vl_cubin_find_section(c, ".debug_frame", NULL), symtab = -1;
  for (uint32_t s = 0; s < c->num_sections; s++)
    if (c->sections[s].sh_type == SHT_SYMTAB && c->sections[s].sh_entsize == sizeof(Elf64_Sym)) symtab = (int)s;
  if (frame < 0 || symtab < 0) return NULL;
  const Elf64_Shdr *fsh = &c->sections[frame], *ssh = &c->sections[symtab];
  const Elf64_Sym *sym = (const Elf64_Sym *)(c->bytes + ssh->sh_offset);
  uint64_t num_syms = ssh->sh_size / sizeof *sym;
  for (uint32_t s = 0; s < c->num_sections; s++) {
    const Elf64_Shdr *rsh = &c->sections[s];
    bool rela = rsh->sh_type == SHT_RELA;
    if ((rsh->sh_type != SHT_REL && !rela) || rsh->sh_info != (uint32_t)frame || !rsh->sh_entsize) continue;
    for (uint64_t at = 0; at + rsh->sh_entsize <= rsh->sh_size; at += rsh->sh_entsize) {
      unsigned char *r = c->bytes + rsh->sh_offset + at;
      uint64_t offset, info;
      int64_t addend;
      memcpy(&offset, r, 8), memcpy(&info, r + 8, 8);
      if (offset + 16 > fsh->sh_size || (info >> 32) >= num_syms ||
          !fde_location(c->bytes + fsh->sh_offset, fsh->sh_size, offset))
        continue;
      unsigned char *place = c->bytes + fsh->sh_offset + offset;
      if (rela) memcpy(&addend, r + 16, 8);
      else memcpy(&addend, place, 8);
      const Elf64_Sym *target = &sym[info >> 32];
      const vl_cubin_growth *in = growth_of(g, count, target->st_shndx);
      if (!in) continue;
      uint64_t start = target->st_value + (uint64_t)addend, size, base = target->st_value, none = 0;
      memcpy(&size, place + 8, 8);
      if (!remap_range(in->layout, &start, &size) || !remap_range(in->layout, &base, &none))
        return "a .debug_frame range that does not fall on instructions";
      addend = (int64_t)(start - base);   /* the symbol moves to `base` */
      memcpy(place + 8, &size, 8);
      if (rela) memcpy(r + 16, &addend, 8);
      else memcpy(place, &addend, 8);
    }
  }
  return NULL;
}

/* Offsets into the grown sections, in the old file's bytes (offsets within sections do not move
 * with the file). */
static const char *follow_offsets(const vl_cubin *c, const vl_cubin_growth *g, uint32_t count) {
  for (uint32_t s = 0; s < c->num_sections; s++) {
    Elf64_Shdr *sh = &c->sections[s];
    const vl_cubin_growth *grown = growth_of(g, count, sh->sh_info);
    if (sh->sh_type == SHT_SYMTAB && sh->sh_entsize == sizeof(Elf64_Sym)) {
      Elf64_Sym *sym = (Elf64_Sym *)(c->bytes + sh->sh_offset);
      for (uint64_t k = 0; k < sh->sh_size / sizeof *sym; k++) {
        const vl_cubin_growth *in = growth_of(g, count, sym[k].st_shndx);
        if (in && !remap_range(in->layout, &sym[k].st_value, &sym[k].st_size))   /* a kernel, a subroutine after it */
          return "a symbol that does not fall on instructions";
      }
    }
    if (!grown) continue;
    if ((sh->sh_type == SHT_REL || sh->sh_type == SHT_RELA) && sh->sh_entsize) {
      for (uint64_t at = 0; at + sh->sh_entsize <= sh->sh_size; at += sh->sh_entsize) {
        uint64_t r;
        memcpy(&r, c->bytes + sh->sh_offset + at, 8);   /* r_offset leads both forms */
        if (!remap(grown->layout, &r, false)) return "a relocation past its code section";
        memcpy(c->bytes + sh->sh_offset + at, &r, 8);
      }
    }
    if (sh->sh_type != VL_SHT_CUDA_INFO) continue;
    vl_cubin_attribute a;
    for (size_t at = 0; vl_cubin_attribute_next(c, s, &at, &a);) {
      if (!a.value) continue;
      if (memchr(offset_lists, a.attribute, sizeof offset_lists))
        for (uint32_t k = 0; k + 4 <= a.size; k += 4) {
          uint32_t v;
          memcpy(&v, a.value + k, 4);
          uint64_t x = v;
          if (!remap(grown->layout, &x, false)) return "an instruction offset attribute past its code section";
          v = (uint32_t)x;
          memcpy(a.value + k, &v, 4);
        }
      if (a.attribute == EIATTR_INDIRECT_BRANCH_TARGETS)   /* per branch: offset, 4 bytes, n, n targets */
        for (uint32_t k = 0; k + 12 <= a.size;) {
          uint32_t v, n;
          memcpy(&v, a.value + k, 4), memcpy(&n, a.value + k + 8, 4);
          uint64_t x = v;
          if (!remap(grown->layout, &x, false) || k + 12 + 4ull * n > a.size) return "an indirect branch past its code section";
          v = (uint32_t)x;
          memcpy(a.value + k, &v, 4);
          for (uint32_t t = 0; t < n; t++) {
            memcpy(&v, a.value + k + 12 + 4 * t, 4);
            x = v;
            if (v && !remap(grown->layout, &x, true)) return "an indirect branch target past its code section";
            v = (uint32_t)x;
            memcpy(a.value + k + 12 + 4 * t, &v, 4);
          }
          k += 12 + 4 * n;
        }
    }
  }
  return NULL;
}

const char *vl_cubin_grow(const vl_cubin *c, const vl_cubin_growth *growths, uint32_t count, vl_strbuf *out) {
  const char *why = follow_debug_frame(c, growths, count);
  if (!why) why = follow_offsets(c, growths, count);
  if (why) return why;
  Elf64_Ehdr *h = (Elf64_Ehdr *)c->bytes;
  uint32_t n = 0;
  block *blocks = calloc(c->num_sections + 3, sizeof *blocks);
  if (!blocks) abort();
  for (uint32_t s = 0; s < c->num_sections; s++) {
    const Elf64_Shdr *sh = &c->sections[s];
    if (sh->sh_type == SHT_NOBITS || sh->sh_type == SHT_NULL || !sh->sh_size) continue;
    const vl_cubin_growth *g = growth_of(growths, count, s);
    blocks[n++] = (block){sh->sh_offset, sh->sh_size, 0, g ? 16ull * g->layout->new_count : sh->sh_size,
                          sh->sh_addralign ? sh->sh_addralign : 1, (int)s, g ? g->bytes : NULL};
  }
  blocks[n++] = (block){h->e_shoff, (uint64_t)h->e_shnum * h->e_shentsize, 0, (uint64_t)h->e_shnum * h->e_shentsize, 8, -1, NULL};
  if (h->e_phnum)
    blocks[n++] = (block){h->e_phoff, (uint64_t)h->e_phnum * h->e_phentsize, 0, (uint64_t)h->e_phnum * h->e_phentsize, 8, -2, NULL};
  qsort(blocks, n, sizeof *blocks, by_offset);
  uint64_t shift = 0, end = sizeof *h;
  for (uint32_t i = 0; i < n; i++) {
    block *b = &blocks[i];
    uint64_t at = b->old_offset + shift;
    at = (at + b->align - 1) / b->align * b->align;
    if (at < end) at = (end + b->align - 1) / b->align * b->align;
    b->new_offset = at;
    shift = at - b->old_offset + (b->new_size - b->old_size);
    end = at + b->new_size;
  }
  unsigned char *file = calloc(end, 1);
  if (!file) abort();
  memcpy(file, c->bytes, sizeof *h);
  for (uint32_t i = 0; i < n; i++)
    memcpy(file + blocks[i].new_offset, blocks[i].contents ? blocks[i].contents : c->bytes + blocks[i].old_offset,
           blocks[i].new_size);
  Elf64_Ehdr *nh = (Elf64_Ehdr *)file;
  nh->e_shoff = moved(blocks, n, h->e_shoff, false);
  Elf64_Shdr *sections = (Elf64_Shdr *)(file + nh->e_shoff);
  for (uint32_t s = 0; s < c->num_sections; s++) {
    if (sections[s].sh_type == SHT_NOBITS || sections[s].sh_type == SHT_NULL || !sections[s].sh_size) continue;
    const vl_cubin_growth *g = growth_of(growths, count, s);
    sections[s].sh_offset = moved(blocks, n, c->sections[s].sh_offset, false);
    if (g) sections[s].sh_size = 16ull * g->layout->new_count;
  }
  if (h->e_phnum) {
    nh->e_phoff = moved(blocks, n, h->e_phoff, false);
    Elf64_Phdr *ph = (Elf64_Phdr *)(file + nh->e_phoff);
    for (uint32_t p = 0; p < h->e_phnum; p++) {
      if (ph[p].p_type == PT_PHDR) {
        ph[p].p_offset = nh->e_phoff;
        continue;
      }
      if (!ph[p].p_filesz) {
        ph[p].p_offset = moved(blocks, n, ph[p].p_offset, false);
        continue;
      }
      uint64_t start = moved(blocks, n, ph[p].p_offset, false), stop = moved(blocks, n, ph[p].p_offset + ph[p].p_filesz, true);
      ph[p].p_memsz += (stop - start) - ph[p].p_filesz;
      ph[p].p_offset = start, ph[p].p_filesz = stop - start;
    }
  }
  vl_sb_append(out, (const char *)file, end);
  free(file);
  free(blocks);
  return NULL;
}
