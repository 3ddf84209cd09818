/* verilocc report: one self-contained HTML page (src/report).
 *   report KERNEL.mir|K.sass -o OUT.html [alloc's options]   the kernel allocated as `alloc --html` does
 *   report --eval R.json [--eval R2.json] [--training LOG.json] [--measurements M.csv] -o OUT.html
 *                                                            results of corpus runs, training, GPU runs
 * Exit 0, 2 bad input (file:line:col), 3 when the page cannot be written. */
#include <stdlib.h>
#include <string.h>

#include "../base/json.h"
#include "../report/results_page.h"
#include "cli.h"
#include "getopt_args.h"

enum { MAX_EVALS = 16 };

static bool is_results_option(const char *a) {
  static const char *const names[] = {"--eval", "--training", "--measurements", "--title"};
  for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
    size_t n = strlen(names[i]);
    if (!strncmp(a, names[i], n) && (a[n] == 0 || a[n] == '=')) return true;
  }
  return false;
}

/* A kernel: `alloc KERNEL --html OUT --quiet` with the other options as given. */
static int report_kernel(int argc, char **argv) {
  char **args = calloc((size_t)argc + 4, sizeof *args);
  int n = 0;
  const char *html = NULL;
  args[n++] = "alloc";
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "-o") && i + 1 < argc) html = argv[++i];
    else if (!strncmp(argv[i], "-o", 2) && argv[i][2]) html = argv[i] + 2;
    else args[n++] = argv[i];
  }
  if (!html) {
    fprintf(stderr, "verilocc report: error: -o OUT.html is required\n");
    free(args);
    return 2;
  }
  args[n++] = "--html", args[n++] = (char *)html, args[n++] = "--quiet";
  int rc = vl_cmd_alloc(n, args);
  free(args);
  return rc;
}

static int report_results(int argc, char **argv) {
  if (!vl_cli_getopt("report", "-o: eval: training: measurements: title:", &argc, &argv)) return 2;
  vl_results_page page = {.title = "VeriLocc report"};
  const char *out = NULL, *eval_paths[MAX_EVALS];
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *next = i + 1 < argc ? argv[i + 1] : NULL;
    if (!strcmp(a, "-o") && next) out = argv[++i];
    else if (!strcmp(a, "--eval") && next && page.num_evals < MAX_EVALS) eval_paths[page.num_evals++] = argv[++i];
    else if (!strcmp(a, "--training") && next) page.training = argv[++i];
    else if (!strcmp(a, "--measurements") && next) page.measurements = argv[++i];
    else if (!strcmp(a, "--title") && next) page.title = argv[++i];
    else {
      fprintf(stderr, "verilocc report: error: unexpected argument '%s' (a kernel and --eval/--training/"
              "--measurements go on separate pages)\n", a);
      return 2;
    }
  }
  if (!out) {
    fprintf(stderr, "verilocc report: error: -o OUT.html is required\n");
    return 2;
  }
  if (!vl_cli_writable(out)) return 2;
  vl_diags diags = {0};
  vl_json_doc docs[MAX_EVALS] = {0};
  const json_t *evals[MAX_EVALS];
  vl_status s = VL_OK;
  for (unsigned i = 0; i < page.num_evals && s == VL_OK; i++) {
    s = vl_json_load(eval_paths[i], 0, VL_CAT_NONE, &docs[i], &diags);
    if (s == VL_OK && !json_is_object(json_object_get(docs[i].root, "families"))) {
      vl_json_error(&docs[i], &diags, NULL, NULL, VL_CAT_NONE, "not an eval report (verilocc eval --json): no \"families\"");
      s = VL_BAD_INPUT;
    }
    evals[i] = docs[i].root;
  }
  page.evals = evals;
  if (s == VL_OK) s = vl_results_page_write(&page, out, &diags);
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  for (unsigned i = 0; i < page.num_evals; i++) vl_json_doc_free(&docs[i]);
  return s == VL_OK ? 0 : s == VL_BAD_INPUT ? 2 : 3;
}

int vl_cmd_report(int argc, char **argv) {
  bool results = false;
  for (int i = 1; i < argc; i++) results |= is_results_option(argv[i]);
  return results ? report_results(argc, argv) : report_kernel(argc, argv);
}
