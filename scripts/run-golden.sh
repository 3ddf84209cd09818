#!/usr/bin/env bash
# Golden tests: each tests/golden/*.test holds `RUN: command` lines (%verilocc is the
# built binary, %S the test's folder, %t a scratch path in a folder of the test's own),
# FileCheck-19 directives checked against the command's stdout+stderr (`RUN:` output
# against CHECK lines, `RUN-X:` output against lines with prefix X) and one `EXIT: N`
# line, required: the status every RUN line must end with (a line whose tool ends
# otherwise prints its status, `; echo "exit $?"`, and checks it).
# Each command runs under `bash -o pipefail` with no standard input, so a tool that
# fails inside a pipeline fails its line; build/golden is made anew on every run, so no
# file an earlier run wrote can stand in for one this run failed to write.
# Arguments, if any, name the tests to run (scripts/run-golden.sh wave32_vcc train_tiny).
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root" || exit 2
bin="${VERILOCC:-$root/build/verilocc}"   # VERILOCC: another build (make check-asan)
scratch="$root/build/golden${VERILOCC:+-$(basename "$(dirname "$VERILOCC")")}"
rm -rf "$scratch"

# One test: its failures on stdout, and "pass" or "fail" in $scratch/NAME.status.
run_one() {
  local name="$1" test="$root/tests/golden/$1.test" ok=1 expect runs prefix cmd out rc
  mkdir -p "$scratch/$name"
  fail_test() { echo "FAIL $name: $*"; ok=0; }

  expect="$(sed -n -E 's/^# *EXIT:[[:space:]]*//p' "$test")"
  if [ -z "$expect" ]; then fail_test "no EXIT line (say which exit status the RUN lines end with)"
  elif ! [[ "$expect" =~ ^[0-9]+$ ]]; then fail_test "one EXIT line with a number expected, got: $(echo $expect)"
  fi

  # Every prefix's directives need its RUN line, or they would never be checked.
  runs=" $(sed -n -E 's/^# *RUN: .*/CHECK/p; s/^# *RUN-([A-Z0-9]+): .*/\1/p' "$test" | tr '\n' ' ')"
  [ "$runs" != " " ] || fail_test "no RUN line"
  for prefix in $(sed -n -E 's/^# *([A-Z][A-Z0-9]*)(-(NEXT|SAME|NOT|DAG|LABEL|EMPTY|COUNT-[0-9]+))?:.*/\1/p' "$test" | sort -u); do
    case "$prefix" in RUN | EXIT) continue ;; esac
    [[ "$runs" == *" $prefix "* ]] || fail_test "lines for prefix $prefix but no RUN-$prefix line"
  done

  # A test that states its expectations wrongly runs nothing.
  [ $ok = 1 ] && while IFS=$'\t' read -r prefix cmd; do
    cmd="${cmd//%verilocc/$bin}"; cmd="${cmd//%S/$root/tests/golden}"; cmd="${cmd//%t/$scratch/$name/$name}"
    out="$(bash -o pipefail -c "$cmd" </dev/null 2>&1)"; rc=$?
    if [ "$rc" != "$expect" ]; then
      fail_test "exit $rc, expected $expect: $cmd"; echo "$out" | head -20; continue
    fi
    if ! printf '%s\n' "$out" | FileCheck-19 --dump-input=fail --check-prefix="$prefix" "$test"; then
      fail_test "FileCheck: $cmd"
    fi
  done < <(sed -n -E 's/^# *RUN: */CHECK\t/p; s/^# *RUN-([A-Z0-9]+): */\1\t/p' "$test")
  if [ $ok = 1 ]; then echo pass > "$scratch/$name.status"; else echo fail > "$scratch/$name.status"; fi
}

# The tests run side by side (GOLDEN_JOBS at once, default one per core: a fifth of make
# check's time was the tests one after another); each writes only its own folder, and
# what each printed is shown in the tests' order.
names=()
for test in "$root"/tests/golden/*.test; do
  name="$(basename "$test" .test)"
  [ $# = 0 ] || [[ " $* " == *" $name "* ]] || continue
  names+=("$name")
done
mkdir -p "$scratch"
export -f run_one
export root bin scratch
printf '%s\n' "${names[@]}" |
  xargs -P "${GOLDEN_JOBS:-$(nproc)}" -I{} bash -c 'run_one "$1" > "$scratch/$1.log" 2>&1' _ {}
pass=0 fail=0
for name in "${names[@]}"; do
  cat "$scratch/$name.log" 2>/dev/null
  if [ "$(cat "$scratch/$name.status" 2>/dev/null)" = pass ]; then pass=$((pass + 1)); else fail=$((fail + 1)); fi
done
echo "golden: $pass passed, $fail failed"
[ "$fail" = 0 ] && [ "$pass" -gt 0 ]
