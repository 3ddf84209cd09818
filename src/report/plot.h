/* Chart frames on top of the SVG writer: a plot area with linear scales from data to
 * pixels, axes with round ticks, and a legend line. Every chart of the report
 * (pressure, bars, scatter, histograms, curves) draws inside one.
 * Needs: svg.h. Produces: the frame's SVG and the data-to-pixel mapping. */
#ifndef VL_PLOT_H
#define VL_PLOT_H
#include "svg.h"

typedef struct vl_plot {
  vl_svg *svg;
  double left, top, width, height;   /* the plot area in pixels */
  double x0, x1, y0, y1;             /* the data range shown */
} vl_plot;

/* A plot area inside the SVG, with margins for the axes' labels. */
vl_plot vl_plot_area(vl_svg *svg, double left, double top, double width, double height, double x0, double x1,
                     double y0, double y1);
double vl_plot_x(const vl_plot *p, double x);
double vl_plot_y(const vl_plot *p, double y);
/* Axes with about `ticks` round ticks each (0: no ticks on that axis) and their titles. */
void vl_plot_axes(const vl_plot *p, int x_ticks, int y_ticks, const char *x_title, const char *y_title);
/* A round step for a range split into about n parts (1, 2 or 5 times a power of ten). */
double vl_plot_step(double range, int n);
/* One legend entry: a swatch of class `cls` and its label, at the SVG's (x, y). */
void vl_plot_legend(vl_svg *svg, double x, double y, const char *cls, const char *label);

#endif
