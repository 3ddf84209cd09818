/* verilocc verify PRE.mir --post POST.mir [--function NAME]: translation
 * validation (verify/translate.h) of every function of PRE (or only NAME)
 * against the function of the same name in POST. Prints one line per
 * function: `valid translation: F: ...` (what the allocator did) on stdout, or
 * its diagnostics and `invalid translation: F: ...` / `not comparable: F` on
 * stderr; exit 0 valid, 1 invalid, 2 bad input (a function of POST that PRE lacks included). */
#include <string.h>

#include "../verify/translate.h"
#include "cli.h"

int vl_cmd_verify_post(const char *pre_path, const char *post_path, const char *target, const char *only) {
  vl_module *pre = vl_cli_load(pre_path, target);
  if (!pre) return 2;
  vl_module *post = vl_cli_load(post_path, target ? target : pre->target->name);
  if (!post) {
    vl_module_free(pre);
    return 2;
  }
  int rc = 0;
  uint32_t checked = 0;
  for (uint32_t f = 0; f < pre->num_functions; f++) {
    const vl_function *fn = &pre->functions[f];
    if (only && strcmp(fn->name, only)) continue;
    checked++;
    vl_diags diags = {0};
    const vl_function *other = vl_module_function(post, fn->name);
    vl_tv_stats st;
    vl_status status = VL_BAD_INPUT;
    if (!other) vl_diag_add(&diags, pre_path, fn->line, 1, VL_CAT_NONE, "function %s is not in %s", fn->name, post_path);
    else status = vl_validate_translation(fn, other, &st, &diags);
    vl_diags_print(&diags, stderr);
    if (status == VL_OK)
      printf("valid translation: %s: %u aligned, %u copies, %u spills, %u reloads, %u remats, %u dropped (%u copies), "
             "%u uses checked, %u block visits, %.1f ms\n",
             fn->name, st.aligned, st.copies, st.spills, st.reloads, st.remats, st.dropped, st.dropped_copies,
             st.uses_checked, st.iterations, st.ms);
    else if (status == VL_INVALID)
      fprintf(stderr, "invalid translation: %s: %u dataflow, %u constraint, %u syntax findings\n", fn->name,
              diags.count[VL_CAT_DATAFLOW], diags.count[VL_CAT_CONSTRAINT], diags.count[VL_CAT_SYNTAX]);
    else
      fprintf(stderr, "not comparable: %s\n", fn->name);
    if (status == VL_BAD_INPUT) rc = 2;
    else if (status == VL_INVALID && rc == 0) rc = 1;
    vl_diags_free(&diags);
  }
  /* code in POST that no function of PRE accounts for would pass unchecked */
  for (uint32_t f = 0; !only && f < post->num_functions; f++) {
    if (vl_module_function(pre, post->functions[f].name)) continue;
    fprintf(stderr, "%s:%u:1: error: function %s is not in %s: nothing to validate it against\n", post_path,
            post->functions[f].line, post->functions[f].name, pre_path);
    rc = 2;
  }
  if (only && !checked) {
    fprintf(stderr, "%s: no function named %s\n", pre_path, only);
    rc = 2;
  }
  vl_module_free(post);
  vl_module_free(pre);
  return rc;
}
