/* GGUF writer and reader (see gguf.h). Little-endian hosts only, as llama.cpp. */
#include "gguf.h"

#include <assert.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/atomic_file.h"

static int put(FILE *f, const void *p, size_t n) { return fwrite(p, 1, n, f) == n ? 0 : -1; }
static int put32(FILE *f, uint32_t v) { return put(f, &v, 4); }
static int put64(FILE *f, uint64_t v) { return put(f, &v, 8); }
static int put_str(FILE *f, const char *s) { return put64(f, strlen(s)) | put(f, s, strlen(s)); }

bool vl_gguf_tensor_elements(const vl_gguf_tensor *t, uint64_t *count) {
  uint64_t n = 1;
  for (uint32_t d = 0; d < t->n_dims && d < 4; d++) {
    if (t->ne[d] && n > UINT64_MAX / t->ne[d]) return false;
    n *= t->ne[d];
  }
  *count = n;
  return true;
}

/* F32 bytes of the tensor; false when they overflow 64 bits. */
static bool f32_bytes(const vl_gguf_tensor *t, uint64_t *bytes) {
  uint64_t n;
  if (!vl_gguf_tensor_elements(t, &n) || n > UINT64_MAX / 4) return false;
  *bytes = 4 * n;
  return true;
}

/* The writer's tensors come from our own model, whose shapes are bounded. */
static uint64_t tensor_bytes(const vl_gguf_tensor *t) {
  uint64_t bytes = 0;
  bool fits = f32_bytes(t, &bytes);
  assert(fits && "tensor shapes of our models are small");
  (void)fits;
  return bytes;
}

static uint64_t align_up(uint64_t x) { return (x + VL_GGUF_ALIGNMENT - 1) / VL_GGUF_ALIGNMENT * VL_GGUF_ALIGNMENT; }

vl_status vl_gguf_write(const char *path, const vl_gguf_kv *kv, uint32_t num_kv, const vl_gguf_tensor *tensors,
                        uint32_t num_tensors, vl_diags *diags) {
  vl_atomic_file out;
  FILE *f = vl_atomic_open(&out, path, "wb");
  if (!f) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "cannot write the model file");
    return VL_TOOL_ERROR;
  }
  int err = put(f, "GGUF", 4) | put32(f, 3) | put64(f, num_tensors) | put64(f, num_kv);
  for (uint32_t i = 0; i < num_kv; i++) {
    err |= put_str(f, kv[i].key) | put32(f, kv[i].type);
    switch (kv[i].type) {
    case VL_GGUF_UINT32: case VL_GGUF_INT32: err |= put32(f, (uint32_t)kv[i].u); break;
    case VL_GGUF_FLOAT32: err |= put(f, &kv[i].f, 4); break;
    case VL_GGUF_BOOL: { uint8_t b = kv[i].u != 0; err |= put(f, &b, 1); break; }
    case VL_GGUF_STRING: err |= put_str(f, kv[i].s); break;
    case VL_GGUF_UINT64: err |= put64(f, kv[i].u); break;
    case VL_GGUF_ARRAY: err |= put(f, kv[i].raw, kv[i].raw_size); break;
    default: err = -1;
    }
  }
  uint64_t offset = 0;
  for (uint32_t i = 0; i < num_tensors; i++) {
    const vl_gguf_tensor *t = &tensors[i];
    err |= put_str(f, t->name) | put32(f, t->n_dims);
    for (uint32_t d = 0; d < t->n_dims; d++) err |= put64(f, t->ne[d]);
    err |= put32(f, VL_GGUF_TYPE_F32) | put64(f, offset);
    offset = align_up(offset + tensor_bytes(t));
  }
  static const uint8_t zeros[VL_GGUF_ALIGNMENT];
  long pos = ftell(f);
  err |= pos < 0 || put(f, zeros, align_up((uint64_t)pos) - (uint64_t)pos);
  for (uint32_t i = 0; i < num_tensors; i++) {
    uint64_t n = tensor_bytes(&tensors[i]);
    err |= put(f, tensors[i].data, n) | put(f, zeros, align_up(n) - n);
  }
  if (!vl_atomic_finish(&out, !err)) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "cannot write the model file");
    return VL_TOOL_ERROR;
  }
  return VL_OK;
}

