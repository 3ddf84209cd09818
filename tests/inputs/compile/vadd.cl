// An OpenCL kernel: get_global_id comes from the ROCm device libraries.
__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void vadd(__global const float *a, __global const float *b, __global float *c, int n) {
  int i = get_global_id(0);
  if (i < n) c[i] = a[i] + 2.0f * b[i];
}
