/* Shared pieces of the subcommands: loading a module with diagnostics printed,
 * and the exit-code convention (0 ok/valid, 1 invalid, 2 bad input, 3 tool failure). */
#ifndef VL_CLI_H
#define VL_CLI_H
#include "../alloc/assignment.h"
#include "../analysis/budget.h"
#include "../base/ranks.h"
#include "../front/mir.h"
#include "../target/target_ops.h"

int vl_cmd_alloc(int argc, char **argv);
int vl_cmd_verify(int argc, char **argv);
/* verify --post: translation validation of POST against PRE (cmd_verify_post.c). */
int vl_cmd_verify_post(const char *pre, const char *post, const char *target, const char *function);
int vl_cmd_verify_hazards(const char *ptxas, const char *ours, const char *target);
int vl_cmd_mutate(int argc, char **argv);
/* mutate --post: faults injected into POST, judged by translation validation (cmd_mutate_post.c). */
int vl_cmd_mutate_post(const char *pre, const char *post, uint32_t per_kind, uint32_t seed);
int vl_cmd_collect(int argc, char **argv);
int vl_cmd_compile(int argc, char **argv);
int vl_cmd_stats(int argc, char **argv);
int vl_cmd_repair(int argc, char **argv);
int vl_cmd_normalize(int argc, char **argv);
int vl_cmd_dataset(int argc, char **argv);
int vl_cmd_eval(int argc, char **argv);
int vl_cmd_train(int argc, char **argv);
/* train --es: evolution strategies from a trained model (cmd_train_es.c). */
int vl_cmd_train_es(int argc, char **argv);
int vl_cmd_chat_model(int argc, char **argv);
int vl_cmd_report(int argc, char **argv);
int vl_cmd_run(int argc, char **argv);
int vl_cmd_calibrate(int argc, char **argv);
int vl_cmd_spill_exact(int argc, char **argv);

/* Parses IN ("-": standard input), MIR or SASS by its content (target inferred unless
 * `target_name`); prints diagnostics; NULL on failure. *syntax says which it was. */
vl_module *vl_cli_load_any(const char *path, const char *target_name, vl_syntax *syntax);
/* The same for commands that read MIR only: SASS input is an error. */
vl_module *vl_cli_load(const char *path, const char *target_name);
/* Can an output file be written at `path` ("-": standard output)? Checked before any work, so that a
 * wrong path costs nothing; false after "path:0:0: error: cannot write the file: reason". */
bool vl_cli_writable(const char *path);
/* Writes `text` to `path` ("-": standard output) whole or not at all (base/atomic_file.h); false after
 * "path:0:0: error: cannot write the file: reason". */
bool vl_cli_write(const char *path, const char *text, size_t len);
/* Parses a non-negative integer option value; false (with a message) when malformed. */
bool vl_cli_uint(const char *option, const char *text, uint32_t *out);
/* Parses a number in (0, 10] ([0, 10] when zero_ok); false (with a message) when malformed. */
bool vl_cli_float(const char *option, const char *text, bool zero_ok, float *out);
/* Joins the MPI run the command was launched in (base/ranks.h), or is rank 0 of 1; false after
 * printing why libmpi cannot be used (exit 3). */
bool vl_cli_ranks_open(vl_ranks *ranks);
/* Parses --shard I/N (0 <= I < N); false (with a message) otherwise. */
bool vl_cli_shard(const char *option, const char *text, uint32_t *shard, uint32_t *shards);
/* Parses a time limit in seconds (a positive decimal number); false (with a message) when malformed. */
bool vl_cli_seconds(const char *option, const char *text, double *out);
/* Parses a --split value (train, val, test or all: -1); false (with a message) otherwise. */
bool vl_cli_split(const char *option, const char *text, int *split);
void vl_cli_usage(FILE *out);
struct vl_pipeline;
/* "Does not fit" is a result, not a tool failure: one line naming the functions (exit 3 follows). */
void vl_cli_report_no_fit(const struct vl_pipeline *p);
/* The usage of one command (all its forms); false when there is no such command. */
bool vl_cli_command_usage(const char *command, FILE *out);
/* NVIDIA SASS (cmd_sass.c): alloc and verify hand input that reads as SASS over to these,
 * which take (and free) the module. */
struct vl_alloc_cli;
struct vl_verify_cli;
int vl_alloc_sass(const struct vl_alloc_cli *o, vl_module *k, double ms_parse);
int vl_verify_sass(const struct vl_verify_cli *o, vl_module *k);
int vl_cmd_sass_life(int argc, char **argv);

/* verify's core for MIR and SASS alike (cmd_verify.c): each function's assignment through the native
 * or the Z3 verifier; totals per category start from what the assignment reader put in `diags`. */
typedef struct vl_verify_totals {
  uint32_t count[VL_NUM_CATEGORIES];
  bool tool_failed;
} vl_verify_totals;
void vl_verify_assignments(const vl_module *m, vl_assignment *const *as, const vl_budget_options *budget,
                           bool smt, const char *json, vl_arena *arena, vl_diags *diags, vl_verify_totals *totals);
uint32_t vl_verify_total(const vl_verify_totals *t);
/* "invalid: N violations (dataflow D, constraint C, syntax S)[, K not shown]" on stderr, or "verify: Z3
 * could not decide", or (say_valid) "valid: N functions" on stdout; true when valid. */
bool vl_verify_summary(const vl_verify_totals *t, const vl_diags *diags, bool smt, uint32_t num_functions,
                       bool say_valid);
int vl_verify_exit(const vl_verify_totals *t);

#endif
