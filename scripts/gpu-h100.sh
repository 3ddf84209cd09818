#!/usr/bin/env bash
# gpu-h100.sh [PACK]: the whole H100 session in one call (docs/gpu.md, "The H100 run"): the GPU and
# driver as nvidia-smi names them, scripts/gpu-bench.sh over the pack (default build/gpu-pack) into
# measurements/h100.csv, then scripts/gpu-ncu.sh on the ten kernels with the largest predicted gains
# and the ten with the largest predicted losses into measurements/h100-ncu.csv. GPU_BENCH_SECONDS
# and GPU_NCU_SECONDS bound the two parts (default 260 and 80 s here, so that a machine lent for 15
# minutes can run it twice). Where $OUT is set
# (the device tool's folder of results), the measurements are copied there too.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
pack="${1:-$root/build/gpu-pack}"
mkdir -p "$root/measurements"
gpu="$root/measurements/h100-gpu.txt"
{ nvidia-smi -L; nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,clocks.mem --format=csv; } > "$gpu" 2>&1
cat "$gpu"
GPU_BENCH_SECONDS="${GPU_BENCH_SECONDS:-260}" "$root/scripts/gpu-bench.sh" "$pack" "$root/measurements/h100.csv"
bench=$?
GPU_NCU_SECONDS="${GPU_NCU_SECONDS:-80}" "$root/scripts/gpu-ncu.sh" "$pack" 10 "$root/measurements/h100-ncu.csv"
if [ -n "${OUT:-}" ] && [ -d "$OUT" ]; then
  cp "$root"/measurements/h100.csv "$root"/measurements/h100.txt "$root"/measurements/h100.log "$gpu" \
     "$root"/measurements/h100-ncu.csv "$root"/measurements/h100-ncu.log "$OUT"/ 2>/dev/null
fi
exit "$bench"
