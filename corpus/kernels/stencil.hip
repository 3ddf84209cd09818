/* stencil.hip: star stencils of radius R in 1, 2 or 3 dimensions,
 *   out[p] = c[0] * in[p] + sum_{d=1..R} c[d] * sum_axes (in[p + d e] + in[p - d e]),
 * over an nx (x ny (x nz)) float grid stored x fastest, with the neighbours
 * that fall outside the grid given by the boundary condition BC.
 *
 * Every point whose whole stencil lies inside takes a fast path of plain
 * loads; points near the faces take a slow path in which every load
 * resolves its coordinates with explicit conditionals.  Threads and tile
 * cells past the far faces compute values nobody stores; their coordinates
 * are capped at n - 1 + R, so even they never read outside the grid.
 *
 * Thread mapping: 1-D: blocks of BX threads, thread t computes points
 *   base + t + k * BX (k < PPT, coalesced).  2-D: BX x BY blocks, thread
 *   (tx, ty) computes PPT points along x, BX apart.  3-D: BX x BY blocks
 *   march along z: thread (tx, ty) computes the PPT points (x, y, z0 .. z0 +
 *   PPT) of its column, keeping the 2R + 1 values of the z axis in a
 *   register queue that shifts by one each step.
 *
 * Macros (all optional):
 *   DIM   1, 2 or 3 (default 2)
 *   R     radius, 1 .. 4 (default 1)
 *   BC    boundary: 0 clamp to the nearest face (default), 1 zero outside,
 *         2 periodic (wrap around; the grid is at least R wide)
 *   SMEM  0: neighbours read from global memory (default)
 *         1: the block first stages its tile plus a halo of R on every side
 *            (in 3-D: the current x-y plane) in shared memory, resolving the
 *            boundary while loading, so the compute loop has no conditionals
 *   PPT   points per thread (default 1)
 *   BX BY block shape (default 256 x 1 in 1-D, 32 x 8 otherwise)
 *   LB    launch bounds (default BX * BY)
 *
 * Kernel: stencil(in, out, coef, nx, ny, nz); coef holds c[0 .. R]. */
#include "shim.h"

#ifndef DIM
#define DIM 2
#endif
#ifndef R
#define R 1
#endif
#ifndef BC
#define BC 0
#endif
#ifndef SMEM
#define SMEM 0
#endif
#ifndef PPT
#define PPT 1
#endif
#ifndef BX
#define BX (DIM == 1 ? 256 : 32)
#endif
#ifndef BY
#define BY (DIM == 1 ? 1 : 8)
#endif
#ifndef LB
#define LB (BX * BY)
#endif

static_assert(DIM >= 1 && DIM <= 3, "DIM is 1, 2 or 3");
static_assert(R >= 1 && R <= 4, "R is 1 .. 4");

/* Coordinate of an outside neighbour under clamp or periodic boundaries. */
static __device__ inline int remap(int i, int n)
{
#if BC == 0
    return i < 0 ? 0 : i >= n ? n - 1 : i;
#elif BC == 2
    return i < 0 ? i + n : i >= n ? i - n : i;
#else
    return i;
#endif
}

static __device__ inline int min_int(int a, int b) { return a < b ? a : b; }

static __device__ inline bool outside(int i, int n) { return i < 0 || i >= n; }

/* in(x, y, z) for any coordinates within R of the grid, the slow way. */
static __device__ inline float fetch(const float *__restrict__ in, int x, int y, int z, int nx, int ny,
                                     int nz)
{
#if BC == 1
    if (outside(x, nx) || (DIM > 1 && outside(y, ny)) || (DIM > 2 && outside(z, nz)))
        return 0.0f;
#else
    x = remap(x, nx);
    if (DIM > 1)
        y = remap(y, ny);
    if (DIM > 2)
        z = remap(z, nz);
#endif
    return in[((long)z * ny + y) * nx + x];
}

