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
 *
 * Spill code is written the same way, for kernels where even split ranges do
 * not pack: "STL [R1+0xK], Rn" after an instruction and "LDL Rn, [R1+0xK]" in
 * front of one, in ptxas's registers, at offsets past the kernel's frame,
 * which grows to hold them (front/sass_frame.h: its IADD3's immediate). A
 * reload is an identity where the slot still holds what Rn holds
 * (verify/sass_slots.h checks that), and reading the text back ends the web
 * of Rn at the store and starts one at each reload.
 * Needs: a SASS module. Produces: the new text. */
#ifndef VL_SASS_MOVES_H
#define VL_SASS_MOVES_H
#include "../base/diag.h"
#include "../base/textedit.h"
#include "../front/mir.h"

typedef enum vl_sass_move_op {
  VL_SASS_MOV,   /* MOV Rn, Rn in front of instruction `before` */
  VL_SASS_STL,   /* STL [R1+offset], Rn after instruction `before` - 1 (in its block) */
  VL_SASS_LDL,   /* LDL Rn, [R1+offset] in front of instruction `before` */
  VL_SASS_FRAME, /* a kernel without a frame: "IADD3 R1, R1, -0xG, RZ" after instruction `before` - 1, the
                    stack pointer's load (G: the growth for the function's slots) */
} vl_sass_move_op;

typedef struct vl_sass_move {
  uint32_t before;   /* instruction index in its function: the move goes in front of it */
  uint32_t reg;      /* R index in the module's text (ptxas's register where nothing was moved yet) */
  uint8_t op;        /* vl_sass_move_op */
  uint32_t offset;   /* STL, LDL: the slot, bytes from R1 once the frame has grown (at least its old size) */
} vl_sass_move;

typedef struct vl_sass_moves {
  vl_sass_move *moves;   /* in order of `before` (stores first); moves in front of one instruction run in list order */
  uint32_t count;
} vl_sass_moves;

/* Goes after instruction before - 1 (else in front of instruction before). */
static inline bool vl_sass_move_after(const vl_sass_move *x) { return x->op == VL_SASS_STL || x->op == VL_SASS_FRAME; }
/* The instruction's mnemonic: "MOV", "STL", "LDL", "IADD3" (also the JSON's "op"). */
const char *vl_sass_move_op_name(uint8_t op);
/* Reads or writes a slot. */
static inline bool vl_sass_move_slot(const vl_sass_move *x) { return x->op == VL_SASS_STL || x->op == VL_SASS_LDL; }

/* The bytes fn's frame grows by for the slots of mv (0: no spill code, or no frame that can grow):
 * past the highest slot, rounded up to 16 so every access of the kernel keeps its alignment. */
uint32_t vl_sass_frame_growth(const vl_function *fn, const vl_sass_moves *mv);

typedef struct vl_sass_move_counts {
  uint32_t moves, stores, reloads, frames;   /* MOV, STL, LDL, IADD3 R1 */
} vl_sass_move_counts;
vl_sass_move_counts vl_sass_count_moves(const vl_sass_moves *mv);

/* The module's text with moves[f] inserted into function f (moves may be NULL: none anywhere).
 * VL_BAD_INPUT (file:line:col in diags) for a move outside its function or of a register that
 * cannot be moved (R1, the stack pointer; past R254), a store after a branch, a slot inside the
 * old frame or not 4-aligned, or spill code in a function without a frame that can grow. */
/* The RET of a subroutine in fn, NULL if none: no instruction may be inserted into such code,
 * for RET jumps to instruction offsets the callers' code loaded as immediates. */
const vl_instr *vl_sass_subroutine_return(const vl_function *fn);
/* True, with a diagnostic at the RET, when fn takes no inserted instruction. */
bool vl_sass_no_moves_diag(const vl_module *m, const vl_function *fn, vl_diags *diags);

vl_status vl_sass_insert_moves(const vl_module *module, const vl_sass_moves *moves, vl_strbuf *out, vl_diags *diags);

/* Moves in all functions together. */
uint32_t vl_sass_moves_total(const vl_module *module, const vl_sass_moves *moves);

#endif
