/* gemm_mma.hip: C = alpha * A * B^T + beta * C on matrix cores.  A is M x K,
 * B is N x K (both row-major, so both operands are contiguous in K, as a
 * linear layer's activations and weights), C is M x N row-major.
 *
 * Each wave (warp) owns a WM x WN grid of matrix-instruction tiles of C and
 * keeps their accumulators in registers; it reads its operand fragments
 * straight from global memory with vector loads, KU instruction K-steps at a
 * time, then issues the WM*WN*KU matrix instructions of that step.  The LB/WAVE
 * waves of a block are stacked along M.
 *
 * Matrix instruction per target (D = A * B + C, f32 accumulators):
 *   gfx90a, gfx942 (MFMA, wave64), instruction tile MT x MT:
 *     half   v_mfma_f32_32x32x8f16       / v_mfma_f32_16x16x16f16
 *     bf16   v_mfma_f32_32x32x8bf16_1k   / v_mfma_f32_16x16x16bf16_1k
 *     float  v_mfma_f32_32x32x2f32       / v_mfma_f32_16x16x4f32
 *     float, XF32=1 (gfx942 only): v_mfma_f32_32x32x4_xf32 / v_mfma_f32_16x16x8_xf32
 *   gfx1100 (WMMA, wave32), 16 x 16:
 *     half   v_wmma_f32_16x16x16_f16,   bf16  v_wmma_f32_16x16x16_bf16
 *   sm_89, sm_90 (mma.sync through inline PTX, warp of 32), 16 x 8:
 *     half   mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
 *     bf16   mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
 *     float  mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 (inputs
 *            rounded to tf32 with cvt.rna.tf32.f32)
 *
 * Macros (all optional):
 *   T     element type of A, B, C: half (default), bf16, or float (not gfx1100)
 *   MT    MFMA instruction tile, 32 (default) or 16 (gfx90a/gfx942 only)
 *   XF32  1: float operands go through the xf32 MFMAs (gfx942 only; default 0)
 *   WM WN instruction tiles per wave along M and N (default 2 x 2)
 *   KU    instruction K-steps whose fragments are loaded together (default 2)
 *   LB    threads per block, a multiple of the wave size (default 256)
 * Requirements: M a multiple of (LB/WAVE)*WM*MT, N of WN*NT, K of KU*KT
 * (MT x NT x KT: the instruction's shape); A, B 32-byte aligned and lda, ldb
 * multiples of 16 elements (fragments are read with vector loads).
 *
 * Kernel: gemm_mma(A, B, C, M, N, K, lda, ldb, ldc, alpha, beta). */
#include "shim.h"

#ifndef T
#define T half
#endif
#ifndef WM
#define WM 2
#endif
#ifndef WN
#define WN 2
#endif
#ifndef KU
#define KU 2
#endif
#ifndef LB
#define LB 256
#endif
#ifndef XF32
#define XF32 0
#endif

/* T as a number for #if. */
#define TYPE_float 0
#define TYPE_half 1
#define TYPE_bf16 2
#define TYPE_ID2(t) TYPE_##t
#define TYPE_ID(t) TYPE_ID2(t)
#define TID TYPE_ID(T)
#if TID != TYPE_float && TID != TYPE_half && TID != TYPE_bf16
#error "T must be float, half or bf16"
#endif

typedef float v4f __attribute__((ext_vector_type(4)));
typedef float v8f __attribute__((ext_vector_type(8)));
typedef float v16f __attribute__((ext_vector_type(16)));

/* ---- Per-target instruction: shape MT x NT x KT, each lane's operand fragment
 * (KV consecutive K elements of one row of A or B), its accumulator (NACC floats)
 * and where accumulator element i lives in the tile (acc_row, acc_col). ---- */

#if defined(__GFX9__)

#define WAVE 64
#ifndef MT
#define MT 32
#endif
#if MT != 32 && MT != 16
#error "MT must be 32 or 16"
#endif
#define NT MT
/* A lane reads row lane % MT of the tile; the wave's 64 / MT lane groups split K. */
#define KGROUPS (WAVE / MT)
#if TID == TYPE_half
#define KV 4
typedef half frag_t __attribute__((ext_vector_type(4)));
#elif TID == TYPE_bf16
#define KV 4
/* The bf16 MFMAs take the raw bits as i16 vectors. */
typedef short frag_t __attribute__((ext_vector_type(4)));
#elif XF32
#if !defined(__gfx942__)
#error "XF32 needs gfx942"
#endif
#define KV 2
typedef float frag_t __attribute__((ext_vector_type(2)));
#else
#define KV 1
typedef float frag_t;
#endif
#define KT (KGROUPS * KV)
#if MT == 32
typedef v16f acc_t;
#define NACC 16
#else
typedef v4f acc_t;
#define NACC 4
#endif

static __device__ inline acc_t mma(frag_t a, frag_t b, acc_t c)
{
#if MT == 32 && TID == TYPE_half
    return __builtin_amdgcn_mfma_f32_32x32x8f16(a, b, c, 0, 0, 0);
#elif MT == 16 && TID == TYPE_half
    return __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, c, 0, 0, 0);
