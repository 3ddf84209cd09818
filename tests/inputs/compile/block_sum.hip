// A HIP kernel as a user writes it: the real hip_runtime.h (threadIdx.x,
// __shfl_xor with its width argument defaulted), rocPRIM's block reduction,
// and an out-of-line helper, so the kernel makes a call.
#include <hip/hip_runtime.h>
#include <rocprim/block/block_reduce.hpp>

__device__ __attribute__((noinline)) float scale(float x, float s) { return x * s + __shfl_xor(x, 1); }

extern "C" __global__ __launch_bounds__(256) void block_sum(const float *in, float *out, float s) {
  using reduce_t = rocprim::block_reduce<float, 256>;
  __shared__ reduce_t::storage_type storage;
  float v = scale(in[blockIdx.x * 256 + threadIdx.x], s);
  float total;
  reduce_t().reduce(v, total, storage);
  if (threadIdx.x == 0) out[blockIdx.x] = total;
}
