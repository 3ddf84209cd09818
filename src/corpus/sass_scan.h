/* A light scan of NVIDIA SASS as nvdisasm prints it: per function, the
 * register count ptxas recorded, the instructions, the basic blocks and,
 * when asked for, the peak register pressure.
 *
 * Needs: the output of `nvdisasm -c K.cubin`, optionally with
 * --print-life-ranges (any --life-range-mode: wide, narrow or count),
 * nvdisasm 11.8, sm_89 / sm_90 cubins. Output without -c works too (data
 * sections are skipped), and so does -hex output (the encoding words are
 * skipped; an instruction nvdisasm printed only as words is not counted).
 * Produces: one vl_sass_function per code section ".text.NAME", in file order.
 * A whole-program cubin has one section per kernel; a non-inlined callee is
 * copied into each caller's section as "$caller$callee" and is counted as part
 * of that section, as the hardware sees it (one register count per kernel).
 *
 * Definitions (the counts are meant to be compared across allocators, so they
 * are fixed here):
 * - Instructions: every instruction line of the section (an address
 *   comment, an optional @guard, OPCODE, operands, ';') except the padding ptxas appends after the last instruction: a self-loop
 *   ".L_x_N: BRA `(.L_x_N)" followed only by NOPs (which the life-range form
 *   leaves out). The padding is never executed; counting it would make the
 *   number depend on alignment rather than on the program.
 * - Opcode: the mnemonic with its modifiers ("IMAD.WIDE.U32", "LDG.E"),
 *   without the guard predicate.
 * - Basic blocks: the number of instructions that start one. An instruction
 *   starts a block when it is the section's first, when it follows a control
 *   transfer (BRA, BRX, JMP, JMX, RET, EXIT, KILL, and the pre-Volta BRK,
 *   CONT, SYNC; guarded or not; a CALL returns, so it does not end a block),
 *   or when a label that some instruction names as "`(LABEL)" stands before it
 *   (branch targets, BSSY reconvergence points, a callee's entry).
 * - Live registers: the largest "#" column (registers nvdisasm considers
 *   live, R1 the stack pointer included) over the instruction rows of the
 *   function, for the GPR, PRED and UGPR tables (label rows, which repeat
 *   the live-in count, are not read). A table nvdisasm leaves out (it prints
 *   only the files some printed function uses) counts 0. */
#ifndef VL_CORPUS_SASS_SCAN_H
#define VL_CORPUS_SASS_SCAN_H
#include <stddef.h>
#include <stdint.h>

#include "../base/diag.h"

typedef struct vl_sass_function {
  char *name;                 /* NAME of ".text.NAME" (malloc'd) */
  int32_t shi_registers;      /* .sectioninfo @"SHI_REGISTERS=N"; -1 absent (nvdisasm 11.8 prints
                                 none for sm_90) */
  uint32_t num_instructions;  /* padding excluded (see above) */
  uint32_t num_blocks;
  char **opcodes;             /* num_instructions malloc'd strings, in address order */
  int32_t max_live_gpr;       /* -1 without life ranges */
  int32_t max_live_pred;
  int32_t max_live_ugpr;
} vl_sass_function;

typedef struct vl_sass_scan {
  vl_sass_function *functions;   /* malloc'd, num_functions entries */
  uint32_t num_functions;
} vl_sass_scan;

/* Scan the text. VL_BAD_INPUT, with file:line:col, when there is no code
 * section, an instruction or life-range row is malformed (no ';', no opcode,
 * a count that is not a number, a row with the wrong number of tables), or
 * the text was cut off (a section without instructions or without the end
 * label its .size names, a last line without its newline); VL_TOOL_ERROR when
 * memory runs out. *out is empty on failure. */
vl_status vl_sass_scan_parse(const char *text, size_t len, const char *path, vl_sass_scan *out, vl_diags *diags);
void vl_sass_scan_free(vl_sass_scan *s);

#endif
