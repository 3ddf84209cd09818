#!/usr/bin/env bash
# End-to-end tests on every test kernel (scripts/compile-kernels.sh output):
# allocate, check the assignment with `verilocc verify`, run llc-19
# -verify-machineinstrs on our physical MIR ourselves, assemble the result, and
# inject faults that the verifier must reject. Two kernels at a time.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
kernels="${1:-$root/build/kernels}"
extra="$root/tests/inputs/mir"   # hand-picked cases: calls, MFMA/AGPRs, two functions
out="$root/build/e2e"
mkdir -p "$out"
export VL_BIN="$root/build/verilocc" VL_OUT="$out"

one() {
  local mir="$1" target name base log
  name="$(basename "$(dirname "$mir")").$(basename "$mir" .pre.mir)"
  base="$VL_OUT/$name"; log="$base.log"
  {
    "$VL_BIN" alloc "$mir" -o "$base.alloc.mir" --asm "$base.s" --json "$base.json" --report "$base.report.json" --quiet &&
    target="$(jq -r .target "$base.report.json")" &&
    "$VL_BIN" verify "$mir" "$base.json" &&
    llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu="$target" -O3 -start-after=virtregrewriter,1 -verify-machineinstrs \
      "$base.alloc.mir" -o "$base.check.s" &&
    llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu="$target" -filetype=obj "$base.s" -o "$base.o" &&
    "$VL_BIN" mutate "$mir" --per-kind 5 > "$base.mutate.json"
  } > "$log" 2>&1
  local rc=$?
  if [ $rc = 0 ]; then echo "ok   $name"; else echo "FAIL $name (exit $rc, log $log)"; tail -5 "$log"; fi
  return $rc
}
export -f one
mapfile -t files < <(find "$kernels" "$extra" -name '*.pre.mir' | sort)
[ ${#files[@]} -gt 0 ] || { echo "e2e: no kernels under $kernels" >&2; exit 1; }
printf '%s\n' "${files[@]}" | xargs -P2 -I{} bash -c 'one "$@"' _ {} > "$out/summary.txt"
cat "$out/summary.txt"
fails=$(grep -c '^FAIL' "$out/summary.txt")
echo "e2e: $(grep -c '^ok' "$out/summary.txt") of ${#files[@]} kernels passed"
[ "$fails" = 0 ]
