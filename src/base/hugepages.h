/* Transparent huge pages for the heap of a large run: glibc's malloc asks the kernel for
 * them with the tunable glibc.malloc.hugetlb=1, which glibc reads only when a process
 * starts, so a process that wants them starts again in place (hugepages.c). */
#ifndef VL_BASE_HUGEPAGES_H
#define VL_BASE_HUGEPAGES_H

#include <stdbool.h>

/* The input size from which a command's run counts as large (vl_hugepages_large_run). */
enum { VL_HUGEPAGES_MIN_INPUT = 64 * 1024 };

/* Is `verilocc argv[1] ...` a large run: a command over a whole manifest (train, eval,
 * dataset, calibrate), or one whose memory grows with its input (alloc, mutate, repair,
 * spill-exact, verify --smt) with an argument past the command naming a regular file of
 * at least min_bytes? */
bool vl_hugepages_large_run(int argc, char *const *argv, long min_bytes);

/* GLIBC_TUNABLES with glibc.malloc.hugetlb=1 added to `old` (NULL: unset), malloc'd; NULL
 * where `old` sets that tunable already (by the user, or by an earlier restart). */
char *vl_hugepages_tunables(const char *old);

/* Where the kernel gives huge pages only on request (transparent_hugepage/enabled reads
 * "[madvise]"), runs `exe` with argv in place of this process, GLIBC_TUNABLES extended as
 * above. Returns where it does not: VL_HUGEPAGES=0, a sanitizer build (its own allocator),
 * the tunable set already, another mode, or exec failing (the environment then as before). */
void vl_hugepages_restart(const char *exe, char **argv);

#endif
