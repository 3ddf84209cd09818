/* VeriLocc's public API: load a kernel's pre-allocation machine code (LLVM
 * MIR for AMD GPUs, SASS for NVIDIA), allocate its registers with any
 * allocator of the registry, verify, and write the allocated code. Every
 * allocation this API returns has passed the native verifier.
 *
 * Errors are printed to the FILE given (file:line:col: error: ...); results
 * follow the command line's exit codes: 0 success, 1 invalid, 2 bad input,
 * 3 does not fit / tool failure. Link with build/libverilocc.a and
 * -ljansson -lz3 -lm -ldl -fopenmp. examples/allocate.c shows it whole. */
#ifndef VERILOCC_H
#define VERILOCC_H
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct vl_module vl_module;          /* a parsed kernel file (one or more functions) */
typedef struct vl_allocator vl_allocator;    /* an open allocator of the registry */
typedef struct vl_pipeline vl_pipeline;      /* one module's allocation */

/* "verilocc <commit>": what was built. */
const char *verilocc_version(void);

/* Reads `path` ("-": standard input); MIR or SASS by content; `target` NULL to infer it. */
int verilocc_load(const char *path, const char *target, vl_module **out, FILE *errors);
void verilocc_module_free(vl_module *module);

/* "classical", "exact" (Z3 within timeout_s per function), "model" (the built-in learned allocator;
 * model_path NULL for the shipped one), "gguf" (any GGUF model: model_path). */
int verilocc_allocator_open(const char *name, double timeout_s, const char *model_path, vl_allocator **out,
                            FILE *errors);
void verilocc_allocator_close(vl_allocator *allocator);

/* The whole ladder on every function: analyse, allocate, split and spill where it does not fit,
 * the next occupancy step (SASS), verify. max_regs 0: the kernel's own budget; else the main file's
 * registers (VGPRs, R) at most that. The module must outlive the result. */
int verilocc_allocate(const vl_module *module, vl_allocator *allocator, unsigned max_regs, vl_pipeline **out,
                      FILE *errors);
unsigned verilocc_function_count(const vl_pipeline *allocation);
const char *verilocc_function_name(const vl_pipeline *allocation, unsigned function);
/* The main file's registers the allocation uses, as the vendor counts them (VGPR+AGPR tops, or R as ptxas). */
unsigned verilocc_registers(const vl_pipeline *allocation, unsigned function);
/* Verifies every function's allocation again from scratch (a fresh analysis); 0 valid, 1 invalid. */
int verilocc_verify(const vl_pipeline *allocation, FILE *errors);
/* The allocated code (physical MIR, or SASS with our registers and inserted code) to `path` ("-": stdout). */
int verilocc_emit(const vl_pipeline *allocation, const char *path, FILE *errors);
void verilocc_allocation_free(vl_pipeline *allocation);

#ifdef __cplusplus
}
#endif
#endif
