/* The corpus specification: kernel families, each a source in corpus/kernels/
 * and grids of macro values, expanded into variants (one compile per target).
 *
 * Needs: the family files corpus/families/<family>.json (format in
 * docs/corpus.md), jansson through base/json.
 * Produces: families and their variants in a fixed order (families by name,
 * variants by name), each variant with its -D parameters, its targets and the
 * parameter region that decides its split. Errors at file:line:col. */
#ifndef VL_CORPUS_SPEC_H
#define VL_CORPUS_SPEC_H
#include <stdbool.h>
#include <stdint.h>

#include "../base/arena.h"
#include "../base/diag.h"

/* The corpus targets, in manifest order; a variant's targets are a bitmask over them. */
enum { VL_CORPUS_GFX90A, VL_CORPUS_GFX942, VL_CORPUS_GFX1100, VL_CORPUS_SM89, VL_CORPUS_SM90, VL_CORPUS_NUM_TARGETS };
extern const char *const vl_corpus_target_names[VL_CORPUS_NUM_TARGETS];
static inline bool vl_corpus_target_is_nvidia(int t) { return t >= VL_CORPUS_SM89; }
int vl_corpus_target_index(const char *name);   /* -1 if unknown */

typedef struct vl_corpus_param {
  const char *name;      /* macro name */
  const char *value;     /* its value as written on the command line */
  bool is_int;           /* the JSON value was an integer */
} vl_corpus_param;

/* A clang flag added where a parameter has a value ("clang_flags"). */
typedef struct vl_corpus_flag {
  const char *param, *value, *flag;
} vl_corpus_flag;

typedef struct vl_corpus_family {
  const char *name;
  const char *source;        /* file name in the kernels folder */
  const char *about;
  const char *spec_path;     /* the family file */
  const char **region;       /* parameter names that define a region */
  uint32_t num_region;
  bool test_only;            /* "split": "test" */
  bool system_headers;       /* "headers": "system": real HIP/CUDA/library headers, not shim.h */
  vl_corpus_flag *flags;     /* "clang_flags" */
  uint32_t num_flags;
  uint32_t first_variant, num_variants;
} vl_corpus_family;

typedef struct vl_corpus_variant {
  const vl_corpus_family *family;
  const char *name;          /* "gemm.T-float.TM-4.TN-4": family, then NAME-value per parameter */
  vl_corpus_param *params;   /* in the family's parameter order */
  uint32_t num_params;
  uint32_t targets;          /* bitmask of 1 << VL_CORPUS_* */
  const char *region;        /* "gemm:TM=4,TN=4" */
} vl_corpus_variant;

typedef struct vl_corpus_spec {
  vl_arena arena;
  const char *kernels_dir;
  vl_corpus_family *families;
  uint32_t num_families;
  vl_corpus_variant *variants;   /* grouped by family, each group sorted by name */
  uint32_t num_variants;
} vl_corpus_spec;

/* Loads every *.json in `families_dir`; sources are checked to exist in `kernels_dir`.
 * VL_BAD_INPUT with located diagnostics when a file is malformed or inconsistent. */
vl_status vl_corpus_spec_load(const char *families_dir, const char *kernels_dir, vl_corpus_spec *spec,
                              vl_diags *diags);
void vl_corpus_spec_free(vl_corpus_spec *spec);
/* The variant with this name, or NULL. */
const vl_corpus_variant *vl_corpus_spec_find(const vl_corpus_spec *spec, const char *name);

#endif
