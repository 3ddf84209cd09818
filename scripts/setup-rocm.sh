#!/usr/bin/env bash
# setup-rocm.sh [DIR]: the ROCm device libraries for every AMDGPU target the
# corpus has, in DIR (default build/tools/rocm-bitcode), for clang's
# --rocm-device-lib-path.
#
# Debian bookworm's rocm-device-libs (5.2.3) has no ISA file for gfx942 or
# gfx1100; clang refuses to link without one. An ISA file holds one constant,
# __oclc_ISA_version (major*1000 + minor*100 + stepping), so DIR links every
# installed library and adds those two, written from gfx940's file with the
# constant changed: 9402 and 11000, the values ROCm's own files carry.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
dir=${1:-$root/build/tools/rocm-bitcode}
src=/usr/lib/x86_64-linux-gnu/amdgcn/bitcode
[ -r "$src/ockl.bc" ] || { echo "setup-rocm: $src/ockl.bc missing (apt-get install rocm-device-libs)" >&2; exit 1; }
if [ -r "$dir/oclc_isa_version_1100.bc" ] && [ -r "$dir/oclc_isa_version_942.bc" ] && [ -e "$dir/ockl.bc" ]; then
    exit 0
fi
mkdir -p "$dir"
for f in "$src"/*.bc; do ln -sfn "$f" "$dir/"; done
for isa in 942:9402 1100:11000; do
    name=${isa%%:*} value=${isa##*:}
    [ -e "$src/oclc_isa_version_$name.bc" ] && continue
    llvm-dis-19 "$src/oclc_isa_version_940.bc" -o - |
        sed -E "s/(@__oclc_ISA_version = .* constant i32) 9400,/\1 $value,/" > "$dir/isa.ll"
    grep -q "constant i32 $value," "$dir/isa.ll" || { echo "setup-rocm: gfx940's ISA file has an unexpected form" >&2; exit 1; }
    llvm-as-19 "$dir/isa.ll" -o "$dir/oclc_isa_version_$name.bc"
    rm -f "$dir/isa.ll"
done
echo "setup-rocm: device libraries for gfx90a, gfx942 and gfx1100 in $dir"
