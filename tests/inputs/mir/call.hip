__attribute__((noinline)) __attribute__((device)) float helper(float *p, int i, float s) {
  float r = 0;
  for (int k = 0; k < i; k++) r += p[k] * s;
  return r;
}
extern "C" __attribute__((global)) void caller(float *a, int n, float s) {
  int t = __builtin_amdgcn_workitem_id_x();
  a[t] = helper(a + t, n, s) + 1.0f;
}
