/* libFuzzer target: the SASS reader (nvdisasm listings, -hex words included), then the
 * analyses of what it accepts. Never a crash, a sanitizer report or a hang. */
#include <stdint.h>

#include "analysis/analysis.h"
#include "front/sass.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size >= UINT32_MAX) return 0;
  vl_diags diags = {0};
  vl_module *m = vl_sass_parse_text("fuzz.sass", (const char *)data, (uint32_t)size, NULL, &diags);
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
