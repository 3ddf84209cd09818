/* The learned allocators' command-line options, one parser for `alloc` on MIR
 * and on SASS: --allocator model|gguf with --model M.gguf, --k N, --no-mask,
 * --seed S, and the loop's defaults (8 proposals, masked, sampling at 0.8 over
 * the top 8, repair within 10 s). */
#ifndef VL_CLI_LEARNED_OPTIONS_H
#define VL_CLI_LEARNED_OPTIONS_H
#include "../learn/loop.h"

typedef struct vl_learned_options {
  const char *model;       /* the model file (model: the shipped one when NULL) */
  vl_loop_options loop;
} vl_learned_options;

vl_learned_options vl_learned_defaults(void);
/* If argv[*i] is one of the options above, takes it (and its value, advancing *i): 1;
 * 0 when it is not one; -1 when its value is malformed (a message is printed). */
int vl_learned_option(int argc, char **argv, int *i, vl_learned_options *o);

#endif
