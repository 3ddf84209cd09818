/* The report's section for a training run's log (docs/formats.md, "Training log"):
 * the reward per iteration and, where the log has them, its spread and the pass rates.
 * Reads JSON (an array of iteration records, an object with "iterations", or JSON
 * Lines); records without a reward are left out, so a log from an older or newer
 * trainer still draws what it shares.
 * Needs: jansson, base/json.h, charts.h. Produces: HTML on a stream. */
#ifndef VL_PAGE_TRAINING_H
#define VL_PAGE_TRAINING_H
#include <stdio.h>

#include "../base/diag.h"

/* VL_BAD_INPUT with file:line:col in `diags` when the file is missing or malformed. */
vl_status vl_page_training(FILE *out, const char *path, vl_diags *diags);

#endif
