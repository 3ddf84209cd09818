/* The one monotonic clock every timing in VeriLocc reads. */
#ifndef VL_CLOCK_H
#define VL_CLOCK_H

/* Milliseconds since an arbitrary fixed point (CLOCK_MONOTONIC). */
double vl_now_ms(void);

#endif
