#!/usr/bin/env bash
# llama.cpp for the Qwen2 tokenizer (verilocc normalize --tokens) from the npm
# packages node-llama-cpp (its llama.cpp source as a git bundle) and
# @node-llama-cpp/linux-x64 (prebuilt libllama/libggml), both at one version.
# Installs them into build/npm with the ordinary npm client and takes into
# build/llama only what VeriLocc uses:
#   build/llama/lib/      the prebuilt shared objects (libllama.so, libggml*.so)
#   build/llama/include/  llama.h and the ggml headers (tests check our ABI mirror against them)
#   build/llama/models/   ggml-vocab-qwen2.gguf (Qwen2.5-Coder's vocabulary) and its test vectors
# Nothing is downloaded when build/llama is already there at this version.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
version=3.22.1
npm_dir="$root/build/npm"
out="$root/build/llama"
if [ "$(cat "$out/.version" 2>/dev/null)" = "$version" ]; then exit 0; fi

if ! command -v npm > /dev/null; then
  echo "setup-llama: installing nodejs and npm"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq || echo "setup-llama: apt-get update failed; trying the cached package lists" >&2
  $sudo apt-get install -y -qq nodejs npm
fi
echo "setup-llama: node-llama-cpp@$version and @node-llama-cpp/linux-x64@$version into $npm_dir"
mkdir -p "$npm_dir"
# Scripts off: node-llama-cpp's postinstall would fetch or build binaries we take from the package instead.
npm install --prefix "$npm_dir" --ignore-scripts --omit=optional --no-audit --no-fund --loglevel=error \
  "node-llama-cpp@$version" "@node-llama-cpp/linux-x64@$version"

bundle="$npm_dir/node_modules/node-llama-cpp/llama/gitRelease.bundle"
bins="$npm_dir/node_modules/@node-llama-cpp/linux-x64/bins/linux-x64"
[ -r "$bundle" ] || { echo "setup-llama: $bundle is missing" >&2; exit 1; }
[ -d "$bins" ] || { echo "setup-llama: $bins is missing" >&2; exit 1; }

rm -rf "$out" "$out.tmp"
mkdir -p "$out.tmp/src" "$out.tmp/include" "$out.tmp/models" "$out.tmp/lib"
# The bundle is a git repository in one file: clone it bare and archive the few paths we use.
git clone -q --bare "$bundle" "$out.tmp/llama.cpp.git"
vocab=models/ggml-vocab-qwen2.gguf
git --git-dir="$out.tmp/llama.cpp.git" archive HEAD include ggml/include "$vocab" "$vocab.inp" "$vocab.out" |
  tar -x -C "$out.tmp/src"
cp "$out.tmp/src"/include/*.h "$out.tmp/src"/ggml/include/*.h "$out.tmp/include/"
cp "$out.tmp/src/$vocab" "$out.tmp/src/$vocab.inp" "$out.tmp/src/$vocab.out" "$out.tmp/models/"
cp "$bins"/*.so "$out.tmp/lib/"
# Stable names for the versioned objects (libllama.v0.5.0.so -> libllama.so).
for lib in libllama libggml; do
  versioned="$(cd "$out.tmp/lib" && ls "$lib".v*.so 2>/dev/null | head -1)"
  [ -n "$versioned" ] && ln -sf "$versioned" "$out.tmp/lib/$lib.so"
done
[ -e "$out.tmp/lib/libllama.so" ] || { echo "setup-llama: no libllama in $bins" >&2; exit 1; }
rm -rf "$out.tmp/src" "$out.tmp/llama.cpp.git"
echo "$version" > "$out.tmp/.version"
mv "$out.tmp" "$out"
echo "setup-llama: llama.cpp in $out"
