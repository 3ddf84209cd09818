/* A manifest entry's MIR file, read and prepared once (see pipeline_file.h). */
#include "pipeline_file.h"

#include <stdio.h>
#include <string.h>

bool vl_pipeline_file_load(vl_pipeline_file *f, const char *path, bool prepare, const vl_budget_options *options,
                           vl_diags *diags) {
  if (f->path[0] && !strcmp(f->path, path)) return false;
  vl_pipeline_file_free(f);
  snprintf(f->path, sizeof f->path, "%s", path);
  f->input = vl_mir_parse_file(path, NULL, diags);
  if (f->input && prepare) {
    f->pipeline = vl_pipeline_new(f->input, NULL, options, NULL);
    f->prepared = vl_pipeline_prepare(f->pipeline, diags);
  }
  return true;
}

void vl_pipeline_file_free(vl_pipeline_file *f) {
  vl_pipeline_free(f->pipeline);
  if (f->input) vl_module_free(f->input);
  *f = (vl_pipeline_file){.input = NULL};
}
