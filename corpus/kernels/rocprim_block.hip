// Kernels built from rocPRIM's block- and warp-level primitives, as a library
// user writes them: load a tile, run a primitive, store it. Real headers
// (Debian's librocprim-dev, libamdhip64-dev).
//
// OP picks the primitive, ALGO its algorithm where it has several, ELEM the
// element type, BLOCK the block size, EPT the items per thread. OUTLINE=1
// keeps the per-tile routine out of line (noinline), called once per tile, as
// libraries do to keep code size down, so the kernel has calls. Macro names
// no header uses (a -DT would break clang's own headers).
#include <hip/hip_runtime.h>
#include <rocprim/rocprim.hpp>

#define VL_CAT2(a, b) a##b
#define VL_CAT(a, b) VL_CAT2(a, b)
#define VL_OP_IS(name) VL_CAT(VL_OP_, OP) == VL_CAT(VL_OP_, name)
// OP=name selects with #if: each name is a macro with its own number.
#define VL_OP_scan 1
#define VL_OP_reduce 2
#define VL_OP_radix_sort 3
#define VL_OP_bitonic_sort 4
#define VL_OP_histogram 5
#define VL_OP_select 6
#define VL_OP_exchange 7
#define VL_OP_adjacent_difference 8

#if OUTLINE
#define VL_TILE __device__ __attribute__((noinline))
#else
#define VL_TILE __device__ inline
#endif
#define TILES 2
#define TILE_ITEMS (BLOCK * EPT)

VL_TILE void tile(const ELEM *in, ELEM *out, unsigned *aux, unsigned base) {
  const unsigned tid = threadIdx.x;
  ELEM v[EPT];
#if VL_OP_IS(exchange)
  // Striped loads, a blocked arrangement through LDS, vectorised stores.
  using load_t = rocprim::block_load<ELEM, BLOCK, EPT, rocprim::block_load_method::block_load_transpose>;
  using store_t = rocprim::block_store<ELEM, BLOCK, EPT, rocprim::block_store_method::block_store_vectorize>;
  __shared__ typename load_t::storage_type load_storage;
  load_t().load(in + base, v, load_storage);
  for (int i = 0; i < EPT; i++) v[i] = v[i] * ELEM(2) + ELEM(ALGO);
  store_t().store(out + base, v);
  return;
#else
  rocprim::block_load_direct_blocked(tid, in + base, v);
#endif
#if VL_OP_IS(scan)
  using scan_t = rocprim::block_scan<ELEM, BLOCK,
      ALGO ? rocprim::block_scan_algorithm::reduce_then_scan : rocprim::block_scan_algorithm::using_warp_scan>;
  __shared__ typename scan_t::storage_type storage;
  ELEM total;
  scan_t().inclusive_scan(v, v, total, storage, rocprim::plus<ELEM>());
  if (tid == 0) aux[base / TILE_ITEMS] = (unsigned)total;
#elif VL_OP_IS(reduce)
  using reduce_t = rocprim::block_reduce<ELEM, BLOCK,
      ALGO == 0 ? rocprim::block_reduce_algorithm::using_warp_reduce
      : ALGO == 1 ? rocprim::block_reduce_algorithm::raking_reduce
                  : rocprim::block_reduce_algorithm::raking_reduce_commutative_only>;
  __shared__ typename reduce_t::storage_type storage;
  ELEM total;
  reduce_t().reduce(v, total, storage, rocprim::maximum<ELEM>());
  if (tid == 0) out[base / TILE_ITEMS] = total;
  return;
#elif VL_OP_IS(radix_sort)
  using sort_t = rocprim::block_radix_sort<ELEM, BLOCK, EPT, unsigned>;
  __shared__ typename sort_t::storage_type storage;
  unsigned idx[EPT];
  for (int i = 0; i < EPT; i++) idx[i] = base + tid * EPT + i;
  if (ALGO) sort_t().sort_desc(v, idx, storage);
  else sort_t().sort(v, idx, storage);
  rocprim::block_store_direct_blocked(tid, aux + base, idx);
#elif VL_OP_IS(bitonic_sort)
  using sort_t = rocprim::block_sort<ELEM, BLOCK, EPT>;
  __shared__ typename sort_t::storage_type storage;
  if (ALGO) sort_t().sort(v, storage, rocprim::greater<ELEM>());
  else sort_t().sort(v, storage);
#elif VL_OP_IS(histogram)
  using hist_t = rocprim::block_histogram<unsigned char, BLOCK, EPT, 256,
      ALGO ? rocprim::block_histogram_algorithm::using_sort : rocprim::block_histogram_algorithm::using_atomic>;
  __shared__ typename hist_t::storage_type storage;
  __shared__ unsigned bins[256];
  unsigned char bytes[EPT];
  for (int i = 0; i < EPT; i++) bytes[i] = (unsigned char)(unsigned)v[i];
  hist_t().histogram(bytes, bins, storage);
  for (unsigned b = tid; b < 256; b += BLOCK) atomicAdd(&aux[b], bins[b]);
  return;
#elif VL_OP_IS(select)
  // Stream compaction: flag the items to keep, scan the flags, scatter.
  using scan_t = rocprim::block_scan<unsigned, BLOCK>;
  using disc_t = rocprim::block_discontinuity<ELEM, BLOCK>;
  __shared__ typename scan_t::storage_type scan_storage;
  __shared__ typename disc_t::storage_type disc_storage;
  unsigned flags[EPT], slots[EPT], kept;
  if (ALGO) disc_t().flag_heads(flags, v, rocprim::not_equal_to<ELEM>(), disc_storage);
  else for (int i = 0; i < EPT; i++) flags[i] = v[i] > ELEM(0);
  scan_t().exclusive_scan(flags, slots, 0u, kept, scan_storage);
  for (int i = 0; i < EPT; i++)
    if (flags[i]) out[base + slots[i]] = v[i];
  if (tid == 0) aux[base / TILE_ITEMS] = kept;
  return;
#elif VL_OP_IS(adjacent_difference)
  using ad_t = rocprim::block_adjacent_difference<ELEM, BLOCK>;
  __shared__ typename ad_t::storage_type storage;
  if (ALGO) ad_t().subtract_right(v, v, rocprim::minus<ELEM>(), storage);
  else ad_t().subtract_left(v, v, rocprim::minus<ELEM>(), storage);
#elif !VL_OP_IS(exchange)
#error "unknown OP"
#endif
#if !VL_OP_IS(exchange)
  rocprim::syncthreads();
  rocprim::block_store_direct_blocked(tid, out + base, v);
#endif
}

extern "C" __global__ __launch_bounds__(BLOCK) void lib_tiles(const ELEM *in, ELEM *out, unsigned *aux) {
  for (unsigned t = 0; t < TILES; t++) {
    tile(in, out, aux, (blockIdx.x * TILES + t) * TILE_ITEMS);
    __syncthreads();
  }
}
