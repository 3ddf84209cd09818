/* Code sections that grew (instructions inserted: sass_layout.h) written
 * into a cubin: the file is laid out anew, every later section, the section
 * and program header tables moving by the growth (each keeping its
 * alignment), the program headers' ranges following; and everything that
 * holds an offset into a grown section follows its instructions: the
 * symbols of its functions (the kernel and any subroutine after it: start
 * and size), relocations against the section, and the offsets in its .nv.info attributes (EXIT, S2RCTAID,
 * LD_CACHEMOD, ATOM_SYS, COOP_GROUP, ATOMF16_EMUL, INT_WARP_WIDE instruction
 * offsets; INDIRECT_BRANCH_TARGETS: the branch and its targets, the latter
 * to the block's entry), and .debug_frame's FDE ranges (their start, by
 * relocation, and length: nvdisasm puts a label where one ends). The FDEs'
 * call frame instructions (code offsets where the frame changes) are left as
 * ptxas wrote them: only debuggers read them.
 * Needs: the cubin, per grown section its new bytes and layout. Produces: the new file. */
#ifndef VL_CUBIN_GROW_H
#define VL_CUBIN_GROW_H
#include "../base/textedit.h"
#include "../front/cubin_elf.h"
#include "sass_layout.h"

typedef struct vl_cubin_growth {
  uint32_t section;              /* the .text.NAME section */
  const unsigned char *bytes;    /* its new contents: 16 * layout->new_count bytes */
  const vl_sass_layout *layout;  /* old instruction -> new address, block entry */
} vl_cubin_growth;

/* The cubin `c` with the grown sections; NULL, or why not (an offset attribute or relocation that
 * does not point at an instruction of the old section). */
const char *vl_cubin_grow(const vl_cubin *c, const vl_cubin_growth *growths, uint32_t count, vl_strbuf *out);

#endif
