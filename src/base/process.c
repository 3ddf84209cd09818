/* Child processes (see process.h). */
#include "process.h"

#include "clock.h"

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

/* How much of a failing tool's stderr goes into a diagnostic (the tail: llc's
 * last lines say what went wrong, the head is often a long MIR dump). */
#define VL_STDERR_TAIL 8192

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

static double now_seconds(void) { return vl_now_ms() * 1e-3; }

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
static void child_exec(const char *const *argv, const char *cwd, int out_fd, int err_fd, int report_fd) {
  int null_fd = open("/dev/null", O_RDONLY);
  if (null_fd >= 0) dup2(null_fd, STDIN_FILENO);
  dup2(out_fd, STDOUT_FILENO);
  dup2(err_fd, STDERR_FILENO);
  if (!cwd || chdir(cwd) == 0) execvp(argv[0], (char *const *)argv);
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

static vl_status run_in(const char *const *argv, const char *cwd, double timeout_s, vl_tool_result *result,
                        vl_diags *diags) {
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
  if (pid == 0) child_exec(argv, cwd, out_pipe[1], err_pipe[1], report_pipe[1]);
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
                  "%s: not found%s (scripts/setup.sh installs the tools VeriLocc runs)", argv[0],
                  strchr(argv[0], '/') ? "" : " in PATH");
    else if (cwd && exec_errno != ENOEXEC && exec_errno != EACCES)
      vl_diag_add(diags, argv[0], 0, 0, VL_CAT_NONE, "cannot run %s in %s: %s", argv[0], cwd, strerror(exec_errno));
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


vl_status vl_tool_run(const char *const *argv, double timeout_s, vl_tool_result *result, vl_diags *diags) {
  return run_in(argv, NULL, timeout_s, result, diags);
}

vl_status vl_tool_run_checked(const char *const *argv, const char *cwd, double timeout_s, const char *input,
                              vl_tool_result *result, vl_diags *diags) {
  vl_status status = run_in(argv, cwd, timeout_s, result, diags);
  if (status != VL_OK) return status;
  if (result->timed_out) {
    vl_diag_add(diags, input, 0, 0, VL_CAT_NONE, "%s timed out after %.0f s", argv[0], timeout_s);
    return VL_TOOL_ERROR;
  }
  if (result->exit_code != 0) {
    const char *tail = result->err;
    if (result->err_len > VL_STDERR_TAIL) tail = result->err + result->err_len - VL_STDERR_TAIL;
    if (result->term_signal)
      vl_diag_add(diags, input, 0, 0, VL_CAT_NONE, "%s was killed by signal %d:\n%s", argv[0], result->term_signal,
                  tail);
    else
      vl_diag_add(diags, input, 0, 0, VL_CAT_NONE, "%s failed (exit status %d):\n%s", argv[0], result->exit_code,
                  tail);
    return VL_TOOL_ERROR;
  }
  return VL_OK;
}
