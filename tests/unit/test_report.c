/* Unit tests of the HTML report's drawing layer (src/report): the SVG writer's
 * escaping and numbers, plot scales and round steps, and the charts' output for
 * data that would break a naive writer (a single value, NANs, markup in labels).
 * Whole pages are checked by the golden tests and in Chromium (make report-test). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report/charts.h"
#include "report/plot.h"
#include "report/svg.h"

/* What `draw` writes, as a string (free it). */
typedef struct capture {
  char *text;
  size_t len;
  FILE *out;
} capture;

static void capture_begin(capture *c) { c->out = open_memstream(&c->text, &c->len); }
static void capture_end(capture *c) { fclose(c->out); }

static size_t count(const char *text, const char *needle) {
  size_t n = 0;
  for (const char *p = strstr(text, needle); p; p = strstr(p + 1, needle)) n++;
  return n;
}

static void test_escape(void **state) {
  capture c;
  capture_begin(&c);
  vl_svg svg;
  vl_svg_begin(&svg, c.out, 100, 50, "x", "a \"quoted\" <label> & more");
  vl_svg_text(&svg, 1, 2, "middle", "tick", "%s", "<script>alert(1)</script>");
  vl_svg_group_begin(&svg, NULL, "tip & <b>");
  vl_svg_group_end(&svg);
  vl_svg_end(&svg);
  capture_end(&c);
  assert_null(strstr(c.text, "<script"));
  assert_non_null(strstr(c.text, "&lt;script&gt;alert(1)&lt;/script&gt;"));
  assert_non_null(strstr(c.text, "aria-label=\"a &quot;quoted&quot; &lt;label&gt; &amp; more\""));
  assert_non_null(strstr(c.text, "<title>tip &amp; &lt;b&gt;</title>"));
  assert_non_null(strstr(c.text, "text-anchor=\"middle\""));
  free(c.text);
}

static void test_shapes(void **state) {
  capture c;
  capture_begin(&c);
  vl_svg svg;
  vl_svg_begin(&svg, c.out, 100, 50, NULL, "shapes");
  vl_svg_rect(&svg, 10, 10, -4, -6, "r");   /* negative sizes are flipped, never written */
  vl_svg_polyline_begin(&svg, "line ours");
  vl_svg_point(&svg, 1, 2);
  vl_svg_point(&svg, 3.25, 4.75);
  vl_svg_polyline_end(&svg);
  vl_svg_end(&svg);
  capture_end(&c);
  assert_non_null(strstr(c.text, "<rect x=\"6.0\" y=\"4.0\" width=\"4.0\" height=\"6.0\" class=\"r\"/>"));
  assert_non_null(strstr(c.text, "<polyline class=\"line ours\" points=\"1.0,2.0 3.2,4.8\"/>"));
  assert_int_equal(count(c.text, "<svg "), 1);
  assert_int_equal(count(c.text, "</svg>"), 1);
  free(c.text);
}

static void test_plot_scale(void **state) {
  vl_svg svg = {0};
  vl_plot p = vl_plot_area(&svg, 10, 20, 100, 50, 0, 10, 0, 5);
  assert_true(fabs(vl_plot_x(&p, 0) - 10) < 1e-9);
  assert_true(fabs(vl_plot_x(&p, 10) - 110) < 1e-9);
  assert_true(fabs(vl_plot_y(&p, 0) - 70) < 1e-9);   /* y grows upwards */
  assert_true(fabs(vl_plot_y(&p, 5) - 20) < 1e-9);
  vl_plot flat = vl_plot_area(&svg, 0, 0, 100, 100, 3, 3, 7, 7);   /* an empty range still maps */
  assert_true(isfinite(vl_plot_x(&flat, 3)) && isfinite(vl_plot_y(&flat, 7)));
  assert_true(fabs(vl_plot_step(100, 5) - 20) < 1e-9);
  assert_true(fabs(vl_plot_step(1, 4) - 0.2) < 1e-9);
  assert_true(fabs(vl_plot_step(7, 5) - 1) < 1e-9);
  assert_true(fabs(vl_plot_step(300, 5) - 50) < 1e-9);
  assert_true(fabs(vl_plot_step(0, 5) - 1) < 1e-9);
}

static void test_charts_odd_data(void **state) {
  capture c;
  capture_begin(&c);
  const char *groups[] = {"a<b", "c"};
  double ours[] = {3, NAN}, theirs[] = {4, 5};
  vl_series series[] = {{"ours", "ours", ours}, {"theirs", "vendor", theirs}};
  vl_chart_bars(c.out, "bars", "n", groups, 2, series, 2, NAN);
  double x[] = {1, 2, -1, 0}, y[] = {1, 3, 5, 0};
  vl_chart_scatter(c.out, "scatter", "x", "y", x, y, NULL, NULL, 4, true);   /* log: non-positive left out */
  double one[] = {7};
  vl_chart_histogram(c.out, "one value", "v", one, 1, false, "ours", NAN);
  vl_chart_histogram(c.out, "none", "v", one, 0, true, "ours", 1.0);
  capture_end(&c);
  assert_int_equal(count(c.text, "<svg "), 4);
  assert_int_equal(count(c.text, "</svg>"), 4);
  assert_null(strstr(c.text, "nan"));
  assert_null(strstr(c.text, "inf"));
  assert_non_null(strstr(c.text, "a&lt;b"));
  assert_int_equal(count(c.text, "class=\"dot ours\""), 2);   /* (1, 1) and (2, 3) */
  assert_int_equal(count(c.text, "class=\"vendor\""), 2 + 1);   /* two bars and the legend's swatch */
  assert_non_null(strstr(c.text, "1 values, median 7"));
  free(c.text);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_escape),
      cmocka_unit_test(test_shapes),
      cmocka_unit_test(test_plot_scale),
      cmocka_unit_test(test_charts_odd_data),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
