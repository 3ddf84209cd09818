#!/usr/bin/env bash
# Golden tests: each tests/golden/*.test holds `RUN: command` lines (%verilocc is the
# built binary, %S the test's folder, %t a scratch path), an optional `EXIT: N` line
# (default 0) and FileCheck-19 directives checked against the command's stdout+stderr:
# `RUN:` output against CHECK lines, `RUN-X:` output against lines with prefix X.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="$root/build/verilocc"
scratch="$root/build/golden"
mkdir -p "$scratch"
pass=0 fail=0
for test in "$root"/tests/golden/*.test; do
  name="$(basename "$test" .test)"
  expect="$(sed -n 's/^# *EXIT: *//p' "$test" | head -1)"
  expect="${expect:-0}"
  ok=1
  while IFS=$'\t' read -r prefix cmd; do
    cmd="${cmd//%verilocc/$bin}"; cmd="${cmd//%S/$root/tests/golden}"; cmd="${cmd//%t/$scratch/$name}"
    out="$(bash -c "$cmd" 2>&1)"; rc=$?
    if [ "$rc" != "$expect" ]; then
      echo "FAIL $name: exit $rc, expected $expect: $cmd"; echo "$out" | head -20; ok=0; continue
    fi
    if ! printf '%s\n' "$out" | FileCheck-19 --dump-input=fail --check-prefix="$prefix" "$test"; then
      echo "FAIL $name: FileCheck: $cmd"; ok=0
    fi
  done < <(sed -n -E 's/^# *RUN: */CHECK\t/p; s/^# *RUN-([A-Z0-9]+): */\1\t/p' "$test")
  if [ $ok = 1 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); fi
done
echo "golden: $pass passed, $fail failed"
[ "$fail" = 0 ]
