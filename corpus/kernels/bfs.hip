/* bfs.hip: graph traversal steps over a graph in CSR form (row_ptr[nv + 1],
 * adj[ne]); loops whose trip counts are vertex degrees, atomics to claim
 * vertices.  One kernel launch is one step; the host loops until no change.
 *
 * MODE 0: bfs_expand, level-synchronous top-down BFS, one thread per
 *   frontier vertex: it walks its edges (U neighbour ids loaded at once),
 *   claims every unvisited neighbour with atomicCAS(level[u], -1, depth + 1)
 *   (after a plain read, to skip most atomics) and appends it to next.
 * MODE 1: bfs_expand, warp-cooperative: VW consecutive lanes share a
 *   frontier vertex and stride over its edges, so one high-degree vertex
 *   does not serialize on a single lane; the groups stride over the
 *   frontier.
 *   In MODE 0 and 1, QUEUE picks how claimed vertices reach next:
 *     0: one global atomicAdd on *nnext per vertex
 *     1: a block-local queue in shared memory (shared atomics); at the end
 *        one global atomicAdd reserves the block's range and the block
 *        copies its queue out; an overflowing queue falls back to 0.
 * MODE 2: bfs_bottom_up, the bottom-up step of direction-optimizing BFS:
 *   every unvisited vertex scans its neighbours for one at level depth and
 *   stops at the first (an early exit), taking level depth + 1 and that
 *   parent; *nnext counts the vertices found.
 * MODE 3: cc_hook, the hooking step of lock-free union-find connected
 *   components: for every edge (v, u) with u < v, find both roots (walking
 *   parent pointers) and hook the larger root under the smaller with
 *   atomicCAS, retrying when another thread hooked it first.
 * MODE 4: cc_compress, pointer jumping: every vertex walks to its root,
 *   halving the path as it goes (parent[x] = parent[parent[x]]), and points
 *   straight at the root; *changed is set when a pointer moved.
 * In MODE 2, 3 and 4 thread g of G handles vertices g, g + G, ... (VPT).
 *
 * Macros (all optional):
 *   MODE   0 .. 4 as above (default 0)
 *   QUEUE  0 or 1, MODE 0 and 1 (default 0)
 *   QCAP   block queue capacity in vertices (default 4 * LB)
 *   U      neighbour ids loaded per step of the edge loop, MODE 0 (default 1)
 *   VW     lanes per frontier vertex in MODE 1: 2 .. 32 (default 8)
 *   VPT    vertices per thread in MODE 2, 3, 4 (default 1)
 *   LB     launch bounds, threads per block (default 256) */
#include "shim.h"

#ifndef MODE
#define MODE 0
#endif
#ifndef QUEUE
#define QUEUE 0
#endif
#ifndef LB
#define LB 256
#endif
#ifndef QCAP
#define QCAP (4 * LB)
#endif
#ifndef U
#define U 1
#endif
#ifndef VW
#define VW 8
#endif
#ifndef VPT
#define VPT 1
#endif

/* Relaxed device-scope load and store, for parent pointers other threads
 * are rewriting (shim.h has neither). */
