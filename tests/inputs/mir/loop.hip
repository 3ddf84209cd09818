extern "C" __attribute__((global)) __attribute__((amdgpu_flat_work_group_size(1,256)))
void loopk(float *out, const float *in, int n, int m) {
  int t = __builtin_amdgcn_workitem_id_x();
  float acc = 0.0f;
  double d = 1.0;
  for (int i = 0; i < n; i++) {
    float v = in[t + i * 64];
    if (v > 0.5f) acc += v * 2.0f; else acc -= v;
    if (i % m == 3) d = d * v;
  }
  out[t] = acc + (float)d;
}
