/* The corpus build driver (see collect.h). */
#define _XOPEN_SOURCE 700   /* realpath */
#include "collect.h"

#include <errno.h>
#include <signal.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../base/atomic_file.h"
#include "../base/clock.h"
#include "../base/progress.h"
#include "compile.h"
#include "job.h"
#include "manifest.h"
#include "spec.h"

typedef struct collector {
  const vl_collect_options *options;
  vl_corpus_spec spec;
  vl_corpus_tools tools;
  vl_arena arena;
  VL_VEC(vl_corpus_job) jobs;
  vl_diags *diags;
  struct sigaction old_int, old_term;   /* the handlers before collect's: the workers get them back */
} collector;

static bool family_selected(const char *list, const char *name) {
  if (!list) return true;
  size_t n = strlen(name);
  for (const char *p = list; *p;) {
    const char *end = strchr(p, ',');
    size_t len = end ? (size_t)(end - p) : strlen(p);
    if (len == n && !strncmp(p, name, n)) return true;
    p += len + (end != NULL);
  }
  return false;
}

/* Every --families name must exist: a typo should not build nothing silently. */
static bool check_family_list(collector *c) {
  const char *list = c->options->families;
  for (const char *p = list; p && *p;) {
    const char *end = strchr(p, ',');
    size_t len = end ? (size_t)(end - p) : strlen(p);
    bool found = false;
    for (uint32_t f = 0; f < c->spec.num_families; f++)
      found |= strlen(c->spec.families[f].name) == len && !strncmp(c->spec.families[f].name, p, len);
    if (!found) {
      vl_diag_add(c->diags, c->options->families_dir, 0, 0, VL_CAT_NONE, "no family named '%.*s'", (int)len, p);
      return false;
    }
    p += len + (end != NULL);
  }
  return true;
}

static bool make_dir(const char *path) { return !mkdir(path, 0777) || errno == EEXIST; }

static const char *absolute(collector *c, const char *path) {
  char buf[PATH_MAX];
  if (!realpath(path, buf)) return NULL;
  return vl_arena_strndup(&c->arena, buf, strlen(buf));
}

static vl_status set_up(collector *c) {
  const vl_collect_options *o = c->options;
  vl_status s = vl_corpus_spec_load(o->families_dir, o->kernels_dir, &c->spec, c->diags);
  if (s != VL_OK || !check_family_list(c)) return VL_BAD_INPUT;
  bool nvidia = false;
  for (uint32_t v = 0; v < c->spec.num_variants; v++) {
    const vl_corpus_variant *variant = &c->spec.variants[v];
    if (!family_selected(o->families, variant->family->name)) continue;
    for (int t = 0; t < VL_CORPUS_NUM_TARGETS; t++) {
      if (!(variant->targets & (1u << t)) || (o->target_mask && !(o->target_mask & (1u << t)))) continue;
      vl_corpus_job job = {.variant = variant, .target = t};
      job.stem = vl_arena_printf(&c->arena, "%s/%s/%s", vl_corpus_target_names[t], variant->family->name, variant->name);
      VL_VEC_PUSH(&c->arena, c->jobs, job);
      nvidia |= vl_corpus_target_is_nvidia(t);
    }
  }
  if (!make_dir(o->out_dir)) {
    vl_diag_add(c->diags, o->out_dir, 0, 0, VL_CAT_NONE, "cannot create the output folder: %s", strerror(errno));
    return VL_TOOL_ERROR;
  }
  c->tools.kernels_dir = absolute(c, o->kernels_dir);
  c->tools.out_dir = absolute(c, o->out_dir);
  vl_compile_tools *t = &c->tools.compile;
  t->no_cuda_dir = vl_arena_printf(&c->arena, "%s/.no-cuda", c->tools.out_dir ? c->tools.out_dir : ".");
  if (!c->tools.kernels_dir || !c->tools.out_dir || !make_dir(t->no_cuda_dir)) {
    vl_diag_add(c->diags, o->out_dir, 0, 0, VL_CAT_NONE, "cannot resolve the kernels or output folder");
    return VL_TOOL_ERROR;
  }
  t->clang = o->clang ? o->clang : "clang-19";
  t->llc = o->llc ? o->llc : "llc-19";
  vl_compile_tools_default(t, o->tools_dir ? o->tools_dir : "build/tools", &c->arena);
  /* Absolute: the NVIDIA steps run in the job's folder. */
  const char *bin = o->nvidia_bin ? absolute(c, o->nvidia_bin) : NULL;
  if (o->nvidia_bin) t->ptxas = vl_arena_printf(&c->arena, "%s/ptxas", bin ? bin : "(missing)");
  if (o->nvidia_bin) t->nvdisasm = vl_arena_printf(&c->arena, "%s/nvdisasm", bin ? bin : "(missing)");
  t->timeout_s = 600;
  if (nvidia && access(t->ptxas, X_OK)) {
    vl_diag_add(c->diags, t->ptxas, 0, 0, VL_CAT_NONE,
                "ptxas 11.8 not found (scripts/setup-nvidia.sh installs it; --nvidia-bin DIR names another folder)");
    return VL_TOOL_ERROR;
  }
  return vl_corpus_tools_check(&c->tools, nvidia, c->diags);
}

