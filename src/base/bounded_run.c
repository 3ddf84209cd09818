/* Work under a hard deadline in a child process (see bounded_run.h). */
#include "bounded_run.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "clock.h"

bool vl_bounded_start(vl_bounded_run *run, double deadline_ms, void *record, size_t record_size) {
  *run = (vl_bounded_run){.record = record, .record_size = record_size, .deadline_ms = deadline_ms, .fd = -1};
  if (deadline_ms <= 0 || !record_size) return true;
  int fds[2];
  run->pending = malloc(record_size);
  if (!run->pending || pipe(fds)) {
    free(run->pending);
    run->pending = NULL;
    return true;   /* no child: the work runs here, its limit only as good as its own checks */
  }
  /* Close-on-exec: a tool the parent starts meanwhile must not hold the pipe open. */
  fcntl(fds[0], F_SETFD, FD_CLOEXEC), fcntl(fds[1], F_SETFD, FD_CLOEXEC);
  /* What stdio holds goes out now: a child that flushes the buffers it inherited (a solver's
   * library may) would print it again. */
  fflush(NULL);
  pid_t pid = fork();
  if (pid < 0) {
    close(fds[0]), close(fds[1]);
    free(run->pending);
    run->pending = NULL;
    return true;
  }
  if (pid == 0) {
    close(fds[0]);
    run->fd = fds[1];
    run->in_child = true;
    return true;
  }
  close(fds[1]);
  run->fd = fds[0];
  run->pid = pid;
  return false;
}

void vl_bounded_report(vl_bounded_run *run, const void *record) {
  if (!run->in_child) {
    memcpy(run->record, record, run->record_size);
    run->have_record = true;
    return;
  }
  const char *p = record;
  for (size_t left = run->record_size; left;) {
    ssize_t n = write(run->fd, p, left);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;   /* the parent is gone or has stopped listening: nobody to tell */
    p += n;
    left -= (size_t)n;
  }
}

void vl_bounded_end_work(vl_bounded_run *run) {
  if (run->in_child) _exit(0);   /* no atexit handlers, no stdio flush: those belong to the parent */
}

bool vl_bounded_in_child(const vl_bounded_run *run) { return run->in_child; }

typedef enum input { INPUT_READ, INPUT_NONE_NOW, INPUT_END } input;

/* Reads what the pipe holds into the pending record, and keeps it once complete. */
static input take_input(vl_bounded_run *run, size_t *got) {
  ssize_t n = read(run->fd, run->pending + *got, run->record_size - *got);
  if (n < 0) return errno == EINTR || errno == EAGAIN ? INPUT_NONE_NOW : INPUT_END;
  if (n == 0) return INPUT_END;
  *got += (size_t)n;
  if (*got == run->record_size) {
    memcpy(run->record, run->pending, run->record_size);
    run->have_record = true;
    *got = 0;
  }
  return INPUT_READ;
}

bool vl_bounded_wait(vl_bounded_run *run) {
  if (!run->pid) return true;
  size_t got = 0;
  bool open = true;
  while (open) {
    double left = run->deadline_ms - vl_now_ms();
    if (left <= 0) break;
    struct pollfd p = {run->fd, POLLIN, 0};
    int n = poll(&p, 1, left > 1e9 ? 1000000000 : (int)ceil(left));
    if (n < 0 && errno != EINTR) break;
    if (n > 0) open = take_input(run, &got) != INPUT_END;
  }
  if (open) kill(run->pid, SIGKILL);
  int status = 0;
  while (waitpid(run->pid, &status, 0) < 0 && errno == EINTR) {}
  /* Records written before the kill are still in the pipe; its writer is gone, so this ends. */
  if (open) {
    fcntl(run->fd, F_SETFL, fcntl(run->fd, F_GETFL) | O_NONBLOCK);
    while (take_input(run, &got) == INPUT_READ) {}
  }
  close(run->fd);
  free(run->pending);
  run->pending = NULL;
  run->pid = 0;
  return !open && WIFEXITED(status) && WEXITSTATUS(status) == 0;
}
