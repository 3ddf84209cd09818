/* Register moves inserted into SASS: live-range splitting for kernels whose
 * webs, as ptxas left them, no allocator here packs at the budget. A move is
 * written into the nvdisasm text as the identity "MOV Rn, Rn" in ptxas's own
 * registers, in front of an instruction, so the text still computes exactly
 * what the input did; reading it back (front/sass.h) splits the web of Rn
 * there, and the allocator may then give the two parts different registers
 * (the writer prints "MOV R9, R5"). Every function that gets a move is
 * renumbered (/\*ADDR*\/ comments, 16 bytes per instruction) and loses its
 * encoding words (nvdisasm -hex): the words no longer match the addresses or
 * the registers, and without them the front end trusts the labels, which
 * nvdisasm prints for every branch target it can name.
 * Needs: a SASS module. Produces: the new text. */
#ifndef VL_SASS_MOVES_H
#define VL_SASS_MOVES_H
#include "../base/diag.h"
#include "../base/textedit.h"
#include "../front/mir.h"

typedef struct vl_sass_move {
  uint32_t before;   /* instruction index in its function: the move goes in front of it */
  uint32_t reg;      /* R index in the module's text (ptxas's register where nothing was moved yet) */
} vl_sass_move;

typedef struct vl_sass_moves {
  vl_sass_move *moves;   /* in order of `before`; moves in front of one instruction run in list order */
  uint32_t count;
} vl_sass_moves;

/* The module's text with moves[f] inserted into function f (moves may be NULL: none anywhere).
 * VL_BAD_INPUT (file:line:col in diags) for a move outside its function or of a register that
 * cannot be moved (R1, the stack pointer; past R254). */
vl_status vl_sass_insert_moves(const vl_module *module, const vl_sass_moves *moves, vl_strbuf *out, vl_diags *diags);

/* Moves in all functions together. */
uint32_t vl_sass_moves_total(const vl_module *module, const vl_sass_moves *moves);

#endif
