/* Kernel source to pre-RA MIR or SASS: the command lines (see compile.h). */
#define _XOPEN_SOURCE 700   /* realpath */
#include "compile.h"

#include <assert.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../base/file.h"
#include "../base/process.h"
#include "mir_metadata.h"
#include "spec.h"

void vl_argv_push(vl_argv *a, const char *arg) {
  if (a->count < VL_COMPILE_MAX_ARGV) a->args[a->count++] = arg;
  a->args[a->count] = NULL;
}

void vl_argv_push_output(vl_argv *a, vl_arena *arena, const char *prefix, const char *path) {
  assert(a->num_outputs < VL_COMPILE_MAX_OUTPUTS && "a step writes at most two files");
  vl_atomic_file *f = &a->outputs[a->num_outputs++];
  /* A name too long for its temporary: the tool writes `path` itself, and says why it cannot. */
  if (!vl_atomic_begin(f, path)) *f = (vl_atomic_file){.slot = -1};
  vl_argv_push(a, vl_arena_printf(arena, "%s%s", prefix, f->temp[0] ? f->temp : path));
}

/* Renames what the tool wrote into place when it succeeded; removes it otherwise. */
static vl_status finish_outputs(vl_argv *a, vl_status status, vl_diags *diags) {
  for (int i = 0; i < a->num_outputs; i++)
    if (!vl_atomic_finish(&a->outputs[i], status == VL_OK) && status == VL_OK) {
      vl_diag_add(diags, a->outputs[i].path, 0, 0, VL_CAT_NONE, "cannot write: %s", strerror(errno));
      status = VL_TOOL_ERROR;
    }
  a->num_outputs = 0;
  return status;
}

vl_status vl_compile_step(const vl_compile_tools *tools, vl_argv *a, const char *cwd, const char *stdout_path,
                          const char *stderr_path, const char *input, vl_diags *diags) {
  vl_tool_result r;
  vl_status status = finish_outputs(a, vl_tool_run_checked(a->args, cwd, tools->timeout_s, input, &r, diags), diags);
  if (status == VL_OK) {
    const char *which[2] = {stdout_path, stderr_path};
    const char *text[2] = {r.out, r.err};
    size_t len[2] = {r.out_len, r.err_len};
    for (int i = 0; i < 2 && status == VL_OK; i++) {
      if (!which[i]) continue;
      if (!vl_atomic_write(which[i], text[i], len[i])) {
        vl_diag_add(diags, which[i], 0, 0, VL_CAT_NONE, "cannot write: %s", strerror(errno));
        status = VL_TOOL_ERROR;
      }
    }
  }
  vl_tool_result_free(&r);
  return status;
}

/* The clang step: a compile error is the source's fault (bad input), not the toolchain's. */
static vl_status compile_step(const vl_compile_tools *tools, vl_argv *a, const vl_compile_source *src,
                              vl_diags *diags) {
  vl_tool_result r;
  vl_status status = finish_outputs(a, vl_tool_run_checked(a->args, src->cwd, tools->timeout_s, src->path, &r, diags), diags);
  bool source_error = status != VL_OK && r.exit_code > 0 && !r.timed_out;
  vl_tool_result_free(&r);
  return source_error ? VL_BAD_INPUT : status;
}

static void push_flags(vl_argv *a, const vl_compile_source *src) {
  for (uint32_t i = 0; i < src->num_flags; i++) vl_argv_push(a, src->flags[i]);
}

/* Whether the IR defines a function without a name (`define ... @0(`): the ROCm device library's
 * hostcall helpers are such functions where a kernel asserts or prints. */
static bool defines_anonymous_function(const char *ll) {
  char *text = vl_read_file(ll, NULL);
  bool found = false;
  for (const char *at = text; at && !found && (at = strstr(at, "\ndefine ")); at++) {
    const char *end = strchr(at + 1, '\n');
    const char *name = strchr(at + 1, '@');
    found = name && (!end || name < end) && name[1] >= '0' && name[1] <= '9';
  }
  free(text);
  return found;
}

