/* verilocc verify K.sass --hazards OURS.sass: the scoreboard hazard check
 * (verify/sass_hazards.h) of our listing of every function of K against
 * ptxas's. Prints `no hazards: F: N late instructions watched, M inserted` per
 * function on stdout, or the hazards and `hazards: F: N` on stderr; exit 0
 * none, 1 some, 2 bad input (no words, not the same code, a function missing). */
#include <string.h>

#include "../verify/sass_hazards.h"
#include "cli.h"

int vl_cmd_verify_hazards(const char *ptxas_path, const char *ours_path, const char *target) {
  vl_syntax syntax;
  vl_module *k = vl_cli_load_any(ptxas_path, target, &syntax);
  if (!k) return 2;
  vl_syntax ours_syntax = VL_SYNTAX_SASS;
  vl_module *m = syntax == VL_SYNTAX_SASS ? vl_cli_load_any(ours_path, k->target->name, &ours_syntax) : NULL;
  if (syntax != VL_SYNTAX_SASS || ours_syntax != VL_SYNTAX_SASS)
    fprintf(stderr, "verilocc verify: error: --hazards compares two SASS listings; %s is MIR\n",
            syntax != VL_SYNTAX_SASS ? ptxas_path : ours_path);
  if (!m || ours_syntax != VL_SYNTAX_SASS) {
    if (m) vl_module_free(m);
    vl_module_free(k);
    return 2;
  }
  int rc = 0;
  for (uint32_t f = 0; f < k->num_functions; f++) {
    const vl_function *fn = &k->functions[f], *ours = vl_module_function(m, fn->name);
    vl_diags diags = {0};
    vl_hazard_stats st = {0};
    vl_status s = VL_BAD_INPUT;
    if (!ours) vl_diag_add(&diags, ours_path, 1, 1, VL_CAT_NONE, "function %s of %s is not here", fn->name, ptxas_path);
    else s = vl_sass_hazards(fn, ours, &diags, &st);
    vl_diags_print(&diags, stderr);
    if (s == VL_OK)
      printf("no hazards: %s: %u late instructions watched, %u inserted\n", fn->name, st.late, st.inserted);
    else if (s == VL_INVALID)
      fprintf(stderr, "hazards: %s: %u\n", fn->name, st.hazards);
    if (s == VL_BAD_INPUT) rc = 2;
    else if (s == VL_INVALID && rc == 0) rc = 1;
    vl_diags_free(&diags);
  }
  vl_module_free(m);
  vl_module_free(k);
  return rc;
}
