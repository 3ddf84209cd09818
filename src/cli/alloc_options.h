/* The options of `alloc` and `verify`, one parser each for MIR and SASS input
 * (getopt_long, as llc and ptxas users expect): which front end runs is
 * decided by the input's content once it is read, and options that only one
 * syntax takes are refused for the other with a message. */
#ifndef VL_CLI_ALLOC_OPTIONS_H
#define VL_CLI_ALLOC_OPTIONS_H
#include "../analysis/budget.h"
#include "../target/target_ops.h"
#include "../alloc/registry.h"

typedef struct vl_alloc_cli {
  const char *in, *out, *asm_path, *json, *report, *target, *allocator, *ptx, *dump_after;
  const char *hsaco;           /* --hsaco: the code object, linked by ld.lld-19 from the assembly */
  const char *cubin;           /* --cubin: ptxas's cubin of a SASS input; -o is then the cubin we write */
  const char *spilled;         /* --spilled: the pre-RA MIR after spilling (what was allocated) */
  const char *greedy_post;     /* --greedy-post: LLVM greedy's post-RA MIR, for the spill cost comparison */
  const char *html;            /* --html: the report page (src/report), one section per function */
  const char *mir_only;        /* the first option given that only MIR input takes (for the message) */
  double start_ms;             /* when the command started (vl_now_ms), for --timeout's deadline */
  vl_budget_options budget;
  bool no_greedy, quiet;
  vl_allocator_options allocation;   /* --timeout (exact), --model, --k, --no-mask, --seed (model, gguf) */
} vl_alloc_cli;

typedef struct vl_verify_cli {
  const char *in, *assignment, *target, *post, *function, *ptx, *mir_only;
  const char *hazards;   /* --hazards OURS.sass: the scoreboard hazard check against IN (cmd_verify_hazards.c) */
  vl_budget_options budget;
  bool smt, original;
} vl_verify_cli;

/* 0 with *o filled (allocator NULL: the input syntax's default), or 2 after a message (also when an
 * output file cannot be written: found before any work is done). */
int vl_alloc_cli_parse(int argc, char **argv, vl_alloc_cli *o);
int vl_verify_cli_parse(int argc, char **argv, vl_verify_cli *o);
/* The allocator `alloc` runs on input of `syntax` when none is named: the learned one on MIR (it is
 * at its targets there), the classical one on SASS. */
const char *vl_alloc_default_allocator(vl_syntax syntax);
/* Opens o->allocator with the options given; --timeout S also bounds the whole command from
 * o->start_ms. NULL after a message (a learned one without its model says how to do without). */
vl_allocator *vl_alloc_cli_open_allocator(const vl_alloc_cli *o);
/* 0, or 2 after a message when an option does not apply to input of `syntax`. */
int vl_alloc_cli_check(const vl_alloc_cli *o, vl_syntax syntax);
int vl_verify_cli_check(const vl_verify_cli *o, vl_syntax syntax);

#endif