/* opt beside llc: "llc-19" gives "opt-19", "/usr/lib/llvm-19/bin/llc" gives ".../opt". */
static const char *opt_beside(const char *llc, vl_arena *arena) {
  const char *slash = strrchr(llc, '/');
  const char *name = slash ? slash + 1 : llc;
  if (strncmp(name, "llc", 3)) return "opt-19";
  return vl_arena_printf(arena, "%.*sopt%s", (int)(name - llc), llc, name + 3);
}

/* Makes llc's MIR readable by llc where it names metadata it does not define (mir_metadata.h). */
static vl_status drop_undefined_metadata(const char *mir, vl_diags *diags) {
  size_t len, out_len;
  uint32_t dropped;
  char *text = vl_read_file(mir, &len);
  char *fixed = text ? vl_mir_drop_undefined_metadata(text, len, &out_len, &dropped) : NULL;
  bool ok = text && (!fixed || vl_atomic_write(mir, fixed, out_len));
  if (!ok) vl_diag_add(diags, mir, 0, 0, VL_CAT_NONE, "cannot %s: %s", text ? "write" : "read", strerror(errno));
  free(text), free(fixed);
  return ok ? VL_OK : VL_TOOL_ERROR;
}

/* clang's output for AMDGPU: LLVM IR of the device side, then llc stops before greedy. */
vl_status vl_compile_to_mir(const vl_compile_tools *tools, const vl_compile_source *src, int target, const char *dir,
                            const char *base, vl_diags *diags) {
  vl_arena arena = {0};
  const char *cpu = vl_corpus_target_names[target];
  const char *ll = vl_arena_printf(&arena, "%s/%s.ll", dir, base);
  vl_argv a = {0};
  vl_argv_push(&a, tools->clang);
  if (src->language == VL_SOURCE_OPENCL) {
    vl_argv_push(&a, "-x"), vl_argv_push(&a, "cl"), vl_argv_push(&a, "-cl-std=CL2.0");
    vl_argv_push(&a, "-target"), vl_argv_push(&a, "amdgcn-amd-amdhsa");
    vl_argv_push(&a, vl_arena_printf(&arena, "-mcpu=%s", cpu));
  } else {
    vl_argv_push(&a, "-x"), vl_argv_push(&a, "hip");
    vl_argv_push(&a, vl_arena_printf(&arena, "--offload-arch=%s", cpu));
    /* A fixed -cuid: the output must not depend on the checkout's place. */
    vl_argv_push(&a, "--cuda-device-only"), vl_argv_push(&a, "-cuid=verilocc");
  }
  if (src->system_headers || src->language == VL_SOURCE_OPENCL) {
    /* Debian's HIP headers live under /usr; the device libraries are linked so that thread
     * indices and fences are inlined code, not calls to undefined __ockl functions. */
    vl_argv_push(&a, "--rocm-path=/usr");
    if (tools->rocm_bitcode_dir)
      vl_argv_push(&a, vl_arena_printf(&arena, "--rocm-device-lib-path=%s", tools->rocm_bitcode_dir));
    else
      vl_argv_push(&a, "-nogpulib");
    /* Debian's rocPRIM (5.3) predates gfx11: its warp reductions use DPP row broadcasts, which
     * gfx11 lacks and LLVM 19's machine verifier rejects ("broadcasts are not supported on
     * GFX10+"); rocPRIM's own switch turns them into shuffles (in 5.3 it leaves the value it
     * guards undefined, hence the second flag). */
    if (!strncmp(cpu, "gfx1", 4)) vl_argv_push(&a, "-DROCPRIM_DISABLE_DPP"), vl_argv_push(&a, "-DROCPRIM_DETAIL_USE_DPP=false");
  } else {
    vl_argv_push(&a, "-nogpulib"), vl_argv_push(&a, "-nogpuinc");
  }
  vl_argv_push(&a, "-O3"), vl_argv_push(&a, "-emit-llvm"), vl_argv_push(&a, "-S");
  push_flags(&a, src);
  vl_argv_push(&a, src->path), vl_argv_push(&a, "-o"), vl_argv_push_output(&a, &arena, "", ll);
  vl_status s = compile_step(tools, &a, src, diags);

  if (s == VL_OK && defines_anonymous_function(ll)) {
    /* llc prints an unnamed function as MIR `name: ''`, which it cannot read back; LLVM's
     * name-anon-globals names it from the module's hash, the same on every run. Only such modules
     * pass through opt, so every other one compiles as before. */
    a = (vl_argv){0};
    vl_argv_push(&a, opt_beside(tools->llc, &arena)), vl_argv_push(&a, "-passes=name-anon-globals");
    vl_argv_push(&a, "-S"), vl_argv_push(&a, vl_arena_printf(&arena, "%s.ll", base));
    vl_argv_push(&a, "-o"), vl_argv_push_output(&a, &arena, "", ll);
    s = vl_compile_step(tools, &a, dir, NULL, NULL, ll, diags);
  }
  if (s == VL_OK) {
    /* llc runs in DIR on relative names: the MIR quotes the .ll's name as its ModuleID. */
    a = (vl_argv){0};
    vl_argv_push(&a, tools->llc), vl_argv_push(&a, "-mtriple=amdgcn-amd-amdhsa");
    vl_argv_push(&a, vl_arena_printf(&arena, "-mcpu=%s", cpu)), vl_argv_push(&a, "-O3");
    vl_argv_push(&a, "-stop-before=greedy"), vl_argv_push(&a, vl_arena_printf(&arena, "%s.ll", base));
    const char *mir = vl_arena_printf(&arena, "%s/%s.pre.mir", dir, base);
    vl_argv_push(&a, "-o"), vl_argv_push_output(&a, &arena, "", mir);
    s = vl_compile_step(tools, &a, dir, NULL, NULL, ll, diags);
    if (s == VL_OK) s = drop_undefined_metadata(mir, diags);
  }
  vl_arena_free(&arena);
  return s;
}

