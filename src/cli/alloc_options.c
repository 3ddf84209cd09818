/* Options of alloc and verify (see alloc_options.h). */
#include "alloc_options.h"

#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "../alloc/registry.h"
#include "cli.h"
#include "dump.h"

enum {
  OPT_ASM = 256, OPT_HSACO, OPT_JSON, OPT_REPORT, OPT_SPILLED, OPT_GREEDY_POST, OPT_TARGET, OPT_ALLOCATOR, OPT_TIMEOUT,
  OPT_MAX_VGPRS, OPT_MAX_SGPRS, OPT_MAX_AGPRS, OPT_MAX_REGS, OPT_PTX, OPT_NO_GREEDY, OPT_QUIET, OPT_MODEL, OPT_K,
  OPT_NO_MASK, OPT_SEED, OPT_DUMP_AFTER, OPT_SMT, OPT_POST, OPT_FUNCTION, OPT_ORIGINAL, OPT_CUBIN, OPT_KEEP_OCCUPANCY, OPT_HTML,
  OPT_HAZARDS,
};

/* The budget options both commands take; true when `c` was one (false on a malformed value sets *bad). */
static bool budget_option(int c, const char *name, vl_budget_options *b, const char **mir_only, bool *bad) {
  uint32_t *field = c == OPT_MAX_VGPRS || c == OPT_MAX_REGS ? &b->max_vector
                    : c == OPT_MAX_SGPRS                    ? &b->max_scalar
                    : c == OPT_MAX_AGPRS                    ? &b->max_accum
                                                            : NULL;
  if (!field) return false;
  if (!vl_cli_uint(name, optarg, field)) *bad = true;
  if (c == OPT_MAX_AGPRS) b->accum_given = true;
  if ((c == OPT_MAX_SGPRS || c == OPT_MAX_AGPRS) && !*mir_only) *mir_only = name;
  return true;
}

/* getopt_long's message for an unknown option or a missing value, in our words. */
static int bad_option(const char *cmd, char **argv) {
  fprintf(stderr, "verilocc %s: error: unknown option or missing value '%s' (verilocc %s --help lists them)\n", cmd,
          argv[optind - 1], cmd);
  return 2;
}

static bool is_stdout(const char *path) { return path && !strcmp(path, "-"); }

