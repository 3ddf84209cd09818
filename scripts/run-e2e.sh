#!/usr/bin/env bash
# End-to-end tests on every AMDGPU test kernel: allocate, check the assignment
# with `verilocc verify`, validate our physical MIR and LLVM greedy's (the
# kernel's .post.mir, where there is one) with `verify --post`, run llc-19
# -verify-machineinstrs on our physical MIR ourselves, assemble the result, and inject faults that the verifier must
# reject, and check the assignment and its mutations with the Z3 verifier
# too, which must agree with the native one. Two kernels at a time.
#
# The kernels: the test set (`make kernels`: tests/kernels/*.json built by
# `verilocc collect` into build/kernels), the committed corpus sample
# (corpus/sample, a few functions where LLVM greedy spills among them), and
# hand-picked MIR in tests/inputs/mir. The test set runs a second time with
# the VGPR budget forced down to 24 and no AGPRs, so that everything spills to
# the stack. What was allocated is the spilled MIR (`alloc --spilled`): the
# assignment is verified and mutated on that, and translation validation
# checks the allocated output against the original input.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
manifests=("${@:-$root/build/kernels/manifest.jsonl}")
manifests+=("$root/corpus/sample/manifest.jsonl")
extra="$root/tests/inputs/mir"   # hand-picked cases: calls, MFMA/AGPRs, two functions
out="$root/build/e2e"
mkdir -p "$out"
export VL_BIN="$root/build/verilocc" VL_OUT="$out" VL_ROOT="$root"

one() {
  local mir="${1% forced}" target name base log budget=() mutate=true
  name="${mir#"$VL_ROOT"/}"; name="${name%.pre.mir}"; name="${name//\//.}"
  if [ "$1" != "$mir" ]; then name="$name.forced"; budget=(--max-vgprs 24 --max-agprs 0); mutate=false; fi
  base="$VL_OUT/$name"; log="$base.log"
  {
    "$VL_BIN" alloc "$mir" -o "$base.alloc.mir" --asm "$base.s" --json "$base.json" --report "$base.report.json" \
      --spilled "$base.spilled.mir" --quiet "${budget[@]}" &&
    target="$(jq -r .target "$base.report.json")" &&
    "$VL_BIN" verify "$base.spilled.mir" "$base.json" "${budget[@]}" &&
    "$VL_BIN" verify "$mir" --post "$base.alloc.mir" &&
    { [ ! -r "${mir%.pre.mir}.post.mir" ] || "$VL_BIN" verify "$mir" --post "${mir%.pre.mir}.post.mir"; } &&
    llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu="$target" -O3 -start-after=virtregrewriter,1 -verify-machineinstrs \
      "$base.alloc.mir" -o "$base.check.s" &&
    llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu="$target" -filetype=obj "$base.s" -o "$base.o" &&
    { ! $mutate || "$VL_BIN" mutate "$base.spilled.mir" --per-kind 5 --smt > "$base.mutate.json"; }
  } > "$log" 2>&1
  local rc=$?
  if [ $rc = 0 ]; then echo "ok   $name"; else echo "FAIL $name (exit $rc, log $log)"; tail -5 "$log"; fi
  return $rc
}
export -f one
# Pre-RA MIR files of a manifest (a file once, however many functions it holds).
mirs_of() {
  local dir; dir="$(dirname "$1")"
  jq -r 'select(.mir) | .mir' "$1" |
    sort -u | sed "s|^|$dir/|"
}
files=()
for m in "${manifests[@]}"; do
  [ -r "$m" ] || { echo "e2e: no manifest $m" >&2; exit 1; }
  mapfile -t -O "${#files[@]}" files < <(mirs_of "$m")
done
mapfile -t -O "${#files[@]}" files < <(find "$extra" -name '*.pre.mir' | sort)
mapfile -t -O "${#files[@]}" files < <(mirs_of "${manifests[0]}" | sed 's/$/ forced/')
[ ${#files[@]} -gt 0 ] || { echo "e2e: no kernels" >&2; exit 1; }
printf '%s\n' "${files[@]}" | xargs -P2 -I{} bash -c 'one "$@"' _ {} > "$out/summary.txt"
cat "$out/summary.txt"
fails=$(grep -c '^FAIL' "$out/summary.txt")
echo "e2e: $(grep -c '^ok' "$out/summary.txt") of ${#files[@]} kernels passed"
[ "$fails" = 0 ]