typedef struct reader {
  const uint8_t *p, *end;
  vl_gguf *g;
  int bad;
} reader;

static uint64_t get(reader *r, size_t n) {
  uint64_t v = 0;
  if (r->bad) return 0;   /* nothing after the first error is trusted */
  if ((size_t)(r->end - r->p) < n) return r->bad = 1, 0;
  memcpy(&v, r->p, n);
  r->p += n;
  return v;
}

static const char *get_str(reader *r) {
  uint64_t n = get(r, 8);
  if (r->bad || (uint64_t)(r->end - r->p) < n) return r->bad = 1, "";
  char *s = malloc(n + 1);
  char **strings = s ? realloc(r->g->strings, sizeof(char *) * (r->g->num_strings + 1)) : NULL;
  if (!strings) {
    free(s);
    return r->bad = 1, "";
  }
  memcpy(s, r->p, n);
  s[n] = 0;
  r->p += n;
  r->g->strings = strings;
  r->g->strings[r->g->num_strings++] = s;
  return s;
}

static size_t scalar_size(uint32_t type) {
  static const size_t sizes[] = {1, 1, 2, 2, 4, 4, 4, 1, 0, 0, 8, 8, 8};
  return type < sizeof sizes / sizeof *sizes ? sizes[type] : 0;
}

/* Arrays of arrays are followed this deep at most (llama.cpp writes none). */
enum { MAX_ARRAY_DEPTH = 4 };

static void skip_value(reader *r, uint32_t type, int depth) {
  if (type == VL_GGUF_STRING) {
    uint64_t n = get(r, 8);
    if ((uint64_t)(r->end - r->p) < n) r->bad = 1;
    else r->p += n;
  } else if (type == VL_GGUF_ARRAY && depth < MAX_ARRAY_DEPTH) {
    uint32_t elem = (uint32_t)get(r, 4);
    uint64_t count = get(r, 8);
    for (uint64_t i = 0; i < count && !r->bad; i++) skip_value(r, elem, depth + 1);
  } else if (scalar_size(type)) {
    get(r, scalar_size(type));
  } else {
    r->bad = 1;
  }
}

