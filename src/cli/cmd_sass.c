/* verilocc alloc K.sass / verify K.sass: the NVIDIA path. The SASS front end
 * de-allocates ptxas's registers into the IR; the same analyses, allocator
 * dispatch and native (or Z3) verifier as for MIR run on it; the writer puts
 * our registers into the text.
 *   alloc K.sass [-o OUT.sass] [--json A.json] [--allocator NAME] [--timeout S] [--max-regs N] [--ptx K.ptx]
 *         [--target T] [--quiet] [--model M.gguf --k N --no-mask --seed S (model, gguf)]
 *   verify K.sass --original | A.json [--smt] [--target T] [--max-regs N] [--ptx K.ptx]
 * --ptx: the PTX the kernel came from, for its launch bounds (front/ptx_bounds.h).
 * Exit codes as everywhere: 0 ok/valid, 1 invalid, 2 bad input, 3 allocation or tool failure. */
#include <stdlib.h>
#include <string.h>

#include "../alloc/assignment_json.h"
#include "../alloc/dispatch.h"
#include "../analysis/analysis.h"
#include "../emit/sass_write.h"
#include "../front/ptx_bounds.h"
#include "../front/sass.h"
#include "../front/sass_life.h"
#include "../target/nvidia.h"
#include "../verify/native.h"
#include "../verify/sass_slots.h"
#include "../verify/smt_verify.h"
#include "../learn/proposers.h"
#include "cli.h"
#include "learned_options.h"
#include "sass_spill.h"

static bool ends_with(const char *s, const char *suffix) {
  size_t n = strlen(s), m = strlen(suffix);
  return n >= m && !strcmp(s + n - m, suffix);
}

bool vl_cli_sass_input(int argc, char **argv) {
  for (int i = 1; i < argc; i++) {
    if (argv[i][0] == '-' && argv[i][1]) {
      if (!strcmp(argv[i], "--original") || !strcmp(argv[i], "--smt") || !strcmp(argv[i], "--quiet") ||
          !strcmp(argv[i], "--no-greedy"))
        continue;
      i++;   /* an option with a value */
      continue;
    }
    return ends_with(argv[i], ".sass");
  }
  return false;
}

static vl_module *load_with(vl_module *(*parse_file)(const char *, const vl_target *, vl_diags *), const char *path,
                             const char *target_name) {
  const vl_target *target = NULL;
  if (target_name) {
    target = vl_target_by_name(target_name, strlen(target_name));
    if (!target || target->family != VL_FAMILY_NVIDIA) {
      fprintf(stderr, "verilocc: unknown NVIDIA target '%s' (known: sm_89, sm_90)\n", target_name);
      return NULL;
    }
  }
  vl_diags diags = {0};
  vl_module *m = parse_file(path, target, &diags);
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  return m;
}

/* The kernel, with the launch bounds of its PTX when one is given. */
static vl_module *load(const char *path, const char *target_name, const char *ptx) {
  vl_module *m = load_with(vl_sass_parse_file, path, target_name);
  if (!m || !ptx) return m;
  vl_diags diags = {0};
  vl_status s = vl_ptx_apply_bounds(ptx, m, &diags);
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  if (s == VL_OK) return m;
  vl_module_free(m);
  return NULL;
}

typedef struct sass_options {
  const char *in, *out, *json, *target, *allocator, *assignment, *ptx;
  double timeout_s;
  vl_budget_options budget;
  bool quiet, original, smt;
  vl_learned_options learned;   /* model, gguf */
} sass_options;

