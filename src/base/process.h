/* Child processes: run a tool (fork/execvp, never a shell), capture its
 * stdout and stderr, enforce a time limit.
 *
 * Needs: POSIX fork/execvp/poll/waitpid; base/diag.h.
 * Produces: the tool's exit status and output, or a diagnostic saying why it
 * could not run. Why no system(): arguments are file names that may hold
 * anything, and a shell would also hide "command not found" from us. */
#ifndef VL_PROCESS_H
#define VL_PROCESS_H
#include <stdbool.h>
#include <stddef.h>

#include "diag.h"

/* One finished (or killed) child process. */
typedef struct vl_tool_result {
  int exit_code;        /* the child's exit status; -1 when a signal ended it */
  int term_signal;      /* the signal that ended it, 0 if none */
  bool timed_out;       /* we killed it at the time limit */
  char *out;            /* captured stdout, NUL-terminated (malloc'd) */
  size_t out_len;
  char *err;            /* captured stderr, NUL-terminated (malloc'd) */
  size_t err_len;
  double wall_seconds;
} vl_tool_result;

/* Run argv[0] (looked up in PATH) with stdin from /dev/null, capturing stdout
 * and stderr, killing it after timeout_s seconds (<= 0: no limit).
 * VL_OK when the program ran, whatever its exit status (see result);
 * VL_TOOL_ERROR when it could not be started (not installed, no resources),
 * with a diagnostic saying why. The result is always safe to free. */
vl_status vl_tool_run(const char *const *argv, double timeout_s, vl_tool_result *result, vl_diags *diags);
/* As vl_tool_run, in directory `cwd` (NULL: ours), and a run that failed, timed
 * out or died also gives VL_TOOL_ERROR, with a diagnostic about `input` that
 * carries the tail of the tool's stderr. */
vl_status vl_tool_run_checked(const char *const *argv, const char *cwd, double timeout_s, const char *input,
                              vl_tool_result *result, vl_diags *diags);
void vl_tool_result_free(vl_tool_result *result);
/* Is `program` an executable in PATH (or an executable path)? */
bool vl_tool_available(const char *program);

#endif
