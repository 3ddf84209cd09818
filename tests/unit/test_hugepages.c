/* Huge pages for a large run: which runs are large, the GLIBC_TUNABLES value a restart
 * sets, and the restart itself (an exec with it), where the kernel's mode asks for it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cmocka.h>

#include "base/hugepages.h"

static void test_tunables_added_once(void **state) {
  (void)state;
  char *v = vl_hugepages_tunables(NULL);
  assert_string_equal(v, "glibc.malloc.hugetlb=1");
  free(v);
  v = vl_hugepages_tunables("");
  assert_string_equal(v, "glibc.malloc.hugetlb=1");
  free(v);
  v = vl_hugepages_tunables("glibc.malloc.arena_max=2");
  assert_string_equal(v, "glibc.malloc.arena_max=2:glibc.malloc.hugetlb=1");
  free(v);
  /* set already, to either value: the user's (or an earlier restart's) stands */
  assert_null(vl_hugepages_tunables("glibc.malloc.hugetlb=0"));
  assert_null(vl_hugepages_tunables("glibc.malloc.arena_max=2:glibc.malloc.hugetlb=1"));
}

static void write_file(const char *path, size_t bytes) {
  FILE *f = fopen(path, "w");
  assert_non_null(f);
  for (size_t i = 0; i < bytes; i++) fputc('x', f);
  fclose(f);
}

static void test_large_runs(void **state) {
  (void)state;
  char dir[] = "/tmp/vl_hugepages_XXXXXX";
  assert_non_null(mkdtemp(dir));
  char small[64], big[64];
  snprintf(small, sizeof small, "%s/small.mir", dir);
  snprintf(big, sizeof big, "%s/big.mir", dir);
  write_file(small, 1000);
  write_file(big, 5000);
  char *alloc_small[] = {"verilocc", "alloc", small, "-o", "/dev/null", NULL};
  char *alloc_big[] = {"verilocc", "alloc", small, big, NULL};
  char *option_like[] = {"verilocc", "alloc", small, "--json", NULL};
  char *train[] = {"verilocc", "train", "manifest.jsonl", NULL};
  char *missing[] = {"verilocc", "verify", "/nonexistent/file.mir", NULL};
  char *none[] = {"verilocc", NULL};
  assert_false(vl_hugepages_large_run(5, alloc_small, 4096));
  assert_true(vl_hugepages_large_run(4, alloc_big, 4096));
  assert_false(vl_hugepages_large_run(4, option_like, 4096));
  assert_true(vl_hugepages_large_run(3, train, 4096));
  assert_false(vl_hugepages_large_run(3, missing, 4096));
  assert_false(vl_hugepages_large_run(1, none, 4096));
  /* /dev/null is no regular file, whatever the threshold */
  char *device[] = {"verilocc", "alloc", "/dev/null", NULL};
  assert_false(vl_hugepages_large_run(3, device, 0));
  /* Z3 grows with the input; the native verifier and normalize are quick whatever it is */
  char *smt[] = {"verilocc", "verify", big, "a.json", "--smt", NULL};
  char *native[] = {"verilocc", "verify", big, "a.json", NULL};
  char *normalize[] = {"verilocc", "normalize", big, NULL};
  assert_true(vl_hugepages_large_run(5, smt, 4096));
  assert_false(vl_hugepages_large_run(4, native, 4096));
  assert_false(vl_hugepages_large_run(3, normalize, 4096));
  unlink(small), unlink(big), rmdir(dir);
}

/* The restart in a child: /bin/sh in place of the child writes the GLIBC_TUNABLES it got. */
static void test_restart_execs_with_the_tunable(void **state) {
  (void)state;
  FILE *f = fopen("/sys/kernel/mm/transparent_hugepage/enabled", "r");
  char mode[128] = "";
  if (f) {
    if (!fgets(mode, sizeof mode, f)) mode[0] = 0;
    fclose(f);
  }
  char out[] = "/tmp/vl_hugepages_env_XXXXXX";
  int fd = mkstemp(out);
  assert_true(fd >= 0);
  close(fd);
  char script[256];
  snprintf(script, sizeof script, "printf '%%s' \"$GLIBC_TUNABLES\" > %s", out);
  pid_t pid = fork();
  assert_true(pid >= 0);
  if (pid == 0) {
    char *argv[] = {"sh", "-c", script, NULL};
    unsetenv("VL_HUGEPAGES");
    setenv("GLIBC_TUNABLES", "glibc.malloc.arena_max=4", 1);
    vl_hugepages_restart("/bin/sh", argv);
    _exit(3);   /* returned: no exec */
  }
  int status = 0;
  assert_int_equal(waitpid(pid, &status, 0), pid);
  assert_true(WIFEXITED(status));
  char got[256] = "";
  f = fopen(out, "r");
  assert_non_null(f);
  if (!fgets(got, sizeof got, f)) got[0] = 0;
  fclose(f);
  unlink(out);
#if defined(__SANITIZE_ADDRESS__)
  bool sanitized = true;
#elif defined(__has_feature)
  bool sanitized = __has_feature(address_sanitizer);
#else
  bool sanitized = false;
#endif
  if (strstr(mode, "[madvise]") && !sanitized) {
    assert_int_equal(WEXITSTATUS(status), 0);
    assert_string_equal(got, "glibc.malloc.arena_max=4:glibc.malloc.hugetlb=1");
  } else {
    assert_int_equal(WEXITSTATUS(status), 3);   /* nothing to ask for: the process goes on as it was */
    assert_string_equal(got, "");
  }
}

/* VL_HUGEPAGES=0: never a restart. */
static void test_restart_off(void **state) {
  (void)state;
  pid_t pid = fork();
  assert_true(pid >= 0);
  if (pid == 0) {
    char *argv[] = {"sh", "-c", "exit 0", NULL};
    setenv("VL_HUGEPAGES", "0", 1);
    unsetenv("GLIBC_TUNABLES");
    vl_hugepages_restart("/bin/sh", argv);
    _exit(getenv("GLIBC_TUNABLES") ? 4 : 3);
  }
  int status = 0;
  assert_int_equal(waitpid(pid, &status, 0), pid);
  assert_true(WIFEXITED(status));
  assert_int_equal(WEXITSTATUS(status), 3);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_tunables_added_once),
      cmocka_unit_test(test_large_runs),
      cmocka_unit_test(test_restart_execs_with_the_tunable),
      cmocka_unit_test(test_restart_off),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