static int parse_options(int argc, char **argv, bool verify, sass_options *o) {
  *o = (sass_options){.allocator = "classical", .timeout_s = 10, .learned = vl_learned_defaults()};
  const char *cmd = verify ? "verify" : "alloc";
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *next = i + 1 < argc ? argv[i + 1] : NULL;
    int learned = verify ? 0 : vl_learned_option(argc, argv, &i, &o->learned);
    if (learned < 0) return 2;
    if (learned) continue;
    if (!verify && !strcmp(a, "-o") && next) o->out = argv[++i];
    else if (!verify && !strcmp(a, "--json") && next) o->json = argv[++i];
    else if (!verify && !strcmp(a, "--allocator") && next) o->allocator = argv[++i];
    else if (!verify && !strcmp(a, "--timeout") && next) { if (!vl_cli_seconds(a, argv[++i], &o->timeout_s)) return 2; }
    else if (!verify && !strcmp(a, "--quiet")) o->quiet = true;
    else if (!verify && !strcmp(a, "--no-greedy")) continue;
    else if (verify && !strcmp(a, "--original")) o->original = true;
    else if (verify && !strcmp(a, "--smt")) o->smt = true;
    else if (!strcmp(a, "--target") && next) o->target = argv[++i];
    else if (!strcmp(a, "--ptx") && next) o->ptx = argv[++i];
    else if ((!strcmp(a, "--max-regs") || !strcmp(a, "--max-vgprs")) && next) {
      if (!vl_cli_uint(a, argv[++i], &o->budget.max_vgprs)) return 2;
    } else if (a[0] == '-' && a[1]) {
      fprintf(stderr, "verilocc %s: unknown option or missing value '%s' (SASS input)\n", cmd, a);
      return 2;
    } else if (!o->in) o->in = a;
    else if (verify && !o->assignment) o->assignment = a;
    else {
      fprintf(stderr, "verilocc %s: unexpected argument '%s'\n", cmd, a);
      return 2;
    }
  }
  if (!o->in || (verify && !o->original == !o->assignment)) {
    fprintf(stderr, "verilocc %s: %s\n", cmd, verify ? "give K.sass and either --original or ASSIGN.json" : "give K.sass");
    return 2;
  }
  if (!vl_allocator_known(o->allocator) && !vl_learned_allocator(o->allocator)) {
    fprintf(stderr, "verilocc alloc: allocator '%s' is not available (available: %s, model, gguf)\n", o->allocator,
            vl_allocator_names());
    return 2;
  }
  return 0;
}

/* ptxas's assignment of the webs, from the front end. */
static vl_assignment *original_assignment(const vl_function *fn, vl_arena *arena) {
  vl_assignment *a = vl_assignment_new(fn, arena);
  for (uint32_t v = 0; v < fn->num_vregs; v++) a->reg[v] = fn->original_reg[v];
  a->allocator = "ptxas";
  return a;
}

