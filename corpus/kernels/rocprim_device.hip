// rocPRIM's own device-level kernels, instantiated by the host calls a user
// would write: compiling the device side of a host function that calls
// rocprim::ALGORITHM emits every kernel that call launches (lookback scans,
// radix sort passes, merge paths, ...), with the library's tuning for the
// target. Built with the real headers (Debian's librocprim-dev, libamdhip64-dev).
//
// OP picks the algorithm, ELEM the element type (macro names that
// no header uses: a -DT would break clang's own headers); the library picks block sizes.
#include <hip/hip_runtime.h>
#include <rocprim/rocprim.hpp>

#define VL_CAT2(a, b) a##b
#define VL_CAT(a, b) VL_CAT2(a, b)
#define VL_OP_IS(name) VL_CAT(VL_OP_, OP) == VL_CAT(VL_OP_, name)
// OP=name selects with #if: each name is a macro with its own number.
#define VL_OP_scan 1
#define VL_OP_exclusive_scan 2
#define VL_OP_reduce 3
#define VL_OP_radix_sort_keys 4
#define VL_OP_radix_sort_pairs 5
#define VL_OP_merge_sort 6
#define VL_OP_histogram 7
#define VL_OP_select_flags 8
#define VL_OP_select_if 9
#define VL_OP_unique 10
#define VL_OP_partition 11
#define VL_OP_segmented_reduce 12
#define VL_OP_segmented_scan 13
#define VL_OP_segmented_sort 14
#define VL_OP_reduce_by_key 15
#define VL_OP_run_length 16
#define VL_OP_transform 17
#define VL_OP_adjacent_difference 18
#define VL_OP_merge 19
#define VL_OP_lower_bound 20

struct is_positive {
  __host__ __device__ bool operator()(ELEM x) const { return x > ELEM(0); }
};
struct saxpy_like {
  __host__ __device__ ELEM operator()(ELEM x) const { return x * ELEM(3) + ELEM(1); }
};

hipError_t run(void *tmp, size_t &bytes, ELEM *in, ELEM *in2, ELEM *out, unsigned *keys, unsigned *values, unsigned *flags,
               unsigned *offsets, unsigned *count, size_t n, hipStream_t stream) {
  (void)in2, (void)keys, (void)values, (void)flags, (void)offsets, (void)count;
#if VL_OP_IS(scan)
  return rocprim::inclusive_scan(tmp, bytes, in, out, n, rocprim::plus<ELEM>(), stream);
#elif VL_OP_IS(exclusive_scan)
  return rocprim::exclusive_scan(tmp, bytes, in, out, ELEM(0), n, rocprim::plus<ELEM>(), stream);
#elif VL_OP_IS(reduce)
  return rocprim::reduce(tmp, bytes, in, out, ELEM(0), n, rocprim::maximum<ELEM>(), stream);
#elif VL_OP_IS(radix_sort_keys)
  return rocprim::radix_sort_keys(tmp, bytes, in, out, n, 0, 8 * sizeof(ELEM), stream);
#elif VL_OP_IS(radix_sort_pairs)
  return rocprim::radix_sort_pairs(tmp, bytes, in, out, values, values + n, n, 0, 8 * sizeof(ELEM), stream);
#elif VL_OP_IS(merge_sort)
  return rocprim::merge_sort(tmp, bytes, in, out, n, rocprim::less<ELEM>(), stream);
#elif VL_OP_IS(histogram)
  return rocprim::histogram_even(tmp, bytes, in, (unsigned)n, count, 65u, ELEM(0), ELEM(1024), stream);
#elif VL_OP_IS(select_flags)
  return rocprim::select(tmp, bytes, in, flags, out, count, n, stream);
#elif VL_OP_IS(select_if)
  return rocprim::select(tmp, bytes, in, out, count, n, is_positive(), stream);
#elif VL_OP_IS(unique)
  return rocprim::unique(tmp, bytes, in, out, count, n, rocprim::equal_to<ELEM>(), stream);
#elif VL_OP_IS(partition)
  return rocprim::partition(tmp, bytes, in, out, count, n, is_positive(), stream);
#elif VL_OP_IS(segmented_reduce)
  return rocprim::segmented_reduce(tmp, bytes, in, out, (unsigned)n, offsets, offsets + 1, rocprim::plus<ELEM>(), ELEM(0),
                                   stream);
#elif VL_OP_IS(segmented_scan)
  return rocprim::segmented_inclusive_scan(tmp, bytes, in, out, (unsigned)n, offsets, offsets + 1,
                                           rocprim::plus<ELEM>(), stream);
#elif VL_OP_IS(segmented_sort)
  return rocprim::segmented_radix_sort_keys(tmp, bytes, in, out, (unsigned)n, (unsigned)n, offsets, offsets + 1, 0,
                                            8 * sizeof(ELEM), stream);
#elif VL_OP_IS(reduce_by_key)
  return rocprim::reduce_by_key(tmp, bytes, keys, in, (unsigned)n, values, out, count, rocprim::plus<ELEM>(),
                                rocprim::equal_to<unsigned>(), stream);
#elif VL_OP_IS(run_length)
  return rocprim::run_length_encode(tmp, bytes, in, (unsigned)n, out, values, count, stream);
#elif VL_OP_IS(transform)
  return rocprim::transform(in, out, n, saxpy_like(), stream);
#elif VL_OP_IS(adjacent_difference)
  return rocprim::adjacent_difference(tmp, bytes, in, out, n, rocprim::minus<ELEM>(), stream);
#elif VL_OP_IS(merge)
  return rocprim::merge(tmp, bytes, in, in2, out, n, n, rocprim::less<ELEM>(), stream);
#elif VL_OP_IS(lower_bound)
  return rocprim::lower_bound(tmp, bytes, in, in2, values, n, n, rocprim::less<ELEM>(), stream);
#else
#error "unknown OP"
#endif
}