static __device__ inline int load_relaxed(const int *p)
{
    return __scoped_atomic_load_n(p, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
}
static __device__ inline void store_relaxed(int *p, int value)
{
    __scoped_atomic_store_n(p, value, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
}

#if MODE <= 1

#if QUEUE
struct block_queue {
    int items[QCAP];
    int count, base;
};
#endif

/* Append u to the next frontier. */
#if QUEUE
static __device__ inline void enqueue(block_queue &q, int *__restrict__ next, int *__restrict__ nnext, int u)
{
    int pos = atomicAdd(&q.count, 1);
    if (pos < QCAP)
        q.items[pos] = u;
    else
        next[atomicAdd(nnext, 1)] = u;
}
#define ENQUEUE(u) enqueue(q, next, nnext, u)
#else
#define ENQUEUE(u) (next[atomicAdd(nnext, 1)] = (u))
#endif

/* Claim u for level depth + 1; true when this thread won it. */
static __device__ inline bool claim(int *__restrict__ level, int u, int depth)
{
    return level[u] == -1 && atomicCAS(&level[u], -1, depth + 1) == -1;
}

extern "C" __global__ __launch_bounds__(LB) void
bfs_expand(const int *__restrict__ row_ptr, const int *__restrict__ adj, const int *__restrict__ frontier,
           int nfront, int *__restrict__ next, int *__restrict__ nnext, int *__restrict__ level, int depth)
{
    int tid = (int)thread_idx_x();
    int gid = (int)(block_idx_x() * block_dim_x()) + tid;
#if QUEUE
    __shared__ block_queue q;
    if (tid == 0)
        q.count = 0;
    __syncthreads();
#endif

#if MODE == 0
    /* No early return: with QUEUE every thread must reach the barriers. */
    if (gid < nfront) {
        int v = frontier[gid];
        int end = row_ptr[v + 1];
        for (int e = row_ptr[v]; e < end; e += U) {
            int nb[U];
#pragma unroll
            for (int k = 0; k < U; ++k)
                nb[k] = U == 1 || e + k < end ? adj[e + k] : -1;
#pragma unroll
            for (int k = 0; k < U; ++k)
                if (nb[k] >= 0 && claim(level, nb[k], depth))
                    ENQUEUE(nb[k]);
        }
    }
#else /* MODE == 1 */
    int group = gid / VW, lane = gid & (VW - 1);
    int groups = (int)(grid_dim_x() * block_dim_x()) / VW;
    for (int f = group; f < nfront; f += groups) {
        int v = frontier[f];
        int end = row_ptr[v + 1];
        for (int e = row_ptr[v] + lane; e < end; e += VW) {
            int u = adj[e];
            if (claim(level, u, depth))
                ENQUEUE(u);
        }
    }
#endif

#if QUEUE
    __syncthreads();
    int n = q.count < QCAP ? q.count : QCAP;
    if (tid == 0)
        q.base = atomicAdd(nnext, n);
    __syncthreads();
    for (int i = tid; i < n; i += (int)block_dim_x())
        next[q.base + i] = q.items[i];
#endif
}

#elif MODE == 2

extern "C" __global__ __launch_bounds__(LB) void
bfs_bottom_up(const int *__restrict__ row_ptr, const int *__restrict__ adj, int nv, int *__restrict__ level,
              int *__restrict__ parent, int *__restrict__ nnext, int depth)
{
    int gid = (int)(block_idx_x() * block_dim_x() + thread_idx_x());
    int threads = (int)(grid_dim_x() * block_dim_x());
    int found = 0;
#pragma unroll
    for (int k = 0; k < VPT; ++k) {
        int v = gid + k * threads;
        if (v >= nv || level[v] != -1)
            continue;
        int end = row_ptr[v + 1];
        for (int e = row_ptr[v]; e < end; ++e) {
            int u = adj[e];
            /* Vertices claimed in this step hold depth + 1, never depth. */
            if (level[u] == depth) {
                level[v] = depth + 1;
                parent[v] = u;
                ++found;
                break;
            }
        }
    }
    if (found)
        atomicAdd(nnext, found);
}

#elif MODE == 3

static __device__ inline int find_root(const int *parent, int x)
{
    int p = load_relaxed(&parent[x]);
    while (p != x) {
        x = p;
        p = load_relaxed(&parent[x]);
    }
    return x;
}

extern "C" __global__ __launch_bounds__(LB) void
cc_hook(const int *__restrict__ row_ptr, const int *__restrict__ adj, int nv, int *parent, int *changed)
{
    int gid = (int)(block_idx_x() * block_dim_x() + thread_idx_x());
    int threads = (int)(grid_dim_x() * block_dim_x());
    bool hooked = false;
#pragma unroll
    for (int k = 0; k < VPT; ++k) {
        int v = gid + k * threads;
        if (v >= nv)
            continue;
        int rv = find_root(parent, v);
        int end = row_ptr[v + 1];
        for (int e = row_ptr[v]; e < end; ++e) {
            int u = adj[e];
            /* Each undirected edge once. */
            if (u >= v)
                continue;
            int ru = find_root(parent, u);
            while (ru != rv) {
                int lo = ru < rv ? ru : rv, hi = ru < rv ? rv : ru;
                int old = atomicCAS(&parent[hi], hi, lo);
                if (old == hi) {
                    hooked = true;
                    rv = lo;
                    break;
                }
                /* hi was hooked meanwhile: climb from where it went. */
                ru = find_root(parent, old);
                rv = find_root(parent, lo);
            }
        }
    }
    if (hooked)
        *changed = 1;
}

#else /* MODE == 4 */

extern "C" __global__ __launch_bounds__(LB) void
cc_compress(int nv, int *parent, int *changed)
{
    int gid = (int)(block_idx_x() * block_dim_x() + thread_idx_x());
    int threads = (int)(grid_dim_x() * block_dim_x());
    bool moved = false;
#pragma unroll
    for (int k = 0; k < VPT; ++k) {
        int v = gid + k * threads;
        if (v >= nv)
            continue;
        int first = load_relaxed(&parent[v]);
        int x = v, p = first;
        /* Path halving: every visited node skips its parent. */
        for (;;) {
            int gp = load_relaxed(&parent[p]);
            if (gp == p)
                break;
            store_relaxed(&parent[x], gp);
            x = gp;
            p = load_relaxed(&parent[x]);
        }
        if (p != first) {
            store_relaxed(&parent[v], p);
            moved = true;
        }
    }
    if (moved)
        *changed = 1;
}

#endif
