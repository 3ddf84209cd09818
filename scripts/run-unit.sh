#!/usr/bin/env bash
# Unit tests: runs each cmocka program given (make unit passes build/tests/*) and ends
# with one line that adds up cmocka's own counts, so that a test skipped for a missing
# tool (tests/unit/require_tool.h) is seen at the end and not only in its program's
# output. Every program runs even after one fails; the exit status is 1 if any failed.
# The programs run side by side (UNIT_JOBS at once, default one per core; none shares a
# scratch file with another), and each one's output is shown whole, in the order given.
set -uo pipefail
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
i=0
for t in "$@"; do printf '%s\t%s\n' "$i" "$t"; i=$((i + 1)); done |
  xargs -P "${UNIT_JOBS:-$(nproc)}" -L1 bash -c '"$2" </dev/null > "$0/$1.out" 2>&1; echo $? > "$0/$1.rc"' "$scratch"
passed=0 skipped=0 failed=0 bad=()
i=0
for t in "$@"; do
  echo "== $t"
  out="$(cat "$scratch/$i.out" 2>/dev/null)"; rc="$(cat "$scratch/$i.rc" 2>/dev/null || echo missing)"
  i=$((i + 1))
  printf '%s\n' "$out"
  n() { printf '%s\n' "$out" | sed -n -E "s/^\[  $1 *\] ([0-9]+) test\(s\).*/\1/p" | awk '{s += $1} END {print s + 0}'; }
  passed=$((passed + $(n PASSED))) skipped=$((skipped + $(n SKIPPED))) failed=$((failed + $(n FAILED)))
  # A crash or a failed group setup prints no FAILED count: the exit status says it.
  [ "$rc" = 0 ] || bad+=("$(basename "$t") (exit $rc)")
done
echo "unit: $passed passed, $skipped skipped, $failed failed in $# programs${bad[*]:+; failed programs: ${bad[*]}}"
[ ${#bad[@]} = 0 ] && [ "$#" -gt 0 ]
