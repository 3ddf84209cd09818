/* The report's section for a corpus run of `eval` (its REPORT.json, docs/formats.md,
 * "Eval report"; `bench` renders the one it runs): the Pass@k table per family,
 * per-family bars of registers and predicted time against LLVM greedy, a scatter of
 * ours against greedy's per function (registers, predicted time), failed tries by
 * category per family, and the time per function.
 * Needs: jansson, charts.h, html.h. Produces: HTML on a stream. */
#ifndef VL_PAGE_CORPUS_H
#define VL_PAGE_CORPUS_H
#include <jansson.h>
#include <stdio.h>

void vl_page_corpus(FILE *out, const json_t *report);

#endif