int vl_cmd_verify_sass(int argc, char **argv) {
  sass_options o;
  int rc = parse_options(argc, argv, true, &o);
  if (rc) return rc;
  vl_module *k = load(o.in, o.target, o.ptx), *m = k;
  if (!k) return 2;
  vl_arena arena = {0};
  vl_diags diags = {0};
  /* An assignment of functions with moves is one of K with those moves (sass_split.h). */
  vl_sass_moves *moves = calloc(k->num_functions, sizeof *moves);
  uint32_t num_moves = 0;
  if (!o.original) {
    if (vl_sass_moves_read_json(o.assignment, k, moves, &diags) != VL_OK ||
        ((num_moves = vl_sass_moves_total(k, moves)) && !(m = vl_sass_with_moves(k, moves, false, &diags)))) {
      vl_diags_print(&diags, stderr);
      vl_diags_free(&diags);
      vl_sass_moves_free(moves, k->num_functions);
      vl_module_free(k);
      return 2;
    }
  }
  vl_assignment **as = VL_NEW_ARRAY(&arena, vl_assignment *, m->num_functions);
  if (o.original) {
    for (uint32_t f = 0; f < m->num_functions; f++) as[f] = original_assignment(&m->functions[f], &arena);
  } else if (vl_assignment_read_json(o.assignment, m, as, &arena, &diags) == VL_BAD_INPUT) {
    vl_diags_print(&diags, stderr);
    vl_diags_free(&diags);
    vl_arena_free(&arena);
    vl_sass_moves_free(moves, k->num_functions);
    if (m != k) vl_module_free(m);
    vl_module_free(k);
    return 2;
  }
  uint32_t total = 0;
  bool tool_failed = false;
  for (uint32_t f = 0; f < m->num_functions; f++) {
    const vl_function *fn = &m->functions[f];
    if (!as[f]) {
      vl_diag_add(&diags, o.assignment, 1, 1, VL_CAT_SYNTAX, "no assignment for function %s", fn->name);
      total++;
      continue;
    }
    vl_analysis *an = vl_analyze(fn, &o.budget, &arena);
    vl_verify_result result;
    if (o.smt) {
      vl_smt_timing timing;
      tool_failed |= vl_verify_smt(an->intervals, &an->budget, as[f], &diags, 20, &result, &timing) == VL_TOOL_ERROR;
    } else {
      vl_verify_native(an->intervals, &an->budget, as[f], &diags, 20, &result);
    }
    total += result.violations[VL_CAT_SYNTAX] + result.violations[VL_CAT_DATAFLOW] + result.violations[VL_CAT_CONSTRAINT];
    /* Spill code must change nothing K computes: each reload an identity. */
    if (moves[f].count) total += vl_sass_slots_check(fn, &moves[f], &diags);
  }
  vl_diags_print(&diags, stderr);
  if (tool_failed) fprintf(stderr, "verify: Z3 could not decide\n");
  else if (total) fprintf(stderr, "invalid%s: %u violations\n", o.smt ? " (z3)" : "", total);
  else if (num_moves) {
    uint32_t stores = 0, reloads = 0, plain = 0;
    for (uint32_t f = 0; f < k->num_functions; f++) {
      vl_sass_move_counts c = vl_sass_count_moves(&moves[f]);
      stores += c.stores, reloads += c.reloads, plain += c.moves;
    }
    printf("valid%s: %u function%s, with %u moves inserted", o.smt ? " (z3)" : "", m->num_functions,
           m->num_functions == 1 ? "" : "s", plain);
    if (stores + reloads) printf(" and spill code (%u STL, %u LDL)", stores, reloads);
    printf("\n");
  }
  else printf("valid%s: %u function%s\n", o.smt ? " (z3)" : "", m->num_functions, m->num_functions == 1 ? "" : "s");
  vl_diags_free(&diags);
  vl_arena_free(&arena);
  vl_sass_moves_free(moves, k->num_functions);
  if (m != k) vl_module_free(m);
  vl_module_free(k);
  return tool_failed ? 3 : total ? 1 : 0;
}

static bool write_file(const char *path, const char *text, size_t len) {
  FILE *f = strcmp(path, "-") ? fopen(path, "w") : stdout;
  bool ok = f && fwrite(text, 1, len, f) == len;
  if (f && f != stdout) ok = !fclose(f) && ok;
  if (!ok) fprintf(stderr, "verilocc: cannot write %s\n", path);
  return ok;
}

/* The allocator `alloc` was asked for, for the split retry (sass_split.h). */
typedef struct alloc_ctx {
  const sass_options *o;
  vl_proposer *proposer;
  vl_exact_result *exact;
  vl_loop_result *loop;
} alloc_ctx;

static vl_status allocate(void *p, const vl_analysis *an, vl_assignment *out, vl_diags *diags) {
  alloc_ctx *c = p;
  return c->proposer ? vl_loop_allocate(c->proposer, an, &c->o->learned.loop, out, c->loop, diags)
                     : vl_allocate(c->o->allocator, an, c->o->timeout_s, out, c->exact, diags);
}

/* `next` (when not NULL) replaces *m: the same functions, f with its moves, so what was allocated
 * before f stays valid. */
static void replace_module(const vl_module *k, vl_module **m, vl_module *next, uint32_t f, vl_assignment **as) {
  if (!next || next == *m) return;
  if (*m != k) vl_module_free(*m);
  *m = next;
  for (uint32_t g = 0; g < f; g++) as[g]->fn = &next->functions[g];
}

