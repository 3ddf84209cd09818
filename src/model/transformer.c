/* The transformer (see transformer.h). One sequence at a time; the caller
 * parallelises over sequences. Only the last position is scored, so the last
 * layer computes queries, attention and feed-forward for that position alone
 * (its keys and values still cover every position). */
#include "transformer.h"

#include "matmul_avx512.h"
#include "expf_avx512.h"
#include "weighted_sum.h"

#include <assert.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

size_t vl_tf_param_count(const vl_tf_config *c) {
  size_t per_layer = 2 * (size_t)c->dim + 4 * (size_t)c->dim * c->dim + 3 * (size_t)c->dim * c->ffn;
  return (size_t)c->vocab * c->dim + c->layers * per_layer + c->dim;
}

/* Each value in 1..its maximum; false with the first that is not in why[size]. */
static bool within(const char *const *names, const uint32_t *values, const uint32_t *max, size_t n, char *why,
                   size_t size) {
  for (size_t i = 0; i < n; i++)
    if (!values[i] || values[i] > max[i]) {
      snprintf(why, size, "%s %u is not in 1..%u", names[i], values[i], max[i]);
      return false;
    }
  return true;
}

bool vl_tf_shape_check(const vl_tf_config *c, char *why, size_t size) {
  const char *names[] = {"dim", "ffn", "layers", "heads"};
  const uint32_t values[] = {c->dim, c->ffn, c->layers, c->heads};
  const uint32_t max[] = {VL_TF_MAX_DIM, VL_TF_MAX_FFN, VL_TF_MAX_LAYERS, VL_TF_MAX_HEADS};
  if (!within(names, values, max, 4, why, size)) return false;
  if (c->dim % (2 * c->heads)) {
    snprintf(why, size, "dim %u is not a multiple of 2 * heads (%u)", c->dim, 2 * c->heads);
    return false;
  }
  return true;
}

bool vl_tf_config_check(const vl_tf_config *c, char *why, size_t size) {
  const char *names[] = {"vocab", "context"};
  const uint32_t values[] = {c->vocab, c->context}, max[] = {VL_TF_MAX_VOCAB, VL_TF_MAX_CONTEXT};
  if (!within(names, values, max, 2, why, size) || !vl_tf_shape_check(c, why, size)) return false;
  if (!(c->rope_base > 0 && c->rope_base < 1e30f) || !(c->norm_eps > 0 && c->norm_eps < 1)) {
    snprintf(why, size, "rope base %g or norm epsilon %g is not a sane positive number", (double)c->rope_base,
             (double)c->norm_eps);
    return false;
  }
  return true;
}

int vl_tf_weights_bind(const vl_tf_config *c, float *data, vl_tf_weights *w) {
  size_t d = c->dim, f = c->ffn;
  memset(w, 0, sizeof *w);
  vl_tf_layer *layers = data ? calloc(c->layers ? c->layers : 1, sizeof *layers) : NULL;
  if (!layers) {
    free(data);
    return -1;
  }
  w->data = data;
  w->count = vl_tf_param_count(c);
  float *p = data;
  w->embed = p, p += (size_t)c->vocab * d;
  w->layer = layers;
  for (uint32_t l = 0; l < c->layers; l++) {
    vl_tf_layer *L = &w->layer[l];
    L->attn_norm = p, p += d;
    L->wq = p, p += d * d;
    L->wk = p, p += d * d;
    L->wv = p, p += d * d;
    L->wo = p, p += d * d;
    L->ffn_norm = p, p += d;
    L->w_gate = p, p += f * d;
    L->w_up = p, p += f * d;
    L->w_down = p, p += d * f;
  }
  w->out_norm = p;
  return 0;
}

void vl_tf_weights_free(vl_tf_weights *w) {
  free(w->data);
  free(w->layer);
  memset(w, 0, sizeof *w);
}

