/* Inserted instructions (split moves, spill code: sass_moves.h) laid out as
 * machine code, so that an allocation with them can go into ptxas's cubin.
 * Every instruction from one inserted onwards moves: its new address is the
 * old one plus 16 per instruction inserted in front of it; a branch to an
 * instruction lands on the moves in front of it (they sit after its label:
 * the block's entry), stores "after" the instruction before stay behind it.
 *
 * Words: an original instruction keeps ptxas's words (its registers are
 * re-encoded from the text afterwards, sass_words.h), with its branch offset
 * re-encoded for the new addresses and its reuse flags cleared where its text
 * lost them (an instruction in front of an inserted one). An inserted one is
 * encoded from its form in the corpus (MOV Rd, Rs: 0x202; STL [R1+K], Rs:
 * 0x387; LDL Rd, [R1+K]: 0x983; IADD3 R1, R1, -N, RZ: 0x810), its offset or
 * immediate set. Control bits, which only a GPU run can prove: an inserted
 * instruction waits on all six scoreboards (whatever it reads or overwrites
 * is then settled) and stalls 13 cycles; the instruction in front of it
 * stalls at least 13 (a fixed-latency result it reads is written by then);
 * LDL sets write scoreboard 5 and STL read scoreboard 5, and the instruction
 * after either waits on scoreboard 5.
 * Needs: the input listing (nvdisasm -hex) and module, the moves, the written
 * listing. Produces: the listing with words everywhere, the address map. */
#ifndef VL_SASS_LAYOUT_H
#define VL_SASS_LAYOUT_H
#include "../base/diag.h"
#include "../base/textedit.h"
#include "../front/mir.h"
#include "sass_moves.h"

typedef struct vl_sass_layout {
  uint32_t count;       /* instructions of the input function */
  uint32_t *address;    /* per input instruction: its new address (malloc'd) */
  uint32_t *entry;      /* per input instruction: where a branch to it lands (malloc'd) */
  uint32_t new_count;   /* instructions with the inserted ones */
} vl_sass_layout;

/* The layout of a function of `count` instructions with moves `mv` (sass_moves.h's order). */
void vl_sass_layout_of(const vl_sass_moves *mv, uint32_t count, vl_sass_layout *out);
void vl_sass_layout_free(vl_sass_layout *l);

/* `text` (the written listing: our registers; the functions with moves renumbered, without words)
 * with words on every instruction, from `input`'s listing (nvdisasm -hex) and moves[f] per function
 * of `input`. VL_BAD_INPUT (path:line:col) where a function with moves cannot be laid out: input
 * without words, instructions nvdisasm printed no line for, a listing that does not have the
 * input's instructions and the moves in order. */
vl_status vl_sass_layout_words(const vl_module *input, const vl_sass_moves *moves, const char *text, size_t len,
                               vl_strbuf *out, vl_diags *diags);

#endif
