/* Aggregates of `verilocc eval` records (eval.h), for one family or all:
 * mean Pass@1 raw, Pass@1 and Pass@k, the failures by category, registers
 * against LLVM greedy and the classical allocator (fewer/equal/more per file
 * and over both files), occupancy, copies left, spill code, the cost model's
 * predicted time (cost/cost_model.h), time per kernel; and how often the
 * occupancy model gives LLVM greedy's allocation the occupancy llc printed.
 *
 * Needs: records. Produces: vl_eval_summary (the table and report.json print it). */
#ifndef VL_EVAL_SUMMARY_H
#define VL_EVAL_SUMMARY_H
#include "eval.h"

typedef struct vl_eval_compare {
  uint32_t fewer, equal, more;   /* ours against the other */
  uint32_t unknown;              /* one side missing (no verified answer, no post-RA MIR) */
} vl_eval_compare;

typedef struct vl_eval_against {
  vl_eval_compare registers;     /* over both files: more when either file has more, fewer when
                                    neither has more and one has fewer */
  vl_eval_compare vector, sgpr;  /* VGPR+AGPR; SGPR */
  vl_eval_compare occupancy;     /* fewer = lower occupancy than the other */
  uint64_t copies_ours, copies_other;       /* copies left, over the functions both sides have */
  double spill_ours, spill_other;           /* weighted spill cost, the same functions */
  vl_eval_compare cost;          /* predicted time: fewer = faster than the other (equal within 0.05%) */
  double time_ours, time_other;  /* predicted times, summed over the same functions */
} vl_eval_against;

typedef struct vl_eval_summary {
  uint32_t functions;
  double pass_raw, pass_1, pass_k;          /* means over the functions */
  uint32_t tries, failed;                   /* every try of every kind */
  uint32_t failed_by[VL_NUM_CATEGORIES];    /* failed tries with a violation of each category */
  vl_eval_against greedy, classical;
  uint32_t occupancy_checked, occupancy_agree;   /* greedy's occupancy by our model against llc's
                                                    "; Occupancy:" (the manifest's reference) */
  double ms_mean, ms_median, ms_max, ms_total;
  double masked_ms_median, masked_cpu_ms_median;   /* the answer alloc takes first: wall clock, thread CPU */
} vl_eval_summary;

/* Over the `n` records `records` points to. */
vl_eval_summary vl_eval_summarize(const vl_eval_record *const *records, uint32_t n);

#endif
