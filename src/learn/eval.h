/* `verilocc eval`: how well an allocator does on the functions of a corpus
 * manifest. Per AMDGPU function of the chosen split: spill first where the
 * pressure exceeds the budget (alloc/spill.h, as `alloc` does), analyse, then
 *   - a learned allocator (a proposer): one greedy proposal with the mask off
 *     (raw), one with the mask on, n sampled ones; each verified natively;
 *   - classical or exact: its one deterministic answer, verified;
 * and the best verified answer measured against LLVM greedy's post-RA MIR of
 * the same input and against the classical allocator: registers per file,
 * occupancy, copies left, spill code.
 *
 * Needs: a loaded manifest, the parser, spiller, analysis, allocators,
 * verifier, a proposer (proposer.h) for learned allocators.
 * Produces: one record per function (eval_summary.h aggregates them,
 * eval_report.h prints the table and report.json). */
#ifndef VL_EVAL_H
#define VL_EVAL_H
#include <jansson.h>
#include <stdio.h>

#include "../corpus/manifest.h"
#include "../alloc/registry.h"
#include "../cost/cost_model.h"
#include "proposer.h"

typedef struct vl_eval_options {
  const char *allocator;       /* the allocator's name, for reports */
  vl_allocator *deterministic; /* a registry allocator that is not learned (classical, exact), or NULL */
  vl_proposer *proposer;       /* a learned allocator's proposer (raw proposals are measured), or NULL */
  int split;                   /* a vl_split, or -1 for every split */
  uint32_t k;                  /* Pass@k */
  uint32_t samples;            /* n >= k sampled proposals per function */
  uint32_t limit;              /* at most this many functions (0: all) */
  float temperature;
  uint32_t top_k;
  uint64_t seed;
  bool mask;                   /* samples decoded with the mask (--no-mask: false) */
  double exact_timeout_s;      /* per function */
  FILE *log;                   /* progress and notes */
  uint32_t skip;               /* leave out the first `skip` functions of the split */
  bool until_pass;             /* with samples == k: stop sampling at the first sample that verifies
                                  (Pass@k is 1 then, whatever the rest would give; saves time) */
  FILE *failures;              /* when set: a line per failed masked (or deterministic) answer, with
                                  the verifier's or the decoder's first findings */
  uint32_t shard, shards;      /* with shards > 1: only the MIR files whose position among the files of
                                  the chosen functions is shard mod shards (--shard I/N, MPI ranks) */
} vl_eval_options;

/* Tries of one kind for one function, with what the verifier found in the failed ones. */
typedef struct vl_eval_tries {
  uint32_t n, passed;
  uint32_t failed_by[VL_NUM_CATEGORIES];  /* failed tries with a violation of each category;
                                             VL_CAT_NONE: a failure that named none */
} vl_eval_tries;

/* What an allocation costs, measured the same way for every allocator: on the MIR. */
typedef struct vl_eval_usage {
  bool known;
  uint32_t vgpr, agpr, sgpr;   /* highest register index used + 1, physical operands included */
  uint32_t vector;             /* VGPRs and AGPRs together as occupancy counts them */
  uint32_t occupancy;          /* waves per SIMD (cost/occupancy_limit.h, with the launch's LDS and size) */
  uint32_t copies_left;        /* COPYs that are not identities */
  uint32_t spill_stores, spill_reloads;   /* spill code: stack saves/restores and SGPR lane writes/reads */
  double spill_weighted;       /* by block frequency (cost/spill_cost.h) */
  vl_cost cost;                /* the cost model's prediction and its breakdown (cost/cost_model.h) */
} vl_eval_usage;

typedef struct vl_eval_record {
  const json_t *entry;                     /* the manifest line */
  const char *id, *family, *target;
  vl_eval_tries raw, masked, samples;      /* deterministic allocators fill `raw` only */
  double pass_raw, pass_1, pass_k;         /* this function's Pass@1 raw, Pass@1, Pass@k */
  vl_eval_usage ours;                      /* the best verified answer (unknown when none verified) */
  vl_eval_usage greedy;                    /* LLVM greedy's post-RA MIR (unknown without one) */
  vl_eval_usage classical;                 /* the classical allocator on the same analysis */
  double ms;                               /* analysis, every try, verification */
  double masked_ms;                        /* the masked greedy proposal alone (deterministic: the answer) */
  double masked_cpu_ms;                    /* the same, the thread's CPU time: unstretched by other jobs */
} vl_eval_record;

/* Why a function was not evaluated: the keys of vl_eval_result.skipped. */
enum { VL_EVAL_NUM_SKIP_REASONS = 4 };
extern const char *const vl_eval_skip_reasons[VL_EVAL_NUM_SKIP_REASONS];

typedef struct vl_eval_result {
  vl_arena arena;
  VL_VEC(vl_eval_record) records;
  json_t *skipped;             /* reason -> functions (unreadable MIR, spiller failed, ...) */
  json_t *trained;             /* family -> its functions in the manifest's training split (absent: an
                                  unseen family, one a model trained on this corpus never saw) */
  uint32_t nvidia;             /* entries without MIR, not evaluated */
  uint32_t other_splits;       /* AMDGPU entries of other splits */
  uint32_t modules_spilled;    /* MIR files the spiller changed */
  double spill_ms;             /* the spiller's time over all modules */
  double seconds;
} vl_eval_result;

/* Evaluates; VL_TOOL_ERROR (with diagnostics) when the proposer cannot run.
 * Unreadable inputs are skipped and counted in result->skipped. */
vl_status vl_eval_run(const vl_manifest *manifest, const vl_eval_options *options, vl_eval_result *result,
                      vl_diags *diags);
void vl_eval_result_free(vl_eval_result *result);

#endif
