/* The LLVM driver: runs llc-19, llvm-mc-19, clang-19 and ld.lld-19 through base/process.
 *
 * Needs: base/process.h, base/diag.h for errors.
 * Produces: assembly from physical MIR (our allocation written back), assembly
 * from LLVM greedy on the same pre-RA MIR (the baseline), greedy's own post-RA
 * MIR, pass timings from -time-passes, objects from assembly (the proof
 * that what we emit assembles) and code objects linked from them (what a
 * runtime loads). Errors come back as a vl_status plus a
 * diagnostic carrying the tool's stderr; nothing here exits. */
#ifndef VL_LLC_H
#define VL_LLC_H
#include <stdbool.h>
#include <stddef.h>

#include "../base/diag.h"
#include "../base/process.h"

typedef struct vl_llc_options {
  const char *cpu;          /* required: "gfx90a", "gfx942", "gfx1100" */
  const char *triple;       /* NULL: "amdgcn-amd-amdhsa" */
  const char *llc;          /* NULL: "llc-19" */
  const char *llvm_mc;      /* NULL: "llvm-mc-19" */
  const char *clang;        /* NULL: "clang-19" (assembler fallback) */
  const char *lld;          /* NULL: "ld.lld-19", else LLVM 19's own ld.lld (never the system's ld.lld) */
  double timeout_s;         /* <= 0: 600 seconds */
  const char *const *extra_args;   /* NULL-terminated, appended to llc's arguments; may be NULL */
} vl_llc_options;

/* Wall-clock seconds of the register allocation passes, from -time-passes. */
typedef struct vl_pass_timing {
  bool found;               /* the report had a pass execution timing section */
  double greedy_s;          /* "Greedy Register Allocator" (every instance summed) */
  double rewriter_s;        /* "Virtual Register Rewriter" (every instance summed) */
  double total_s;           /* the section's total wall time */
} vl_pass_timing;

/* Every llc run that resumes from MIR turns IPRA off. With it on (AMDGPU's default), a
 * local norecurse function called only by non-tail calls saves no callee-saved register
 * (TargetFrameLowering's no-CSR rule), trusting RegUsageInfoPropagation to have told its
 * callers what it clobbers; but that pass runs before greedy, so in MIR printed at
 * -stop-before=greedy every call still carries the default mask, and the callers keep
 * values in callee-saved registers the callee then overwrites (LLVM greedy's own
 * output of rocprim_device OP-reduce OUTLINE-1: tests/inputs/mir/ipra_nocsr.ll). */
#define VL_LLC_NO_IPRA "-enable-ipra=false"

/* Physical MIR (our allocation) -> assembly:
 * llc -start-after=virtregrewriter,1 -verify-machineinstrs IN -o OUT. */
vl_status vl_llc_compile_physical(const vl_llc_options *options, const char *mir_path, const char *asm_path,
                                  vl_diags *diags);
/* LLVM greedy on the same pre-RA MIR -> assembly: llc -start-before=greedy IN -o OUT.
 * With `timing` non-NULL, adds -time-passes and fills it from stderr. */
vl_status vl_llc_compile_greedy(const vl_llc_options *options, const char *pre_mir_path, const char *asm_path,
                                vl_pass_timing *timing, vl_diags *diags);
/* LLVM greedy's post-RA MIR: -start-before=greedy -stop-after=virtregrewriter,1 (for comparisons). */
vl_status vl_llc_greedy_post_mir(const vl_llc_options *options, const char *pre_mir_path, const char *post_mir_path,
                                 vl_diags *diags);
/* Assembly -> object with llvm-mc (clang -c when llvm-mc is not installed). */
vl_status vl_assemble(const vl_llc_options *options, const char *asm_path, const char *obj_path, vl_diags *diags);

/* Object -> code object (an ELF shared object, as clang links HIP device code):
 * ld.lld-19 --no-undefined -shared OBJ -o OUT. Every function of the module is in it; kernels
 * are its entry points, with their descriptors and metadata as llc wrote them. */
vl_status vl_link_code_object(const vl_llc_options *options, const char *obj_path, const char *out_path,
                              vl_diags *diags);

/* Parse an LLVM -time-passes report (llc's stderr). False when no pass execution section is found. */
bool vl_pass_timing_parse(const char *report, vl_pass_timing *timing);

#endif
