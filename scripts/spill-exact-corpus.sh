#!/usr/bin/env bash
# The exact spill placement (verilocc spill-exact: an integer program solved by
# CBC) against the heuristic spiller on the AMDGPU functions of a manifest where
# LLVM greedy spills, each up to a size limit and a time limit: how many finish
# (proven optimal), and over those, the heuristic's weighted spill cost over the
# exact one, median and worst (functions both leave without spill code count as 1).
#
# Usage: spill-exact-corpus.sh MANIFEST OUT-DIR [MAX-INSTRS] [SECONDS]
#   MAX-INSTRS: larger functions are skipped (default 3000); SECONDS: time limit of
#   each integer solve (default 60). Prints a summary and writes OUT-DIR/summary.json.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
manifest="$1"; out="$2"; max_instrs="${3:-3000}"; seconds="${4:-60}"
dir="$(cd "$(dirname "$manifest")" && pwd)"
mkdir -p "$out"
export VL_BIN="${VL_BIN:-$root/build/verilocc}" VL_DIR="$dir" VL_OUT="$out" VL_MAX="$max_instrs" VL_SECONDS="$seconds"

one() {
  local mir="$1" name; name="${mir//\//.}"; name="${name%.pre.mir}"
  "$VL_BIN" spill-exact "$VL_DIR/$mir" --max-instrs "$VL_MAX" --timeout "$VL_SECONDS" --report "$VL_OUT/$name.json" \
    > "$VL_OUT/$name.log" 2>&1 || echo "FAIL $name (exit $?, log $VL_OUT/$name.log)"
}
export -f one
# Smallest first: a run cut short still has the functions the bound is meant for.
jq -r 'select(.mir and ((.reference.spills // 0) > 0 or (.reference.reloads // 0) > 0)) | "\(.instructions) \(.mir)"' "$manifest" |
  sort -n -u | cut -d' ' -f2 > "$out/list.txt"
xargs -P2 -L1 bash -c 'one "$@"' _ < "$out/list.txt"
jq -s --argjson max "$max_instrs" --argjson seconds "$seconds" '
  def median: sort | if length == 0 then null else .[(length - 1) / 2 | floor] end;
  [.[] | {file, target, finished: .exact.finished, exact: .exact.cost, bound: .exact.bound,
          heuristic: (.heuristic.cost // null),
          skipped: ([.functions[] | select(.status == "skipped")] | length > 0),
          status: ([.functions[].status] | unique | join(",")),
          ratio: (if .exact.finished and .heuristic then
                    (if .exact.cost > 0 then .heuristic.cost / .exact.cost elif .heuristic.cost == 0 then 1 else null end)
                  else null end),
          seconds: ([.functions[].seconds // 0] | add)}] as $rows |
  ($rows | map(select(.ratio != null) | .ratio)) as $r |
  {functions: ($rows | length), max_instrs: $max, seconds_limit: $seconds,
   tried: ($rows | map(select(.skipped | not)) | length),
   finished: ($rows | map(select(.finished)) | length),
   with_ratio: ($r | length), median_ratio: ($r | median), worst_ratio: ($r | max),
   statuses: ($rows | group_by(.status) | map({key: .[0].status, value: length}) | from_entries),
   heuristic_optimal: ($r | map(select(. <= 1.0000001)) | length),
   below_exact: ($r | map(select(. < 0.9999999)) | length),
   rows: $rows}' "$out"/*.json > "$out/summary.json.tmp" && mv "$out/summary.json.tmp" "$out/summary.json"
jq -r '"spill-exact: \(.functions) functions where LLVM greedy spills; \(.tried) within \(.max_instrs) instructions tried, \(.finished) proven optimal within \(.seconds_limit) s each",
       "  by status: \(.statuses | to_entries | map("\(.key) \(.value)") | join(", ")) (unfit: over budget in the pressure model even with every value that may spill in its home)",
       "heuristic/exact weighted spill cost over the \(.with_ratio) finished: median \(.median_ratio // "-" | if type == "number" then . * 1000 | round / 1000 else . end), worst \(.worst_ratio // "-" | if type == "number" then . * 1000 | round / 1000 else . end); heuristic optimal on \(.heuristic_optimal), below the bound on \(.below_exact) (a model error if any)"' \
  "$out/summary.json"
