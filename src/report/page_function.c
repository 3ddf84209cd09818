/* One function's section of the report (see page_function.h). */
#include "page_function.h"

#include <string.h>

#include "html.h"
#include "plot.h"

enum { WIDTH = 1000, PLOT_LEFT = 50, PLOT_WIDTH = 860, PANEL = 150, STRIP = 4 * 5 };

/* A view drawn by pixel column: the highest pressure in the column, the deepest loop, the marks. */
typedef struct column {
  uint16_t pressure;
  uint8_t depth, marks;   /* marks: bit per vl_mark */
} column;

static uint32_t columns_of(const vl_alloc_view *v, vl_regfile file, column *cols, uint32_t max_cols) {
  uint32_t n = v->num_instrs, per = (n + max_cols - 1) / max_cols;
  if (per < 1) per = 1;
  uint32_t count = (n + per - 1) / per;
  for (uint32_t c = 0; c < count; c++) {
    column col = {0};
    for (uint32_t k = c * per; k < n && k < (c + 1) * per; k++) {
      if (v->pressure[k][file] > col.pressure) col.pressure = v->pressure[k][file];
      if (v->loop_depth[k] > col.depth) col.depth = v->loop_depth[k];
      if (v->mark[k]) col.marks |= (uint8_t)(1u << v->mark[k]);
    }
    cols[c] = col;
  }
  return count;
}

/* Occupancy at `count` registers of `file`, the other files as the view uses them. */
static uint32_t occupancy_at(const vl_target *t, const vl_launch *launch, const vl_alloc_view *v, vl_regfile file,
                             uint32_t count) {
  uint32_t used[VL_NUM_FILES];
  memcpy(used, v->used, sizeof used);
  used[file] = count;
  vl_resource_usage usage = vl_resource_usage_of(t, used);
  return vl_occupancy_limit_compute(t, &usage, launch).waves;
}

/* A dashed line at the last count of each occupancy step, labelled with the occupancy it keeps. */
static void occupancy_steps(const vl_plot *p, const vl_target *t, const vl_launch *launch, const vl_alloc_view *v,
                            vl_regfile file) {
  uint32_t top = (uint32_t)p->y1;
  uint32_t before = occupancy_at(t, launch, v, file, 1);
  for (uint32_t n = 1; n < top; n++) {
    uint32_t next = occupancy_at(t, launch, v, file, n + 1);
    if (next != before) {
      double y = vl_plot_y(p, n);
      vl_svg_line(p->svg, p->left, y, p->left + p->width, y, "occ");
      vl_svg_text(p->svg, p->left + p->width + 4, y + 3, "start", "occ-label", "%u: %u", n, before);
    }
    before = next;
  }
}

static const char *const mark_class[VL_NUM_MARKS] = {"", "store", "reload", "lane", "copy"};
static const char *const mark_name[VL_NUM_MARKS] = {"", "spill stores", "reloads", "SGPR lane writes/reads",
                                                     "copies left"};

