// Source of tests/inputs/asm/spill_call.gfx90a.s (a kernel with 4 spills and a callee):
//   clang-19 -target amdgcn-amd-amdhsa -mcpu=gfx90a -O3 -cl-std=CL2.0 -nogpulib \
//     -Xclang -finclude-default-header -emit-llvm -S spill_call.cl -o x.ll
//   add "amdgpu-num-vgpr"="24" to the kernel's attribute group in x.ll (forces the spills)
//   llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -O3 x.ll -o spill_call.gfx90a.s
__attribute__((noinline)) float dot4(__global const float *p, int n) {
  float s = 0; for (int i = 0; i < n; i++) s += p[i] * p[i + 1]; return s;
}
__kernel void spilly(__global float *out, __global const float *in, int n) {
  int i = get_global_id(0);
  float v[12];
  for (int k = 0; k < 12; k++) v[k] = in[i + k * 64];
  float acc = 0;
  for (int r = 0; r < n; r++)
    for (int k = 0; k < 12; k++) acc = acc * v[k] + v[(k * 5 + r) % 12];
  for (int k = 0; k < 12; k++) out[i + k * 64] = v[k] * acc;
  out[i] += dot4(in, n);
}
