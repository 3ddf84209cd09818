// CUB's own device-level kernels, instantiated by the host calls a user would
// write: compiling the device side of a host function that calls
// cub::DeviceX::Y emits every kernel that call launches (tile-state init,
// lookback scans, radix sort passes, ...), with CUB's tuning policies for the
// architecture. Built with the real headers (Debian's libcub-dev and CUDA
// 11.8's from nvidia-cuda-dev).
//
// OP picks the algorithm, ELEM the element type (macro names that no header
// uses: a -DT would break clang's own headers).
#include <cub/device/device_adjacent_difference.cuh>
#include <cub/device/device_histogram.cuh>
#include <cub/device/device_merge_sort.cuh>
#include <cub/device/device_partition.cuh>
#include <cub/device/device_radix_sort.cuh>
#include <cub/device/device_reduce.cuh>
#include <cub/device/device_run_length_encode.cuh>
#include <cub/device/device_scan.cuh>
#include <cub/device/device_segmented_radix_sort.cuh>
#include <cub/device/device_segmented_reduce.cuh>
#include <cub/device/device_select.cuh>

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
#define VL_OP_segmented_sort 13
#define VL_OP_reduce_by_key 14
#define VL_OP_run_length 15
#define VL_OP_adjacent_difference 16

struct is_positive {
  __host__ __device__ bool operator()(ELEM x) const { return x > ELEM(0); }
};
struct less_than {
  __host__ __device__ bool operator()(ELEM a, ELEM b) const { return a < b; }
};

cudaError_t run(void *tmp, size_t &bytes, ELEM *in, ELEM *out, unsigned *keys, unsigned *values, char *flags,
                int *offsets, int *count, int n, cudaStream_t stream) {
  (void)keys, (void)values, (void)flags, (void)offsets, (void)count;
#if VL_OP_IS(scan)
  return cub::DeviceScan::InclusiveSum(tmp, bytes, in, out, n, stream);
#elif VL_OP_IS(exclusive_scan)
  return cub::DeviceScan::ExclusiveSum(tmp, bytes, in, out, n, stream);
#elif VL_OP_IS(reduce)
  return cub::DeviceReduce::Max(tmp, bytes, in, out, n, stream);
#elif VL_OP_IS(radix_sort_keys)
  return cub::DeviceRadixSort::SortKeys(tmp, bytes, in, out, n, 0, 8 * (int)sizeof(ELEM), stream);
#elif VL_OP_IS(radix_sort_pairs)
  return cub::DeviceRadixSort::SortPairs(tmp, bytes, in, out, values, values + n, n, 0, 8 * (int)sizeof(ELEM), stream);
#elif VL_OP_IS(merge_sort)
  return cub::DeviceMergeSort::SortKeysCopy(tmp, bytes, in, out, n, less_than(), stream);
#elif VL_OP_IS(histogram)
  return cub::DeviceHistogram::HistogramEven(tmp, bytes, in, count, 65, ELEM(0), ELEM(1024), n, stream);
#elif VL_OP_IS(select_flags)
  return cub::DeviceSelect::Flagged(tmp, bytes, in, flags, out, count, n, stream);
#elif VL_OP_IS(select_if)
  return cub::DeviceSelect::If(tmp, bytes, in, out, count, n, is_positive(), stream);
#elif VL_OP_IS(unique)
  return cub::DeviceSelect::Unique(tmp, bytes, in, out, count, n, stream);
#elif VL_OP_IS(partition)
  return cub::DevicePartition::If(tmp, bytes, in, out, count, n, is_positive(), stream);
#elif VL_OP_IS(segmented_reduce)
  return cub::DeviceSegmentedReduce::Sum(tmp, bytes, in, out, n, offsets, offsets + 1, stream);
#elif VL_OP_IS(segmented_sort)
  return cub::DeviceSegmentedRadixSort::SortKeys(tmp, bytes, in, out, n, n, offsets, offsets + 1, 0,
                                                 8 * (int)sizeof(ELEM), stream);
#elif VL_OP_IS(reduce_by_key)
  return cub::DeviceReduce::ReduceByKey(tmp, bytes, keys, values, in, out, count, cub::Sum(), n, stream);
#elif VL_OP_IS(run_length)
  return cub::DeviceRunLengthEncode::Encode(tmp, bytes, in, out, offsets, count, n, stream);
#elif VL_OP_IS(adjacent_difference)
  return cub::DeviceAdjacentDifference::SubtractLeftCopy(tmp, bytes, in, out, n, cub::Difference(), stream);
#else
#error "unknown OP"
#endif
}
