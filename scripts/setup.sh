#!/usr/bin/env bash
# Installs the Debian packages VeriLocc builds and tests with, when missing,
# and ptxas/nvdisasm 11.8 for the NVIDIA corpus (scripts/setup-nvidia.sh).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
packages=(llvm-19 clang-19 llvm-19-tools lld-19 libclang-rt-19-dev libomp-19-dev libz3-dev libcmocka-dev libjansson-dev jq)
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
# llama.cpp (its Qwen2 vocabulary and prebuilt libllama) for token counts: build/llama.
"$here/setup-llama.sh"
