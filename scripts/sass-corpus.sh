#!/usr/bin/env bash
# sass-corpus.sh MANIFEST OUT: the NVIDIA numbers over a corpus's sm_89/sm_90 functions.
#  1. the SASS operand table against nvdisasm's life ranges (verilocc sass-life),
#  2. ptxas's own assignment accepted by the verifier (verify K.sass --original),
#  3. allocation on every kernel with ALLOCATOR (default classical; model, gguf with MODEL=M.gguf): verified (verify K.sass A.json, and the
#     written OUT.sass read back with --original), registers against ptxas's count
#     (the manifest's "Used N registers"), occupancy gains, time per kernel; with the
#     kernel's PTX (--ptx) so that its launch bounds bound our registers as they bound ptxas's,
#  4. exact allocation (Z3) on the kernels of at most EXACT_MAX instructions (default 400),
#     EXACT_TIMEOUT seconds each (default 5).
# Two kernels at a time. Prints the summary; per-kernel rows go to OUT/sass-corpus.tsv:
#   sass target ptxas-count ptxas-accepted valid ours ms exact warps/SM-ptxas warps/SM-ours moves spills
#   time-ptxas time-ours limiter-ptxas limiter-ours shared-bytes smem-ptxas
# (occupancy and predicted time from alloc's --report, the cost model of src/cost/: warps per SM
# with the block size and shared memory the PTX gives, the worst function's; time summed over the
# file's functions; moves: MOVs inserted by live-range splitting, spills: STL and LDL inserted by
# spilling, 0 where none were needed; NA where ours failed; smem-ptxas: ptxas -v's "bytes smem"
# of the kernel, beside the shared memory we read from its PTX).
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
manifest="${1:?usage: sass-corpus.sh MANIFEST OUT}"; out="${2:?usage: sass-corpus.sh MANIFEST OUT}"
dir="$(cd "$(dirname "$manifest")" && pwd)"
mkdir -p "$out"
export VL_BIN="$root/build/verilocc" VL_DIR="$dir" VL_OUT="$out" ALLOCATOR="${ALLOCATOR:-classical}" MODEL="${MODEL:-}" EXACT_MAX="${EXACT_MAX:-400}" EXACT_TIMEOUT="${EXACT_TIMEOUT:-5}"
# One row per SASS file; a file with several kernels (CUB's EmptyKernel beside its own) is
# compared by its largest count, ptxas's and ours alike.
jq -r -s 'map(select(.target == "sm_89" or .target == "sm_90")) | group_by(.sass)[] |
  [.[0].sass, .[0].life_sass, .[0].target, (map(.reference.registers) | max), (map(.instructions) | add), (.[0].ptx // ""), (.[0].ptxas_report // "")] | @tsv' \
  "$manifest" | sort -k1,1 > "$out/kernels.tsv"
n=$(wc -l < "$out/kernels.tsv")
[ "$n" -gt 0 ] || { echo "sass-corpus: no NVIDIA kernels in $manifest" >&2; exit 1; }

cut -f2 "$out/kernels.tsv" | sed "s|^|$dir/|" | xargs "$VL_BIN" sass-life > "$out/life.txt" 2> "$out/life.err"
life=$(tail -1 "$out/life.txt")

one() {
  local each='[.[] | if type == "array" then .[] else . end] | '   # a file of several functions writes an array
  local sass="$1" target="$3" ptxas="$4" instrs="$5" name base t0 t1 orig=0 valid=0 ours=NA exact=NA occ="NA	NA" moves=NA spills=NA
  local cost="NA	NA	NA	NA	NA" smem=NA
  # ptxas -v prints no "bytes smem" for a kernel without shared memory.
  [ -n "${7:-}" ] && [ -r "$VL_DIR/$7" ] && smem=$(sed -n 's/.* registers, \([0-9]*\) bytes smem.*/\1/p' "$VL_DIR/$7" | head -1) && smem=${smem:-0}
  local bounds=(); [ -n "${6:-}" ] && bounds=(--ptx "$VL_DIR/$6")
  local how=(--allocator "$ALLOCATOR"); [ -n "$MODEL" ] && how+=(--model "$MODEL")
  name="${sass//\//.}"; base="$VL_OUT/$name"
  "$VL_BIN" verify "$VL_DIR/$sass" --original "${bounds[@]}" > "$base.orig.log" 2>&1 && orig=1
  t0=$(date +%s%N)
  if "$VL_BIN" alloc "$VL_DIR/$sass" "${bounds[@]}" "${how[@]}" -o "$base.out.sass" --json "$base.json" --report "$base.report.json" > "$base.alloc.log" 2>&1; then
    t1=$(date +%s%N)
    "$VL_BIN" verify "$VL_DIR/$sass" "$base.json" "${bounds[@]}" >> "$base.alloc.log" 2>&1 &&
      "$VL_BIN" verify "$base.out.sass" --original "${bounds[@]}" >> "$base.alloc.log" 2>&1 && valid=1
    ours=$(jq -s "$each"'map(.usage.R) | max' "$base.json")
    moves=$(jq -s "$each"'map(.moves // [] | map(select(.op == null)) | length) | add' "$base.json")
    spills=$(jq -s "$each"'map(.moves // [] | map(select(.op != null)) | length) | add' "$base.json")
    # A file's occupancy is its worst function's (ours is the highest R count over them).
    occ=$(jq -r '.functions | [(map(.cost.ptxas.occupancy.value) | min), (map(.cost.ours.occupancy.value) | min)] | @tsv' "$base.report.json")
    cost=$(jq -r '.functions | [(map(.cost.ptxas.time) | add), (map(.cost.ours.time) | add),
      (min_by(.cost.ptxas.occupancy.value) | .cost.ptxas.occupancy.limiter), (min_by(.cost.ours.occupancy.value) | .cost.ours.occupancy.limiter),
      (map(.cost.ours.occupancy.shared_bytes) | max)] | @tsv' "$base.report.json")
    occ=${occ:-NA$'\t'NA}; cost=${cost:-NA$'\t'NA$'\t'NA$'\t'NA$'\t'NA}
  else
    t1=$(date +%s%N)
  fi
  if [ "$instrs" -le "$EXACT_MAX" ] &&
     "$VL_BIN" alloc "$VL_DIR/$sass" "${bounds[@]}" --allocator exact --timeout "$EXACT_TIMEOUT" --json "$base.exact.json" --quiet \
       > "$base.exact.log" 2>&1 &&
     "$VL_BIN" verify "$VL_DIR/$sass" "$base.exact.json" "${bounds[@]}" >> "$base.exact.log" 2>&1; then
    exact=$(jq -s "$each"'map(.usage.R) | max' "$base.exact.json")
  fi
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$sass" "$target" "$ptxas" "$orig" "$valid" "$ours" "$(( (t1 - t0) / 1000000 ))" "$exact" "$occ" "$moves" "$spills" "$cost" "${smem:-NA}"
}
export -f one
tr '\t' '\n' < "$out/kernels.tsv" | xargs -d '\n' -n7 -P2 bash -c 'one "$@"' _ > "$out/sass-corpus.tsv"
sort -o "$out/sass-corpus.tsv" "$out/sass-corpus.tsv"

awk -F'\t' -v life="$life" '
# Registers alone, 8 per thread, as occupancy was counted before the cost model (for the record).
function regs_only(r, t,   w, m) { w = int(65536 / (int((r + 7) / 8) * 8 * 32)); m = t == "sm_90" ? 64 : 48; return w < m ? w : m }
{ n++; orig += $4; valid += $5; ms += $7
  if ($6 != "NA" && regs_only($6, $2) > regs_only($3, $2)) { old++; if ($10 - $9 > 0) oldkept++ }
  if ($6 != "NA") { have++; if ($6 <= $3) le++; if ($6 < $3) lt++;
    g = $10 - $9; if (g > 0) { gains++; gl = gl sprintf("  %s: %d -> %d registers, %d -> %d warps/SM\n", $1, $3, $6, $9, $10) }
    if (g < 0) losses++ }
  if ($8 != "NA") { ex++; if ($8 <= $3) exle++ }
  if ($11 != "NA" && $11 > 0) { nsplit++; moves += $11 }
  if ($12 != "NA" && $12 > 0) { nspill++; spills += $12 }
  if ($13 != "NA" && $14 != "NA") { timed++; r = $14 / $13; lr += log(r)
    if (r < 1 - 5e-4) faster++; else if (r > 1 + 5e-4) slower++; else same++
    if ($14 > $13 * (1 + 5e-4) && (worst == "" || r > wr)) { worst = $1; wr = r } }
  if ($9 != "NA") lim[$15]++
  if ($17 != "NA" && $18 != "NA") { smemn++; if ($17 == $18) smemeq++; else if (smemx == "") smemx = sprintf("%s: %d read, ptxas %d", $1, $17, $18) } }
END {
  printf "NVIDIA SASS corpus: %d kernels (sm_89 + sm_90)\n", n
  printf "width table vs nvdisasm life ranges: %s\n", life
  printf "verify --original (ptxas assignment accepted): %d / %d (%.1f%%)\n", orig, n, 100 * orig / n
  printf "%s: valid (verified, output read back) %d / %d (%.1f%%)\n", ENVIRON["ALLOCATOR"], valid, n, 100 * valid / n
  printf "%s: registers <= ptxas on %d / %d allocated (%.1f%%), fewer on %d\n", ENVIRON["ALLOCATOR"], le, have, have ? 100 * le / have : 0, lt
  printf "%s: occupancy higher than ptxas on %d kernels, lower on %d (cost model: registers, block size, shared memory, blocks per SM)\n", ENVIRON["ALLOCATOR"], gains, losses
  printf "%s: by registers alone (the count before the cost model) occupancy higher on %d kernels; of those, higher with the cost model on %d\n", ENVIRON["ALLOCATOR"], old, oldkept
  printf "%s: predicted time (cost model) faster than ptxas on %d kernels, equal on %d, slower on %d; geometric mean ours/ptxas %.4f\n", ENVIRON["ALLOCATOR"], faster, same, slower, timed ? exp(lr / timed) : 0
  if (worst != "") printf "%s: largest predicted slowdown %.3fx on %s\n", ENVIRON["ALLOCATOR"], wr, worst
  printf "ptxas occupancy limited by:"; for (l in lim) printf " %s %d", l, lim[l]; printf "\n"
  printf "shared memory read from the PTX = the smem ptxas -v printed on %d of %d kernels%s\n", smemeq, smemn, smemx != "" ? " (first difference: " smemx ")" : ""
  printf "%s: live-range splitting (MOVs inserted) on %d kernels, %d moves in all\n", ENVIRON["ALLOCATOR"], nsplit, moves
  printf "%s: spill code (STL and LDL inserted) on %d kernels, %d in all\n", ENVIRON["ALLOCATOR"], nspill, spills
  printf "%s: time per kernel %.1f ms (alloc + analysis + write, whole process)\n", ENVIRON["ALLOCATOR"], ms / n
  printf "exact (Z3, <= %s instructions, %s s): verified on %d kernels, registers <= ptxas on %d\n", ENVIRON["EXACT_MAX"], ENVIRON["EXACT_TIMEOUT"], ex, exle
  if (gains) printf "occupancy gains:\n%s", gl
}' "$out/sass-corpus.tsv" | tee "$out/summary.txt"
