/* `verilocc run` (see run_command.h). */
#include "run_command.h"

#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../base/file.h"
#include "harness.h"

enum { MAX_PARAMS = 32 };

typedef struct options {
  const char *recipe, *kernel, *name, *csv, *batch;
  const char *params[MAX_PARAMS];
  uint32_t num_params;
  bool plan_only;
  double deadline_s;
  vl_run_options run;
} options;

static const char usage[] =
    "usage: verilocc run --recipe R.launch --kernel NAME [--param N=V]... [--name ID] [--csv OUT.csv]\n"
    "                    [--seed S] [--warmup N] [--runs N] [--timeout S] [--plan] PTXAS.cubin OURS.cubin [CAP.cubin]\n"
    "       verilocc run --batch LIST.tsv [--csv OUT.csv] [--deadline S] [--seed S] [--warmup N] [--runs N]\n"
    "                    [--timeout S] [--plan]\n"
    "  launches one kernel's cubins (ptxas's, ours, ptxas's at our register count) on identical inputs\n"
    "  from a launch recipe, compares every output buffer bit for bit and times each with CUDA events\n"
    "  (the driver is opened with dlopen: libcuda.so.1, or $VERILOCC_LIBCUDA)\n"
    "  exit 0 identical, 1 an output differs, 2 bad input, 3 driver error or timeout, 4 no CUDA driver or GPU\n";


static bool number_option(const char *option, const char *text, double lo, double *out) {
  char *end;
  double v = strtod(text, &end);
  if (end == text || *end || !(v >= lo)) {
    fprintf(stderr, "verilocc run: error: %s takes a number of at least %g, not '%s'\n", option, lo, text);
    return false;
  }
  *out = v;
  return true;
}

/* Splits "A=1,B=2" into params (the text is modified); "-" is none. */
static bool split_params(char *text, const char **params, uint32_t *count) {
  *count = 0;
  if (!strcmp(text, "-")) return true;
  for (char *p = strtok(text, ","); p; p = strtok(NULL, ",")) {
    if (*count == MAX_PARAMS) return false;
    params[(*count)++] = p;
  }
  return true;
}

static void csv_header(FILE *f) {
  fprintf(f, "kernel,status");
  static const char *const columns[] = {"regs", "local_bytes", "occupancy", "median_us", "spread"};
  for (size_t c = 0; c < sizeof columns / sizeof *columns; c++)
    for (uint32_t v = 0; v < VL_RUN_MAX_VARIANTS; v++) fprintf(f, ",%s_%s", vl_run_variant_labels[v], columns[c]);
  fprintf(f, ",ours_identical,ptxas-cap_identical,deterministic,detail\n");
}

/* A CSV field without commas, quotes or newlines (the detail is free text). */
static void csv_text(FILE *f, const char *text) {
  fputc(',', f);
  for (const char *p = text; *p; p++) fputc(*p == ',' || *p == '"' || *p == '\n' ? ';' : *p, f);
}

static const char *status_word(vl_run_status st, const vl_run_result *r, uint32_t count) {
  if (st == VL_RUN_BAD_INPUT) return "bad-input";
  if (st == VL_RUN_CUDA_ERROR) return "cuda-error";
  if (st == VL_RUN_TIMEOUT) return "timeout";
  if (!r->deterministic) return "nondeterministic";
  for (uint32_t v = 1; v < count; v++)
    if (!r->variants[v].identical) return "differs";
  return "ok";
}

/* status: the row's word where given (a kernel not run), else from st and the result. */
static void csv_row(FILE *f, const char *name, const char *status, vl_run_status st, const vl_run_result *r,
                    uint32_t count, const char *detail) {
  bool ran = !status && st == VL_RUN_OK;
  fprintf(f, "%s,%s", name, status ? status : status_word(st, r, count));
  for (int column = 0; column < 5; column++)
    for (uint32_t v = 0; v < VL_RUN_MAX_VARIANTS; v++) {
      const vl_variant_result *x = &r->variants[v];
      if (!ran || v >= count) fprintf(f, ",");
      else if (column == 0) fprintf(f, ",%d", x->registers);
      else if (column == 1) fprintf(f, ",%d", x->local_bytes);
      else if (column == 2) fprintf(f, ",%.4f", x->occupancy);
      else if (column == 3) fprintf(f, ",%.3f", x->median_ms * 1000);
      else fprintf(f, ",%.4f", x->spread);
    }
  for (uint32_t v = 1; v < VL_RUN_MAX_VARIANTS; v++)
    fprintf(f, ",%s", !ran || v >= count ? "" : r->variants[v].identical ? "yes" : "no");
  fprintf(f, ",%s", ran ? (r->deterministic ? "yes" : "no") : "");
  csv_text(f, detail);
  fputc('\n', f);
  fflush(f);
}

