/* External programs a unit test runs (llc-19, llvm-mc-19, ...): require_tools()
 * returns when every one is on PATH. Otherwise the calling test is reported as
 * skipped, never as passed, and fails where the environment variable CI is set:
 * a machine that runs the tests for real must not turn green without its tools.
 * Include after <cmocka.h>. */
#ifndef VL_TEST_REQUIRE_TOOL_H
#define VL_TEST_REQUIRE_TOOL_H
#include <stdlib.h>

#include "base/process.h"

/* `programs` ends with NULL; file and line are the caller's, for cmocka's report. */
static inline void require_tools_at(const char *file, int line, const char *const *programs) {
  for (const char *const *p = programs; *p; p++) {
    if (vl_tool_available(*p)) continue;
    if (getenv("CI")) {
      print_error("%s is not on PATH, and CI is set: a missing tool fails the test\n", *p);
      _fail(file, line);
    }
    print_message("%s is not on PATH: test skipped (with CI set it fails)\n", *p);
    _skip(file, line);
  }
}

#define require_tools(...) require_tools_at(__FILE__, __LINE__, (const char *const[]){__VA_ARGS__, NULL})

#endif
