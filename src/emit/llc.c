/* The LLVM driver: the handful of llc/llvm-mc command lines VeriLocc needs,
 * run through base/process.
 *
 * Needs: base/process.h, base/diag.h. Produces: see llc.h. */
#include "llc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define VL_DEFAULT_TRIPLE "amdgcn-amd-amdhsa"
#define VL_DEFAULT_LLC "llc-19"
#define VL_DEFAULT_LLVM_MC "llvm-mc-19"
#define VL_DEFAULT_CLANG "clang-19"
/* Debian's lld-19 installs ld.lld-19 on PATH and ld.lld in LLVM's own folder; a bare
 * ld.lld is whichever lld the system chose (lld-14 on bookworm), which refuses llc-19's
 * code object version 5 ("unknown abi version"). */
#define VL_DEFAULT_LLD "ld.lld-19"
#define VL_LLVM19_LLD "/usr/lib/llvm-19/bin/ld.lld"
#define VL_DEFAULT_TIMEOUT_S 600.0
#define VL_MAX_ARGS 48

/* ---- llc command lines ------------------------------------------------- */

typedef struct argv_builder {
  const char *args[VL_MAX_ARGS + 1];
  int count;
  char storage[4][256];   /* "-mtriple=...", "-mcpu=..." and friends */
  int used;
} argv_builder;

static void arg_add(argv_builder *b, const char *arg) {
  if (b->count < VL_MAX_ARGS) b->args[b->count++] = arg;
  b->args[b->count] = NULL;
}

static void arg_addf(argv_builder *b, const char *prefix, const char *value) {
  if (b->used >= 4) return;
  char *s = b->storage[b->used++];
  snprintf(s, sizeof b->storage[0], "%s%s", prefix, value);
  arg_add(b, s);
}

static const char *triple_of(const vl_llc_options *o) { return o->triple ? o->triple : VL_DEFAULT_TRIPLE; }
static double timeout_of(const vl_llc_options *o) { return o->timeout_s > 0 ? o->timeout_s : VL_DEFAULT_TIMEOUT_S; }

/* llc <triple> <cpu> -O3 -enable-ipra=false <pass range...> <extra> IN -o OUT */
static void llc_args(argv_builder *b, const vl_llc_options *o) {
  arg_add(b, o->llc ? o->llc : VL_DEFAULT_LLC);
  arg_addf(b, "-mtriple=", triple_of(o));
  arg_addf(b, "-mcpu=", o->cpu);
  arg_add(b, "-O3");
  arg_add(b, VL_LLC_NO_IPRA);
}

static void extra_args(argv_builder *b, const vl_llc_options *o) {
  for (const char *const *a = o->extra_args; a && *a; a++) arg_add(b, *a);
}

/* Run, and turn a failed run into a diagnostic that names the input and carries stderr's tail. */
static vl_status run_checked(argv_builder *b, const vl_llc_options *o, const char *input, vl_tool_result *result,
                             vl_diags *diags) {
  if (!o->cpu || !*o->cpu) {
    vl_diag_add(diags, input, 0, 0, VL_CAT_NONE, "%s: no target cpu given", b->args[0]);
    memset(result, 0, sizeof *result);
    return VL_TOOL_ERROR;
  }
  return vl_tool_run_checked(b->args, NULL, timeout_of(o), input, result, diags);
}

static vl_status run_and_free(argv_builder *b, const vl_llc_options *o, const char *input, vl_diags *diags) {
  vl_tool_result result;
  vl_status status = run_checked(b, o, input, &result, diags);
  vl_tool_result_free(&result);
  return status;
}

/* llc [target] PASS-ARGS... [extra] IN -o OUT: the one shape of every llc run. */
static void llc_command(argv_builder *b, const vl_llc_options *o, const char *const *passes, const char *in,
                        const char *out) {
  llc_args(b, o);
  for (; *passes; passes++) arg_add(b, *passes);
  extra_args(b, o);
  arg_add(b, in);
  arg_add(b, "-o");
  arg_add(b, out);
}

vl_status vl_llc_compile_physical(const vl_llc_options *options, const char *mir_path, const char *asm_path,
                                  vl_diags *diags) {
  argv_builder b = {0};
  const char *passes[] = {"-start-after=virtregrewriter,1", "-verify-machineinstrs", NULL};
  llc_command(&b, options, passes, mir_path, asm_path);
  return run_and_free(&b, options, mir_path, diags);
}

vl_status vl_llc_compile_greedy(const vl_llc_options *options, const char *pre_mir_path, const char *asm_path,
                                vl_pass_timing *timing, vl_diags *diags) {
  argv_builder b = {0};
  const char *passes[] = {"-start-before=greedy", timing ? "-time-passes" : NULL, NULL};
  llc_command(&b, options, passes, pre_mir_path, asm_path);
  vl_tool_result result;
  vl_status status = run_checked(&b, options, pre_mir_path, &result, diags);
  if (status == VL_OK && timing && !vl_pass_timing_parse(result.err, timing)) {
    vl_diag_add(diags, pre_mir_path, 0, 0, VL_CAT_NONE, "%s -time-passes printed no pass timing report", b.args[0]);
    status = VL_TOOL_ERROR;
  }
  vl_tool_result_free(&result);
  return status;
}