/* The plan as text: what --plan prints. */
static void print_plan(const vl_launch_plan *p, const vl_run_inputs *in, uint64_t seed) {
  printf("kernel %s: grid %u %u %u, block %u %u %u\n", p->kernel, p->grid[0], p->grid[1], p->grid[2], p->block[0],
         p->block[1], p->block[2]);
  static const char *const type_names[] = {"i8", "u8", "i16", "u16", "i32", "u32", "i64", "u64", "f16", "bf16", "f32", "f64"};
  for (uint32_t k = 0; k < p->num_args; k++) {
    const vl_launch_arg *a = &p->args[k];
    printf("  %u %s offset %u size %u: ", k, a->name, in->params[k].offset, in->params[k].size);
    if (!a->is_buffer) {
      printf("%s %.9g\n", type_names[a->type], vl_elem_load(a->type, a->value));
      continue;
    }
    size_t bytes = a->count * vl_elem_size(a->type);
    unsigned char *data = malloc(bytes);
    if (!data) abort();
    vl_launch_fill(p, k, seed, data);
    uint64_t h = 0xcbf29ce484222325ull;   /* FNV-1a: the data's fingerprint */
    double lo = vl_elem_load(a->type, data), hi = lo;
    for (size_t i = 0; i < bytes; i++) h = (h ^ data[i]) * 0x100000001b3ull;
    for (uint64_t i = 0; i < a->count; i++) {
      double v = vl_elem_load(a->type, data + i * vl_elem_size(a->type));
      lo = v < lo ? v : lo, hi = v > hi ? v : hi;
    }
    printf("buffer %s[%" PRIu64 "] values %g..%g fnv %016" PRIx64 "%s\n", type_names[a->type], a->count, lo, hi, h,
           a->unordered ? " unordered" : "");
    free(data);
  }
}

/* One kernel: plan, cubins checked, then (unless --plan) the GPU. Returns the exit status it earns. */
static int one_kernel(const options *o, vl_gpu *gpu, const char *name, const char *recipe, const char *kernel,
                      const char *const *params, uint32_t num_params, const char *const *cubins, uint32_t count,
                      FILE *csv) {
  size_t len;
  char *text = vl_read_file(recipe, &len);
  vl_run_result result = {0};
  char why[512] = "";
  if (!text) {
    fprintf(stderr, "%s:0:0: error: cannot read the file\n", recipe);
    if (csv) csv_row(csv, name, NULL, VL_RUN_BAD_INPUT, &result, count, "cannot read the recipe");
    return 2;
  }
  vl_launch_plan *plan = malloc(sizeof *plan);
  if (!plan) abort();
  vl_diags diags = {0};
  vl_status s = vl_recipe_plan(recipe, text, kernel, params, num_params, plan, &diags);
  free(text);
  if (s != VL_OK) {
    vl_diags_print(&diags, stderr);
    vl_diags_free(&diags);
    if (csv) csv_row(csv, name, NULL, VL_RUN_BAD_INPUT, &result, count, "the recipe is malformed for this variant");
    free(plan);
    return 2;
  }
  vl_diags_free(&diags);
  vl_run_inputs in;
  vl_run_status st = vl_run_prepare(plan, cubins, count, &in, why, sizeof why);
  int rc = 0;
  if (st) {
    fprintf(stderr, "%s:0:0: error: %s\n", recipe, why);
    rc = 2;
  } else if (o->plan_only) {
    print_plan(plan, &in, o->run.seed);
  } else {
    st = vl_run_kernel(gpu, plan, &in, &o->run, &result, why, sizeof why);
    if (st) fprintf(stderr, "verilocc run: error: %s: %s\n", name, why);
    rc = st == VL_RUN_BAD_INPUT ? 2 : st ? 3 : 0;
    if (!st) {
      printf("%s: grid %u %u %u, block %u %u %u, %.1f MiB of buffers, %u runs each\n", name, plan->grid[0],
             plan->grid[1], plan->grid[2], plan->block[0], plan->block[1], plan->block[2],
             (double)result.buffer_bytes / (1 << 20), o->run.runs);
      printf("  %-10s %5s %6s %9s %10s %7s  outputs\n", "variant", "regs", "local", "occupancy", "median us", "spread");
      for (uint32_t v = 0; v < count; v++) {
        const vl_variant_result *x = &result.variants[v];
        printf("  %-10s %5d %6d %9.3f %10.2f %6.1f%%  %s\n", vl_run_variant_labels[v], x->registers, x->local_bytes,
               x->occupancy, x->median_ms * 1000, x->spread * 100,
               v == 0 ? (result.deterministic ? "reference (the same twice)" : "reference: differs between two runs")
                      : x->identical ? "identical" : "DIFFER");
        if (v && !x->identical) printf("             %s\n", x->mismatch);
      }
      if (!result.deterministic) printf("  nondeterministic: %s\n", result.variants[0].mismatch);
      bool identical = result.deterministic;
      for (uint32_t v = 1; v < count; v++) identical &= result.variants[v].identical;
      if (!identical) rc = 1;
      if (!result.deterministic) snprintf(why, sizeof why, "ptxas twice: %s", result.variants[0].mismatch);
      for (uint32_t v = count; v-- > 1;)
        if (!result.variants[v].identical) snprintf(why, sizeof why, "%s: %s", vl_run_variant_labels[v], result.variants[v].mismatch);
    }
  }
  if (csv && !o->plan_only) csv_row(csv, name, NULL, st, &result, count, why);
  vl_run_inputs_free(&in);
  free(plan);
  return rc;
}

