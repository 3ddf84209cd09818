/* Resource usage per function, read back from the assembly llc prints.
 *
 * Needs: the text of an AMDGPU .s file from llc-19.
 * Produces: one record per function with the numbers LLVM reports in its
 * "; Kernel info:" / "; Function info:" comments (NumSgprs, NumVgprs,
 * NumAgprs, TotalNumVgprs, ScratchSize, Occupancy, ...) and counts of the
 * spill and reload instructions LLVM comments ("4-byte Folded Spill",
 * "8-byte Folded Reload"). This is how we compare our allocation with greedy's. */
#ifndef VL_ASM_REPORT_H
#define VL_ASM_REPORT_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "../base/diag.h"

typedef struct vl_asm_function {
  char *name;               /* symbol, as in ".type name,@function" (malloc'd) */
  bool is_kernel;           /* "; Kernel info:" (an entry point) rather than "; Function info:" */
  bool has_info;            /* a resource comment block was found for it */
  /* From the resource comments; -1 when LLVM did not print the line. */
  int32_t num_sgprs;
  int32_t num_vgprs;
  int32_t num_agprs;
  int32_t total_num_vgprs;
  int32_t scratch_size;     /* bytes per lane */
  int32_t occupancy;        /* waves per SIMD (kernels only) */
  int32_t code_len;         /* codeLenInByte */
  int32_t lds_size;         /* LDSByteSize */
  /* From the function body. */
  uint32_t num_instructions;   /* instruction lines between the label and "; -- End function" */
  uint32_t spills;             /* instructions LLVM commented "... Spill" */
  uint32_t reloads;            /* instructions LLVM commented "... Reload" */
  uint32_t spill_bytes;        /* sum of the "N-byte" sizes of those spills */
  uint32_t reload_bytes;
} vl_asm_function;

typedef struct vl_asm_report {
  vl_asm_function *functions;   /* in the file's order */
  uint32_t num_functions;
} vl_asm_report;

/* Parse assembly text. VL_OK, or VL_BAD_INPUT when no function is found. */
vl_status vl_asm_report_parse(const char *text, size_t len, const char *path, vl_asm_report *report,
                              vl_diags *diags);
/* Read and parse a file; VL_TOOL_ERROR when it cannot be read. */
vl_status vl_asm_report_parse_file(const char *path, vl_asm_report *report, vl_diags *diags);
void vl_asm_report_free(vl_asm_report *report);
const vl_asm_function *vl_asm_report_find(const vl_asm_report *report, const char *name);
/* Print one line per function ("name: sgprs=.. vgprs=.. ..."), for logs and the CLI. */
void vl_asm_report_print(const vl_asm_report *report, FILE *out);

#endif