/* One panel: loops shaded, occupancy steps, budget, the pressure, the registers used, marks below. */
/* `side`: "ours" or "vendor", the CSS class of its colour. */
static void panel(vl_svg *s, double top, const vl_alloc_view *v, const vl_function_page *page, vl_regfile file,
                  double y_max, const char *side) {
  column cols[PLOT_WIDTH];
  uint32_t count = columns_of(v, file, cols, PLOT_WIDTH);
  vl_plot p = vl_plot_area(s, PLOT_LEFT, top, PLOT_WIDTH, PANEL, 0, count, 0, y_max);
  const vl_target *t = page->fn->module->target;
  for (uint32_t c = 0; c < count;) {   /* loops: runs of columns at one depth */
    uint32_t e = c + 1;
    while (e < count && cols[e].depth == cols[c].depth) e++;
    if (cols[c].depth) {
      static const char *const shade[] = {"loop1", "loop2", "loop3"};
      vl_svg_rect(s, vl_plot_x(&p, c), p.top, vl_plot_x(&p, e) - vl_plot_x(&p, c), p.height,
                  shade[cols[c].depth > 3 ? 2 : cols[c].depth - 1]);
    }
    c = e;
  }
  vl_launch launch = vl_launch_of(page->fn);
  char x_title[96];
  snprintf(x_title, sizeof x_title, "%s: instructions (%u)", v->who, v->num_instrs);
  vl_plot_axes(&p, 0, 5, NULL, NULL);
  vl_svg_text(s, p.left + 4, p.top + 12, "start", "title", "%s", x_title);
  occupancy_steps(&p, t, &launch, v, file);
  if (page->budget[file] && page->budget[file] <= y_max) {
    double y = vl_plot_y(&p, page->budget[file]);
    vl_svg_line(s, p.left, y, p.left + p.width, y, "budget");
    vl_svg_text(s, p.left + p.width - 4, y - 3, "end", "budget", "budget %u", page->budget[file]);
  } else if (page->budget[file]) {
    vl_svg_text(s, p.left + p.width - 4, p.top + 12, "end", "budget", "budget %u (above)", page->budget[file]);
  }
  char cls[32];
  snprintf(cls, sizeof cls, "line %s", side);
  vl_svg_polyline_begin(s, cls);
  for (uint32_t c = 0; c < count;) {   /* a step per run of equal columns */
    uint32_t e = c + 1;
    while (e < count && cols[e].pressure == cols[c].pressure) e++;
    double y = vl_plot_y(&p, cols[c].pressure);
    vl_svg_point(s, vl_plot_x(&p, c), y);
    vl_svg_point(s, vl_plot_x(&p, e), y);
    c = e;
  }
  vl_svg_polyline_end(s);
  snprintf(cls, sizeof cls, "used %s", side);
  double y_used = vl_plot_y(&p, v->used[file]);
  vl_svg_line(s, p.left, y_used, p.left + p.width, y_used, cls);
  vl_svg_text(s, p.left + p.width / 2, y_used - 3, "middle", side, "%u used (peak pressure %u)",
              v->used[file], v->peak[file]);
  /* The marks: one row per kind under the plot, a tick per column that holds one. */
  double strip = p.top + p.height + 3;
  for (int m = VL_MARK_STORE; m < VL_NUM_MARKS; m++) {
    if (!v->marks[m]) continue;
    double y = strip + (m - 1) * 5;
    for (uint32_t c = 0; c < count;) {   /* runs of columns that hold one, as one rectangle */
      if (!(cols[c].marks & (1u << m))) {
        c++;
        continue;
      }
      uint32_t e = c + 1;
      while (e < count && (cols[e].marks & (1u << m))) e++;
      double w = vl_plot_x(&p, e) - vl_plot_x(&p, c);
      vl_svg_rect(s, vl_plot_x(&p, c), y, w < 1 ? 1 : w, 4, mark_class[m]);
      c = e;
    }
  }
}

static void pressure_chart(FILE *out, const vl_function_page *page, vl_regfile file) {
  const vl_target *t = page->fn->module->target;
  const vl_alloc_view *views[2] = {&page->ours, page->have_vendor ? &page->vendor : NULL};
  double top = 0;
  for (int i = 0; i < 2; i++) {
    if (!views[i]) continue;
    if (views[i]->peak[file] > top) top = views[i]->peak[file];
    if (views[i]->used[file] > top) top = views[i]->used[file];
  }
  /* The budget is drawn when it is near; far above, it would flatten the curves (then it is named). */
  double y_max = top * 1.3 > top + 8 ? top * 1.3 : top + 8;
  if (page->budget[file] <= y_max * 1.5 && page->budget[file] * 1.05 > y_max) y_max = page->budget[file] * 1.05;
  const char *name = vl_target_file_name(t, file);
  fprintf(out, "<h3>%s pressure</h3>\n", name);
  int panels = page->have_vendor ? 2 : 1;
  double height = 20 + panels * (PANEL + STRIP + 14) + 20;
  char label[160];
  snprintf(label, sizeof label, "%s pressure of %s along the instructions", name, page->fn->name);
  vl_svg s;
  vl_svg_begin(&s, out, WIDTH, height, "pressure", label);
  for (int i = 0; i < panels; i++)
    panel(&s, 20 + i * (PANEL + STRIP + 14), views[i], page, file, y_max, i ? "vendor" : "ours");
  /* Legend of what the marks and lines mean. */
  double x = PLOT_LEFT, y = height - 6;
  for (int m = VL_MARK_STORE; m < VL_NUM_MARKS; m++) {
    char text[64];
    snprintf(text, sizeof text, "%s %u/%u", mark_name[m], page->ours.marks[m], page->have_vendor ? page->vendor.marks[m] : 0);
    vl_plot_legend(&s, x, y, mark_class[m], text);
    x += 195;
  }
  vl_plot_legend(&s, x, y, "loop1", "loop");
  /* What the dotted lines say: the most registers that keep an occupancy, and that occupancy. */
  vl_svg_text(&s, PLOT_LEFT + PLOT_WIDTH + 4, 12, "start", "occ-label", "regs: %s", page->ours.cost.occupancy.unit);
  vl_svg_end(&s);
}

