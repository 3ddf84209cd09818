#!/usr/bin/env bash
# Installs the Debian packages VeriLocc builds and tests with, when missing,
# ptxas/nvdisasm 11.8 and CUDA 11.8's headers for the NVIDIA corpus
# (scripts/setup-nvidia.sh), and the ROCm device libraries for every AMDGPU
# target (scripts/setup-rocm.sh). The header-only GPU libraries (rocPRIM with
# HIP's headers, CUB, Thrust) build the library corpus and `verilocc compile`.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# chromium and python3: the HTML report's browser test (scripts/run-report-test.sh);
# libclang-rt-19-dev and libomp-19-dev: the sanitizer and fuzzer build (make check-asan).
packages=(llvm-19 clang-19 llvm-19-tools lld-19 libclang-rt-19-dev libomp-19-dev libz3-dev libcmocka-dev libjansson-dev jq
          openmpi-bin libopenmpi-dev coinor-libcbc-dev chromium python3 librocprim-dev libamdhip64-dev rocm-device-libs
          libcub-dev libthrust-dev)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq || echo "setup: apt-get update failed; trying the cached package lists" >&2
  $sudo apt-get install -y -qq "${missing[@]}"
fi
"$here/setup-nvidia.sh"
"$here/setup-rocm.sh"
# llama.cpp (its Qwen2 vocabulary and prebuilt libllama) for token counts: build/llama.
"$here/setup-llama.sh"
