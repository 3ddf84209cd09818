/* Register pressure on x86-64: 24 live accumulators, some reloads folded into
 * their users. */
void fold(long *restrict out, const long *restrict in, int n) {
  long v[24];
#pragma unroll
  for (int j = 0; j < 24; j++) v[j] = in[j];
  for (int i = 0; i < n; i++)
#pragma unroll
    for (int j = 0; j < 24; j++) v[j] = v[j] * in[i + j] + v[(j + 5) % 24];
#pragma unroll
  for (int j = 0; j < 24; j++) out[j] = v[j];
}
