#!/usr/bin/env bash
# setup-nvidia.sh [DIR]: puts ptxas, nvdisasm and cuobjdump 11.8 (the NVIDIA
# tools the corpus needs for sm_89/sm_90, and the cubin checks) in DIR/bin
# (default build/tools/cuda-11.8), and CUDA 11.8's headers in DIR/include, so
# that DIR is a --cuda-path for clang: CUDA sources with the real headers
# (CUB, Thrust, `verilocc compile K.cu`) then get PTX 7.8, which ptxas 11.8 reads,
# and libdevice in DIR/nvvm/libdevice.
#
# They come from Debian bookworm's nvidia-cuda-toolkit, in the non-free
# component.  The machine's apt source lists only main, so this derives a
# private sources file from /etc/apt/sources.list.d/debian.sources with the
# extra components, downloads the packages with private lists and cache (the
# system's apt state is untouched), and extracts just the three binaries and,
# from nvidia-cuda-dev of the same release, the headers: the packages'
# dependencies (the CUDA runtime, profiler, OpenCL) are not needed.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
dir=${1:-$root/build/tools/cuda-11.8}
want="11.8"
if [ -x "$dir/bin/ptxas" ] && [ -x "$dir/bin/nvdisasm" ] && [ -x "$dir/bin/cuobjdump" ] && [ -r "$dir/include/cuda.h" ] &&
   [ -r "$dir/nvvm/libdevice/libdevice.10.bc" ] &&
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
echo "setup-nvidia: fetching nvidia-cuda-toolkit and nvidia-cuda-dev $want from Debian non-free (ptxas, nvdisasm, cuobjdump, headers)"
apt-get "${apt_opts[@]}" update
(cd "$work" && apt-get "${apt_opts[@]}" download nvidia-cuda-toolkit nvidia-cuda-dev)
deb=$(ls "$work"/nvidia-cuda-toolkit_*.deb)
dev=$(ls "$work"/nvidia-cuda-dev_*.deb)
for d in "$deb" "$dev"; do
  case "$d" in *"_${want}."*) ;; *) echo "setup-nvidia: expected version $want, got $(basename "$d")" >&2; exit 1 ;; esac
done
mkdir -p "$work/x" "$dir/bin"
dpkg-deb --fsys-tarfile "$deb" | tar -x -C "$work/x" ./usr/bin/ptxas ./usr/bin/nvdisasm ./usr/bin/cuobjdump \
    ./usr/lib/nvidia-cuda-toolkit/libdevice/libdevice.10.bc
install -m 755 "$work/x/usr/bin/ptxas" "$work/x/usr/bin/nvdisasm" "$work/x/usr/bin/cuobjdump" "$dir/bin/"
# libdevice (CUDA's math library as bitcode), which CUB's device code calls (__nv_brev, ...).
install -D -m 644 "$work/x/usr/lib/nvidia-cuda-toolkit/libdevice/libdevice.10.bc" "$dir/nvvm/libdevice/libdevice.10.bc"
rm -rf "$dir/include.new"
mkdir -p "$work/h" "$dir/include.new"
dpkg-deb --fsys-tarfile "$dev" | tar -x -C "$work/h" ./usr/include
cp -r "$work/h/usr/include/." "$dir/include.new/"
rm -rf "$dir/include" && mv "$dir/include.new" "$dir/include"
"$dir/bin/ptxas" --version | tail -1