vl_status vl_gguf_read(const char *path, vl_gguf *g, vl_diags *diags) {
  memset(g, 0, sizeof *g);
  FILE *f = fopen(path, "rb");
  if (!f) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "cannot read the model file");
    return VL_BAD_INPUT;
  }
  long size = fseek(f, 0, SEEK_END) ? -1 : ftell(f);
  const char *why = "truncated or malformed";
  bool ok = size >= 4 && !fseek(f, 0, SEEK_SET);
  g->buffer = ok ? malloc((size_t)size) : NULL;
  if (ok && !g->buffer) ok = false, why = "out of memory";
  ok = ok && fread(g->buffer, 1, (size_t)size, f) == (size_t)size;
  fclose(f);
  g->size = ok ? (uint64_t)size : 0;
  reader r = {g->buffer, g->buffer + g->size, g, !ok};
  if (!r.bad && memcmp(g->buffer, "GGUF", 4)) r.bad = 1, why = "not a GGUF file (bad magic)";
  get(&r, 4);
  uint32_t version = (uint32_t)get(&r, 4);
  if (!r.bad && version != 3 && version != 2) r.bad = 1, why = "unsupported GGUF version";
  uint64_t num_tensors = get(&r, 8), num_kv = get(&r, 8);
  if (num_tensors > 100000 || num_kv > 100000) r.bad = 1;
  if (!r.bad) {
    g->kv = calloc(num_kv + 1, sizeof *g->kv);
    g->tensors = calloc(num_tensors + 1, sizeof *g->tensors);
    if (!g->kv || !g->tensors) r.bad = 1, why = "out of memory";
  }
  uint64_t alignment = VL_GGUF_ALIGNMENT;
  for (uint64_t i = 0; i < num_kv && !r.bad; i++) {
    vl_gguf_kv *kv = &g->kv[g->num_kv++];
    kv->key = get_str(&r);
    kv->type = (uint32_t)get(&r, 4);
    if (kv->type == VL_GGUF_STRING) kv->s = get_str(&r);
    else if (kv->type == VL_GGUF_FLOAT32) { uint32_t bits = (uint32_t)get(&r, 4); memcpy(&kv->f, &bits, 4); }
    else if (kv->type == VL_GGUF_ARRAY) {
      kv->raw = r.p;
      if ((size_t)(r.end - r.p) >= 12) memcpy(&kv->u, r.p + 4, 8);
      skip_value(&r, VL_GGUF_ARRAY, 0);
      kv->raw_size = r.bad ? 0 : (uint64_t)(r.p - kv->raw);
    }
    else if (scalar_size(kv->type) && kv->type <= VL_GGUF_BOOL) kv->u = get(&r, scalar_size(kv->type));
    else if (kv->type == VL_GGUF_UINT64 || kv->type == 11) kv->u = get(&r, 8);
    else skip_value(&r, kv->type, 0);
    if (!r.bad && !strcmp(kv->key, "general.alignment")) {
      alignment = kv->u;
      if (kv->type != VL_GGUF_UINT32 || !alignment || alignment > VL_GGUF_MAX_ALIGNMENT || (alignment & (alignment - 1)))
        r.bad = 1, why = "general.alignment is not a power of two up to 256";
    }
  }
  uint64_t *offsets = r.bad ? NULL : calloc(num_tensors + 1, sizeof *offsets);
  if (!r.bad && !offsets) r.bad = 1, why = "out of memory";
  for (uint64_t i = 0; i < num_tensors && !r.bad; i++) {
    vl_gguf_tensor *t = &g->tensors[g->num_tensors++];
    t->name = get_str(&r);
    t->n_dims = (uint32_t)get(&r, 4);
    if (t->n_dims > 4) r.bad = 1;
    for (uint32_t d = 0; d < t->n_dims && !r.bad; d++) t->ne[d] = get(&r, 8);
    t->type = (uint32_t)get(&r, 4);
    offsets[i] = get(&r, 8);
  }
  if (!r.bad) {
    /* pos <= size and alignment <= 256, so data cannot overflow; the checks
     * below are written so that no sum of file values can wrap either */
    uint64_t pos = (uint64_t)(r.p - g->buffer), data = (pos + alignment - 1) / alignment * alignment;
    for (uint32_t i = 0; i < g->num_tensors && !r.bad; i++) {
      vl_gguf_tensor *t = &g->tensors[i];
      uint64_t bytes = 0;
      if (t->type == VL_GGUF_TYPE_F32 && !f32_bytes(t, &bytes)) r.bad = 1, why = "tensor shape overflows";
      else if (data > g->size || offsets[i] > g->size - data || bytes > g->size - data - offsets[i])
        r.bad = 1, why = "tensor data past the end of the file";
      else if (offsets[i] % alignment || (t->type == VL_GGUF_TYPE_F32 && (data + offsets[i]) % sizeof(float)))
        r.bad = 1, why = "tensor data not aligned";
      else t->data = (const float *)(g->buffer + data + offsets[i]);
    }
  }
  free(offsets);
  if (r.bad) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "cannot read the model: %s", why);
    vl_gguf_free(g);
    return VL_BAD_INPUT;
  }
  return VL_OK;
}

void vl_gguf_free(vl_gguf *g) {
  for (uint32_t i = 0; i < g->num_strings; i++) free(g->strings[i]);
  free(g->strings);
  free(g->kv);
  free(g->tensors);
  free(g->buffer);
  memset(g, 0, sizeof *g);
}

const vl_gguf_kv *vl_gguf_kv_get(const vl_gguf *g, const char *key) {
  for (uint32_t i = 0; i < g->num_kv; i++)
    if (!strcmp(g->kv[i].key, key)) return &g->kv[i];
  return NULL;
}

const vl_gguf_tensor *vl_gguf_tensor_get(const vl_gguf *g, const char *name) {
  for (uint32_t i = 0; i < g->num_tensors; i++)
    if (!strcmp(g->tensors[i].name, name)) return &g->tensors[i];
  return NULL;
}
