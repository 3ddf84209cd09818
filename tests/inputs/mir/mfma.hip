typedef float v16f __attribute__((ext_vector_type(16)));
extern "C" __attribute__((global)) void mfma(float *out, const float *a, const float *b, int n) {
  int t = __builtin_amdgcn_workitem_id_x();
  v16f acc = {0};
  for (int i = 0; i < n; i++) {
    acc = __builtin_amdgcn_mfma_f32_32x32x2f32(a[t + i], b[t + i * 2], acc, 0, 0, 0);
  }
  int x = t;
  float y;
  asm volatile("v_add_u32 %0, %0, 1" : "+v"(x));
  asm volatile("v_accvgpr_write_b32 %0, %1" : "=a"(y) : "v"(acc[3]));
  asm volatile("; use %0" :: "a"(y));
  for (int j = 0; j < 16; j++) out[t * 16 + j] = acc[j] + x;
}
