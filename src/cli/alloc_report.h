/* The report of `verilocc alloc`: our numbers and LLVM greedy's on the same MIR,
 * side by side, on one screen and as JSON (bench and tests read the JSON). */
#ifndef VL_ALLOC_REPORT_H
#define VL_ALLOC_REPORT_H
#include <stdio.h>

#include "../alloc/classical.h"
#include "../alloc/exact.h"
#include "../alloc/spill.h"
#include "../cost/cost_model.h"
#include "../analysis/analysis.h"
#include "../emit/asm_report.h"
#include "../emit/llc.h"
#include "../emit/rewrite.h"

typedef struct vl_alloc_run {
  const vl_function *fn;
  vl_analysis *analysis;
  vl_assignment *assignment;
  vl_alloc_stats stats;
  double ms_alloc, ms_verify;
  const vl_exact_result *exact;    /* the exact allocator's result, NULL for the others */
  vl_spill_cost spill_cost;        /* spill code in our allocated function */
  vl_spill_cost greedy_spill_cost; /* in LLVM greedy's post-RA MIR (with --greedy-post) */
  bool have_greedy_spill_cost;
  vl_cost cost;                    /* the cost model on our allocation */
  vl_cost greedy_cost;             /* on LLVM greedy's post-RA MIR of the same input */
  bool have_greedy_cost;
  const char *learned_path;        /* model/gguf allocators: which path produced it ("model greedy", "repair (2 changed)", ...) */
  uint32_t learned_tries;          /* proposals made */
} vl_alloc_run;

typedef struct vl_alloc_report {
  const vl_module *module;
  vl_alloc_run *runs;              /* one per function */
  double ms_parse, ms_rewrite, ms_llc;
  double ms_html;                  /* writing the --html page (0: none) */
  vl_rewrite_stats rewrite;
  vl_asm_report ours, greedy;      /* llc's resource comments */
  bool have_ours, have_greedy;
  vl_pass_timing greedy_timing;    /* llc -time-passes: greedy + virtregrewriter */
  vl_spill_report spill;           /* what the spiller inserted (all zero when nothing spilled) */
  const vl_spill_report *spill_functions;   /* the same per function (NULL: not known) */
} vl_alloc_report;

void vl_alloc_report_print(const vl_alloc_report *report, FILE *out);
vl_status vl_alloc_report_write_json(const vl_alloc_report *report, const char *path);
void vl_alloc_report_free(vl_alloc_report *report);

#endif
