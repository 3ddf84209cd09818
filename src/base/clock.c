/* Monotonic and thread CPU clocks (see clock.h). */
#include "clock.h"

#include <time.h>

static double ms_of(clockid_t clock) {
  struct timespec ts;
  clock_gettime(clock, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

double vl_now_ms(void) { return ms_of(CLOCK_MONOTONIC); }

double vl_thread_cpu_ms(void) { return ms_of(CLOCK_THREAD_CPUTIME_ID); }
