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
# (corpus/sample) where LLVM greedy fits without spilling (allocating with
# spills is not implemented yet), and hand-picked MIR in tests/inputs/mir.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
manifests=("${@:-$root/build/kernels/manifest.jsonl}")
manifests+=("$root/corpus/sample/manifest.jsonl")
extra="$root/tests/inputs/mir"   # hand-picked cases: calls, MFMA/AGPRs, two functions
out="$root/build/e2e"
mkdir -p "$out"
export VL_BIN="$root/build/verilocc" VL_OUT="$out" VL_ROOT="$root"

one() {
  local mir="$1" target name base log
  name="${mir#"$VL_ROOT"/}"; name="${name%.pre.mir}"; name="${name//\//.}"
  base="$VL_OUT/$name"; log="$base.log"
  {
    "$VL_BIN" alloc "$mir" -o "$base.alloc.mir" --asm "$base.s" --json "$base.json" --report "$base.report.json" --quiet &&
    target="$(jq -r .target "$base.report.json")" &&
    "$VL_BIN" verify "$mir" "$base.json" &&
    "$VL_BIN" verify "$mir" --post "$base.alloc.mir" &&
    { [ ! -r "${mir%.pre.mir}.post.mir" ] || "$VL_BIN" verify "$mir" --post "${mir%.pre.mir}.post.mir"; } &&
    llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu="$target" -O3 -start-after=virtregrewriter,1 -verify-machineinstrs \
      "$base.alloc.mir" -o "$base.check.s" &&
    llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu="$target" -filetype=obj "$base.s" -o "$base.o" &&
    "$VL_BIN" mutate "$mir" --per-kind 5 --smt > "$base.mutate.json"
  } > "$log" 2>&1
  local rc=$?
  if [ $rc = 0 ]; then echo "ok   $name"; else echo "FAIL $name (exit $rc, log $log)"; tail -5 "$log"; fi
  return $rc
}
export -f one
# Pre-RA MIR files of a manifest (a file once, however many functions it holds).
mirs_of() {
  local dir; dir="$(dirname "$1")"
  jq -r 'select(.mir and (.reference.spills // 0) == 0 and (.reference.reloads // 0) == 0) | .mir' "$1" |
    sort -u | sed "s|^|$dir/|"
}
files=()
for m in "${manifests[@]}"; do
  [ -r "$m" ] || { echo "e2e: no manifest $m" >&2; exit 1; }
  mapfile -t -O "${#files[@]}" files < <(mirs_of "$m")
done
mapfile -t -O "${#files[@]}" files < <(find "$extra" -name '*.pre.mir' | sort)
[ ${#files[@]} -gt 0 ] || { echo "e2e: no kernels" >&2; exit 1; }
printf '%s\n' "${files[@]}" | xargs -P2 -I{} bash -c 'one "$@"' _ {} > "$out/summary.txt"
cat "$out/summary.txt"
fails=$(grep -c '^FAIL' "$out/summary.txt")
echo "e2e: $(grep -c '^ok' "$out/summary.txt") of ${#files[@]} kernels passed"
[ "$fails" = 0 ]
