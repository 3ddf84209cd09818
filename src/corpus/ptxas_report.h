/* Register and spill numbers per function from `ptxas -v`.
 *
 * Needs: the stderr of `ptxas -v -arch=sm_XX K.ptx -o K.cubin` (ptxas 11.8
 * writes all of -v's lines there), e.g.
 *   ptxas info    : 0 bytes gmem
 *   ptxas info    : Compiling entry function 'saxpy' for 'sm_89'
 *   ptxas info    : Function properties for saxpy
 *       0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
 *   ptxas info    : Used 10 registers, 376 bytes cmem[0]
 * Produces: one vl_ptxas_function per function named in a "Compiling ..."
 * or "Function properties for" line, in order of first mention. This is the
 * NVIDIA counterpart of emit/asm_report.h: what ptxas allocated, to compare
 * with our numbers. */
#ifndef VL_CORPUS_PTXAS_REPORT_H
#define VL_CORPUS_PTXAS_REPORT_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../base/diag.h"

typedef struct vl_ptxas_function {
  char *name;                 /* as ptxas prints it: the PTX name, mangled for C++ (malloc'd) */
  bool is_entry;              /* a kernel ("Compiling entry function") */
  /* -1 when not reported. ptxas 11.8 reports registers only for what it
   * compiles on its own: entries, and with -c also external functions. A
   * non-inlined callee in a whole-program compile gets only its "Function
   * properties" block; its registers are counted in each caller's. */
  int32_t registers;          /* "Used N registers" */
  int32_t stack_frame;        /* bytes per thread, from the properties line */
  int32_t spill_store_bytes;
  int32_t spill_load_bytes;
  int32_t smem_bytes;         /* static shared memory; 0 when the Used line omits it (ptxas
                                 leaves out zero), -1 when there is no Used line */
} vl_ptxas_function;

typedef struct vl_ptxas_report {
  vl_ptxas_function *functions;   /* malloc'd, num_functions entries */
  uint32_t num_functions;
} vl_ptxas_report;

/* Parse the text. Empty text (ptxas without -v) is VL_OK with no function.
 * VL_BAD_INPUT, with file:line:col, when ptxas reported an error, a known line
 * is malformed, a line is not ptxas output, or the text stops early (an entry
 * without its "Used" line, a "Function properties" line without the numbers
 * after it, a last line without its newline); VL_TOOL_ERROR when memory runs
 * out. *out is empty on failure. */
vl_status vl_ptxas_report_parse(const char *text, size_t len, const char *path, vl_ptxas_report *out,
                                vl_diags *diags);
const vl_ptxas_function *vl_ptxas_report_find(const vl_ptxas_report *r, const char *name);
void vl_ptxas_report_free(vl_ptxas_report *r);

#endif
