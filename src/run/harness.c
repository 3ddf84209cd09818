/* The launch harness (see harness.h). */
#include "harness.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../base/file.h"
#include "../base/order_stats.h"

const char *const vl_run_variant_labels[VL_RUN_MAX_VARIANTS] = {"ptxas", "ours", "ptxas-cap"};

vl_run_status vl_run_prepare(const vl_launch_plan *plan, const char *const *cubins, uint32_t count,
                             vl_run_inputs *in, char *why, size_t why_len) {
  *in = (vl_run_inputs){.count = count};
  for (uint32_t v = 0; v < count; v++) {
    size_t len;
    in->images[v] = (unsigned char *)vl_read_file(cubins[v], &len);
    if (!in->images[v]) return snprintf(why, why_len, "%s: cannot read the file", cubins[v]), VL_RUN_BAD_INPUT;
    vl_cubin c;
    const char *e = vl_cubin_open(&c, in->images[v], len);
    vl_kernel_param params[VL_RECIPE_MAX_ARGS];
    uint32_t n = 0;
    if (!e) e = vl_kernel_params(&c, plan->kernel, params, VL_RECIPE_MAX_ARGS, &n);
    if (e) return snprintf(why, why_len, "%s: %s", cubins[v], e), VL_RUN_BAD_INPUT;
    uint32_t bound[3];
    /* The product is what counts: __launch_bounds__(256) kernels take 16 x 16 blocks. */
    if (vl_kernel_max_threads(&c, plan->kernel, bound) &&
        (uint64_t)plan->block[0] * plan->block[1] * plan->block[2] > (uint64_t)bound[0] * bound[1] * bound[2])
      return snprintf(why, why_len, "%s: a block of %u x %u x %u threads, past the kernel's launch bound of %u",
                      cubins[v], plan->block[0], plan->block[1], plan->block[2], bound[0] * bound[1] * bound[2]),
             VL_RUN_BAD_INPUT;
    if (v && (n != in->num_params || memcmp(params, in->params, n * sizeof *params)))
      return snprintf(why, why_len, "%s: kernel %s takes other parameters than in %s", cubins[v], plan->kernel,
                      cubins[0]),
             VL_RUN_BAD_INPUT;
    memcpy(in->params, params, sizeof params);
    in->num_params = n;
  }
  uint64_t addresses[VL_RECIPE_MAX_ARGS] = {0};
  unsigned char block[VL_MAX_PARAM_BYTES];
  uint32_t size;
  char detail[256];
  if (vl_launch_pack(plan, in->params, in->num_params, addresses, block, &size, detail, sizeof detail))
    return snprintf(why, why_len, "%s: %s", cubins[0], detail), VL_RUN_BAD_INPUT;
  return VL_RUN_OK;
}

void vl_run_inputs_free(vl_run_inputs *in) {
  for (uint32_t v = 0; v < in->count; v++) free(in->images[v]);
  *in = (vl_run_inputs){0};
}

bool vl_gpu_open(vl_gpu *gpu, const char *library, char *why, size_t why_len) {
  *gpu = (vl_gpu){0};
  char detail[512];
  if (!vl_cuda_open(&gpu->cuda, library, detail, sizeof detail)) {
    snprintf(why, why_len, "cannot load the CUDA driver: %s", detail);
    return false;
  }
  vl_cuda *c = &gpu->cuda;
  CUresult r = c->cuInit(0);
  if (!r) r = c->cuDeviceGet(&gpu->device, 0);
  if (!r) r = c->cuDeviceGetName(gpu->name, sizeof gpu->name, gpu->device);
  if (!r) r = c->cuDeviceGetAttribute(&gpu->sm_count, VL_CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, gpu->device);
  if (!r)
    r = c->cuDeviceGetAttribute(&gpu->max_threads_per_sm, VL_CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR,
                                gpu->device);
  if (!r) r = c->cuDeviceGetAttribute(&gpu->major, VL_CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, gpu->device);
  if (!r) r = c->cuDeviceGetAttribute(&gpu->minor, VL_CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, gpu->device);
  if (!r) r = c->cuDevicePrimaryCtxRetain(&gpu->context, gpu->device);
  if (!r) r = c->cuCtxSetCurrent(gpu->context);
  if (r) {
    vl_cuda_error_text(c, r, detail, sizeof detail);
    snprintf(why, why_len, "the CUDA driver has no usable GPU: %s", detail);
    if (gpu->context) c->cuDevicePrimaryCtxRelease(gpu->device);
    vl_cuda_close(c);
    return false;
  }
  return true;
}

