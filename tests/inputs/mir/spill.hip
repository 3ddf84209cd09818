extern "C" __attribute__((global)) __attribute__((amdgpu_flat_work_group_size(1,256))) __attribute__((amdgpu_num_vgpr(16)))
void spill(float *out, const float *in, int n) {
  int t = __builtin_amdgcn_workitem_id_x();
  float v[20];
  #pragma unroll
  for (int j = 0; j < 20; j++) v[j] = in[t + j * 256];
  for (int i = 0; i < n; i++) {
    #pragma unroll
    for (int j = 0; j < 20; j++) v[j] = v[j] * v[(j + 7) % 20] + in[i];
  }
  float s = 0;
  #pragma unroll
  for (int j = 0; j < 20; j++) s += v[j] * j;
  out[t] = s;
}
