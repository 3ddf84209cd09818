/* libFuzzer targets for the two front ends, built twice (Makefile): fuzz_mir (the MIR reader)
 * and fuzz_sass (-DFUZZ_SASS: the SASS reader, nvdisasm listings and -hex words), each followed
 * by the analyses of what it accepts (cfg, liveness with lanes, intervals, budget). Any input
 * must give a module or file:line:col errors: never a crash, a sanitizer report or a hang. */
#include <stdint.h>

#include "analysis/analysis.h"
#include "front/mir.h"
#include "front/sass.h"

#ifdef FUZZ_SASS
#define READ vl_sass_parse_text
#else
#define READ vl_mir_parse_text
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size >= UINT32_MAX) return 0;
  vl_diags diags = {0};
  vl_module *m = READ("fuzz.input", (const char *)data, (uint32_t)size, NULL, &diags);
  for (uint32_t f = 0; m && f < m->num_functions; f++) {
    vl_arena arena = {0};
    vl_budget_options options = {0};
    vl_analyze(&m->functions[f], &options, &arena);
    vl_arena_free(&arena);
  }
  vl_module_free(m);
  vl_diags_free(&diags);
  return 0;
}
