/* The CUDA driver API by dlopen (see cuda_driver.h). */
#include "cuda_driver.h"

#include <dlfcn.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *vl_cuda_library_name(void) {
  const char *env = getenv("VERILOCC_LIBCUDA");
  return env && *env ? env : "libcuda.so.1";
}

bool vl_cuda_open(vl_cuda *cuda, const char *library, char *why, size_t why_len) {
  *cuda = (vl_cuda){0};
  cuda->library = dlopen(library, RTLD_NOW | RTLD_LOCAL);
  if (!cuda->library) {
    const char *e = dlerror();
    snprintf(why, why_len, "%s", e ? e : library);
    return false;
  }
  /* Each slot with the symbol cuda.h binds its name to. */
  static const struct {
    size_t offset;
    const char *symbol;
  } entries[] = {
#define ENTRY(field, symbol) {offsetof(vl_cuda, field), symbol}
      ENTRY(cuInit, "cuInit"),
      ENTRY(cuDeviceGet, "cuDeviceGet"),
      ENTRY(cuDeviceGetAttribute, "cuDeviceGetAttribute"),
      ENTRY(cuDeviceGetName, "cuDeviceGetName"),
      ENTRY(cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain"),
      ENTRY(cuDevicePrimaryCtxRelease, "cuDevicePrimaryCtxRelease_v2"),
      ENTRY(cuCtxSetCurrent, "cuCtxSetCurrent"),
      ENTRY(cuModuleLoadData, "cuModuleLoadData"),
      ENTRY(cuModuleUnload, "cuModuleUnload"),
      ENTRY(cuModuleGetFunction, "cuModuleGetFunction"),
      ENTRY(cuFuncGetAttribute, "cuFuncGetAttribute"),
      ENTRY(cuOccupancyMaxActiveBlocksPerMultiprocessor, "cuOccupancyMaxActiveBlocksPerMultiprocessor"),
      ENTRY(cuMemAlloc, "cuMemAlloc_v2"),
      ENTRY(cuMemFree, "cuMemFree_v2"),
      ENTRY(cuMemcpyHtoD, "cuMemcpyHtoD_v2"),
      ENTRY(cuMemcpyDtoH, "cuMemcpyDtoH_v2"),
      ENTRY(cuMemcpyDtoD, "cuMemcpyDtoD_v2"),
      ENTRY(cuLaunchKernel, "cuLaunchKernel"),
      ENTRY(cuCtxSynchronize, "cuCtxSynchronize"),
      ENTRY(cuEventCreate, "cuEventCreate"),
      ENTRY(cuEventDestroy, "cuEventDestroy_v2"),
      ENTRY(cuEventRecord, "cuEventRecord"),
      ENTRY(cuEventQuery, "cuEventQuery"),
      ENTRY(cuEventElapsedTime, "cuEventElapsedTime"),
      ENTRY(cuGetErrorString, "cuGetErrorString"),
#undef ENTRY
  };
  for (size_t i = 0; i < sizeof entries / sizeof *entries; i++) {
    void *f = dlsym(cuda->library, entries[i].symbol);
    if (!f) {
      snprintf(why, why_len, "%s has no %s: not a CUDA driver", library, entries[i].symbol);
      vl_cuda_close(cuda);
      return false;
    }
    memcpy((char *)cuda + entries[i].offset, &f, sizeof f);
  }
  return true;
}

void vl_cuda_close(vl_cuda *cuda) {
  if (cuda->library) dlclose(cuda->library);
  *cuda = (vl_cuda){0};
}

void vl_cuda_error_text(const vl_cuda *cuda, CUresult error, char *text, size_t len) {
  const char *name = NULL;
  if (cuda->cuGetErrorString && cuda->cuGetErrorString(error, &name) == VL_CUDA_SUCCESS && name)
    snprintf(text, len, "%s (%d)", name, error);
  else snprintf(text, len, "CUDA error %d", error);
}