void vl_gpu_close(vl_gpu *gpu) {
  if (gpu->context) gpu->cuda.cuDevicePrimaryCtxRelease(gpu->device);
  vl_cuda_close(&gpu->cuda);
  *gpu = (vl_gpu){0};
}

/* Everything one kernel holds on the device. */
typedef struct session {
  vl_gpu *gpu;
  const vl_launch_plan *plan;
  const vl_run_inputs *in;
  const vl_run_options *options;
  CUmodule modules[VL_RUN_MAX_VARIANTS];
  CUfunction functions[VL_RUN_MAX_VARIANTS];
  CUdeviceptr pristine[VL_RECIPE_MAX_ARGS], work[VL_RECIPE_MAX_ARGS];
  size_t bytes[VL_RECIPE_MAX_ARGS];
  unsigned char block[VL_MAX_PARAM_BYTES];
  void *pointers[VL_RECIPE_MAX_ARGS];
  CUevent start, stop;
  char *why;
  size_t why_len;
} session;

static double now_s(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static vl_run_status cuda_failed(session *s, CUresult r, const char *what) {
  char text[160];
  vl_cuda_error_text(&s->gpu->cuda, r, text, sizeof text);
  snprintf(s->why, s->why_len, "%s failed: %s", what, text);
  return VL_RUN_CUDA_ERROR;
}

#define CHECK(call, what)                                   \
  do {                                                      \
    CUresult r_ = (call);                                   \
    if (r_ != VL_CUDA_SUCCESS) return cuda_failed(s, r_, what); \
  } while (0)

/* Waits for `event`, polling, at most the launch time limit. */
static vl_run_status wait_for(session *s, CUevent event) {
  double deadline = now_s() + s->options->launch_timeout_s;
  for (;;) {
    CUresult r = s->gpu->cuda.cuEventQuery(event);
    if (r == VL_CUDA_SUCCESS) return VL_RUN_OK;
    if (r != VL_CUDA_ERROR_NOT_READY) return cuda_failed(s, r, "the launch");
    if (now_s() > deadline) {
      snprintf(s->why, s->why_len, "a launch of %s ran longer than %.0f s", s->plan->kernel, s->options->launch_timeout_s);
      return VL_RUN_TIMEOUT;
    }
    nanosleep(&(struct timespec){0, 20000}, NULL);
  }
}

static vl_run_status launch_once(session *s, uint32_t v, float *ms) {
  vl_cuda *c = &s->gpu->cuda;
  for (uint32_t k = 0; k < s->plan->num_args; k++)
    if (s->plan->args[k].is_buffer) CHECK(c->cuMemcpyDtoD(s->work[k], s->pristine[k], s->bytes[k]), "cuMemcpyDtoD");
  const vl_launch_plan *p = s->plan;
  CHECK(c->cuEventRecord(s->start, NULL), "cuEventRecord");
  CHECK(c->cuLaunchKernel(s->functions[v], p->grid[0], p->grid[1], p->grid[2], p->block[0], p->block[1], p->block[2],
                          0, NULL, s->pointers, NULL),
        "cuLaunchKernel");
  CHECK(c->cuEventRecord(s->stop, NULL), "cuEventRecord");
  vl_run_status st = wait_for(s, s->stop);
  if (st) return st;
  if (ms) CHECK(c->cuEventElapsedTime(ms, s->start, s->stop), "cuEventElapsedTime");
  return VL_RUN_OK;
}

/* Variant v once, from the initial data; its time in *ms when asked. A failure names the variant:
 * a fault of ours is a wrong allocation, one of ptxas's a recipe that does not fit the kernel. */
static vl_run_status launch(session *s, uint32_t v, float *ms) {
  vl_run_status st = launch_once(s, v, ms);
  if (st) {
    char detail[512];
    snprintf(detail, sizeof detail, "%s", s->why);
    snprintf(s->why, s->why_len, "%s: %s", vl_run_variant_labels[v], detail);
  }
  return st;
}

/* Every buffer back to the host, one after the other in `out`. */
static vl_run_status read_back(session *s, unsigned char *out) {
  for (uint32_t k = 0; k < s->plan->num_args; k++) {
    if (!s->plan->args[k].is_buffer) continue;
    CHECK(s->gpu->cuda.cuMemcpyDtoH(out, s->work[k], s->bytes[k]), "cuMemcpyDtoH");
    out += s->bytes[k];
  }
  return VL_RUN_OK;
}

/* Any total order serves a multiset comparison: elements as unsigned integers of their size. */
#define ORDER(name, type) \
  static int name(const void *a, const void *b) { type x, y; memcpy(&x, a, sizeof x), memcpy(&y, b, sizeof y); return (x > y) - (x < y); }
ORDER(order_8, uint8_t)
ORDER(order_16, uint16_t)
ORDER(order_32, uint32_t)
ORDER(order_64, uint64_t)
#undef ORDER

/* Are the outputs equal? Where not, `mismatch` names the first buffer and element. */
static bool same_outputs(const vl_launch_plan *plan, const size_t *bytes, unsigned char *a, unsigned char *b,
                         char *mismatch, size_t len) {
  for (uint32_t k = 0; k < plan->num_args; k++) {
    const vl_launch_arg *arg = &plan->args[k];
    if (!arg->is_buffer) continue;
    size_t size = vl_elem_size(arg->type);
    if (arg->unordered) {   /* sorted copies compare as multisets; the outputs themselves stay */
      int (*order)(const void *, const void *) = size == 1 ? order_8 : size == 2 ? order_16 : size == 4 ? order_32 : order_64;
      qsort(a, arg->count, size, order);
      qsort(b, arg->count, size, order);
    }
    if (memcmp(a, b, bytes[k])) {
      size_t i = 0;
      while (!memcmp(a + i * size, b + i * size, size)) i++;
      snprintf(mismatch, len, "%s[%zu]: %g, expected %g%s", arg->name, i, vl_elem_load(arg->type, b + i * size),
               vl_elem_load(arg->type, a + i * size), arg->unordered ? " (sorted)" : "");
      return false;
    }
    a += bytes[k], b += bytes[k];
  }
  return true;
}

static void statistics(float *times, uint32_t n, vl_variant_result *out) {
  double *sorted = malloc(n * sizeof *sorted);
  if (!sorted) abort();
  for (uint32_t i = 0; i < n; i++) sorted[i] = times[i];
  vl_sort_doubles(sorted, n);
  out->median_ms = vl_median_sorted(sorted, n);
  out->p10_ms = vl_quantile_sorted(sorted, n, 0.1);
  out->p90_ms = vl_quantile_sorted(sorted, n, 0.9);
  out->spread = out->median_ms > 0 ? (out->p90_ms - out->p10_ms) / out->median_ms : 0;
  free(sorted);
}

static vl_run_status run(session *s, vl_run_result *result) {
  vl_cuda *c = &s->gpu->cuda;
  const vl_launch_plan *p = s->plan;
  uint32_t count = s->in->count;
  uint64_t addresses[VL_RECIPE_MAX_ARGS] = {0};
  size_t total = 0;
  for (uint32_t k = 0; k < p->num_args; k++) {
    if (!p->args[k].is_buffer) continue;
    s->bytes[k] = p->args[k].count * vl_elem_size(p->args[k].type);
    total += s->bytes[k];
    void *data = malloc(s->bytes[k]);
    if (!data) return snprintf(s->why, s->why_len, "out of host memory"), VL_RUN_CUDA_ERROR;
    vl_launch_fill(p, k, s->options->seed, data);
    CUresult r = c->cuMemAlloc(&s->pristine[k], s->bytes[k]);
    if (!r) r = c->cuMemAlloc(&s->work[k], s->bytes[k]);
    if (!r) r = c->cuMemcpyHtoD(s->pristine[k], data, s->bytes[k]);
    free(data);
    if (r) return cuda_failed(s, r, "cuMemAlloc/cuMemcpyHtoD");
    addresses[k] = s->work[k];
  }
  result->buffer_bytes = total;
  uint32_t size;
  if (vl_launch_pack(p, s->in->params, s->in->num_params, addresses, s->block, &size, s->why, s->why_len))
    return VL_RUN_BAD_INPUT;
  for (uint32_t k = 0; k < p->num_args; k++) s->pointers[k] = s->block + s->in->params[k].offset;
  uint32_t threads = p->block[0] * p->block[1] * p->block[2], warps = (threads + 31) / 32;
  for (uint32_t v = 0; v < count; v++) {
    vl_variant_result *o = &result->variants[v];
    CHECK(c->cuModuleLoadData(&s->modules[v], s->in->images[v]), "cuModuleLoadData");
    CHECK(c->cuModuleGetFunction(&s->functions[v], s->modules[v], p->kernel), "cuModuleGetFunction");
    CHECK(c->cuFuncGetAttribute(&o->registers, VL_CU_FUNC_ATTRIBUTE_NUM_REGS, s->functions[v]), "cuFuncGetAttribute");
    CHECK(c->cuFuncGetAttribute(&o->local_bytes, VL_CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, s->functions[v]),
          "cuFuncGetAttribute");
    CHECK(c->cuFuncGetAttribute(&o->shared_bytes, VL_CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, s->functions[v]),
          "cuFuncGetAttribute");
    CHECK(c->cuOccupancyMaxActiveBlocksPerMultiprocessor(&o->blocks_per_sm, s->functions[v], (int)threads, 0),
          "cuOccupancyMaxActiveBlocksPerMultiprocessor");
    o->occupancy = (double)o->blocks_per_sm * warps / (s->gpu->max_threads_per_sm / 32);
  }
  CHECK(c->cuEventCreate(&s->start, 0), "cuEventCreate");
  CHECK(c->cuEventCreate(&s->stop, 0), "cuEventCreate");

  /* Outputs: the first variant twice (sorted in place where unordered: sorting again changes nothing),
   * then each other once. */
  unsigned char *first = malloc(total + 1), *again = malloc(total + 1);
  if (!first || !again) abort();
  vl_run_status st = launch(s, 0, NULL);
  if (!st) st = read_back(s, first);
  if (!st) st = launch(s, 0, NULL);
  if (!st) st = read_back(s, again);
  if (!st) {
    result->deterministic = same_outputs(p, s->bytes, first, again, result->variants[0].mismatch,
                                         sizeof result->variants[0].mismatch);
    result->variants[0].identical = true;
  }
  for (uint32_t v = 1; v < count && !st; v++) {
    if (!(st = launch(s, v, NULL))) st = read_back(s, again);
    if (!st)
      result->variants[v].identical = same_outputs(p, s->bytes, first, again, result->variants[v].mismatch,
                                                   sizeof result->variants[v].mismatch);
  }
  free(first), free(again);

  /* Times: warm-up, then rounds of one launch per variant, the first of a round rotating. */
  float *times = calloc((size_t)count * s->options->runs + 1, sizeof *times);
  if (!times) abort();
  for (uint32_t w = 0; w < s->options->warmup && !st; w++)
    for (uint32_t v = 0; v < count && !st; v++) st = launch(s, v, NULL);
  for (uint32_t round = 0; round < s->options->runs && !st; round++)
    for (uint32_t i = 0; i < count && !st; i++) {
      uint32_t v = (round + i) % count;
      st = launch(s, v, &times[(size_t)v * s->options->runs + round]);
    }
  for (uint32_t v = 0; v < count && !st; v++) statistics(times + (size_t)v * s->options->runs, s->options->runs, &result->variants[v]);
  free(times);
  return st;
}

vl_run_status vl_run_kernel(vl_gpu *gpu, const vl_launch_plan *plan, const vl_run_inputs *in,
                            const vl_run_options *options, vl_run_result *result, char *why, size_t why_len) {
  session *s = calloc(1, sizeof *s);
  if (!s) abort();
  *s = (session){.gpu = gpu, .plan = plan, .in = in, .options = options, .why = why, .why_len = why_len};
  *result = (vl_run_result){0};
  vl_run_status st = run(s, result);
  /* After a driver error or a launch still running, freeing could wait on the GPU for ever: the
   * caller ends the process, which gives everything back. */
  vl_cuda *c = &gpu->cuda;
  if (st == VL_RUN_CUDA_ERROR || st == VL_RUN_TIMEOUT) {
    free(s);
    return st;
  }
  if (s->start) c->cuEventDestroy(s->start);
  if (s->stop) c->cuEventDestroy(s->stop);
  for (uint32_t k = 0; k < VL_RECIPE_MAX_ARGS; k++) {
    if (s->pristine[k]) c->cuMemFree(s->pristine[k]);
    if (s->work[k]) c->cuMemFree(s->work[k]);
  }
  for (uint32_t v = 0; v < VL_RUN_MAX_VARIANTS; v++)
    if (s->modules[v]) c->cuModuleUnload(s->modules[v]);
  free(s);
  return st;
}