/* ptxas 11.8 reads PTX up to ISA 7.8; say so plainly rather than let it fail later. */
static vl_status check_ptx_version(const char *ptx, vl_diags *diags) {
  char *text = vl_read_file(ptx, NULL);
  const char *at = text ? strstr(text, "\n.version ") : NULL;
  bool ok = at && !strncmp(at, "\n.version 7.8\n", 14);
  if (!ok) {
    char found[16] = "none";
    if (at) sscanf(at + 10, "%15s", found);
    vl_diag_add(diags, ptx, 0, 0, VL_CAT_NONE, "clang emitted PTX .version %s; ptxas 11.8 needs 7.8", found);
  }
  free(text);
  return ok ? VL_OK : VL_TOOL_ERROR;
}

vl_status vl_compile_to_sass(const vl_compile_tools *tools, const vl_compile_source *src, int target, const char *dir,
                             const char *base, vl_diags *diags) {
  vl_arena arena = {0};
  const char *arch = vl_corpus_target_names[target];
  const char *ptx = vl_arena_printf(&arena, "%s/%s.ptx", dir, base);
  vl_argv a = {0};
  vl_argv_push(&a, tools->clang);
  if (src->language == VL_SOURCE_OPENCL) {
    vl_diag_add(diags, src->path, 0, 0, VL_CAT_NONE,
                "OpenCL sources compile for the AMDGPU targets only (gfx90a, gfx942, gfx1100), not %s", arch);
    vl_arena_free(&arena);
    return VL_BAD_INPUT;
  }
  vl_argv_push(&a, "-x"), vl_argv_push(&a, "cuda");
  vl_argv_push(&a, vl_arena_printf(&arena, "--cuda-gpu-arch=%s", arch));
  vl_argv_push(&a, "--cuda-device-only");
  /* libdevice (CUDA_DIR/nvvm/libdevice) only with the real headers: they call its functions. */
  if (!src->system_headers || !tools->cuda_dir) vl_argv_push(&a, "-nocudalib");
  /* PTX ISA 7.8, what ptxas 11.8 reads: clang takes the PTX version from the CUDA installation it
   * is pointed at (11.8's headers, or none at all), and the feature is named, which the
   * warp-shuffle builtins require. */
  if (src->system_headers) {
    vl_argv_push(&a, vl_arena_printf(&arena, "--cuda-path=%s", tools->cuda_dir ? tools->cuda_dir : tools->no_cuda_dir));
    /* The host code's <<<...>>> launches (CUB's dispatch) need the launch API of the CUDA the
     * headers are: clang's driver says it only for the host side. */
    vl_argv_push(&a, "-Xclang"), vl_argv_push(&a, "-target-sdk-version=11.8");
  } else {
    vl_argv_push(&a, "-nocudainc");
    vl_argv_push(&a, vl_arena_printf(&arena, "--cuda-path=%s", tools->no_cuda_dir));
  }
  vl_argv_push(&a, "-Xclang"), vl_argv_push(&a, "-target-feature"), vl_argv_push(&a, "-Xclang");
  vl_argv_push(&a, "+ptx78");
  vl_argv_push(&a, "-O3"), vl_argv_push(&a, "-S");
  push_flags(&a, src);
  vl_argv_push(&a, src->path), vl_argv_push(&a, "-o"), vl_argv_push_output(&a, &arena, "", ptx);
  vl_status s = compile_step(tools, &a, src, diags);
  if (s == VL_OK) s = check_ptx_version(ptx, diags);

  if (s == VL_OK) {
    a = (vl_argv){0};
    vl_argv_push(&a, tools->ptxas), vl_argv_push(&a, "-v"), vl_argv_push(&a, vl_arena_printf(&arena, "-arch=%s", arch));
    vl_argv_push(&a, vl_arena_printf(&arena, "%s.ptx", base)), vl_argv_push(&a, "-o");
    vl_argv_push_output(&a, &arena, "", vl_arena_printf(&arena, "%s/%s.cubin", dir, base));
    s = vl_compile_step(tools, &a, dir, NULL, vl_arena_printf(&arena, "%s/%s.ptxas.txt", dir, base), ptx, diags);
  }
  if (s == VL_OK) {
    /* -hex: the encoding words let the SASS front end decode what nvdisasm 11.8 cannot print (sm_90's VIMNMX). */
    a = (vl_argv){0};
    vl_argv_push(&a, tools->nvdisasm), vl_argv_push(&a, "-hex"), vl_argv_push(&a, "-c");
    vl_argv_push(&a, vl_arena_printf(&arena, "%s.cubin", base));
    s = vl_compile_step(tools, &a, dir, vl_arena_printf(&arena, "%s/%s.sass", dir, base), NULL,
                        vl_arena_printf(&arena, "%s/%s.cubin", dir, base), diags);
  }
  vl_arena_free(&arena);
  return s;
}

