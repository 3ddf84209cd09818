/* The machine code a user hands us: a file or standard input ("-"), LLVM MIR
 * or NVIDIA SASS told apart by its content, not its name (the name may be
 * anything, or "-"), and parsed by the front end of its syntax.
 * Needs: the MIR and SASS front ends. Produces: a module, or file:line:col
 * errors. */
#ifndef VL_INPUT_H
#define VL_INPUT_H
#include "../target/target_ops.h"
#include "mir.h"

/* The syntax of `text`: SASS when it reads like nvdisasm's output (.headerflags, a
 * .text. section, instruction addresses in comments), MIR when it has a YAML document or a body;
 * where the text says neither, the given target's, else VL_SYNTAX_UNKNOWN. */
vl_syntax vl_input_syntax(const char *text, size_t len, const vl_target *target);

/* Reads `path` ("-": standard input, named "<stdin>" in messages) and parses it as its syntax
 * says (*syntax receives it when not NULL). `target` may be NULL to infer it. NULL (diags) on failure. */
vl_module *vl_input_load(const char *path, const vl_target *target, vl_syntax *syntax, vl_diags *diags);

#endif
