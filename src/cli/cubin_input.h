/* `alloc K.cubin -o OUT.cubin`: a cubin alone as input. It is told by its
 * content (an ELF file for EM_CUDA), disassembled with `nvdisasm -hex -c`
 * (ours: build/tools/cuda-11.8/bin beside the verilocc binary, else the one in
 * PATH) into a temporary listing, and alloc then proceeds as with
 * `alloc LISTING --cubin K.cubin`. The listing is removed afterwards, or kept
 * (and named) when alloc fails, since its messages point into it.
 * Needs: nvdisasm. Produces: the listing's path. */
#ifndef VL_CUBIN_INPUT_H
#define VL_CUBIN_INPUT_H
#include <stdbool.h>

/* Does `path` (not "-") hold a cubin? */
bool vl_cli_is_cubin(const char *path);

/* The path of a temporary file with nvdisasm -hex -c's listing of `cubin` (malloc'd), or NULL after
 * a message (nvdisasm missing or failing). */
char *vl_cli_disassemble_cubin(const char *cubin);

#endif
