/* verilocc normalize IN.mir: the normalized text a model reads (docs/formats.md),
 * and the mapping of assignments between it and the original MIR.
 *   normalize IN.mir [-o OUT] [--tokens]            the text; --tokens ends the output with
 *                                                   "tokens: ORIGINAL -> NORMALIZED" (Qwen2 tokenizer)
 *   normalize IN.mir --assignment A.json -o N.json [--start-names]   original -> normalized names
 *   normalize IN.mir --denormalize N.json -o A.json                  normalized names -> original
 *   normalize --manifest MANIFEST.jsonl [--json REPORT.json]        token counts over a corpus
 * Exit 0, 1 an inconsistent or malformed normalized assignment, 2 bad input,
 * 3 the tokenizer (llama.cpp) missing or failing, or a file not written. */
#include <stdlib.h>
#include <string.h>

#include "../alloc/assignment_json.h"
#include "../norm/norm_map.h"
#include "../norm/norm_measure.h"
#include "../norm/tokenizer.h"
#include "../base/json.h"
#include "getopt_args.h"
#include "cli.h"

typedef struct normalize_options {
  const char *in, *out, *target, *assignment, *denormalize, *llama_dir, *manifest, *json;
  bool tokens, start_names;
  vl_budget_options budget;
} normalize_options;

static int parse_options(int argc, char **argv, normalize_options *o) {
  *o = (normalize_options){0};
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *next = i + 1 < argc ? argv[i + 1] : NULL;
    if (!strcmp(a, "-o") && next) o->out = argv[++i];
    else if (!strcmp(a, "--tokens")) o->tokens = true;
    else if (!strcmp(a, "--start-names")) o->start_names = true;
    else if (!strcmp(a, "--assignment") && next) o->assignment = argv[++i];
    else if (!strcmp(a, "--denormalize") && next) o->denormalize = argv[++i];
    else if (!strcmp(a, "--llama") && next) o->llama_dir = argv[++i];
    else if (!strcmp(a, "--manifest") && next) o->manifest = argv[++i];
    else if (!strcmp(a, "--json") && next) o->json = argv[++i];
    else if (!strcmp(a, "--target") && next) o->target = argv[++i];
    else if (!strcmp(a, "--max-vgprs") && next) { if (!vl_cli_uint(a, argv[++i], &o->budget.max_vector)) return 2; }
    else if (!strcmp(a, "--max-sgprs") && next) { if (!vl_cli_uint(a, argv[++i], &o->budget.max_scalar)) return 2; }
    else if (a[0] == '-' && a[1]) { fprintf(stderr, "verilocc normalize: unknown option or missing value '%s'\n", a); return 2; }
    else if (!o->in) o->in = a;
    else { fprintf(stderr, "verilocc normalize: unexpected argument '%s'\n", a); return 2; }
  }
  if (o->manifest && (o->in || o->assignment || o->denormalize || o->out)) {
    fprintf(stderr, "verilocc normalize: --manifest measures a corpus; it takes only --json, --tokens and --llama\n");
    return 2;
  }
  if (!o->in && !o->manifest) { vl_cli_command_usage("normalize", stderr); return 2; }
  if (o->assignment && o->denormalize) {
    fprintf(stderr, "verilocc normalize: --assignment and --denormalize go one way each; give one\n");
    return 2;
  }
  if ((o->assignment || o->denormalize) && (!o->out || o->tokens)) {
    fprintf(stderr, "verilocc normalize: --assignment and --denormalize write a JSON file: give -o FILE (no --tokens)\n");
    return 2;
  }
  return 0;
}

/* "tokens: ORIGINAL -> NORMALIZED" with the Qwen2 tokenizer. */
static int count_tokens(const normalize_options *o, const char *original, size_t original_len, const char *normalized,
                        size_t normalized_len) {
  vl_diags diags = {0};
  vl_tokenizer *tok = NULL;
  uint64_t before = 0, after = 0;
  vl_status s = vl_tokenizer_open(o->llama_dir, NULL, &tok, &diags);
  if (s == VL_OK) s = vl_tokenizer_count(tok, original, original_len, &before, &diags);
  if (s == VL_OK) s = vl_tokenizer_count(tok, normalized, normalized_len, &after, &diags);
  vl_tokenizer_close(tok);
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  if (s != VL_OK) return 3;
  printf("tokens: %llu -> %llu\n", (unsigned long long)before, (unsigned long long)after);
  return 0;
}

