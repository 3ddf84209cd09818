/* The transformer's layer matrices laid out for the AVX-512 product (model/matmul_avx512.h,
 * vl_matmul_pack): one load gives two rows, the same sums as on the plain weights. A copy of the
 * weights as they are when packed: whoever changes them (ES perturbs its members between proposals)
 * must pack again, so a pack lives as long as one set of weights does (the proposer's loaded model,
 * or one ES proposal).
 * Needs: a transformer. Produces: views of the packed matrices per layer (the norms left NULL), for
 * vl_tf_state_use_packed. */
#ifndef VL_MODEL_PACKED_WEIGHTS_H
#define VL_MODEL_PACKED_WEIGHTS_H
#include "transformer.h"

typedef struct vl_tf_packed {
  float *data;
  vl_tf_layer *layer;   /* [layers]: wq, wk, wv, wo, w_gate, w_up, w_down packed */
} vl_tf_packed;

/* NULL when the kernel cannot run here (no AVX-512, a build not GCC's for AVX2), a matrix's shape does
 * not fit it, or memory runs out: the plain weights then serve, with the same logits. */
vl_tf_packed *vl_tf_pack(const vl_transformer *m);
void vl_tf_packed_free(vl_tf_packed *p);

#endif
