/* The answer of a chat model, constrained as it is generated (the chat path of
 * `--allocator gguf`, learn/gguf_chat.h). A chat model answers in text, the
 * assistant message of our training set (corpus/dataset.h):
 *     {"function":"NAME","assign":{"b0.a":"s4","b0.b":"v[2:3]",...}}
 * with every name that starts a value in its block, in the export's order. The
 * constraint fixes that skeleton (the function, every key, the punctuation) and
 * lets the model choose the values: text is accepted only while it stays a
 * prefix of an answer of that shape. With the mask, the value of a key may only
 * grow into a register the decision model's mask allows for its virtual
 * register (model/decision.h, alloc/occupancy.h: class, alignment, budget, no
 * overlap with what is already chosen), and the register is placed when its
 * closing quote comes; a later key of the same virtual register may only repeat
 * it. Without the mask, a value is any short JSON string without escapes (the
 * raw model under a JSON grammar); with verifier feedback, the virtual
 * registers it named are masked (as learn/decode.h does).
 *
 * Text arrives in tokens of any length; a token may close a value and run on
 * through the next key, but not into the next value's characters (whose
 * registers depend on the value just closed): single characters always remain,
 * so no answer becomes unreachable.
 *
 * vl_chat_decode drives a generator (a llama.cpp model, or a test's) token by
 * token, feeding it the text no choice is left about (the keys, the
 * punctuation, a register's only possible rest) in one go where it can, and
 * reads the answer back onto the MIR's virtual registers with the
 * normalizer's reader (norm/norm_map.h), as `normalize --denormalize` does.
 * Needs: analysis, names, the decider. Produces: the answer text, an assignment. */
#ifndef VL_LEARN_CHAT_ANSWER_H
#define VL_LEARN_CHAT_ANSWER_H
#include "../model/decision.h"
#include "../norm/norm.h"
#include "proposer.h"

enum {
  VL_CHAT_MAX_VALUE = 16,      /* bytes of a value without the mask */
  VL_CHAT_OPTION_SIZE = 24,    /* room for a register's assembly name ("a[248:255]") */
};

typedef struct vl_chat_option {
  char text[VL_CHAT_OPTION_SIZE];
  vl_physreg reg;
} vl_chat_option;

typedef struct vl_chat_answer {
  const vl_analysis *an;
  vl_decider decider;          /* placements and the mask */
  vl_arena arena;
  uint32_t num_keys;
  char **literal;              /* literal[i] precedes value i; literal[num_keys] ends the answer */
  uint32_t *literal_len;
  uint32_t *vreg;              /* per key */
  bool *masked;                /* per key */
  /* where the text stands: in literal `at` at lit_pos, or in value `at` */
  uint32_t at, lit_pos;
  bool in_value, done;
  char value[VL_CHAT_OPTION_SIZE];
  uint32_t value_len;
  vl_chat_option *options;     /* what value `at` may become when masked, sorted by text */
  uint32_t num_options, options_cap;
  int64_t dead_end;            /* the vreg the mask left nothing for, or -1 */
  char *forced;                /* vl_chat_answer_forced's text (malloc'd) */
  size_t forced_cap;
  char *text;                  /* the answer so far (malloc'd, NUL-terminated) */
  size_t len, cap;
  uint64_t max_bytes;          /* no answer is longer */
} vl_chat_answer;

/* The skeleton for an.fn in names nf; `mask`, or the vregs flagged in `focus` (may be NULL), masked. */
void vl_chat_answer_init(vl_chat_answer *a, const vl_analysis *an, const vl_norm_function *nf, bool mask,
                         const bool *focus);
void vl_chat_answer_free(vl_chat_answer *a);
/* Does the text stay an answer prefix with piece[0..n) appended? (n == 0: no.) */
bool vl_chat_answer_allows(const vl_chat_answer *a, const char *piece, size_t n);
/* The bytes that may come next, as flags (a quick filter before vl_chat_answer_allows). */
void vl_chat_answer_next_bytes(const vl_chat_answer *a, bool next[256]);
/* Appends an allowed piece; closes values (placing their registers) and prepares the next one. */
void vl_chat_answer_take(vl_chat_answer *a, const char *piece, size_t n);
/* The text every valid continuation starts with (the rest of a literal, then what all the next value's
 * registers share; the rest of a value when only one register is left, with its closing quote): a
 * generator may feed it to the model rather than sample it. Points into the answer; length in *len. */
const char *vl_chat_answer_forced(vl_chat_answer *a, size_t *len);
/* Complete, or stopped at a dead end (a.dead_end). */
static inline bool vl_chat_answer_stopped(const vl_chat_answer *a) { return a->done || a->dead_end >= 0; }

/* The pieces (token texts) of a vocabulary: token t is bytes[start[t] .. start[t + 1]). */
typedef struct vl_chat_vocab {
  uint32_t size;
  const uint32_t *start;
  const char *bytes;
} vl_chat_vocab;

/* What generates the answer: a model with a sampler (a llama.cpp model, or a test's). */
typedef struct vl_chat_generator {
  void *self;
  /* The next token under the constraint, or -1 when the model cannot run (a diag says why) or no
   * token of its vocabulary continues the answer. */
  int32_t (*next)(void *self, const vl_chat_answer *answer, const vl_propose_params *params, vl_diags *diags);
  /* Optional: takes forced text (vl_chat_answer_forced) into the model's context without sampling;
   * false when it cannot (then it is sampled). */
  bool (*force)(void *self, const vl_chat_answer *answer, const char *text, size_t len);
} vl_chat_generator;

/* Generates an answer token by token and reads it back into `out`. Returns as a proposer does:
 * VL_OK (complete), VL_INVALID (dead end: dataflow; unreadable values: syntax), VL_TOOL_ERROR.
 * *answer_text, when not NULL, receives the answer (malloc'd). */
vl_status vl_chat_decode(const vl_analysis *an, const vl_norm_function *nf, const vl_propose_params *params,
                         const vl_chat_vocab *vocab, const vl_chat_generator *generator, vl_assignment *out,
                         char **answer_text, vl_diags *diags);

#endif
