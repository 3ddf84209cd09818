/* Transparent huge pages for the heap of a large run (see hugepages.h).
 *
 * Why: Z3 and the spiller touch hundreds of megabytes once each, and every 4 KiB page
 * touched first is a page fault, costly on a virtual machine: `verify --smt` of a
 * 6,800-line function took 184,000 faults and 4.7 to 7.5 s, and 8,600 faults and 2.6 to
 * 4.1 s with the tunable (README, "Huge pages"). Starting again costs about 10 ms, so only
 * large runs do. */
#include "hugepages.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef __has_feature
#define __has_feature(x) 0
#endif
#if defined(__SANITIZE_ADDRESS__) || __has_feature(address_sanitizer)
#define SANITIZED 1
#else
#define SANITIZED 0
#endif

#define TUNABLE "glibc.malloc.hugetlb=1"

bool vl_hugepages_large_run(int argc, char *const *argv, long min_bytes) {
  /* Whole corpora: large whatever their files. */
  static const char *const heavy[] = {"train", "eval", "dataset", "calibrate"};
  /* As large as their input: the spiller and Z3. The rest (normalize, plain verify and
   * translation validation, stats) is over in tens of milliseconds even on the largest
   * kernels, where starting again and zeroing 2 MiB pages made the end-to-end tests'
   * normalize runs a quarter slower. */
  static const char *const sized[] = {"alloc", "mutate", "repair", "spill-exact"};
  if (argc < 2) return false;
  for (size_t i = 0; i < sizeof heavy / sizeof *heavy; i++)
    if (!strcmp(argv[1], heavy[i])) return true;
  bool scales = false;
  for (size_t i = 0; i < sizeof sized / sizeof *sized; i++) scales |= !strcmp(argv[1], sized[i]);
  if (!strcmp(argv[1], "verify"))
    for (int i = 2; i < argc; i++) scales |= !strcmp(argv[i], "--smt");
  if (!scales) return false;
  for (int i = 2; i < argc; i++) {
    struct stat st;
    if (argv[i][0] != '-' && !stat(argv[i], &st) && S_ISREG(st.st_mode) && st.st_size >= min_bytes) return true;
  }
  return false;
}

char *vl_hugepages_tunables(const char *old) {
  if (old && strstr(old, "glibc.malloc.hugetlb=")) return NULL;
  size_t n = (old ? strlen(old) + 1 : 0) + sizeof TUNABLE;
  char *value = malloc(n);
  if (!value) abort();
  snprintf(value, n, "%s%s%s", old ? old : "", old && *old ? ":" : "", TUNABLE);
  return value;
}

static bool madvise_mode(void) {
  FILE *f = fopen("/sys/kernel/mm/transparent_hugepage/enabled", "r");
  if (!f) return false;
  char line[128] = "";
  bool yes = fgets(line, sizeof line, f) && strstr(line, "[madvise]");
  fclose(f);
  return yes;
}

void vl_hugepages_restart(const char *exe, char **argv) {
  const char *off = getenv("VL_HUGEPAGES");
  if (SANITIZED || (off && !strcmp(off, "0"))) return;
  const char *old = getenv("GLIBC_TUNABLES");
  char *value = vl_hugepages_tunables(old);
  if (!value) return;
  char *saved = old ? strdup(old) : NULL;
  if (old && !saved) abort();
  if (madvise_mode() && !setenv("GLIBC_TUNABLES", value, 1)) {
    fflush(NULL);
    execv(exe, argv);
    if (saved) setenv("GLIBC_TUNABLES", saved, 1);   /* no exec (no /proc, say): on without it */
    else unsetenv("GLIBC_TUNABLES");
  }
  free(value), free(saved);
}
