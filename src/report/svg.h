/* A small SVG writer: the drawing primitives every page of the HTML report uses,
 * written straight to a stream as inline <svg> (no scripts, no raster, no external
 * references). Coordinates are pixels, printed with one decimal so that pages stay
 * small; classes name CSS rules of the page (html.c), so colours live in one place.
 * Needs: a FILE. Produces: SVG text. */
#ifndef VL_SVG_H
#define VL_SVG_H
#include <stdio.h>

typedef struct vl_svg {
  FILE *out;
  double width, height;
  unsigned points;   /* in the open polyline */
} vl_svg;

/* <svg class=CLASS viewBox=...> with an accessible label. */
void vl_svg_begin(vl_svg *s, FILE *out, double width, double height, const char *cls, const char *label);
void vl_svg_end(vl_svg *s);
void vl_svg_rect(vl_svg *s, double x, double y, double w, double h, const char *cls);
void vl_svg_line(vl_svg *s, double x1, double y1, double x2, double y2, const char *cls);
void vl_svg_circle(vl_svg *s, double cx, double cy, double r, const char *cls);
/* A polyline built point by point; an empty one writes nothing. */
void vl_svg_polyline_begin(vl_svg *s, const char *cls);
void vl_svg_point(vl_svg *s, double x, double y);
void vl_svg_polyline_end(vl_svg *s);
/* Text (escaped); anchor "start", "middle" or "end". */
void vl_svg_text(vl_svg *s, double x, double y, const char *anchor, const char *cls, const char *fmt, ...)
    __attribute__((format(printf, 6, 7)));
/* A group whose hover tooltip is the text (browsers show <title>). */
void vl_svg_group_begin(vl_svg *s, const char *cls, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void vl_svg_group_end(vl_svg *s);
/* Text escaped for XML and HTML alike. */
void vl_svg_escape(FILE *out, const char *text);

#endif
