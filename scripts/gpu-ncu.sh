#!/usr/bin/env bash
# gpu-ncu.sh [PACK] [N] [CSV]: Nsight Compute (ncu) on the N kernels of a GPU pack
# (scripts/gpu-pack.sh; default build/gpu-pack, N 10) whose predicted gain is largest (the cost
# model's predicted time of ptxas's allocation over ours, registers.tsv), then the N whose predicted
# loss is largest, to explain a measured gain or loss and where the model is wrong: per variant (ptxas, ours, ptxas at our register count) the duration, achieved and
# theoretical occupancy, registers, executed instructions, local memory bytes and issue stalls.
# Runs on the GPU machine after scripts/gpu-bench.sh (which builds build/verilocc-run). Each kernel
# goes through `verilocc-run --warmup 0 --runs 1` under ncu with --launch-count 4: the harness's
# first four launches are ptxas's twice, then ours, then ptxas's at our count (docs/gpu.md), so
# launches 1, 3 and 4 are the three variants. Writes CSV (default measurements/h100-ncu.csv:
# kernel, variant, metric, unit, value) and ncu's own output beside it (.log); at most
# GPU_NCU_SECONDS (default 100) in all.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
pack="${1:-$root/build/gpu-pack}"; n="${2:-10}"; csv="${3:-$root/measurements/h100-ncu.csv}"
log="${csv%.csv}.log"
budget_s="${GPU_NCU_SECONDS:-100}"
ncu="$(command -v ncu || ls -d /usr/local/cuda/bin/ncu /opt/nvidia/nsight-compute/*/ncu 2>/dev/null | head -1)"
[ -n "$ncu" ] && [ -x "$ncu" ] || { echo "gpu-ncu: no ncu on this machine" >&2; exit 1; }
[ -x "$root/build/verilocc-run" ] || "$root/scripts/build-run.sh" "$root/build/verilocc-run" || exit 1
[ -s "$pack/registers.tsv" ] || { echo "gpu-ncu: no $pack/registers.tsv" >&2; exit 1; }
mkdir -p "$(dirname "$csv")"
echo "kernel,variant,metric,unit,value" > "$csv"; : > "$log"
# The metrics beyond ncu's sections: executed instructions, local memory traffic (spill code),
# and the two stalls that register pressure moves (waiting on memory, on a short dependency).
metrics=smsp__inst_executed.sum,l1tex__t_bytes_pipe_lsu_mem_local_op_ld.sum,l1tex__t_bytes_pipe_lsu_mem_local_op_st.sum
metrics+=,smsp__average_warps_issue_stalled_long_scoreboard_per_issue_active.ratio
metrics+=,smsp__average_warps_issue_stalled_short_scoreboard_per_issue_active.ratio
start=$(date +%s)
ranked="$(awk -F'\t' 'NR > 1 && $7 > 0 { printf "%s\t%.6f\n", $1, $6 / $7 }' "$pack/registers.tsv" | sort -t$'\t' -k2,2gr)"
{ head -n "$n" <<< "$ranked"; tail -n "$n" <<< "$ranked" | tac; } | awk '!seen[$0]++' |
while IFS=$'\t' read -r name gain; do
  [ $(($(date +%s) - start)) -lt "$budget_s" ] || { echo "gpu-ncu: $name: not profiled, past $budget_s s" | tee -a "$log" >&2; continue; }
  awk -F'\t' -v k="$name" '$1 == k' "$pack/list.tsv" > "$pack/ncu-one.tsv"
  [ -s "$pack/ncu-one.tsv" ] || continue
  echo "== $name (predicted gain $gain)" >> "$log"
  out="$pack/ncu-one.csv"
  for extra in "--metrics $metrics" ""; do   # without the extra metrics if this ncu lacks one of them
    # shellcheck disable=SC2086
    timeout -k 5 60 "$ncu" --launch-count 4 --section LaunchStats --section Occupancy --section SpeedOfLight \
      --section WarpStateStats $extra --csv --page details \
      "$root/build/verilocc-run" --batch "$pack/ncu-one.tsv" --warmup 0 --runs 1 > "$out" 2>> "$log"
    grep -q '^"ID"' "$out" && break
  done
  # ncu's CSV quotes every field: "ID",...,"Metric Name","Metric Unit","Metric Value"; IDs 0..3.
  # (Split at "," by hand: the machine's awk may be mawk, without gawk's FPAT. Its awk kept the
  # closing quote of the last field on the H100, so sed takes it off.)
  awk -v k="$name" 'BEGIN { split("ptxas,-,ours,ptxas-cap", v, ",") }
    /^"/ { line = $0; sub(/[" \t]+$/, "", line); sub(/^"/, "", line); nf = split(line, f, "\",\"")
           if (f[1] == "ID") { for (i = 1; i <= nf; i++) col[f[i]] = i; next }
           if (!col["ID"] || nf < col["Metric Value"]) next
           id = f[col["ID"]]; if (v[id + 1] == "-" || v[id + 1] == "") next
           m = f[col["Metric Name"]]; u = f[col["Metric Unit"]]; x = f[col["Metric Value"]]
           gsub(/,/, "", x); gsub(/,/, ";", m); gsub(/,/, ";", u)
           print k "," v[id + 1] "," m "," u "," x }' <(tr -d '\r' < "$out") | sed 's/"$//' >> "$csv"
  grep -v '^"' "$out" >> "$log"
done
rm -f "$pack/ncu-one.tsv" "$pack/ncu-one.csv"
echo "gpu-ncu: $(($(tail -n +2 "$csv" | cut -d, -f1 | sort -u | wc -l))) kernels profiled in $(($(date +%s) - start)) s: $csv"
