// Kernels built from CUB's block-level primitives, as a library user writes
// them: load a tile, run a primitive, store it. Real headers (Debian's
// libcub-dev, CUDA 11.8's from nvidia-cuda-dev).
//
// OP picks the primitive, ALGO its algorithm where it has several, ELEM the
// element type, BLOCK the block size, EPT the items per thread. OUTLINE=1
// keeps the per-tile routine out of line (noinline), called once per tile, so
// the kernel has calls. Macro names no header uses.
#include <cub/block/block_adjacent_difference.cuh>
#include <cub/block/block_discontinuity.cuh>
#include <cub/block/block_histogram.cuh>
#include <cub/block/block_load.cuh>
#include <cub/block/block_merge_sort.cuh>
#include <cub/block/block_radix_sort.cuh>
#include <cub/block/block_reduce.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/block/block_store.cuh>

#define VL_CAT2(a, b) a##b
#define VL_CAT(a, b) VL_CAT2(a, b)
#define VL_OP_IS(name) VL_CAT(VL_OP_, OP) == VL_CAT(VL_OP_, name)
// OP=name selects with #if: each name is a macro with its own number.
#define VL_OP_scan 1
#define VL_OP_reduce 2
#define VL_OP_radix_sort 3
#define VL_OP_merge_sort 4
#define VL_OP_histogram 5
#define VL_OP_select 6
#define VL_OP_exchange 7
#define VL_OP_adjacent_difference 8

#if OUTLINE
#define VL_TILE __device__ __noinline__
#else
#define VL_TILE __device__ __forceinline__
#endif
#define TILES 2
#define TILE_ITEMS (BLOCK * EPT)

struct less_than {
  __device__ bool operator()(ELEM a, ELEM b) const { return a < b; }
};

VL_TILE void tile(const ELEM *in, ELEM *out, unsigned *aux, unsigned base) {
  const unsigned tid = threadIdx.x;
  ELEM v[EPT];
#if VL_OP_IS(exchange)
  using load_t = cub::BlockLoad<ELEM, BLOCK, EPT, ALGO ? cub::BLOCK_LOAD_WARP_TRANSPOSE : cub::BLOCK_LOAD_TRANSPOSE>;
  using store_t = cub::BlockStore<ELEM, BLOCK, EPT, cub::BLOCK_STORE_VECTORIZE>;
  __shared__ typename load_t::TempStorage load_storage;
  __shared__ typename store_t::TempStorage store_storage;
  load_t(load_storage).Load(in + base, v);
  for (int i = 0; i < EPT; i++) v[i] = v[i] * ELEM(2) + ELEM(ALGO);
  store_t(store_storage).Store(out + base, v);
  return;
#else
  cub::LoadDirectBlocked(tid, in + base, v);
#endif
#if VL_OP_IS(scan)
  using scan_t = cub::BlockScan<ELEM, BLOCK, ALGO ? cub::BLOCK_SCAN_RAKING : cub::BLOCK_SCAN_WARP_SCANS>;
  __shared__ typename scan_t::TempStorage storage;
  ELEM total;
  scan_t(storage).InclusiveSum(v, v, total);
  if (tid == 0) aux[base / TILE_ITEMS] = (unsigned)total;
#elif VL_OP_IS(reduce)
  using reduce_t = cub::BlockReduce<ELEM, BLOCK,
      ALGO == 0 ? cub::BLOCK_REDUCE_WARP_REDUCTIONS : ALGO == 1 ? cub::BLOCK_REDUCE_RAKING
                                                                : cub::BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY>;
  __shared__ typename reduce_t::TempStorage storage;
  ELEM total = reduce_t(storage).Reduce(v, cub::Max());
  if (tid == 0) out[base / TILE_ITEMS] = total;
  return;
#elif VL_OP_IS(radix_sort)
  using sort_t = cub::BlockRadixSort<ELEM, BLOCK, EPT, unsigned>;
  __shared__ typename sort_t::TempStorage storage;
  unsigned idx[EPT];
  for (int i = 0; i < EPT; i++) idx[i] = base + tid * EPT + i;
  if (ALGO) sort_t(storage).SortDescending(v, idx);
  else sort_t(storage).Sort(v, idx);
  cub::StoreDirectBlocked(tid, aux + base, idx);
#elif VL_OP_IS(merge_sort)
  using sort_t = cub::BlockMergeSort<ELEM, BLOCK, EPT>;
  __shared__ typename sort_t::TempStorage storage;
  sort_t(storage).Sort(v, less_than());
#elif VL_OP_IS(histogram)
  using hist_t = cub::BlockHistogram<unsigned char, BLOCK, EPT, 256, ALGO ? cub::BLOCK_HISTO_SORT : cub::BLOCK_HISTO_ATOMIC>;
  __shared__ typename hist_t::TempStorage storage;
  __shared__ unsigned bins[256];
  unsigned char bytes[EPT];
  for (int i = 0; i < EPT; i++) bytes[i] = (unsigned char)(unsigned)v[i];
  hist_t(storage).Histogram(bytes, bins);
  __syncthreads();
  for (unsigned b = tid; b < 256; b += BLOCK) atomicAdd(&aux[b], bins[b]);
  return;
#elif VL_OP_IS(select)
  // Stream compaction: flag the items to keep, scan the flags, scatter.
  using scan_t = cub::BlockScan<unsigned, BLOCK>;
  using disc_t = cub::BlockDiscontinuity<ELEM, BLOCK>;
  __shared__ typename scan_t::TempStorage scan_storage;
  __shared__ typename disc_t::TempStorage disc_storage;
  unsigned flags[EPT], slots[EPT], kept;
  if (ALGO) disc_t(disc_storage).FlagHeads(flags, v, cub::Inequality());
  else for (int i = 0; i < EPT; i++) flags[i] = v[i] > ELEM(0);
  scan_t(scan_storage).ExclusiveSum(flags, slots, kept);
  for (int i = 0; i < EPT; i++)
    if (flags[i]) out[base + slots[i]] = v[i];
  if (tid == 0) aux[base / TILE_ITEMS] = kept;
  return;
#elif VL_OP_IS(adjacent_difference)
  using ad_t = cub::BlockAdjacentDifference<ELEM, BLOCK>;
  __shared__ typename ad_t::TempStorage storage;
  if (ALGO) ad_t(storage).SubtractRight(v, v, cub::Difference());
  else ad_t(storage).SubtractLeft(v, v, cub::Difference());
#elif !VL_OP_IS(exchange)
#error "unknown OP"
#endif
#if !VL_OP_IS(exchange)
  __syncthreads();
  cub::StoreDirectBlocked(tid, out + base, v);
#endif
}

extern "C" __global__ __launch_bounds__(BLOCK) void lib_tiles(const ELEM *in, ELEM *out, unsigned *aux) {
  for (unsigned t = 0; t < TILES; t++) {
    tile(in, out, aux, (blockIdx.x * TILES + t) * TILE_ITEMS);
    __syncthreads();
  }
}
