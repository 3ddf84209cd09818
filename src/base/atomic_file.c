/* Whole-or-absent output files (see atomic_file.h): a temporary beside the
 * destination (the same file system, so rename replaces it in one step), and
 * a table of the temporaries in flight that a signal handler removes. */
#define _DEFAULT_SOURCE   /* realpath */
#include "atomic_file.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* The temporaries in flight, for the signal handler: file-scope because a handler
 * receives no context. A slot belongs to the process that filled it (owner): a forked
 * child's copy of its parent's slots is free to it, and never removed by it. */
#define VL_ATOMIC_SLOTS 32
static char pending[VL_ATOMIC_SLOTS][4200];
static volatile sig_atomic_t pending_owner[VL_ATOMIC_SLOTS];
static const int cleanup_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGXFSZ};

static void on_fatal_signal(int sig) {
  pid_t me = getpid();
  for (int i = 0; i < VL_ATOMIC_SLOTS; i++)
    if (pending_owner[i] == me) unlink(pending[i]);
  signal(sig, SIG_DFL);
  raise(sig);   /* delivered when the handler returns: the process ends as the signal meant */
}

/* Our handler where the signal still has its default action (a command's own handler,
 * e.g. collect's orderly stop, and an ignored SIGPIPE stay as they are). */
static void install_cleanup(void) {
  for (size_t i = 0; i < sizeof cleanup_signals / sizeof *cleanup_signals; i++) {
    struct sigaction old, ours = {.sa_handler = on_fatal_signal};
    sigemptyset(&ours.sa_mask);
    if (sigaction(cleanup_signals[i], NULL, &old) == 0 && old.sa_handler == SIG_DFL)
      sigaction(cleanup_signals[i], &ours, NULL);
  }
}

static int claim_slot(const char *temp) {
  pid_t me = getpid();
  for (int i = 0; i < VL_ATOMIC_SLOTS; i++) {
    if (pending_owner[i] == me) continue;
    pending_owner[i] = 0;
    snprintf(pending[i], sizeof pending[i], "%s", temp);
    install_cleanup();
    pending_owner[i] = me;   /* last: the handler never reads a half-written name */
    return i;
  }
  return -1;   /* still safe: only the removal on a signal is lost */
}

static void release_slot(vl_atomic_file *a) {
  if (a->slot >= 0) pending_owner[a->slot] = 0;
  a->slot = -1;
}

bool vl_atomic_begin(vl_atomic_file *a, const char *path) {
  memset(a, 0, sizeof *a);
  a->slot = a->mode = -1;
  if (snprintf(a->path, sizeof a->path, "%s", path) >= (int)sizeof a->path) return errno = ENAMETOOLONG, false;
  /* /dev/stdout and friends are links to an open file (/proc/self/fd/1): replacing what they
   * point at would write where nobody reads. */
  if (!strcmp(path, "-") || !strncmp(path, "/dev/", 5) || !strncmp(path, "/proc/", 6)) return true;
  struct stat st;
  if (lstat(path, &st) == 0 && S_ISLNK(st.st_mode)) {   /* replace what the link points at, not the link */
    char target[PATH_MAX];
    if (realpath(path, target) && stat(target, &st) == 0) snprintf(a->path, sizeof a->path, "%s", target);
  }
  if (stat(a->path, &st) == 0) {
    if (!S_ISREG(st.st_mode)) return true;   /* a device or a FIFO: written in place */
    a->mode = (int)(st.st_mode & 07777);
  }
  const char *slash = strrchr(a->path, '/');
  int dir_len = slash ? (int)(slash - a->path + 1) : 0;
  if (snprintf(a->temp, sizeof a->temp, "%.*s.%s.tmp.%ld", dir_len, a->path, a->path + dir_len, (long)getpid()) >=
      (int)sizeof a->temp)
    return a->temp[0] = 0, errno = ENAMETOOLONG, false;
  a->slot = claim_slot(a->temp);
  return true;
}

const char *vl_atomic_name(const vl_atomic_file *a) { return a->temp[0] ? a->temp : a->path; }

FILE *vl_atomic_open(vl_atomic_file *a, const char *path, const char *mode) {
  if (!vl_atomic_begin(a, path)) return NULL;
  if (!strcmp(a->path, "-")) return a->file = stdout;
  if (!a->temp[0]) return a->file = fopen(a->path, mode);
  int fd = open(a->temp, O_WRONLY | O_CREAT | O_TRUNC, 0666);   /* a stale one of a dead process with our pid is ours */
  if (fd >= 0 && a->mode >= 0 && fchmod(fd, (mode_t)a->mode)) { /* keep going: the bytes matter more than the mode */ }
  if (fd >= 0 && !(a->file = fdopen(fd, mode))) close(fd);
  if (!a->file) {
    int e = errno;
    unlink(a->temp);
    release_slot(a);
    errno = e;
  }
  return a->file;
}

bool vl_atomic_finish(vl_atomic_file *a, bool ok) {
  int e = errno;
  if (a->file) ok = !ferror(a->file) && ok;   /* a write that failed earlier, unchecked */
  if (a->file == stdout) ok = fflush(stdout) == 0 && ok;
  else if (a->file) ok = fclose(a->file) == 0 && ok;
  a->file = NULL;
  if (ok && !a->temp[0]) return true;
  if (ok && a->mode >= 0) chmod(a->temp, (mode_t)a->mode);   /* a tool's output: it chose the mode */
  if (ok && rename(a->temp, a->path) == 0) {
    release_slot(a);
    return true;
  }
  if (ok) e = errno;
  if (a->temp[0]) unlink(a->temp);
  release_slot(a);
  errno = e;
  return false;
}

bool vl_atomic_write(const char *path, const void *data, size_t len) {
  vl_atomic_file a;
  FILE *f = vl_atomic_open(&a, path, "wb");
  return f && vl_atomic_finish(&a, fwrite(data, 1, len, f) == len);
}
