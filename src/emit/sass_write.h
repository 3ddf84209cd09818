/* The SASS writer: nvdisasm-style text with our registers. The input text is
 * copied byte for byte except the register names of renamed operands (R4 ->
 * R12: first register plus the operand's subregister offset) and each
 * section's SHI_REGISTERS, which becomes our count; then the encoding words
 * of nvdisasm -hex, re-encoded from that text, and the .reuse flags that no
 * longer hold dropped (sass_words.h). Also: registers used per file, as ptxas
 * counts them.
 * Needs: a SASS module (front/sass.h) and one assignment per function. */
#ifndef VL_SASS_WRITE_H
#define VL_SASS_WRITE_H
#include "../alloc/assignment.h"
#include "../base/textedit.h"

/* Registers per file under `a` (NULL: ptxas's own): R as ptxas counts it
 * (highest index + 1 + the target's reserve), P and UR as highest index + 1. */
typedef struct vl_sass_usage {
  uint32_t r, p, ur;
} vl_sass_usage;
vl_sass_usage vl_sass_usage_of(const vl_function *fn, const vl_assignment *a);

vl_status vl_sass_write(const vl_module *module, const vl_assignment *const *assignments, vl_strbuf *out,
                        vl_diags *diags);

#endif
