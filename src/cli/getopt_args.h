/* getopt_long for the commands whose options are read in a loop of their own
 * (repair, mutate, collect, stats, normalize, dataset, eval, train,
 * chat-model): getopt_long parses argv against the command's option list
 * (`--opt=value`, unique prefixes, options after operands, `--` to end them)
 * and gives back the canonical form the loop reads: each option as its full
 * name, its value as the next word, the operands last. alloc and verify
 * (alloc_options.c) use getopt_long directly. */
#ifndef VL_CLI_GETOPT_ARGS_H
#define VL_CLI_GETOPT_ARGS_H
#include <stdbool.h>

/* `spec`: the option names separated by blanks, a trailing ':' for one that takes a value, a leading
 * '-' for a short option ("-o: -j: target: smt k:", k being --k). Replaces *argv (argv[0] kept) by the canonical
 * form; false after a message naming the unknown option or the missing value. */
bool vl_cli_getopt(const char *command, const char *spec, int *argc, char ***argv);

#endif
