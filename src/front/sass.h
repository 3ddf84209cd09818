/* The SASS front end: nvdisasm's text (sm_89, sm_90) read into the same IR the
 * MIR front end produces (mir.h), with ptxas's registers turned back into
 * virtual registers, so that the analyses, allocators and verifiers run on it
 * unchanged.
 *
 * Input: the output of `nvdisasm -c K.cubin`, with or without
 * --print-life-ranges (the "// |..." columns are ignored here; sass_life.h
 * reads them), or of `nvdisasm -hex -c`, whose encoding words let sass_hex.c
 * decode the instructions nvdisasm 11.8 prints no line for (sm_90's VIMNMX)
 * and restore the labels it drops (the module's text is then the listing with
 * those instructions in it, line for line). One function per code section ".text.NAME"; a subroutine ptxas
 * placed in the section (a CALL target, e.g. "$k$__cuda_sm20_rcp_rn_f32_slowpath")
 * is part of it: CALL branches to it, RET returns to every call's next instruction.
 *
 * De-allocation (sass_webs.c): every R register's definitions and uses are
 * grouped into webs (reaching definitions, with the shared dataflow solver);
 * webs that one tuple operand (a 64-bit pair, a 128-bit quad) joins become one
 * virtual register of that width, the operands its subregisters. Fixed and
 * never renamed: R1 (the stack pointer), RZ, and the other files (P, UR, UP,
 * B), whose operands stay physical. A guarded (@P) definition reads the old
 * value too (the value is live through it), modelled as an implicit use.
 * ptxas's own assignment is kept per function (fn->original_reg; its
 * SHI_REGISTERS count in fn->shi_registers, -1 absent). */
#ifndef VL_SASS_H
#define VL_SASS_H
#include "mir.h"

/* Parse nvdisasm text. `target` may be NULL: inferred from the .headerflags
 * (EF_CUDA_SM89, EF_CUDA_SM90). Errors (file:line:col) go to diags; NULL then. */
vl_module *vl_sass_parse_file(const char *path, const vl_target *target, vl_diags *diags);
vl_module *vl_sass_parse_text(const char *path, const char *text, uint32_t len, const vl_target *target,
                              vl_diags *diags);

/* The same for a listing whose words were dropped (sass_moves.c: moves inserted, addresses
 * renumbered): controls[f][i] gives function f's instruction i its high word (0: unknown, as for
 * an inserted move), so that scoreboards still bound the live ranges (sass_scoreboards.c). */
vl_module *vl_sass_parse_text_controls(const char *path, const char *text, uint32_t len, const vl_target *target,
                                       const uint64_t *const *controls, uint32_t num_controls, vl_diags *diags);

/* For the life-range check only (sass_life.h), never for allocation: a listing
 * nvdisasm printed without -hex may skip an instruction it cannot print (a gap
 * in the addresses) and the label in front of it; both are left out (a branch
 * there gets no edge) instead of refused, so the other instructions can still
 * be checked against their life-range columns. */
vl_module *vl_sass_parse_life_file(const char *path, const vl_target *target, vl_diags *diags);

/* Control bits of a Volta..Hopper instruction, in its high encoding word (fn->sass_control): stall
 * cycles 41-44, write scoreboard 46-48 and read scoreboard 49-51 (7: none, so > 5 is none), wait
 * mask 52-57 (bit b: wait for scoreboard b). Shared by the liveness (sass_scoreboards.c) and the
 * hazard check (verify/sass_hazards.c). */
enum { VL_SASS_NO_SCOREBOARD = 7 };
static inline unsigned vl_sass_stall(uint64_t hi) { return (unsigned)(hi >> 41) & 15; }
static inline unsigned vl_sass_write_scoreboard(uint64_t hi) {
  unsigned b = (unsigned)(hi >> 46) & 7;
  return b > 5 ? VL_SASS_NO_SCOREBOARD : b;
}
static inline unsigned vl_sass_read_scoreboard(uint64_t hi) {
  unsigned b = (unsigned)(hi >> 49) & 7;
  return b > 5 ? VL_SASS_NO_SCOREBOARD : b;
}
static inline bool vl_sass_waits_on(uint64_t hi, unsigned scoreboard) {
  return scoreboard != VL_SASS_NO_SCOREBOARD && ((hi >> 52) & 63) >> scoreboard & 1;
}
/* Variable-latency mnemonics (memory, MUFU, S2R, conversions, ...): they read their sources and
 * write their results after they issue. */
bool vl_sass_variable_latency(const char *opcode);
/* Tensor-core matrix instructions (HMMA, IMMA, DMMA, BMMA): sources read for
 * VL_SASS_TENSOR_READ_CYCLES after issue, without a scoreboard. In ptxas's code of our corpus no
 * fixed-latency instruction writes an HMMA source within 6 cycles of the HMMA (322 other writes
 * fall there), and from 7 cycles on many do (docs/semantics.md, "Scoreboards"). */
enum { VL_SASS_TENSOR_READ_CYCLES = 7 };
bool vl_sass_tensor_op(const char *opcode);

#endif