/* In the worker process: build one job; diagnostics go to <stem>.log. */
static void __attribute__((noreturn)) work(const collector *c, const vl_corpus_job *job) {
  vl_diags diags = {0};
  vl_status s = vl_corpus_job_run(&c->tools, job, &diags);
  char path[PATH_MAX];
  snprintf(path, sizeof path, "%s/%s.log", c->tools.out_dir, job->stem);
  if (s == VL_OK) {
    unlink(path);
  } else {
    vl_atomic_file log;
    FILE *f = vl_atomic_open(&log, path, "w");
    if (f) vl_diags_print(&diags, f), vl_atomic_finish(&log, true);
  }
  _exit(s == VL_OK ? 0 : 1);
}

/* The first lines of a failed job's log, for the console. */
static void report_failure(const collector *c, vl_progress *progress, const vl_corpus_job *job) {
  char path[PATH_MAX], text[2048];
  snprintf(path, sizeof path, "%s/%s.log", c->tools.out_dir, job->stem);
  int n = snprintf(text, sizeof text, "collect: FAILED %s (log: %s)\n", job->stem, path);
  FILE *f = fopen(path, "r");
  char line[512];
  for (int lines = 0; f && lines < 12 && fgets(line, sizeof line, f) && n < (int)sizeof text - 1; lines++)
    n += snprintf(text + n, sizeof text - (size_t)n, "    %s", line);
  if (f) fclose(f);
  vl_progress_note(progress, text);
}

/* The one piece of global state: a signal handler can reach nothing else.
 * Set when collect is asked to stop (SIGINT, SIGTERM), so that it stops its
 * workers rather than leave them writing files behind its back. */
static volatile sig_atomic_t stop_signal;
static void on_stop_signal(int sig) { stop_signal = sig; }

static uint32_t default_workers(void) {
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n > 0 && n < 256 ? (uint32_t)n : 1;
}

