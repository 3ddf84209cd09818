/* The LLVM driver: child processes with captured output and a time limit,
 * and the handful of llc/llvm-mc command lines VeriLocc needs.
 *
 * Needs: POSIX fork/execvp/poll/waitpid; base/diag.h.
 * Produces: see llc.h. Why no system(): arguments are file names that may
 * hold anything, and a shell would also hide "command not found" from us. */
#include "llc.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define VL_DEFAULT_TRIPLE "amdgcn-amd-amdhsa"
#define VL_DEFAULT_LLC "llc-19"
#define VL_DEFAULT_LLVM_MC "llvm-mc-19"
#define VL_DEFAULT_CLANG "clang-19"
#define VL_DEFAULT_TIMEOUT_S 600.0
/* How much of a failing tool's stderr goes into a diagnostic (the tail: llc's
 * last lines say what went wrong, the head is often a long MIR dump). */
#define VL_STDERR_TAIL 8192
#define VL_MAX_ARGS 48

/* ---- growable capture buffers ------------------------------------------ */

typedef struct capture {
  char *data;
  size_t len, cap;
} capture;

static bool capture_reserve(capture *c, size_t extra) {
  if (c->len + extra + 1 <= c->cap) return true;
  size_t cap = c->cap ? c->cap : 4096;
  while (cap < c->len + extra + 1) cap *= 2;
  char *data = realloc(c->data, cap);
  if (!data) return false;
  c->data = data;
  c->cap = cap;
  return true;
}

/* Read what is available on fd; returns false at EOF or on error. */
static bool capture_read(capture *c, int fd) {
  if (!capture_reserve(c, 65536)) return false;
  ssize_t n = read(fd, c->data + c->len, c->cap - c->len - 1);
  if (n < 0 && (errno == EINTR || errno == EAGAIN)) return true;
  if (n <= 0) return false;
  c->len += (size_t)n;
  c->data[c->len] = 0;
  return true;
}

static char *capture_finish(capture *c, size_t *len) {
  if (!c->data) {
    c->data = malloc(1);
    if (c->data) c->data[0] = 0;
  }
  *len = c->len;
  return c->data;
}

static double now_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* ---- running one child ------------------------------------------------- */

bool vl_tool_available(const char *program) {
  if (!program || !*program) return false;
  if (strchr(program, '/')) return access(program, X_OK) == 0;
  const char *path = getenv("PATH");
  if (!path) path = "/usr/local/bin:/usr/bin:/bin";
  char buf[4096];
  while (*path) {
    const char *colon = strchr(path, ':');
    size_t n = colon ? (size_t)(colon - path) : strlen(path);
    int len = snprintf(buf, sizeof buf, "%.*s/%s", (int)n, n ? path : ".", program);
    struct stat st;
    if (len > 0 && (size_t)len < sizeof buf && stat(buf, &st) == 0 && S_ISREG(st.st_mode) &&
        access(buf, X_OK) == 0)
      return true;
    if (!colon) break;
    path = colon + 1;
  }
  return false;
}

static void set_cloexec(int fd) { fcntl(fd, F_SETFD, fcntl(fd, F_GETFD) | FD_CLOEXEC); }

/* In the child: wire stdin/stdout/stderr and exec; report errno through
 * `report_fd` (close-on-exec, so a successful exec reports nothing). */
static void child_exec(const char *const *argv, int out_fd, int err_fd, int report_fd) {
  int null_fd = open("/dev/null", O_RDONLY);
  if (null_fd >= 0) dup2(null_fd, STDIN_FILENO);
  dup2(out_fd, STDOUT_FILENO);
  dup2(err_fd, STDERR_FILENO);
  execvp(argv[0], (char *const *)argv);
  int error = errno;
  ssize_t ignored = write(report_fd, &error, sizeof error);
  (void)ignored;
  _exit(127);
}

/* Pump both pipes until EOF or the deadline; returns false on timeout. */
static bool pump_output(int out_fd, int err_fd, capture *out, capture *err, double deadline) {
  struct pollfd fds[2] = {{out_fd, POLLIN, 0}, {err_fd, POLLIN, 0}};
  bool open_out = true, open_err = true;
  while (open_out || open_err) {
    int wait_ms = -1;
    if (deadline > 0) {
      double left = deadline - now_seconds();
      if (left <= 0) return false;
      wait_ms = left > 1e6 ? 1000000000 : (int)(left * 1000.0) + 1;
    }
    fds[0].fd = open_out ? out_fd : -1;
    fds[1].fd = open_err ? err_fd : -1;
    int n = poll(fds, 2, wait_ms);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return true;   /* nothing sensible to wait on; waitpid decides */
    if (open_out && (fds[0].revents & (POLLIN | POLLHUP | POLLERR))) open_out = capture_read(out, out_fd);
    if (open_err && (fds[1].revents & (POLLIN | POLLHUP | POLLERR))) open_err = capture_read(err, err_fd);
  }
  return true;
}

