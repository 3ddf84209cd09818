#!/usr/bin/env bash
# End-to-end tests on every AMDGPU test kernel: allocate, check the assignment
# with `verilocc verify`, validate our physical MIR and LLVM greedy's (the
# kernel's .post.mir, where there is one) with `verify --post`, run llc-19
# -verify-machineinstrs on our physical MIR ourselves, assemble the result, and inject faults that the verifier must
# reject, and check the assignment and its mutations with the Z3 verifier
# too, which must agree with the native one; normalize each kernel and map the
# assignment to normalized names and back. Two kernels at a time. Then export the
# training set of the test kernels and check every example's answer.
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
    { ! $mutate || "$VL_BIN" mutate "$base.spilled.mir" --per-kind 5 --smt > "$base.mutate.json"; } &&
    norm_round_trip "$base.spilled.mir" "$base"
  } > "$log" 2>&1
  local rc=$?
  if [ $rc = 0 ]; then echo "ok   $name"; else echo "FAIL $name (exit $rc, log $log)"; tail -5 "$log"; fi
  return $rc
}
# Normalization's mapping back is exact: the assignment on every normalized name, and on
# the names that start a value only, converts back to the same registers, which verify.
norm_round_trip() {
  local mir="$1" base="$2" assign='if type == "array" then map(.assign) else [.assign] end'
  "$VL_BIN" normalize "$mir" -o "$base.norm" &&
    "$VL_BIN" normalize "$mir" --assignment "$base.json" -o "$base.norm.json" &&
    "$VL_BIN" normalize "$mir" --denormalize "$base.norm.json" -o "$base.back.json" &&
    "$VL_BIN" verify "$mir" "$base.back.json" &&
    "$VL_BIN" normalize "$mir" --assignment "$base.json" --start-names -o "$base.norm-start.json" &&
    "$VL_BIN" normalize "$mir" --denormalize "$base.norm-start.json" -o "$base.back-start.json" &&
    jq -S "$assign" "$base.json" > "$base.assign.a" && jq -S "$assign" "$base.back.json" > "$base.assign.b" &&
    jq -S "$assign" "$base.back-start.json" > "$base.assign.c" &&
    cmp "$base.assign.a" "$base.assign.b" && cmp "$base.assign.a" "$base.assign.c"
}
export -f one norm_round_trip
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

# The training set of the test kernels: every example's answer maps back onto its MIR
# and verifies (labels: greedy's own assignment where recoverable, else classical).
dataset_fails=0
if [ -r "${manifests[0]}" ]; then
  # A clean folder (no stale examples), and the export's own exit counts.
  rm -rf "$out/dataset"
  "$VL_BIN" dataset "${manifests[0]}" -o "$out/dataset" > "$out/dataset.txt" 2> "$out/dataset.log" ||
    { echo "FAIL dataset: exit $? (log $out/dataset.log)"; dataset_fails=$((dataset_fails + 1)); }
  head -3 "$out/dataset.txt"
  dir="$(dirname "${manifests[0]}")"
  while IFS=$'\t' read -r split n id; do
    mir="$dir/$(jq -r --arg id "$id" 'select(.id == $id) | .mir' "${manifests[0]}")"
    sed -n "${n}p" "$out/dataset/$split.jsonl" | jq -r '.messages[2].content' > "$out/dataset/answer.json"
    # A file with several functions: the answer covers one; the others' absence (exit 1, syntax:
    # no assignment for function) is no failure; any other finding, or exit 2 or 3, is.
    rc=0
    "$VL_BIN" normalize "$mir" --denormalize "$out/dataset/answer.json" -o "$out/dataset/answer.mir.json" \
      > "$out/dataset/check.log" 2>&1 &&
      { "$VL_BIN" verify "$mir" "$out/dataset/answer.mir.json" >> "$out/dataset/check.log" 2>&1 || rc=$?; } || rc=2
    if [ "$rc" != 0 ] && { [ "$rc" != 1 ] ||
         grep -E ': (dataflow|constraint|syntax): ' "$out/dataset/check.log" | grep -qv 'no assignment for function'; }; then
      echo "FAIL dataset example $id ($split line $n)"; tail -3 "$out/dataset/check.log"; dataset_fails=$((dataset_fails + 1))
    fi
  done < <(jq -r '[.split, .id] | @tsv' "$out/dataset/index.jsonl" |
             awk -F'\t' '{print $1 "\t" (++n[$1]) "\t" $2}')
  echo "e2e: dataset: $(wc -l < "$out/dataset/index.jsonl") examples checked, $dataset_fails failed"
