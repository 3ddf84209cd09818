/* The learned allocators' options (see learned_options.h). */
#include "learned_options.h"

#include <stdio.h>
#include <string.h>

#include "../alloc/registry.h"
#include "cli.h"

vl_learned_options vl_learned_defaults(void) { return (vl_learned_options){.loop = vl_allocator_defaults().loop}; }

int vl_learned_option(int argc, char **argv, int *i, vl_learned_options *o) {
  const char *a = argv[*i], *next = *i + 1 < argc ? argv[*i + 1] : NULL;
  if (!strcmp(a, "--no-mask")) {
    o->loop.mask = false;
    return 1;
  }
  if (!next) return 0;
  if (!strcmp(a, "--model")) o->model = next;
  else if (!strcmp(a, "--k")) {
    if (!vl_cli_uint(a, next, &o->loop.k)) return -1;
    if (!o->loop.k) return fprintf(stderr, "verilocc: --k must be at least 1\n"), -1;
  } else if (!strcmp(a, "--seed")) {
    uint32_t seed;
    if (!vl_cli_uint(a, next, &seed)) return -1;
    o->loop.seed = seed;
  } else return 0;
  ++*i;
  return 1;
}