vl_status vl_llc_greedy_post_mir(const vl_llc_options *options, const char *pre_mir_path, const char *post_mir_path,
                                 vl_diags *diags) {
  argv_builder b = {0};
  const char *passes[] = {"-start-before=greedy", "-stop-after=virtregrewriter,1", NULL};
  llc_command(&b, options, passes, pre_mir_path, post_mir_path);
  return run_and_free(&b, options, pre_mir_path, diags);
}

vl_status vl_assemble(const vl_llc_options *options, const char *asm_path, const char *obj_path, vl_diags *diags) {
  argv_builder b = {0};
  const char *mc = options->llvm_mc ? options->llvm_mc : VL_DEFAULT_LLVM_MC;
  const char *clang = options->clang ? options->clang : VL_DEFAULT_CLANG;
  if (vl_tool_available(mc) || !vl_tool_available(clang)) {
    arg_add(&b, mc);
    arg_addf(&b, "-triple=", triple_of(options));
    arg_addf(&b, "-mcpu=", options->cpu ? options->cpu : "");
    arg_add(&b, "-filetype=obj");
  } else {
    arg_add(&b, clang);
    arg_add(&b, "-target");
    arg_add(&b, triple_of(options));
    arg_addf(&b, "-mcpu=", options->cpu ? options->cpu : "");
    arg_add(&b, "-c");
  }
  arg_add(&b, asm_path);
  arg_add(&b, "-o");
  arg_add(&b, obj_path);
  return run_and_free(&b, options, asm_path, diags);
}

vl_status vl_link_code_object(const vl_llc_options *options, const char *obj_path, const char *out_path,
                              vl_diags *diags) {
  argv_builder b = {0};
  const char *lld = options->lld                        ? options->lld
                    : vl_tool_available(VL_DEFAULT_LLD) ? VL_DEFAULT_LLD
                    : vl_tool_available(VL_LLVM19_LLD)  ? VL_LLVM19_LLD
                                                        : VL_DEFAULT_LLD;   /* its "not installed" names it */
  arg_add(&b, lld);
  /* As clang links device code: a call that nothing defines fails here, not when a runtime loads it. */
  arg_add(&b, "--no-undefined");
  arg_add(&b, "-shared");
  arg_add(&b, obj_path);
  arg_add(&b, "-o");
  arg_add(&b, out_path);
  return run_and_free(&b, options, obj_path, diags);
}

/* ---- -time-passes ------------------------------------------------------ */

/* The wall time of one report row: rows are groups "<seconds> (<percent>%)"
 * for whichever of user/system/user+system/wall LLVM chose to print, then the
 * name; the wall column is always printed and always the last group. */
static bool timing_row(const char *line, size_t len, double *wall, const char **name, size_t *name_len) {
  const char *last_close = NULL;
  for (size_t i = 0; i + 1 < len; i++)
    if (line[i] == '%' && line[i + 1] == ')') last_close = line + i + 1;
  if (!last_close) return false;
  const char *open = last_close;
  while (open > line && *open != '(') open--;
  if (*open != '(') return false;
  const char *num_end = open;
  while (num_end > line && num_end[-1] == ' ') num_end--;
  const char *num = num_end;
  while (num > line && (num[-1] == '.' || (num[-1] >= '0' && num[-1] <= '9'))) num--;
  if (num == num_end) return false;
  *wall = strtod(num, NULL);
  const char *n = last_close + 1, *end = line + len;
  while (n < end && *n == ' ') n++;
  while (end > n && (end[-1] == ' ' || end[-1] == '\r')) end--;
  *name = n;
  *name_len = (size_t)(end - n);
  return true;
}

/* "Greedy Register Allocator" or "Greedy Register Allocator #2" */
static bool pass_is(const char *name, size_t len, const char *pass) {
  size_t n = strlen(pass);
  if (len < n || memcmp(name, pass, n) != 0) return false;
  return len == n || (len > n + 2 && name[n] == ' ' && name[n + 1] == '#');
}

bool vl_pass_timing_parse(const char *report, vl_pass_timing *timing) {
  memset(timing, 0, sizeof *timing);
  const char *section = report ? strstr(report, "Pass execution timing report") : NULL;
  if (!section) return false;
  timing->found = true;
  /* The title sits between two "===---===" rules; rows follow the second. */
  const char *line = strchr(section, '\n');
  if (line && strncmp(line + 1, "===", 3) == 0) line = strchr(line + 1, '\n');
  while (line && *line) {
    line++;
    const char *eol = strchr(line, '\n');
    size_t len = eol ? (size_t)(eol - line) : strlen(line);
    if (len >= 3 && strncmp(line, "===", 3) == 0) break;   /* the next report begins */
    double wall;
    const char *name;
    size_t name_len;
    if (timing_row(line, len, &wall, &name, &name_len)) {
      if (pass_is(name, name_len, "Greedy Register Allocator")) timing->greedy_s += wall;
      else if (pass_is(name, name_len, "Virtual Register Rewriter")) timing->rewriter_s += wall;
      else if (name_len == 5 && memcmp(name, "Total", 5) == 0) timing->total_s = wall;
    }
    line = eol;
  }
  return true;
}
