/* Packing the layer matrices (see packed_weights.h). */
#include "packed_weights.h"

#include <stdlib.h>

#include "matmul_avx512.h"

vl_tf_packed *vl_tf_pack(const vl_transformer *m) {
  const vl_tf_config *c = &m->cfg;
  size_t D = c->dim, F = c->ffn, per_layer = 4 * D * D + 3 * D * F;
  if (!vl_matmul_avx512_ready() || D % 8 || F % 8) return NULL;   /* every matrix: rows % 4, columns % 8 */
  vl_tf_packed *p = calloc(1, sizeof *p);
  if (!p) return NULL;
  p->data = malloc(c->layers * per_layer * sizeof(float));
  p->layer = calloc(c->layers ? c->layers : 1, sizeof *p->layer);
  if (!p->data || !p->layer) {
    vl_tf_packed_free(p);
    return NULL;
  }
  float *at = p->data;
  for (uint32_t l = 0; l < c->layers; l++) {
    const vl_tf_layer *W = &m->w.layer[l];
    vl_tf_layer *P = &p->layer[l];
    const float *plain[7] = {W->wq, W->wk, W->wv, W->wo, W->w_gate, W->w_up, W->w_down};
    float **packed[7] = {&P->wq, &P->wk, &P->wv, &P->wo, &P->w_gate, &P->w_up, &P->w_down};
    const size_t out[7] = {D, D, D, D, F, F, D}, in[7] = {D, D, D, D, D, D, F};
    for (int k = 0; k < 7; k++) {
      vl_matmul_pack(plain[k], at, out[k], in[k]);
      *packed[k] = at, at += out[k] * in[k];
    }
  }
  return p;
}

void vl_tf_packed_free(vl_tf_packed *p) {
  if (!p) return;
  free(p->data);
  free(p->layer);
  free(p);
}
