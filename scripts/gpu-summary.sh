#!/usr/bin/env bash
# gpu-summary.sh CSV [REGISTERS.tsv]: the summary of a gpu-bench.sh run (awk only, for the GPU
# machine): rows by status; outputs identical, ours and ptxas-at-our-count each against ptxas, on
# the kernels whose ptxas output is the same twice; the speedup distributions (ptxas's median
# time over ours, and ptxas-cap's over ours); and which occupancy gains (the driver's occupancy of
# ours above ptxas's) became speed: faster by more than the larger of 2% and the two spreads
# (relative p90 - p10) counts as faster, slower likewise, the rest as the same.
set -uo pipefail
csv="${1:?usage: gpu-summary.sh CSV [REGISTERS.tsv]}"
awk -F, '
  NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
  function v(name) { return $(col[name]) }
  function sortn(a, n,   i, j, t) { for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t } }
  function q(a, n, f,   k) { k = int(f * (n - 1)) + 1; return a[k] }
  function dist(label, a, n,   i, g) {
    if (!n) { printf "  %s: no kernels\n", label; return }
    sortn(a, n); g = 0; for (i = 1; i <= n; i++) g += log(a[i])
    printf "  %s (%d kernels): geomean %.3f, min %.3f, p10 %.3f, median %.3f, p90 %.3f, max %.3f\n", label, n, exp(g / n), a[1], q(a, n, 0.1), q(a, n, 0.5), q(a, n, 0.9), a[n]
  }
  function verdict(s, sa, sb,   m) { m = sa > sb ? sa : sb; if (m < 0.02) m = 0.02; return s > 1 + m ? "faster" : s < 1 / (1 + m) ? "slower" : "same" }
  {
    rows++; status[v("status")]++
    if (v("status") == "ok" || v("status") == "differs") {
      ran++
      ours_same += v("ours_identical") == "yes"; cap_runs += v("ptxas-cap_identical") != ""; cap_same += v("ptxas-cap_identical") == "yes"
      if (v("ours_identical") != "yes") bad[++nbad] = v("kernel") ": " v("detail")
    }
    if (v("status") != "ok" && v("status") != "nondeterministic") next
    s = v("ptxas_median_us") / v("ours_median_us"); sp[++n] = s
    if (v("ptxas-cap_median_us") != "") { sc[++m] = v("ptxas-cap_median_us") / v("ours_median_us") }
    w = verdict(s, v("ptxas_spread"), v("ours_spread"))
    if (v("ours_occupancy") > v("ptxas_occupancy") + 1e-9) {
      gain++; gain_by[w]++; gs[++ng] = s
      line[++nl] = sprintf("  %-70s occupancy %.3f -> %.3f, regs %d -> %d, %.1f us -> %.1f us (%.3fx, %s)", v("kernel"), v("ptxas_occupancy"), v("ours_occupancy"), v("ptxas_regs"), v("ours_regs"), v("ptxas_median_us"), v("ours_median_us"), s, w)
    } else { same_occ++; same_by[w]++; ss[++ns] = s }
  }
  END {
    printf "kernels: %d rows;", rows; for (k in status) printf " %s %d", k, status[k]; printf "\n"
    printf "outputs identical, ours vs ptxas: %d of %d kernels run with a deterministic ptxas output\n", ours_same, ran
    printf "outputs identical, ptxas at our register count vs ptxas: %d of %d\n", cap_same, cap_runs
    for (i = 1; i <= nbad && i <= 10; i++) printf "  differs: %s\n", bad[i]
    printf "speedup (ptxas time / our time, > 1: ours faster):\n"
    dist("against ptxas", sp, n); dist("against ptxas at our register count", sc, m)
    dist("where our occupancy is higher", gs, ng); dist("where the occupancy is the same", ss, ns)
    printf "occupancy gains: %d kernels; faster %d, same %d, slower %d (beyond max(2%%, spread))\n", gain, gain_by["faster"], gain_by["same"], gain_by["slower"]
    printf "same occupancy: %d kernels; faster %d, same %d, slower %d\n", same_occ, same_by["faster"], same_by["same"], same_by["slower"]
    for (i = 1; i <= nl; i++) print line[i]
  }' "$csv"
