/* The prefix cache (see prefix_cache.h): a trie whose edges are found by hashing (parent, token) into
 * an open-addressed table. */
#include "prefix_cache.h"

#include <stdlib.h>
#include <string.h>

#include "../base/hash.h"

typedef struct trie_node {
  uint32_t parent;   /* node index; 0 is the empty prefix */
  int32_t token;
  bool whole;        /* a whole context ended here: its final output is kept */
} trie_node;

struct vl_prefix_cache {
  uint32_t layers, dim, max_nodes, num_nodes;
  trie_node *node;   /* [max_nodes + 1]; node i's keys and values at kv + i * stride */
  float *kv;         /* per node, per layer: key[dim], value[dim] */
  float *final;      /* per node: vl_tf_final of the context that ended there (dim floats) */
  size_t stride;
  uint32_t *slot;    /* node index, 0 when empty; num_slots a power of two at least twice max_nodes */
  uint32_t num_slots;
  uint64_t reused, computed, repeated;
  vl_tf_token_table tokens;   /* the first layer's projections per token */
};

vl_prefix_cache *vl_prefix_cache_new(const vl_tf_config *cfg, uint32_t max_nodes) {
  vl_prefix_cache *c = calloc(1, sizeof *c);
  if (!c) return NULL;
  c->layers = cfg->layers, c->dim = cfg->dim, c->max_nodes = max_nodes;
  c->stride = 2 * (size_t)cfg->layers * cfg->dim;
  c->num_slots = 16;
  while (c->num_slots < 2 * (size_t)max_nodes) c->num_slots *= 2;
  c->node = malloc(((size_t)max_nodes + 1) * sizeof *c->node);
  c->kv = malloc(((size_t)max_nodes + 1) * c->stride * sizeof(float));
  c->final = malloc(((size_t)max_nodes + 1) * cfg->dim * sizeof(float));
  c->slot = calloc(c->num_slots, sizeof *c->slot);
  c->tokens.qkv = malloc((size_t)cfg->vocab * 3 * cfg->dim * sizeof(float));
  c->tokens.known = calloc(cfg->vocab, sizeof(bool));
  if (!c->node || !c->kv || !c->final || !c->slot || !c->tokens.qkv || !c->tokens.known) {
    vl_prefix_cache_free(c);
    return NULL;
  }
  return c;
}

void vl_prefix_cache_free(vl_prefix_cache *c) {
  if (!c) return;
  free(c->node);
  free(c->kv);
  free(c->final);
  free(c->slot);
  free(c->tokens.qkv);
  free(c->tokens.known);
  free(c);
}

void vl_prefix_cache_counts(const vl_prefix_cache *c, uint64_t *reused, uint64_t *computed, uint64_t *repeated) {
  *reused = c->reused, *computed = c->computed, *repeated = c->repeated;
}

static uint32_t slot_of(const vl_prefix_cache *c, uint32_t parent, int32_t token) {
  uint64_t key[1] = {(uint64_t)parent << 32 | (uint32_t)token};
  return (uint32_t)vl_hash_bytes(VL_HASH_INIT, key, sizeof key) & (c->num_slots - 1);
}

/* The child of `parent` by `token`, or 0. */
static uint32_t child(const vl_prefix_cache *c, uint32_t parent, int32_t token) {
  for (uint32_t i = slot_of(c, parent, token);; i = (i + 1) & (c->num_slots - 1)) {
    uint32_t k = c->slot[i];
    if (!k || (c->node[k].parent == parent && c->node[k].token == token)) return k;
  }
}

/* A new child of `parent` by `token` holding position t's keys and values in s. */
static uint32_t add_child(vl_prefix_cache *c, vl_tf_state *s, uint32_t parent, int32_t token, uint32_t t) {
  uint32_t k = ++c->num_nodes, i = slot_of(c, parent, token);
  while (c->slot[i]) i = (i + 1) & (c->num_slots - 1);
  c->slot[i] = k;
  c->node[k] = (trie_node){parent, token, false};
  float *kv = c->kv + k * c->stride;
  for (uint32_t l = 0; l < c->layers; l++, kv += 2 * c->dim) {
    memcpy(kv, vl_tf_key(s, l, t), c->dim * sizeof(float));
    memcpy(kv + c->dim, vl_tf_value(s, l, t), c->dim * sizeof(float));
  }
  return k;
}

void vl_prefix_cache_forward(vl_prefix_cache *c, const vl_transformer *m, vl_tf_state *s, const int32_t *tokens,
                             uint32_t n, float *logits, const uint32_t (*range)[2], uint32_t ranges) {
  /* the longest cached prefix, short of the last position (its output is the answer) */
  uint32_t at = 0, start = 0;
  for (uint32_t k; start + 1 < n && (k = child(c, at, tokens[start])); start++) at = k;
  uint32_t whole = start + 1 == n ? child(c, at, tokens[n - 1]) : 0;
  if (whole && c->node[whole].whole) {   /* the same context again: only the head */
    memcpy(vl_tf_final(s), c->final + (size_t)whole * c->dim, c->dim * sizeof(float));
    vl_tf_head_rows(m, s, logits, range, ranges);
    c->repeated++;
    return;
  }
  for (uint32_t t = 0, k = 0; t < start; t++) {   /* the prefix's keys and values into s */
    k = child(c, k, tokens[t]);
    const float *kv = c->kv + k * c->stride;
    for (uint32_t l = 0; l < c->layers; l++, kv += 2 * c->dim) {
      memcpy(vl_tf_key(s, l, t), kv, c->dim * sizeof(float));
      memcpy(vl_tf_value(s, l, t), kv + c->dim, c->dim * sizeof(float));
    }
  }
  vl_tf_forward_from(m, s, tokens, n, start, &c->tokens, NULL);
  vl_tf_head_rows(m, s, logits, range, ranges);
  c->reused += start, c->computed += n - start;
  if (c->num_nodes + (n - start) > c->max_nodes) {   /* full: start again with this context alone */
    c->num_nodes = 0, at = 0, start = 0;
    memset(c->slot, 0, c->num_slots * sizeof *c->slot);
  }
  uint32_t t = start;
  for (; t < n && c->num_nodes < c->max_nodes; t++) {
    uint32_t k = child(c, at, tokens[t]);   /* the whole context may be there already */
    at = k ? k : add_child(c, s, at, tokens[t], t);
  }
  if (t == n) {
    c->node[at].whole = true;
    memcpy(c->final + (size_t)at * c->dim, vl_tf_final(s), c->dim * sizeof(float));
  }
}
