/* Generators of random valid functions for the allocation fuzzer (alloc_fuzz.c): pre-RA MIR for
 * the AMDGPU targets and ptxas-style SASS listings for sm_89/sm_90, as text the real front ends
 * read. Random CFGs with loops, several register classes with tuples and single lanes of them,
 * and for MIR tied and early-clobber operands, fixed physical registers, inline-asm clobbers and
 * calls. Every value is defined on every path to its uses (defined in the entry block or earlier
 * in the same block), so a function is valid by construction; llc-19 -verify-machineinstrs
 * checks that claim for MIR. Deterministic for a seed. */
#ifndef VL_FUZZ_GEN_H
#define VL_FUZZ_GEN_H
#include <stddef.h>
#include <stdint.h>

typedef struct gen_text {
  char *data;
  size_t len, cap;
} gen_text;

void gen_printf(gen_text *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
uint32_t gen_rand(uint64_t *rng, uint32_t n);   /* uniform in [0, n) */

/* A MIR function named `name` for `target` (gfx90a, gfx942, gfx1100), about `size` instructions. */
void gen_mir(gen_text *t, uint64_t *rng, const char *target, const char *name, uint32_t size);
/* A SASS listing of one kernel for `target` (sm_89, sm_90), about `size` instructions. */
void gen_sass(gen_text *t, uint64_t *rng, const char *target, const char *name, uint32_t size);

#endif
