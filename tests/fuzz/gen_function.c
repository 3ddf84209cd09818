/* Prints one generated function (gen.h): gen_function TARGET SIZE [SEED]. The scale benchmark
 * (scripts/scale.sh) uses it for functions of 1,000 to 1,000,000 instructions; a fuzzer finding
 * can be regenerated with it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen.h"

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: gen_function TARGET SIZE [SEED]   (TARGET: gfx90a, gfx942, gfx1100, sm_89, sm_90)\n");
    return 2;
  }
  uint64_t rng = (argc > 3 ? strtoull(argv[3], NULL, 10) : 1) * 0x9e3779b97f4a7c15ull + 1;
  gen_text t = {0};
  if (!strncmp(argv[1], "sm_", 3)) gen_sass(&t, &rng, argv[1], "scale", (uint32_t)strtoul(argv[2], NULL, 10));
  else gen_mir(&t, &rng, argv[1], "scale", (uint32_t)strtoul(argv[2], NULL, 10));
  fwrite(t.data, 1, t.len, stdout);
  free(t.data);
  return 0;
}
