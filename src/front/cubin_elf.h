/* A cubin as ELF: its section table, section names and the .nv.info
 * attributes, read in place from the file's bytes. The cubin writer
 * (emit/cubin_patch.c) edits through it; the launch harness (run/) reads the
 * kernel's parameter list (EIATTR_KPARAM_INFO) through it. libc only, so the
 * harness builds without the rest of the library.
 * Needs: the cubin's bytes. Produces: sections, attributes. */
#ifndef VL_CUBIN_ELF_H
#define VL_CUBIN_ELF_H
#include <elf.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum {
  VL_EIFMT_SVAL = 0x04,              /* format byte of an attribute with a sized value */
  VL_EIATTR_FRAME_SIZE = 0x11,
  VL_EIATTR_MIN_STACK_SIZE = 0x12,
  VL_EIATTR_KPARAM_INFO = 0x17,
  VL_EIATTR_MAX_STACK_SIZE = 0x23,
  VL_EIATTR_REGCOUNT = 0x2f,
  VL_SHT_CUDA_INFO = 0x70000000,     /* .nv.info, .nv.info.NAME */
  VL_EM_CUDA = 190,
};

typedef struct vl_cubin {
  unsigned char *bytes;   /* the whole file (not owned) */
  size_t len;
  Elf64_Shdr *sections;   /* into bytes */
  uint32_t num_sections;
  const char *names;      /* .shstrtab */
  size_t names_len;
} vl_cubin;

/* NULL, or why the bytes are no cubin (not a 64-bit little-endian EM_CUDA ELF, a damaged section table). */
const char *vl_cubin_open(vl_cubin *c, unsigned char *bytes, size_t len);

/* The section's name ("" when damaged). */
const char *vl_cubin_section_name(const vl_cubin *c, uint32_t s);
/* The index of the section named `prefix` + `name` (name may be NULL), or -1. */
int vl_cubin_find_section(const vl_cubin *c, const char *prefix, const char *name);

/* One attribute of an .nv.info section: where its value lies in the file. */
typedef struct vl_cubin_attribute {
  uint8_t format, attribute;
  uint16_t size;          /* of the value (EIFMT_SVAL); other formats hold 16 bits in `size` itself */
  unsigned char *value;   /* EIFMT_SVAL: size bytes; else NULL */
} vl_cubin_attribute;

/* Iterates section s's attributes: start with *at = 0; false at the end (or at a damaged entry). */
bool vl_cubin_attribute_next(const vl_cubin *c, uint32_t s, size_t *at, vl_cubin_attribute *out);

#endif
