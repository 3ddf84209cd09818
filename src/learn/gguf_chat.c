/* Chat models as proposers (see gguf_chat.h). */
#include "gguf_chat.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../corpus/dataset.h"
#include "chat_answer.h"

typedef struct chat_proposer {
  vl_proposer base;
  vl_llama_runtime rt;
  char *path;
  const char *template;          /* the model's, or "chatml" */
  bool template_fallback;
  void *ctx;
  uint32_t n_ctx;
  int32_t threads, flash_attn;
  uint32_t *start;               /* the vocabulary's pieces (chat_answer.h) */
  char *bytes;
  vl_chat_vocab vocab;
  vl_llama_sampler_i filter_iface;
  vl_llama_sampler *chain;
  const vl_chat_answer *answer;  /* what the filter constrains now */
  bool any_allowed;
  vl_llama_token *prompt, *cached;   /* this try's prompt; the prompt whose state is in memory */
  int32_t n_prompt, n_cached, prompt_cap;
  vl_llama_token *pending;       /* tokens of the answer not yet decoded (sampled or forced) */
  int32_t n_pending, pending_cap;
  bool started, start_failed;    /* the prompt is in memory for this try; or it could not be */
  uint64_t sampled, forced;      /* tokens of this try */
  vl_diags *diags;               /* this try's */
  char *last_answer;
} chat_proposer;

static const char *filter_name(const vl_llama_sampler *smpl) {
  (void)smpl;
  return "verilocc-json";
}

/* Tokens whose text would leave the answer's shape (or, masked, its registers) get -inf. */
static void filter_apply(vl_llama_sampler *smpl, vl_llama_token_data_array *cur) {
  chat_proposer *p = smpl->ctx;
  bool next[256];
  vl_chat_answer_next_bytes(p->answer, next);
  bool any = false;
  for (size_t i = 0; i < cur->size; i++) {
    vl_llama_token id = cur->data[i].id;
    uint32_t s = p->start[id], n = p->start[id + 1] - s;
    if (n && next[(unsigned char)p->bytes[s]] && vl_chat_answer_allows(p->answer, p->bytes + s, n)) any = true;
    else cur->data[i].logit = -INFINITY;
  }
  p->any_allowed = any;
}

/* Every token's text (special tokens render as nothing, so they are never allowed). */
static bool load_pieces(chat_proposer *p) {
  int32_t n = p->rt.api.base.vocab_n_tokens(p->rt.vocab);
  size_t cap = (size_t)n * 8 + 256, len = 0;
  p->start = malloc(((size_t)n + 1) * sizeof *p->start);
  p->bytes = malloc(cap);
  if (!p->start || !p->bytes || n <= 0) return false;
  for (int32_t t = 0; t < n; t++) {
    p->start[t] = (uint32_t)len;
    for (;;) {
      int32_t room = (int32_t)(cap - len > INT32_MAX ? INT32_MAX : cap - len);
      int32_t k = p->rt.chat.token_to_piece(p->rt.vocab, t, p->bytes + len, room, 0, false);
      if (k >= 0) {
        len += (size_t)k;
        break;
      }
      char *grown = realloc(p->bytes, cap = 2 * cap + (size_t)-k);
      if (!grown) return false;
      p->bytes = grown;
    }
  }
  p->start[n] = (uint32_t)len;
  p->vocab = (vl_chat_vocab){(uint32_t)n, p->start, p->bytes};
  return true;
}

static char *apply_template(const chat_proposer *p, const char *user, size_t *len) {
  const vl_llama_chat_message messages[] = {{"system", vl_dataset_system_prompt}, {"user", user}};
  int32_t n = p->rt.chat.chat_apply_template(p->template, messages, 2, true, NULL, 0);
  char *text = n >= 0 ? malloc((size_t)n + 1) : NULL;
  if (!text) return NULL;
  p->rt.chat.chat_apply_template(p->template, messages, 2, true, text, n + 1);
  text[n] = 0;
  *len = (size_t)n;
  return text;
}

