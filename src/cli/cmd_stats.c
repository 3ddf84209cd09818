/* verilocc stats MANIFEST.jsonl [--json OUT.json]: the corpus's distribution
 * (size, pressure, vendor spills per family and target; counts per split).
 * Exit 0, or 2 when the manifest is unreadable or malformed. */
#include <string.h>

#include "../corpus/stats.h"
#include "../base/json.h"
#include "getopt_args.h"
#include "cli.h"

int vl_cmd_stats(int argc, char **argv) {
  if (!vl_cli_getopt("stats", "json:", &argc, &argv)) return 2;
  const char *in = NULL, *json_out = NULL;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--json") && i + 1 < argc) json_out = argv[++i];
    else if (argv[i][0] == '-') { fprintf(stderr, "verilocc stats: unknown option '%s'\n", argv[i]); return 2; }
    else in = argv[i];
  }
  if (!in) { vl_cli_command_usage("stats", stderr); return 2; }
  vl_diags diags = {0};
  vl_manifest manifest;
  vl_status s = vl_manifest_load(in, &manifest, &diags);
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  if (s != VL_OK) {
    vl_manifest_free(&manifest);
    return 2;
  }
  json_t *stats = vl_corpus_stats(&manifest);
  printf("corpus %s: %u functions\n", in, manifest.num_entries);
  vl_corpus_stats_print(stats, stdout);
  int rc = 0;
  if (json_out && vl_json_write(stats, json_out, JSON_INDENT(2))) {
    fprintf(stderr, "verilocc stats: cannot write %s\n", json_out);
    rc = 3;
  }
  json_decref(stats);
  vl_manifest_free(&manifest);
  return rc;
}