int vl_alloc_cli_parse(int argc, char **argv, vl_alloc_cli *o) {
  static const struct option options[] = {
      {"asm", required_argument, 0, OPT_ASM},          {"hsaco", required_argument, 0, OPT_HSACO},
      {"json", required_argument, 0, OPT_JSON},
      {"report", required_argument, 0, OPT_REPORT},    {"spilled", required_argument, 0, OPT_SPILLED},
      {"greedy-post", required_argument, 0, OPT_GREEDY_POST}, {"target", required_argument, 0, OPT_TARGET},
      {"allocator", required_argument, 0, OPT_ALLOCATOR}, {"timeout", required_argument, 0, OPT_TIMEOUT},
      {"max-vgprs", required_argument, 0, OPT_MAX_VGPRS}, {"max-sgprs", required_argument, 0, OPT_MAX_SGPRS},
      {"max-agprs", required_argument, 0, OPT_MAX_AGPRS}, {"max-regs", required_argument, 0, OPT_MAX_REGS},
      {"ptx", required_argument, 0, OPT_PTX},          {"no-greedy", no_argument, 0, OPT_NO_GREEDY},
      {"quiet", no_argument, 0, OPT_QUIET},            {"model", required_argument, 0, OPT_MODEL},
      {"k", required_argument, 0, OPT_K},              {"no-mask", no_argument, 0, OPT_NO_MASK},
      {"seed", required_argument, 0, OPT_SEED},        {"dump-after", required_argument, 0, OPT_DUMP_AFTER},
      {"cubin", required_argument, 0, OPT_CUBIN},      {"keep-occupancy", no_argument, 0, OPT_KEEP_OCCUPANCY},
      {"html", required_argument, 0, OPT_HTML},
      {0, 0, 0, 0}};
  *o = (vl_alloc_cli){.allocation = vl_allocator_defaults()};
  optind = 1, opterr = 0;
  bool bad = false;
  for (int c, index; !bad && (c = getopt_long(argc, argv, "o:", options, &index)) != -1;) {
    const char *name = c >= OPT_ASM ? options[index].name : "-o";
    if (budget_option(c, name, &o->budget, &o->mir_only, &bad)) continue;
    switch (c) {
    case 'o': o->out = optarg; break;
    case OPT_ASM: o->asm_path = optarg; break;
    case OPT_HSACO: o->hsaco = optarg, o->mir_only = o->mir_only ? o->mir_only : "--hsaco"; break;
    case OPT_CUBIN: o->cubin = optarg; break;
    case OPT_JSON: o->json = optarg; break;
    case OPT_REPORT: o->report = optarg; break;
    case OPT_HTML: o->html = optarg; break;
    case OPT_SPILLED: o->spilled = optarg, o->mir_only = o->mir_only ? o->mir_only : "--spilled"; break;
    case OPT_GREEDY_POST: o->greedy_post = optarg, o->mir_only = o->mir_only ? o->mir_only : "--greedy-post"; break;
    case OPT_TARGET: o->target = optarg; break;
    case OPT_ALLOCATOR: o->allocator = optarg; break;
    case OPT_TIMEOUT: bad = !vl_cli_seconds("--timeout", optarg, &o->allocation.timeout_s); break;
    case OPT_PTX: o->ptx = optarg; break;
    case OPT_NO_GREEDY: o->no_greedy = true; break;
    case OPT_KEEP_OCCUPANCY: o->budget.keep_occupancy = true; break;
    case OPT_QUIET: o->quiet = true; break;
    case OPT_MODEL: o->allocation.model = optarg; break;
    case OPT_K:
      bad = !vl_cli_uint("--k", optarg, &o->allocation.loop.k);
      if (!bad && !o->allocation.loop.k) fprintf(stderr, "verilocc alloc: error: --k must be at least 1\n"), bad = true;
      break;
    case OPT_NO_MASK: o->allocation.loop.mask = false; break;
    case OPT_SEED: {
      uint32_t seed = 0;
      bad = !vl_cli_uint("--seed", optarg, &seed);
      o->allocation.loop.seed = seed;
      break;
    }
    case OPT_DUMP_AFTER: o->dump_after = optarg, bad = !vl_dump_pass_check(optarg); break;
    default: return bad_option("alloc", argv);
    }
  }
  if (bad) return 2;
  for (int i = optind; i < argc; i++) {
    if (!o->in) o->in = argv[i];
    else return fprintf(stderr, "verilocc alloc: error: unexpected argument '%s'\n", argv[i]), 2;
  }
  if (!o->in) return vl_cli_command_usage("alloc", stderr), 2;
  /* llc and ld.lld write these themselves, and alloc captures their standard output: a file is needed. */
  if (is_stdout(o->asm_path) || is_stdout(o->hsaco))
    return fprintf(stderr, "verilocc alloc: error: %s needs a file name, not '-'\n",
                   is_stdout(o->asm_path) ? "--asm" : "--hsaco"), 2;
  const char *outputs[] = {o->out, o->asm_path, o->hsaco, o->json, o->report, o->spilled, o->html};
  for (size_t i = 0; i < sizeof outputs / sizeof *outputs; i++)
    if (outputs[i] && !vl_cli_writable(outputs[i])) return 2;
  if (o->allocator && !vl_allocator_find(o->allocator)) {
    fprintf(stderr, "verilocc alloc: error: allocator '%s' is not available (available: %s)\n", o->allocator,
            vl_allocator_names());
    return 2;
  }
  return 0;
}

vl_allocator *vl_alloc_cli_open_allocator(const vl_alloc_cli *o) {
  vl_allocator_options options = o->allocation;
  /* --timeout bounds the command: parse and spilling count, and a little is kept for writing. */
  options.deadline_ms = o->start_ms + 0.97 * options.timeout_s * 1000;
  vl_diags diags = {0};
  vl_allocator *a = vl_allocator_open(o->allocator, &options, &diags);
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  if (!a && vl_allocator_find(o->allocator))
    fprintf(stderr, "verilocc alloc: the %s allocator cannot run%s; --allocator classical needs no model\n",
            o->allocator, options.model ? "" : " (its default model is models/verilocc.gguf beside the binary)");
  return a;
}

