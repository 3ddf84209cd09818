// A CUDA kernel as a user writes it: CUB's block scan with the CUDA 11.8
// headers; __launch_bounds__ reaches ptxas as .maxntid.
#include <cub/block/block_scan.cuh>

extern "C" __global__ __launch_bounds__(128) void block_scan(const int *in, int *out) {
  using scan_t = cub::BlockScan<int, 128>;
  __shared__ scan_t::TempStorage storage;
  int v[4];
  for (int i = 0; i < 4; i++) v[i] = in[(blockIdx.x * 128 + threadIdx.x) * 4 + i];
  scan_t(storage).InclusiveSum(v, v);
  for (int i = 0; i < 4; i++) out[(blockIdx.x * 128 + threadIdx.x) * 4 + i] = v[i];
}
