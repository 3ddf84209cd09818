/* verilocc compile K.hip|K.cu|K.cl --target T [-o OUT] [-D NAME=VALUE]... [-I DIR]... [--shim] [--tools DIR]
 * A kernel source to VeriLocc's input, with the corpus's command lines (corpus/compile.h):
 * pre-RA MIR for gfx90a, gfx942 and gfx1100; for sm_89 and sm_90 the SASS (`nvdisasm -hex -c`)
 * with the PTX and the cubin beside it (OUT's name with .ptx and .cubin for .sass).
 * The language follows the target (HIP for AMDGPU, CUDA for NVIDIA) or the .cl extension
 * (OpenCL, AMDGPU only); the installed HIP, CUDA 11.8 and library headers are used, unless
 * --shim (sources written for corpus/kernels/shim.h). OUT defaults to K's name, without its
 * folder and extension, followed by .T.pre.mir or .T.sass, in the current folder.
 * Exit 0 written, 2 bad input (clang's diagnostics, an unknown target), 3 a tool missing or failing. */
#define _XOPEN_SOURCE 700   /* mkdtemp */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../base/arena.h"
#include "../base/file.h"
#include "../corpus/compile.h"
#include "../corpus/spec.h"
#include "cli.h"
#include "getopt_args.h"

/* OUT's name without its extension (`.sass`, `.mir`), where the PTX and cubin go beside it. */
static const char *stem_of(vl_arena *arena, const char *out, const char *ext) {
  size_t n = strlen(out), e = strlen(ext);
  if (n > e && !strcmp(out + n - e, ext)) n -= e;
  return vl_arena_strndup(arena, out, n);
}

static const char *default_out(vl_arena *arena, const char *source, const char *target, bool nvidia) {
  const char *name = strrchr(source, '/');
  name = name ? name + 1 : source;
  const char *dot = strrchr(name, '.');
  size_t len = dot && dot != name ? (size_t)(dot - name) : strlen(name);
  return vl_arena_printf(arena, "%.*s.%s.%s", (int)len, name, target, nvidia ? "sass" : "pre.mir");
}

/* Copies dir/base.EXT to dest, whole or not at all (files are small; rename may cross file systems). */
static bool deliver(vl_arena *arena, const char *dir, const char *base, const char *ext, const char *dest) {
  bool ok = vl_copy_file(vl_arena_printf(arena, "%s/%s%s", dir, base, ext), dest);
  if (!ok) fprintf(stderr, "%s:0:0: error: cannot write the file: %s\n", dest, strerror(errno));
  return ok;
}

static void remove_work_dir(vl_arena *arena, const char *dir) {
  static const char *const exts[] = {".ll", ".pre.mir", ".ptx", ".cubin", ".ptxas.txt", ".sass", NULL};
  for (const char *const *e = exts; *e; e++) unlink(vl_arena_printf(arena, "%s/k%s", dir, *e));
  rmdir(dir);
}

int vl_cmd_compile(int argc, char **argv) {
  if (!vl_cli_getopt("compile", "-D: -I: -o: shim target: tools:", &argc, &argv)) return 2;
  vl_arena arena = {0};
  const char *source = NULL, *target_name = NULL, *out = NULL, *tools_dir = NULL;
  bool shim = false;
  const char **flags = VL_NEW_ARRAY(&arena, const char *, (size_t)argc + 1);
  uint32_t num_flags = 0;
  for (int i = 1; i < argc; i++) {
    const char *arg = argv[i], *value = i + 1 < argc ? argv[i + 1] : NULL;
    if (!strcmp(arg, "-D") && value) flags[num_flags++] = vl_arena_printf(&arena, "-D%s", argv[++i]);
    else if (!strcmp(arg, "-I") && value) flags[num_flags++] = vl_arena_printf(&arena, "-I%s", argv[++i]);
    else if (!strcmp(arg, "-o") && value) out = argv[++i];
    else if (!strcmp(arg, "--target") && value) target_name = argv[++i];
    else if (!strcmp(arg, "--tools") && value) tools_dir = argv[++i];
    else if (!strcmp(arg, "--shim")) shim = true;
    else if (arg[0] != '-' && !source) source = arg;
    else {
      fprintf(stderr, "verilocc compile: unexpected argument '%s'\n", arg);
      vl_arena_free(&arena);
      return 2;
    }
  }
  int target = target_name ? vl_corpus_target_index(target_name) : -1;
  if (!source || target < 0) {
    fprintf(stderr, "verilocc compile: %s\n", !source ? "which source? verilocc compile K.hip|K.cu|K.cl --target T"
                                                      : "--target is one of gfx90a, gfx942, gfx1100, sm_89, sm_90");
    vl_arena_free(&arena);
    return 2;
  }
  if (access(source, R_OK)) {
    fprintf(stderr, "%s:0:0: error: cannot read the source: %s\n", source, strerror(errno));
    vl_arena_free(&arena);
    return 2;
  }
  bool nvidia = vl_corpus_target_is_nvidia(target);
  size_t n = strlen(source);
  bool opencl = n > 3 && !strcmp(source + n - 3, ".cl");
  if (!out) out = default_out(&arena, source, target_name, nvidia);
  if (!vl_cli_writable(out)) {
    vl_arena_free(&arena);
    return 2;
  }

  char dirs[4096];
  vl_compile_tools_dir(dirs, sizeof dirs);
  vl_compile_tools tools = {.clang = "clang-19", .llc = "llc-19", .timeout_s = 600};
  vl_compile_tools_default(&tools, tools_dir ? tools_dir : dirs, &arena);
  char work[] = "/tmp/verilocc-compile-XXXXXX";
  if (!mkdtemp(work)) {
    fprintf(stderr, "verilocc compile: cannot make a scratch folder: %s\n", strerror(errno));
    vl_arena_free(&arena);
    return 3;
  }
  tools.no_cuda_dir = work;   /* empty when clang reads it */
  vl_compile_source src = {.path = source, .language = opencl ? VL_SOURCE_OPENCL : VL_SOURCE_GPU,
                           .system_headers = !shim, .flags = flags, .num_flags = num_flags};
  vl_diags diags = {0};
  vl_status s = nvidia ? vl_compile_to_sass(&tools, &src, target, work, "k", &diags)
                       : vl_compile_to_mir(&tools, &src, target, work, "k", &diags);
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  bool ok = s == VL_OK;
  if (ok && nvidia) {
    const char *stem = stem_of(&arena, out, ".sass");
    ok = deliver(&arena, work, "k", ".sass", out) && deliver(&arena, work, "k", ".ptx", vl_arena_printf(&arena, "%s.ptx", stem)) &&
         deliver(&arena, work, "k", ".cubin", vl_arena_printf(&arena, "%s.cubin", stem));
    if (ok) fprintf(stderr, "compile: %s, %s.ptx and %s.cubin for %s\n", out, stem, stem, target_name);
  } else if (ok) {
    ok = deliver(&arena, work, "k", ".pre.mir", out);
    if (ok) fprintf(stderr, "compile: %s (pre-RA MIR for %s)\n", out, target_name);
  }
  remove_work_dir(&arena, work);
  vl_arena_free(&arena);
  return s == VL_BAD_INPUT ? 2 : ok ? 0 : 3;
}