fi
# NVIDIA SASS (sm_89, sm_90): the committed kernels (tests/inputs/sass) and the test
# set's NVIDIA functions when the manifest has them: ptxas's registers verify as an
# assignment; each allocator's output verifies, and the written SASS reads back as valid.
sass_fails=0
sass_files=()
mapfile -t sass_files < <(find "$root/tests/inputs/sass" -name '*.sass' ! -name '*.life.sass' | sort)
mapfile -t -O "${#sass_files[@]}" sass_files < <(jq -r 'select(.sass) | .sass' "${manifests[0]}" 2>/dev/null |
  sort -u | sed "s|^|$(dirname "${manifests[0]}")/|")
for sass in "${sass_files[@]}"; do
  for allocator in classical exact; do
    base="$out/sass.$(basename "${sass%.sass}").$allocator"
    if "$VL_BIN" verify "$sass" --original > "$base.log" 2>&1 &&
       "$VL_BIN" alloc "$sass" --allocator "$allocator" --timeout 5 -o "$base.sass" --json "$base.json" >> "$base.log" 2>&1 &&
       "$VL_BIN" verify "$sass" "$base.json" >> "$base.log" 2>&1 &&
       "$VL_BIN" verify "$base.sass" --original >> "$base.log" 2>&1; then
      echo "ok   sass $(basename "$sass") $allocator"
    else
      echo "FAIL sass $(basename "$sass") $allocator (log $base.log)"; tail -3 "$base.log"; sass_fails=$((sass_fails + 1))
    fi
  done
done

# The learned allocator (`alloc --allocator model`, the shipped models/verilocc.gguf) on every
# test kernel: whatever path produced it (model greedy, a sample, repair, classical), the
# assignment verifies and llc-19 -verify-machineinstrs accepts the physical MIR.
model_one() {
  local mir="$1" name base target path
  name="${mir#"$VL_ROOT"/}"; name="${name%.pre.mir}"; name="model.${name//\//.}"; base="$VL_OUT/$name"
  {
    "$VL_BIN" alloc "$mir" --allocator model -o "$base.alloc.mir" --asm "$base.s" --json "$base.json" \
      --report "$base.report.json" --spilled "$base.spilled.mir" --no-greedy --quiet &&
    target="$(jq -r .target "$base.report.json")" &&
    "$VL_BIN" verify "$base.spilled.mir" "$base.json" &&
    "$VL_BIN" verify "$mir" --post "$base.alloc.mir" &&
    llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu="$target" -O3 -start-after=virtregrewriter,1 -verify-machineinstrs \
      "$base.alloc.mir" -o "$base.check.s" &&
    path="$(jq -r '[.functions[].learned.path] | join(", ")' "$base.report.json")" && [ -n "$path" ]
  } > "$base.log" 2>&1
  local rc=$?
  if [ $rc = 0 ]; then echo "ok   $name ($path)"; else echo "FAIL $name (exit $rc, log $base.log)"; tail -5 "$base.log"; fi
  return $rc
}
export -f model_one
model_fails=0
if [ -r "${manifests[0]}" ]; then
  mirs_of "${manifests[0]}" | xargs -P2 -I{} bash -c 'model_one "$@"' _ {} > "$out/model-summary.txt"
  model_fails=$(grep -c '^FAIL' "$out/model-summary.txt")
  grep '^FAIL' "$out/model-summary.txt"
  echo "e2e: model allocator: $(grep -c '^ok' "$out/model-summary.txt") of $(wc -l < "$out/model-summary.txt") kernels passed;" \
    "paths: $(grep -o '(model greedy[^)]*)\|(model sample[^)]*)\|(repair[^)]*)\|(classical[^)]*)' "$out/model-summary.txt" |
      sed 's/ [0-9]*)$/)/; s/(repair (.*/(repair)/' | sort | uniq -c | tr -s ' ' | tr '\n' ' ')"
fi
[ "$fails" = 0 ] && [ "$dataset_fails" = 0 ] && [ "$sass_fails" = 0 ] && [ "$model_fails" = 0 ]
