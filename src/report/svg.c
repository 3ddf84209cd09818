/* The SVG writer (see svg.h). */
#include "svg.h"

#include <stdarg.h>

void vl_svg_escape(FILE *out, const char *text) {
  for (const char *c = text; *c; c++) {
    switch (*c) {
    case '<': fputs("&lt;", out); break;
    case '>': fputs("&gt;", out); break;
    case '&': fputs("&amp;", out); break;
    case '"': fputs("&quot;", out); break;
    default: fputc(*c, out);
    }
  }
}

static void escape_formatted(FILE *out, const char *fmt, va_list ap) {
  char buf[1024];
  vsnprintf(buf, sizeof buf, fmt, ap);
  vl_svg_escape(out, buf);
}

static void class_attr(FILE *out, const char *cls) {
  if (cls && *cls) fprintf(out, " class=\"%s\"", cls);
}

void vl_svg_begin(vl_svg *s, FILE *out, double width, double height, const char *cls, const char *label) {
  *s = (vl_svg){.out = out, .width = width, .height = height};
  fprintf(out, "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %.0f %.0f\" width=\"%.0f\" height=\"%.0f\"",
          width, height, width, height);
  class_attr(out, cls);
  fputs(" role=\"img\" aria-label=\"", out);
  vl_svg_escape(out, label);
  fputs("\">\n", out);
}

void vl_svg_end(vl_svg *s) { fputs("</svg>\n", s->out); }

void vl_svg_rect(vl_svg *s, double x, double y, double w, double h, const char *cls) {
  if (w < 0) x += w, w = -w;
  if (h < 0) y += h, h = -h;
  fprintf(s->out, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\"", x, y, w, h);
  class_attr(s->out, cls);
  fputs("/>\n", s->out);
}

void vl_svg_line(vl_svg *s, double x1, double y1, double x2, double y2, const char *cls) {
  fprintf(s->out, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\"", x1, y1, x2, y2);
  class_attr(s->out, cls);
  fputs("/>\n", s->out);
}

void vl_svg_circle(vl_svg *s, double cx, double cy, double r, const char *cls) {
  fprintf(s->out, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\"", cx, cy, r);
  class_attr(s->out, cls);
  fputs("/>\n", s->out);
}

void vl_svg_polyline_begin(vl_svg *s, const char *cls) {
  s->points = 0;
  fputs("<polyline", s->out);
  class_attr(s->out, cls);
  fputs(" points=\"", s->out);
}

void vl_svg_point(vl_svg *s, double x, double y) {
  fprintf(s->out, "%s%.1f,%.1f", s->points++ ? " " : "", x, y);
  if (s->points % 16 == 0) fputc('\n', s->out);   /* short lines for diff and grep */
}

void vl_svg_polyline_end(vl_svg *s) {
  fputs("\"/>\n", s->out);
}

/* The rest of an element whose content is formatted text: class, `between`, the text, `close`. */
static void text_content(FILE *out, const char *cls, const char *between, const char *close, const char *fmt,
                         va_list ap) {
  class_attr(out, cls);
  fputs(between, out);
  escape_formatted(out, fmt, ap);
  fputs(close, out);
}

void vl_svg_text(vl_svg *s, double x, double y, const char *anchor, const char *cls, const char *fmt, ...) {
  fprintf(s->out, "<text x=\"%.1f\" y=\"%.1f\"", x, y);
  if (anchor && *anchor && anchor[0] != 's') fprintf(s->out, " text-anchor=\"%s\"", anchor);
  va_list ap;
  va_start(ap, fmt);
  text_content(s->out, cls, ">", "</text>\n", fmt, ap);
  va_end(ap);
}

void vl_svg_group_begin(vl_svg *s, const char *cls, const char *fmt, ...) {
  fputs("<g", s->out);
  va_list ap;
  va_start(ap, fmt);
  text_content(s->out, cls, "><title>", "</title>\n", fmt, ap);
  va_end(ap);
}

void vl_svg_group_end(vl_svg *s) { fputs("</g>\n", s->out); }
