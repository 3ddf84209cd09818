/* Chart frames (see plot.h). */
#include "plot.h"

#include <math.h>

vl_plot vl_plot_area(vl_svg *svg, double left, double top, double width, double height, double x0, double x1,
                     double y0, double y1) {
  if (!(x1 > x0)) x1 = x0 + 1;   /* a degenerate range still maps somewhere */
  if (!(y1 > y0)) y1 = y0 + 1;
  return (vl_plot){svg, left, top, width, height, x0, x1, y0, y1};
}

double vl_plot_x(const vl_plot *p, double x) { return p->left + (x - p->x0) / (p->x1 - p->x0) * p->width; }

double vl_plot_y(const vl_plot *p, double y) { return p->top + p->height - (y - p->y0) / (p->y1 - p->y0) * p->height; }

double vl_plot_step(double range, int n) {
  if (!(range > 0) || n < 1) return 1;
  double raw = range / n, power = pow(10, floor(log10(raw))), f = raw / power;
  return (f < 1.5 ? 1 : f < 3.5 ? 2 : f < 7.5 ? 5 : 10) * power;
}

/* A tick label without trailing zeros: 0.5, 12, 1.5e+06. */
static void tick_label(char *buf, size_t n, double v, double step) {
  if (fabs(v) < step * 1e-6) v = 0;
  snprintf(buf, n, "%.*f", step >= 1 || step <= 0 ? 0 : (int)ceil(-log10(step)), v);
  if (fabs(v) >= 1e6) snprintf(buf, n, "%.3g", v);
}

void vl_plot_axes(const vl_plot *p, int x_ticks, int y_ticks, const char *x_title, const char *y_title) {
  vl_svg *s = p->svg;
  double bottom = p->top + p->height, right = p->left + p->width;
  vl_svg_line(s, p->left, bottom, right, bottom, "axis");
  vl_svg_line(s, p->left, p->top, p->left, bottom, "axis");
  char label[32];
  if (x_ticks > 0) {
    double step = vl_plot_step(p->x1 - p->x0, x_ticks);
    for (double v = ceil(p->x0 / step) * step; v <= p->x1 + step * 1e-9; v += step) {
      double x = vl_plot_x(p, v);
      vl_svg_line(s, x, bottom, x, bottom + 4, "axis");
      tick_label(label, sizeof label, v, step);
      vl_svg_text(s, x, bottom + 15, "middle", "tick", "%s", label);
    }
  }
  if (y_ticks > 0) {
    double step = vl_plot_step(p->y1 - p->y0, y_ticks);
    for (double v = ceil(p->y0 / step) * step; v <= p->y1 + step * 1e-9; v += step) {
      double y = vl_plot_y(p, v);
      vl_svg_line(s, p->left - 4, y, p->left, y, "axis");
      vl_svg_line(s, p->left, y, right, y, "grid");
      tick_label(label, sizeof label, v, step);
      vl_svg_text(s, p->left - 6, y + 4, "end", "tick", "%s", label);
    }
  }
  if (x_title && *x_title) vl_svg_text(s, p->left + p->width / 2, bottom + 30, "middle", "title", "%s", x_title);
  if (y_title && *y_title) vl_svg_text(s, p->left, p->top - 8, "start", "title", "%s", y_title);
}

void vl_plot_legend(vl_svg *svg, double x, double y, const char *cls, const char *label) {
  vl_svg_rect(svg, x, y - 9, 14, 10, cls);
  vl_svg_text(svg, x + 18, y, "start", "tick", "%s", label);
}
