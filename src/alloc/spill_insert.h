/* Writing a spill plan into the MIR: the function's text with every operand of
 * a spilled register renamed to a temporary, reloads before the first read in
 * each block (and after each chosen gap), stores after definitions, the
 * temporaries declared under `registers:`, new spill slots under `stack:`, and
 * machineFunctionInfo's hasSpilledVGPRs/hasSpilledSGPRs set. The result is
 * pre-RA MIR again (LLVM's own spill pseudos on virtual registers), so the
 * next round parses and analyses it like any input, and `--dump-after spill`
 * can print it.
 *
 * Needs: the parsed function with text offsets, the plan and the spiller's
 * state (homes of temporaries are recorded there). Produces: the new module text. */
#ifndef VL_SPILL_INSERT_H
#define VL_SPILL_INSERT_H
#include "spill_plan.h"

typedef struct vl_spill_counts {
  uint32_t stores;          /* SI_SPILL_*_SAVE */
  uint32_t reloads;         /* SI_SPILL_*_RESTORE */
  uint32_t agpr_saves;      /* COPY into an AGPR home */
  uint32_t agpr_reloads;    /* COPY out of it */
  uint32_t split_copies;    /* COPYs into and out of a split home (VL_HOME_SPLIT) */
  uint32_t lane_copies;     /* COPYs of the lane splits (split_lanes.h): not in `cost`, the same in every variant
                               and mostly identities; those left are counted with the other COPYs left */
  uint32_t lane_saves;      /* SI_SPILL_S32_TO_VGPR */
  uint32_t lane_reloads;    /* SI_RESTORE_S32_FROM_VGPR */
  uint32_t remats;          /* definitions repeated */
  uint32_t deleted_defs;    /* rematerialized definitions left without a reader */
  uint32_t slots;           /* new stack objects */
  uint32_t slot_bytes;
  double cost;              /* block-frequency weighted, RegAllocScore's weights (spill_plan.h) */
} vl_spill_counts;

/* On success *out is a malloc'd NUL-terminated module text of *out_len bytes.
 * `frequency`: per block, for the weighted cost. `copies` (may be NULL): the stretches of the
 * old text left unchanged (textedit.h, malloc'd; *num_copies of them), so that the new text's
 * parse can take those lines from the old one (vl_mir_parse_text_reusing). */
vl_status vl_spill_insert(const vl_function *fn, const double *frequency, const vl_spill_plan *plan, vl_spill_state *state, char **out,
                          size_t *out_len, vl_spill_counts *counts, vl_text_copy **copies, size_t *num_copies,
                          vl_diags *diags);

#endif
