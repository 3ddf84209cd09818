/* GGUF (version 3), the file format of llama.cpp: a header, key-value metadata,
 * tensor descriptions, then the tensor data, aligned. We write our models in it
 * (so llama.cpp loads them as they are) and read them back; the reader keeps
 * scalar and string values, and arrays as their raw encoding (what a writer
 * copies into another file: a tokenizer's tokens and merges). Only F32 tensors
 * are written; other types are read as opaque.
 * Needs: stdio. Produces: files and their parsed contents. */
#ifndef VL_MODEL_GGUF_H
#define VL_MODEL_GGUF_H
#include <stdbool.h>
#include <stdint.h>

#include "../base/diag.h"

enum {
  VL_GGUF_UINT32 = 4,
  VL_GGUF_INT32 = 5,
  VL_GGUF_FLOAT32 = 6,
  VL_GGUF_BOOL = 7,
  VL_GGUF_STRING = 8,
  VL_GGUF_ARRAY = 9,
  VL_GGUF_UINT64 = 10,
  VL_GGUF_TYPE_F32 = 0,   /* ggml_type of a tensor */
  VL_GGUF_ALIGNMENT = 32,
  VL_GGUF_MAX_ALIGNMENT = 256,   /* general.alignment: a power of two up to this */
};

typedef struct vl_gguf_kv {
  const char *key;
  uint32_t type;           /* VL_GGUF_UINT32, FLOAT32, STRING, UINT64, ARRAY, ... */
  uint64_t u;              /* integer and bool values; an array's element count */
  float f;
  const char *s;
  const uint8_t *raw;      /* ARRAY: its encoding after the type (element type, count, elements) */
  uint64_t raw_size;
} vl_gguf_kv;

typedef struct vl_gguf_tensor {
  const char *name;
  uint32_t n_dims;
  uint64_t ne[4];          /* ne[0] is the contiguous dimension */
  uint32_t type;
  const float *data;       /* F32 data (writer: input; reader: into the file buffer) */
} vl_gguf_tensor;

typedef struct vl_gguf {
  vl_gguf_kv *kv;
  uint32_t num_kv;
  vl_gguf_tensor *tensors;
  uint32_t num_tensors;
  uint8_t *buffer;         /* the whole file (reader) */
  uint64_t size;           /* its size in bytes */
  char **strings;          /* owned names and values (reader) */
  uint32_t num_strings;
} vl_gguf;

vl_status vl_gguf_write(const char *path, const vl_gguf_kv *kv, uint32_t num_kv, const vl_gguf_tensor *tensors,
                        uint32_t num_tensors, vl_diags *diags);
/* VL_BAD_INPUT with file:0:0 and the reason when the file is no GGUF we can read. */
vl_status vl_gguf_read(const char *path, vl_gguf *out, vl_diags *diags);
void vl_gguf_free(vl_gguf *g);
/* The tensor's element count (ne[0] * ... * ne[n_dims - 1]); false when it overflows 64 bits. */
bool vl_gguf_tensor_elements(const vl_gguf_tensor *t, uint64_t *count);
const vl_gguf_kv *vl_gguf_kv_get(const vl_gguf *g, const char *key);
const vl_gguf_tensor *vl_gguf_tensor_get(const vl_gguf *g, const char *name);

#endif
