/* Launch recipes (corpus/launch/FAMILY.launch, beside corpus/families): how
 * to launch a family's kernels with inputs they expect. A line-based text,
 * read by our own parser so that the harness needs nothing but libc:
 *
 *   # comment
 *   default NAME VALUE        the source's default of a parameter a variant may leave out (a word
 *                             such as float, or an integer expression)
 *   let NAME EXPR             an integer name (recipe_expr.h); in a kernel section, its own
 *   kernel NAME               starts the section of kernel NAME (a family may build several)
 *   grid X Y Z                blocks, expressions
 *   block X Y Z               threads per block
 *   buffer NAME TYPE COUNT GEN [ARGS]   a pointer parameter: COUNT elements of TYPE, filled by GEN
 *   scalar NAME TYPE VALUE    a by-value parameter
 *   unordered NAME            compare buffer NAME as a multiset (a queue filled in atomics' order)
 *
 * buffer and scalar lines follow the kernel's parameter order. TYPE is i8 u8 i16 u16 i32 u32 i64
 * u64 f16 bf16 f32 f64, or a parameter whose value names a C type (float half bf16 int uint uchar
 * ...). GEN: zero | fill V | uniform LO HI (reals in [LO,HI) for float types, integers in [LO,HI]
 * otherwise) | int LO HI (integer values in any type: float sums come out exact in any order) |
 * iota (element i is i) | below (element i uniform in [0,i]: parent links of a forest) | rowptr D
 * (CSR offsets: 0, then steps uniform in [0,D]) | bits EVEN ODD (random bits under a mask, EVEN for
 * even elements, ODD for odd ones: instruction words and their immediates). Numbers with a '.' or an exponent are reals,
 * everything else an integer expression.
 * Needs: the recipe's text, the variant's parameters. Produces: a launch plan, or file:line:col errors. */
#ifndef VL_RECIPE_H
#define VL_RECIPE_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../base/diag.h"
#include "recipe_expr.h"

typedef enum vl_elem_type {
  VL_ELEM_I8, VL_ELEM_U8, VL_ELEM_I16, VL_ELEM_U16, VL_ELEM_I32, VL_ELEM_U32, VL_ELEM_I64, VL_ELEM_U64,
  VL_ELEM_F16, VL_ELEM_BF16, VL_ELEM_F32, VL_ELEM_F64,
} vl_elem_type;

typedef enum vl_fill { VL_FILL_ZERO, VL_FILL_CONST, VL_FILL_UNIFORM, VL_FILL_INT, VL_FILL_IOTA, VL_FILL_BELOW, VL_FILL_ROWPTR, VL_FILL_BITS } vl_fill;

typedef struct vl_launch_arg {
  char name[32];
  uint32_t line;            /* in the recipe */
  bool is_buffer;
  bool unordered;
  vl_elem_type type;
  uint64_t count;           /* buffer: elements */
  vl_fill fill;
  double lo, hi;            /* fill's bounds (fill V: lo) */
  unsigned char value[8];   /* scalar: its bytes */
} vl_launch_arg;

enum { VL_RECIPE_MAX_ARGS = 32 };

typedef struct vl_launch_plan {
  char kernel[64];
  uint32_t grid[3], block[3];
  vl_launch_arg args[VL_RECIPE_MAX_ARGS];
  uint32_t num_args;
} vl_launch_plan;

/* Bytes of one element. */
size_t vl_elem_size(vl_elem_type t);
bool vl_elem_is_float(vl_elem_type t);

/* The plan for `kernel` from the recipe `text` (read from `path`) under `params` ("NAME=VALUE"
 * each). VL_BAD_INPUT with path:line:col diagnostics for a malformed recipe, an unknown name, a
 * kernel the recipe lacks, a value out of range. */
vl_status vl_recipe_plan(const char *path, const char *text, const char *kernel, const char *const *params,
                         uint32_t num_params, vl_launch_plan *plan, vl_diags *diags);

#endif
