#!/usr/bin/env bash
# gpu-bench.sh [PACK] [CSV]: every kernel of a GPU pack (scripts/gpu-pack.sh, default
# build/gpu-pack: ptxas's cubin, ours, ptxas's at our register count, per sm_90 corpus kernel)
# through the launch harness on this machine's GPU, in one pass of at most 8 minutes, into CSV
# (default measurements/h100.csv) and a summary beside it (CSV with .txt for .csv).
# Needs on the GPU machine: gcc, the CUDA driver (libcuda.so.1), bash and awk; no network, no
# make, none of the libraries the rest of verilocc needs: it builds build/verilocc-run alone
# (scripts/build-run.sh). The harness stops a launch that runs past 10 s and any kernel after a
# driver error (the context is lost then); this script starts it again after that kernel, so one
# bad kernel costs one row (status timeout or cuda-error), not the run. Kernels still waiting when
# the time is up get the row "skipped".
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
pack="${1:-$root/build/gpu-pack}"; csv="${2:-$root/measurements/h100.csv}"
summary="${csv%.csv}.txt"
budget_s="${GPU_BENCH_SECONDS:-470}"   # of the 8 minutes: the build and the summary take the rest
[ -s "$pack/list.tsv" ] || { echo "gpu-bench: no $pack/list.tsv (run scripts/gpu-pack.sh MANIFEST where verilocc builds, and carry $pack)" >&2; exit 1; }
start=$(date +%s)
"$root/scripts/build-run.sh" "$root/build/verilocc-run" || { echo "gpu-bench: cannot build build/verilocc-run" >&2; exit 1; }
mkdir -p "$(dirname "$csv")"
rm -f "$csv"
log="${csv%.csv}.log"; : > "$log"
remaining="$(mktemp)"; trap 'rm -f "$remaining"' EXIT
cp "$pack/list.tsv" "$remaining"
# The list's paths are relative to its folder: the remaining lines go in a list there.
rest="$pack/remaining.tsv"
before=-1
while [ -s "$remaining" ] && [ "$(wc -l < "$remaining")" != "$before" ]; do   # stops where a pass made no progress
  before="$(wc -l < "$remaining")"
  left=$((budget_s - ($(date +%s) - start)))
  [ "$left" -gt 5 ] || left=1
  cp "$remaining" "$rest"
  timeout -k 5 $((left + 20)) "$root/build/verilocc-run" --batch "$rest" --csv "$csv" --deadline "$left" \
    --warmup 3 --runs 30 --timeout 10 >> "$log" 2>&1
  rc=$?
  [ "$rc" = 4 ] && { tail -1 "$log" >&2; exit 4; }   # no driver or no GPU: nothing to measure
  # Lines with a row are done (the harness writes one for a driver error or a timeout before it
  # stops); where it was killed or crashed, the first line without a row was in progress: it gets
  # its row here, and the rest runs again.
  done_names="$(tail -n +2 "$csv" 2>/dev/null | cut -d, -f1)"
  awk -F'\t' -v done="$done_names" 'BEGIN { n = split(done, d, "\n"); for (i = 1; i <= n; i++) seen[d[i]] = 1 }
                                    !($1 in seen)' "$remaining" > "$remaining.next"
  mv "$remaining.next" "$remaining"
  if [ -s "$remaining" ] && [ "$rc" -gt 3 ]; then
    name="$(head -1 "$remaining" | cut -f1)"
    [ -s "$csv" ] || echo "kernel,status" > "$csv"
    status=cuda-error; { [ "$rc" = 124 ] || [ "$rc" = 137 ]; } && status=timeout
    # As many fields as the header: kernel, status, 18 empty, the detail.
    printf '%s,%s%s,harness exit %s\n' "$name" "$status" "$(printf ',%.0s' $(seq 18))" "$rc" >> "$csv"
    tail -n +2 "$remaining" > "$remaining.next"; mv "$remaining.next" "$remaining"
  fi
done
rm -f "$rest"
"$root/scripts/gpu-summary.sh" "$csv" "$pack/registers.tsv" > "$summary"
cat "$summary"
echo "gpu-bench: $(($(date +%s) - start)) s; rows in $csv, summary in $summary, harness log in $log"
