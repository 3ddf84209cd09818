/* `verilocc eval` on the ranks of an MPI run: each rank evaluates one shard of
 * the MIR files (vl_eval_options.shard = rank, shards = size; a file's
 * functions stay together, so each file is read and spilled once), then the
 * records, the skipped counts and the spiller's tallies of every rank are
 * brought together on every rank, in manifest order, so that rank 0 prints
 * the table and writes the report a single process would (each function's
 * time is the time on its own rank). Records travel as bytes, OR-ed into a
 * zeroed buffer where each rank fills its own part (the same binary on every
 * rank, so the same layout); the pointers in them are the sender's and are
 * set again from the manifest and the target on arrival.
 * Needs: eval's records, the ranks. Produces: the whole result on every rank. */
#ifndef VL_LEARN_EVAL_GATHER_H
#define VL_LEARN_EVAL_GATHER_H
#include "../base/ranks.h"
#include "eval.h"

void vl_eval_gather(vl_eval_result *r, const vl_manifest *manifest, vl_ranks *ranks);

#endif
