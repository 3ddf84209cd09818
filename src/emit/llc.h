/* The LLVM driver: runs llc-19, llvm-mc-19 and clang-19 as child processes
 * (fork/execvp, never a shell), captures their output, enforces timeouts.
 *
 * Needs: POSIX processes, base/diag.h for errors.
 * Produces: assembly from physical MIR (our allocation written back), assembly
 * from LLVM greedy on the same pre-RA MIR (the baseline), greedy's own post-RA
 * MIR, pass timings from -time-passes, and objects from assembly (the proof
 * that what we emit assembles). Errors come back as a vl_status plus a
 * diagnostic carrying the tool's stderr; nothing here exits. */
#ifndef VL_LLC_H
#define VL_LLC_H
#include <stdbool.h>
#include <stddef.h>

#include "../base/diag.h"

/* One finished (or killed) child process. */
typedef struct vl_tool_result {
  int exit_code;        /* the child's exit status; -1 when a signal ended it */
  int term_signal;      /* the signal that ended it, 0 if none */
  bool timed_out;       /* we killed it at the time limit */
  char *out;            /* captured stdout, NUL-terminated (malloc'd) */
  size_t out_len;
  char *err;            /* captured stderr, NUL-terminated (malloc'd) */
  size_t err_len;
  double wall_seconds;
} vl_tool_result;

/* Run argv[0] (looked up in PATH) with stdin from /dev/null, capturing stdout
 * and stderr, killing it after timeout_s seconds (<= 0: no limit).
 * VL_OK when the program ran, whatever its exit status (see result);
 * VL_TOOL_ERROR when it could not be started (not installed, no resources),
 * with a diagnostic saying why. The result is always safe to free. */
vl_status vl_tool_run(const char *const *argv, double timeout_s, vl_tool_result *result, vl_diags *diags);
void vl_tool_result_free(vl_tool_result *result);
/* Is `program` an executable in PATH (or an executable path)? */
bool vl_tool_available(const char *program);

typedef struct vl_llc_options {
  const char *cpu;          /* required: "gfx90a", "gfx942", "gfx1100" */
  const char *triple;       /* NULL: "amdgcn-amd-amdhsa" */
  const char *llc;          /* NULL: "llc-19" */
  const char *llvm_mc;      /* NULL: "llvm-mc-19" */
  const char *clang;        /* NULL: "clang-19" (assembler fallback) */
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

/* Parse an LLVM -time-passes report (llc's stderr). False when no pass execution section is found. */
bool vl_pass_timing_parse(const char *report, vl_pass_timing *timing);

#endif
