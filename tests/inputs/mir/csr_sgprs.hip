// A filter routine kept out of line whose 64 uniform coefficients live in SGPRs
// across its loop: more than the SGPRs a callee may clobber, so it must use
// callee-saved SGPRs and save them (on wave32 in lanes of two VGPRs). Built as
// call_chain.hip says, with csr_sgprs in place of call_chain.
__attribute__((constant)) float coef[64];
__attribute__((noinline)) __attribute__((device)) float filter(const float *x, int n) {
  float c[64];
  for (int i = 0; i < 64; i++) c[i] = coef[i];
  float r = 0;
  for (int k = 0; k < n; k++) {
    float v = x[k];
    for (int i = 0; i < 64; i++) r = r * v + c[i];
  }
  return r;
}
extern "C" __attribute__((global)) void apply(const float *x, float *y, int n, int m) {
  int t = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + __builtin_amdgcn_workitem_id_x();
  float s = 0;
  for (int j = 0; j < m; j++) s += filter(x + t * n + j, n);
  y[t] = s;
}