static bool is_dir(const char *path) {
  struct stat st;
  return !stat(path, &st) && S_ISDIR(st.st_mode);
}

void vl_compile_tools_dir(char *buf, size_t size) {
  char exe[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (n > 0) {
    exe[n] = 0;
    for (int up = 0; up < 2; up++) {   /* build/verilocc, build/tests/x: tools/ is beside or one folder up */
      char *slash = strrchr(exe, '/');
      if (!slash) break;
      *slash = 0;
      snprintf(buf, size, "%s/tools", exe);
      if (is_dir(buf)) return;
    }
  }
  snprintf(buf, size, "build/tools");
}

void vl_compile_tools_default(vl_compile_tools *tools, const char *tools_dir, vl_arena *arena) {
  char absolute[PATH_MAX];   /* the steps run in other folders */
  if (realpath(tools_dir, absolute)) tools_dir = vl_arena_strndup(arena, absolute, strlen(absolute));
  const char *cuda = vl_arena_printf(arena, "%s/cuda-11.8", tools_dir);
  tools->ptxas = vl_arena_printf(arena, "%s/bin/ptxas", cuda);
  tools->nvdisasm = vl_arena_printf(arena, "%s/bin/nvdisasm", cuda);
  tools->cuda_dir = access(vl_arena_printf(arena, "%s/include/cuda.h", cuda), R_OK) ? NULL : cuda;
  const char *bitcode = vl_arena_printf(arena, "%s/rocm-bitcode", tools_dir);
  tools->rocm_bitcode_dir = access(vl_arena_printf(arena, "%s/ockl.bc", bitcode), R_OK) ? NULL : bitcode;
}
