#!/usr/bin/env bash
# setup-nvidia.sh [DIR]: puts ptxas, nvdisasm and cuobjdump 11.8 (the NVIDIA
# tools the corpus needs for sm_89/sm_90, and the cubin checks) in DIR/bin
# (default build/tools/cuda-11.8).
#
# They come from Debian bookworm's nvidia-cuda-toolkit, in the non-free
# component.  The machine's apt source lists only main, so this derives a
# private sources file from /etc/apt/sources.list.d/debian.sources with the
# extra components, downloads the one package with private lists and cache (the
# system's apt state is untouched), and extracts just the three binaries: the
# package's dependencies (the CUDA runtime, profiler, OpenCL) are not needed.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
dir=${1:-$root/build/tools/cuda-11.8}
want="11.8"
if [ -x "$dir/bin/ptxas" ] && [ -x "$dir/bin/nvdisasm" ] && [ -x "$dir/bin/cuobjdump" ] &&
   "$dir/bin/ptxas" --version | grep -q "release $want"; then
    exit 0
fi
system_sources=/etc/apt/sources.list.d/debian.sources
[ -r "$system_sources" ] || { echo "setup-nvidia: no $system_sources to derive the non-free source from" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/sources" "$work/lists/partial" "$work/archives/partial"
sed -E 's/^Components:.*$/Components: main contrib non-free/' "$system_sources" > "$work/sources/nonfree.sources"
apt_opts=(-o Dir::Etc::SourceList=/dev/null -o Dir::Etc::SourceParts="$work/sources"
          -o Dir::State::Lists="$work/lists" -o Dir::Cache::Archives="$work/archives"
          -o Debug::NoLocking=1 -o APT::Sandbox::User=root -qq)
echo "setup-nvidia: fetching nvidia-cuda-toolkit $want from Debian non-free (ptxas, nvdisasm, cuobjdump)"
apt-get "${apt_opts[@]}" update
(cd "$work" && apt-get "${apt_opts[@]}" download nvidia-cuda-toolkit)
deb=$(ls "$work"/nvidia-cuda-toolkit_*.deb)
case "$deb" in *"_${want}."*) ;; *) echo "setup-nvidia: expected version $want, got $(basename "$deb")" >&2; exit 1 ;; esac
mkdir -p "$work/x" "$dir/bin"
dpkg-deb --fsys-tarfile "$deb" | tar -x -C "$work/x" ./usr/bin/ptxas ./usr/bin/nvdisasm ./usr/bin/cuobjdump
install -m 755 "$work/x/usr/bin/ptxas" "$work/x/usr/bin/nvdisasm" "$work/x/usr/bin/cuobjdump" "$dir/bin/"
"$dir/bin/ptxas" --version | tail -1
