/* A SASS kernel's local-memory frame, where spill slots of our own can go.
 * ptxas reserves the frame once, at the top of the kernel: R1 (the stack
 * pointer) is loaded from c[0x0][0x28] (MOV, IMAD.MOV.U32 or LDC) and lowered
 * by "IADD3 R1, R1, -0xN, RZ";
 * every spill slot and local array of the kernel then lies in [R1, R1+N).
 * Growing N by G bytes moves R1 down by G and leaves every R1-relative offset
 * in place, so [R1+N, R1+N+G) is memory the kernel never touches: room for
 * slots (emit/sass_moves.h writes them, verify/sass_slots.h checks their use).
 * A kernel without a frame (R1 loaded, never used) gets one right after the
 * load: "IADD3 R1, R1, -0xG, RZ". Only a frame of that one shape is used: no other write of R1 anywhere in the
 * section (a subroutine ptxas placed there included: none moves R1), and no
 * R1-relative access at or past N.
 * Needs: a parsed SASS function. Produces: the frame instruction and its size. */
#ifndef VL_SASS_FRAME_H
#define VL_SASS_FRAME_H
#include "mir.h"

typedef struct vl_sass_frame {
  uint32_t instr;                /* the IADD3 lowering R1; absent: the stack pointer's load */
  uint32_t bytes;                /* N; absent: 0 */
  uint32_t imm_begin, imm_end;   /* the "-0xN" in the module text */
  bool absent;                   /* no frame yet: one may follow the load (nothing is R1-relative) */
} vl_sass_frame;

/* True with *out filled when fn has a frame slots can be added to; else false, *why saying why. */
bool vl_sass_frame_find(const vl_function *fn, vl_sass_frame *out, const char **why);

#endif
