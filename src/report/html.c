/* The report page's frame (see html.h). */
#include "html.h"

#include "svg.h"

/* Blue is ours, orange the vendor's (LLVM greedy, ptxas) on every chart. */
static const char css[] =
    "body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#222;background:#fff;max-width:1100px}"
    "h1{font-size:22px}h2{font-size:18px;border-bottom:1px solid #ccc;margin-top:32px}h3{font-size:15px}"
    "table{border-collapse:collapse;margin:8px 0;font-size:12px}"
    "td,th{border:1px solid #ccc;padding:2px 4px;text-align:right;white-space:nowrap}"
    "th{background:#f2f2f2}td:first-child,th:first-child{text-align:left}.note{color:#555;font-size:13px}"
    "svg{display:block;margin:6px 0;font:11px sans-serif}"
    ".axis{stroke:#444;stroke-width:1}.grid{stroke:#e6e6e6;stroke-width:1}.tick{fill:#444}.title{fill:#222;font-weight:bold}"
    ".ours{stroke:#1f6fb4;fill:#1f6fb4}.vendor{stroke:#e6750f;fill:#e6750f}polyline.line{fill:none;stroke-width:1.2}"
    "text{stroke:none}"
    ".budget{stroke:#c01818;stroke-width:1.5;stroke-dasharray:6 3;fill:#c01818}"
    ".occ{stroke:#888;stroke-width:1;stroke-dasharray:2 3}.occ-label{fill:#777;font-size:10px}"
    "line.used{stroke-width:1.5;stroke-dasharray:8 2}"
    ".loop1{fill:#eef3e2}.loop2{fill:#dde8c6}.loop3{fill:#c9dca6}"
    ".store{stroke:#7b2cbf;fill:#7b2cbf}.reload{stroke:#d62828;fill:#d62828}.lane{stroke:#2a9d8f;fill:#2a9d8f}"
    ".copy{stroke:#8a8a8a;fill:#8a8a8a}"
    ".work{fill:#9ecae1}.copies{fill:#8a8a8a}.spill{fill:#d62828}.remat{fill:#2a9d8f}.bank{fill:#7b2cbf}"
    ".dot{fill-opacity:.55;stroke:none}.diag{stroke:#999;stroke-dasharray:4 3}"
    ".dataflow{fill:#d62828}.constraint{fill:#e6750f}.syntax{fill:#7b2cbf}.other{fill:#8a8a8a}";

void vl_html_text(FILE *out, const char *text) { vl_svg_escape(out, text); }

void vl_html_svg_style(FILE *out) { fprintf(out, "<style>%s</style>\n", css); }

void vl_html_begin(FILE *out, const char *title, const char *subtitle) {
  fputs("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>", out);
  vl_html_text(out, title);
  fprintf(out, "</title>\n<style>%s</style>\n</head><body>\n<h1>", css);
  vl_html_text(out, title);
  fputs("</h1>\n", out);
  if (subtitle) {
    fputs("<p class=\"note\">", out);
    vl_html_text(out, subtitle);
    fputs("</p>\n", out);
  }
}

void vl_html_end(FILE *out) { fputs("</body></html>\n", out); }

void vl_html_row(FILE *out, int header, const char *cells) {
  const char *tag = header ? "th" : "td";
  fputs("<tr>", out);
  const char *c = cells;
  for (;;) {
    fprintf(out, "<%s>", tag);
    for (; *c && *c != '|'; c++) {
      char one[2] = {*c, 0};
      vl_html_text(out, one);
    }
    fprintf(out, "</%s>", tag);
    if (!*c++) break;
  }
  fputs("</tr>\n", out);
}
