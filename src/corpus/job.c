/* One corpus job: the command lines per target, run in order (see job.h). */
#include "job.h"

#include <errno.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../base/atomic_file.h"
#include "../base/file.h"
#include "../base/hash.h"
#include "../base/json.h"
#include "../base/process.h"
#include "../emit/llc.h"
#include "measure.h"

/* Where the job's files live and what they are called. */
typedef struct paths {
  vl_arena arena;
  const char *dir;     /* absolute folder of the job's files */
  const char *base;    /* the variant's name: files are dir/base.EXT */
} paths;

static const char *file(paths *p, const char *ext) { return vl_arena_printf(&p->arena, "%s/%s%s", p->dir, p->base, ext); }
static const char *local(paths *p, const char *ext) { return vl_arena_printf(&p->arena, "%s%s", p->base, ext); }

/* The variant's -D parameters, then the family's clang flags for its parameter values. */
static vl_compile_source source_of(const vl_corpus_tools *tools, const vl_corpus_variant *v, paths *p) {
  const vl_corpus_family *f = v->family;
  const char **flags = VL_NEW_ARRAY(&p->arena, const char *, v->num_params + f->num_flags + 1);
  uint32_t n = 0;
  for (uint32_t i = 0; i < v->num_params; i++)
    flags[n++] = vl_arena_printf(&p->arena, "-D%s=%s", v->params[i].name, v->params[i].value);
  for (uint32_t i = 0; i < f->num_flags; i++)
    for (uint32_t k = 0; k < v->num_params; k++)
      if (!strcmp(v->params[k].name, f->flags[i].param) && !strcmp(v->params[k].value, f->flags[i].value))
        flags[n++] = f->flags[i].flag;
  return (vl_compile_source){.path = f->source, .cwd = tools->kernels_dir, .system_headers = f->system_headers,
                             .flags = flags, .num_flags = n};
}

/* wave32 MIR as llc prints it says `implicit $vcc_lo` where its own parser
 * wants `implicit $vcc` (llvm-project issue 82030): greedy's reference runs on
 * a copy with those implicit operands renamed, the fix VeriLocc's rewriter
 * applies too; explicit $vcc_lo operands stay. */
static vl_status write_greedy_input(const char *pre, const char *out, vl_diags *diags) {
  size_t len;
  char *text = vl_read_file(pre, &len);
  vl_atomic_file a;
  FILE *f = text ? vl_atomic_open(&a, out, "wb") : NULL;
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
  if (!vl_atomic_finish(&a, true)) {
    vl_diag_add(diags, out, 0, 0, VL_CAT_NONE, "cannot write: %s", strerror(errno));
    return VL_TOOL_ERROR;
  }
  return VL_OK;
}

static vl_status run_amdgpu(const vl_corpus_tools *tools, const vl_corpus_job *job, paths *p, vl_diags *diags) {
  const vl_compile_tools *t = &tools->compile;
  const char *cpu = vl_corpus_target_names[job->target];
  vl_compile_source src = source_of(tools, job->variant, p);
  vl_status s = vl_compile_to_mir(t, &src, job->target, p->dir, p->base, diags);
  if (s != VL_OK) return s;

  const char *mtriple = "-mtriple=amdgcn-amd-amdhsa", *mcpu = vl_arena_printf(&p->arena, "-mcpu=%s", cpu);
  const char *greedy_in = local(p, ".greedy-in.mir");
  if ((s = write_greedy_input(file(p, ".pre.mir"), file(p, ".greedy-in.mir"), diags)) != VL_OK) return s;
  vl_argv a = {0};
  vl_argv_push(&a, t->llc), vl_argv_push(&a, mtriple), vl_argv_push(&a, mcpu), vl_argv_push(&a, "-O3"), vl_argv_push(&a, VL_LLC_NO_IPRA);
  vl_argv_push(&a, "-start-before=greedy");
  vl_argv_push_output(&a, &p->arena, "-pass-remarks-output=", file(p, ".greedy.remarks.yaml"));
  vl_argv_push(&a, "-pass-remarks-filter=regalloc");
  vl_argv_push(&a, greedy_in), vl_argv_push(&a, "-o"), vl_argv_push_output(&a, &p->arena, "", file(p, ".greedy.s"));
  if ((s = vl_compile_step(t, &a, p->dir, NULL, NULL, file(p, ".pre.mir"), diags)) != VL_OK) return s;

  a = (vl_argv){0};
  vl_argv_push(&a, t->llc), vl_argv_push(&a, mtriple), vl_argv_push(&a, mcpu), vl_argv_push(&a, "-O3"), vl_argv_push(&a, VL_LLC_NO_IPRA);
  vl_argv_push(&a, "-start-before=greedy"), vl_argv_push(&a, "-stop-after=virtregrewriter,1");
  vl_argv_push(&a, greedy_in), vl_argv_push(&a, "-o"), vl_argv_push_output(&a, &p->arena, "", file(p, ".post.mir"));
  if ((s = vl_compile_step(t, &a, p->dir, NULL, NULL, file(p, ".pre.mir"), diags)) != VL_OK) return s;
  unlink(file(p, ".greedy-in.mir"));
  return VL_OK;
}

