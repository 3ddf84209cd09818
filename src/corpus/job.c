/* One corpus job: the command lines per target, run in order (see job.h). */
#include "job.h"

#include <errno.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../base/file.h"
#include "../base/hash.h"
#include "../base/json.h"
#include "../base/process.h"
#include "measure.h"

#define VL_MAX_ARGV 64

typedef struct argv_list {
  const char *args[VL_MAX_ARGV + 1];
  int count;
} argv_list;

static void push(argv_list *a, const char *arg) {
  if (a->count < VL_MAX_ARGV) a->args[a->count++] = arg;
  a->args[a->count] = NULL;
}

/* Where the job's files live and what they are called. */
typedef struct paths {
  vl_arena arena;
  const char *dir;     /* absolute folder of the job's files */
  const char *base;    /* the variant's name: files are dir/base.EXT */
} paths;

static const char *file(paths *p, const char *ext) { return vl_arena_printf(&p->arena, "%s/%s%s", p->dir, p->base, ext); }
static const char *local(paths *p, const char *ext) { return vl_arena_printf(&p->arena, "%s%s", p->base, ext); }

static void push_defines(argv_list *a, paths *p, const vl_corpus_variant *v) {
  for (uint32_t i = 0; i < v->num_params; i++)
    push(a, vl_arena_printf(&p->arena, "-D%s=%s", v->params[i].name, v->params[i].value));
}

/* Runs one step; `stdout_path` / `stderr_path` (may be NULL) receive the tool's output. */
static vl_status step(const vl_corpus_tools *tools, const argv_list *a, const char *cwd, const char *stdout_path,
                      const char *stderr_path, const char *input, vl_diags *diags) {
  vl_tool_result r;
  vl_status status = vl_tool_run_checked(a->args, cwd, tools->timeout_s, input, &r, diags);
  if (status == VL_OK) {
    const char *which[2] = {stdout_path, stderr_path};
    const char *text[2] = {r.out, r.err};
    size_t len[2] = {r.out_len, r.err_len};
    for (int i = 0; i < 2 && status == VL_OK; i++) {
      if (!which[i]) continue;
      FILE *f = fopen(which[i], "wb");
      if (!f || fwrite(text[i], 1, len[i], f) != len[i] || fclose(f)) {
        vl_diag_add(diags, which[i], 0, 0, VL_CAT_NONE, "cannot write: %s", strerror(errno));
        status = VL_TOOL_ERROR;
      }
    }
  }
  vl_tool_result_free(&r);
  return status;
}

/* wave32 MIR as llc prints it says `implicit $vcc_lo` where its own parser
 * wants `implicit $vcc` (llvm-project issue 82030): greedy's reference runs on
 * a copy with those implicit operands renamed, the fix VeriLocc's rewriter
 * applies too; explicit $vcc_lo operands stay. */
static vl_status write_greedy_input(const char *pre, const char *out, vl_diags *diags) {
  size_t len;
  char *text = vl_read_file(pre, &len);
  FILE *f = text ? fopen(out, "wb") : NULL;
  if (!f) {
    vl_diag_add(diags, text ? out : pre, 0, 0, VL_CAT_NONE, "cannot %s: %s", text ? "write" : "read", strerror(errno));
    free(text);
    return VL_TOOL_ERROR;
  }
  static const char *const prefixes[] = {", implicit $vcc_lo", ", implicit-def $vcc_lo", ", implicit dead $vcc_lo",
                                         ", implicit-def dead $vcc_lo", ", implicit killed $vcc_lo",
                                         ", implicit undef $vcc_lo", ", implicit-def undef $vcc_lo", NULL};
  for (size_t i = 0; i < len;) {
    size_t matched = 0;
    if (text[i] == ',')
      for (const char *const *p = prefixes; *p && !matched; p++) {
        size_t n = strlen(*p);
        char after = i + n < len ? text[i + n] : '\n';
        bool word_end = !((after >= 'a' && after <= 'z') || (after >= '0' && after <= '9') || after == '_');
        if (i + n <= len && !memcmp(text + i, *p, n) && word_end) matched = n;
      }
    if (matched) {
      fwrite(text + i, 1, matched - 3, f);   /* drop the "_lo" */
      i += matched;
    } else {
      fputc(text[i++], f);
    }
  }
  free(text);
  if (fclose(f)) {
    vl_diag_add(diags, out, 0, 0, VL_CAT_NONE, "cannot write: %s", strerror(errno));
    return VL_TOOL_ERROR;
  }
  return VL_OK;
}

