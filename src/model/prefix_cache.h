/* The keys and values of context prefixes already computed, for one set of weights. Consecutive
 * decisions' contexts share their first tokens (the class, the span, the top register, often the start
 * of the free list); a position's keys and values depend only on the tokens up to it, so a forward
 * over a context that starts like one computed before takes them from here and computes only the
 * positions after the longest such prefix (vl_tf_forward_from). The logits are exactly those of a
 * whole forward. Prefixes form a trie, one node per (prefix, next token) holding that position's keys
 * and values of every layer; when the nodes run out the trie starts again empty. Where a whole context
 * ended, its final output is kept too: the same context again (a decision taken again after a
 * recovery, tightening or a second decoding order) costs only the head. The cache also keeps the first
 * layer's projections of each token met (vl_tf_token_table).
 * Needs: the transformer. Produces: logits, faster. */
#ifndef VL_MODEL_PREFIX_CACHE_H
#define VL_MODEL_PREFIX_CACHE_H
#include "transformer.h"

typedef struct vl_prefix_cache vl_prefix_cache;

/* Room for max_nodes positions ((2 * layers + 1) * dim floats each) and every token's projections; NULL
 * when memory runs out. */
vl_prefix_cache *vl_prefix_cache_new(const vl_tf_config *cfg, uint32_t max_nodes);
void vl_prefix_cache_free(vl_prefix_cache *c);
/* vl_tf_forward(m, s, tokens, n, logits) for the weights the cache was filled with; the logits of the
 * tokens in range[0..ranges) alone when ranges > 0 (vl_tf_head_rows). */
void vl_prefix_cache_forward(vl_prefix_cache *c, const vl_transformer *m, vl_tf_state *s, const int32_t *tokens,
                             uint32_t n, float *logits, const uint32_t (*range)[2], uint32_t ranges);
/* Positions taken from the cache and computed, and forwards over a whole context met before, over every
 * forward so far (for tests and profiles). */
void vl_prefix_cache_counts(const vl_prefix_cache *c, uint64_t *reused, uint64_t *computed, uint64_t *repeated);

#endif
