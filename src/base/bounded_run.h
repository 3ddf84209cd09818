/* Work under a hard deadline: the work runs in a forked child process and
 * reports what it has so far as fixed-size records through a pipe; at the
 * deadline the child is killed and the last complete record stands. Why a
 * process: Z3 honours its "timeout" only where it polls for cancellation, and
 * on large encodings it ran seconds past it (Z3_interrupt raises the same
 * flag); a killed child takes nothing with it, and frees nothing either.
 * Without a deadline, or when no child can be started, the work runs in this
 * process and each record is copied as it comes.
 *
 *   vl_bounded_run run;
 *   if (vl_bounded_start(&run, deadline_ms, &record, sizeof record)) {
 *     ... work, vl_bounded_report(&run, &so_far) ...
 *     vl_bounded_end_work(&run);      (the child ends here)
 *   }
 *   ... what the caller does meanwhile (free its own copies) ...
 *   bool finished = vl_bounded_wait(&run);
 *
 * The child must print nothing through stdio (it shares the parent's buffers)
 * and must not block on other processes.
 * Needs: POSIX fork/pipe/poll/waitpid. Produces: the last record, and whether the work ended. */
#ifndef VL_BOUNDED_RUN_H
#define VL_BOUNDED_RUN_H
#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

typedef struct vl_bounded_run {
  void *record;          /* the caller's: the last complete record */
  size_t record_size;
  bool have_record;      /* a record arrived */
  bool in_child;         /* this process is the child */
  double deadline_ms;    /* vl_now_ms() time */
  pid_t pid;             /* the parent's child; 0 when the work runs here */
  int fd;                /* the pipe: its read end in the parent, its write end in the child */
  char *pending;         /* the parent's partial record */
} vl_bounded_run;

/* True where the work is to run: in the child, or here (deadline_ms <= 0, or fork failed). */
bool vl_bounded_start(vl_bounded_run *run, double deadline_ms, void *record, size_t record_size);
/* The work's answer so far, record_size bytes; a later record replaces it. */
void vl_bounded_report(vl_bounded_run *run, const void *record);
/* The end of the work: the child exits at once (no cleanup; its memory goes with it). */
void vl_bounded_end_work(vl_bounded_run *run);
/* In the work: whether it runs in a child, where freeing memory only costs time. */
bool vl_bounded_in_child(const vl_bounded_run *run);
/* The parent waits for the child's end or the deadline (then kills it), keeping the last
 * complete record. True when the work ended by itself (always when it ran here). */
bool vl_bounded_wait(vl_bounded_run *run);

#endif
