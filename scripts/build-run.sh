#!/usr/bin/env sh
# build-run.sh [OUT]: builds the launch harness alone (default build/verilocc-run) with gcc, from
# src/run and the few libc-only files it uses, linked with libc and libdl only: what a machine
# with a GPU and nothing else needs (no jansson, no Z3, no make). The Makefile builds it the same way.
set -eu
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-$root/build/verilocc-run}"
mkdir -p "$(dirname "$out")"
cd "$root"
${CC:-gcc} -O2 -std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -Wno-unused-parameter \
  src/run/standalone/verilocc_run.c src/run/run_command.c src/run/harness.c src/run/launch_data.c \
  src/run/recipe.c src/run/recipe_expr.c src/run/cuda_driver.c src/front/cubin_elf.c \
  src/base/file.c src/base/atomic_file.c src/base/diag.c src/base/arena.c src/base/order_stats.c \
  -ldl -lm -o "$out"
