/* The MIR rewriter: writes an allocation back as physical MIR that
 * `llc-19 -start-after=virtregrewriter,1 -verify-machineinstrs` accepts.
 *
 * Needs: the parsed module (front/mir.h, with the text offsets of every
 * operand, block header and YAML section), one vl_assignment per function
 * (alloc/assignment.h) and liveness (analysis/liveness.h) for block live-ins.
 * Produces: the whole module text, copied byte for byte except what LLVM's own
 * VirtRegRewriter changes:
 *   - every virtual register operand becomes `<flags> renamable $<phys>`
 *     (subregister resolved, class and LLT type dropped, `undef`/`internal`
 *     dropped on defs, `(tied-def N)` kept); `killed` is recomputed from
 *     liveness (post-RA peepholes such as SIOptimizeExecMasking only fire on
 *     killed registers, so without kill flags the code is worse than greedy's)
 *     or, with no_kill_flags, dropped; a subregister read of lanes no
 *     definition reaches gets `undef` (VirtRegRewriter does the same);
 *   - a DBG_VALUE operand whose value is dead at that point becomes $noreg;
 *   - identity copies are deleted (or become KILL when they carry extra
 *     operands or an undef source, as VirtRegRewriter::handleIdentityCopy does);
 *   - `registers:` becomes `[]`, function live-ins lose their virtual-reg,
 *     `tracksDebugUserValues` and `isCalleeSavedInfoValid` become true;
 *   - every non-entry block gets a `liveins:` line naming the physical
 *     registers live into it (see rewrite.c for the rule);
 *   - on wave32 targets, implicit `$vcc_lo` operands are written `$vcc`, the
 *     form LLVM 19's MIR parser demands (it converts them back on load). */
#ifndef VL_REWRITE_H
#define VL_REWRITE_H
#include <stdio.h>

#include "../alloc/assignment.h"
#include "../analysis/liveness.h"
#include "../base/diag.h"
#include "../front/mir.h"

typedef struct vl_rewrite_options {
  bool no_kill_flags;          /* drop every `killed` on rewritten operands instead of recomputing it */
  bool fixups_only;            /* change nothing but what llc needs to load the MIR (wave32 $vcc);
                                  gives LLVM greedy the same input we read; assignments may be NULL */
} vl_rewrite_options;

typedef struct vl_rewrite_stats {
  uint32_t functions;          /* functions rewritten */
  uint32_t operands;           /* virtual register operands rewritten */
  uint32_t kills;              /* of those, marked `killed` */
  uint32_t undef_reads;        /* of those, subregister reads of undefined lanes marked `undef` */
  uint32_t dead_debug_values;  /* debug operands naming a dead value, written $noreg */
  uint32_t identity_copies;    /* identity copies deleted */
  uint32_t identity_kills;     /* identity copies turned into KILL */
  uint32_t liveins_lines;      /* block live-in lines written or replaced */
  uint32_t vcc_fixes;          /* wave32 implicit $vcc_lo operands written as $vcc */
} vl_rewrite_stats;

/* Rewrite the whole module. `assignments[i]` belongs to module->functions[i];
 * it may be NULL only for a function that has no virtual register operands
 * (such a function is copied unchanged). `liveness[i]` may be NULL (or
 * `liveness` itself NULL): it is then computed here. `options` may be NULL (defaults).
 * On success *out is a malloc'd NUL-terminated text of *out_len bytes.
 * Errors: VL_INVALID when an operand's vreg is unassigned or the assigned
 * register has no subregister LLVM can name; VL_TOOL_ERROR when out of memory.
 * `stats` may be NULL. */
vl_status vl_rewrite_module(const vl_module *module, const vl_assignment *const *assignments,
                            const vl_liveness *const *liveness, const vl_rewrite_options *options, char **out,
                            size_t *out_len, vl_rewrite_stats *stats, vl_diags *diags);

/* The same, written to a stream (VL_TOOL_ERROR if writing fails). */
vl_status vl_rewrite_module_to_file(const vl_module *module, const vl_assignment *const *assignments,
                                    const vl_liveness *const *liveness, const vl_rewrite_options *options,
                                    FILE *out, vl_rewrite_stats *stats, vl_diags *diags);

/* The text one virtual register operand is rewritten to, e.g.
 * "undef %5.sub1:vreg_64_align2" with %5 -> vgpr4_vgpr5 (a use) gives
 * "undef renamable $vgpr5"; with `killed` true, "killed renamable ..." (uses only).
 * False when the vreg is unassigned, the name does not fit, or LLVM has no
 * such register. */
bool vl_rewrite_operand_text(const vl_function *fn, const vl_assignment *assignment, const vl_operand *op,
                             bool killed, char *buf, size_t size);

#endif
