#!/usr/bin/env bash
# Allocation time against LLVM greedy on the N largest AMDGPU functions of a
# manifest (by instructions; default 8): per function, our stages (parse, spill,
# analysis, allocation, rewrite; not the verifier) from `alloc --report` beside
# greedy + virtregrewriter from `llc-19 -time-passes`, and the whole-process wall
# time of `alloc --no-greedy -o OUT.mir` beside `llc-19 -start-before=greedy
# -stop-after=virtregrewriter` on the same MIR. Each is run 3 times; the median
# counts (a single run moved by a third on this machine's shared cores). The
# classical allocator (alloc's default on MIR also runs the learned one);
# VL_ALLOCATOR names another.
# Usage: alloc-time.sh MANIFEST OUT-DIR [N]   (VL_BIN: the binary, default build/verilocc)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
manifest="$1"; out="$2"; n="${3:-8}"
dir="$(cd "$(dirname "$manifest")" && pwd)"
bin="${VL_BIN:-$root/build/verilocc}"
allocator="${VL_ALLOCATOR:-classical}"
mkdir -p "$out"
median3() { sort -n | sed -n 2p; }
wall_ms() { local s; s=$(date +%s%N); "$@" > /dev/null 2>&1; echo $(( ($(date +%s%N) - s) / 1000000 )); }
printf '%-8s %-60s %6s %9s %9s %9s %9s\n' target function instrs ours_ms greedy_ms ours_wall llc_wall
# The list first: head closing the pipe early would fail the pipeline under pipefail.
jq -r 'select(.mir) | "\(.instructions) \(.target) \(.mir)"' "$manifest" | sort -rn > "$out/sizes.txt"
head -n "$n" "$out/sizes.txt" |
while read -r instrs target mir; do
  name="$(basename "$mir" .pre.mir)"
  ours=""; greedy=""
  for i in 1 2 3; do
    "$bin" alloc "$dir/$mir" -o "$out/$name.mir" --allocator "$allocator" --report "$out/$name.report.json" --quiet
    ours="$ours $(jq '[.ms_parse, .spill.ms // 0, .ms_rewrite, (.functions[] | .ms | del(.verify) | to_entries | map(.value) | add)] | add' "$out/$name.report.json")"
    greedy="$greedy $(jq '.greedy_ms + .greedy_rewriter_ms' "$out/$name.report.json")"
  done
  ours=$(printf '%s\n' $ours | median3); greedy=$(printf '%s\n' $greedy | median3)
  ow=$(for i in 1 2 3; do wall_ms "$bin" alloc "$dir/$mir" -o "$out/$name.mir" --allocator "$allocator" --no-greedy --quiet; done | median3)
  sed -E 's/(, implicit(-def)? (dead |killed |undef )?)\$vcc_lo\b/\1$vcc/g' "$dir/$mir" > "$out/$name.greedy-in.mir"
  lw=$(for i in 1 2 3; do wall_ms llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu="$target" -O3 -enable-ipra=false -start-before=greedy \
        -stop-after=virtregrewriter,1 "$out/$name.greedy-in.mir" -o "$out/$name.greedy-post.mir"; done | median3)
  printf '%-8s %-60s %6s %9.0f %9.0f %9s %9s\n' "$target" "${name:0:60}" "$instrs" "$ours" "$greedy" "$ow" "$lw"
done | tee "$out/times.txt"
awk 'NR>0 {o+=$4; g+=$5; ow+=$6; lw+=$7} END {printf "total: ours %.0f ms, greedy+rewriter %.0f ms (%.2f); wall ours %d ms, llc %d ms (%.2f)\n", o, g, o/g, ow, lw, ow/lw}' "$out/times.txt"
