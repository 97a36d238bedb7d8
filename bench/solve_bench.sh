#!/usr/bin/env bash
# Times the whole `cgt solve` command (start-up, parsing, table, search) on the positions of
# issue 34's benchmark list, as far as each family gets within a time cap, and prints one line
# per position: the median CPU seconds (user + sys) of REPS runs, the outcome and the nodes.
#
#   bench/solve_bench.sh [CGT] [REPS] [CAP_SECONDS] [FAMILIES]   (defaults: build/cgt 3 120 all)
#
# FAMILIES: "all", or some of "domineering clobber rectangles" (to compare builds on one family;
# "all" leaves out "rectangles": Domineering on every m×n board, 2 ≤ m ≤ n ≤ 8, with the total of
# the medians at the end; a transposed board is the negative, so m > n is not run again).
#
# Every run has the CLI's default limits lifted (--work-limit 0) and a 4 GiB memory limit, so
# the table is 1 GiB; a run past CAP_SECONDS is stopped and reported as "> CAP".
set -euo pipefail
cgt=${1:-build/cgt}
reps=${2:-3}
cap=${3:-120}
families=${4:-all}
wanted() { [[ $families == all || " $families " == *" $1 "* ]]; }

grid() {  # rows cols cell-pattern: "." empty, "x" checkerboard
  local rows=$1 cols=$2 kind=$3 text="" r c
  for ((r = 0; r < rows; r++)); do
    ((r > 0)) && text+="|"
    for ((c = 0; c < cols; c++)); do
      if [[ $kind == . ]]; then text+="."; elif (((r + c) % 2 == 0)); then text+="x"; else text+="o"; fi
    done
  done
  printf '%s' "$text"
}

total=0  # of the medians printed, for "rectangles"
run() {  # label expression
  local label=$1 expr=$2 times=() out="" i t
  for ((i = 0; i < reps; i++)); do
    if ! out=$( { /usr/bin/time -f '%U %S' timeout "$cap" "$cgt" solve --json --work-limit 0 --memory-limit 4G "$expr" 2>/tmp/solve_bench_time.$$; } ); then
      printf '%-22s > %s s\n' "$label" "$cap"
      return 1
    fi
    t=$(tail -1 /tmp/solve_bench_time.$$ | awk '{printf "%.2f", $1 + $2}')
    times+=("$t")
  done
  local median
  median=$(printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
  local outcome nodes
  outcome=$(sed -E 's/.*"outcome":"([LRNP])".*/\1/' <<<"$out")
  nodes=$(sed -E 's/.*"nodes":([0-9]+).*/\1/' <<<"$out")
  printf '%-22s %8s s  %s  %s nodes\n' "$label" "$median" "$outcome" "$nodes"
  total=$(awk -v a="$total" -v b="$median" 'BEGIN {printf "%.2f", a + b}')
}

echo "machine: $(nproc) cores, $(uname -m), load $(cut -d' ' -f1 /proc/loadavg)"
if wanted domineering; then
  for mn in 5x5 6x6 6x7 7x7 8x8; do
    m=${mn%x*} n=${mn#*x}
    run "domineering ${mn}" "domineering(\"$(grid "$m" "$n" .)\")" || break
  done
fi
if [[ " $families " == *" rectangles "* ]]; then
  for ((m = 2; m <= 8; m++)); do
    for ((n = m; n <= 8; n++)); do
      run "domineering ${m}x${n}" "domineering(\"$(grid "$m" "$n" .)\")" || { echo "total: stopped"; break 2; }
    done
  done
  echo "total: $total s"
fi
wanted clobber || { rm -f /tmp/solve_bench_time.$$; exit 0; }
for n in 10 11 12 13; do
  run "clobber 2x$n" "clobber(\"$(grid 2 "$n" x)\")" || break
done
for n in 6 7 8; do
  run "clobber 3x$n" "clobber(\"$(grid 3 "$n" x)\")" || break
done
for n in 10 14 18 22 26 30; do
  run "clobber (xo)^$n" "clobber(\"$(grid 1 $((2 * n)) x)\")" || break
done
rm -f /tmp/solve_bench_time.$$
