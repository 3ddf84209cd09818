/* The corpus manifest: manifest.jsonl, one JSON object per machine function
 * (keys in docs/corpus.md). `verilocc stats`, `eval`, `train` and `dataset`
 * read it; paths in it are relative to the manifest's folder.
 *
 * Needs: the job records (job.h), the split (split.h), jansson.
 * Produces: the manifest file, in a fixed order (target, family, variant,
 * function), the same bytes for the same corpus; and reading it back. */
#ifndef VL_CORPUS_MANIFEST_H
#define VL_CORPUS_MANIFEST_H
#include <jansson.h>
#include <stdio.h>

#include "../base/diag.h"
#include "job.h"

/* Reads the record of every job (failed ones have none and are left out),
 * assigns splits and writes OUT/manifest.jsonl; prints a summary to `log`. */
vl_status vl_corpus_manifest_write(const vl_corpus_spec *spec, const vl_corpus_job *jobs, uint32_t num_jobs,
                                   const char *out_dir, FILE *log, uint32_t *num_functions, vl_diags *diags);

typedef struct vl_manifest {
  const char *path;
  char *dir;           /* the manifest's folder: entries' paths are relative to it */
  json_t **entries;    /* one object per line */
  uint32_t *lines;     /* the line of each entry */
  uint32_t num_entries;
} vl_manifest;

/* Loads and checks a manifest: every line an object with at least id, family,
 * target, split and mir or sass. VL_BAD_INPUT with file:line:col otherwise. */
vl_status vl_manifest_load(const char *path, vl_manifest *manifest, vl_diags *diags);
void vl_manifest_free(vl_manifest *manifest);
/* An entry's string field (id, family, target, mir, ...), "" when absent. */
const char *vl_manifest_text(const json_t *entry, const char *key);

#endif
