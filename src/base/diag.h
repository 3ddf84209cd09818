/* Diagnostics: every message carries file:line:col and, for verifier findings,
 * the paper's failure category. Library code collects them; only the CLI prints
 * and exits. */
#ifndef VL_DIAG_H
#define VL_DIAG_H
#include <stdint.h>
#include <stdio.h>

#include "arena.h"

typedef enum vl_status {
  VL_OK = 0,          /* valid / success */
  VL_INVALID = 1,     /* the assignment or allocation is wrong */
  VL_BAD_INPUT = 2,   /* the input cannot be read: malformed MIR or JSON */
  VL_TOOL_ERROR = 3,  /* an external tool failed or resources ran out */
} vl_status;

typedef enum vl_category {
  VL_CAT_NONE = 0,    /* plain error (bad input, tool failure) */
  VL_CAT_SYNTAX,      /* the answer is malformed: unknown register, missing mapping */
  VL_CAT_DATAFLOW,    /* two live values share a register, or a clobber hits a live value */
  VL_CAT_CONSTRAINT,  /* class, alignment, bounds or budget broken */
  VL_NUM_CATEGORIES
} vl_category;

typedef struct vl_diag {
  const char *file;
  uint32_t line, col; /* 1-based; 0 when unknown */
  vl_category category;
  char *message;
} vl_diag;

typedef struct vl_diags {
  vl_arena arena;
  VL_VEC(vl_diag) list;
  uint32_t count[VL_NUM_CATEGORIES];
} vl_diags;

void vl_diag_add(vl_diags *diags, const char *file, uint32_t line, uint32_t col, vl_category category,
                 const char *fmt, ...) __attribute__((format(printf, 6, 7)));
/* Adds a copy of every diagnostic of src to dst, in order. */
void vl_diags_append(vl_diags *dst, const vl_diags *src);
void vl_diags_print(const vl_diags *diags, FILE *out);
void vl_diags_free(vl_diags *diags);
const char *vl_category_name(vl_category category);

#endif