static vl_status run_amdgpu(const vl_corpus_tools *tools, const vl_corpus_job *job, paths *p, vl_diags *diags) {
  const vl_corpus_variant *v = job->variant;
  const char *cpu = vl_corpus_target_names[job->target];
  const char *source = v->family->source;
  argv_list a = {0};
  push(&a, tools->clang), push(&a, "-x"), push(&a, "hip");
  push(&a, vl_arena_printf(&p->arena, "--offload-arch=%s", cpu));
  /* A fixed -cuid and a relative source name: the output must not depend on the checkout's place. */
  push(&a, "--cuda-device-only"), push(&a, "-nogpulib"), push(&a, "-nogpuinc"), push(&a, "-cuid=verilocc");
  push(&a, "-O3"), push(&a, "-emit-llvm"), push(&a, "-S");
  push_defines(&a, p, v);
  push(&a, source), push(&a, "-o"), push(&a, file(p, ".ll"));
  vl_status s = step(tools, &a, tools->kernels_dir, NULL, NULL, source, diags);
  if (s != VL_OK) return s;

  const char *mtriple = "-mtriple=amdgcn-amd-amdhsa", *mcpu = vl_arena_printf(&p->arena, "-mcpu=%s", cpu);
  /* llc runs in the job's folder on relative names: the MIR quotes the .ll's name as its ModuleID. */
  a = (argv_list){0};
  push(&a, tools->llc), push(&a, mtriple), push(&a, mcpu), push(&a, "-O3"), push(&a, "-stop-before=greedy");
  push(&a, local(p, ".ll")), push(&a, "-o"), push(&a, local(p, ".pre.mir"));
  if ((s = step(tools, &a, p->dir, NULL, NULL, file(p, ".ll"), diags)) != VL_OK) return s;

  const char *greedy_in = local(p, ".greedy-in.mir");
  if ((s = write_greedy_input(file(p, ".pre.mir"), file(p, ".greedy-in.mir"), diags)) != VL_OK) return s;
  a = (argv_list){0};
  push(&a, tools->llc), push(&a, mtriple), push(&a, mcpu), push(&a, "-O3"), push(&a, "-start-before=greedy");
  push(&a, vl_arena_printf(&p->arena, "-pass-remarks-output=%s", local(p, ".greedy.remarks.yaml")));
  push(&a, "-pass-remarks-filter=regalloc");
  push(&a, greedy_in), push(&a, "-o"), push(&a, local(p, ".greedy.s"));
  if ((s = step(tools, &a, p->dir, NULL, NULL, file(p, ".pre.mir"), diags)) != VL_OK) return s;

  a = (argv_list){0};
  push(&a, tools->llc), push(&a, mtriple), push(&a, mcpu), push(&a, "-O3"), push(&a, "-start-before=greedy");
  push(&a, "-stop-after=virtregrewriter,1");
  push(&a, greedy_in), push(&a, "-o"), push(&a, local(p, ".post.mir"));
  if ((s = step(tools, &a, p->dir, NULL, NULL, file(p, ".pre.mir"), diags)) != VL_OK) return s;
  unlink(file(p, ".greedy-in.mir"));
  return VL_OK;
}

/* ptxas 11.8 reads PTX up to ISA 7.8; say so plainly rather than let it fail later. */
static vl_status check_ptx_version(const char *ptx, vl_diags *diags) {
  char *text = vl_read_file(ptx, NULL);
  const char *at = text ? strstr(text, "\n.version ") : NULL;
  bool ok = at && !strncmp(at, "\n.version 7.8\n", 14);
  if (!ok) {
    char found[16] = "none";
    if (at) sscanf(at + 10, "%15s", found);
    vl_diag_add(diags, ptx, 0, 0, VL_CAT_NONE, "clang emitted PTX .version %s; the corpus needs 7.8 (ptxas 11.8)", found);
  }
  free(text);
  return ok ? VL_OK : VL_TOOL_ERROR;
}

