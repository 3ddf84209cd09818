/* The NVIDIA target descriptions (nvidia.c): what target.h's functions answer
 * for sm_89 and sm_90, and the two facts the SASS front end and reports need
 * (the class for a register width, ptxas's register count and launch limit;
 * occupancy is cost/occupancy_limit.h's).
 * Needs: target.h. */
#ifndef VL_NVIDIA_H
#define VL_NVIDIA_H
#include "target.h"

const vl_target *vl_nvidia_target_by_name(const char *name, size_t len);   /* "sm_89", "sm_90" */
int vl_nvidia_class_by_name(const vl_target *target, const char *name, size_t len);
/* The class of `width` registers of `file` (R, R64, R96, R128, UR, UR64, UR128); -1 if none. */
int vl_nvidia_class_for(const vl_target *target, vl_regfile file, unsigned width);
bool vl_nvidia_class_contains(const vl_target *target, int cls, vl_physreg reg);
bool vl_nvidia_physreg_asm(const vl_target *target, vl_physreg reg, char *buf, size_t size);
bool vl_nvidia_parse_physreg_asm(const vl_target *target, const char *text, size_t len, vl_physreg *out);
/* The most registers per thread (ptxas's count) that launch bounds allow: `min_blocks` blocks (0: one)
 * of `threads` threads (whole warps; 0: not bounded) must fit in the SM's registers, granted 8 per
 * thread; `max_regs` (.maxnreg, 0: none) caps it directly; never more than the file. */
unsigned vl_nvidia_launch_register_limit(const vl_target *target, unsigned threads, unsigned min_blocks,
                                         unsigned max_regs);
/* ptxas's count (SHI_REGISTERS) from the highest R index used + 1. */
unsigned vl_nvidia_register_count(const vl_target *target, unsigned top);

#endif