static bool tokenize_prompt(chat_proposer *p, const char *text, size_t len) {
  if (len > INT32_MAX) return false;
  for (;;) {
    int32_t n = p->rt.api.base.tokenize(p->rt.vocab, text, (int32_t)len, p->prompt, p->prompt_cap, true, true);
    if (n >= 0) {
      p->n_prompt = n;
      return n > 0;
    }
    if (n == INT32_MIN) return false;
    vl_llama_token *a = realloc(p->prompt, sizeof *a * (size_t)-n), *b = a ? realloc(p->cached, sizeof *b * (size_t)-n) : NULL;
    if (a) p->prompt = a;
    if (b) p->cached = b;
    if (!a || !b) return false;
    p->prompt_cap = -n;
  }
}

static bool decode(chat_proposer *p, vl_llama_token *tokens, int32_t n) {
  return p->rt.api.decode(p->ctx, p->rt.api.batch_get_one(tokens, n)) == 0;
}

static bool push_pending(chat_proposer *p, const vl_llama_token *tokens, int32_t n) {
  if (p->n_pending + n > p->pending_cap) {
    int32_t cap = 2 * (p->n_pending + n);
    vl_llama_token *grown = realloc(p->pending, sizeof *grown * (size_t)cap);
    if (!grown) return false;
    p->pending = grown, p->pending_cap = cap;
  }
  memcpy(p->pending + p->n_pending, tokens, sizeof *tokens * (size_t)n);
  p->n_pending += n;
  return true;
}

/* Decodes the pending tokens (in batches; logits come for the last one only). */
static bool decode_pending(chat_proposer *p) {
  for (int32_t i = 0; i < p->n_pending; i += 512)
    if (!decode(p, p->pending + i, p->n_pending - i < 512 ? p->n_pending - i : 512)) return false;
  p->n_pending = 0;
  return true;
}

/* A context big enough for the prompt and the longest answer, with the prompt but its last token in
 * memory; the last token is pending, so that its logits come with the first batch. A retry on the
 * same prompt keeps its state and drops the previous answer only. */
static bool start_answer(chat_proposer *p, const vl_chat_answer *answer, vl_diags *diags) {
  const char *file = answer->an->fn->module->path;
  int32_t train = p->rt.chat.model_n_ctx_train(p->rt.model);
  uint64_t need = (uint64_t)p->n_prompt + answer->max_bytes + 1;
  if (train > 0 && (uint64_t)p->n_prompt + 16 > (uint64_t)train) {
    vl_diag_add(diags, file, 0, 0, VL_CAT_NONE, "the prompt has %d tokens; the model's context is %d", p->n_prompt,
                train);
    return false;
  }
  if (train > 0 && need > (uint64_t)train) need = (uint64_t)train;
  if (!p->ctx || p->n_ctx < need) {
    if (p->ctx) p->rt.api.free(p->ctx);
    uint32_t n_ctx = (uint32_t)((need + 255) / 256 * 256);
    p->ctx = vl_llama_context_new(&p->rt, n_ctx, 512, p->threads, p->flash_attn);
    p->n_ctx = p->ctx ? p->rt.chat.n_ctx(p->ctx) : 0;
    p->n_cached = 0;
    if (!p->ctx) {
      vl_diag_add(diags, p->path, 0, 0, VL_CAT_NONE, "llama.cpp cannot create a context of %u tokens", n_ctx);
      return false;
    }
  }
  void *memory = p->rt.api.get_memory(p->ctx);
  int32_t keep = p->n_prompt - 1;
  bool same = p->n_cached == p->n_prompt && !memcmp(p->cached, p->prompt, sizeof *p->prompt * (size_t)p->n_prompt);
  if (!same || !p->rt.chat.memory_seq_rm(memory, 0, keep, -1)) {
    p->rt.api.memory_clear(memory, true);
    p->n_cached = 0;
    for (int32_t i = 0; i < keep; i += 512)
      if (!decode(p, p->prompt + i, keep - i < 512 ? keep - i : 512)) {
        vl_diag_add(diags, file, 0, 0, VL_CAT_NONE, "llama_decode failed on the prompt");
        return false;
      }
    memcpy(p->cached, p->prompt, sizeof *p->prompt * (size_t)p->n_prompt);
    p->n_cached = p->n_prompt;
  }
  p->n_pending = 0;
  p->started = push_pending(p, p->prompt + keep, 1);
  return p->started;
}

