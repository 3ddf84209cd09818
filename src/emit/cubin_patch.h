/* ptxas's cubin with our allocation: the listing we wrote (sass_words.h: its
 * encoding words name our registers) goes into the kernel's code section word
 * for word, and the register count into the two places the driver and
 * cuobjdump read it: the upper byte of the .text.NAME section header's
 * sh_info (where ptxas set one: sm_89; ptxas 11.8 leaves it 0 on sm_90), and
 * EIATTR_REGCOUNT (0x2f04) for the kernel's symbol in .nv.info.
 * Frame and stack sizes (EIATTR_FRAME_SIZE 0x1104, MIN_STACK_SIZE 0x1204,
 * MAX_STACK_SIZE 0x2304) grow by the bytes the frame grew (0 where nothing
 * was spilled).
 *
 * A function renamed only keeps the input's instructions at the input's
 * addresses; one with inserted instructions has its layout (sass_layout.h):
 * its code section grows and the file is laid out anew (cubin_grow.h).
 * Before anything is written, the input listing must be the cubin's own:
 * every instruction's words equal the cubin's bytes at its address.
 * Needs: the cubin, both listings (nvdisasm -hex), per function the count and frame.
 * Produces: the new cubin's bytes. */
#ifndef VL_CUBIN_PATCH_H
#define VL_CUBIN_PATCH_H
#include "../base/diag.h"
#include "../base/textedit.h"

typedef struct vl_cubin_function {
  const char *name;         /* NAME of .text.NAME */
  uint32_t registers;       /* per thread, as ptxas counts them */
  uint32_t frame_growth;    /* bytes our spill slots add to ptxas's frame per thread */
  const struct vl_sass_layout *layout;   /* inserted instructions (sass_layout.h), or NULL: renamed only */
} vl_cubin_function;

/* VL_BAD_INPUT (file:line:col, or the cubin's path) when the cubin is no ELF cubin, lacks a
 * function's section or attributes, or does not hold the input listing's words. */
vl_status vl_cubin_patch(const char *cubin_path, const char *in_path, const char *in_text, size_t in_len,
                         const char *out_text, size_t out_len, const vl_cubin_function *functions, uint32_t count,
                         vl_strbuf *out, vl_diags *diags);

#endif