static void close_pair(int fds[2]) {
  if (fds[0] >= 0) close(fds[0]);
  if (fds[1] >= 0) close(fds[1]);
}

vl_status vl_tool_run(const char *const *argv, double timeout_s, vl_tool_result *result, vl_diags *diags) {
  memset(result, 0, sizeof *result);
  result->exit_code = -1;
  int out_pipe[2] = {-1, -1}, err_pipe[2] = {-1, -1}, report_pipe[2] = {-1, -1};
  if (pipe(out_pipe) || pipe(err_pipe) || pipe(report_pipe)) {
    vl_diag_add(diags, argv[0], 0, 0, VL_CAT_NONE, "cannot create pipes to run %s: %s", argv[0], strerror(errno));
    close_pair(out_pipe), close_pair(err_pipe), close_pair(report_pipe);
    return VL_TOOL_ERROR;
  }
  set_cloexec(out_pipe[0]), set_cloexec(err_pipe[0]), set_cloexec(report_pipe[0]), set_cloexec(report_pipe[1]);
  double start = now_seconds();
  pid_t pid = fork();
  if (pid < 0) {
    vl_diag_add(diags, argv[0], 0, 0, VL_CAT_NONE, "cannot start %s: %s", argv[0], strerror(errno));
    close_pair(out_pipe), close_pair(err_pipe), close_pair(report_pipe);
    return VL_TOOL_ERROR;
  }
  if (pid == 0) child_exec(argv, out_pipe[1], err_pipe[1], report_pipe[1]);
  close(out_pipe[1]), close(err_pipe[1]), close(report_pipe[1]);

  int exec_errno = 0;
  ssize_t got;
  do got = read(report_pipe[0], &exec_errno, sizeof exec_errno);
  while (got < 0 && errno == EINTR);
  close(report_pipe[0]);
  capture out = {0}, err = {0};
  bool finished = true;
  if (got != (ssize_t)sizeof exec_errno)
    finished = pump_output(out_pipe[0], err_pipe[0], &out, &err, timeout_s > 0 ? start + timeout_s : 0);
  if (!finished) kill(pid, SIGKILL);   /* our own child, by its id */
  close(out_pipe[0]), close(err_pipe[0]);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
  result->wall_seconds = now_seconds() - start;
  result->out = capture_finish(&out, &result->out_len);
  result->err = capture_finish(&err, &result->err_len);
  result->timed_out = !finished;
  if (WIFEXITED(status)) result->exit_code = WEXITSTATUS(status);
  if (WIFSIGNALED(status)) result->term_signal = WTERMSIG(status);

  if (got == (ssize_t)sizeof exec_errno) {
    if (exec_errno == ENOENT)
      vl_diag_add(diags, argv[0], 0, 0, VL_CAT_NONE,
                  "%s: not found%s (VeriLocc needs LLVM 19; scripts/setup.sh installs it)", argv[0],
                  strchr(argv[0], '/') ? "" : " in PATH");
    else
      vl_diag_add(diags, argv[0], 0, 0, VL_CAT_NONE, "cannot run %s: %s", argv[0], strerror(exec_errno));
    return VL_TOOL_ERROR;
  }
  return VL_OK;
}

void vl_tool_result_free(vl_tool_result *result) {
  free(result->out);
  free(result->err);
  result->out = result->err = NULL;
  result->out_len = result->err_len = 0;
}

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

/* llc <triple> <cpu> -O3 <pass range...> <extra> IN -o OUT */
static void llc_args(argv_builder *b, const vl_llc_options *o) {
  arg_add(b, o->llc ? o->llc : VL_DEFAULT_LLC);
  arg_addf(b, "-mtriple=", triple_of(o));
  arg_addf(b, "-mcpu=", o->cpu);
  arg_add(b, "-O3");
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
  vl_status status = vl_tool_run(b->args, timeout_of(o), result, diags);
  if (status != VL_OK) return status;
  if (result->timed_out) {
    vl_diag_add(diags, input, 0, 0, VL_CAT_NONE, "%s timed out after %.0f s", b->args[0], timeout_of(o));
    return VL_TOOL_ERROR;
  }
  if (result->exit_code != 0) {
    const char *tail = result->err;
    if (result->err_len > VL_STDERR_TAIL) tail = result->err + result->err_len - VL_STDERR_TAIL;
    if (result->term_signal)
      vl_diag_add(diags, input, 0, 0, VL_CAT_NONE, "%s was killed by signal %d:\n%s", b->args[0],
                  result->term_signal, tail);
    else
      vl_diag_add(diags, input, 0, 0, VL_CAT_NONE, "%s failed (exit status %d):\n%s", b->args[0],
                  result->exit_code, tail);
    return VL_TOOL_ERROR;
  }
  return VL_OK;
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
