#!/usr/bin/env bash
# Runs the libFuzzer targets (tests/fuzz/fuzz_*.c, mir and sass from fuzz_reader.c, built by `make fuzz` into build/san/fuzz)
# for SECONDS each, seeded from tests/ and the committed sample (corpus/sample), and replays
# every committed regression input (tests/fuzz/regressions/TARGET/) first. A crash, a sanitizer
# report, a leak or a hang (over 10 s on one input) fails the run; libFuzzer writes the input
# to build/fuzz/findings/, which becomes a regression input once fixed.
# Usage: scripts/fuzz.sh SECONDS [TARGET...]   (targets: mir sass assignment translate)
# FUZZ_RUNS=N: each target stops after N executions instead (or at SECONDS, whichever is first).
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root" || exit 2
seconds="${1:?usage: scripts/fuzz.sh SECONDS [TARGET...]}"
shift
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(mir sass assignment translate)
work="${FUZZ_WORK:-$root/build/fuzz}"   # FUZZ_WORK: another folder for seeds, corpus, findings, logs
mkdir -p "$work/findings"

# Seeds per target: the inputs of that kind in tests/ and the sample under 64 KiB (inputs are
# cut to 16 KiB: small inputs run fast; the assignment target's first byte picks its module:
# even the MIR one, odd the SASS one).
seed() {
  local target="$1" dir="$work/seeds/$1"
  rm -rf "$dir"
  mkdir -p "$dir"
  local i=0 f
  case "$target" in
    mir | sass | translate)
      local pattern='*.mir'
      [ "$target" = sass ] && pattern='*.sass'
      [ "$target" = translate ] && pattern='*.post.mir'
      # names numbered: the sample has one name under several targets
      while IFS= read -r f; do cp "$f" "$dir/$((i++))-$(basename "$f")"; done \
        < <(find tests corpus/sample -name "$pattern" -size -64k | sort) ;;
    assignment)
      for f in tests/inputs/lies/*.mir.json tests/golden/*.json; do
        { printf '0'; cat "$f"; } > "$dir/mir$((i++)).json"
      done
      for f in tests/inputs/lies/*.sass.json; do
        { printf '1'; cat "$f"; } > "$dir/sass$((i++)).json"
      done ;;
  esac
}

failed=0
for target in "${targets[@]}"; do
  bin="$root/build/san/fuzz/fuzz_$target"
  if [ ! -x "$bin" ]; then echo "fuzz: $bin missing (make fuzz)"; failed=1; continue; fi
  seed "$target"
  regressions="tests/fuzz/regressions/$target"
  if [ -d "$regressions" ] && [ -n "$(ls -A "$regressions")" ]; then
    if ! "$bin" -timeout=10 -rss_limit_mb=4096 "$regressions"/* > "$work/$target.regressions.log" 2>&1; then
      echo "fuzz: $target: a regression input fails again ($work/$target.regressions.log)"; failed=1; continue
    fi
  fi
  corpus="$work/corpus/$target"
  mkdir -p "$corpus"
  log="$work/$target.log"
  "$bin" -max_total_time="$seconds" ${FUZZ_RUNS:+-runs=$FUZZ_RUNS} -timeout=10 -rss_limit_mb=4096 -max_len=16384 -print_final_stats=1 \
    -artifact_prefix="$work/findings/$target-" "$corpus" "$work/seeds/$target" > "$log" 2>&1
  rc=$?
  runs="$(sed -n -E 's/^stat::number_of_executed_units: *([0-9]+).*/\1/p' "$log" | tail -1)"
  took="$(sed -n -E 's/^Done [0-9]+ runs in ([0-9]+) second.*/\1/p' "$log" | tail -1)"
  if [ "$rc" = 0 ]; then
    echo "fuzz: $target: ${runs:-?} executions in ${took:-$seconds} s, no crash, hang or sanitizer report"
  else
    echo "fuzz: $target: FAILED after ${runs:-?} executions (exit $rc); input in $work/findings, log $log"
    grep -m3 -E 'ERROR|runtime error|SUMMARY' "$log"
    failed=1
  fi
done
exit $failed
