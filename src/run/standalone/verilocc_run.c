/* build/verilocc-run: `verilocc run` alone, built from src/run, src/base/{file,diag,arena,order_stats}.c
 * and src/front/cubin_elf.c with libc and libdl only (scripts/build-run.sh), for a machine that has
 * a GPU, gcc and the CUDA driver and none of the libraries the rest of verilocc needs. */
#include "../run_command.h"

int main(int argc, char **argv) { return vl_run_command(argc, argv); }
