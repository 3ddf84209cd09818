/* Spill, reload and copy counts per function from LLVM's register allocation
 * remarks.
 *
 * Needs: the YAML that llc-19 writes with
 *   -pass-remarks-output=R.yaml -pass-remarks-filter=regalloc
 * (one "--- !Missed" document per remark, closed by "..."). Only the
 * documents named SpillReloadCopies are per-function totals; the
 * LoopSpillReloadCopies ones repeat part of those numbers per loop and are
 * skipped. AMDGPU runs greedy twice (SGPRs, then VGPRs), so one function can
 * have two totals: they are summed.
 * Produces: one vl_regalloc_counts per function, in order of first remark.
 * This is how the corpus records greedy's spill code beside the resource
 * numbers of the assembly (emit/asm_report.h). */
#ifndef VL_CORPUS_REMARKS_H
#define VL_CORPUS_REMARKS_H
#include <stddef.h>
#include <stdint.h>

#include "../base/diag.h"

typedef struct vl_regalloc_counts {
  char *function;                     /* the remark's Function: (malloc'd) */
  /* Sums of the Args of its SpillReloadCopies remarks; a key LLVM leaves out
   * (it prints only non-zero ones) counts 0. */
  uint32_t spills;                    /* NumSpills */
  uint32_t reloads;                   /* NumReloads */
  uint32_t folded_spills;             /* NumFoldedSpills: spills folded into an instruction's memory operand */
  uint32_t folded_reloads;            /* NumFoldedReloads */
  uint32_t zero_cost_folded_reloads;  /* NumZeroCostFoldedReloads */
  uint32_t copies;                    /* NumVRCopies: COPYs between virtual registers left after allocation */
} vl_regalloc_counts;

typedef struct vl_regalloc_remarks {
  vl_regalloc_counts *functions;      /* malloc'd, num_functions entries */
  uint32_t num_functions;
} vl_regalloc_remarks;

/* Parse remarks text. Empty text (llc wrote no remark) is VL_OK with zero
 * functions. VL_BAD_INPUT, with file:line:col, on a malformed count, a line
 * that is not YAML of this shape, a SpillReloadCopies remark without a
 * Function, or a cut-off file (a document not closed by "...", a last line
 * without its newline);
 * VL_TOOL_ERROR when memory runs out. *out is empty on failure. */
vl_status vl_regalloc_remarks_parse(const char *text, size_t len, const char *path, vl_regalloc_remarks *out,
                                    vl_diags *diags);
/* The function's counts, or NULL when no SpillReloadCopies remark names it. */
const vl_regalloc_counts *vl_regalloc_remarks_find(const vl_regalloc_remarks *r, const char *function);
void vl_regalloc_remarks_free(vl_regalloc_remarks *r);

#endif
