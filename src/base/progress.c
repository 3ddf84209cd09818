/* Progress display (see progress.h). */
#include "progress.h"

#include "clock.h"

#include <string.h>
#include <time.h>
#include <unistd.h>

static double now_s(void) { return vl_now_ms() * 1e-3; }

static double elapsed_s(const vl_progress *p) { return now_s() - p->start_s; }

void vl_progress_start(vl_progress *p, FILE *out, const char *label, uint32_t total) {
  memset(p, 0, sizeof *p);
  p->out = out;
  p->tty = out && isatty(fileno(out));
  p->label = label;
  p->total = total;
  p->start_s = now_s();
}

static void format_time(double s, char *buf, size_t size) {
  long t = (long)(s + 0.5);
  snprintf(buf, size, "%ld:%02ld", t / 60, t % 60);
}

static void draw(vl_progress *p, const char *item) {
  if (!p->out) return;
  double elapsed = elapsed_s(p);
  char spent[32], left[32] = "?";
  format_time(elapsed, spent, sizeof spent);
  if (p->done) format_time(elapsed / p->done * (p->total - p->done), left, sizeof left);
  double percent = p->total ? 100.0 * p->done / p->total : 100.0;
  fprintf(p->out, "%s%s [%u/%u] %5.1f%%  failed %u  elapsed %s  left ~%s%s%s", p->tty ? "\r\033[K" : "", p->label,
          p->done, p->total, percent, p->failed, spent, left, item ? "  " : "", item ? item : "");
  if (p->tty) {
    p->line_open = true;
  } else {
    fputc('\n', p->out);
  }
  fflush(p->out);
  p->last_draw_s = now_s();
}

void vl_progress_step(vl_progress *p, bool ok, const char *item) {
  p->done++;
  p->failed += !ok;
  if (p->tty) {
    if (now_s() - p->last_draw_s >= 0.1 || p->done == p->total) draw(p, item);
    return;
  }
  uint32_t step = p->total ? p->done * 20 / p->total : 20;
  if (step > p->last_logged_step || now_s() - p->last_draw_s >= 30) {
    p->last_logged_step = step;
    draw(p, item);
  }
}

void vl_progress_note(vl_progress *p, const char *text) {
  if (!p->out) return;
  if (p->line_open) fputs("\r\033[K", p->out);
  fputs(text, p->out);
  if (!*text || text[strlen(text) - 1] != '\n') fputc('\n', p->out);
  p->line_open = false;
  if (p->tty) draw(p, NULL);
}

void vl_progress_finish(vl_progress *p) {
  if (!p->out) return;
  if (p->line_open) fputc('\n', p->out);
  p->line_open = false;
  fflush(p->out);
}

void vl_progress_note_first(vl_progress *p, const vl_diags *diags, const char *path) {
  if (!diags->list.len) return;
  char note[4800];
  const vl_diag *d = &diags->list.data[0];
  snprintf(note, sizeof note, "%s:%u:%u: %s", d->file ? d->file : path, d->line, d->col, d->message);
  vl_progress_note(p, note);
}
