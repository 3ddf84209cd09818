/* Compiling a kernel source into what VeriLocc reads, with the flags the
 * corpus is defined with: pre-RA MIR for AMDGPU, SASS (with its PTX and cubin)
 * for NVIDIA. One place for those command lines: collect's jobs and
 * `verilocc compile` both call it.
 *
 * Needs: clang-19 and llc-19 (opt-19 too, beside llc, for modules with unnamed functions);
 * ptxas and nvdisasm 11.8 for NVIDIA; for sources that include the real headers, HIP's and
 * rocPRIM's (Debian's libamdhip64-dev, librocprim-dev), the ROCm device libraries (rocm-device-libs, completed by
 * scripts/setup-rocm.sh with the gfx942 and gfx1100 ISA files it lacks) and
 * CUDA 11.8's headers (scripts/setup-nvidia.sh); base/process.
 * Produces, as DIR/BASE.EXT:
 *   AMDGPU  .ll (clang -emit-llvm)  .pre.mir (llc -stop-before=greedy; references to metadata it
 *           does not define dropped, see mir_metadata.h)
 *   NVIDIA  .ptx (.version 7.8, checked)  .cubin + .ptxas.txt (ptxas -v)  .sass (nvdisasm -hex -c) */
#ifndef VL_CORPUS_COMPILE_H
#define VL_CORPUS_COMPILE_H
#include <stdbool.h>
#include <stdint.h>

#include "../base/arena.h"
#include "../base/atomic_file.h"
#include "../base/diag.h"

typedef struct vl_compile_tools {
  const char *clang, *llc, *ptxas, *nvdisasm;   /* programs (PATH or paths) */
  const char *no_cuda_dir;       /* an empty folder, --cuda-path for sources without CUDA headers: clang
                                    must not pick up an installed CUDA newer than PTX 7.8 */
  const char *cuda_dir;          /* CUDA 11.8: DIR/include and DIR/bin; clang reads its version there and
                                    so emits PTX 7.8 (NULL or missing: sources needing headers fail) */
  const char *rocm_bitcode_dir;  /* the ROCm device libraries for every AMDGPU target (NULL: -nogpulib) */
  double timeout_s;              /* per tool run */
} vl_compile_tools;

typedef enum vl_source_language { VL_SOURCE_GPU, VL_SOURCE_OPENCL } vl_source_language;

typedef struct vl_compile_source {
  const char *path;              /* as clang gets it: relative to cwd, so outputs do not name the checkout */
  const char *cwd;               /* where clang runs (NULL: here) */
  vl_source_language language;   /* GPU: HIP for AMDGPU, CUDA for NVIDIA */
  bool system_headers;           /* includes the real HIP/CUDA/library headers; false: the corpus's shim.h
                                    (-nogpuinc / -nocudainc) */
  const char *const *flags;      /* more clang flags (-DNAME=VALUE, -fno-inline-functions) */
  uint32_t num_flags;
} vl_compile_source;

/* One tool run's command line, and the files it writes under temporary names (base/atomic_file.h). */
#define VL_COMPILE_MAX_ARGV 96
#define VL_COMPILE_MAX_OUTPUTS 2
typedef struct vl_argv {
  const char *args[VL_COMPILE_MAX_ARGV + 1];
  int count;
  vl_atomic_file outputs[VL_COMPILE_MAX_OUTPUTS];
  int num_outputs;
} vl_argv;
void vl_argv_push(vl_argv *a, const char *arg);
/* Pushes PREFIX followed by a temporary name beside `path` (absolute, or relative to our folder and
 * the tool's alike), where the tool writes what belongs at `path`: "-o" then prefix "", or prefix
 * "-pass-remarks-output=". The step renames it over `path` when the tool succeeded. */
void vl_argv_push_output(vl_argv *a, vl_arena *arena, const char *prefix, const char *path);
/* Runs one command in `cwd`; `stdout_path` / `stderr_path` (may be NULL) receive its output; a
 * failure is a diagnostic about `input` with the tool's stderr. The outputs are then in place, or
 * (on failure) the files at their paths are as they were. */
vl_status vl_compile_step(const vl_compile_tools *tools, vl_argv *a, const char *cwd, const char *stdout_path,
                          const char *stderr_path, const char *input, vl_diags *diags);

/* target: a VL_CORPUS_* index (spec.h). DIR must exist; BASE is a file name without extension.
 * VL_BAD_INPUT when clang rejects the source (its diagnostics are in `diags`), VL_TOOL_ERROR when a
 * tool is missing or a later step fails. */
vl_status vl_compile_to_mir(const vl_compile_tools *tools, const vl_compile_source *src, int target, const char *dir,
                            const char *base, vl_diags *diags);
vl_status vl_compile_to_sass(const vl_compile_tools *tools, const vl_compile_source *src, int target, const char *dir,
                             const char *base, vl_diags *diags);

/* The folder of helper tools next to the program (build/tools beside build/verilocc), or
 * "build/tools" when there is none; written to buf. */
void vl_compile_tools_dir(char *buf, size_t size);
/* Fills the defaults under a tools folder: ptxas/nvdisasm in TOOLS/cuda-11.8/bin, CUDA's headers in
 * TOOLS/cuda-11.8/include, the device libraries in TOOLS/rocm-bitcode; a part that is not installed
 * stays NULL (cuda_dir, rocm_bitcode_dir) or names the missing program. Strings live in `arena`. */
void vl_compile_tools_default(vl_compile_tools *tools, const char *tools_dir, vl_arena *arena);

#endif
