#!/usr/bin/env bash
# Translation validation of LLVM greedy's own allocation over a corpus: for every
# AMDGPU function of MANIFEST that has "post_mir" (llc-19 -start-before=greedy
# -stop-after=virtregrewriter,1 of its "mir"), `verilocc verify MIR --post POST`
# must accept it; then `verilocc mutate MIR --post POST` injects faults (PER_KIND
# of each kind per file, default 5) that must all be rejected. Files run two at
# a time. Prints the counts and writes a JSON summary to OUT.json (the runs'
# outputs go to OUT.d/). $VERILOCC overrides the binary (default build/verilocc).
# Usage: validate-corpus.sh MANIFEST OUT.json [PER_KIND]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="${VERILOCC:-$root/build/verilocc}"

if [ "${1:-}" = "--one" ]; then   # internal: one file, both steps
  shift; dir="$1" mir="$2" post="$3" per_kind="$4" out="$5"
  t0=$(date +%s%N)
  set +e
  "$bin" verify "$dir/$mir" --post "$dir/$post" > "$out.verify" 2>&1
  t1=$(date +%s%N)
  "$bin" mutate "$dir/$mir" --post "$dir/$post" --per-kind "$per_kind" --seed 1 > "$out.mutate" 2> "$out.err"
  t2=$(date +%s%N)
  set -e
  [ -s "$out.mutate" ] || echo '{}' > "$out.mutate"
  echo "$(( (t1 - t0) / 1000000 )) $(( (t2 - t1) / 1000000 ))" > "$out.ms"
  exit 0
fi

manifest="${1:?usage: validate-corpus.sh MANIFEST OUT.json [PER_KIND]}"
summary="${2:?usage: validate-corpus.sh MANIFEST OUT.json [PER_KIND]}"
per_kind="${3:-5}"
dir="$(cd "$(dirname "$manifest")" && pwd)"
work="${summary%.json}.d"
rm -rf "$work"; mkdir -p "$work/runs"
start=$(date +%s)

jq -r 'select(.post_mir and .mir) | [.mir, .post_mir] | @tsv' "$manifest" | sort -u |
  awk -F'\t' -v w="$work/runs" -v k="$per_kind" '{print $1 "\t" $2 "\t" k "\t" w "/" NR}' > "$work/files.tsv"
tr '\t' '\n' < "$work/files.tsv" | xargs -d '\n' -n 4 -P 2 sh -c '"$0" --one "$1" "$2" "$3" "$4" "$5"' "$0" "$dir"
total_s=$(( $(date +%s) - start ))

# Per function: its file's verdict line (valid translation / invalid translation / not comparable).
while IFS=$'\t' read -r mir post k out; do
  jq -c -n --arg mir "$mir" --rawfile log "$out.verify" --arg ms "$(cat "$out.ms")" \
    '{mir: $mir, log: $log, verify_ms: ($ms | split(" ")[0] | tonumber), mutate_ms: ($ms | split(" ")[1] | tonumber)}'
done < "$work/files.tsv" > "$work/files.jsonl"
jq -c 'select(.post_mir and .mir) | {mir, function, spills: ((.reference.spills // 0) > 0)}' "$manifest" > "$work/functions.jsonl"
cat "$work"/runs/*.mutate > "$work/mutate.jsonl"
cat "$work"/runs/*.err > "$work/mutate.err" 2>/dev/null || true
jq -n --slurpfile fns "$work/functions.jsonl" --slurpfile files "$work/files.jsonl" --slurpfile m "$work/mutate.jsonl" \
   --argjson total_s "$total_s" --argjson per_kind "$per_kind" '
  def kinds: ["drop-reload", "swap-copy", "clobber-slot", "rename-use"];
  ($files | map({(.mir): .log}) | add) as $logs |
  [$fns[] | . as $f | ($logs[$f.mir] | split("\n")) as $lines |
    (if any($lines[]; startswith("valid translation: \($f.function): ")) then "valid"
     elif any($lines[]; startswith("invalid translation: \($f.function): ")) then "invalid"
     elif any($lines[]; . == "not comparable: \($f.function)") then "not comparable"
     else "no verdict" end) as $v |
    $f + {verdict: $v, message: (if $v == "valid" then null
                                 else [$lines[] | select(contains(" \($f.function): ") or contains("error:"))][:4] | join("\n") end)}] as $r |
  {functions: ($r | length), accepted: ($r | map(select(.verdict == "valid")) | length),
   with_spills: ($r | map(select(.spills)) | length),
   accepted_with_spills: ($r | map(select(.spills and .verdict == "valid")) | length),
   rejected: ($r | map(select(.verdict != "valid"))),
   files: ($files | length), verify_seconds: (($files | map(.verify_ms) | add) / 1000 | floor),
   verify_max_ms: ($files | map(.verify_ms) | max), mutate_seconds: (($files | map(.mutate_ms) | add) / 1000 | floor),
   total_seconds: $total_s, per_kind: $per_kind,
   mutate_valid_rejected: ($m | map(select(.valid_accepted != .functions)) | length),
   faults: (kinds | map(. as $k | {kind: $k,
      injected: ($m | map(.[$k].injected // 0) | add), rejected: ($m | map(.[$k].rejected // 0) | add),
      dataflow: ($m | map(.[$k].dataflow // 0) | add), bad_input: ($m | map(.[$k].bad_input // 0) | add)}))}' > "$summary"

jq -r '"translation validation of LLVM greedy: \(.accepted) of \(.functions) functions accepted (\(.accepted_with_spills) of \(.with_spills) with spills)",
       "faults injected into greedy'"'"'s post-RA MIR (\(.per_kind) per kind per file, \(.files) files):",
       (.faults[] | "  \(.kind): \(.rejected) of \(.injected) rejected (\(.dataflow) with a dataflow finding, \(.bad_input) not comparable)"),
       "time: \(.total_seconds) s wall on 2 jobs (verify \(.verify_seconds) s, slowest file \(.verify_max_ms) ms; mutate \(.mutate_seconds) s)"' "$summary"
jq -r 'select(.mutate_valid_rejected > 0) | "mutate: the valid POST was not accepted in \(.mutate_valid_rejected) files"' "$summary"
grep '^ACCEPTED' "$work/mutate.err" || true
jq -r '.rejected[] | "REJECTED \(.mir) \(.function) (\(.verdict)): \(.message)"' "$summary" | head -20
