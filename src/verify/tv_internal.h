/* Private data of the translation validator (translate.h), shared by
 * tv_align.c (blocks, instruction alignment into steps), tv_remat.c
 * (rematerialization candidates and their shapes), tv_state.c (the abstract
 * state: which names each location holds), tv_transfer.c (what each step does
 * to the state, and the checks) and translate.c (fixpoint and report). */
#ifndef VL_TV_INTERNAL_H
#define VL_TV_INTERNAL_H
#include "../analysis/liveness.h"
#include "../base/bitset.h"
#include "translate.h"

/* Locations: [0, num_units) physical units; then stack words, unit count +
 * frame index * TV_MAX_WORDS + word; lane slots TV_LANE_LOC | base << 6 | lane,
 * where base is a unit or a stack word. */
enum { TV_MAX_WORDS = 64, TV_LANE_LOC = 1u << 31, TV_NONE = UINT32_MAX };
static inline uint32_t tv_lane_loc(uint32_t base, uint32_t lane) { return TV_LANE_LOC | base << 6 | lane; }

typedef enum tv_step_kind {
  TV_ALIGN,            /* PRE and POST */
  TV_DROP_COPY,        /* PRE only */
  TV_DROP_UNDEF,       /* PRE IMPLICIT_DEF */
  TV_DROP_NOTHING,     /* PRE KILL, debug */
  TV_DROP_DEF,         /* PRE candidate whose every use was rematerialized */
  TV_INS_COPY,         /* POST only */
  TV_INS_SAVE,
  TV_INS_RESTORE,
  TV_INS_LANE_SAVE,
  TV_INS_LANE_RESTORE,
  TV_INS_UNDEF,        /* IMPLICIT_DEF */
  TV_INS_NOTHING,      /* KILL, debug */
  TV_INS_REMAT,
  TV_INS_WWM_ENTER,    /* S_OR_SAVEEXEC -1 opening a whole-wave copy */
  TV_INS_WWM_EXIT,     /* exec restored after it */
} tv_step_kind;

typedef struct tv_step {
  uint8_t kind;        /* tv_step_kind */
  bool wwm;            /* whole-wave SAVE/RESTORE: the lane slots travel too */
  uint8_t words;       /* SAVE/RESTORE: 32-bit words moved */
  uint32_t pre, post;  /* instruction indices, TV_NONE when absent */
  int32_t *map;        /* ALIGN: per PRE operand, the POST operand, -1 for none */
  uint32_t shape;      /* ALIGN of a candidate's shape, REMAT: shape index; TV_NONE if none */
} tv_step;

/* Rematerialization candidates (tv_remat.c). */
typedef struct tv_cands {
  uint32_t count;
  uint32_t *instr;          /* per candidate: PRE instruction */
  uint32_t *of_instr;       /* per PRE instruction: candidate or TV_NONE */
  uint32_t num_shapes;
  uint32_t *shape_start;    /* CSR: candidates of shape s are members[shape_start[s] .. shape_start[s+1]) */
  uint32_t *members;
  uint32_t *shape_of_instr; /* per PRE instruction: its shape when it has one of a candidate, else TV_NONE */
  uint64_t *shape_hash;     /* per shape */
  uint32_t *table;          /* open addressing over shape hashes: shape index + 1, 0 = empty */
  uint32_t table_mask;
  uint32_t *reader_start;   /* CSR per name: candidates reading or defining that name */
  uint32_t *readers;
  uint32_t *value_class;    /* per candidate: a representative of the candidates with the same opcode,
                               operands and input names; value_size: how many there are */
  uint32_t *value_size;
  uint32_t *definer_start;  /* CSR per name: (candidate, index among its defined names) */
  uint32_t *definer_cand, *definer_index;
} tv_cands;

typedef struct tv_state {
  uint64_t *pairs;     /* sorted (location << 32 | name), malloc'd */
  uint32_t len, cap;
  vl_bitset wild;      /* names undefined here: held by every location */
  vl_bitset remat;     /* candidates whose inputs are unchanged since their definition */
  bool reached;
} tv_state;

/* A batch of changes to a state, applied at once by tv_edit_commit, so that
 * a step reads the state as it was before the step. */
typedef struct tv_edit {
  uint32_t stamp;
  uint32_t *loc_stamp, *lane_stamp;   /* per dense location: its set / its lane slots cleared */
  uint32_t *name_stamp;               /* per name: killed */
  uint32_t *count;                    /* per name: pairs of the working state holding it (tv_state_count) */
  VL_VEC(uint32_t) cleared, lane_bases;   /* the locations cleared, the bases whose lanes are */
  VL_VEC(uint32_t) lanes;             /* single lane slots cleared */
  VL_VEC(uint32_t) killed, wild, remat;
  VL_VEC(uint64_t) adds;
  uint64_t *merged;                   /* commit scratch */
  uint32_t merged_cap;
} tv_edit;

