/* Translation validation of register allocation: is POST (physical MIR, after
 * any allocator: copies, spills, reloads, rematerializations, split live ranges)
 * a correct allocation of PRE (the same function before allocation)? The
 * models are CompCert's validator (Rideau and Leroy, "Validating register
 * allocation and spilling") and regalloc2's checker.
 *
 * Values. A value is named after the PRE location whose current content it is:
 * a lane (32 bits) of a PRE virtual register, or a physical unit of PRE (its
 * entry value, then whatever PRE's own instructions write there). Physical
 * registers of PRE are thus checked like virtual ones: a PRE read of $exec must
 * see in POST the value PRE has in $exec. Names are the bits of PRE's register
 * space (analysis/liveness.h).
 *
 * Locations of POST: physical units, stack slot words (%stack.N, per 4 bytes)
 * and lanes of a location used for SGPR spills (SI_SPILL_S32_TO_VGPR or
 * V_WRITELANE_B32 write lane L of a VGPR; whole-wave spills of that VGPR carry
 * its lanes to a stack slot). Each holds a SET of names, all equal to its
 * content. The state is a must-fact: it holds where it holds on every path
 * (meet = intersection over predecessors, iterated to a fixpoint over the CFG).
 * Names that no definition reaches (entry, the other lanes of an `undef`
 * subregister def) and IMPLICIT_DEF results are "undefined": held everywhere.
 *
 * Steps. Blocks correspond by layout position (the MIR printer renumbers
 * blocks); successor sets must be equal. Within a block, PRE and POST are
 * aligned into steps (tv_align.c):
 *   aligned  same opcode, same non-register operands (block operands by
 *            position), PRE's physical operands unchanged (wave32's `$vcc` is
 *            `$vcc_lo`, as the MIR reader reads it), each PRE
 *            virtual operand a physical register in POST; POST may add implicit
 *            operands (the rewriter's implicit-def/implicit uses of
 *            super-registers, which do not clobber). Every register PRE reads
 *            (not `undef`) must hold the name PRE reads; then PRE's definitions
 *            are killed everywhere, POST's written locations are cleared (a
 *            call's register mask clobbers what it does not preserve), and each
 *            written location gets the names defined there (a COPY: also its
 *            source's set).
 *   inserted (POST only) COPY: dst := src, unit by unit. SI_SPILL_*_SAVE:
 *            slot := register (size from the opcode). SI_SPILL_*_RESTORE:
 *            register := slot. SI_SPILL_S32_TO_VGPR / V_WRITELANE_B32 with an
 *            immediate lane: lane slot := SGPR (the VGPR's own set is
 *            cleared, its other lanes kept); SI_RESTORE_S32_FROM_VGPR /
 *            V_READLANE_B32: SGPR := lane slot. SI_SPILL_WWM_*: also the lane
 *            slots, and so do COPYs between S_OR_SAVEEXEC -1 and the exec restore
 *            (SILowerWWMCopies' whole-wave copies). KILL: nothing. IMPLICIT_DEF:
 *            dst cleared. A rematerialization: an instruction equal (opcode,
 *            non-register operands) to the definition of a PRE candidate (below) with a new
 *            destination; the destination gets the names of every current
 *            candidate of that shape whose inputs POST's operands hold here.
 *   dropped  (PRE only) COPY (the destination's names are added wherever the
 *            source's are: coalesced and identity copies, copies folded into a
 *            spill or a reload), KILL, IMPLICIT_DEF (its names become
 *            undefined), debug instructions, and a candidate's definition
 *            (dead once every use was rematerialized).
 * Candidates for rematerialization: a PRE instruction with exactly one
 * definition, an explicit virtual register (LLVM rematerializes a value, so
 * the register may have other definitions), no implicit definition, no tied
 * operand, no side effect (by opcode: no store, atomic, LDS, barrier, message,
 * branch or pseudo) and memory operands only of invariant loads. "Current" is
 * a per-state bit per candidate: set when PRE runs it, cleared when PRE
 * redefines a name it reads (exec and mode excepted, as in LLVM's own
 * rematerialization) or defines. Two current candidates of one value class
 * (same opcode and operands, reading the same names) have equal results: a
 * location holding one's name holds the other's value, at a read and at a
 * meet.
 *
 * Register rules checked besides the values: each register has the width of
 * its virtual operand and is in its class (admitting, as LLVM does, reserved
 * registers the class lists and the AV twin of a vector register); explicitly
 * tied operands share a register; an early-clobber definition overlaps no
 * defined lane the instruction reads (it may equal a register it reads: a tie
 * the MIR printer leaves implicit). A call's register mask clobbers what it
 * does not preserve; what the callee leaves there is the same in both. At a
 * return of a device function every callee-saved SGPR the frame does not
 * reserve must hold its value at the entry (extra names, one per such SGPR,
 * that no PRE instruction redefines); VGPRs are saved after our output point.
 *
 * Alignment: free instructions (PRE's COPY, KILL, IMPLICIT_DEF; POST's those
 * and spill pseudos) never anchor; the rest are matched in order, preferring
 * registers of the operand's width and class and values read where they were
 * last seen, with a windowed search (tv_align.c) where PRE drops or POST
 * inserts. The alignment only chooses which proof to attempt: any choice the
 * checks accept is a valid simulation.
 *
 * Assumptions: VGPR contents are per-lane values (a VGPR spill under partial
 * exec is as good as the register, as LLVM itself assumes); IMPLICIT_DEF values
 * are undefined at each use, as LLVM treats them. Not checked: instruction
 * operand constraints beyond the class, ties the MIR leaves implicit,
 * %fixed-stack spill slots (reported as unsupported).
 *
 * Results: VL_OK; VL_INVALID with diagnostics in POST (file:line:col):
 * dataflow (a read finds the wrong value: the message names the virtual
 * register and lane expected and what the register or slot holds), constraint
 * (a register of the wrong width or class, tied or early-clobber rules), syntax
 * (a malformed spill pseudo); VL_BAD_INPUT when the two cannot be compared
 * (different blocks, an instruction that aligns with nothing). */
#ifndef VL_TRANSLATE_H
#define VL_TRANSLATE_H
#include "../front/mir.h"

typedef struct vl_tv_stats {
  uint32_t aligned;        /* instructions of PRE found in POST */
  uint32_t copies;         /* COPYs inserted (split, coalescing left-overs) */
  uint32_t spills;         /* stores to stack slots and VGPR lanes */
  uint32_t reloads;        /* loads from stack slots and VGPR lanes */
  uint32_t remats;         /* rematerialized definitions */
  uint32_t dropped;        /* PRE instructions not in POST (all kinds) */
  uint32_t dropped_copies; /* ... of which COPYs */
  uint32_t other_inserted; /* KILL and IMPLICIT_DEF inserted */
  uint32_t uses_checked;   /* (register operand, lane) reads checked */
  uint32_t iterations;     /* block transfers until the fixpoint */
  double ms;               /* wall time */
} vl_tv_stats;

/* pre and post must belong to modules of the same target. `stats` may be NULL. */
vl_status vl_validate_translation(const vl_function *pre, const vl_function *post, vl_tv_stats *stats,
                                  vl_diags *diags);

#endif
