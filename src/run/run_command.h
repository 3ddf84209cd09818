/* `verilocc run` (and the standalone build/verilocc-run, the same code with
 * libc and libdl alone, for a machine with a GPU and nothing else):
 *
 *   run --recipe R.launch --kernel NAME [--param N=V]... [--name ID] [--csv OUT.csv]
 *       [--seed S] [--warmup N] [--runs N] [--timeout S] [--plan] PTXAS.cubin OURS.cubin [CAP.cubin]
 *   run --batch LIST.tsv [--csv OUT.csv] [--deadline S] [--seed S] [--warmup N] [--runs N] [--timeout S] [--plan]
 *
 * --plan stops before the GPU: it prints the launch (grid, block, each parameter with its bytes,
 * each buffer's length and a checksum of its initial data) after checking it against every
 * cubin's parameter list. A batch line is NAME, RECIPE, KERNEL, PARAMS (N=V,N=V or -), then two or
 * three cubins, tab-separated, paths relative to the list's folder; one CSV row per kernel.
 * Exit: 0 every output identical, 1 some output differs (or a kernel gave two answers), 2 bad
 * input, 3 a driver error or a launch past the time limit, 4 no CUDA driver or no GPU. */
#ifndef VL_RUN_COMMAND_H
#define VL_RUN_COMMAND_H

enum { VL_EXIT_NO_GPU = 4 };

int vl_run_command(int argc, char **argv);

#endif