typedef struct tv_ctx {
  const vl_function *pre, *post;
  const vl_target *target;
  const char *pre_file, *post_file;
  vl_arena *arena;
  vl_diags *diags;
  vl_status status;
  vl_regspace space;           /* PRE's: names */
  uint32_t num_names, num_units;
  uint32_t *pre_block_index;   /* block number -> layout index */
  uint32_t *post_block_index;
  uint32_t max_pre_number, max_post_number;
  uint32_t num_frames, num_dense;
  uint32_t exec_lo, exec_hi, mode;   /* units ignored by rematerialization, TV_NONE if absent */
  uint32_t num_csr;            /* a non-entry function: the callee-saved SGPRs its caller gets back */
  uint32_t *csr_unit;          /* their units; name csr_name + i is csr_unit[i]'s value at the entry,
                                  which no PRE instruction redefines */
  uint32_t csr_name;
  tv_cands cands;
  uint8_t *post_kind;          /* per POST instruction: a free kind + 1 fixed by context (whole-wave copies), 0 */
  bool *post_wwm;              /* per POST instruction: a COPY inside a whole-wave bracket */
  tv_step *steps;
  uint32_t *block_steps;       /* per block, first step; [num_blocks] = total */
  tv_edit edit;
  int32_t *scratch_map;        /* operand pairing scratch (as many as the most operands of an instruction) */
  uint32_t *copy_stamp, *copy_to;   /* per name: a dropped COPY's source name -> its destination name */
  /* The final pass: checks report, stats count. */
  bool checking;
  vl_tv_stats *stats;
  uint32_t reports;
} tv_ctx;

/* tv_align.c */
vl_status tv_check_blocks(tv_ctx *ctx);
vl_status tv_align(tv_ctx *ctx);
/* Pairs PRE operands with POST operands (explicit in order, implicit in order
 * with POST's extras skipped) and compares everything but virtual registers;
 * map[i] gets the POST operand of PRE operand i. */
bool tv_instr_match(const tv_ctx *ctx, const vl_instr *p, const vl_instr *q, int32_t *map);
bool tv_is_super_def(const vl_instr *q, const vl_operand *op);
/* Is post_op a register of pre_op's width, in (an allocator's view of) its class? */
bool tv_register_fits(const tv_ctx *ctx, const vl_operand *pre_op, const vl_operand *post_op);
bool tv_opcode_is(const vl_instr *in, const char *prefix);

/* tv_remat.c */
void tv_find_candidates(tv_ctx *ctx);
/* Names of a PRE register operand, lane by lane (its subregister's lanes); at most TV_MAX_LANES. */
enum { TV_MAX_LANES = 32 };
uint32_t tv_operand_names(const tv_ctx *ctx, const vl_operand *op, uint32_t *names);
uint64_t tv_shape_hash(const tv_ctx *ctx, const vl_instr *in, bool post);
uint32_t tv_shape_lookup(const tv_ctx *ctx, uint64_t hash);

/* tv_state.c */
void tv_state_init(tv_ctx *ctx, tv_state *s);
void tv_state_entry(tv_ctx *ctx, tv_state *s);
void tv_state_copy(tv_state *dst, const tv_state *src);
void tv_state_meet(tv_ctx *ctx, tv_state *dst, const tv_state *src);
bool tv_state_equal(const tv_state *a, const tv_state *b);
void tv_state_free(tv_state *s);
bool tv_holds(const tv_state *s, uint32_t loc, uint32_t name);
/* tv_holds, or loc holds another name of name's value (a current definition of
 * the same value class as name's current one). */
bool tv_holds_value(const tv_ctx *ctx, const tv_state *s, uint32_t loc, uint32_t name);
/* Index range of the pairs at `loc`. */
void tv_names_at(const tv_state *s, uint32_t loc, uint32_t *begin, uint32_t *end);
void tv_edit_init(tv_ctx *ctx, tv_edit *e);
void tv_edit_free(tv_edit *e);
void tv_edit_begin(tv_edit *e);
void tv_edit_clear(tv_ctx *ctx, uint32_t loc, bool with_lanes);
void tv_edit_kill(tv_ctx *ctx, uint32_t name);
void tv_edit_undefine(tv_ctx *ctx, uint32_t name);
void tv_edit_add(tv_ctx *ctx, uint32_t loc, uint32_t name);
void tv_edit_set_remat(tv_ctx *ctx, uint32_t cand);
static inline bool tv_edit_killed(const tv_edit *e, uint32_t name) { return e->name_stamp[name] == e->stamp; }
void tv_edit_commit(tv_ctx *ctx, tv_state *s);
/* Counts the names of the working state s (edits then keep the counts): a
 * redefined name that no location holds needs no pass over the state. */
void tv_state_count(tv_ctx *ctx, const tv_state *s);

/* tv_transfer.c */
void tv_step_apply(tv_ctx *ctx, const tv_step *step, tv_state *s);
/* A diagnostic of the final pass (at most a few per function). */
void tv_report(tv_ctx *ctx, vl_category cat, uint32_t line, uint32_t col, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
/* "%12 lane 1", "$exec_lo", ... for messages. */
void tv_name_text(const tv_ctx *ctx, uint32_t name, char *buf, size_t size);

#endif