/* Original assignment -> normalized names (JSON object, or array for several functions). */
static int to_normalized(const normalize_options *o, const vl_module *module, vl_norm_function **nfs,
                         vl_arena *arena) {
  vl_diags diags = {0};
  vl_assignment **assignments = VL_NEW_ARRAY(arena, vl_assignment *, module->num_functions + 1);
  vl_status s = vl_assignment_read_json(o->assignment, module, assignments, arena, &diags);
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  if (s != VL_OK) return s == VL_BAD_INPUT ? 2 : 1;
  json_t *root = module->num_functions == 1 ? NULL : json_array();
  for (uint32_t f = 0; f < module->num_functions; f++) {
    if (!assignments[f]) continue;
    json_t *obj = vl_norm_assignment_json(nfs[f], assignments[f], o->start_names);
    if (root) json_array_append_new(root, obj);
    else root = obj;
  }
  if (!root) root = json_array();
  int rc = vl_json_write(root, o->out, JSON_INDENT(1) | JSON_PRESERVE_ORDER) ? 3 : 0;
  json_decref(root);
  if (rc) fprintf(stderr, "verilocc normalize: cannot write %s\n", o->out);
  return rc;
}

/* Normalized names -> original assignment; inconsistent names are exit 1. */
static int to_original(const normalize_options *o, const vl_module *module, vl_norm_function **nfs, vl_arena *arena) {
  vl_diags diags = {0};
  vl_assignment **assignments = VL_NEW_ARRAY(arena, vl_assignment *, module->num_functions + 1);
  vl_status s = vl_norm_assignment_read(o->denormalize, module, nfs, assignments, arena, &diags);
  size_t problems = diags.list.len;
  if (s == VL_OK) s = vl_assignment_write_json(o->out, module, assignments, &diags);
  vl_diags_print(&diags, stderr);
  if (s == VL_INVALID)
    fprintf(stderr, "verilocc normalize: %zu problem%s in %s; no assignment written\n", problems,
            problems == 1 ? "" : "s", o->denormalize);
  vl_diags_free(&diags);
  return s == VL_OK ? 0 : s == VL_INVALID ? 1 : s == VL_BAD_INPUT ? 2 : 3;
}

/* Token counts over a corpus: the table on stdout, the report to --json. */
static int measure_manifest(const normalize_options *o) {
  vl_diags diags = {0};
  vl_manifest manifest;
  vl_status s = vl_manifest_load(o->manifest, &manifest, &diags);
  vl_tokenizer *tok = NULL;
  if (s == VL_OK) s = vl_tokenizer_open(o->llama_dir, NULL, &tok, &diags);
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  if (s != VL_OK) {
    vl_manifest_free(&manifest);
    return s == VL_BAD_INPUT ? 2 : 3;
  }
  json_t *report = vl_norm_measure_manifest(&manifest, tok, stderr, &diags);
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  int rc = 0;
  if (!report) rc = 3;
  else vl_norm_measure_print(report, stdout);
  if (report && o->json && vl_json_write(report, o->json, JSON_INDENT(1) | JSON_PRESERVE_ORDER)) {
    fprintf(stderr, "verilocc normalize: cannot write %s\n", o->json);
    rc = 3;
  }
  json_decref(report);
  vl_tokenizer_close(tok);
  vl_manifest_free(&manifest);
  return rc;
}

int vl_cmd_normalize(int argc, char **argv) {
  if (!vl_cli_getopt("normalize", "assignment: denormalize: json: llama: manifest: max-sgprs: max-vgprs: -o: start-names target: tokens", &argc, &argv)) return 2;
  normalize_options o;
  int rc = parse_options(argc, argv, &o);
  if (rc) return rc;
  if (o.manifest) return measure_manifest(&o);
  vl_module *module = vl_cli_load(o.in, o.target);
  if (!module) return 2;
  vl_arena arena = {0};
  vl_norm_module nm = vl_norm_module_build(module, &o.budget, &arena);
  vl_norm_function **nfs = nm.functions;
  if (o.assignment) rc = to_normalized(&o, module, nfs, &arena);
  else if (o.denormalize) rc = to_original(&o, module, nfs, &arena);
  else {
    size_t len = 0;
    char *text = vl_norm_text(nfs, nm.budgets, nm.count, &len);
    if (!text) rc = 3;
    else if (!vl_cli_write(o.out ? o.out : "-", text, len)) rc = 3;
    else if (o.tokens) rc = count_tokens(&o, module->text, module->text_len, text, len);
    free(text);
  }
  vl_arena_free(&arena);
  vl_module_free(module);
  return rc;
}