static vl_status run_nvidia(const vl_corpus_tools *tools, const vl_corpus_job *job, paths *p, vl_diags *diags) {
  const vl_corpus_variant *v = job->variant;
  const char *arch = vl_corpus_target_names[job->target];
  argv_list a = {0};
  push(&a, tools->clang), push(&a, "-x"), push(&a, "cuda");
  push(&a, vl_arena_printf(&p->arena, "--cuda-gpu-arch=%s", arch));
  push(&a, "--cuda-device-only"), push(&a, "-nocudalib"), push(&a, "-nocudainc");
  /* PTX ISA 7.8, what ptxas 11.8 reads: no CUDA installation for clang to take a newer version
   * from, and the feature named, which the warp-shuffle builtins require. */
  push(&a, vl_arena_printf(&p->arena, "--cuda-path=%s", tools->no_cuda_dir));
  push(&a, "-Xclang"), push(&a, "-target-feature"), push(&a, "-Xclang"), push(&a, "+ptx78");
  push(&a, "-O3"), push(&a, "-S");
  push_defines(&a, p, v);
  push(&a, v->family->source), push(&a, "-o"), push(&a, file(p, ".ptx"));
  vl_status s = step(tools, &a, tools->kernels_dir, NULL, NULL, v->family->source, diags);
  if (s != VL_OK || (s = check_ptx_version(file(p, ".ptx"), diags)) != VL_OK) return s;

  a = (argv_list){0};
  push(&a, tools->ptxas), push(&a, "-v"), push(&a, vl_arena_printf(&p->arena, "-arch=%s", arch));
  push(&a, local(p, ".ptx")), push(&a, "-o"), push(&a, local(p, ".cubin"));
  if ((s = step(tools, &a, p->dir, NULL, file(p, ".ptxas.txt"), file(p, ".ptx"), diags)) != VL_OK) return s;

  a = (argv_list){0};
  /* -hex: the encoding words let the SASS front end decode what nvdisasm 11.8 cannot print (sm_90's VIMNMX). */
  push(&a, tools->nvdisasm), push(&a, "-hex"), push(&a, "-c"), push(&a, local(p, ".cubin"));
  if ((s = step(tools, &a, p->dir, file(p, ".sass"), NULL, file(p, ".cubin"), diags)) != VL_OK) return s;
  a = (argv_list){0};
  push(&a, tools->nvdisasm), push(&a, "-c"), push(&a, "--print-life-ranges"), push(&a, local(p, ".cubin"));
  return step(tools, &a, p->dir, file(p, ".life.sass"), NULL, file(p, ".cubin"), diags);
}

static void job_paths(const vl_corpus_tools *tools, const vl_corpus_job *job, paths *p) {
  memset(p, 0, sizeof *p);
  p->dir = vl_arena_printf(&p->arena, "%s/%s/%s", tools->out_dir, vl_corpus_target_names[job->target],
                           job->variant->family->name);
  p->base = job->variant->name;
}

static const char *record_path(paths *p) { return file(p, ".json"); }

/* Mixes in the bytes of dir/name (or a marker when unreadable: the compile will say why). */
static uint64_t hash_file(uint64_t h, const char *dir, const char *name) {
  vl_arena arena = {0};
  size_t len = 0;
  char *text = vl_read_file(vl_arena_printf(&arena, "%s/%s", dir, name), &len);
  h = text ? vl_hash_bytes(h, text, len) : vl_hash_string(h, "(unreadable)");
  free(text);
  vl_arena_free(&arena);
  return h;
}

uint64_t vl_corpus_job_inputs(const vl_corpus_tools *tools, const vl_corpus_job *job) {
  const vl_corpus_variant *v = job->variant;
  uint64_t h = vl_hash_bytes(VL_HASH_INIT, &tools->fingerprint, sizeof tools->fingerprint);
  h = vl_hash_string(h, vl_corpus_target_names[job->target]);
  h = vl_hash_string(h, v->family->source);
  for (uint32_t i = 0; i < v->num_params; i++) h = vl_hash_string(vl_hash_string(h, v->params[i].name), v->params[i].value);
  return hash_file(h, tools->kernels_dir, v->family->source);
}