int vl_cmd_alloc_sass(int argc, char **argv) {
  sass_options o;
  int rc = parse_options(argc, argv, false, &o);
  if (rc) return rc;
  double t0 = vl_now_ms();
  vl_module *k = load(o.in, o.target, o.ptx);
  if (!k) return 2;
  double ms_parse = vl_now_ms() - t0;
  vl_proposer *proposer = NULL;
  if (vl_learned_allocator(o.allocator)) {
    vl_diags diags = {0};
    proposer = vl_proposer_open(o.allocator, o.learned.model, &diags);
    vl_diags_print(&diags, stderr);
    vl_diags_free(&diags);
    if (!proposer) {
      vl_module_free(k);
      return 2;
    }
  }
  vl_arena arena = {0};
  vl_module *m = k;   /* k, or k with moves once a function needed them */
  vl_sass_moves *moves = calloc(k->num_functions, sizeof *moves);
  vl_assignment **as = VL_NEW_ARRAY(&arena, vl_assignment *, m->num_functions);
  FILE *report = o.out && !strcmp(o.out, "-") ? stderr : stdout;
  for (uint32_t f = 0; f < m->num_functions && !rc; f++) {
    const vl_function *fn = &m->functions[f];
    vl_diags diags = {0};
    double a0 = vl_now_ms();
    vl_analysis *an = vl_analyze(fn, &o.budget, &arena);
    double a1 = vl_now_ms();
    as[f] = vl_assignment_new(fn, &arena);
    vl_exact_result exact = {0};
    vl_loop_result loop;
    alloc_ctx ctx = {&o, proposer, &exact, &loop};
    /* Above the budget no search or split can help: spill at once. */
    bool over = an->pressure->max[VL_FILE_VGPR] > an->budget.limit[VL_FILE_VGPR];
    vl_status s = over ? VL_TOOL_ERROR : allocate(&ctx, an, as[f], &diags);
    if (s == VL_TOOL_ERROR) {
      vl_module *split = NULL;
      if (over && !o.quiet)
        fprintf(stderr, "%s: R pressure %u is above the budget of %u registers; spilling to local memory\n", fn->name,
                an->pressure->max[VL_FILE_VGPR], an->budget.limit[VL_FILE_VGPR]);
      if (!over && !o.quiet)
        fprintf(stderr, "%s: no allocation at the budget; splitting live ranges at block boundaries\n", fn->name);
      if (!over)
        split = vl_sass_split_allocate(k, moves, f, &o.budget, allocate, &ctx, &arena, &as[f], o.quiet ? NULL : stderr, &diags);
      if (!split && !over && !o.quiet)
        fprintf(stderr, "%s: no allocation with split live ranges either; spilling to local memory\n", fn->name);
      if (!split)
        split = vl_sass_spill_allocate(k, moves, f, &o.budget, allocate, &ctx, &arena, &as[f], o.quiet ? NULL : stderr, &diags);
      if (split) {
        s = VL_OK;
        vl_diags_free(&diags);
      }
      replace_module(k, &m, split, f, as);
    }
    /* More warps per SM where the pressure leaves room: the classical allocator's lowering stops where
     * its runs do, a budget set at the next step may still complete (with moves, if need be). */
    if (s == VL_OK && !strcmp(o.allocator, "classical") && !vl_sass_count_moves(&moves[f]).stores)   /* spilled: the budget is the limit */
      replace_module(k, &m, vl_sass_raise_occupancy(k, m, moves, f, &o.budget, allocate, &ctx, &arena, &as[f],
                                                    o.quiet ? NULL : stderr), f, as);
    if (fn != &m->functions[f]) {
      fn = &m->functions[f];
      an = vl_analyze(fn, &o.budget, &arena);
    }
    double a2 = vl_now_ms();
    vl_verify_result result;
    if (s == VL_OK && vl_verify_native(an->intervals, &an->budget, as[f], &diags, 20, &result) != VL_OK) {
      fprintf(stderr, "verilocc: internal error: the verifier rejects the %s allocator's output for %s\n",
              o.allocator, fn->name);
      s = VL_TOOL_ERROR;
    }
    double a3 = vl_now_ms();
    vl_diags_print(&diags, stderr);
    vl_diags_free(&diags);
    if (s != VL_OK) {
      rc = 3;
      break;
    }
    if (!o.quiet) {
      vl_sass_usage ours = vl_sass_usage_of(fn, as[f]), ptxas = vl_sass_usage_of(&k->functions[f], NULL);
      unsigned ref = fn->shi_registers >= 0 ? (unsigned)fn->shi_registers : ptxas.r;
      const vl_target *t = m->target;
      fprintf(report,
              "%s (%s): registers %u (ptxas %u), occupancy %u warps/SM (ptxas %u); P %u, UR %u; "
              "parse %.1f ms, analysis %.1f ms, %s %.1f ms, verify %.1f ms\n",
              fn->name, t->name, ours.r, ref, vl_nvidia_occupancy(t, ours.r), vl_nvidia_occupancy(t, ref), ours.p,
              ours.ur, ms_parse, a1 - a0, o.allocator, a2 - a1, a3 - a2);
      vl_sass_move_counts c = vl_sass_count_moves(&moves[f]);
      if (c.moves)
        fprintf(report, "%s: %u moves inserted (MOV instructions: live ranges split at block boundaries)\n", fn->name,
                c.moves);
      if (c.stores + c.reloads)
        fprintf(report, "%s: spill code inserted: %u STL, %u LDL; %s %u bytes (IADD3 R1)\n", fn->name, c.stores,
                c.reloads, c.frames ? "a new frame of" : "the frame grows by", vl_sass_frame_growth(&k->functions[f], &moves[f]));
      if (proposer) fprintf(report, "%s: produced by: %s (%u proposal%s)\n", fn->name, loop.text, loop.tries,
                            loop.tries == 1 ? "" : "s");
      if (!strcmp(o.allocator, "exact"))
        fprintf(report, "%s: exact: %s in %.2f s\n", fn->name, exact.optimal ? "optimal" : "best found (not proven optimal)",
                exact.seconds);
    }
  }
  if (!rc && o.json) {
    vl_diags diags = {0};
    json_t **extra = VL_NEW_ARRAY(&arena, json_t *, m->num_functions);
    for (uint32_t f = 0; f < m->num_functions; f++) extra[f] = vl_sass_moves_json(k, f, moves);
    if (vl_assignment_write_json_extra(o.json, m, as, "moves", extra, &diags) != VL_OK) rc = 3;
    vl_diags_print(&diags, stderr);
    vl_diags_free(&diags);
  }
  if (!rc && o.out) {
    vl_diags diags = {0};
    vl_strbuf sb = {0};
    if (vl_sass_write(m, (const vl_assignment *const *)as, &sb, &diags) != VL_OK) rc = 3;
    else if (!write_file(o.out, sb.data ? sb.data : "", sb.len)) rc = 3;
    free(sb.data);
    vl_diags_print(&diags, stderr);
    vl_diags_free(&diags);
  }
  if (proposer) proposer->destroy(proposer->self);
  vl_sass_moves_free(moves, k->num_functions);
  vl_arena_free(&arena);
  if (m != k) vl_module_free(m);
  vl_module_free(k);
  return rc;
}

/* verilocc sass-life K.life.sass...: the width table against nvdisasm's life ranges. */
int vl_cmd_sass_life(int argc, char **argv) {
  const char *target = NULL;
  int rc = 0;
  uint32_t files = 0, checked = 0, mismatches = 0, missing = 0;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--target") && i + 1 < argc) {
      target = argv[++i];
      continue;
    }
    vl_module *m = load_with(vl_sass_parse_life_file, argv[i], target);
    if (!m) {
      rc = 2;
      continue;
    }
    vl_diags diags = {0};
    vl_sass_life_result r;
    if (vl_sass_life_check(m, &diags, 10, &r) != VL_OK && rc == 0) rc = 1;
    vl_diags_print(&diags, stderr);
    vl_diags_free(&diags);
    files++;
    checked += r.checked;
    mismatches += r.mismatches;
    missing += r.missing;
    vl_module_free(m);
  }
  if (!files && rc == 0) {
    fprintf(stderr, "usage: verilocc sass-life K.life.sass...\n");
    return 2;
  }
  printf("life ranges: %u files, %u instructions, %u mismatches (%u with a register the table misses)\n", files,
         checked, mismatches, missing);
  return rc;
}
