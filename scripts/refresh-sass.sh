#!/usr/bin/env bash
# refresh-sass.sh CORPUS [OUT]: rewrites the NVIDIA .sass files of a collected corpus
# (CORPUS/manifest.jsonl, sm_89 and sm_90 entries) from their .cubin with
# `nvdisasm -hex -c`, the form `verilocc collect` writes now, without recompiling
# anything. The encoding words let the SASS front end decode instructions that
# nvdisasm 11.8 cannot print (sm_90's VIMNMX, docs/semantics.md). .life.sass files stay
# as they are (nvdisasm's -hex output garbles the life-range columns).
# Without OUT: in place. With OUT: a copy of the corpus in OUT whose other files are
# symbolic links into CORPUS and whose .sass files are new (CORPUS is left alone).
# NVDISASM names nvdisasm 11.8 (default: build/tools/cuda-11.8/bin/nvdisasm). Two at a time.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
corpus="$(cd "${1:?usage: refresh-sass.sh CORPUS [OUT]}" && pwd)"
out="${2:-$corpus}"
nvdisasm="${NVDISASM:-$root/build/tools/cuda-11.8/bin/nvdisasm}"
[ -x "$nvdisasm" ] || { echo "refresh-sass: $nvdisasm not found (scripts/setup-nvidia.sh)" >&2; exit 2; }
"$nvdisasm" --version | grep -q 'release 11.8' || { echo "refresh-sass: $nvdisasm is not release 11.8" >&2; exit 2; }
[ -f "$corpus/manifest.jsonl" ] || { echo "refresh-sass: no $corpus/manifest.jsonl" >&2; exit 2; }
if [ "$out" != "$corpus" ]; then
  mkdir -p "$out"
  out="$(cd "$out" && pwd)"
  cp -rs "$corpus/." "$out/"
fi
export NVDISASM_BIN="$nvdisasm" SRC="$corpus" DST="$out"
jq -r 'select((.target == "sm_89" or .target == "sm_90") and .sass and .cubin) | [.sass, .cubin] | @tsv' \
  "$corpus/manifest.jsonl" | sort -u |
  xargs -P2 -L1 bash -c '
    set -e
    tmp="$DST/$0.tmp.$$"
    "$NVDISASM_BIN" -hex -c "$SRC/$1" > "$tmp"
    rm -f "$DST/$0" && mv "$tmp" "$DST/$0"'
echo "refresh-sass: $(jq -r 'select((.target == "sm_89" or .target == "sm_90") and .sass and .cubin) | .sass' \
  "$corpus/manifest.jsonl" | sort -u | wc -l) .sass files rewritten in $out"
