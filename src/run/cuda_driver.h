/* The few entry points of the CUDA driver API the launch harness calls,
 * opened at run time with dlopen("libcuda.so.1"), so that nothing in the
 * build or the tests needs CUDA. The types, constants and prototypes mirror
 * CUDA's own cuda.h (driver API, stable since CUDA 4 to 13); where cuda.h
 * maps a name to a versioned symbol (cuMemAlloc -> cuMemAlloc_v2) the
 * versioned symbol is looked up, as a program compiled against cuda.h does.
 * Needs: libdl. Produces: a table of function pointers, or why not. */
#ifndef VL_CUDA_DRIVER_H
#define VL_CUDA_DRIVER_H
#include <stdbool.h>
#include <stddef.h>

/* cuda.h: typedef enum cudaError_enum CUresult; CUdeviceptr is unsigned long long on 64-bit hosts. */
typedef int CUresult;
typedef int CUdevice;
typedef unsigned long long CUdeviceptr;
typedef struct CUctx_st *CUcontext;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUevent_st *CUevent;
typedef struct CUstream_st *CUstream;

enum {   /* cuda.h: cudaError_enum, CUdevice_attribute, CUfunction_attribute */
  VL_CUDA_SUCCESS = 0,
  VL_CUDA_ERROR_NOT_READY = 600,
  VL_CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16,
  VL_CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR = 39,
  VL_CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75,
  VL_CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76,
  VL_CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES = 1,
  VL_CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES = 3,
  VL_CU_FUNC_ATTRIBUTE_NUM_REGS = 4,
};

typedef struct vl_cuda {
  void *library;   /* dlopen handle */
  CUresult (*cuInit)(unsigned flags);
  CUresult (*cuDeviceGet)(CUdevice *device, int ordinal);
  CUresult (*cuDeviceGetAttribute)(int *value, int attribute, CUdevice device);
  CUresult (*cuDeviceGetName)(char *name, int len, CUdevice device);
  CUresult (*cuDevicePrimaryCtxRetain)(CUcontext *context, CUdevice device);
  CUresult (*cuDevicePrimaryCtxRelease)(CUdevice device);            /* _v2 */
  CUresult (*cuCtxSetCurrent)(CUcontext context);
  CUresult (*cuModuleLoadData)(CUmodule *module, const void *image);
  CUresult (*cuModuleUnload)(CUmodule module);
  CUresult (*cuModuleGetFunction)(CUfunction *function, CUmodule module, const char *name);
  CUresult (*cuFuncGetAttribute)(int *value, int attribute, CUfunction function);
  CUresult (*cuOccupancyMaxActiveBlocksPerMultiprocessor)(int *blocks, CUfunction function, int block_size,
                                                          size_t dynamic_shared);
  CUresult (*cuMemAlloc)(CUdeviceptr *ptr, size_t bytes);                        /* _v2 */
  CUresult (*cuMemFree)(CUdeviceptr ptr);                                        /* _v2 */
  CUresult (*cuMemcpyHtoD)(CUdeviceptr to, const void *from, size_t bytes);      /* _v2 */
  CUresult (*cuMemcpyDtoH)(void *to, CUdeviceptr from, size_t bytes);            /* _v2 */
  CUresult (*cuMemcpyDtoD)(CUdeviceptr to, CUdeviceptr from, size_t bytes);      /* _v2 */
  CUresult (*cuLaunchKernel)(CUfunction function, unsigned grid_x, unsigned grid_y, unsigned grid_z,
                             unsigned block_x, unsigned block_y, unsigned block_z, unsigned shared_bytes,
                             CUstream stream, void **params, void **extra);
  CUresult (*cuCtxSynchronize)(void);
  CUresult (*cuEventCreate)(CUevent *event, unsigned flags);
  CUresult (*cuEventDestroy)(CUevent event);                                     /* _v2 */
  CUresult (*cuEventRecord)(CUevent event, CUstream stream);
  CUresult (*cuEventQuery)(CUevent event);
  CUresult (*cuEventElapsedTime)(float *ms, CUevent start, CUevent end);
  CUresult (*cuGetErrorString)(CUresult error, const char **text);
} vl_cuda;

/* The library the harness opens: $VERILOCC_LIBCUDA where set (tests point it at a file that is no
 * driver), else libcuda.so.1. */
const char *vl_cuda_library_name(void);

/* Opens `library` and looks up every entry point. false with why (dlerror's words) in `why`. */
bool vl_cuda_open(vl_cuda *cuda, const char *library, char *why, size_t why_len);
void vl_cuda_close(vl_cuda *cuda);

/* The driver's words for an error code, with the code ("CUDA error N" where it has none). */
void vl_cuda_error_text(const vl_cuda *cuda, CUresult error, char *text, size_t len);

#endif
