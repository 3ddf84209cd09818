#!/usr/bin/env bash
# Allocation with spilling over the AMDGPU functions of a manifest: every
# function allocates (our spiller and classical allocator), the assignment
# passes `verilocc verify` on the spilled MIR, the physical MIR passes llc-19
# -verify-machineinstrs and assembles (both inside `verilocc alloc --asm`), and
# translation validation (`verilocc verify IN --post OUT`) accepts the result
# against the input. Spill code is compared with LLVM greedy's post-RA MIR of
# the same input (frequency-weighted, RegAllocScore's weights).
#
# Usage: spill-corpus.sh MANIFEST OUT-DIR [SELECT]
#   SELECT: all (default) | spilling (where LLVM greedy spills) | forced
#   forced: every function with --max-vgprs at half of LLVM greedy's VGPR count
#   (at least 16) and no AGPRs, so that everything spills to the stack; where one
#   instruction's operands alone need more, the next multiple of 8 that fits; code
#   with AGPR-only operands keeps the target's AGPRs.
# VL_ALLOC_FLAGS: more options for alloc (--keep-occupancy: spill cost at greedy's budget
# only, without the occupancy step's extra spill code).
# Prints a summary and writes OUT-DIR/summary.json.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
manifest="$1"; out="$2"; select="${3:-all}"
dir="$(cd "$(dirname "$manifest")" && pwd)"
mkdir -p "$out"
export VL_BIN="${VL_BIN:-$root/build/verilocc}" VL_DIR="$dir" VL_OUT="$out" VL_SELECT="$select" VL_ALLOC_FLAGS="${VL_ALLOC_FLAGS:-}"

one() {
  local mir="$1" post="$2" vgprs="$3" name base extra=()
  name="${mir//\//.}"; name="${name%.pre.mir}"; base="$VL_OUT/$name"
  [ "$VL_SELECT" = forced ] && extra=(--max-vgprs "$vgprs" --max-agprs 0)
  local start raised="" rc; start=$(date +%s%N)
  while :; do
    {
      "$VL_BIN" alloc "$VL_DIR/$mir" -o "$base.alloc.mir" --asm "$base.s" --json "$base.json" --spilled "$base.spilled.mir" \
        --report "$base.report.json" --greedy-post "$VL_DIR/$post" --quiet "${extra[@]}" $VL_ALLOC_FLAGS &&
      "$VL_BIN" verify "$base.spilled.mir" "$base.json" "${extra[@]}" &&
      "$VL_BIN" verify "$VL_DIR/$mir" --post "$base.alloc.mir"
    } > "$base.log" 2>&1
    rc=$?
    # A budget below what one instruction's operands need (a WMMA's A, B and C/D
    # tuples) cannot be met by any allocator: raise it to the next multiple of 8.
    # Code whose own operands are AGPR-only (MFMA accumulators in areg classes) keeps
    # the target's AGPRs.
    [ $rc = 3 ] && [ "$VL_SELECT" = forced ] || break
    if [ "${extra[3]:-}" = 0 ] && grep -q "cannot fit the AGPR budget" "$base.log"; then
      extra=(--max-vgprs "$vgprs"); raised="$raised, AGPRs kept"
    elif [ "$vgprs" -lt 256 ] && grep -q "need more than the budget" "$base.log"; then
      vgprs=$(( (vgprs / 8 + 1) * 8 )); extra=(--max-vgprs "$vgprs" "${extra[@]:2}"); raised="$raised, raised to $vgprs"
    else break; fi
  done
  local ms=$(( ($(date +%s%N) - start) / 1000000 ))
  if [ $rc = 0 ]; then echo "ok   $name $ms${raised#,}"; else echo "FAIL $name $ms${raised#,} (exit $rc, log $base.log)"; fi
}
export -f one
case "$select" in
  spilling) filter='select(.mir and ((.reference.spills // 0) > 0 or (.reference.reloads // 0) > 0))' ;;
  *) filter='select(.mir)' ;;
esac
jq -r "$filter"' | "\(.mir) \(.post_mir) \([16, ((.reference.NumVgprs // 32) / 2 | floor)] | max)"' \
  "$manifest" | sort -u -k1,1 > "$out/list.txt"