static void run_jobs(collector *c, vl_corpus_job **todo, uint32_t count, vl_collect_summary *summary) {
  uint32_t workers = c->options->jobs ? c->options->jobs : default_workers();
  pid_t *pids = VL_NEW_ARRAY(&c->arena, pid_t, workers);
  uint32_t *slot_job = VL_NEW_ARRAY(&c->arena, uint32_t, workers);
  vl_progress progress;
  vl_progress_start(&progress, c->options->log, "collect", count);
  uint32_t next = 0, running = 0;
  fflush(NULL);   /* children must not inherit and repeat buffered output */
  while ((next < count || running) && !stop_signal) {
    for (uint32_t w = 0; w < workers && next < count; w++) {
      if (pids[w]) continue;
      pid_t pid = fork();
      if (pid == 0) {
        sigaction(SIGINT, &c->old_int, NULL), sigaction(SIGTERM, &c->old_term, NULL);
        work(c, todo[next]);
      }
      if (pid < 0) {   /* out of processes: build it here, serially */
        vl_diags d = {0};
        bool ok = vl_corpus_job_run(&c->tools, todo[next], &d) == VL_OK;
        vl_diags_print(&d, c->options->log), vl_diags_free(&d);
        summary->built += ok, summary->failed += !ok;
        vl_progress_step(&progress, ok, todo[next++]->stem);
        continue;
      }
      pids[w] = pid, slot_job[w] = next++, running++;
    }
    if (!running) continue;
    int status;
    pid_t pid = waitpid(-1, &status, 0);
    if (pid < 0) {
      if (errno == EINTR) continue;
      break;
    }
    for (uint32_t w = 0; w < workers; w++) {
      if (pids[w] != pid) continue;
      pids[w] = 0, running--;
      bool ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
      const vl_corpus_job *job = todo[slot_job[w]];
      /* A Ctrl-C reaches the workers too: a job it stopped did not fail. */
      bool stopped = WIFSIGNALED(status) && (WTERMSIG(status) == SIGINT || WTERMSIG(status) == SIGTERM);
      if (stopped) {
        summary->interrupted = true;
        continue;
      }
      if (!ok) report_failure(c, &progress, job);
      summary->built += ok, summary->failed += !ok;
      vl_progress_step(&progress, ok, job->stem);
    }
  }
  if (stop_signal) {   /* their jobs have no record yet: the next run redoes them */
    for (uint32_t w = 0; w < workers; w++)
      if (pids[w]) kill(pids[w], SIGTERM);
    for (uint32_t w = 0; w < workers; w++)
      if (pids[w]) while (waitpid(pids[w], NULL, 0) < 0 && errno == EINTR) {}
    summary->interrupted = true;
  }
  vl_progress_finish(&progress);
}

vl_status vl_collect(const vl_collect_options *options, vl_collect_summary *summary, vl_diags *diags) {
  collector c = {.options = options, .diags = diags};
  memset(summary, 0, sizeof *summary);
  /* From the start: a Ctrl-C while the jobs are listed (which takes a while on a loaded
   * machine) stops collect as one during the builds does, not by the default action. */
  struct sigaction stop = {.sa_handler = on_stop_signal};
  sigemptyset(&stop.sa_mask);
  stop_signal = 0;
  sigaction(SIGINT, &stop, &c.old_int);
  sigaction(SIGTERM, &stop, &c.old_term);
  vl_status s = set_up(&c);
  if (s == VL_OK) {
    vl_corpus_job **todo = VL_NEW_ARRAY(&c.arena, vl_corpus_job *, c.jobs.len + 1);
    uint32_t count = 0;
    bool sharded = options->shards > 1;
    for (size_t j = 0; j < c.jobs.len; j++) {
      vl_corpus_job *job = &c.jobs.data[j];
      job->inputs = vl_corpus_job_inputs(&c.tools, job);
      if (sharded && j % options->shards != options->shard)
        summary->other_shards++;
      else if (vl_corpus_job_done(&c.tools, job))
        summary->cached++;
      else if (options->manifest_only)   /* its shard failed to build it, or was stopped */
        summary->failed++;
      else
        todo[count++] = job;
    }
    summary->jobs = (uint32_t)c.jobs.len;
    if (sharded)
      fprintf(options->log, "collect: shard %u of %u (0-based): the jobs at positions %u mod %u, %u of %u\n",
              options->shard, options->shards, options->shard, options->shards,
              summary->jobs - summary->other_shards, summary->jobs);
    fprintf(options->log, "collect: %u jobs (variant x target) in %s: %u up to date, %u to build on %u workers\n",
            summary->jobs, c.tools.out_dir, summary->cached, count, options->jobs ? options->jobs : default_workers());
    double start_ms = vl_now_ms();
    run_jobs(&c, todo, count, summary);
    if (!sharded)
      s = vl_corpus_manifest_write(&c.spec, c.jobs.data, (uint32_t)c.jobs.len, c.tools.out_dir, options->log,
                                   &summary->functions, diags);
    summary->seconds = (vl_now_ms() - start_ms) * 1e-3;
    if (s == VL_OK && (summary->failed || summary->interrupted)) s = VL_TOOL_ERROR;
  }
  if (stop_signal) summary->interrupted = true;   /* also where it stopped a tool that set-up ran */
  sigaction(SIGINT, &c.old_int, NULL);
  sigaction(SIGTERM, &c.old_term, NULL);
  vl_corpus_spec_free(&c.spec);
  vl_arena_free(&c.arena);
  return s;
}
