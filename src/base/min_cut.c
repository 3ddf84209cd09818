/* Boykov-Kolmogorov maximum flow and its minimum cut (see min_cut.h). */
#include "min_cut.h"

#include <string.h>

/* Residual capacity at or below this is none: the capacities are sums and
 * differences of block-frequency weighted costs, so exact zeros are rare. */
#define EPS 1e-12

enum { FREE = 0, SOURCE = 1, SINK = 2 };
#define NONE UINT32_MAX
#define ORPHAN (UINT32_MAX - 1)
#define ROOT (UINT32_MAX - 2)

typedef struct edge {
  uint32_t to, next;   /* edge i ^ 1 is i's reverse */
  double cap;
} edge;

struct vl_min_cut {
  uint32_t n;
  uint32_t *head;
  VL_VEC(edge) edges;
  vl_arena *arena;
  /* search state */
  uint8_t *tree, *queued;
  uint32_t *parent;          /* the edge from a node to its parent in its tree, ORPHAN, or ROOT */
  uint32_t *stamp, *dist;    /* distance to the root, valid when stamp is the current time */
  uint32_t *queue, qh, qt;   /* active nodes, a ring of n + 1 slots */
  uint32_t *orphans, num_orphans;
  uint32_t time;
  bool *to_sink;                     /* after solving: reaches the sink through open residual edges */
};

vl_min_cut *vl_min_cut_new(uint32_t n, vl_arena *arena) {
  vl_min_cut *g = VL_NEW(arena, vl_min_cut);
  g->n = n;
  g->arena = arena;
  g->head = VL_NEW_ARRAY(arena, uint32_t, n);
  memset(g->head, 0xff, n * sizeof *g->head);
  return g;
}

void vl_min_cut_edge(vl_min_cut *g, uint32_t a, uint32_t b, double cap) {
  if (cap <= 0) return;
  edge e = {b, g->head[a], cap}, r = {a, g->head[b], 0};
  VL_VEC_PUSH(g->arena, g->edges, e);
  g->head[a] = (uint32_t)g->edges.len - 1;
  VL_VEC_PUSH(g->arena, g->edges, r);
  g->head[b] = (uint32_t)g->edges.len - 1;
}

/* Can flow cross edge e (leaving a node of tree `side`) in that tree's direction:
 * away from the source in the source tree, towards the sink in the sink tree? */
static bool open_edge(const vl_min_cut *g, uint32_t e, uint8_t side) {
  return (side == SOURCE ? g->edges.data[e].cap : g->edges.data[e ^ 1].cap) > EPS;
}

static void activate(vl_min_cut *g, uint32_t v) {
  if (g->queued[v]) return;
  g->queued[v] = 1;
  g->queue[g->qt] = v;
  g->qt = (g->qt + 1) % (g->n + 1);
}

static void orphan(vl_min_cut *g, uint32_t v) {
  g->parent[v] = ORPHAN;
  g->orphans[g->num_orphans++] = v;
}

/* Grows the trees from the active nodes until they touch: the edge from a source-tree
 * node to a sink-tree node, or NONE when no augmenting path is left. */
static uint32_t grow(vl_min_cut *g) {
  while (g->qh != g->qt) {
    uint32_t u = g->queue[g->qh];
    uint8_t side = g->tree[u];
    for (uint32_t e = side ? g->head[u] : NONE; e != NONE; e = g->edges.data[e].next) {
      if (!open_edge(g, e, side)) continue;
      uint32_t q = g->edges.data[e].to;
      if (g->tree[q] == FREE) {
        g->tree[q] = side;
        g->parent[q] = e ^ 1;
        g->stamp[q] = g->stamp[u];
        g->dist[q] = g->dist[u] + 1;
        activate(g, q);
      } else if (g->tree[q] != side) {
        return side == SOURCE ? e : e ^ 1;   /* u stays active: it may touch again */
      } else if (g->stamp[q] <= g->stamp[u] && g->dist[q] > g->dist[u] && g->parent[q] < ROOT) {
        g->parent[q] = e ^ 1;   /* a shorter way to the root keeps the trees shallow */
        g->stamp[q] = g->stamp[u];
        g->dist[q] = g->dist[u] + 1;
      }
    }
    g->queued[u] = 0;
    g->qh = (g->qh + 1) % (g->n + 1);
  }
  return NONE;
}

/* Pushes the bottleneck through the path that `meet` closes; saturated tree edges orphan their nodes. */
static double augment(vl_min_cut *g, uint32_t meet) {
  edge *E = g->edges.data;
  double d = E[meet].cap;
  for (uint32_t u = E[meet ^ 1].to; g->parent[u] != ROOT; u = E[g->parent[u]].to)
    if (E[g->parent[u] ^ 1].cap < d) d = E[g->parent[u] ^ 1].cap;
  for (uint32_t u = E[meet].to; g->parent[u] != ROOT; u = E[g->parent[u]].to)
    if (E[g->parent[u]].cap < d) d = E[g->parent[u]].cap;
  E[meet].cap -= d;
  E[meet ^ 1].cap += d;
  for (uint32_t u = E[meet ^ 1].to, next; g->parent[u] != ROOT; u = next) {
    uint32_t e = g->parent[u];
    next = E[e].to;
    E[e ^ 1].cap -= d;
    E[e].cap += d;
    if (E[e ^ 1].cap <= EPS) orphan(g, u);
  }
  for (uint32_t u = E[meet].to, next; g->parent[u] != ROOT; u = next) {
    uint32_t e = g->parent[u];
    next = E[e].to;
    E[e].cap -= d;
    E[e ^ 1].cap += d;
    if (E[e].cap <= EPS) orphan(g, u);
  }
  return d;
}

