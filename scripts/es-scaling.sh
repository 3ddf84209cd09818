#!/usr/bin/env bash
# Projects the time of one ES iteration on more ranks from the JSON log of a run
# (`verilocc train --es --log LOG.jsonl`, any number of ranks): docs/es.md, "Scaling".
#   scripts/es-scaling.sh LOG.jsonl [ALPHA_US] [RANKS...]
# Per iteration the log holds every task's seconds (a member's reward on one function);
# tasks go to rank i mod N, so the compute on N ranks is the largest sum of the tasks of
# one rank plus the time to build the members it holds (each rank adds sigma * eps to
# the weights of every member it evaluates; measured as rank 0's compute minus its own
# tasks on a 1-rank log, per member built). Communication is one allreduce of the
# rewards (a few KB): 2 ceil(log2 N) steps of ALPHA_US microseconds each (default 20:
# a latency between nodes; recursive doubling). The update (regenerating the P
# perturbations and the Adam step) is the same on every rank and does not shrink.
set -euo pipefail
log=${1:?usage: es-scaling.sh LOG.jsonl [ALPHA_US] [RANKS...]}
alpha=${2:-20}
shift $(( $# >= 2 ? 2 : 1 ))
ranks=("$@")
[ ${#ranks[@]} -gt 0 ] || ranks=(1 2 4 8 16 32 64 100)
jq -s -r --argjson alpha "$alpha" --argjson ranks "$(printf '%s\n' "${ranks[@]}" | jq -s -c .)" '
  def mean: add / length;
  def log2ceil: if . <= 1 then 0 else ((. | log) / (2 | log) | ceil) end;
  . as $its
  | ($its[0].task_seconds | length) as $tasks
  | ($its | map(.population) | length) as $n
  | ($its[0].ranks) as $measured_ranks
  # members built by rank 0: the perturbed members (all but the last, the unperturbed one) it held
  | ($its[0].usable) as $k
  | (($tasks / $k) - 1) as $perturbed
  | ($its | map((.compute_seconds.rank0 - ([.task_seconds | to_entries[] | select(.key % $measured_ranks == 0) | .value] | add // 0))
                / ([range(0; $perturbed) | select(([range(. * $k; . * $k + $k)] | map(select(. % $measured_ranks == 0)) | length) > 0)] | length))
        | mean) as $build
  | ($its | map(.update_seconds) | mean) as $update
  | "log: \($n) iterations on \($measured_ranks) rank(s), \($tasks) tasks per iteration (\($perturbed + 1) members x \($k) functions)",
    "measured per iteration: \($its | map(.seconds) | mean | . * 1000 | round / 1000) s (compute rank 0 \($its | map(.compute_seconds.rank0) | mean | . * 1000 | round / 1000) s, communication \($its | map(.comm_seconds) | mean | . * 1000 | round / 1000) s, update \($update * 1000 | round / 1000) s); building one member \($build * 1000 | round / 1000) s",
    "ranks  compute_s  comm_s    update_s  total_s   speedup",
    ( $ranks[] as $N
      | ($its | map(. as $it | [range(0; $N) as $r
            | ([$it.task_seconds | to_entries[] | select(.key % $N == $r) | .value] | add // 0)
              + $build * ([range(0; $perturbed) | select(([range(. * $k; . * $k + $k)] | map(select(. % $N == $r)) | length) > 0)] | length)]
          | max) | mean) as $compute
      | (2 * ($N | log2ceil) * $alpha / 1e6) as $comm
      | ($compute + $comm + $update) as $total
      | ($its | map(. as $it | ([$it.task_seconds[]] | add) + $build * $perturbed) | mean) as $serial
      | "\($N | tostring | .[0:6] | . + (" " * (7 - length)))\($compute * 1000 | round / 1000 | tostring | . + (" " * (11 - length)))\($comm * 1e6 | round / 1e6 | tostring | . + (" " * (10 - length)))\($update * 1000 | round / 1000 | tostring | . + (" " * (10 - length)))\($total * 1000 | round / 1000 | tostring | . + (" " * (10 - length)))\(($serial + $update) / $total * 100 | round / 100)")
  ' "$log"
