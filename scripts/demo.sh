#!/usr/bin/env bash
# The demo: compile the bundled 4x4 GEMM kernel for gfx90a to pre-RA MIR, allocate
# it, verify the assignment independently and print the report.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/build/demo"
mkdir -p "$out"
clang-19 -x hip --offload-arch=gfx90a --cuda-device-only -nogpulib -nogpuinc -O3 -emit-llvm -S \
  -DTM=4 -DTN=4 "$root/corpus/kernels/gemm.hip" -o "$out/gemm.ll"
llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -O3 -stop-before=greedy "$out/gemm.ll" -o "$out/gemm.pre.mir"
echo "\$ verilocc alloc gemm.pre.mir -o gemm.alloc.mir --asm gemm.s --json gemm.assign.json"
"$root/build/verilocc" alloc "$out/gemm.pre.mir" -o "$out/gemm.alloc.mir" --asm "$out/gemm.s" --json "$out/gemm.assign.json"
echo "\$ verilocc verify gemm.pre.mir gemm.assign.json"
"$root/build/verilocc" verify "$out/gemm.pre.mir" "$out/gemm.assign.json"
echo "outputs in $out"
