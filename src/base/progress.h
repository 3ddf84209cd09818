/* A progress display for long work: on a terminal one line redrawn in place
 * (at most ten times a second); in a log, a line every 5% or 30 seconds.
 * Messages printed through vl_progress_note keep the line intact.
 *
 * Needs: stdio. Produces: text on the given stream, nothing else. */
#ifndef VL_PROGRESS_H
#define VL_PROGRESS_H
#include "diag.h"
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

typedef struct vl_progress {
  FILE *out;
  bool tty;
  const char *label;
  uint32_t total, done, failed;
  double start_s, last_draw_s;
  uint32_t last_logged_step;   /* in 5% steps */
  bool line_open;              /* a redrawn line is on screen */
} vl_progress;

/* `out` NULL: nothing is printed (the other ranks of an MPI run). */
void vl_progress_start(vl_progress *p, FILE *out, const char *label, uint32_t total);
/* One more item finished (`ok` false: failed); `item` names it. */
void vl_progress_step(vl_progress *p, bool ok, const char *item);
/* A message on its own line(s), above the progress line. */
void vl_progress_note(vl_progress *p, const char *text);
/* The first diagnostic of `diags` as a note, "file:line:col: message" (`path` when it has no file). */
void vl_progress_note_first(vl_progress *p, const vl_diags *diags, const char *path);
/* Final line: counts and elapsed time. */
void vl_progress_finish(vl_progress *p);

#endif
