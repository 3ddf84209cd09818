/* The HTML page around the report's charts: one self-contained file, its CSS inline
 * (every chart's colours are rules here), no script, no external reference, readable
 * offline. Sections and tables are plain HTML written by the page files.
 * Needs: a FILE. Produces: the page's head and foot, escaped text. */
#ifndef VL_HTML_H
#define VL_HTML_H
#include <stdio.h>

/* <!doctype html> ... <body><h1>TITLE</h1>; `subtitle` (may be NULL) under it. */
void vl_html_begin(FILE *out, const char *title, const char *subtitle);
void vl_html_end(FILE *out);
/* <style> with the page's rules, for a chart written as an SVG file of its own. */
void vl_html_svg_style(FILE *out);
/* Text escaped for HTML. */
void vl_html_text(FILE *out, const char *text);
/* <tr> with cells from a '|'-separated list, escaped; `header` makes them <th>. */
void vl_html_row(FILE *out, int header, const char *cells);

#endif