/* The distance from q to its tree's root, marking the way with the current time; NONE when
 * the way ends at an orphan. */
static uint32_t root_distance(vl_min_cut *g, uint32_t q) {
  uint32_t d = 0, j = q;
  for (;;) {
    if (g->stamp[j] == g->time) {
      d += g->dist[j];
      break;
    }
    if (g->parent[j] == ORPHAN) return NONE;
    j = g->edges.data[g->parent[j]].to;
    d++;
  }
  for (j = q; g->stamp[j] != g->time; j = g->edges.data[g->parent[j]].to) {
    g->stamp[j] = g->time;
    g->dist[j] = d--;
  }
  return g->dist[q];
}

/* Finds each orphan a new parent in its own tree, or frees it. */
static void adopt(vl_min_cut *g) {
  edge *E = g->edges.data;
  while (g->num_orphans) {
    uint32_t u = g->orphans[--g->num_orphans], best = NONE, best_d = NONE;
    uint8_t side = g->tree[u];
    for (uint32_t e = g->head[u]; e != NONE; e = E[e].next) {
      uint32_t q = E[e].to;
      /* q -> u must be open in the source tree, u -> q in the sink tree */
      if (g->tree[q] != side || !open_edge(g, e ^ 1, side)) continue;
      uint32_t d = root_distance(g, q);
      if (d < best_d) best = e, best_d = d;
    }
    if (best != NONE) {
      g->parent[u] = best;
      g->stamp[u] = g->time;
      g->dist[u] = best_d + 1;
      continue;
    }
    for (uint32_t e = g->head[u]; e != NONE; e = E[e].next) {
      uint32_t q = E[e].to;
      if (g->tree[q] != side) continue;
      if (open_edge(g, e ^ 1, side)) activate(g, q);   /* q may grow into u again */
      if (g->parent[q] < ROOT && E[g->parent[q]].to == u) orphan(g, q);
    }
    g->tree[u] = FREE;
  }
}

/* Marks in to_sink what reaches t through open residual edges: the smallest sink side. */
static void reach_sink(vl_min_cut *g, uint32_t t) {
  uint32_t qt = 0;
  g->to_sink[t] = true;
  g->queue[qt++] = t;
  for (uint32_t qh = 0; qh < qt; qh++)
    for (uint32_t e = g->head[g->queue[qh]]; e != NONE; e = g->edges.data[e].next) {
      uint32_t v = g->edges.data[e].to;
      if (g->edges.data[e ^ 1].cap > EPS && !g->to_sink[v]) {   /* e ^ 1 is v's edge into this node */
        g->to_sink[v] = true;
        g->queue[qt++] = v;
      }
    }
}

double vl_min_cut_solve(vl_min_cut *g, uint32_t s, uint32_t t) {
  vl_arena *a = g->arena;
  uint32_t n = g->n;
  g->tree = VL_NEW_ARRAY(a, uint8_t, n);
  g->queued = VL_NEW_ARRAY(a, uint8_t, n);
  g->parent = VL_NEW_ARRAY(a, uint32_t, n);
  g->stamp = VL_NEW_ARRAY(a, uint32_t, n);
  g->dist = VL_NEW_ARRAY(a, uint32_t, n);
  g->queue = VL_NEW_ARRAY(a, uint32_t, n + 1);
  /* a node is orphaned at most once per augmentation or freeing, and is on the list once */
  g->orphans = VL_NEW_ARRAY(a, uint32_t, n);
  g->to_sink = VL_NEW_ARRAY(a, bool, n);
  g->qh = g->qt = 0;
  g->num_orphans = 0;
  g->time = 1;
  g->tree[s] = SOURCE, g->tree[t] = SINK;
  g->parent[s] = g->parent[t] = ROOT;
  g->stamp[s] = g->stamp[t] = g->time;
  /* The terminals' neighbours start the trees and the terminals stay out of the queue: they
   * have an edge to most nodes, and the node at the queue's head is scanned again after every
   * augmentation. */
  double flow = 0;
  for (uint32_t e = g->head[s]; e != NONE; e = g->edges.data[e].next)
    if (g->edges.data[e].to == t && open_edge(g, e, SOURCE)) flow += augment(g, e);   /* no tree meets there */
  for (int side = SOURCE; side <= SINK; side++)
    for (uint32_t e = g->head[side == SOURCE ? s : t]; e != NONE; e = g->edges.data[e].next) {
      uint32_t v = g->edges.data[e].to;
      if (g->tree[v] != FREE || !open_edge(g, e, (uint8_t)side)) continue;
      g->tree[v] = (uint8_t)side;
      g->parent[v] = e ^ 1;
      g->stamp[v] = g->time;
      g->dist[v] = 1;
      activate(g, v);
    }
  for (uint32_t meet; (meet = grow(g)) != NONE;) {
    g->stamp[s] = g->stamp[t] = ++g->time;
    flow += augment(g, meet);
    adopt(g);
  }
  reach_sink(g, t);
  return flow;
}

bool vl_min_cut_sink_side(const vl_min_cut *g, uint32_t v) { return g->to_sink[v]; }
