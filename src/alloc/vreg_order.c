/* Orders of virtual registers (see vreg_order.h). */
#include "vreg_order.h"

uint32_t vl_vreg_keys(const vl_intervals *iv, vl_vreg_key *out) {
  const vl_regspace *s = &iv->live->space;
  uint32_t n = 0;
  for (uint32_t v = 0; v < iv->live->fn->num_vregs; v++) {
    if (!s->width[v]) continue;
    vl_vreg_key key = {v, UINT32_MAX, 0, s->width[v], 0};
    for (uint32_t l = 0; l < s->width[v]; l++) {
      uint32_t bit = vl_vreg_bit(s, v, l);
      if (iv->num_segs[bit] && iv->segs[bit][0].start < key.start) key.start = iv->segs[bit][0].start;
      if (iv->num_segs[bit] && iv->segs[bit][iv->num_segs[bit] - 1].end > key.end)
        key.end = iv->segs[bit][iv->num_segs[bit] - 1].end;
      key.size += vl_segments_length(iv->segs[bit], iv->num_segs[bit]);
    }
    out[n++] = key;
  }
  return n;
}

int vl_vreg_key_by_start(const void *x, const void *y) {
  const vl_vreg_key *a = x, *b = y;
  if (a->start != b->start) return a->start < b->start ? -1 : 1;
  if (a->width != b->width) return a->width > b->width ? -1 : 1;
  return a->vreg < b->vreg ? -1 : a->vreg > b->vreg;
}

int vl_vreg_key_by_size(const void *x, const void *y) {
  const vl_vreg_key *a = x, *b = y;
  if (a->width != b->width) return a->width > b->width ? -1 : 1;
  if (a->size != b->size) return a->size > b->size ? -1 : 1;
  return vl_vreg_key_by_start(x, y);
}

int vl_vreg_key_by_width_start(const void *x, const void *y) {
  const vl_vreg_key *a = x, *b = y;
  if (a->width != b->width) return a->width > b->width ? -1 : 1;
  return vl_vreg_key_by_start(x, y);
}

/* Latest end first, then the larger tie key (ka for a, kb for b), then the lower vreg. */
static int by_end_then(const vl_vreg_key *a, const vl_vreg_key *b, uint32_t ka, uint32_t kb) {
  if (a->end != b->end) return a->end > b->end ? -1 : 1;
  if (ka != kb) return ka > kb ? -1 : 1;
  return a->vreg < b->vreg ? -1 : a->vreg > b->vreg;
}

int vl_vreg_key_by_end(const void *x, const void *y) {
  const vl_vreg_key *a = x, *b = y;
  return by_end_then(a, b, a->width, b->width);
}

int vl_vreg_key_by_end_size(const void *x, const void *y) {
  const vl_vreg_key *a = x, *b = y;
  return by_end_then(a, b, a->size, b->size);
}
