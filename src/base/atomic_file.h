/* Output files that are whole or absent: every file VeriLocc writes goes to a
 * temporary name beside its destination, ".NAME.tmp.PID", and is renamed over
 * the destination only when all of it was written, so an interrupted or failed
 * run never leaves a truncated file where a good one was (the old file stays).
 * SIGINT, SIGTERM, SIGHUP, SIGPIPE and SIGXFSZ (a file size limit) remove the
 * temporaries of the process they end; SIGKILL cannot, and a leftover
 * ".NAME.tmp.PID" is garbage to delete.
 * "-" (standard output), an existing device or FIFO, and anything under /dev
 * or /proc (/dev/stdout) are written in place: there is nothing to rename over.
 *
 * Needs: POSIX open/rename/sigaction. Produces: the open temporary, its name
 * (for a tool that writes the file itself: llc-19 -o, ld.lld-19 -o), and the
 * rename. No fsync: a crash of the process is covered, a power cut is not. */
#ifndef VL_ATOMIC_FILE_H
#define VL_ATOMIC_FILE_H
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

typedef struct vl_atomic_file {
  FILE *file;          /* vl_atomic_open's stream: the temporary, stdout or the device */
  char path[4096];     /* the destination (a symbolic link's target: the link stays) */
  char temp[4200];     /* the temporary; "" when the destination is written in place */
  int slot;            /* its entry in the signal-cleanup table; -1 when none was free */
  int mode;            /* the destination's permission bits to keep; -1: a new file's */
} vl_atomic_file;

/* Names the temporary for `path` and registers it for removal on a signal, without
 * creating it: a tool is then told to write vl_atomic_name(a). false with errno set. */
bool vl_atomic_begin(vl_atomic_file *a, const char *path);
/* vl_atomic_begin, then opens the temporary (mode "w" or "wb") as a->file. NULL with errno set. */
FILE *vl_atomic_open(vl_atomic_file *a, const char *path, const char *mode);
/* The name to write: the temporary, or the destination when written in place. */
const char *vl_atomic_name(const vl_atomic_file *a);
/* Ends the write: closes a->file (stdout is flushed, not closed); when `ok` and every
 * byte reached the file, renames the temporary over the destination (true). Otherwise
 * the temporary is removed, the destination is left as it was, and false comes back
 * with errno saying why (unchanged when `ok` was false). */
bool vl_atomic_finish(vl_atomic_file *a, bool ok);

/* The whole of `data` to `path` ("-": standard output) through a temporary. false with errno set. */
bool vl_atomic_write(const char *path, const void *data, size_t len);

#endif
