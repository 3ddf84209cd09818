/* libFuzzer target: the translation validator's reader and the validator itself: the input is
 * a post-allocation MIR file checked against a fixed pre-allocation one (tests/inputs/tv), as
 * `verify PRE --post POST` does. Never a crash, a sanitizer report or a hang. Run from the
 * repository root (make fuzz does). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "front/mir.h"
#include "verify/translate.h"

static vl_module *pre;

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  vl_diags diags = {0};
  pre = vl_mir_parse_file("tests/inputs/tv/spmv.pre.mir", NULL, &diags);
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  if (!pre) {
    fprintf(stderr, "fuzz_translate: run from the repository root\n");
    exit(2);
  }
  return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size >= UINT32_MAX) return 0;
  vl_diags diags = {0};
  vl_module *post = vl_mir_parse_text("fuzz.post.mir", (const char *)data, (uint32_t)size, pre->target, &diags);
  for (uint32_t f = 0; post && f < pre->num_functions; f++) {
    const vl_function *other = vl_module_function(post, pre->functions[f].name);
    if (other) vl_validate_translation(&pre->functions[f], other, NULL, &diags);
  }
  vl_module_free(post);
  vl_diags_free(&diags);
  return 0;
}