static bool force_text(void *self, const vl_chat_answer *answer, const char *text, size_t len) {
  chat_proposer *p = self;
  if (len > INT32_MAX / 2) return false;
  int32_t cap = (int32_t)len + 1, n;
  vl_llama_token *tokens = malloc(sizeof *tokens * (size_t)cap);
  if (!tokens) return false;
  n = p->rt.api.base.tokenize(p->rt.vocab, text, (int32_t)len, tokens, cap, false, false);
  /* the tokens must spell the text exactly (a tokenizer that adds a leading space does not) */
  size_t at = 0;
  bool ok = n > 0;
  for (int32_t i = 0; ok && i < n; i++) {
    uint32_t s = p->start[tokens[i]], k = p->start[tokens[i] + 1] - s;
    ok = at + k <= len && !memcmp(text + at, p->bytes + s, k);
    at += k;
  }
  if (ok && at == len && !p->started && !p->start_failed) p->start_failed = !start_answer(p, answer, p->diags);
  ok = ok && at == len && p->started && push_pending(p, tokens, n);
  if (ok) p->forced += (uint64_t)n;
  free(tokens);
  return ok;
}

static int32_t next_token(void *self, const vl_chat_answer *answer, const vl_propose_params *params, vl_diags *diags) {
  chat_proposer *p = self;
  (void)params;
  p->answer = answer;
  if (p->start_failed || (!p->started && !start_answer(p, answer, diags))) return -1;
  if (!decode_pending(p)) {
    vl_diag_add(diags, p->path, 0, 0, VL_CAT_NONE, "llama_decode failed (context of %u tokens)", p->n_ctx);
    return -1;
  }
  vl_llama_token t = p->rt.api.sampler_sample(p->chain, p->ctx, -1);
  if (!p->any_allowed || !push_pending(p, &t, 1)) return -1;
  p->sampled++;
  return t;
}

/* The prompt for an.fn (malloc'd, *len bytes): the dataset's user message laid out by the chat
 * template; *nf, the normalized function it names, lives in `arena`. NULL when it cannot be built. */
static char *build_prompt(chat_proposer *p, const vl_analysis *an, vl_arena *arena, vl_norm_function **nf,
                          size_t *len) {
  size_t user_len;
  char *user = vl_dataset_user_message(an, arena, nf, &user_len);
  char *prompt = user ? apply_template(p, user, len) : NULL;
  free(user);
  return prompt;
}

static vl_status propose(void *self, const vl_analysis *an, const vl_propose_params *params, vl_assignment *out,
                         vl_diags *diags) {
  chat_proposer *p = self;
  vl_arena arena = {0};
  vl_norm_function *nf;
  size_t len = 0;
  char *prompt = build_prompt(p, an, &arena, &nf, &len);
  vl_status s = VL_OK;
  if (!prompt || !tokenize_prompt(p, prompt, len)) {
    vl_diag_add(diags, an->fn->module->path, 0, 0, VL_CAT_NONE, "%s: cannot build the prompt", an->fn->name);
    s = VL_TOOL_ERROR;
  }
  if (s == VL_OK) {
    if (p->chain) p->rt.api.sampler_free(p->chain);
    p->chain = vl_llama_chain_new(&p->rt, p->rt.api.sampler_init(&p->filter_iface, p), params);
    p->started = p->start_failed = false;
    p->sampled = p->forced = 0;
    p->diags = diags;
    free(p->last_answer);
    p->last_answer = NULL;
    vl_chat_generator g = {p, next_token, force_text};
    s = vl_chat_decode(an, nf, params, &p->vocab, &g, out, &p->last_answer, diags);
  }
  free(prompt);
  vl_arena_free(&arena);
  return s;
}

