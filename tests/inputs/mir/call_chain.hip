// A call chain kept out of line: the kernel calls `middle` twice and keeps values
// live across both calls; `middle` keeps values live across its own calls to
// `leaf`, so it needs callee-saved VGPRs and SGPRs (its return address too) and
// must give them back. Built (from this folder) for T in gfx90a gfx942 gfx1100:
//   clang-19 -x hip --offload-arch=$T --cuda-device-only -nogpulib -nogpuinc -cuid=verilocc -O3 -emit-llvm -S call_chain.hip -o call_chain.ll
//   llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu=$T -O3 -stop-before=greedy call_chain.ll -o call_chain_$T.pre.mir
__attribute__((noinline)) __attribute__((device)) float leaf(float x, int k) {
  float r = x;
  for (int i = 0; i < k; i++) r = r * 1.0001f + (float)i;
  return r;
}
__attribute__((noinline)) __attribute__((device)) float middle(const float *p, int n, float a, float b, float c, float d) {
  float s0 = 0, s1 = 0, s2 = 0, s3 = 0;
  for (int i = 0; i < n; i++) {
    float v = p[i];
    s0 += leaf(v * a, i & 7);
    s1 += leaf(v * b, i & 3) * s0;
    s2 += v * c + s1;
    s3 += leaf(s2 * d, 2);
  }
  return s0 + s1 + s2 + s3;
}
extern "C" __attribute__((global)) void chain(const float *x, float *y, int n, float a, float b, float c, float d) {
  int t = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + __builtin_amdgcn_workitem_id_x();
  float u = x[t], w = x[t + 1], z = x[t + 2];
  float r = middle(x + t * n, n, a, b, c, d);
  float q = middle(x + t * n + 1, n, b, a, d, c);
  y[t] = r * u + q * w + z;
}