extern "C" __global__ __launch_bounds__(LB) void
stencil(const float *__restrict__ in, float *__restrict__ out, const float *__restrict__ coef, int nx,
        int ny, int nz)
{
    float c[R + 1];
#pragma unroll
    for (int d = 0; d <= R; ++d)
        c[d] = coef[d];
    int tx = (int)thread_idx_x();

#if DIM == 1
    int base = (int)block_idx_x() * BX * PPT;
#if SMEM
    /* Tile of BX * PPT points and their halos; the block's edge test is
     * uniform, so only blocks at the ends take the resolving loads. */
    __shared__ float tile[BX * PPT + 2 * R];
    bool edge = base < R || base + BX * PPT + R > nx;
    for (int i = tx; i < BX * PPT + 2 * R; i += BX) {
        int x = min_int(base - R + i, nx - 1 + R);
        tile[i] = edge ? fetch(in, x, 0, 0, nx, 1, 1) : in[x];
    }
    __syncthreads();
#pragma unroll
    for (int k = 0; k < PPT; ++k) {
        int lx = tx + k * BX + R, x = base + lx - R;
        float s = c[0] * tile[lx];
#pragma unroll
        for (int d = 1; d <= R; ++d)
            s += c[d] * (tile[lx - d] + tile[lx + d]);
        if (x < nx)
            out[x] = s;
    }
#else
#pragma unroll
    for (int k = 0; k < PPT; ++k) {
        int x = base + tx + k * BX;
        if (x >= nx)
            continue;
        float s = c[0] * in[x];
        if (x >= R && x + R < nx) {
#pragma unroll
            for (int d = 1; d <= R; ++d)
                s += c[d] * (in[x - d] + in[x + d]);
        } else {
#pragma unroll
            for (int d = 1; d <= R; ++d)
                s += c[d] * (fetch(in, x - d, 0, 0, nx, 1, 1) + fetch(in, x + d, 0, 0, nx, 1, 1));
        }
        out[x] = s;
    }
#endif

#elif DIM == 2
    int ty = (int)thread_idx_y();
    int x0 = (int)block_idx_x() * BX * PPT, y0 = (int)block_idx_y() * BY;
    int y = y0 + ty;
#if SMEM
#define TW (BX * PPT + 2 * R)
#define TH (BY + 2 * R)
    __shared__ float tile[TH][TW];
    bool edge = x0 < R || x0 + BX * PPT + R > nx || y0 < R || y0 + BY + R > ny;
    for (int i = ty * BX + tx; i < TH * TW; i += BX * BY) {
        int ly = i / TW, lx = i - ly * TW;
        int gx = min_int(x0 - R + lx, nx - 1 + R), gy = min_int(y0 - R + ly, ny - 1 + R);
        tile[ly][lx] = edge ? fetch(in, gx, gy, 0, nx, ny, 1) : in[(long)gy * nx + gx];
    }
    __syncthreads();
#pragma unroll
    for (int k = 0; k < PPT; ++k) {
        int lx = tx + k * BX + R, ly = ty + R, x = x0 + lx - R;
        float s = c[0] * tile[ly][lx];
#pragma unroll
        for (int d = 1; d <= R; ++d)
            s += c[d] * (tile[ly][lx - d] + tile[ly][lx + d] + tile[ly - d][lx] + tile[ly + d][lx]);
        if (x < nx && y < ny)
            out[(long)y * nx + x] = s;
    }
#else
    if (y >= ny)
        return;
    bool yin = y >= R && y + R < ny;
#pragma unroll
    for (int k = 0; k < PPT; ++k) {
        int x = x0 + tx + k * BX;
        if (x >= nx)
            continue;
        const float *p = in + (long)y * nx + x;
        float s = c[0] * p[0];
        if (yin && x >= R && x + R < nx) {
#pragma unroll
            for (int d = 1; d <= R; ++d)
                s += c[d] * (p[-d] + p[d] + p[-(long)d * nx] + p[(long)d * nx]);
        } else {
#pragma unroll
            for (int d = 1; d <= R; ++d)
                s += c[d] * (fetch(in, x - d, y, 0, nx, ny, 1) + fetch(in, x + d, y, 0, nx, ny, 1) +
                             fetch(in, x, y - d, 0, nx, ny, 1) + fetch(in, x, y + d, 0, nx, ny, 1));
        }
        out[(long)y * nx + x] = s;
    }
#endif

#else /* DIM == 3 */
    int ty = (int)thread_idx_y();
    int x = (int)block_idx_x() * BX + tx, y = (int)block_idx_y() * BY + ty;
    int z0 = (int)block_idx_z() * PPT;
    long plane = (long)nx * ny;
    /* Threads past the x-y edge still load and reach the barriers; they
     * only skip the stores. */
    bool live = x < nx && y < ny;
    int cx = live ? x : nx - 1, cy = live ? y : ny - 1;

    /* Register queue: q[j] = in(x, y, z - R + j) around the current z. */
    float q[2 * R + 1];
#pragma unroll
    for (int j = 0; j < 2 * R; ++j) {
        int z = z0 - R + j;
        q[j] = z >= 0 && z < nz ? in[(long)z * plane + (long)cy * nx + cx] : fetch(in, cx, cy, z, nx, ny, nz);
    }
#if SMEM
#define TW (BX + 2 * R)
#define TH (BY + 2 * R)
    __shared__ float tile[TH][TW];
    int bx0 = (int)block_idx_x() * BX, by0 = (int)block_idx_y() * BY;
    bool edge = bx0 < R || bx0 + BX + R > nx || by0 < R || by0 + BY + R > ny;
#else
    bool xyin = x >= R && x + R < nx && y >= R && y + R < ny;
#endif

#pragma unroll
    for (int k = 0; k < PPT; ++k) {
        int z = z0 + k, zc = min_int(z, nz - 1), zn = zc + R;
        q[2 * R] = zn < nz ? in[(long)zn * plane + (long)cy * nx + cx] : fetch(in, cx, cy, zn, nx, ny, nz);
        float s = c[0] * q[R];
#pragma unroll
        for (int d = 1; d <= R; ++d)
            s += c[d] * (q[R - d] + q[R + d]);
#if SMEM
        /* Stage plane z with its x-y halo; the z neighbours come from q. */
        __syncthreads();
        for (int i = ty * BX + tx; i < TH * TW; i += BX * BY) {
            int ly = i / TW, lx = i - ly * TW;
            int gx = min_int(bx0 - R + lx, nx - 1 + R), gy = min_int(by0 - R + ly, ny - 1 + R);
            tile[ly][lx] = edge ? fetch(in, gx, gy, zc, nx, ny, nz) : in[(long)zc * plane + (long)gy * nx + gx];
        }
        __syncthreads();
        int lx = tx + R, ly = ty + R;
#pragma unroll
        for (int d = 1; d <= R; ++d)
            s += c[d] * (tile[ly][lx - d] + tile[ly][lx + d] + tile[ly - d][lx] + tile[ly + d][lx]);
#else
        const float *p = in + (long)zc * plane + (long)cy * nx + cx;
        if (xyin) {
#pragma unroll
            for (int d = 1; d <= R; ++d)
                s += c[d] * (p[-d] + p[d] + p[-(long)d * nx] + p[(long)d * nx]);
        } else {
#pragma unroll
            for (int d = 1; d <= R; ++d)
                s += c[d] * (fetch(in, cx - d, cy, zc, nx, ny, nz) + fetch(in, cx + d, cy, zc, nx, ny, nz) +
                             fetch(in, cx, cy - d, zc, nx, ny, nz) + fetch(in, cx, cy + d, zc, nx, ny, nz));
        }
#endif
        if (live && z < nz)
            out[(long)z * plane + (long)y * nx + x] = s;
#pragma unroll
        for (int j = 0; j < 2 * R; ++j)
            q[j] = q[j + 1];
    }
#endif
}