const char *vl_alloc_default_allocator(vl_syntax syntax) { return syntax == VL_SYNTAX_SASS ? "classical" : "cheapest"; }

/* The option only the other syntax takes, named in the message. */
static int wrong_syntax(const char *cmd, const char *option, const char *in, vl_syntax syntax) {
  fprintf(stderr, "verilocc %s: error: %s applies to %s input; %s is %s\n", cmd, option,
          syntax == VL_SYNTAX_SASS ? "LLVM MIR" : "NVIDIA SASS", in, syntax == VL_SYNTAX_SASS ? "SASS" : "MIR");
  return 2;
}

int vl_alloc_cli_check(const vl_alloc_cli *o, vl_syntax syntax) {
  if (syntax == VL_SYNTAX_SASS && o->mir_only) return wrong_syntax("alloc", o->mir_only, o->in, syntax);
  if (syntax == VL_SYNTAX_MIR && (o->ptx || o->cubin))
    return wrong_syntax("alloc", o->ptx ? "--ptx" : "--cubin", o->in, syntax);
  if (o->cubin && !o->out) {
    fprintf(stderr, "verilocc alloc: error: --cubin %s needs -o OUT.cubin, where the cubin with our registers goes\n",
            o->cubin);
    return 2;
  }
  return 0;
}

int vl_verify_cli_parse(int argc, char **argv, vl_verify_cli *o) {
  static const struct option options[] = {
      {"target", required_argument, 0, OPT_TARGET},       {"smt", no_argument, 0, OPT_SMT},
      {"post", required_argument, 0, OPT_POST},           {"function", required_argument, 0, OPT_FUNCTION},
      {"max-vgprs", required_argument, 0, OPT_MAX_VGPRS}, {"max-sgprs", required_argument, 0, OPT_MAX_SGPRS},
      {"max-agprs", required_argument, 0, OPT_MAX_AGPRS}, {"max-regs", required_argument, 0, OPT_MAX_REGS},
      {"ptx", required_argument, 0, OPT_PTX},             {"original", no_argument, 0, OPT_ORIGINAL},
      {"hazards", required_argument, 0, OPT_HAZARDS},     {0, 0, 0, 0}};
  *o = (vl_verify_cli){0};
  optind = 1, opterr = 0;
  bool bad = false;
  for (int c, index; !bad && (c = getopt_long(argc, argv, "", options, &index)) != -1;) {
    if (c >= OPT_ASM && budget_option(c, options[index].name, &o->budget, &o->mir_only, &bad)) continue;
    switch (c) {
    case OPT_TARGET: o->target = optarg; break;
    case OPT_SMT: o->smt = true; break;
    case OPT_POST: o->post = optarg, o->mir_only = o->mir_only ? o->mir_only : "--post"; break;
    case OPT_FUNCTION: o->function = optarg, o->mir_only = o->mir_only ? o->mir_only : "--function"; break;
    case OPT_PTX: o->ptx = optarg; break;
    case OPT_ORIGINAL: o->original = true; break;
    case OPT_HAZARDS: o->hazards = optarg; break;
    default: return bad_option("verify", argv);
    }
  }
  if (bad) return 2;
  for (int i = optind; i < argc; i++) {
    if (!o->in) o->in = argv[i];
    else if (!o->assignment) o->assignment = argv[i];
    else return fprintf(stderr, "verilocc verify: error: unexpected argument '%s'\n", argv[i]), 2;
  }
  if (!o->in) return vl_cli_command_usage("verify", stderr), 2;
  return 0;
}

int vl_verify_cli_check(const vl_verify_cli *o, vl_syntax syntax) {
  if (syntax == VL_SYNTAX_SASS && o->mir_only) return wrong_syntax("verify", o->mir_only, o->in, syntax);
  if (syntax == VL_SYNTAX_MIR && (o->ptx || o->original))
    return wrong_syntax("verify", o->ptx ? "--ptx" : "--original", o->in, syntax);
  return 0;
}