#elif MT == 32 && TID == TYPE_bf16
    return __builtin_amdgcn_mfma_f32_32x32x8bf16_1k(a, b, c, 0, 0, 0);
#elif MT == 16 && TID == TYPE_bf16
    return __builtin_amdgcn_mfma_f32_16x16x16bf16_1k(a, b, c, 0, 0, 0);
#elif MT == 32 && XF32
    return __builtin_amdgcn_mfma_f32_32x32x4_xf32(a, b, c, 0, 0, 0);
#elif MT == 16 && XF32
    return __builtin_amdgcn_mfma_f32_16x16x8_xf32(a, b, c, 0, 0, 0);
#elif MT == 32
    return __builtin_amdgcn_mfma_f32_32x32x2f32(a, b, c, 0, 0, 0);
#else
    return __builtin_amdgcn_mfma_f32_16x16x4f32(a, b, c, 0, 0, 0);
#endif
}

static __device__ inline int frag_row(int lane) { return lane % MT; }
static __device__ inline int frag_k(int lane) { return lane / MT * KV; }
/* Accumulator element i: rows in groups of 4 per lane group, 8 apart (32 x 32). */
static __device__ inline int acc_row(int lane, int i) { return i / 4 * 8 + lane / MT * 4 + i % 4; }
static __device__ inline int acc_col(int lane, int i) { return (void)i, lane % MT; }

#elif defined(__GFX11__)

#define WAVE 32
#define MT 16
#define NT 16
#define KT 16
#define KV 16
#define NACC 8
#if TID == TYPE_half
typedef half frag_t __attribute__((ext_vector_type(16)));
#elif TID == TYPE_bf16
typedef short frag_t __attribute__((ext_vector_type(16)));
#else
#error "gfx1100 has no f32 WMMA"
#endif
typedef v8f acc_t;

static __device__ inline acc_t mma(frag_t a, frag_t b, acc_t c)
{
#if TID == TYPE_half
    return __builtin_amdgcn_wmma_f32_16x16x16_f16_w32(a, b, c);
#else
    return __builtin_amdgcn_wmma_f32_16x16x16_bf16_w32(a, b, c);
#endif
}

/* Lanes 16..31 hold copies of lanes 0..15's operands (wave32 WMMA). */
static __device__ inline int frag_row(int lane) { return lane % 16; }
static __device__ inline int frag_k(int lane) { return (void)lane, 0; }
static __device__ inline int acc_row(int lane, int i) { return 2 * i + lane / 16; }
static __device__ inline int acc_col(int lane, int i) { return (void)i, lane % 16; }

#elif defined(__NVPTX__)

#define WAVE 32
#define MT 16
#define NT 8
#define NACC 4
#if TID == TYPE_float
#define KT 8
#else
#define KT 16
#endif
/* A: 4 x 32-bit registers, B: 2; each holds 2 halves / bf16s or one tf32. */
typedef struct {
    uint r[4];
} afrag_t;
typedef struct {
    uint r[2];
} bfrag_t;
typedef struct {
    float r[4];
} acc_t;

/* Lane = 4 * group + tig: A rows group and group + 8, B column group. */
#if TID == TYPE_float
static __device__ inline uint to_tf32(float x)
{
    uint r;
    asm("cvt.rna.tf32.f32 %0, %1;" : "=r"(r) : "f"(x));
    return r;
}
static __device__ inline afrag_t load_a(const T *__restrict__ p, long ld, int lane)
{
    int g = lane >> 2, t = lane & 3;
    const T *q = p + g * ld + t;
    afrag_t f;
    f.r[0] = to_tf32(q[0]);
    f.r[1] = to_tf32(q[8 * ld]);
    f.r[2] = to_tf32(q[4]);
    f.r[3] = to_tf32(q[8 * ld + 4]);
    return f;
}
static __device__ inline bfrag_t load_b(const T *__restrict__ p, long ld, int lane)
{
    int g = lane >> 2, t = lane & 3;
    const T *q = p + g * ld + t;
    bfrag_t f;
    f.r[0] = to_tf32(q[0]);
    f.r[1] = to_tf32(q[4]);
    return f;
}
static __device__ inline acc_t mma(afrag_t a, bfrag_t b, acc_t c)
{
    asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 "
                 "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};"
                 : "+f"(c.r[0]), "+f"(c.r[1]), "+f"(c.r[2]), "+f"(c.r[3])
                 : "r"(a.r[0]), "r"(a.r[1]), "r"(a.r[2]), "r"(a.r[3]), "r"(b.r[0]), "r"(b.r[1]));
    return c;
}
#else
/* Two consecutive 16-bit elements as one register. */
static __device__ inline uint ld2(const T *p) { return *(const uint *)p; }
static __device__ inline afrag_t load_a(const T *__restrict__ p, long ld, int lane)
{
    int g = lane >> 2, t = lane & 3;
    const T *q = p + g * ld + 2 * t;
    afrag_t f;
    f.r[0] = ld2(q);
    f.r[1] = ld2(q + 8 * ld);
    f.r[2] = ld2(q + 8);
    f.r[3] = ld2(q + 8 * ld + 8);
    return f;
}
static __device__ inline bfrag_t load_b(const T *__restrict__ p, long ld, int lane)
{
    int g = lane >> 2, t = lane & 3;
    const T *q = p + g * ld + 2 * t;
    bfrag_t f;
    f.r[0] = ld2(q);
    f.r[1] = ld2(q + 8);
    return f;
}
static __device__ inline acc_t mma(afrag_t a, bfrag_t b, acc_t c)
{
#if TID == TYPE_half
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
#else
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 "
#endif
                 "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};"
                 : "+f"(c.r[0]), "+f"(c.r[1]), "+f"(c.r[2]), "+f"(c.r[3])
                 : "r"(a.r[0]), "r"(a.r[1]), "r"(a.r[2]), "r"(a.r[3]), "r"(b.r[0]), "r"(b.r[1]));
    return c;
}
#endif

