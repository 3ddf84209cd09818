/* spmv.hip: y = alpha * A x + beta * y for a sparse m x n matrix A in CSR
 * form (row_ptr[m + 1], col[nnz], val[nnz]); products accumulate in float.
 *
 * Macros (all optional):
 *   T     type of val, x and y: float (default) or half
 *   MODE  0: scalar, one row per thread (default); fine for short rows,
 *            uncoalesced on long ones
 *         1: vector, VW consecutive lanes of a warp / wavefront per row:
 *            the lanes stride over the row's nonzeros (coalesced) and
 *            combine their partial sums with VW-wide xor shuffles
 *         2: RPT rows per thread (rows g, g + G, ... for thread g of G),
 *            walked in lock step, U nonzeros of every unfinished row per
 *            step, so that the loads of several rows are in flight at once
 *            and a long row does not serialize behind the others
 *   VW    lanes per row in MODE 1: 2, 4, 8, 16 or 32 (default 32)
 *   RPT   rows per thread in MODE 2 (default 2)
 *   U     nonzeros per inner-loop step, with U independent partial sums
 *         (default 1); a remainder loop takes the last ones (MODE 0, 1)
 *   LB    launch bounds, threads per block (default 256)
 *
 * Kernel: spmv(m, row_ptr, col, val, x, y, alpha, beta). */
#include "shim.h"

#ifndef T
#define T float
#endif
#ifndef MODE
#define MODE 0
#endif
#ifndef VW
#define VW 32
#endif
#ifndef RPT
#define RPT 2
#endif
#ifndef U
#define U 1
#endif
#ifndef LB
#define LB 256
#endif

static_assert(VW == 2 || VW == 4 || VW == 8 || VW == 16 || VW == 32, "VW is a power of two up to 32");

/* Sum of val[j] * x[col[j]] for j = start, start + step, ... < end, with U
 * partial sums in flight. */
static __device__ inline float dot_range(const int *__restrict__ col, const T *__restrict__ val,
                                         const T *__restrict__ x, int j, int end, int step)
{
    float acc[U];
#pragma unroll
    for (int u = 0; u < U; ++u)
        acc[u] = 0.0f;
    for (; j + (U - 1) * step < end; j += U * step) {
#pragma unroll
        for (int u = 0; u < U; ++u) {
            int jj = j + u * step;
            acc[u] += (float)val[jj] * (float)x[col[jj]];
        }
    }
#if U > 1
    for (; j < end; j += step)
        acc[0] += (float)val[j] * (float)x[col[j]];
#endif
    /* Pairwise, as the partial sums were formed. */
#pragma unroll
    for (int s = 1; s < U; s *= 2)
#pragma unroll
        for (int u = 0; u + s < U; u += 2 * s)
            acc[u] += acc[u + s];
    return acc[0];
}

static __device__ inline void store_row(T *__restrict__ y, int row, float sum, float alpha, float beta)
{
    float old = beta != 0.0f ? (float)y[row] : 0.0f;
    y[row] = (T)(alpha * sum + beta * old);
}

extern "C" __global__ __launch_bounds__(LB) void
spmv(int m, const int *__restrict__ row_ptr, const int *__restrict__ col, const T *__restrict__ val,
     const T *__restrict__ x, T *__restrict__ y, float alpha, float beta)
{
    int gid = (int)(block_idx_x() * block_dim_x() + thread_idx_x());

#if MODE == 0
    if (gid >= m)
        return;
    float sum = dot_range(col, val, x, row_ptr[gid], row_ptr[gid + 1], 1);
    store_row(y, gid, sum, alpha, beta);

#elif MODE == 1
    int row = gid / VW, lane = gid & (VW - 1);
    /* No early return: every lane must reach the shuffles. */
    float sum = 0.0f;
    if (row < m)
        sum = dot_range(col, val, x, row_ptr[row] + lane, row_ptr[row + 1], VW);
#pragma unroll
    for (int offset = VW / 2; offset > 0; offset >>= 1)
        sum += __int_as_float(__shfl_xor_int(__float_as_int(sum), offset, VW));
    if (row < m && lane == 0)
        store_row(y, row, sum, alpha, beta);

#else /* MODE == 2 */
    int threads = (int)(grid_dim_x() * block_dim_x());
    int j[RPT], end[RPT];
    float acc[RPT][U];
#pragma unroll
    for (int r = 0; r < RPT; ++r) {
        int row = gid + r * threads;
        j[r] = row < m ? row_ptr[row] : 0;
        end[r] = row < m ? row_ptr[row + 1] : 0;
#pragma unroll
        for (int u = 0; u < U; ++u)
            acc[r][u] = 0.0f;
    }
    for (;;) {
        bool busy = false;
#pragma unroll
        for (int r = 0; r < RPT; ++r) {
            if (j[r] < end[r]) {
                busy = true;
#pragma unroll
                for (int u = 0; u < U; ++u) {
                    int jj = j[r] + u;
                    if (U == 1 || jj < end[r])
                        acc[r][u] += (float)val[jj] * (float)x[col[jj]];
                }
                j[r] += U;
            }
        }
        if (!busy)
            break;
    }
#pragma unroll
    for (int r = 0; r < RPT; ++r) {
        int row = gid + r * threads;
        float sum = 0.0f;
#pragma unroll
        for (int u = 0; u < U; ++u)
            sum += acc[r][u];
        if (row < m)
            store_row(y, row, sum, alpha, beta);
    }
#endif
}
