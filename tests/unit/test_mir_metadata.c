/* Unit tests of src/corpus/mir_metadata: references to metadata that a MIR file's IR module does
 * not define are dropped, and llc-19 reads the result back where it rejected the input. The input
 * is llc-19's own pre-RA MIR (tests/inputs/mir/loop_gfx90a.pre.mir) with one memory operand's
 * `!tbaa !6` renumbered to a node the module lacks, as llc-19 prints for rocPRIM's
 * adjacent_difference and histogram kernels. Run from the repository root. */
#define _DEFAULT_SOURCE   /* mkstemps: llc knows MIR by its .mir */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "base/file.h"
#include "corpus/mir_metadata.h"
#include "require_tool.h"

#define INPUT "tests/inputs/mir/loop_gfx90a.pre.mir"

static size_t count(const char *text, const char *needle) {
  size_t n = 0;
  for (const char *p = text; (p = strstr(p, needle)); p++) n++;
  return n;
}

/* The input with its first memory operand's `!tbaa !6` made `!tbaa !4000` (malloc'd). */
static char *with_undefined_reference(size_t *len) {
  char *text = vl_read_file(INPUT, len);
  assert_non_null(text);
  char *body = strstr(text, "\n...\n");
  assert_non_null(body);
  char *at = strstr(body, ", !tbaa !6,");
  assert_non_null(at);
  char *out = malloc(*len + 4);
  size_t head = (size_t)(at - text) + strlen(", !tbaa !");
  memcpy(out, text, head);
  memcpy(out + head, "4000", 4);
  memcpy(out + head + 4, text + head + 1, *len - head);   /* the NUL too */
  *len += 3;
  free(text);
  return out;
}

/* llc-19's exit status on a MIR file (parsed and verified, no pass run); its stderr in *err. */
static int llc_reads(const char *text, size_t len, char **err) {
  char path[] = "/tmp/verilocc-test-mir-metadata-XXXXXX.mir";
  int fd = mkstemps(path, 4);
  assert_true(fd >= 0);
  assert_int_equal(write(fd, text, len), (ssize_t)len);
  close(fd);
  const char *argv[] = {"llc-19", "-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx90a", "-run-pass=none",
                        "-verify-machineinstrs", "-o", "/dev/null", path, NULL};
  vl_tool_result r;
  vl_diags d = {0};
  assert_int_equal(vl_tool_run(argv, 60, &r, &d), VL_OK);
  unlink(path);
  int status = r.exit_code;
  *err = strdup(r.err ? r.err : "");
  vl_tool_result_free(&r);
  vl_diags_free(&d);
  return status;
}

static void test_llc_reads_what_was_dropped(void **state) {
  (void)state;
  require_tools("llc-19");
  size_t len, fixed_len;
  uint32_t dropped;
  char *text = with_undefined_reference(&len);
  char *err;
  assert_int_not_equal(llc_reads(text, len, &err), 0);
  assert_non_null(strstr(err, "use of undefined metadata '!4000'"));
  free(err);

  char *fixed = vl_mir_drop_undefined_metadata(text, len, &fixed_len, &dropped);
  assert_non_null(fixed);
  assert_int_equal(dropped, 1);
  assert_int_equal(fixed_len, strlen(fixed));
  assert_int_equal(fixed_len, len - strlen(", !tbaa !4000"));
  assert_null(strstr(fixed, "!4000"));
  assert_int_equal(count(fixed, "!tbaa !6"), count(text, "!tbaa !6"));   /* defined ones stay */
  int status = llc_reads(fixed, fixed_len, &err);
  if (status) print_error("%s", err);
  assert_int_equal(status, 0);
  free(err), free(fixed), free(text);
}

static void test_nothing_undefined(void **state) {
  (void)state;
  size_t len, out_len = 0;
  uint32_t dropped = 7;
  char *text = vl_read_file(INPUT, &len);
  assert_non_null(text);
  assert_true(count(text, ", !tbaa !") > 0);
  assert_null(vl_mir_drop_undefined_metadata(text, len, &out_len, &dropped));
  assert_int_equal(dropped, 0);
  free(text);
}

static void test_not_mir(void **state) {
  (void)state;
  size_t out_len;
  uint32_t dropped = 7;
  const char *texts[] = {"", "--- |\n  !1 = !{}\n", "x, !tbaa !3", "...\n, !tbaa", "\n...\n, !tbaa !", "\n...\n, !x !99999999999999"};
  for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) {
    char *out = vl_mir_drop_undefined_metadata(texts[i], strlen(texts[i]), &out_len, &dropped);
    if (i < 5) {
      assert_null(out);
      assert_int_equal(dropped, 0);
    } else {   /* a number past any defined one is undefined */
      assert_non_null(out);
      assert_string_equal(out, "\n...\n");
      free(out);
    }
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_llc_reads_what_was_dropped),
      cmocka_unit_test(test_nothing_undefined),
      cmocka_unit_test(test_not_mir),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