static __device__ inline int acc_row(int lane, int i) { return (lane >> 2) + i / 2 * 8; }
static __device__ inline int acc_col(int lane, int i) { return (lane & 3) * 2 + i % 2; }

#else
#error "unknown target"
#endif

#if defined(__AMDGCN__)
/* Operand fragments of both A and B: KV consecutive K elements of one row. */
typedef frag_t afrag_t;
typedef frag_t bfrag_t;
static __device__ inline frag_t load_frag(const T *__restrict__ p, long ld, int lane)
{
    return *(const frag_t *)(p + frag_row(lane) * ld + frag_k(lane));
}
static __device__ inline afrag_t load_a(const T *__restrict__ p, long ld, int lane) { return load_frag(p, ld, lane); }
static __device__ inline bfrag_t load_b(const T *__restrict__ p, long ld, int lane) { return load_frag(p, ld, lane); }
static __device__ inline float acc_get(acc_t a, int i) { return a[i]; }
static __device__ inline acc_t acc_zero(void) { return (acc_t)0.0f; }
#else
static __device__ inline float acc_get(acc_t a, int i) { return a.r[i]; }
static __device__ inline acc_t acc_zero(void) { return (acc_t){{0.0f, 0.0f, 0.0f, 0.0f}}; }
#endif

#if LB % WAVE != 0
#error "LB must be a multiple of the wave size"
#endif
#define NWAVES (LB / WAVE)
#define WTM (WM * MT) /* rows of C per wave */
#define WTN (WN * NT) /* columns of C per wave */

/* One K-step of KU instruction depths: all fragments first (the loads overlap),
 * then WM * WN matrix instructions per depth. */
static __device__ inline void kstep(acc_t acc[WM][WN], const T *__restrict__ a, const T *__restrict__ b,
                                    long lda, long ldb, int lane)
{
    afrag_t af[KU][WM];
    bfrag_t bf[KU][WN];
#pragma unroll
    for (int u = 0; u < KU; ++u) {
#pragma unroll
        for (int i = 0; i < WM; ++i)
            af[u][i] = load_a(a + i * MT * lda + u * KT, lda, lane);
#pragma unroll
        for (int j = 0; j < WN; ++j)
            bf[u][j] = load_b(b + j * NT * ldb + u * KT, ldb, lane);
    }
#pragma unroll
    for (int u = 0; u < KU; ++u)
#pragma unroll
        for (int i = 0; i < WM; ++i)
#pragma unroll
            for (int j = 0; j < WN; ++j)
                acc[i][j] = mma(af[u][i], bf[u][j], acc[i][j]);
}

extern "C" __global__ __launch_bounds__(LB) void
gemm_mma(const T *__restrict__ A, const T *__restrict__ B, T *__restrict__ C, int M, int N, int K,
         int lda, int ldb, int ldc, float alpha, float beta)
{
    int tid = (int)thread_idx_x();
    int lane = tid % WAVE, wave = tid / WAVE;
    int m0 = ((int)block_idx_y() * NWAVES + wave) * WTM;
    int n0 = (int)block_idx_x() * WTN;
    (void)M;
    (void)N;

    acc_t acc[WM][WN];
#pragma unroll
    for (int i = 0; i < WM; ++i)
#pragma unroll
        for (int j = 0; j < WN; ++j)
            acc[i][j] = acc_zero();

    const T *a = A + (long)m0 * lda;
    const T *b = B + (long)n0 * ldb;
    for (int k = 0; k < K; k += KU * KT)
        kstep(acc, a + k, b + k, lda, ldb, lane);

    /* C <- alpha * acc + beta * C, element by element in the accumulator layout. */
#pragma unroll
    for (int i = 0; i < WM; ++i)
#pragma unroll
        for (int j = 0; j < WN; ++j)
#pragma unroll
            for (int e = 0; e < NACC; ++e) {
                int r = m0 + i * MT + acc_row(lane, e), c = n0 + j * NT + acc_col(lane, e);
                T *p = C + (long)r * ldc + c;
                float old = beta != 0.0f ? (float)*p : 0.0f;
                *p = (T)(alpha * acc_get(acc[i][j], e) + beta * old);
            }
}
