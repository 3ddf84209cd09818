/* Unit tests of whole-or-absent output files (base/atomic_file.h): a finished
 * write replaces the old file and keeps its permission bits; a failed one, a
 * SIGTERM or a SIGXFSZ halfway through leave the old file as it was and no
 * temporary; SIGKILL leaves the old file and a ".NAME.tmp.PID" beside it; a
 * symbolic link keeps pointing at the replaced file; /dev/null is written in
 * place; a tool's output (a name without an open stream) is renamed the same. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cmocka.h>

#include "base/atomic_file.h"
#include "base/file.h"

static char dir[] = "/tmp/vl-atomic-XXXXXX";
static char old_path[4200];
static const char old_text[] = "the old, good file\n";

static int setup(void **state) {
  (void)state;
  if (!mkdtemp(dir)) return -1;
  snprintf(old_path, sizeof old_path, "%s/out.mir", dir);
  return 0;
}

static int teardown(void **state) {
  (void)state;
  DIR *d = opendir(dir);
  struct dirent *e;
  char path[4400];
  while (d && (e = readdir(d)))
    if (e->d_name[0] != '.' || (e->d_name[1] && strcmp(e->d_name, ".."))) {
      snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
      unlink(path);
    }
  if (d) closedir(d);
  rmdir(dir);
  return 0;
}

/* The folder's names other than out.mir (and . ..), joined by spaces: the temporaries left. */
static void others(char *buf, size_t size) {
  buf[0] = 0;
  DIR *d = opendir(dir);
  struct dirent *e;
  while (d && (e = readdir(d)))
    if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..") && strcmp(e->d_name, "out.mir"))
      snprintf(buf + strlen(buf), size - strlen(buf), "%s%s", buf[0] ? " " : "", e->d_name);
  if (d) closedir(d);
}

static void write_old(void) {
  FILE *f = fopen(old_path, "w");
  assert_non_null(f);
  fputs(old_text, f);
  fclose(f);
  chmod(old_path, 0640);
}

static void assert_old_intact(void) {
  char *text = vl_read_file(old_path, NULL);
  assert_non_null(text);
  assert_string_equal(text, old_text);
  free(text);
}

static void assert_no_temporary(void) {
  char left[1024];
  others(left, sizeof left);
  assert_string_equal(left, "");
}

static void test_finished_write_replaces(void **state) {
  (void)state;
  write_old();
  assert_true(vl_atomic_write(old_path, "new\n", 4));
  char *text = vl_read_file(old_path, NULL);
  assert_string_equal(text, "new\n");
  free(text);
  struct stat st;
  assert_int_equal(stat(old_path, &st), 0);
  assert_int_equal(st.st_mode & 07777, 0640);   /* the old file's mode, not a new file's */
  assert_no_temporary();
}

static void test_failed_write_keeps_old(void **state) {
  (void)state;
  write_old();
  vl_atomic_file a;
  FILE *f = vl_atomic_open(&a, old_path, "w");
  assert_non_null(f);
  assert_true(strstr(vl_atomic_name(&a), "/.out.mir.tmp.") != NULL);
  fputs("half a fi", f);
  fflush(f);
  assert_false(vl_atomic_finish(&a, false));   /* the writer saw an error */
  assert_old_intact();
  assert_no_temporary();
}

/* In a child: open, write half, flush, then `sig` to itself. Returns the child's wait status. */
static int child_dies_halfway(int sig) {
  pid_t pid = fork();
  if (pid == 0) {
    vl_atomic_file a;
    FILE *f = vl_atomic_open(&a, old_path, "w");
    if (!f) _exit(1);
    fputs("half a fi", f);
    fflush(f);
    kill(getpid(), sig);
    _exit(2);   /* not reached */
  }
  int status = 0;
  waitpid(pid, &status, 0);
  return status;
}

static void test_sigterm_removes_temporary(void **state) {
  (void)state;
  write_old();
  int status = child_dies_halfway(SIGTERM);
  assert_true(WIFSIGNALED(status));
  assert_int_equal(WTERMSIG(status), SIGTERM);   /* the process still ends by the signal */
  assert_old_intact();
  assert_no_temporary();
}