/* The cost model's breakdown, ours above the vendor's, on one scale. */
static void cost_chart(FILE *out, const vl_function_page *page) {
  const vl_cost *costs[2] = {&page->ours.cost, page->have_vendor ? &page->vendor.cost : NULL};
  const char *who[2] = {page->ours.who, page->vendor.who};
  int rows = page->have_vendor ? 2 : 1;
  double most = 0;
  for (int i = 0; i < rows; i++)
    if (costs[i]->cycles > most) most = costs[i]->cycles;
  fputs("<h3>Cost model (docs/cost.md): weighted cycles by kind</h3>\n", out);
  vl_svg s;
  vl_svg_begin(&s, out, WIDTH, 40 + rows * 28 + 34, "cost", "cost model breakdown");
  vl_plot p = vl_plot_area(&s, 110, 10, 640, rows * 28, 0, most, 0, rows);
  static const char *const kinds[] = {"work", "copies", "spill", "remat", "bank"};
  for (int i = 0; i < rows; i++) {
    const vl_cost *c = costs[i];
    const vl_added_code *a = &c->added;
    double parts[] = {c->work, a->copy_cost, a->spill_cost, a->remat_cost, a->bank_cost};
    double x = 0, y = p.top + i * 28 + 4;
    vl_svg_text(&s, p.left - 6, y + 14, "end", "tick", "%s", who[i]);
    for (int k = 0; k < 5; k++) {
      if (parts[k] <= 0) continue;
      vl_svg_group_begin(&s, NULL, "%s: %.1f", kinds[k], parts[k]);
      vl_svg_rect(&s, vl_plot_x(&p, x), y, vl_plot_x(&p, x + parts[k]) - vl_plot_x(&p, x), 20, kinds[k]);
      vl_svg_group_end(&s);
      x += parts[k];
    }
    vl_svg_text(&s, vl_plot_x(&p, x) + 4, y + 14, "start", "tick", "%.1f cycles, time %.1f", c->cycles, c->time);
  }
  vl_plot_axes(&p, 8, 0, NULL, NULL);
  double lx = 110;
  for (int k = 0; k < 5; k++, lx += 110) vl_plot_legend(&s, lx, p.top + p.height + 32, kinds[k], kinds[k]);
  vl_svg_end(&s);
  fputs("<table>\n", out);
  vl_html_row(out, 1, "|predicted time|occupancy|limiter|cycles|work|copies|spill|remat|bank conflicts");
  for (int i = 0; i < rows; i++) {
    const vl_cost *c = costs[i];
    const vl_added_code *a = &c->added;
    char row[512];
    snprintf(row, sizeof row, "%s|%.1f|%u %s|%s|%.1f|%.1f|%.1f (%u)|%.1f (%u st, %u ld, %u/%u lane)|%.1f (%u)|%.1f (%u)",
             who[i], c->time, c->occupancy.waves, c->occupancy.unit, vl_limiter_name(c->occupancy.limiter), c->cycles,
             c->work, a->copy_cost, a->copies, a->spill_cost, a->spill.stores, a->spill.reloads, a->spill.lane_writes,
             a->spill.lane_reads, a->remat_cost, a->cheap_remats + a->expensive_remats, a->bank_cost, a->bank_conflicts);
    vl_html_row(out, 0, row);
  }
  fputs("</table>\n", out);
}

void vl_page_function(FILE *out, const vl_function_page *page) {
  const vl_function *fn = page->fn;
  const vl_target *t = fn->module->target;
  fputs("<h2>", out);
  vl_html_text(out, fn->name);
  fprintf(out, " (%s, %u instructions, %u blocks)</h2>\n", t->name, fn->num_instrs, fn->num_blocks);
  if (page->note) {
    fputs("<p class=\"note\">", out);
    vl_html_text(out, page->note);
    fputs("</p>\n", out);
  }
  fputs("<table>\n", out);
  char row[256];
  snprintf(row, sizeof row, "registers|budget|peak pressure|%s|%s", page->ours.who,
           page->have_vendor ? page->vendor.who : "vendor");
  vl_html_row(out, 1, row);
  for (int f = 0; f < VL_FILE_SPECIAL; f++) {
    if (!t->num_regs[f]) continue;
    char vendor[16] = "-";
    if (page->have_vendor) snprintf(vendor, sizeof vendor, "%u", page->vendor.used[f]);
    snprintf(row, sizeof row, "%s|%u|%u|%u|%s", vl_target_file_name(t, f), page->budget[f], page->ours.peak[f],
             page->ours.used[f], vendor);
    vl_html_row(out, 0, row);
  }
  fputs("</table>\n", out);
  for (int f = 0; f < VL_FILE_SPECIAL; f++) {
    if (!t->num_regs[f]) continue;
    bool any = page->ours.peak[f] || page->ours.used[f] ||
               (page->have_vendor && (page->vendor.peak[f] || page->vendor.used[f]));
    if (any) pressure_chart(out, page, f);
  }
  cost_chart(out, page);
}
