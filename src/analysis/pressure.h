/* Register pressure per file at every instruction: the 32-bit registers that
 * live virtual lanes and live numbered physical registers need at once, i.e. the
 * number of live segments covering each slot, the largest of the instruction's four.
 * Needs: live intervals. Produces: per-instruction pressure and the maxima. */
#ifndef VL_PRESSURE_H
#define VL_PRESSURE_H
#include "intervals.h"

typedef struct vl_pressure {
  uint16_t (*at)[VL_NUM_FILES];      /* per instruction (layout order) */
  /* Per half instruction: [2k] its slots before the register slot (where it reads), [2k + 1]
   * from the register slot on (where it writes); `at` is the larger. */
  uint16_t (*half)[VL_NUM_FILES];
  uint32_t max[VL_NUM_FILES];
  uint32_t max_instr[VL_NUM_FILES];  /* an instruction where the maximum is reached */
} vl_pressure;

/* The file a virtual register's lanes count against (AV classes count as VGPRs). */
vl_regfile vl_vreg_file(const vl_function *fn, uint32_t vreg);
vl_pressure *vl_pressure_compute(const vl_intervals *iv, vl_arena *arena);

#endif