static void test_file_size_limit_removes_temporary(void **state) {
  (void)state;
  write_old();
  pid_t pid = fork();
  if (pid == 0) {   /* a real short write: the limit stops the process inside fwrite */
    struct rlimit limit = {4096, 4096};
    setrlimit(RLIMIT_FSIZE, &limit);
    static char big[1 << 16];
    memset(big, 'x', sizeof big);
    vl_atomic_write(old_path, big, sizeof big);
    _exit(0);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  assert_true(WIFSIGNALED(status));
  assert_int_equal(WTERMSIG(status), SIGXFSZ);
  assert_old_intact();
  assert_no_temporary();
}

static void test_sigkill_leaves_named_temporary(void **state) {
  (void)state;
  write_old();
  int status = child_dies_halfway(SIGKILL);
  assert_true(WIFSIGNALED(status));
  assert_old_intact();
  char left[1024];
  others(left, sizeof left);
  assert_true(!strncmp(left, ".out.mir.tmp.", 13) && !strchr(left, ' '));   /* one, named as documented */
  char path[4400];
  snprintf(path, sizeof path, "%s/%s", dir, left);
  unlink(path);
}

static void test_symlink_target_replaced(void **state) {
  (void)state;
  write_old();
  char link_path[4400];
  snprintf(link_path, sizeof link_path, "%s/link.mir", dir);
  assert_int_equal(symlink("out.mir", link_path), 0);
  assert_true(vl_atomic_write(link_path, "through the link\n", 17));
  struct stat st;
  assert_int_equal(lstat(link_path, &st), 0);
  assert_true(S_ISLNK(st.st_mode));
  char *text = vl_read_file(old_path, NULL);
  assert_string_equal(text, "through the link\n");
  free(text);
  unlink(link_path);
  assert_no_temporary();
}

static void test_device_written_in_place(void **state) {
  (void)state;
  vl_atomic_file a;
  FILE *f = vl_atomic_open(&a, "/dev/null", "w");
  assert_non_null(f);
  assert_string_equal(vl_atomic_name(&a), "/dev/null");
  fputs("gone", f);
  assert_true(vl_atomic_finish(&a, true));
  struct stat st;
  assert_int_equal(stat("/dev/null", &st), 0);
  assert_true(S_ISCHR(st.st_mode));   /* still the device */
  /* /dev/stdout when standard output is a file: that very file (its inode), not a new one at its path. */
  char path[4400];
  snprintf(path, sizeof path, "%s/stdout.txt", dir);
  FILE *made = fopen(path, "w");
  assert_non_null(made);
  fclose(made);
  struct stat before, after;
  assert_int_equal(stat(path, &before), 0);
  pid_t pid = fork();
  if (pid == 0) _exit(freopen(path, "w", stdout) && vl_atomic_write("/dev/stdout", "after\n", 6) ? 0 : 1);
  int status = 1;
  waitpid(pid, &status, 0);
  assert_int_equal(status, 0);
  assert_int_equal(stat(path, &after), 0);
  assert_int_equal(before.st_ino, after.st_ino);
  char *text = vl_read_file(path, NULL);
  assert_string_equal(text, "after\n");
  free(text);
  unlink(path);
}

/* What llc-19 -o NAME does: creates NAME and writes it. */
static void tool_writes(const char *name, const char *text) {
  FILE *f = fopen(name, "w");
  assert_non_null(f);
  fputs(text, f);
  fclose(f);
}

static void test_tool_output_renamed(void **state) {
  (void)state;
  write_old();
  vl_atomic_file a;
  assert_true(vl_atomic_begin(&a, old_path));
  assert_int_equal(access(old_path, F_OK), 0);
  assert_string_not_equal(vl_atomic_name(&a), old_path);
  tool_writes(vl_atomic_name(&a), "tool\n");
  assert_old_intact();
  assert_true(vl_atomic_finish(&a, true));
  char *text = vl_read_file(old_path, NULL);
  assert_string_equal(text, "tool\n");
  free(text);
  assert_no_temporary();
  /* A tool that failed: its output goes, the file stays. */
  write_old();
  assert_true(vl_atomic_begin(&a, old_path));
  tool_writes(vl_atomic_name(&a), "half");
  assert_false(vl_atomic_finish(&a, false));
  assert_old_intact();
  assert_no_temporary();
}

static void test_missing_folder_fails(void **state) {
  (void)state;
  char path[4400];
  snprintf(path, sizeof path, "%s/no-such-folder/x.json", dir);
  assert_false(vl_atomic_write(path, "x", 1));
  assert_no_temporary();
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_finished_write_replaces),  cmocka_unit_test(test_failed_write_keeps_old),
      cmocka_unit_test(test_sigterm_removes_temporary), cmocka_unit_test(test_file_size_limit_removes_temporary),
      cmocka_unit_test(test_sigkill_leaves_named_temporary), cmocka_unit_test(test_symlink_target_replaced),
      cmocka_unit_test(test_device_written_in_place),  cmocka_unit_test(test_tool_output_renamed),
      cmocka_unit_test(test_missing_folder_fails),
  };
  return cmocka_run_group_tests(tests, setup, teardown);
}