xargs -r -P2 -L1 bash -c 'one "$@"' _ < "$out/list.txt" > "$out/results.txt"
total=$(wc -l < "$out/list.txt"); ok=$(grep -c '^ok' "$out/results.txt")
echo "spill-corpus ($select): $ok of $total functions allocated, verified, validated and assembled"
raised_n=$(grep -c 'raised to' "$out/results.txt"); kept_n=$(grep -c 'AGPRs kept' "$out/results.txt")
[ "$raised_n" = 0 ] || echo "  forced VGPR budgets raised on $raised_n: below them one instruction's operands do not fit"
[ "$kept_n" = 0 ] || echo "  AGPRs kept on $kept_n: their MFMA operands are AGPR-only classes"
grep '^FAIL' "$out/results.txt" | head -5
jq -s '[.[] | .spill as $file | .target as $t | (.file | split("/") | last | sub(".pre.mir$"; "")) as $k |
        .functions[] | select(.greedy_spill_cost) | (.spill // $file) as $s |
        {target: $t, kernel: $k, function: .name, ours: .spill_cost.weighted,
         ours_stores: .spill_cost.stores, ours_reloads: .spill_cost.reloads,
         ours_lane: (.spill_cost.lane_writes + .spill_cost.lane_reads), agpr_copies: ($s.agpr_saves + $s.agpr_reloads),
         remats: $s.remats, tally: $s.cost,
         greedy: .greedy_spill_cost.weighted, greedy_stores: .greedy_spill_cost.stores,
         greedy_reloads: .greedy_spill_cost.reloads,
         greedy_lane: (.greedy_spill_cost.lane_writes + .greedy_spill_cost.lane_reads),
         greedy_agpr_copies: (.greedy_spill_cost.agpr_copies // 0), greedy_agpr: (.greedy_spill_cost.agpr_copy_weighted // 0),
         added: (.cost.added | .copy_cost + .spill_cost + .remat_cost),
         greedy_added: (.greedy_cost.added // null | if . then .copy_cost + .spill_cost + .remat_cost else null end),
         time: .cost.time, greedy_time: (.greedy_cost.time // null),
         occupancy: .cost.occupancy.value, greedy_occupancy: (.greedy_cost.occupancy.value // null),
         occupancy_step: (($s.occupancy_steps // 0) > 0)}]' \
  "$out"/*.report.json > "$out/costs.json" 2>/dev/null || echo '[]' > "$out/costs.json"
# Ours: everything the spiller inserted in the function (tally: stack, lane and AGPR-home code,
# remats; the file's whole from reports without a per-function "spill");
# greedy: its stack and lane spill pseudos (its remats and split copies cannot be told apart).
# Equal within a relative 1e-9: both are sums of weight times block frequency in
# different orders, so the same spill code can differ in the last bits.
jq -r 'def lt: .tally < .greedy * (1 - 1e-9); def gt: .tally > .greedy * (1 + 1e-9);
  (map(select(.tally > 0 or .greedy > 0))) as $s |
  "spill cost against LLVM greedy (weighted, where either spills: \($s | length) functions): ours lower on \($s | map(select(lt)) | length), equal on \($s | map(select((lt or gt) | not)) | length), higher on \($s | map(select(gt)) | length); total ours \($s | map(.tally) | add // 0 | round), greedy \($s | map(.greedy) | add // 0 | round); stores+reloads ours \($s | map(.ours_stores + .ours_reloads) | add // 0), greedy \($s | map(.greedy_stores + .greedy_reloads) | add // 0)"' "$out/costs.json"
# The same with greedy's VGPR<->AGPR copies priced as the tally prices our AGPR homes' (0.2 each,
# weighted); they are counted only where the input declares no AGPR virtual register, so that
# greedy wrote every one of them (src/cost/spill_cost.h).
jq -r 'def g: .greedy + .greedy_agpr; def lt: .tally < g * (1 - 1e-9); def gt: .tally > g * (1 + 1e-9);
  (map(select(.tally > 0 or g > 0))) as $s |
  "with greedy'"'"'s VGPR<->AGPR copies counted as ours (\($s | map(.greedy_agpr_copies) | add // 0) copies): ours lower on \($s | map(select(lt)) | length), equal on \($s | map(select((lt or gt) | not)) | length), higher on \($s | map(select(gt)) | length); total ours \($s | map(.tally) | add // 0 | round), greedy \($s | map(g) | add // 0 | round)"' "$out/costs.json"
# Everything allocation adds, counted the same way on both sides from the output code: the COPYs
# left (split and AGPR copies among them), the spill code, the remats (docs/cost.md, "added").
jq -r '(map(select(.greedy_added != null and (.added > 0 or .greedy_added > 0)))) as $s |
  "added by allocation (COPYs left, spill code, remats; weighted): ours lower on \($s | map(select(.added < .greedy_added * (1 - 1e-9))) | length), equal on \($s | map(select(.added >= .greedy_added * (1 - 1e-9) and .added <= .greedy_added * (1 + 1e-9))) | length), higher on \($s | map(select(.added > .greedy_added * (1 + 1e-9))) | length); total ours \($s | map(.added) | add // 0 | round), greedy \($s | map(.greedy_added) | add // 0 | round)"' "$out/costs.json"
# The cost model's predicted time (docs/cost.md): spill code and occupancy together.
jq -r '"occupancy step taken (more spill code for one more wave, docs/cost.md) on \(map(select(.occupancy_step)) | length); occupancy against LLVM greedy: higher on \(map(select(.greedy_occupancy and .occupancy > .greedy_occupancy)) | length), lower on \(map(select(.greedy_occupancy and .occupancy < .greedy_occupancy)) | length)"' "$out/costs.json"
jq -r '(map(select(.greedy_time))) as $s |
  "predicted time against LLVM greedy (\($s | length) functions): faster \($s | map(select(.time < .greedy_time * 0.9995)) | length), equal \($s | map(select(.time >= .greedy_time * 0.9995 and .time <= .greedy_time * 1.0005)) | length), slower \($s | map(select(.time > .greedy_time * 1.0005)) | length); summed ours/greedy \(if ($s | length) > 0 then ($s | map(.time) | add) / ($s | map(.greedy_time) | add) * 1000 | round / 1000 else "-" end)"' "$out/costs.json"
jq -n --arg sel "$select" --argjson total "$total" --argjson ok "$ok" --slurpfile c "$out/costs.json" \
  '{select: $sel, functions: $total, passed: $ok, costs: $c[0]}' > "$out/summary.json"
[ "$ok" = "$total" ]