static void destroy(void *self) {
  chat_proposer *p = self;
  if (p->chain) p->rt.api.sampler_free(p->chain);
  if (p->ctx) p->rt.api.free(p->ctx);
  vl_llama_runtime_close(&p->rt);
  free(p->start);
  free(p->bytes);
  free(p->prompt);
  free(p->cached);
  free(p->pending);
  free(p->last_answer);
  free(p->path);
  free(p);
}

vl_proposer *vl_gguf_chat_open(vl_llama_runtime *rt, const char *path, vl_diags *diags) {
  chat_proposer *p = calloc(1, sizeof *p);
  char *copy = p ? strdup(path) : NULL;
  if (!copy) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "cannot use the model: out of memory");
    vl_llama_runtime_close(rt);
    free(p);
    return NULL;
  }
  p->rt = *rt;
  p->path = copy;
  p->base = (vl_proposer){"gguf", p, propose, destroy};
  p->template = p->rt.chat.model_chat_template(p->rt.model, NULL);
  p->template_fallback = !p->template;
  if (!p->template) p->template = "chatml";
  long cpus = sysconf(_SC_NPROCESSORS_ONLN);
  /* Threads and flash attention pay off on big models only: on a small one (the untrained test model)
   * threads wait at ggml's barriers and flash attention took 2.4 times as long (measured, 1 thread). */
  bool small = p->rt.chat.model_size(p->rt.model) < (512u << 20);
  p->threads = small || cpus < 2 ? 1 : cpus > 8 ? 8 : (int32_t)cpus;
  p->flash_attn = small ? VL_LLAMA_FLASH_ATTN_OFF : VL_LLAMA_FLASH_ATTN_AUTO;
  const vl_llama_chat_message probe = {"user", "x"};
  if (p->rt.chat.chat_apply_template(p->template, &probe, 1, true, NULL, 0) < 0) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE,
                "llama.cpp does not know the model's chat template (llama_chat_apply_template knows a fixed list)");
    destroy(p);
    return NULL;
  }
  if (!load_pieces(p)) {
    vl_diag_add(diags, path, 0, 0, VL_CAT_NONE, "cannot read the model's vocabulary: out of memory");
    destroy(p);
    return NULL;
  }
  p->filter_iface = (vl_llama_sampler_i){.name = filter_name, .apply = filter_apply};
  return &p->base;
}

static chat_proposer *chat_of(const vl_proposer *proposer) {
  return proposer && proposer->destroy == destroy ? proposer->self : NULL;
}

char *vl_gguf_chat_prompt(vl_proposer *proposer, const vl_analysis *an, size_t *len) {
  chat_proposer *p = chat_of(proposer);
  if (!p) return NULL;
  vl_arena arena = {0};
  vl_norm_function *nf;
  char *prompt = build_prompt(p, an, &arena, &nf, len);
  vl_arena_free(&arena);
  return prompt;
}

const char *vl_gguf_chat_template_used(const vl_proposer *proposer) {
  const chat_proposer *p = chat_of(proposer);
  return !p ? NULL : p->template_fallback ? "ChatML (the model has none)" : "the model's";
}

const char *vl_gguf_chat_last_answer(const vl_proposer *proposer, uint64_t *sampled, uint64_t *forced) {
  const chat_proposer *p = chat_of(proposer);
  if (p && sampled) *sampled = p->sampled;
  if (p && forced) *forced = p->forced;
  return p ? p->last_answer : NULL;
}
