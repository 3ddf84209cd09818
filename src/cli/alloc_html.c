/* The report page of `alloc` on MIR (see alloc_html.h). */
#include "alloc_html.h"

#include <string.h>

#include "../report/kernel_page.h"
#include "cli.h"

static const vl_function *find_function(const vl_module *m, const char *name) {
  for (uint32_t f = 0; m && f < m->num_functions; f++)
    if (!strcmp(m->functions[f].name, name)) return &m->functions[f];
  return NULL;
}

int vl_alloc_html_write(const vl_alloc_report *report, const char *allocator, const char *greedy_post,
                        const char *path) {
  const vl_module *m = report->module;
  vl_module *post = greedy_post ? vl_cli_load(greedy_post, m->target->name) : NULL;
  vl_arena arena = {0};
  vl_function_page *pages = VL_NEW_ARRAY(&arena, vl_function_page, m->num_functions);
  for (uint32_t f = 0; f < m->num_functions; f++) {
    const vl_alloc_run *run = &report->runs[f];
    const vl_analysis *an = run->analysis;
    vl_function_page *page = &pages[f];
    page->fn = run->fn;
    memcpy(page->budget, an->budget.limit, sizeof page->budget);
    page->ours = vl_alloc_view_of("VeriLocc", run->fn, an->cfg, an->pressure, run->assignment, run->stats.used,
                                  &run->cost, &arena);
    const vl_function *vendor = find_function(post, run->fn->name);
    if (vendor) page->vendor = vl_alloc_view_physical("LLVM greedy", vendor, &arena), page->have_vendor = true;
    if (run->learned_path)
      page->note = vl_arena_printf(&arena, "produced by %s (%u proposal%s)", run->learned_path, run->learned_tries,
                                   run->learned_tries == 1 ? "" : "s");
  }
  char title[512], subtitle[256];
  snprintf(title, sizeof title, "verilocc alloc %s", m->path);
  snprintf(subtitle, sizeof subtitle, "%s, allocator %s, %u function%s; blue: ours, orange: LLVM greedy on the same MIR",
           m->target->name, allocator, m->num_functions, m->num_functions == 1 ? "" : "s");
  vl_diags diags = {0};
  vl_status s = vl_kernel_page_write(path, title, subtitle, pages, m->num_functions, &diags);
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  vl_arena_free(&arena);
  vl_module_free(post);
  return s == VL_OK ? 0 : 3;
}