static vl_status run_nvidia(const vl_corpus_tools *tools, const vl_corpus_job *job, paths *p, vl_diags *diags) {
  vl_compile_source src = source_of(tools, job->variant, p);
  vl_status s = vl_compile_to_sass(&tools->compile, &src, job->target, p->dir, p->base, diags);
  if (s != VL_OK) return s;
  vl_argv a = {0};
  vl_argv_push(&a, tools->compile.nvdisasm), vl_argv_push(&a, "-c"), vl_argv_push(&a, "--print-life-ranges");
  vl_argv_push(&a, local(p, ".cubin"));
  return vl_compile_step(&tools->compile, &a, p->dir, file(p, ".life.sass"), NULL, file(p, ".cubin"), diags);
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

/* The installed headers' version files: an upgrade of a library rebuilds its kernels. */
static uint64_t hash_library_versions(uint64_t h, bool nvidia) {
  static const char *const amd[] = {"hip/hip_version.h", "rocprim/rocprim_version.hpp", NULL};
  static const char *const nv[] = {"cub/version.cuh", "thrust/version.h", NULL};
  for (const char *const *name = nvidia ? nv : amd; *name; name++) h = hash_file(h, "/usr/include", *name);
  return h;
}

uint64_t vl_corpus_job_inputs(const vl_corpus_tools *tools, const vl_corpus_job *job) {
  const vl_corpus_variant *v = job->variant;
  uint64_t h = vl_hash_bytes(VL_HASH_INIT, &tools->fingerprint, sizeof tools->fingerprint);
  h = vl_hash_string(h, vl_corpus_target_names[job->target]);
  h = vl_hash_string(h, v->family->source);
  for (uint32_t i = 0; i < v->num_params; i++) h = vl_hash_string(vl_hash_string(h, v->params[i].name), v->params[i].value);
  /* Only families that use them mix these in, so the keys of the others stay as they were. */
  for (uint32_t i = 0; i < v->family->num_flags; i++) h = vl_hash_string(h, v->family->flags[i].flag);
  if (v->family->system_headers) h = hash_library_versions(h, vl_corpus_target_is_nvidia(job->target));
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
  const char *final = record_path(p);
  int failed = vl_json_write(root, final, JSON_COMPACT);
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
  const vl_compile_tools *t = &tools->compile;
  vl_status s = version_of(t->clang, "version 19.", &h, diags);
  if (s == VL_OK) s = version_of(t->llc, "version 19.", &h, diags);
  if (s == VL_OK && need_nvidia) s = version_of(t->ptxas, "release 11.8", &h, diags);
  if (s == VL_OK && need_nvidia) s = version_of(t->nvdisasm, "release 11.8", &h, diags);
  /* Every kernel includes the shared headers: a change there rebuilds all. */
  static const char *const headers[] = {"shim.h", NULL};
  for (const char *const *name = headers; s == VL_OK && *name; name++) h = hash_file(h, tools->kernels_dir, *name);
  tools->fingerprint = h;
  return s;
}