bool vl_corpus_job_done(const vl_corpus_tools *tools, const vl_corpus_job *job) {
  paths p;
  job_paths(tools, job, &p);
  json_t *root = json_load_file(record_path(&p), 0, NULL);
  char want[32];
  snprintf(want, sizeof want, "%016llx", (unsigned long long)job->inputs);
  const char *have = json_string_value(json_object_get(root, "inputs"));
  bool done = have && !strcmp(have, want);
  json_decref(root);
  vl_arena_free(&p.arena);
  return done;
}

static vl_status write_record(const vl_corpus_job *job, paths *p, json_t *functions, vl_diags *diags) {
  char inputs[32];
  snprintf(inputs, sizeof inputs, "%016llx", (unsigned long long)job->inputs);
  json_t *root = json_object();
  json_object_set_new(root, "format", json_integer(VL_CORPUS_FORMAT_VERSION));
  json_object_set_new(root, "inputs", json_string(inputs));
  json_object_set_new(root, "target", json_string(vl_corpus_target_names[job->target]));
  json_object_set_new(root, "variant", json_string(job->variant->name));
  json_object_set_new(root, "functions", functions);
  const char *final = record_path(p), *tmp = file(p, ".json.tmp");
  int failed = json_dump_file(root, tmp, JSON_COMPACT) || rename(tmp, final);
  json_decref(root);
  if (failed) {
    vl_diag_add(diags, final, 0, 0, VL_CAT_NONE, "cannot write the job record: %s", strerror(errno));
    return VL_TOOL_ERROR;
  }
  return VL_OK;
}

vl_status vl_corpus_job_run(const vl_corpus_tools *tools, const vl_corpus_job *job, vl_diags *diags) {
  paths p;
  job_paths(tools, job, &p);
  vl_status s = VL_OK;
  if (!vl_make_dirs(p.dir)) {
    vl_diag_add(diags, p.dir, 0, 0, VL_CAT_NONE, "cannot create the folder: %s", strerror(errno));
    s = VL_TOOL_ERROR;
  }
  unlink(record_path(&p));   /* a stale record must not survive a failed rebuild */
  bool nvidia = vl_corpus_target_is_nvidia(job->target);
  if (s == VL_OK) s = nvidia ? run_nvidia(tools, job, &p, diags) : run_amdgpu(tools, job, &p, diags);
  json_t *functions = NULL;
  if (s == VL_OK)
    s = nvidia ? vl_corpus_measure_nvidia(p.dir, p.base, &functions, diags)
               : vl_corpus_measure_amdgpu(p.dir, p.base, &functions, diags);
  if (s == VL_OK) s = write_record(job, &p, functions, diags);
  vl_arena_free(&p.arena);
  return s;
}

/* ---- tool versions ------------------------------------------------------ */

static vl_status version_of(const char *program, const char *must_contain, uint64_t *h, vl_diags *diags) {
  const char *argv[] = {program, "--version", NULL};
  vl_tool_result r;
  vl_status s = vl_tool_run_checked(argv, NULL, 60, program, &r, diags);
  if (s == VL_OK && must_contain && !strstr(r.out, must_contain)) {
    vl_diag_add(diags, program, 0, 0, VL_CAT_NONE, "%s is not the expected version (%s); scripts/setup.sh installs it",
                program, must_contain);
    s = VL_TOOL_ERROR;
  }
  if (s == VL_OK) *h = vl_hash_string(*h, r.out);
  vl_tool_result_free(&r);
  return s;
}

vl_status vl_corpus_tools_check(vl_corpus_tools *tools, bool need_nvidia, vl_diags *diags) {
  uint64_t h = vl_hash_bytes(VL_HASH_INIT, &(int){VL_CORPUS_FORMAT_VERSION}, sizeof(int));
  vl_status s = version_of(tools->clang, "version 19.", &h, diags);
  if (s == VL_OK) s = version_of(tools->llc, "version 19.", &h, diags);
  if (s == VL_OK && need_nvidia) s = version_of(tools->ptxas, "release 11.8", &h, diags);
  if (s == VL_OK && need_nvidia) s = version_of(tools->nvdisasm, "release 11.8", &h, diags);
  /* Every kernel includes the shared headers: a change there rebuilds all. */
  static const char *const headers[] = {"shim.h", NULL};
  for (const char *const *name = headers; s == VL_OK && *name; name++) h = hash_file(h, tools->kernels_dir, *name);
  tools->fingerprint = h;
  return s;
}
