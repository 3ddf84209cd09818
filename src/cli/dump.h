/* --dump-after PASS, as llc's -print-after: the module after a stage of
 * `alloc`, in the syntax its reader takes, on standard error (so that -o -
 * stays clean):
 *   parse     the input as read
 *   spill     the code the allocator allocated: with the spiller's code (MIR:
 *             SI_SPILL_* and copies; SASS: STL/LDL and the grown frame)
 *   split     the same text on SASS (the split moves are in it too); MIR has
 *             no split step of its own, so the same as spill
 *   allocate  the assignment, as --json writes it
 *   rewrite   the output: physical MIR, or SASS with our registers */
#ifndef VL_CLI_DUMP_H
#define VL_CLI_DUMP_H
#include <stdbool.h>
#include <stdio.h>

#include "../base/json.h"
#include "../target/target_ops.h"

/* Is `pass` one of the names above? (A message listing them is printed when not.) */
bool vl_dump_pass_check(const char *pass);
/* When `wanted` is `pass`: the header line (a comment in the syntax) and the text. */
void vl_dump_text(const char *wanted, const char *pass, vl_syntax syntax, const char *text, size_t len);
void vl_dump_json(const char *wanted, const char *pass, vl_syntax syntax, json_t *root);

#endif
