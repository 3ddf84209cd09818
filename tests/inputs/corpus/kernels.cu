/* Small CUDA kernels for the corpus parser tests (tests/unit/test_corpus_parsers.c).
 * No CUDA headers: attributes and special registers by hand. */
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define TID (int)__nvvm_read_ptx_sreg_tid_x()
#define BID (int)__nvvm_read_ptx_sreg_ctaid_x()
#define NTID (int)__nvvm_read_ptx_sreg_ntid_x()

/* Straight-line: one block. */
extern "C" __global__ void saxpy(float *y, const float *x, float a, int n) {
  int i = BID * NTID + TID;
  if (i < n) y[i] = a * x[i] + y[i];
}

/* A loop and a call of a function that stays a function. */
__attribute__((noinline)) __device__ float dot(const float *p, const float *q, int n) {
  float s = 0;
#pragma unroll 1
  for (int k = 0; k < n; k++) s += p[k] * q[k];
  return s;
}
extern "C" __global__ void rowdot(float *out, const float *a, const float *b, int n) {
  int t = BID * NTID + TID;
  float s = dot(a + t * n, b, n);
  out[t] = s > 0 ? s : -s;
}

/* Shared memory, barriers and a reduction loop (ptxas unrolls it fully). */
extern "C" __global__ void __attribute__((launch_bounds(256))) reduce(float *out, const float *in) {
  __shared__ float buf[256];
  int t = TID;
  buf[t] = in[BID * 256 + t];
  __syncthreads();
  for (int s = 128; s > 0; s >>= 1) {
    if (t < s) buf[t] += buf[t + s];
    __syncthreads();
  }
  if (t == 0) out[BID] = buf[0];
}

/* A data-dependent loop under a divergent branch (BSSY/BSYNC on sm_89). */
extern "C" __global__ void collatz(int *out, const int *in) {
  int t = BID * NTID + TID;
  int x = in[t], steps = 0;
  while (x > 1) {
    x = (x & 1) ? 3 * x + 1 : x >> 1;
    steps++;
  }
  out[t] = steps;
}

#ifndef NO_SPILL
/* Register pressure: 96 live accumulators with a 1024-thread block (at most
 * 64 registers a thread), so ptxas spills. */
extern "C" __global__ void __attribute__((launch_bounds(1024))) spill(float *out, const float *in, int n) {
  float v[96];
  int t = TID;
#pragma unroll
  for (int j = 0; j < 96; j++) v[j] = in[t + j * 1024];
  for (int i = 0; i < n; i++) {
#pragma unroll
    for (int j = 0; j < 96; j++) v[j] = v[j] * v[(j + 37) % 96] + in[i];
  }
  float s = 0;
#pragma unroll
  for (int j = 0; j < 96; j++) s += v[j] * j;
  out[t] = s;
}
#endif
