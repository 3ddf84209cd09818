/* The report of `verilocc eval`: a table on a stream (a row per family and a
 * total, then the failure shares, comparisons and time per kernel) and
 * report.json (keys in docs/formats.md).
 *
 * Needs: the records (eval.h), their summaries (eval_summary.h), jansson.
 * Produces: text and a JSON object. */
#ifndef VL_EVAL_REPORT_H
#define VL_EVAL_REPORT_H
#include <jansson.h>
#include <stdio.h>

#include "eval.h"

void vl_eval_report_print(const vl_eval_result *result, const vl_eval_options *options, const char *manifest,
                          FILE *out);
json_t *vl_eval_report_json(const vl_eval_result *result, const vl_eval_options *options, const char *manifest);

#endif
