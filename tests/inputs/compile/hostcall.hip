// A kernel that asserts and prints: the ROCm device library's hostcall helpers it links are
// functions without names in LLVM IR (verilocc compile names them for llc to read back).
#include <hip/hip_runtime.h>
#include <cassert>

__global__ void check(const float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  assert(i < n);
  if (x[i] < 0) printf("negative at %d\n", i);
}
