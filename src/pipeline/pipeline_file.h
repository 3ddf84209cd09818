/* The MIR file of a manifest entry, read once for the entries that follow it
 * (a manifest lists the functions of one file together), for the commands
 * that loop over a manifest (eval, dataset, train). With `prepare`, the
 * pipeline's module steps have run on it (vl_pipeline_prepare: MIR spills
 * module-wide), so that its functions are the code `alloc` hands an allocator;
 * without, it is the file as read (greedy's post-RA MIR). `options` (NULL: the
 * defaults) are the budget options the module steps run under.
 * Needs: the MIR reader and the pipeline. Produces: the module and its pipeline. */
#ifndef VL_PIPELINE_FILE_H
#define VL_PIPELINE_FILE_H
#include "pipeline.h"

typedef struct vl_pipeline_file {
  char path[4096];               /* the file held ("" before the first) */
  vl_module *input;              /* as read; NULL when it does not parse */
  vl_pipeline *pipeline;         /* with prepare: the module steps run on input (NULL when input is) */
  vl_status prepared;            /* with prepare: vl_pipeline_prepare's result (after a failure the
                                    pipeline's module is the input) */
} vl_pipeline_file;

/* Holds `path` in *f: nothing is done when it is the file held already (false); otherwise the
 * one held is freed, `path` is read and with `prepare` prepared, and the diagnostics of both
 * steps go to `diags` (true). */
bool vl_pipeline_file_load(vl_pipeline_file *f, const char *path, bool prepare, const vl_budget_options *options,
                           vl_diags *diags);
void vl_pipeline_file_free(vl_pipeline_file *f);

#endif