uint64_t vl_rng_next(uint64_t *state) {
  uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

float vl_rng_uniform(uint64_t *state) { return (float)(vl_rng_next(state) >> 40) / (float)(1ull << 24); }

float vl_rng_normal(uint64_t *state) {
  float u1 = vl_rng_uniform(state), u2 = vl_rng_uniform(state);
  if (u1 < 1e-7f) u1 = 1e-7f;
  return sqrtf(-2.0f * logf(u1)) * cosf(6.2831853f * u2);
}

float vl_rng_normal_at(uint64_t state, uint64_t i) {
  state += 2 * i * 0x9e3779b97f4a7c15ull;   /* two vl_rng_next steps per number */
  return vl_rng_normal(&state);
}

static void fill(float *p, size_t n, float scale, uint64_t *rng) {
  for (size_t i = 0; i < n; i++) p[i] = scale * vl_rng_normal(rng);
}

int vl_tf_create(vl_transformer *m, const vl_tf_config *cfg, int init, uint64_t seed) {
  char why[128];
  assert(vl_tf_config_check(cfg, why, sizeof why) && "the caller checks the config");
  m->cfg = *cfg;
  if (vl_tf_weights_bind(cfg, calloc(vl_tf_param_count(cfg), sizeof(float)), &m->w)) return -1;
  if (init) vl_tf_init(m, seed);
  return 0;
}

void vl_tf_init(vl_transformer *m, uint64_t seed) {
  const vl_tf_config *cfg = &m->cfg;
  uint64_t rng = seed ^ 0x5eed5eedull;
  size_t d = cfg->dim, f = cfg->ffn;
  /* GPT-2 style: residual projections scaled down by depth so the stream starts small. */
  float resid = 0.02f / sqrtf(2.0f * (float)(cfg->layers ? cfg->layers : 1));
  fill(m->w.embed, (size_t)cfg->vocab * d, 0.02f, &rng);
  for (uint32_t l = 0; l < cfg->layers; l++) {
    vl_tf_layer *L = &m->w.layer[l];
    for (size_t i = 0; i < d; i++) L->attn_norm[i] = L->ffn_norm[i] = 1.0f;
    fill(L->wq, d * d, 0.02f, &rng);
    fill(L->wk, d * d, 0.02f, &rng);
    fill(L->wv, d * d, 0.02f, &rng);
    fill(L->wo, d * d, resid, &rng);
    fill(L->w_gate, f * d, 0.02f, &rng);
    fill(L->w_up, f * d, 0.02f, &rng);
    fill(L->w_down, d * f, resid, &rng);
  }
  for (size_t i = 0; i < d; i++) m->w.out_norm[i] = 1.0f;
}

void vl_tf_destroy(vl_transformer *m) { vl_tf_weights_free(&m->w); }

/* Activations of one layer, kept for backward. */
typedef struct layer_acts {
  float *x_in, *rms1, *h1, *q, *k, *v, *att, *ao, *x_mid, *rms2, *h2, *gate, *up, *act;
} layer_acts;

struct vl_tf_state {
  vl_tf_config cfg;
  layer_acts *acts;
  float *x_out, *hf, rmsf, *logits;
  float *proj;                   /* forward scratch: a projection of every position before its residual */
  float *rope_cos, *rope_sin;    /* [context][head_dim / 2] */
  const vl_tf_layer *packed;     /* [layers]: the matrices for vl_matmul_avx512_packed, or NULL */
  /* backward scratch */
  float *dx, *dh, *dq, *dk, *dv, *dao, *dgate, *dup, *datt;
  float *buf;
};

vl_tf_state *vl_tf_state_new(const vl_tf_config *c) {
  size_t T = c->context, D = c->dim, F = c->ffn, H = c->heads, hd = D / H;
  size_t per_layer = T * D * 8 + 2 * T + H * T * T + 3 * T * F;
  size_t total = c->layers * per_layer + T * D + D + c->vocab + T * hd + T * D * 7 + 2 * T * F + T * T + 64;
  vl_tf_state *s = calloc(1, sizeof *s);
  if (!s) return NULL;
  s->cfg = *c;
  s->buf = calloc(total, sizeof(float));
  s->acts = calloc(c->layers ? c->layers : 1, sizeof *s->acts);
  if (!s->buf || !s->acts) {
    vl_tf_state_free(s);
    return NULL;
  }
  float *p = s->buf;
#define TAKE(n) (p += (n), p - (n))
  for (uint32_t l = 0; l < c->layers; l++) {
    layer_acts *a = &s->acts[l];
    a->x_in = TAKE(T * D), a->rms1 = TAKE(T), a->h1 = TAKE(T * D), a->q = TAKE(T * D), a->k = TAKE(T * D);
    a->v = TAKE(T * D), a->att = TAKE(H * T * T), a->ao = TAKE(T * D), a->x_mid = TAKE(T * D), a->rms2 = TAKE(T);
    a->h2 = TAKE(T * D), a->gate = TAKE(T * F), a->up = TAKE(T * F), a->act = TAKE(T * F);
  }
  s->x_out = TAKE(T * D), s->hf = TAKE(D), s->logits = TAKE(c->vocab), s->proj = TAKE(T * D);
  s->rope_cos = TAKE(T * hd / 2), s->rope_sin = TAKE(T * hd / 2);
  s->dx = TAKE(T * D), s->dh = TAKE(T * D), s->dq = TAKE(T * D), s->dk = TAKE(T * D);
  s->dv = TAKE(T * D), s->dao = TAKE(T * D), s->dgate = TAKE(T * F), s->dup = TAKE(T * F), s->datt = TAKE(T * T);
#undef TAKE
  for (size_t t = 0; t < T; t++)
    for (size_t i = 0; i < hd / 2; i++) {
      double theta = (double)t * pow((double)c->rope_base, -2.0 * (double)i / (double)hd);
      s->rope_cos[t * (hd / 2) + i] = (float)cos(theta);
      s->rope_sin[t * (hd / 2) + i] = (float)sin(theta);
    }
  return s;
}

void vl_tf_state_use_packed(vl_tf_state *s, const vl_tf_layer *packed) { s->packed = packed; }

void vl_tf_state_free(vl_tf_state *s) {
  if (!s) return;
  free(s->buf);
  free(s->acts);
  free(s);
}

/* y[out] = W[out][in] x[in] */
static void matvec(const float *W, const float *x, float *y, size_t out, size_t in) {
  if (vl_matmul_avx512(W, x, y, 1, out, in)) return;
  for (size_t o = 0; o < out; o++) {
    const float *row = W + o * in;
    float acc = 0;
    for (size_t i = 0; i < in; i++) acc += row[i] * x[i];
    y[o] = acc;
  }
}

/* Y[t][out] = W[out][in] X[t][in] for the n positions of X (rows `in` apart; Y's `out` apart): four
 * positions share each pass over a row of W, a quarter of the loads of four matvecs; each dot product
 * is summed in the same order as matvec's, so the results are the same. */
static void matmul(const float *W, const float *X, float *Y, size_t n, size_t out, size_t in) {
  if (vl_matmul_avx512(W, X, Y, n, out, in)) return;   /* the same sums, twice as wide, where it can */
  size_t t = 0;
  for (; t + 4 <= n; t += 4) {
    const float *x0 = X + t * in, *x1 = x0 + in, *x2 = x1 + in, *x3 = x2 + in;
    float *y = Y + t * out;
    for (size_t o = 0; o < out; o++) {
      const float *row = W + o * in;
      float a0 = 0, a1 = 0, a2 = 0, a3 = 0;
      for (size_t i = 0; i < in; i++) {
        float w = row[i];
        a0 += w * x0[i], a1 += w * x1[i], a2 += w * x2[i], a3 += w * x3[i];
      }
      y[o] = a0, y[out + o] = a1, y[2 * out + o] = a2, y[3 * out + o] = a3;
    }
  }
  for (; t < n; t++) matvec(W, X + t * in, Y + t * out, out, in);
}

/* matmul on P, W packed (NULL: not packed), when the packed kernel runs: the same sums. */
static void product(const float *W, const float *P, const float *X, float *Y, size_t n, size_t out, size_t in) {
  if (!P || !vl_matmul_avx512_packed(P, X, Y, n, out, in)) matmul(W, X, Y, n, out, in);
}

/* dx[in] += W^T dy;  dW[out][in] += dy x^T */
static void matvec_back(const float *W, const float *x, const float *dy, float *dx, float *dW, size_t out, size_t in) {
  for (size_t o = 0; o < out; o++) {
    float g = dy[o];
    if (g == 0) continue;
    const float *row = W + o * in;
    float *drow = dW + o * in;
    for (size_t i = 0; i < in; i++) {
      dx[i] += g * row[i];
      drow[i] += g * x[i];
    }
  }
}

static float rmsnorm(const float *x, const float *g, float *y, size_t n, float eps) {
  float ss = 0;
  for (size_t i = 0; i < n; i++) ss += x[i] * x[i];
  float r = 1.0f / sqrtf(ss / (float)n + eps);
  for (size_t i = 0; i < n; i++) y[i] = g[i] * x[i] * r;
  return r;
}

/* dx += d/dx of y = g * x * r;  dg += dy * x * r */
static void rmsnorm_back(const float *x, const float *g, float r, const float *dy, float *dx, float *dg, size_t n) {
  float dot = 0;
  for (size_t i = 0; i < n; i++) dot += g[i] * dy[i] * x[i];
  float c = dot * r * r * r / (float)n;
  for (size_t i = 0; i < n; i++) {
    dx[i] += r * g[i] * dy[i] - c * x[i];
    dg[i] += dy[i] * x[i] * r;
  }
}

/* Rotates adjacent pairs of each head at position t (sign -1: the inverse rotation). */
static void rope(const vl_tf_state *s, float *vec, size_t t, float sign) {
  size_t D = s->cfg.dim, hd = D / s->cfg.heads;
  const float *cs = s->rope_cos + t * (hd / 2), *sn = s->rope_sin + t * (hd / 2);
  for (size_t h = 0; h < s->cfg.heads; h++)
    for (size_t i = 0; i < hd / 2; i++) {
      float *p = vec + h * hd + 2 * i, a = p[0], b = p[1], c = cs[i], sv = sign * sn[i];
      p[0] = a * c - b * sv;
      p[1] = a * sv + b * c;
    }
}

static float silu(float a) { return a / (1.0f + expf(-a)); }

void vl_tf_forward(const vl_transformer *m, vl_tf_state *s, const int32_t *tokens, uint32_t n, float *logits) {
  vl_tf_forward_from(m, s, tokens, n, 0, NULL, logits);
}

float *vl_tf_key(vl_tf_state *s, uint32_t layer, uint32_t t) { return s->acts[layer].k + (size_t)t * s->cfg.dim; }
float *vl_tf_value(vl_tf_state *s, uint32_t layer, uint32_t t) { return s->acts[layer].v + (size_t)t * s->cfg.dim; }

/* The first layer's keys and values of positions from..n) and queries of first..n) (before rotation)
 * from the token table, each token's row computed once: h1 is the normalised embedding, the same row
 * wherever the token stands. */
static void project_tokens(const vl_tf_layer *L, const vl_tf_layer *P, vl_tf_token_table *table, layer_acts *a,
                           const int32_t *tokens, size_t from, size_t first, size_t n, size_t D) {
  for (size_t t = from; t < n; t++) {
    float *row = table->qkv + (size_t)tokens[t] * 3 * D;
    if (!table->known[tokens[t]]) {
      product(L->wq, P->wq, a->h1 + t * D, row, 1, D, D);
      product(L->wk, P->wk, a->h1 + t * D, row + D, 1, D, D);
      product(L->wv, P->wv, a->h1 + t * D, row + 2 * D, 1, D, D);
      table->known[tokens[t]] = true;
    }
    if (t >= first) memcpy(a->q + t * D, row, D * sizeof(float));
    memcpy(a->k + t * D, row + D, D * sizeof(float));
    memcpy(a->v + t * D, row + 2 * D, D * sizeof(float));
  }
}

/* Every position's result depends only on the positions up to it, and matmul gives each position what
 * matvec would, so starting at `start` computes exactly what a whole forward computes there. */
void vl_tf_forward_from(const vl_transformer *m, vl_tf_state *s, const int32_t *tokens, uint32_t n, uint32_t start,
                        vl_tf_token_table *table, float *logits) {
  const vl_tf_config *c = &m->cfg;
  size_t D = c->dim, F = c->ffn, H = c->heads, hd = D / H, T = c->context, last = n - 1, from = start;
  assert(start < n && "the last position is always computed");
  float scale = 1.0f / sqrtf((float)hd);
  float *x = s->x_out;
  for (size_t t = from; t < n; t++) memcpy(x + t * D, m->w.embed + (size_t)tokens[t] * D, D * sizeof(float));
  for (uint32_t l = 0; l < c->layers; l++) {
    const vl_tf_layer *L = &m->w.layer[l], *P = s->packed ? &s->packed[l] : &(vl_tf_layer){0};   /* NULLs: plain */
    layer_acts *a = &s->acts[l];
    size_t first = l + 1 == c->layers ? last : from;   /* positions whose output matters */
    size_t fresh = n - from;                            /* positions whose keys and values are computed */
    memcpy(a->x_in + from * D, x + from * D, fresh * D * sizeof(float));
    for (size_t t = from; t < n; t++) a->rms1[t] = rmsnorm(x + t * D, L->attn_norm, a->h1 + t * D, D, c->norm_eps);
    size_t rows = n - first;   /* positions whose output matters */
    if (l == 0 && table) {
      project_tokens(L, P, table, a, tokens, from, first, n, D);
    } else {
      product(L->wk, P->wk, a->h1 + from * D, a->k + from * D, fresh, D, D);
      product(L->wv, P->wv, a->h1 + from * D, a->v + from * D, fresh, D, D);
      product(L->wq, P->wq, a->h1 + first * D, a->q + first * D, rows, D, D);
    }
    for (size_t t = from; t < n; t++) rope(s, a->k + t * D, t, 1);
    for (size_t t = first; t < n; t++) {
      rope(s, a->q + t * D, t, 1);
      for (size_t h = 0; h < H; h++) {
        float *p = a->att + (h * T + t) * T, mx = -INFINITY;
        const float *q = a->q + t * D + h * hd;
        for (size_t u = 0; u <= t; u++) {
          const float *k = a->k + u * D + h * hd;
          float dot = 0;
          for (size_t i = 0; i < hd; i++) dot += q[i] * k[i];
          p[u] = dot * scale;
          if (p[u] > mx) mx = p[u];
        }
        for (size_t u = vl_exp_shifted_avx512(p, t + 1, mx); u <= t; u++) p[u] = expf(p[u] - mx);
        float sum = vl_sum_in_order(p, t + 1);
        for (size_t u = 0; u <= t; u++) p[u] /= sum;
        vl_weighted_sum(p, a->v + h * hd, D, t + 1, a->ao + t * D + h * hd, hd);
      }
    }
    product(L->wo, P->wo, a->ao + first * D, s->proj, rows, D, D);
    for (size_t t = first; t < n; t++) {
      for (size_t i = 0; i < D; i++) a->x_mid[t * D + i] = x[t * D + i] + s->proj[(t - first) * D + i];
      a->rms2[t] = rmsnorm(a->x_mid + t * D, L->ffn_norm, a->h2 + t * D, D, c->norm_eps);
    }
    product(L->w_gate, P->w_gate, a->h2 + first * D, a->gate + first * F, rows, F, D);
    product(L->w_up, P->w_up, a->h2 + first * D, a->up + first * F, rows, F, D);
    size_t done = vl_swiglu_avx512(a->gate + first * F, a->up + first * F, a->act + first * F, (n - first) * F);
    for (size_t j = first * F + done; j < n * F; j++) a->act[j] = silu(a->gate[j]) * a->up[j];
    product(L->w_down, P->w_down, a->act + first * F, s->proj, rows, D, F);
    for (size_t t = first; t < n; t++)
      for (size_t i = 0; i < D; i++) x[t * D + i] = a->x_mid[t * D + i] + s->proj[(t - first) * D + i];
  }
  s->rmsf = rmsnorm(x + last * D, m->w.out_norm, s->hf, D, c->norm_eps);
  if (logits) vl_tf_head(m, s, logits);
}

float *vl_tf_final(vl_tf_state *s) { return s->hf; }

void vl_tf_head(const vl_transformer *m, vl_tf_state *s, float *logits) {
  matvec(m->w.embed, s->hf, logits, m->cfg.vocab, m->cfg.dim);
}

void vl_tf_head_rows(const vl_transformer *m, vl_tf_state *s, float *logits, const uint32_t (*range)[2],
                     uint32_t ranges) {
  if (!ranges) vl_tf_head(m, s, logits);
  for (uint32_t i = 0; i < ranges; i++) {   /* each row's sum is the one the whole head computes */
    assert(range[i][0] <= range[i][1] && range[i][1] <= m->cfg.vocab && "rows within the vocabulary");
    size_t from = range[i][0], D = m->cfg.dim;
    matvec(m->w.embed + from * D, s->hf, logits + from, range[i][1] - from, D);
  }
}

float vl_tf_forward_backward(const vl_transformer *m, vl_tf_state *s, const int32_t *tokens, uint32_t n,
                             int32_t target, vl_tf_weights *g) {
  const vl_tf_config *c = &m->cfg;
  size_t D = c->dim, F = c->ffn, H = c->heads, hd = D / H, T = c->context, V = c->vocab, last = n - 1;
  float scale = 1.0f / sqrtf((float)hd);
  float *logits = s->logits;
  vl_tf_forward(m, s, tokens, n, logits);
  float mx = -INFINITY, sum = 0;
  for (size_t i = 0; i < V; i++) mx = logits[i] > mx ? logits[i] : mx;
  for (size_t i = 0; i < V; i++) sum += (logits[i] = expf(logits[i] - mx));
  float loss = -logf(logits[target] / sum);
  for (size_t i = 0; i < V; i++) logits[i] /= sum;
  logits[target] -= 1.0f;   /* now d loss / d logits */
  /* head (tied embedding) and final norm */
  float dhf[D];
  memset(dhf, 0, sizeof dhf);
  matvec_back(m->w.embed, s->hf, logits, dhf, g->embed, V, D);
  float *dx = s->dx;
  memset(dx, 0, n * D * sizeof(float));
  rmsnorm_back(s->x_out + last * D, m->w.out_norm, s->rmsf, dhf, dx + last * D, g->out_norm, D);
  for (uint32_t l = c->layers; l-- > 0;) {
    const vl_tf_layer *L = &m->w.layer[l];
    vl_tf_layer *G = &g->layer[l];
    layer_acts *a = &s->acts[l];
    size_t first = l + 1 == c->layers ? last : 0;
    /* feed-forward: x_out = x_mid + W_down act; dx becomes d x_mid */
    for (size_t t = first; t < n; t++) {
      /* dact and dg share one row: each dg[j] is written after its dact[j] is read, and dact is dead after */
      float *dact = s->dgate + t * F, *dg = s->dgate + t * F, *du = s->dup + t * F;
      memset(dact, 0, F * sizeof(float));
      matvec_back(L->w_down, a->act + t * F, dx + t * D, dact, G->w_down, D, F);
      for (size_t j = 0; j < F; j++) {
        float ga = a->gate[t * F + j], sg = 1.0f / (1.0f + expf(-ga)), d = dact[j];
        du[j] = d * ga * sg;
        dg[j] = d * a->up[t * F + j] * sg * (1.0f + ga * (1.0f - sg));
      }
      float *dh2 = s->dh + t * D;
      memset(dh2, 0, D * sizeof(float));
      matvec_back(L->w_gate, a->h2 + t * D, dg, dh2, G->w_gate, F, D);
      matvec_back(L->w_up, a->h2 + t * D, du, dh2, G->w_up, F, D);
      rmsnorm_back(a->x_mid + t * D, L->ffn_norm, a->rms2[t], dh2, dx + t * D, G->ffn_norm, D);
    }
    /* attention: x_mid = x_in + W_o ao */
    memset(s->dq, 0, n * D * sizeof(float));
    memset(s->dk, 0, n * D * sizeof(float));
    memset(s->dv, 0, n * D * sizeof(float));
    for (size_t t = first; t < n; t++) {
      float *dao = s->dao + t * D;
      memset(dao, 0, D * sizeof(float));
      matvec_back(L->wo, a->ao + t * D, dx + t * D, dao, G->wo, D, D);
      for (size_t h = 0; h < H; h++) {
        const float *p = a->att + (h * T + t) * T, *q = a->q + t * D + h * hd, *dout = dao + h * hd;
        float *dp = s->datt, dot = 0;
        for (size_t u = 0; u <= t; u++) {
          const float *v = a->v + u * D + h * hd;
          float *dv = s->dv + u * D + h * hd;
          float acc = 0;
          for (size_t i = 0; i < hd; i++) {
            acc += dout[i] * v[i];
            dv[i] += p[u] * dout[i];
          }
          dp[u] = acc;
          dot += p[u] * acc;
        }
        float *dq = s->dq + t * D + h * hd;
        for (size_t u = 0; u <= t; u++) {
          float ds = p[u] * (dp[u] - dot) * scale;
          const float *k = a->k + u * D + h * hd;
          float *dk = s->dk + u * D + h * hd;
          for (size_t i = 0; i < hd; i++) {
            dq[i] += ds * k[i];
            dk[i] += ds * q[i];
          }
        }
      }
    }
    /* projections and the first norm; dx becomes d x_in */
    for (size_t t = 0; t < n; t++) {
      float *dh1 = s->dh + t * D;
      memset(dh1, 0, D * sizeof(float));
      if (t >= first) {
        rope(s, s->dq + t * D, t, -1);
        matvec_back(L->wq, a->h1 + t * D, s->dq + t * D, dh1, G->wq, D, D);
      }
      rope(s, s->dk + t * D, t, -1);
      matvec_back(L->wk, a->h1 + t * D, s->dk + t * D, dh1, G->wk, D, D);
      matvec_back(L->wv, a->h1 + t * D, s->dv + t * D, dh1, G->wv, D, D);
      rmsnorm_back(a->x_in + t * D, L->attn_norm, a->rms1[t], dh1, dx + t * D, G->attn_norm, D);
    }
  }
  for (size_t t = 0; t < n; t++) {
    float *row = g->embed + (size_t)tokens[t] * D;
    for (size_t i = 0; i < D; i++) row[i] += dx[t * D + i];
  }
  return loss;
}

int vl_adamw_init(vl_adamw *opt, size_t count, float lr, float weight_decay) {
  *opt = (vl_adamw){lr, 0.9f, 0.98f, 1e-8f, weight_decay, 0, calloc(count, sizeof(float)), calloc(count, sizeof(float))};
  return opt->m && opt->v ? 0 : -1;
}

void vl_adamw_free(vl_adamw *opt) {
  free(opt->m);
  free(opt->v);
}

void vl_adamw_step(vl_adamw *opt, const vl_transformer *m, vl_tf_weights *w, const float *grad, float scale) {
  opt->step++;
  float b1 = 1.0f - powf(opt->beta1, (float)opt->step), b2 = 1.0f - powf(opt->beta2, (float)opt->step);
  size_t D = m->cfg.dim, per_layer = 2 * D + 4 * D * D + 3 * D * m->cfg.ffn;
  size_t embed = (size_t)m->cfg.vocab * D;
  for (size_t i = 0; i < w->count; i++) {
    /* norms: the gains at offsets 0 and D + 4DD of each layer, and the final one */
    int norm = i >= embed + m->cfg.layers * per_layer;
    if (!norm && i >= embed) {
      size_t off = (i - embed) % per_layer;
      norm = off < D || (off >= D + 4 * D * D && off < 2 * D + 4 * D * D);
    }
    float g = grad[i] * scale;
    opt->m[i] = opt->beta1 * opt->m[i] + (1 - opt->beta1) * g;
    opt->v[i] = opt->beta2 * opt->v[i] + (1 - opt->beta2) * g * g;
    float update = (opt->m[i] / b1) / (sqrtf(opt->v[i] / b2) + opt->eps);
    if (!norm) update += opt->weight_decay * w->data[i];
    w->data[i] -= opt->lr * update;
  }
}