static double now_s(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* A path of a batch line: relative ones from the list's folder. */
static char *batch_path(const char *list, const char *path) {
  const char *slash = strrchr(list, '/');
  size_t dir = path[0] == '/' || !slash ? 0 : (size_t)(slash - list) + 1;
  char *out = malloc(dir + strlen(path) + 1);
  if (!out) abort();
  memcpy(out, list, dir);
  strcpy(out + dir, path);
  return out;
}

static int batch(const options *o, vl_gpu *gpu, FILE *csv) {
  size_t len;
  char *text = vl_read_file(o->batch, &len);
  if (!text) return fprintf(stderr, "%s:0:0: error: cannot read the file\n", o->batch), 2;
  int worst = 0;
  double start = now_s();
  uint32_t line = 0;
  for (char *p = text, *next; *p; p = next) {
    char *e = strchr(p, '\n');
    next = e ? e + 1 : p + strlen(p);
    if (e) *e = 0;
    line++;
    if (!*p || *p == '#') continue;
    char *fields[8];
    uint32_t n = 0;
    for (char *f = p; f && n < 8; n++) {
      fields[n] = f;
      f = strchr(f, '\t');
      if (f) *f++ = 0;
    }
    if (n < 6 || n > 7) {
      fprintf(stderr, "%s:%u:1: error: expected NAME RECIPE KERNEL PARAMS PTXAS.cubin OURS.cubin [CAP.cubin], tab-separated\n",
              o->batch, line);
      worst = worst > 2 ? worst : 2;
      continue;
    }
    if (o->deadline_s > 0 && now_s() - start > o->deadline_s) {
      vl_run_result none = {0};
      if (csv) csv_row(csv, fields[0], "skipped", VL_RUN_OK, &none, 0, "past the deadline");
      fprintf(stderr, "verilocc run: %s: not run, past the deadline of %.0f s\n", fields[0], o->deadline_s);
      continue;
    }
    const char *params[MAX_PARAMS];
    uint32_t num_params;
    if (!split_params(fields[3], params, &num_params)) {
      fprintf(stderr, "%s:%u:1: error: more than %d parameters\n", o->batch, line, MAX_PARAMS);
      worst = worst > 2 ? worst : 2;
      continue;
    }
    char *recipe = batch_path(o->batch, fields[1]);
    char *cubins[VL_RUN_MAX_VARIANTS];
    for (uint32_t v = 0; v < n - 4; v++) cubins[v] = batch_path(o->batch, fields[4 + v]);
    int rc = one_kernel(o, gpu, fields[0], recipe, fields[2], params, num_params, (const char *const *)cubins, n - 4, csv);
    free(recipe);
    for (uint32_t v = 0; v < n - 4; v++) free(cubins[v]);
    worst = rc > worst ? rc : worst;
    if (rc == 3) break;   /* the context is lost: the caller starts again after this line */
  }
  free(text);
  return worst;
}

int vl_run_command(int argc, char **argv) {
  options o = {.run = {.seed = 1, .warmup = 3, .runs = 30, .launch_timeout_s = 10}};
  enum { OPT_RECIPE = 256, OPT_KERNEL, OPT_PARAM, OPT_NAME, OPT_CSV, OPT_BATCH, OPT_SEED, OPT_WARMUP, OPT_RUNS,
         OPT_TIMEOUT, OPT_DEADLINE, OPT_PLAN };
  static const struct option longs[] = {
      {"recipe", required_argument, 0, OPT_RECIPE}, {"kernel", required_argument, 0, OPT_KERNEL},
      {"param", required_argument, 0, OPT_PARAM},   {"name", required_argument, 0, OPT_NAME},
      {"csv", required_argument, 0, OPT_CSV},       {"batch", required_argument, 0, OPT_BATCH},
      {"seed", required_argument, 0, OPT_SEED},     {"warmup", required_argument, 0, OPT_WARMUP},
      {"runs", required_argument, 0, OPT_RUNS},     {"timeout", required_argument, 0, OPT_TIMEOUT},
      {"deadline", required_argument, 0, OPT_DEADLINE}, {"plan", no_argument, 0, OPT_PLAN},
      {"help", no_argument, 0, 'h'},                {0, 0, 0, 0}};
  optind = 1;
  int c;
  double v;
  while ((c = getopt_long(argc, argv, "h", longs, NULL)) != -1) {
    switch (c) {
    case OPT_RECIPE: o.recipe = optarg; break;
    case OPT_KERNEL: o.kernel = optarg; break;
    case OPT_PARAM:
      if (o.num_params == MAX_PARAMS) return fprintf(stderr, "verilocc run: error: more than %d --param\n", MAX_PARAMS), 2;
      o.params[o.num_params++] = optarg;
      break;
    case OPT_NAME: o.name = optarg; break;
    case OPT_CSV: o.csv = optarg; break;
    case OPT_BATCH: o.batch = optarg; break;
    case OPT_SEED: if (!number_option("--seed", optarg, 0, &v)) return 2; o.run.seed = (uint64_t)v; break;
    case OPT_WARMUP: if (!number_option("--warmup", optarg, 0, &v)) return 2; o.run.warmup = (uint32_t)v; break;
    case OPT_RUNS: if (!number_option("--runs", optarg, 1, &v)) return 2; o.run.runs = (uint32_t)v; break;
    case OPT_TIMEOUT: if (!number_option("--timeout", optarg, 0.001, &o.run.launch_timeout_s)) return 2; break;
    case OPT_DEADLINE: if (!number_option("--deadline", optarg, 0, &o.deadline_s)) return 2; break;
    case OPT_PLAN: o.plan_only = true; break;
    case 'h': fputs(usage, stdout); return 0;
    default: fputs(usage, stderr); return 2;
    }
  }
  uint32_t count = (uint32_t)(argc - optind);
  if (o.batch ? count != 0 || o.recipe || o.kernel : !o.recipe || !o.kernel || count < 2 || count > 3) {
    fputs(usage, stderr);
    return 2;
  }
  FILE *csv = NULL;
  if (o.csv && !o.plan_only) {
    csv = fopen(o.csv, "a");
    if (!csv) return fprintf(stderr, "%s:0:0: error: cannot write the file\n", o.csv), 2;
    fseek(csv, 0, SEEK_END);
    if (ftell(csv) == 0) csv_header(csv);
  }
  vl_gpu gpu = {0};
  char why[768];
  if (!o.plan_only && !vl_gpu_open(&gpu, vl_cuda_library_name(), why, sizeof why)) {
    fprintf(stderr, "verilocc run: error: %s\n", why);
    if (csv) fclose(csv);
    return VL_EXIT_NO_GPU;
  }
  if (!o.plan_only) fprintf(stderr, "verilocc run: %s (sm_%d%d, %d SMs)\n", gpu.name, gpu.major, gpu.minor, gpu.sm_count);
  int rc = o.batch ? batch(&o, &gpu, csv)
                   : one_kernel(&o, &gpu, o.name ? o.name : o.kernel, o.recipe, o.kernel, o.params, o.num_params,
                                (const char *const *)argv + optind, count, csv);
  if (!o.plan_only && rc != 3) vl_gpu_close(&gpu);   /* after a lost context the process's end cleans up */
  if (csv) fclose(csv);
  return rc;
}
