/* The one monotonic clock every timing in VeriLocc reads, and the thread's
 * CPU clock beside it. */
#ifndef VL_CLOCK_H
#define VL_CLOCK_H

/* Milliseconds since an arbitrary fixed point (CLOCK_MONOTONIC). */
double vl_now_ms(void);

/* Milliseconds of CPU time the calling thread has used
 * (CLOCK_THREAD_CPUTIME_ID): a timing that other jobs on a loaded machine
 * do not stretch, as they stretch the wall clock. */
double vl_thread_cpu_ms(void);

#endif
